"""Answers of the wrong plain-data type are `malformed` and change nothing, for every decision kind.

msgpack carries ``true``, ``1`` and ``1.0`` as three different values, and Python's ``==``
mixes them up. These tests pin that an answer matches an option only with the same type
and value, recursively, and that a pick takes genuine ints.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.bots.random_bot import RandomBot
from engine.core.decisions import Answer, Decision, Pick, plain_index, same_plain, same_shape
from engine.core.machine import MachineState, Reason, apply, check_choice, pending
from engine.core.replay import Replay, ReplayError, play_back, state_hash
from engine.elixir.game import ELIXIR

SAMPLES_PER_KIND = 3
GAMES = 80


def _collect() -> dict[str, list[tuple[MachineState, Decision]]]:
    """Up to SAMPLES_PER_KIND (state, open decision) pairs of every kind random seeded games reach."""
    found: dict[str, list[tuple[MachineState, Decision]]] = {}
    for seed in range(GAMES):
        players = 3 + seed % 6
        state = ELIXIR.new_state({"players": players}, seed)
        bots = [RandomBot(seed * 10 + i) for i in range(players)]
        while not state.over:
            decision = pending(state)[0]
            kept = found.setdefault(decision.kind, [])
            if len(kept) < SAMPLES_PER_KIND and (not kept or kept[-1][1].options != decision.options):
                kept.append((ELIXIR.clone(state), decision))
            choice = bots[decision.seat].choose(ELIXIR.view(state, decision.seat), decision.to_plain())
            assert apply(state, Answer(decision.id, decision.seat, choice)).accepted
    return found


SAMPLES = _collect()
KINDS = sorted(SAMPLES)


def test_random_seeded_games_reach_every_main_decision_kind() -> None:
    """The property tests below are only as good as the kinds the games reach."""
    assert {"turn", "draft", "react", "bid", "target", "forfeit", "forfeit_pay", "auction_offer",
            "auction_face", "auction_pay", "flea_stake", "flea_join", "flea_pick", "market_trade"} <= set(KINDS)
    assert len(KINDS) >= 20


def _wrong_leaves(value: Any) -> list[Any]:
    """Values of another plain type standing where `value` stands."""
    if type(value) is int:
        return [True, False, float(value), str(value), None, [value], {"v": value}]
    if type(value) is str:
        return [1, True, 1.5, None, [value], {"v": value}]
    return [None, 0.5, str(value)]


def _mutants(option: Any) -> list[Any]:
    """`option` with the whole of it, or exactly one leaf or key inside it, of a wrong type."""
    out = [None, 2.0, True, [option], {"choice": option}]
    if type(option) is dict:
        for key, value in option.items():
            for wrong in _wrong_leaves(value) if type(value) is not list else [None, 3.0, [True], [1.0]]:
                out.append({**option, key: wrong})
            if type(value) is list and value:
                for wrong in _wrong_leaves(value[0]):
                    out.append({**option, key: [wrong, *value[1:]]})
            out.append({**{k: v for k, v in option.items() if k != key}, 7: value})
    else:
        out.extend(_wrong_leaves(option))
    return out


def _pick_mutants(among: list[int], size: int) -> list[Any]:
    chosen = among[:size]
    out: list[Any] = [None, 2.0, True, "".join(map(str, chosen)), {"cards": chosen}, [chosen]]
    if chosen:
        out.append(chosen[0])
        for wrong in (True, False, float(chosen[0]), str(chosen[0]), None, [chosen[0]]):
            out.append([wrong, *chosen[1:]])
    return out


@st.composite
def wrong_answers(draw: st.DrawFn) -> tuple[str, int, Any]:
    kind = draw(st.sampled_from(KINDS))
    index = draw(st.integers(0, len(SAMPLES[kind]) - 1))
    decision = SAMPLES[kind][index][1]
    if decision.pick is not None:
        size = draw(st.sampled_from(decision.pick.sizes))
        mutants = _pick_mutants(list(decision.pick.among), size)
    else:
        mutants = _mutants(draw(st.sampled_from(decision.options)))
    return kind, index, draw(st.sampled_from(mutants))


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(wrong_answers())
def test_answers_of_a_wrong_plain_type_are_malformed_and_change_no_state_hash(case: tuple[str, int, Any]) -> None:
    kind, index, choice = case
    state, decision = SAMPLES[kind][index]
    before = state_hash(ELIXIR, state)
    outcome = apply(state, Answer(decision.id, decision.seat, choice))
    assert not outcome.accepted
    assert outcome.reason is Reason.MALFORMED, (kind, choice, outcome)
    assert state_hash(ELIXIR, state) == before


@pytest.mark.parametrize("kind", KINDS)
def test_every_decision_kind_accepts_its_own_options_exactly(kind: str) -> None:
    """The strict comparison still accepts every option as offered (on a copy of the state)."""
    state, decision = SAMPLES[kind][0]
    answers = list(decision.options) if decision.pick is None else [list(decision.pick.among[:decision.pick.sizes[0]])]
    for choice in answers:
        assert check_choice(decision, choice) is None
        copy = ELIXIR.clone(state)
        assert apply(copy, Answer(decision.id, decision.seat, choice)).accepted


def test_same_plain_tells_bools_floats_and_ints_apart_recursively() -> None:
    assert same_plain(1, 1) and same_plain({"a": [1, "x"]}, {"a": [1, "x"]}) and same_plain((1, 2), [1, 2])
    assert not same_plain(True, 1) and not same_plain(1, True) and not same_plain(2.0, 2)
    assert not same_plain([1, True], [1, 1]) and not same_plain({"a": 1.0}, {"a": 1})
    assert not same_plain({1: "a"}, {True: "a"}) and not same_plain("1", 1) and not same_plain([1], 1)
    assert not same_plain({"a": 1}, {"a": 1, "b": 2}) and not same_plain(None, 0)
    assert plain_index([1, True, 1.0], True) == 1 and plain_index([1, 2], 2.0) is None


def test_a_wrong_type_is_malformed_but_a_right_type_off_the_options_is_illegal() -> None:
    d = Decision(1, 0, "turn", options=({"act": "end"}, {"act": "cast", "spell": 5, "pay": [1, 2]}))
    assert check_choice(d, {"act": "cast", "spell": 6, "pay": [1, 2]})[0] is Reason.ILLEGAL_OPTION  # type: ignore[index]
    assert check_choice(d, {"act": "cast", "spell": True, "pay": [1, 2]})[0] is Reason.MALFORMED  # type: ignore[index]
    assert check_choice(d, {"act": "cast", "spell": 5, "pay": [1, 2.0]})[0] is Reason.MALFORMED  # type: ignore[index]
    assert check_choice(d, {"act": "dance"}) [0] is Reason.ILLEGAL_OPTION  # type: ignore[index]
    assert check_choice(d, {"not": "an option"})[0] is Reason.MALFORMED  # type: ignore[index]
    assert same_shape([1, 2], [3]) and not same_shape([True], [3])


def test_pick_items_must_be_genuine_ints() -> None:
    d = Decision(1, 0, "discard", pick=Pick((1, 2, 3), (1, 2)))
    assert check_choice(d, [1, 2]) is None
    for wrong in ([True], [1.0], [1, 2.0], ["1"], [None], [[1]], 1, "1", None, {"cards": [1]}):
        assert check_choice(d, wrong)[0] is Reason.MALFORMED, wrong  # type: ignore[index]


def test_a_replay_holding_a_wrong_typed_answer_is_refused_whole() -> None:
    """The replay loader and `Answer.from_plain` go through the same strict check as live answers."""
    state = ELIXIR.new_state({"players": 3}, 4)
    decision = pending(state)[0]
    assert decision.kind == "draft"
    good = Replay.from_plain({"format": "elixir-arcade/replay", "version": 1, "game": "elixir",
                              "options": {"players": 3}, "seed": 4, "answers": [[decision.id, decision.seat, 2]]})
    assert play_back(ELIXIR, good).answers_applied == 1
    for wrong in (2.0, True, "2", [2]):
        replay = Replay.from_plain({**good.to_plain(), "answers": [[decision.id, decision.seat, wrong]]})
        with pytest.raises(ReplayError, match="malformed"):
            play_back(ELIXIR, replay)
    with pytest.raises(ValueError):
        Answer.from_plain([float(decision.id), decision.seat, 2])
    with pytest.raises(ValueError):
        Answer.from_plain([decision.id, True, 2])


def test_the_protocol_doc_names_every_decision_kind_the_games_reach() -> None:
    """docs/PROTOCOL.md section 11 is what an outside client answers from: no kind may be missing."""
    doc = (Path(__file__).resolve().parents[1] / "docs" / "PROTOCOL.md").read_text(encoding="utf-8")
    section = doc[doc.index("## 11. Elixir: every decision kind"):]
    missing = [kind for kind in KINDS if f'"kind": "{kind}"' not in section or f"`{kind}`" not in section]
    assert not missing
