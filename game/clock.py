"""Game time and tweens. Time moves only when `GameClock.tick(dt)` is called.

Nothing here reads the wall clock, so tests step time exactly and animations replay the
same way every run. Tweens animate one attribute of one object; a new tween on the same
(object, attribute) replaces the old one, as in pgzero.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Easing = Callable[[float], float]


def linear(t: float) -> float:
    """No easing."""
    return t


def ease_out_cubic(t: float) -> float:
    """Fast start, soft landing: cards flying into place."""
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    """Soft start and end: panels sliding."""
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """Overshoots a little, then settles: a card popping up."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_elastic(t: float) -> float:
    """Springy: a hopping hand."""
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi) / 3) + 1


@dataclass
class Tween:
    """Moves `target.attr` from `start` to `end` over `duration` seconds of game time."""

    target: Any
    attr: str
    start: float
    end: float
    duration: float
    easing: Easing = ease_out_cubic
    delay: float = 0.0
    on_done: Callable[[], None] | None = None
    elapsed: float = 0.0
    done: bool = False

    def step(self, dt: float) -> None:
        """Advance by `dt` seconds and write the attribute."""
        self.elapsed += dt
        t = self.elapsed - self.delay
        if t < 0:
            return
        frac = 1.0 if self.duration <= 0 else min(1.0, t / self.duration)
        setattr(self.target, self.attr, self.start + (self.end - self.start) * self.easing(frac))
        if frac >= 1.0 and not self.done:
            self.done = True
            if self.on_done is not None:
                self.on_done()


@dataclass
class GameClock:
    """The game's own time: `now` advances only by `tick`. `speed` scales every tick
    (animation speed setting: 1, 2; `instant` finishes every tween at once)."""

    now: float = 0.0
    real: float = 0.0
    """Real seconds ticked so far, unscaled by `speed` (what a double click is timed by)."""
    speed: float = 1.0
    instant: bool = False
    _tweens: dict[tuple[int, str], Tween] = field(default_factory=dict)
    _timers: list[tuple[float, Callable[[], None]]] = field(default_factory=list)

    def tick(self, dt: float) -> None:
        """Advance game time by `dt` real seconds (scaled by `speed`), running tweens and timers."""
        scaled = dt * self.speed
        self.now += scaled
        self.real += dt
        for key, tween in list(self._tweens.items()):
            tween.step(float("inf") if self.instant else scaled)
            if tween.done and self._tweens.get(key) is tween:
                del self._tweens[key]
        due = [t for t in self._timers if t[0] <= self.now or self.instant]
        self._timers = [t for t in self._timers if not (t[0] <= self.now or self.instant)]
        for _, fn in due:
            fn()

    def tween(self, target: Any, attr: str, end: float, duration: float, *, easing: Easing = ease_out_cubic,
              delay: float = 0.0, on_done: Callable[[], None] | None = None) -> Tween:
        """Animate `target.attr` to `end`, replacing any tween already running on it."""
        tw = Tween(target, attr, float(getattr(target, attr)), end, duration, easing, delay, on_done)
        self._tweens[(id(target), attr)] = tw
        if self.instant:
            tw.step(float("inf"))
            del self._tweens[(id(target), attr)]
        return tw

    def after(self, delay: float, fn: Callable[[], None]) -> None:
        """Call `fn` once `delay` seconds of game time have passed."""
        self._timers.append((self.now + delay, fn))

    def busy(self) -> bool:
        """Whether any tween or timer is still running."""
        return bool(self._tweens or self._timers)

    def cancel(self, target: Any) -> None:
        """Stop every tween on `target` where it stands."""
        for key in [k for k in self._tweens if k[0] == id(target)]:
            del self._tweens[key]
