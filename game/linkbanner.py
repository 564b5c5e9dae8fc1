"""What a table or lobby tells the player about its link to the host.

The window never shows a frozen table without saying why: while `LinkState.status` is
RECONNECTING, scenes draw `lost_banner` (the time it has been trying, and how to give up);
the table draws it on a plate at its top left with `draw_lost_banner`. When the link has
closed, `link_error_text` explains its error code.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pygame

from game.link import LinkState, LinkStatus

PLATE = (24, 6, 14, 225)
"""The dark plate behind the banner, so it reads over plaques and cards."""


def link_error_text(tr: Callable[..., str], code: str | None) -> str:
    """The player-facing explanation of a link error code (``net.error.<code>`` in the catalogs)."""
    key = f"net.error.{code or 'closed'}"
    text = tr(key)
    return text if text != key else tr("net.error.other", code=code or "?")


def lost_banner(tr: Callable[..., str], state: LinkState, now: float | None = None) -> str | None:
    """"Connection lost, reconnecting… (N s)" while `state` is reconnecting at time `now`, else None.

    `now` is on the clock of `LinkState.lost_at` (`time.monotonic()` when not given).
    """
    if state.status is not LinkStatus.RECONNECTING:
        return None
    if now is None:
        now = time.monotonic()
    seconds = 0 if state.lost_at is None else max(0, int(now - state.lost_at))
    return tr("table.connection_lost", seconds=seconds)


def draw_lost_banner(surface: pygame.Surface, res: Any, lay: Any, tr: Callable[..., str], state: LinkState,
                     color: tuple[int, int, int]) -> None:
    """Draw `lost_banner` (if any) in `color` on a dark plate at the table's top left.

    `res` is the table's `Resources`, `lay` its `TableLayout`."""
    text = lost_banner(tr, state)
    if text is None:
        return
    img = res.text(text, lay.px(16), color, "text_bold", shadow=1)
    rect = img.get_rect(topleft=(lay.px(8), lay.px(24)))
    plate = rect.inflate(lay.px(12), lay.px(6))
    back = pygame.Surface(plate.size, pygame.SRCALPHA)
    pygame.draw.rect(back, PLATE, back.get_rect(), border_radius=lay.px(6))
    surface.blit(back, plate.topleft)
    surface.blit(img, rect)
