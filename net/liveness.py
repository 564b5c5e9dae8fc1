"""How long a client waits without hearing from its host before it calls the connection lost.

The host pings every `PING_INTERVAL` seconds (see `net.tableconfig.HostConfig.ping_interval`
and docs/PROTOCOL.md), so a client that has heard nothing at all, neither frames nor pings,
for `SILENCE_LIMIT` (three ping intervals) knows the host or the link is gone even though its
socket never reports an error. `Silence` is I/O-free and runs on an injected clock, so tests
tick it instead of waiting.
"""

from __future__ import annotations

from collections.abc import Callable

from net.tableconfig import HostConfig

PING_INTERVAL: float = HostConfig().ping_interval
"""Seconds between the host's pings to each connection."""
SILENCE_LIMIT: float = 3 * PING_INTERVAL
"""Seconds without anything from the host after which a client calls the connection lost."""


class Silence:
    """The deadline of one connection: `heard()` on every byte received, `lost()` once it passed.

    `clock` returns seconds (monotonic); `limit` must be positive.
    """

    def __init__(self, clock: Callable[[], float], limit: float = SILENCE_LIMIT) -> None:
        if limit <= 0:
            raise ValueError(f"silence limit must be positive, not {limit!r}")
        self.clock = clock
        self.limit = limit
        self.last_heard = clock()

    def heard(self) -> None:
        """Something arrived from the host: the deadline starts again."""
        self.last_heard = self.clock()

    def silent_for(self) -> float:
        """Seconds since the host was last heard."""
        return max(0.0, self.clock() - self.last_heard)

    def remaining(self) -> float:
        """Seconds left before the connection counts as lost (0 once it does)."""
        return max(0.0, self.limit - self.silent_for())

    def lost(self) -> bool:
        """Nothing was heard for `limit` seconds."""
        return self.silent_for() >= self.limit


def backoff_delay(failures: int, first: float, most: float) -> float:
    """The wait before reconnection attempt number `failures` (1-based): `first`, doubling, at most `most`."""
    if failures < 1:
        return first
    return float(min(most, first * 2.0 ** min(failures - 1, 30)))
