"""Quiet updates: an accepted answer that shows a recipient nothing is not announced to it yet.

In a simultaneous step (every seat asked at once, such as Magicoa's secret choice of gold) a
game's views do not change for the other seats when one seat answers. Sending them an
`Update` anyway (only its sequence number moving) would tell them that someone has answered,
and when. So an update with no events, an empty patch, no change to the recipient's own
questions and no result is held back for that connection; held updates are sent, in order,
just before the next update that does show something, so sequence numbers stay contiguous
(the client asks for a snapshot on any gap). Their timers are replaced by the showing
update's, so the held frames do not tell afterwards which decisions closed in which order.
A snapshot makes the held updates of its connection useless: `forget` drops them.
Game-agnostic: it looks only at what a frame would carry.

The turn timer's countdowns must not tell either: `asked_publicly` is what they list, every
decision of the open question that the game's public view still names in its `pending`, so a
game that keeps an answered decision listed until the whole question is settled (Magicoa's
choice of gold) keeps its countdown too, with its first deadline.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from engine.core.decisions import Decision
from engine.core.game import Game
from engine.core.machine import Await, MachineState
from net import protocol as p
from net.tableconfig import HostConfig


def open_step(state: MachineState) -> list[Decision]:
    """Every decision of the question open now (answered or not), by seat; [] when none is."""
    top = state.stack[-1] if state.stack and not state.over else None
    return [d for _, d in sorted(top.decisions.items())] if isinstance(top, Await) else []


def asked_publicly(config: HostConfig, game: Game, state: MachineState | None) -> list[Decision] | None:
    """The decisions of the open question that the public view names as pending: what the
    countdowns list (`turntimer.countdowns`' `pending`); None without a turn timer or a game."""
    if config.turn_time is None or state is None or state.over:
        return None
    named = {a.get("id") for a in game.view(state, None).get("pending", ())}
    return [d for d in open_step(state) if d.id in named]


def shows_nothing(update: p.Update) -> bool:
    """Whether `update` carries nothing but its sequence number (and timers)."""
    return not update.events and not update.patch and update.ask is None and update.result is None


class QuietUpdates:
    """The updates held back, per connection id."""

    def __init__(self) -> None:
        self._held: dict[int, list[p.Update]] = {}

    def hold(self, conn: int, update: p.Update) -> None:
        """Hold `update` (one that `shows_nothing`) back from connection `conn`."""
        self._held.setdefault(conn, []).append(update)

    def take(self, conn: int, timers: list[Any] | None) -> list[p.Update]:
        """The updates held for `conn`, in order, with `timers` (those of the update that
        shows something and is sent right after them); nothing is held for `conn` any more."""
        held = self._held.pop(conn, None)
        return [dataclasses.replace(u, timers=timers) for u in held] if held else []

    def forget(self, conn: int) -> None:
        """Drop what is held for `conn` (it got a snapshot, or it is gone)."""
        self._held.pop(conn, None)

    def held(self, conn: int) -> int:
        """How many updates are held for `conn`."""
        return len(self._held.get(conn, ()))
