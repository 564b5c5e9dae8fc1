"""Small pictures used in card illustrations: spell motifs and object silhouettes.

Each drawer paints in a 100 x 100 design space centred on (50, 50) with a main colour and an
ink colour. `pick_motif` chooses one from a card's key and English name (keywords first, so a
spell about a frog shows a frog), falling back to a stable seeded choice.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from tools.draw import Canvas, Color, bezier, mix, regular_polygon, seeded, star_points

Drawer = Callable[[Canvas, Color, Color], None]


def _heart(cv: Canvas, c: Color, ink: Color) -> None:
    pts = bezier((50, 88), (20, 66), (6, 44), (14, 28), 16) + bezier((14, 28), (22, 12), (44, 12), (50, 30), 16)
    pts += bezier((50, 30), (56, 12), (78, 12), (86, 28), 16) + bezier((86, 28), (94, 44), (80, 66), (50, 88), 16)
    cv.poly(pts, c)
    cv.ellipse((24, 28, 14, 10), (255, 255, 255, 150))


def _frog(cv: Canvas, c: Color, ink: Color) -> None:
    cv.ellipse((10, 36, 80, 52), c)
    cv.circle((30, 34), 15, c)
    cv.circle((70, 34), 15, c)
    for x in (30, 70):
        cv.circle((x, 33), 10, (255, 255, 240))
        cv.circle((x + 2, 34), 5, ink)
    cv.arc((50, 52), 26, math.pi * 0.2, math.pi * 0.8, ink, 3.5)
    cv.circle((22, 62), 4, mix(c, (255, 120, 140), 0.6))
    cv.circle((78, 62), 4, mix(c, (255, 120, 140), 0.6))


def _hat(cv: Canvas, c: Color, ink: Color) -> None:
    cv.ellipse((6, 70, 88, 20), c)
    cv.poly([(24, 78), (50, 8), (58, 10), (76, 78)], c)
    cv.poly([(50, 8), (70, 14), (66, 22), (56, 16)], c)
    cv.rrect((26, 66, 48, 10), 4, mix(c, (255, 220, 120), 0.7))
    for x, y, r in ((44, 40, 5), (56, 54, 4), (48, 26, 3)):
        cv.poly(star_points((x, y), r, r * 0.4, 5), (255, 230, 140))


def _crown(cv: Canvas, c: Color, ink: Color) -> None:
    cv.poly([(12, 78), (16, 30), (32, 52), (50, 20), (68, 52), (84, 30), (88, 78)], c)
    cv.rrect((12, 72, 76, 14), 4, mix(c, ink, 0.25))
    for x in (16, 50, 84):
        cv.circle((x, 26 if x != 50 else 16), 6, (255, 80, 110))
    cv.circle((50, 79), 4, (90, 200, 255))


def _moon(cv: Canvas, c: Color, ink: Color) -> None:
    cv.circle((50, 50), 38, c)
    cv.circle((66, 40), 34, (0, 0, 0, 0))
    cv.poly(star_points((76, 70), 8, 3, 5), c)


def _eye(cv: Canvas, c: Color, ink: Color) -> None:
    pts = bezier((8, 50), (30, 18), (70, 18), (92, 50), 20) + bezier((92, 50), (70, 82), (30, 82), (8, 50), 20)
    cv.poly(pts, (255, 250, 235))
    cv.circle((50, 50), 22, c)
    cv.circle((50, 50), 10, ink)
    cv.circle((44, 44), 5, (255, 255, 255))
    cv.lines(pts, ink, 3, closed=True)


def _note(cv: Canvas, c: Color, ink: Color) -> None:
    cv.ellipse((14, 66, 26, 20), c)
    cv.ellipse((58, 58, 26, 20), c)
    cv.line((38, 74), (38, 22), c, 6)
    cv.line((82, 66), (82, 14), c, 6)
    cv.poly([(35, 16), (85, 8), (85, 22), (35, 30)], c)


def _hourglass(cv: Canvas, c: Color, ink: Color) -> None:
    cv.rrect((20, 8, 60, 10), 4, c)
    cv.rrect((20, 82, 60, 10), 4, c)
    glass = (220, 240, 255, 200)
    cv.poly([(26, 18), (74, 18), (54, 50), (74, 82), (26, 82), (46, 50)], glass)
    cv.poly([(36, 66), (64, 66), (72, 82), (28, 82)], (255, 210, 120))
    cv.poly([(34, 26), (66, 26), (52, 44), (48, 44)], (255, 210, 120))


def _bolt(cv: Canvas, c: Color, ink: Color) -> None:
    cv.poly([(58, 6), (22, 56), (46, 56), (36, 94), (78, 40), (54, 40), (66, 6)], c)


def _mask(cv: Canvas, c: Color, ink: Color) -> None:
    pts = bezier((10, 30), (30, 20), (70, 20), (90, 30), 12) + bezier((90, 30), (92, 70), (70, 90), (50, 90), 12)
    pts += bezier((50, 90), (30, 90), (8, 70), (10, 30), 12)
    cv.poly(pts, c)
    cv.ellipse((24, 40, 18, 10), ink)
    cv.ellipse((58, 40, 18, 10), ink)
    cv.arc((50, 58), 16, math.pi * 0.15, math.pi * 0.85, ink, 4)


def _scroll(cv: Canvas, c: Color, ink: Color) -> None:
    cv.rrect((18, 20, 64, 60), 4, c)
    cv.circle((18, 26), 8, mix(c, ink, 0.2))
    cv.circle((82, 74), 8, mix(c, ink, 0.2))
    for y in (34, 44, 54, 64):
        cv.line((28, y), (72 - (y % 20), y), mix(c, ink, 0.6), 2.5)


def _swirl(cv: Canvas, c: Color, ink: Color) -> None:
    for i, (w, y) in enumerate(((80, 14), (64, 30), (48, 46), (34, 62), (22, 78))):
        cv.ellipse((50 - w / 2 + i * 3, y, w, 14), c, width=5)


def _key(cv: Canvas, c: Color, ink: Color) -> None:
    cv.circle((30, 34), 20, c)
    cv.circle((30, 34), 9, (0, 0, 0, 0))
    cv.line((42, 46), (84, 88), c, 10)
    cv.line((66, 70), (76, 60), c, 8)
    cv.line((76, 80), (86, 70), c, 8)


def _flower(cv: Canvas, c: Color, ink: Color) -> None:
    for i in range(6):
        a = 2 * math.pi * i / 6
        cv.circle((50 + 22 * math.cos(a), 50 + 22 * math.sin(a)), 17, c)
    cv.circle((50, 50), 14, (255, 210, 90))


def _shield(cv: Canvas, c: Color, ink: Color) -> None:
    pts = [(14, 14), (86, 14), (86, 46)] + bezier((86, 46), (84, 72), (62, 86), (50, 94), 14)
    pts += bezier((50, 94), (38, 86), (16, 72), (14, 46), 14)
    cv.poly(pts, c)
    cv.poly([(50, 22), (78, 22), (78, 46), (50, 84)], mix(c, (255, 255, 255), 0.3))
    cv.lines(pts, ink, 3, closed=True)


def _arrows(cv: Canvas, c: Color, ink: Color) -> None:
    cv.arc((50, 50), 30, math.pi * 1.1, math.pi * 1.9, c, 9)
    cv.poly([(72, 18), (90, 36), (66, 40)], c)
    cv.arc((50, 50), 30, math.pi * 0.1, math.pi * 0.9, c, 9)
    cv.poly([(28, 82), (10, 64), (34, 60)], c)


def _snail(cv: Canvas, c: Color, ink: Color) -> None:
    cv.rrect((8, 70, 84, 16), 8, mix(c, (255, 255, 255), 0.3))
    cv.circle((52, 52), 28, c)
    pts = [(52 + (24 - t * 2.6) * math.cos(t), 52 + (24 - t * 2.6) * math.sin(t)) for t in
           [i * 0.15 for i in range(60)]]
    cv.lines(pts, ink, 3)
    cv.line((84, 72), (90, 44), mix(c, (255, 255, 255), 0.3), 5)
    cv.circle((90, 42), 4, ink)


# --- objects ---------------------------------------------------------------------------

def _wand(cv: Canvas, c: Color, ink: Color) -> None:
    cv.line((16, 88), (70, 30), (70, 46, 70), 8)
    cv.line((16, 88), (30, 73), (240, 240, 240), 8)
    cv.poly(star_points((74, 24), 20, 8, 5), c)


def _ring(cv: Canvas, c: Color, ink: Color) -> None:
    cv.ellipse((16, 40, 68, 50), (230, 190, 80), width=9)
    cv.poly(regular_polygon((50, 30), 16, 6), c)
    cv.poly(regular_polygon((50, 30), 9, 6), mix(c, (255, 255, 255), 0.5))


def _amulet(cv: Canvas, c: Color, ink: Color) -> None:
    cv.arc((50, 30), 30, math.pi * 1.0, math.pi * 2.0, (230, 190, 80), 4)
    cv.line((20, 30), (40, 58), (230, 190, 80), 4)
    cv.line((80, 30), (60, 58), (230, 190, 80), 4)
    cv.poly(regular_polygon((50, 68), 22, 4), (230, 190, 80))
    cv.poly(regular_polygon((50, 68), 15, 4), c)


def _book(cv: Canvas, c: Color, ink: Color) -> None:
    cv.poly([(10, 30), (48, 22), (48, 84), (10, 90)], c)
    cv.poly([(52, 22), (90, 30), (90, 90), (52, 84)], mix(c, ink, 0.2))
    cv.poly([(14, 34), (46, 27), (46, 80), (14, 85)], (250, 240, 215))
    cv.poly([(54, 27), (86, 34), (86, 85), (54, 80)], (250, 240, 215))
    for y in (40, 50, 60, 70):
        cv.line((20, y), (40, y - 4), mix(c, ink, 0.5), 2)
        cv.line((60, y - 4), (80, y), mix(c, ink, 0.5), 2)


def _mirror(cv: Canvas, c: Color, ink: Color) -> None:
    cv.ellipse((22, 6, 56, 66), (230, 190, 80))
    cv.ellipse((28, 12, 44, 54), mix(c, (255, 255, 255), 0.55))
    cv.line((38, 24), (48, 18), (255, 255, 255), 4)
    cv.rrect((44, 70, 12, 26), 5, (230, 190, 80))


def _crystal_ball(cv: Canvas, c: Color, ink: Color) -> None:
    cv.poly([(26, 90), (74, 90), (66, 74), (34, 74)], (140, 90, 50))
    cv.circle((50, 44), 34, mix(c, (255, 255, 255), 0.3))
    cv.circle((42, 34), 10, (255, 255, 255, 170))
    cv.circle((56, 52), 12, mix(c, (255, 255, 255), 0.6))


def _candle(cv: Canvas, c: Color, ink: Color) -> None:
    cv.ellipse((20, 80, 60, 14), (200, 170, 90))
    cv.rrect((36, 36, 28, 50), 4, (250, 240, 220))
    cv.line((50, 36), (50, 28), ink, 2)
    cv.poly(bezier((50, 6), (62, 20), (60, 30), (50, 30), 10) + bezier((50, 30), (40, 30), (38, 20), (50, 6), 10), c)


def _cauldron(cv: Canvas, c: Color, ink: Color) -> None:
    cv.ellipse((14, 36, 72, 54), (60, 56, 70))
    cv.ellipse((16, 30, 68, 16), (40, 36, 50))
    cv.ellipse((20, 32, 60, 11), c)
    for x, y, r in ((36, 22, 6), (58, 16, 8), (48, 6, 4)):
        cv.circle((x, y), r, mix(c, (255, 255, 255), 0.4))


def _potion(cv: Canvas, c: Color, ink: Color) -> None:
    cv.circle((50, 62), 30, (225, 235, 255, 230))
    cv.rrect((40, 14, 20, 30), 4, (225, 235, 255, 230))
    cv.circle((50, 66), 25, c)
    cv.rrect((38, 8, 24, 10), 3, (150, 100, 60))


def _boot(cv: Canvas, c: Color, ink: Color) -> None:
    cv.poly([(30, 10), (60, 10), (60, 62), (90, 70), (90, 88), (24, 88)], c)
    cv.rrect((24, 82, 66, 8), 3, mix(c, ink, 0.5))
    cv.line((30, 20), (60, 20), mix(c, ink, 0.4), 3)


def _spoon(cv: Canvas, c: Color, ink: Color) -> None:
    cv.ellipse((56, 8, 28, 38), c)
    cv.line((66, 40), (20, 90), c, 8)


def _sock(cv: Canvas, c: Color, ink: Color) -> None:
    cv.poly([(34, 8), (62, 8), (62, 58), (80, 72)] + bezier((80, 72), (90, 84), (76, 96), (62, 90), 8)
            + [(34, 68)], c)
    for y in (16, 26):
        cv.line((34, y), (62, y), mix(c, ink, 0.4), 4)


def _teapot(cv: Canvas, c: Color, ink: Color) -> None:
    cv.ellipse((22, 36, 56, 48), c)
    cv.poly([(76, 56), (94, 38), (96, 44), (78, 68)], c)
    cv.arc((20, 58), 12, math.pi * 0.5, math.pi * 1.5, c, 6)
    cv.ellipse((34, 28, 32, 12), mix(c, ink, 0.3))
    cv.circle((50, 26), 5, mix(c, ink, 0.3))


def _umbrella(cv: Canvas, c: Color, ink: Color) -> None:
    pts = bezier((8, 50), (12, 14), (88, 14), (92, 50), 20)
    pts += [(79, 44), (64, 50), (50, 44), (36, 50), (21, 44)]
    cv.poly(pts, c)
    cv.line((50, 48), (50, 84), ink, 4)
    cv.arc((58, 84), 8, 0, math.pi, ink, 4)


def _chair(cv: Canvas, c: Color, ink: Color) -> None:
    cv.rrect((28, 8, 40, 46), 4, c)
    cv.rrect((22, 50, 56, 10), 3, mix(c, ink, 0.2))
    for x in (26, 70):
        cv.line((x, 60), (x, 92), mix(c, ink, 0.2), 6)


def _bucket(cv: Canvas, c: Color, ink: Color) -> None:
    cv.poly([(22, 34), (78, 34), (70, 90), (30, 90)], c)
    cv.arc((50, 36), 28, math.pi, 2 * math.pi, ink, 3)
    cv.ellipse((22, 28, 56, 12), mix(c, ink, 0.3))


def _lantern(cv: Canvas, c: Color, ink: Color) -> None:
    cv.arc((50, 18), 10, math.pi, 2 * math.pi, ink, 3)
    cv.rrect((30, 20, 40, 10), 3, c)
    cv.rrect((32, 30, 36, 50), 4, (250, 220, 140))
    cv.rrect((30, 80, 40, 10), 3, c)
    for x in (32, 50, 68):
        cv.line((x, 30), (x, 80), c, 3)


def _duck(cv: Canvas, c: Color, ink: Color) -> None:
    cv.ellipse((14, 46, 66, 40), c)
    cv.circle((66, 36), 18, c)
    cv.poly([(80, 34), (96, 38), (80, 44)], (240, 140, 40))
    cv.circle((70, 32), 3.5, ink)
    cv.poly([(14, 60), (6, 44), (26, 54)], c)
    cv.arc((40, 62), 14, math.pi * 0.1, math.pi * 0.9, mix(c, ink, 0.35), 3)


def _crocodile(cv: Canvas, c: Color, ink: Color) -> None:
    cv.poly([(6, 60), (30, 48), (70, 46), (96, 54), (96, 62), (70, 64), (30, 70)], c)
    cv.poly([(6, 60), (40, 58), (40, 62), (8, 64)], mix(c, ink, 0.3))
    for x in (36, 48, 60, 72):
        cv.poly([(x, 46), (x + 5, 38), (x + 10, 46)], c)
    cv.circle((30, 48), 6, c)
    cv.circle((30, 46), 2.5, ink)
    for x in (36, 70):
        cv.rrect((x, 62, 8, 14), 3, c)
    for x in range(12, 36, 6):
        cv.poly([(x, 60), (x + 2, 56), (x + 4, 60)], (255, 255, 255))


def _portrait(cv: Canvas, c: Color, ink: Color) -> None:
    cv.rrect((14, 8, 72, 84), 6, (200, 150, 60))
    cv.rrect((22, 16, 56, 68), 3, mix(c, (255, 255, 255), 0.4))
    cv.circle((50, 40), 12, mix(c, ink, 0.5))
    cv.ellipse((30, 52, 40, 34), mix(c, ink, 0.5))
    cv.ellipse((40, 20, 20, 12), mix(c, ink, 0.7))


def _spyglass(cv: Canvas, c: Color, ink: Color) -> None:
    cv.line((14, 80), (40, 62), (140, 90, 50), 12)
    cv.line((40, 62), (66, 44), (220, 180, 80), 16)
    cv.line((66, 44), (88, 28), (220, 180, 80), 20)
    cv.circle((90, 26), 10, mix(c, (255, 255, 255), 0.5))


def _glove(cv: Canvas, c: Color, ink: Color) -> None:
    cv.rrect((26, 40, 46, 44), 12, c)
    for i, (x, top) in enumerate(((28, 16), (40, 8), (52, 10), (64, 18))):
        cv.rrect((x, top, 10, 50 - i), 5, c)
    cv.poly([(26, 56), (10, 40), (16, 34), (32, 46)], c)
    cv.rrect((24, 80, 50, 12), 3, mix(c, ink, 0.3))
    for x, y in ((34, 60), (50, 66), (62, 56)):
        cv.circle((x, y), 3, mix(c, (255, 255, 255), 0.6))


def _sack(cv: Canvas, c: Color, ink: Color) -> None:
    cv.poly(bezier((34, 36), (4, 56), (10, 94), (50, 94), 16) + bezier((50, 94), (90, 94), (96, 56), (66, 36), 16), c)
    cv.poly([(34, 38), (28, 14), (50, 22), (72, 14), (66, 38)], c)
    cv.rrect((30, 32, 40, 8), 4, mix(c, ink, 0.5))
    cv.poly(star_points((50, 66), 14, 6, 5), (255, 225, 120))


def _soap(cv: Canvas, c: Color, ink: Color) -> None:
    for x, y, r in ((24, 22, 10), (46, 12, 7), (70, 20, 12), (84, 42, 6)):
        cv.circle((x, y), r, (230, 245, 255, 200))
        cv.circle((x - r * 0.3, y - r * 0.3), r * 0.25, (255, 255, 255))
    cv.rrect((14, 46, 72, 40), 14, c)
    cv.rrect((20, 50, 60, 12), 6, mix(c, (255, 255, 255), 0.4))


def _cloud(cv: Canvas, c: Color, ink: Color) -> None:
    for x, y, r in ((30, 56, 20), (50, 44, 26), (72, 56, 20), (50, 64, 22)):
        cv.circle((x, y), r, mix(c, (255, 255, 255), 0.7))
    for x in (34, 50, 66):
        cv.line((x, 84), (x - 4, 96), (120, 180, 255), 4)


def _basket(cv: Canvas, c: Color, ink: Color) -> None:
    cv.arc((50, 50), 30, math.pi, 2 * math.pi, (150, 100, 50), 7)
    for x, y, r, col in ((36, 46, 10, (220, 60, 60)), (54, 42, 11, (250, 200, 60)), (68, 48, 9, (110, 190, 80))):
        cv.circle((x, y), r, col)
    cv.poly([(14, 50), (86, 50), (76, 90), (24, 90)], (190, 140, 70))
    for y in (60, 70, 80):
        cv.line((18, y), (82, y), (140, 95, 45), 3)


def _pebble(cv: Canvas, c: Color, ink: Color) -> None:
    cv.poly(bezier((20, 60), (18, 30), (60, 18), (80, 36), 14) + bezier((80, 36), (96, 56), (80, 84), (50, 84), 14)
            + bezier((50, 84), (28, 84), (22, 72), (20, 60), 10), c)
    cv.poly(star_points((52, 54), 12, 5, 4, rot=0.0), (255, 255, 255, 220))
    cv.ellipse((34, 34, 16, 9), (255, 255, 255, 120))



def _hook(cv: Canvas, c: Color, ink: Color) -> None:
    cv.rrect((40, 4, 20, 34), 5, (140, 90, 50))
    cv.line((50, 36), (50, 64), c, 8)
    cv.arc((36, 64), 14, 0, math.pi, c, 8)
    cv.poly([(16, 64), (28, 52), (30, 66)], c)

SPELL_MOTIFS: dict[str, Drawer] = {
    "heart": _heart, "frog": _frog, "hat": _hat, "crown": _crown, "moon": _moon, "eye": _eye,
    "note": _note, "hourglass": _hourglass, "bolt": _bolt, "mask": _mask, "scroll": _scroll,
    "swirl": _swirl, "key": _key, "flower": _flower, "shield": _shield, "arrows": _arrows, "snail": _snail,
    "cauldron": _cauldron, "mirror": _mirror, "crystal_ball": _crystal_ball, "cloud": _cloud,
    "sack": _sack, "candle": _candle,
}
"""Motifs floating in the vapour of a spell's potion."""

MAGIC_OBJECTS: dict[str, Drawer] = {
    "wand": _wand, "ring": _ring, "amulet": _amulet, "book": _book, "mirror": _mirror,
    "crystal_ball": _crystal_ball, "candle": _candle, "cauldron": _cauldron, "potion": _potion,
    "key": _key, "shield": _shield, "hat": _hat, "scroll": _scroll, "hourglass": _hourglass,
    "spyglass": _spyglass, "glove": _glove, "sack": _sack, "soap": _soap, "cloud": _cloud,
    "basket": _basket, "pebble": _pebble, "umbrella": _umbrella, "arrows": _arrows, "hook": _hook,
}
"""Silhouettes for magical objects."""

PLAIN_OBJECTS: dict[str, Drawer] = {
    "boot": _boot, "spoon": _spoon, "sock": _sock, "teapot": _teapot, "umbrella": _umbrella,
    "chair": _chair, "bucket": _bucket, "lantern": _lantern, "candle": _candle, "key": _key,
    "duck": _duck, "crocodile": _crocodile, "portrait": _portrait, "crown": _crown,
}
"""Silhouettes for non-magical objects."""

KEYWORDS: dict[str, tuple[str, ...]] = {
    "heart": ("love", "cyrano", "heart", "kiss", "sonnet", "amour", "charm", "peacock", "pride"),
    "frog": ("frog", "croak", "toad", "hop", "jump", "grenouille", "jitterbug"),
    "hat": ("hat", "chapeau", "cap", "dunce"),
    "crown": ("crown", "king", "queen", "royal", "throne", "decree", "couronne"),
    "moon": ("moon", "night", "sleep", "dream", "lune", "lullaby", "sandman", "eclipse"),
    "eye": ("eye", "peep", "peek", "spy", "reveal", "vision", "look", "owl", "scry", "nosy"),
    "note": ("song", "sing", "music", "chant", "whistle", "poem", "poet", "encore", "waltz"),
    "hourglass": ("time", "clock", "hour", "delay", "skip", "sablier", "hasty", "frozen"),
    "bolt": ("bolt", "lightning", "storm", "thunder", "zap", "quick", "breath", "nope", "jinx"),
    "mask": ("mask", "imitate", "copy", "copycat", "mimic", "disguise", "nickname", "changeling",
             "goblin", "gargoyle", "superstition"),
    "scroll": ("scroll", "recipe", "letter", "contract", "tax", "tongue"),
    "swirl": ("tornado", "whirl", "wind", "swap", "reverse", "direction", "spin", "vanish", "merry",
              "carousel", "twister", "sneeze"),
    "key": ("key", "lock", "unlock", "steal", "thief", "larceny", "pickpocket", "purse"),
    "flower": ("flower", "bloom", "garden", "rose", "spring", "scarab", "lucky", "bath", "purif", "boon"),
    "shield": ("shield", "protect", "guard", "ward", "armour", "armor", "aegis"),
    "arrows": ("exchange", "trade", "trading", "divert", "redirect", "return", "recover", "recast",
               "distribute", "share", "boomerang", "bouncing", "backwards", "weathervane", "places"),
    "snail": ("snail", "slow", "lazy"),
    "cauldron": ("cauldron", "chaudron", "stew", "soup", "appetite", "famine", "cornucopia", "potato",
                 "alchemist", "plenty"),
    "cloud": ("cloud", "fog", "mist", "nuage"),
    "sack": ("sack", "satchel", "bag", "pockets", "rummage", "flea"),
    "wand": ("wand", "staff", "baguette"),
    "ring": ("ring", "anneau", "bague", "mood"),
    "amulet": ("amulet", "talisman", "pendant"),
    "book": ("book", "grimoire", "tome", "spellbook"),
    "mirror": ("mirror", "miroir", "reflect", "refusal"),
    "crystal_ball": ("crystal", "ball", "orb", "boule", "pool"),
    "candle": ("candle", "bougie", "light"),
    "potion": ("potion", "flask", "vial", "phial", "philtre", "fiole", "elixir", "bottle", "jar", "alembic",
               "draught"),
    "spyglass": ("spyglass", "telescope", "lorgnette"),
    "glove": ("glove", "gant", "hand"),
    "soap": ("soap", "savon"),
    "basket": ("basket", "panier", "market"),
    "pebble": ("pebble", "stone", "philosopher", "caillou"),
    "hook": ("hook",),
    "boot": ("boot", "shoe", "botte"),
    "spoon": ("spoon", "ladle", "cuill"),
    "sock": ("sock", "chaussette", "stocking"),
    "teapot": ("tea", "teapot", "kettle", "théi"),
    "umbrella": ("umbrella", "parapluie", "rain"),
    "chair": ("chair", "stool", "chaise"),
    "bucket": ("bucket", "pail", "seau"),
    "lantern": ("lantern", "lamp", "lanterne"),
    "duck": ("duck", "canard"),
    "crocodile": ("crocodile", "croc", "alligator"),
    "portrait": ("portrait", "painting", "aunt", "tableau"),
}
"""Motif name -> words that, found in a card's key or English name, select it."""


def pick_motif(pool: dict[str, Drawer], key: str, name: str, salt: str) -> str:
    """The motif of `pool` for a card: the first keyword match in name + key, else a seeded pick."""
    # the name's words first (they say what the card is), then the key's; a keyword matches
    # the start of a word, so "returns" does not pick the hourglass of "turn"
    text = f"{name} {key}".lower()
    for ch in "_.-'’,;:!?()":
        text = text.replace(ch, " ")
    for word in text.split():
        for motif, keys in KEYWORDS.items():
            if motif in pool and any(word.startswith(k) for k in keys):
                return motif
    options: Sequence[str] = sorted(pool)
    return options[seeded(salt, key).randrange(len(options))]
