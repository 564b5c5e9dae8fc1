"""The host keeps Magicoa's simultaneous choice of gold secret: while some seats have not yet
chosen, an answer to ``choose_gold`` sends no frame to any other seat or spectator, so nobody
learns that (or when) another seat has chosen. Driven without sockets, with the real protocol."""

from __future__ import annotations

from typing import Any

from nethelpers import FakeClock, SyncTable, make_config

from engine.magicoa.game import MAGICOA
from net import protocol as p
from net.client import ClientSession
from net.host import Host, SeatKind, SeatSpec

HUMAN = SeatSpec(SeatKind.HUMAN)


def three_humans_and_a_spectator(clock: FakeClock) -> tuple[SyncTable, list[Any], Any]:
    host = Host(MAGICOA, {"players": 3}, [HUMAN, HUMAN, HUMAN], config=make_config(), clock=clock, seed=5)
    table = SyncTable(host)
    peers = [table.join(ClientSession(name)) for name in ("Ann", "Bob", "Cy")]
    watcher = table.join(ClientSession("Eve", want="watch"))
    assert host.state is not None
    return table, peers, watcher


def choose(peer: Any) -> None:
    decision = next(d for d in peer.session.ask if d["kind"] == "choose_gold")
    peer.send(peer.session.answer(decision["id"], decision["options"][0]))


def test_a_choice_of_gold_sends_no_frame_to_anyone_else_until_every_seat_has_chosen(clock: FakeClock) -> None:
    table, (ann, bob, cy), eve = three_humans_and_a_spectator(clock)
    assert all(peer.session.ask and peer.session.ask[0]["kind"] == "choose_gold" for peer in (ann, bob, cy))
    counts = {id(peer): len(peer.messages) for peer in (ann, bob, cy, eve)}
    choose(bob)
    assert [len(peer.messages) - counts[id(peer)] for peer in (ann, cy, eve)] == [0, 0, 0]
    counts = {id(peer): len(peer.messages) for peer in (ann, bob, cy, eve)}
    choose(ann)
    assert [len(peer.messages) - counts[id(peer)] for peer in (bob, cy, eve)] == [0, 0, 0]
    choose(cy)
    for peer in (ann, bob, cy, eve):
        update = peer.last(p.Update)
        assert any(e["kind"] == "gold_chosen" for e in update.events)
        assert peer.session.view == MAGICOA.view(table.host.state, peer.session.seat)
    assert table.host.seq == len(table.host.answers)


def test_the_secret_choice_check_can_fail(clock: FakeClock) -> None:
    """Elsewhere an answer does reach every seat: the count above measures real frames."""
    table, (ann, bob, cy), eve = three_humans_and_a_spectator(clock)
    for peer in (ann, bob, cy):
        choose(peer)
    bidder = next(peer for peer in (ann, bob, cy) if peer.session.ask)
    counts = {id(peer): len(peer.messages) for peer in (ann, bob, cy, eve)}
    decision = bidder.session.ask[0]
    bidder.send(bidder.session.answer(decision["id"], decision["options"][0]))
    assert all(len(peer.messages) > counts[id(peer)] for peer in (ann, bob, cy, eve))


def test_with_a_turn_timer_the_countdowns_do_not_tell_who_has_chosen(clock: FakeClock) -> None:
    """Every seat's countdown stays listed, unchanged, until the whole choice is made."""
    host = Host(MAGICOA, {"players": 3}, [HUMAN, HUMAN, HUMAN], config=make_config(turn_time=30.0),
                clock=clock, seed=5)
    table = SyncTable(host)
    ann, bob, cy = (table.join(ClientSession(name)) for name in ("Ann", "Bob", "Cy"))
    assert sorted(t["seat"] for t in cy.last(p.Snapshot).timers) == [0, 1, 2]
    clock.advance(5.0)
    choose(bob)
    clock.advance(5.0)
    choose(ann)  # Ann's own update: its countdowns must still list Bob, with Bob's first deadline
    timers = {t["seat"]: t["left"] for t in ann.last(p.Update).timers}
    assert timers == {0: 20.0, 1: 20.0, 2: 20.0}
    late = table.join(ClientSession("Eve", want="watch"))
    assert {t["seat"]: t["left"] for t in late.last(p.Snapshot).timers} == {0: 20.0, 1: 20.0, 2: 20.0}
