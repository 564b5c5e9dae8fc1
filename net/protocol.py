"""The wire protocol without I/O: framing, encoding and the per-connection state machine.

Modelled on h11. A `Connection` is fed the bytes that arrived (`receive_data`), hands out
the messages they hold (`next_event`), and turns messages into bytes (`send`). It never
touches a socket, so the host, the client, the tests and the fuzzers all drive it the same
way.

A frame is a 4-byte big-endian unsigned length followed by that many bytes holding exactly
one msgpack map. The map's ``"t"`` field names the message type; the other fields are the
message's, described by the dataclasses of `net.messages` (re-exported here: the protocol's
vocabulary is `net.protocol.Hello` and so on) and in docs/PROTOCOL.md. Unknown extra fields
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
from enum import Enum
from typing import Any

import msgpack  # type: ignore[import-untyped]

from net.messages import (
    CLIENT_MESSAGES,
    HOST_MESSAGES,
    PROTOCOL_VERSION,
    Answer,
    AutoPass,
    Bye,
    Chat,
    CloseReason,
    Error,
    Hello,
    Message,
    Ping,
    Pong,
    Refuse,
    RefuseReason,
    Rejected,
    RejectReason,
    Rematch,
    Resync,
    Role,
    Say,
    Sit,
    Snapshot,
    Start,
    Table,
    Update,
    Welcome,
)

__all__ = [
    "Role",
    "CloseReason",
    "RefuseReason",
    "RejectReason",
    "Message",
    "Hello",
    "Sit",
    "Start",
    "Answer",
    "Say",
    "Resync",
    "Rematch",
    "AutoPass",
    "Bye",
    "Ping",
    "Pong",
    "Welcome",
    "Refuse",
    "Table",
    "Snapshot",
    "Update",
    "Rejected",
    "Chat",
    "Error",
    "CLIENT_MESSAGES",
    "HOST_MESSAGES",
    "PROTOCOL_VERSION",
    "HEADER_SIZE",
    "MAX_FRAME_TO_HOST",
    "MAX_FRAME_TO_CLIENT",
    "MAX_DEPTH",
    "ConnState",
    "ProtocolError",
    "LocalProtocolError",
    "ALLOWED",
    "TRANSITIONS",
    "pack",
    "unpack_payload",
    "FrameDecoder",
    "PeerClosed",
    "PEER_CLOSED",
    "Connection",
]

HEADER_SIZE = 4
MAX_FRAME_TO_HOST = 64 * 1024
"""Largest payload a host accepts from a client, in bytes (the 4-byte header excluded)."""
MAX_FRAME_TO_CLIENT = 8 * 1024 * 1024
"""Largest payload a client accepts from a host (snapshots can be large)."""
MAX_DEPTH = 64
"""Deepest nesting of lists and maps accepted inside one message."""

_HEADER = struct.Struct(">I")

class ConnState(Enum):
    """The life of one connection: handshake, lobby, in game, closed."""

    HANDSHAKE = "handshake"
    LOBBY = "lobby"
    GAME = "game"
    CLOSED = "closed"

    __hash__ = object.__hash__  # as `Role`'s: looked up with every frame sent and received


class ProtocolError(Exception):
    """The peer broke the protocol; the connection must be closed with `reason`."""

    def __init__(self, reason: CloseReason, detail: str) -> None:
        super().__init__(f"{reason}: {detail}")
        self.reason = reason
        self.detail = detail


class LocalProtocolError(Exception):
    """We tried to send something the protocol does not allow (a bug in our own code)."""


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
