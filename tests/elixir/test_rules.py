"""Every rule of the Elixir rule books, one named test each (docs/RULES.md maps rules to tests).

Tests find cards by what they are (a level-1 spell, a counter object...) rather than by name,
so they hold for any card set within the books' counts.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import Any

import pytest

from engine.core.decisions import Answer
from engine.core.game import OptionsError
from engine.core.machine import Reason, apply, pending
from engine.elixir.cards import Kind, Reaction, Target, TransactionKind
from engine.elixir.catalog import BOOK, all_instances, card_def, finds, spells
from engine.elixir.game import ELIXIR
from engine.elixir.ingredients import Ingredient
from engine.elixir.options import default_spell_points
from engine.elixir.paying import payment_ways, pays_recipe
from engine.elixir.primitives import add_modifier, draw
from engine.elixir.setup import RHYME_SYLLABLES, spell_points
from engine.elixir.state import ElixirState, Phase
from tests.elixir.helpers import (
    answer,
    at_first_turn,
    cards_where,
    cast,
    check_every_card_once,
    decision_for,
    new_game,
    only,
    pass_window,
    play_draft,
    put_on_deck,
    reissue,
    set_hand,
    set_spells,
)

# ---- components ---------------------------------------------------------------------------


def test_components_four_spell_piles_16_24_8_8() -> None:
    levels = Counter(card_def(c).level for c in spells())
    assert levels == {1: 16, 2: 24, 3: 8, 4: 8}


def test_components_112_finds_64_ingredients_39_objects_9_transactions() -> None:
    kinds = Counter(card_def(c).kind for c in finds())
    assert kinds == {Kind.INGREDIENT: 64, Kind.OBJECT: 39, Kind.TRANSACTION: 9}
    per_ingredient = Counter(card_def(c).ingredient for c in finds() if card_def(c).kind is Kind.INGREDIENT)
    assert per_ingredient == {ing: 4 for ing in Ingredient}
    assert len(Ingredient) == 16


def test_components_32_magical_and_7_non_magical_objects() -> None:
    magical = Counter(card_def(c).magical for c in finds() if card_def(c).kind is Kind.OBJECT)
    assert magical == {True: 32, False: 7}


def test_components_3_of_each_transaction() -> None:
    tx = Counter(card_def(c).transaction for c in finds() if card_def(c).kind is Kind.TRANSACTION)
    assert tx == {TransactionKind.AUCTION: 3, TransactionKind.FLEA_MARKET: 3, TransactionKind.MARKET_DAY: 3}


def test_spell_of_level_n_needs_n_ingredients() -> None:
    for c in spells():
        d = card_def(c)
        assert len(d.recipe) == d.level and all(isinstance(i, Ingredient) for i in d.recipe)


# ---- Am-Stram-Gram --------------------------------------------------------------------------


def _ritual(players: int, seed: int, **options: Any) -> tuple[list[dict[str, Any]], int]:
    _, events = ELIXIR.new_game({"players": players, **options}, seed)
    rounds = [e.for_seat(None) for e in events if e.kind == "am_stram_gram"]
    first = next(e.public["seat"] for e in events if e.kind == "first_player")
    return rounds, first


@pytest.mark.parametrize("seed", range(6))
def test_am_stram_gram_fast_method_last_syllable_is_first_player(seed: int) -> None:
    rounds, first = _ritual(5, seed)
    assert len(rounds) == 1
    pointing = rounds[0]["pointing"]
    assert pointing[0][1] == rounds[0]["reciter"]
    assert [seat for _, seat in pointing] == [(rounds[0]["reciter"] + k) % 5 for k in range(len(pointing))]
    assert first == pointing[-1][1] == rounds[0]["chosen"]


@pytest.mark.parametrize("players", [3, 4, 6])
def test_am_stram_gram_complete_method_eliminates_until_one_remains(players: int) -> None:
    rounds, first = _ritual(players, 9, first_player="complete")
    assert len(rounds) == players - 1
    eliminated = [r["chosen"] for r in rounds]
    assert all(r["eliminated"] for r in rounds)
    assert len(set(eliminated)) == players - 1 and first not in eliminated
    for i, r in enumerate(rounds):
        assert not set(seat for _, seat in r["pointing"]) & set(eliminated[:i])


@pytest.mark.parametrize("players", [3, 5, 8])
def test_am_stram_gram_complete_method_next_rhyme_starts_after_the_player_left_out(players: int) -> None:
    rounds, _ = _ritual(players, 4, first_player="complete")
    remaining = list(range(players))
    for previous, current in zip(rounds, rounds[1:], strict=False):
        out = previous["chosen"]
        after = next(s for s in [(out + k) % players for k in range(1, players)] if s in remaining and s != out)
        remaining.remove(out)
        assert current["pointing"][0][1] == after


@pytest.mark.parametrize(("rhyme", "count"), [("en", 20), ("fr", 22), ("nl", 22), ("it", 15)])
def test_am_stram_gram_rhyme_in_each_language_of_the_books(rhyme: str, count: int) -> None:
    rounds, _ = _ritual(4, 2, rhyme=rhyme)
    assert [syl for syl, _ in rounds[0]["pointing"]] == list(RHYME_SYLLABLES[rhyme])
    assert len(RHYME_SYLLABLES[rhyme]) == count


# ---- spell draft --------------------------------------------------------------------------


def test_draft_starts_with_first_player_and_goes_clockwise() -> None:
    st = new_game(4, 3)
    assert st.first_player is not None
    seats = []
    for _ in range(8):
        d = only(st)
        seats.append(d.seat)
        answer(st, d.seat, 2)
    assert seats == [(st.first_player + k) % 4 for k in range(8)]


def test_draft_takes_the_top_spell_of_the_chosen_pile() -> None:
    st = new_game(4, 3)
    d = only(st)
    top = st.piles[3][-1]
    answer(st, d.seat, 3)
    assert st.spell_hands[d.seat] == [top] and top not in st.piles[3]


@pytest.mark.parametrize("players", [3, 4, 5, 6, 8])
def test_draft_minimum_spell_points_by_player_count(players: int) -> None:
    st = new_game(players, 4)
    play_draft(st, lambda s, d: max(d.options) if d.seat % 2 else min(d.options))
    target = default_spell_points(players)
    assert target == {3: 11, 4: 9, 5: 9, 6: 8, 8: 8}[players]
    for seat in range(players):
        points = spell_points(st, seat)
        assert points >= target
        last = card_def(_last_drafted(st, seat)).level
        assert points - last < target, "a player who reached the minimum must stop"


def _last_drafted(st: ElixirState, seat: int) -> int:
    return st.spell_hands[seat][-1]


@pytest.mark.parametrize("points", [9, 11, 13])
def test_draft_french_game_lengths_9_11_13(points: int) -> None:
    st = new_game(4, 6, spell_points=points)
    play_draft(st)
    assert all(spell_points(st, s) >= points for s in range(4))


@pytest.mark.parametrize("points", [1, 8, 10, 12, 14, 15, True, 9.0, "11"])
def test_draft_spell_points_option_accepts_only_the_books_9_11_13(points: Any) -> None:
    with pytest.raises(OptionsError, match="9, 11 or 13"):
        ELIXIR.normalize_options({"players": 4, "spell_points": points})
    assert [ELIXIR.normalize_options({"spell_points": p})["spell_points"] for p in (9, 11, 13, None)] == [
        9, 11, 13, None]


def test_draft_exhausted_piles_are_not_offered_and_draft_ends_when_all_are_empty() -> None:
    st = new_game(8, 2, spell_points=13)
    while st.phase is Phase.DRAFT:
        d = only(st)
        assert sorted(d.options) == [lvl for lvl in (1, 2, 3, 4) if st.piles[lvl]]
        # small spells first, then the biggest from 10 points on: 8 players overshoot to 15 each
        answer(st, d.seat, max(d.options) if spell_points(st, d.seat) >= 10 else min(d.options))
    assert all(not pile for pile in st.piles.values())
    assert sum(len(h) for h in st.spell_hands) == 56


def test_draft_ends_when_every_pile_is_empty_even_for_players_below_the_minimum() -> None:
    st = new_game(4, 2)
    for pile in st.piles.values():  # one spell left in each pile: 10 points for 4 players
        st.gone.extend(pile[1:])
        del pile[1:]
    while st.phase is Phase.DRAFT:
        d = only(st)
        answer(st, d.seat, min(d.options))
    assert st.phase is Phase.PLAY and only(st).kind == "turn"
    assert all(spell_points(st, s) < default_spell_points(4) for s in range(4))
    check_every_card_once(st)


def test_unchosen_spells_leave_the_game() -> None:
    st = at_first_turn(3, 1)
    drafted = sum(len(h) for h in st.spell_hands)
    assert all(not pile for pile in st.piles.values())
    assert len([c for c in st.gone if c >= 112]) == 56 - drafted
    assert ELIXIR.view(st, 0)["out_of_game"]["spells"] == 56 - drafted
    check_every_card_once(st)


# ---- deal and turn ------------------------------------------------------------------------


def test_deal_five_finds_each_and_the_rest_is_the_draw_deck() -> None:
    st = at_first_turn(5, 2)
    first = st.first_player
    assert first is not None
    assert [len(st.hands[s]) for s in range(5)] == [6 if s == first else 5 for s in range(5)]
    assert len(st.deck) == 112 - 25 - 1


def test_turn_begins_by_drawing_one_find() -> None:
    st = at_first_turn(4, 8)
    seat = st.current
    before = len(st.hands[seat])
    answer(st, seat, {"act": "end"})
    nxt = st.current
    assert nxt == (seat + 1) % 4
    assert len(st.hands[nxt]) == 6 and before == 6


def test_discards_are_shuffled_at_the_next_draw_when_the_deck_ran_out_with_no_discards() -> None:
    st = at_first_turn(4, 8)
    seat = st.current
    moved = list(st.deck)
    st.discard.extend(moved)
    st.deck.clear()
    outcome = answer(st, seat, {"act": "end"})
    kinds = [e.kind for e in outcome.events]
    assert "reshuffle" in kinds and kinds.index("reshuffle") < kinds.index("draw")
    assert st.discard == [] and len(st.deck) == len(moved) - 1
    check_every_card_once(st)


def _one_find_left() -> tuple[ElixirState, int, int, list[int]]:
    """The first turn, with one Find left in the deck and the rest of it in the discard pile."""
    st = at_first_turn(4, 8)
    last, *rest = list(st.deck)
    st.deck[:] = [last]
    st.discard.extend(rest)
    return st, st.current, last, rest


def test_discards_are_shuffled_into_a_new_deck_as_soon_as_the_last_find_is_drawn() -> None:
    st, seat, last, rest = _one_find_left()
    outcome = answer(st, seat, {"act": "end"})  # the next player draws the deck's last Find
    kinds = [e.kind for e in outcome.events]
    assert kinds.index("draw") < kinds.index("reshuffle"), "the new deck is made at once, not at the next draw"
    assert last in st.hands[st.current]
    assert st.discard == [] and sorted(st.deck) == sorted(rest)
    check_every_card_once(st)


def test_discards_are_shuffled_between_two_cards_of_one_draw_when_the_deck_runs_out() -> None:
    st, seat, last, rest = _one_find_left()
    got = draw(st, seat, 2)
    assert got[0] == last and len(got) == 2 and got[1] in rest
    assert st.discard == [] and len(st.deck) == len(rest) - 1
    check_every_card_once(st)


def test_draw_with_deck_and_discards_both_empty_gives_nothing() -> None:
    st = at_first_turn(4, 8)
    seat = st.current
    st.gone.extend(st.deck + st.discard)  # every other Find is out of reach
    st.deck.clear()
    st.discard.clear()
    before = len(st.hands[seat])
    assert draw(st, seat, 1) == [] and len(st.hands[seat]) == before
    assert st.events[-1].kind == "deck_empty"


def test_turn_allows_any_number_of_actions_then_passes_clockwise() -> None:
    st = at_first_turn(4, 8)
    seat = st.current
    tx = cards_where(lambda d: d.transaction is TransactionKind.MARKET_DAY)
    objs = cards_where(lambda d: d.kind is Kind.OBJECT and d.usable and d.reaction is None
                       and d.effect is not None and not d.any_time and d.target.value == "none")
    set_hand(st, seat, [tx[0], tx[1]] + objs[:1])
    reissue(st)
    acts = only(st).options
    assert {"act": "end"} in acts and {"act": "transaction", "card": tx[0]} in acts
    assert {"act": "transaction", "card": tx[1]} not in acts, "identical cards are offered once"


def _ingredient_cards(recipe: tuple[Ingredient, ...]) -> list[int]:
    chosen: list[int] = []
    for ing in recipe:
        chosen.append(next(c for c in cards_where(lambda d, i=ing: d.ingredient is i) if c not in chosen))
    return chosen


def _spell(level: int, index: int = 0) -> int:
    return [c for c in spells() if card_def(c).level == level][index]


def _cast_position(level: int = 2, players: int = 4, seed: int = 8) -> tuple[ElixirState, int, int, list[int]]:
    st = at_first_turn(players, seed)
    seat = st.current
    spell = _spell(level)
    keep = _spell(4, 7)
    set_spells(st, seat, [spell, keep])
    pay = _ingredient_cards(card_def(spell).recipe)
    set_hand(st, seat, pay)
    reissue(st)
    return st, seat, spell, pay


def test_cast_needs_every_ingredient_of_the_recipe() -> None:
    st, seat, spell, pay = _cast_position(level=3)
    assert any(o.get("spell") == spell for o in only(st).options)
    set_hand(st, seat, pay[:-1])
    reissue(st)
    assert not any(o.get("spell") == spell for o in only(st).options)


def test_cast_discards_ingredients_and_lays_the_spell_face_up() -> None:
    st, seat, spell, pay = _cast_position(level=2)
    events = cast(st, seat, spell, pay)
    assert all(c in st.discard for c in pay)
    cast_event = next(e for e in events if e.kind == "cast")
    assert cast_event.for_seat(None)["card"] == spell
    pass_window(st)
    assert spell in st.cast[seat] and spell not in st.spell_hands[seat]
    assert spell in ELIXIR.view(st, (seat + 1) % 4)["seats"][seat]["cast"]


def test_substitute_object_stands_in_for_a_missing_ingredient() -> None:
    st, seat, spell, pay = _cast_position(level=2)
    recipe = card_def(spell).recipe
    sub = next(c for c in cards_where(lambda d: d.kind is Kind.OBJECT and recipe[1] in d.substitutes))
    set_hand(st, seat, [pay[0], sub])
    reissue(st)
    options = [o for o in only(st).options if o.get("spell") == spell]
    assert options == [{"act": "cast", "spell": spell}]
    cast(st, seat, spell, [pay[0], sub])
    assert sub in st.discard


def _many_ways_position() -> tuple[ElixirState, int, int, list[list[int]]]:
    """The player to move holds a level-4 spell, one of each of its ingredients and every
    substitute: far more than 16 distinct ways of paying."""
    st, seat, spell, pay = _cast_position(level=4)
    subs = cards_where(lambda d: d.kind is Kind.OBJECT and bool(d.substitutes))
    set_hand(st, seat, pay + subs)
    reissue(st)
    ways = payment_ways(BOOK, st.hands[seat], card_def(spell))
    return st, seat, spell, ways


def test_cast_every_distinct_way_of_paying_is_available_not_only_the_first_16() -> None:
    st, seat, spell, ways = _many_ways_position()
    assert len(ways) > 16 and len({tuple(w) for w in ways}) == len(ways)
    assert [o for o in only(st).options if o.get("spell") == spell] == [{"act": "cast", "spell": spell}]
    answer(st, seat, {"act": "cast", "spell": spell})
    d = only(st)
    assert d.kind == "pay" and d.seat == seat and d.pick is not None and d.pick.sizes == (4,)
    assert d.prompt["spell"] == spell and d.prompt["suggest"] == ways[0]
    assert all(c in d.pick.among for way in ways for c in way)
    last = ways[-1]  # the way with the most substitutes: the very last one offered
    events = answer(st, seat, last).events
    cast_event = next(e for e in events if e.kind == "cast")
    assert cast_event.public["pay"] == last and all(c in st.discard for c in last)
    check_every_card_once(st)


def test_cast_payment_that_does_not_pay_the_recipe_is_refused_and_changes_nothing() -> None:
    st, seat, spell, _ = _many_ways_position()
    answer(st, seat, {"act": "cast", "spell": spell})
    d = only(st)
    assert d.pick is not None
    wrong = next(list(c) for c in combinations(d.pick.among, 4) if not pays_recipe(BOOK, list(c), card_def(spell)))
    before = ELIXIR.fingerprint(st)
    outcome = apply(st, Answer(d.id, seat, wrong))
    assert not outcome.accepted and outcome.reason is Reason.ILLEGAL_OPTION
    assert ELIXIR.fingerprint(st) == before
    outsider = next(c for c in st.hands[seat] if c not in d.pick.among) if len(d.pick.among) < len(
        st.hands[seat]) else None
    assert outsider is None or not apply(st, Answer(d.id, seat, [outsider, *d.pick.among[:3]])).accepted
    assert ELIXIR.fingerprint(st) == before


def test_cast_pay_question_is_asked_with_one_way_too_unless_the_whole_hand_pays() -> None:
    st, seat, spell, pay = _cast_position(level=3)  # the hand is exactly the recipe
    answer(st, seat, {"act": "cast", "spell": spell})
    assert {d.kind for d in pending(st)} == {"react"}, "the whole hand pays: nothing to ask"
    assert all(c in st.discard for c in pay)
    st, seat, spell, pay = _cast_position(level=3)
    junk = cards_where(lambda d: d.kind is Kind.OBJECT and not d.magical)[:2]
    set_hand(st, seat, pay + junk)  # one way of paying, and cards that pay nothing
    reissue(st)
    answer(st, seat, {"act": "cast", "spell": spell})
    d = only(st)
    assert d.kind == "pay" and d.pick is not None and sorted(d.pick.among) == sorted(pay)
    assert ELIXIR.view(st, (seat + 1) % 4)["pending"] == [{"id": d.id, "seat": seat, "kind": "pay"}], (
        "the others see the same question as when there is a choice")


def test_magical_object_is_discarded_after_use() -> None:
    st = at_first_turn(4, 8)
    seat = st.current
    obj = next(c for c in cards_where(lambda d: d.usable and d.reaction is None and d.effect is not None
                                      and d.target.value == "none"))
    set_hand(st, seat, [obj])
    reissue(st)
    answer(st, seat, {"act": "object", "card": obj})
    while pending(st) and pending(st)[0].kind == "react":
        pass_window(st)
    while pending(st) and pending(st)[0].kind != "turn":
        d = pending(st)[0]
        answer(st, d.seat, d.options[0] if d.options else list(d.pick.among[: d.pick.sizes[0]]))  # type: ignore[union-attr]
    assert obj in st.discard and obj not in st.hands[seat]


def test_non_magical_objects_cannot_be_used_alone() -> None:
    st = at_first_turn(4, 8)
    seat = st.current
    junk = cards_where(lambda d: d.kind is Kind.OBJECT and not d.magical)
    set_hand(st, seat, junk[:3])
    reissue(st)
    assert only(st).options == ({"act": "end"},)


# ---- play at any time -----------------------------------------------------------------------


def test_reaction_window_asks_every_other_seat_the_same_question() -> None:
    st, seat, spell, pay = _cast_position(level=2)
    counter = cards_where(lambda d: d.reaction is Reaction.COUNTER)[0]
    set_hand(st, (seat + 2) % 4, [counter])
    cast(st, seat, spell, pay)
    asked = pending(st)
    assert sorted(d.seat for d in asked) == sorted(s for s in range(4) if s != seat)
    assert {d.kind for d in asked} == {"react"}
    spectator = ELIXIR.view(st, None)["pending"]
    assert all(set(p) == {"id", "seat", "kind"} for p in spectator), "others see only who is asked"
    holder = decision_for(st, (seat + 2) % 4)
    assert {"act": "react", "card": counter} in holder.options


def _any_time_spell_in_a_window() -> tuple[ElixirState, int, int, int, list[int]]:
    """The player to move casts a spell; the next seat holds an any-time spell and two ways of
    paying it (its real ingredients, or an any-ingredient substitute for the first one)."""
    st, seat, spell, pay = _cast_position(level=2)
    reactor = (seat + 1) % 4
    quick = next(c for c in cards_where(lambda d: d.kind is Kind.SPELL and d.any_time and d.target.value == "none"))
    reals = _ingredient_cards(card_def(quick).recipe)
    pebble = cards_where(lambda d: d.kind is Kind.OBJECT and d.substitutes == frozenset(Ingredient))[0]
    set_spells(st, reactor, [quick, _spell(4, 6)])
    set_hand(st, reactor, [*reals, pebble])
    answer(st, seat, {"act": "cast", "spell": spell})
    return st, seat, reactor, quick, reals


def test_any_time_spell_cast_in_a_window_is_paid_when_it_is_cast() -> None:
    st, seat, reactor, quick, reals = _any_time_spell_in_a_window()
    cast_option = {"act": "cast", "spell": quick}
    assert cast_option in decision_for(st, reactor).options
    for d in pending(st):
        answer(st, d.seat, cast_option if d.seat == reactor else {"act": "pass"})
    d = only(st)
    assert d.kind == "pay" and d.seat == reactor, "the payment is chosen as the spell is cast"
    cast_event = next(e for e in answer(st, reactor, sorted(reals)).events if e.kind == "cast")
    assert cast_event.public["card"] == quick and cast_event.public["pay"] == sorted(reals)
    assert all(c in st.discard for c in reals)


def test_any_time_spell_fizzles_when_the_hand_no_longer_pays_as_it_is_cast() -> None:
    st, seat, reactor, quick, reals = _any_time_spell_in_a_window()
    answer(st, reactor, {"act": "cast", "spell": quick})
    st.discard.extend(st.hands[reactor])  # as if an earlier reaction had taken the reactor's Finds
    st.hands[reactor].clear()
    events: list[str] = []
    for d in pending(st):
        events += [e.kind for e in answer(st, d.seat, {"act": "pass"}).events]
    assert "fizzle" in events and quick in st.spell_hands[reactor]
    check_every_card_once(st)


def _asleep_next_player(soap: bool) -> tuple[ElixirState, int, int]:
    """The player to move is about to end the turn; the next player is asleep (skips a turn)
    and, with `soap`, holds an any-time object that washes a lasting effect off."""
    st = at_first_turn(4, 8)
    seat = st.current
    sleeper = (seat + 1) % 4
    add_modifier(st, "asleep", sleeper, source=seat, card=None, turns=1)
    if soap:
        bar = cards_where(lambda d: d.key == "obj.bar_of_soap")[0]
        set_hand(st, sleeper, [bar, *st.hands[sleeper][:2]])
    reissue(st)
    return st, seat, sleeper


def test_turn_start_window_opens_before_a_lasting_effect_takes_hold_and_the_player_may_wash_it_off() -> None:
    st, seat, sleeper = _asleep_next_player(soap=True)
    soap = cards_where(lambda d: d.key == "obj.bar_of_soap")[0]
    answer(st, seat, {"act": "end"})
    asked = pending(st)
    assert {d.kind for d in asked} == {"react"} and st.current == sleeper
    assert {"act": "object", "card": soap} in decision_for(st, sleeper).options
    for d in asked:
        answer(st, d.seat, {"act": "object", "card": soap} if d.seat == sleeper else {"act": "pass"})
    pass_window(st)  # the others may answer the soap itself
    assert not [m for m in st.modifiers if m.seat == sleeper], "washed off before it took hold"
    assert only(st).kind == "turn" and only(st).seat == sleeper, "the player is awake and plays the turn"


def test_turn_start_window_unanswered_lets_the_effect_take_hold() -> None:
    st, seat, sleeper = _asleep_next_player(soap=False)
    answer(st, seat, {"act": "end"})
    events: list[str] = []
    for d in pending(st):
        events += [e.kind for e in answer(st, d.seat, {"act": "pass"}).events]
    assert "turn_skipped" in events and st.current == (sleeper + 1) % 4


def test_turn_start_window_asks_every_seat_the_same_question_or_none() -> None:
    st, seat, sleeper = _asleep_next_player(soap=True)
    answer(st, seat, {"act": "end"})
    asked = pending(st)
    assert sorted(d.seat for d in asked) == [0, 1, 2, 3], "every seat, the player included"
    assert len({repr(sorted(d.prompt.items())) for d in asked}) == 1, "one question for all"
    assert asked[0].prompt["moment"] == "turn_start" and asked[0].prompt["target"] == sleeper
    assert any(d.options == ({"act": "pass"},) for d in asked), "seats with nothing to play are asked too"
    spectator = ELIXIR.view(st, None)["pending"]
    assert all(set(p) == {"id", "seat", "kind"} for p in spectator)
    # no lasting effect about to act: nobody is asked anything before the turn
    calm = at_first_turn(4, 8)
    answer(calm, calm.current, {"act": "end"})
    assert only(calm).kind == "turn"


def test_counter_makes_a_spell_fail_and_return_to_its_casters_hand() -> None:
    st, seat, spell, pay = _cast_position(level=2)
    reactor = (seat + 1) % 4
    counter = cards_where(lambda d: d.reaction is Reaction.COUNTER)[0]
    set_hand(st, reactor, [counter])
    cast(st, seat, spell, pay)
    for d in pending(st):
        answer(st, d.seat, {"act": "react", "card": counter} if d.seat == reactor else {"act": "pass"})
    pass_window(st)  # the window opened by the counter itself
    assert spell in st.spell_hands[seat] and spell not in st.cast[seat]
    assert all(c in st.discard for c in pay) and counter in st.discard
    check_every_card_once(st)


def test_simultaneous_reactions_resolve_in_turn_order_from_the_current_player() -> None:
    st, seat, _, _ = _cast_position(level=2)
    spell = next(c for c in spells() if card_def(c).level == 2 and card_def(c).target is Target.EVERYONE)
    pay = _ingredient_cards(card_def(spell).recipe)
    set_spells(st, seat, [spell, _spell(4, 7)])
    set_hand(st, seat, pay)
    reissue(st)
    shields = cards_where(lambda d: d.reaction is Reaction.PROTECT)
    later, earlier = (seat + 3) % 4, (seat + 1) % 4
    set_hand(st, later, [shields[0]])
    set_hand(st, earlier, [shields[1]])
    cast(st, seat, spell, pay)
    reactors: list[int] = []
    # the later seat answers first: answering order must not matter, turn order does
    for s, card in ((later, shields[0]), ((seat + 2) % 4, None), (earlier, shields[1])):
        out = answer(st, s, {"act": "react", "card": card} if card is not None else {"act": "pass"})
        reactors += [e.public["seat"] for e in out.events if e.kind == "reaction"]
    while pending(st) and pending(st)[0].kind == "react":
        for d in pending(st):
            out = answer(st, d.seat, {"act": "pass"})
            reactors += [e.public["seat"] for e in out.events if e.kind == "reaction"]
    assert reactors == [earlier, later]


def test_divert_gives_an_aimed_spell_a_new_target() -> None:
    st, seat, _, _ = _cast_position(level=1)
    spell = _spell(1)
    pay = _ingredient_cards(card_def(spell).recipe)
    set_spells(st, seat, [spell, _spell(4, 7)])
    set_hand(st, seat, pay)
    reissue(st)
    victim, reactor = (seat + 1) % 4, (seat + 2) % 4
    divert = cards_where(lambda d: d.reaction is Reaction.DIVERT)[0]
    set_hand(st, reactor, [divert])
    cast(st, seat, spell, pay)
    answer(st, seat, victim)
    for d in pending(st):
        answer(st, d.seat, {"act": "react", "card": divert} if d.seat == reactor else {"act": "pass"})
    pass_window(st)
    new_target = (seat + 3) % 4
    answer(st, reactor, new_target)
    assert only(st).kind == "forfeit" and only(st).seat == new_target


def test_protect_spares_the_reactor_from_a_play_aimed_at_them() -> None:
    st, seat, _, _ = _cast_position(level=1)
    spell = _spell(1)
    pay = _ingredient_cards(card_def(spell).recipe)
    set_spells(st, seat, [spell, _spell(4, 7)])
    set_hand(st, seat, pay)
    reissue(st)
    victim = (seat + 1) % 4
    shield = cards_where(lambda d: d.reaction is Reaction.PROTECT)[0]
    set_hand(st, victim, [shield])
    cast(st, seat, spell, pay)
    answer(st, seat, victim)
    for d in pending(st):
        answer(st, d.seat, {"act": "react", "card": shield} if d.seat == victim else {"act": "pass"})
    out_events: list[str] = []
    for d in pending(st):
        out_events += [e.kind for e in answer(st, d.seat, {"act": "pass"}).events]
    assert "protected" in out_events
    assert only(st).kind == "turn" and only(st).seat == seat


# ---- level-1 spells: suffer or pay ----------------------------------------------------------


def _forfeit_position(victim_hand: int, **options: Any) -> tuple[ElixirState, int, int, int]:
    st = at_first_turn(4, 8, **options)
    seat = st.current
    spell = _spell(1, 3)
    pay = _ingredient_cards(card_def(spell).recipe)
    set_spells(st, seat, [spell, _spell(4, 7)])
    set_hand(st, seat, pay)
    victim = (seat + 1) % 4
    others = [c for c in cards_where(lambda d: d.kind is Kind.OBJECT and not d.magical)]
    set_hand(st, victim, others[:victim_hand])
    reissue(st)
    cast(st, seat, spell, pay)
    answer(st, seat, victim)
    pass_window(st)
    assert only(st).kind == "forfeit" and only(st).seat == victim
    return st, seat, victim, spell


def test_level_one_spell_victim_chooses_to_suffer_the_effect() -> None:
    st, seat, victim, spell = _forfeit_position(4)
    assert only(st).options == ("suffer", "pay")
    answer(st, victim, "suffer")
    mods = [m for m in st.modifiers if m.seat == victim]
    assert mods and mods[0].card == spell and mods[0].source == seat
    assert ELIXIR.view(st, None)["seats"][victim]["modifiers"][0]["key"] == mods[0].key


def test_level_one_spell_victim_may_instead_give_two_finds_of_their_choice() -> None:
    st, seat, victim, _ = _forfeit_position(4)
    answer(st, victim, "pay")
    d = only(st)
    assert d.kind == "forfeit_pay" and d.pick is not None and d.pick.sizes == (2,)
    chosen = sorted(st.hands[victim])[:2]
    before = len(st.hands[seat])
    answer(st, victim, chosen)
    assert all(c in st.hands[seat] for c in chosen) and len(st.hands[seat]) == before + 2
    assert not [m for m in st.modifiers if m.seat == victim]


@pytest.mark.parametrize("held", [0, 1, 2])
def test_level_one_spell_victim_with_fewer_finds_gives_what_they_have(held: int) -> None:
    st, seat, victim, _ = _forfeit_position(held)
    answer(st, victim, "pay")
    assert st.hands[victim] == [] and only(st).kind == "turn"
    assert not [m for m in st.modifiers if m.seat == victim]


def test_level_one_spell_italian_variant_caster_draws_two_at_random() -> None:
    st, seat, victim, _ = _forfeit_position(5, forfeit_payment="caster_draws")
    before = set(st.hands[victim])
    answer(st, victim, "pay")
    assert len(st.hands[victim]) == 3 and only(st).kind == "turn"
    assert len(before - set(st.hands[victim])) == 2


# ---- transactions -------------------------------------------------------------------------


def _transaction_position(kind: TransactionKind, hands: list[int], direction: int = 1) -> tuple[ElixirState, int, int]:
    """Seat to move opens `kind`; `hands[k]` is the hand size of the k-th seat in turn order."""
    st = at_first_turn(4, 8)
    st.direction = direction
    seat = st.current
    tx = cards_where(lambda d: d.transaction is kind)[0]
    fillers = [c for c in finds() if card_def(c).kind is Kind.INGREDIENT]
    used = 0
    for k, s in enumerate(st.seats_from(seat)):
        own = fillers[used:used + hands[k]]
        used += hands[k]
        set_hand(st, s, own + ([tx] if s == seat else []))
    reissue(st)
    answer(st, seat, {"act": "transaction", "card": tx})
    return st, seat, tx


def test_flea_market_equal_face_down_stakes_shuffled_then_picked_from_the_opener_clockwise() -> None:
    st, seat, tx = _transaction_position(TransactionKind.FLEA_MARKET, [3, 3, 1, 3])
    stake = sorted(st.hands[seat])[:2]
    answer(st, seat, stake)
    asked = sorted(d.seat for d in pending(st))
    assert asked == sorted([(seat + 1) % 4, (seat + 3) % 4]), "a player with too few Finds is not asked"
    assert all(d.pick is not None and d.pick.sizes == (0, 2) for d in pending(st))
    spectator = ELIXIR.view(st, None)
    assert spectator["table"]["face_up"] == [{"card": tx, "owner": seat, "why": "transaction"}]
    joiner, decliner = (seat + 1) % 4, (seat + 3) % 4
    answer(st, decliner, [])
    answer(st, joiner, sorted(st.hands[joiner])[:2])
    laid = ELIXIR.view(st, None)["transaction"]["laid"]
    assert len(laid) == 4
    pickers = []
    while st.transaction is not None and pending(st) and pending(st)[0].kind == "flea_pick":
        d = only(st)
        pickers.append(d.seat)
        answer(st, d.seat, d.options[0])
    assert pickers == [seat, joiner, seat]  # the last card goes to the joiner without asking
    assert len(st.hands[seat]) == 3 and len(st.hands[joiner]) == 3
    assert tx in st.discard
    check_every_card_once(st)


def test_market_day_each_player_in_turn_trades_two_finds_for_one_as_often_as_they_like() -> None:
    st, seat, _ = _transaction_position(TransactionKind.MARKET_DAY, [4, 2, 1, 3])
    order = []
    while pending(st) and only(st).kind == "market_trade":
        d = only(st)
        order.append(d.seat)
        hand = sorted(st.hands[d.seat])
        answer(st, d.seat, hand[:2] if d.seat == seat and len(hand) >= 2 else [])
    # opener trades 4 -> 3 -> 2 -> 1 then stops (fewer than 2); next players once each
    assert order == [seat, seat, seat, (seat + 1) % 4, (seat + 3) % 4]
    assert len(st.hands[seat]) == 1


def test_auction_minimum_bid_counter_bids_highest_bidder_pays_and_takes_the_lot() -> None:
    st, seat, _ = _transaction_position(TransactionKind.AUCTION, [3, 5, 5, 1])
    lot = sorted(st.hands[seat])[:2]
    answer(st, seat, lot)
    answer(st, seat, "face_down")
    a, b, c = (seat + 1) % 4, (seat + 2) % 4, (seat + 3) % 4
    d = only(st)
    assert d.seat == a and d.options == (0, 2, 3, 4, 5), "the minimum bid is the lot's size"
    answer(st, a, 2)
    assert only(st).seat == b and only(st).options[1] == 3
    answer(st, b, 3)
    assert only(st).seat == a, "c holds 1 Find and cannot bid; a may counter-bid"
    answer(st, a, 4)
    answer(st, b, 0)
    d = only(st)
    assert d.kind == "auction_pay" and d.seat == a and d.pick is not None and d.pick.sizes == (4,)
    paid = sorted(st.hands[a])[:4]
    answer(st, a, paid)
    assert all(x in st.hands[seat] for x in paid) and all(x in st.hands[a] for x in lot)
    assert c in range(4)
    check_every_card_once(st)


def test_auction_a_player_with_too_few_finds_to_outbid_is_passed_over_and_the_table_is_told() -> None:
    """A tester holding too few Finds to beat the bid was skipped, and the log never said so."""
    st, seat, _ = _transaction_position(TransactionKind.AUCTION, [3, 5, 5, 1])
    answer(st, seat, sorted(st.hands[seat])[:2])
    answer(st, seat, "face_up")
    a, b, c = (seat + 1) % 4, (seat + 2) % 4, (seat + 3) % 4
    answer(st, a, 2)
    out = answer(st, b, 3)
    assert [dict(e.public) for e in out.events if e.kind == "bid_pass"] == [{"seat": c, "why": "too_few"}]
    assert only(st).seat == a


def test_auction_with_no_bid_the_seller_takes_the_lot_back() -> None:
    st, seat, _ = _transaction_position(TransactionKind.AUCTION, [3, 5, 5, 5])
    lot = sorted(st.hands[seat])[:1]
    answer(st, seat, lot)
    answer(st, seat, "face_up")
    for _ in range(3):
        answer(st, only(st).seat, 0)
    assert lot[0] in st.hands[seat]
    assert only(st).kind == "auction_offer" and only(st).seat == (seat + 1) % 4


def test_auction_face_down_lot_is_hidden_from_the_other_players() -> None:
    st, seat, _ = _transaction_position(TransactionKind.AUCTION, [3, 5, 5, 5])
    lot = sorted(st.hands[seat])[:2]
    answer(st, seat, lot)
    out = answer(st, seat, "face_down")
    other = (seat + 1) % 4
    view = ELIXIR.view(st, other)
    assert view["seats"][seat]["face_down"] == 2
    assert not set(lot) & {c["card"] for c in view["table"]["face_up"]}
    assert all(not set(lot) & set(e.for_seat(other).get("cards", [])) for e in out.events)
    assert set(ELIXIR.view(st, seat)["table"]["mine"]) == set(lot)


def test_auction_payment_is_seen_only_by_the_payer_and_the_seller() -> None:
    st, seat, _ = _transaction_position(TransactionKind.AUCTION, [3, 5, 5, 1])
    answer(st, seat, sorted(st.hands[seat])[:1])
    answer(st, seat, "face_up")
    bidder = (seat + 1) % 4
    bid = next(e for e in answer(st, bidder, 2).events if e.kind == "bid")
    assert bid.for_seat(None)["amount"] == 2, "the bid is public"
    answer(st, (seat + 2) % 4, 0)
    paid = sorted(st.hands[bidder])[:2]
    out = answer(st, bidder, paid)
    give = next(e for e in out.events if e.kind == "give")
    assert give.for_seat(seat)["cards"] == paid and give.for_seat(bidder)["cards"] == paid
    for other in (None, (seat + 2) % 4, (seat + 3) % 4):
        assert "cards" not in give.for_seat(other) and give.for_seat(other)["count"] == 2


def test_reversed_turn_direction_reverses_flea_market_picking_order() -> None:
    st, seat, _ = _transaction_position(TransactionKind.FLEA_MARKET, [3, 3, 3, 3], direction=-1)
    answer(st, seat, sorted(st.hands[seat])[:1])
    for d in pending(st):
        answer(st, d.seat, sorted(st.hands[d.seat])[:1])
    pickers = []
    while pending(st) and pending(st)[0].kind == "flea_pick":
        d = only(st)
        pickers.append(d.seat)
        answer(st, d.seat, d.options[0])
    assert pickers == [seat, (seat - 1) % 4, (seat - 2) % 4], "the last Find goes to seat - 3 unasked"


def test_reversed_turn_direction_reverses_auction_sellers_and_bidders() -> None:
    st, seat, _ = _transaction_position(TransactionKind.AUCTION, [3, 3, 3, 3], direction=-1)
    sellers, bidders = [], []
    while pending(st) and only(st).kind in ("auction_offer", "auction_face", "bid"):
        d = only(st)
        if d.kind == "auction_offer":
            sellers.append(d.seat)
            answer(st, d.seat, sorted(st.hands[d.seat])[:1] if d.seat == seat else [])
        elif d.kind == "auction_face":
            answer(st, d.seat, "face_up")
        else:
            bidders.append(d.seat)
            answer(st, d.seat, 0)
    assert sellers == [seat, (seat - 1) % 4, (seat - 2) % 4, (seat - 3) % 4]
    assert bidders == [(seat - 1) % 4, (seat - 2) % 4, (seat - 3) % 4]


def test_reversed_turn_direction_reverses_market_day_order() -> None:
    st, seat, _ = _transaction_position(TransactionKind.MARKET_DAY, [2, 2, 2, 2], direction=-1)
    order = []
    while pending(st) and only(st).kind == "market_trade":
        d = only(st)
        order.append(d.seat)
        answer(st, d.seat, [])
    assert order == [seat, (seat - 1) % 4, (seat - 2) % 4, (seat - 3) % 4]


# ---- the end ------------------------------------------------------------------------------


def test_game_ends_as_soon_as_a_player_has_no_spell_and_that_player_wins() -> None:
    st = at_first_turn(4, 8)
    seat = st.current
    spell = _spell(2)
    pay = _ingredient_cards(card_def(spell).recipe)
    set_spells(st, seat, [spell])
    set_hand(st, seat, pay)
    reissue(st)
    cast(st, seat, spell, pay)
    assert not st.over, "a spell being cast is still held until it resolves"
    out = None
    for d in pending(st):
        out = answer(st, d.seat, {"act": "pass"})
    assert st.over and st.winner == seat and pending(st) == []
    assert out is not None and out.events[-1].kind == "game_over"
    assert ELIXIR.result(st) is not None and ELIXIR.result(st)["winners"] == [seat]  # type: ignore[index]


def test_uncast_spell_levels_are_public_but_not_their_identities() -> None:
    st = at_first_turn(4, 8)
    for viewer in (None, 0, 1):
        v = ELIXIR.view(st, viewer)
        for seat in range(4):
            assert v["seats"][seat]["spell_levels"] == sorted(card_def(c).level for c in st.spell_hands[seat])
    v = ELIXIR.view(st, 1)
    assert v["spells"] == sorted(st.spell_hands[1]) and "spells" not in ELIXIR.view(st, None)
    assert not set(st.spell_hands[0]) & set(_all_ints(v["seats"]))


def _all_ints(data: Any) -> list[int]:
    if isinstance(data, dict):
        return [i for v in data.values() for i in _all_ints(v)]
    if isinstance(data, list):
        return [i for v in data for i in _all_ints(v)]
    return [data] if isinstance(data, int) and not isinstance(data, bool) else []


def test_every_card_instance_is_one_of_the_168() -> None:
    assert len(all_instances()) == 168


def test_deck_draw_order_is_hidden_from_views() -> None:
    st = at_first_turn(4, 8)
    v = ELIXIR.view(st, 0)
    assert v["deck"] == len(st.deck) and isinstance(v["deck"], int)
    put_on_deck(st, [st.deck[0]])
    assert ELIXIR.view(st, 0)["deck"] == v["deck"]
