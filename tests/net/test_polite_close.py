"""A client that leaves closes only after the host has closed: its `bye` is never lost.

Closing a TCP connection while the host is still sending makes the system reset it, and a
reset host may drop the `bye` it had received but not read: it then waits out the grace
period for a player who left on purpose (a headless host's game crawled on its turn timer
in CI that way). `close_after_peer` and `RemoteClient.leave` close politely instead.
"""

from __future__ import annotations

import asyncio
import socket

from nethelpers import make_config, wait_for

from engine.bots import make_bot
from engine.games import get_game
from net.client import BotPlayer, ClientSession, RemoteClient
from net.host import Host, SeatKind, SeatSpec
from net.server import HostServer
from net.transport import TcpStream, close_after_peer, open_tcp, tcp_connector


async def _connected_pair() -> tuple[socket.socket, TcpStream]:
    """A raw server socket (read only when the test says so) and a client `TcpStream` to it."""
    loop = asyncio.get_running_loop()
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    listener.setblocking(False)
    client = await open_tcp("127.0.0.1", listener.getsockname()[1])
    server, _ = await loop.sock_accept(listener)
    listener.close()
    return server, client


def test_close_after_peer_keeps_the_connection_until_the_peer_has_read_and_closed() -> None:
    async def scenario() -> None:
        loop = asyncio.get_running_loop()
        server, client = await _connected_pair()
        try:
            await loop.sock_sendall(server, b"update" * 20_000)  # the host is still sending
            client.write(b"bye")
            leaving = asyncio.ensure_future(close_after_peer(client, timeout=30))
            for _ in range(20):  # let it run to wherever it waits (no time needs to pass)
                await asyncio.sleep(0)
            assert not leaving.done(), "closed before the host closed: a reset could lose the bye"
            assert await loop.sock_recv(server, 100) == b"bye"
            server.shutdown(socket.SHUT_WR)  # the host closes after bye
            await asyncio.wait_for(leaving, 30)
            assert await loop.sock_recv(server, 100) == b""  # and the client closed in turn
        finally:
            server.close()

    asyncio.run(scenario())


def test_close_after_peer_gives_up_waiting_after_its_timeout() -> None:
    async def scenario() -> None:
        loop = asyncio.get_running_loop()
        server, client = await _connected_pair()
        try:
            client.write(b"bye")
            await asyncio.wait_for(close_after_peer(client, timeout=0), 30)
            assert await loop.sock_recv(server, 100) == b"bye"
            assert await loop.sock_recv(server, 100) == b""  # closed although the peer never closed
        finally:
            server.close()

    asyncio.run(scenario())


def test_a_player_leaving_mid_game_over_tcp_is_seen_as_leaving_and_covered_at_once() -> None:
    async def scenario() -> tuple[Host, RemoteClient]:
        seats = [SeatSpec(SeatKind.HUMAN), SeatSpec(SeatKind.BOT), SeatSpec(SeatKind.BOT)]
        host = Host(get_game("elixir"), {"players": 3}, seats, seed=8,
                    config=make_config(grace=1000.0, react_floor=0.0))
        server = HostServer(host)
        address, port = await server.serve_tcp("127.0.0.1", 0)
        client = RemoteClient(tcp_connector(address, port), ClientSession("Ann"),
                              player=BotPlayer(make_bot("random", 3)))
        running = asyncio.ensure_future(client.run())
        try:
            await wait_for(lambda: len(host.answers) >= 30)  # mid-game: the host sends all along
            await asyncio.wait_for(client.leave(), 30)
            await asyncio.wait_for(running, 30)  # the host closed the connection: run ends
            await wait_for(lambda: host.result is not None)  # a bot played the seat, no grace waited
        finally:
            running.cancel()
            await server.close()
        return host, client

    host, client = asyncio.run(scenario())
    assert host.stats.closes == {"bye": 1}
    assert host.seats[0].left and host.stats.answers_by_source.get("cover", 0) >= 1
    assert client.session.closed
