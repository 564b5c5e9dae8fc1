"""One round of combat: the numbers each character fights with, Mind Shield, and who wins.

Order of a round (our reading, in docs/RULES.md): start from the printed numbers; apply the
revealed potion's effects in the order printed (changes, swaps, copying the rival's attack);
then Mind Shield, from the minds as they now are (a character whose mind is more than double
the other's adds the difference to its health), unless a potion silenced the shields; then both
attacks resolve at once. An attack succeeds when it is strictly higher than the other's health,
or always with a sure hit; a miss makes it fail whatever the numbers (a miss beats a sure hit).
No number falls below zero.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from engine.quest.cards import Character, EffectKind, Potion, Side


class Outcome(StrEnum):
    """How a round ended for the pair (seat 0, seat 1)."""

    FIRST = "first"
    SECOND = "second"
    DRAW = "draw"


@dataclass(frozen=True)
class Fighter:
    """A character's numbers in one round, and what potions did to its attack."""

    attack: int
    health: int
    mind: int
    shield: int = 0
    misses: bool = False
    sure_hit: bool = False

    @staticmethod
    def of(card: Character) -> Fighter:
        """The printed numbers of `card`."""
        return Fighter(card.attack, card.health, card.mind)

    def to_data(self) -> dict[str, Any]:
        """Plain data for views and events (health includes the shield)."""
        return {"attack": self.attack, "health": self.health + self.shield, "mind": self.mind,
                "shield": self.shield, "misses": self.misses, "sure_hit": self.sure_hit}


def drink(own: Fighter, rival: Fighter, potion: Potion) -> tuple[Fighter, Fighter]:
    """The two fighters after `potion`'s effects, `own` being its owner's character."""
    sides = {Side.OWN: own, Side.RIVAL: rival}
    no_shield = False
    for effect in potion.effects:
        target = sides[effect.side]
        if effect.kind is EffectKind.CHANGE:
            assert effect.stat is not None
            field = str(effect.stat)
            target = replace(target, **{field: max(0, getattr(target, field) + effect.amount)})
        elif effect.kind is EffectKind.MISS:
            target = replace(target, misses=True)
        elif effect.kind is EffectKind.SURE_HIT:
            target = replace(target, sure_hit=True)
        elif effect.kind is EffectKind.SWAP:
            target = replace(target, attack=target.health, health=target.attack)
        elif effect.kind is EffectKind.COPY_ATTACK:
            target = replace(target, attack=sides[Side.RIVAL].attack)
        elif effect.kind is EffectKind.NO_SHIELD:
            no_shield = True
        sides[effect.side] = target
    own, rival = sides[Side.OWN], sides[Side.RIVAL]
    if no_shield:
        own, rival = replace(own, shield=-1), replace(rival, shield=-1)
    return own, rival


def shields(first: Fighter, second: Fighter) -> tuple[Fighter, Fighter]:
    """Mind Shield: a mind more than double the other's adds the difference to health. A shield of
    -1 (set by a silencing potion) means no shield this round."""
    if first.shield < 0 or second.shield < 0:
        return replace(first, shield=0), replace(second, shield=0)
    a, b = first.mind, second.mind
    return (replace(first, shield=a - b if a > 2 * b else 0),
            replace(second, shield=b - a if b > 2 * a else 0))


def hits(attacker: Fighter, defender: Fighter) -> bool:
    """Whether `attacker`'s attack succeeds against `defender` (shields already raised)."""
    if attacker.misses:
        return False
    return attacker.sure_hit or attacker.attack > defender.health + defender.shield


def fight(first: Fighter, second: Fighter) -> tuple[Outcome, Fighter, Fighter]:
    """Raise the shields and resolve both attacks at once: the round's outcome and final numbers."""
    first, second = shields(first, second)
    a, b = hits(first, second), hits(second, first)
    if a and not b:
        return Outcome.FIRST, first, second
    if b and not a:
        return Outcome.SECOND, first, second
    return Outcome.DRAW, first, second


def round_numbers(first: Character, second: Character, potion: Potion | None,
                  drinker: int | None) -> tuple[Fighter, Fighter]:
    """The fighters of a round before shields: printed numbers, then `potion` for seat `drinker`."""
    a, b = Fighter.of(first), Fighter.of(second)
    if potion is None or drinker is None:
        return a, b
    if drinker == 0:
        return drink(a, b, potion)
    b, a = drink(b, a, potion)
    return a, b
