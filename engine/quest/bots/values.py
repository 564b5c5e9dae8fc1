"""What cards are worth, as the quest bots reckon it: whole games played out with the real combat.

`game_value` plays one game between two characters (and the potion of the side reckoning)
through `engine.quest.combat`: +1 won, -1 lost, 0 drawn. Ratings average it over the whole
set: a character's `character_rating` is its mean result against every character without
potions; a potion's `potion_rating` is how much it adds to its owner's mean result over the
games whose first round is drawn (the only games a potion can change).
"""

from __future__ import annotations

from functools import cache

from engine.quest.cards import CHARACTERS, POTIONS, Character, Potion, character, potion
from engine.quest.combat import Outcome, fight, round_numbers

RATING_STRIDE = 3
"""Potion ratings sample every third pair of characters (the full square costs 36 x 4096 fights)."""


@cache
def game_value(mine: Character, theirs: Character, my_potion: Potion | None, advanced: bool,
               their_potion: Potion | None = None) -> float:
    """The result of one game for the side of `mine`: +1 won, -1 lost, 0 drawn; a tie of minds
    (the leader's turn, unknown here) counts as half of each order. Cached: cards are frozen values."""
    outcome, _, _ = fight(*round_numbers(mine, theirs, None, None))
    if outcome is not Outcome.DRAW or not advanced:
        return _score(outcome)
    if mine.mind == theirs.mind:
        return (_later(mine, theirs, my_potion, their_potion, True)
                + _later(mine, theirs, my_potion, their_potion, False)) / 2
    return _later(mine, theirs, my_potion, their_potion, mine.mind > theirs.mind)


def _later(mine: Character, theirs: Character, my_potion: Potion | None, their_potion: Potion | None,
           mine_first: bool) -> float:
    order = [(my_potion, 0), (their_potion, 1)] if mine_first else [(their_potion, 1), (my_potion, 0)]
    for bottle, drinker in order:
        if bottle is None:
            continue
        outcome, _, _ = fight(*round_numbers(mine, theirs, bottle, drinker))
        if outcome is not Outcome.DRAW:
            return _score(outcome)
    return 0.0


def _score(outcome: Outcome) -> float:
    return {Outcome.FIRST: 1.0, Outcome.SECOND: -1.0, Outcome.DRAW: 0.0}[outcome]


@cache
def character_rating(kind: int) -> float:
    """The mean first-round result of character `kind` against every character of the set."""
    mine = character(kind)
    return sum(game_value(mine, other, None, False) for other in CHARACTERS) / len(CHARACTERS)


@cache
def potion_rating(kind: int) -> float:
    """The mean gain potion `kind` brings its owner over the sampled games drawn in round 1."""
    bottle = potion(kind)
    total, games = 0.0, 0
    for i, mine in enumerate(CHARACTERS):
        for theirs in CHARACTERS[i % RATING_STRIDE::RATING_STRIDE]:
            if fight(*round_numbers(mine, theirs, None, None))[0] is Outcome.DRAW:
                total += game_value(mine, theirs, bottle, True)
                games += 1
    return total / games if games else 0.0


def rated_potions() -> list[tuple[float, int]]:
    """Every potion kind with its rating, best first."""
    return sorted(((potion_rating(p.kind), p.kind) for p in POTIONS), reverse=True)
