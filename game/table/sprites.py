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


def hit(slots: list[Slot], point: tuple[int, int], lifted: int | None = None, lift: float = 0.0) -> int | None:
    """The index of the topmost slot under `point` (later slots lie on top), or None."""
    for i in range(len(slots) - 1, -1, -1):
        if slots[i].rect(lift if i == lifted else 0.0).collidepoint(point):
            return i
    return None
