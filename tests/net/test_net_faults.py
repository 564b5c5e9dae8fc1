"""Fault isolation and auto-pass at the host: a bot that raises or answers illegally is replaced
by a random legal option, an exception while serving one request or running the timers is
logged and everyone else is still served, and auto-pass never skips a card the player could play."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest
from nethelpers import FakeClock, SyncTable, make_config, replaces_calls_of, wait_for
from toygame import TOY

from engine.bots import make_bot
from engine.core import machine
from engine.core.decisions import Answer, Decision
from engine.elixir.catalog import card_def
from engine.elixir.game import ELIXIR
from net import answerloop as loop_module
from net import protocol as p
from net.answering import autopass_choice
from net.client import BotPlayer, ClientSession, RemoteClient
from net.host import Host, SeatKind, SeatSpec
from net.server import HostServer
from net.transport import tcp_connector
from tests.elixir.test_cards_kit import umbrella_window

HUMAN = SeatSpec(SeatKind.HUMAN)
BOT = SeatSpec(SeatKind.BOT)
FAILING = SeatSpec(SeatKind.BOT, "failing")


class RaisingBot:
    """A bot whose every answer is an exception."""

    name = "raising"

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        raise RuntimeError("this bot always fails")


class IllegalBot:
    """A bot that answers with a float where an int is asked, and a bool in a pick."""

    name = "illegal"

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        if "pick" in decision:
            return [True]
        return 2.0


def failing_bots(monkeypatch: pytest.MonkeyPatch, bot: Any) -> None:
    """Seats whose bot spec is ``failing`` get `bot`; every other spec builds as usual."""
    real = loop_module.make_bot

    def make(spec: Any, seed: int, clock: Any = None, game: str = "elixir") -> Any:
        return bot if spec == "failing" else real(spec, seed, game=game)

    monkeypatch.setattr(loop_module, "make_bot", make)


@replaces_calls_of(loop_module)
@pytest.mark.parametrize("bot", [RaisingBot(), IllegalBot()], ids=["raises", "answers_illegally"])
def test_a_failing_bot_is_replaced_by_a_random_legal_option_and_the_game_finishes(
        clock: FakeClock, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, bot: Any) -> None:
    failing_bots(monkeypatch, bot)
    host = Host(TOY, {"players": 4, "rounds": 3}, [HUMAN, FAILING, BOT, FAILING], config=make_config(),
                clock=clock, seed=11)
    table = SyncTable(host)
    with caplog.at_level(logging.ERROR, logger="net.host"):
        ann = table.join(ClientSession("Ann"), make_bot("random", 1))
    assert host.result is not None and ann.session.result == host.result
    assert host.stats.bot_failures >= 6  # both failing seats, every round
    failures = [r for r in caplog.records if "a random legal option answers instead" in r.getMessage()]
    assert len(failures) == host.stats.bot_failures
    if isinstance(bot, RaisingBot):
        assert all(r.exc_info is not None for r in failures)  # logged with the traceback


@replaces_calls_of(loop_module)
def test_the_fallback_answers_are_seeded_from_the_hosts_bot_seed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    failing_bots(monkeypatch, RaisingBot())

    def play() -> list[Any]:
        host = Host(TOY, {"players": 3, "rounds": 3}, [BOT, FAILING, FAILING], config=make_config(),
                    clock=FakeClock(), seed=3)
        host.start_game()
        assert host.result is not None
        return [a.to_plain() for a in host.answers]

    assert play() == play()


async def _faulty_timers_scenario(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """Real sockets: the host's timer task meets exceptions, and still pings, welcomes, and plays."""
    clock = FakeClock()
    host = Host(TOY, {"players": 3, "rounds": 3}, [HUMAN, BOT, BOT], clock=clock, seed=5,
                config=make_config(ping_interval=5.0, silence_timeout=1e9))
    server = HostServer(host, timers=True)
    address, port = await server.serve_tcp("127.0.0.1", 0)
    real_next_deadline = host.next_deadline
    calls = {"n": 0}

    def flaky_next_deadline() -> float | None:
        calls["n"] += 1
        if calls["n"] % 2:
            raise RuntimeError("a bug in the timers")
        return real_next_deadline()

    monkeypatch.setattr(host, "next_deadline", flaky_next_deadline)
    real_tick_conn = host._tick_conn

    def flaky_tick_conn(conn: Any, now: float) -> None:
        if conn.id == 1:
            raise RuntimeError("a bug while serving connection 1")
        real_tick_conn(conn, now)

    monkeypatch.setattr(host, "_tick_conn", flaky_tick_conn)
    victim = RemoteClient(tcp_connector(address, port), ClientSession("Vic", want="watch"))
    victim_task = asyncio.ensure_future(victim.run())
    await wait_for(lambda: victim.session.table is not None, 20)
    pings: list[p.Message] = []
    watcher = RemoteClient(tcp_connector(address, port), ClientSession("Eve", want="watch"),
                           on_message=lambda m: pings.append(m) if isinstance(m, p.Ping) else None)
    watching = asyncio.ensure_future(watcher.run())
    try:
        await wait_for(lambda: host.stats.faults >= 2 and watcher.session.table is not None, 20)
        clock.advance(6.0)
        server._wake.set()
        await wait_for(lambda: len(pings) >= 1, 20)
        player = RemoteClient(tcp_connector(address, port), ClientSession("Ann"),
                              player=BotPlayer(make_bot("random", 2)))
        result = await asyncio.wait_for(player.run(), 60)
    finally:
        watching.cancel()
        victim_task.cancel()
        await server.close()
    return {"result": result, "host": host, "pings": pings}


def test_exceptions_in_the_timer_loop_are_logged_and_the_host_keeps_serving(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.ERROR):
        out = asyncio.run(_faulty_timers_scenario(monkeypatch))
    assert out["result"] is not None and out["result"] == out["host"].result
    assert out["pings"]
    logged = [r for r in caplog.records if r.exc_info is not None]
    assert any("timers" in r.getMessage() or "deadline" in r.getMessage() for r in logged)


def test_an_exception_while_serving_a_request_is_refused_and_the_table_goes_on(
        clock: FakeClock, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    host = Host(TOY, {"players": 3, "rounds": 3}, [HUMAN, HUMAN, BOT], config=make_config(), clock=clock, seed=2)
    table = SyncTable(host)
    ann = table.join(ClientSession("Ann"))
    bob = table.join(ClientSession("Bob"))

    def broken_chat(conn: Any, msg: Any) -> None:
        raise RuntimeError("a bug in chat")

    monkeypatch.setattr(host, "_on_chat", broken_chat)
    with caplog.at_level(logging.ERROR, logger="net.host"):
        ann.send(ann.session.say("hello"))
    assert ann.last(p.Rejected).reason == "internal_error"
    assert any(r.exc_info is not None for r in caplog.records)
    assert ann.closed_reason is None
    play_on = [(peer, make_bot("random", i)) for i, peer in enumerate((ann, bob))]
    for peer, bot in play_on:
        peer.player = BotPlayer(bot)
        for decision, choice in peer.player.moves(peer.session):
            peer.send(peer.session.answer(decision, choice))
    assert host.result is not None
    late = table.join(ClientSession("Late", want="watch"))
    assert late.of(p.Welcome)


# ---- auto-pass ----------------------------------------------------------------------------------

class ArrangedElixir:
    """Elixir whose first game is a hand-arranged state (the rest is the real game)."""

    def __init__(self, state: Any) -> None:
        self._state = state

    def __getattr__(self, name: str) -> Any:
        return getattr(ELIXIR, name)

    def new_game(self, options: Any, seed: int) -> tuple[Any, tuple[Any, ...]]:
        return self._state, ()


def test_auto_pass_never_skips_a_reaction_the_player_could_play(clock: FakeClock) -> None:
    kit = umbrella_window()
    host = Host(ArrangedElixir(kit.st), {"players": 4}, [BOT, HUMAN, HUMAN, BOT],  # type: ignore[arg-type]
                config=make_config(react_floor=1.0, auto_start=False, silence_timeout=1e9), clock=clock, seed=1)
    table = SyncTable(host)
    holder = table.join(ClientSession("Ann", seat=1))
    empty = table.join(ClientSession("Bob", seat=2))
    for peer in (holder, empty):
        peer.send(peer.session.autopass(True))
    host.start_game()
    table.pump()
    umbrella = holder.session.ask[0]
    assert umbrella["kind"] == "react" and len(umbrella["options"]) > 1
    assert any(card_def(o["card"]).key == "obj.umbrella_of_warding" for o in umbrella["options"] if "card" in o)
    assert empty.session.ask[0]["options"] == [{"act": "pass"}]
    clock.advance(0.5)
    table.tick()
    assert host.stats.answers_by_source.get("autopass", 0) == 0  # the floor holds for everyone
    clock.advance(600.0)
    table.tick()
    assert host.stats.answers_by_source["autopass"] == 1  # seat 2 had nothing to play
    assert [d.seat for d in machine.pending(host.state)] == [1]  # seat 1 is still asked
    play = next(o for o in umbrella["options"] if o.get("act") == "react")
    holder.send(holder.session.answer(umbrella["id"], play))
    assert host.stats.answers_by_source["human"] == 1
    assert any(e.get("kind") == "react" or e.get("card") == play["card"] for e in holder.of(p.Update)[-1].events)


def test_auto_pass_answers_only_decisions_whose_every_option_is_a_pass() -> None:
    passes = ({"act": "pass"}, "pass")
    only_pass = Decision(1, 0, "react", options=({"act": "pass"},))
    with_card = Decision(2, 0, "react", options=({"act": "pass"}, {"act": "react", "card": 81}))
    toy_pass = Decision(3, 0, "react", options=("pass",))
    toy_boost = Decision(4, 0, "react", options=("pass", "boost"))
    assert autopass_choice(only_pass, passes) == {"act": "pass"}
    assert autopass_choice(toy_pass, passes) == "pass"
    assert autopass_choice(with_card, passes) is None and autopass_choice(toy_boost, passes) is None


def test_auto_pass_answers_go_through_the_engine_like_any_other(clock: FakeClock) -> None:
    """The held pass is an ordinary answer: the replay holds it and the state hash follows."""
    kit = umbrella_window()
    host = Host(ArrangedElixir(kit.st), {"players": 4}, [BOT, BOT, HUMAN, BOT],  # type: ignore[arg-type]
                config=make_config(react_floor=1.0, auto_start=False, silence_timeout=1e9), clock=clock, seed=1)
    table = SyncTable(host)
    bob = table.join(ClientSession("Bob", seat=2))
    bob.send(bob.session.autopass(True))
    host.start_game()
    table.pump()
    decision = bob.session.ask[0]["id"]
    clock.advance(1.0)
    table.tick()
    assert Answer(decision, 2, {"act": "pass"}) in host.answers
