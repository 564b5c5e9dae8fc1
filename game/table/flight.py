"""A picture flying across the table: the card animation any game's table can use.

`FlyPicture` moves a picture (a card's face or back, already drawn) from one point to another
along an arc, scaling its width, optionally turning over halfway (`back` first, then `front`),
turning by `turn` degrees (a card laid across two places), fading out at the end (a card
leaving the game) or, for reduced motion, fading in where it lands without moving.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.table.effects import Effect, Point, ease_out


@dataclass
class FlyPicture(Effect):
    """`front` (and `back` before a flip) flying from `a` to `b` (centres), `wa` to `wb` px wide."""

    front: pygame.Surface | None = None
    back: pygame.Surface | None = None
    a: Point = (0.0, 0.0)
    b: Point = (0.0, 0.0)
    wa: int = 60
    wb: int = 60
    arc: float = 0.0
    turn: float = 0.0
    fade: bool = False
    appear: bool = False

    def draw(self, surface: pygame.Surface, now: float) -> None:
        if now < self.start or self.front is None:
            return
        raw = self.progress(now)
        t = ease_out(raw)
        x = self.a[0] + (self.b[0] - self.a[0]) * t
        y = self.a[1] + (self.b[1] - self.a[1]) * t - self.arc * math.sin(math.pi * t)
        width = max(8, round(self.wa + (self.wb - self.wa) * t))
        flipping = self.back is not None
        picture = self.back if flipping and t < 0.5 else self.front
        assert picture is not None
        height = max(8, round(width * picture.get_height() / max(1, picture.get_width())))
        if flipping:
            width = max(2, round(width * abs(math.cos(math.pi * t))))
        img = pygame.transform.smoothscale(picture, (width, height))
        if self.turn:
            img = pygame.transform.rotate(img, self.turn * t)
        if self.fade and raw > 0.6:
            img.set_alpha(round(255 * (1 - (raw - 0.6) / 0.4)))
        elif self.appear:
            img.set_alpha(round(255 * min(1.0, raw * 1.5)))
        surface.blit(img, img.get_rect(center=(round(x), round(y))))
