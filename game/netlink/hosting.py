"""A LAN table hosted by the window: TCP server, zeroconf announcement, the owner's seat in memory.

Contract: `host_lan_game` returns a `HostedGame`: the owner's `SessionLink`, a `HostControl`
for the lobby (seats, bots, kicks, start; safe to call from the UI thread) and the address
it listens on. The table is announced on the LAN in the background (zeroconf's probing takes a
second or two): the lobby opens at once, its `announcement` says when the table is announced or
that it could not be. A table not announced (no mDNS) can still be joined by address.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import secrets
from dataclasses import dataclass
from typing import Any

from game.netlink.session import SessionLink
from game.netlink.thread import NetThread, close_server, drive_timers, memory_connector, set_up

log = logging.getLogger("game.netlink")


class HostControl:
    """Lobby management of a table this process hosts: seats, bots, kicks, start.

    Every method is safe to call from the UI thread; the work runs on the network thread.
    Seats change through the host's lobby API (`Host.set_seat_bot`, `open_seat`, `kick`),
    which works only before the game starts and re-announces the table.
    """

    def __init__(self, net: NetThread, server: Any) -> None:
        self.net = net
        self.server = server

    def set_bot(self, seat: int, bot: str | None, name: str | None = None) -> None:
        """Put a bot (`bot` spec, e.g. "easy") in `seat`, or open it to players (`None`)."""
        self.net.call(lambda: self._set_bot(seat, bot, name))

    def kick(self, seat: int) -> None:
        """Remove the player in `seat` (their token stops working); the seat opens again."""
        self.net.call(lambda: self._kick(seat))

    def start(self, fill_bot: str = "easy") -> None:
        """Fill open seats with `fill_bot` bots and start the game."""
        self.net.call(lambda: self._start(fill_bot))

    def _host(self) -> Any:
        return self.server.host

    def _lobby(self) -> bool:
        from net.host import TableState

        return bool(self._host().table_state is TableState.LOBBY)

    def _set_bot(self, seat: int, bot: str | None, name: str | None) -> None:
        if seat == 0:
            return  # the owner's own seat
        host = self._host()
        if bot is None:
            host.open_seat(seat)
        else:
            host.set_seat_bot(seat, bot, name)
        self.server.tick()

    def _kick(self, seat: int) -> None:
        if seat != 0 and self._host().kick(seat):
            self.server.tick()

    def _start(self, fill_bot: str) -> None:
        from net.host import SeatKind

        host = self._host()
        if not self._lobby():
            return
        for record in host.seats[1:]:
            if record.kind is SeatKind.HUMAN and not record.taken:
                host.set_seat_bot(record.index, fill_bot)
        host.start_game()
        self.server.tick()


@dataclass
class HostedGame:
    """A LAN table hosted by this window: the owner's link, lobby control, and where it listens."""

    link: SessionLink
    control: HostControl
    address: str
    port: int
    announced: bool
    """The table is announced on the LAN (or being announced: see `announcement`)."""
    announcement: concurrent.futures.Future[bool] | None = None
    """Done once the announcement is made (True) or failed (False: join by address only);
    None when the table is not announced at all."""


def host_lan_game(name: str, table_name: str, options: dict[str, Any], *, password: str | None = None,
                  port: int = 0, bind: str | None = None, announce: bool = True,
                  interfaces: list[str] | None = None, seed: int | None = None, bot_delay: float = 0.7,
                  react_floor: float = 1.0, linger: float | None = None,
                  turn_time: float | None = None, game: str = "elixir") -> HostedGame:
    """Host a LAN table of `game` from the window: TCP server and zeroconf on the network thread, our seat in memory.

    When the owner leaves a finished table, the table stays up in the background for the
    players who come back (`net.lifetime`: `linger` seconds, default two minutes, or until
    every seated player has left); a table left during its game closes at once. `turn_time`
    sets the table's turn timer (`net.turntimer`; None: none). `bind` is the address listened
    on: by default the one address of `interfaces` when the window's LAN is kept to a single
    interface (`play --lan-interface`: the table is then reachable there only), else every
    interface. Raises OSError when the port cannot be bound.
    """
    from engine.games import get_game
    from net.host import Host, HostConfig, SeatKind, SeatSpec, TableState
    from net.lifetime import DEFAULT_LINGER, TableLifetime, serve_while_reachable
    from net.server import HostServer

    if bind is None:
        bind = interfaces[0] if interfaces is not None and len(interfaces) == 1 else "0.0.0.0"
    listen = bind
    net = NetThread(f"{game}-host").start()
    owner_key = secrets.token_urlsafe(16)
    holder: dict[str, Any] = {}

    async def setup() -> None:
        rules = get_game(game)
        players = int(options.get("players", 4))
        seats = [SeatSpec(SeatKind.HUMAN) for _ in range(players)]
        config = HostConfig(table_name=table_name, password=password or None, auto_start=False,
                            bot_delay=bot_delay, cover_delay=bot_delay, react_floor=react_floor,
                            turn_time=turn_time)
        host = Host(rules, options, seats, config=config, seed=seed, owner_key=owner_key)
        server = HostServer(host, timers=False)
        holder["server"] = server
        holder["address"] = await server.serve_tcp(listen, port)
        holder["timers"] = asyncio.ensure_future(drive_timers(server))
        holder["announcer"] = None
        if announce:  # in the background: the lobby need not wait for zeroconf's probing
            holder["announcer"] = announcer = _announcer(holder["address"][1], listen, interfaces)
            holder["announcing"] = asyncio.ensure_future(_announce(server, announcer))

    set_up(net, setup())
    server = holder["server"]
    connector = memory_connector(server)

    async def cleanup() -> None:
        # Runs on the network thread after the owner's bye; for a finished table (`keep_net`)
        # the window does not wait for it.
        with contextlib.suppress(Exception):
            lifetime = TableLifetime(DEFAULT_LINGER if linger is None else linger, server.host.clock)
            await serve_while_reachable(server.host, lifetime)
        announcing = holder.get("announcing")
        if announcing is not None and not announcing.done():
            announcing.cancel()  # a table left while still being announced
        if holder.get("announcer") is not None:
            with contextlib.suppress(Exception):
                await holder["announcer"].close()
        await close_server(server, holder["timers"])
        net.stop()

    link = SessionLink(net, connector, name, owner_key=owner_key, password=password or None,
                       cleanup=cleanup, kind="host").start()
    link.keep_net = lambda: server.host.table_state is TableState.OVER
    link.welcomed.wait(5.0)
    address, bound = holder["address"]
    announcing = holder.get("announcing")
    announcement = _outcome(net, announcing) if announcing is not None else None
    return HostedGame(link, HostControl(net, server), address, bound, announce, announcement)


def _outcome(net: NetThread, task: asyncio.Future[bool]) -> concurrent.futures.Future[bool]:
    """A future the UI thread may read, done with `task`'s outcome (False if it was cancelled)."""
    outcome: concurrent.futures.Future[bool] = concurrent.futures.Future()

    def done(t: asyncio.Future[bool]) -> None:
        outcome.set_result(bool(not t.cancelled() and t.exception() is None and t.result()))

    net.call(lambda: task.add_done_callback(done))
    return outcome


def _announcer(port: int, bind: str, interfaces: list[str] | None) -> Any:
    """The `net.discovery.Announcer` of a table listening on `bind`:`port` (not started)."""
    from net.discovery import Announcer

    if interfaces is not None:
        return Announcer(port, interfaces, interfaces=interfaces)
    if bind in ("0.0.0.0", ""):
        from game.netlink.addresses import lan_addresses

        return Announcer(port, lan_addresses())
    return Announcer(port, [bind], interfaces=[bind])


async def _announce(server: Any, announcer: Any) -> bool:
    """Announce the table, then keep its record current; False when it cannot be announced."""
    info = server.host.table_info()
    try:
        await announcer.start(info)
    except Exception as exc:  # no mDNS is not an error: join by address still works
        log.warning("the table is not announced on the LAN (%s)", exc)
        return False
    server.on_change = lambda h: asyncio.ensure_future(announcer.update(h.table_info()))
    if server.host.table_info() != info:  # a player came or a bot was seated while it was being announced
        await announcer.update(server.host.table_info())
    return True

