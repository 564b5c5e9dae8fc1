"""A player who leaves on purpose (`bye`) is covered by a bot at once; a dropped one gets the grace period."""

from __future__ import annotations

from typing import Any

from nethelpers import FakeClock, SyncTable, make_config
from toygame import TOY

from engine.bots import make_bot
from engine.core import machine
from net import protocol as p
from net.client import ClientSession
from net.host import Host, SeatKind, SeatSpec

HUMAN = SeatSpec(SeatKind.HUMAN)


def test_a_seat_left_with_bye_is_covered_at_once_and_can_be_reclaimed(clock: FakeClock) -> None:
    host = Host(TOY, {"players": 3, "rounds": 3}, [HUMAN, HUMAN, HUMAN],
                config=make_config(grace=30.0, silence_timeout=1000.0), clock=clock, seed=11)
    table = SyncTable(host)
    a = table.join(ClientSession("Ann"))
    b = table.join(ClientSession("Bob"))
    table.join(ClientSession("Cid"))
    assert host.state is not None and host.result is None
    token, seat = b.session.token, b.session.seat
    assert seat is not None and any(d.seat == seat for d in machine.pending(host.state))
    b.send(b.session.bye())
    table.pump()
    # No time has passed: the seat was covered without waiting out the 30 s grace period.
    assert host.stats.answers_by_source.get("cover", 0) >= 1
    assert host.result is None and host.table_info()["seats"][seat]["covered"] is True
    told = a.last(p.Table).table["seats"][seat]  # the others are told at once that a bot plays it
    assert told["present"] is False and told["covered"] is True
    assert not any(d.seat == seat for d in machine.pending(host.state))
    back = table.join(ClientSession("Bob again", token=token), make_bot("random", 2))
    assert back.session.seat == seat and back.last(p.Welcome).covered is True  # its window says a bot played
    assert host.table_info()["seats"][seat]["covered"] is False


def test_a_dropped_seat_still_waits_for_the_grace_period(clock: FakeClock) -> None:
    host = Host(TOY, {"players": 3, "rounds": 3}, [HUMAN, HUMAN, HUMAN],
                config=make_config(grace=30.0, silence_timeout=1000.0), clock=clock, seed=11)
    table = SyncTable(host)
    table.join(ClientSession("Ann"), make_bot("random", 1))
    b = table.join(ClientSession("Bob"))
    table.join(ClientSession("Cid"), make_bot("random", 3))
    table.drop(b)
    assert host.stats.answers_by_source.get("cover", 0) == 0
    clock.advance(30.0)
    table.tick()
    assert host.stats.answers_by_source.get("cover", 0) >= 1


def test_the_host_log_tells_a_player_who_left_from_a_lost_connection(clock: FakeClock, caplog: Any) -> None:
    import logging

    host = Host(TOY, {"players": 3, "rounds": 3}, [HUMAN, HUMAN, HUMAN],
                config=make_config(grace=30.0, silence_timeout=1000.0), clock=clock, seed=11)
    table = SyncTable(host)
    a = table.join(ClientSession("Ann"))
    b = table.join(ClientSession("Bob"))
    with caplog.at_level(logging.INFO, logger="net.host"):
        a.send(a.session.bye())
        table.pump()
        table.drop(b)
    lines = [r.getMessage() for r in caplog.records]
    assert f"conn {a.cid} (seat {a.session.seat}): left the table" in lines
    assert f"conn {b.cid} (seat {b.session.seat}): connection lost" in lines


def test_a_player_who_leaves_the_lobby_frees_the_seat_for_the_next_player(clock: FakeClock) -> None:
    """A tester left a table in its lobby: the LAN list still said 1 free seat of 3, the next
    player's lobby showed 'Seat 1 Mago (absent)', and the leaver's token still took the seat back."""
    host = Host(TOY, {"players": 3, "rounds": 3}, [HUMAN, HUMAN, SeatSpec(SeatKind.BOT, "random")],
                config=make_config(grace=30.0, silence_timeout=1000.0), clock=clock, seed=11)
    table = SyncTable(host)
    a = table.join(ClientSession("Ann"))
    token, seat = a.session.token, a.session.seat
    assert host.seats_free() == 1
    a.send(a.session.bye())
    table.pump()
    assert host.seats_free() == 2 and host.players_present() == 0
    freed = host.table_info()["seats"][seat]
    assert freed["taken"] is False and freed["name"] == "" and freed["present"] is False
    back = ClientSession("Ann again", token=token)
    peer = table.join(back)
    assert peer.last(p.Refuse).reason == p.RefuseReason.BAD_TOKEN.value  # the host forgot the token
    b = table.join(ClientSession("Bea"))
    assert b.session.seat == seat and host.table_info()["seats"][seat]["name"] == "Bea"


def test_a_seat_taken_back_before_any_bot_move_is_not_said_to_be_played_by_a_bot(clock: FakeClock) -> None:
    """A tester came back to a seat no bot had touched and read 'A bot played for you while you
    were away: it is yours again.'"""
    host = Host(TOY, {"players": 3, "rounds": 3}, [HUMAN, HUMAN, HUMAN],
                config=make_config(grace=30.0, silence_timeout=1000.0), clock=clock, seed=11)
    table = SyncTable(host)
    table.join(ClientSession("Ann"))
    table.join(ClientSession("Bob"))
    c = table.join(ClientSession("Cid"), make_bot("random", 3))  # Cid picks at once, the others not yet
    assert host.state is not None and c.session.seat is not None
    assert not any(d.seat == c.session.seat for d in machine.pending(host.state))  # nothing asked of Cid
    token = c.session.token
    c.send(c.session.bye())
    table.pump()
    assert host.stats.answers_by_source.get("cover", 0) == 0
    back = table.join(ClientSession("Cid again", token=token))
    assert back.session.seat == c.session.seat and back.last(p.Welcome).covered is False


def test_a_player_joining_under_a_name_taken_at_the_table_gets_a_distinct_one(clock: FakeClock) -> None:
    """Two windows both named 'Mago' sat at one table: two 'Mago' panels, and the log read
    'Mago bids 7 ... over 6' with no way to tell who."""
    host = Host(TOY, {"players": 3, "rounds": 3}, [HUMAN, HUMAN, HUMAN],
                config=make_config(grace=30.0, silence_timeout=1000.0), clock=clock, seed=11)
    table = SyncTable(host)
    first = table.join(ClientSession("Mago"))
    second = table.join(ClientSession("mago"))
    watcher = table.join(ClientSession("Mago", want="watch"))
    assert first.last(p.Welcome).name is None  # the name asked, as asked
    assert second.last(p.Welcome).name == "mago 2"
    assert watcher.last(p.Welcome).name == "Mago 3"
    assert [s["name"] for s in host.table_info()["seats"]] == ["Mago", "mago 2", ""]
    assert host.table_info()["watching"] == ["Mago 3"]
    token = first.session.token
    table.drop(first)
    back = table.join(ClientSession("Mago", token=token))  # its own seat's name is no clash
    assert back.last(p.Welcome).name is None and host.table_info()["seats"][0]["name"] == "Mago"
    long = table.join(ClientSession("M" * 24))
    assert long.last(p.Welcome).name is None
    again = table.join(ClientSession("M" * 24, want="watch"))
    assert again.last(p.Welcome).name == "M" * 22 + " 2"
