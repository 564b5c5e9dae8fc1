"""Hostile input never crashes the host, never touches the game, and only hurts its sender."""

from __future__ import annotations

import asyncio
import struct
from typing import Any

import msgpack
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from nethelpers import FakeClock, SyncTable, make_config
from toygame import TOY

from engine.bots import make_bot
from engine.core.replay import state_hash
from net import protocol as p
from net.client import BotPlayer, ClientSession, RemoteClient
from net.host import Host, SeatKind, SeatSpec
from net.server import HostServer
from net.transport import open_tcp, tcp_connector

HUMAN = SeatSpec(SeatKind.HUMAN)
BOT = SeatSpec(SeatKind.BOT)
FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

plain = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70).filter(lambda i: -2**63 <= i < 2**64)
    | st.floats(allow_nan=False) | st.text(max_size=8) | st.binary(max_size=4),
    lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=6), c, max_size=4),
    max_leaves=12,
)
message_types = st.sampled_from([m.TYPE for m in p.CLIENT_MESSAGES] + [m.TYPE for m in p.HOST_MESSAGES]
                                + ["", "nonsense"])
messages = st.builds(lambda t, extra, fields: {"t": t, **extra, **fields}, message_types,
                     st.dictionaries(st.sampled_from(["v", "name", "decision", "choice", "text", "seat", "on", "n",
                                                      "token", "want", "password"]), plain, max_size=5),
                     st.dictionaries(st.text(max_size=5), plain, max_size=2))


def frame(obj: Any) -> bytes:
    payload = msgpack.packb(obj, use_bin_type=True)
    return struct.pack(">I", len(payload)) + payload


def started_table() -> tuple[SyncTable, Any, Any]:
    clock = FakeClock()
    host = Host(TOY, {"players": 4, "rounds": 4}, [HUMAN, HUMAN, BOT, BOT], clock=clock, seed=3,
                config=make_config(frame_burst=1000))
    table = SyncTable(host)
    a = table.join(ClientSession("Ann"))
    b = table.join(ClientSession("Bob"))
    return table, a, b


def attack(table: SyncTable, data: bytes, hello_first: bool) -> int:
    host = table.host
    cid = host.connect()
    if hello_first:
        host.receive(cid, p.pack(p.Hello(p.PROTOCOL_VERSION, "spy", want="watch")))
    host.receive(cid, data)
    host.drain()
    return cid


def still_playable(table: SyncTable, b: Any) -> None:
    b.player = BotPlayer(make_bot("random", 4))
    table.peers[next(iter(table.peers))].player = BotPlayer(make_bot("random", 5))
    for peer in list(table.peers.values()):
        for decision, choice in peer.player.moves(peer.session):
            peer.send(peer.session.answer(decision, choice))
    assert table.host.result is not None


@FUZZ
@given(st.binary(max_size=400), st.booleans())
def test_random_bytes(data: bytes, hello_first: bool) -> None:
    table, a, b = started_table()
    before = state_hash(TOY, table.host.state)
    attack(table, data, hello_first)
    assert state_hash(TOY, table.host.state) == before
    still_playable(table, b)


@FUZZ
@given(st.lists(messages, min_size=1, max_size=6), st.booleans())
def test_random_messages(batch: list[dict[str, Any]], hello_first: bool) -> None:
    table, a, b = started_table()
    before = state_hash(TOY, table.host.state)
    attack(table, b"".join(frame(m) for m in batch), hello_first)
    assert state_hash(TOY, table.host.state) == before
    still_playable(table, b)


@FUZZ
@given(st.integers(0, 2**32 - 1), st.binary(max_size=50))
def test_any_length_header(length: int, tail: bytes) -> None:
    table, a, b = started_table()
    before = state_hash(TOY, table.host.state)
    cid = attack(table, struct.pack(">I", length) + tail, True)
    table.host.receive(cid, b"")
    table.host.drain()
    assert state_hash(TOY, table.host.state) == before
    assert cid not in table.host.connection_ids
    still_playable(table, b)


MALFORMED = {
    "garbage": b"\xff\xfe\xfd\xfc garbage that is not a frame",
    "garbage in a frame": b"\x00\x00\x00\x05\xc1\xc1\xc1\xc1\xc1",
    "oversized": struct.pack(">I", 50_000_000) + b"x" * 10,
    "not a map": frame([1, 2, 3]),
    "unknown type": frame({"t": "format_disk"}),
    "wrong field type": frame({"t": "hello", "v": 1, "name": ["not", "a", "string"]}),
    "answer before hello": frame({"t": "answer", "decision": 1, "choice": 1}),
}


async def malformed_scenario() -> dict[str, bytes]:
    clock = FakeClock()
    host = Host(TOY, {"players": 2, "rounds": 3}, [HUMAN, BOT], clock=clock, seed=1,
                config=make_config(handshake_timeout=10.0))
    server = HostServer(host, timers=False)
    address, port = await server.serve_tcp("127.0.0.1", 0)
    replies: dict[str, bytes] = {}
    try:
        silent = await open_tcp(address, port)
        truncated = await open_tcp(address, port)
        truncated.write(frame({"t": "hello", "v": 1, "name": "x"})[:-3])
        for name, data in MALFORMED.items():
            stream = await open_tcp(address, port)
            stream.write(data)
            chunks = []
            while chunk := await stream.read():
                chunks.append(chunk)
            replies[name] = b"".join(chunks)
            stream.close()
        truncated.close()
        client = RemoteClient(tcp_connector(address, port), ClientSession("Honest"),
                              player=BotPlayer(make_bot("random", 1)))
        result = await asyncio.wait_for(client.run(), 20)
        assert result == host.result is not None
        clock.advance(10.0)
        server.tick()
        assert await asyncio.wait_for(silent.read(), 5) != b""  # the error frame, then the end
        assert host.stats.closes.get("handshake_timeout") == 1
        assert host.stats.closes.get("truncated") == 1
    finally:
        await server.close()
    return replies


def test_malformed_connections_are_closed_with_a_reason_and_the_host_goes_on() -> None:
    replies = asyncio.run(malformed_scenario())
    expected = {"garbage": "oversized", "oversized": "oversized", "not a map": "bad_frame",
                "unknown type": "unknown_message", "garbage in a frame": "bad_frame", "wrong field type": "bad_field",
                "answer before hello": "unexpected_message"}
    for name, reason in expected.items():
        conn = p.Connection(p.Role.CLIENT)
        conn.receive_data(replies[name])
        error = conn.next_event()
        assert isinstance(error, p.Error) and error.reason == reason, name


async def flooding_scenario(rounds: int) -> list[bytes]:
    """Clients that send a malformed frame and keep sending after it; what each one read."""
    host = Host(TOY, {"players": 2, "rounds": 3}, [HUMAN, BOT], clock=FakeClock(), seed=1, config=make_config())
    server = HostServer(host, timers=False)
    address, port = await server.serve_tcp("127.0.0.1", 0)
    replies: list[bytes] = []
    try:
        for _ in range(rounds):
            reader, writer = await asyncio.open_connection(address, port)
            writer.write(MALFORMED["not a map"] + b"\x00" * 1_000_000)  # the host stops reading at the bad frame
            chunks = []
            try:
                async with asyncio.timeout(10):
                    while chunk := await reader.read(65536):
                        chunks.append(chunk)
            except ConnectionError:
                pass  # a reset: whatever was read before it is what the client got
            replies.append(b"".join(chunks))
            writer.close()
    finally:
        await server.close()
    return replies


def test_a_client_still_sending_when_closed_reads_the_reason_before_the_end() -> None:
    """A client that goes on sending after a malformed frame (a megabyte the host never reads)
    still reads the error frame that says why before its connection ends: the host answers
    at the bad frame and closes, whatever else is still on its way in."""
    for reply in asyncio.run(flooding_scenario(5)):
        conn = p.Connection(p.Role.CLIENT)
        conn.receive_data(reply)
        error = conn.next_event()
        assert isinstance(error, p.Error) and error.reason == "bad_frame"
