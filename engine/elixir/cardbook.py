"""The card book: every card of a card set by instance id, and its lasting effects by key.

The rules look cards up in the book their state carries (`ElixirState.book`), never in the
card set itself: the card set's effects call the rules, so the rules may not import it. The
game hands every state the one book built from Elixir's card set
(`engine.elixir.catalog.BOOK`); a copy of a state shares it, and it is not part of the game's
fingerprint (it is what the game is played with, not where it stands).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any

from engine.elixir.cards import CardDef, Kind, Lasting
from engine.elixir.ids import FIND_COUNT, SPELL_COUNT


class CardBook(tuple[CardDef, ...]):
    """The definition of every card instance, indexed by id (``book[card]``: a tuple, so the
    rules' most frequent look-up costs a C index), with the definitions by key and the lasting
    effects by key beside it. Immutable: copying a book gives the book itself."""

    by_key: Mapping[str, CardDef]
    lastings: Mapping[str, Lasting]
    any_time_objects: frozenset[int]
    """The Finds that may be played in a reaction window: magical objects usable at any time."""

    @classmethod
    def of(cls, cards: Iterable[CardDef]) -> CardBook:
        """The book of a card set: its instances numbered by kind (ingredients, objects,
        transactions, then spells), each definition `copies` times. ValueError when the set
        does not have `FIND_COUNT` Finds and `SPELL_COUNT` Spells, or two definitions or two
        lasting effects share a key."""
        cards = tuple(cards)
        instances: list[CardDef] = []
        for kind in (Kind.INGREDIENT, Kind.OBJECT, Kind.TRANSACTION, Kind.SPELL):
            for defn in cards:
                if defn.kind is kind:
                    instances.extend([defn] * defn.copies)
        spells = sum(1 for d in instances if d.kind is Kind.SPELL)
        if len(instances) - spells != FIND_COUNT or spells != SPELL_COUNT:
            raise ValueError(f"card set has {len(instances) - spells} Finds and {spells} Spells; "
                             f"expected {FIND_COUNT} and {SPELL_COUNT}")
        by_key = {d.key: d for d in cards}
        if len(by_key) != len(cards):
            raise ValueError("two card definitions share a key")
        lastings: dict[str, Lasting] = {}
        for d in cards:
            for item in (*d.lasting, *([d.forfeit] if d.forfeit else [])):
                if item.key in lastings and lastings[item.key] is not item:
                    raise ValueError(f"two lasting effects share the key {item.key!r}")
                lastings[item.key] = item
        book = super().__new__(cls, instances)
        book.by_key = MappingProxyType(by_key)
        book.lastings = MappingProxyType(lastings)
        book.any_time_objects = frozenset(
            card for card, d in enumerate(instances)
            if d.kind is Kind.OBJECT and d.magical and d.any_time)
        return book

    def lasting(self, key: str) -> Lasting:
        """The lasting effect with this key (KeyError if the set has none)."""
        return self.lastings[key]

    def __copy__(self) -> CardBook:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> CardBook:
        return self
