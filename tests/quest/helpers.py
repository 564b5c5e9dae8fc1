"""Helpers for Elixir Quest tests: matches with chosen pools, decks and placements by card kind.

A seat's pool is given as card kinds; `deck` answers the deck question with kinds; `place`
answers a placement with a character kind and an optional potion kind.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.decisions import Answer
from engine.core.machine import Outcome, apply, pending
from engine.quest.game import QUEST
from engine.quest.state import SEATS, QuestState


def new_match(pools: list[list[int]] | None = None, seed: int = 1, **options: Any) -> QuestState:
    """A match waiting for both decks."""
    st = QUEST.new_state({**options, "pools": pools}, seed)
    assert isinstance(st, QuestState)
    return st


def card_of(st: QuestState, seat: int, kind: int, zone: str = "pool") -> int:
    """The id of `seat`'s first card of `kind` in `zone` (``pool`` or ``hand``)."""
    cards = st.pool[seat] if zone == "pool" else st.hand[seat]
    return next(c for c in cards if st.kinds[c] == kind)


def try_deck(st: QuestState, seat: int, kinds: list[int]) -> Outcome:
    """Answer `seat`'s deck question with cards of `kinds` (not asserted)."""
    decision = next(d for d in pending(st) if d.seat == seat)
    ids: list[int] = []
    for kind in kinds:
        ids.append(next(c for c in st.pool[seat] if st.kinds[c] == kind and c not in ids))
    return apply(st, Answer(decision.id, seat, sorted(ids)))


def deck(st: QuestState, seat: int, kinds: list[int]) -> Outcome:
    """Answer `seat`'s deck question; asserts it was accepted."""
    outcome = try_deck(st, seat, kinds)
    assert outcome.accepted, (outcome.reason, outcome.detail)
    return outcome


def place(st: QuestState, seat: int, character: int, potion: int | None = None) -> Outcome:
    """`seat` places its character of kind `character` and maybe its potion of kind `potion`."""
    decision = next(d for d in pending(st) if d.seat == seat)
    choice = {"character": card_of(st, seat, character, "hand"),
              "potion": None if potion is None else card_of(st, seat, potion, "hand")}
    outcome = apply(st, Answer(decision.id, seat, choice))
    assert outcome.accepted, (outcome.reason, outcome.detail)
    return outcome


def started(decks: list[list[int]], seed: int = 1, **options: Any) -> QuestState:
    """A match whose seats chose exactly `decks` (their pools are the decks), at game 1."""
    st = new_match([list(d) for d in decks], seed, potions=sum(k > 100 for k in decks[0]), **options)
    for seat in range(SEATS):
        deck(st, seat, decks[seat])
    return st


def kinds_of(outcome: Outcome) -> list[str]:
    """The kinds of an outcome's events, in order."""
    return [e.kind for e in outcome.events]


def event(outcome: Outcome, kind: str) -> dict[str, Any]:
    """The public fields of the outcome's last event of `kind`."""
    found = [e for e in outcome.events if e.kind == kind]
    assert found, kinds_of(outcome)
    return dict(found[-1].public)


def check_every_card_once(st: QuestState) -> None:
    """Every card instance is in exactly one zone."""
    places: Counter[int] = Counter()
    for seat in range(SEATS):
        zones = [st.pool[seat], st.hand[seat], st.used[seat], st.taken[seat]]
        table = st.table[seat]
        zones.append([c for c in (table.character, table.potion) if c is not None])
        for zone in zones:
            places.update(zone)
    assert set(places) == set(st.kinds), "a card is nowhere, or an unknown card is somewhere"
    assert max(places.values()) == 1, [c for c, n in places.items() if n > 1]
