"""Decks: the rules a deck must keep, and the pools players choose their decks from.

A deck is exactly 5 characters, at most 2 of them rare, and for an advanced match exactly as
many potions as the match says (the same for both players, 0 to 5), at most 2 of them rare;
a beginner match takes no potions. `deck_problem` says in plain words what is wrong with a
deck, or None; the engine refuses a deck answer with that text before the match starts.

Without pools in the options both seats choose from the same pool, drawn from the whole set
by the match's seed (`shared_pool`): enough characters and potions for a choice, and always
enough non-rare ones for a legal deck.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.rng import Rng
from engine.quest.cards import CHARACTER_KINDS, POTION_KINDS, Rarity, is_character, is_potion, rarity

CHARACTERS_PER_DECK = 5
"""Characters in every deck: one for each game."""
MAX_RARE = 2
"""Rare characters, and rare potions, a deck may hold at most."""
MAX_POTIONS = 5
"""Potions a deck may hold at most (one for each game)."""
POOL_CHARACTERS = 10
"""Characters in a drawn pool."""
POOL_EXTRA_POTIONS = 3
"""Potions in a drawn pool beyond the deck's count."""


def deck_problem(kinds: Sequence[int], potions: int) -> str | None:
    """Why the deck of card kinds `kinds` may not be played in a match of `potions` potions a deck,
    or None when it may."""
    unknown = [k for k in kinds if not (is_character(k) or is_potion(k))]
    if unknown:
        return f"unknown card kind {unknown[0]}"
    characters = [k for k in kinds if is_character(k)]
    bottles = [k for k in kinds if is_potion(k)]
    if len(characters) != CHARACTERS_PER_DECK:
        return f"a deck holds exactly {CHARACTERS_PER_DECK} characters (this one has {len(characters)})"
    if sum(rarity(k) is Rarity.RARE for k in characters) > MAX_RARE:
        return f"a deck holds at most {MAX_RARE} rare characters"
    if len(bottles) != potions:
        if potions == 0:
            return "a beginner match is played without potions"
        return f"this match takes exactly {potions} potions a deck (this one has {len(bottles)})"
    if sum(rarity(k) is Rarity.RARE for k in bottles) > MAX_RARE:
        return f"a deck holds at most {MAX_RARE} rare potions"
    return None


def shared_pool(rng: Rng, potions: int) -> list[int]:
    """A pool of card kinds drawn from the whole set: `POOL_CHARACTERS` characters of which at
    most half are rare, and `potions + POOL_EXTRA_POTIONS` potions (none when `potions` is 0)."""
    characters = list(CHARACTER_KINDS)
    rng.shuffle(characters)
    chosen: list[int] = []
    rares = 0
    for kind in characters:
        is_rare = rarity(kind) is Rarity.RARE
        if is_rare and rares >= POOL_CHARACTERS // 2:
            continue
        chosen.append(kind)
        rares += is_rare
        if len(chosen) == POOL_CHARACTERS:
            break
    bottles: list[int] = []
    if potions:
        bottles = list(POTION_KINDS)
        rng.shuffle(bottles)
        bottles = bottles[:potions + POOL_EXTRA_POTIONS]
    return sorted(chosen) + sorted(bottles)


def pool_problem(kinds: Sequence[int], potions: int) -> str | None:
    """Why a seat's pool cannot make any legal deck, or None."""
    if any(not (is_character(k) or is_potion(k)) for k in kinds):
        return "a pool holds only card kinds of Elixir Quest"
    characters = [k for k in kinds if is_character(k)]
    plain = sum(rarity(k) is not Rarity.RARE for k in characters)
    if len(characters) < CHARACTERS_PER_DECK or plain + MAX_RARE < CHARACTERS_PER_DECK:
        return f"a pool needs {CHARACTERS_PER_DECK} characters with at most {MAX_RARE} rare among them"
    bottles = [k for k in kinds if is_potion(k)]
    plain_bottles = sum(rarity(k) is not Rarity.RARE for k in bottles)
    if len(bottles) < potions or plain_bottles + min(MAX_RARE, len(bottles) - plain_bottles) < potions:
        return f"a pool needs {potions} potions with at most {MAX_RARE} rare among them"
    return None
