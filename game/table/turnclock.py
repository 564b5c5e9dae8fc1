"""The turn timer at the table: a countdown on the panel of each seat the table waits for.

A table hosted with a turn timer sends, with every snapshot and update, the seconds left to
each open decision of a human seat (`LinkUpdate.timers`, see docs/PROTOCOL.md). `TurnClock`
takes them as they arrive and counts them down in real seconds: it moves by the frame's own
`dt`, not by the animation clock, which runs faster at a higher animation speed, so the badge
says how long the player really has. `draw` puts a small round badge (seconds left, and a ring
that empties as time runs out, red for the last seconds) on the top right corner of each
waited-for seat's panel. A table without a turn timer shows nothing.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

import pygame

from game.link import LinkUpdate
from game.table.layout import TableLayout
from game.table.res import GOLD, GOLD_LIGHT, NIGHT, RED, WHITE, Resources

URGENT = 5.0
"""Seconds left below which the badge turns red."""


@dataclass(frozen=True, slots=True)
class Countdown:
    """One seat's clock: when it runs out (on the `TurnClock`'s time) and how long it had."""

    due: float
    total: float


class TurnClock:
    """The countdowns of the seats the table waits for, on its own clock of real seconds."""

    def __init__(self) -> None:
        self.now = 0.0
        self._clocks: dict[int, Countdown] = {}
        self._totals: dict[int, float] = {}  # decision id -> the most time it was ever shown with

    def update(self, updates: list[LinkUpdate], dt: float) -> list[LinkUpdate]:
        """Let `dt` real seconds pass, then take the countdowns of `updates` (the frame's, in
        order); returns `updates`, for the caller to go on with."""
        self.now += max(0.0, dt)
        for u in updates:
            if u.timers is not None:
                self.take(u.timers)
        return updates

    def take(self, timers: Iterable[Mapping[str, object]]) -> None:
        """Replace every countdown by `timers` (``{"seat", "decision", "left"}``, seconds left now)."""
        clocks: dict[int, Countdown] = {}
        totals: dict[int, float] = {}
        for c in timers:
            seat, decision, left = c.get("seat"), c.get("decision"), c.get("left")
            if not isinstance(seat, int) or isinstance(left, bool) or not isinstance(left, int | float):
                continue
            left = max(0.0, float(left))
            key = decision if isinstance(decision, int) else -1 - seat
            total = totals[key] = max(left, self._totals.get(key, 0.0))
            due = self.now + left
            if seat not in clocks or due < clocks[seat].due:
                clocks[seat] = Countdown(due, total)
        self._clocks, self._totals = clocks, totals

    def left(self, seat: int) -> float | None:
        """Seconds left to `seat` (0 once run out), or None when the table is not timing it."""
        clock = self._clocks.get(seat)
        return None if clock is None else max(0.0, clock.due - self.now)

    def draw(self, surface: pygame.Surface, res: Resources, lay: TableLayout, seat: int | None) -> None:
        """Draw a badge on the panel of each timed seat: the other seats' plaques of `lay`, and
        the home panel of our own `seat` (None: a spectator has none)."""
        panels = dict(lay.plaques)
        if seat is not None:
            panels[seat] = lay.home
        for timed, rect in panels.items():
            left = self.left(timed)
            if left is not None:
                self._badge(surface, res, rect, left, self._clocks[timed].total, lay.scale)

    def _badge(self, surface: pygame.Surface, res: Resources, rect: pygame.Rect, left: float, total: float,
               scale: float) -> None:
        r = max(8, round(16 * scale))
        width = max(2, round(3 * scale))
        centre = (rect.right - r // 2, rect.top + r // 2)
        urgent = left <= URGENT
        colour = RED if urgent else GOLD
        pygame.draw.circle(surface, NIGHT, centre, r)
        pygame.draw.circle(surface, (60, 50, 90), centre, r, width)
        share = left / total if total > 0 else 0.0
        if share > 0:
            box = pygame.Rect(0, 0, 2 * r, 2 * r)
            box.center = centre
            start = math.pi / 2  # the ring empties clockwise from twelve o'clock
            pygame.draw.arc(surface, colour, box, start, start + 2 * math.pi * min(1.0, share), width)
        digits = res.text(str(math.ceil(left)), max(8, round(15 * scale)), WHITE if urgent else GOLD_LIGHT,
                          "text_bold")
        surface.blit(digits, digits.get_rect(center=centre))
