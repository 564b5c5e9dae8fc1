"""Drawing primitives shared by the asset generators (pygame surfaces, no display needed).

Every shape is drawn on a supersampled canvas (`Canvas`, `SS` times the final size) and reduced
with `smoothscale` at the end, which gives clean antialiasing for polygons of any shape.
All functions are pure with respect to their inputs: the same calls give the same pixels.
"""

from __future__ import annotations

import hashlib
import math
import random
from collections.abc import Callable, Sequence

import pygame

Color = tuple[int, int, int] | tuple[int, int, int, int]
Point = tuple[float, float]

SS = 4
"""Supersampling factor of a `Canvas`."""


def seeded(*parts: object) -> random.Random:
    """A random generator seeded from the given parts (stable across runs and machines)."""
    digest = hashlib.sha256("|".join(str(p) for p in parts).encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def mix(a: Color, b: Color, t: float) -> tuple[int, int, int, int]:
    """Linear blend of two colours (t=0 gives a, t=1 gives b); alpha defaults to 255."""
    a4 = (*a, 255) if len(a) == 3 else a
    b4 = (*b, 255) if len(b) == 3 else b
    t = max(0.0, min(1.0, t))
    return tuple(round(x + (y - x) * t) for x, y in zip(a4, b4, strict=True))  # type: ignore[return-value]


def with_alpha(c: Color, alpha: int) -> tuple[int, int, int, int]:
    """The colour `c` with the given alpha."""
    return (c[0], c[1], c[2], alpha)


def hsv(h: float, s: float, v: float) -> tuple[int, int, int]:
    """An RGB colour from hue in [0, 360), saturation and value in [0, 1]."""
    col = pygame.Color(0)
    col.hsva = (h % 360.0, s * 100.0, v * 100.0, 100.0)
    return (col.r, col.g, col.b)


def hex_color(code: str) -> tuple[int, int, int]:
    """An RGB colour from '#rrggbb'."""
    code = code.lstrip("#")
    return (int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16))


class Canvas:
    """A transparent supersampled drawing surface.

    Coordinates given to its methods are in units of a `w` x `h` design space (floats allowed);
    the result is `out` pixels (default: `w` x `h`). Internally everything is drawn `SS` times
    larger and `result()` reduces it, which antialiases every shape.
    """

    def __init__(self, w: int, h: int, fill: Color | None = None, out: tuple[int, int] | None = None) -> None:
        self.w, self.h = w, h
        self.out = out if out is not None else (w, h)
        self.k = SS * self.out[0] / w
        self.surf = pygame.Surface((round(w * self.k), round(h * self.k)), pygame.SRCALPHA)
        self._scratch: pygame.Surface | None = None
        if fill is not None:
            self.surf.fill(fill)

    def _draw(self, color: Color, fn: Callable[[pygame.Surface, Color], pygame.Rect]) -> None:
        # pygame.draw writes pixels without blending: translucent colours go through a scratch
        # layer that is then alpha-blended; alpha 0 deliberately erases (e.g. the art window)
        alpha = color[3] if len(color) == 4 else 255
        if alpha in (0, 255):
            fn(self.surf, color)
            return
        if self._scratch is None or self._scratch.get_size() != self.surf.get_size():
            self._scratch = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
        rect = fn(self._scratch, color).clip(self._scratch.get_rect())
        self.surf.blit(self._scratch, rect.topleft, area=rect)
        self._scratch.fill((0, 0, 0, 0), rect)

    def p(self, pt: Point) -> tuple[int, int]:
        """A point in supersampled pixels."""
        return (round(pt[0] * self.k), round(pt[1] * self.k))

    def n(self, length: float) -> int:
        """A length in supersampled pixels (at least 1)."""
        return max(1, round(length * self.k))

    def poly(self, pts: Sequence[Point], color: Color, width: float = 0) -> None:
        """A filled polygon, or its outline when width > 0."""
        w = 0 if width <= 0 else self.n(width)
        if w and len(pts) >= 2:
            self.lines(pts, color, width, closed=True)
            return
        ipts = [self.p(q) for q in pts]
        self._draw(color, lambda s, c: pygame.draw.polygon(s, c, ipts, w))

    def lines(self, pts: Sequence[Point], color: Color, width: float, closed: bool = False) -> None:
        """A polyline with round joints, `width` final pixels wide."""
        seq = list(pts) + ([pts[0]] if closed else [])
        for a, b in zip(seq, seq[1:], strict=False):
            self.line(a, b, color, width)

    def line(self, a: Point, b: Point, color: Color, width: float) -> None:
        """A thick line segment with round caps."""
        r = max(0.5, width / 2)
        ax, ay = a
        bx, by = b
        dx, dy = bx - ax, by - ay
        n = math.hypot(dx, dy) or 1.0
        ox, oy = -dy / n * r, dx / n * r
        self.poly([(ax + ox, ay + oy), (bx + ox, by + oy), (bx - ox, by - oy), (ax - ox, ay - oy)], color)
        self.circle(a, r, color)
        self.circle(b, r, color)

    def circle(self, c: Point, r: float, color: Color, width: float = 0) -> None:
        """A filled circle, or a ring `width` final pixels thick."""
        w = 0 if width <= 0 else self.n(width)
        self._draw(color, lambda s, col: pygame.draw.circle(s, col, self.p(c), self.n(r), w))

    def ellipse(self, rect: tuple[float, float, float, float], color: Color, width: float = 0) -> None:
        """A filled ellipse (or outline) inside the rect (x, y, w, h) in final pixels."""
        w = 0 if width <= 0 else self.n(width)
        x, y, ww, hh = rect
        rect = pygame.Rect(*self.p((x, y)), self.n(ww), self.n(hh))
        self._draw(color, lambda s, c: pygame.draw.ellipse(s, c, rect, w))

    def rrect(self, rect: tuple[float, float, float, float], radius: float, color: Color,
              width: float = 0) -> None:
        """A rounded rectangle (x, y, w, h), filled or outlined."""
        w = 0 if width <= 0 else self.n(width)
        x, y, ww, hh = rect
        rect = pygame.Rect(*self.p((x, y)), self.n(ww), self.n(hh))
        self._draw(color, lambda s, c: pygame.draw.rect(s, c, rect, w, border_radius=round(radius * self.k)))

    def arc(self, c: Point, r: float, a0: float, a1: float, color: Color, width: float,
            steps: int = 48) -> None:
        """An arc of radius r from angle a0 to a1 (radians, y down), drawn as a thick polyline."""
        angles = [a0 + (a1 - a0) * i / steps for i in range(steps + 1)]
        pts = [(c[0] + r * math.cos(a), c[1] + r * math.sin(a)) for a in angles]
        self.lines(pts, color, width)

    def blit(self, surf: pygame.Surface, pos: Point, special_flags: int = 0) -> None:
        """Blit a surface whose pixels are design units, scaled to the canvas resolution, at pos."""
        big = pygame.transform.smoothscale(surf, (self.n(surf.get_width()), self.n(surf.get_height())))
        self.surf.blit(big, self.p(pos), special_flags=special_flags)

    def result(self) -> pygame.Surface:
        """The reduced, antialiased surface of size `out`."""
        return pygame.transform.smoothscale(self.surf, self.out)


def star_points(c: Point, r_out: float, r_in: float, n: int, rot: float = -math.pi / 2) -> list[Point]:
    """Vertices of an n-pointed star centred on c."""
    pts: list[Point] = []
    for i in range(n * 2):
        r = r_out if i % 2 == 0 else r_in
        a = rot + math.pi * i / n
        pts.append((c[0] + r * math.cos(a), c[1] + r * math.sin(a)))
    return pts


def regular_polygon(c: Point, r: float, n: int, rot: float = -math.pi / 2) -> list[Point]:
    """Vertices of a regular n-gon centred on c."""
    return [(c[0] + r * math.cos(rot + 2 * math.pi * i / n), c[1] + r * math.sin(rot + 2 * math.pi * i / n))
            for i in range(n)]


def bezier(p0: Point, p1: Point, p2: Point, p3: Point, steps: int = 24) -> list[Point]:
    """Points along a cubic Bezier curve (steps + 1 of them)."""
    out: list[Point] = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        out.append((u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
                    u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1]))
    return out


def vertical_gradient(w: int, h: int, top: Color, bottom: Color) -> pygame.Surface:
    """A w x h surface shading from `top` to `bottom`."""
    line = pygame.Surface((1, 2), pygame.SRCALPHA)
    line.set_at((0, 0), mix(top, top, 0))
    line.set_at((0, 1), mix(bottom, bottom, 0))
    # smoothscale from 2 px interpolates linearly between the two rows
    tall = pygame.transform.smoothscale(line, (1, max(2, h)))
    return pygame.transform.scale(tall, (w, h))


def radial_gradient(w: int, h: int, inner: Color, outer: Color, center: Point | None = None,
                    radius: float | None = None) -> pygame.Surface:
    """A w x h surface shading from `inner` at the centre to `outer` at `radius` and beyond."""
    cx, cy = center if center is not None else (w / 2, h / 2)
    rad = radius if radius is not None else math.hypot(w, h) / 2
    small_w, small_h = max(2, w // 4), max(2, h // 4)
    surf = pygame.Surface((small_w, small_h), pygame.SRCALPHA)
    for y in range(small_h):
        for x in range(small_w):
            d = math.hypot((x + 0.5) * w / small_w - cx, (y + 0.5) * h / small_h - cy) / rad
            surf.set_at((x, y), mix(inner, outer, d * d * (3 - 2 * min(d, 1.0)) if d < 1 else 1.0))
    return pygame.transform.smoothscale(surf, (w, h))


def blur(surf: pygame.Surface, amount: int) -> pygame.Surface:
    """A soft blur of `surf` by shrinking it `amount` times and growing it back (twice, for smoothness)."""
    w, h = surf.get_size()
    out = surf
    for _ in range(2):
        small = pygame.transform.smoothscale(out, (max(1, w // amount), max(1, h // amount)))
        out = pygame.transform.smoothscale(small, (w, h))
    return out


def glow(shape: pygame.Surface, color: Color, amount: int = 6, strength: int = 2) -> pygame.Surface:
    """A coloured halo around the opaque pixels of `shape` (same size; blit it under the shape)."""
    mask = pygame.mask.from_surface(shape, 8)
    solid = mask.to_surface(setcolor=with_alpha(color, 255), unsetcolor=(0, 0, 0, 0))
    halo = blur(solid, amount)
    out = pygame.Surface(shape.get_size(), pygame.SRCALPHA)
    for _ in range(strength):
        out.blit(halo, (0, 0))
    return out


def silhouette(shape: pygame.Surface, color: Color) -> pygame.Surface:
    """The opaque area of `shape` filled with one colour (for shadows and outlines)."""
    mask = pygame.mask.from_surface(shape, 8)
    return mask.to_surface(setcolor=with_alpha(color, color[3] if len(color) == 4 else 255),
                           unsetcolor=(0, 0, 0, 0))


def outlined(shape: pygame.Surface, color: Color, width: int = 2) -> pygame.Surface:
    """`shape` with a solid outline `width` pixels wide around its opaque pixels."""
    w, h = shape.get_size()
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    sil = silhouette(shape, color)
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 1):
            if dx * dx + dy * dy <= width * width + 1:
                out.blit(sil, (dx, dy))
    out.blit(shape, (0, 0))
    return out


def drop_shadow(shape: pygame.Surface, offset: tuple[int, int] = (3, 4), alpha: int = 120,
                soft: int = 4) -> pygame.Surface:
    """`shape` over its own soft dark shadow (same size; the shadow is clipped at the edges)."""
    out = pygame.Surface(shape.get_size(), pygame.SRCALPHA)
    shadow = blur(silhouette(shape, (0, 0, 0, alpha)), soft)
    out.blit(shadow, offset)
    out.blit(shape, (0, 0))
    return out


def sparkle(cv: Canvas, c: Point, r: float, color: Color) -> None:
    """A four-pointed twinkle star."""
    cv.poly(star_points(c, r, r * 0.22, 4, rot=0.0), color)


def noise_overlay(w: int, h: int, rng: random.Random, alpha: int = 18, cell: int = 4) -> pygame.Surface:
    """Soft paper-like mottling: random light/dark cells, blurred."""
    sw, sh = max(1, w // cell), max(1, h // cell)
    small = pygame.Surface((sw, sh), pygame.SRCALPHA)
    for y in range(sh):
        for x in range(sw):
            v = rng.random()
            light = v > 0.5
            tone = (255, 255, 255, int(alpha * v)) if light else (0, 0, 0, int(alpha * (1 - v)))
            small.set_at((x, y), tone)
    return pygame.transform.smoothscale(small, (w, h))


def ink_outline(cv: Canvas, color: Color, width: float) -> None:
    """Put an outline `width` design units wide around everything drawn on `cv` so far."""
    sil = silhouette(cv.surf, color)
    r = width * cv.k
    under = pygame.Surface(cv.surf.get_size(), pygame.SRCALPHA)
    for ring in (r, r * 0.5):
        steps = max(8, int(ring * 1.2))
        for i in range(steps):
            a = 2 * math.pi * i / steps
            under.blit(sil, (round(ring * math.cos(a)), round(ring * math.sin(a))))
    under.blit(cv.surf, (0, 0))
    cv.surf = under


def clip_alpha(surf: pygame.Surface, mask: pygame.Surface) -> None:
    """Multiply `surf`'s alpha by `mask`'s alpha (same size), in place: keeps `surf` inside the mask."""
    m = mask.copy()
    m.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGB_MAX)
    surf.blit(m, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
