"""What the host tells the table about who is there, over real sockets on 127.0.0.1.

A window's table log says when a player's connection is lost, when a bot takes their seat and
when they are back, from the `table` frames' ``present`` and ``covered``; it also says who
starts or stops watching. Those frames must never show an absence that did not happen.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from nethelpers import FakeClock, make_config
from toygame import TOY
from wire import WirePeer

from net import protocol as p
from net.client import ClientSession
from net.host import Host, SeatKind, SeatSpec
from net.server import HostServer

HUMAN = SeatSpec(SeatKind.HUMAN)
OWNER_KEY = "the-window's-key"


def windows_table(clock: FakeClock, seats: int = 3) -> Host:
    """A table as the window hosts it: an owner who starts the game, no start when seats fill."""
    return Host(TOY, {"players": seats, "rounds": 3}, [HUMAN] * seats, clock=clock, seed=5,
                config=make_config(auto_start=False, silence_timeout=1000.0), owner_key=OWNER_KEY)


def on_tcp(host: Host, scenario: Callable[[HostServer, int], Awaitable[Any]]) -> Any:
    """Serve `host` on 127.0.0.1 (timers driven by the test) and run `scenario(server, port)`."""
    async def run() -> Any:
        server = HostServer(host, timers=False)
        _address, port = await server.serve_tcp("127.0.0.1", 0)
        try:
            return await asyncio.wait_for(scenario(server, port), 60)
        finally:
            await server.close()

    return asyncio.run(run())


def absences(peer: WirePeer, seat: int) -> list[dict[str, Any]]:
    """The `table` frames `peer` received in which `seat` is held by a player who is not there."""
    seats = [m.table["seats"][seat] for m in peer.of(p.Table)]
    return [s for s in seats if s["taken"] and not s["present"]]


def test_a_player_kicked_in_the_lobby_is_never_shown_as_a_lost_connection(clock: FakeClock) -> None:
    """The host's log said 'Tovenaar has lost their connection' at round 1 of a game whose
    guest had been kicked in the lobby and had joined again, and never that they were back."""
    host = windows_table(clock)

    async def scenario(server: HostServer, port: int) -> None:
        owner = await WirePeer.join(port, ClientSession("Wizard", owner=OWNER_KEY))
        guest = await WirePeer.join(port, ClientSession("Tovenaar"))
        seat = guest.session.seat
        assert seat == 1
        assert host.kick(seat)
        server.tick()
        await guest.until(lambda: guest.ended)
        assert guest.session.error is not None and guest.session.error.reason == "kicked"
        again = await WirePeer.join(port, ClientSession("Tovenaar"))
        assert again.session.seat == seat
        host.set_seat_bot(2, "random")
        owner.send(owner.session.start())
        await owner.until(lambda: owner.session.view is not None)
        assert absences(owner, seat) == [], "the kicked connection's close showed the seat held and absent"
        for peer in (owner, again):
            await peer.close()

    on_tcp(host, scenario)


def tables_after(peer: WirePeer, mark: int) -> list[dict[str, Any]]:
    """The table descriptions `peer` received after its first `mark` messages."""
    return [m.table for m in peer.messages[mark:] if isinstance(m, p.Table)]


def test_the_owner_closing_the_table_mid_game_tells_nobody_that_a_bot_plays_a_seat(clock: FakeClock) -> None:
    """When the host's window left its table mid-game, a guest's log said 'Wizard has left the
    table: a bot plays that seat until they are back' and a spectator's 'Tovenaar has lost their
    connection', before the dialog saying that the host closed the table."""
    host = windows_table(clock)

    async def scenario(server: HostServer, port: int) -> None:
        owner = await WirePeer.join(port, ClientSession("Wizard", owner=OWNER_KEY))
        guest = await WirePeer.join(port, ClientSession("Tovenaar"))
        spectator = await WirePeer.join(port, ClientSession("Sorcier", want="watch"))
        host.set_seat_bot(2, "random")
        owner.send(owner.session.start())
        for peer in (guest, spectator):
            await peer.until(lambda peer=peer: peer.session.view is not None)
        marks = {id(peer): len(peer.messages) for peer in (guest, spectator)}
        await owner.leave()
        for peer in (guest, spectator):
            await peer.until(lambda peer=peer: peer.ended)
            assert peer.session.error is not None and peer.session.error.reason == "shutdown"
            told = tables_after(peer, marks[id(peer)])
            assert told == [], f"{peer.session.name} was told seats changed as the table closed: {told}"
            await peer.close()

    on_tcp(host, scenario)
    assert host.stopping


def test_a_host_stopping_closes_its_players_without_telling_the_others_they_left(clock: FakeClock) -> None:
    """A headless host stopped mid-game closed its players one by one, and each close was told
    to those not yet closed: a spectator read that a player lost their connection."""
    host = Host(TOY, {"players": 2, "rounds": 3}, [HUMAN, HUMAN], clock=clock, seed=5,
                config=make_config(silence_timeout=1000.0))

    async def scenario(server: HostServer, port: int) -> None:
        peers = [await WirePeer.join(port, ClientSession(name)) for name in ("Ann", "Bob")]
        spectator = await WirePeer.join(port, ClientSession("Sorcier", want="watch"))
        await spectator.until(lambda: spectator.session.view is not None)
        mark = len(spectator.messages)
        await server.close()
        await spectator.until(lambda: spectator.ended)
        assert tables_after(spectator, mark) == []
        for peer in (*peers, spectator):
            await peer.close()

    on_tcp(host, scenario)
    late = host.connect()  # a connection still arriving as the table closes is turned away
    assert [o for o in host.drain() if o.conn == late] and late not in host.connection_ids


def test_the_players_are_told_who_starts_and_stops_watching_and_the_host_logs_it(
        clock: FakeClock, caplog: Any) -> None:
    """Players were not told that someone watched (the table counted spectators, named none, and
    said nothing when one left); the headless host's --verbose log did not record a spectator."""
    import logging

    host = Host(TOY, {"players": 2, "rounds": 3}, [HUMAN, HUMAN], clock=clock, seed=5,
                config=make_config(silence_timeout=1000.0))

    async def scenario(server: HostServer, port: int) -> None:
        ann = await WirePeer.join(port, ClientSession("Ann"))
        spectator = await WirePeer.join(port, ClientSession("Sorcier", want="watch"))
        await ann.until(lambda: ann.session.table.get("watching") == ["Sorcier"])
        assert ann.session.table["spectators"] == 1
        await spectator.leave()
        await ann.until(lambda: ann.session.table.get("watching") == [])
        assert ann.session.table["spectators"] == 0
        await ann.close()

    with caplog.at_level(logging.INFO, logger="net.host"):
        on_tcp(host, scenario)
    lines = [r.getMessage() for r in caplog.records]
    assert "conn 2: Sorcier is watching" in lines
    assert "conn 2 (Sorcier, watching): left the table" in lines
