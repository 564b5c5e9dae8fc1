"""`elixir-arcade host --resume`, end to end as processes on 127.0.0.1.

A headless host with two `join --bot random` clients and one bot seat autosaves its game; the
host process is terminated mid-game; `host --resume` on the same port rebuilds the table from
the autosave, the join clients (which keep their seat tokens in memory and retry) reclaim their
seats, and the game finishes from the saved answers.
"""

from __future__ import annotations

import json
from pathlib import Path

from engine.core.replay import load, play_back
from engine.games import get_game
from tests.gameprocs import Proc, result_of, wait_for_save

STOP_AFTER = 30
"""Answers the autosave must hold before the first host is stopped."""


def test_host_resume_finishes_the_saved_game_with_the_same_join_clients(tmp_path: Path) -> None:
    save = tmp_path / "table.json"
    procs: list[Proc] = []
    try:
        # A slow reaction floor keeps the first game running long enough to be stopped mid-way.
        first = Proc("host", "--game", "elixir", "--players", "3", "--bots", "1", "--bind", "127.0.0.1",
                     "--port", "0", "--no-announce", "--floor", "0.1", "--seed", "11", "--save", str(save),
                     "--name", "Resume table")
        procs.append(first)
        listening = first.line_starting("LISTENING ", 30)
        assert listening.startswith("LISTENING 127.0.0.1 "), listening
        port = listening.split()[2]
        joins = [Proc("join", f"127.0.0.1:{port}", "--bot", "random", "--seed", str(i), "--name", f"J{i}",
                      "--timeout", "50") for i in range(2)]
        procs.extend(joins)
        seats = [int(j.line_starting("SEAT ", 30).split()[1]) for j in joins]
        assert sorted(seats) == [0, 1]

        wait_for_save(save, first, STOP_AFTER, 30)
        first.stop()
        assert not any(x.startswith("RESULT ") for x in first.out), "the game ended before the host was stopped"
        saved = load(save)  # what the stopped host left behind
        game = get_game(saved.game)
        assert len(saved.answers) >= STOP_AFTER
        assert not play_back(game, saved).over, "the autosave holds a finished game"
        assert saved.meta["net"]["game_no"] == 1
        tokens = [s["token"] for s in saved.meta["net"]["seats"]]
        assert tokens[0] and tokens[1] and tokens[2] is None  # two seated join clients, one host bot

        # The join clients retry every 0.5 s, ten times: the resumed host must listen on the same port soon.
        second = Proc("host", "--resume", str(save), "--bind", "127.0.0.1", "--port", port, "--no-announce",
                      "--floor", "0")
        procs.append(second)
        assert second.line_starting("LISTENING ", 30) == f"LISTENING 127.0.0.1 {port}"
        for join, seat in zip(joins, seats, strict=True):
            again = join.line_starting("SEAT ", 30)
            assert again == f"SEAT {seat}", f"{again!r}: the join client did not get its seat back"
        result = result_of(second.line_starting("RESULT ", 40))
        assert second.finish(20) == 0, second.describe()
        for join in joins:
            assert join.finish(20) == 0, join.describe()
            assert result_of(join.line_starting("RESULT ", 5)) == result
            assert [x for x in join.out if x.startswith("SEAT ")] == [f"SEAT {seats[joins.index(join)]}"] * 2
    finally:
        for proc in procs:
            proc.kill()

    # The resumed host kept autosaving into the same file: the finished game extends the saved answers.
    final = load(save)
    assert final.seed == saved.seed and final.options == saved.options
    assert len(final.answers) > len(saved.answers)
    assert final.answers[:len(saved.answers)] == saved.answers
    assert final.meta["net"]["game_no"] == 1
    assert [s["token"] for s in final.meta["net"]["seats"]] == tokens
    state = play_back(game, final)
    assert state.over
    assert json.loads(json.dumps(game.result(state))) == result


def test_host_resume_of_a_finished_game_prints_its_result_and_exits(tmp_path: Path) -> None:
    save = tmp_path / "finished.json"
    procs: list[Proc] = []
    try:
        first = Proc("host", "--game", "elixir", "--players", "3", "--bots", "3", "--bind", "127.0.0.1",
                     "--port", "0", "--no-announce", "--floor", "0", "--seed", "5", "--save", str(save))
        procs.append(first)
        result = result_of(first.line_starting("RESULT ", 60))
        assert first.finish(20) == 0, first.describe()
        assert play_back(get_game("elixir"), load(save)).over

        again = Proc("host", "--resume", str(save), "--bind", "127.0.0.1", "--port", "0", "--no-announce")
        procs.append(again)
        assert result_of(again.line_starting("RESULT ", 30)) == result
        assert again.finish(20) == 0, again.describe()
    finally:
        for proc in procs:
            proc.kill()
