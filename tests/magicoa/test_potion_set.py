"""The designed potion set and the gold cards (issue 12, section 3)."""

from __future__ import annotations

from collections import Counter

from engine.magicoa.gold import ALL_GOLD, GOLD_COLOURS, gold_data, gold_id, gold_seat, gold_value, is_gold, seat_gold
from engine.magicoa.potions import POTION_IDS, POTIONS, Colour, Power, potion


def test_thirty_seven_potions_with_ids_one_to_thirty_seven() -> None:
    assert len(POTIONS) == 37
    assert tuple(range(1, 38)) == POTION_IDS
    assert all(potion(i).id == i for i in POTION_IDS)


def test_every_power_is_on_at_least_two_potions() -> None:
    counts = Counter(p.power for p in POTIONS if p.power is not None)
    assert set(counts) == set(Power)
    assert min(counts.values()) >= 2


def test_blue_and_green_are_printed_below_three_so_triple_is_a_gain() -> None:
    coloured = [p for p in POTIONS if p.colour in (Colour.BLUE, Colour.GREEN)]
    assert coloured
    assert all(p.points < 3 for p in coloured)


def test_power_potions_carry_points_so_keeping_is_a_dilemma() -> None:
    for p in POTIONS:
        if p.power is not None:
            assert p.points >= 1, p
    mean_power = sum(p.points for p in POTIONS if p.power) / sum(1 for p in POTIONS if p.power)
    mean_plain = sum(p.points for p in POTIONS if not p.power) / sum(1 for p in POTIONS if not p.power)
    assert mean_power >= mean_plain - 1


def test_names_and_flavours_are_unique_and_present() -> None:
    assert len({p.name for p in POTIONS}) == 37
    assert all(p.flavour.strip() and p.name.strip() for p in POTIONS)


def test_potion_data_shape() -> None:
    assert potion(5).to_data() == {"id": 5, "name": "Sapphire Sigh", "colour": "blue", "points": 2,
                                   "power": "double_bid"}


def test_seventy_two_gold_cards_twelve_per_colour() -> None:
    assert len(ALL_GOLD) == 72 and len(GOLD_COLOURS) == 6
    for seat in range(6):
        cards = seat_gold(seat)
        assert [gold_value(c) for c in cards] == list(range(1, 13))
        assert {gold_seat(c) for c in cards} == {seat}
    assert gold_id(2, 5) == 100 + 24 + 4
    assert gold_data(gold_id(3, 12)) == {"id": 147, "seat": 3, "value": 12}
    assert not is_gold(True) and not is_gold(99) and not is_gold(172) and is_gold(171)
