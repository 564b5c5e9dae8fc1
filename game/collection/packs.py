"""Packs of cards: a new profile's starter collection, and the free pack that keeps a player able
to play.

A starter collection is drawn from the profile's seed: 12 characters (8 common, 3 uncommon,
1 rare) and 8 potions (5 common, 2 uncommon, 1 rare), all different, so that a new player can
build a legal deck at once and still has choices to make. A player can never be left unable to
play: whenever a profile holds fewer than 5 characters it could put in a deck (at most 2 rare),
it is given a free pack of 5 common characters (`free_pack`), recorded in its gift history.
"""

from __future__ import annotations

from collections import Counter

from engine.core.rng import Rng
from engine.quest.cards import CHARACTERS, POTIONS, Rarity
from engine.quest.decks import CHARACTERS_PER_DECK, MAX_RARE

STARTER_CHARACTERS = {Rarity.COMMON: 8, Rarity.UNCOMMON: 3, Rarity.RARE: 1}
STARTER_POTIONS = {Rarity.COMMON: 5, Rarity.UNCOMMON: 2, Rarity.RARE: 1}
FREE_PACK = 5
"""Common characters in a free pack."""


def _draw(rng: Rng, kinds: list[int], count: int) -> list[int]:
    return sorted(rng.sample(kinds, count))


def starter(seed: int) -> list[int]:
    """The starter collection of a profile of seed `seed`, as card kinds."""
    rng = Rng(seed)
    out: list[int] = []
    for cards, wanted in ((CHARACTERS, STARTER_CHARACTERS), (POTIONS, STARTER_POTIONS)):
        for rarity, count in wanted.items():
            out += _draw(rng, [c.kind for c in cards if c.rarity is rarity], count)
    return out


def playable_characters(owned: Counter[int]) -> int:
    """How many characters of `owned` (kind -> count) could go into one deck: every common and
    uncommon one, and at most 2 rare ones."""
    rarities = {c.kind: c.rarity for c in CHARACTERS}
    plain = sum(n for k, n in owned.items() if k in rarities and rarities[k] is not Rarity.RARE)
    rare = sum(n for k, n in owned.items() if k in rarities and rarities[k] is Rarity.RARE)
    return plain + min(rare, MAX_RARE)


def needs_free_pack(owned: Counter[int]) -> bool:
    """Whether a collection can no longer make a deck of 5 characters."""
    return playable_characters(owned) < CHARACTERS_PER_DECK


def free_pack(seed: int, given_before: int) -> list[int]:
    """The free pack a profile of seed `seed` gets after `given_before` earlier gifts."""
    rng = Rng(seed * 7919 + given_before + 1)
    return _draw(rng, [c.kind for c in CHARACTERS if c.rarity is Rarity.COMMON], FREE_PACK)
