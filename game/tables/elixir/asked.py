"""Texts laid on the table to be read while the player is asked something.

While the player is asked about one card (a forfeit cast at them, the spell they may react
to, the spell they aim), the table lays that card larger in the centre (`TableScene.
centre_slots`) and `draw_card_text` writes its name and rules text beside it, in the player's
language, at a size meant to be read; right-click or Z still zooms it. During the draft,
`draw_note` explains above the piles what a level and the target points are.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from engine.elixir.options import default_spell_points
from game.table.res import GOLD_LIGHT, Resources
from game.tables.elixir.cardface import card_name, card_text
from game.textfit import Fit, fit_text, text_block


def draw_card_text(board: pygame.Surface, res: Resources, card: int, lang: str, face: pygame.Rect,
                   area: pygame.Rect, scale: float) -> None:
    """Write `card`'s name and text in a panel beside its face at `face`, inside `area` (on the
    side with more room; nothing when neither side has room for a readable column)."""
    def px(v: float) -> int:
        return max(1, round(v * scale))

    right, left = area.right - face.right, face.x - area.x
    room = max(right, left) - px(12)
    if room < px(150):
        return
    width = min(room, px(300))
    rect = pygame.Rect(0, face.y, width, face.height)
    if right >= left:
        rect.x = face.right + px(12)
    else:
        rect.right = face.x - px(12)
    board.blit(res.nine_slice("ui/panel.png", rect.size, px(18)), rect.topleft)
    title = res.fit_text(card_name(card, lang), px(17), width - px(24), GOLD_LIGHT, "text_bold", shadow=1)
    board.blit(title, (rect.x + px(12), rect.y + px(10)))
    spec = {"font": "text", "size": px(15), "min_size": px(11), "color": "#f0ecfa", "line_spacing": 1.0}
    body_h = rect.height - title.get_height() - px(26)
    body = text_block(card_text(card, lang), width - px(24), body_h, spec, res.font)
    board.blit(body, (rect.x + px(12), rect.y + px(16) + title.get_height()))


def draft_target(view: dict[str, Any]) -> int:
    """The spell points each player drafts up to at this table (its option, else the books' default)."""
    options = view.get("options") or {}
    points = options.get("spell_points")
    return int(points) if type(points) is int else default_spell_points(int(view.get("players") or 4))


def note_rect(above: pygame.Rect, obstacles: list[pygame.Rect], scale: float,
              tallest: float = 84) -> pygame.Rect | None:
    """The panel of a note ending just above `above`, at most as wide and `tallest` base px
    high, narrowed and lowered so that it covers none of `obstacles` (the seat plaques); None
    when too little room is left."""
    def px(v: float) -> int:
        return max(1, round(v * scale))

    bottom = above.y - px(10)
    left, right = above.x, above.right
    top = bottom - px(tallest)
    for r in sorted(obstacles, key=lambda r: r.bottom):
        band = r.inflate(px(16), px(16))
        if band.bottom <= top or band.right <= left or band.x >= right:
            continue
        if band.centerx < above.x + above.width * 0.25:
            left = max(left, band.right)
        elif band.centerx > above.x + above.width * 0.75:
            right = min(right, band.x)
        else:
            top = max(top, band.bottom)
    rect = pygame.Rect(left, top, right - left, bottom - top)
    if rect.width < px(240) or rect.height < px(44):
        return None
    return rect


def note_spec(scale: float) -> dict[str, Any]:
    """How a note's text is set: its font, sizes (shrinking from `size` to `min_size`) and colour."""
    return {"font": "text", "size": max(1, round(16 * scale)), "min_size": max(1, round(11 * scale)),
            "color": "#ffe9a8", "line_spacing": 1.0}


def note_layout(text: str, above: pygame.Rect, obstacles: list[pygame.Rect], scale: float,
                font_at: Callable[[str, int], pygame.font.Font]) -> tuple[pygame.Rect, Fit] | None:
    """Where a note goes and how its text fits: of the panels `note_rect` finds at a few heights
    (a tall panel is narrowed by the plaques beside it, a low one is not), the one whose text
    is set largest."""
    best: tuple[pygame.Rect, Fit] | None = None
    for tallest in (84, 100, 116, 64, 52):
        rect = note_rect(above, obstacles, scale, tallest)
        if rect is None:
            continue
        pad_x, pad_y = note_padding(scale)
        fit = fit_text(text, rect.width - 2 * pad_x, rect.height - 2 * pad_y, note_spec(scale), font_at)
        if best is None or (fit.fits, fit.size) > (best[1].fits, best[1].size):
            best = (rect, fit)
    return best


def note_padding(scale: float) -> tuple[int, int]:
    """The room between a note's panel and its text, across and down."""
    return max(1, round(14 * scale)), max(1, round(8 * scale))


def draw_note(board: pygame.Surface, res: Resources, text: str, above: pygame.Rect,
              obstacles: list[pygame.Rect], scale: float) -> None:
    """Write `text` in the panel `note_layout` finds above `above`; nothing is drawn when too
    little room is left."""
    found = note_layout(text, above, obstacles, scale, res.font)
    if found is None:
        return
    rect = found[0]
    pad_x, pad_y = note_padding(scale)
    board.blit(res.nine_slice("ui/panel.png", rect.size, max(1, round(18 * scale))), rect.topleft)
    body = text_block(text, rect.width - 2 * pad_x, rect.height - 2 * pad_y, note_spec(scale), res.font)
    board.blit(body, (rect.x + pad_x, rect.y + pad_y))
