"""Card illustrations (the picture in a face's art window), ART_W x ART_H, no text.

Spells and objects are composed procedurally from their key (a seeded composition: backdrop,
sigil, potion bottle, vapour and a motif chosen from keywords), so any new card gets its own
stable picture. Ingredients and transactions are drawn by hand from fixed shapes.
"""

from __future__ import annotations

import math
import random

import pygame

from tools import palette as pal
from tools.card_frames import bottle_shape
from tools.card_layout import ART_RECT
from tools.draw import (
    Canvas,
    Color,
    bezier,
    blur,
    drop_shadow,
    glow,
    hex_color,
    hsv,
    ink_outline,
    mix,
    noise_overlay,
    radial_gradient,
    regular_polygon,
    seeded,
    sparkle,
    star_points,
    with_alpha,
)
from tools.ingredient_icons import INGREDIENT_COLORS, symbol_surface
from tools.motifs import MAGIC_OBJECTS, PLAIN_OBJECTS, SPELL_MOTIFS, pick_motif

ART_W, ART_H = ART_RECT[2], ART_RECT[3]


def _backdrop(inner: Color, outer: Color, center: tuple[float, float] = (ART_W / 2, ART_H / 2)) -> pygame.Surface:
    return radial_gradient(ART_W, ART_H, inner, outer, center=center, radius=ART_W * 0.75)


def _stars(surf: pygame.Surface, rng: random.Random, n: int, color: Color = (255, 255, 255)) -> None:
    cv = Canvas(ART_W, ART_H)
    for _ in range(n):
        x, y = rng.uniform(4, ART_W - 4), rng.uniform(4, ART_H - 4)
        if rng.random() < 0.3:
            sparkle(cv, (x, y), rng.uniform(2.5, 5.0), with_alpha(color, rng.randint(140, 230)))
        else:
            cv.circle((x, y), rng.uniform(0.5, 1.3), with_alpha(color, rng.randint(80, 200)))
    surf.blit(cv.result(), (0, 0))


def _sigil(rng: random.Random, color: Color, points: int, radius: float,
           center: tuple[float, float]) -> pygame.Surface:
    cv = Canvas(ART_W, ART_H)
    rot = rng.uniform(0, math.pi)
    cv.circle(center, radius, color, width=1.6)
    cv.circle(center, radius * 0.84, color, width=1.0)
    pts = [(center[0] + radius * 0.84 * math.cos(rot + 2 * math.pi * i * 2 / points),
            center[1] + radius * 0.84 * math.sin(rot + 2 * math.pi * i * 2 / points)) for i in range(points)]
    if points % 2 == 1:
        cv.lines(pts, color, 1.4, closed=True)
    else:
        cv.poly(regular_polygon(center, radius * 0.84, points // 2, rot), color, width=1.4)
        cv.poly(regular_polygon(center, radius * 0.84, points // 2, rot + math.pi / (points // 2)), color,
                width=1.4)
    for i in range(points * 2):
        a = rot + math.pi * i / points
        p = (center[0] + radius * 0.92 * math.cos(a), center[1] + radius * 0.92 * math.sin(a))
        cv.circle(p, 1.6, color)
    return cv.result()


def _motif_surface(drawer_name: str, pool: dict, size: int, color: Color, ink: Color,
                   outline: float = 3.0) -> pygame.Surface:
    cv = Canvas(100, 100, out=(size, size))
    pool[drawer_name](cv, color, ink)
    if outline > 0:
        ink_outline(cv, ink, outline)
    return cv.result()


def _vignette(surf: pygame.Surface, strength: int = 120) -> None:
    v = radial_gradient(ART_W, ART_H, (0, 0, 0, 0), (0, 0, 0, strength), radius=ART_W * 0.7)
    surf.blit(v, (0, 0))


def spell_art(key: str, level: int, name: str = "") -> pygame.Surface:
    """The illustration of a spell: a glowing potion of its level's colour, a sigil and a motif."""
    rng = seeded("spell-art", key)
    base = pal.LEVEL_COLORS.get(level, pal.LEVEL_COLORS[1])
    hue_col = pygame.Color(*base)
    h = (hue_col.hsva[0] + rng.uniform(-18, 18)) % 360
    liquid = hsv(h, 0.70, 0.95)
    surf = _backdrop(mix(hsv(h, 0.6, 0.55), (255, 255, 255), 0.05), pal.NIGHT,
                     center=(ART_W * rng.uniform(0.35, 0.65), ART_H * 0.45))
    _stars(surf, rng, 40)
    left = rng.random() < 0.5
    bottle_x = ART_W * (0.32 if left else 0.68)
    motif_x = ART_W * (0.70 if left else 0.30)
    surf.blit(_sigil(rng, with_alpha(pal.GOLD_LIGHT, 150), 5 + level + rng.randrange(3), 58,
                     (ART_W / 2, ART_H / 2 + 4)), (0, 0))
    # vapour rising from the bottle to the motif
    vap = Canvas(ART_W, ART_H)
    for i in range(3):
        off = (i - 1) * 7
        pts = bezier((bottle_x + off * 0.3, ART_H * 0.42), (bottle_x + off, ART_H * 0.12),
                     (motif_x - off, ART_H * 0.70), (motif_x + off * 0.5, ART_H * 0.45), 30)
        vap.lines(pts, with_alpha(mix(liquid, (255, 255, 255), 0.5), 110), 5 - i)
    surf.blit(blur(vap.result(), 2), (0, 0))
    # the bottle, one of several shapes
    bot = Canvas(ART_W, ART_H)
    shape = rng.randrange(3)
    glass = (230, 240, 255, 235)
    bx, by = bottle_x, ART_H * 0.62
    if shape == 0:
        bottle_shape(bot, (bx, by), 96, liquid, glass, pal.INK)
    elif shape == 1:
        bot.poly([(bx - 9, by - 48), (bx + 9, by - 48), (bx + 9, by - 18), (bx + 36, by + 40),
                  (bx - 36, by + 40), (bx - 9, by - 18)], pal.INK)
        bot.poly([(bx - 6, by - 45), (bx + 6, by - 45), (bx + 6, by - 16), (bx + 32, by + 37),
                  (bx - 32, by + 37), (bx - 6, by - 16)], glass)
        bot.poly([(bx - 18, by + 8), (bx + 18, by + 8), (bx + 31, by + 36), (bx - 31, by + 36)], liquid)
        bot.rrect((bx - 11, by - 56, 22, 10), 3, (150, 100, 60))
        bot.line((bx - 18, by + 24), (bx - 10, by + 6), (255, 255, 255, 200), 3)
    else:
        bot.rrect((bx - 17, by - 52, 34, 94), 15, pal.INK)
        bot.rrect((bx - 14, by - 49, 28, 88), 13, glass)
        bot.rrect((bx - 14, by - 12, 28, 51), 13, liquid)
        bot.rrect((bx - 12, by - 62, 24, 14), 3, (150, 100, 60))
        bot.line((bx - 7, by - 38), (bx - 7, by + 22), (255, 255, 255, 190), 3)
    for _ in range(5):
        bot.circle((bx + rng.uniform(-12, 12), by + rng.uniform(0, 28)), rng.uniform(1.5, 3.5),
                   (255, 255, 255, 170))
    bottle = bot.result()
    surf.blit(glow(bottle, liquid, 5, 2), (0, 0))
    surf.blit(drop_shadow(bottle, (3, 4), 110, 4), (0, 0))
    # the motif in the vapour
    motif = pick_motif(SPELL_MOTIFS, key, name, "spell-motif")
    mcol = hsv(h + rng.choice([150, 180, 210]), 0.55, 1.0)
    size = 78 + 4 * level
    m = _motif_surface(motif, SPELL_MOTIFS, size, mcol, pal.INK)
    pos = (round(motif_x - size / 2), round(ART_H * 0.40 - size / 2))
    surf.blit(glow(m, pal.GOLD_LIGHT, 5, 2), pos)
    surf.blit(m, pos)
    top = Canvas(ART_W, ART_H)
    for _ in range(4 + level):
        sparkle(top, (rng.uniform(10, ART_W - 10), rng.uniform(8, ART_H - 8)), rng.uniform(3, 6),
                with_alpha(pal.GOLD_LIGHT, 230))
    surf.blit(top.result(), (0, 0))
    _vignette(surf, 110)
    return surf


def object_art(key: str, magical: bool, name: str = "") -> pygame.Surface:
    """The illustration of an object: glowing and starry when magical, flat sepia when not."""
    rng = seeded("object-art", key)
    if magical:
        h = rng.uniform(200, 290)
        surf = _backdrop(hsv(h, 0.55, 0.60), pal.NIGHT)
        _stars(surf, rng, 46, (200, 230, 255))
        surf.blit(_sigil(rng, with_alpha((170, 220, 255), 120), 6 + rng.randrange(4), 64,
                         (ART_W / 2, ART_H / 2)), (0, 0))
        pool = MAGIC_OBJECTS
        color = hsv(rng.uniform(0, 360), 0.55, 1.0)
    else:
        surf = _backdrop(mix(pal.PARCHMENT, pal.WOOD, 0.25), mix(pal.WOOD, pal.WOOD_DARK, 0.5))
        surf.blit(noise_overlay(ART_W, ART_H, rng, alpha=26, cell=3), (0, 0))
        table = Canvas(ART_W, ART_H)
        table.rrect((-10, ART_H * 0.78, ART_W + 20, ART_H), 0, mix(pal.WOOD, pal.WOOD_DARK, 0.3))
        for i in range(4):
            y = ART_H * 0.82 + i * 7
            table.line((0, y), (ART_W, y + rng.uniform(-2, 2)), with_alpha(pal.WOOD_DARK, 90), 1)
        surf.blit(table.result(), (0, 0))
        pool = PLAIN_OBJECTS
        color = mix(hsv(rng.uniform(10, 50), 0.35, 0.75), pal.WOOD, 0.2)
    motif = pick_motif(pool, key, name, "object-motif")
    size = 124
    m = _motif_surface(motif, pool, size, color, pal.INK)
    pos = (round(ART_W / 2 - size / 2), round(ART_H / 2 - size / 2 + (0 if magical else 4)))
    if magical:
        surf.blit(glow(m, (150, 210, 255), 6, 3), pos)
        surf.blit(m, pos)
        top = Canvas(ART_W, ART_H)
        for _ in range(6):
            a = rng.uniform(0, 2 * math.pi)
            r = rng.uniform(50, 70)
            sparkle(top, (ART_W / 2 + r * math.cos(a), ART_H / 2 + r * 0.7 * math.sin(a)), rng.uniform(3, 7),
                    with_alpha(pal.GOLD_LIGHT, 230))
        surf.blit(top.result(), (0, 0))
        _vignette(surf, 110)
    else:
        surf.blit(drop_shadow(m, (5, 5), 90, 3), pos)
        _vignette(surf, 70)
    return surf


def ingredient_art(ingredient: str) -> pygame.Surface:
    """The illustration of an ingredient: its symbol large, lit in its colour, over scattered copies."""
    rng = seeded("ingredient-art", ingredient)
    base = hex_color(INGREDIENT_COLORS[ingredient])
    surf = _backdrop(mix(base, (255, 255, 255), 0.35), mix(base, pal.NIGHT, 0.75))
    small = symbol_surface(ingredient, 34, fill=with_alpha(mix(base, (255, 255, 255), 0.5), 255), outline=0)
    small.set_alpha(60)
    for i in range(12):
        x = (i % 6) * 38 + (19 if (i // 6) % 2 else 0) - 10
        y = (i // 6) * 112 + rng.uniform(-6, 6) - 4
        surf.blit(small, (round(x), round(y)))
    halo = Canvas(ART_W, ART_H)
    halo.circle((ART_W / 2, ART_H / 2), 62, with_alpha(mix(base, (255, 255, 255), 0.6), 140))
    surf.blit(blur(halo.result(), 8), (0, 0))
    size = 132
    sym = symbol_surface(ingredient, size, fill=mix(pal.PARCHMENT, base, 0.15), outline=4.0)
    pos = (round(ART_W / 2 - size / 2), round(ART_H / 2 - size / 2))
    surf.blit(glow(sym, (255, 240, 200), 6, 2), pos)
    surf.blit(drop_shadow(sym, (4, 5), 120, 3), pos)
    top = Canvas(ART_W, ART_H)
    for _ in range(5):
        sparkle(top, (rng.uniform(12, ART_W - 12), rng.uniform(10, ART_H - 10)), rng.uniform(3, 6),
                with_alpha((255, 250, 220), 220))
    surf.blit(top.result(), (0, 0))
    _vignette(surf, 90)
    return surf


def _coin(cv: Canvas, c: tuple[float, float], r: float) -> None:
    cv.circle(c, r, pal.GOLD_DARK)
    cv.circle((c[0] - r * 0.08, c[1] - r * 0.08), r * 0.9, pal.GOLD)
    cv.circle((c[0] - r * 0.08, c[1] - r * 0.08), r * 0.62, pal.GOLD_DARK, width=max(1.0, r * 0.1))
    cv.poly(star_points((c[0] - r * 0.08, c[1] - r * 0.08), r * 0.4, r * 0.17, 5), pal.GOLD_DARK)


def _auction(cv: Canvas, rng: random.Random) -> None:
    cv.rrect((40, 112, 128, 22), 6, pal.WOOD_DARK)
    cv.rrect((44, 108, 120, 10), 4, pal.WOOD)
    # the gavel, raised
    cv.line((70, 96), (128, 38), mix(pal.WOOD, pal.WOOD_DARK, 0.3), 8)
    head = [(118, 14), (150, 46), (136, 60), (104, 28)]
    cv.poly(head, pal.WOOD_DARK)
    cv.poly([(121, 19), (145, 43), (136, 52), (112, 28)], pal.WOOD)
    cv.rrect((58, 92, 24, 10), 3, pal.WOOD_DARK)
    for i, (x, y) in enumerate(((150, 100), (168, 92), (160, 78))):
        _coin(cv, (x, y), 13 - i)
    for a in (-0.5, 0.0, 0.5):
        cv.line((92 + 30 * math.cos(a + math.pi), 84 + 30 * math.sin(a + math.pi)),
                (92 + 40 * math.cos(a + math.pi), 84 + 40 * math.sin(a + math.pi)), pal.GOLD_LIGHT, 3)


def _flea_market(cv: Canvas, rng: random.Random) -> None:
    cv.rrect((30, 96, 148, 40), 4, pal.WOOD)
    cv.rrect((30, 96, 148, 8), 3, pal.WOOD_DARK)
    for x in (34, 168):
        cv.rrect((x, 30, 6, 70), 2, pal.WOOD_DARK)
    stripes = [hex_color("#d94a4a"), pal.PARCHMENT]
    for i in range(8):
        x0 = 22 + i * 20.5
        cv.poly([(x0, 24), (x0 + 20.5, 24), (x0 + 20.5, 44), (x0, 44)], stripes[i % 2])
        cv.circle((x0 + 10.25, 44), 10.25, stripes[i % 2])
    cv.rrect((22, 18, 164, 8), 3, pal.WOOD_DARK)
    # odds and ends on the stall
    cv.circle((60, 88), 10, hex_color("#4aa0d9"))
    cv.rrect((78, 74, 20, 24), 4, hex_color("#8fc45a"))
    cv.poly([(110, 98), (122, 66), (134, 98)], hex_color("#e0b040"))
    cv.ellipse((142, 80, 26, 18), hex_color("#b070d0"))
    for i in range(3):
        cv.poly(regular_polygon((46 + i * 58, 118), 6, 4), pal.GOLD_LIGHT)


def _market_day(cv: Canvas, rng: random.Random) -> None:
    # a balance: two cards on one pan, one on the other
    cv.rrect((98, 40, 12, 90), 3, pal.GOLD_DARK)
    cv.rrect((70, 124, 68, 10), 4, pal.GOLD_DARK)
    cv.line((40, 52), (168, 40), pal.GOLD, 6)
    cv.circle((104, 46), 8, pal.GOLD)
    for x, y in ((40, 52), (168, 40)):
        cv.line((x, y), (x - 22, y + 40), pal.GOLD_DARK, 2)
        cv.line((x, y), (x + 22, y + 40), pal.GOLD_DARK, 2)
        cv.ellipse((x - 28, y + 36, 56, 12), pal.GOLD)
    for i in range(2):
        cv.rrect((22 + i * 14, 56 - i * 6, 22, 30), 3, pal.TEAL)
        cv.rrect((22 + i * 14, 56 - i * 6, 22, 30), 3, pal.GOLD_LIGHT, width=1.5)
    cv.rrect((156, 42, 24, 34), 3, pal.TEAL)
    cv.rrect((156, 42, 24, 34), 3, pal.GOLD_LIGHT, width=1.5)
    sparkle(cv, (168, 30), 8, pal.GOLD_LIGHT)


TRANSACTION_SCENES = {"auction": _auction, "flea_market": _flea_market, "market_day": _market_day}


def transaction_art(transaction: str) -> pygame.Surface:
    """The illustration of a transaction: a gavel (auction), a stall (flea market), a balance (market day)."""
    rng = seeded("transaction-art", transaction)
    surf = _backdrop(mix(pal.COPPER, (255, 220, 150), 0.45), mix(pal.COPPER, pal.NIGHT, 0.75))
    rays = Canvas(ART_W, ART_H)
    for i in range(14):
        a = 2 * math.pi * i / 14
        rays.poly([(ART_W / 2, ART_H / 2), (ART_W / 2 + 200 * math.cos(a), ART_H / 2 + 200 * math.sin(a)),
                   (ART_W / 2 + 200 * math.cos(a + 0.2), ART_H / 2 + 200 * math.sin(a + 0.2))],
                  (255, 230, 170, 40))
    surf.blit(rays.result(), (0, 0))
    cv = Canvas(ART_W, ART_H)
    TRANSACTION_SCENES[transaction](cv, rng)
    scene = cv.result()
    surf.blit(drop_shadow(scene, (3, 4), 100, 3), (0, 0))
    _vignette(surf, 100)
    return surf
