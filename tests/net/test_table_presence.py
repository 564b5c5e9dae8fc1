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
