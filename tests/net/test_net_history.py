"""The story of a game joined under way: the events a joining connection's snapshot carries."""

from __future__ import annotations

from typing import Any

from nethelpers import FakeClock, SyncTable, make_config
from toygame import TOY

from engine.core.events import Event
from engine.core.replay import load
from net import protocol as p
from net.client import ClientSession
from net.history import EventHistory, stories_since
from net.host import Host, SeatKind, SeatSpec

HUMAN = SeatSpec(SeatKind.HUMAN)
BOT = SeatSpec(SeatKind.BOT)


def host(clock: FakeClock, **extra: Any) -> Host:
    return Host(TOY, {"players": 4, "rounds": 3}, [HUMAN, HUMAN, BOT, BOT], config=make_config(grace=2.0),
                clock=clock, seed=11, **extra)


def play_a_while(peers: list[Any], answers: int = 4) -> None:
    """Each peer answers its first open decision, `answers` times round."""
    for _ in range(answers):
        for peer in peers:
            if peer.session.ask:
                d = peer.session.ask[0]
                peer.send(peer.session.answer(d["id"], d["options"][0]))


def test_a_player_back_at_the_table_is_told_the_game_so_far(clock: FakeClock) -> None:
    table = SyncTable(host(clock))
    a = table.join(ClientSession("Ann"))
    b = table.join(ClientSession("Bob"))
    play_a_while([a, b])
    seen = list(a.session.events)  # what Ann was shown, update by update
    assert any(e["kind"] == "draw" and "card" in e for e in seen)
    setup = stories_since(a.of(p.Snapshot)[0].history, -1)  # the game's start told its set-up
    assert setup[0]["kind"] == "shuffle" and any(e["kind"] == "draw" and "card" in e for e in setup)
    table.drop(a)
    back = table.join(ClientSession("Ann", token=a.session.token))
    assert stories_since(back.last(p.Snapshot).history, 0) == seen
    assert back.session.story == setup + seen


def test_a_spectator_who_joins_late_is_told_only_what_is_public(clock: FakeClock) -> None:
    table = SyncTable(host(clock))
    a = table.join(ClientSession("Ann"))
    b = table.join(ClientSession("Bob"))
    play_a_while([a, b])
    watcher = table.join(ClientSession("Eve", want="watch"))
    history = watcher.session.story
    draws = [e for e in history if e["kind"] == "draw"]
    assert draws and all(set(e) == {"kind", "seat"} for e in draws)
    setup = [e["kind"] for e in stories_since(a.of(p.Snapshot)[0].history, -1)]
    assert [e["kind"] for e in history] == setup + [e["kind"] for e in a.session.events]
    assert all("boosts" not in e for e in history)  # a seat's boosts are its own


def test_a_game_starts_with_its_set_up_and_a_resync_carries_no_story(clock: FakeClock) -> None:
    table = SyncTable(host(clock))
    a = table.join(ClientSession("Ann"))
    b = table.join(ClientSession("Bob"))
    play_a_while([a, b])
    a.send(a.session.resync())
    assert a.last(p.Snapshot).history is None
    first = a.of(p.Snapshot)[0]  # the game's start: its set-up, as answer 0
    assert [seq for seq, _ in first.history] == [0]
    play_a_while([a, b], answers=200)
    assert table.host.result is not None
    table.host.rematch()
    table.pump()
    new_game = a.last(p.Snapshot)
    assert new_game.game == 2 and [seq for seq, _ in new_game.history] == [0]
    assert a.session.story == stories_since(new_game.history, -1) and a.session.story


def test_a_continued_saved_game_is_told_from_its_save(clock: FakeClock, tmp_path: Any) -> None:
    path = tmp_path / "table.json"
    table = SyncTable(host(clock, autosave=path))
    a = table.join(ClientSession("Ann"))
    b = table.join(ClientSession("Bob"))
    play_a_while([a, b])
    told = stories_since(a.of(p.Snapshot)[0].history, -1) + a.session.events
    resumed = Host.resume(TOY, load(path), config=make_config(), clock=clock)
    back = SyncTable(resumed).join(ClientSession("Ann", token=a.session.token))
    assert back.session.story == told
    assert [seq for seq, _ in back.last(p.Snapshot).history] == list(range(0, table.host.seq + 1))


def test_a_player_whose_connection_came_back_is_told_only_what_it_missed(clock: FakeClock) -> None:
    table = SyncTable(host(clock))
    a = table.join(ClientSession("Ann"))
    b = table.join(ClientSession("Bob"))
    play_a_while([a, b], answers=2)
    shown = len(a.session.events)
    table.drop(a)
    clock.advance(3.0)  # past the grace period: a bot covers Ann's seat while she is away
    table.tick()
    play_a_while([b], answers=3)
    a.cid = table.host.connect()  # the same session connects again, as a link does
    table.peers[a.cid] = a
    a.send(a.session.connect())
    everything = stories_since(a.last(p.Snapshot).history, 0)
    assert 0 < len(a.session.story) < len(everything)
    assert a.session.events[:shown] + a.session.story == everything


def test_the_history_keeps_the_newest_answers_and_a_client_trusts_no_shape() -> None:
    history = EventHistory(limit=3)
    for seq in range(1, 6):
        history.add(seq, [Event("n", {"i": seq})])
    told = history.told_to(None)
    assert [seq for seq, _ in told] == [3, 4, 5] and stories_since(told, 3) == [{"kind": "n", "i": 4},
                                                                               {"kind": "n", "i": 5}]
    assert stories_since([[1], "x", [2, "y"], [3, [{"kind": "ok"}, 7]]], 0) == [{"kind": "ok"}]
    assert stories_since(None, 0) == []
    history.clear()
    assert len(history) == 0 and history.told_to(0) == []
