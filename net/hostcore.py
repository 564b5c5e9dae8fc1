"""What every part of the host shares: the table's records, and the way frames leave.

`HostCore` holds the table (game, options, seats, configuration, the engine state once a game
runs), the open connections and the queue of outputs (`Send`, `Close`) that `Host.drain`
hands to the I/O layer. Its methods are the host's only ways to send a message, refuse a
request, close a connection or tell everyone that the table changed, and the public
descriptions of the table (`table_info`, `replay`). The answer loop (`net.answerloop`) and the
host's interface and message handling (`net.host`) build on it.
"""

from __future__ import annotations

import logging
import math
import secrets
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.core.decisions import Answer as EngineAnswer
from engine.core.game import Game
from engine.core.machine import MachineState, plain_class
from engine.core.replay import Replay, save, state_hash
from net import protocol as p
from net.fanout import Fanout
from net.history import EventHistory
from net.hostrecords import Close, ConnRecord, HeldAnswer, HostStats, Output, SeatRecord, Send
from net.tableconfig import HostConfig, SeatKind, SeatSpec, TableState

log = logging.getLogger("net.host")

Clock = Callable[[], float]
"""The host's clock: seconds, only ever compared with each other."""


@plain_class
class HostCore:
    """The records of one table and the host's ways to send; see the module doc."""

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
        self._fanout = Fanout(game, self.stats, self._out)
        self._history = EventHistory()  # the current game's events, for connections that join it late
        self._opened: dict[int, float] = {}
        self._held: dict[int, HeldAnswer] = {}
        self._faults: dict[int, int] = {}  # decision id -> times the engine failed on an answer to it
        self._said: list[p.Chat] = []  # the table's last chat lines, told to whoever joins (`Welcome.chat`)
        self.stopping = False
        """The table is closing (`Host.shutdown`): its connections close without telling the others."""

    # ---- the table, described -------------------------------------------------------

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
            "auto_start": self.config.auto_start,
            "seats": [{
                "seat": s.index, "kind": s.kind.value, "name": s.name, "taken": s.taken,
                "present": s.kind is SeatKind.BOT or s.conn is not None, "left": s.left,
                "covered": self._covered(s), "rematch": s.rematch,
            } for s in self.seats],
            "spectators": len(self.watchers()),
            "watching": self.watchers(),
        }

    def watchers(self) -> list[str]:
        """The names of the spectators connected now, first come first."""
        return [c.name for c in self._conns.values() if c.watching and not c.closing]

    def seats_free(self) -> int:
        """Human seats nobody has taken yet."""
        return sum(1 for s in self.seats if s.kind is SeatKind.HUMAN and not s.taken)

    def players_present(self) -> int:
        """Human seats whose player is connected now."""
        return sum(1 for s in self.seats if s.kind is SeatKind.HUMAN and s.conn is not None)

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

    def _covered(self, seat: SeatRecord) -> bool:
        return (seat.kind is SeatKind.HUMAN and seat.conn is None and self.table_state is TableState.PLAYING
                and self.clock() >= seat.absent_since + self.config.grace)

    def _save(self) -> None:
        if self.autosave is None or self.state is None:
            return
        try:
            save(self.autosave, self.replay())
        except OSError as exc:
            log.error("autosave to %s failed: %s", self.autosave, exc)

    def _fault(self, doing: str) -> None:
        """Log the exception being handled, with its traceback, and count it."""
        self.stats.faults += 1
        log.exception("internal error while %s; the host goes on serving", doing)

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
        if reason == p.CloseReason.SHUTDOWN:  # the operator stopped the host: expected, not a fault
            log.info("conn %d: closing (%s: %s)", conn.id, reason, detail)
        elif reason != "bye":
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
        watcher = conn.watching and not conn.closing
        who = f" (seat {conn.seat})" if conn.seat is not None else f" ({conn.name}, watching)" if watcher else ""
        # A connection gone before its hello was nobody at the table: a LAN list or a title
        # checking that the host answers. At INFO it read as a player dropping.
        probe = conn.proto.state is p.ConnState.HANDSHAKE
        log.log(logging.DEBUG if probe else logging.INFO, "conn %d%s: %s", conn.id, who,
                {"bye": "left the table", "lost": "connection lost"}.get(reason, f"closed ({reason})"))
        conn.closing = True
        self._fanout.forget(conn.id)
        conn.proto.close()
        self.stats.closes[reason] = self.stats.closes.get(reason, 0) + 1
        self._out.append(Close(conn.id, reason))
        if conn.seat is not None:
            seat = self.seats[conn.seat]
            if seat.conn == conn.id:
                seat.conn = None
                if reason == "bye" and self.table_state is TableState.LOBBY:
                    self._free_seat(seat)  # left before any game: the seat is for whoever comes next
                else:
                    # left on purpose (`bye`): a bot covers at once, no grace; the table says so at once
                    seat.absent_since = -math.inf if reason == "bye" else self.clock()
                    seat.cover_told = reason == "bye"
                    seat.rematch = False
                self._broadcast_table()
        if watcher:
            self._broadcast_table()  # the players are told who stopped watching (`watching`)
        self._conns.pop(conn.id, None)

    def _free_seat(self, seat: SeatRecord) -> None:
        """Empty a human seat for the next player: no token (the old one stops working), no name."""
        seat.token, seat.conn, seat.name = None, None, ""
        seat.absent_since, seat.cover_told, seat.cover_played, seat.rematch = -math.inf, False, False, False

    def _broadcast_table(self) -> None:
        if self.stopping:
            # Players closed one by one as the table closes would be told to the others as gone,
            # a bot taking their seats: everyone is told the table closed instead (`shutdown`).
            return
        info = self.table_info()
        for conn in self._conns.values():
            if not conn.closing and conn.proto.state in (p.ConnState.LOBBY, p.ConnState.GAME):
                self._send(conn, p.Table(info, conn.seat))
