"""The attack of issue 10 end to end over real sockets on 127.0.0.1: in a seeded 4-player
Elixir game one seat answers only with floats and bools (each refused as `malformed`, with
the reason in the `rejected` frame), then drops; after the grace the covering bot plays the
seat, the game finishes with a result, and new connections are still welcomed."""

from __future__ import annotations

import asyncio
from typing import Any

from nethelpers import FakeClock, make_config, wait_for

from engine.bots import make_bot
from engine.core import machine
from engine.games import get_game
from net import protocol as p
from net.client import BotPlayer, ClientSession, RemoteClient
from net.host import Host, SeatKind, SeatSpec
from net.server import HostServer
from net.transport import tcp_connector

HUMAN = SeatSpec(SeatKind.HUMAN)
BOT = SeatSpec(SeatKind.BOT)
GRACE = 30.0


def floats_and_bools(value: Any) -> list[Any]:
    """`value` with its ints turned into floats, then into bools (the whole, and each leaf)."""
    if type(value) is int:
        return [float(value), value % 2 == 1]
    if type(value) is dict:
        return [{**value, k: wrong} for k, v in value.items() for wrong in floats_and_bools(v)]
    if type(value) is list:
        return [[wrong, *value[1:]] for wrong in floats_and_bools(value[0])] if value else [[0.0], [True]]
    return [1.0, True]


class FloatAndBoolPlayer:
    """Answers every decision it is asked only with floats and bools, never a legal answer."""

    def __init__(self) -> None:
        self.sent: list[tuple[int, Any]] = []
        self._seen: set[int] = set()

    def moves(self, session: ClientSession) -> list[tuple[int, Any]]:
        out: list[tuple[int, Any]] = []
        for decision in session.ask:
            if decision["id"] in self._seen:
                continue
            self._seen.add(decision["id"])
            if "pick" in decision:
                among = decision["pick"]["among"]
                wrong: list[Any] = [[float(among[0])], [True], [among[0], 1.5]]
            else:
                wrong = [w for option in decision["options"][:3] for w in floats_and_bools(option)]
            out.extend((decision["id"], choice) for choice in wrong)
        self.sent.extend(out)
        return out


def has_foreign_type(value: Any) -> bool:
    """True when `value` holds a float anywhere (nothing the engine offers is a float)."""
    if type(value) is float:
        return True
    if type(value) in (list, tuple):
        return any(has_foreign_type(v) for v in value)
    if type(value) is dict:
        return any(has_foreign_type(v) for v in value.values())
    return False


async def attack(seed: int) -> dict[str, Any]:
    clock = FakeClock()
    host = Host(get_game("elixir"), {"players": 4}, [HUMAN, HUMAN, BOT, BOT], clock=clock, seed=seed,
                config=make_config(grace=GRACE, silence_timeout=1e9, ping_interval=1e9))
    server = HostServer(host, timers=False)
    address, port = await server.serve_tcp("127.0.0.1", 0)
    rejected: list[p.Rejected] = []
    attacker_player = FloatAndBoolPlayer()
    attacker: RemoteClient

    def on_attacker_message(msg: p.Message) -> None:
        if isinstance(msg, p.Rejected):
            rejected.append(msg)
            if attacker_player.sent and len(rejected) == len(attacker_player.sent):
                attacker.drop()  # every wrong answer was refused: now the seat drops

    attacker = RemoteClient(tcp_connector(address, port), ClientSession("Mallory", seat=0),
                            player=attacker_player, reconnect=False,  # type: ignore[arg-type]
                            on_message=on_attacker_message)
    honest = RemoteClient(tcp_connector(address, port), ClientSession("Bob", seat=1),
                          player=BotPlayer(make_bot("random", 7)))
    tasks = [asyncio.ensure_future(c.run()) for c in (attacker, honest)]
    welcomed: list[p.Welcome] = []
    try:
        await asyncio.wait_for(tasks[0], 60)  # the attacker has sent everything and dropped
        assert host.state is not None and not host.state.over
        await wait_for(lambda: {d.seat for d in machine.pending(host.state)} == {0}, 60)
        stalled_at = host.seq
        answers_before_cover = list(host.answers)

        late = RemoteClient(tcp_connector(address, port), ClientSession("Late", want="watch"),
                            on_message=lambda m: welcomed.append(m) if isinstance(m, p.Welcome) else None)
        late_task = asyncio.ensure_future(late.run())
        await wait_for(lambda: len(welcomed) == 1, 30)

        clock.advance(GRACE - 1.0)
        server.tick()
        assert host.seq == stalled_at  # the seat is kept through the grace
        clock.advance(1.0)
        server.tick()
        result = await asyncio.wait_for(tasks[1], 120)
        await asyncio.wait_for(late_task, 30)

        after = RemoteClient(tcp_connector(address, port), ClientSession("After", want="watch"),
                             on_message=lambda m: welcomed.append(m) if isinstance(m, p.Welcome) else None,
                             reconnect=False)
        after_task = asyncio.ensure_future(after.run())
        await wait_for(lambda: len(welcomed) == 2, 30)
        after.drop()
        await asyncio.wait_for(after_task, 30)
    finally:
        for task in tasks:
            task.cancel()
        await server.close()
    return {"host": host, "rejected": rejected, "sent": attacker_player.sent, "result": result,
            "welcomed": welcomed, "before_cover": answers_before_cover}


def test_float_and_bool_answers_are_malformed_then_the_dropped_seat_is_covered_and_the_game_finishes() -> None:
    out = asyncio.run(attack(seed=21))
    host: Host = out["host"]
    sent, rejected = out["sent"], out["rejected"]
    assert len(sent) >= 6 and len(rejected) == len(sent)
    assert all(r.of == "answer" and r.reason == "malformed" for r in rejected)
    assert [r.decision for r in rejected] == [d for d, _choice in sent]
    assert not any(a.seat == 0 for a in out["before_cover"])  # nothing of the attacker's was applied
    assert host.result is not None and out["result"] == host.result
    assert host.stats.answers_by_source["cover"] >= 1
    assert not any(has_foreign_type(a.choice) for a in host.answers)
    assert host.stats.faults == 0 and host.stats.bot_failures == 0


def test_new_connections_after_the_attack_are_still_welcomed() -> None:
    out = asyncio.run(attack(seed=22))
    welcomed: list[p.Welcome] = out["welcomed"]
    assert len(welcomed) == 2
    assert welcomed[0].table["state"] == "playing" and welcomed[1].table["state"] == "over"
    assert all(w.seat is None for w in welcomed)
