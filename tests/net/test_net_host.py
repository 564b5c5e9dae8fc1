"""The host's logic, driven without sockets: lobby, answers, redaction, timers, limits, saves."""

from __future__ import annotations

from typing import Any

import pytest
from nethelpers import FakeClock, SyncTable, make_config, replaces_calls_of
from toygame import TOY

from engine.bots import make_bot
from engine.core import machine
from engine.core.replay import load, state_hash
from net import answerloop
from net import protocol as p
from net.client import BotPlayer, ClientSession
from net.host import Host, SeatKind, SeatSpec

HUMAN = SeatSpec(SeatKind.HUMAN)
BOT = SeatSpec(SeatKind.BOT)


def make_host(clock: FakeClock, seats: list[SeatSpec] | None = None, **config: Any) -> Host:
    extra = {k: config.pop(k) for k in ("autosave", "owner_key") if k in config}
    seats = seats or [HUMAN, HUMAN, BOT, BOT]
    return Host(TOY, {"players": len(seats), "rounds": 3}, seats, config=make_config(**config), clock=clock,
                seed=11, **extra)


def fingerprint(host: Host) -> Any:
    assert host.state is not None
    return state_hash(TOY, host.state)


def test_full_game_with_two_clients_and_two_bots(clock: FakeClock) -> None:
    table = SyncTable(make_host(clock))
    a = table.join(ClientSession("Ann"), make_bot("random", 1))
    b = table.join(ClientSession("Bob"), make_bot("random", 2))
    host = table.host
    assert host.result is not None
    for peer in (a, b):
        assert peer.session.result == host.result
        assert peer.session.view == TOY.view(host.state, peer.session.seat)
        assert peer.session.seq == host.seq == len(host.answers)
    assert host.stats.answers_by_source["bot"] > 0


def test_game_starts_only_when_every_human_seat_is_taken(clock: FakeClock) -> None:
    table = SyncTable(make_host(clock))
    a = table.join(ClientSession("Ann"))
    assert table.host.state is None and a.session.view is None
    assert a.last(p.Table).table["state"] == "lobby"
    table.join(ClientSession("Bob"))
    assert table.host.state is not None and a.session.view is not None


def play_with_bot(peer: Any, seed: int) -> None:
    """From now on a bot answers for `peer`, starting with what is asked now."""
    peer.player = BotPlayer(make_bot("random", seed))
    for decision, choice in peer.player.moves(peer.session):
        peer.send(peer.session.answer(decision, choice))


def started(clock: FakeClock, **config: Any) -> tuple[SyncTable, Any, Any]:
    table = SyncTable(make_host(clock, **config))
    a = table.join(ClientSession("Ann"))
    b = table.join(ClientSession("Bob"))
    return table, a, b


def test_stale_illegal_unknown_and_wrong_seat_answers_change_nothing(clock: FakeClock) -> None:
    table, a, b = started(clock)
    host = table.host
    mine = a.session.ask[0]
    theirs = b.session.ask[0]
    before = fingerprint(host)
    seq = host.seq
    a.send(a.session.answer(theirs["id"], theirs["options"][0]))
    a.send(a.session.answer(mine["id"], 999))
    a.send(a.session.answer(10_000, 1))
    a.send(a.session.answer(mine["id"], {"not": "an option"}))
    reasons = [m.reason for m in a.of(p.Rejected)]
    assert reasons == ["wrong_seat", "illegal_option", "unknown_decision", "malformed"]
    assert fingerprint(host) == before
    a.send(a.session.answer(mine["id"], mine["options"][0]))
    assert host.seq == seq + 1 and fingerprint(host) != before
    a.send(a.session.answer(mine["id"], mine["options"][0]))
    assert a.of(p.Rejected)[-1].reason == "stale_decision"
    assert a.of(p.Rejected)[-1].decision == mine["id"]


def test_spectators_get_the_public_view_and_cannot_answer(clock: FakeClock) -> None:
    table, a, b = started(clock)
    watcher = table.join(ClientSession("Eve", want="watch"))
    host = table.host
    assert watcher.session.seat is None
    assert watcher.session.view == TOY.view(host.state, None)
    assert "hand" not in watcher.session.view and watcher.session.ask == []
    watcher.send(watcher.session.answer(a.session.ask[0]["id"], a.session.ask[0]["options"][0]))
    assert watcher.last(p.Rejected).reason == "not_seated"
    d = a.session.ask[0]
    a.send(a.session.answer(d["id"], d["options"][0]))
    d = b.session.ask[0]
    b.send(b.session.answer(d["id"], d["options"][0]))
    assert watcher.session.seq == host.seq > 0
    assert watcher.session.view == TOY.view(host.state, None)


@pytest.mark.parametrize("hello, reason", [
    ({"v": 99}, "version_mismatch"),
    ({"password": "wrong"}, "bad_password"),
    ({"token": "forged"}, "bad_token"),
    ({"want": "rule"}, "bad_request"),
])
def test_refused_hellos(clock: FakeClock, hello: dict[str, Any], reason: str) -> None:
    table = SyncTable(make_host(clock, password="sesame"))
    session = ClientSession("Mallory", password=hello.get("password", "sesame"), token=hello.get("token"),
                            want=hello.get("want", "play"))
    peer = table.join_raw(session, hello.get("v", p.PROTOCOL_VERSION)) if "v" in hello else table.join(session)
    assert session.refused is not None and session.refused.reason == reason
    assert session.refused.detail
    assert peer.closed_reason == reason
    assert table.host.seats_free() == 2


def test_table_full(clock: FakeClock) -> None:
    table, a, b = started(clock)
    c = table.join(ClientSession("Cid"))
    assert c.session.refused is not None and c.session.refused.reason == "table_full"


def test_chat_is_broadcast_and_limited(clock: FakeClock) -> None:
    table, a, b = started(clock, chat_burst=3, chat_rate=0.5, chat_max_len=10)
    a.send(a.session.say("hello"))
    assert b.last(p.Chat) == p.Chat(0, "Ann", "hello")
    a.send(a.session.say("x" * 11))
    assert a.last(p.Rejected).reason == "chat_too_long"
    a.send(a.session.say("  \x07 "))
    assert a.last(p.Rejected).reason == "chat_empty"
    a.send(a.session.say("two"))
    a.send(a.session.say("three"))
    a.send(a.session.say("four"))
    assert a.last(p.Rejected).reason == "chat_rate"
    clock.advance(2.0)
    a.send(a.session.say("five"))
    assert b.last(p.Chat).text == "five"


def test_a_connection_that_joins_or_comes_back_is_told_the_tables_last_chat_lines(clock: FakeClock) -> None:
    """A player who took their seat back read an empty chat: what was said before was lost."""
    table, a, b = started(clock, chat_history=2)
    assert a.last(p.Welcome).chat is None  # nothing said yet
    for text in ("one", "two", "three"):
        a.send(a.session.say(text))
    watcher = table.join(ClientSession("Eve", want="watch"))
    assert watcher.last(p.Welcome).chat == [[0, "Ann", "two"], [0, "Ann", "three"]]
    b.send(b.session.say("four"))
    back = table.join(ClientSession("Bob", token=b.session.token))
    assert back.last(p.Welcome).seat == b.session.seat
    assert back.last(p.Welcome).chat == [[0, "Ann", "three"], [1, "Bob", "four"]]


def test_handshake_timeout_closes_a_silent_connection(clock: FakeClock) -> None:
    host = make_host(clock, handshake_timeout=10.0)
    cid = host.connect()
    clock.advance(9.0)
    host.tick()
    assert cid in host.connection_ids
    assert host.next_deadline() == pytest.approx(clock.now + 1.0)
    clock.advance(1.0)
    host.tick()
    assert cid not in host.connection_ids
    assert host.drain()[-1].reason == "handshake_timeout"  # type: ignore[union-attr]


def test_keepalive_pings_and_silent_peers_are_marked_absent(clock: FakeClock) -> None:
    table, a, b = started(clock, ping_interval=5.0, silence_timeout=12.0)
    for _ in range(3):
        clock.advance(5.0)
        table.tick()
    assert a.of(p.Ping) and a.closed_reason is None  # the session answered every ping
    silent = b.session
    table.peers.pop(b.cid)  # b's messages go nowhere now: it is silent
    clock.advance(5.0)
    table.tick()
    clock.advance(8.0)
    table.tick()
    assert b.cid not in table.host.connection_ids
    seat = table.host.table_info()["seats"][silent.seat]
    assert seat["present"] is False
    assert a.closed_reason is None


def test_an_absent_seat_is_covered_after_the_grace_period_and_reclaimed(clock: FakeClock) -> None:
    table, a, b = started(clock, grace=30.0, silence_timeout=1000.0)
    host = table.host
    token, seat = b.session.token, b.session.seat
    table.drop(b)
    d = a.session.ask[0]
    a.send(a.session.answer(d["id"], d["options"][0]))
    waiting = [d.seat for d in machine.pending(host.state)]
    assert waiting == [seat]
    before = fingerprint(host)
    clock.advance(29.0)
    table.tick()
    assert fingerprint(host) == before
    clock.advance(1.0)
    table.tick()
    assert host.stats.answers_by_source.get("cover", 0) >= 1
    assert host.table_info()["seats"][seat]["covered"] is True
    assert a.last(p.Table).table["seats"][seat]["covered"] is True  # told when the grace ran out
    back = table.join(ClientSession("Bob again", token=token), make_bot("random", 5))
    assert back.session.seat == seat and back.session.snapshots == 1 and back.last(p.Welcome).covered is True
    assert back.session.view == TOY.view(host.state, seat)
    assert host.table_info()["seats"][seat]["covered"] is False
    covers = host.stats.answers_by_source["cover"]
    play_with_bot(a, 6)
    assert host.result is not None
    assert host.stats.answers_by_source["cover"] == covers


def test_reaction_answers_wait_for_the_floor(clock: FakeClock) -> None:
    table, a, b = started(clock, react_floor=1.0)
    host = table.host
    for peer in (a, b):
        d = peer.session.ask[0]
        peer.send(peer.session.answer(d["id"], d["options"][0]))
    assert {d.kind for d in machine.pending(host.state)} == {"react"}
    d = a.session.ask[0]
    a.send(a.session.answer(d["id"], "pass"))
    d = b.session.ask[0]
    b.send(b.session.answer(d["id"], "pass"))
    assert {d.kind for d in machine.pending(host.state)} == {"react"}  # bots and humans all held
    assert host.next_deadline() == pytest.approx(clock.now + 1.0)
    clock.advance(1.0)
    table.tick()
    assert {d.kind for d in machine.pending(host.state)} == {"play"}


def test_autosave_and_resume(clock: FakeClock, tmp_path: Any) -> None:
    path = tmp_path / "table.json"
    table, a, b = started(clock, autosave=path)
    for _ in range(3):
        for peer in (a, b):
            if peer.session.ask:
                d = peer.session.ask[0]
                peer.send(peer.session.answer(d["id"], d["options"][0]))
    host = table.host
    saved = load(path)
    assert len(saved.answers) == host.seq > 0
    resumed = Host.resume(TOY, saved, config=make_config(), clock=clock)
    assert state_hash(TOY, resumed.state) == fingerprint(host)
    table2 = SyncTable(resumed)
    back = table2.join(ClientSession("Ann", token=a.session.token), make_bot("random", 3))
    assert back.session.seat == a.session.seat
    assert back.session.view == TOY.view(resumed.state, a.session.seat)
    stranger = table2.join(ClientSession("Zed"))
    assert stranger.session.refused is not None and stranger.session.refused.reason == "table_full"


def test_rematch_with_the_same_seats(clock: FakeClock) -> None:
    table = SyncTable(make_host(clock))
    a = table.join(ClientSession("Ann"), make_bot("random", 1))
    b = table.join(ClientSession("Bob"), make_bot("random", 2))
    host = table.host
    assert host.result is not None
    seats = (a.session.seat, b.session.seat)
    a.send(a.session.rematch())
    assert host.game_no == 1 and a.last(p.Table).table["seats"][seats[0]]["rematch"] is True
    b.send(b.session.rematch())
    assert host.game_no == 2
    assert (a.session.seat, b.session.seat) == seats
    assert a.session.game_no == 2


def test_owner_starts_early_and_bots_cover_empty_seats(clock: FakeClock) -> None:
    table = SyncTable(make_host(clock, auto_start=False, owner_key="k"))
    guest = table.join(ClientSession("Guest"))
    guest.send(guest.session.start())
    assert guest.last(p.Rejected).reason == "not_owner"
    owner = table.join(ClientSession("Owner", owner="k"), make_bot("random", 1))
    assert owner.session.owner
    guest.player = BotPlayer(make_bot("random", 2))
    owner.send(owner.session.start())
    assert table.host.result is not None


def test_flooding_client_is_throttled_then_closed_and_others_continue(clock: FakeClock) -> None:
    table, a, b = started(clock, frame_burst=20, frame_rate=1.0, flood_close=50)
    before = fingerprint(table.host)
    for _ in range(30):
        a.send(a.session.say("spam"))
    assert any(m.reason == "throttled" for m in a.of(p.Rejected))
    for _ in range(60):
        if a.closed_reason:
            break
        a.send(p.pack(p.Pong(1)))
    assert a.closed_reason == "flood"
    assert fingerprint(table.host) == before
    d = b.session.ask[0]
    b.send(b.session.answer(d["id"], d["options"][0]))
    assert not b.of(p.Rejected) and b.closed_reason is None



def test_answers_to_open_decisions_are_never_throttled_but_stale_spam_is(clock: FakeClock) -> None:
    # The clock never moves: no token is ever refilled, so only the burst of 3 frames is admitted.
    table = SyncTable(make_host(clock, frame_burst=3, frame_rate=0.001, flood_close=10_000))
    a = table.join(ClientSession("Ann"), make_bot("random", 1))
    b = table.join(ClientSession("Bob"), make_bot("random", 2))
    host = table.host
    assert host.result is not None, "an answer the host asked for was dropped and the game stalled"
    assert host.stats.accepted > 3 * 2
    assert not any(m.reason == "throttled" for peer in (a, b) for m in peer.of(p.Rejected))
    for _ in range(5):
        a.send(a.session.answer(10_000, 1))
    assert any(m.reason == "throttled" for m in a.of(p.Rejected))


def test_sit_moves_seats_in_the_lobby(clock: FakeClock) -> None:
    table = SyncTable(make_host(clock, seats=[HUMAN, HUMAN, HUMAN]))
    a = table.join(ClientSession("Ann"))
    assert a.session.seat == 0
    a.send(a.session.sit(2))
    assert a.session.seat == 2
    a.send(a.session.sit(7))
    assert a.last(p.Rejected).reason == "bad_seat"
    b = table.join(ClientSession("Bob", seat=2))
    assert b.session.seat == 0
    b.send(b.session.sit(2))
    assert b.last(p.Rejected).reason == "seat_taken"


def test_auto_pass_answers_reaction_windows_after_the_floor(clock: FakeClock) -> None:
    table, a, b = started(clock, react_floor=1.0)
    host = table.host
    a.send(a.session.autopass(True))
    for peer in (a, b):
        d = peer.session.ask[0]
        peer.send(peer.session.answer(d["id"], d["options"][0]))
    d = b.session.ask[0]
    assert d["kind"] == "react"
    b.send(b.session.answer(d["id"], "pass"))
    assert host.stats.answers_by_source.get("autopass", 0) == 0
    clock.advance(1.0)
    table.tick()
    assert host.stats.answers_by_source["autopass"] == 1
    assert {d.kind for d in machine.pending(host.state)} == {"play"}


@replaces_calls_of(answerloop)
def test_engine_failure_mid_answer_restores_the_game_and_refuses_with_a_reason(
        clock: FakeClock, monkeypatch: pytest.MonkeyPatch) -> None:
    table = SyncTable(make_host(clock, [HUMAN, HUMAN, BOT]))
    a = table.join(ClientSession("Ann"))
    b = table.join(ClientSession("Bob"))
    host = table.host
    peer = next(p_ for p_ in (a, b) if any(d["seat"] == p_.session.seat for d in p_.session.ask))
    decision = next(d for d in peer.session.ask if d["seat"] == peer.session.seat)
    before = fingerprint(host)
    real_apply = machine.apply

    def half_apply_then_fail(state: Any, answer: Any) -> Any:
        real_apply(state, answer)  # the state really changes before the failure
        raise RuntimeError("a bug in a card effect")

    monkeypatch.setattr(machine, "apply", half_apply_then_fail)
    pick = decision.get("pick")
    choice = decision["options"][0] if pick is None else pick["among"][:pick["sizes"][0]]
    peer.send(peer.session.answer(decision["id"], choice))
    assert fingerprint(host) == before, "nothing may be half-applied"
    assert peer.last(p.Rejected).reason == "engine_fault"
    monkeypatch.setattr(machine, "apply", real_apply)
    peer.send(peer.session.answer(decision["id"], choice))
    assert fingerprint(host) != before, "the same answer is accepted once the engine works"


def test_lobby_owner_can_put_a_bot_open_a_seat_and_kick(clock: FakeClock) -> None:
    table = SyncTable(make_host(clock, [HUMAN, HUMAN, HUMAN]))
    a = table.join(ClientSession("Ann"))
    b = table.join(ClientSession("Bob"))
    host = table.host
    seat_b = b.session.seat
    assert host.kick(seat_b)
    table.pump()
    assert b.closed_reason is not None and host.table_info()["seats"][seat_b]["present"] is False
    assert host.set_seat_bot(seat_b, "random", "Robo")
    table.pump()
    assert a.last(p.Table).table["seats"][seat_b]["name"] == "Robo"
    assert host.open_seat(seat_b)
    assert host.table_info()["seats"][seat_b]["kind"] == "human"
    assert not host.set_seat_bot(99, "random"), "no such seat"
    table.join(ClientSession("Cid"))
    table.join(ClientSession("Dee"))
    assert host.state is not None
    assert not host.kick(seat_b) and not host.open_seat(seat_b), "only in the lobby"


class TickingClock:
    """A clock that moves a little every time it is read (a search reads it between rollouts)."""

    def __init__(self, step: float) -> None:
        self.now = 1000.0
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def test_a_search_bot_at_the_host_stops_at_its_time_budget() -> None:
    """The host hands its bots its clock: mcts:hard (240 rollouts, 1 s) stops after 1 s of the
    host's time however many rollouts it had left, so it never holds the table longer."""
    from engine.elixir.game import ELIXIR

    clock = TickingClock(0.05)
    seats = [SeatSpec(SeatKind.BOT, "mcts:hard")] + [SeatSpec(SeatKind.BOT, "greedy")] * 3
    host = Host(ELIXIR, {"players": 4}, seats, config=make_config(auto_start=True), clock=clock, seed=3)
    if host.state is None:
        host.start_game()
    searches: list[tuple[int, float]] = []

    class Timed:
        """The host's bot, each of whose searches is timed on the host's clock (a wrapper: the
        installed engine's bots are compiled, and a compiled object's methods cannot be replaced)."""

        def __init__(self, inner: Any) -> None:
            self.inner = inner

        def choose(self, view: Any, decision: Any) -> Any:
            start = clock.now
            try:
                return self.inner.choose(view, decision)
            finally:
                if self.inner.last_iterations:  # a search (its other answers are greedy's)
                    searches.append((self.inner.last_iterations, clock.now - start))

        def __getattr__(self, name: str) -> Any:
            return getattr(self.inner, name)

    host.seats[0].bot = Timed(host.seats[0].bot)
    for _ in range(400):
        if host.state is None or host.state.over or len(searches) >= 5:
            break
        clock.now += 5.0
        host.tick()
    assert len(searches) >= 5
    assert all(0 < rollouts < 240 for rollouts, _ in searches)
    assert all(elapsed <= 1.0 for _, elapsed in searches)


@replaces_calls_of(answerloop)
def test_a_rematch_forgets_the_engine_faults_of_the_last_game(clock: FakeClock,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The host gives up on a decision the engine failed on three times (so a bot does not
    retry it forever). Decision ids start again from 1 in each game, so the count is the
    game's own: two faults on decision 1 in the first game and one in the second still let
    the bot's next answer to it through."""
    real_apply = machine.apply
    fail = {"left": 2}

    def failing_on_decision_1(state: Any, answer: Any) -> Any:
        if answer.decision == 1 and fail["left"] > 0:
            fail["left"] -= 1
            raise RuntimeError("a bug in a card effect")
        return real_apply(state, answer)

    monkeypatch.setattr(machine, "apply", failing_on_decision_1)
    host = make_host(clock, [BOT, BOT, BOT], bot_delay=0.0)
    if host.state is None:
        host.start_game()
    for _ in range(500):
        if host.result is not None:
            break
        host.tick()
    assert host.result is not None and fail["left"] == 0
    fail["left"] = 1
    host.rematch()
    for _ in range(500):
        if host.result is not None:
            break
        host.tick()
    assert fail["left"] == 0
    assert host.game_no == 2 and host.result is not None, "decision 1 was answered after one fault in this game"


def test_a_seat_taken_back_within_the_grace_period_was_not_played_by_a_bot(clock: FakeClock) -> None:
    table, a, b = started(clock, grace=30.0, silence_timeout=1000.0)
    token = b.session.token
    table.drop(b)
    clock.advance(10.0)
    table.tick()
    back = table.join(ClientSession("Bob again", token=token))
    assert back.last(p.Welcome).covered is False
