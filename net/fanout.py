"""The fan-out of a change: the snapshot or update frame each recipient gets, redacted for it.

After every accepted answer the host tells every connection in a game what changed, as that
connection's seat may see it: the events filtered for the seat (`Event.for_seat`), a patch
from the view it was last sent to its current view (`net.patch`), its own pending decisions
when they changed, the result once the game is over and the turn timer's countdowns. A
connection that has no view yet (it just joined, or asked to resync) gets a whole snapshot
instead. `Fanout` keeps the last view sent to each seat and the updates held back for each
connection (`net.quiet`); it never sees the unfiltered state's hidden parts, only views.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.decisions import Decision
from engine.core.events import Event
from engine.core.game import Game
from engine.core.machine import MachineState
from net import protocol as p
from net.hostrecords import ConnRecord, HostStats, Output, Send
from net.patch import diff_views
from net.quiet import QuietUpdates


def own_asks(seat: int | None, asked: Sequence[Decision]) -> list[Any]:
    """The decisions of `asked` addressed to `seat`, in full (a spectator: none)."""
    if seat is None:
        return []
    return [d.to_plain() for d in asked if d.seat == seat]


class Fanout:
    """The last view sent to each seat, and the frames that bring every recipient up to date.

    Frames are appended to `out` (the host's output queue) as `Send`s; `stats` counts the
    update frames and their bytes.
    """

    def __init__(self, game: Game, stats: HostStats, out: list[Output]) -> None:
        self.game = game
        self.stats = stats
        self.out = out
        self._views: dict[int | None, dict[str, Any]] = {}
        self._quiet = QuietUpdates()

    def reset(self) -> None:
        """A new game starts: no recipient has a view of it yet."""
        self._views = {}

    def forget(self, conn: int) -> None:
        """Connection `conn` got a snapshot or is gone: the updates held for it are dropped."""
        self._quiet.forget(conn)

    def snapshot(self, conn: ConnRecord, state: MachineState, game_no: int, seq: int, asked: Sequence[Decision],
                 result: dict[str, Any] | None, timers: list[Any] | None) -> None:
        """Send `conn` everything its seat may know now (its view becomes the one patches start from)."""
        self._quiet.forget(conn.id)
        view = self.game.view(state, conn.seat)
        self._views[conn.seat] = view
        ask = own_asks(conn.seat, asked)
        conn.ask_sent = ask
        self._send(conn, p.Snapshot(game_no, seq, conn.seat, view, ask, result, timers))

    def update(self, recipients: dict[int | None, list[ConnRecord]], state: MachineState,
               events: Sequence[Event], asked: Sequence[Decision], seq: int, result: dict[str, Any] | None,
               timers: list[Any] | None, game_no: int) -> None:
        """Tell every recipient (connections in a game, by seat) about accepted answer `seq`.

        `events` are the answer's events, `asked` the pending decisions after it. A recipient
        with no view yet gets a snapshot of game `game_no` instead of an update.
        """
        for seat in [s for s in self._views if s not in recipients]:
            del self._views[seat]
        views = self.game.views(state, recipients)
        public_events = [e.for_seat(None) for e in events]
        private = any(e.private is not None for e in events)
        olds = {seat: self._views.get(seat) for seat in recipients}
        for seat, old in olds.items():
            if old is None:
                for conn in recipients[seat]:
                    self.snapshot(conn, state, game_no, seq, asked, result, timers)
        patches = diff_views({seat: (old, views[seat]) for seat, old in olds.items() if old is not None})
        for seat, patch in patches.items():
            seat_events = [e.for_seat(seat) if e.private is not None and seat in e.to else public_events[i]
                           for i, e in enumerate(events)] if private else public_events
            ask = own_asks(seat, asked)
            for conn in recipients[seat]:
                changed = ask if ask != conn.ask_sent else None
                conn.ask_sent = ask
                for update in self._quiet.release(conn.id, p.Update(seq, seat_events, patch, changed,
                                                                     result, timers)):
                    data = self._send(conn, update)
                    self.stats.update_bytes += len(data)
                    self.stats.update_frames += 1
        for seat in patches:
            self._views[seat] = views[seat]

    def _send(self, conn: ConnRecord, message: p.Message) -> bytes:
        data = conn.proto.send(message)
        self.out.append(Send(conn.id, data))
        return data
