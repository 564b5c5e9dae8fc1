"""The table links over the real host and client code: in memory, and over TCP on 127.0.0.1.

The network runs on its own thread, so these tests wait for updates (with a deadline) rather
than stepping a clock; nothing here sleeps for game time to pass.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.bots import make_bot
from game.link import LinkState, LinkStatus, LinkUpdate
from game.netlink.hosting import HostedGame, host_lan_game
from game.netlink.lan import join_lan
from game.netlink.local import LocalGameSpec, start_local_game
from game.netlink.session import SessionLink
from game.offlinelinks import PrefixedLink
from game.seattokens import SeatTokens

DEADLINE = 60.0


def pump(link: Any, state: LinkState, until: Any, bot: Any = None, answered: set[int] | None = None,
         timeout: float = DEADLINE) -> None:
    """Poll `link` into `state` (answering with `bot`) until `until(state)` or the deadline."""
    end = time.monotonic() + timeout
    answered = answered if answered is not None else set()
    while time.monotonic() < end:
        for u in link.poll():
            state.fold(u)
        if bot is not None and state.view is not None and state.result is None:
            for d in state.ask:
                if d["id"] not in answered:
                    answered.add(d["id"])
                    link.answer(d["id"], bot.choose(state.view, d))
        if until(state):
            return
        time.sleep(0.002)  # waiting on another thread, not on game time
    raise AssertionError(f"timed out; status {state.status}, error {state.error}")


def test_single_player_game_through_host_and_client_in_memory() -> None:
    link = start_local_game(LocalGameSpec("Tester", {"players": 3}, ("random", "random"), seed=11,
                                          bot_delay=0.0, react_floor=0.0))
    try:
        assert link.seat == 0
        state = LinkState()
        pump(link, state, lambda s: s.result is not None, bot=make_bot("random", 3))
        assert state.status is LinkStatus.PLAYING
        assert state.table is not None and state.table["seats"][0]["name"] == "Tester"
        assert set(state.result or {}) >= {"winners"}
        # No other seat's hand ever reached us.
        assert "hand" in (state.view or {}) and all("hand" not in s for s in (state.view or {})["seats"])
    finally:
        link.close()
    assert not link.net.running


def test_local_game_on_a_loop_clock_runs_bot_timers_only_as_loop_time_passes() -> None:
    now = [0.0]
    link = start_local_game(LocalGameSpec("Tester", {"players": 3}, ("random", "random"), seed=11,
                                          bot_delay=5.0, react_floor=0.0, clock=lambda: now[0]))
    try:
        host = link.server.host  # type: ignore[attr-defined]
        state = LinkState()
        bot = make_bot("random", 3)
        answered: set[int] = set()
        for _ in range(200):  # many frames, no loop time: every bot answer stays held
            for u in link.poll():
                state.fold(u)
            for d in state.ask:
                if d["id"] not in answered and state.view is not None:
                    answered.add(d["id"])
                    link.answer(d["id"], bot.choose(state.view, d))
        by_bots = host.stats.answers_by_source.get("bot", 0)
        assert by_bots == 0
        now[0] += 5.0  # the bots' delay has passed: the next frames apply their answers
        for _ in range(3):
            link.poll()
        assert host.stats.answers_by_source.get("bot", 0) > by_bots
    finally:
        link.close()


def test_lan_host_join_drop_reconnect_and_refusals(tmp_path: Path) -> None:
    hosted = host_lan_game("Host", "Test table", {"players": 3}, password="pw", port=0, bind="127.0.0.1",
                           announce=False, seed=5, bot_delay=0.0,
                           react_floor=0.05)
    guest: SessionLink | None = None
    try:
        owner = LinkState()
        pump(hosted.link, owner, lambda s: s.status is LinkStatus.LOBBY)
        assert hosted.link.owner and hosted.link.seat == 0
        # Wrong password: refused with a reason the scenes translate.
        bad = join_lan("127.0.0.1", hosted.port, "Mallory", password="nope")
        refused = LinkState()
        pump(bad, refused, lambda s: s.status is LinkStatus.CLOSED)
        assert refused.error == "bad_password"
        bad.close()
        tokens = SeatTokens(tmp_path / "seats.json")
        guest = join_lan("127.0.0.1", hosted.port, "Guest", password="pw", tokens=tokens)
        seen = LinkState()
        pump(guest, seen, lambda s: s.table is not None and s.status is LinkStatus.LOBBY)
        assert guest.seat == 1 and tokens.get(f"127.0.0.1:{hosted.port}")
        hosted.control.set_bot(2, "random", "Robo")
        pump(hosted.link, owner, lambda s: (s.table or {}).get("seats", [{}] * 3)[2].get("kind") == "bot")
        hosted.control.start()
        pump(guest, seen, lambda s: s.status is LinkStatus.PLAYING and s.view is not None)
        # The connection drops: the link says so, reconnects with its token, and resumes.
        assert guest._client is not None  # noqa: SLF001
        guest.net.call(guest._client.drop)  # noqa: SLF001
        history: list[LinkStatus] = []
        end = time.monotonic() + 20
        while not (LinkStatus.RECONNECTING in history
                   and LinkStatus.PLAYING in history[history.index(LinkStatus.RECONNECTING):]):
            for u in guest.poll():
                seen.fold(u)
                if u.status is not None:
                    history.append(u.status)
            assert time.monotonic() < end, history
            time.sleep(0.002)
        assert guest.seat == 1
        # Both play on to the end (the owner's seat and the guest's, bots deciding for them).
        bot_a, bot_b = make_bot("random", 1), make_bot("random", 2)
        play_out((hosted.link, owner, bot_a), (guest, seen, bot_b))
        assert owner.result is not None and owner.result == seen.result
    finally:
        if guest is not None:
            guest.close()
        hosted.link.close()


def test_unreachable_host_is_reported() -> None:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    link = join_lan("127.0.0.1", port, "Nobody")
    link._retry_delay = 0.05  # noqa: SLF001 - quick retries for the test
    state = LinkState()
    try:
        pump(link, state, lambda s: s.status is LinkStatus.CLOSED, timeout=30)
        assert state.error == "unreachable"
    finally:
        link.close()


def test_prefixed_link_replays_what_the_lobby_saw() -> None:
    from game.link import LinkUpdate
    from game.offlinelinks import StaticLink

    inner = StaticLink([LinkUpdate(status=LinkStatus.PLAYING)], seat=2)
    wrapped = PrefixedLink(inner, [LinkUpdate(status=LinkStatus.LOBBY)])
    assert wrapped.seat == 2
    assert [u.status for u in wrapped.poll()] == [LinkStatus.LOBBY, LinkStatus.PLAYING]
    wrapped.rematch()
    assert inner.rematches == 1


@pytest.mark.parametrize("raw", ["", "{", "[]", '{"a": 1}'])
def test_seat_tokens_survive_bad_files(tmp_path: Path, raw: str) -> None:
    path = tmp_path / "seats.json"
    path.write_text(raw, encoding="utf-8")
    tokens = SeatTokens(path)
    assert tokens.get("x:1") is None
    tokens.put("x:1", "tok")
    assert tokens.get("x:1") == "tok"


def test_a_finished_hosted_table_stays_up_after_its_owner_leaves_for_a_returning_player(tmp_path: Path) -> None:
    import socket

    hosted = host_lan_game("Host", "Test table", {"players": 3}, port=0, bind="127.0.0.1", announce=False,
                           seed=5, bot_delay=0.0, react_floor=0.0, linger=30.0)
    guest: SessionLink | None = None
    back: SessionLink | None = None
    try:
        owner, seen = LinkState(), LinkState()
        pump(hosted.link, owner, lambda s: s.status is LinkStatus.LOBBY)
        tokens = SeatTokens(tmp_path / "seats.json")
        guest = join_lan("127.0.0.1", hosted.port, "Guest", tokens=tokens)
        pump(guest, seen, lambda s: s.table is not None and s.status is LinkStatus.LOBBY)
        key = f"127.0.0.1:{hosted.port}"
        kept = tokens.get(key)
        assert kept is not None
        hosted.control.set_bot(2, "random", "Robo")
        pump(hosted.link, owner, lambda s: (s.table or {}).get("seats", [{}] * 3)[2].get("kind") == "bot")
        hosted.control.start()
        bot_a, bot_b = make_bot("random", 1), make_bot("random", 2)
        play_out((hosted.link, owner, bot_a), (guest, seen, bot_b))
        assert owner.result is not None and seen.result == owner.result
        tokens.put(key, kept)  # as a window that crashed before the result reached it still holds it
        # The guest's link dies (no bye), then the owner leaves the finished table.
        assert guest._client is not None  # noqa: SLF001
        guest._client.reconnect = False  # noqa: SLF001
        guest.net.call(guest._client.drop)  # noqa: SLF001
        hosted.link.close()
        # The guest comes back with its token: the table is still there, with the result.
        back = join_lan("127.0.0.1", hosted.port, "Guest", tokens=tokens)
        again = LinkState()
        pump(back, again, lambda s: s.result is not None or s.error is not None)
        assert again.error is None and back.seat == 1 and again.result == owner.result
        back.close()  # every seated player has now left: the table closes without waiting out the linger
        end = time.monotonic() + 20
        while time.monotonic() < end:
            try:
                socket.create_connection(("127.0.0.1", hosted.port), timeout=1).close()
            except OSError:
                break
            time.sleep(0.05)  # waiting on another thread, not on game time
        else:
            raise AssertionError("the table did not close once every seated player had left")
    finally:
        for link in (guest, back):
            if link is not None:
                link.close()
        hosted.link.close()


@contextlib.contextmanager
def lobby_with_guest() -> Iterator[tuple[HostedGame, SessionLink, LinkState, LinkState]]:
    """A 3-seat Elixir table hosted by a window on 127.0.0.1 and a guest joined over TCP, both in
    the lobby: (hosted, guest's link, owner's state, guest's state); both links closed after."""
    hosted = host_lan_game("Host", "Test table", {"players": 3}, port=0, bind="127.0.0.1", announce=False,
                           seed=5, bot_delay=0.0, react_floor=0.0)
    guest: SessionLink | None = None
    try:
        owner, seen = LinkState(), LinkState()
        pump(hosted.link, owner, lambda s: s.status is LinkStatus.LOBBY)
        guest = join_lan("127.0.0.1", hosted.port, "Guest")
        pump(guest, seen, lambda s: s.table is not None and s.status is LinkStatus.LOBBY)
        yield hosted, guest, owner, seen
    finally:
        if guest is not None:
            guest.close()
        hosted.link.close()


def play_out(*seats: tuple[Any, LinkState, Any]) -> None:
    """Pump each (link, state, bot) in turn, the bot answering its seat, until every state has a
    result (or the deadline)."""
    answered: list[set[int]] = [set() for _ in seats]
    end = time.monotonic() + DEADLINE
    while any(state.result is None for _, state, _ in seats) and time.monotonic() < end:
        for (link, state, bot), done in zip(seats, answered, strict=True):
            pump(link, state, lambda s: True, bot=bot, answered=done)
        time.sleep(0.002)  # waiting on the host's thread, not on game time


def test_a_window_hosts_a_magicoa_table_that_a_lan_guest_joins_and_finishes() -> None:
    """The window's hosted table plays the game chosen in New game: the guest's link learns it
    from the welcome (so its window opens Magicoa's table) and both seats see the same result."""
    hosted = host_lan_game("Host", "Potion night", {"players": 3}, port=0, bind="127.0.0.1", announce=False,
                           seed=9, bot_delay=0.0, react_floor=0.0, linger=5.0, game="magicoa")
    guest: SessionLink | None = None
    try:
        owner, seen = LinkState(), LinkState()
        pump(hosted.link, owner, lambda s: s.status is LinkStatus.LOBBY)
        assert hosted.link.game == "magicoa" and (owner.table or {}).get("game") == "magicoa"
        guest = join_lan("127.0.0.1", hosted.port, "Guest")
        pump(guest, seen, lambda s: s.table is not None)
        assert guest.game == "magicoa"
        hosted.control.start("random")
        bot_a, bot_b = make_bot("random", 1, game="magicoa"), make_bot("random", 2, game="magicoa")
        play_out((hosted.link, owner, bot_a), (guest, seen, bot_b))
        assert owner.result is not None and seen.result == owner.result
        assert (owner.view or {}).get("game") == "magicoa" and len(owner.result["scores"]) == 3
    finally:
        if guest is not None:
            guest.close()
        hosted.link.close()


def test_a_guest_who_leaves_mid_game_is_seen_by_the_host_as_leaving_not_as_lost() -> None:
    """Closing the window's link says `bye` and waits for the host to close, so the host
    never mistakes it for a dropped connection (and a bot takes the seat at once)."""
    with lobby_with_guest() as (hosted, guest, owner, seen):
        hosted.control.set_bot(2, "random", "Robo")
        pump(hosted.link, owner, lambda s: (s.table or {}).get("seats", [{}] * 3)[2].get("kind") == "bot")
        hosted.control.start()
        host = hosted.control.server.host
        bot_a, bot_b = make_bot("random", 1), make_bot("random", 2)
        a_done: set[int] = set()
        b_done: set[int] = set()
        end = time.monotonic() + DEADLINE
        while len(host.answers) < 20 and time.monotonic() < end:
            pump(hosted.link, owner, lambda s: True, bot=bot_a, answered=a_done)
            pump(guest, seen, lambda s: True, bot=bot_b, answered=b_done)
        assert len(host.answers) >= 20 and owner.result is None
        guest.close()  # returns once the host closed the connection (or after LEAVE_TIMEOUT)
        end = time.monotonic() + 20
        while not host.stats.closes and time.monotonic() < end:
            time.sleep(0.002)  # waiting on another thread, not on game time
        assert host.stats.closes == {"bye": 1} and host.seats[1].left


def test_a_rematch_reaches_the_window_as_a_numbered_snapshot_of_a_new_game() -> None:
    """After a game, "Play again" brings the next game as a snapshot numbered 2 (its decision
    ids start again from 1, so the table must know it is a new game) and the folded state
    forgets the last game's result."""
    link = start_local_game(LocalGameSpec("Tester", {"players": 2}, ("random",), seed=5, game="quest",
                                          bot_delay=0.0, react_floor=0.0))
    try:
        state = LinkState()
        seen: list[LinkUpdate] = []
        bot = make_bot("random", 3, game="quest")
        answered: set[int] = set()
        pump(link, state, lambda s: s.result is not None, bot=bot, answered=answered)
        first_ids = set(answered)

        link.rematch()
        end = time.monotonic() + DEADLINE
        while not any(u.snapshot and u.game == 2 for u in seen):
            assert time.monotonic() < end, "no snapshot of game 2"
            for u in link.poll():
                state.fold(u)
                seen.append(u)
            time.sleep(0.002)  # waiting on another thread, not on game time
        assert state.result is None and state.view is not None
        assert {int(d["id"]) for d in state.ask} & first_ids  # the ids come again: only the number tells
    finally:
        link.close()


def test_a_resumed_single_player_game_goes_on_under_the_name_it_began_with(tmp_path: Path) -> None:
    """A player renamed in the settings while a real Elixir Quest match was saved resumed it
    under the new name, whose collection then took (or escaped) the result: the seat keeps
    the name the game began with."""
    from engine.core.replay import load

    save = tmp_path / "solo.json"
    first = start_local_game(LocalGameSpec("Ann", {"players": 2}, ("random",), seed=5, game="quest",
                                           bot_delay=0.0, react_floor=0.0, autosave=save))
    try:
        state = LinkState()
        pump(first, state, lambda s: s.table is not None and s.view is not None)
    finally:
        first.close()
    resumed = start_local_game(LocalGameSpec("Bob", {}, (), game="quest", bot_delay=0.0, react_floor=0.0,
                                             resume=load(save)))
    try:
        state = LinkState()
        pump(resumed, state, lambda s: s.table is not None)
        assert state.table is not None and state.table["seats"][0]["name"] == "Ann"
    finally:
        resumed.close()


def test_a_guest_is_told_at_once_when_the_window_host_leaves_during_the_game() -> None:
    """The host's leave dialog says its table closes for every player; the guest's window said
    "connection lost, reconnecting" for minutes instead (a play-test). The host's `shutdown`
    now ends a window's link at once, with the reason its dialog explains."""
    with lobby_with_guest() as (hosted, guest, _owner, seen):
        hosted.control.start("random")
        pump(guest, seen, lambda s: s.status is LinkStatus.PLAYING and s.view is not None)
        hosted.link.close()  # the owner leaves: the table closes
        pump(guest, seen, lambda s: s.status is LinkStatus.CLOSED, timeout=10.0)
        assert seen.error == "shutdown"


def test_a_guest_the_owner_removes_from_the_lobby_is_told_so_and_does_not_come_back() -> None:
    """A removed guest's window reconnected, found its seat token revoked, and ended on "your
    seat is no longer yours" (`bad_token`) instead of being told the owner removed it."""
    with lobby_with_guest() as (hosted, guest, _owner, seen):
        seat = guest.seat
        assert seat is not None
        hosted.control.kick(seat)
        pump(guest, seen, lambda s: s.status is LinkStatus.CLOSED, timeout=10.0)
        assert seen.error == "kicked"  # the link is over: it no longer reconnects


def test_a_window_watches_a_full_lan_table_over_tcp_and_keeps_no_seat(tmp_path: Path) -> None:
    """A third window finds a full table: a player's join is refused (table full), a spectator's
    is welcome with no seat and no token kept; it sees the game start, public view only."""
    tokens = SeatTokens(tmp_path / "seats.json")
    with lobby_with_guest() as (hosted, guest, owner, seen):
        hosted.control.set_bot(2, "easy", "Bot")
        pump(hosted.link, owner, lambda s: s.table is not None and s.table["seats"][2]["kind"] == "bot")
        player = join_lan("127.0.0.1", hosted.port, "Late", tokens=tokens)
        watcher = join_lan("127.0.0.1", hosted.port, "Late", tokens=tokens, watch=True)
        try:
            refused, watching = LinkState(), LinkState()
            pump(player, refused, lambda s: s.status is LinkStatus.CLOSED)
            assert refused.error == "table_full"
            # the table counting this spectator may come in the frame after its welcome
            pump(watcher, watching, lambda s: s.status is LinkStatus.LOBBY and (s.table or {}).get("spectators") == 1)
            assert watcher.seat is None
            hosted.control.start("random")
            pump(watcher, watching, lambda s: s.status is LinkStatus.PLAYING and s.view is not None)
            assert watcher.seat is None and not watching.ask
            assert "hand" not in (watching.view or {}) or not (watching.view or {}).get("hand")
            assert tokens.get(f"127.0.0.1:{hosted.port}") is None  # a spectator keeps no seat to reclaim
        finally:
            player.close()
            watcher.close()


def test_a_window_hosts_a_real_elixir_quest_duel_that_a_lan_guest_plays_to_the_end() -> None:
    """New game's host mode offers Elixir Quest: the window's hosted duel (every card in the
    pool, a real match) is joined by a guest over TCP, both choose decks and play it out, and the
    result names the match and the cards that change collection (each window settles its own)."""
    options = {"players": 2, "mode": "advanced", "real": True, "pools": "open"}
    hosted = host_lan_game("Host", "Duel night", options, port=0, bind="127.0.0.1", announce=False,
                           seed=4, bot_delay=0.0, react_floor=0.0, linger=5.0, game="quest")
    guest: SessionLink | None = None
    try:
        owner, seen = LinkState(), LinkState()
        pump(hosted.link, owner, lambda s: s.status is LinkStatus.LOBBY)
        guest = join_lan("127.0.0.1", hosted.port, "Guest")
        pump(guest, seen, lambda s: s.table is not None)
        assert guest.game == "quest" and guest.seat == 1
        hosted.control.start("random")
        bot_a, bot_b = make_bot("greedy", 1, game="quest"), make_bot("random", 2, game="quest")
        play_out((hosted.link, owner, bot_a), (guest, seen, bot_b))
        assert owner.result is not None and seen.result == owner.result
        assert owner.result["real"] is True and isinstance(owner.result.get("match_id"), str)
        assert owner.result["transfers"]  # a real match moves the characters won
    finally:
        if guest is not None:
            guest.close()
        hosted.link.close()


def test_a_table_hosted_with_the_lan_kept_to_one_interface_listens_there_only() -> None:
    """A window started with `--lan-interface 127.0.0.1` hosted its table on every interface
    (0.0.0.0): reachable from networks the player had kept it off."""
    hosted = host_lan_game("Host", "Kept table", {"players": 3}, port=0, announce=False, interfaces=["127.0.0.1"])
    try:
        assert hosted.address == "127.0.0.1"
    finally:
        hosted.link.close()


def test_a_window_that_loses_its_connection_keeps_the_chat_once_and_a_late_guest_reads_it() -> None:
    """A player who came back to their seat read an empty chat; a window whose connection dropped
    and came back must not show the lines twice (the host's record replaces what it showed)."""
    with lobby_with_guest() as (hosted, guest, owner, seen):
        hosted.link.say("Bonsoir !")
        guest.say("Salut")
        said = [("Host", "Bonsoir !"), ("Guest", "Salut")]
        pump(guest, seen, lambda s: len(s.chat) == 2)
        assert [(c.name, c.text) for c in seen.chat] == said
        assert guest._client is not None  # noqa: SLF001
        guest.net.call(guest._client.drop)  # noqa: SLF001  # the connection drops; the link reconnects
        told: list[Any] = []
        end = time.monotonic() + DEADLINE
        while not told and time.monotonic() < end:  # until the host's welcome of the new connection
            for u in guest.poll():
                seen.fold(u)
                if u.chat_history is not None:
                    told.append(u.chat_history)
            time.sleep(0.002)  # waiting on the link's thread, not on game time
        assert told and [(c.name, c.text) for c in told[0]] == said
        pump(guest, seen, lambda s: s.status is LinkStatus.LOBBY)
        assert [(c.name, c.text) for c in seen.chat] == said
        late = join_lan("127.0.0.1", hosted.port, "Late", watch=True)
        try:
            heard = LinkState()
            pump(late, heard, lambda s: len(s.chat) == 2)
            assert [(c.name, c.text) for c in heard.chat] == said
        finally:
            late.close()
