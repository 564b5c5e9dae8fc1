"""The starry backdrop behind every menu scene: the table art, a vignette and drifting sparkles.

The static layer is built once per window size; sparkles move only by `update(dt)` (game
time) from a seeded generator, so screenshots are the same every run. Reduced motion keeps
the sparkles still. No sparkle is drawn in the footer band (`FOOTER_BAND`), where every scene
writes its small key hints: a sparkle between two of their letters read as a dot ("Tab·to
move" on the title).
"""

from __future__ import annotations

import math
import random

import pygame

from game.resources import Resources

BACKGROUND = "ui/table.png"
FOOTER_BAND = 0.07
"""The bottom share of the window kept free of sparkles (the scenes' footer lines sit there)."""


class Backdrop:
    """Background layer plus sparkles for a window size."""

    def __init__(self, res: Resources, size: tuple[int, int], *, motion: bool = True, seed: int = 7) -> None:
        self.size = size
        self.motion = motion
        rng = random.Random(seed)
        w, h = size
        self.sparkles = [[rng.uniform(0, w), rng.uniform(0, h), rng.uniform(1.0, 2.6), rng.uniform(6, 22),
                          rng.uniform(0, math.tau)] for _ in range(70)]
        self.time = 0.0
        self.layer = self._build(res, size)
        dot = self._make_dot()
        self._dots = {n: pygame.transform.smoothscale(dot, (n, n)) for n in range(3, 10)}

    @staticmethod
    def _build(res: Resources, size: tuple[int, int]) -> pygame.Surface:
        base = res.cover(BACKGROUND, size).copy()
        w, h = size
        # Vignette: darken towards the edges, cheaply, with a scaled-up small gradient.
        small = pygame.Surface((16, 9), pygame.SRCALPHA)
        for x in range(16):
            for y in range(9):
                dx, dy = (x - 7.5) / 8, (y - 4) / 4.5
                small.set_at((x, y), (8, 6, 24, int(min(200, 150 * (dx * dx + dy * dy)))))
        base.blit(pygame.transform.smoothscale(small, (w, h)), (0, 0))
        return base

    @staticmethod
    def _make_dot() -> pygame.Surface:
        dot = pygame.Surface((9, 9), pygame.SRCALPHA)
        pygame.draw.circle(dot, (255, 236, 180, 70), (4, 4), 4)
        pygame.draw.circle(dot, (255, 250, 230, 255), (4, 4), 1)
        return dot

    def update(self, dt: float) -> None:
        """Let the sparkles drift up and twinkle."""
        self.time += dt
        if not self.motion:
            return
        w, h = self.size
        for s in self.sparkles:
            s[1] -= s[3] * dt
            if s[1] < -10:
                s[1] = h + 10
                s[0] = (s[0] * 7.31) % w

    def draw(self, surface: pygame.Surface) -> None:
        """Blit the layer and the sparkles."""
        surface.blit(self.layer, (0, 0))
        floor = self.size[1] * (1 - FOOTER_BAND)
        for x, y, r, _speed, phase in self.sparkles:
            if y + 5 >= floor:  # its glow would reach the footer's letters
                continue
            alpha = 0.45 + 0.55 * (0.5 + 0.5 * math.sin(self.time * 2.0 + phase))
            size = min(9, max(3, int(r * 3 * alpha)))
            surface.blit(self._dots[size], (int(x) - size // 2, int(y) - size // 2))
