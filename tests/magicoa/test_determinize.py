"""Determinization for the bots' information-set search: a sampled state matches the seat's view.

At every decision of seeded random games (each kind: choose_gold, bid, keep, exchange), a state
sampled from the asked seat's view (and its decision) shows that seat the same view, asks it
the same decision with the same id, and holds every card exactly once; two samples differ in
what the seat cannot know.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.cloning import clone_state
from engine.core.decisions import Answer
from engine.core.machine import apply, pending
from engine.core.rng import Rng
from engine.magicoa import setup
from engine.magicoa.determinize import NotDeterminizable, determinize
from engine.magicoa.game import MAGICOA
from tests.magicoa.helpers import check_every_card_once


def without_pending(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k != "pending"}


@pytest.mark.parametrize("players", [3, 6])
def test_a_sampled_state_shows_the_seat_its_own_view_and_asks_the_same_decision(players: int) -> None:
    kinds: set[str] = set()
    varied = False
    for seed in range(12):
        st = MAGICOA.new_state({"players": players}, seed)
        rng = Rng(seed)
        while not st.over:
            waiting = pending(st)
            d = waiting[rng.below(len(waiting))]
            view = MAGICOA.view(st, d.seat)
            sample = determinize(view, rng, d.to_plain())
            check_every_card_once(sample)
            again = [x for x in pending(sample) if x.seat == d.seat]
            assert [x.to_plain() for x in again] == [d.to_plain()]
            assert without_pending(MAGICOA.view(sample, d.seat)) == without_pending(view)
            other = determinize(view, rng, d.to_plain())
            varied |= other.pile != sample.pile or other.in_front != sample.in_front
            kinds.add(d.kind)
            assert apply(st, Answer(d.id, d.seat, rng.choice(d.options))).accepted
    assert {"choose_gold", "bid", "keep", "exchange"} <= kinds
    assert varied


def test_only_a_seat_at_its_own_open_decision_can_be_determinized() -> None:
    st = MAGICOA.new_state({"players": 4}, 2)
    with pytest.raises(NotDeterminizable):
        determinize(MAGICOA.view(st, None), Rng(1))
    d = pending(st)[0]
    assert apply(st, Answer(d.id, d.seat, d.options[0])).accepted
    with pytest.raises(NotDeterminizable):
        determinize(MAGICOA.view(st, d.seat), Rng(1))  # it has already chosen


def test_a_sample_loops_back_to_the_next_round_as_the_game_does() -> None:
    """The end of a round pushes the state's `round_start` fixture (the set-up's step, so the
    saved games' hashes name the same step): a new game, its copies and its samples carry it,
    and it is left out of the fingerprint."""
    st = MAGICOA.new_state({"players": 3}, 5)
    assert st.round_start is setup.round_start
    assert "round_start" not in st.game_parts()
    assert clone_state(st).round_start is setup.round_start
    d = pending(st)[0]
    assert determinize(MAGICOA.view(st, d.seat), Rng(2), d.to_plain()).round_start is setup.round_start
