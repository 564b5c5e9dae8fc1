"""The parts of a table that every game's table draws the same way: the felt with the shaded
log column, that column itself (the log above, the chat below), the spectator's caption in
the place of the player's own panel, and a short note on a dark plate over the table.

Both are opaque surfaces the caller caches: the felt per window size, the column per
(log version, chat version, size, language).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.table.chat import ChatPanel
from game.table.layout import TableLayout
from game.table.log import LogPanel
from game.table.res import DIM, GOLD_LIGHT, Resources


def _opaque(surface: pygame.Surface) -> pygame.Surface:
    return surface.convert() if pygame.display.get_surface() else surface


def watching_caption(surface: pygame.Surface, res: Resources, lay: TableLayout, text: str,
                     at: tuple[int, int] | None = None) -> None:
    """`text` (that this window only watches), dim and italic, at `at` (default: in the place of
    the player's own panel, which a spectator has not, under the prompt bar)."""
    img = res.fit_text(text, lay.px(17), lay.home.width * 2, DIM, "text_italic", shadow=1)
    surface.blit(img, at if at is not None else (lay.home.x + lay.px(8), lay.home.y + lay.px(8)))


def plate_note(surface: pygame.Surface, res: Resources, lay: TableLayout, text: str) -> None:
    """`text` in gold on a dark rounded plate, centred over the top of the table (the speed V
    chose, at a table with no key line to say it)."""
    img = res.text(text, lay.px(16), GOLD_LIGHT, "text_bold")
    plate = img.get_rect(midtop=(lay.table.centerx, lay.px(100))).inflate(lay.px(24), lay.px(10))
    surface.blit(res.plate(plate.size, (14, 10, 30, 220), plate.height // 2), plate.topleft)
    surface.blit(img, img.get_rect(center=plate.center))


def felt(res: Resources, lay: TableLayout) -> pygame.Surface:
    """The table's background at the layout's size, the log column shaded."""
    bg = pygame.transform.smoothscale(res.image("ui/table.png"), lay.size)
    shade = pygame.Surface((lay.side.width, lay.size[1]), pygame.SRCALPHA)
    shade.fill((10, 6, 24, 120))
    bg.blit(shade, lay.side.topleft)
    return _opaque(bg)


def side_column(background: pygame.Surface, lay: TableLayout, log: LogPanel, chat: ChatPanel,
                tr: Callable[..., str]) -> pygame.Surface:
    """The log and chat column (`lay.side`), drawn over its part of `background`."""
    side = pygame.Surface(lay.side.size)
    side.blit(background, (-lay.side.x, 0))
    side.blit(log.surface(lay.log, lay.scale, tr("table.log.title")), lay.log.move(-lay.side.x, 0).topleft)
    side.blit(chat.surface(lay.chat, lay.scale, tr("table.chat.title"), tr("table.chat.hint")),
              lay.chat.move(-lay.side.x, 0).topleft)
    return _opaque(side)
