"""Driving `python -m game ...` processes from tests, with a deadline on every read.

`Proc` starts one command (optionally behind a prefix such as ``ip netns exec NS``), collects
its output lines on threads, and offers `line_starting` (the next stdout line with a prefix,
failing after a timeout or when the process ends), `err_containing` (a stderr line, with a
deadline too), `finish`, `stop` (SIGTERM) and `kill` (SIGKILL). `wait_for_save` polls a host's
autosave; `result_of` parses a ``RESULT`` line.
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from engine.core.replay import Replay, ReplayError, load

REPO = Path(__file__).resolve().parents[1]
"""The checkout the processes run from (its packages come first on their path)."""
DATA_HOME = Path(tempfile.mkdtemp(prefix="elixir-test-data-"))
"""The processes' XDG_DATA_HOME: `join` keeps its seat tokens there, never in the user's own."""
ENV = {**os.environ, "PYTHONPATH": str(REPO), "XDG_DATA_HOME": str(DATA_HOME)}
"""The environment of a game process: ours, with the checkout on the path and a throwaway data directory."""


class Proc:
    """A `python -m game ...` process whose output lines are collected by threads (so reads have deadlines)."""

    def __init__(self, *args: str, prefix: Sequence[str] = (), env: Mapping[str, str] | None = None) -> None:
        self.args = args
        self.popen = subprocess.Popen([*prefix, sys.executable, "-m", "game", *args], cwd=REPO,
                                      env={**ENV, **(env or {})}, text=True,
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

    def err_containing(self, text: str, timeout: float) -> str:
        """The first stderr line containing `text` (fails after `timeout` seconds)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            found = next((line for line in list(self.err) if text in line), None)
            if found is not None:
                return found
            time.sleep(0.02)  # the output threads fill `err`; this only bounds the wait
        raise AssertionError(f"no stderr line with {text!r} from {self.describe()}")

    def finish(self, timeout: float) -> int:
        """Wait for the process to exit and for its output to be read; returns its exit code."""
        rc = self.popen.wait(timeout=timeout)
        for thread in self._threads:
            thread.join(timeout=5)
        return rc

    def stop(self) -> None:
        """Terminate the process (SIGTERM: `host` closes its table cleanly, sending `shutdown`; other
        commands just end) and wait for it."""
        self.popen.terminate()
        self.finish(10)

    def kill(self) -> None:
        """Kill the process (SIGKILL) if it still runs, and wait for it."""
        if self.popen.poll() is None:
            self.popen.kill()
            self.popen.wait(timeout=10)

    def describe(self) -> str:
        """The command, its exit code so far and everything it printed (for failure messages)."""
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
    """The result of a ``RESULT <json>`` line."""
    assert line.startswith("RESULT "), line
    result: dict[str, Any] = json.loads(line[len("RESULT "):])
    return result
