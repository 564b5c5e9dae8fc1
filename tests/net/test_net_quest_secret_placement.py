"""The host keeps Elixir Quest's simultaneous choices secret: while the other seat has not yet
answered, a deck or a placement sends no frame to the other seat or a spectator; once both have
placed, no frame shows the other's face-down potion before it is turned over. Driven without
sockets, with the real protocol."""

from __future__ import annotations

import json
from typing import Any

from nethelpers import FakeClock, SyncTable, make_config

from engine.quest.game import QUEST
from net import protocol as p
from net.client import ClientSession
from net.host import Host, SeatKind, SeatSpec

HUMAN = SeatSpec(SeatKind.HUMAN)


def duel(clock: FakeClock) -> tuple[SyncTable, Any, Any, Any]:
    host = Host(QUEST, {"players": 2, "potions": 3}, [HUMAN, HUMAN], config=make_config(), clock=clock, seed=9)
    table = SyncTable(host)
    ann, bob = (table.join(ClientSession(name)) for name in ("Ann", "Bob"))
    eve = table.join(ClientSession("Eve", want="watch"))
    return table, ann, bob, eve


def choose_deck(peer: Any) -> None:
    from engine.bots.legal import random_answer
    from engine.core.rng import Rng

    decision = next(d for d in peer.session.ask if d["kind"] == "deck")
    peer.send(peer.session.answer(decision["id"], random_answer(Rng(3), decision)))


def place_with_potion(peer: Any) -> int:
    decision = next(d for d in peer.session.ask if d["kind"] == "place")
    option = next(o for o in decision["options"] if o["potion"] is not None)
    peer.send(peer.session.answer(decision["id"], option))
    return int(option["potion"])


def test_a_deck_and_a_placement_send_nothing_to_the_others_until_both_have_answered(clock: FakeClock) -> None:
    table, ann, bob, eve = duel(clock)
    counts = {id(peer): len(peer.messages) for peer in (ann, bob, eve)}
    choose_deck(bob)
    assert [len(peer.messages) - counts[id(peer)] for peer in (ann, eve)] == [0, 0]
    choose_deck(ann)
    counts = {id(peer): len(peer.messages) for peer in (ann, bob, eve)}
    bobs_potion = place_with_potion(bob)
    assert [len(peer.messages) - counts[id(peer)] for peer in (ann, eve)] == [0, 0]
    place_with_potion(ann)
    for peer in (ann, eve):
        frames = json.dumps([m.events for m in peer.messages if isinstance(m, p.Update)])
        revealed = any(e["kind"] in ("potion", "potion_discarded") and e["seat"] == 1
                       for m in peer.messages if isinstance(m, p.Update) for e in m.events)
        assert revealed or f'"id": {bobs_potion}' not in frames
        assert peer.session.view == QUEST.view(table.host.state, peer.session.seat)
