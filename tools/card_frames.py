"""Card frames (faces without art or text) and card backs, all at the native face size.

A frame is opaque except for the art window, which is transparent: the client draws the art
first and the frame over it (see docs/ART.md). Each kind has its own frame so a card's kind
reads at a glance: spells are violet with a band in their level's colour, ingredients moss
green, magical objects arcane blue with sparkles, plain objects dull wood and iron, and
transactions copper with coins.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from tools import palette as pal
from tools.card_layout import ART_RECT, CARD_H, CARD_W, LAYOUT, TEXT_BOX
from tools.draw import (
    Canvas,
    Color,
    blur,
    clip_alpha,
    mix,
    noise_overlay,
    regular_polygon,
    seeded,
    sparkle,
    star_points,
    vertical_gradient,
    with_alpha,
)
from tools.fonts import outlined_text

RADIUS = LAYOUT["corner_radius"]


@dataclass(frozen=True)
class FrameStyle:
    """The colours and ornaments of one frame."""

    name: str
    top: Color
    bottom: Color
    rim: Color
    accent: Color
    ornament: str  # "gems", "leaves", "sparkles", "rivets", "coins"
    glow: bool


def frame_styles() -> list[FrameStyle]:
    """Every frame the game uses, by file stem (frame_<name>.png)."""
    styles = [FrameStyle(f"spell_{lv}", mix(pal.VIOLET, col, 0.45), pal.NIGHT, pal.GOLD, col, "gems", True)
              for lv, col in pal.LEVEL_COLORS.items()]
    styles += [
        FrameStyle("ingredient", mix(pal.MOSS, (255, 255, 255), 0.08), mix(pal.MOSS, (0, 0, 0), 0.55),
                   pal.GOLD, (120, 190, 90), "leaves", False),
        FrameStyle("object_magical", pal.ARCANE, pal.NIGHT, pal.GOLD_LIGHT, (140, 200, 255), "sparkles",
                   True),
        FrameStyle("object_plain", pal.WOOD, pal.WOOD_DARK, pal.SILVER, (150, 140, 128), "rivets", False),
        FrameStyle("transaction", pal.COPPER, mix(pal.COPPER, (0, 0, 0), 0.6), pal.GOLD, pal.GOLD, "coins",
                   False),
    ]
    return styles


def _gradient_rrect(cv: Canvas, rect: tuple[float, float, float, float], radius: float, top: Color,
                    bottom: Color) -> None:
    x, y, w, h = rect
    iw, ih = cv.n(w), cv.n(h)
    grad = vertical_gradient(iw, ih, top, bottom)
    mask = pygame.Surface((iw, ih), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=cv.n(radius))
    grad.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    cv.surf.blit(grad, cv.p((x, y)))


def _pattern(cv: Canvas, style: FrameStyle) -> None:
    rng = seeded("frame-pattern", style.name)
    light = with_alpha(style.accent, 38)
    if style.ornament in ("gems", "sparkles"):
        for _ in range(46):
            x, y = rng.uniform(8, CARD_W - 8), rng.uniform(8, CARD_H - 8)
            sparkle(cv, (x, y), rng.uniform(1.5, 4.0), with_alpha((255, 255, 255), rng.randint(30, 90)))
    elif style.ornament == "leaves":
        for _ in range(26):
            x, y, a = rng.uniform(0, CARD_W), rng.uniform(0, CARD_H), rng.uniform(0, math.pi)
            dx, dy = 9 * math.cos(a), 9 * math.sin(a)
            leaf = [(x - dx, y - dy), (x - dy * 0.4, y + dx * 0.4), (x + dx, y + dy),
                    (x + dy * 0.4, y - dx * 0.4)]
            cv.poly(leaf, light)
    elif style.ornament == "rivets":
        for i in range(0, CARD_H, 9):
            grain = with_alpha((0, 0, 0), 26)
            cv.line((6, i + rng.uniform(0, 4)), (CARD_W - 6, i + rng.uniform(0, 8)), grain, 1.2)
    elif style.ornament == "coins":
        for y in range(0, CARD_H + 20, 20):
            for x in range(0, CARD_W + 20, 20):
                cv.poly(regular_polygon((x + (10 if (y // 20) % 2 else 0), y), 5, 4), light)


def _corner_ornaments(cv: Canvas, style: FrameStyle) -> None:
    corners = [(12, 12), (CARD_W - 12, 12), (12, CARD_H - 12), (CARD_W - 12, CARD_H - 12)]
    for i, (x, y) in enumerate(corners):
        if i == 0:
            continue  # the top-left corner holds the card's badge
        if style.ornament == "gems":
            cv.poly(regular_polygon((x, y), 7, 4), style.rim)
            cv.poly(regular_polygon((x, y), 5, 4), style.accent)
            cv.circle((x - 1.5, y - 1.5), 1.3, (255, 255, 255, 200))
        elif style.ornament == "sparkles":
            sparkle(cv, (x, y), 9, style.rim)
        elif style.ornament == "rivets":
            cv.circle((x, y), 4.5, mix(style.rim, (0, 0, 0), 0.4))
            cv.circle((x - 0.6, y - 0.6), 3.5, style.rim)
        elif style.ornament == "leaves":
            cv.poly([(x - 7, y), (x, y - 7), (x + 7, y), (x, y + 7)], style.accent)
            cv.line((x - 5, y + 5), (x + 5, y - 5), mix(style.accent, (0, 0, 0), 0.4), 1.2)
        elif style.ornament == "coins":
            cv.circle((x, y), 7, style.rim)
            cv.circle((x, y), 7, pal.GOLD_DARK, width=1.4)
            cv.circle((x, y), 3.5, pal.GOLD_DARK, width=1.2)


def frame(style: FrameStyle) -> pygame.Surface:
    """The frame picture for `style`, CARD_W x CARD_H, transparent outside the card and in the art window."""
    cv = Canvas(CARD_W, CARD_H)
    rim_dark = mix(style.rim, (0, 0, 0), 0.45)
    cv.rrect((0, 0, CARD_W, CARD_H), RADIUS, rim_dark)
    cv.rrect((1.5, 1.5, CARD_W - 3, CARD_H - 3), RADIUS - 1, style.rim)
    _gradient_rrect(cv, (5, 5, CARD_W - 10, CARD_H - 10), RADIUS - 4, style.top, style.bottom)
    pattern = Canvas(CARD_W, CARD_H)
    _pattern(pattern, style)
    body = Canvas(CARD_W, CARD_H)
    body.rrect((5, 5, CARD_W - 10, CARD_H - 10), RADIUS - 4, (255, 255, 255))
    clip_alpha(pattern.surf, body.surf)
    cv.surf.blit(pattern.surf, (0, 0))
    cv.rrect((8, 8, CARD_W - 16, CARD_H - 16), RADIUS - 6, with_alpha(style.rim, 120), width=1)
    # name banner
    nx, ny, nw, nh = 12, 8, CARD_W - 24, 36
    cv.rrect((nx, ny, nw, nh), 10, rim_dark)
    _gradient_rrect(cv, (nx + 2, ny + 2, nw - 4, nh - 4), 8, pal.PARCHMENT, pal.PARCHMENT_SHADE)
    cv.rrect((nx + 4, ny + 4, nw - 8, nh - 8), 6, with_alpha(style.accent, 160), width=1)
    # art window: rim, then a transparent hole the art shows through
    ax, ay, aw, ah = ART_RECT
    cv.rrect((ax - 5, ay - 5, aw + 10, ah + 10), 10, with_alpha(style.accent, 150))
    cv.rrect((ax - 3, ay - 3, aw + 6, ah + 6), 8, rim_dark)
    cv.rrect((ax - 2, ay - 2, aw + 4, ah + 4), 7, style.rim)
    cv.rrect((ax, ay, aw, ah), 6, (0, 0, 0, 0))
    # text box
    tx, ty, tw, th = TEXT_BOX
    cv.rrect((tx, ty, tw, th), 9, rim_dark)
    _gradient_rrect(cv, (tx + 2, ty + 2, tw - 4, th - 4), 8, pal.PARCHMENT, pal.PARCHMENT_SHADE)
    cv.rrect((tx + 5, ty + 5, tw - 10, th - 10), 6, with_alpha(style.accent, 110), width=1)
    # footer plate
    fx, fy, fw, fh = LAYOUT["footer"]["rect"]
    cv.rrect((fx + 36, fy + 1, fw - 72, fh - 2), 13, with_alpha((0, 0, 0), 80))
    cv.rrect((fx + 36, fy + 1, fw - 72, fh - 2), 13, with_alpha(style.rim, 160), width=1)
    _corner_ornaments(cv, style)
    out = cv.result()
    rng = seeded("frame-paper", style.name)
    paper = noise_overlay(tw - 4, th - 4, rng, alpha=14)
    box = Canvas(tw - 4, th - 4)
    box.rrect((0, 0, tw - 4, th - 4), 8, (255, 255, 255))
    clip_alpha(paper, box.result())
    out.blit(paper, (tx + 2, ty + 2))
    return out


def _back_base(name: str, top: Color, bottom: Color, rim: Color, accent: Color) -> Canvas:
    cv = Canvas(CARD_W, CARD_H)
    rim_dark = mix(rim, (0, 0, 0), 0.45)
    cv.rrect((0, 0, CARD_W, CARD_H), RADIUS, rim_dark)
    cv.rrect((1.5, 1.5, CARD_W - 3, CARD_H - 3), RADIUS - 1, rim)
    _gradient_rrect(cv, (6, 6, CARD_W - 12, CARD_H - 12), RADIUS - 4, top, bottom)
    rng = seeded("back", name)
    # a lattice of small diamonds gives the back its woven look
    for y in range(14, CARD_H - 10, 16):
        for x in range(14 + (8 if (y // 16) % 2 else 0), CARD_W - 10, 16):
            cv.poly(regular_polygon((x, y), 2.2, 4), with_alpha(accent, 60))
    for _ in range(30):
        sparkle(cv, (rng.uniform(14, CARD_W - 14), rng.uniform(14, CARD_H - 14)), rng.uniform(1.5, 3.5),
                with_alpha((255, 255, 255), rng.randint(60, 140)))
    cv.rrect((11, 11, CARD_W - 22, CARD_H - 22), RADIUS - 6, rim, width=1.6)
    cv.rrect((15, 15, CARD_W - 30, CARD_H - 30), RADIUS - 8, with_alpha(rim, 120), width=1)
    for x, y in ((22, 22), (CARD_W - 22, 22), (22, CARD_H - 22), (CARD_W - 22, CARD_H - 22)):
        cv.poly(star_points((x, y), 8, 2.5, 4, rot=0.0), rim)
    return cv


def _glow_disc(cv: Canvas, c: tuple[float, float], r: float, color: Color) -> None:
    size = int(r * 2.6)
    disc = Canvas(size, size)
    disc.circle((size / 2, size / 2), r, with_alpha(color, 200))
    soft = blur(disc.result(), 6)
    cv.blit(soft, (c[0] - size / 2, c[1] - size / 2))


def find_back() -> pygame.Surface:
    """The back shared by all Finds (ingredients, objects, transactions): an alembic over a rune ring."""
    cv = _back_base("find", pal.TEAL, mix(pal.TEAL, pal.NIGHT, 0.8), pal.GOLD, (120, 230, 220))
    c = (CARD_W / 2, CARD_H / 2)
    _glow_disc(cv, c, 70, (90, 220, 210))
    cv.circle(c, 78, pal.GOLD, width=3)
    cv.circle(c, 68, with_alpha(pal.GOLD, 160), width=1.5)
    for i in range(16):
        a = 2 * math.pi * i / 16
        cv.poly(regular_polygon((c[0] + 73 * math.cos(a), c[1] + 73 * math.sin(a)), 3.2, 4, rot=a), pal.GOLD)
    # the alembic: round flask, neck, and a bent spout
    cv.circle((c[0], c[1] + 14), 34, pal.GOLD_DARK)
    cv.circle((c[0], c[1] + 14), 31, mix(pal.TEAL, pal.NIGHT, 0.3))
    cv.circle((c[0], c[1] + 22), 23, (90, 220, 200))
    cv.rrect((c[0] - 27, c[1] + 4, 54, 10), 4, mix(pal.TEAL, pal.NIGHT, 0.3))
    cv.rrect((c[0] - 8, c[1] - 40, 16, 28), 4, pal.GOLD_DARK)
    cv.rrect((c[0] - 5, c[1] - 38, 10, 26), 3, mix(pal.TEAL, pal.NIGHT, 0.3))
    cv.line((c[0] + 4, c[1] - 36), (c[0] + 46, c[1] - 12), pal.GOLD_DARK, 7)
    cv.line((c[0] + 4, c[1] - 36), (c[0] + 46, c[1] - 12), mix(pal.TEAL, pal.NIGHT, 0.3), 3)
    cv.circle((c[0] - 10, c[1] + 18), 5, (210, 255, 245, 200))
    cv.circle((c[0] + 8, c[1] + 30), 3, (210, 255, 245, 200))
    sparkle(cv, (c[0] + 52, c[1] - 4), 9, pal.GOLD_LIGHT)
    sparkle(cv, (c[0] - 44, c[1] - 34), 7, pal.GOLD_LIGHT)
    return cv.result()


def bottle_shape(cv: Canvas, c: tuple[float, float], h: float, liquid: Color, glass: Color,
                 ink: Color) -> None:
    """A small round potion bottle of height h centred on c (the level pip of spells)."""
    x, y = c
    r = h * 0.32
    by = y + h * 0.5 - r
    cv.circle((x, by), r + h * 0.06, ink)
    cv.rrect((x - h * 0.14, y - h * 0.5 - h * 0.02, h * 0.28, h * 0.5), h * 0.05, ink)
    cv.circle((x, by), r, glass)
    cv.rrect((x - h * 0.09, y - h * 0.42, h * 0.18, h * 0.44), h * 0.03, glass)
    cv.circle((x, by + r * 0.18), r * 0.8, liquid)
    cv.rrect((x - h * 0.17, y - h * 0.54, h * 0.34, h * 0.12), h * 0.04, (150, 100, 60))
    cv.circle((x - r * 0.4, by - r * 0.35), r * 0.22, (255, 255, 255, 210))


def spell_back(level: int) -> pygame.Surface:
    """The back of a spell of `level`: its colour, a big numeral in a gold seal, and `level` bottles."""
    col = pal.LEVEL_COLORS[level]
    cv = _back_base(f"spell{level}", mix(pal.VIOLET, col, 0.35), pal.NIGHT, pal.GOLD, col)
    c = (CARD_W / 2, CARD_H / 2 - 18)
    _glow_disc(cv, c, 62, col)
    cv.poly(star_points(c, 82, 66, 12 + 2 * level), mix(pal.GOLD_DARK, col, 0.25))
    cv.poly(star_points(c, 78, 66, 12 + 2 * level), mix(pal.GOLD, col, 0.2))
    cv.circle(c, 64, pal.GOLD_DARK)
    cv.circle(c, 61, pal.GOLD)
    cv.circle(c, 56, mix(col, pal.NIGHT, 0.55))
    cv.circle(c, 56, mix(col, (255, 255, 255), 0.2), width=2)
    n = 4 * level + 4
    for i in range(n):
        a = 2 * math.pi * i / n
        cv.circle((c[0] + 48 * math.cos(a), c[1] + 48 * math.sin(a)), 1.8, with_alpha(pal.GOLD_LIGHT, 200))
    out = cv.result()
    digit = outlined_text(str(level), "title", 92, pal.GOLD_LIGHT, pal.INK, 4)
    out.blit(digit, (round(c[0] - digit.get_width() / 2), round(c[1] - digit.get_height() / 2 + 4)))
    bottles = Canvas(CARD_W, 60)
    step = 34
    x0 = CARD_W / 2 - step * (level - 1) / 2
    for i in range(level):
        bottle_shape(bottles, (x0 + i * step, 30), 40, col, (235, 240, 255, 235), pal.INK)
    out.blit(bottles.result(), (0, CARD_H - 100))
    return out
