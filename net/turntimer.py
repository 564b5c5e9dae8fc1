"""The optional turn timer of a table: how long a human seat may take over one decision.

Off by default (`HostConfig.turn_time` is None). When it is set, each decision asked of a
human seat has a deadline: `turn_time` seconds after the decision opened. When it passes, the
seat's bot answers that one decision (the host's `timer` answers); the player keeps the seat
and the next decision has a fresh deadline.

Reaction windows are treated alike for every seat: all decisions of a window open together
and share one deadline, never earlier than the window's fixed floor, so neither the timer nor
the countdown tells who could react. The countdowns every recipient gets (`countdowns`) list
the open decisions of human seats, which the views already name; held answers are not left
out, so the countdowns never show who answered a window early either.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from engine.core import machine
from engine.core.decisions import Decision
from engine.core.machine import MachineState
from net.hostrecords import SeatRecord
from net.tableconfig import HostConfig, SeatKind


def deadline(config: HostConfig, decision: Decision, opened: float) -> float | None:
    """When the timer of `decision` (opened at `opened`) runs out; None without a turn timer."""
    if config.turn_time is None:
        return None
    if decision.kind in config.floor_kinds:
        return opened + max(config.turn_time, config.react_floor)
    return opened + config.turn_time


def timed(seats: Sequence[SeatRecord], decision: Decision) -> bool:
    """Whether the turn timer applies to `decision`: it is asked of a human seat."""
    return seats[decision.seat].kind is SeatKind.HUMAN


def expired(config: HostConfig, seats: Sequence[SeatRecord], decision: Decision, opened: float,
            now: float) -> bool:
    """True when `decision`, of a human seat, has run out of time at `now`."""
    due = deadline(config, decision, opened)
    return due is not None and timed(seats, decision) and now >= due


def due_times(config: HostConfig, seats: Sequence[SeatRecord], pending: Iterable[Decision],
              opened: Mapping[int, float], held: Iterable[int]) -> list[float]:
    """The deadlines the host's timers must wake for: open decisions of human seats with no
    answer held yet."""
    if config.turn_time is None:
        return []
    waiting = set(held)
    out: list[float] = []
    for d in pending:
        if d.id in opened and d.id not in waiting and timed(seats, d):
            due = deadline(config, d, opened[d.id])
            if due is not None:
                out.append(due)
    return out


def countdowns(config: HostConfig, seats: Sequence[SeatRecord], state: MachineState | None,
               opened: Mapping[int, float], now: float,
               pending: Iterable[Decision] | None = None) -> list[dict[str, Any]] | None:
    """What every recipient is told of the clocks (the `timers` field of `snapshot` and
    `update`): for each open decision of a human seat, ``{"seat", "decision", "left"}`` with
    the seconds left (rounded to 0.01, never negative). None when the table has no turn timer
    or no game running. `pending` is ``machine.pending(state)`` when the caller has it."""
    if config.turn_time is None or state is None or state.over:
        return None
    out: list[dict[str, Any]] = []
    for d in machine.pending(state) if pending is None else pending:
        if timed(seats, d):
            due = deadline(config, d, opened.get(d.id, now))
            assert due is not None
            out.append({"seat": d.seat, "decision": d.id, "left": round(max(0.0, due - now), 2)})
    return out
