"""The shared engine core: the generator, answer validation reason codes, replay files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.bots.random_bot import RandomBot
from engine.core.decisions import Answer, Pick
from engine.core.machine import Reason, apply, pending
from engine.core.replay import Replay, ReplayError, load, play_back, save, state_hash
from engine.core.rng import Rng
from engine.elixir.game import ELIXIR
from engine.runner import derive_seed, play_game


def test_rng_same_seed_same_sequence() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]
    assert Rng(1).next64() != Rng(2).next64()


def test_rng_known_values_are_stable_across_versions() -> None:
    """SplitMix64 reference output for seed 0, so replays never change meaning."""
    assert Rng(0).next64() == 0xE220A8397B1DCDAF


def test_rng_below_is_in_range_and_uniform_enough() -> None:
    rng = Rng(7)
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.below(6)] += 1
    assert all(850 < c < 1150 for c in counts)
    with pytest.raises(ValueError):
        rng.below(0)


def test_rng_shuffle_is_a_permutation() -> None:
    items = list(range(50))
    Rng(3).shuffle(items)
    assert sorted(items) == list(range(50)) and items != list(range(50))


def test_derive_seed_is_stable_and_distinct() -> None:
    assert derive_seed(1, 0) == derive_seed(1, 0)
    assert len({derive_seed(1, i) for i in range(100)}) == 100


def _fresh() -> Any:
    return ELIXIR.new_state({"players": 4}, 5)


def test_answer_unknown_decision_is_refused_and_changes_nothing() -> None:
    st = _fresh()
    before = state_hash(ELIXIR, st)
    out = apply(st, Answer(9999, pending(st)[0].seat, 1))
    assert not out.accepted and out.reason is Reason.UNKNOWN_DECISION
    assert state_hash(ELIXIR, st) == before


def test_answer_wrong_seat_is_refused_and_changes_nothing() -> None:
    st = _fresh()
    d = pending(st)[0]
    before = state_hash(ELIXIR, st)
    out = apply(st, Answer(d.id, (d.seat + 1) % 4, d.options[0]))
    assert out.reason is Reason.WRONG_SEAT and state_hash(ELIXIR, st) == before


def test_answer_stale_decision_is_refused_and_changes_nothing() -> None:
    st = _fresh()
    d = pending(st)[0]
    assert apply(st, Answer(d.id, d.seat, d.options[0])).accepted
    before = state_hash(ELIXIR, st)
    out = apply(st, Answer(d.id, d.seat, d.options[0]))
    assert out.reason is Reason.STALE_DECISION and state_hash(ELIXIR, st) == before


def test_answer_illegal_option_is_refused_and_changes_nothing() -> None:
    st = _fresh()
    d = pending(st)[0]
    before = state_hash(ELIXIR, st)
    out = apply(st, Answer(d.id, d.seat, 7))
    assert out.reason is Reason.ILLEGAL_OPTION and state_hash(ELIXIR, st) == before


@pytest.mark.parametrize("choice", [object(), {1: 2}, (1, 2j)])
def test_answer_malformed_choice_is_refused(choice: Any) -> None:
    st = _fresh()
    d = pending(st)[0]
    before = state_hash(ELIXIR, st)
    out = apply(st, Answer(d.id, d.seat, choice))
    assert out.reason is Reason.MALFORMED and state_hash(ELIXIR, st) == before


def test_pick_validation_reasons() -> None:
    from engine.core.decisions import Decision
    from engine.core.machine import check_choice

    d = Decision(1, 0, "pick", pick=Pick((1, 2, 3), (0, 2)))
    assert check_choice(d, [1, 2]) is None and check_choice(d, []) is None
    assert check_choice(d, [1])[0] is Reason.ILLEGAL_OPTION  # type: ignore[index]
    assert check_choice(d, [1, 1])[0] is Reason.ILLEGAL_OPTION  # type: ignore[index]
    assert check_choice(d, [1, 9])[0] is Reason.ILLEGAL_OPTION  # type: ignore[index]
    assert check_choice(d, "12")[0] is Reason.MALFORMED  # type: ignore[index]
    assert check_choice(d, [1, True])[0] is Reason.MALFORMED  # type: ignore[index]


def test_answer_after_game_over_is_refused() -> None:
    played = play_game(ELIXIR, {"players": 3}, 11, [RandomBot(i) for i in range(3)])
    out = apply(played.state, Answer(1, 0, 1))
    assert out.reason is Reason.GAME_OVER


def test_replay_reproduces_state_hash_and_survives_a_file(tmp_path: Path) -> None:
    played = play_game(ELIXIR, {"players": 4}, 21, [RandomBot(i) for i in range(4)])
    path = tmp_path / "game.json"
    save(path, played.replay)
    loaded = load(path)
    assert loaded == played.replay
    assert state_hash(ELIXIR, play_back(ELIXIR, loaded)) == played.replay.final_hash


@pytest.mark.parametrize(("content", "message"), [
    (b"", "not valid JSON"),
    (b"\xff\xfe garbage", "not valid JSON"),
    (b"[1, 2]", "JSON object"),
    (b'{"format": "something-else"}', "unknown format"),
    (b'{"format": "elixir-arcade/replay", "version": 99}', "version"),
    (b'{"format": "elixir-arcade/replay", "version": 1, "game": "elixir", "options": {}, "seed": "x"}', "corrupt"),
    (b'{"format": "elixir-arcade/replay", "version": 1, "game": "elixir", "options": {}, "seed": 1, '
     b'"answers": [[1, 2]]}', "corrupt"),
    (b'{"format": "elixir-arcade/replay", "version": 1, "game": "elixir", "options": {}, "seed": 1, '
     b'"answers": [], "hash": "abc"}', "hash"),
])
def test_corrupt_replay_file_is_refused_with_a_clear_message(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(ReplayError, match=message):
        load(path)


def test_truncated_replay_file_is_refused(tmp_path: Path) -> None:
    played = play_game(ELIXIR, {"players": 3}, 4, [RandomBot(i) for i in range(3)])
    path = tmp_path / "game.json"
    save(path, played.replay)
    path.write_bytes(path.read_bytes()[:-40])
    with pytest.raises(ReplayError):
        load(path)


def test_replay_with_a_refused_answer_is_refused_not_half_loaded() -> None:
    played = play_game(ELIXIR, {"players": 3}, 4, [RandomBot(i) for i in range(3)])
    answers = list(played.replay.answers)
    bad = answers[10]
    answers[10] = Answer(bad.decision, bad.seat, "nonsense")
    broken = Replay("elixir", played.replay.options, 4, tuple(answers))
    with pytest.raises(ReplayError, match="answer 11"):
        play_back(ELIXIR, broken)


def test_replay_with_invalid_options_is_refused() -> None:
    with pytest.raises(ReplayError, match="options"):
        play_back(ELIXIR, Replay("elixir", {"players": 99}, 1))


def test_replay_file_is_plain_json(tmp_path: Path) -> None:
    played = play_game(ELIXIR, {"players": 3}, 8, [RandomBot(i) for i in range(3)])
    save(tmp_path / "r.json", played.replay)
    data = json.loads((tmp_path / "r.json").read_text())
    assert data["format"] == "elixir-arcade/replay" and data["game"] == "elixir"
