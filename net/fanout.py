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
from net.history import EventHistory
from net.hostrecords import ConnRecord, HostStats, Output, Send
from net.patch import diff_views
from net.quiet import QuietUpdates, shows_nothing


def own_asks(seat: int | None, asked: Sequence[Decision]) -> list[Any]:
    """The decisions of `asked` addressed to `seat`, in full (a spectator: none)."""
    if seat is None:
        return []
    return [d.to_plain() for d in asked if d.seat == seat]


def own_ids(seat: int | None, asked: Sequence[Decision]) -> tuple[int, ...]:
    """The ids of the decisions of `asked` addressed to `seat`: a decision's id names its
    content within a game, so a recipient's `ask` changed exactly when these did."""
    if seat is None:
        return ()
    return tuple([d.id for d in asked if d.seat == seat])


class Fanout:
    """The last view sent to each seat, and the frames that bring every recipient up to date.

    Frames are appended to `out` (the host's output queue) as `Send`s; `stats` counts the
    update frames and their bytes. The recipients' views are built together (`Game.views`)
    and diffed together (`net.patch.diff_views`: the parts they share are diffed once); a
    recipient's own decisions are sent again only when their ids changed.
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
                 result: dict[str, Any] | None, timers: list[Any] | None,
                 view: dict[str, Any] | None = None, history: EventHistory | None = None) -> None:
        """Send `conn` everything its seat may know now (its view becomes the one patches start
        from); `view` is the seat's view when the caller has built it already; `history`, the
        game's story so far, to tell a connection that starts or joins it."""
        self._quiet.forget(conn.id)
        if view is None:
            view = self.game.view(state, conn.seat)
        self._views[conn.seat] = view
        conn.ask_ids = own_ids(conn.seat, asked)
        told = history.told_to(conn.seat) if history is not None and len(history) else None
        self._send(conn, p.Snapshot(game_no, seq, conn.seat, view, own_asks(conn.seat, asked), result, timers, told))

    def update(self, recipients: dict[int | None, list[ConnRecord]], state: MachineState,
               events: Sequence[Event], asked: Sequence[Decision], seq: int, result: dict[str, Any] | None,
               timers: list[Any] | None, game_no: int) -> None:
        """Tell every recipient (connections in a game, by seat) about accepted answer `seq`.

        `events` are the answer's events, `asked` the pending decisions after it. A recipient
        with no view yet gets a snapshot of game `game_no` instead of an update.
        """
        known = self._views
        for seat in [s for s in known if s not in recipients]:
            del known[seat]
        views = self.game.views(state, recipients)
        pairs: dict[int | None, tuple[dict[str, Any], dict[str, Any]]] = {}
        for seat, conns in recipients.items():
            old = known.get(seat)
            if old is not None:
                pairs[seat] = (old, views[seat])
                continue
            for conn in conns:
                self.snapshot(conn, state, game_no, seq, asked, result, timers, views[seat])
        if not pairs:
            return
        patches = diff_views(pairs)
        public_events = [e.for_seat(None) for e in events]
        private = any(e.private is not None for e in events)
        for seat, patch in patches.items():
            seat_events = public_events
            if private:
                seat_events = [e.for_seat(seat) if e.private is not None and seat in e.to else public_events[i]
                               for i, e in enumerate(events)]
            ids = own_ids(seat, asked)
            ask: list[Any] | None = None
            for conn in recipients[seat]:
                changed = ids != conn.ask_ids
                conn.ask_ids = ids
                if changed and ask is None:
                    ask = own_asks(seat, asked)
                update = p.Update(seq, seat_events, patch, ask if changed else None, result, timers)
                if shows_nothing(update):
                    self._quiet.hold(conn.id, update)
                    continue
                for held in self._quiet.take(conn.id, timers):
                    self._counted(conn, held)
                self._counted(conn, update)
            known[seat] = pairs[seat][1]

    def _counted(self, conn: ConnRecord, update: p.Update) -> None:
        """Send `update` to `conn`, counted in the stats."""
        data = self._send(conn, update)
        self.stats.update_bytes += len(data)
        self.stats.update_frames += 1

    def _send(self, conn: ConnRecord, message: p.Message) -> bytes:
        data = conn.proto.send(message)
        self.out.append(Send(conn.id, data))
        return data
