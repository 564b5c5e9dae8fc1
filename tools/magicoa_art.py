"""Magicoa's pictures: potion illustrations and frames, gold cards, backs, icons and box art.

All at the native sizes of docs/ART.md (cards 240 x 336, art windows 208 x 140, icons 64 px)
and in the house style of Elixir's cards (`tools.card_frames`, `tools.card_art`), drawn from
the potion data (`engine.magicoa.potions`) so a changed potion gets a changed picture. Each
potion is a flask of its own: the shape, stopper, label and bubbles follow from its id, the
liquid from its colour; a potion with a power sparkles. No text is drawn into a picture: the
client writes names, points and values in the player's language.

`jobs()` lists every file for `tools.make_assets` (its group "magicoa").
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

import pygame

from engine.magicoa.potions import POTIONS, Potion
from tools import palette as pal
from tools.card_art import ART_H, ART_W, _backdrop, _stars, _vignette
from tools.card_frames import RADIUS, FrameStyle, _back_base, _glow_disc, bottle_shape, frame
from tools.card_layout import CARD_H, CARD_W
from tools.draw import (
    Canvas,
    Color,
    bezier,
    drop_shadow,
    glow,
    hsv,
    ink_outline,
    mix,
    radial_gradient,
    seeded,
    sparkle,
    with_alpha,
)
from tools.magicoa_shapes import (
    COLOUR_SHAPES,
    GOLD_COLOURS,
    GOLD_SHAPES,
    POTION_COLOURS,
    colour_icon,
    power_icon,
    shape_surface,
)

BOX = (320, 200)
"""Box art size (New game's game cards)."""

POINTS_CENTRE = (212, 26)
"""Where the client writes a potion's points (the medallion drawn here)."""

Job = tuple[str, Callable[[], pygame.Surface]]


# ---- potion illustrations ---------------------------------------------------------------------------


def _flask_outline(kind: int, cx: float, base: float, h: float) -> list[tuple[float, float]]:
    """The outline of a flask body of `kind` (0..5), standing on `base`, `h` tall (without its neck)."""
    w = h * 0.55
    top = base - h
    if kind == 0:  # round-bottomed flask
        return [(cx + w * math.cos(a), base - w - w * math.sin(a) * 0.95 + w * 0.05)
                for a in [math.pi * (1.25 - 1.5 * i / 40) for i in range(41)]]
    if kind == 1:  # tall vial
        return [(cx - w * 0.45, top), (cx + w * 0.45, top), (cx + w * 0.45, base - 8), (cx + w * 0.3, base),
                (cx - w * 0.3, base), (cx - w * 0.45, base - 8)]
    if kind == 2:  # conical flask
        return [(cx - w * 0.2, top), (cx + w * 0.2, top), (cx + w, base), (cx - w, base)]
    if kind == 3:  # heart-shaped bottle
        left = bezier((cx, top + h * 0.25), (cx - w * 1.3, top - h * 0.1), (cx - w * 1.1, base - h * 0.35), (cx, base))
        right = bezier((cx, base), (cx + w * 1.1, base - h * 0.35), (cx + w * 1.3, top - h * 0.1), (cx, top + h * 0.25))
        return left + right
    if kind == 4:  # square apothecary bottle
        return [(cx - w * 0.75, top + 10), (cx - w * 0.5, top), (cx + w * 0.5, top), (cx + w * 0.75, top + 10),
                (cx + w * 0.75, base), (cx - w * 0.75, base)]
    return bezier((cx, top), (cx + w * 1.2, top + h * 0.45), (cx + w * 0.9, base), (cx, base)) \
        + bezier((cx, base), (cx - w * 0.9, base), (cx - w * 1.2, top + h * 0.45), (cx, top))  # teardrop


def _liquid(colour: str, rng_hue: float) -> tuple[int, int, int]:
    base = pygame.Color(*POTION_COLOURS[colour])
    h, s, v, _ = base.hsva
    return hsv((h + rng_hue) % 360, min(1.0, s / 100 * 0.95 + 0.05), min(1.0, v / 100 * 1.05))


def potion_art(p: Potion) -> pygame.Surface:
    """The illustration of potion `p`: its own flask, glowing with its colour, on a night table."""
    rng = seeded("magicoa-potion", p.id)
    liquid = _liquid(str(p.colour), rng.uniform(-14, 14))
    surf = _backdrop(mix(liquid, pal.NIGHT, 0.45), pal.NIGHT, center=(ART_W / 2, ART_H * 0.62))
    _stars(surf, rng, 26)
    kind = (p.id * 7 + 3) % 6
    cx, base, h = ART_W / 2 + rng.uniform(-14, 14), ART_H - 14, rng.uniform(78, 92)
    body = _flask_outline(kind, cx, base, h)
    top = min(y for _, y in body)
    cv = Canvas(ART_W, ART_H)
    glass = (200, 220, 255, 70)
    cv.poly(body, glass)
    # the liquid: the body clipped below a wavy surface line
    fill = Canvas(ART_W, ART_H)
    fill.poly(body, liquid)
    level = top + (base - top) * rng.uniform(0.28, 0.45)
    fill.rrect((0, 0, ART_W, level), 0, (0, 0, 0, 0))
    cv.blit(fill.result(), (0, 0))
    shine = [(x, y) for x, y in body if x < cx]
    if len(shine) > 3:
        cv.lines(shine[len(shine) // 4: len(shine) // 2], (255, 255, 255, 150), 3)
    neck_w = rng.uniform(14, 20)
    cv.rrect((cx - neck_w / 2, top - 22, neck_w, 26), 4, glass)
    cork = (150 + rng.randint(-20, 20), 100, 60)
    stopper = rng.randint(0, 2)
    if stopper == 0:
        cv.rrect((cx - neck_w / 2 - 3, top - 32, neck_w + 6, 14), 4, cork)
    elif stopper == 1:
        cv.circle((cx, top - 30), neck_w / 2 + 4, mix(liquid, (255, 255, 255), 0.35))
    else:
        cv.poly([(cx - neck_w / 2 - 2, top - 20), (cx + neck_w / 2 + 2, top - 20), (cx, top - 42)], pal.GOLD)
    if rng.random() < 0.6:  # a parchment label
        ly = base - (base - top) * rng.uniform(0.35, 0.5)
        cv.rrect((cx - 20, ly, 40, 18), 3, pal.PARCHMENT)
        cv.poly(_seal(cx, ly + 9, 6), mix(liquid, pal.INK, 0.35))
    for _ in range(rng.randint(3, 6)):  # bubbles
        bx, by = cx + rng.uniform(-16, 16), rng.uniform(level + 6, base - 10)
        cv.circle((bx, by), rng.uniform(1.5, 3.5), (255, 255, 255, 170))
    ink_outline(cv, pal.INK, 2.2)
    flask = cv.result()
    surf.blit(glow(flask, liquid, 8, 2), (0, 0))
    surf.blit(drop_shadow(flask, (3, 4), 90, 3), (0, 0))
    if p.power is not None:
        sparks = Canvas(ART_W, ART_H)
        for _ in range(7):
            sparkle(sparks, (cx + rng.uniform(-60, 60), rng.uniform(12, ART_H - 20)), rng.uniform(4, 8), pal.GOLD_LIGHT)
        surf.blit(sparks.result(), (0, 0))
    _vignette(surf, 110)
    return surf


def _seal(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """A small diamond (the label's seal)."""
    return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]


# ---- potion frames -------------------------------------------------------------------------------------


def potion_frame(colour: str) -> pygame.Surface:
    """The frame of a potion of `colour`: its tint, the colour's shape in the top-left badge and the
    footer, and the points medallion at the top right."""
    col = POTION_COLOURS[colour]
    style = FrameStyle(f"potion_{colour}", mix(pal.VIOLET, col, 0.55), pal.NIGHT, pal.GOLD, col, "sparkles", True)
    out = frame(style)
    cv = Canvas(CARD_W, CARD_H)
    x, y = POINTS_CENTRE
    cv.circle((x, y), 21, mix(pal.GOLD, (0, 0, 0), 0.45))
    cv.circle((x, y), 19, pal.GOLD)
    cv.circle((x, y), 16, pal.PARCHMENT)
    cv.circle((x, y), 16, with_alpha(col, 180), width=2)
    out.blit(cv.result(), (0, 0))
    badge = shape_surface(COLOUR_SHAPES[colour], 34, col)
    out.blit(badge, (8, 9))
    foot = shape_surface(COLOUR_SHAPES[colour], 26, col)
    out.blit(foot, (CARD_W // 2 - 13, CARD_H - 31))
    return out


# ---- gold cards and backs ---------------------------------------------------------------------------------


def gold_face(colour: str) -> pygame.Surface:
    """A gold card of `colour`: gold rim, the colour's shape in two corners and as a watermark, and an
    empty medallion in the middle for the value."""
    col = GOLD_COLOURS[colour]
    cv = Canvas(CARD_W, CARD_H)
    rim_dark = pal.GOLD_DARK
    cv.rrect((0, 0, CARD_W, CARD_H), RADIUS, rim_dark)
    cv.rrect((2, 2, CARD_W - 4, CARD_H - 4), RADIUS - 1, pal.GOLD)
    cv.rrect((8, 8, CARD_W - 16, CARD_H - 16), RADIUS - 5, mix(col, (0, 0, 0), 0.15))
    rng = seeded("gold", colour)
    for _ in range(40):
        sparkle(cv, (rng.uniform(14, CARD_W - 14), rng.uniform(14, CARD_H - 14)), rng.uniform(1.5, 3.5),
                with_alpha((255, 255, 255), rng.randint(50, 120)))
    cv.rrect((14, 14, CARD_W - 28, CARD_H - 28), RADIUS - 8, with_alpha(pal.GOLD_LIGHT, 170), width=2)
    out = cv.result()
    shape = GOLD_SHAPES[colour]
    mark = shape_surface(shape, 150, mix(col, (255, 255, 255), 0.25), outline=0)
    mark.set_alpha(60)
    out.blit(mark, (CARD_W // 2 - 75, CARD_H // 2 - 75))
    medal = Canvas(CARD_W, CARD_H)
    c = (CARD_W / 2, CARD_H / 2)
    medal.circle(c, 64, pal.GOLD_DARK)
    medal.circle(c, 61, pal.GOLD)
    medal.circle(c, 54, mix(col, pal.NIGHT, 0.35))
    medal.circle(c, 54, with_alpha(pal.GOLD_LIGHT, 200), width=2)
    out.blit(medal.result(), (0, 0))
    corner = shape_surface(shape, 44, mix(col, (255, 255, 255), 0.2))
    out.blit(corner, (16, 16))
    out.blit(pygame.transform.rotate(corner, 180), (CARD_W - 60, CARD_H - 60))
    return out


def potion_back() -> pygame.Surface:
    """The back of every potion: a big corked flask in a gold ring, on teal and night."""
    cv = _back_base("magicoa-potion", mix(pal.TEAL, pal.VIOLET, 0.3), pal.NIGHT, pal.GOLD, (120, 230, 220))
    c = (CARD_W / 2, CARD_H / 2)
    _glow_disc(cv, c, 66, (150, 110, 240))
    cv.circle(c, 76, pal.GOLD, width=3)
    cv.circle(c, 66, with_alpha(pal.GOLD, 150), width=1.5)
    bottle_shape(cv, (c[0], c[1] + 6), 110, (170, 120, 250), (220, 232, 255, 150), pal.INK)
    sparkle(cv, (c[0] + 50, c[1] - 44), 9, pal.GOLD_LIGHT)
    sparkle(cv, (c[0] - 46, c[1] + 40), 7, pal.GOLD_LIGHT)
    return cv.result()


def gold_back() -> pygame.Surface:
    """The back of every gold card: a sunburst of coins on deep gold-brown."""
    cv = _back_base("magicoa-gold", mix(pal.GOLD_DARK, pal.COPPER, 0.3), mix(pal.GOLD_DARK, pal.NIGHT, 0.7),
                    pal.GOLD_LIGHT, pal.GOLD)
    c = (CARD_W / 2, CARD_H / 2)
    for i in range(16):
        a = 2 * math.pi * i / 16
        cv.poly([c, (c[0] + 110 * math.cos(a - 0.08), c[1] + 110 * math.sin(a - 0.08)),
                 (c[0] + 110 * math.cos(a + 0.08), c[1] + 110 * math.sin(a + 0.08))], with_alpha(pal.GOLD_LIGHT, 50))
    for k, (dx, dy) in enumerate(((-22, 14), (22, 14), (0, -16))):
        cv.circle((c[0] + dx, c[1] + dy), 34, pal.GOLD_DARK)
        cv.circle((c[0] + dx, c[1] + dy), 31, mix(pal.GOLD, pal.GOLD_LIGHT, 0.2 * k))
        cv.circle((c[0] + dx, c[1] + dy), 22, pal.GOLD_DARK, width=2)
    return cv.result()


# ---- box art -------------------------------------------------------------------------------------------------


def _mini_card(w: int, fill: Color, angle: float) -> pygame.Surface:
    h = round(w * 1.4)
    cv = Canvas(w, h)
    cv.rrect((0, 0, w, h), w * 0.08, pal.GOLD_DARK)
    cv.rrect((1.5, 1.5, w - 3, h - 3), w * 0.07, fill)
    cv.rrect((w * 0.12, h * 0.1, w * 0.76, h * 0.5), w * 0.05, mix(fill, pal.NIGHT, 0.5))
    return pygame.transform.rotate(cv.result(), angle)


def box_elixir() -> pygame.Surface:
    """Elixir's box art: a bubbling cauldron among fanned cards and potion bottles."""
    w, h = BOX
    surf = _backdrop_box(mix(pal.VIOLET, pal.TEAL, 0.4))
    for i, (col, ang) in enumerate(zip(pal.LEVEL_COLORS.values(), (24, 8, -8, -24), strict=False)):
        card = _mini_card(58, mix(pal.VIOLET, col, 0.5), ang)
        surf.blit(card, (70 + i * 46 - card.get_width() // 2 + 30, 28))
    cv = Canvas(w, h)
    cv.ellipse((96, 110, 128, 80), (50, 46, 62))
    cv.ellipse((100, 100, 120, 26), (34, 30, 44))
    cv.ellipse((106, 104, 108, 18), (110, 230, 140))
    for x, y, r in ((140, 96, 8), (170, 88, 10), (156, 76, 5)):
        cv.circle((x, y), r, (170, 250, 190, 200))
    for x, col in ((54, pal.LEVEL_COLORS[2]), (268, pal.LEVEL_COLORS[4])):
        bottle_shape(cv, (x, 150), 60, col, (220, 232, 255, 140), pal.INK)
    ink_outline(cv, pal.INK, 2)
    art = cv.result()
    surf.blit(glow(art, (120, 240, 160), 8, 1), (0, 0))
    surf.blit(art, (0, 0))
    return surf


def box_magicoa() -> pygame.Surface:
    """Magicoa's box art: a row of glowing potions with gold cards laid in front of them."""
    w, h = BOX
    surf = _backdrop_box(mix(pal.VIOLET, pal.NIGHT, 0.3))
    cv = Canvas(w, h)
    for i, colour in enumerate(POTION_COLOURS):
        bottle_shape(cv, (48 + i * 56, 78), 84, POTION_COLOURS[colour], (220, 232, 255, 140), pal.INK)
    ink_outline(cv, pal.INK, 2)
    row = cv.result()
    surf.blit(glow(row, pal.GOLD_LIGHT, 8, 1), (0, 0))
    surf.blit(row, (0, 0))
    for i, colour in enumerate(list(GOLD_COLOURS)[:5]):
        card = _mini_card(40, GOLD_COLOURS[colour], (-1) ** i * 8)
        surf.blit(card, (48 + i * 56 - card.get_width() // 2, 128))
    return surf


def _backdrop_box(inner: Color) -> pygame.Surface:
    w, h = BOX
    surf = radial_gradient(w, h, inner, pal.NIGHT, radius=w * 0.7)
    rng = seeded("box", inner)
    cv = Canvas(w, h)
    for _ in range(40):
        cv.circle((rng.uniform(0, w), rng.uniform(0, h)), rng.uniform(0.4, 1.2), with_alpha((255, 255, 255), 140))
    surf.blit(cv.result(), (0, 0))
    return surf


# ---- the list of files ------------------------------------------------------------------------------------------


def jobs() -> Iterable[Job]:
    """(path relative to assets/, drawing function) of every Magicoa picture and the box art."""
    for p in POTIONS:
        yield f"magicoa/potions/potion_{p.id}.png", lambda p=p: potion_art(p)
    for colour in POTION_COLOURS:
        yield f"magicoa/frames/potion_{colour}.png", lambda c=colour: potion_frame(c)
        yield f"magicoa/colours/{colour}.png", lambda c=colour: colour_icon(c)
    for power in ("triple_blue", "triple_green", "exchange", "indiscretion", "double_bid", "equality"):
        yield f"magicoa/powers/{power}.png", lambda pw=power: power_icon(pw)
    for colour in GOLD_COLOURS:
        yield f"magicoa/gold/gold_{colour}.png", lambda c=colour: gold_face(c)
    yield "magicoa/backs/potion.png", potion_back
    yield "magicoa/backs/gold.png", gold_back
    yield "box/elixir.png", box_elixir
    yield "box/magicoa.png", box_magicoa
