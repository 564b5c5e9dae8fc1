"""The host's own work per accepted answer, measured in one process, on today's code or an older one.

`bench net` times answers over real sockets between processes, where the host's share is
hard to tell from the kernel's. This measures only the host: a `Host` serving 4 seats of
Elixir, fed in memory by 4 `ClientSession`s whose seeded random bots answer every decision
asked; each accepted answer's `Host.receive` (apply, views, patches, frames) is timed and the
frames are delivered back to the sessions outside the timing. A second, shorter series
measures the same work on cold caches: before each answer it writes `SCRUB_BYTES` of memory,
as the other processes sharing the cores do between two answers in `bench net`, where the
host's stage costs about twice its figure here. It reads only names that older
versions of `net` have too, and imports nothing but the standard library, `engine` and
`net`, so that `bench net --baseline REV` runs this very file against the code of a git
worktree checked out at REV (see `game.benchmarks.baseline`), interleaved
with runs on today's code. Never imports pygame.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

SEATS = 4
SCRUB_BYTES = 16 * 1024 * 1024
"""Memory written before each answer of the cold series: four times the 4 MiB second-level
cache a core of the development machine has, so each answer starts with little of the host's
code and data left in it."""


def measure_host(seed: int = 1, answers: int = 2000, repeats: int = 3, cold_answers: int = 600) -> dict[str, Any]:
    """The median and mean host microseconds per accepted answer, best of `repeats` series,
    and (``cold_median_us``) the median of a series of `cold_answers` on cold caches."""
    best: dict[str, Any] | None = None
    for repeat in range(repeats):
        figures = _series(seed + repeat, answers)
        if best is None or figures["median_us"] < best["median_us"]:
            best = figures
    assert best is not None
    cold = _series(seed, cold_answers, scrub=bytearray(SCRUB_BYTES))
    return {**best, "cold_median_us": cold["median_us"], "cold_answers": cold["answers"]}


def _series(seed: int, answers: int, scrub: bytearray | None = None) -> dict[str, Any]:
    import net
    from engine.bots.base import make_bot
    from engine.games import get_game
    from net.client import ClientSession
    from net.host import Host, HostConfig
    from net.hostrecords import Send
    from net.tableconfig import SeatKind, SeatSpec

    host = Host(get_game("elixir"), {"players": SEATS}, [SeatSpec(SeatKind.HUMAN)] * SEATS, seed=seed,
                config=HostConfig(react_floor=0.0, frame_burst=10**9, flood_close=10**9, auto_start=True))
    sessions = [ClientSession(f"bench{i}") for i in range(SEATS)]
    bots = [make_bot("random", seed * 10 + i) for i in range(SEATS)]
    cids = [host.connect() for _ in range(SEATS)]
    by_cid = dict(zip(cids, sessions, strict=True))

    def deliver() -> None:
        while True:
            out = host.drain()
            if not out:
                return
            for item in out:
                if isinstance(item, Send):
                    by_cid[item.conn].receive_data(item.data)
            for cid, session in by_cid.items():
                data = session.take_outgoing()
                if data:
                    host.receive(cid, data)

    for cid, session in by_cid.items():
        host.receive(cid, session.connect())
    deliver()
    times: list[float] = []
    while len(times) < answers:
        if host.result is not None:
            host.rematch()
            deliver()
            continue
        asked = [(cid, s) for cid, s in by_cid.items() if s.ask]
        if not asked:
            deliver()
            if not any(s.ask for s in sessions):
                raise RuntimeError("nobody is asked anything: the harness lost the game")
            continue
        cid, session = asked[0]
        decision = session.ask[0]
        frame = session.answer(int(decision["id"]), bots[sessions.index(session)].choose(session.view or {},
                                                                                           decision))
        seq = host.seq
        if scrub is not None:  # one write a cache line
            scrub[::64] = bytes(len(scrub) // 64)
        start = time.perf_counter()
        host.receive(cid, frame)
        elapsed = time.perf_counter() - start
        if host.seq != seq:
            times.append(elapsed)
        deliver()
    times.sort()
    return {
        "net_path": str(getattr(net, "__file__", "")),
        "answers": len(times),
        "median_us": round(1e6 * times[len(times) // 2], 1),
        "mean_us": round(1e6 * sum(times) / len(times), 1),
        "p90_us": round(1e6 * times[int(0.9 * (len(times) - 1))], 1),
    }


if __name__ == "__main__":
    print(json.dumps(measure_host(int(sys.argv[-1]) if len(sys.argv) > 1 else 1)))
