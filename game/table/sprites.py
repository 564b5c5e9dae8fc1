"""Where the cards of a row sit: the fanned hand, the row of uncast spells, cards in the centre.

`fan(count, area, card_w)` places cards like a hand held up: overlapping, slightly turned and
lowered towards the ends. `row(count, area, card_w)` lays cards flat side by side (overlapping
when short of room). `hit(slots, point)` finds the topmost card under the mouse.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.table.cardsize import card_height


@dataclass(frozen=True)
class Slot:
    """Where one card sits: its centre, width and rotation (degrees, counter-clockwise)."""

    x: float
    y: float
    width: int
    angle: float = 0.0

    def rect(self, lift: float = 0.0) -> pygame.Rect:
        """The card's unrotated rectangle, raised by `lift` px."""
        r = pygame.Rect(0, 0, self.width, card_height(self.width))
        r.center = (round(self.x), round(self.y - lift))
        return r


def fan(count: int, area: pygame.Rect, card_w: int) -> list[Slot]:
    """`count` cards fanned across `area` (bottom-aligned), leftmost first."""
    if count <= 0:
        return []
    step = card_w * 0.78 if count == 1 else min(card_w * 0.78, (area.width - card_w) / (count - 1))
    total = step * (count - 1) + card_w
    x0 = area.centerx - total / 2 + card_w / 2
    mid = (count - 1) / 2
    spread = min(4.0, 28.0 / max(1, count))
    h = card_height(card_w)
    out = []
    for i in range(count):
        d = i - mid
        out.append(Slot(x0 + i * step, area.bottom - h / 2 + abs(d) ** 1.6 * card_w * 0.018, card_w, -d * spread))
    return out


def row(count: int, area: pygame.Rect, card_w: int) -> list[Slot]:
    """`count` cards side by side in `area` (vertically centred), leftmost first."""
    if count <= 0:
        return []
    gap = card_w * 0.12
    step = card_w + gap if count == 1 else min(card_w + gap, (area.width - card_w) / (count - 1))
    total = step * (count - 1) + card_w
    x0 = area.centerx - total / 2 + card_w / 2
    return [Slot(x0 + i * step, area.centery, card_w) for i in range(count)]


SHOWN_AT_LEAST = 0.55
"""The share of a card's width a `grid` leaves visible when cards overlap (its name and art)."""


def grid(count: int, area: pygame.Rect, card_w: int) -> list[Slot]:
    """`count` cards in `area`: one `row` while each card shows at least `SHOWN_AT_LEAST` of its
    width, else the fewest rows of the largest cards (down to half `card_w`) that do; rows top
    to bottom, each leftmost first. A row of 70 cards left each a sliver a few pixels wide."""
    if count <= 0:
        return []
    single = row(count, area, card_w)
    if count == 1 or single[1].x - single[0].x >= SHOWN_AT_LEAST * card_w:
        return single
    for width in range(card_w, max(1, card_w // 2) - 1, -2):
        rows = _rows(count, area, width, SHOWN_AT_LEAST)
        if rows is not None:
            return rows
    return single


def whole_grid(count: int, area: pygame.Rect, card_w: int, shown: float) -> list[Slot] | None:
    """`count` cards of `card_w` in `area`, each showing at least `shown` of its width: one row,
    else the fewest rows that do; None when no number of rows does at that width."""
    if count <= 0:
        return []
    single = row(count, area, card_w)
    if count == 1 or single[1].x - single[0].x >= shown * card_w:
        return single
    return _rows(count, area, card_w, shown)


def _rows(count: int, area: pygame.Rect, width: int, shown: float) -> list[Slot] | None:
    """The fewest rows (2 to 5) of cards `width` wide in `area` in which each shows at least
    `shown` of its width, centred in `area`; None when none does."""
    h, gap = card_height(width), max(2, width // 10)
    for rows in range(2, 6):
        per_row = -(-count // rows)
        step = min(width + gap, (area.width - width) / max(1, per_row - 1))
        if rows * h + (rows - 1) * gap <= area.height and step >= shown * width:
            top = area.centery - (rows * h + (rows - 1) * gap) / 2 + h / 2
            out: list[Slot] = []
            for r in range(rows):
                line = min(per_row, count - r * per_row)
                band = pygame.Rect(area.x, round(top + r * (h + gap) - h / 2), area.width, h)
                out += row(line, band, width)
            return out
    return None


def hit(slots: list[Slot], point: tuple[int, int], lifted: int | None = None, lift: float = 0.0) -> int | None:
    """The index of the topmost slot under `point` (later slots lie on top), or None."""
    for i in range(len(slots) - 1, -1, -1):
        if slots[i].rect(lift if i == lifted else 0.0).collidepoint(point):
            return i
    return None
