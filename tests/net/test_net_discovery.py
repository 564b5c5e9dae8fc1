"""Zeroconf discovery on 127.0.0.1 only: a host is announced, browsed, and joined from its record."""

from __future__ import annotations

import asyncio
import json

from nethelpers import make_config, wait_for
from toygame import TOY

from engine.bots import make_bot
from net.client import BotPlayer, ClientSession, RemoteClient
from net.discovery import Announcer, Browser, parse_record, txt_record
from net.host import Host, SeatKind, SeatSpec
from net.server import HostServer
from net.transport import tcp_connector

LOOPBACK = ["127.0.0.1"]


async def scenario() -> None:
    host = Host(TOY, {"players": 2, "rounds": 2}, [SeatSpec(SeatKind.HUMAN), SeatSpec(SeatKind.BOT)], seed=2,
                config=make_config(table_name="Loopback table", password="pw"))
    server = HostServer(host)
    _address, port = await server.serve_tcp("127.0.0.1", 0)
    announcer = Announcer(port, ["127.0.0.1"], interfaces=LOOPBACK)
    server.on_change = lambda h: asyncio.ensure_future(announcer.update(h.table_info()))
    await announcer.start(host.table_info())
    browser = Browser(interfaces=LOOPBACK)
    await browser.start()
    try:
        await wait_for(lambda: any(t.port == port for t in browser.tables), timeout=15)
        record = next(t for t in browser.tables if t.port == port)
        assert (record.address, record.game, record.table, record.free, record.seats) == \
            ("127.0.0.1", "toy", "Loopback table", 1, 2)
        assert record.state == "lobby" and record.password is True and record.version == 1
        client = RemoteClient(tcp_connector(record.address, record.port), ClientSession("Finder", password="pw"),
                              player=BotPlayer(make_bot("random", 1)))
        result = await asyncio.wait_for(client.run(), 20)
        assert result == host.result is not None
        await wait_for(lambda: any(t.port == port and t.state == "over" for t in browser.tables), timeout=15)
        await announcer.close()
        await wait_for(lambda: all(t.port != port for t in browser.tables), timeout=15)
    finally:
        await browser.close()
        await announcer.close()
        await server.close()


def test_browse_and_join_a_table_on_loopback() -> None:
    asyncio.run(scenario())


def test_txt_record_round_trip() -> None:
    info = {"name": "T", "game": "elixir", "state": "playing", "password": False,
            "seats": [{"kind": "human", "taken": True}, {"kind": "human", "taken": False}, {"kind": "bot"}]}
    props = {k.encode(): v.encode() for k, v in txt_record(info).items()}
    record = parse_record("T", "127.0.0.1", 1, props)
    assert record is not None
    assert (record.free, record.seats, record.state, record.password) == (1, 3, "playing", False)
    assert parse_record("x", "127.0.0.1", 1, {b"v": b"nope"}) is None


def test_the_record_carries_the_plain_options_so_a_guest_reads_the_rules_before_joining() -> None:
    """A tester saw no table's rules in the LAN list before joining it: the record now carries
    the options whose values are plain (not Elixir Quest's pools of cards), and a record whose
    ``opts`` is missing, too long or not JSON lists the table without them."""
    seats = [{"kind": "human", "taken": False}]
    options = {"players": 4, "spell_points": 13, "forfeit_payment": "caster_draws", "first_player": "complete"}
    props = {k.encode(): v.encode() for k, v in txt_record({"game": "elixir", "seats": seats,
                                                            "options": options}).items()}
    record = parse_record("T", "127.0.0.1", 1, props)
    assert record is not None and record.options == options and record.to_plain()["options"] == options
    quest = {"players": 2, "mode": "beginner", "real": True, "pools": [[1, 2, 3], [4, 5, 6]]}
    sent = txt_record({"game": "quest", "seats": seats, "options": quest})
    assert json.loads(sent["opts"]) == {"players": 2, "mode": "beginner", "real": True}
    assert "opts" not in txt_record({"game": "elixir", "seats": seats, "options": {"name": "x" * 300}})
    for raw in (b"{not json", b"[1, 2]", b'{"players": [1]}'):
        heard = parse_record("T", "127.0.0.1", 1, {**props, b"opts": raw})
        assert heard is not None and heard.options == {} and heard.free == 1, raw
    old = parse_record("T", "127.0.0.1", 1, {k: v for k, v in props.items() if k != b"opts"})
    assert old is not None and old.options == {}
