"""The optional turn timer: off by default; when set, a decision of a human seat left longer
than `turn_time` is answered by the seat's bot (the player keeps the seat); every recipient
gets the countdowns; reaction windows keep their fixed floor and one deadline for every seat.

Driven on a ticked clock through the real protocol code (`SyncTable`).
"""

from __future__ import annotations

from typing import Any

from nethelpers import FakeClock, SyncTable, make_config
from toygame import TOY

from engine.core import machine
from net import protocol as p
from net.client import ClientSession
from net.host import Host, SeatKind, SeatSpec

HUMAN = SeatSpec(SeatKind.HUMAN)
BOT = SeatSpec(SeatKind.BOT)


def table(clock: FakeClock, seats: list[SeatSpec], **config: Any) -> tuple[Host, SyncTable]:
    cfg = make_config(silence_timeout=1000.0, ping_interval=500.0, grace=1000.0, **config)
    host = Host(TOY, {"players": len(seats), "rounds": 3}, seats, config=cfg, clock=clock, seed=3)
    return host, SyncTable(host)


def pending_of(host: Host, seat: int) -> list[Any]:
    assert host.state is not None
    return [d for d in machine.pending(host.state) if d.seat == seat]


def test_without_a_turn_time_no_decision_is_timed_and_no_countdown_is_sent(clock: FakeClock) -> None:
    host, t = table(clock, [HUMAN, BOT, BOT])
    ann = t.join(ClientSession("Ann"))
    waiting = pending_of(host, 0)
    assert waiting and ann.last(p.Snapshot).timers is None
    assert all(u.timers is None for u in ann.of(p.Update))
    clock.advance(900.0)
    t.tick()
    assert pending_of(host, 0) == waiting and "timer" not in host.stats.answers_by_source
    assert host.next_deadline() is None or host.next_deadline() > clock.now


def test_a_decision_past_its_time_is_answered_by_the_seats_bot_and_the_player_keeps_the_seat(
        clock: FakeClock) -> None:
    host, t = table(clock, [HUMAN, BOT, BOT], turn_time=10.0)
    ann = t.join(ClientSession("Ann"))
    first = pending_of(host, 0)[0]
    assert host.next_deadline() == clock.now + 10.0
    clock.advance(9.99)
    t.tick()
    assert pending_of(host, 0) == [first] and "timer" not in host.stats.answers_by_source
    clock.advance(0.01)
    t.tick()
    assert host.stats.answers_by_source.get("timer") == 1
    assert first not in pending_of(host, 0)
    # The player keeps the seat, is not covered, and is asked the next decision with a full clock.
    seat = host.table_info()["seats"][0]
    assert seat["present"] and not seat["covered"] and ann.closed_reason is None
    nxt = pending_of(host, 0)
    assert nxt and ann.session.ask and ann.session.ask[0]["id"] == nxt[0].id
    ann.send(ann.session.answer(nxt[0].id, nxt[0].options[0]))
    assert host.stats.answers_by_source.get("human") == 1  # answering in time still works


def test_the_countdown_is_in_what_every_recipient_receives(clock: FakeClock) -> None:
    host, t = table(clock, [HUMAN, HUMAN, BOT], turn_time=30.0)
    ann = t.join(ClientSession("Ann"))
    bob = t.join(ClientSession("Bob"))
    d0, d1 = pending_of(host, 0)[0], pending_of(host, 1)[0]
    expected = [{"seat": 0, "decision": d0.id, "left": 30.0}, {"seat": 1, "decision": d1.id, "left": 30.0}]
    assert bob.last(p.Snapshot).timers == expected
    clock.advance(12.5)
    watcher = t.join(ClientSession("Eve", want="watch"))
    left = [{**c, "left": 17.5} for c in expected]
    assert watcher.last(p.Snapshot).timers == left  # spectators see the same clocks
    ann.send(ann.session.answer(d0.id, d0.options[0]))
    # Ann's answer is an update for everyone: Bob's clock goes on; Ann's next decision is not open yet.
    assert bob.last(p.Update).timers == [left[1]] == ann.last(p.Update).timers


def test_a_reaction_window_keeps_its_floor_and_one_deadline_for_every_seat(clock: FakeClock) -> None:
    host, t = table(clock, [HUMAN, HUMAN, HUMAN], turn_time=1.0, react_floor=4.0)
    peers = [t.join(ClientSession(n)) for n in ("Ann", "Bob", "Cid")]
    clock.advance(1.0)
    t.tick()  # every seat ran out of time on its play: the bots played them
    assert host.stats.answers_by_source.get("timer") == 3
    reacts = [d for d in machine.pending(host.state) if d.kind == "react"]  # type: ignore[arg-type]
    assert len(reacts) == 3
    # One deadline for the whole window, never before the floor, the same in every seat's frames.
    clocks = peers[0].last(p.Update).timers
    assert [c["left"] for c in clocks] == [4.0, 4.0, 4.0]
    assert all(peer.last(p.Update).timers == clocks for peer in peers)
    assert host.next_deadline() == clock.now + 4.0
    # A player who answers at once is still held to the floor, as without a timer.
    first = reacts[0]
    peers[first.seat].send(peers[first.seat].session.answer(first.id, first.options[0]))
    clock.advance(3.99)
    t.tick()
    assert len([d for d in machine.pending(host.state) if d.kind == "react"]) == 3  # type: ignore[arg-type]
    clock.advance(0.01)
    t.tick()
    assert not [d for d in machine.pending(host.state) if d.kind == "react"]  # type: ignore[arg-type]
    assert host.stats.answers_by_source.get("timer") == 5 and host.stats.answers_by_source.get("human") == 1


def test_host_turn_time_must_be_positive_and_is_documented_in_help() -> None:
    import subprocess
    import sys

    from nethelpers import REPO
    from test_host_rematch_command import ENV

    bad = subprocess.run([sys.executable, "-m", "game", "host", "--turn-time", "0", "--no-announce"], cwd=REPO,
                         env=ENV, text=True, capture_output=True, timeout=60)
    assert bad.returncode == 2 and "--turn-time" in bad.stderr
    helped = subprocess.run([sys.executable, "-m", "game", "host", "--help"], cwd=REPO, env=ENV, text=True,
                            capture_output=True, timeout=60)
    text = " ".join(helped.stdout.split())
    assert "--turn-time SECONDS" in text and "the seat's bot answers that decision" in text


async def _wait_out_one_decision(port: int) -> tuple[list[Any], list[p.Update]]:
    """Take the human seat, answer nothing until the host answered our first decision, leave.
    Returns the countdown of that decision in the frame that asked it, and the updates seen."""
    import asyncio

    from net.transport import close_after_peer, open_tcp

    session = ClientSession("Slow")
    stream = await open_tcp("127.0.0.1", port)
    stream.write(session.connect())
    snapshot: p.Snapshot | None = None
    updates: list[p.Update] = []
    first: int | None = None
    asked_in: p.Snapshot | p.Update | None = None
    try:
        while True:
            data = await asyncio.wait_for(stream.read(), 30)
            assert data, "the host closed the connection"
            for msg in session.receive_data(data):
                if isinstance(msg, p.Snapshot):
                    snapshot = msg
                elif isinstance(msg, p.Update):
                    updates.append(msg)
            stream.write(session.take_outgoing())
            if first is None and session.ask:
                first = session.ask[0]["id"]
                asked_in = snapshot if not updates else updates[-1]
            if first is not None and all(d["id"] != first for d in session.ask):
                stream.write(session.bye())
                await close_after_peer(stream)  # closing at once could make the host lose the bye
                assert asked_in is not None and asked_in.timers is not None
                return [c for c in asked_in.timers if c["decision"] == first], updates
    finally:
        stream.close()


def test_headless_host_turn_time_answers_for_a_player_who_waits_too_long() -> None:
    import asyncio

    from test_host_rematch_command import start_host

    proc, port = start_host("--turn-time", "0.5", "--grace", "1000")
    try:
        countdown, updates = asyncio.run(_wait_out_one_decision(port))
        out, err = proc.communicate(timeout=30)  # every seated player left: the host stops
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    assert len(countdown) == 1 and countdown[0]["seat"] == 0 and 0.0 < countdown[0]["left"] <= 0.5
    assert updates and all(u.timers is not None for u in updates)
