"""The protocol layer alone: framing, encoding, the state machine, malformed input."""

from __future__ import annotations

import struct

import msgpack
import pytest

from net import protocol as p


def frame(obj: object) -> bytes:
    payload = msgpack.packb(obj, use_bin_type=True)
    return struct.pack(">I", len(payload)) + payload


DEEP: object = 1
for _ in range(p.MAX_DEPTH + 5):
    DEEP = [DEEP]


def host_conn() -> p.Connection:
    return p.Connection(p.Role.HOST)


def test_round_trip_every_message_type() -> None:
    samples = [p.Hello(1, "Ann", "play", "tok", "pw", 2, "own"), p.Sit(1), p.Start(), p.Answer(3, [1, 2]),
               p.Say("hi"), p.Resync(), p.Rematch(), p.AutoPass(True), p.Bye(), p.Pong(4)]
    for msg in samples:
        data = p.pack(msg)
        assert p.unpack_payload(data[4:], p.Role.CLIENT) == msg
    host_samples = [p.Welcome(1, 0, "t", False, {"a": 1}), p.Refuse("bad_password", "no"), p.Table({}, 1),
                    p.Snapshot(1, 0, None, {"x": [1]}, [], None), p.Update(2, [{"kind": "x"}], [], None, None),
                    p.Rejected("answer", "stale_decision", "old", 4), p.Chat(None, "h", "t"), p.Error("flood", "x"),
                    p.Ping(9)]
    for msg in host_samples:
        assert p.unpack_payload(p.pack(msg)[4:], p.Role.HOST) == msg


def test_frames_split_anywhere_are_reassembled() -> None:
    data = p.pack(p.Hello(1, "Ann")) + p.pack(p.Pong(1))
    conn = host_conn()
    for i in range(len(data)):
        conn.receive_data(data[i:i + 1])
    first = conn.next_event()
    assert isinstance(first, p.Hello)
    assert conn.state is p.ConnState.HANDSHAKE  # the host has not welcomed yet
    conn.send(p.Welcome(1, 0, "t", False, {}))
    assert isinstance(conn.next_event(), p.Pong)
    assert conn.next_event() is None


def test_first_message_must_be_hello() -> None:
    conn = host_conn()
    conn.receive_data(p.pack(p.Pong(1)))
    with pytest.raises(p.ProtocolError) as err:
        conn.next_event()
    assert err.value.reason is p.CloseReason.UNEXPECTED_MESSAGE
    assert conn.state is p.ConnState.CLOSED


@pytest.mark.parametrize("data, reason", [
    (b"\x00\x00\x00\x03abc", p.CloseReason.BAD_FRAME),
    (struct.pack(">I", p.MAX_FRAME_TO_HOST + 1), p.CloseReason.OVERSIZED),
    (frame([1, 2]), p.CloseReason.BAD_FRAME),
    (frame({"x": 1}), p.CloseReason.UNKNOWN_MESSAGE),
    (frame({"t": "launch_missiles"}), p.CloseReason.UNKNOWN_MESSAGE),
    (frame({"t": "hello", "v": 1, "name": 5}), p.CloseReason.BAD_FIELD),
    (frame({"t": "hello", "v": 1}), p.CloseReason.BAD_FIELD),
    (frame({"t": "hello", "v": 1, "name": "x", "seat": "one"}), p.CloseReason.BAD_FIELD),
    (frame({"t": "hello", "v": 1, "name": "x", "token": b"bytes"}), p.CloseReason.BAD_FRAME),
    (frame({"t": "hello", "v": 1, "name": "x", "token": msgpack.ExtType(5, b"zz")}), p.CloseReason.BAD_FRAME),
    (frame({"t": "hello", "v": 1, "name": "x", 7: 1}), p.CloseReason.BAD_FRAME),
    (frame({"t": "hello", "v": 1, "name": "x", "deep": DEEP}), p.CloseReason.BAD_FRAME),
])
def test_malformed_input_is_a_protocol_error(data: bytes, reason: p.CloseReason) -> None:
    conn = host_conn()
    conn.receive_data(data)
    with pytest.raises(p.ProtocolError) as err:
        conn.next_event()
    assert err.value.reason is reason
    assert conn.state is p.ConnState.CLOSED


def test_truncated_frame_at_end_of_stream() -> None:
    conn = host_conn()
    conn.receive_data(p.pack(p.Hello(1, "x"))[:-2])
    assert conn.next_event() is None
    conn.receive_data(b"")
    with pytest.raises(p.ProtocolError) as err:
        conn.next_event()
    assert err.value.reason is p.CloseReason.TRUNCATED


def test_clean_end_of_stream() -> None:
    conn = host_conn()
    conn.receive_data(b"")
    assert conn.next_event() is p.PEER_CLOSED


def test_other_versions_are_recognized_before_their_fields() -> None:
    conn = host_conn()
    conn.receive_data(frame({"t": "hello", "v": 2, "nom": "future"}))
    msg = conn.next_event()
    assert isinstance(msg, p.Hello) and msg.v == 2


def test_we_cannot_send_what_the_state_forbids() -> None:
    client = p.Connection(p.Role.CLIENT)
    with pytest.raises(p.LocalProtocolError):
        client.send(p.Answer(1, 1))
    with pytest.raises(p.LocalProtocolError):
        client.send(p.Ping(1))
    client.send(p.Hello(1, "x"))


def test_state_table_is_complete() -> None:
    for role in p.Role:
        for state in p.ConnState:
            assert (role, state) in p.ALLOWED
    assert p.ALLOWED[(p.Role.CLIENT, p.ConnState.CLOSED)] == frozenset()


def test_unknown_extra_fields_are_ignored() -> None:
    conn = host_conn()
    conn.receive_data(frame({"t": "hello", "v": 1, "name": "x", "future_field": [1, 2]}))
    assert conn.next_event() == p.Hello(1, "x")
