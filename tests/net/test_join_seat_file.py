"""`join` keeps its seat token on disk: killed with -9 and started again, it gets its own seat back.

Real processes on 127.0.0.1: a headless host, one `join` client, two host bots. The tokens go
to the throwaway XDG_DATA_HOME that `tests.gameprocs` gives its processes.
"""

from __future__ import annotations

from pathlib import Path

from game.seattokens import SeatTokens
from tests.gameprocs import DATA_HOME, Proc, result_of


def seats_file() -> Path:
    return DATA_HOME / "elixir-arcade" / "seats.json"


def test_join_killed_with_sigkill_and_started_again_gets_its_own_seat_back() -> None:
    procs: list[Proc] = []
    try:
        # A slow reaction floor keeps the game running while the join client is killed and restarted.
        host = Proc("host", "--game", "elixir", "--players", "3", "--bots", "2", "--bind", "127.0.0.1",
                    "--port", "0", "--no-announce", "--floor", "0.1", "--seed", "4", "--name", "Crash table")
        procs.append(host)
        port = host.line_starting("LISTENING ", 30).split()[2]
        command = ("join", f"127.0.0.1:{port}", "--bot", "random", "--seed", "1", "--name", "Kim", "--timeout", "90")
        first = Proc(*command)
        procs.append(first)
        seat = first.line_starting("SEAT ", 30)
        record = SeatTokens(seats_file()).record(f"127.0.0.1:{port} Kim")
        assert record is not None and record.table == "Crash table"
        first.kill()  # SIGKILL: no goodbye, nothing flushed
        assert not any(x.startswith("RESULT ") for x in first.out), "the game ended before the client was killed"

        again = Proc(*command)
        procs.append(again)
        assert again.line_starting("SEAT ", 30) == seat, again.describe()
        result = result_of(again.line_starting("RESULT ", 80))
        assert again.finish(20) == 0, again.describe()
        assert not any("table_full" in x for x in again.err)
        assert result_of(host.line_starting("RESULT ", 20)) == result
    finally:
        for proc in procs:
            proc.kill()
    # The game is over: its seat is no longer offered for reclaiming.
    assert SeatTokens(seats_file()).record(f"127.0.0.1:{port} Kim") is None


def test_join_with_new_seat_neither_reads_nor_writes_the_token_file() -> None:
    procs: list[Proc] = []
    try:
        host = Proc("host", "--game", "elixir", "--players", "3", "--bots", "1", "--bind", "127.0.0.1",
                    "--port", "0", "--no-announce", "--floor", "0.1", "--seed", "4")
        procs.append(host)
        port = host.line_starting("LISTENING ", 30).split()[2]
        command = ("join", f"127.0.0.1:{port}", "--bot", "random", "--name", "Lee", "--new-seat")
        first = Proc(*command)
        procs.append(first)
        seat = first.line_starting("SEAT ", 30)
        assert SeatTokens(seats_file()).record(f"127.0.0.1:{port} Lee") is None
        second = Proc(*command)
        procs.append(second)
        assert second.line_starting("SEAT ", 30) != seat  # a second seat, not the first one's
    finally:
        for proc in procs:
            proc.kill()
