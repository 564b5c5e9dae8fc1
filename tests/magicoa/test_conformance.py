"""Conformance: seeded random Magicoa games for 3..6 players, invariants after every answer.

After every answer: every potion and gold card is in exactly one place; something is pending
unless the game is over; no view (every seat and the spectator) depends on what its seat may
not know, checked by changing all of it and requiring an identical view: other seats'
chosen gold and its order (and whether they have chosen yet), the face-down potion (unless the
seat peeked at it with Indiscretion), the pile order and the potions set aside unseen; no event
shows anyone the face-down potion before its reveal except the peeker, and a choice of gold that
does not complete the step produces no event at all. At the end, replay reproduces the hash.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from engine.bots.random_bot import RandomBot
from engine.core.decisions import Answer
from engine.core.events import Event
from engine.core.machine import Await, apply, pending
from engine.core.replay import Replay, play_back, state_hash
from engine.core.rng import Rng
from engine.magicoa.choosing import CHOOSE_GOLD, pairs
from engine.magicoa.game import MAGICOA
from engine.magicoa.state import MagicoaState
from tests.magicoa.helpers import check_every_card_once


def seen(st: MagicoaState, seat: int | None,
         view: Callable[[MagicoaState, int | None], dict[str, Any]] = MAGICOA.view) -> str:
    """`view(st, seat)` as text, for comparison."""
    return json.dumps(view(st, seat), sort_keys=True)


def scramble_hidden(st: MagicoaState, seat: int | None, rng: Rng) -> None:
    """Change everything `seat` may not know, keeping the state legal."""
    for s in range(st.n):
        if s == seat:
            continue
        front, hand = st.in_front[s], st.hands[s]
        pool = front + hand
        rng.shuffle(pool)
        st.in_front[s], st.hands[s] = pool[:len(front)], pool[len(front):]
        if st.chosen[s] is not None:
            st.chosen[s] = list(reversed(st.chosen[s] or []))
    top = st.stack[-1] if st.stack else None
    if isinstance(top, Await) and any(d.kind == CHOOSE_GOLD for d in top.decisions.values()):
        for s in list(top.answers):
            if s != seat:
                del top.answers[s]
        for s in top.decisions:
            if s != seat and rng.below(2):
                top.answers[s] = rng.choice(pairs(st.hands[s]))
    hidden = list(st.pile) + [c for c in st.box if c not in st.unwon]
    peeked = seat is not None and seat in st.peeked
    swap_row = bool(st.row) and st.row[0].face_down and not peeked
    if swap_row:
        hidden.append(st.row[0].potion)
    rng.shuffle(hidden)
    if swap_row:
        st.row[0].potion = hidden.pop()
    st.pile = hidden[:len(st.pile)]
    st.box = hidden[len(st.pile):] + list(st.unwon)


def assert_view_hides(st: MagicoaState, seat: int | None, rng: Rng,
                      view: Callable[[MagicoaState, int | None], dict[str, Any]] = MAGICOA.view) -> None:
    """`view(st, seat)` must not change when everything hidden from `seat` changes."""
    before = seen(st, seat, view)
    copy = MAGICOA.clone(st)
    assert isinstance(copy, MagicoaState)
    for _ in range(3):
        scramble_hidden(copy, seat, rng)
        assert seen(copy, seat, view) == before, f"the view of seat {seat} depends on what it may not know"


def assert_events_hide(st_before: MagicoaState, events: tuple[Event, ...], viewers: list[int | None]) -> None:
    """No event shows the face-down potion before its reveal to anyone but a peeker."""
    if not st_before.row or not st_before.row[0].face_down:
        return
    hidden = st_before.row[0].potion
    for event in events:
        if event.kind == "reveal":
            return
        for seat in viewers:
            text = json.dumps(event.for_seat(seat))
            shows = f'"id": {hidden},' in text
            if shows:
                assert event.kind == "peek" and seat in event.to, (event, seat)


def play_checked(players: int, seed: int, leak_every: int) -> None:
    """Play one random game, checking every invariant."""
    opts = MAGICOA.normalize_options({"players": players})
    st = MAGICOA.new_state(opts, seed)
    assert isinstance(st, MagicoaState)
    bots = [RandomBot(seed * 31 + s) for s in range(players)]
    rng = Rng(seed)
    answers: list[Answer] = []
    viewers: list[int | None] = [None, *range(players)]
    step = 0
    while not st.over:
        waiting = pending(st)
        assert waiting, "nothing pending before the end"
        decision = waiting[rng.below(len(waiting))]
        choice = bots[decision.seat].choose(MAGICOA.view(st, decision.seat), decision.to_plain())
        answer = Answer(decision.id, decision.seat, choice)
        before = MAGICOA.clone(st)
        assert isinstance(before, MagicoaState)
        outcome = apply(st, answer)
        assert outcome.accepted, (outcome.reason, outcome.detail)
        answers.append(answer)
        step += 1
        if decision.kind == CHOOSE_GOLD and len(waiting) > 1:
            assert outcome.events == (), "a choice of gold told something before every seat chose"
        check_every_card_once(st)
        assert_events_hide(before, outcome.events, viewers)
        if step % leak_every == 0 or decision.kind == CHOOSE_GOLD:
            for seat in viewers:
                assert_view_hides(st, seat, rng)
        assert step < 10_000
    result = MAGICOA.result(st)
    assert result is not None and result["winners"]
    assert len(st.pile) == 1
    replayed = play_back(MAGICOA, Replay("magicoa", opts, seed, tuple(answers)))
    assert state_hash(MAGICOA, replayed) == state_hash(MAGICOA, st)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_conformance_random_games(players: int) -> None:
    """Seeded random games for each player count (40 each), every invariant after every answer."""
    for seed in range(40):
        play_checked(players, seed * 7 + players, leak_every=3)


def test_view_leak_check_can_fail() -> None:
    """The leak check itself catches a view that shows another seat's chosen gold."""
    st = MAGICOA.new_state({"players": 4}, 3)
    assert isinstance(st, MagicoaState)
    for d in pending(st)[:3]:
        assert apply(st, Answer(d.id, d.seat, list(d.options[0]))).accepted

    def leaky(state: MagicoaState, seat: int | None) -> dict[str, Any]:
        out = MAGICOA.view(state, seat)
        top = state.stack[-1]
        out["spy"] = sorted(top.answers) if isinstance(top, Await) else []
        return out

    with pytest.raises(AssertionError, match="depends on what it may not know"):
        assert_view_hides(st, None, Rng(1), view=leaky)


def test_face_down_leak_check_can_fail() -> None:
    """The event check catches an event that names the face-down potion before its reveal."""
    st = MAGICOA.new_state({"players": 3}, 5)
    assert isinstance(st, MagicoaState)
    leak = Event("spy", {"potion": {"id": st.row[0].potion, "name": "x"}})
    with pytest.raises(AssertionError):
        assert_events_hide(st, (leak,), [None])
