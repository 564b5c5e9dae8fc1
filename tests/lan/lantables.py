"""Seeded games across the LAN lab: start a headless host and `join` clients, and check how a game ended.

Every game is Elixir with three seats, random bots in the host's seats and in each `join`, and
no reaction floor (``--floor 0``) unless a test needs a slower table. `check_finished` is the
check of every fault case: the host prints a RESULT, every client prints the same one, and the
host's autosave replays to its recorded hash (``replay FILE --verify``).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.gameprocs import ENV, REPO, Proc, result_of
from tests.lan.lanlab import Machine

PORT = 47470
"""The port every lab host listens on (each lab is its own network, so they never clash)."""


def start_host(machine: Machine, save: Path, *, seed: int, joins: int, floor: float = 0.0,
               extra: tuple[str, ...] = ()) -> Proc:
    """A headless 3-seat host on `machine` with `joins` seats left for `join` clients; waits until it listens."""
    host = machine.run("host", "--game", "elixir", "--players", "3", "--bots", str(3 - joins),
                       "--bind", machine.address, "--port", str(PORT), "--floor", str(floor),
                       "--seed", str(seed), "--save", str(save), "--name", "Lab table", *extra)
    listening = host.line_starting("LISTENING ", 30)
    assert listening == f"LISTENING {machine.address} {PORT}", listening
    return host


def start_join(machine: Machine, host: Machine, seed: int, timeout: float) -> Proc:
    """A `join --bot random` client on `machine`, playing at `host`'s table (it gives up after `timeout` s)."""
    return machine.run("join", f"{host.address}:{PORT}", "--bot", "random", "--seed", str(seed),
                       "--name", machine.name, "--timeout", str(timeout))


def seat_of(join: Proc, timeout: float = 30) -> int:
    """The seat a join client printed (``SEAT <n>``)."""
    return int(join.line_starting("SEAT ", timeout).split()[1])


def check_finished(host: Proc, joins: list[Proc], save: Path, timeout: float) -> dict[str, Any]:
    """The game finished: the host's RESULT, the same RESULT from every client, a save that replays to its hash."""
    result = result_of(host.line_starting("RESULT ", timeout))
    for join in joins:
        assert result_of(join.line_starting("RESULT ", timeout)) == result, join.describe()
        assert join.finish(30) == 0, join.describe()
    verify = subprocess.run([sys.executable, "-m", "game", "replay", str(save), "--verify"], cwd=REPO, env=ENV,
                            text=True, capture_output=True, timeout=60)
    assert verify.returncode == 0, f"replay --verify: {verify.stdout} {verify.stderr}"
    return result
