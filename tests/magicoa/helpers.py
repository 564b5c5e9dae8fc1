"""Helpers for Magicoa tests: start games, answer decisions, arrange a position, check places.

Arranging moves card ids between zones so that every card stays in exactly one place;
`check_every_card_once` checks it.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.decisions import Answer, Decision
from engine.core.machine import Outcome, apply, pending
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


def start(players: int = 4, seed: int = 1, first: int = 0) -> MagicoaState:
    """A fresh game whose first player is `first`, waiting for every seat's choice of gold."""
    st = new_game(players, seed)
    st.first_player = first
    return st


def give(st: MagicoaState, seat: int, pid: int, as_power: bool = True) -> None:
    """Arrange for `seat` to hold potion `pid` (as a power or for points), moving it from the
    pile, the box or the row; a pile or row card taken is replaced from the set-aside box."""
    if pid in st.pile:
        i = st.pile.index(pid)
        st.pile[i] = _spare(st)
    elif pid in st.box:
        st.box.remove(pid)
    elif any(slot.potion == pid for slot in st.row):
        next(slot for slot in st.row if slot.potion == pid).potion = _spare(st)
    else:
        raise AssertionError(f"potion {pid} is not in the pile, the box or the row")
    (st.powers if as_power else st.points)[seat].append(pid)


def set_row(st: MagicoaState, potions: list[int]) -> None:
    """Lay `potions` as the row (slot 0 face down), swapping them with where they were."""
    for i, pid in enumerate(potions):
        old = st.row[i].potion
        if old == pid:
            continue
        if pid in st.pile:
            st.pile[st.pile.index(pid)] = old
        elif pid in st.box:
            st.box[st.box.index(pid)] = old
        else:
            j = next(k for k, s in enumerate(st.row) if s.potion == pid)
            st.row[j].potion = old
        st.row[i].potion = pid


def _spare(st: MagicoaState) -> int:
    """A potion set aside at set-up, to fill a hole; fails with 6 players (none is set aside)."""
    assert st.box, "no potion set aside to fill the pile (use fewer than 6 players)"
    return st.box.pop(0)
