"""A crowded tray's copies gathered: one card of each design, with how many it stands for.

A Rag-Picker's Hook over a discard pile of 70 Finds laid 70 slivers in three rows, three
copies of a Find side by side and no name readable. A choice of *one* card among face-up cards
cannot tell two copies of a design apart (their ids differ, their rules do not), so a tray of
more than `GROUP_AT` cards shows one card of each design instead, ingredients first, then
objects, transactions and spells, each kind by name in the player's language, and a count
badge on a card that stands for several. Choosing it answers with that card's id, as choosing
any of its copies would.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.elixir.cards import Kind
from engine.elixir.catalog import card_def
from game.tables.elixir.cardface import card_name

GROUP_AT = 12
"""A tray of more cards than this is gathered (a Flea Market's few cards keep the order they were
shuffled into, which its number keys follow)."""

KIND_ORDER = (Kind.INGREDIENT, Kind.OBJECT, Kind.TRANSACTION, Kind.SPELL)
"""The order of the kinds in a gathered tray."""


@dataclass(frozen=True)
class Gathered:
    """A tray gathered by design (`gather`)."""

    shown: tuple[int, ...]
    """The cards laid, one of each design, in the order they are laid."""
    counts: dict[int, int] = field(default_factory=dict)
    """How many copies each laid card stands for, where more than one."""
    stands_for: dict[int, int] = field(default_factory=dict)
    """Each copy not laid, mapped to the laid card of its design."""


def gather(cards: Sequence[int], lang: str) -> Gathered:
    """`cards` as laid in a tray to choose one from: as they are while there are at most
    `GROUP_AT`, else one card of each design (the first of its copies in `cards`), sorted by
    kind (`KIND_ORDER`) then by name in `lang`."""
    if len(cards) <= GROUP_AT:
        return Gathered(tuple(cards))
    first: dict[str, int] = {}
    counts: dict[int, int] = {}
    stands_for: dict[int, int] = {}
    for card in cards:
        key = card_def(card).key
        shown = first.setdefault(key, card)
        counts[shown] = counts.get(shown, 0) + 1
        if shown != card:
            stands_for[card] = shown

    def order(card: int) -> tuple[int, str]:
        return KIND_ORDER.index(card_def(card).kind), card_name(card, lang).casefold()

    laid = tuple(sorted(first.values(), key=order))
    return Gathered(laid, {c: n for c, n in counts.items() if n > 1}, stands_for)
