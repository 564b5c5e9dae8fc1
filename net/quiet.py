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
"""

from __future__ import annotations

import dataclasses

from net import protocol as p


def shows_nothing(update: p.Update) -> bool:
    """Whether `update` carries nothing but its sequence number (and timers)."""
    return not update.events and not update.patch and update.ask is None and update.result is None


class QuietUpdates:
    """The updates held back, per connection id."""

    def __init__(self) -> None:
        self._held: dict[int, list[p.Update]] = {}

    def release(self, conn: int, update: p.Update) -> list[p.Update]:
        """The updates to send to connection `conn` now that `update` is due: none when it
        shows nothing (it is held), else every held update and then `update`."""
        if shows_nothing(update):
            self._held.setdefault(conn, []).append(update)
            return []
        held = self._held.pop(conn, [])
        return [dataclasses.replace(u, timers=update.timers) for u in held] + [update]

    def forget(self, conn: int) -> None:
        """Drop what is held for `conn` (it got a snapshot, or it is gone)."""
        self._held.pop(conn, None)

    def held(self, conn: int) -> int:
        """How many updates are held for `conn`."""
        return len(self._held.get(conn, ()))
