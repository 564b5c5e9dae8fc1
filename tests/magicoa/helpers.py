"""Helpers for Magicoa tests: start games, answer decisions, arrange a position, check places.

Arranging moves card ids between zones so that every card stays in exactly one place;
`check_every_card_once` checks it.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.decisions import Answer, Decision
from engine.core.machine import Await, Outcome, apply, pending
from engine.magicoa.game import MAGICOA
from engine.magicoa.gold import ALL_GOLD, gold_id, seat_gold
from engine.magicoa.potions import POTION_IDS
from engine.magicoa.state import MagicoaState


def new_game(players: int = 4, seed: int = 1) -> MagicoaState:
    """A fresh game, waiting for every seat's first choice of gold."""
    st = MAGICOA.new_state({"players": players}, seed)
    assert isinstance(st, MagicoaState)
    return st


def decision_for(st: MagicoaState, seat: int) -> Decision:
    """The pending decision of `seat`."""
    return next(d for d in pending(st) if d.seat == seat)


def only(st: MagicoaState) -> Decision:
    """The single pending decision (fails if there are several)."""
    waiting = pending(st)
    assert len(waiting) == 1, waiting
    return waiting[0]


def answer(st: MagicoaState, seat: int, choice: Any) -> Outcome:
    """Answer `seat`'s pending decision; asserts that it was accepted."""
    outcome = apply(st, Answer(decision_for(st, seat).id, seat, choice))
    assert outcome.accepted, (outcome.reason, outcome.detail)
    return outcome


def g(seat: int, value: int) -> int:
    """Gold id of `seat`'s card of `value`."""
    return gold_id(seat, value)


def choose_all(st: MagicoaState, values: dict[int, tuple[int, int]]) -> list[Outcome]:
    """Every seat chooses its (first, second) gold values; returns the outcomes in seat order."""
    return [answer(st, s, [g(s, a), g(s, b)]) for s, (a, b) in sorted(values.items())]


def kinds(outcome: Outcome) -> list[str]:
    """The kinds of an outcome's events, in order."""
    return [e.kind for e in outcome.events]


def all_events(outcomes: list[Outcome]) -> list[Any]:
    """Every event of several outcomes, in order."""
    return [e for o in outcomes for e in o.events]


def check_every_card_once(st: MagicoaState) -> None:
    """Every potion and every gold card in play is in exactly one place."""
    potions = Counter(st.pile + st.box + [s.potion for s in st.row] + [w[2] for w in st.awaiting]
                      + [p for seat in st.points for p in seat] + [p for seat in st.powers for p in seat])
    assert sorted(potions) == list(POTION_IDS) and set(potions.values()) == {1}, potions
    assert set(st.unwon) <= set(st.box)
    on_row = [c for slot in st.row for c in slot.bids]
    assert set(on_row) == set(st.placed)
    gold = Counter([c for h in st.hands for c in h] + [c for f in st.in_front for c in f] + list(st.placed)
                   + st.gone)
    in_play = sorted(c for s in range(st.n) for c in seat_gold(s))
    assert sorted(gold) == in_play and set(gold.values()) == {1}, gold
    assert set(in_play) <= set(ALL_GOLD)


def choose_answers(st: MagicoaState) -> dict[int, Any]:
    """The answers given so far in an open choose step (empty otherwise)."""
    top = st.stack[-1] if st.stack else None
    return dict(top.answers) if isinstance(top, Await) else {}
