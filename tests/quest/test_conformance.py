"""Conformance: seeded Elixir Quest matches, invariants after every answer.

After every answer: every card is in exactly one zone; something is pending unless the match
is over; no view (each seat and the spectator) depends on what its seat may not know, checked
by changing all of it and requiring an identical view: the other seat's hand, its deck
choice, its placement before the reveal, its face-down potion; no event shows a seat the
other's face-down potion before it is revealed. At the end, replay reproduces the state hash.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.bots.base import make_bot
from engine.core.decisions import Answer
from engine.core.machine import Await, apply, pending
from engine.core.replay import Replay, play_back, state_hash
from engine.core.rng import Rng
from engine.quest.cards import is_character
from engine.quest.game import QUEST
from engine.quest.match import PLACE
from engine.quest.state import QuestState
from tests.quest.helpers import check_every_card_once


def seen(st: QuestState, seat: int | None) -> str:
    return json.dumps(QUEST.view(st, seat), sort_keys=True)


def scramble_hidden(st: QuestState, seat: int | None, rng: Rng) -> None:
    """Change what `seat` may not know of the other seat(s), keeping counts and types."""
    for other in (0, 1):
        if other == seat or st.seen_hand[1 - other] and seat == 1 - other:
            continue
        hidden = [c for c in st.hand[other] if not is_character(st.kinds[c])]
        hidden_kinds = [st.kinds[c] for c in hidden]
        if st.table[other].potion is not None and not st.table[other].potion_up:
            hidden.append(st.table[other].potion)
            hidden_kinds.append(st.kinds[st.table[other].potion])
        rng.shuffle(hidden_kinds)
        for card, kind in zip(hidden, hidden_kinds, strict=True):
            st.kinds[card] = kind
        characters = [c for c in st.hand[other] if is_character(st.kinds[c])]
        shuffled = [st.kinds[c] for c in characters]
        rng.shuffle(shuffled)
        for card, kind in zip(characters, shuffled, strict=True):
            st.kinds[card] = kind
    top = st.stack[-1] if st.stack else None
    if isinstance(top, Await):
        for other in list(top.answers):
            if other != seat and top.decisions[other].kind == PLACE:
                options = list(top.decisions[other].options)
                top.answers[other] = rng.choice(options)


def check_no_leak(st: QuestState, rng: Rng) -> None:
    for seat in (0, 1, None):
        before = seen(st, seat)
        twin = QUEST.clone(st)
        scramble_hidden(twin, seat, rng)
        assert seen(twin, seat) == before, f"the view of {seat} shows what it may not know"


def placed_potions(st: QuestState) -> dict[int, int]:
    """The potions placed face down by seats that have answered the open placement."""
    top = st.stack[-1] if st.stack else None
    if not isinstance(top, Await):
        return {}
    return {s: a["potion"] for s, a in top.answers.items() if top.decisions[s].kind == PLACE and a["potion"]}


def play(options: dict[str, Any], seed: int, bots: list[str]) -> None:
    st = QUEST.new_state(options, seed)
    assert isinstance(st, QuestState)
    players = [make_bot(spec, seed + i, game="quest") for i, spec in enumerate(bots)]
    rng = Rng(seed)
    answers: list[Answer] = []
    while not st.over:
        waiting = pending(st)
        assert waiting, "nothing pending before the end"
        decision = waiting[rng.below(len(waiting))]
        choice = players[decision.seat].choose(QUEST.view(st, decision.seat), decision.to_plain())
        answer = Answer(decision.id, decision.seat, choice)
        hidden_before = placed_potions(st)
        if decision.kind == PLACE and choice["potion"] is not None:
            hidden_before[decision.seat] = choice["potion"]
        outcome = apply(st, answer)
        assert outcome.accepted, (outcome.reason, outcome.detail)
        answers.append(answer)
        for event in outcome.events:
            for s, bottle in hidden_before.items():
                if event.kind in ("potion", "potion_discarded"):
                    continue
                shown = json.dumps(event.for_seat(1 - s))
                assert f'"id": {bottle}' not in shown and f'"kind": {st.kinds[bottle]}, "type": "potion"' not in shown
        if st.phase != "decks":
            check_every_card_once(st)
        check_no_leak(st, rng)
    replay = Replay("quest", QUEST.normalize_options(options), seed, tuple(answers), state_hash(QUEST, st), {})
    assert state_hash(QUEST, play_back(QUEST, replay)) == replay.final_hash


@pytest.mark.parametrize("seed", range(12))
def test_random_advanced_matches_keep_every_card_once_and_leak_nothing(seed: int) -> None:
    play({"mode": "advanced", "potions": seed % 6, "real": seed % 2 == 0}, seed, ["random", "random"])


@pytest.mark.parametrize("seed", range(6))
def test_beginner_matches_with_greedy_and_random(seed: int) -> None:
    play({"mode": "beginner"}, seed, ["greedy", "random"])


@pytest.mark.parametrize("seed", range(4))
def test_matches_from_each_seats_own_pool(seed: int) -> None:
    pools = [list(range(1 + 10 * seed, 11 + 10 * seed)) + [101, 102, 119, 129],
             list(range(60 - 7, 65)) + [1, 2, 3, 103, 104, 105, 130]]
    play({"potions": 3, "pools": pools}, seed, ["greedy", "greedy:easy"])
