"""Table, interface pieces, card-face marks and effect icons.

Nine-slice pieces (plaques, buttons, panels) keep their corners inside `NINE_SLICE[name]`
pixels, so the client can stretch the middle; the numbers are written to layout.json and
docs/ART.md. Icons are 64 x 64 unless noted and are meant to be scaled down.
"""

from __future__ import annotations

import math

import pygame

from tools import palette as pal
from tools.card_frames import bottle_shape
from tools.draw import (
    Canvas,
    Color,
    bezier,
    blur,
    glow,
    ink_outline,
    mix,
    radial_gradient,
    regular_polygon,
    seeded,
    sparkle,
    star_points,
    vertical_gradient,
    with_alpha,
)
from tools.fonts import outlined_text
from tools.motifs import SPELL_MOTIFS

NINE_SLICE: dict[str, int] = {"plaque": 18, "plaque_active": 18, "button": 18, "panel": 24,
                              "panel_parchment": 24}
"""Corner size in pixels of each nine-slice piece."""

TABLE_SIZE = (960, 540)


def table() -> pygame.Surface:
    """The table: a deep violet-teal baize lit from the centre, with a faint rune ring and stars."""
    w, h = TABLE_SIZE
    surf = radial_gradient(w, h, hex_mix(pal.TEAL, pal.VIOLET, 0.45), hex_mix(pal.NIGHT, (0, 0, 0), 0.3),
                           radius=w * 0.66)
    rng = seeded("table")
    cv = Canvas(w // 2, h // 2, out=(w, h))
    c = (w / 4, h / 4)
    for r, a in ((120, 34), (112, 22), (70, 18)):
        cv.circle(c, r, with_alpha(pal.GOLD_LIGHT, a), width=1.2)
    for i in range(24):
        ang = 2 * math.pi * i / 24
        cv.poly(regular_polygon((c[0] + 116 * math.cos(ang), c[1] + 116 * math.sin(ang)), 2.2, 4, ang),
                with_alpha(pal.GOLD_LIGHT, 40))
    cv.poly(star_points(c, 108, 46, 7), with_alpha(pal.GOLD_LIGHT, 26), width=1.0)
    for i in range(7):
        ang = -math.pi / 2 + 2 * math.pi * i / 7
        sparkle(cv, (c[0] + 90 * math.cos(ang), c[1] + 90 * math.sin(ang)), 3.5, with_alpha(pal.GOLD_LIGHT, 60))
    for _ in range(120):
        x, y = rng.uniform(0, w / 2), rng.uniform(0, h / 2)
        cv.circle((x, y), rng.uniform(0.3, 0.8), with_alpha((255, 255, 255), rng.randint(30, 110)))
    surf.blit(cv.result(), (0, 0))
    return surf


def hex_mix(a: Color, b: Color, t: float) -> tuple[int, int, int]:
    """`mix` without alpha."""
    m = mix(a, b, t)
    return (m[0], m[1], m[2])


def _nine(w: int, h: int, corner: int, top: Color, bottom: Color, rim: Color, inner: Color | None,
          glow_color: Color | None = None) -> pygame.Surface:
    pad = 8 if glow_color else 0
    cv = Canvas(w, h)
    r = corner * 0.8
    cv.rrect((pad, pad, w - 2 * pad, h - 2 * pad), r, mix(rim, (0, 0, 0), 0.45))
    cv.rrect((pad + 1.5, pad + 1.5, w - 2 * pad - 3, h - 2 * pad - 3), r - 1, rim)
    body = vertical_gradient(cv.n(w - 2 * pad - 8), cv.n(h - 2 * pad - 8), top, bottom)
    mask = Canvas(w - 2 * pad - 8, h - 2 * pad - 8, out=body.get_size())
    mask.rrect((0, 0, w - 2 * pad - 8, h - 2 * pad - 8), r - 3, (255, 255, 255))
    m = mask.surf
    m = pygame.transform.smoothscale(m, body.get_size())
    body.blit(m, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    cv.surf.blit(body, cv.p((pad + 4, pad + 4)))
    if inner is not None:
        cv.rrect((pad + 6, pad + 6, w - 2 * pad - 12, h - 2 * pad - 12), r - 4, inner, width=1)
    out = cv.result()
    if glow_color is not None:
        halo = glow(out, glow_color, 6, 3)
        halo.blit(out, (0, 0))
        out = halo
    return out


def plaque(active: bool) -> pygame.Surface:
    """A seat plaque (240 x 72, nine-slice), gold-glowing when it is that seat's turn."""
    return _nine(240, 72, NINE_SLICE["plaque"], mix(pal.VIOLET, (255, 255, 255), 0.08), pal.NIGHT,
                 pal.GOLD if active else mix(pal.GOLD_DARK, pal.SILVER, 0.4), with_alpha(pal.GOLD_LIGHT, 90),
                 glow_color=pal.GOLD if active else None)


def button(state: str) -> pygame.Surface:
    """A button (200 x 56, nine-slice) in state normal, hover, pressed or disabled."""
    top, bottom, rim = {
        "normal": (mix(pal.ARCANE, (255, 255, 255), 0.15), mix(pal.ARCANE, pal.NIGHT, 0.5), pal.GOLD),
        "hover": (mix(pal.ARCANE, (255, 255, 255), 0.35), mix(pal.ARCANE, pal.NIGHT, 0.3), pal.GOLD_LIGHT),
        "pressed": (mix(pal.ARCANE, pal.NIGHT, 0.55), mix(pal.ARCANE, (255, 255, 255), 0.05), pal.GOLD_DARK),
        "disabled": ((96, 92, 110), (60, 56, 70), (130, 126, 120)),
    }[state]
    out = _nine(200, 56, NINE_SLICE["button"], top, bottom, rim, with_alpha((255, 255, 255), 60))
    if state != "pressed":
        shine = Canvas(200, 56)
        shine.rrect((10, 7, 180, 14), 7, (255, 255, 255, 40 if state != "disabled" else 20))
        out.blit(shine.result(), (0, 0))
    return out


def panel(parchment: bool) -> pygame.Surface:
    """A panel (96 x 96, nine-slice): translucent night glass, or parchment for reading."""
    if parchment:
        return _nine(96, 96, NINE_SLICE["panel_parchment"], pal.PARCHMENT, pal.PARCHMENT_SHADE, pal.GOLD_DARK,
                     with_alpha(pal.GOLD_DARK, 120))
    return _nine(96, 96, NINE_SLICE["panel"], (*pal.VIOLET, 225), (*pal.NIGHT, 235), pal.GOLD,
                 with_alpha(pal.GOLD_LIGHT, 80))


def card_highlight(color: Color, width: int = 240, height: int = 336, pad: int = 14) -> pygame.Surface:
    """A glow to draw behind a card (card size + 2*pad each way): gold playable, cyan selected, red target."""
    w, h = width + 2 * pad, height + 2 * pad
    cv = Canvas(w, h)
    cv.rrect((pad - 4, pad - 4, width + 8, height + 8), 18, with_alpha(color, 255))
    cv.rrect((pad + 3, pad + 3, width - 6, height - 6), 12, (0, 0, 0, 0))
    ring = cv.result()
    soft = blur(ring, 5)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(soft, (0, 0))
    out.blit(soft, (0, 0))
    ring.set_alpha(200)
    out.blit(ring, (0, 0))
    return out


def cursor_ring() -> pygame.Surface:
    """A 64 x 64 golden ring with sparkles, for the focused target under the cursor or keyboard."""
    cv = Canvas(64, 64)
    cv.circle((32, 32), 26, pal.GOLD, width=3)
    cv.circle((32, 32), 21, with_alpha(pal.GOLD_LIGHT, 160), width=1.5)
    for i in range(4):
        a = math.pi / 4 + i * math.pi / 2
        sparkle(cv, (32 + 27 * math.cos(a), 32 + 27 * math.sin(a)), 6, pal.GOLD_LIGHT)
    return cv.result()


# --- small marks used on card faces ------------------------------------------------------

def bottle_icon(level: int) -> pygame.Surface:
    """A level bottle (48 x 64) filled with the level's colour: spells show `level` of them."""
    cv = Canvas(48, 64)
    bottle_shape(cv, (24, 34), 56, pal.LEVEL_COLORS[level], (235, 240, 255, 240), pal.INK)
    return cv.result()


def gem_icon(level: int) -> pygame.Surface:
    """The spell corner badge (64 x 64): a faceted gem of the level's colour with its digit."""
    col = pal.LEVEL_COLORS[level]
    cv = Canvas(64, 64)
    cv.poly(regular_polygon((32, 32), 31, 8, math.pi / 8), pal.INK)
    cv.poly(regular_polygon((32, 32), 28, 8, math.pi / 8), pal.GOLD)
    cv.poly(regular_polygon((32, 32), 24, 8, math.pi / 8), mix(col, (0, 0, 0), 0.25))
    cv.poly(regular_polygon((32, 30), 17, 8, math.pi / 8), col)
    cv.poly([(18, 20), (32, 12), (30, 22)], (255, 255, 255, 120))
    out = cv.result()
    digit = outlined_text(str(level), "title", 38, (255, 255, 255), pal.INK, 3)
    out.blit(digit, (32 - digit.get_width() // 2, 33 - digit.get_height() // 2))
    return out


def _icon_from(draw: object, *, outline: float = 3.0) -> pygame.Surface:
    cv = Canvas(100, 100, out=(64, 64))
    draw(cv)  # type: ignore[operator]
    if outline:
        ink_outline(cv, pal.INK, outline)
    return cv.result()


def magic_icon() -> pygame.Surface:
    """Magical object mark: a gold four-pointed star with a glow."""
    def d(cv: Canvas) -> None:
        cv.poly(star_points((50, 50), 44, 12, 4, rot=0.0), pal.GOLD)
        cv.poly(star_points((50, 50), 22, 7, 4, rot=math.pi / 4), pal.GOLD_LIGHT)
    return _icon_from(d)


def plain_icon() -> pygame.Surface:
    """Non-magical object mark: a plain iron nut (a hexagon with a hole)."""
    def d(cv: Canvas) -> None:
        cv.poly(regular_polygon((50, 50), 40, 6, 0.0), pal.SILVER)
        cv.circle((50, 50), 16, (0, 0, 0, 0))
        cv.circle((50, 50), 16, mix(pal.SILVER, (0, 0, 0), 0.5), width=3)
    return _icon_from(d)


def coin_icon() -> pygame.Surface:
    """Transaction mark (and bids): a gold coin with a star."""
    def d(cv: Canvas) -> None:
        cv.circle((50, 50), 42, pal.GOLD_DARK)
        cv.circle((47, 47), 38, pal.GOLD)
        cv.circle((47, 47), 27, pal.GOLD_DARK, width=4)
        cv.poly(star_points((47, 47), 17, 7, 5), pal.GOLD_DARK)
    return _icon_from(d)


def any_time_icon() -> pygame.Surface:
    """'Play at any time' mark: a lightning bolt in a ring."""
    def d(cv: Canvas) -> None:
        cv.circle((50, 50), 44, hex_mix(pal.ARCANE, pal.NIGHT, 0.2))
        cv.circle((50, 50), 44, pal.GOLD, width=5)
        cv.poly([(58, 12), (28, 56), (48, 56), (40, 88), (74, 42), (54, 42), (64, 12)], pal.GOLD_LIGHT)
    return _icon_from(d)


def reaction_icon(kind: str) -> pygame.Surface:
    """Reaction marks: counter (a crossed circle), divert (a bent arrow), protect (a shield)."""
    def d(cv: Canvas) -> None:
        if kind == "counter":
            cv.circle((50, 50), 40, (220, 70, 80))
            cv.circle((50, 50), 28, (0, 0, 0, 0))
            cv.line((28, 72), (72, 28), (220, 70, 80), 12)
        elif kind == "divert":
            cv.lines(bezier((16, 84), (16, 30), (40, 24), (72, 24), 20), (90, 200, 255), 12)
            cv.poly([(66, 6), (94, 24), (66, 42)], (90, 200, 255))
        else:
            SPELL_MOTIFS["shield"](cv, (120, 200, 140), pal.INK)
    return _icon_from(d)


def card_count_icon() -> pygame.Surface:
    """A small fan of Find backs, for an opponent's hand size."""
    def d(cv: Canvas) -> None:
        for i, a in enumerate((-0.35, 0.0, 0.35)):
            c, s = math.cos(a), math.sin(a)
            pts = [(-16, -26), (16, -26), (16, 26), (-16, 26)]
            q = [(50 + x * c - y * s + (i - 1) * 10, 56 + x * s + y * c) for x, y in pts]
            cv.poly(q, pal.TEAL)
            cv.poly(q, pal.GOLD, width=3)
    return _icon_from(d)


def turn_icon() -> pygame.Surface:
    """Whose turn: a gold hourglass."""
    def d(cv: Canvas) -> None:
        SPELL_MOTIFS["hourglass"](cv, pal.GOLD, pal.INK)
    return _icon_from(d)


# --- lasting effects and forfeits ----------------------------------------------------------

def effect_icon(name: str) -> pygame.Surface:
    """An effect badge (64 x 64) for a lasting spell or forfeit shown on a seat plaque."""
    def d(cv: Canvas) -> None:
        if name == "nickname":
            cv.rrect((8, 28, 84, 46), 8, pal.PARCHMENT)
            cv.rrect((8, 28, 84, 16), 8, (210, 60, 70))
            cv.rrect((8, 38, 84, 6), 0, (210, 60, 70))
            cv.line((22, 58), (78, 58), pal.INK, 4)
            cv.line((50, 28), (50, 14), pal.INK, 3)
            cv.circle((50, 12), 4, pal.GOLD)
        elif name == "hop":
            # a card in mid-leap: its bounce trail, the spot it left, and the card tilted up
            cv.ellipse((10, 84, 34, 10), (0, 0, 0, 90))
            cv.ellipse((58, 86, 30, 8), (0, 0, 0, 70))
            cv.lines(bezier((26, 86), (30, 30), (60, 20), (72, 60), 20), pal.GOLD_LIGHT, 4)
            c, sn = math.cos(-0.35), math.sin(-0.35)
            q = [(56 + x * c - y * sn, 36 + x * sn + y * c) for x, y in ((-15, -21), (15, -21), (15, 21), (-15, 21))]
            cv.poly(q, pal.TEAL)
            cv.poly(q, pal.GOLD, width=3)
            for x, y in ((16, 60), (12, 72), (22, 48)):
                cv.line((x, y), (x + 8, y - 4), with_alpha((255, 255, 255), 220), 3)
        elif name == "croak":
            pts = bezier((10, 44), (10, 10), (90, 10), (90, 44), 16)
            pts += bezier((90, 44), (90, 72), (40, 76), (34, 74), 10)
            pts += [(16, 92), (22, 70)] + bezier((22, 70), (12, 64), (10, 54), (10, 44), 6)
            cv.poly(pts, (245, 245, 235))
            frog = Canvas(100, 100, out=(100, 100))
            SPELL_MOTIFS["frog"](frog, (110, 190, 80), pal.INK)
            small = pygame.transform.smoothscale(frog.surf, (cv.n(52), cv.n(52)))
            cv.surf.blit(small, cv.p((24, 14)))
        elif name == "shield":
            SPELL_MOTIFS["shield"](cv, (110, 190, 240), pal.INK)
        elif name == "countdown":
            SPELL_MOTIFS["hourglass"](cv, pal.GOLD, pal.INK)
        elif name == "skip_turn":
            cv.arc((50, 52), 30, math.pi * 0.8, math.pi * 2.1, (240, 240, 240), 9)
            cv.poly([(78, 38), (92, 62), (66, 60)], (240, 240, 240))
            cv.line((16, 86), (86, 16), (220, 70, 80), 10)
        elif name == "draw_bonus":
            cv.rrect((18, 16, 46, 66), 6, pal.TEAL)
            cv.rrect((18, 16, 46, 66), 6, pal.GOLD, width=3)
            cv.circle((70, 68), 20, (80, 190, 110))
            cv.line((70, 56), (70, 80), (255, 255, 255), 6)
            cv.line((58, 68), (82, 68), (255, 255, 255), 6)
        elif name == "blocked":
            cv.circle((50, 50), 40, (220, 70, 80))
            cv.circle((50, 50), 30, (255, 240, 240))
            cv.rrect((26, 44, 48, 12), 4, (220, 70, 80))
        elif name.startswith("hat_"):
            _hat(cv, name[4:])
        elif name in _BADGES:
            _BADGES[name](cv)
        else:  # badge: a generic rosette for any other lasting effect
            cv.poly(star_points((50, 46), 40, 30, 12), pal.GOLD)
            cv.circle((50, 46), 26, (200, 80, 160))
            cv.poly([(34, 66), (26, 96), (40, 88), (48, 98), (50, 70)], (200, 80, 160))
            cv.poly([(66, 66), (74, 96), (60, 88), (52, 98), (50, 70)], (200, 80, 160))
            cv.poly(star_points((50, 46), 14, 6, 5), pal.GOLD_LIGHT)
    return _icon_from(d)


HATS = ("wizard", "crown", "jester", "top", "dunce", "witch", "party", "nightcap", "thimble", "snail_shell", "bib")
"""Hat names a HAT effect can carry in its data; each has effects/hat_<name>.png."""


def _hat(cv: Canvas, which: str) -> None:
    if which == "wizard":
        SPELL_MOTIFS["hat"](cv, (70, 90, 200), pal.INK)
    elif which == "crown":
        SPELL_MOTIFS["crown"](cv, pal.GOLD, pal.INK)
    elif which == "jester":
        cv.rrect((18, 66, 64, 16), 6, pal.GOLD)
        cv.poly([(20, 68)] + bezier((20, 68), (10, 30), (0, 24), (8, 12), 10) + [(50, 66)], (210, 60, 70))
        cv.poly([(50, 66)] + bezier((50, 66), (50, 30), (48, 10), (50, 8), 10) + [(80, 68)], (60, 160, 90))
        cv.poly([(80, 68)] + bezier((80, 68), (90, 30), (100, 24), (92, 12), 10) + [(50, 66)], (210, 60, 70))
        for x, y in ((8, 12), (50, 8), (92, 12)):
            cv.circle((x, y), 7, pal.GOLD)
    elif which == "top":
        cv.ellipse((8, 72, 84, 16), (40, 36, 48))
        cv.rrect((26, 14, 48, 64), 4, (40, 36, 48))
        cv.rrect((26, 58, 48, 10), 0, (200, 60, 70))
    elif which == "dunce":
        cv.poly([(26, 88), (50, 6), (74, 88)], (245, 240, 225))
        cv.ellipse((20, 80, 60, 14), (245, 240, 225))
        cv.line((42, 40), (58, 40), pal.INK, 2)
        cv.poly(star_points((50, 62), 10, 4, 5), (210, 60, 70))
    elif which == "witch":
        cv.ellipse((2, 72, 96, 18), (50, 40, 60))
        cv.poly([(26, 80), (46, 30), (70, 4), (62, 32), (74, 80)], (50, 40, 60))
        cv.rrect((28, 66, 46, 10), 3, (140, 90, 200))
        cv.rrect((44, 64, 12, 14), 2, pal.GOLD, width=2.5)
    elif which == "nightcap":
        cv.poly([(14, 82)] + bezier((14, 82), (20, 20), (70, 6), (88, 40), 16) + [(82, 50), (86, 82)], (70, 90, 190))
        for x, y in ((36, 56), (54, 40), (64, 64)):
            cv.poly(star_points((x, y), 5, 2, 5), (255, 230, 140))
        cv.rrect((8, 76, 84, 14), 7, (245, 245, 255))
        cv.circle((86, 48), 9, (245, 245, 255))
    elif which == "thimble":
        cv.poly(bezier((24, 88), (22, 30), (34, 12), (50, 12), 14) + bezier((50, 12), (66, 12), (78, 30), (76, 88), 14),
                (200, 200, 210))
        cv.rrect((18, 80, 64, 12), 5, (170, 170, 182))
        for y in (30, 44, 58, 70):
            for x in range(34, 70, 9):
                cv.circle((x + (4 if y % 28 else 0), y), 2.2, (140, 140, 152))
    elif which == "snail_shell":
        cv.circle((50, 56), 36, (200, 140, 80))
        pts = [(50 + (30 - t * 3.2) * math.cos(t), 56 + (30 - t * 3.2) * math.sin(t)) for t in
               [i * 0.15 for i in range(58)]]
        cv.lines(pts, pal.INK, 4)
    elif which == "bib":
        rim = bezier((18, 20), (14, 70), (34, 92), (50, 92), 14) + bezier((50, 92), (66, 92), (86, 70), (82, 20), 14)
        cv.poly(rim + [(64, 20)] + bezier((64, 20), (62, 36), (38, 36), (36, 20), 10), (250, 250, 245))
        cv.lines(rim, (210, 60, 70), 4)
        cv.circle((50, 62), 8, (210, 60, 70))
    else:  # party
        cv.poly([(24, 90), (50, 10), (76, 90)], (230, 90, 170))
        for i in range(4):
            y = 30 + i * 16
            cv.line((50 - (y - 10) * 0.32, y), (50 + (y - 10) * 0.32, y + 4), pal.GOLD_LIGHT, 4)
        cv.circle((50, 10), 8, (90, 200, 255))


def _zzz(cv: Canvas, x: float, y: float, k: float) -> None:
    cv.lines([(x, y), (x + 12 * k, y), (x, y + 12 * k), (x + 12 * k, y + 12 * k)], (255, 255, 255), 3.5 * k)


def _b_asleep(cv: Canvas) -> None:
    SPELL_MOTIFS["moon"](cv, (250, 220, 120), pal.INK)
    _zzz(cv, 58, 10, 1.2)
    _zzz(cv, 80, 34, 0.8)


def _b_frozen(cv: Canvas) -> None:
    for i in range(3):
        a = math.pi * i / 3
        dx, dy = 40 * math.cos(a), 40 * math.sin(a)
        cv.line((50 - dx, 50 - dy), (50 + dx, 50 + dy), (170, 225, 255), 8)
        for sgn in (-1, 1):
            bx, by = 50 + sgn * dx * 0.6, 50 + sgn * dy * 0.6
            for b in (a + 0.8, a - 0.8):
                cv.line((bx, by), (bx + sgn * 14 * math.cos(b), by + sgn * 14 * math.sin(b)), (170, 225, 255), 5)


def _b_stunned(cv: Canvas) -> None:
    cv.ellipse((10, 30, 80, 40), (255, 230, 140), width=4)
    for x, y in ((14, 50), (50, 30), (86, 50), (50, 70)):
        cv.poly(star_points((x, y), 11, 4.5, 5), pal.GOLD)


def _b_queasy(cv: Canvas) -> None:
    cv.circle((50, 50), 40, (150, 210, 110))
    cv.line((30, 38), (42, 44), pal.INK, 4)
    cv.line((70, 38), (58, 44), pal.INK, 4)
    cv.lines([(28, 68), (38, 62), (50, 70), (62, 62), (72, 68)], pal.INK, 4)


def _b_moths(cv: Canvas) -> None:
    for cx, cy, k in ((38, 42, 1.0), (72, 70, 0.6)):
        for sgn in (-1, 1):
            cv.ellipse((cx + (0 if sgn > 0 else -26 * k), cy - 16 * k, 26 * k, 22 * k), (200, 190, 170))
            cv.ellipse((cx + (0 if sgn > 0 else -18 * k), cy + 2 * k, 18 * k, 16 * k), (170, 160, 140))
        cv.rrect((cx - 3 * k, cy - 14 * k, 6 * k, 30 * k), 3 * k, (110, 90, 70))


def _b_taxed(cv: Canvas) -> None:
    SPELL_MOTIFS["scroll"](cv, pal.PARCHMENT, pal.INK)
    cv.circle((74, 74), 18, pal.GOLD_DARK)
    cv.circle((72, 72), 16, pal.GOLD)
    cv.poly(star_points((72, 72), 9, 4, 5), pal.GOLD_DARK)


def _b_deep_pockets(cv: Canvas) -> None:
    SPELL_MOTIFS["sack"](cv, (120, 160, 220), pal.INK)


def _b_plenty(cv: Canvas) -> None:
    SPELL_MOTIFS["cauldron"](cv, (120, 220, 140), pal.INK)


def _b_stone(cv: Canvas) -> None:
    cv.poly(bezier((16, 60), (14, 24), (60, 14), (82, 32), 14) + bezier((82, 32), (96, 56), (80, 86), (50, 86), 14)
            + bezier((50, 86), (26, 86), (18, 74), (16, 60), 10), (150, 150, 156))
    cv.lines([(40, 36), (50, 50), (44, 62)], (100, 100, 108), 3)


def _b_hourglass(cv: Canvas) -> None:
    SPELL_MOTIFS["hourglass"](cv, pal.GOLD, pal.INK)


def _b_speech(cv: Canvas) -> None:
    pts = bezier((10, 44), (10, 10), (90, 10), (90, 44), 16) + bezier((90, 44), (90, 72), (40, 76), (34, 74), 10)
    pts += [(16, 92), (22, 70)] + bezier((22, 70), (12, 64), (10, 54), (10, 44), 6)
    cv.poly(pts, (245, 245, 235))
    for x in (32, 50, 68):
        cv.circle((x, 44), 6, pal.INK)


_BADGES = {"asleep": _b_asleep, "frozen": _b_frozen, "stunned": _b_stunned, "queasy": _b_queasy,
           "moths": _b_moths, "taxed": _b_taxed, "deep_pockets": _b_deep_pockets, "plenty": _b_plenty,
           "stone": _b_stone, "hourglass": _b_hourglass, "speech": _b_speech}
"""Badges for particular lasting effects, by the effect's key or its data["icon"]."""

EFFECTS = ("badge", "nickname", "hop", "croak", "shield", "countdown", "skip_turn", "draw_bonus", "blocked",
           *(f"hat_{h}" for h in HATS), *_BADGES)
"""Every effect icon file stem under effects/."""
