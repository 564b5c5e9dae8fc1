"""The host's answer loop: answers held, applied in order, and the bots that answer for seats.

Every answer, a remote player's or one the host makes itself (a seated bot, a bot covering an
absent player or a player out of time, auto-pass), is first held with the time it falls due:
at once for a player, after `bot_delay` or `cover_delay` for bots, and never before a
reaction window's fixed floor, whoever answers, so the timing never tells who could have
reacted. `AnswerLoop._pump` applies the held answers that are due, in order of due time and
decision id, schedules the bots' answers to the decisions now open, and repeats until nothing
is due. Each accepted answer is saved and fanned out (`net.fanout`). An engine failure
restores the game from its replay and refuses that answer; no exception leaves the loop.
"""

from __future__ import annotations

import logging
from typing import Any

from engine.bots import make_bot
from engine.bots.random_bot import RandomBot
from engine.core import machine
from engine.core.decisions import Answer as EngineAnswer
from engine.core.decisions import Decision, plain
from engine.core.machine import MachineState, Outcome, plain_class
from engine.core.replay import play_back
from engine.core.rng import Rng
from net import protocol as p
from net import turntimer
from net.answering import autopass_choice, bot_choice
from net.hostcore import HostCore
from net.hostrecords import ConnRecord, HeldAnswer
from net.quiet import asked_publicly, open_step
from net.tableconfig import SeatKind, TableState

log = logging.getLogger("net.host")

MAX_ENGINE_FAULTS = 3
"""How often bots retry a decision on which the engine failed before leaving it to humans."""


def _reason(outcome: Outcome) -> str:
    """The reason code sent for a refused answer."""
    return str(outcome.reason) if outcome.reason is not None else str(p.RejectReason.ENGINE_FAULT)


@plain_class
class AnswerLoop(HostCore):
    """Holding, applying and fanning out answers, and scheduling the bots; see the module doc."""

    _pumping = False
    _pending_of: tuple[MachineState | None, int] = (None, -1)
    _pending_now: list[Decision] = []

    def _pending(self) -> list[Decision]:
        """`machine.pending(self.state)`, found once per state and answer applied (read-only).

        A game's pending decisions change only when an answer is applied (its count moves)
        or the state is replaced (a new game, an engine failure restored from the replay).
        """
        state = self.state
        if state is None:
            return []
        if self._pending_of[0] is not state or self._pending_of[1] != state.answers_applied:
            self._pending_now = machine.pending(state)
            self._pending_of = (state, state.answers_applied)
        return self._pending_now

    # ---- a player's answer --------------------------------------------------------------

    def _answers_an_open_decision(self, conn: ConnRecord, message: p.Message) -> bool:
        """True for an answer to a decision now open for the connection's seat and not yet answered."""
        if not isinstance(message, p.Answer) or conn.seat is None or self.state is None:
            return False
        if message.decision in self._held:
            return False
        return any(d.id == message.decision and d.seat == conn.seat for d in self._pending())

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
        decision = next((d for d in self._pending() if d.id == msg.decision), None)
        if (decision is not None and decision.seat == conn.seat and decision.kind not in self.config.floor_kinds
                and not self._held_due()):
            # Due at once: the loop applies it now, validated by `machine.apply`, and refuses it
            # with the engine's reason if need be (no need to check it twice).
            self._hold(decision, answer, "human", conn.id)
            self._pump()
            return
        if (decision is None or decision.seat != conn.seat
                or machine.check_answer(state, decision, answer.choice) is not None):
            outcome = self._apply(answer)  # refuses, with the engine's reason
            if outcome.accepted:  # cannot happen; handled rather than trusted
                self._accepted(answer, outcome, "human")
            else:
                self._reject(conn, msg.TYPE, _reason(outcome), outcome.detail, msg.decision)
            return
        self._hold(decision, answer, "human", conn.id)

    # ---- the loop ---------------------------------------------------------------------

    def _held_due(self) -> bool:
        """Whether an answer held is due now (the loop applies those first, in order)."""
        if not self._held:
            return False
        now = self.clock()
        return any(h.due <= now for h in self._held.values())

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
                for d in self._pending():
                    self._opened.setdefault(d.id, now)
                    if d.id not in self._held:
                        try:
                            self._schedule_auto(d, now)
                        except Exception:  # counted like an engine fault, so it is not retried forever
                            self._faults[d.id] = self._faults.get(d.id, 0) + 1
                            self._fault(f"answering decision {d.id} for seat {d.seat}")
                due = [h for h in self._held.values() if h.due <= now] if self._held else None
                if not due:
                    break
                held = due[0] if len(due) == 1 else min(due, key=lambda h: (h.due, h.answer.decision))
                del self._held[held.answer.decision]
                outcome = self._apply(held.answer)
                if outcome.accepted:
                    self._accepted(held.answer, outcome, held.source)
                else:
                    (log.info if held.source == "human" else log.warning)(
                        "held %s answer refused: %s %s", held.source, outcome.reason, outcome.detail)
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

    def _accepted(self, answer: EngineAnswer, outcome: Outcome, source: str) -> None:
        assert self.state is not None
        self.seq += 1
        self.answers.append(answer)
        self._history.add(self.seq, outcome.events)
        self.stats.accepted += 1
        self.stats.answers_by_source[source] = self.stats.answers_by_source.get(source, 0) + 1
        seat = self.seats[answer.seat]
        if source != "human" and seat.kind is SeatKind.HUMAN and seat.conn is None:
            seat.cover_played = True  # its player, back, is told a bot played for them
        if self._held:
            open_ids = {d.id for d in self._pending()}
            for did in [k for k in self._held if k not in open_ids]:
                del self._held[did]
        if self._opened:
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

    def _cancel_held(self, seat: int, source: str) -> None:
        for did in [k for k, h in self._held.items() if h.answer.seat == seat and h.source == source]:
            del self._held[did]

    def _decision_deadlines(self) -> list[float]:
        """When the open decisions need the host again: grace periods of absent players, turn timers."""
        if self.state is None or self.state.over:
            return []
        times: list[float] = []
        for d in self._pending():
            seat = self.seats[d.seat]
            if seat.kind is SeatKind.HUMAN and seat.conn is None and d.id not in self._held:
                times.append(seat.absent_since + self.config.grace)
        return times + turntimer.due_times(self.config, self.seats, self._pending(), self._opened,
                                           self._held)

    # ---- the frames of a change ---------------------------------------------------------

    def _timers(self) -> list[Any] | None:
        """The turn timer's countdowns as every recipient is told them now."""
        return turntimer.countdowns(self.config, self.seats, self.state, self._opened, self.clock(),
                                    asked_publicly(self.config, self.game, self.state))

    def _send_updates(self, outcome: Outcome) -> None:
        assert self.state is not None
        recipients: dict[int | None, list[ConnRecord]] = {}
        for conn in self._conns.values():
            if not conn.closing and conn.proto.state is p.ConnState.GAME:
                recipients.setdefault(conn.seat, []).append(conn)
        self._fanout.update(recipients, self.state, outcome.events, self._pending(), self.seq,
                            self.result, self._timers(), self.game_no)

    def _send_snapshot(self, conn: ConnRecord, *, joining: bool = False) -> None:
        """Send `conn` a snapshot; `joining` (a game's start, a join while it is under way; not
        a resync) adds the game's story so far (`net.history`)."""
        assert self.state is not None
        self._fanout.snapshot(conn, self.state, self.game_no, self.seq, self._pending(), self.result,
                              self._timers(), history=self._history if joining else None)

    # ---- bots ---------------------------------------------------------------------------

    def _schedule_auto(self, d: Decision, now: float) -> None:
        assert self.state is not None
        seat = self.seats[d.seat]
        if (seat.conn is not None and not seat.auto_pass and self.config.turn_time is None
                and seat.kind is SeatKind.HUMAN):
            return  # a player at the table, nothing to answer for them (the common case, first)
        if self._faults.get(d.id, 0) >= MAX_ENGINE_FAULTS:
            return  # a bot retrying an answer the engine keeps failing on would loop forever
        reacting = seat.auto_pass and d.kind in self.config.floor_kinds
        passing = autopass_choice(d, self.config.pass_options) if reacting else None
        if seat.kind is SeatKind.BOT:
            bot, source = seat.bot, "bot"
        elif seat.conn is None and now >= seat.absent_since + self.config.grace:
            bot, source = seat.cover, "cover"
            if not seat.cover_told:  # the grace ran out: everyone learns a bot plays the seat now
                seat.cover_told = True
                self._broadcast_table()
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

    def _make_bots(self) -> None:
        for seat in self.seats:
            seat.cover = None
            seat.fallback = None
            # the host's clock: a search bot stops at its time budget and never holds the table longer
            seat.bot = (make_bot(seat.bot_spec, self._bot_seed(seat.index, 1), clock=self.clock, game=self.game.name)
                        if seat.kind is SeatKind.BOT else None)

    def _bot_seed(self, seat: int, salt: int) -> int:
        return Rng(self.game_seed * 1000003 + seat * 7919 + salt).next64() >> 2
