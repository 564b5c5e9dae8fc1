"""The network benchmark: an answer's round trip through the host, next to a bare msgpack echo.

Every peer runs in its own process, as at a LAN party (where every peer is a machine of its
own), and all of them talk over TCP on 127.0.0.1, the same loopback for both measurements,
in the same run:

- **answer round trip**: a host process and 4 client processes, one a seat; the seat asked
  sends an answer; the time runs until every one of the 4 clients has the resulting
  `Update` decoded and applied (the host validated and applied the answer, built 4
  redacted frames, sent them).
- **bare echo**: an echo process that decodes each msgpack frame and sends it back
  re-encoded, and one client process; the time of one round trip of a frame the size of an
  answer. Also measured: the same echo fanned out to 4 client processes, cut into the same
  stages as the answer's round trip (`ECHO_STAGES`), so the two compare stage by stage.

A coordinating process (the caller) paces the rounds over pipes, outside the timed path:
it tells one client to send, and each client reports when it has applied what arrived.
Times are read from the system-wide monotonic clock, so they compare across processes.
Host work per answer is timed inside the host process (validate, apply, views, patches,
encode). Each round trip is also cut into its stages (`STAGES`, medians over the answers): the
answer reaching the host, the host's work on it, the host writing the 4 frames, the last frame
read by its client, and that client decoding and applying it. Bytes per accepted answer per
seat are the update frames' bytes (header included) divided by the number of (answer, seat)
pairs.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import statistics
import time
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from typing import Any

import msgpack  # type: ignore[import-untyped]

from engine.bots import make_bot
from engine.games import get_game
from net import protocol as p
from net.client import ClientSession
from net.host import Host, HostConfig, SeatKind, SeatSpec
from net.server import HostServer
from net.transport import TcpStream, open_tcp

SEATS = 4
ECHO_SIZE = 40
"""Bytes of the echoed frame's payload: about the size of an answer."""
STAGES: tuple[tuple[str, str], ...] = (
    ("to_host", "the answer reaches the host (written by the seat, read by the host)"),
    ("host_work", "the host's work on it (validate, apply, views, patches, encode)"),
    ("host_writes", "the host writes the frames (each write may wake a client process)"),
    ("to_last_client", "until the last client has read its frame"),
    ("last_apply", "that client decodes and applies it"),
)
"""The stages an answer's round trip is cut into, in order, with what each holds; they add up
to the round trip when the last client to read is the last to apply."""
ECHO_STAGES: tuple[tuple[str, str], ...] = (
    ("to_echo", "the frame reaches the echo process"),
    ("echo_work", "the echo decodes and re-encodes it"),
    ("echo_writes", "the echo writes it to every client"),
    ("to_last_client", "until the last client has read it"),
    ("last_decode", "that client decodes it"),
)
"""The fan-out echo cut the same way, stage for stage beside `STAGES` (same order)."""
CPU_PARTS: tuple[tuple[str, str], ...] = (
    ("server", "the host (or the echo process)"),
    ("clients", "the 4 client processes together"),
    ("pacer", "the pacing process"),
)
"""Whose CPU time per round `NetBench.cpu` and `NetBench.echo_cpu` hold. All the processes share
the machine's cores, so this says how much of a round is work to schedule, whatever the order."""
PIPE_TIMEOUT = 60.0
"""Longest wait (seconds) for a benchmark process to report; past it the benchmark fails."""


class BenchError(RuntimeError):
    """A benchmark process failed or stopped reporting."""


def cpu_ns() -> int:
    """This process's CPU time (user and system, every thread), in nanoseconds."""
    return time.process_time_ns()


def now_ns() -> int:
    """The system-wide monotonic clock (comparable between processes), in nanoseconds."""
    if hasattr(time, "clock_gettime_ns") and hasattr(time, "CLOCK_MONOTONIC"):
        return time.clock_gettime_ns(time.CLOCK_MONOTONIC)
    return time.perf_counter_ns()  # Windows: QueryPerformanceCounter, system-wide too


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
    stages: dict[str, Timing]
    """The round trip's stages (`STAGES`), each over the answers measured."""
    echo_stages: dict[str, Timing]
    """The fan-out echo's stages (`ECHO_STAGES`), each over the frames echoed."""
    cpu: dict[str, float]
    """CPU time per answer (us) of the host, of the 4 clients together and of the pacing process
    (`CPU_PARTS`), over every round from the first timed one to the last."""
    echo_cpu: dict[str, float]
    """The same for the fan-out echo: the echo process, its 4 clients, the pacing process."""

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
                "max_update_bytes": self.max_update_bytes, "games": self.games,
                "stages": {name: t(timing) for name, timing in self.stages.items()},
                "echo_fanout_stages": {name: t(timing) for name, timing in self.echo_stages.items()},
                "cpu_per_answer_us": {name: round(us, 1) for name, us in self.cpu.items()},
                "echo_fanout_cpu_per_frame_us": {name: round(us, 1) for name, us in self.echo_cpu.items()}}


# ---- processes ----------------------------------------------------------------------


def _host_process(pipe: Connection, game_name: str, seed: int) -> None:
    logging.getLogger("net").setLevel(logging.ERROR)  # connection notices would pollute the figures' output
    asyncio.run(_host(pipe, game_name, seed))


async def _host(pipe: Connection, game_name: str, seed: int) -> None:
    """Serve a 4-seat table; time each answer's handling; start a new game when one ends."""
    host = Host(get_game(game_name), {"players": SEATS}, [SeatSpec(SeatKind.HUMAN)] * SEATS, seed=seed,
                config=HostConfig(react_floor=0.0, frame_burst=10**9, flood_close=10**9, auto_start=True))
    server = HostServer(host, timers=False)
    host_times: list[float] = []
    games = [1]
    receive = host.receive
    marks: dict[tuple[int, int], list[int]] = {}  # (game, seq) -> [read, worked, written, cpu] ns
    just_accepted: list[tuple[int, int]] = []

    def timed_receive(cid: int, data: bytes) -> None:
        seq = host.seq
        read = now_ns()
        start = time.perf_counter()
        receive(cid, data)
        if host.seq != seq:
            host_times.append(time.perf_counter() - start)
            marks[(host.game_no, host.seq)] = [read, now_ns(), 0, 0]
            just_accepted.append((host.game_no, host.seq))
        if host.result is not None:
            host.rematch()
            games[0] += 1

    flush = server._flush

    def timed_flush() -> None:  # the frames of the answers just accepted are written here
        flush()
        written, cpu = now_ns(), cpu_ns()
        while just_accepted:
            mark = marks[just_accepted.pop()]
            mark[2], mark[3] = written, cpu

    host.receive = timed_receive  # type: ignore[method-assign]
    server._flush = timed_flush  # type: ignore[method-assign]
    _address, port = await server.serve_tcp("127.0.0.1", 0)
    pipe.send(port)
    stop = asyncio.Event()
    asyncio.get_running_loop().add_reader(pipe.fileno(), stop.set)
    await stop.wait()
    pipe.recv()
    pipe.send((host_times, games[0], marks))
    await server.close()


def _seat_process(pipe: Connection, port: int, index: int, seed: int) -> None:
    asyncio.run(_seat(pipe, port, index, seed))


async def _seat(pipe: Connection, port: int, index: int, seed: int) -> None:
    """One seat's client. Reports (game, seq, has a decision, time, update bytes) after each
    batch it applies; on ``"answer"`` answers its first decision and reports the send time."""
    stream = await open_tcp("127.0.0.1", port)
    session = ClientSession(f"bench{index}")
    bot = make_bot("random", seed + index)
    stream.write(session.connect())
    stop = asyncio.Event()
    update_bytes = [0, 0, 0]  # total, largest, frames

    def command() -> None:
        if pipe.recv() != "answer":
            stop.set()
            return
        decision = session.ask[0]
        frame = session.answer(int(decision["id"]), bot.choose(session.view or {}, decision))
        sent = now_ns()
        stream.write(frame)
        pipe.send(("sent", sent))

    asyncio.get_running_loop().add_reader(pipe.fileno(), command)
    reader = asyncio.ensure_future(_seat_reader(stream, session, pipe, update_bytes))
    await stop.wait()
    reader.cancel()
    stream.close()
    pipe.send(("bytes", *update_bytes))


async def _seat_reader(stream: TcpStream, session: ClientSession, pipe: Connection, update_bytes: list[int]) -> None:
    while True:
        data = await stream.read()
        read = now_ns()
        if not data:
            return
        messages = session.receive_data(data)
        applied = now_ns()
        out = session.take_outgoing()
        if out:
            stream.write(out)
        for msg in messages:
            if isinstance(msg, p.Update):  # re-encoding gives the frame's own bytes: msgpack is canonical here
                size = len(p.pack(msg))
                update_bytes[0] += size
                update_bytes[1] = max(update_bytes[1], size)
                update_bytes[2] += 1
        if session.view is not None:
            pipe.send(("state", session.game_no, session.seq, bool(session.ask), applied, read, cpu_ns()))


def _echo_process(pipe: Connection) -> None:
    asyncio.run(_echo(pipe))


async def _echo(pipe: Connection) -> None:
    """Decode each frame and send it, re-encoded, to every connected client; on ``"stop"``
    reports each frame's marks (read, worked, written: ns)."""
    clients: list[asyncio.StreamWriter] = []
    marks: list[tuple[int, int, int, int]] = []  # read, worked, written, cpu (ns)

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        clients.append(writer)
        pipe.send(("clients", len(clients)))  # a client's connect completes before we get here
        decoder = p.FrameDecoder(p.MAX_FRAME_TO_HOST)
        with contextlib.suppress(asyncio.CancelledError, ConnectionError):  # stopped with its process
            while data := await reader.read(65536):
                read = now_ns()
                decoder.feed(data)
                while (payload := decoder.next_payload()) is not None:
                    out = msgpack.packb(msgpack.unpackb(payload, raw=False), use_bin_type=True)
                    frame = len(out).to_bytes(4, "big") + out
                    worked = now_ns()
                    for w in clients:
                        w.write(frame)
                    marks.append((read, worked, now_ns(), cpu_ns()))

    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    pipe.send(server.sockets[0].getsockname()[1])
    stop = asyncio.Event()
    asyncio.get_running_loop().add_reader(pipe.fileno(), stop.set)
    await stop.wait()
    pipe.recv()
    pipe.send(marks)
    server.close()


def _echo_client_process(pipe: Connection, port: int) -> None:
    asyncio.run(_echo_client(pipe, port))


async def _echo_client(pipe: Connection, port: int) -> None:
    """On ``"send"`` sends one answer-sized frame; reports the times each echoed frame is
    decoded and was read."""
    stream = await open_tcp("127.0.0.1", port)
    payload = msgpack.packb({"t": "answer", "decision": 123, "choice": "x" * (ECHO_SIZE - 30)}, use_bin_type=True)
    frame = len(payload).to_bytes(4, "big") + payload
    stop = asyncio.Event()

    def command() -> None:
        if pipe.recv() != "send":
            stop.set()
            return
        sent = now_ns()
        stream.write(frame)
        pipe.send(("sent", sent))

    async def read() -> None:
        decoder = p.FrameDecoder(p.MAX_FRAME_TO_CLIENT)
        while data := await stream.read():
            read = now_ns()
            decoder.feed(data)
            while (echoed := decoder.next_payload()) is not None:
                msgpack.unpackb(echoed, raw=False)
                pipe.send(("got", now_ns(), read, cpu_ns()))

    asyncio.get_running_loop().add_reader(pipe.fileno(), command)
    pipe.send(("ready", 0))
    reader = asyncio.ensure_future(read())
    await stop.wait()
    reader.cancel()
    stream.close()


# ---- the coordinator ----------------------------------------------------------------


class _Processes:
    """Started benchmark processes and their pipes; `close` stops and joins them all."""

    def __init__(self) -> None:
        self._ctx = multiprocessing.get_context("spawn")
        self.procs: list[Any] = []
        self.pipes: list[Connection] = []

    def start(self, target: Any, *args: Any) -> Connection:
        ours, theirs = self._ctx.Pipe()
        proc = self._ctx.Process(target=target, args=(theirs, *args), daemon=True)
        proc.start()
        theirs.close()
        self.procs.append(proc)
        self.pipes.append(ours)
        return ours

    def close(self) -> None:
        for pipe in self.pipes:
            with contextlib.suppress(OSError):  # that process has already gone
                pipe.send("stop")
        for proc in self.procs:
            proc.join(5.0)
            if proc.is_alive():
                proc.terminate()
                proc.join(1.0)


def _recv(pipe: Connection) -> Any:
    if not pipe.poll(PIPE_TIMEOUT):
        raise BenchError(f"a benchmark process reported nothing for {PIPE_TIMEOUT:g} s")
    try:
        return pipe.recv()
    except EOFError:
        raise BenchError("a benchmark process ended early") from None


def _next_report(pipes: list[Connection]) -> tuple[int, Any]:
    ready = wait(pipes, PIPE_TIMEOUT)
    if not ready:
        raise BenchError(f"no benchmark process reported for {PIPE_TIMEOUT:g} s")
    pipe = ready[0]
    assert isinstance(pipe, Connection)
    return pipes.index(pipe), _recv(pipe)


@dataclass(frozen=True, slots=True)
class _Answers:
    """What `measure_answers` measured."""

    round_trip: Timing
    host: Timing
    bytes_per_answer_seat: float
    max_update_bytes: int
    games: int
    stages: dict[str, Timing]
    cpu: dict[str, float]


def measure_answers(game_name: str, answers: int, seed: int) -> _Answers:
    """Round trips of `answers` answers: a host process and 4 seat processes.

    Also measures the host's time per answered frame, bytes per answer per seat, the largest
    update, how many games were played, the round trips' stages (`STAGES`) and the CPU time per
    answer of every process (`CPU_PARTS`).
    """
    procs = _Processes()
    try:
        host = procs.start(_host_process, game_name, seed)
        port = _recv(host)
        seats = [procs.start(_seat_process, port, i, seed) for i in range(SEATS)]
        state: list[tuple[int, int, bool, int, int, int] | None] = [None] * SEATS
        samples: list[float] = []
        rounds: list[tuple[int, int, int, list[int], list[int]]] = []  # game, seq, sent, applied, read
        cpu_marks: list[tuple[int, int, int, int]] = []  # answers sent, game, seq, the clients' cpu
        pacer_cpu: list[int] = []
        sent_count = 0

        def settle(until: Any) -> None:
            while not all(s is not None for s in state) or not until(state):
                i, report = _next_report(seats)
                if report[0] == "state":
                    state[i] = report[1:]

        def in_step(st: list[Any]) -> bool:  # every seat has the same update, and one is asked
            return len({(s[0], s[1]) for s in st}) == 1 and any(s[2] for s in st)

        settle(in_step)
        while len(samples) < answers:
            game_no, seq = state[0][0], state[0][1]  # type: ignore[index]
            asked = next(i for i, s in enumerate(state) if s is not None and s[2])
            seats[asked].send("answer")
            sent_count += 1
            sent = _recv_sent(seats, asked, state)
            settle(lambda st, g=game_no, q=seq: all(s[0] != g or s[1] > q for s in st))
            if all(s is not None and s[0] == game_no for s in state):
                samples.append((max(s[3] for s in state if s is not None) - sent) / 1e9)
                rounds.append((game_no, seq + 1, sent, [s[3] for s in state if s is not None],
                               [s[4] for s in state if s is not None]))
                cpu_marks.append((sent_count, game_no, seq + 1, sum(s[5] for s in state if s is not None)))
                pacer_cpu.append(cpu_ns())
            settle(in_step)
        host.send("stop")
        host_times, games, marks = _recv(host)
        totals = []
        for pipe in seats:
            pipe.send("stop")
            while (report := _recv(pipe))[0] != "bytes":
                pass
            totals.append(report[1:])
    finally:
        procs.close()
    per = sum(t[0] for t in totals) / max(1, sum(t[2] for t in totals))
    return _Answers(Timing.of(samples), Timing.of(host_times), per, max(t[1] for t in totals), games,
                    _stages(rounds, marks), _answer_cpu(cpu_marks, pacer_cpu, marks))


def _answer_cpu(cpu_marks: list[tuple[int, int, int, int]], pacer_cpu: list[int],
                marks: dict[tuple[int, int], list[int]]) -> dict[str, float]:
    """CPU time per answer (us) of each of `CPU_PARTS`, from the first timed round to the last
    (the answers between them, timed or not, all count)."""
    first, last = cpu_marks[0], cpu_marks[-1]
    answers = last[0] - first[0]
    host_first, host_last = marks.get((first[1], first[2])), marks.get((last[1], last[2]))
    if answers <= 0 or host_first is None or host_last is None:
        return {}
    return {"server": (host_last[3] - host_first[3]) / answers / 1e3, "clients": (last[3] - first[3]) / answers / 1e3,
            "pacer": (pacer_cpu[-1] - pacer_cpu[0]) / answers / 1e3}


def _stages(rounds: list[tuple[int, int, int, list[int], list[int]]],
            marks: dict[tuple[int, int], list[int]]) -> dict[str, Timing]:
    """Each round trip cut into `STAGES` by the host's marks of its answer (read, worked,
    written, cpu) and the clients' read and applied times; rounds the host has no marks for (none
    should lack them) are left out."""
    cut: dict[str, list[float]] = {name: [] for name, _ in STAGES}
    for game_no, seq, sent, applied, read in rounds:
        mark = marks.get((game_no, seq))
        if mark is None or not mark[2]:
            continue
        host_read, worked, written, _cpu = mark
        for name, ns in (("to_host", host_read - sent), ("host_work", worked - host_read),
                         ("host_writes", written - worked), ("to_last_client", max(read) - written),
                         ("last_apply", max(applied) - max(read))):
            cut[name].append(ns / 1e9)
    return {name: Timing.of(values) for name, values in cut.items() if values}


def _recv_sent(seats: list[Connection], asked: int, state: list[Any]) -> int:
    """Wait for seat `asked`'s send time, keeping any state report that comes first."""
    while True:
        i, report = _next_report(seats)
        if report[0] == "state":
            state[i] = report[1:]
        elif i == asked and report[0] == "sent":
            return int(report[1])


def measure_echo(rounds: int, fanout: int) -> tuple[Timing, dict[str, Timing], dict[str, float]]:
    """Round trips of an answer-sized msgpack frame through an echo process, to `fanout`
    clients, the round trips' stages (`ECHO_STAGES`) and the CPU time per round of every
    process (`CPU_PARTS`)."""
    procs = _Processes()
    try:
        echo = procs.start(_echo_process)
        port = _recv(echo)
        clients = []
        for _ in range(fanout):  # one at a time, so client 0 is connected first
            clients.append(procs.start(_echo_client_process, port))
            _recv(clients[-1])
        while _recv(echo) != ("clients", fanout):  # every client is served: each gets every echo
            pass
        samples: list[float] = []
        rounds_seen: list[tuple[int, list[int], list[int]]] = []  # sent, decoded, read
        cpu_marks: list[tuple[int, int]] = []  # the clients' cpu, the pacer's
        for _ in range(rounds):
            clients[0].send("send")
            sent, got, read, cpu = None, [0] * fanout, [0] * fanout, [0] * fanout
            while sent is None or not all(got):
                i, report = _next_report(clients)
                if report[0] == "sent":
                    sent = report[1]
                elif report[0] == "got":
                    got[i], read[i], cpu[i] = report[1], report[2], report[3]
            assert sent is not None
            samples.append((max(got) - sent) / 1e9)
            rounds_seen.append((sent, got, read))
            cpu_marks.append((sum(cpu), cpu_ns()))
        echo.send("stop")
        marks = _recv(echo)
    finally:
        procs.close()
    cpu_per_round: dict[str, float] = {}
    if len(marks) == rounds >= 2:
        cpu_per_round = {"server": (marks[-1][3] - marks[0][3]) / (rounds - 1) / 1e3,
                         "clients": (cpu_marks[-1][0] - cpu_marks[0][0]) / (rounds - 1) / 1e3,
                         "pacer": (cpu_marks[-1][1] - cpu_marks[0][1]) / (rounds - 1) / 1e3}
    return Timing.of(samples), _echo_stages(rounds_seen, marks), cpu_per_round


def _echo_stages(rounds: list[tuple[int, list[int], list[int]]],
                 marks: list[tuple[int, int, int, int]]) -> dict[str, Timing]:
    """Each echo round trip cut into `ECHO_STAGES`: one frame a round, so the echo's marks
    (read, worked, written, cpu) pair with the rounds in order; none when they do not."""
    if len(marks) != len(rounds):
        return {}
    cut: dict[str, list[float]] = {name: [] for name, _ in ECHO_STAGES}
    for (sent, decoded, read), (echo_read, worked, written, _cpu) in zip(rounds, marks, strict=True):
        for name, ns in (("to_echo", echo_read - sent), ("echo_work", worked - echo_read),
                         ("echo_writes", written - worked), ("to_last_client", max(read) - written),
                         ("last_decode", max(decoded) - max(read))):
            cut[name].append(ns / 1e9)
    return {name: Timing.of(values) for name, values in cut.items() if values}


def run_bench(game_name: str, *, answers: int = 400, echoes: int = 400, seed: int = 1) -> NetBench:
    """Run the whole benchmark (echo, answers, echo again: the echo figures pool both runs)."""
    echo_a, _, _ = measure_echo(echoes // 2, 1)
    fan_a, fan_stages_a, fan_cpu_a = measure_echo(echoes // 2, SEATS)
    measured = measure_answers(game_name, answers, seed)
    echo_b, _, _ = measure_echo(echoes // 2, 1)
    fan_b, fan_stages_b, fan_cpu_b = measure_echo(echoes // 2, SEATS)

    def pool(a: Timing, b: Timing) -> Timing:
        return Timing(a.n + b.n, (a.median_us + b.median_us) / 2, max(a.p90_us, b.p90_us),
                      (a.mean_us + b.mean_us) / 2)

    fan_stages = {name: pool(fan_stages_a[name], fan_stages_b[name]) for name, _ in ECHO_STAGES
                  if name in fan_stages_a and name in fan_stages_b}
    fan_cpu = {name: (fan_cpu_a[name] + fan_cpu_b[name]) / 2 for name, _ in CPU_PARTS
               if name in fan_cpu_a and name in fan_cpu_b}
    return NetBench(game_name, SEATS, measured.round_trip, pool(echo_a, echo_b), pool(fan_a, fan_b), measured.host,
                    measured.bytes_per_answer_seat, measured.max_update_bytes, measured.games, measured.stages,
                    fan_stages, measured.cpu, fan_cpu)
