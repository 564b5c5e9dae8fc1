"""The host's records: what it sends (`Send`, `Close`), what it keeps per seat, per connection
and per held answer, and the counters it exposes (`HostStats`). Plain mutable records, owned
and changed by `net.host.Host` only.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from engine.bots.base import Bot
from engine.core.decisions import Answer as EngineAnswer
from net import protocol as p
from net.tableconfig import SeatKind


@dataclass(frozen=True, slots=True, init=False)
class Send:
    """Write `data` to connection `conn`."""

    conn: int
    data: bytes

    def __init__(self, conn: int, data: bytes) -> None:
        """Set every field (written out: compiled, the __init__ a frozen dataclass generates runs as
        Python, some 15 times slower)."""
        object.__setattr__(self, "conn", conn)
        object.__setattr__(self, "data", data)


@dataclass(frozen=True, slots=True)
class Close:
    """Close connection `conn` (after the bytes sent to it before), for `reason`."""

    conn: int
    reason: str


Output = Send | Close


@dataclass(slots=True)
class SeatRecord:
    """One seat as the host keeps it: who sits there, their token and connection, their bots."""

    index: int
    kind: SeatKind
    bot_spec: str
    name: str
    token: str | None = None
    conn: int | None = None
    absent_since: float = -math.inf
    cover_told: bool = False
    """The table was told that a bot covers this absent seat (`Table`'s ``covered``)."""
    cover_played: bool = False
    """A bot made a move for this seat while its player was away (told in `Welcome`'s ``covered``)."""
    auto_pass: bool = False
    rematch: bool = False
    bot: Bot | None = None
    cover: Bot | None = None
    fallback: Bot | None = None

    @property
    def taken(self) -> bool:
        return self.token is not None

    @property
    def left(self) -> bool:
        """A seated human who left on purpose (`bye`) and has not come back. The host marks a
        `bye` by an absence since forever (a bot covers at once, with no grace period)."""
        return self.kind is SeatKind.HUMAN and self.taken and self.conn is None and self.absent_since == -math.inf


@dataclass(slots=True)
class ConnRecord:
    """One connection as the host keeps it: its protocol state, timers, rate limits, seat."""

    id: int
    proto: p.Connection
    opened_at: float
    last_heard: float
    next_ping: float
    ping_n: int = 0
    seat: int | None = None
    name: str = ""
    player: bool = False
    watching: bool = False
    """Let in as a spectator (its hello wanted to watch)."""
    owner: bool = False
    frame_tokens: float = 0.0
    frame_at: float = 0.0
    dropped: int = 0
    chat_tokens: float = 0.0
    chat_at: float = 0.0
    ask_ids: tuple[int, ...] | None = None
    """The ids of the pending decisions last sent to it in full (None: none sent yet)."""
    closing: bool = False


@dataclass(slots=True)
class HeldAnswer:
    """An answer waiting to be applied at `due` (pacing, or a reaction window's floor)."""

    due: float
    answer: EngineAnswer
    source: str
    conn: int | None = None


@dataclass(slots=True)
class HostStats:
    """Counters a test or a benchmark can read."""

    accepted: int = 0
    rejected: int = 0
    answers_by_source: dict[str, int] = field(default_factory=dict)
    closes: dict[str, int] = field(default_factory=dict)
    update_bytes: int = 0
    update_frames: int = 0
    bot_failures: int = 0
    """Bot answers replaced by a random legal option (the bot raised or answered illegally)."""
    faults: int = 0
    """Exceptions caught while serving a request or running the timers (each logged)."""
