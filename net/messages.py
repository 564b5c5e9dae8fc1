"""The protocol's vocabulary: who speaks (`Role`), why a connection closes or a request is
refused, and every message of the wire protocol as a frozen dataclass (docs/PROTOCOL.md).

Plain values only: encoding, decoding and the connection's state machine live in
`net.protocol`, which also re-exports every name here (`net.protocol.Hello` is this module's
`Hello`). A message's wire map is its ``"t"`` type and its fields (`Message.to_wire`).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum, StrEnum
from typing import Any, ClassVar

PROTOCOL_VERSION = 1
"""The version spoken by this code; a peer speaking another version is refused."""


class Role(Enum):
    """Which end of a connection we are."""

    HOST = "host"
    CLIENT = "client"

    __hash__ = object.__hash__  # members are singletons: C's identity hash (Enum's own runs Python code)


class CloseReason(StrEnum):
    """Why a connection was closed (sent in `Error`, and logged)."""

    BAD_FRAME = "bad_frame"
    """The payload is not one msgpack map (or holds values that are not plain data)."""
    OVERSIZED = "oversized"
    """The frame's length is above the maximum."""
    TRUNCATED = "truncated"
    """The stream ended in the middle of a frame."""
    UNKNOWN_MESSAGE = "unknown_message"
    """The ``t`` field is missing or names no message type."""
    BAD_FIELD = "bad_field"
    """A field is missing or of the wrong type."""
    UNEXPECTED_MESSAGE = "unexpected_message"
    """The message is not allowed in the connection's state (for example no hello first)."""
    HANDSHAKE_TIMEOUT = "handshake_timeout"
    """No hello arrived in time."""
    TIMEOUT = "timeout"
    """The peer went silent for too long (keepalive)."""
    FLOOD = "flood"
    """The peer kept sending far faster than allowed."""
    REPLACED = "replaced"
    """The same seat was reclaimed by a newer connection with its token."""
    SHUTDOWN = "shutdown"
    """The host is stopping."""
    TOO_MANY_CONNECTIONS = "too_many_connections"
    """The host serves no more connections."""
    KICKED = "kicked"
    """The table's owner gave the seat away in the lobby."""


class RefuseReason(StrEnum):
    """Why a hello was refused (sent in `Refuse`, then the connection closes)."""

    VERSION_MISMATCH = "version_mismatch"
    BAD_PASSWORD = "bad_password"
    BAD_TOKEN = "bad_token"
    TABLE_FULL = "table_full"
    BAD_NAME = "bad_name"
    BAD_REQUEST = "bad_request"


class RejectReason(StrEnum):
    """Why a well-formed request changed nothing (sent in `Rejected`; the connection stays).

    Refused answers also carry the engine's reason codes: ``unknown_decision``,
    ``wrong_seat``, ``stale_decision``, ``illegal_option``, ``malformed``, ``game_over``.
    """

    NOT_SEATED = "not_seated"
    NOT_IN_GAME = "not_in_game"
    GAME_RUNNING = "game_running"
    GAME_NOT_OVER = "game_not_over"
    NO_MORE_GAMES = "no_more_games"  # rematch after the table's last game (its `max_games`)
    SEAT_TAKEN = "seat_taken"
    BAD_SEAT = "bad_seat"
    NOT_OWNER = "not_owner"
    CHAT_TOO_LONG = "chat_too_long"
    CHAT_EMPTY = "chat_empty"
    CHAT_RATE = "chat_rate"
    THROTTLED = "throttled"
    ENGINE_FAULT = "engine_fault"  # the rules engine failed on this answer; the game was restored
    INTERNAL_ERROR = "internal_error"  # the host failed on this request (a bug, logged); others are served


# ---------------------------------------------------------------------------------------
# Messages


@dataclass(frozen=True, slots=True)
class Message:
    """Base of every message. `TYPE` is the wire ``t`` field; `SENDER` who may send it."""

    TYPE: ClassVar[str] = ""
    SENDER: ClassVar[Role] = Role.HOST

    def to_wire(self) -> dict[str, Any]:
        """The message as the map that goes on the wire (optional fields that are None are omitted)."""
        out: dict[str, Any] = {"t": self.TYPE}
        for name, optional in _wire_fields(type(self)):
            value = getattr(self, name)
            if value is None and optional:
                continue
            out[name] = value
        return out


# ---- client to host -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Hello(Message):
    """First message of every connection. `want` is ``"play"`` or ``"watch"``.

    `token` reclaims a seat held before (after a drop or a host restart); `seat` asks for a
    particular seat; `owner` is the secret that lets the local client of an in-process host
    start games.
    """

    TYPE: ClassVar[str] = "hello"
    SENDER: ClassVar[Role] = Role.CLIENT
    v: int
    name: str
    want: str = "play"
    token: str | None = None
    password: str | None = None
    seat: int | None = None
    owner: str | None = None


@dataclass(frozen=True, slots=True)
class Sit(Message):
    """In the lobby: move to seat `seat` (a free human seat)."""

    TYPE: ClassVar[str] = "sit"
    SENDER: ClassVar[Role] = Role.CLIENT
    seat: int


@dataclass(frozen=True, slots=True)
class Start(Message):
    """In the lobby: the table's owner starts the game (absent seats are played by bots)."""

    TYPE: ClassVar[str] = "start"
    SENDER: ClassVar[Role] = Role.CLIENT


@dataclass(frozen=True, slots=True)
class Answer(Message):
    """Answer the pending decision `decision` of our seat with `choice`."""

    TYPE: ClassVar[str] = "answer"
    SENDER: ClassVar[Role] = Role.CLIENT
    decision: int
    choice: Any


@dataclass(frozen=True, slots=True)
class Say(Message):
    """Send a chat line (wire type ``chat`` from a client)."""

    TYPE: ClassVar[str] = "chat"
    SENDER: ClassVar[Role] = Role.CLIENT
    text: str


@dataclass(frozen=True, slots=True)
class Resync(Message):
    """Ask for a fresh snapshot (a client that saw a gap in sequence numbers)."""

    TYPE: ClassVar[str] = "resync"
    SENDER: ClassVar[Role] = Role.CLIENT


@dataclass(frozen=True, slots=True)
class Rematch(Message):
    """After the game ended: vote for another game with the same seats."""

    TYPE: ClassVar[str] = "rematch"
    SENDER: ClassVar[Role] = Role.CLIENT


@dataclass(frozen=True, slots=True)
class AutoPass(Message):
    """Turn auto-pass for reaction windows on or off for our seat."""

    TYPE: ClassVar[str] = "autopass"
    SENDER: ClassVar[Role] = Role.CLIENT
    on: bool


@dataclass(frozen=True, slots=True)
class Bye(Message):
    """We leave; the host closes the connection (a seat stays ours: the token still works)."""

    TYPE: ClassVar[str] = "bye"
    SENDER: ClassVar[Role] = Role.CLIENT


@dataclass(frozen=True, slots=True)
class Ping(Message):
    """Keepalive from the host; the client answers `Pong` with the same `n`."""

    TYPE: ClassVar[str] = "ping"
    SENDER: ClassVar[Role] = Role.HOST
    n: int


@dataclass(frozen=True, slots=True)
class Pong(Message):
    """Reply to `Ping`."""

    TYPE: ClassVar[str] = "pong"
    SENDER: ClassVar[Role] = Role.CLIENT
    n: int


# ---- host to client -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Welcome(Message):
    """The hello was accepted. `seat` is None for a spectator; `token` reclaims the seat later.

    `table` is the table description (see `Table`). `chat`: the table's last chat lines, oldest
    first (at most `net.tableconfig.HostConfig.chat_history`), each ``[seat, name, text]`` as a
    `Chat` gives them, so that a player who joins or comes back reads what was said; they replace
    whatever chat the client showed. Absent when nothing was said yet. `covered`: the seat taken
    back was played by a bot while its player was away (so that their window can say so).
    `name`: the name this connection goes by at the table, when it differs from the hello's
    (someone at the table already had that name: "Mago 2"); absent otherwise.
    """

    TYPE: ClassVar[str] = "welcome"
    SENDER: ClassVar[Role] = Role.HOST
    v: int
    seat: int | None
    token: str | None
    owner: bool
    table: dict[str, Any]
    chat: list[Any] | None = None
    covered: bool = False
    name: str | None = None


@dataclass(frozen=True, slots=True)
class Refuse(Message):
    """The hello was refused (a `RefuseReason` and a sentence to show); the host closes."""

    TYPE: ClassVar[str] = "refuse"
    SENDER: ClassVar[Role] = Role.HOST
    reason: str
    detail: str
    v: int = PROTOCOL_VERSION


@dataclass(frozen=True, slots=True)
class Table(Message):
    """The table changed: seats, names, presence, state (``lobby``, ``playing``, ``over``)."""

    TYPE: ClassVar[str] = "table"
    SENDER: ClassVar[Role] = Role.HOST
    table: dict[str, Any]
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class Snapshot(Message):
    """Everything the recipient may know now: its `view`, its own pending decisions `ask`.

    `seq` is the number of accepted answers of game number `game` so far; the next
    `Update` carries ``seq + 1``. `result` is set once the game is over. `timers`: the turn
    timer's countdowns (`net.turntimer.countdowns`), absent at a table without one. `history`:
    in the snapshot that starts a game or answers a join while one is under way (not in a
    resync's), the game's events so far as its seat may see them, one ``[seq, [event, ...]]``
    an answer, the set-up as answer 0, oldest first (at most `net.history.HISTORY_LIMIT`), so
    that its log can tell the story; absent when none.
    """

    TYPE: ClassVar[str] = "snapshot"
    SENDER: ClassVar[Role] = Role.HOST
    game: int
    seq: int
    seat: int | None
    view: dict[str, Any]
    ask: list[Any]
    result: dict[str, Any] | None = None
    timers: list[Any] | None = None
    history: list[Any] | None = None


@dataclass(frozen=True, slots=True)
class Update(Message):
    """One accepted answer: its `events` as the recipient may see them and a `patch` of its view.

    `ask` (the recipient's own pending decisions, in full) is present only when it changed.
    `result` is present once the game is over. `timers`: as in `Snapshot`.
    """

    TYPE: ClassVar[str] = "update"
    SENDER: ClassVar[Role] = Role.HOST
    seq: int
    events: list[Any]
    patch: list[Any]
    ask: list[Any] | None = None
    result: dict[str, Any] | None = None
    timers: list[Any] | None = None


@dataclass(frozen=True, slots=True)
class Rejected(Message):
    """A request changed nothing. `of` names the request type; `decision` is set for answers."""

    TYPE: ClassVar[str] = "rejected"
    SENDER: ClassVar[Role] = Role.HOST
    of: str
    reason: str
    detail: str
    decision: int | None = None


@dataclass(frozen=True, slots=True)
class Chat(Message):
    """A chat line from seat `seat` (None: a spectator or the host) called `name`."""

    TYPE: ClassVar[str] = "chat"
    SENDER: ClassVar[Role] = Role.HOST
    seat: int | None
    name: str
    text: str


@dataclass(frozen=True, slots=True)
class Error(Message):
    """The host closes the connection for `reason` (a `CloseReason`)."""

    TYPE: ClassVar[str] = "error"
    SENDER: ClassVar[Role] = Role.HOST
    reason: str
    detail: str


CLIENT_MESSAGES: tuple[type[Message], ...] = (Hello, Sit, Start, Answer, Say, Resync, Rematch, AutoPass,
                                               Bye, Pong)
HOST_MESSAGES: tuple[type[Message], ...] = (Welcome, Refuse, Table, Snapshot, Update, Rejected, Chat, Error,
                                             Ping)


_WIRE_FIELDS: dict[type[Message], tuple[tuple[str, bool], ...]] = {}


def _wire_fields(cls: type[Message]) -> tuple[tuple[str, bool], ...]:
    """(name, omitted when None) for every field of a message class, in order (cached)."""
    found = _WIRE_FIELDS.get(cls)
    if found is None:
        found = _WIRE_FIELDS[cls] = tuple((f.name, f.default is None) for f in fields(cls))
    return found
