"""A client that hears nothing from its host for three ping intervals calls the connection lost.

The deadline runs on an injected clock (ticked here, never slept through); one test runs a
real `join` process against a TCP server on 127.0.0.1 that accepts and then never sends.
"""

from __future__ import annotations

import asyncio
import socket
import subprocess
import sys
import time

import pytest
from nethelpers import REPO, FakeClock, wait_for

from net.client import ClientGaveUp, ClientSession, RemoteClient
from net.liveness import PING_INTERVAL, SILENCE_LIMIT, Silence, backoff_delay
from net.transport import MemoryStream, Stream, memory_pair


def test_silence_limit_is_three_ping_intervals() -> None:
    assert PING_INTERVAL == 5.0
    assert SILENCE_LIMIT == 3 * PING_INTERVAL


def test_anything_heard_restarts_the_silence_deadline(clock: FakeClock) -> None:
    silence = Silence(clock, 15.0)
    clock.advance(14.0)
    assert not silence.lost() and silence.remaining() == pytest.approx(1.0)
    silence.heard()
    clock.advance(14.9)
    assert not silence.lost()
    clock.advance(0.1)
    assert silence.lost() and silence.remaining() == 0.0


def test_a_silence_limit_that_is_not_positive_is_refused(clock: FakeClock) -> None:
    with pytest.raises(ValueError):
        Silence(clock, 0.0)


def test_reconnection_delays_double_up_to_a_ceiling() -> None:
    assert [backoff_delay(n, 0.5, 5.0) for n in range(1, 7)] == [0.5, 1.0, 2.0, 4.0, 5.0, 5.0]


def test_a_silent_host_is_called_lost_after_three_ping_intervals_and_the_client_reconnects(clock: FakeClock) -> None:
    async def scenario() -> None:
        host_ends: list[MemoryStream] = []

        async def connector() -> Stream:
            mine, theirs = memory_pair()
            host_ends.append(theirs)  # a host that never answers
            return mine

        async def no_wait(_: float) -> None:
            return None

        lost: list[float] = []
        client = RemoteClient(connector, ClientSession("Ann", token="tok"), clock=clock, sleep=no_wait,
                              on_lost=lost.append, silence_limit=SILENCE_LIMIT)
        task = asyncio.create_task(client.run())
        await wait_for(lambda: client.stream is not None)
        clock.advance(SILENCE_LIMIT - 0.1)
        assert not client.check_silence() and lost == []
        clock.advance(0.1)
        assert client.check_silence()
        assert lost == [pytest.approx(SILENCE_LIMIT)]
        await wait_for(lambda: len(host_ends) == 2 and client.stream is not None)
        hello = await host_ends[1].read()
        assert b"tok" in hello  # the reconnection offers the seat's token
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(scenario())


def test_failed_reconnections_back_off() -> None:
    async def scenario() -> list[float]:
        waits: list[float] = []

        async def refused() -> Stream:
            raise ConnectionRefusedError("nobody there")

        async def record(seconds: float) -> None:
            waits.append(seconds)

        client = RemoteClient(refused, ClientSession("Ann"), retry_delay=0.5, max_retry_delay=4.0, max_retries=6,
                              sleep=record)
        with pytest.raises(ClientGaveUp):
            await client.run()
        return waits

    assert asyncio.run(scenario()) == [0.5, 1.0, 2.0, 4.0, 4.0, 4.0]


def test_giving_up_after_having_played_says_the_host_was_lost_not_unreachable() -> None:
    """A join that had played for minutes ended with "cannot reach the host", as if it had never
    found it."""
    async def scenario() -> tuple[str, str]:
        host_ends: list[MemoryStream] = []

        async def once_then_refused() -> Stream:
            if host_ends:
                raise ConnectionRefusedError("nobody there")
            mine, theirs = memory_pair()
            host_ends.append(theirs)
            return mine

        async def refused() -> Stream:
            raise ConnectionRefusedError("nobody there")

        async def no_wait(_: float) -> None:
            return None

        said = []
        for connector in (once_then_refused, refused):
            client = RemoteClient(connector, ClientSession("Ann"), max_retries=2, sleep=no_wait)
            task = asyncio.create_task(client.run())
            if connector is once_then_refused:
                await wait_for(lambda c=client: c.stream is not None)  # type: ignore[misc]
                host_ends[0].close()  # the host is gone
            with pytest.raises(ClientGaveUp) as gave_up:
                await task
            said.append(str(gave_up.value))
        return said[0], said[1]

    after_playing, never = asyncio.run(scenario())
    assert after_playing.startswith("lost the host") and never.startswith("cannot reach the host")


def test_join_reports_a_frozen_host_within_20_seconds() -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as server:
        server.bind(("127.0.0.1", 0))
        server.listen(8)  # accepts (the kernel does) and never sends: a frozen host
        port = server.getsockname()[1]
        start = time.monotonic()
        proc = subprocess.Popen([sys.executable, "-m", "game", "join", f"127.0.0.1:{port}", "--bot", "random",
                                 "--timeout", "40", "--new-seat"], cwd=REPO, text=True,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            assert proc.stderr is not None
            line = proc.stderr.readline()  # blocks until join says something (bounded by its own --timeout)
            elapsed = time.monotonic() - start
        finally:
            proc.kill()
            proc.wait(timeout=10)
    assert "connection lost" in line, line
    assert elapsed < 20.0, f"reported after {elapsed:.1f} s"
