"""Cached painting of the kit's shapes: rounded gradient panels with gold trim and soft glows.

Shapes are drawn once per (kind, size, colours) into a surface and reused; drawing a frame
only blits. Everything here is pure drawing: nothing reads time or changes widget state.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from game.ui.theme import RGBA, Colour, Theme


def _rgba(c: Colour | RGBA, alpha: int | None = None) -> RGBA:
    a = c[3] if len(c) == 4 else 255
    return (c[0], c[1], c[2], a if alpha is None else alpha)


def vertical_gradient(size: tuple[int, int], top: Colour | RGBA, bottom: Colour | RGBA) -> pygame.Surface:
    """A surface filled from `top` to `bottom` colour (with alpha)."""
    w, h = max(1, size[0]), max(1, size[1])
    strip = pygame.Surface((1, 2), pygame.SRCALPHA)
    strip.set_at((0, 0), _rgba(top))
    strip.set_at((0, 1), _rgba(bottom))
    return pygame.transform.smoothscale(strip, (w, h))


def rounded_mask(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """`surface` with its corners cut round (alpha multiplied by a rounded rectangle)."""
    mask = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    out = surface.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def glow(size: tuple[int, int], colour: Colour, radius: int, spread: int, strength: int = 120) -> pygame.Surface:
    """A soft halo around a rounded rectangle of `size`; the result is `spread` px larger on each side."""
    w, h = size[0] + 2 * spread, size[1] + 2 * spread
    small_w, small_h = max(2, w // 4), max(2, h // 4)
    surf = pygame.Surface((small_w, small_h), pygame.SRCALPHA)
    inner = pygame.Rect(spread // 4, spread // 4, max(1, size[0] // 4), max(1, size[1] // 4))
    pygame.draw.rect(surf, _rgba(colour, strength), inner, border_radius=max(1, radius // 4))
    # Scaling down and up twice is a cheap blur.
    surf = pygame.transform.smoothscale(surf, (max(1, small_w // 2), max(1, small_h // 2)))
    return pygame.transform.smoothscale(surf, (w, h))


class Painter:
    """Cached shape surfaces for one theme."""

    def __init__(self, theme: Theme, capacity: int = 256) -> None:
        self.theme = theme
        self.capacity = capacity
        self._cache: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()

    def _get(self, key: tuple[object, ...]) -> pygame.Surface | None:
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
        return surf

    def _put(self, key: tuple[object, ...], surf: pygame.Surface) -> pygame.Surface:
        self._cache[key] = surf
        if len(self._cache) > self.capacity:
            self._cache.popitem(last=False)
        return surf

    def panel(self, size: tuple[int, int], *, top: Colour | RGBA | None = None,
              bottom: Colour | RGBA | None = None, edge: Colour | None = None,
              radius: int | None = None, border: int | None = None) -> pygame.Surface:
        """A rounded, translucent gradient panel with a trim line and an inner highlight."""
        p = self.theme.palette
        top = top or p.surface_top
        bottom = bottom or p.surface
        edge = edge or p.surface_edge
        radius = self.theme.radius if radius is None else radius
        border = self.theme.border if border is None else border
        key = ("panel", size, top, bottom, edge, radius, border)
        surf = self._get(key)
        if surf is not None:
            return surf
        w, h = max(2, size[0]), max(2, size[1])
        radius = min(radius, w // 2, h // 2)
        body = rounded_mask(vertical_gradient((w, h), top, bottom), radius)
        if border > 0:
            pygame.draw.rect(body, _rgba(edge), body.get_rect(), width=border, border_radius=radius)
            inner = body.get_rect().inflate(-2 * border - 2, -2 * border - 2)
            if inner.width > 4 and inner.height > 4:
                pygame.draw.rect(body, (255, 255, 255, 38), inner, width=1, border_radius=max(1, radius - border))
        return self._put(key, body)

    def glow(self, size: tuple[int, int], colour: Colour, spread: int | None = None,
             strength: int = 120) -> pygame.Surface:
        """A cached halo for a rounded rectangle of `size` (see `glow`)."""
        spread = self.theme.px(12) if spread is None else spread
        key = ("glow", size, colour, spread, strength)
        surf = self._get(key)
        if surf is not None:
            return surf
        return self._put(key, glow(size, colour, self.theme.radius, spread, strength))

    def shade(self, size: tuple[int, int], colour: RGBA | None = None) -> pygame.Surface:
        """A flat translucent layer (behind modal dialogs)."""
        colour = colour or self.theme.palette.shade
        key = ("shade", size, colour)
        surf = self._get(key)
        if surf is not None:
            return surf
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill(colour)
        return self._put(key, surf)
