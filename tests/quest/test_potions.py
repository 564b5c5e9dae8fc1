"""Every potion does what its text says: its effects on a fixed pair of characters, one test each.

The owner is Candle Seer (attack 130, health 125, mind 135), the rival Oak Warden (115, 155,
60). Each row lists the numbers that change, before Mind Shield is raised.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.quest.cards import POTIONS, Rarity, character, potion
from engine.quest.combat import Fighter, drink, fight

OWN, RIVAL = Fighter.of(character(19)), Fighter.of(character(13))

EXPECTED: dict[int, tuple[dict[str, object], dict[str, object]]] = {
    101: ({"health": 155}, {}),
    102: ({"attack": 160}, {}),
    103: ({}, {"health": 125}),
    104: ({}, {"attack": 85}),
    105: ({"mind": 195}, {}),
    106: ({}, {"mind": 20}),
    107: ({"health": 145, "attack": 145}, {}),
    108: ({"attack": 170, "health": 110}, {}),
    109: ({}, {"attack": 95, "mind": 40}),
    110: ({"health": 170, "mind": 115}, {}),
    111: ({}, {"health": 135, "attack": 100}),
    112: ({"attack": 150}, {"health": 140}),
    113: ({"attack": 115}, {"attack": 75}),
    114: ({"health": 150}, {"mind": 45}),
    115: ({"mind": 195, "attack": 115}, {}),
    116: ({"health": 110}, {"health": 115}),
    117: ({"health": 160}, {}),
    118: ({"attack": 165}, {}),
    119: ({}, {"misses": True}),
    120: ({"sure_hit": True}, {}),
    121: ({"attack": 145, "health": 130}, {}),
    122: ({}, {"attack": 155, "health": 115}),
    123: ({"health": 140, "shield": -1}, {"shield": -1}),
    124: ({"attack": 115}, {}),
    125: ({"attack": 150}, {}),
    126: ({"attack": 180, "health": 145}, {}),
    127: ({"attack": 160}, {"attack": 85}),
    128: ({"health": 185}, {}),
    129: ({"attack": 190, "health": 155}, {}),
    130: ({}, {"misses": True}),
    131: ({"sure_hit": True}, {"mind": 30}),
    132: ({"mind": 195}, {"mind": 30}),
    133: ({}, {"attack": 65, "health": 125}),
    134: ({"health": 175, "attack": 170, "mind": 155}, {}),
    135: ({"attack": 150}, {"attack": 155, "health": 115}),
    136: ({"attack": 115, "health": 155}, {}),
}


def test_the_set_has_at_least_thirty_potions_and_every_one_is_tested_here() -> None:
    assert len(POTIONS) >= 30
    assert sorted(EXPECTED) == sorted(p.kind for p in POTIONS)


@pytest.mark.parametrize("kind", sorted(EXPECTED), ids=lambda k: potion(k).name)
def test_the_potion_changes_the_numbers_its_text_says(kind: int) -> None:
    own_changes, rival_changes = EXPECTED[kind]
    assert drink(OWN, RIVAL, potion(kind)) == (replace(OWN, **own_changes), replace(RIVAL, **rival_changes))


def test_a_potion_has_one_to_three_effects_of_fifteen_to_sixty() -> None:
    for bottle in POTIONS:
        assert 1 <= len(bottle.effects) <= 3, bottle.name
        assert all(e.stat is None or 15 <= abs(e.amount) <= 60 for e in bottle.effects), bottle.name


def test_the_set_holds_the_kinds_the_book_names() -> None:
    kinds = {str(e.kind) for p in POTIONS for e in p.effects}
    assert {"change", "miss", "sure_hit", "swap", "reveal"} <= kinds
    stats = {str(e.stat) for p in POTIONS for e in p.effects if e.stat}
    assert stats == {"attack", "health", "mind"}
    assert sum(p.rarity is Rarity.RARE for p in POTIONS) >= 2


def test_a_miss_beats_a_sure_hit_and_no_number_falls_below_zero() -> None:
    both = replace(OWN, misses=True, sure_hit=True)
    assert fight(both, RIVAL)[0].value in ("second", "draw")
    weak = Fighter(10, 10, 10)
    assert drink(weak, weak, potion(133))[1] == Fighter(0, 0, 10)


def test_a_silenced_round_raises_no_mind_shield() -> None:
    own, rival = drink(OWN, Fighter(160, 120, 30), potion(123))
    outcome, first, _ = fight(own, rival)
    assert first.shield == 0 and outcome.value == "draw"
    outcome, first, _ = fight(OWN, Fighter(160, 120, 30))
    assert first.shield == 105
