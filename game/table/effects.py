"""Animations any table can play: effects drawn from the game clock's time, and the sparks,
banners and confetti games make of them.

An `Effect` is drawn from the game clock's time (`now`) alone, so drawing never changes state;
`Effects` keeps the running ones and drops those that have finished. `Sparks` makes the
particles, banners and confetti (its generator only varies particles, never game state).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

import pygame

from game.table.layout import TableLayout
from game.table.res import GOLD, GOLD_LIGHT, LEVEL_COLORS, Color

Point = tuple[float, float]


def lerp(a: float, b: float, t: float) -> float:
    """The point a fraction `t` of the way from `a` to `b`."""
    return a + (b - a) * t


def ease_out(t: float) -> float:
    """Fast then slow: 0 at 0, 1 at 1 (cubic ease-out)."""
    return 1 - (1 - t) ** 3


@dataclass
class Effect:
    """Something drawn for a while: from `start` for `duration` seconds of game time."""

    start: float
    duration: float
    on_top: ClassVar[bool] = False
    """Drawn after every other effect (a banner is read over the cards flying under it)."""

    def progress(self, now: float) -> float:
        """0 before the start, 1 at the end."""
        if self.duration <= 0:
            return 1.0
        return max(0.0, min(1.0, (now - self.start) / self.duration))

    def finished(self, now: float) -> bool:
        """Whether the effect is over."""
        return now >= self.start + self.duration

    def draw(self, surface: pygame.Surface, now: float) -> None:
        """Draw the effect as it is at `now`."""


@dataclass
class Particle:
    """One spark: position, velocity (px/s), lifetime (s), colour, size."""

    x: float
    y: float
    vx: float
    vy: float
    life: float
    color: Color
    size: int


@dataclass
class Burst(Effect):
    """Sparks flying out of a point, falling a little, fading; drawn additively."""

    sparks: list[Particle] = field(default_factory=list)
    dots: Callable[[Color, int], pygame.Surface] | None = None

    def draw(self, surface: pygame.Surface, now: float) -> None:
        if now < self.start or self.dots is None:
            return
        age = now - self.start
        for p in self.sparks:
            if age > p.life:
                continue
            k = 1 - age / p.life
            x = p.x + p.vx * age
            y = p.y + p.vy * age + 120 * age * age
            dot = self.dots(p.color, max(2, round(p.size * (0.4 + 0.6 * k))))
            surface.blit(dot, (round(x) - dot.get_width() // 2, round(y) - dot.get_height() // 2),
                         special_flags=pygame.BLEND_RGB_ADD)


@dataclass
class PopText(Effect):
    """A word rising from a point and fading (a bid, "pass", a syllable)."""

    image: pygame.Surface | None = None
    at: Point = (0.0, 0.0)
    rise: float = 30.0

    def draw(self, surface: pygame.Surface, now: float) -> None:
        if now < self.start or self.image is None:
            return
        t = self.progress(now)
        img = self.image
        if t > 0.6:
            img = img.copy()
            img.set_alpha(round(255 * (1 - (t - 0.6) / 0.4)))
        y = self.at[1] - self.rise * ease_out(t)
        surface.blit(img, img.get_rect(center=(round(self.at[0]), round(y))))


@dataclass
class PopIcon(Effect):
    """An icon growing at a point, then fading (counter, shield, divert, a new lasting effect)."""

    image: pygame.Surface | None = None
    at: Point = (0.0, 0.0)

    def draw(self, surface: pygame.Surface, now: float) -> None:
        if now < self.start or self.image is None:
            return
        t = self.progress(now)
        k = min(1.0, t / 0.25)
        size = max(4, round(self.image.get_width() * (0.5 + 0.5 * ease_out(k))))
        img = pygame.transform.scale(self.image, (size, size))
        if t > 0.7:
            img.set_alpha(round(255 * (1 - (t - 0.7) / 0.3)))
        surface.blit(img, img.get_rect(center=(round(self.at[0]), round(self.at[1]))))


@dataclass
class Shade(Effect):
    """A translucent plate over part of the table for a while (fading in and out), under the
    cards an effect lays there: what the board shows beneath, its labels included, steps back."""

    plate: pygame.Surface | None = None
    at: Point = (0.0, 0.0)

    def draw(self, surface: pygame.Surface, now: float) -> None:
        if now < self.start or self.plate is None:
            return
        t = self.progress(now)
        self.plate.set_alpha(round(255 * min(1.0, t / 0.15, (1 - t) / 0.15)))
        surface.blit(self.plate, (round(self.at[0]), round(self.at[1])))
        self.plate.set_alpha(255)  # the plate is shared (`Resources.plate`)


@dataclass
class Banner(Effect):
    """A line of big text on a dark ribbon across the table's middle, over everything else."""

    image: pygame.Surface | None = None
    at: Point = (0.0, 0.0)
    ribbon: pygame.Surface | None = None
    on_top: ClassVar[bool] = True

    def draw(self, surface: pygame.Surface, now: float) -> None:
        if now < self.start or self.image is None:
            return
        t = self.progress(now)
        alpha = 255 if 0.12 < t < 0.85 else round(255 * (t / 0.12 if t <= 0.12 else (1 - t) / 0.15))
        if self.ribbon is not None:
            self.ribbon.set_alpha(alpha)
            surface.blit(self.ribbon, self.ribbon.get_rect(center=(round(self.at[0]), round(self.at[1]))))
        self.image.set_alpha(alpha)
        surface.blit(self.image, self.image.get_rect(center=(round(self.at[0]), round(self.at[1]))))


@dataclass
class Pointer(Effect):
    """The Am-Stram-Gram finger: hops from `a` to `b` and shows the syllable over `b`."""

    a: Point = (0.0, 0.0)
    b: Point = (0.0, 0.0)
    ring: pygame.Surface | None = None
    word: pygame.Surface | None = None
    hop: float = 40.0
    linger: float = 0.0

    def finished(self, now: float) -> bool:
        return now >= self.start + self.duration + self.linger

    def draw(self, surface: pygame.Surface, now: float) -> None:
        if now < self.start or self.ring is None:
            return
        t = ease_out(self.progress(now))
        x = lerp(self.a[0], self.b[0], t)
        y = lerp(self.a[1], self.b[1], t) - self.hop * math.sin(math.pi * t)
        surface.blit(self.ring, self.ring.get_rect(center=(round(x), round(y))))
        if self.word is not None and t > 0.5:
            surface.blit(self.word, self.word.get_rect(midbottom=(round(x), round(y - self.ring.get_height() / 2))))


class Effects:
    """The effects running now."""

    def __init__(self) -> None:
        self.items: list[Effect] = []

    def add(self, *effects: Effect) -> None:
        """Start more effects."""
        self.items.extend(effects)

    def prune(self, now: float) -> None:
        """Drop the effects that have finished."""
        self.items = [e for e in self.items if not e.finished(now)]

    def clear(self) -> None:
        """Stop everything."""
        self.items.clear()

    def busy(self, now: float) -> bool:
        """Whether anything is still playing."""
        return any(not e.finished(now) for e in self.items)

    def draw(self, surface: pygame.Surface, now: float) -> None:
        """Draw every running effect, oldest first, those `on_top` (banners) after all the others."""
        for e in self.items:
            if not e.on_top:
                e.draw(surface, now)
        for e in self.items:
            if e.on_top:
                e.draw(surface, now)


class Sparks:
    """Particles, banners and confetti for a table's animations."""

    def __init__(self) -> None:
        self.rng = random.Random(7)
        self._dots: dict[tuple[Color, int], pygame.Surface] = {}

    def dot(self, color: Color, size: int) -> pygame.Surface:
        """A soft round spark of `color`, `size` px, for additive drawing (cached)."""
        key = (color, size)
        surf = self._dots.get(key)
        if surf is None:
            surf = pygame.Surface((size * 2, size * 2))
            surf.fill((0, 0, 0))
            for r in range(size, 0, -1):
                k = (1 - r / size) ** 1.5
                c = tuple(min(255, round(ch * (0.25 + 0.75 * k))) for ch in color[:3])
                pygame.draw.circle(surf, c, (size, size), r)
            self._dots[key] = surf
        return surf

    def burst(self, at: Point, now: float, level: int, scale: float, *, count: int | None = None,
              colors: tuple[Color, ...] | None = None, speed: float = 160.0, life: float = 0.9) -> Burst:
        """Sparks out of `at`: more, faster and longer-lived for higher spell levels."""
        n = count if count is not None else (10, 22, 38, 60)[min(4, max(1, level)) - 1]
        palette = colors or (LEVEL_COLORS.get(level, GOLD), GOLD, GOLD_LIGHT)
        sparks = []
        for _ in range(n):
            ang = self.rng.uniform(0, 2 * math.pi)
            v = self.rng.uniform(0.3, 1.0) * speed * scale * (1 + 0.25 * level)
            sparks.append(Particle(at[0], at[1], v * math.cos(ang), v * math.sin(ang) - 60 * scale,
                                   self.rng.uniform(0.5, 1.0) * life, self.rng.choice(palette),
                                   max(2, round(self.rng.uniform(3, 7) * scale))))
        return Burst(now, life, sparks, self.dot)

    def confetti(self, layout: TableLayout, now: float) -> Burst:
        """The winner's celebration: sparks of every colour raining across the table."""
        colors = (*LEVEL_COLORS.values(), GOLD, GOLD_LIGHT)
        sparks = []
        t = layout.table
        for _ in range(160):
            sparks.append(Particle(self.rng.uniform(t.x, t.right), self.rng.uniform(-t.height * 0.5, 0),
                                   self.rng.uniform(-30, 30), self.rng.uniform(60, 200) * layout.scale,
                                   self.rng.uniform(3.0, 5.0), self.rng.choice(colors),
                                   max(2, round(self.rng.uniform(3, 6) * layout.scale))))
        return Burst(now, 5.0, sparks, self.dot)

    def banner(self, st: Any, text: str, now: float, duration: float, *, small: bool = False) -> Banner:
        """A banner over the centre of the table (`st`: anything with the table's `layout` and `res`)."""
        lay = st.layout
        img = st.res.text(text, lay.px(30 if small else 44), GOLD_LIGHT, "title", shadow=3)
        ribbon = pygame.Surface((min(lay.table.width, img.get_width() + lay.px(80)), img.get_height() + lay.px(16)),
                                pygame.SRCALPHA)
        ribbon.fill((20, 12, 40, 235))  # nearly opaque: the cards under it must not read through the words
        pygame.draw.line(ribbon, GOLD, (0, 0), (ribbon.get_width(), 0), max(1, lay.px(2)))
        pygame.draw.line(ribbon, GOLD, (0, ribbon.get_height() - 1), (ribbon.get_width(), ribbon.get_height() - 1),
                         max(1, lay.px(2)))
        y = lay.centre.y + lay.px(30) if small else lay.centre.centery
        return Banner(now, duration, img, (lay.table.centerx, y), ribbon)
