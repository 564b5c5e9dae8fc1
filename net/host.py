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

import logging
import math
import secrets
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.bots import make_bot
from engine.bots.random_bot import RandomBot
from engine.core import machine
from engine.core.decisions import Answer as EngineAnswer
from engine.core.decisions import Decision, plain
from engine.core.game import Game
from engine.core.machine import MachineState, Outcome
from engine.core.replay import Replay, ReplayError, play_back, save, state_hash
from engine.core.rng import Rng
from net import protocol as p
from net import turntimer
from net.answering import autopass_choice, bot_choice
from net.hostrecords import Close, ConnRecord, HeldAnswer, HostStats, Output, SeatRecord, Send
from net.patch import diff_views
from net.quiet import QuietUpdates, asked_publicly, open_step
from net.tableconfig import HostConfig, SeatKind, SeatSpec, TableState, clean_name, clean_text

__all__ = ["Close", "Host", "HostConfig", "HostStats", "Output", "SeatKind", "SeatSpec", "Send", "TableState",
           "clean_name", "clean_text"]

log = logging.getLogger("net.host")

Clock = Callable[[], float]

MAX_ENGINE_FAULTS = 3
"""How often bots retry a decision on which the engine failed before leaving it to humans."""


def _reason(outcome: Outcome) -> str:
    """The reason code sent for a refused answer."""
    return str(outcome.reason) if outcome.reason is not None else str(p.RejectReason.ENGINE_FAULT)


class Host:
    """One table: lobby, seats, engine, bots, timers; bytes in, bytes out. See the module doc."""

    def __init__(self, game: Game, options: dict[str, Any], seats: list[SeatSpec], *,
                 config: HostConfig | None = None, clock: Clock = time.monotonic, seed: int | None = None,
                 autosave: str | Path | None = None, owner_key: str | None = None,
                 token_factory: Callable[[], str] | None = None) -> None:
        self.game = game
        self.options = game.normalize_options(options)
        self.config = config or HostConfig()
        self.clock = clock
        self.seed_base = seed if seed is not None else secrets.randbits(62)
        self.nonce = secrets.token_hex(8)  # names this table's matches across restarts (kept in the save)
        self.autosave = Path(autosave) if autosave is not None else None
        self.owner_key = owner_key
        self._token = token_factory or (lambda: secrets.token_urlsafe(18))
        if not game.min_players <= len(seats) <= game.max_players:
            raise ValueError(f"{game.name} takes {game.min_players} to {game.max_players} seats, "
                             f"not {len(seats)}")
        self.seats = [SeatRecord(i, s.kind, s.bot, s.name or (f"Bot {i + 1}" if s.kind is SeatKind.BOT else ""))
                      for i, s in enumerate(seats)]
        self.table_state = TableState.LOBBY
        self.state: MachineState | None = None
        self.game_no = 0
        self.game_seed = 0
        self.seq = 0
        self.answers: list[EngineAnswer] = []
        self.result: dict[str, Any] | None = None
        self.results: list[dict[str, Any]] = []
        self.stats = HostStats()
        self._conns: dict[int, ConnRecord] = {}
        self._next_conn = 1
        self._out: list[Output] = []
        self._views: dict[int | None, dict[str, Any]] = {}
        self._quiet = QuietUpdates()
        self._opened: dict[int, float] = {}
        self._held: dict[int, HeldAnswer] = {}
        self._faults: dict[int, int] = {}  # decision id -> times the engine failed on an answer to it
        self._pumping = False

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
        state = play_back(game, replay)
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
        if len(self._conns) > self.config.max_connections:
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

    def _fault(self, doing: str) -> None:
        """Log the exception being handled, with its traceback, and count it."""
        self.stats.faults += 1
        log.exception("internal error while %s; the host goes on serving", doing)

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
        if self.state is not None and not self.state.over:
            for d in machine.pending(self.state):
                seat = self.seats[d.seat]
                if seat.kind is SeatKind.HUMAN and seat.conn is None and d.id not in self._held:
                    times.append(seat.absent_since + self.config.grace)
            times += turntimer.due_times(self.config, self.seats, machine.pending(self.state), self._opened, self._held)
        finite = [t for t in times if math.isfinite(t)]
        return min(finite) if finite else None

    def drain(self) -> list[Output]:
        """Everything to send and close since the last call, in order."""
        out, self._out = self._out, []
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
        conn = self._conns.get(record.conn) if record.conn is not None else None
        if conn is not None and not conn.closing:
            self._close(conn, p.CloseReason.KICKED, "the table's owner gave your seat away")
        record.token, record.conn, record.name = None, None, ""

    def start_game(self) -> None:
        """Start a game now; human seats nobody took are played by bots."""
        if self.table_state is TableState.PLAYING:
            raise RuntimeError("a game is already running")
        self.game_no += 1
        self.game_seed = (self.seed_base if self.game_no == 1
                          else Rng(self.seed_base + self.game_no).next64() >> 2)
        state, _setup_events = self.game.new_game(self.options, self.game_seed)
        self.state = state
        self.seq = 0
        self.answers = []
        self.result = None
        self._views = {}
        self._opened = {}
        self._held = {}
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
                self._send_snapshot(conn)
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

    def players_present(self) -> int:
        """Human seats whose player is connected now."""
        return sum(1 for s in self.seats if s.kind is SeatKind.HUMAN and s.conn is not None)

    def shutdown(self) -> None:
        """Close every connection (the table can be resumed from its autosave)."""
        for conn in list(self._conns.values()):
            if not conn.closing:
                self._close(conn, p.CloseReason.SHUTDOWN, "the host is stopping")

    def table_info(self) -> dict[str, Any]:
        """The public description of the table (sent in `Welcome` and `Table`)."""
        return {
            "name": self.config.table_name,
            "game": self.game.name,
            "options": self.options,
            "state": self.table_state.value,
            "password": self.config.password is not None,
            "game_no": self.game_no,
            "max_games": self.config.max_games,
            "turn_time": self.config.turn_time,
            "seats": [{
                "seat": s.index, "kind": s.kind.value, "name": s.name, "taken": s.taken,
                "present": s.kind is SeatKind.BOT or s.conn is not None,
                "covered": self._covered(s), "rematch": s.rematch,
            } for s in self.seats],
            "spectators": sum(1 for c in self._conns.values() if not c.closing and not c.player
                              and c.proto.state is not p.ConnState.HANDSHAKE),
        }

    def seats_free(self) -> int:
        """Human seats nobody has taken yet."""
        return sum(1 for s in self.seats if s.kind is SeatKind.HUMAN and not s.taken)

    @property
    def connection_ids(self) -> list[int]:
        """Ids of the open connections."""
        return [c.id for c in self._conns.values() if not c.closing]

    def replay(self) -> Replay:
        """The current game as a replay (with the table in its meta, for resuming)."""
        seats = [{"kind": s.kind.value, "bot": s.bot_spec, "name": s.name, "token": s.token}
                 for s in self.seats]
        final = state_hash(self.game, self.state) if self.state is not None else None
        return Replay(self.game.name, self.options, self.game_seed, tuple(self.answers), final,
                      {"net": {"table": self.config.table_name, "game_no": self.game_no,
                               "seed_base": self.seed_base, "nonce": self.nonce, "seats": seats}})

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

    def _answers_an_open_decision(self, conn: ConnRecord, message: p.Message) -> bool:
        """True for an answer to a decision now open for the connection's seat and not yet answered."""
        if not isinstance(message, p.Answer) or conn.seat is None or self.state is None:
            return False
        if message.decision in self._held:
            return False
        return any(d.id == message.decision and d.seat == conn.seat for d in machine.pending(self.state))

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
            left = conn.seat
            self._close(conn, "bye", "the client left")
            if left is not None and self.seats[left].conn is None:
                self.seats[left].absent_since = -math.inf  # left on purpose: a bot covers at once, no grace

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
        conn.name = clean_name(hello.name) or "Player"
        conn.owner = self.owner_key is not None and hello.owner == self.owner_key
        seat: SeatRecord | None = None
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
            seat.conn = conn.id
            seat.name = conn.name
            seat.absent_since = math.inf
            conn.seat = seat.index
            conn.player = True
            self._cancel_held(seat.index, "cover")
            log.info("conn %d: %s took seat %d", conn.id, conn.name, seat.index)
        self._send(conn, p.Welcome(p.PROTOCOL_VERSION, conn.seat, seat.token if seat else None, conn.owner,
                                   self.table_info()))
        if self.state is not None:
            self._send_snapshot(conn)
        self._broadcast_table()
        if (cfg.auto_start and self.table_state is TableState.LOBBY
                and all(s.conn is not None for s in self.seats if s.kind is SeatKind.HUMAN)):
            self.start_game()

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

    def _on_answer(self, conn: ConnRecord, msg: p.Answer) -> None:
        if conn.seat is None:
            self._reject(conn, msg.TYPE, p.RejectReason.NOT_SEATED, "spectators do not answer", msg.decision)
            return
        state = self.state
        if state is None:
            self._reject(conn, msg.TYPE, p.RejectReason.NOT_IN_GAME, "no game has started", msg.decision)
            return
        answer = EngineAnswer(msg.decision, conn.seat, plain(msg.choice))
        held = self._held.get(msg.decision)
        if held is not None and held.source in ("human", "cover", "bot"):
            if held.answer.seat != conn.seat:
                self._reject(conn, msg.TYPE, machine.Reason.WRONG_SEAT, "that decision is for another seat",
                             msg.decision)
            else:
                self._reject(conn, msg.TYPE, machine.Reason.STALE_DECISION,
                             "that decision was already answered", msg.decision)
            return
        decision = next((d for d in machine.pending(state) if d.id == msg.decision), None)
        if (decision is None or decision.seat != conn.seat
                or machine.check_answer(state, decision, answer.choice) is not None):
            outcome = self._apply(answer)  # refuses, with the engine's reason
            if outcome.accepted:  # cannot happen; handled rather than trusted
                self._accepted(answer, outcome, "human")
            else:
                self._reject(conn, msg.TYPE, _reason(outcome), outcome.detail, msg.decision)
            return
        self._hold(decision, answer, "human", conn.id)

    # ---- the engine loop --------------------------------------------------------------

    def _hold(self, decision: Decision, answer: EngineAnswer, source: str, conn: int | None) -> None:
        now = self.clock()
        opened = self._opened.setdefault(decision.id, now)
        delay = {"bot": self.config.bot_delay, "cover": self.config.cover_delay}.get(source, 0.0)
        due = now + delay
        if decision.kind in self.config.floor_kinds:
            due = max(due, opened + self.config.react_floor)
        self._held[decision.id] = HeldAnswer(due, answer, source, conn)

    def _pump(self) -> None:
        """Apply held answers that are due and schedule bot answers, until nothing is due."""
        if self._pumping:
            return
        self._pumping = True
        try:
            while self.state is not None and not self.state.over:
                now = self.clock()
                open_now = machine.pending(self.state)
                for d in open_now:
                    self._opened.setdefault(d.id, now)
                    if d.id not in self._held:
                        try:
                            self._schedule_auto(d, now)
                        except Exception:  # counted like an engine fault, so it is not retried forever
                            self._faults[d.id] = self._faults.get(d.id, 0) + 1
                            self._fault(f"answering decision {d.id} for seat {d.seat}")
                due = [h for h in self._held.values() if h.due <= now]
                if not due:
                    break
                held = min(due, key=lambda h: (h.due, h.answer.decision))
                del self._held[held.answer.decision]
                outcome = self._apply(held.answer)
                if outcome.accepted:
                    self._accepted(held.answer, outcome, held.source)
                else:
                    log.warning("held %s answer refused: %s %s", held.source, outcome.reason, outcome.detail)
                    conn = self._conns.get(held.conn) if held.conn is not None else None
                    if conn is not None and not conn.closing:
                        self._reject(conn, "answer", _reason(outcome), outcome.detail,
                                     held.answer.decision)
        except Exception:  # never out of the caller's loop: the next tick or answer pumps again
            self._fault("advancing the game")
        finally:
            self._pumping = False

    def _apply(self, answer: EngineAnswer) -> Outcome:
        """Apply one answer; if the engine fails part-way, rebuild the state from the accepted
        answers (nothing is lost, nothing is half-applied) and refuse this answer."""
        assert self.state is not None
        try:
            return machine.apply(self.state, answer)
        except Exception:
            log.exception("the engine failed on answer %s; restoring the game from its replay", answer)
            self.state = play_back(self.game, self.replay())
            self._faults[answer.decision] = self._faults.get(answer.decision, 0) + 1
            return Outcome(False, (), None, "the rules engine failed on this answer; the game is unchanged")

    def _schedule_auto(self, d: Decision, now: float) -> None:
        assert self.state is not None
        if self._faults.get(d.id, 0) >= MAX_ENGINE_FAULTS:
            return  # a bot retrying an answer the engine keeps failing on would loop forever
        seat = self.seats[d.seat]
        reacting = seat.auto_pass and d.kind in self.config.floor_kinds
        passing = autopass_choice(d, self.config.pass_options) if reacting else None
        if seat.kind is SeatKind.BOT:
            bot, source = seat.bot, "bot"
        elif seat.conn is None and now >= seat.absent_since + self.config.grace:
            bot, source = seat.cover, "cover"
        elif passing is not None:
            self._hold(d, EngineAnswer(d.id, d.seat, passing), "autopass", None)
            return
        elif turntimer.expired(self.config, self.seats, d, self._opened.get(d.id, now), now):
            bot, source = seat.cover, "timer"
        else:
            return
        if bot is None:
            bot = make_bot(self.config.cover_bot, self._bot_seed(d.seat, 99), clock=self.clock, game=self.game.name)
            seat.cover = bot
        if seat.fallback is None:
            seat.fallback = RandomBot(self._bot_seed(d.seat, 7))
        choice, own = bot_choice(bot, seat.fallback, self.game.view(self.state, d.seat), d, self.state)
        if not own:
            self.stats.bot_failures += 1
        self._hold(d, EngineAnswer(d.id, d.seat, choice), source, None)

    def _accepted(self, answer: EngineAnswer, outcome: Outcome, source: str) -> None:
        assert self.state is not None
        self.seq += 1
        self.answers.append(answer)
        self.stats.accepted += 1
        self.stats.answers_by_source[source] = self.stats.answers_by_source.get(source, 0) + 1
        open_ids = {d.id for d in machine.pending(self.state)}
        for did in [k for k in self._held if k not in open_ids]:
            del self._held[did]
        asked_ids = {d.id for d in open_step(self.state)}  # their countdowns stay until settled
        for did in [k for k in self._opened if k not in asked_ids]:
            del self._opened[did]
        if self.state.over:
            self.result = self._final_result()
        self._save()
        self._send_updates(outcome)
        if self.result is not None:
            self.table_state = TableState.OVER
            self.results.append(self.result)
            log.info("game %d over: %s", self.game_no, self.result)
            self._broadcast_table()

    def _final_result(self) -> dict[str, Any] | None:
        """The game's result; one that moves cards between collections (Elixir Quest's real
        matches) also names the match (`match_id`: this table's nonce and the game number), so
        that each client applies it exactly once, however often it is sent."""
        assert self.state is not None
        result = self.game.result(self.state)
        if result is not None and "transfers" in result:
            result = {**result, "match_id": f"{self.nonce}-{self.game_no}"}
        return result

    def _send_updates(self, outcome: Outcome) -> None:
        assert self.state is not None
        recipients: dict[int | None, list[ConnRecord]] = {}
        for conn in self._conns.values():
            if not conn.closing and conn.proto.state is p.ConnState.GAME:
                recipients.setdefault(conn.seat, []).append(conn)
        for seat in [s for s in self._views if s not in recipients]:
            del self._views[seat]
        views = self.game.views(self.state, recipients)
        asked = machine.pending(self.state)
        public_events = [e.for_seat(None) for e in outcome.events]
        private = any(e.private is not None for e in outcome.events)
        timers = turntimer.countdowns(self.config, self.seats, self.state, self._opened, self.clock(),
                                      asked_publicly(self.config, self.game, self.state))
        olds = {seat: self._views.get(seat) for seat in recipients}
        for seat, old in olds.items():
            if old is None:
                for conn in recipients[seat]:
                    self._send_snapshot(conn)
        patches = diff_views({seat: (old, views[seat]) for seat, old in olds.items() if old is not None})
        for seat, patch in patches.items():
            events = [e.for_seat(seat) if e.private is not None and seat in e.to else public_events[i]
                      for i, e in enumerate(outcome.events)] if private else public_events
            ask = self._ask(seat, asked)
            for conn in recipients[seat]:
                changed = ask if ask != conn.ask_sent else None
                conn.ask_sent = ask
                for update in self._quiet.release(conn.id, p.Update(self.seq, events, patch, changed,
                                                                     self.result, timers)):
                    data = self._send(conn, update)
                    self.stats.update_bytes += len(data)
                    self.stats.update_frames += 1
        for seat in patches:
            self._views[seat] = views[seat]

    def _ask(self, seat: int | None, asked: list[Decision] | None = None) -> list[Any]:
        """The recipient's own pending decisions, in full (spectators: none); `asked` is
        `machine.pending(state)` when the caller already has it."""
        if seat is None or self.state is None:
            return []
        return [d.to_plain() for d in (machine.pending(self.state) if asked is None else asked) if d.seat == seat]

    def _send_snapshot(self, conn: ConnRecord) -> None:
        assert self.state is not None
        self._quiet.forget(conn.id)
        view = self.game.view(self.state, conn.seat)
        self._views[conn.seat] = view
        ask = self._ask(conn.seat)
        conn.ask_sent = ask
        timers = turntimer.countdowns(self.config, self.seats, self.state, self._opened, self.clock(),
                                      asked_publicly(self.config, self.game, self.state))
        self._send(conn, p.Snapshot(self.game_no, self.seq, conn.seat, view, ask, self.result, timers))

    def _make_bots(self) -> None:
        for seat in self.seats:
            seat.cover = None
            seat.fallback = None
            # the host's clock: a search bot stops at its time budget and never holds the table longer
            seat.bot = (make_bot(seat.bot_spec, self._bot_seed(seat.index, 1), clock=self.clock, game=self.game.name)
                        if seat.kind is SeatKind.BOT else None)

    def _bot_seed(self, seat: int, salt: int) -> int:
        return Rng(self.game_seed * 1000003 + seat * 7919 + salt).next64() >> 2

    def _covered(self, seat: SeatRecord) -> bool:
        return (seat.kind is SeatKind.HUMAN and seat.conn is None and self.table_state is TableState.PLAYING
                and self.clock() >= seat.absent_since + self.config.grace)

    def _cancel_held(self, seat: int, source: str) -> None:
        for did in [k for k, h in self._held.items() if h.answer.seat == seat and h.source == source]:
            del self._held[did]

    def _save(self) -> None:
        if self.autosave is None or self.state is None:
            return
        try:
            save(self.autosave, self.replay())
        except OSError as exc:
            log.error("autosave to %s failed: %s", self.autosave, exc)

    # ---- output -----------------------------------------------------------------------

    def _send(self, conn: ConnRecord, message: p.Message) -> bytes:
        data = conn.proto.send(message)
        self._out.append(Send(conn.id, data))
        return data

    def _reject(self, conn: ConnRecord, of: str, reason: str, detail: str, decision: int | None = None) -> None:
        self.stats.rejected += 1
        if conn.proto.state in (p.ConnState.LOBBY, p.ConnState.GAME):
            self._send(conn, p.Rejected(of, str(reason), detail, decision))

    def _refuse(self, conn: ConnRecord, reason: p.RefuseReason, detail: str) -> None:
        log.info("conn %d: refused (%s: %s)", conn.id, reason, detail)
        self._send(conn, p.Refuse(reason.value, detail))
        self._finish_close(conn, str(reason))

    def _close(self, conn: ConnRecord, reason: str, detail: str) -> None:
        """Close one connection for `reason`, telling the peer when the protocol still allows it."""
        if conn.closing:
            return
        if reason != "bye":
            log.warning("conn %d: closing (%s: %s)", conn.id, reason, detail)
        if isinstance(reason, p.CloseReason):
            # A last frame telling why, even after a protocol error closed the state machine.
            self._out.append(Send(conn.id, p.pack(p.Error(reason.value, detail))))
        self._finish_close(conn, str(reason))

    def _drop(self, conn: ConnRecord, detail: str) -> None:
        if conn.closing:
            self._conns.pop(conn.id, None)
            return
        self._finish_close(conn, "lost")
        self._conns.pop(conn.id, None)

    def _finish_close(self, conn: ConnRecord, reason: str) -> None:
        conn.closing = True
        self._quiet.forget(conn.id)
        conn.proto.close()
        self.stats.closes[reason] = self.stats.closes.get(reason, 0) + 1
        self._out.append(Close(conn.id, reason))
        if conn.seat is not None:
            seat = self.seats[conn.seat]
            if seat.conn == conn.id:
                seat.conn = None
                seat.absent_since = self.clock()
                seat.rematch = False
                self._broadcast_table()
        self._conns.pop(conn.id, None)

    def _broadcast_table(self) -> None:
        info = self.table_info()
        for conn in self._conns.values():
            if not conn.closing and conn.proto.state in (p.ConnState.LOBBY, p.ConnState.GAME):
                self._send(conn, p.Table(info, conn.seat))
