"""End to end over real sockets on 127.0.0.1: a full game, every frame checked for leaks,
a client dropped mid-game, covered by a bot, back with its token, to the end."""

from __future__ import annotations

import asyncio
import re
from typing import Any

from nethelpers import FakeClock, make_config, wait_for
from toygame import TOY, secret_word

from engine.bots import make_bot
from engine.core import machine
from engine.core.decisions import Answer
from engine.core.game import Game
from engine.games import get_game
from net import protocol as p
from net.client import BotPlayer, ClientSession, RemoteClient
from net.history import HISTORY_LIMIT
from net.host import Host, SeatKind, SeatSpec
from net.patch import diff
from net.server import HostServer
from net.transport import tcp_connector

HUMAN = SeatSpec(SeatKind.HUMAN)
BOT = SeatSpec(SeatKind.BOT)
UPDATE_KEYS = {"t", "seq", "events", "patch", "ask", "result"}
SNAPSHOT_KEYS = {"t", "game", "seq", "seat", "view", "ask", "result", "history"}


class Shadow:
    """The game replayed from the host's answers: what each seat may know after each answer."""

    def __init__(self, game: Game, host: Host, seats: list[int]) -> None:
        state, setup = game.new_game(host.options, host.game_seed)
        self.views: list[dict[int, Any]] = []
        self.asks: list[dict[int, Any]] = []
        self.events: list[dict[int, Any]] = [{s: [e.for_seat(s) for e in setup] for s in seats}]
        self._record(game, state, seats)
        for answer in host.answers:
            outcome = machine.apply(state, Answer(answer.decision, answer.seat, answer.choice))
            assert outcome.accepted
            self.events.append({s: [e.for_seat(s) for e in outcome.events] for s in seats})
            self._record(game, state, seats)

    def _record(self, game: Game, state: Any, seats: list[int]) -> None:
        self.views.append({s: game.view(state, s) for s in seats})
        self.asks.append({s: [d.to_plain() for d in machine.pending(state) if d.seat == s] for s in seats})


def check_frames(shadow: Shadow, seat: int, messages: list[p.Message]) -> int:
    """Every game frame holds exactly what `seat` may know; returns how many were checked."""
    checked = 0
    seq = None
    for msg in messages:
        if isinstance(msg, p.Snapshot):
            assert set(msg.to_wire()) <= SNAPSHOT_KEYS
            assert msg.seat == seat
            assert msg.view == shadow.views[msg.seq][seat]
            assert msg.ask == shadow.asks[msg.seq][seat]
            if msg.history is not None:  # the story: the set-up (0) and each answer's events, as this seat saw them
                first = max(0, msg.seq - HISTORY_LIMIT + 1)
                assert msg.history == [[n, shadow.events[n][seat]] for n in range(first, msg.seq + 1)]
            seq = msg.seq
        elif isinstance(msg, p.Update):
            assert set(msg.to_wire()) <= UPDATE_KEYS
            assert seq is not None and msg.seq == seq + 1
            assert msg.events == shadow.events[msg.seq][seat]
            assert msg.patch == diff(shadow.views[seq][seat], shadow.views[msg.seq][seat])
            if msg.ask is not None:
                assert msg.ask == shadow.asks[msg.seq][seat]
            seq = msg.seq
        elif isinstance(msg, (p.Welcome, p.Table)):
            assert "view" not in msg.table and "state_hash" not in msg.table
        else:
            continue
        checked += 1
    return checked


async def play(game: Game, options: dict[str, Any], seed: int) -> tuple[Host, list[RemoteClient], list[list]]:
    clock = FakeClock()
    host = Host(game, options, [HUMAN, HUMAN, BOT, BOT], clock=clock, seed=seed,
                config=make_config(grace=30.0, cover_delay=1.0, silence_timeout=1e9, ping_interval=1e9))
    server = HostServer(host, timers=False)
    address, port = await server.serve_tcp("127.0.0.1", 0)
    assert address == "127.0.0.1"
    received: list[list[p.Message]] = [[], []]
    reconnect_allowed = asyncio.Event()

    async def wait_for_permission(_delay: float) -> None:
        await reconnect_allowed.wait()

    clients: list[RemoteClient] = []

    def recorder(index: int) -> Any:
        def record(msg: p.Message) -> None:
            received[index].append(msg)
            session = clients[index].session
            if index == 0 and clients[0].connections == 1 and session.seq >= 12:
                clients[0].drop()  # a network failure in the middle of the game
        return record

    for i, name in enumerate(("Ann", "Bob")):
        clients.append(RemoteClient(tcp_connector(address, port), ClientSession(name),
                                    player=BotPlayer(make_bot("random", 100 + i)), retry_delay=0.0,
                                    sleep=wait_for_permission if i == 0 else asyncio.sleep,
                                    on_message=recorder(i)))
    tasks = [asyncio.ensure_future(c.run()) for c in clients]
    try:
        await wait_for(lambda: host.state is not None and clients[0].connections == 1
                       and clients[0].session.seat is not None
                       and host.table_info()["seats"][clients[0].session.seat]["present"] is False)
        seat_a = clients[0].session.seat

        def stalled_on_a() -> bool:
            assert host.state is not None
            return {d.seat for d in machine.pending(host.state)} == {seat_a}
        await wait_for(stalled_on_a)
        before = host.seq
        clock.advance(29.0)
        server.tick()
        assert host.seq == before  # still within the grace period
        clock.advance(1.0)
        server.tick()
        clock.advance(1.0)
        server.tick()
        await wait_for(lambda: host.stats.answers_by_source.get("cover", 0) >= 1)
        assert host.table_info()["seats"][seat_a]["covered"] is True
        reconnect_allowed.set()
        results = await asyncio.wait_for(asyncio.gather(*tasks), 60)
    finally:
        for t in tasks:
            t.cancel()
        await server.close()
    assert host.result is not None
    assert results == [host.result, host.result]
    assert clients[0].connections == 2 and clients[0].session.seat == seat_a
    return host, clients, received


def test_full_elixir_game_over_tcp_with_a_drop_and_no_leaks() -> None:
    game = get_game("elixir")
    host, clients, received = asyncio.run(play(game, {"players": 4}, seed=5))
    seats = [c.session.seat for c in clients]
    shadow = Shadow(game, host, [s for s in seats if s is not None])
    for client, messages in zip(clients, received, strict=True):
        assert client.session.seat is not None
        assert check_frames(shadow, client.session.seat, messages) > 20
        assert client.session.view == shadow.views[-1][client.session.seat]
    assert host.stats.answers_by_source["cover"] >= 1
    assert host.stats.answers_by_source["bot"] > 0


def test_toy_game_over_tcp_never_shows_another_seats_secret_words() -> None:
    host, clients, received = asyncio.run(play(TOY, {"players": 4, "rounds": 7}, seed=9))
    shadow = Shadow(TOY, host, [c.session.seat for c in clients if c.session.seat is not None])
    for client, messages in zip(clients, received, strict=True):
        seat = client.session.seat
        assert seat is not None
        check_frames(shadow, seat, messages)
        allowed: set[str] = set()
        for views in shadow.views:
            allowed |= {w for _c, w in views[seat]["hand"]}
        for msg in messages:
            words = set(re.findall(r"zq\d{5}x", repr(msg.to_wire())))
            assert words <= allowed, f"seat {seat} saw {words - allowed}"
        assert allowed and all(secret_word(c) in allowed for c, _w in shadow.views[0][seat]["hand"])


async def memory_game() -> tuple[Host, list[Any]]:
    host = Host(get_game("elixir"), {"players": 3}, [HUMAN, BOT, BOT], seed=8, config=make_config())
    server = HostServer(host)

    async def connect() -> Any:
        return server.connect_memory()

    client = RemoteClient(connect, ClientSession("Solo"), player=BotPlayer(make_bot("random", 3)))
    try:
        result = await asyncio.wait_for(client.run(), 60)
    finally:
        await server.close()
    return host, [result, client]


def test_single_player_over_the_in_memory_transport() -> None:
    host, (result, client) = asyncio.run(memory_game())
    assert result == host.result is not None
    assert client.session.view == get_game("elixir").view(host.state, client.session.seat)
