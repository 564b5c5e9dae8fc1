"""The network benchmark: an answer's round trip through the host, next to a bare msgpack echo.

Everything runs in one process on one event loop over TCP on 127.0.0.1 (the same loopback
for both measurements, in the same run):

- **answer round trip**: 4 seats, each a TCP client; the seat asked sends an answer; the
  time runs until every one of the 4 clients has the resulting `Update` decoded and
  applied (the host validated and applied the answer, built 4 redacted frames, sent them).
- **bare echo**: a server that decodes each msgpack frame and sends it back re-encoded;
  the time of one round trip of a frame the size of an answer. Also measured: the same echo
  fanned out to 4 clients (the server sends the decoded frame to all 4).

Bytes per accepted answer per seat are the update frames' bytes (header included) divided by
the number of (answer, seat) pairs.
"""

from __future__ import annotations

import asyncio
import contextlib
import statistics
import time
from dataclasses import dataclass
from typing import Any

import msgpack  # type: ignore[import-untyped]

from engine.bots import make_bot
from engine.core.game import Game
from net import protocol as p
from net.client import ClientSession
from net.host import Host, HostConfig, SeatKind, SeatSpec
from net.server import HostServer
from net.transport import TcpStream, open_tcp

SEATS = 4


@dataclass(frozen=True, slots=True)
class Timing:
    """Summary of a list of durations, in microseconds."""

    n: int
    median_us: float
    p90_us: float
    mean_us: float

    @staticmethod
    def of(samples: list[float]) -> Timing:
        """Summarize durations given in seconds."""
        us = sorted(s * 1e6 for s in samples)
        return Timing(len(us), statistics.median(us), us[min(len(us) - 1, int(len(us) * 0.9))],
                      statistics.fmean(us))


@dataclass(frozen=True, slots=True)
class NetBench:
    """The figures of one `bench net` run."""

    game: str
    seats: int
    answer: Timing
    echo: Timing
    echo_fanout: Timing
    host: Timing
    """Time inside the host per answer (no network)."""
    bytes_per_answer_seat: float
    max_update_bytes: int
    games: int

    @property
    def ratio(self) -> float:
        """Answer round trip over bare echo (medians)."""
        return self.answer.median_us / self.echo.median_us

    @property
    def ratio_fanout(self) -> float:
        """Answer round trip over the echo fanned out to every seat (medians)."""
        return self.answer.median_us / self.echo_fanout.median_us

    def to_plain(self) -> dict[str, Any]:
        """The figures as plain data (for ``--json``)."""
        def t(x: Timing) -> dict[str, Any]:
            return {"n": x.n, "median_us": round(x.median_us, 1), "p90_us": round(x.p90_us, 1),
                    "mean_us": round(x.mean_us, 1)}
        return {"game": self.game, "seats": self.seats, "answer_round_trip": t(self.answer),
                "bare_echo": t(self.echo), "echo_fanout": t(self.echo_fanout), "host_work": t(self.host),
                "ratio": round(self.ratio, 2), "ratio_fanout": round(self.ratio_fanout, 2),
                "bytes_per_answer_per_seat": round(self.bytes_per_answer_seat, 1),
                "max_update_bytes": self.max_update_bytes, "games": self.games}


class _Peer:
    """A benchmark client: a session fed by a reader task."""

    def __init__(self, stream: TcpStream, session: ClientSession, changed: asyncio.Event) -> None:
        self.stream = stream
        self.session = session
        self.changed = changed
        self.update_bytes = 0
        self.max_update = 0
        self.task = asyncio.ensure_future(self._read())

    async def _read(self) -> None:
        while True:
            data = await self.stream.read()
            if not data:
                return
            before = self.session.conn.bytes_in
            seq = self.session.seq
            self.session.receive_data(data)
            if self.session.seq != seq and self.session.seq > 0:
                size = self.session.conn.bytes_in - before
                self.update_bytes += size
                self.max_update = max(self.max_update, size)
            out = self.session.take_outgoing()
            if out:
                self.stream.write(out)
            self.changed.set()


async def _wait(changed: asyncio.Event, cond: Any) -> None:
    while not cond():
        changed.clear()
        await changed.wait()


async def measure_answers(game: Game, answers: int, seed: int) -> tuple[Timing, Timing, float, int, int]:
    """Round trips of `answers` answers with 4 TCP clients.

    Also returns the time the host spent handling each answered frame (validate, apply,
    build and encode 4 redacted updates), bytes per answer per seat, the largest update and
    how many games were played.
    """
    host = Host(game, {"players": SEATS}, [SeatSpec(SeatKind.HUMAN)] * SEATS, seed=seed,
                config=HostConfig(react_floor=0.0, frame_burst=10**9, flood_close=10**9, auto_start=True))
    server = HostServer(host, timers=False)
    host_times: list[float] = []
    receive = host.receive

    def timed_receive(cid: int, data: bytes) -> None:
        seq = host.seq
        start = time.perf_counter()
        receive(cid, data)
        if host.seq != seq:
            host_times.append(time.perf_counter() - start)

    host.receive = timed_receive  # type: ignore[method-assign]
    address, port = await server.serve_tcp("127.0.0.1", 0)
    changed = asyncio.Event()
    peers: list[_Peer] = []
    for i in range(SEATS):
        stream = await open_tcp(address, port)
        session = ClientSession(f"bench{i}")
        stream.write(session.connect())
        peers.append(_Peer(stream, session, changed))
        await _wait(changed, lambda s=session: s.seat is not None)
    bots = {i: make_bot("random", seed + i) for i in range(SEATS)}
    samples: list[float] = []
    games = 1
    try:
        await _wait(changed, lambda: all(pr.session.view is not None for pr in peers))
        bytes_before = sum(pr.update_bytes for pr in peers)
        while len(samples) < answers:
            if host.result is not None:
                host.rematch()
                server.tick()
                games += 1
                game_no = host.game_no
                await _wait(changed, lambda g=game_no: all(pr.session.game_no == g for pr in peers))
                continue
            seq = peers[0].session.seq
            await _wait(changed, lambda q=seq: all(pr.session.seq == q for pr in peers))
            peer = next(pr for pr in peers if pr.session.ask)
            decision = peer.session.ask[0]
            assert peer.session.seat is not None
            choice = bots[peer.session.seat].choose(peer.session.view or {}, decision)
            frame = peer.session.answer(int(decision["id"]), choice)
            start = time.perf_counter()
            peer.stream.write(frame)
            await _wait(changed, lambda q=seq: all(pr.session.seq > q for pr in peers))
            samples.append(time.perf_counter() - start)
        total_bytes = sum(pr.update_bytes for pr in peers) - bytes_before
        per = total_bytes / (len(samples) * SEATS)
        biggest = max(pr.max_update for pr in peers)
    finally:
        for pr in peers:
            pr.stream.close()
            pr.task.cancel()
        await server.close()
    return Timing.of(samples), Timing.of(host_times), per, biggest, games


async def measure_echo(rounds: int, fanout: int, size: int) -> Timing:
    """Round trips of a msgpack frame of about `size` bytes through a decode-and-re-encode server."""
    clients: list[asyncio.StreamWriter] = []
    ready = asyncio.Event()

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        with contextlib.suppress(asyncio.CancelledError, ConnectionError):
            await serve(reader, writer)

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        clients.append(writer)
        if len(clients) == fanout:
            ready.set()
        decoder = p.FrameDecoder(p.MAX_FRAME_TO_HOST)
        while True:
            data = await reader.read(65536)
            if not data:
                return
            decoder.feed(data)
            while (payload := decoder.next_payload()) is not None:
                message = msgpack.unpackb(payload, raw=False)
                out = msgpack.packb(message, use_bin_type=True)
                frame = len(out).to_bytes(4, "big") + out
                for w in clients:
                    w.write(frame)

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    changed = asyncio.Event()
    got = [0] * fanout
    streams = []
    tasks = []

    async def read(i: int, stream: TcpStream) -> None:
        decoder = p.FrameDecoder(p.MAX_FRAME_TO_CLIENT)
        while True:
            data = await stream.read()
            if not data:
                return
            decoder.feed(data)
            while (payload := decoder.next_payload()) is not None:
                msgpack.unpackb(payload, raw=False)
                got[i] += 1
            changed.set()

    for i in range(fanout):
        stream = await open_tcp("127.0.0.1", port)
        streams.append(stream)
        tasks.append(asyncio.ensure_future(read(i, stream)))
    await ready.wait()
    body = {"t": "answer", "decision": 123, "choice": "x" * max(1, size - 30)}
    payload = msgpack.packb(body, use_bin_type=True)
    frame = len(payload).to_bytes(4, "big") + payload
    samples = []
    try:
        for n in range(1, rounds + 1):
            start = time.perf_counter()
            streams[0].write(frame)
            await _wait(changed, lambda k=n: all(g >= k for g in got))
            samples.append(time.perf_counter() - start)
    finally:
        for s in streams:
            s.close()
        for t in tasks:
            t.cancel()
        server.close()
        for w in clients:
            w.close()
        await server.wait_closed()
    return Timing.of(samples)


async def run_bench(game: Game, *, answers: int = 400, echoes: int = 400, seed: int = 1) -> NetBench:
    """Run the whole benchmark (echo, answers, echo again: the echo figures pool both runs)."""
    size = 40
    echo_a = await measure_echo(echoes // 2, 1, size)
    fan_a = await measure_echo(echoes // 2, SEATS, size)
    answer, host_time, per, biggest, games = await measure_answers(game, answers, seed)
    echo_b = await measure_echo(echoes // 2, 1, size)
    fan_b = await measure_echo(echoes // 2, SEATS, size)

    def pool(a: Timing, b: Timing) -> Timing:
        return Timing(a.n + b.n, (a.median_us + b.median_us) / 2, max(a.p90_us, b.p90_us),
                      (a.mean_us + b.mean_us) / 2)

    return NetBench(game.name, SEATS, answer, pool(echo_a, echo_b), pool(fan_a, fan_b), host_time, per,
                    biggest, games)
