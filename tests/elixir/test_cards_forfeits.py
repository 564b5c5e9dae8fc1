"""The sixteen level-1 forfeits: suffer or pay, and how each suffered forfeit bites and ends.

Seat 0 casts on seat 1 in a 4-player table unless a test says otherwise.
"""

from __future__ import annotations

from engine.elixir.catalog import card_def
from engine.elixir.primitives import add_modifier
from game.i18n import card_text
from tests.elixir.test_cards_kit import Kit

ING = "ing.stardust"


def suffered(key: str, *victim_finds: str, players: int = 4, victim_spells: tuple[str, ...] = ()) -> Kit:
    """Seat 0 casts forfeit `key` on seat 1, who suffers it."""
    kit = Kit(players)
    kit.spells(0, key, "spell.great_famine")
    kit.recipe(0, key)
    kit.finds(1, *victim_finds)
    kit.spells(1, *victim_spells, "spell.total_eclipse")
    kit.start()
    kit.cast(0, key, target=1)
    assert kit.decision(1).kind == "forfeit"
    kit.answer(1, "suffer")
    return kit


def to_victims_turn(kit: Kit) -> None:
    """Seat 0 ends its turn: seat 1's turn begins."""
    kit.end_turn()
    assert kit.st.current == 1


# ---- the choice: suffer or pay (shown once, with the croaking curse) ---------------------------

def test_spell_croaking_curse_pay_gives_two_chosen_finds_to_the_caster() -> None:
    kit = Kit()
    kit.spells(0, "spell.croaking_curse", "spell.great_famine")
    kit.recipe(0, "spell.croaking_curse")
    paid = kit.finds(1, "ing.stardust", "ing.trolls_nose", "obj.rusty_key")
    kit.start()
    kit.cast(0, "spell.croaking_curse", target=1)
    kit.answer(1, "pay")
    assert kit.decision(1).kind == "forfeit_pay"
    kit.answer(1, paid[:2])
    assert sorted(kit.st.hands[0]) == sorted(paid[:2])
    assert kit.mods(1) == []
    assert "forfeit_paid" in kit.kinds()


def test_spell_croaking_curse_pay_with_an_empty_hand_costs_nothing_more() -> None:
    kit = Kit()
    kit.spells(0, "spell.croaking_curse", "spell.great_famine")
    kit.recipe(0, "spell.croaking_curse")
    kit.start()
    kit.cast(0, "spell.croaking_curse", target=1)
    kit.answer(1, "pay")
    assert kit.st.hands[1] == [] and kit.st.hands[0] == []
    assert kit.mods(1) == []
    assert kit.decision(0).kind == "turn"


def test_spell_croaking_curse_frog_pays_each_turn_until_it_casts() -> None:
    kit = suffered("spell.croaking_curse", "ing.trolls_nose", "obj.rusty_key",
                   victim_spells=("spell.goblin_superstition",))
    assert kit.mods(1) == ["frog"]
    seat = kit.view(2)["seats"][1]
    assert seat["modifiers"][0]["display"] == "suffix"
    assert seat["modifiers"][0]["data"]["suffix"] == {"en": "croak"}
    assert card_text(seat["modifiers"][0]["data"]["suffix"], "fr") == "croâ"
    to_victims_turn(kit)
    assert kit.decision(1).kind == "give"
    key = kit.answer(1, [kit.st.hands[1][1]])
    assert kit.hand_keys(0) == ["obj.rusty_key"]
    assert key
    # the frog casts a spell (its troll's nose pays the goblin superstition): the curse breaks
    kit.cast(1, "spell.goblin_superstition", target=2)
    kit.answer(2, "suffer")
    assert "frog" not in kit.mods(1)
    assert any(e.kind == "modifier_removed" and e.public["key"] == "frog" for e in kit.events)


def test_spell_croaking_curse_ends_after_three_turns_without_a_spell() -> None:
    kit = suffered("spell.croaking_curse", "obj.rusty_key", "obj.odd_sock", "obj.rubber_duck", "obj.dented_crown")
    for turn in range(4):
        to_victims_turn(kit)
        if turn < 3:
            assert kit.decision(1).kind == "give"
            kit.answer(1, [kit.decision(1).pick.among[0]])  # type: ignore[union-attr]
        else:
            assert kit.decision(1).kind == "turn"
        while kit.st.current != 0:
            kit.end_turn()
    assert kit.mods(1) == [] and len([e for e in kit.of("give") if e.public["to"] == 0]) == 3


def test_spell_croaking_curse_umbrella_protects_the_victim() -> None:
    kit = Kit()
    kit.spells(0, "spell.croaking_curse", "spell.great_famine")
    kit.recipe(0, "spell.croaking_curse")
    kit.finds(1, "obj.umbrella_of_warding")
    kit.start()
    kit.cast(0, "spell.croaking_curse", target=1, window=False)
    kit.react(1, "obj.umbrella_of_warding")
    kit.pass_windows()
    assert "protected" in kit.kinds()
    assert kit.mods(1) == [] and kit.decision(0).kind == "turn"
    assert kit.spell_keys(0) == ["spell.great_famine"]


def test_spell_croaking_curse_countered_goes_back_to_the_casters_hand() -> None:
    kit = Kit()
    kit.spells(0, "spell.croaking_curse", "spell.great_famine")
    kit.recipe(0, "spell.croaking_curse")
    kit.finds(2, "obj.mirror_of_refusal")
    kit.start()
    kit.cast(0, "spell.croaking_curse", target=1, window=False)
    kit.react(2, "obj.mirror_of_refusal")
    kit.pass_windows()
    assert "countered" in kit.kinds() and kit.mods(1) == []
    assert "spell.croaking_curse" in kit.spell_keys(0)


# ---- each forfeit's bite ------------------------------------------------------------------------

def test_spell_lovesick_sonnet_gives_a_find_to_a_chosen_player_each_turn_for_three_turns() -> None:
    kit = suffered("spell.lovesick_sonnet", "obj.rusty_key", "obj.odd_sock", "obj.rubber_duck", "obj.dented_crown")
    assert kit.view(None)["seats"][1]["modifiers"][0]["data"]["nickname"]["en"] == "Lovebird"
    for gifts in range(1, 4):
        to_victims_turn(kit)
        assert kit.decision(1).kind == "beloved"
        kit.answer(1, 3)
        kit.answer(1, [kit.decision(1).pick.among[0]])  # type: ignore[union-attr]
        assert len([e for e in kit.of("give") if e.public["to"] == 3 and e.public["from"] == 1]) == gifts
        kit.end_turn()
        for _ in range(3):
            if kit.st.current != 0:
                kit.end_turn()
    assert kit.mods(1) == []


def test_spell_lovesick_sonnet_with_an_empty_hand_asks_nothing() -> None:
    kit = suffered("spell.lovesick_sonnet")
    kit.empty_deck()
    to_victims_turn(kit)
    assert kit.decision(1).kind == "turn"


def test_spell_jitterbug_jinx_discards_a_random_find_on_the_next_two_casts() -> None:
    kit = suffered("spell.jitterbug_jinx", "ing.trolls_nose", "ing.griffon_feather", "ing.griffon_feather",
                   "ing.griffon_feather",
                   victim_spells=("spell.goblin_superstition", "spell.flea_circus"))
    assert kit.view(0)["seats"][1]["modifiers"][0]["display"] == "hop"
    to_victims_turn(kit)
    before = len(kit.st.hands[1])
    kit.cast(1, "spell.goblin_superstition", target=2)
    kit.answer(2, "suffer")
    assert len(kit.st.hands[1]) == before - 2  # the ingredient, and a Find that jumped out
    assert kit.mods(1) == ["jitters"]
    kit.cast(1, "spell.flea_circus", target=3)
    assert kit.mods(1) == []
    jumped = [e for e in kit.of("discard") if e.public["why"] == "lasting:jitters"]
    assert len(jumped) == 2


def test_spell_dubious_stew_draws_nothing_for_three_turns() -> None:
    kit = suffered("spell.dubious_stew", "obj.rusty_key")
    for turn in range(4):
        to_victims_turn(kit)
        expected = 1 if turn < 3 else 2
        assert len(kit.st.hands[1]) == expected, turn
        for _ in range(4):
            if kit.st.current != 0:
                kit.end_turn()
    assert kit.mods(1) == []


def test_spell_dubious_stew_with_an_empty_deck_still_ends() -> None:
    kit = suffered("spell.dubious_stew")
    kit.empty_deck()
    for _ in range(3):
        to_victims_turn(kit)
        while kit.st.current != 0:
            kit.end_turn()
    assert kit.mods(1) == []


def test_spell_sandmans_lullaby_skips_the_victims_next_turn() -> None:
    kit = suffered("spell.sandmans_lullaby")
    assert kit.view(None)["seats"][1]["modifiers"][0]["data"]["hat"] == "nightcap"
    kit.end_turn()
    assert "turn_skipped" in kit.kinds()
    assert kit.st.current == 2 and kit.mods(1) == []
    assert kit.st.hands[1] == []


def test_spell_dunces_cap_allows_only_the_lowest_level_spells() -> None:
    kit = suffered("spell.dunces_cap", "ing.trolls_nose", "ing.jab_in_the_side", "ing.vampires_fang",
                   victim_spells=("spell.goblin_superstition", "spell.pickpockets_whistle"))
    to_victims_turn(kit)
    spells = {card_def(c).key: c for c in kit.st.spell_hands[1]}
    assert kit.can(1, act="cast", spell=spells["spell.goblin_superstition"])
    assert not kit.can(1, act="cast", spell=spells["spell.pickpockets_whistle"])


def test_spell_moth_eaten_purse_discards_half_the_hand_rounded_down() -> None:
    kit = suffered("spell.moth_eaten_purse", "obj.rusty_key", "obj.odd_sock", "obj.rubber_duck", "obj.dented_crown",
                   "obj.chipped_teacup")
    to_victims_turn(kit)
    decision = kit.decision(1)
    assert decision.kind == "discard" and decision.pick is not None and decision.pick.sizes == (2,)
    kit.answer(1, list(decision.pick.among[:2]))
    assert len(kit.st.hands[1]) == 3 + 1  # three kept, then the turn's draw
    kit.end_turn()
    assert kit.mods(1) == []


def test_spell_moth_eaten_purse_with_nothing_to_eat_says_so() -> None:
    """A victim left with 1 Find (half of it, rounded down, is none) lost nothing, and the log
    said nothing while the effects list showed "Moths (ends with this turn)"."""
    for finds in (("obj.rusty_key",), ()):
        kit = suffered("spell.moth_eaten_purse", *finds)
        to_victims_turn(kit)
        starved = kit.of("nothing_eaten")
        assert [e.public for e in starved] == [{"seat": 1, "why": "lasting:moths"}], finds
        assert "discard" not in kit.kinds()[kit.kinds().index("nothing_eaten"):]
        assert len(kit.st.hands[1]) == len(finds) + 1  # nothing eaten, then the turn's draw
        kit.end_turn()
        assert kit.mods(1) == []


def test_spell_goblin_superstition_odd_hands_lose_a_random_find_at_turn_end() -> None:
    kit = suffered("spell.goblin_superstition", "obj.rusty_key", "obj.odd_sock")
    to_victims_turn(kit)
    assert len(kit.st.hands[1]) == 3
    kit.end_turn()
    assert len(kit.st.hands[1]) == 2
    assert [e.public["why"] for e in kit.of("discard")][-1] == "lasting:oddball"


def test_spell_goblin_superstition_even_hands_keep_everything() -> None:
    kit = suffered("spell.goblin_superstition", "obj.rusty_key")
    to_victims_turn(kit)
    kit.end_turn()
    assert len(kit.st.hands[1]) == 2
    assert kit.mods(1) == ["oddball"]


def test_spell_shrinking_pockets_discards_down_to_four_at_turn_end() -> None:
    kit = suffered("spell.shrinking_pockets", "obj.rusty_key", "obj.odd_sock", "obj.rubber_duck", "obj.dented_crown",
                   "obj.chipped_teacup", "obj.stuffed_crocodile")
    to_victims_turn(kit)
    kit.end_turn()
    decision = kit.decision(1)
    assert decision.kind == "discard" and decision.pick is not None and decision.pick.sizes == (3,)
    kit.answer(1, list(decision.pick.among[:3]))
    assert len(kit.st.hands[1]) == 4 and kit.st.current == 2


def test_spell_flea_circus_a_find_jumps_to_the_next_player() -> None:
    kit = suffered("spell.flea_circus", "obj.rusty_key")
    to_victims_turn(kit)
    assert kit.hand_keys(2) == ["obj.rusty_key"]
    seen_by_0 = [e.for_seat(0) for e in kit.of("give")][-1]
    assert "cards" not in seen_by_0


def test_spell_flea_circus_with_an_empty_hand_jumps_nothing() -> None:
    kit = suffered("spell.flea_circus")
    to_victims_turn(kit)
    assert kit.st.hands[2] == []


def test_spell_tongue_twister_no_reactions_outside_own_turn() -> None:
    kit = Kit()
    kit.spells(0, "spell.tongue_twister", "spell.sneeze_of_plenty", "spell.great_famine")
    kit.recipe(0, "spell.tongue_twister")
    kit.recipe(0, "spell.sneeze_of_plenty")
    kit.finds(1, "obj.mirror_of_refusal", "obj.bottomless_satchel")
    kit.start()
    kit.cast(0, "spell.tongue_twister", target=1)
    kit.answer(1, "suffer")
    kit.cast(0, "spell.sneeze_of_plenty", window=False)
    assert kit.decision(1).options == ({"act": "pass"},)
    assert len(kit.decision(2).options) == 1
    kit.pass_window()
    kit.end_turn()
    assert kit.can(1, act="object")


def test_spell_snails_pace_one_spell_per_turn() -> None:
    kit = suffered("spell.snails_pace", "ing.trolls_nose", "ing.griffon_feather",
                   victim_spells=("spell.goblin_superstition", "spell.flea_circus"))
    to_victims_turn(kit)
    kit.cast(1, "spell.goblin_superstition", target=2)
    kit.answer(2, "pay")
    assert not kit.can(1, act="cast")
    kit.end_turn()
    while kit.st.current != 1:
        kit.end_turn()
    assert kit.can(1, act="cast")
    assert kit.mods(1) == ["snail"]


def test_spell_poets_block_pays_for_each_turn_without_a_spell() -> None:
    kit = suffered("spell.poets_block", "obj.rusty_key", "ing.trolls_nose",
                   victim_spells=("spell.goblin_superstition",))
    to_victims_turn(kit)
    kit.end_turn()
    assert kit.decision(1).kind == "give"
    kit.answer(1, [next(c for c in kit.st.hands[1] if card_def(c).key == "obj.rusty_key")])
    assert kit.hand_keys(0) == ["obj.rusty_key"]
    while kit.st.current != 1:
        kit.end_turn()
    kit.cast(1, "spell.goblin_superstition", target=2)
    kit.answer(2, "pay")
    kit.end_turn()
    assert kit.st.current == 2  # the poem was written: nothing to pay


def test_spell_gargoyles_grip_no_objects_or_transactions_but_substitutes_pay() -> None:
    kit = suffered("spell.gargoyles_grip", "obj.bottomless_satchel", "tx.market_day", "obj.philosophers_pebble",
                   victim_spells=("spell.goblin_superstition",))
    to_victims_turn(kit)
    assert not kit.can(1, act="object") and not kit.can(1, act="transaction")
    assert kit.can(1, act="cast")


def test_spell_peacocks_pride_shows_the_hand_and_the_caster_plucks_a_find() -> None:
    kit = suffered("spell.peacocks_pride", "obj.rusty_key", "obj.odd_sock")
    reveal = kit.of("reveal")[0]
    assert sorted(reveal.for_seat(None)["cards"]) == sorted(kit.st.hands[1])
    assert kit.decision(0).kind == "take"
    kit.answer(0, [kit.st.hands[1][0]])
    assert len(kit.st.hands[0]) == 1 and len(kit.st.hands[1]) == 1
    to_victims_turn(kit)
    assert len(kit.of("reveal")) == 2
    assert card_text(kit.view(None)["seats"][1]["modifiers"][0]["data"]["nickname"], "fr") == "Paon"


def test_spell_peacocks_pride_on_an_empty_hand_takes_nothing() -> None:
    kit = suffered("spell.peacocks_pride")
    assert kit.decision(0).kind == "turn"


def test_spell_ogres_appetite_eats_an_ingredient_and_stacks() -> None:
    kit = suffered("spell.ogres_appetite", "ing.trolls_nose", "ing.stardust", "obj.rusty_key")
    add_modifier(kit.st, "ogre_bib", 1, source=2, card=None, turns=2)
    assert kit.mods(1) == ["ogre_bib", "ogre_bib"]
    to_victims_turn(kit)
    decision = kit.decision(1)
    assert decision.kind == "discard" and decision.pick is not None
    assert all(card_def(c).ingredient is not None for c in decision.pick.among)
    kit.answer(1, [decision.pick.among[0]])
    assert kit.hand_keys(1).count("obj.rusty_key") == 1
    assert sum(1 for c in kit.st.hands[1] if card_def(c).ingredient) <= 1


def test_forfeit_diverted_onto_its_caster_and_paid_moves_nothing() -> None:
    kit = Kit()
    kit.spells(0, "spell.croaking_curse", "spell.great_famine")
    kit.recipe(0, "spell.croaking_curse")
    mine = kit.finds(0, "ing.trolls_nose", "obj.rusty_key", "obj.odd_sock")
    kit.finds(1, "obj.weathervane")
    kit.start()
    kit.cast(0, "spell.croaking_curse", target=1, window=False)
    kit.react(1, "obj.weathervane")
    kit.pass_window()
    kit.answer(1, 0)
    kit.pass_windows()
    assert kit.decision(0).kind == "forfeit"
    kit.answer(0, "pay")
    assert sorted(kit.st.hands[0]) == sorted(mine)
    assert kit.mods(0) == []
    paid = kit.of("forfeit_paid")
    assert [(e.public["seat"], e.public["caster"], e.public["count"]) for e in paid] == [(0, 0, 0)]
    assert "give" not in kit.kinds()[kit.kinds().index("forfeit_paid"):]
    assert kit.decision(0).kind == "turn"


def test_a_skipped_turn_is_a_turn_what_happens_as_it_starts_still_happens() -> None:
    """Sandman's Lullaby and a Moth-Eaten Purse on one player: they sleep through their next
    turn (no draw, no action), but the moths eat half their Finds as it starts, and both
    one-turn effects end with it (docs/RULES.md; a play-tester saw the moths leave unfed)."""
    kit = suffered("spell.sandmans_lullaby", "obj.rusty_key", "obj.odd_sock", "obj.rubber_duck", "obj.dented_crown")
    add_modifier(kit.st, "moths", 1, source=0, card=None, turns=1)
    kit.end_turn()
    decision = kit.decision(1)
    assert decision.kind == "discard" and decision.pick is not None and decision.pick.sizes == (2,)
    kit.answer(1, list(decision.pick.among[:2]))
    assert "turn_skipped" in kit.kinds()
    assert kit.st.current == 2 and kit.mods(1) == []
    assert len(kit.st.hands[1]) == 2, "half the Finds eaten, none drawn"
