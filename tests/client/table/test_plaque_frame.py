"""The active seat plaque's gold frame lies where the plain plaque's does, its glow outside.

A seat panel's texts are placed against the plaque's frame; when the active plaque drew its glow
inside the panel's rectangle, its frame sat 8 px further in and crowded the texts near the
edges (Magicoa's and Quest's lines of gold and cards) whenever that seat was to play.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.table.res import PLAQUE_GLOW, Resources, blit_plaque  # noqa: E402


def blitted(res: Resources, rect: pygame.Rect, *, active: bool) -> pygame.Surface:
    """A transparent surface with a plaque blitted at `rect`."""
    surface = pygame.Surface((rect.right + 40, rect.bottom + 40), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    blit_plaque(res, surface, rect, 18, active=active)
    return surface


def outer_line(res: Resources, rel: str, pad: int) -> list[pygame.Color]:
    """The colours of a plaque art's frame, outermost line, at the middle of its left, right, top
    and bottom sides (`pad` px in from the art's edges)."""
    art = res.image(rel)
    w, h = art.get_size()
    return [art.get_at((pad, h // 2)), art.get_at((w - 1 - pad, h // 2)),
            art.get_at((w // 2, pad)), art.get_at((w // 2, h - 1 - pad))]


def edges(surface: pygame.Surface, rect: pygame.Rect) -> list[pygame.Color]:
    """The colours at the middle of `rect`'s left, right, top and bottom sides."""
    return [surface.get_at((rect.left, rect.centery)), surface.get_at((rect.right - 1, rect.centery)),
            surface.get_at((rect.centerx, rect.top)), surface.get_at((rect.centerx, rect.bottom - 1))]


def same(found: list[pygame.Color], expected: list[pygame.Color]) -> bool:
    """Equal colours, give or take the rounding of a smooth scale (3 levels a channel)."""
    return all(max(abs(a - b) for a, b in zip(f, e, strict=True)) <= 3 for f, e in zip(found, expected, strict=True))


@pytest.mark.parametrize("size", [(240, 72), (200, 80), (400, 110)])
def test_active_plaque_frame_lies_where_the_plain_frame_does(res: Resources, size: tuple[int, int]) -> None:
    rect = pygame.Rect((20, 20), size)
    assert same(edges(blitted(res, rect, active=False), rect), outer_line(res, "ui/plaque.png", 0))
    active_line = outer_line(res, "ui/plaque_active.png", PLAQUE_GLOW)
    assert same(edges(blitted(res, rect, active=True), rect), active_line)
    assert all(c.a == 255 for c in active_line)  # the frame, not its glow


def test_active_plaque_glows_outside_its_rectangle(res: Resources) -> None:
    rect = pygame.Rect(20, 20, 240, 72)
    surface = pygame.Surface((300, 140), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    blit_plaque(res, surface, rect, 18, active=True)
    outside = [surface.get_at((rect.left - d, rect.centery)).a for d in range(1, PLAQUE_GLOW + 1)]
    assert max(outside) > 0  # the glow shows beside the frame
    assert surface.get_at((rect.left - PLAQUE_GLOW - 1, rect.centery)).a == 0  # and goes no further
