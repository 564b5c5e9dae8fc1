"""The order in which a table shows what its link received: events first, then the view.

Every table scene (whatever the game) takes its link's updates through an `EventFeed`. An
update's events are played one by one, each holding the next for as long as its animation
asks; the view and decisions that follow them are shown only once they have all played, so
a player's next decision is offered as soon as the events leading to it have been shown. A
snapshot (join, rejoin, resync) replaces everything at once, without animating old events.
Skipping (the F key, an instant animation speed) plays everything queued without holding.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from game.link import LinkUpdate

PlayEvent = Callable[[dict[str, Any], bool], float]
"""``play(event, animate)``: show one event (animated or not); returns how long (seconds of
game time) the next event must wait."""

ShowUpdate = Callable[[LinkUpdate], None]
"""``show(update)``: take in the view and decisions of an update whose events have played."""


class EventFeed:
    """Queued link updates, played in order against a game clock."""

    def __init__(self) -> None:
        self.queue: deque[LinkUpdate] = deque()
        self.events: list[dict[str, Any]] = []
        self.pending: LinkUpdate | None = None
        self.hold_until = 0.0
        self.skipping = False

    @property
    def idle(self) -> bool:
        """Whether every received update has been shown (input for the next decision is open)."""
        return not self.queue and not self.events and self.pending is None

    def add(self, update: LinkUpdate) -> None:
        """Queue an update that carries events, a view or decisions."""
        self.queue.append(update)

    def pump(self, now: float, instant: bool, play: PlayEvent, show: ShowUpdate) -> None:
        """Play what is due at `now`; with `instant` (or while skipping) play everything queued."""
        while True:
            fast = instant or self.skipping
            if not fast and self.hold_until > now:
                return
            if self.events:
                event = self.events.pop(0)
                self.hold_until = now + max(0.0, play(event, not fast))
                continue
            if self.pending is not None:
                shown, self.pending = self.pending, None
                show(shown)
                continue
            if not self.queue:
                self.skipping = False
                return
            update = self.queue.popleft()
            if update.snapshot:
                show(update)
                continue
            self.events = list(update.events)
            self.pending = update

    def skip(self, now: float) -> None:
        """Play everything queued at once, from the next `pump` on."""
        self.skipping = True
        self.hold_until = now
