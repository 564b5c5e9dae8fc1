"""The twenty-four level-2 spells, each with its effect and its edge cases (protection,
counters, empty hands and decks). Seat 0 casts in a 4-player table unless a test says otherwise.
"""

from __future__ import annotations

from engine.elixir.catalog import card_def
from engine.elixir.primitives import add_modifier
from tests.elixir.test_cards_kit import Kit

TRINKETS = ("obj.rusty_key", "obj.odd_sock", "obj.rubber_duck", "obj.dented_crown", "obj.chipped_teacup",
            "obj.stuffed_crocodile", "obj.aunts_portrait")


def caster(key: str, players: int = 4) -> Kit:
    """Seat 0 holds spell `key` (and another, so casting it does not win) with its recipe."""
    kit = Kit(players)
    kit.spells(0, key, "spell.great_famine")
    kit.recipe(0, key)
    return kit


def test_spell_backwards_waltz_reverses_the_turn_order_and_draws() -> None:
    kit = caster("spell.backwards_waltz").start()
    kit.top("obj.rusty_key")
    kit.cast(0, "spell.backwards_waltz")
    assert kit.st.direction == -1 and kit.hand_keys(0) == ["obj.rusty_key"]
    assert kit.view(2)["direction"] == -1
    kit.end_turn()
    assert kit.st.current == 3


def test_spell_backwards_waltz_with_an_empty_deck_draws_from_the_reshuffled_discards() -> None:
    kit = caster("spell.backwards_waltz").start()
    kit.empty_deck()
    paid = list(kit.st.hands[0])
    kit.cast(0, "spell.backwards_waltz")
    assert kit.st.direction == -1 and "reshuffle" in kit.kinds()
    assert len(kit.st.hands[0]) == 1 and kit.st.hands[0][0] in paid


def test_spell_sneeze_of_plenty_draws_two() -> None:
    kit = caster("spell.sneeze_of_plenty").start()
    kit.top("obj.rusty_key", "obj.odd_sock")
    kit.cast(0, "spell.sneeze_of_plenty")
    assert kit.hand_keys(0) == ["obj.odd_sock", "obj.rusty_key"]
    draw = kit.of("draw")[-1]
    assert "cards" in draw.for_seat(0) and "cards" not in draw.for_seat(1)


def test_spell_sneeze_of_plenty_reshuffles_the_discards_when_the_deck_is_empty() -> None:
    kit = caster("spell.sneeze_of_plenty").start()
    kit.empty_deck()
    kit.cast(0, "spell.sneeze_of_plenty")
    # the spell's own ingredients were discarded: they are reshuffled and drawn again
    assert "reshuffle" in kit.kinds() and len(kit.st.hands[0]) == 2


def test_spell_pickpockets_whistle_takes_two_at_random() -> None:
    kit = caster("spell.pickpockets_whistle")
    kit.finds(1, *TRINKETS[:3])
    kit.start()
    kit.cast(0, "spell.pickpockets_whistle", target=1)
    assert len(kit.st.hands[0]) == 2 and len(kit.st.hands[1]) == 1
    give = kit.of("give")[-1]
    assert "cards" in give.for_seat(0) and "cards" in give.for_seat(1) and "cards" not in give.for_seat(2)


def test_spell_pickpockets_whistle_from_an_empty_hand_takes_nothing() -> None:
    kit = caster("spell.pickpockets_whistle").start()
    kit.cast(0, "spell.pickpockets_whistle", target=1)
    assert kit.st.hands[0] == [] and kit.decision(0).kind == "turn"


def test_spell_pickpockets_whistle_umbrella_protects() -> None:
    kit = caster("spell.pickpockets_whistle")
    kit.finds(1, "obj.umbrella_of_warding", *TRINKETS[:2])
    kit.start()
    kit.cast(0, "spell.pickpockets_whistle", target=1, window=False)
    kit.react(1, "obj.umbrella_of_warding")
    kit.pass_windows()
    assert kit.st.hands[0] == [] and len(kit.st.hands[1]) == 2


def test_spell_peeping_owl_shows_the_hand_only_to_the_caster_and_takes_one() -> None:
    kit = caster("spell.peeping_owl")
    kit.finds(1, *TRINKETS[:3])
    kit.start()
    kit.cast(0, "spell.peeping_owl", target=1)
    peek = kit.of("peek")[0]
    assert sorted(peek.for_seat(0)["cards"]) == sorted(kit.st.hands[1])
    assert "cards" not in peek.for_seat(2) and "cards" not in peek.for_seat(None)
    decision = kit.decision(0)
    assert decision.kind == "take" and decision.pick is not None
    chosen = decision.pick.among[1]
    kit.answer(0, [chosen])
    assert kit.st.hands[0] == [chosen]


def test_spell_peeping_owl_on_an_empty_hand_takes_nothing() -> None:
    kit = caster("spell.peeping_owl").start()
    kit.cast(0, "spell.peeping_owl", target=1)
    assert kit.decision(0).kind == "turn"


def test_spell_royal_tax_collects_a_find_for_two_turns() -> None:
    kit = caster("spell.royal_tax")
    kit.finds(1, *TRINKETS[:4])
    kit.start()
    kit.cast(0, "spell.royal_tax", target=1)
    assert kit.mods(1) == ["taxed"]
    for turn in range(3):
        while kit.st.current != 1:
            kit.end_turn()
        if turn < 2:
            assert kit.decision(1).kind == "give"
            kit.answer(1, [kit.decision(1).pick.among[0]])  # type: ignore[union-attr]
        else:
            assert kit.decision(1).kind == "turn"
        kit.end_turn()
    assert len([e for e in kit.of("give") if e.public["to"] == 0]) == 2
    assert kit.mods(1) == []


def test_spell_bottomless_pockets_draws_two_a_turn_for_three_turns() -> None:
    kit = caster("spell.bottomless_pockets").start()
    kit.cast(0, "spell.bottomless_pockets")
    assert kit.mods(0) == ["deep_pockets"]
    sizes = []
    for _ in range(4):
        kit.end_turn()
        while kit.st.current != 0:
            kit.end_turn()
        sizes.append(len(kit.st.hands[0]))
    assert sizes == [2, 4, 6, 7]


def test_spell_merry_go_round_passes_every_hand_to_the_next_player() -> None:
    kit = caster("spell.merry_go_round")
    hands = [kit.finds(s, TRINKETS[s]) for s in (1, 2, 3)]
    kit.start()
    kit.cast(0, "spell.merry_go_round")
    assert kit.st.hands[0] == hands[2] and kit.st.hands[2] == hands[0] and kit.st.hands[3] == hands[1]
    assert kit.st.hands[1] == []


def test_spell_merry_go_round_a_shielded_player_keeps_their_hand() -> None:
    kit = caster("spell.merry_go_round")
    hands = [kit.finds(s, TRINKETS[s]) for s in (1, 2, 3)]
    kit.start()
    add_modifier(kit.st, "glimmer", 2, source=2, card=None)
    kit.cast(0, "spell.merry_go_round")
    assert kit.st.hands[2] == hands[1] and kit.st.hands[3] == hands[0] and kit.st.hands[0] == hands[2]


def test_spell_rummage_takes_a_chosen_discard_then_draws() -> None:
    kit = caster("spell.rummage")
    key = kit.discarded("obj.bottomless_satchel")
    kit.start()
    kit.cast(0, "spell.rummage")
    decision = kit.decision(0)
    assert decision.kind == "recover" and decision.pick is not None
    kit.answer(0, key)
    assert key[0] in kit.st.hands[0] and len(kit.st.hands[0]) == 2


def test_spell_rummage_with_nothing_anywhere_does_nothing() -> None:
    kit = caster("spell.rummage").start()
    kit.empty_deck()
    kit.cast(0, "spell.rummage")
    # its own ingredients are in the discard pile by then: take one, then draw the other
    kit.answer(0, [kit.decision(0).pick.among[0]])  # type: ignore[union-attr]
    assert len(kit.st.hands[0]) == 2


def test_spell_sleeping_draught_skips_the_targets_next_turn() -> None:
    kit = caster("spell.sleeping_draught").start()
    kit.cast(0, "spell.sleeping_draught", target=1)
    kit.end_turn()
    assert "turn_skipped" in kit.kinds() and kit.st.current == 2 and kit.mods(1) == []


def test_spell_fair_share_richer_players_give_one_of_their_choice() -> None:
    kit = caster("spell.fair_share")
    kit.finds(0, "obj.rusty_key")
    kit.finds(1, "obj.odd_sock", "obj.rubber_duck")
    kit.finds(2, "obj.dented_crown")
    kit.finds(3, "obj.chipped_teacup", "obj.stuffed_crocodile", "obj.aunts_portrait")
    kit.start()
    kit.cast(0, "spell.fair_share")
    assert sorted(kit.asked()) == [(1, "give"), (3, "give")]
    kit.answer(1, [kit.decision(1).pick.among[0]])  # type: ignore[union-attr]
    kit.answer(3, [kit.decision(3).pick.among[0]])  # type: ignore[union-attr]
    assert len(kit.st.hands[0]) == 3 and len(kit.st.hands[2]) == 1


def test_spell_glimmer_shield_cast_in_answer_protects_until_the_next_turn() -> None:
    kit = Kit()
    kit.spells(0, "spell.pickpockets_whistle", "spell.great_famine")
    kit.recipe(0, "spell.pickpockets_whistle")
    kit.spells(1, "spell.glimmer_shield", "spell.cornucopia")
    kit.recipe(1, "spell.glimmer_shield")
    kit.finds(1, "obj.rusty_key")
    kit.start()
    kit.cast(0, "spell.pickpockets_whistle", target=1, window=False)
    kit.react(1, "spell.glimmer_shield")
    kit.pass_windows()
    assert kit.hand_keys(1) == ["obj.rusty_key"] and "protected" in kit.kinds()
    assert kit.view(3)["seats"][1]["modifiers"][0]["display"] == "shield"
    kit.end_turn()
    assert kit.mods(1) == []


def test_spell_nope_incantation_counters_the_spell_it_answers() -> None:
    kit = caster("spell.sneeze_of_plenty")
    kit.spells(2, "spell.nope_incantation", "spell.cornucopia")
    kit.recipe(2, "spell.nope_incantation")
    kit.start()
    kit.cast(0, "spell.sneeze_of_plenty", window=False)
    kit.react(2, "spell.nope_incantation")
    kit.pass_windows()
    assert "countered" in kit.kinds() and "spell.sneeze_of_plenty" in kit.spell_keys(0)
    assert kit.st.hands[0] == []
    assert [card_def(c).key for c in kit.st.cast[2]] == ["spell.nope_incantation"]


def test_spell_nope_incantation_cast_on_its_own_draws_one() -> None:
    kit = caster("spell.nope_incantation").start()
    kit.cast(0, "spell.nope_incantation")
    assert len(kit.st.hands[0]) == 1


def test_spell_nope_incantation_can_itself_be_countered() -> None:
    kit = caster("spell.sneeze_of_plenty")
    kit.spells(2, "spell.nope_incantation", "spell.cornucopia")
    kit.recipe(2, "spell.nope_incantation")
    kit.finds(3, "obj.mirror_of_refusal")
    kit.start()
    kit.cast(0, "spell.sneeze_of_plenty", window=False)
    kit.react(2, "spell.nope_incantation")
    kit.react(3, "obj.mirror_of_refusal")
    kit.pass_windows()
    assert "spell.nope_incantation" in kit.spell_keys(2)
    assert len(kit.st.hands[0]) == 2  # the sneeze went through


def test_spell_bouncing_mirror_diverts_a_spell_aimed_at_you() -> None:
    kit = caster("spell.pickpockets_whistle")
    kit.spells(1, "spell.bouncing_mirror", "spell.cornucopia")
    kit.recipe(1, "spell.bouncing_mirror")
    kit.finds(3, *TRINKETS[:2])
    kit.start()
    kit.cast(0, "spell.pickpockets_whistle", target=1, window=False)
    kit.react(1, "spell.bouncing_mirror")
    kit.pass_window()
    assert kit.decision(1).kind == "divert"
    kit.answer(1, 3)
    kit.pass_windows()
    assert kit.st.hands[3] == [] and len(kit.st.hands[0]) == 2


def test_spell_bouncing_mirror_cast_on_its_own_draws_one() -> None:
    kit = caster("spell.bouncing_mirror").start()
    kit.cast(0, "spell.bouncing_mirror")
    assert len(kit.st.hands[0]) == 1


def test_spell_alchemists_whim_discards_up_to_three_and_draws_one_more() -> None:
    kit = caster("spell.alchemists_whim")
    mine = kit.finds(0, *TRINKETS[:3])
    kit.start()
    kit.cast(0, "spell.alchemists_whim")
    decision = kit.decision(0)
    assert decision.pick is not None and decision.pick.sizes == (0, 1, 2, 3)
    kit.answer(0, mine[:2])
    assert len(kit.st.hands[0]) == 4 and mine[2] in kit.st.hands[0]


def test_spell_alchemists_whim_with_an_empty_hand_draws_one() -> None:
    kit = caster("spell.alchemists_whim").start()
    kit.cast(0, "spell.alchemists_whim")
    assert len(kit.st.hands[0]) == 1


def test_spell_copycat_charm_copies_an_object_from_the_discard_pile() -> None:
    kit = caster("spell.copycat_charm")
    satchel, _, hook = kit.discarded("obj.bottomless_satchel", "obj.mirror_of_refusal", "obj.ragpickers_hook")
    kit.start()
    kit.cast(0, "spell.copycat_charm")
    assert kit.decision(0).options == (satchel, hook)  # reactions cannot be copied
    kit.answer(0, satchel)
    assert len(kit.st.hands[0]) == 2 and satchel in kit.st.discard


def test_spell_copycat_charm_asks_a_target_for_an_aimed_object() -> None:
    kit = caster("spell.copycat_charm")
    glove = kit.discarded("obj.sticky_glove")[0]
    kit.finds(2, "obj.rusty_key")
    kit.start()
    kit.cast(0, "spell.copycat_charm")
    assert glove in kit.st.discard
    assert kit.decision(0).kind == "target"
    kit.answer(0, 2)
    assert kit.hand_keys(0) == ["obj.rusty_key"]


def test_spell_copycat_charm_with_nothing_to_copy_draws_one() -> None:
    kit = caster("spell.copycat_charm").start()
    kit.cast(0, "spell.copycat_charm")
    assert len(kit.st.hands[0]) == 1


def test_spell_trade_winds_takes_two_and_gives_one_back() -> None:
    kit = caster("spell.trade_winds")
    kit.finds(1, *TRINKETS[:3])
    kit.start()
    kit.cast(0, "spell.trade_winds", target=1)
    decision = kit.decision(0)
    assert decision.kind == "give"
    kit.answer(0, [decision.pick.among[0]])  # type: ignore[union-attr]
    assert len(kit.st.hands[0]) == 1 and len(kit.st.hands[1]) == 2


def test_spell_purifying_bath_washes_every_lasting_effect_off_a_player() -> None:
    kit = caster("spell.purifying_bath").start()
    add_modifier(kit.st, "frog", 0, source=1, card=None)
    add_modifier(kit.st, "snail", 0, source=2, card=None)
    kit.cast(0, "spell.purifying_bath", target=0)
    assert kit.mods(0) == [] and len(kit.st.hands[0]) == 1


def test_spell_purifying_bath_cannot_wash_a_shielded_player() -> None:
    kit = caster("spell.purifying_bath").start()
    add_modifier(kit.st, "glimmer", 2, source=2, card=None)
    kit.cast(0, "spell.purifying_bath", target=2)
    assert kit.mods(2) == ["glimmer"] and "protected" in kit.kinds()


def test_spell_odd_tax_takes_one_from_each_odd_hand() -> None:
    kit = caster("spell.odd_tax")
    kit.finds(1, *TRINKETS[:3])
    kit.finds(2, *TRINKETS[3:5])
    kit.finds(3, TRINKETS[5])
    kit.start()
    kit.cast(0, "spell.odd_tax")
    assert [len(h) for h in kit.st.hands] == [2, 2, 2, 0]


def test_spell_vanishing_act_each_other_player_discards_one_of_their_choice() -> None:
    kit = caster("spell.vanishing_act")
    kit.finds(1, *TRINKETS[:2])
    kit.finds(2, TRINKETS[2])
    kit.start()
    kit.cast(0, "spell.vanishing_act")
    assert kit.asked() == [(1, "discard")]  # seat 2 has no choice, seat 3 nothing to lose
    kit.answer(1, [kit.decision(1).pick.among[1]])  # type: ignore[union-attr]
    assert [len(h) for h in kit.st.hands] == [0, 1, 0, 0]


def test_spell_underdogs_boon_draws_up_to_the_richest() -> None:
    kit = caster("spell.underdogs_boon")
    kit.finds(2, *TRINKETS[:5])
    kit.start()
    kit.cast(0, "spell.underdogs_boon")
    assert len(kit.st.hands[0]) == 3


def test_spell_underdogs_boon_always_draws_at_least_one() -> None:
    kit = caster("spell.underdogs_boon")
    kit.finds(0, *TRINKETS[:4])
    kit.start()
    kit.cast(0, "spell.underdogs_boon")
    assert len(kit.st.hands[0]) == 5


def test_spell_crystal_ball_shows_the_other_spells_only_to_the_caster() -> None:
    kit = caster("spell.crystal_ball").start()
    kit.cast(0, "spell.crystal_ball")
    peeks = kit.of("peek")
    assert [p.public["of"] for p in peeks] == [1, 2, 3]
    assert peeks[0].for_seat(0)["cards"] == sorted(kit.st.spell_hands[1])
    assert "cards" not in peeks[0].for_seat(2) and "cards" not in peeks[0].for_seat(None)
    assert len(kit.st.hands[0]) == 1


def test_spell_lucky_scarab_draws_three_and_gives_one_away() -> None:
    kit = caster("spell.lucky_scarab").start()
    kit.cast(0, "spell.lucky_scarab")
    assert kit.decision(0).kind == "gift"
    kit.answer(0, 2)
    kit.answer(0, [kit.decision(0).pick.among[0]])  # type: ignore[union-attr]
    assert len(kit.st.hands[0]) == 2 and len(kit.st.hands[2]) == 1


def test_spell_lucky_scarab_with_an_empty_deck_gives_nothing() -> None:
    kit = caster("spell.lucky_scarab").start()
    kit.empty_deck()
    kit.cast(0, "spell.lucky_scarab")
    # the two ingredients come back from the discard pile; one of them goes as the gift
    kit.answer(0, 1)
    kit.answer(0, [kit.decision(0).pick.among[0]])  # type: ignore[union-attr]
    assert len(kit.st.hands[0]) == 1 and len(kit.st.hands[1]) == 1


def test_spell_changeling_charm_swaps_spells_of_the_same_level_privately() -> None:
    kit = caster("spell.changeling_charm")
    mine = kit.spells(0, "spell.dunces_cap")[0]
    theirs = kit.spells(1, "spell.snails_pace", "spell.whirlwind")[0]
    kit.start()
    levels_before = kit.view(3)["seats"][1]["spell_levels"]
    kit.cast(0, "spell.changeling_charm", target=1)  # only one of seat 0's spells has a match
    assert theirs in kit.st.spell_hands[0] and mine in kit.st.spell_hands[1]
    assert kit.view(3)["seats"][1]["spell_levels"] == levels_before
    moved = kit.of("spell_moved")
    assert all("card" not in e.for_seat(3) and "card" in e.for_seat(1) for e in moved)


def test_spell_changeling_charm_without_a_matching_level_does_nothing() -> None:
    kit = caster("spell.changeling_charm")
    kit.spells(1, "spell.whirlwind")
    kit.start()
    kit.cast(0, "spell.changeling_charm", target=1)
    assert "no_effect" in kit.kinds() and kit.spell_keys(1) == ["spell.whirlwind"]


def test_spell_scrying_pool_takes_one_of_the_top_three() -> None:
    kit = caster("spell.scrying_pool").start()
    top = kit.top("obj.rusty_key", "obj.odd_sock", "obj.rubber_duck")
    kit.cast(0, "spell.scrying_pool")
    peek = kit.of("peek")[0]
    assert peek.for_seat(0)["cards"] == top and "cards" not in peek.for_seat(1)
    assert kit.decision(0).options == tuple(top)
    kit.answer(0, top[1])
    assert kit.st.hands[0] == [top[1]]
    assert kit.st.deck[-2:] == [top[2], top[0]]


def test_spell_scrying_pool_with_one_card_left_takes_it() -> None:
    kit = caster("spell.scrying_pool").start()
    kit.empty_deck()
    kit.top("obj.rusty_key")
    kit.cast(0, "spell.scrying_pool")
    assert kit.hand_keys(0) == ["obj.rusty_key"]
