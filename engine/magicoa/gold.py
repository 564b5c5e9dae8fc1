"""The 72 gold cards of Magicoa: 12 values (1..12) in each of 6 colours, one colour per seat.

A gold card's id is ``100 + 12 * colour_index + (value - 1)``; colour index i belongs to seat i.
Each colour also has a shape (art) so that players who do not tell colours apart still can.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

GOLD_BASE = 100
VALUES = 12
"""Gold values run 1..VALUES; each seat gets one card of each value."""


class GoldColour(StrEnum):
    """The six gold colours, in index order (index = seat)."""

    AMBER = "amber"
    CRIMSON = "crimson"
    JADE = "jade"
    AZURE = "azure"
    VIOLET = "violet"
    IVORY = "ivory"


GOLD_COLOURS: tuple[GoldColour, ...] = tuple(GoldColour)
GOLD_SHAPES: dict[GoldColour, str] = {
    GoldColour.AMBER: "sun", GoldColour.CRIMSON: "heart", GoldColour.JADE: "leaf",
    GoldColour.AZURE: "drop", GoldColour.VIOLET: "moon", GoldColour.IVORY: "star",
}
"""The shape drawn on each colour's cards, for colour-blind players."""

ALL_GOLD: tuple[int, ...] = tuple(range(GOLD_BASE, GOLD_BASE + VALUES * len(GOLD_COLOURS)))
"""All 72 gold ids."""


def gold_id(seat: int, value: int) -> int:
    """The id of seat `seat`'s gold card of value `value`; raises ValueError when out of range."""
    if not 0 <= seat < len(GOLD_COLOURS) or not 1 <= value <= VALUES:
        raise ValueError(f"no gold card for seat {seat!r} value {value!r}")
    return GOLD_BASE + VALUES * seat + value - 1


def is_gold(card: object) -> bool:
    """Whether `card` is a gold id (an int, not a bool, in 100..171)."""
    return isinstance(card, int) and not isinstance(card, bool) and card in range(ALL_GOLD[0], ALL_GOLD[-1] + 1)


def gold_seat(card: int) -> int:
    """The seat (colour index) owning gold card `card`."""
    return (card - GOLD_BASE) // VALUES


def gold_value(card: int) -> int:
    """The value (1..12) of gold card `card`."""
    return (card - GOLD_BASE) % VALUES + 1


def seat_gold(seat: int) -> tuple[int, ...]:
    """The 12 gold ids of seat `seat`, lowest value first."""
    return tuple(gold_id(seat, v) for v in range(1, VALUES + 1))


def gold_data(card: int) -> dict[str, Any]:
    """A gold card as plain data: ``{"id", "seat", "value"}``."""
    return {"id": card, "seat": gold_seat(card), "value": gold_value(card)}
