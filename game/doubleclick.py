"""The second click of a double click never acts on what the first one brought up: `DoubleClick`.

A click often puts something new where the pointer is: the menu's "Play against bots" opens the
game chooser with a game's card under the pointer, "Cast" turns the prompt bar into the choice
of a target with a player's button in its place, a forfeit's "Give 2 Finds" becomes the choice
of Finds with Cancel where it was. A player who double-clicks (by habit, or because a click
seemed lost) then answered a question never read: a tester's spell went at a player they
never chose. A press counts as the second half of a double click when it comes within
`DOUBLE_CLICK_SECONDS` of the last and within `DOUBLE_CLICK_SLOP` pixels of it; it is swallowed
when what lies under the pointer is no longer what the first press pressed. A quick second
press on the same thing (the bid's "+" twice) still counts.
"""

from __future__ import annotations

from dataclasses import dataclass

DOUBLE_CLICK_SECONDS = 0.4
"""Seconds within which a second press is the second half of a double click: the usual
desktops' double-click interval, and shorter than a player takes to read a new question and aim."""

DOUBLE_CLICK_SLOP = 6
"""How far (window pixels, either way) the second press of a double click may land from the first."""


@dataclass(frozen=True)
class Press:
    """A left-button press: where, when (real seconds: `GameClock.real`, unscaled by the animation
    speed), and what it pressed (anything comparable)."""

    pos: tuple[int, int]
    at: float
    under: object


class DoubleClick:
    """Tells which presses to swallow (see the module docstring); one per place that takes clicks
    (the app's scene stack, a table's prompt)."""

    def __init__(self) -> None:
        self._last: Press | None = None

    def swallows(self, pos: tuple[int, int], now: float, under: object, *, changed: bool = False) -> bool:
        """Record a left press at `pos` at `now` on `under`; True when it is the second half of a
        double click and what it would press is not what the first pressed (`under` differs,
        or `changed`: the caller knows the first press changed it, e.g. it sent an answer)."""
        last, self._last = self._last, Press(pos, now, under)
        if last is None or now - last.at > DOUBLE_CLICK_SECONDS:
            return False
        near = abs(pos[0] - last.pos[0]) <= DOUBLE_CLICK_SLOP and abs(pos[1] - last.pos[1]) <= DOUBLE_CLICK_SLOP
        if near and (changed or under != last.under):
            self._last = None  # swallowed: a third press starts afresh
            return True
        return False
