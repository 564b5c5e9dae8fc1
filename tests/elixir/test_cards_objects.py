"""The 39 objects: substitutes, any-time reactions, any-time effects, turn effects, trinkets."""

from __future__ import annotations

import pytest

from engine.elixir.catalog import card_def, definitions
from engine.elixir.ingredients import Ingredient
from engine.elixir.primitives import add_modifier
from tests.elixir.test_cards_kit import Kit

TRINKET_KEYS = ("obj.odd_sock", "obj.chipped_teacup", "obj.stuffed_crocodile", "obj.dented_crown",
                "obj.rubber_duck", "obj.aunts_portrait", "obj.rusty_key")


def table(*finds: str, spells: tuple[str, ...] = ("spell.great_famine",)) -> Kit:
    """Seat 0 to play, holding `finds` and `spells`."""
    kit = Kit()
    kit.spells(0, *spells)
    kit.finds(0, *finds)
    return kit


# ---- ingredient substitutes ---------------------------------------------------------------------

SUBSTITUTES = {
    "obj.philosophers_pebble": ("spell.goblin_superstition", None),
    "obj.monster_kit": ("spell.goblin_superstition", "spell.sandmans_lullaby"),     # troll's nose / stardust
    "obj.cloud_bottle": ("spell.sandmans_lullaby", "spell.goblin_superstition"),    # stardust / troll's nose
    "obj.mood_ring": ("spell.dunces_cap", "spell.sandmans_lullaby"),                # madness / stardust
    "obj.goblin_basket": ("spell.snails_pace", "spell.dunces_cap"),                 # singing grass / madness
}


@pytest.mark.parametrize("key", sorted(SUBSTITUTES))
def test_obj_substitutes_pay_only_their_own_ingredients(key: str) -> None:
    fits, misfit = SUBSTITUTES[key]
    spells = (fits, misfit) if misfit else (fits,)
    kit = table(key, spells=(*spells, "spell.great_famine")).start()
    by_key = {card_def(c).key: c for c in kit.st.spell_hands[0]}
    assert kit.can(0, act="cast", spell=by_key[fits])
    if misfit:
        assert not kit.can(0, act="cast", spell=by_key[misfit])
    assert not kit.can(0, act="object")  # a substitute is not used on its own
    kit.cast(0, fits, target=1)
    kit.answer(1, "pay")
    assert kit.st.hands[0] == [] and card_def(kit.st.discard[-1]).key == key


def test_obj_philosophers_pebble_counts_as_any_ingredient() -> None:
    assert definitions()["obj.philosophers_pebble"].substitutes == frozenset(Ingredient)


def test_obj_monster_kit_cloud_bottle_mood_ring_goblin_basket_cover_every_ingredient_once() -> None:
    groups = [definitions()[k].substitutes for k in
              ("obj.monster_kit", "obj.cloud_bottle", "obj.mood_ring", "obj.goblin_basket")]
    assert sorted(i for g in groups for i in g) == sorted(Ingredient)


def test_obj_substitute_is_used_only_when_the_real_ingredient_is_missing_first() -> None:
    kit = table("obj.philosophers_pebble", "ing.trolls_nose", spells=("spell.goblin_superstition",
                                                                      "spell.great_famine")).start()
    cast = next(o for o in kit.decision(0).options if o.get("act") == "cast")
    kit.answer(0, cast)
    pay = kit.decision(0)
    assert pay.kind == "pay" and pay.pick is not None and len(pay.pick.among) == 2
    assert [card_def(c).key for c in pay.prompt["suggest"]] == ["ing.trolls_nose"]


# ---- any-time reactions -----------------------------------------------------------------------

def test_obj_mirror_of_refusal_counters_an_object() -> None:
    kit = table("obj.bottomless_satchel")
    kit.finds(3, "obj.mirror_of_refusal")
    kit.start()
    kit.use(0, "obj.bottomless_satchel", window=False)
    kit.react(3, "obj.mirror_of_refusal")
    kit.pass_windows()
    assert kit.st.hands[0] == [] and "countered" in kit.kinds()
    assert {card_def(c).key for c in kit.st.discard} == {"obj.bottomless_satchel", "obj.mirror_of_refusal"}


def test_obj_mirror_of_refusal_is_offered_to_everyone_in_the_same_question() -> None:
    kit = table("obj.bottomless_satchel")
    kit.finds(3, "obj.mirror_of_refusal")
    kit.start()
    kit.use(0, "obj.bottomless_satchel", window=False)
    assert sorted(kit.asked()) == [(1, "react"), (2, "react"), (3, "react")]
    assert kit.view(1)["pending"][2] == {"id": kit.decision(3).id, "seat": 3, "kind": "react"}


def test_obj_weathervane_diverts_a_theft() -> None:
    kit = table("obj.sticky_glove")
    kit.finds(1, "obj.weathervane", "obj.rusty_key")
    kit.finds(2, "obj.odd_sock")
    kit.start()
    kit.use(0, "obj.sticky_glove", target=1, window=False)
    kit.react(1, "obj.weathervane")
    kit.pass_window()
    kit.answer(1, 2)
    kit.pass_windows()
    assert kit.hand_keys(0) == ["obj.odd_sock"] and kit.hand_keys(1) == ["obj.rusty_key"]


def test_obj_weathervane_is_not_offered_against_an_unaimed_play() -> None:
    kit = table("obj.bottomless_satchel")
    kit.finds(1, "obj.weathervane")
    kit.start()
    kit.use(0, "obj.bottomless_satchel", window=False)
    assert kit.decision(1).options == ({"act": "pass"},)


def test_obj_umbrella_of_warding_shields_from_a_spell_on_everyone() -> None:
    kit = table(spells=("spell.vanishing_act", "spell.great_famine"))
    kit.recipe(0, "spell.vanishing_act")
    kit.finds(1, "obj.umbrella_of_warding", "obj.rusty_key")
    kit.finds(2, "obj.odd_sock")
    kit.start()
    kit.cast(0, "spell.vanishing_act", window=False)
    kit.react(1, "obj.umbrella_of_warding")
    kit.pass_windows()
    assert kit.hand_keys(1) == ["obj.rusty_key"] and kit.st.hands[2] == []


# ---- any-time effects -------------------------------------------------------------------------

def test_obj_bar_of_soap_washes_off_a_chosen_effect() -> None:
    kit = table("obj.bar_of_soap").start()
    add_modifier(kit.st, "frog", 0, source=1, card=None)
    add_modifier(kit.st, "snail", 0, source=2, card=None)
    kit.use(0, "obj.bar_of_soap")
    snail = next(m.uid for m in kit.st.modifiers if m.key == "snail")
    kit.answer(0, snail)
    assert kit.mods(0) == ["frog"]


def test_obj_bar_of_soap_can_be_used_in_someone_elses_turn() -> None:
    kit = table("obj.bottomless_satchel")
    kit.finds(2, "obj.bar_of_soap")
    kit.start()
    add_modifier(kit.st, "tiny_pockets", 2, source=1, card=None, turns=3)
    kit.use(0, "obj.bottomless_satchel", window=False)
    kit.react(2, "obj.bar_of_soap")
    kit.pass_windows()
    assert kit.mods(2) == [] and len(kit.st.hands[0]) == 2


def test_obj_bar_of_soap_without_an_effect_does_nothing() -> None:
    kit = table("obj.bar_of_soap").start()
    kit.use(0, "obj.bar_of_soap")
    assert "no_effect" in kit.kinds()


def test_obj_pocket_hourglass_reverses_the_turn_order() -> None:
    kit = table("obj.pocket_hourglass").start()
    kit.use(0, "obj.pocket_hourglass")
    kit.end_turn()
    assert kit.st.current == 3


# ---- effects on your turn ---------------------------------------------------------------------

def test_obj_bottomless_satchel_draws_two() -> None:
    kit = table("obj.bottomless_satchel").start()
    kit.use(0, "obj.bottomless_satchel")
    assert len(kit.st.hands[0]) == 2


def test_obj_bottomless_satchel_with_an_empty_deck_reshuffles_itself_back() -> None:
    kit = table("obj.bottomless_satchel").start()
    kit.empty_deck()
    kit.use(0, "obj.bottomless_satchel")
    # the satchel is still on the table while it works: nothing at all to draw
    assert kit.st.hands[0] == [] and "deck_empty" in kit.kinds()


def test_obj_sticky_glove_takes_one_at_random() -> None:
    kit = table("obj.sticky_glove")
    kit.finds(2, "obj.rusty_key", "obj.odd_sock")
    kit.start()
    kit.use(0, "obj.sticky_glove", target=2)
    assert len(kit.st.hands[0]) == 1 and len(kit.st.hands[2]) == 1


def test_obj_sticky_glove_on_an_empty_hand_takes_nothing() -> None:
    kit = table("obj.sticky_glove").start()
    kit.use(0, "obj.sticky_glove", target=2)
    assert kit.st.hands[0] == []


def test_obj_sticky_glove_blocked_by_an_umbrella() -> None:
    kit = table("obj.sticky_glove")
    kit.finds(2, "obj.umbrella_of_warding", "obj.rusty_key")
    kit.start()
    kit.use(0, "obj.sticky_glove", target=2, window=False)
    kit.react(2, "obj.umbrella_of_warding")
    kit.pass_windows()
    assert kit.st.hands[0] == [] and kit.hand_keys(2) == ["obj.rusty_key"]


def test_obj_ragpickers_hook_fishes_a_chosen_find_from_the_discards() -> None:
    kit = table("obj.ragpickers_hook")
    wanted = kit.discarded("ing.stardust", "obj.rusty_key")[0]
    kit.start()
    kit.use(0, "obj.ragpickers_hook")
    kit.answer(0, [wanted])
    assert kit.st.hands[0] == [wanted]


def test_obj_ragpickers_hook_with_an_empty_discard_pile() -> None:
    kit = table("obj.ragpickers_hook").start()
    kit.use(0, "obj.ragpickers_hook")
    assert "no_effect" in kit.kinds()


def test_obj_transmuting_alembic_turns_an_ingredient_into_another() -> None:
    kit = table("obj.transmuting_alembic", "ing.stardust", "obj.rusty_key")
    wanted = kit.discarded("ing.dragons_tongue", "obj.odd_sock")[0]
    kit.start()
    kit.use(0, "obj.transmuting_alembic")
    decision = kit.decision(0)
    assert decision.kind == "transform_into" and decision.pick is not None
    assert all(card_def(c).ingredient for c in decision.pick.among)
    kit.answer(0, [wanted])
    assert kit.hand_keys(0) == ["ing.dragons_tongue", "obj.rusty_key"]


def test_obj_transmuting_alembic_without_an_ingredient_does_nothing() -> None:
    kit = table("obj.transmuting_alembic", "obj.rusty_key").start()
    kit.use(0, "obj.transmuting_alembic")
    assert "no_effect" in kit.kinds() and kit.hand_keys(0) == ["obj.rusty_key"]


def test_obj_spyglass_shows_finds_and_spells_to_the_user_only() -> None:
    kit = table("obj.spyglass")
    kit.finds(1, "obj.rusty_key")
    kit.start()
    kit.use(0, "obj.spyglass", target=1)
    hand, spells = kit.of("peek")
    assert hand.for_seat(0)["cards"] == kit.st.hands[1]
    assert spells.for_seat(0)["cards"] == sorted(kit.st.spell_hands[1])
    assert all("cards" not in e.for_seat(s) for e in (hand, spells) for s in (2, 3, None))


def test_obj_swap_bag_looks_and_swaps_two_chosen_finds() -> None:
    kit = table("obj.swap_bag", "obj.odd_sock", "obj.rubber_duck")
    wanted = kit.finds(1, "obj.rusty_key", "ing.stardust")[1]
    kit.start()
    kit.use(0, "obj.swap_bag", target=1)
    assert "cards" in kit.of("peek")[0].for_seat(0) and "cards" not in kit.of("peek")[0].for_seat(2)
    assert kit.decision(0).kind == "take"
    kit.answer(0, [wanted])
    sock = next(c for c in kit.st.hands[0] if card_def(c).key == "obj.odd_sock")
    assert kit.decision(0).kind == "give"
    kit.answer(0, [sock])
    assert kit.hand_keys(0) == ["ing.stardust", "obj.rubber_duck"]
    assert kit.hand_keys(1) == ["obj.odd_sock", "obj.rusty_key"]


def test_obj_swap_bag_with_nothing_to_give_does_nothing() -> None:
    kit = table("obj.swap_bag")
    kit.finds(1, "obj.rusty_key")
    kit.start()
    kit.use(0, "obj.swap_bag", target=1)
    assert "no_effect" in kit.kinds() and kit.hand_keys(1) == ["obj.rusty_key"]


# ---- trinkets -------------------------------------------------------------------------------

@pytest.mark.parametrize("key", TRINKET_KEYS)
def test_obj_trinket_does_nothing_but_can_be_sold(key: str) -> None:
    defn = definitions()[key]
    assert not defn.magical and defn.effect is None and not defn.substitutes
    kit = table(key, "tx.auction").start()
    assert not kit.can(0, act="object")
    kit.answer(0, kit.option(0, act="transaction"))
    trinket = next(c for c in kit.st.hands[0] if card_def(c).key == key)
    kit.answer(0, [trinket])
    kit.answer(0, "face_up")
    placed = [e for e in kit.of("place") if e.public.get("why") == "auction"]
    assert placed and placed[0].for_seat(2)["cards"] == [trinket]


def test_obj_mirror_of_refusal_cannot_be_raised_by_stone_hands() -> None:
    kit = table("obj.bottomless_satchel")
    kit.finds(1, "obj.mirror_of_refusal")
    kit.finds(2, "obj.mirror_of_refusal")
    kit.start()
    add_modifier(kit.st, "stone_hands", 1, source=3, card=None, turns=2)
    kit.use(0, "obj.bottomless_satchel", window=False)
    assert kit.decision(1).options == ({"act": "pass"},)
    assert len(kit.decision(2).options) == 2
