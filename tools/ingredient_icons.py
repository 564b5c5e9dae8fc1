"""The sixteen ingredient symbols and the round icons built from them.

Each ingredient has a distinct *silhouette* (spiral, droplet, nose, star, fangs, grass, spiky
hair, pumpkin, sun, beard, forked tongue, pouch, egg, halo, elbow, feather) so that players who
cannot tell the colours apart still recognise it, even at 32 px in greyscale; the colour is a
second cue. Symbols are drawn in a 100 x 100 design space centred on (50, 50).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from tools.draw import (
    Canvas,
    Color,
    bezier,
    hex_color,
    ink_outline,
    mix,
    radial_gradient,
    regular_polygon,
    star_points,
)

INK: Color = (38, 24, 32)
CREAM: Color = (255, 246, 224)

INGREDIENT_COLORS: dict[str, str] = {
    "touch_of_madness": "#b5338a",
    "pink_morning_dew": "#d0588a",
    "trolls_nose": "#6b8a2a",
    "stardust": "#2e4bb5",
    "vampires_fang": "#9e1f2e",
    "singing_grass": "#2a9650",
    "hair_raising_fright": "#5b3f9e",
    "pumpkin_seed": "#d2691a",
    "good_humor": "#c99410",
    "ogres_beard": "#7a5330",
    "dragons_tongue": "#cc3a1c",
    "wink_powder": "#23869e",
    "lizardman_egg": "#3f7a58",
    "angel_hair": "#4f6fb3",
    "jab_in_the_side": "#56606e",
    "griffon_feather": "#9a7024",
}
"""Each ingredient's identity colour (the disc behind its symbol)."""

Symbol = Callable[[Canvas, Color, Color], None]


def _spiral(cv: Canvas, fill: Color, ink: Color) -> None:
    pts = []
    for i in range(160):
        t = i / 159
        a = t * 2.3 * 2 * math.pi
        r = 4 + 30 * t
        pts.append((50 + r * math.cos(a), 50 + r * math.sin(a)))
    cv.lines(pts, fill, 9)
    cv.circle((50, 50), 7, fill)


def _droplet(cv: Canvas, fill: Color, ink: Color) -> None:
    body = bezier((50, 12), (58, 30), (78, 46), (76, 62), 20)
    body += bezier((76, 62), (74, 92), (26, 92), (24, 62), 20)
    body += bezier((24, 62), (22, 46), (42, 30), (50, 12), 20)
    cv.poly(body, fill)
    cv.ellipse((34, 56, 9, 16), ink)


def _nose(cv: Canvas, fill: Color, ink: Color) -> None:
    bridge = [(36, 14), (50, 14), (58, 40), (66, 56), (40, 60)]
    cv.poly(bridge, fill)
    cv.circle((58, 66), 22, fill)
    cv.circle((34, 72), 12, fill)
    cv.ellipse((44, 74, 14, 8), ink)
    cv.circle((66, 50), 4, ink)
    cv.circle((72, 74), 3, ink)


def _star(cv: Canvas, fill: Color, ink: Color) -> None:
    cv.poly(star_points((46, 54), 34, 15, 5), fill)
    cv.poly(star_points((80, 20), 11, 2.5, 4, rot=0.0), fill)
    cv.poly(star_points((82, 80), 7, 1.8, 4, rot=0.0), fill)


def _fangs(cv: Canvas, fill: Color, ink: Color) -> None:
    cv.rrect((14, 20, 72, 20), 9, fill)
    for x0, x1 in ((20, 44), (56, 80)):
        tip = ((x0 + x1) / 2 + 2, 86)
        left = bezier((x0, 36), (x0 + 2, 60), (tip[0] - 4, 76), tip, 12)
        right = bezier(tip, (tip[0] + 2, 70), (x1, 56), (x1, 36), 12)
        cv.poly(left + right, fill)
    cv.line((26, 30), (74, 30), ink, 3)


def _grass(cv: Canvas, fill: Color, ink: Color) -> None:
    for base, tip, bend in (((22, 88), (14, 20), -10), ((40, 88), (40, 12), 6), ((58, 88), (66, 26), 12)):
        bx, by = base
        tx, ty = tip
        left = bezier((bx - 7, by), (bx - 6 + bend, by - 30), (tx - 2, ty + 22), (tx, ty), 14)
        right = bezier((tx, ty), (tx + 4, ty + 22), (bx + 6 + bend, by - 30), (bx + 7, by), 14)
        cv.poly(left + right, fill)
    cv.ellipse((68, 62, 18, 13), fill)
    cv.line((84, 68), (84, 34), fill, 5)
    cv.poly([(82, 32), (94, 40), (94, 48), (84, 42)], fill)
    cv.rrect((14, 84, 56, 6), 3, fill)


def _fright(cv: Canvas, fill: Color, ink: Color) -> None:
    # hair standing straight up in zigzag strands: the silhouette of a fright, unlike the round sun
    for x in (26, 38, 50, 62, 74):
        lean = (x - 50) * 0.35
        pts = [(x, 58), (x + lean - 4, 40), (x + lean + 4, 28), (x + lean * 1.6 - 3, 8)]
        cv.lines(pts, fill, 7)
    cv.ellipse((24, 48, 52, 44), fill)
    cv.circle((40, 64), 6.5, ink)
    cv.circle((60, 64), 6.5, ink)
    cv.circle((40, 64), 2.2, fill)
    cv.circle((60, 64), 2.2, fill)
    cv.ellipse((45, 75, 10, 11), ink)


def _pumpkin(cv: Canvas, fill: Color, ink: Color) -> None:
    cv.ellipse((12, 34, 44, 54), fill)
    cv.ellipse((44, 34, 44, 54), fill)
    cv.ellipse((28, 30, 44, 60), fill)
    cv.lines(bezier((38, 36), (30, 50), (30, 74), (38, 86), 12), ink, 3)
    cv.lines(bezier((62, 36), (70, 50), (70, 74), (62, 86), 12), ink, 3)
    cv.poly([(46, 34), (48, 14), (58, 10), (56, 16), (54, 34)], fill)
    leaf = bezier((56, 18), (66, 6), (82, 10), (86, 20), 10)
    leaf += bezier((86, 20), (74, 24), (64, 22), (56, 18), 10)
    cv.poly(leaf, fill)


def _sun(cv: Canvas, fill: Color, ink: Color) -> None:
    cv.poly(star_points((50, 50), 44, 26, 10), fill)
    cv.circle((50, 50), 28, fill)
    cv.circle((40, 44), 4.5, ink)
    cv.circle((60, 44), 4.5, ink)
    cv.arc((50, 50), 16, math.pi * 0.15, math.pi * 0.85, ink, 5)


def _beard(cv: Canvas, fill: Color, ink: Color) -> None:
    top = [(14, 22), (86, 22)]
    edge = []
    for i in range(9):
        t = i / 8
        x = 86 - 72 * t
        depth = 62 + 26 * math.sin(math.pi * t)
        edge.append((x + 4, depth - 6))
        edge.append((x, depth + (6 if i % 2 == 0 else -2)))
    cv.poly(top + [(90, 50)] + edge + [(10, 50)], fill)
    cv.rrect((34, 30, 32, 10), 5, ink)
    cv.lines(bezier((50, 48), (46, 60), (54, 68), (50, 80), 10), ink, 3)
    cv.lines(bezier((34, 48), (30, 58), (36, 66), (32, 74), 10), ink, 3)
    cv.lines(bezier((66, 48), (70, 58), (64, 66), (68, 74), 10), ink, 3)


def _tongue(cv: Canvas, fill: Color, ink: Color) -> None:
    spine = bezier((24, 90), (6, 60), (64, 54), (50, 26), 30)
    for i, (x, y) in enumerate(spine):
        cv.circle((x, y), 13 - 4 * i / len(spine), fill)
    cv.poly([(42, 30), (24, 6), (40, 10), (52, 24)], fill)
    cv.poly([(46, 26), (72, 8), (70, 22), (58, 34)], fill)
    cv.lines(bezier((22, 80), (14, 64), (46, 54), (46, 36), 16), ink, 3)


def _pouch(cv: Canvas, fill: Color, ink: Color) -> None:
    body = bezier((36, 40), (6, 56), (12, 92), (50, 92), 16)
    body += bezier((50, 92), (88, 92), (94, 56), (64, 40), 16)
    cv.poly(body, fill)
    cv.poly([(34, 42), (26, 18), (40, 24), (50, 14), (60, 24), (74, 18), (66, 42)], fill)
    cv.rrect((32, 36, 36, 8), 4, ink)
    cv.circle((50, 66), 12, ink)
    cv.circle((50, 66), 5, fill)
    cv.lines(bezier((36, 66), (42, 56), (58, 56), (64, 66), 10), ink, 3)


def _egg(cv: Canvas, fill: Color, ink: Color) -> None:
    body = bezier((50, 10), (82, 10), (86, 60), (80, 72), 20)
    body += bezier((80, 72), (70, 94), (30, 94), (20, 72), 20)
    body += bezier((20, 72), (14, 60), (18, 10), (50, 10), 20)
    cv.poly(body, fill)
    for cx, cy, r in ((38, 34, 6), (60, 46, 8), (40, 66, 7), (64, 74, 5), (54, 24, 4)):
        cv.poly(regular_polygon((cx, cy), r, 6, rot=0.0), ink)


def _halo(cv: Canvas, fill: Color, ink: Color) -> None:
    cv.ellipse((18, 6, 64, 24), fill, width=7)
    for dx in (-14, 0, 14):
        pts = bezier((50 + dx, 36), (30 + dx, 52), (70 + dx, 66), (46 + dx, 92), 20)
        cv.lines(pts, fill, 9)


def _elbow(cv: Canvas, fill: Color, ink: Color) -> None:
    cv.line((16, 24), (50, 66), fill, 20)
    cv.line((50, 66), (18, 88), fill, 18)
    cv.circle((52, 66), 14, fill)
    for y, x0, x1 in ((46, 70, 90), (66, 74, 96), (86, 70, 90)):
        cv.line((x0, y + (y - 66) * 0.4), (x1, y + (y - 66) * 0.9), fill, 6)


def _feather(cv: Canvas, fill: Color, ink: Color) -> None:
    left = bezier((84, 10), (40, 14), (16, 48), (22, 78), 20)
    right = bezier((22, 78), (54, 76), (86, 46), (84, 10), 20)
    cv.poly(left + right, fill)
    cv.lines(bezier((80, 14), (60, 36), (34, 62), (16, 88), 20), ink, 4)
    cv.poly([(29, 54), (17, 57), (25, 64)], (0, 0, 0, 0))
    cv.poly([(60, 58), (74, 54), (66, 48)], (0, 0, 0, 0))


SYMBOLS: dict[str, Symbol] = {
    "touch_of_madness": _spiral,
    "pink_morning_dew": _droplet,
    "trolls_nose": _nose,
    "stardust": _star,
    "vampires_fang": _fangs,
    "singing_grass": _grass,
    "hair_raising_fright": _fright,
    "pumpkin_seed": _pumpkin,
    "good_humor": _sun,
    "ogres_beard": _beard,
    "dragons_tongue": _tongue,
    "wink_powder": _pouch,
    "lizardman_egg": _egg,
    "angel_hair": _halo,
    "jab_in_the_side": _elbow,
    "griffon_feather": _feather,
}
"""Ingredient key -> function drawing its symbol in the 100-unit design space."""


def symbol_surface(key: str, size: int, fill: Color = CREAM, ink: Color = INK,
                   outline: float = 4.0) -> pygame.Surface:
    """The ingredient's symbol alone (transparent background, ink outline), `size` pixels square."""
    cv = Canvas(100, 100, out=(size, size))
    SYMBOLS[key](cv, fill, ink)
    if outline > 0:
        ink_outline(cv, ink, outline)
    return cv.result()


def icon(key: str, size: int) -> pygame.Surface:
    """The round ingredient icon: coloured disc, gold rim, cream symbol with ink outline."""
    base = hex_color(INGREDIENT_COLORS[key])
    big = 256
    disc = Canvas(100, 100, out=(big, big))
    disc.circle((50, 50), 49, (250, 214, 120))
    disc.circle((50, 50), 49, INK, width=3)
    disc.circle((50, 50), 44, INK)
    grad = radial_gradient(88, 88, mix(base, (255, 255, 255), 0.25), mix(base, (0, 0, 0), 0.35),
                           center=(34, 30), radius=80)
    mask = Canvas(88, 88)
    mask.circle((44, 44), 42.5, (255, 255, 255))
    grad.blit(mask.result(), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    disc.blit(grad, (6, 6))
    out = disc.result()
    # the symbol fills most of the disc: at 32 px its silhouette is what the eye reads
    sym = symbol_surface(key, round(big * 0.78), fill=mix(CREAM, base, 0.12), outline=5.0)
    out.blit(sym, (round(big * 0.11), round(big * 0.11)))
    return pygame.transform.smoothscale(out, (size, size))
