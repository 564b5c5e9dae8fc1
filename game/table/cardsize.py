"""The size of a card on any table: every game's cards are 240 x 336 at their native size
(docs/ART.md), and are drawn at any width with that ratio."""

from __future__ import annotations

NATIVE = (240, 336)
RATIO = NATIVE[1] / NATIVE[0]


def card_height(width: int) -> int:
    """The height of a card drawn `width` px wide."""
    return round(width * RATIO)
