"""A finished table stays reachable: for the linger period after a game (or until every seated
player has left with `bye`), a player who comes back with their token gets the result.

The in-process tests drive a `Host` and `TableLifetime` on a ticked clock; one test runs the
headless host as its own process on 127.0.0.1 with a short `--linger`.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
import time

import pytest
from nethelpers import FakeClock, SyncTable, make_config
from test_host_rematch_command import ENV, results_printed, start_host
from toygame import TOY

from engine.bots import make_bot
from net import protocol as p
from net.client import ClientSession
from net.host import Host, SeatKind, SeatSpec
from net.lifetime import DEFAULT_LINGER, TableLifetime, everyone_left
from net.transport import close_after_peer, open_tcp

HUMAN = SeatSpec(SeatKind.HUMAN)
BOT = SeatSpec(SeatKind.BOT)


def finished_table(clock: FakeClock) -> tuple[Host, SyncTable, str]:
    """A toy table whose human (Ann) dropped mid-game; the game ends with a bot covering her.
    Returns the host, the table and Ann's token."""
    host = Host(TOY, {"players": 3, "rounds": 2}, [HUMAN, BOT, BOT],
                config=make_config(grace=5.0, silence_timeout=1000.0), clock=clock, seed=4)
    table = SyncTable(host)
    ann = table.join(ClientSession("Ann"))
    token = ann.session.token
    assert token is not None and host.result is None
    table.drop(ann)
    clock.advance(5.0)
    table.tick()
    assert host.result is not None and host.table_state.value == "over"
    return host, table, token


def test_a_finished_table_stays_reachable_for_the_linger_period(clock: FakeClock) -> None:
    host, _table, _token = finished_table(clock)
    lifetime = TableLifetime(120.0, clock)
    assert not lifetime.over(host)
    assert lifetime.deadline() == clock.now + 120.0
    clock.advance(119.9)
    assert not lifetime.over(host)
    clock.advance(0.1)
    assert lifetime.over(host)


def test_the_default_linger_period_is_two_minutes() -> None:
    assert DEFAULT_LINGER == 120.0


def test_a_player_back_after_the_end_gets_the_result_in_the_snapshot(clock: FakeClock) -> None:
    host, table, token = finished_table(clock)
    lifetime = TableLifetime(120.0, clock)
    assert not lifetime.over(host)
    clock.advance(100.0)
    back = table.join(ClientSession("Ann", token=token))
    assert back.closed_reason is None and not back.of(p.Refuse)
    snap = back.last(p.Snapshot)
    assert snap.result == host.result and snap.seat == 0
    assert back.session.result == host.result
    assert back.last(p.Table).table["state"] == "over"
    back.send(back.session.say("gg"))
    assert back.last(p.Chat).text == "gg"  # chat goes on at a finished table


def test_a_finished_table_is_done_once_every_seated_player_left_with_bye(clock: FakeClock) -> None:
    host = Host(TOY, {"players": 3, "rounds": 2}, [HUMAN, HUMAN, BOT],
                config=make_config(silence_timeout=1000.0), clock=clock, seed=4)
    table = SyncTable(host)
    ann = table.join(ClientSession("Ann"), make_bot("random", 1))
    bob = table.join(ClientSession("Bob"), make_bot("random", 2))
    assert host.table_state.value == "over"
    lifetime = TableLifetime(120.0, clock)
    ann.send(ann.session.bye())
    assert not lifetime.over(host)  # Bob is still there
    table.drop(bob)
    assert not lifetime.over(host)  # Bob's link dropped: he may come back, so the table waits
    back = table.join(ClientSession("Bob", token=bob.session.token))
    back.send(back.session.bye())
    assert everyone_left(host.seats) and lifetime.over(host)


def test_a_table_of_bots_only_is_done_at_once(clock: FakeClock) -> None:
    host = Host(TOY, {"players": 3, "rounds": 2}, [BOT, BOT, BOT], config=make_config(), clock=clock, seed=4)
    host.start_game()
    assert host.table_state.value == "over"
    assert TableLifetime(120.0, clock).over(host)


def test_a_rematch_ends_the_wait_and_the_next_game_end_starts_a_new_one(clock: FakeClock) -> None:
    host = Host(TOY, {"players": 3, "rounds": 2}, [HUMAN, BOT, BOT],
                config=make_config(silence_timeout=1000.0), clock=clock, seed=4)
    table = SyncTable(host)
    ann = table.join(ClientSession("Ann"), make_bot("random", 1))
    lifetime = TableLifetime(10.0, clock)
    assert not lifetime.over(host)
    clock.advance(9.0)
    ann.send(ann.session.rematch())
    assert host.game_no == 2 and host.table_state.value == "over"  # the bots play it through at once
    assert not lifetime.over(host)
    clock.advance(5.0)
    assert not lifetime.over(host)  # 14 s after game 1, but 5 s after game 2
    assert lifetime.deadline() == clock.now + 5.0


def test_a_negative_linger_period_is_refused() -> None:
    with pytest.raises(ValueError):
        TableLifetime(-1.0)


def test_host_refuses_a_negative_linger() -> None:
    from nethelpers import REPO

    proc = subprocess.run([sys.executable, "-m", "game", "host", "--linger", "-5", "--no-announce"], cwd=REPO,
                          env=ENV, text=True, capture_output=True, timeout=60)
    assert proc.returncode == 2 and "--linger" in proc.stderr


async def _seat_then_drop(port: int) -> str:
    """Take the human seat and drop the link at once (no `bye`); returns the seat token."""
    session = ClientSession("Ann")
    stream = await open_tcp("127.0.0.1", port)
    stream.write(session.connect())
    try:
        while session.token is None:
            data = await asyncio.wait_for(stream.read(), 30)
            assert data, "the host closed the connection before its welcome"
            session.receive_data(data)
    finally:
        stream.close()
    return session.token


async def _come_back(port: int, token: str) -> p.Snapshot:
    """Reconnect with `token`, wait for the snapshot, leave with `bye`; returns the snapshot."""
    session = ClientSession("Ann", token=token)
    stream = await open_tcp("127.0.0.1", port)
    stream.write(session.connect())
    try:
        while True:
            data = await asyncio.wait_for(stream.read(), 30)
            assert data, "the host closed the connection instead of serving the result"
            snaps = [m for m in session.receive_data(data) if isinstance(m, p.Snapshot)]
            if snaps:
                stream.write(session.bye())
                await close_after_peer(stream)  # closing at once could make the host lose the bye
                return snaps[-1]
    finally:
        stream.close()


def test_headless_host_gives_a_player_back_after_the_result_the_result_then_exits_when_they_leave() -> None:
    proc, port = start_host("--grace", "0", "--linger", "30")
    try:
        token = asyncio.run(_seat_then_drop(port))
        assert proc.stdout is not None
        line = proc.stdout.readline()  # a bot covers the dropped seat at once; the game ends
        assert line.startswith("RESULT "), line
        snap = asyncio.run(_come_back(port, token))
        left_at = time.monotonic()
        out, err = proc.communicate(timeout=20)
        waited = time.monotonic() - left_at
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    assert snap.result is not None and results_printed(line) == [snap.result]
    assert out == ""  # nothing more printed: one game, one RESULT
    assert waited < 20  # the host stopped when its only player left, not after the 30 s linger


def test_a_window_host_left_by_its_owner_serves_a_finished_table_until_the_linger_runs_out(
        clock: FakeClock) -> None:
    from net.lifetime import serve_while_reachable

    host, _table, _token = finished_table(clock)
    slept: list[float] = []

    async def tick(seconds: float) -> None:
        slept.append(seconds)
        clock.advance(seconds)

    asyncio.run(serve_while_reachable(host, TableLifetime(3.0, clock), poll=0.5, sleep=tick))
    assert sum(slept) == 3.0 and len(slept) == 6


def test_a_window_host_left_during_its_game_closes_at_once(clock: FakeClock) -> None:
    from net.lifetime import serve_while_reachable

    host = Host(TOY, {"players": 3, "rounds": 2}, [HUMAN, BOT, BOT], config=make_config(), clock=clock, seed=4)
    table = SyncTable(host)
    table.join(ClientSession("Ann"))
    assert host.table_state.value == "playing"
    slept: list[float] = []

    async def tick(seconds: float) -> None:
        slept.append(seconds)

    asyncio.run(serve_while_reachable(host, TableLifetime(120.0, clock), sleep=tick))
    assert slept == []
