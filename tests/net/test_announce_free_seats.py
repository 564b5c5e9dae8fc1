"""The table's zeroconf announcement follows its free seats, on 127.0.0.1 only.

A window's LAN list showed 2 free seats where the host had 1 after a kick in the lobby, until
the list was reopened. Whatever changes the free seats (a join, a kick, a bot put in or taken
out of a seat) must reach the TXT record a browser reads, each change in its turn, even when
they follow each other within a second.
"""

from __future__ import annotations

import asyncio

from nethelpers import FakeClock, make_config, wait_for
from toygame import TOY
from wire import WirePeer

from net.client import ClientSession
from net.discovery import Announcer, Browser, TableRecord
from net.host import Host, SeatKind, SeatSpec
from net.server import HostServer

LOOPBACK = ["127.0.0.1"]
OWNER_KEY = "owner"


def test_the_announcement_follows_every_change_of_the_free_seats(clock: FakeClock) -> None:
    host = Host(TOY, {"players": 4, "rounds": 3}, [SeatSpec(SeatKind.HUMAN)] * 4, clock=clock, seed=3,
                config=make_config(table_name="Owls", auto_start=False, silence_timeout=1000.0),
                owner_key=OWNER_KEY)

    async def scenario() -> tuple[list[int], int]:
        server = HostServer(host, timers=False)
        _address, port = await server.serve_tcp("127.0.0.1", 0)
        announcer = Announcer(port, ["127.0.0.1"], interfaces=LOOPBACK)
        await announcer.start(host.table_info())
        server.on_change = lambda h: asyncio.ensure_future(announcer.update(h.table_info()))
        browser = Browser(interfaces=LOOPBACK)
        await browser.start()
        seen: list[int] = []

        def ours() -> TableRecord | None:
            return next((t for t in browser.tables if t.port == port), None)

        async def browsed(free: int) -> None:
            await wait_for(lambda: (record := ours()) is not None and record.free == free, timeout=20)
            seen.append(free)

        peers: list[WirePeer] = []
        try:
            await browsed(4)
            peers.append(await WirePeer.join(port, ClientSession("Wizard", owner=OWNER_KEY)))
            await browsed(3)
            guest = await WirePeer.join(port, ClientSession("Tovenaar"))
            peers.append(guest)
            await browsed(2)
            assert guest.session.seat is not None
            host.kick(guest.session.seat)
            server.tick()
            await browsed(3)
            peers.append(await WirePeer.join(port, ClientSession("Tovenaar")))  # at once: within a second
            await browsed(2)
            host.set_seat_bot(3, "random")
            server.tick()
            await browsed(1)
            host.open_seat(3)
            server.tick()
            await browsed(2)
            host.seats[0].name = "Wizard the Grey"  # seen in the lobby, not in the TXT record:
            server.tick()  # no announcement for it
            return seen, announcer.revision
        finally:
            for peer in peers:
                await peer.close()
            await browser.close()
            await announcer.close()
            await server.close()

    seen, announcements = asyncio.run(asyncio.wait_for(scenario(), 120))
    assert seen == [4, 3, 2, 3, 2, 1, 2]
    assert announcements == len(seen), "one announcement per change of the TXT record, no more"
