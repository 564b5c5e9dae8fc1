"""The card catalog: Elixir's card set as one card book, for whoever looks cards up from outside
the rules (the game object, the bots, the client, the tools).

The rules never import this module: they read the book their state carries
(`ElixirState.book`), because the card set's effects call the rules. This module sits above
the card set, builds `BOOK` from it once, and offers the look-ups by name. Finds are numbered
0..111 and Spells 112..167 in a fixed order (by definition, then copy: `engine.elixir.ids`),
so every game uses the same ids for the same cards.
"""

from __future__ import annotations

from engine.elixir.cardbook import CardBook
from engine.elixir.cards import CardDef, Lasting
from engine.elixir.cardset import ALL_CARDS
from engine.elixir.ids import FIND_COUNT, FIRST_SPELL, SPELL_COUNT, finds, is_spell, spells

__all__ = ["BOOK", "FIND_COUNT", "FIRST_SPELL", "SPELL_COUNT", "all_instances", "card_def", "definitions",
           "finds", "is_spell", "lasting_def", "spells"]

BOOK = CardBook.of(ALL_CARDS)
"""Elixir's card book: every card instance by id, built once from the card set (immutable)."""


def card_def(card: int) -> CardDef:
    """The definition of card instance `card`."""
    return BOOK[card]


def definitions() -> dict[str, CardDef]:
    """Every card definition by key."""
    return dict(BOOK.by_key)


def lasting_def(key: str) -> Lasting:
    """The lasting effect with this key."""
    return BOOK.lasting(key)


def all_instances() -> tuple[CardDef, ...]:
    """The definition of every card instance, indexed by id."""
    return BOOK
