"""The authoritative host of one table, as plain code without I/O.

A `Host` owns a table (game, options, seats of humans and bots, name, optional password),
its lobby, and once started the engine state. It is driven from outside:

- `connect()` when a peer connects (returns a connection id), `receive(conn, data)` with
  the bytes that arrived, `disconnected(conn)` when the stream ended;
- `tick()` whenever time may have passed (the injected `clock` says what time it is);
  `next_deadline()` says when the next timer falls due;
- `drain()` returns what to do: `Send` bytes to a connection, `Close` a connection.

Every frame that leaves is built for its recipient only, at the send boundary: the view of
the recipient's seat (`Game.view`), the events as that seat may see them
(`Event.for_seat`) and that seat's own pending decisions. Spectators get the public view.
The unfiltered state never leaves.

Answers are validated against the engine; stale or illegal ones are answered with
`Rejected` and a reason code and change nothing. Bots (seated bots, and bots covering a
human seat whose player has been absent longer than the grace period) get exactly the view
and decision a remote client would. Answers to decisions of a reaction kind are held until
a fixed floor has passed since the window opened, whoever answers, so the timing never
tells who could have reacted.
"""

from __future__ import annotations

import itertools
import logging
import math
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.core.game import Game
from engine.core.machine import plain_class
from engine.core.replay import Replay, ReplayError, play_back, state_hash
from engine.core.rng import Rng
from net import protocol as p
from net.answerloop import AnswerLoop
from net.history import EventHistory
from net.hostcore import Clock
from net.hostrecords import Close, ConnRecord, HostStats, Output, SeatRecord, Send
from net.tableconfig import NAME_MAX, HostConfig, SeatKind, SeatSpec, TableState, clean_name, clean_text

__all__ = ["Close", "Host", "HostConfig", "HostStats", "Output", "SeatKind", "SeatSpec", "Send", "TableState",
           "clean_name", "clean_text"]

log = logging.getLogger("net.host")


def _numbering_adder(history: EventHistory, first: int) -> Callable[[Any], None]:
    """A function that adds each batch of events it is given to `history`, numbered from `first` on
    (a closure of a module function: mypyc cannot compile a lambda in a method of `Host`)."""
    numbers = itertools.count(first)
    return lambda events: history.add(next(numbers), events)


@plain_class
class Host(AnswerLoop):
    """One table: lobby, seats, engine, bots, timers; bytes in, bytes out. See the module doc.

    Its records and outputs are `net.hostcore.HostCore`'s, its answer loop and bots
    `net.answerloop.AnswerLoop`'s, its frames after a change `net.fanout.Fanout`'s; this
    class adds the interface the I/O layer drives, the lobby and the handling of messages.
    """

    # ---- construction from a save -----------------------------------------------------

    @classmethod
    def resume(cls, game: Game, replay: Replay, *, config: HostConfig | None = None,
               clock: Clock = time.monotonic, autosave: str | Path | None = None,
               owner_key: str | None = None) -> Host:
        """Rebuild a table from its autosave; its players rejoin with their tokens.

        Raises ReplayError when the save does not describe a table of this game.
        """
        if replay.game != game.name:
            raise ReplayError(f"the save is a game of {replay.game!r}, not {game.name!r}")
        meta = replay.meta.get("net") if isinstance(replay.meta, dict) else None
        if not isinstance(meta, dict) or not isinstance(meta.get("seats"), list):
            raise ReplayError("the save holds no table (it was not written by a host)")
        seats: list[SeatSpec] = []
        tokens: list[str | None] = []
        try:
            for raw in meta["seats"]:
                seats.append(SeatSpec(SeatKind(raw["kind"]), str(raw.get("bot", "random")), str(raw["name"])))
                token = raw.get("token")
                tokens.append(token if isinstance(token, str) else None)
            game_no = int(meta["game_no"])
            seed_base = int(meta["seed_base"])
            name = str(meta.get("table", ""))
            nonce = str(meta.get("nonce", ""))
        except (KeyError, TypeError, ValueError) as exc:
            raise ReplayError(f"the save's table is corrupt ({exc})") from None
        if config is None:
            config = HostConfig(table_name=name or HostConfig().table_name)
        host = cls(game, dict(replay.options), seats, config=config, clock=clock, seed=seed_base,
                   autosave=autosave, owner_key=owner_key)
        host._history.add(0, game.new_game(replay.options, replay.seed)[1])
        state = play_back(game, replay, _numbering_adder(host._history, 1))
        if replay.final_hash is not None and state_hash(game, state) != replay.final_hash:
            raise ReplayError("the save's state hash does not match its answers")
        now = clock()
        for seat, token in zip(host.seats, tokens, strict=True):
            seat.token = token
            if seat.kind is SeatKind.HUMAN and token is not None:
                seat.absent_since = now
        host.state = state
        host.game_no = game_no
        host.game_seed = replay.seed
        host.answers = list(replay.answers)
        host.seq = len(host.answers)
        host._make_bots()
        if nonce:
            host.nonce = nonce
        host.result = host._final_result()
        if host.result is not None:
            host.results.append(host.result)  # a finished table resumes with its result to show
        host.table_state = TableState.OVER if host.result is not None else TableState.PLAYING
        host._pump()
        return host

    # ---- I/O-facing interface ---------------------------------------------------------

    def connect(self) -> int:
        """A peer connected; returns the id to use for it."""
        now = self.clock()
        cid = self._next_conn
        self._next_conn += 1
        conn = ConnRecord(cid, p.Connection(p.Role.HOST), now, now, now + self.config.ping_interval,
                     frame_tokens=float(self.config.frame_burst), frame_at=now,
                     chat_tokens=float(self.config.chat_burst), chat_at=now)
        self._conns[cid] = conn
        if self.stopping:
            self._close(conn, p.CloseReason.SHUTDOWN, "the host is stopping")
        elif len(self._conns) > self.config.max_connections:
            self._close(conn, p.CloseReason.TOO_MANY_CONNECTIONS, "this host serves no more connections")
        return cid

    def receive(self, cid: int, data: bytes) -> None:
        """Bytes arrived on connection `cid` (``b""``: the peer closed its side)."""
        conn = self._conns.get(cid)
        if conn is None or conn.closing:
            return
        conn.proto.receive_data(data)
        while not conn.closing:
            try:
                event = conn.proto.next_event()
            except p.ProtocolError as exc:
                self._close(conn, exc.reason, exc.detail)
                break
            if event is None:
                break
            if isinstance(event, p.PeerClosed):
                self._drop(conn, "closed by peer")
                break
            conn.last_heard = self.clock()
            if not self._admit_frame(conn, event):
                continue
            try:
                self._handle(conn, event)
            except Exception:  # a bug, ours or the engine's: this request fails, everyone else is served
                self._fault(f"serving {event.TYPE!r} from conn {cid}")
                if not conn.closing:
                    self._reject(conn, event.TYPE, p.RejectReason.INTERNAL_ERROR,
                                 "the host failed on this request (logged); ask again or resync")
        self._pump()

    def disconnected(self, cid: int) -> None:
        """The stream of connection `cid` ended (or failed)."""
        conn = self._conns.get(cid)
        if conn is not None:
            self._drop(conn, "connection lost")
            self._pump()

    def tick(self) -> None:
        """Run whatever timers fell due (keepalives, timeouts, grace periods, held answers)."""
        now = self.clock()
        for conn in list(self._conns.values()):
            try:
                self._tick_conn(conn, now)
            except Exception:
                self._fault(f"running the timers of conn {conn.id}")
        self._pump()

    def _tick_conn(self, conn: ConnRecord, now: float) -> None:
        if not conn.closing:
            if conn.proto.state is p.ConnState.HANDSHAKE:
                if now - conn.opened_at >= self.config.handshake_timeout:
                    self._close(conn, p.CloseReason.HANDSHAKE_TIMEOUT, "no hello in time")
            elif now - conn.last_heard >= self.config.silence_timeout:
                self._close(conn, p.CloseReason.TIMEOUT, f"silent for {now - conn.last_heard:.0f} s")
            elif now >= conn.next_ping:
                conn.ping_n += 1
                conn.next_ping = now + self.config.ping_interval
                self._send(conn, p.Ping(conn.ping_n))

    def next_deadline(self) -> float | None:
        """The clock time at which `tick` next has something to do (None: nothing scheduled)."""
        times: list[float] = [h.due for h in self._held.values()]
        for conn in self._conns.values():
            if conn.closing:
                continue
            if conn.proto.state is p.ConnState.HANDSHAKE:
                times.append(conn.opened_at + self.config.handshake_timeout)
            else:
                times.append(min(conn.next_ping, conn.last_heard + self.config.silence_timeout))
        times += self._decision_deadlines()
        finite = [t for t in times if math.isfinite(t)]
        return min(finite) if finite else None

    def drain(self) -> list[Output]:
        """Everything to send and close since the last call, in order."""
        out = self._out.copy()  # the list itself is shared with the fan-out
        self._out.clear()
        return out

    # ---- lobby management by the table's owner (in the lobby only) --------------------

    def set_seat_bot(self, seat: int, bot_spec: str, name: str | None = None) -> bool:
        """Put a bot in `seat` (whoever sat there is kicked). False when not in the lobby or no such seat."""
        record = self._lobby_seat(seat)
        if record is None:
            return False
        self._unseat(record)
        record.kind, record.bot_spec, record.name, record.bot = SeatKind.BOT, bot_spec, name or f"Bot {seat + 1}", None
        self._broadcast_table()
        return True

    def open_seat(self, seat: int) -> bool:
        """Make `seat` a free human seat (a bot or player there leaves it). False outside the lobby."""
        record = self._lobby_seat(seat)
        if record is None:
            return False
        self._unseat(record)
        record.kind, record.name, record.bot = SeatKind.HUMAN, "", None
        self._broadcast_table()
        return True

    def kick(self, seat: int) -> bool:
        """Remove the player from `seat` (their token stops working); the seat opens. False outside the lobby."""
        record = self._lobby_seat(seat)
        if record is None or record.kind is not SeatKind.HUMAN:
            return False
        self._unseat(record)
        self._broadcast_table()
        return True

    def _lobby_seat(self, seat: int) -> SeatRecord | None:
        if self.table_state is not TableState.LOBBY or not 0 <= seat < len(self.seats):
            return None
        return self.seats[seat]

    def _unseat(self, record: SeatRecord) -> None:
        """Empty `record`'s seat, closing its player's connection (`kicked`)."""
        conn = self._conns.get(record.conn) if record.conn is not None else None
        # The seat is emptied before the connection closes: closed first, the seat would be
        # told as held by a player whose connection was lost, a line the table log then said.
        self._free_seat(record)
        if conn is not None and not conn.closing:
            self._close(conn, p.CloseReason.KICKED, "the table's owner gave your seat away")

    def start_game(self) -> None:
        """Start a game now; human seats nobody took are played by bots."""
        if self.table_state is TableState.PLAYING:
            raise RuntimeError("a game is already running")
        self.game_no += 1
        self.game_seed = (self.seed_base if self.game_no == 1
                          else Rng(self.seed_base + self.game_no).next64() >> 2)
        state, setup_events = self.game.new_game(self.options, self.game_seed)
        self.state = state
        self.seq = 0
        self.answers = []
        self._history.clear()
        self._history.add(0, setup_events)
        self.result = None
        self._fanout.reset()
        self._opened = {}
        self._held = {}
        self._faults = {}  # by decision id, and every game numbers its decisions from 1 again
        self.table_state = TableState.PLAYING
        now = self.clock()
        for seat in self.seats:
            seat.rematch = False
            if seat.kind is SeatKind.HUMAN and seat.conn is None:
                seat.absent_since = -math.inf if seat.token is None else min(seat.absent_since, now)
        self._make_bots()
        log.info("game %d started (seed %d)", self.game_no, self.game_seed)
        for conn in self._conns.values():
            if not conn.closing and conn.proto.state in (p.ConnState.LOBBY, p.ConnState.GAME):
                self._send_snapshot(conn, joining=True)  # its story: the game's set-up
        self._broadcast_table()
        self._save()
        self._pump()

    def rematch(self) -> None:
        """Start another game with the same seats (the previous one must be over)."""
        if self.table_state is not TableState.OVER:
            raise RuntimeError("the game is not over")
        if not self.rematch_allowed():
            raise RuntimeError("that was the table's last game")
        self.start_game()

    def rematch_allowed(self) -> bool:
        """Whether another game may follow the current one (`max_games` not reached)."""
        return self.config.max_games is None or self.game_no < self.config.max_games

    def shutdown(self) -> None:
        """Close the table: every connection gets `shutdown`, and nobody is told that the others
        left (the table can be resumed from its autosave). New connections are refused."""
        self.stopping = True
        for conn in list(self._conns.values()):
            if not conn.closing:
                self._close(conn, p.CloseReason.SHUTDOWN, "the host is stopping")

    # ---- message handling -------------------------------------------------------------

    def _admit_frame(self, conn: ConnRecord, message: p.Message) -> bool:
        if self._answers_an_open_decision(conn, message):
            return True  # the host paces these itself: one per decision it asked; never drop one
        now = self.clock()
        cfg = self.config
        refill = (now - conn.frame_at) * cfg.frame_rate
        conn.frame_tokens = min(float(cfg.frame_burst), conn.frame_tokens + refill)
        conn.frame_at = now
        if conn.frame_tokens >= 1.0:
            conn.frame_tokens -= 1.0
            conn.dropped = 0
            return True
        conn.dropped += 1
        if conn.dropped == 1:
            log.warning("conn %d: throttled (too many frames)", conn.id)
            self._reject(conn, message.TYPE, p.RejectReason.THROTTLED, "too many messages; some were dropped")
        if conn.dropped >= cfg.flood_close:
            self._close(conn, p.CloseReason.FLOOD, f"{conn.dropped} frames over the limit")
        return False

    def _handle(self, conn: ConnRecord, msg: p.Message) -> None:
        if isinstance(msg, p.Hello):
            self._on_hello(conn, msg)
        elif isinstance(msg, p.Pong):
            pass
        elif isinstance(msg, p.Answer):
            self._on_answer(conn, msg)
        elif isinstance(msg, p.Say):
            self._on_chat(conn, msg)
        elif isinstance(msg, p.Resync):
            if self.state is None:
                self._reject(conn, msg.TYPE, p.RejectReason.NOT_IN_GAME, "no game has started")
            else:
                self._send_snapshot(conn)
        elif isinstance(msg, p.Sit):
            self._on_sit(conn, msg)
        elif isinstance(msg, p.Start):
            if not conn.owner:
                self._reject(conn, msg.TYPE, p.RejectReason.NOT_OWNER, "only the table's owner starts games")
            elif self.table_state is not TableState.LOBBY:
                self._reject(conn, msg.TYPE, p.RejectReason.GAME_RUNNING, "the game has started")
            else:
                self.start_game()
        elif isinstance(msg, p.Rematch):
            self._on_rematch(conn, msg)
        elif isinstance(msg, p.AutoPass):
            if conn.seat is None:
                self._reject(conn, msg.TYPE, p.RejectReason.NOT_SEATED, "spectators have no seat")
            else:
                seat = self.seats[conn.seat]
                seat.auto_pass = msg.on
                if not msg.on:
                    self._cancel_held(seat.index, "autopass")
        elif isinstance(msg, p.Bye):
            self._on_bye(conn)

    def _on_bye(self, conn: ConnRecord) -> None:
        """A client leaves. A seat left on purpose is covered at once; the table's owner leaving
        before the game is over closes the table for everyone (the window that hosts it goes)."""
        if conn.owner and self.table_state is not TableState.OVER:
            log.info("conn %d: the table's owner left: the table closes", conn.id)
            self.stopping = True  # the others are told the table closed, not that the owner left
            self._close(conn, "bye", "the client left")
            self.shutdown()
            return
        self._close(conn, "bye", "the client left")

    def _on_hello(self, conn: ConnRecord, hello: p.Hello) -> None:
        cfg = self.config
        if hello.v != p.PROTOCOL_VERSION:
            self._refuse(conn, p.RefuseReason.VERSION_MISMATCH,
                         f"this table speaks protocol version {p.PROTOCOL_VERSION}; "
                         f"your client speaks {hello.v}")
            return
        if cfg.password is not None and hello.password != cfg.password:
            self._refuse(conn, p.RefuseReason.BAD_PASSWORD, "wrong password for this table")
            return
        if hello.want not in ("play", "watch"):
            self._refuse(conn, p.RefuseReason.BAD_REQUEST, "want is 'play' or 'watch'")
            return
        asked = clean_name(hello.name) or "Player"
        conn.owner = self.owner_key is not None and hello.owner == self.owner_key
        seat: SeatRecord | None = None
        covered = False
        if hello.want == "play":
            if hello.token is not None:
                seat = next((s for s in self.seats if s.token is not None and s.token == hello.token), None)
                if seat is None:
                    self._refuse(conn, p.RefuseReason.BAD_TOKEN, "this token holds no seat at this table")
                    return
                if seat.conn is not None and seat.conn in self._conns:
                    self._close(self._conns[seat.conn], p.CloseReason.REPLACED, "the seat was reclaimed")
            else:
                free = [s for s in self.seats if s.kind is SeatKind.HUMAN and not s.taken]
                if not free:
                    self._refuse(conn, p.RefuseReason.TABLE_FULL, "every seat at this table is taken")
                    return
                seat = next((s for s in free if s.index == hello.seat), free[0])
                seat.token = self._token()
            conn.name = self._distinct_name(asked, seat)
            covered = seat.cover_played  # a bot made a move for the seat while its player was away
            seat.cover_told = seat.cover_played = False
            seat.conn = conn.id
            seat.name = conn.name
            seat.absent_since = math.inf
            conn.seat = seat.index
            conn.player = True
            self._cancel_held(seat.index, "cover")
            log.info("conn %d: %s took seat %d", conn.id, conn.name, seat.index)
        else:
            conn.name = self._distinct_name(asked, None)
            conn.watching = True
            log.info("conn %d: %s is watching", conn.id, conn.name)
        said = [[c.seat, c.name, c.text] for c in self._said] or None
        self._send(conn, p.Welcome(p.PROTOCOL_VERSION, conn.seat, seat.token if seat else None, conn.owner,
                                   self.table_info(), said, covered, conn.name if conn.name != asked else None))
        if self.state is not None:
            self._send_snapshot(conn, joining=True)
        self._broadcast_table()
        if (cfg.auto_start and self.table_state is TableState.LOBBY
                and all(s.conn is not None for s in self.seats if s.kind is SeatKind.HUMAN)):
            self.start_game()

    def _distinct_name(self, asked: str, seat: SeatRecord | None) -> str:
        """`asked`, or "asked 2", "asked 3"... when someone else at the table (another seat, a
        spectator) already goes by it: two players called "Mago" could not be told apart."""
        others = {s.name.casefold() for s in self.seats if s is not seat and s.name}
        others |= {c.name.casefold() for c in self._conns.values()
                   if c.watching and not c.closing and c.name}
        name, n = asked, 1
        while name.casefold() in others:
            n += 1
            suffix = f" {n}"
            name = asked[: NAME_MAX - len(suffix)].rstrip() + suffix
        return name

    def _on_sit(self, conn: ConnRecord, msg: p.Sit) -> None:
        if self.table_state is not TableState.LOBBY:
            self._reject(conn, msg.TYPE, p.RejectReason.GAME_RUNNING, "seats change only in the lobby")
            return
        if conn.seat is None:
            self._reject(conn, msg.TYPE, p.RejectReason.NOT_SEATED, "join as a player to take a seat")
            return
        if not 0 <= msg.seat < len(self.seats) or self.seats[msg.seat].kind is not SeatKind.HUMAN:
            self._reject(conn, msg.TYPE, p.RejectReason.BAD_SEAT, "no human seat has that number")
            return
        target = self.seats[msg.seat]
        if target.index == conn.seat:
            return
        if target.taken:
            self._reject(conn, msg.TYPE, p.RejectReason.SEAT_TAKEN, "that seat is taken")
            return
        old = self.seats[conn.seat]
        target.token, target.conn, target.name, target.absent_since = old.token, conn.id, old.name, math.inf
        old.token, old.conn, old.name, old.absent_since = None, None, "", -math.inf
        conn.seat = target.index
        self._broadcast_table()

    def _on_chat(self, conn: ConnRecord, msg: p.Say) -> None:
        cfg = self.config
        text = clean_text(msg.text)
        if not text:
            self._reject(conn, msg.TYPE, p.RejectReason.CHAT_EMPTY, "empty chat line")
            return
        if len(text) > cfg.chat_max_len:
            self._reject(conn, msg.TYPE, p.RejectReason.CHAT_TOO_LONG,
                         f"at most {cfg.chat_max_len} characters")
            return
        now = self.clock()
        conn.chat_tokens = min(float(cfg.chat_burst), conn.chat_tokens + (now - conn.chat_at) * cfg.chat_rate)
        conn.chat_at = now
        if conn.chat_tokens < 1.0:
            self._reject(conn, msg.TYPE, p.RejectReason.CHAT_RATE, "you are chatting too fast")
            return
        conn.chat_tokens -= 1.0
        line = p.Chat(conn.seat, conn.name, text)
        self._said.append(line)
        del self._said[: max(0, len(self._said) - cfg.chat_history)]
        for other in self._conns.values():
            if not other.closing and other.proto.state in (p.ConnState.LOBBY, p.ConnState.GAME):
                self._send(other, line)

    def _on_rematch(self, conn: ConnRecord, msg: p.Rematch) -> None:
        if self.table_state is not TableState.OVER:
            self._reject(conn, msg.TYPE, p.RejectReason.GAME_NOT_OVER, "the game is not over")
            return
        if not self.rematch_allowed():
            self._reject(conn, msg.TYPE, p.RejectReason.NO_MORE_GAMES,
                         f"this table plays {self.config.max_games} game(s) and that was the last")
            return
        if conn.seat is None and not conn.owner:
            self._reject(conn, msg.TYPE, p.RejectReason.NOT_SEATED, "spectators do not vote")
            return
        if conn.seat is not None:
            self.seats[conn.seat].rematch = True
        present = [s for s in self.seats if s.kind is SeatKind.HUMAN and s.conn is not None]
        if conn.owner or (present and all(s.rematch for s in present)):
            self.rematch()
        else:
            self._broadcast_table()
