"""Every rule of the Magicoa rule book, one named test each (docs/RULES.md maps rules to tests).

Potions are arranged by id (engine/magicoa/potions.py): plain potions 1 (blue, 2), 9 (green, 2),
17 (red, 5), 24 (yellow, 4), 31 (purple, 5), 36 (purple, 6); powers: Triple Blue 27, 33; Triple
Green 19, 35; Exchange 12, 29; Indiscretion 8, 32; Double bid 5, 21, 34; Equality 4, 15, 30.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.decisions import Answer
from engine.core.machine import Reason, apply, pending
from engine.core.replay import state_hash
from engine.magicoa.choosing import CHOOSE_GOLD
from engine.magicoa.game import MAGICOA
from engine.magicoa.gold import seat_gold
from engine.magicoa.potions import potion
from engine.magicoa.scoring import score, winners
from engine.magicoa.state import ROUNDS, MagicoaState, pile_size
from tests.magicoa.helpers import (
    answer,
    check_every_card_once,
    choose_all,
    decision_for,
    g,
    give,
    kinds,
    new_game,
    only,
    set_row,
    start,
)

PLAIN_ROW = [1, 17, 24, 31]  # no powers: every keep is automatic
ONE = {"slots": [0]}


def bid(st: MagicoaState, seat: int, *slots: int) -> Any:
    """`seat` lays its next card on `slots`; returns the outcome."""
    d = only(st)
    assert d.kind == "bid" and d.seat == seat, d
    return answer(st, seat, {"slots": list(slots)})


def play_until(st: MagicoaState, kind: str, skip: int = 0) -> list[Any]:
    """Answer every decision with its first option until one of `kind` is asked (after `skip`
    such decisions have been answered too); returns the events on the way."""
    events: list[Any] = []
    while True:
        d = pending(st)[0]
        if d.kind == kind:
            if skip == 0:
                return events
            skip -= 1
        events += apply(st, Answer(d.id, d.seat, d.options[0])).events
        assert not st.over, f"the game ended before a {kind} decision"


# ---- set-up ------------------------------------------------------------------------------

@pytest.mark.parametrize(("players", "pile"), [(3, 19), (4, 25), (5, 31), (6, 37)])
def test_setup_pile_19_25_31_37_by_player_count_rest_leave_unseen(players: int, pile: int) -> None:
    st = new_game(players, seed=players)
    assert len(st.pile) + len(st.row) == pile == pile_size(players)
    assert len(st.box) == 37 - pile
    for seat in range(players):
        assert MAGICOA.view(st, seat)["out_of_game"]["unwon"] == []
    check_every_card_once(st)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_setup_row_one_face_down_and_the_rest_face_up(players: int) -> None:
    st = new_game(players, seed=11)
    assert len(st.row) == players
    assert [s.face_down for s in st.row] == [True] + [False] * (players - 1)
    row = MAGICOA.view(st, None)["row"]
    assert row[0]["potion"] is None and all(s["potion"] is not None for s in row[1:])


@pytest.mark.parametrize("players", [3, 6])
def test_setup_each_player_gets_the_twelve_gold_of_one_colour(players: int) -> None:
    st = new_game(players, seed=2)
    for seat in range(players):
        assert sorted(st.hands[seat]) == list(seat_gold(seat))
        assert MAGICOA.view(st, None)["seats"][seat]["hand"] == list(range(1, 13))


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_setup_counts_each_round_uses_n_potions_one_left_for_the_last_exchange_and_all_gold_used(
        players: int) -> None:
    # The arithmetic: 6 rounds of a row of n potions use 6n; the pile holds 6n + 1, so one
    # potion is left for the Exchange after round 5's refill; 6 rounds of 2 gold use all 12.
    assert pile_size(players) == ROUNDS * players + 1
    assert ROUNDS * 2 == 12
    st = new_game(players, seed=5)
    rows = []
    while not st.over:
        d = pending(st)[0]
        outcome = apply(st, Answer(d.id, d.seat, d.options[0]))
        rows += [len(e.public["row"]) for e in outcome.events if e.kind in ("round_start", "refill")]
        if d.kind == "exchange":
            assert st.pile, "the Exchange always finds a pile"
    assert st.round == ROUNDS
    assert all(r == players for r in rows)
    assert len(st.pile) == 1
    assert all(h == [] and f == [] for h, f in zip(st.hands, st.in_front, strict=True))
    assert len(st.gone) == 12 * players


def test_first_player_is_drawn_at_random_from_the_seed() -> None:
    firsts = {new_game(4, seed).first_player for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert new_game(4, 7).first_player == new_game(4, 7).first_player


def test_first_player_passes_to_the_left_each_round() -> None:
    st = new_game(5, seed=3)
    firsts = [st.first_player]
    while not st.over:
        d = pending(st)[0]
        outcome = apply(st, Answer(d.id, d.seat, d.options[0]))
        firsts += [e.public["seat"] for e in outcome.events if e.kind == "first_player"]
    assert firsts == [(firsts[0] + r) % 5 for r in range(ROUNDS)]


def test_the_game_lasts_six_rounds() -> None:
    st = new_game(3, seed=8)
    starts = []
    while not st.over:
        d = pending(st)[0]
        outcome = apply(st, Answer(d.id, d.seat, d.options[0]))
        starts += [e.public["round"] for e in outcome.events if e.kind == "round_start"]
    assert [1, *starts] == [1, 2, 3, 4, 5, 6]
    assert MAGICOA.result(st) is not None


# ---- the secret choice of gold ------------------------------------------------------------

def test_choose_every_seat_is_asked_at_the_same_time() -> None:
    st = new_game(4)
    waiting = pending(st)
    assert [d.seat for d in waiting] == [0, 1, 2, 3]
    assert all(d.kind == CHOOSE_GOLD and d.prompt == {"round": 1} for d in waiting)
    answer(st, 2, [g(2, 3), g(2, 9)])
    assert [d.seat for d in pending(st)] == [0, 1, 3]


def test_choose_options_are_every_ordered_pair_of_two_cards_in_hand() -> None:
    st = new_game(3)
    options = decision_for(st, 1).options
    assert len(options) == 12 * 11
    assert [g(1, 4), g(1, 7)] in options and [g(1, 7), g(1, 4)] in options
    assert [g(1, 4), g(1, 4)] not in options
    assert all(a != b for a, b in options)


def test_choose_is_secret_nothing_tells_who_chose_what_until_everyone_has() -> None:
    st = new_game(4)
    views_before = {s: MAGICOA.view(st, s) for s in (None, 0, 2, 3)}
    outcome = answer(st, 1, [g(1, 12), g(1, 1)])
    assert outcome.events == ()
    for s, before in views_before.items():
        assert MAGICOA.view(st, s) == before, f"seat {s} learned something"
    assert MAGICOA.view(st, 1)["chosen"] == [g(1, 12), g(1, 1)]
    assert [a["seat"] for a in MAGICOA.view(st, None)["pending"]] == [0, 1, 2, 3]
    outcomes = [answer(st, s, [g(s, 2), g(s, 3)]) for s in (0, 2, 3)]
    assert [kinds(o) for o in outcomes[:2]] == [[], []]
    assert kinds(outcomes[2])[0] == "gold_chosen"
    assert all(e.for_seat(None).keys() == {"kind", "round"} for e in outcomes[2].events if e.kind == "gold_chosen")


def test_chosen_cards_leave_the_hand_and_lie_face_down_in_front() -> None:
    st = start(4)
    choose_all(st, {0: (5, 6), 1: (7, 8), 2: (9, 10), 3: (11, 12)})
    assert g(0, 5) not in st.hands[0] and st.in_front[0] == [g(0, 5), g(0, 6)]
    spectator = MAGICOA.view(st, None)
    assert [s["in_front"] for s in spectator["seats"]] == [2, 2, 2, 2]
    assert "chosen" not in spectator
    assert MAGICOA.view(st, 0)["chosen"] == [g(0, 5), g(0, 6)]
    assert MAGICOA.view(st, 1)["chosen"] == [g(1, 7), g(1, 8)]


# ---- bidding -------------------------------------------------------------------------------

def test_bidding_round_one_in_turn_order_from_the_first_player_with_the_first_card() -> None:
    st = start(4, first=2)
    choose_all(st, {0: (5, 6), 1: (7, 8), 2: (9, 10), 3: (11, 12)})
    asked = []
    for _ in range(4):
        d = only(st)
        asked.append((d.seat, d.prompt["gold"]["value"], d.prompt["bidding_round"]))
        answer(st, d.seat, d.options[-1])
    assert asked == [(2, 9, 1), (3, 11, 1), (0, 5, 1), (1, 7, 1)]


def test_bidding_round_two_bids_the_other_card_in_the_same_order() -> None:
    st = start(3, first=1)
    set_row(st, [1, 17, 24])
    choose_all(st, {0: (1, 12), 1: (2, 11), 2: (3, 10)})
    for seat in (1, 2, 0):
        bid(st, seat, {1: 0, 2: 1, 0: 2}[seat])
    d = only(st)
    assert (d.seat, d.prompt) == (1, {"gold": {"id": g(1, 11), "seat": 1, "value": 11}, "bidding_round": 2})


def test_bid_on_a_potion_with_gold_needs_a_strictly_higher_card() -> None:
    st = start(3)
    set_row(st, [1, 17, 24])
    choose_all(st, {0: (6, 1), 1: (6, 2), 2: (7, 3)})
    bid(st, 0, 1)
    assert {"slots": [1]} not in only(st).options  # 6 on 6: equal is not enough
    refused = apply(st, Answer(only(st).id, 1, {"slots": [1]}))
    assert not refused.accepted and refused.reason is Reason.ILLEGAL_OPTION
    bid(st, 1, 2)
    assert {"slots": [1]} in only(st).options  # 7 on 6
    outcome = bid(st, 2, 1)
    event = next(e for e in outcome.events if e.kind == "bid")
    assert event.public["covered"] == [g(0, 6)]
    assert [b["gold"]["value"] for b in MAGICOA.view(st, None)["row"][1]["bids"]] == [6, 7]


def test_bid_is_asked_even_when_one_placement_is_legal() -> None:
    st = start(3)
    choose_all(st, {0: (10, 1), 1: (11, 2), 2: (3, 4)})
    bid(st, 0, 0)
    bid(st, 1, 1)
    assert only(st).options == ({"slots": [2]},)


def test_a_card_that_fits_nowhere_leaves_the_game() -> None:
    st = start(3)
    set_row(st, [1, 17, 24])
    choose_all(st, {0: (10, 1), 1: (11, 2), 2: (12, 3)})
    bid(st, 0, 0)
    bid(st, 1, 1)
    outcome = bid(st, 2, 2)  # round two: 1, 2 and 3 fit nowhere, nobody is asked
    lost = [e.public for e in outcome.events if e.kind == "gold_lost"]
    assert [(e["seat"], e["gold"]["value"]) for e in lost] == [(0, 1), (1, 2), (2, 3)]
    assert {g(0, 1), g(1, 2), g(2, 3)} <= set(st.gone)
    assert "bid" not in kinds(outcome)[1:]
    check_every_card_once(st)


# ---- end of round ----------------------------------------------------------------------------

def test_the_top_card_wins_the_potion() -> None:
    st = start(4)
    set_row(st, PLAIN_ROW)
    choose_all(st, {0: (5, 9), 1: (7, 1), 2: (3, 10), 3: (2, 4)})
    bid(st, 0, 1)   # 5 on slot 1
    bid(st, 1, 1)   # 7 covers it
    bid(st, 2, 2)   # 3 on slot 2
    bid(st, 3, 3)   # 2 on slot 3
    bid(st, 0, 2)   # 9 covers the 3
    bid(st, 1, 0)   # 1 on the empty slot 0
    bid(st, 2, 3)   # 10 covers the 2
    outcome = bid(st, 3, 0)   # 4 covers the 1
    won = [(e.public["seat"], e.public["slot"]) for e in outcome.events if e.kind == "potion_won"]
    assert won == [(3, 0), (1, 1), (0, 2), (2, 3)]
    assert (st.points[0], st.points[1], st.points[2], st.points[3]) == ([24], [17], [31], [1])


def test_a_seat_may_win_several_potions_and_a_seat_none() -> None:
    st = start(3)
    set_row(st, [1, 17, 24])
    choose_all(st, {0: (11, 12), 1: (1, 2), 2: (3, 4)})
    bid(st, 0, 0)
    bid(st, 1, 1)
    bid(st, 2, 2)
    bid(st, 0, 1)   # 12 covers the 1; then seat 1's 2 fits nowhere
    bid(st, 2, 2)   # 4 covers the 3
    assert (sorted(st.points[0]), st.points[1], st.points[2]) == ([1, 17], [], [24])


def test_the_face_down_potion_is_revealed_to_all_at_the_end_of_bidding() -> None:
    st = start(3)
    set_row(st, [36, 17, 24])
    choose_all(st, {0: (5, 10), 1: (7, 11), 2: (9, 12)})
    for seat in (0, 1, 2, 0, 1):
        assert MAGICOA.view(st, None)["row"][0]["potion"] is None
        bid(st, seat, 0)
    outcome = bid(st, 2, 0)
    reveal = next(e for e in outcome.events if e.kind == "reveal")
    assert reveal.for_seat(None) == {"kind": "reveal", "slot": 0, "potion": potion(36).to_data()}


def test_unwon_potions_and_all_played_gold_leave_the_game() -> None:
    st = start(3)
    set_row(st, [1, 17, 24])
    choose_all(st, {0: (5, 6), 1: (7, 8), 2: (9, 10)})
    for seat in (0, 1, 2):
        bid(st, seat, 0)
    for seat in (0, 1):
        bid(st, seat, 1)
    outcome = bid(st, 2, 1)
    unwon = [e.public for e in outcome.events if e.kind == "potion_unwon"]
    assert unwon == [{"slot": 2, "potion": potion(24).to_data()}]
    assert 24 in st.box
    out = MAGICOA.view(st, None)["out_of_game"]
    assert out["unwon"] == [potion(24).to_data()]
    assert sorted(x["value"] for x in out["gold"]) == [5, 6, 7, 8, 9, 10]
    check_every_card_once(st)


def test_the_row_is_refilled_from_the_pile_after_each_round() -> None:
    st = start(4)
    top = st.pile[:4]
    events = play_until(st, CHOOSE_GOLD, skip=4)
    refill = next(e for e in events if e.kind == "refill")
    assert [s.potion for s in st.row] == top
    assert refill.public["row"][0] is None
    assert [p["id"] for p in refill.public["row"][1:]] == top[1:]


# ---- keeping: points or power -------------------------------------------------------------------

def test_keep_a_potion_with_a_power_for_its_points_or_its_power() -> None:
    st = start(3)
    set_row(st, [1, 29, 24])
    choose_all(st, {0: (5, 6), 1: (7, 8), 2: (9, 10)})
    for seat, slot in ((0, 0), (1, 1), (2, 2), (0, 0), (1, 1), (2, 2)):
        bid(st, seat, slot)
    d = only(st)
    assert (d.kind, d.seat, d.prompt, d.options) == ("keep", 1, {"potion": potion(29).to_data()},
                                                     ("points", "power"))
    outcome = answer(st, 1, "power")
    assert [e.public for e in outcome.events if e.kind == "kept"][0] == {
        "seat": 1, "potion": potion(29).to_data(), "as": "power"}
    assert st.powers[1] == [29] and st.points[1] == []


def test_a_potion_without_a_power_is_kept_for_its_points_without_asking() -> None:
    st = start(3)
    set_row(st, [1, 17, 24])
    choose_all(st, {0: (5, 6), 1: (7, 8), 2: (9, 10)})
    for seat, slot in ((0, 0), (1, 1), (2, 2), (0, 0), (1, 1)):
        bid(st, seat, slot)
    outcome = bid(st, 2, 2)
    assert [e.public["as"] for e in outcome.events if e.kind == "kept"] == ["points"] * 3
    assert all(d.kind != "keep" for d in pending(st))


def test_keep_choices_in_turn_order_from_the_first_player_then_row_order() -> None:
    st = start(3, first=1)
    set_row(st, [5, 29, 21])
    choose_all(st, {0: (10, 11), 1: (1, 2), 2: (3, 4)})
    bid(st, 1, 1)
    bid(st, 2, 2)
    bid(st, 0, 0)
    bid(st, 1, 1)       # 2 covers the 1 on slot 1
    bid(st, 2, 1)       # 4 covers the 2
    bid(st, 0, 2)       # 11 covers the 3 on slot 2
    # seat 2 won slot 1, seat 0 slots 0 and 2; turn order 1, 2, 0
    asked = []
    while pending(st)[0].kind == "keep":
        d = only(st)
        asked.append((d.seat, d.prompt["potion"]["id"]))
        answer(st, d.seat, "points")
    assert asked == [(2, 29), (0, 5), (0, 21)]


def test_keep_is_final_a_power_potion_scores_nothing_and_is_never_asked_again() -> None:
    st = start(3)
    set_row(st, [1, 29, 24])
    choose_all(st, {0: (5, 6), 1: (7, 8), 2: (9, 10)})
    for seat, slot in ((0, 0), (1, 1), (2, 2), (0, 0), (1, 1), (2, 2)):
        bid(st, seat, slot)
    answer(st, 1, "power")
    assert score(st, 1) == 0
    while not st.over:
        d = pending(st)[0]
        assert not (d.kind == "keep" and d.prompt["potion"]["id"] == 29)
        apply(st, Answer(d.id, d.seat, d.options[0]))
    assert 29 in st.powers[1] and 29 not in st.points[1]


# ---- the six powers --------------------------------------------------------------------------

def test_power_triple_blue_blue_potions_kept_for_points_are_worth_three() -> None:
    st = start(4)
    give(st, 0, 27)
    for seat in (0, 1):
        give(st, seat, 2, as_power=False) if seat == 0 else give(st, seat, 6, as_power=False)
    give(st, 0, 10, as_power=False)  # green: not tripled
    assert score(st, 0) == 3 + 1
    assert score(st, 1) == potion(6).points == 1
    assert MAGICOA.view(st, None)["seats"][0]["score"] == 4


def test_power_triple_green_green_potions_kept_for_points_are_worth_three() -> None:
    st = start(4)
    give(st, 2, 35)
    give(st, 2, 10, as_power=False)
    give(st, 2, 14, as_power=False)
    give(st, 2, 2, as_power=False)  # blue: not tripled
    assert score(st, 2) == 3 + 3 + 1


def test_powers_do_not_stack_holding_triple_blue_twice_still_makes_three() -> None:
    st = start(4)
    give(st, 1, 27)
    give(st, 1, 33)
    give(st, 1, 6, as_power=False)
    assert score(st, 1) == 3


def test_power_exchange_swaps_the_pile_top_with_a_face_up_potion_after_looking() -> None:
    st = start(4)
    give(st, 1, 29)
    play_until(st, "exchange")
    d = only(st)
    seen = st.pile[0]
    assert d.seat == 1 and d.prompt == {"pile_top": potion(seen).to_data()}
    assert d.options == (-1, 1, 2, 3)
    leaving = st.row[2].potion
    outcome = answer(st, 1, 2)
    event = next(e for e in outcome.events if e.kind == "exchange")
    assert event.for_seat(None) == {"kind": "exchange", "seat": 1, "slot": 2, "potion": potion(seen).to_data()}
    assert event.for_seat(1)["pile_top"] == potion(seen).to_data()
    assert "pile_top" not in event.for_seat(0)
    assert st.row[2].potion == seen and st.pile[0] == leaving
    check_every_card_once(st)


def test_power_exchange_may_keep_the_row_and_no_one_else_learns_the_pile_top() -> None:
    st = start(4)
    give(st, 3, 12)
    play_until(st, "exchange")
    row = [s.potion for s in st.row]
    pile = list(st.pile)
    outcome = answer(st, 3, -1)
    event = next(e for e in outcome.events if e.kind == "exchange")
    assert event.for_seat(None) == {"kind": "exchange", "seat": 3, "slot": -1, "potion": None}
    assert event.for_seat(2) == event.for_seat(None)
    assert [s.potion for s in st.row] == row and st.pile == pile


def test_power_exchange_cannot_take_the_face_down_potion() -> None:
    st = start(5)
    give(st, 4, 29)
    play_until(st, "exchange")
    assert 0 not in only(st).options
    refused = apply(st, Answer(only(st).id, 4, 0))
    assert not refused.accepted and refused.reason is Reason.ILLEGAL_OPTION


def test_power_exchange_several_holders_act_in_turn_order_from_the_first_player() -> None:
    st = start(4, first=1)
    give(st, 0, 29)
    give(st, 2, 12)
    play_until(st, "exchange")
    order = []
    while pending(st)[0].kind == "exchange":
        order.append(only(st).seat)
        answer(st, only(st).seat, -1)
    assert order == [2, 0]


def test_power_indiscretion_the_holder_alone_sees_the_face_down_potion_at_round_start() -> None:
    st = start(4)
    give(st, 2, 32)
    events = play_until(st, CHOOSE_GOLD, skip=4)
    hidden = st.row[0].potion
    peek = next(e for e in events if e.kind == "peek")
    assert peek.for_seat(2) == {"kind": "peek", "seat": 2, "potion": potion(hidden).to_data()}
    assert peek.for_seat(None) == peek.for_seat(1) == {"kind": "peek", "seat": 2}
    assert MAGICOA.view(st, 2)["row"][0]["potion"] == potion(hidden).to_data()
    assert MAGICOA.view(st, 1)["row"][0]["potion"] is None
    assert MAGICOA.view(st, None)["row"][0]["potion"] is None


def test_power_double_bid_lays_a_card_across_two_adjacent_potions() -> None:
    st = start(3)
    give(st, 0, 34)
    set_row(st, [1, 17, 24])
    choose_all(st, {0: (6, 12), 1: (5, 1), 2: (7, 2)})
    options = only(st).options
    assert {"slots": [0, 1]} in options and {"slots": [1, 2]} in options and {"slots": [0, 2]} not in options
    bid(st, 0, 0, 1)
    assert MAGICOA.view(st, None)["row"][1]["bids"] == [{"gold": {"id": g(0, 6), "seat": 0, "value": 6},
                                                        "slots": [0, 1]}]
    assert only(st).options == ({"slots": [2]},)  # the 5 beats neither end of the 6
    bid(st, 1, 2)
    bid(st, 2, 1)   # the 7 covers the double card on slot 1 only
    outcome = bid(st, 0, 2)   # 12 covers the 5; then 1 and 2 fit nowhere
    won = [(e.public["seat"], e.public["slot"]) for e in outcome.events if e.kind == "potion_won"]
    assert won == [(0, 0), (2, 1), (0, 2)]  # still on top of slot 0, the double card wins it
    assert st.gone.count(g(0, 6)) == 1
    check_every_card_once(st)


def test_power_double_bid_must_beat_the_top_card_of_both_potions() -> None:
    from engine.magicoa.bidding import placements

    st = start(3)
    give(st, 1, 21)
    st.row[0].bids.append(g(0, 4))
    st.row[1].bids.append(g(2, 9))
    st.placed = {g(0, 4): [0], g(2, 9): [1]}
    st.hands[0].remove(g(0, 4))
    st.hands[2].remove(g(2, 9))
    assert placements(st, 1, g(1, 8)) == [{"slots": [0]}, {"slots": [2]}]
    assert placements(st, 1, g(1, 10)) == [{"slots": [0]}, {"slots": [1]}, {"slots": [2]},
                                           {"slots": [0, 1]}, {"slots": [1, 2]}]
    assert placements(st, 2, g(2, 10)) == [{"slots": [0]}, {"slots": [1]}, {"slots": [2]}]


def test_power_equality_may_bid_a_card_equal_to_the_top_card() -> None:
    st = start(3)
    give(st, 1, 30)
    set_row(st, [1, 17, 24])
    choose_all(st, {0: (6, 1), 1: (6, 2), 2: (6, 3)})
    bid(st, 0, 0)
    assert {"slots": [0]} in only(st).options
    bid(st, 1, 0)
    assert {"slots": [0]} not in only(st).options  # seat 2 has no Equality
    bid(st, 2, 1)
    assert st.top(0) == g(1, 6)


# ---- the end ------------------------------------------------------------------------------------

def test_after_six_rounds_the_most_magic_points_wins() -> None:
    assert winners([9, 14, 3], [4, 2, 6]) == ([1], False)
    st = new_game(3, seed=4)
    while not st.over:
        d = pending(st)[0]
        apply(st, Answer(d.id, d.seat, d.options[-1]))
    result = MAGICOA.result(st)
    assert result is not None
    assert result["scores"] == [score(st, s) for s in range(3)]
    assert max(result["scores"]) == result["scores"][result["winners"][0]]
    assert MAGICOA.view(st, None)["phase"] == "over"


def test_tie_break_most_potions_won_then_a_shared_win() -> None:
    assert winners([10, 10, 7], [3, 4, 9]) == ([1], True)
    assert winners([10, 10, 7], [4, 4, 9]) == ([0, 1], True)
    assert winners([10, 8, 7], [1, 4, 9]) == ([0], False)


# ---- refusals ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("case", "reason"), [
    ("wrong_seat", Reason.WRONG_SEAT), ("stale", Reason.STALE_DECISION), ("illegal", Reason.ILLEGAL_OPTION),
    ("malformed", Reason.MALFORMED), ("unknown", Reason.UNKNOWN_DECISION), ("bool", Reason.MALFORMED),
])
def test_refused_answers_change_nothing(case: str, reason: Reason) -> None:
    st = start(4)
    d0 = decision_for(st, 0)
    answer(st, 0, [g(0, 1), g(0, 2)])
    d1 = decision_for(st, 1)
    choices = {
        "wrong_seat": Answer(d1.id, 2, [g(2, 1), g(2, 2)]),
        "stale": Answer(d0.id, 0, [g(0, 3), g(0, 4)]),
        "illegal": Answer(d1.id, 1, [g(1, 1), g(1, 1)]),
        "malformed": Answer(d1.id, 1, {"slots": [0]}),
        "unknown": Answer(9999, 1, [g(1, 1), g(1, 2)]),
        "bool": Answer(d1.id, 1, [True, g(1, 2)]),
    }
    before = state_hash(MAGICOA, st)
    views = [MAGICOA.view(st, s) for s in (None, 0, 1)]
    outcome = apply(st, choices[case])
    assert not outcome.accepted and outcome.reason is reason, outcome
    assert state_hash(MAGICOA, st) == before
    assert [MAGICOA.view(st, s) for s in (None, 0, 1)] == views


def test_a_finished_game_refuses_every_answer() -> None:
    st = new_game(3, seed=9)
    while not st.over:
        d = pending(st)[0]
        apply(st, Answer(d.id, d.seat, d.options[0]))
    outcome = apply(st, Answer(1, 0, [g(0, 1), g(0, 2)]))
    assert not outcome.accepted and outcome.reason is Reason.GAME_OVER


def test_a_player_may_cover_their_own_card() -> None:
    st = start(3)
    set_row(st, [1, 17, 24])
    choose_all(st, {0: (4, 9), 1: (1, 2), 2: (3, 5)})
    bid(st, 0, 0)
    bid(st, 1, 1)
    bid(st, 2, 2)
    assert {"slots": [0]} in only(st).options
    outcome = bid(st, 0, 0)  # the 9 covers the player's own 4
    covering = next(e for e in outcome.events if e.kind == "bid")
    assert covering.public["covered"] == [g(0, 4)]
    assert st.top(0) == g(0, 9)


def test_the_potion_an_exchange_puts_on_the_pile_is_the_next_face_down_potion() -> None:
    st = start(4)
    give(st, 1, 29)
    play_until(st, "exchange")
    leaving = st.row[3].potion
    answer(st, 1, 3)
    play_until(st, CHOOSE_GOLD, skip=4)
    assert st.row[0].face_down and st.row[0].potion == leaving
    assert MAGICOA.view(st, 0)["row"][0]["potion"] is None

