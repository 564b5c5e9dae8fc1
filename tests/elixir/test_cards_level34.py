"""The eight level-3 and eight level-4 spells. Seat 0 casts in a 4-player table unless a test
says otherwise."""

from __future__ import annotations

from engine.elixir.catalog import card_def
from engine.elixir.primitives import add_modifier
from tests.elixir.test_cards_kit import Kit

TRINKETS = ("obj.rusty_key", "obj.odd_sock", "obj.rubber_duck", "obj.dented_crown", "obj.chipped_teacup",
            "obj.stuffed_crocodile", "obj.aunts_portrait")


def caster(key: str, players: int = 4, spare: str = "spell.sneeze_of_plenty") -> Kit:
    """Seat 0 holds spell `key` and a spare spell, with the recipe of `key`."""
    kit = Kit(players)
    kit.spells(0, key, spare)
    kit.recipe(0, key)
    return kit


def around_to(kit: Kit, seat: int) -> None:
    """End turns until it is `seat`'s turn."""
    kit.end_turn()
    while kit.st.current != seat:
        kit.end_turn()


# ---- level 3 ----------------------------------------------------------------------------------

def test_spell_royal_decree_every_other_player_gives_one_of_their_choice() -> None:
    kit = caster("spell.royal_decree")
    kit.finds(1, *TRINKETS[:2])
    kit.finds(2, TRINKETS[2])
    kit.finds(3, *TRINKETS[3:6])
    kit.start()
    kit.cast(0, "spell.royal_decree")
    assert kit.asked() == [(1, "give"), (3, "give")]
    kit.answer(3, [kit.decision(3).pick.among[0]])  # type: ignore[union-attr]
    kit.answer(1, [kit.decision(1).pick.among[0]])  # type: ignore[union-attr]
    assert [len(h) for h in kit.st.hands] == [3, 1, 0, 2]


def test_spell_royal_decree_leaves_out_a_protected_player() -> None:
    kit = caster("spell.royal_decree")
    kit.finds(1, TRINKETS[0])
    kit.finds(2, TRINKETS[1], "obj.umbrella_of_warding")
    kit.start()
    kit.cast(0, "spell.royal_decree", window=False)
    kit.react(2, "obj.umbrella_of_warding")
    kit.pass_windows()
    assert [len(h) for h in kit.st.hands] == [1, 0, 1, 0]


def test_spell_dragons_breath_burns_three_at_random() -> None:
    kit = caster("spell.dragons_breath")
    kit.finds(1, *TRINKETS[:5])
    kit.start()
    kit.cast(0, "spell.dragons_breath", target=1)
    assert len(kit.st.hands[1]) == 2 and len(kit.st.discard) == 3 + 3


def test_spell_dragons_breath_on_a_small_hand_burns_what_there_is() -> None:
    kit = caster("spell.dragons_breath")
    kit.finds(1, TRINKETS[0])
    kit.start()
    kit.cast(0, "spell.dragons_breath", target=1)
    assert kit.st.hands[1] == []


def test_spell_dragons_breath_countered_by_a_mirror() -> None:
    kit = caster("spell.dragons_breath")
    kit.finds(1, *TRINKETS[:3], "obj.mirror_of_refusal")
    kit.start()
    kit.cast(0, "spell.dragons_breath", target=1, window=False)
    kit.react(1, "obj.mirror_of_refusal")
    kit.pass_windows()
    assert len(kit.st.hands[1]) == 3 and "spell.dragons_breath" in kit.spell_keys(0)


def test_spell_hasty_hourglass_gives_one_more_turn() -> None:
    kit = caster("spell.hasty_hourglass").start()
    kit.cast(0, "spell.hasty_hourglass")
    assert kit.mods(0) == ["haste"]
    kit.end_turn()
    assert kit.st.current == 0 and "extra_turn" in kit.kinds() and kit.mods(0) == []
    kit.end_turn()
    assert kit.st.current == 1


def test_spell_whirlwind_gathers_and_deals_every_hand_from_the_caster() -> None:
    kit = caster("spell.whirlwind")
    kit.finds(1, *TRINKETS[:5])
    kit.finds(2, "ing.stardust", "ing.trolls_nose")
    kit.finds(3, "obj.bottomless_satchel")
    kit.start()
    before = sorted(c for h in kit.st.hands[1:] for c in h)
    kit.cast(0, "spell.whirlwind")
    assert [len(h) for h in kit.st.hands] == [2, 2, 2, 2]
    assert sorted(c for h in kit.st.hands for c in h) == before
    dealt = kit.of("dealt")
    assert all("cards" in e.for_seat(e.public["seat"]) for e in dealt)
    assert all("cards" not in e.for_seat((e.public["seat"] + 1) % 4) for e in dealt)


def test_spell_trading_places_swaps_whole_hands() -> None:
    kit = caster("spell.trading_places")
    mine = kit.finds(0, TRINKETS[0])
    theirs = kit.finds(2, *TRINKETS[1:4])
    kit.start()
    kit.cast(0, "spell.trading_places", target=2)
    assert sorted(kit.st.hands[0]) == sorted(theirs) and kit.st.hands[2] == mine


def test_spell_boomerang_hex_sends_a_cast_spell_back_to_be_cast_again() -> None:
    kit = caster("spell.boomerang_hex")
    low, mid, _ = kit.cast_already(1, "spell.dunces_cap", "spell.royal_tax", "spell.whirlwind")
    kit.start()
    kit.cast(0, "spell.boomerang_hex", target=1)
    assert kit.decision(0).options == tuple(sorted([low, mid]))
    kit.answer(0, mid)
    assert mid in kit.st.spell_hands[1] and mid not in kit.st.cast[1]
    assert 2 in kit.view(3)["seats"][1]["spell_levels"]


def test_spell_boomerang_hex_with_nothing_to_send_back() -> None:
    kit = caster("spell.boomerang_hex")
    kit.cast_already(1, "spell.whirlwind")
    kit.start()
    kit.cast(0, "spell.boomerang_hex", target=1)
    assert "no_effect" in kit.kinds() and kit.decision(0).kind == "turn"


def test_spell_aegis_of_the_archmage_protects_through_the_next_turn() -> None:
    kit = caster("spell.aegis_of_the_archmage")
    kit.start()
    kit.cast(0, "spell.aegis_of_the_archmage")
    assert kit.mods(0) == ["aegis"] and len(kit.st.hands[0]) == 1
    around_to(kit, 1)
    assert kit.mods(0) == ["aegis"]
    around_to(kit, 0)
    assert kit.mods(0) == ["aegis"]
    kit.end_turn()
    assert kit.mods(0) == []


def test_spell_aegis_of_the_archmage_cast_in_answer_stops_a_theft() -> None:
    kit = Kit()
    kit.spells(0, "spell.pickpockets_whistle", "spell.great_famine")
    kit.recipe(0, "spell.pickpockets_whistle")
    kit.spells(1, "spell.aegis_of_the_archmage", "spell.cornucopia")
    kit.recipe(1, "spell.aegis_of_the_archmage")
    kit.finds(1, *TRINKETS[:2])
    kit.start()
    kit.cast(0, "spell.pickpockets_whistle", target=1, window=False)
    kit.react(1, "spell.aegis_of_the_archmage")
    kit.pass_windows()
    assert kit.st.hands[0] == [] and len(kit.st.hands[1]) == 3


def test_spell_encore_repeats_one_of_your_level_2_spells() -> None:
    kit = caster("spell.encore")
    waltz = kit.cast_already(0, "spell.backwards_waltz")[0]
    kit.start()
    kit.cast(0, "spell.encore")
    assert kit.st.direction == -1 and len(kit.st.hands[0]) == 1
    assert kit.of("copied")[0].public["card"] == waltz


def test_spell_encore_repeats_an_aimed_spell_with_a_new_target() -> None:
    kit = caster("spell.encore")
    kit.cast_already(0, "spell.pickpockets_whistle", "spell.rummage")
    kit.finds(3, *TRINKETS[:2])
    kit.start()
    kit.cast(0, "spell.encore")
    whistle = next(c for c in kit.decision(0).options if card_def(c).key == "spell.pickpockets_whistle")
    kit.answer(0, whistle)
    kit.answer(0, 3)
    assert len(kit.st.hands[0]) == 2 and kit.st.hands[3] == []


def test_spell_encore_without_a_level_2_spell_draws_two() -> None:
    kit = caster("spell.encore").start()
    kit.cast(0, "spell.encore")
    assert len(kit.st.hands[0]) == 2


# ---- level 4 ----------------------------------------------------------------------------------

def test_spell_grand_carousel_every_other_spell_hand_moves_on() -> None:
    kit = caster("spell.grand_carousel")
    hands = {s: kit.spells(s, key) for s, key in ((1, "spell.whirlwind"), (2, "spell.dunces_cap"),
                                                   (3, "spell.royal_tax"))}
    kit.start()
    mine = sorted(kit.st.spell_hands[0])
    kit.cast(0, "spell.grand_carousel")
    assert kit.decision(0).options == ("forward", "backward")
    kit.answer(0, "forward")
    assert kit.st.spell_hands[2] == hands[1] and kit.st.spell_hands[3] == hands[2]
    assert kit.st.spell_hands[1] == hands[3]
    assert sorted(kit.st.spell_hands[0]) == [c for c in mine if card_def(c).key != "spell.grand_carousel"]
    assert kit.view(None)["seats"][1]["spell_levels"] == [2]
    passed = kit.of("spells_passed")
    assert all("cards" not in e.for_seat(None) and "cards" not in e.for_seat(0) for e in passed)
    assert "cards" in passed[0].for_seat(passed[0].public["to"])


def test_spell_grand_carousel_can_turn_backward() -> None:
    kit = caster("spell.grand_carousel")
    hands = {s: kit.spells(s, key) for s, key in ((1, "spell.whirlwind"), (2, "spell.dunces_cap"),
                                                   (3, "spell.royal_tax"))}
    kit.start()
    kit.cast(0, "spell.grand_carousel")
    kit.answer(0, "backward")
    assert kit.st.spell_hands[1] == hands[2] and kit.st.spell_hands[2] == hands[3]
    assert kit.st.spell_hands[3] == hands[1]


def test_spell_grand_carousel_with_three_players_swaps_the_other_two() -> None:
    kit = caster("spell.grand_carousel", players=3)
    one, two = kit.spells(1, "spell.whirlwind"), kit.spells(2, "spell.dunces_cap")
    kit.start()
    kit.cast(0, "spell.grand_carousel")
    assert kit.st.spell_hands[1] == two and kit.st.spell_hands[2] == one


def test_spell_hot_potato_gives_away_a_level_1_spell() -> None:
    kit = caster("spell.hot_potato", spare="spell.dunces_cap")
    kit.spells(0, "spell.whirlwind")
    kit.start()
    kit.cast(0, "spell.hot_potato", target=2)
    assert "spell.dunces_cap" in kit.spell_keys(2) and kit.spell_keys(0) == ["spell.whirlwind"]
    moved = kit.of("spell_moved")[0]
    assert moved.for_seat(1) == {"kind": "spell_moved", "from": 0, "to": 2, "level": 1, "why": moved.public["why"]}


def test_spell_hot_potato_giving_the_last_spell_wins() -> None:
    kit = caster("spell.hot_potato", spare="spell.dunces_cap").start()
    kit.cast(0, "spell.hot_potato", target=1)
    assert kit.st.over and kit.st.winner == 0


def test_spell_hot_potato_without_a_level_1_spell_does_nothing() -> None:
    kit = caster("spell.hot_potato", spare="spell.royal_tax").start()
    kit.cast(0, "spell.hot_potato", target=1)
    assert "no_effect" in kit.kinds() and kit.spell_keys(0) == ["spell.royal_tax"]


def test_spell_frozen_hourglass_every_other_player_skips_a_turn() -> None:
    kit = caster("spell.frozen_hourglass").start()
    kit.cast(0, "spell.frozen_hourglass")
    kit.end_turn()
    assert kit.st.current == 0 and len(kit.of("turn_skipped")) == 3
    assert all(kit.mods(s) == [] for s in range(4))


def test_spell_great_famine_others_discard_half_of_their_choice() -> None:
    kit = caster("spell.great_famine")
    kit.finds(1, *TRINKETS[:5])
    kit.finds(2, TRINKETS[5])
    kit.start()
    kit.cast(0, "spell.great_famine")
    assert kit.asked() == [(1, "discard")]
    decision = kit.decision(1)
    assert decision.pick is not None and decision.pick.sizes == (2,)
    kit.answer(1, list(decision.pick.among[:2]))
    assert [len(h) for h in kit.st.hands] == [0, 3, 1, 0]


def test_spell_grand_larceny_looks_and_takes_up_to_three() -> None:
    kit = caster("spell.grand_larceny")
    kit.finds(2, *TRINKETS[:5])
    kit.start()
    kit.cast(0, "spell.grand_larceny", target=2)
    assert "cards" not in kit.of("peek")[0].for_seat(1)
    decision = kit.decision(0)
    assert decision.pick is not None and decision.pick.sizes == (0, 1, 2, 3)
    kit.answer(0, list(decision.pick.among[:3]))
    assert len(kit.st.hands[0]) == 3 and len(kit.st.hands[2]) == 2


def test_spell_grand_larceny_on_an_empty_hand() -> None:
    kit = caster("spell.grand_larceny").start()
    kit.cast(0, "spell.grand_larceny", target=2)
    assert kit.decision(0).kind == "turn"


def test_spell_cornucopia_draws_three_and_everyone_else_one() -> None:
    kit = caster("spell.cornucopia").start()
    kit.cast(0, "spell.cornucopia")
    assert [len(h) for h in kit.st.hands] == [3, 1, 1, 1]
    assert all("cards" not in e.for_seat(0) for e in kit.of("draw") if e.public["seat"] != 0)


def test_spell_cornucopia_passes_over_a_shielded_player_and_an_empty_deck() -> None:
    kit = caster("spell.cornucopia").start()
    add_modifier(kit.st, "glimmer", 2, source=2, card=None)
    kit.empty_deck()
    kit.cast(0, "spell.cornucopia")
    # only the four spent ingredients are left to draw, reshuffled
    assert [len(h) for h in kit.st.hands] == [3, 1, 0, 0]


def test_spell_total_eclipse_ends_every_effect_and_trims_hands() -> None:
    kit = caster("spell.total_eclipse")
    kit.finds(1, *TRINKETS[:5])
    kit.start()
    add_modifier(kit.st, "frog", 1, source=2, card=None)
    add_modifier(kit.st, "deep_pockets", 0, source=0, card=None, turns=2)
    add_modifier(kit.st, "snail", 3, source=1, card=None)
    kit.cast(0, "spell.total_eclipse")
    assert kit.st.modifiers == []
    kit.answer(1, list(kit.decision(1).pick.among[:2]))  # type: ignore[union-attr]
    assert len(kit.st.hands[1]) == 3


def test_spell_total_eclipse_spares_a_shielded_player() -> None:
    kit = caster("spell.total_eclipse")
    kit.finds(1, *TRINKETS[:5])
    kit.start()
    add_modifier(kit.st, "aegis", 1, source=1, card=None, turns=1)
    kit.cast(0, "spell.total_eclipse")
    assert kit.mods(1) == ["aegis"] and len(kit.st.hands[1]) == 5


def test_spell_levellers_lightning_strikes_the_front_runners() -> None:
    kit = caster("spell.levellers_lightning", spare="spell.whirlwind")
    kit.spells(0, "spell.great_famine")
    kit.spells(1, "spell.dunces_cap")
    kit.spells(2, "spell.cornucopia", "spell.grand_larceny")
    kit.finds(1, *TRINKETS[:3])
    kit.finds(2, *TRINKETS[3:6])
    kit.start()
    kit.cast(0, "spell.levellers_lightning")
    assert kit.mods(1) == ["stunned"] and len(kit.st.hands[1]) == 1
    assert kit.mods(2) == [] and len(kit.st.hands[2]) == 3
    kit.end_turn()
    assert kit.st.current == 2
