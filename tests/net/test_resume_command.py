"""`elixir-arcade host --resume`, end to end as processes on 127.0.0.1.

A headless host with two `join --bot random` clients and one bot seat autosaves its game; the
host process is terminated mid-game; `host --resume` on the same port rebuilds the table from
the autosave, the join clients (which keep their seat tokens in memory and retry) reclaim their
seats, and the game finishes from the saved answers.
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from nethelpers import REPO

from engine.core.replay import Replay, ReplayError, load, play_back
from engine.games import get_game

ENV = {**os.environ, "PYTHONPATH": str(REPO)}
STOP_AFTER = 30
"""Answers the autosave must hold before the first host is stopped."""


class Proc:
    """A `python -m game ...` process whose output lines are collected by threads (so reads have deadlines)."""

    def __init__(self, *args: str) -> None:
        self.args = args
        self.popen = subprocess.Popen([sys.executable, "-m", "game", *args], cwd=REPO, env=ENV, text=True,
                                      stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.lines: queue.Queue[str] = queue.Queue()
        self.out: list[str] = []
        self.err: list[str] = []
        self._threads = [threading.Thread(target=self._pump, args=(self.popen.stdout, True), daemon=True),
                         threading.Thread(target=self._pump, args=(self.popen.stderr, False), daemon=True)]
        for thread in self._threads:
            thread.start()

    def _pump(self, stream: Any, is_out: bool) -> None:
        for line in stream:
            line = line.rstrip("\n")
            if is_out:
                self.out.append(line)
                self.lines.put(line)
            else:
                self.err.append(line)

    def line_starting(self, prefix: str, timeout: float) -> str:
        """The next stdout line starting with `prefix` (fails after `timeout` seconds or if the process ends)."""
        end = time.monotonic() + timeout
        while True:
            left = end - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no {prefix!r} line from {self.describe()}")
            try:
                line = self.lines.get(timeout=min(left, 0.5))
            except queue.Empty:
                if self.popen.poll() is not None and self.lines.empty():
                    self.finish(5)
                    raise AssertionError(f"{self.describe()} ended without a {prefix!r} line") from None
                continue
            if line.startswith(prefix):
                return line

    def finish(self, timeout: float) -> int:
        """Wait for the process to exit and for its output to be read; returns its exit code."""
        rc = self.popen.wait(timeout=timeout)
        for thread in self._threads:
            thread.join(timeout=5)
        return rc

    def stop(self) -> None:
        """Terminate the process (SIGTERM: no clean shutdown) and wait for it."""
        self.popen.terminate()
        self.finish(10)

    def kill(self) -> None:
        if self.popen.poll() is None:
            self.popen.kill()
            self.popen.wait(timeout=10)

    def describe(self) -> str:
        return f"`game {' '.join(self.args)}` (rc {self.popen.poll()}), stdout {self.out}, stderr {self.err}"


def wait_for_save(path: Path, proc: Proc, answers: int, timeout: float) -> Replay:
    """Poll the host's autosave until it holds at least `answers` answers."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if proc.popen.poll() is not None:
            raise AssertionError(f"the host ended before its autosave held {answers} answers: {proc.describe()}")
        if path.exists():
            try:
                replay = load(path)
            except ReplayError:
                replay = None  # cannot happen with atomic saves; the assertion below would catch a stuck file
            if replay is not None and len(replay.answers) >= answers:
                return replay
        time.sleep(0.02)
    raise AssertionError(f"the autosave {path} never held {answers} answers: {proc.describe()}")


def result_of(line: str) -> dict[str, Any]:
    assert line.startswith("RESULT "), line
    result: dict[str, Any] = json.loads(line[len("RESULT "):])
    return result


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
