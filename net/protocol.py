"""The wire protocol without I/O: messages, framing and the per-connection state machine.

Modelled on h11. A `Connection` is fed the bytes that arrived (`receive_data`), hands out
the messages they hold (`next_event`), and turns messages into bytes (`send`). It never
touches a socket, so the host, the client, the tests and the fuzzers all drive it the same
way.

A frame is a 4-byte big-endian unsigned length followed by that many bytes holding exactly
one msgpack map. The map's ``"t"`` field names the message type; the other fields are the
message's, described by the dataclasses below and in docs/PROTOCOL.md. Unknown extra fields
are ignored (room for later additions); a missing field or a field of the wrong type is a
protocol error.

Anything a peer sends that is not valid (garbage, truncated or oversized frames, unknown
message types, wrong field types, a message not allowed in the connection's state) raises
`ProtocolError` with a `CloseReason`; the connection is then closed and nothing else
changes. Requests that are well formed but cannot be granted (a stale answer, a seat that
is taken, chat too fast) are not protocol errors: the host answers them with `Rejected`.
"""

from __future__ import annotations

import struct
import threading
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import MISSING, dataclass, fields
from enum import Enum, StrEnum
from typing import Any, ClassVar

import msgpack  # type: ignore[import-untyped]

PROTOCOL_VERSION = 1
"""The version spoken by this code; a peer speaking another version is refused."""

HEADER_SIZE = 4
MAX_FRAME_TO_HOST = 64 * 1024
"""Largest payload a host accepts from a client, in bytes (the 4-byte header excluded)."""
MAX_FRAME_TO_CLIENT = 8 * 1024 * 1024
"""Largest payload a client accepts from a host (snapshots can be large)."""
MAX_DEPTH = 64
"""Deepest nesting of lists and maps accepted inside one message."""

_HEADER = struct.Struct(">I")


class Role(Enum):
    """Which end of a connection we are."""

    HOST = "host"
    CLIENT = "client"

    __hash__ = object.__hash__  # members are singletons: C's identity hash (Enum's own runs Python code)


class ConnState(Enum):
    """The life of one connection: handshake, lobby, in game, closed."""

    HANDSHAKE = "handshake"
    LOBBY = "lobby"
    GAME = "game"
    CLOSED = "closed"

    __hash__ = object.__hash__  # as `Role`'s: looked up with every frame sent and received


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


class ProtocolError(Exception):
    """The peer broke the protocol; the connection must be closed with `reason`."""

    def __init__(self, reason: CloseReason, detail: str) -> None:
        super().__init__(f"{reason}: {detail}")
        self.reason = reason
        self.detail = detail


class LocalProtocolError(Exception):
    """We tried to send something the protocol does not allow (a bug in our own code)."""


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

    `table` is the table description (see `Table`).
    """

    TYPE: ClassVar[str] = "welcome"
    SENDER: ClassVar[Role] = Role.HOST
    v: int
    seat: int | None
    token: str | None
    owner: bool
    table: dict[str, Any]


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
    timer's countdowns (`net.turntimer.countdowns`), absent at a table without one.
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

_BY_TYPE: dict[Role, dict[str, type[Message]]] = {
    Role.CLIENT: {m.TYPE: m for m in CLIENT_MESSAGES},
    Role.HOST: {m.TYPE: m for m in HOST_MESSAGES},
}

# ---------------------------------------------------------------------------------------
# The state machine, as a table: (sender, state) -> message types allowed, and transitions.

_ALL_CLIENT_AFTER_HELLO = frozenset(m.TYPE for m in CLIENT_MESSAGES) - {"hello"}

ALLOWED: Mapping[tuple[Role, ConnState], frozenset[str]] = {
    (Role.CLIENT, ConnState.HANDSHAKE): frozenset({"hello"}),
    (Role.CLIENT, ConnState.LOBBY): _ALL_CLIENT_AFTER_HELLO,
    (Role.CLIENT, ConnState.GAME): _ALL_CLIENT_AFTER_HELLO,
    (Role.CLIENT, ConnState.CLOSED): frozenset(),
    (Role.HOST, ConnState.HANDSHAKE): frozenset({"welcome", "refuse", "error"}),
    (Role.HOST, ConnState.LOBBY): frozenset({"table", "snapshot", "rejected", "chat", "error", "ping"}),
    (Role.HOST, ConnState.GAME): frozenset({"table", "snapshot", "update", "rejected", "chat", "error",
                                            "ping"}),
    (Role.HOST, ConnState.CLOSED): frozenset(),
}
"""Which message types each side may send in each connection state."""

TRANSITIONS: Mapping[tuple[Role, ConnState, str], ConnState] = {
    (Role.HOST, ConnState.HANDSHAKE, "welcome"): ConnState.LOBBY,
    (Role.HOST, ConnState.HANDSHAKE, "refuse"): ConnState.CLOSED,
    (Role.HOST, ConnState.HANDSHAKE, "error"): ConnState.CLOSED,
    (Role.HOST, ConnState.LOBBY, "snapshot"): ConnState.GAME,
    (Role.HOST, ConnState.LOBBY, "error"): ConnState.CLOSED,
    (Role.HOST, ConnState.GAME, "error"): ConnState.CLOSED,
    (Role.CLIENT, ConnState.LOBBY, "bye"): ConnState.CLOSED,
    (Role.CLIENT, ConnState.GAME, "bye"): ConnState.CLOSED,
}
"""State changes caused by a message (whichever side sends it); others leave the state as is."""


# ---------------------------------------------------------------------------------------
# Encoding and decoding


def _is_plain(value: Any, depth: int = 0) -> bool:
    if depth > MAX_DEPTH:
        return False
    if value is None or type(value) in (bool, int, float, str):
        return True
    if type(value) is list:
        return all(_is_plain(v, depth + 1) for v in value)
    if type(value) is dict:
        return all(type(k) in (str, int) and _is_plain(v, depth + 1) for k, v in value.items())
    return False


def _checker(hint: Any) -> Callable[[Any], bool]:
    """A fast type test for a field annotation (int, str, bool, list, dict, unions with None)."""
    if hint is Any:
        return lambda value: True
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        parts = [_checker(arg) for arg in typing.get_args(hint)]
        return lambda value: any(check(value) for check in parts)
    if hint is type(None):
        return lambda value: value is None
    if origin is list:
        return lambda value: type(value) is list
    if origin is dict:
        return lambda value: type(value) is dict and all(type(k) is str for k in value)
    return lambda value: type(value) is hint


_WIRE_FIELDS: dict[type[Message], tuple[tuple[str, bool], ...]] = {}


def _wire_fields(cls: type[Message]) -> tuple[tuple[str, bool], ...]:
    """(name, omitted when None) for every field of a message class, in order (cached)."""
    found = _WIRE_FIELDS.get(cls)
    if found is None:
        found = _WIRE_FIELDS[cls] = tuple((f.name, f.default is None) for f in fields(cls))
    return found


_SCHEMAS: dict[type[Message], tuple[tuple[str, Any, Callable[[Any], bool]], ...]] = {}


def _schema(cls: type[Message]) -> tuple[tuple[str, Any, Callable[[Any], bool]], ...]:
    """(name, default or MISSING, type test) for every field of a message class."""
    found = _SCHEMAS.get(cls)
    if found is None:
        hints = typing.get_type_hints(cls)
        found = tuple((f.name, f.default, _checker(hints[f.name])) for f in fields(cls))
        _SCHEMAS[cls] = found
    return found


_PACKERS = threading.local()


def pack(message: Message) -> bytes:
    """Encode one message as a complete frame (header and payload)."""
    packer = getattr(_PACKERS, "packer", None)
    if packer is None:  # one per thread (a packer keeps a buffer); `msgpack.packb` would build one per call
        packer = _PACKERS.packer = msgpack.Packer(use_bin_type=True)
    payload: bytes = packer.pack(message.to_wire())
    return _HEADER.pack(len(payload)) + payload


def unpack_payload(payload: bytes, sender: Role) -> Message:
    """Decode one frame payload sent by `sender`; raises ProtocolError when it is not valid."""
    try:
        # Binary strings and extension types (timestamps included) are refused by the
        # decoder itself, so what comes out is plain data: None, bool, int, float, str,
        # lists and maps.
        data = msgpack.unpackb(payload, raw=False, strict_map_key=sender is Role.CLIENT,
                               use_list=True, max_bin_len=0, max_ext_len=0)
    except Exception as exc:  # msgpack raises several ValueError subclasses and others
        raise ProtocolError(CloseReason.BAD_FRAME, f"not msgpack: {type(exc).__name__}") from None
    if type(data) is not dict:
        raise ProtocolError(CloseReason.BAD_FRAME, "a frame holds one map")
    if sender is Role.CLIENT and not _is_plain(data):
        raise ProtocolError(CloseReason.BAD_FRAME, "a frame holds plain data only (no binary or extensions)")
    kind = data.get("t")
    if type(kind) is not str:
        raise ProtocolError(CloseReason.UNKNOWN_MESSAGE, "the frame has no message type")
    cls = _BY_TYPE[sender].get(kind)
    if cls is None:
        raise ProtocolError(CloseReason.UNKNOWN_MESSAGE, f"unknown message type {kind[:40]!r}")
    if cls is Hello and data.get("v") != PROTOCOL_VERSION:
        # The version is checked before anything else, so that any later protocol can be
        # refused with a reason its client understands.
        version = data.get("v")
        name = data.get("name")
        return Hello(v=version if type(version) is int else -1, name=name if type(name) is str else "")
    values: dict[str, Any] = {}
    for name, default, check in _schema(cls):
        if name in data:
            value = data[name]
        elif default is not MISSING:
            value = default
        else:
            raise ProtocolError(CloseReason.BAD_FIELD, f"{kind}: field {name!r} is missing")
        if not check(value):
            raise ProtocolError(CloseReason.BAD_FIELD, f"{kind}: field {name!r} has the wrong type")
        values[name] = value
    return cls(**values)


class FrameDecoder:
    """Splits a byte stream into frame payloads, enforcing `max_size`."""

    def __init__(self, max_size: int) -> None:
        self.max_size = max_size
        self._buffer = bytearray()
        self._eof = False

    def feed(self, data: bytes) -> None:
        """Add bytes that arrived; empty bytes mean the stream ended."""
        if not data:
            self._eof = True
        else:
            self._buffer += data

    @property
    def buffered(self) -> int:
        """How many bytes wait to be decoded."""
        return len(self._buffer)

    def next_payload(self) -> bytes | None:
        """The next complete payload, or None when more bytes are needed.

        Raises ProtocolError for an oversized frame (as soon as its header is seen) and for a
        stream that ended in the middle of a frame.
        """
        buf = self._buffer
        if len(buf) >= HEADER_SIZE:
            (size,) = _HEADER.unpack_from(buf)
            if size > self.max_size:
                raise ProtocolError(CloseReason.OVERSIZED, f"frame of {size} bytes (at most {self.max_size})")
            if len(buf) >= HEADER_SIZE + size:
                payload = bytes(buf[HEADER_SIZE:HEADER_SIZE + size])
                del buf[:HEADER_SIZE + size]
                return payload
        if self._eof and buf:
            raise ProtocolError(CloseReason.TRUNCATED, f"the stream ended inside a frame ({len(buf)} bytes)")
        return None


@dataclass(frozen=True, slots=True)
class PeerClosed:
    """`next_event` result: the peer's stream ended cleanly between frames."""


PEER_CLOSED = PeerClosed()


class Connection:
    """One end of one connection: bytes in, messages out, and the reverse. No I/O.

    `our_role` says which side we are. The state starts at HANDSHAKE and follows `TRANSITIONS`
    for messages in both directions; after a ProtocolError or a closing message it is CLOSED.
    """

    def __init__(self, our_role: Role, max_frame: int | None = None) -> None:
        self.our_role = our_role
        self.their_role = Role.CLIENT if our_role is Role.HOST else Role.HOST
        if max_frame is None:
            max_frame = MAX_FRAME_TO_HOST if our_role is Role.HOST else MAX_FRAME_TO_CLIENT
        self.state = ConnState.HANDSHAKE
        self._decoder = FrameDecoder(max_frame)
        self.bytes_in = 0
        self.bytes_out = 0

    def receive_data(self, data: bytes) -> None:
        """Feed bytes that arrived; ``b""`` means the peer closed its side."""
        self.bytes_in += len(data)
        self._decoder.feed(data)

    def next_event(self) -> Message | PeerClosed | None:
        """The next message from the peer, PEER_CLOSED at a clean end, or None for more bytes.

        Raises ProtocolError when the peer broke the protocol; the state is then CLOSED.
        """
        if self.state is ConnState.CLOSED:
            return PEER_CLOSED if self._decoder._eof else None
        try:
            payload = self._decoder.next_payload()
            if payload is None:
                if self._decoder._eof:
                    self.state = ConnState.CLOSED
                    return PEER_CLOSED
                return None
            message = unpack_payload(payload, self.their_role)
            if message.TYPE not in ALLOWED[(self.their_role, self.state)]:
                raise ProtocolError(CloseReason.UNEXPECTED_MESSAGE,
                                    f"{message.TYPE!r} is not allowed during {self.state.value}")
        except ProtocolError:
            self.state = ConnState.CLOSED
            raise
        self._transition(self.their_role, message.TYPE)
        return message

    def send(self, message: Message) -> bytes:
        """Encode a message of ours; raises LocalProtocolError if it is not allowed now."""
        if message.SENDER is not self.our_role:
            raise LocalProtocolError(f"a {self.our_role.value} does not send {message.TYPE!r}")
        if message.TYPE not in ALLOWED[(self.our_role, self.state)]:
            raise LocalProtocolError(f"cannot send {message.TYPE!r} during {self.state.value}")
        data = pack(message)
        self.bytes_out += len(data)
        self._transition(self.our_role, message.TYPE)
        return data

    def close(self) -> None:
        """Mark the connection closed (nothing more is sent or accepted)."""
        self.state = ConnState.CLOSED

    def _transition(self, sender: Role, kind: str) -> None:
        new = TRANSITIONS.get((sender, self.state, kind))
        if new is not None:
            self.state = new
