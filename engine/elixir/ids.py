"""Card instance ids: which numbers are Finds and which are Spells.

Finds are numbered 0..111 and Spells 112..167, in a fixed order (by definition, then copy:
`engine.elixir.cardbook.CardBook.of`), so every game uses the same ids for the same cards and
an id alone says whether a card is a Spell. This module imports nothing: the rules, the card
set and the catalog all share it.
"""

from __future__ import annotations

FIND_COUNT = 112
"""Finds in a game (ingredients, objects and transactions), ids 0 to 111."""
SPELL_COUNT = 56
"""Spells in a game, ids 112 to 167."""
FIRST_SPELL = FIND_COUNT
"""The id of the first Spell."""


def is_spell(card: int) -> bool:
    """Whether `card` is a Spell (not a Find)."""
    return card >= FIRST_SPELL


def finds() -> range:
    """The ids of all Finds."""
    return range(0, FIND_COUNT)


def spells() -> range:
    """The ids of all Spells."""
    return range(FIRST_SPELL, FIRST_SPELL + SPELL_COUNT)
