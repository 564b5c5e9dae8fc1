"""How long a host keeps a finished table: the linger period.

When a game ends the table stays reachable for the players who come back (a dropped link, a
crashed client, a closed laptop lid): they reconnect with their seat token and get the
`snapshot` with the result, chat works, and a rematch vote starts the next game when the
table has games left. `TableLifetime` says when that is over, and so when a host may stop:
`linger` seconds (of the host's clock) after the game ended, or as soon as every seated human
has left on purpose (`bye`), whichever comes first. A table where no human holds a seat (bots
only) has nobody to wait for: it is over at once. A rematch that starts ends the wait; the
next game's end starts a new one.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

from net.hostrecords import SeatRecord
from net.tableconfig import SeatKind, TableState

DEFAULT_LINGER = 120.0
"""Seconds a finished table stays reachable by default."""


def everyone_left(seats: Iterable[SeatRecord]) -> bool:
    """True when no seated human is still expected: each human seat holding a token was left
    with `bye` (vacuously true when no human holds a seat)."""
    return all(s.left for s in seats if s.kind is SeatKind.HUMAN and s.taken)


class TableLifetime:
    """Watches one host's table and says when its finished game need not be kept any longer.

    `clock` is the host's clock (injected in tests). Ask `over(host)` often: the linger period
    of a game starts at the first call that sees it over; `deadline()` is the clock time at which
    the linger period of the current finished game runs out (None while a game is not over).
    """

    def __init__(self, linger: float = DEFAULT_LINGER, clock: Callable[[], float] | None = None) -> None:
        if linger < 0:
            raise ValueError("the linger period cannot be negative")
        self.linger = linger
        self._clock = clock
        self._game: int | None = None
        self._since = 0.0

    def over(self, host: Any) -> bool:
        """Whether the host may stop now: its game is over and the linger period has run out,
        or every seated human has left. False while the table is in its lobby or playing."""
        if host.table_state is not TableState.OVER:
            self._game = None
            return False
        now = (self._clock or host.clock)()
        if self._game != host.game_no:
            self._game, self._since = host.game_no, now
        return everyone_left(host.seats) or now >= self._since + self.linger

    def deadline(self) -> float | None:
        """When the current finished game's linger period ends (None: no finished game seen)."""
        return None if self._game is None else self._since + self.linger


async def serve_while_reachable(host: Any, lifetime: TableLifetime, *, poll: float = 0.05,
                                sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep) -> None:
    """Keep serving a host whose game is over until `lifetime` says it is done (a rematch
    voted meanwhile is played, and its end starts a new linger period); returns at once when
    the host's game is not over (a table left mid-game closes with its owner). The caller's
    event loop serves the host's connections while this waits; `sleep` is injected in tests."""
    if host.table_state is not TableState.OVER:
        return
    while not lifetime.over(host):
        await sleep(poll)
