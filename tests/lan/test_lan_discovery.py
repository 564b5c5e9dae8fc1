"""Discovery across the LAN lab: `lan --json` on one machine sees a table hosted on another.

The host announces its table with zeroconf on its lab address only (``--bind``), and the
watching machine browses on its own lab address only (``--interface``): multicast stays on
the lab's bridge. Each `lan` run listens 3 s, so a table it lists was found within 3 s.
"""

from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path
from typing import Any

from tests.gameprocs import result_of
from tests.lan.lanlab import Lab, Machine
from tests.lan.lantables import PORT, seat_of, start_host, start_join


def tables_seen(watcher: Machine) -> list[dict[str, Any]]:
    """The tables `lan --json --timeout 3` lists on `watcher` (browsing on its lab interface only)."""
    lan = watcher.run("lan", "--json", "--timeout", "3", "--interface", watcher.address)
    try:
        assert lan.finish(30) == 0, lan.describe()
    except subprocess.TimeoutExpired:
        raise AssertionError(f"`lan` did not end: {lan.describe()}") from None
    tables: list[dict[str, Any]] = json.loads("\n".join(lan.out))
    return tables


def watch_until(watcher: Machine, host: Machine, want: dict[str, Any], timeout: float) -> dict[str, Any]:
    """Run `lan` on `watcher` until it lists `host`'s table with the fields of `want` (fails after `timeout` s)."""
    end = time.monotonic() + timeout
    seen: list[dict[str, Any]] = []
    while time.monotonic() < end:
        seen = [t for t in tables_seen(watcher) if t["address"] == host.address and t["port"] == PORT]
        if seen and all(seen[0][k] == v for k, v in want.items()):
            return seen[0]
    raise AssertionError(f"{watcher.name} never saw {want} from {host.address}:{PORT}; last seen {seen}")


def test_lan_finds_a_table_in_another_machine_and_follows_its_seats_and_state(lab: Lab, tmp_path: Path) -> None:
    server, watcher = lab.machine("host"), lab.machine("watcher")
    players = [lab.machine(f"c{i}") for i in range(2)]
    start_host(server, tmp_path / "save.json", seed=31, joins=2, floor=0.3,
               extra=("--name", "Discovery table"))
    found = tables_seen(watcher)  # one 3-second look, right after the host listens
    assert [(t["table"], t["address"], t["port"], t["free"], t["seats"], t["state"]) for t in found] == [
        ("Discovery table", server.address, PORT, 2, 3, "lobby")], found
    seat_of(start_join(players[0], server, 0, 300))
    watch_until(watcher, server, {"free": 1, "state": "lobby"}, 20)
    seat_of(start_join(players[1], server, 1, 300))
    watch_until(watcher, server, {"free": 0, "state": "playing"}, 20)


def test_lan_sees_a_finished_table_as_over(lab: Lab, tmp_path: Path) -> None:
    """A player's `join` dies (-9) mid-game; bots finish its seat; the table lingers for them, listed as ``over``."""
    server, watcher, player = lab.machine("host"), lab.machine("watcher"), lab.machine("c0")
    host = start_host(server, tmp_path / "save.json", seed=32, joins=1, extra=("--grace", "1"))
    join = start_join(player, server, 0, 300)
    seat_of(join)
    join.kill()
    result_of(host.line_starting("RESULT ", 90))
    watch_until(watcher, server, {"state": "over"}, 20)
