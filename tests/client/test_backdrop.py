"""The menus' starry backdrop keeps its sparkles out of the footer band, where the scenes write
their small key hints (`game.scenes.backdrop`)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.resources import Resources  # noqa: E402
from game.scenes.backdrop import FOOTER_BAND, Backdrop  # noqa: E402


def test_no_sparkle_is_drawn_over_the_footer_lines_while_they_drift_up_from_the_bottom() -> None:
    """A sparkle between two letters of the title's "Arrows or Tab to move" read as a dot
    ("Tab·to"). Sparkles rise from below the window through the footer band: over a minute of
    drifting, the band is never drawn on, while the rest of the window is."""
    pygame.display.init()
    size = (1280, 720)
    pygame.display.set_mode(size)
    backdrop = Backdrop(Resources(), size)
    top = round(size[1] * (1 - FOOTER_BAND))
    band = pygame.Rect(0, top, size[0], size[1] - top)
    above = pygame.Rect(0, 0, size[0], band.y)
    plain = backdrop.layer
    touched_above = crossing = 0
    surface = pygame.Surface(size)
    for _ in range(600):
        backdrop.update(0.1)
        crossing += any(band.y - 5 <= y < band.bottom + 5 for _x, y, *_ in backdrop.sparkles)
        backdrop.draw(surface)
        assert pygame.image.tobytes(surface.subsurface(band), "RGB") == \
            pygame.image.tobytes(plain.subsurface(band), "RGB")
        touched_above += pygame.image.tobytes(surface.subsurface(above), "RGB") != \
            pygame.image.tobytes(plain.subsurface(above), "RGB")
    assert touched_above == 600
    assert crossing > 300  # sparkles did cross the band (drawn there before)
