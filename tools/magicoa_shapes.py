"""The shapes that tell Magicoa's colours apart without colour, and its power icons.

Every potion colour and every gold colour has a silhouette of its own, drawn on its cards so
that a player who cannot tell the colours apart still can tell the cards (docs/ART.md). The
drawers take a `Canvas` in a 100 x 100 design space, a fill and an ink colour.

Potion colours: blue = wave, green = clover, red = flame, yellow = lightning bolt,
purple = crescent with three dots. Gold colours: amber = sun, crimson = heart, jade = leaf,
azure = drop, violet = moon, ivory = star.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from tools import palette as pal
from tools.draw import Canvas, Color, bezier, ink_outline, mix, star_points, with_alpha
from tools.fonts import outlined_text

Drawer = Callable[[Canvas, Color, Color], None]

POTION_COLOURS: dict[str, tuple[int, int, int]] = {
    "blue": (58, 159, 240), "green": (53, 183, 121), "red": (224, 71, 76), "yellow": (242, 193, 78),
    "purple": (163, 90, 230),
}
"""The five potion colours (engine.magicoa.potions.Colour), as drawn."""

GOLD_COLOURS: dict[str, tuple[int, int, int]] = {
    "amber": (232, 150, 40), "crimson": (196, 40, 72), "jade": (38, 150, 104), "azure": (52, 120, 214),
    "violet": (124, 74, 196), "ivory": (226, 214, 186),
}
"""The six gold colours (engine.magicoa.gold.GoldColour, index = seat), as drawn."""


def _wave(cv: Canvas, c: Color, ink: Color) -> None:
    for dy in (-22, 0, 22):
        top = [(8 + x, 50 + dy - 9 * math.sin((x / 84) * 2 * math.pi)) for x in range(0, 85, 3)]
        cv.lines(top, c, 11)


def _clover(cv: Canvas, c: Color, ink: Color) -> None:
    for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6):
        cv.circle((50 + 20 * math.cos(a), 44 + 20 * math.sin(a)), 19, c)
    cv.line((50, 50), (62, 92), c, 7)


def _flame(cv: Canvas, c: Color, ink: Color) -> None:
    outer = bezier((50, 6), (78, 34), (92, 62), (72, 88)) + bezier((72, 88), (58, 98), (38, 98), (28, 88)) \
        + bezier((28, 88), (6, 64), (26, 40), (38, 48)) + bezier((38, 48), (36, 30), (44, 18), (50, 6))
    cv.poly(outer, c)
    cv.poly(bezier((50, 46), (64, 62), (66, 80), (52, 88)) + bezier((52, 88), (38, 86), (36, 70), (50, 46)),
            mix(c, (255, 255, 255), 0.45))


def _bolt(cv: Canvas, c: Color, ink: Color) -> None:
    cv.poly([(58, 4), (20, 56), (46, 56), (36, 96), (80, 40), (54, 40), (66, 4)], c)


def _crescent_dots(cv: Canvas, c: Color, ink: Color) -> None:
    cv.circle((46, 50), 36, c)
    cv.circle((62, 42), 30, (0, 0, 0, 0))
    for x, y in ((78, 70), (86, 48), (70, 86)):
        cv.circle((x, y), 6, c)


def _sun(cv: Canvas, c: Color, ink: Color) -> None:
    cv.poly(star_points((50, 50), 47, 30, 12), c)
    cv.circle((50, 50), 26, mix(c, (255, 255, 255), 0.25))


def _heart(cv: Canvas, c: Color, ink: Color) -> None:
    cv.circle((32, 36), 22, c)
    cv.circle((68, 36), 22, c)
    cv.poly([(12, 44), (88, 44), (50, 92)], c)


def _leaf(cv: Canvas, c: Color, ink: Color) -> None:
    cv.poly(bezier((14, 86), (10, 30), (50, 8), (90, 10)) + bezier((90, 10), (88, 56), (60, 92), (14, 86)), c)
    cv.line((20, 80), (76, 24), mix(c, ink, 0.45), 3)


def _drop(cv: Canvas, c: Color, ink: Color) -> None:
    cv.poly(bezier((50, 4), (62, 30), (84, 48), (80, 68)) + bezier((80, 68), (76, 96), (24, 96), (20, 68))
            + bezier((20, 68), (16, 48), (38, 30), (50, 4)), c)
    cv.circle((38, 66), 7, mix(c, (255, 255, 255), 0.55))


def _moon(cv: Canvas, c: Color, ink: Color) -> None:
    cv.circle((50, 50), 42, c)
    cv.circle((70, 38), 36, (0, 0, 0, 0))


def _star(cv: Canvas, c: Color, ink: Color) -> None:
    cv.poly(star_points((50, 52), 46, 19, 5), c)


COLOUR_SHAPES: dict[str, Drawer] = {"blue": _wave, "green": _clover, "red": _flame, "yellow": _bolt,
                                    "purple": _crescent_dots}
"""The silhouette of each potion colour."""

GOLD_SHAPES: dict[str, Drawer] = {"amber": _sun, "crimson": _heart, "jade": _leaf, "azure": _drop,
                                  "violet": _moon, "ivory": _star}
"""The silhouette of each gold colour (engine.magicoa.gold.GOLD_SHAPES names them)."""


def shape_surface(drawer: Drawer, size: int, fill: Color, ink: Color = pal.INK, outline: float = 3.0) -> pygame.Surface:
    """`drawer`'s shape as a `size` px square picture, outlined in `ink`."""
    cv = Canvas(100, 100, out=(size, size))
    drawer(cv, fill, ink)
    if outline > 0:
        ink_outline(cv, ink, outline)
    return cv.result()


def colour_icon(colour: str) -> pygame.Surface:
    """The 64 px mark of a potion colour."""
    return shape_surface(COLOUR_SHAPES[colour], 64, POTION_COLOURS[colour])


# ---- powers --------------------------------------------------------------------------------------


def _triple(cv: Canvas, drawer: Drawer, fill: Color, spots: tuple[tuple[int, int], ...]) -> None:
    for x, y in spots:
        mini = Canvas(100, 100, out=(44, 44))
        drawer(mini, fill, pal.INK)
        ink_outline(mini, pal.INK, 5)
        cv.blit(mini.result(), (x, y))
    cv.circle((78, 80), 17, pal.GOLD)
    cv.circle((78, 80), 17, pal.INK, width=2.5)


def _triple_blue(cv: Canvas) -> None:
    _triple(cv, _drop, POTION_COLOURS["blue"], ((0, 8), (28, 20), (56, 8)))  # a row of drops


def _triple_green(cv: Canvas) -> None:
    _triple(cv, _clover, POTION_COLOURS["green"], ((8, 40), (50, 40), (29, 4)))  # a pyramid of clovers


def _exchange(cv: Canvas) -> None:
    cv.arc((50, 50), 32, math.pi * 1.05, math.pi * 1.95, pal.GOLD, 9)
    cv.poly([(88, 40), (70, 46), (86, 58)], pal.GOLD)
    cv.arc((50, 50), 32, math.pi * 0.05, math.pi * 0.95, (120, 200, 240), 9)
    cv.poly([(12, 60), (30, 54), (14, 42)], (120, 200, 240))


def _eye(cv: Canvas) -> None:
    lid = bezier((6, 50), (30, 18), (70, 18), (94, 50)) + bezier((94, 50), (70, 82), (30, 82), (6, 50))
    cv.poly(lid, pal.PARCHMENT)
    cv.circle((50, 50), 20, (150, 90, 220))
    cv.circle((50, 50), 9, pal.INK)
    cv.circle((44, 44), 4, (255, 255, 255))


def _double_bid(cv: Canvas) -> None:
    for x in (10, 56):
        cv.rrect((x, 40, 34, 50), 5, (90, 80, 130))
    cv.rrect((14, 22, 72, 40), 6, pal.GOLD)
    cv.rrect((18, 26, 64, 32), 5, mix(pal.GOLD, (255, 255, 255), 0.35), width=2)


def _equality(cv: Canvas) -> None:
    cv.circle((50, 50), 44, pal.GOLD)
    cv.circle((50, 50), 36, mix(pal.GOLD, pal.GOLD_DARK, 0.5), width=3)
    cv.rrect((26, 34, 48, 10), 4, pal.INK)
    cv.rrect((26, 56, 48, 10), 4, pal.INK)


POWER_DRAWERS: dict[str, Callable[[Canvas], None]] = {
    "triple_blue": _triple_blue, "triple_green": _triple_green, "exchange": _exchange, "indiscretion": _eye,
    "double_bid": _double_bid, "equality": _equality,
}
"""The icon of each power (engine.magicoa.potions.Power)."""


def power_icon(power: str) -> pygame.Surface:
    """The 64 px icon of `power` (the two Triple powers carry a 3 on a gold coin)."""
    cv = Canvas(100, 100, out=(64, 64))
    POWER_DRAWERS[power](cv)
    ink_outline(cv, pal.INK, 3)
    out = cv.result()
    if power.startswith("triple_"):
        digit = outlined_text("3", "title", 17, pal.INK, pal.GOLD_LIGHT, 1)
        out.blit(digit, digit.get_rect(center=(50, 52)))
    return out


def glow_colour(colour: Color) -> tuple[int, int, int, int]:
    """A translucent light of `colour`, for glows behind shapes."""
    return with_alpha(mix(colour, (255, 255, 255), 0.3), 150)
