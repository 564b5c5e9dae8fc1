"""Elixir Quest's pictures, in the house style of docs/ART.md: a portrait for every character,
a flask for every potion, frames by rarity (the rare one with the golden border the book
names), the card back and the box art. Drawn with `tools.draw` like Magicoa's (`tools.magicoa_art`).

A portrait is a figure of its family on a night backdrop, seeded by the character: warriors
carry a sword, guardians a shield, mystics a staff with a glowing orb, rogues a hood and a
dagger; each character's own hues, pose and props come from its seed. A potion's flask shows
its first effect's colour: red for attack, blue for health, green for mind, violet for the
rest.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable

import pygame

from engine.quest.cards import CHARACTERS, POTIONS, Character, EffectKind, Family, Potion, Rarity, Stat
from tools import palette as pal
from tools.card_art import ART_H, ART_W, _backdrop, _stars, _vignette
from tools.card_frames import RADIUS, FrameStyle, _back_base, bottle_shape, frame
from tools.card_layout import CARD_H, CARD_W
from tools.draw import Canvas, drop_shadow, glow, hsv, ink_outline, mix, seeded, sparkle, with_alpha

Job = tuple[str, Callable[[], pygame.Surface]]

FAMILY_HUES = {Family.WARRIOR: 8.0, Family.GUARDIAN: 32.0, Family.MYSTIC: 265.0, Family.ROGUE: 150.0}
"""The hue each family's portraits start from."""
STAT_COLOURS = {Stat.ATTACK: (214, 62, 58), Stat.HEALTH: (62, 120, 220), Stat.MIND: (64, 168, 92)}
"""Red attack, blue health, green mind: the numbers' colours on every card."""
RARITY_RIMS = {Rarity.COMMON: pal.SILVER, Rarity.UNCOMMON: pal.COPPER, Rarity.RARE: pal.GOLD}
BOX = (320, 200)


def _colours(card: Character, rng: random.Random) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """A character's cloth and trim colours, drawn from its family's hue."""
    hue = FAMILY_HUES[card.family] + rng.uniform(-18, 18)
    return hsv(hue % 360, 0.55, 0.7), hsv((hue + 40) % 360, 0.5, 0.95)


def portrait(card: Character) -> pygame.Surface:
    """The portrait of `card` (ART_W x ART_H): its figure on a night backdrop."""
    rng = seeded("quest-character", card.kind)
    cloth, trim = _colours(card, rng)
    surf = _backdrop(mix(cloth, pal.NIGHT, 0.6), pal.NIGHT, center=(ART_W / 2, ART_H * 0.4))
    _stars(surf, rng, 18)
    figure = _figure(card, rng, cloth, trim)
    surf.blit(glow(figure, trim, 6, 1), (0, 0))
    surf.blit(drop_shadow(figure, (3, 4), 90, 3), (0, 0))
    if card.rarity is Rarity.RARE:
        _sparkles(surf, rng, 30)
    _vignette(surf, 110)
    return surf


def _figure(card: Character, rng: random.Random, cloth: tuple[int, int, int],
            trim: tuple[int, int, int]) -> pygame.Surface:
    """The figure of `card` alone, on a transparent ART_W x ART_H layer."""
    cv = Canvas(ART_W, ART_H)
    cx = ART_W / 2 + rng.uniform(-10, 10)
    ground = ART_H - 4
    shoulders = ground - 70
    cv.poly([(cx - 44, ground), (cx - 30, shoulders), (cx + 30, shoulders), (cx + 44, ground)], cloth)
    cv.poly([(cx - 30, shoulders), (cx, shoulders + 26), (cx + 30, shoulders)], trim)
    skin = hsv(rng.uniform(18, 34), rng.uniform(0.25, 0.5), rng.uniform(0.55, 0.95))
    head = (cx, shoulders - 20)
    cv.circle(head, 19, skin)
    if card.family is Family.ROGUE:
        cv.poly([(cx - 26, shoulders + 4), (cx - 22, head[1] - 10), (cx, head[1] - 30), (cx + 22, head[1] - 10),
                 (cx + 26, shoulders + 4), (cx + 14, shoulders - 4), (cx + 14, head[1] - 4),
                 (cx - 14, head[1] - 4), (cx - 14, shoulders - 4)], mix(cloth, pal.NIGHT, 0.3))
        cv.poly([(cx + 36, shoulders + 40), (cx + 42, shoulders - 6), (cx + 48, shoulders + 40)], pal.SILVER)
    elif card.family is Family.WARRIOR:
        cv.poly([(cx - 21, head[1] - 4), (cx - 18, head[1] - 20), (cx, head[1] - 26), (cx + 18, head[1] - 20),
                 (cx + 21, head[1] - 4)], pal.SILVER)
        angle = rng.uniform(-0.5, -0.2)
        tip = (cx + 44 + 70 * math.sin(angle), shoulders + 30 - 70 * math.cos(angle))
        cv.line((cx + 44, shoulders + 30), tip, pal.SILVER, 6)
        cv.line((cx + 34, shoulders + 26), (cx + 54, shoulders + 34), pal.GOLD, 5)
    elif card.family is Family.GUARDIAN:
        shield = [(cx - 58, shoulders + 2), (cx - 18, shoulders + 2), (cx - 18, shoulders + 40),
                  (cx - 38, shoulders + 62), (cx - 58, shoulders + 40)]
        cv.poly(shield, mix(trim, pal.SILVER, 0.5))
        cv.circle((cx - 38, shoulders + 28), 8, pal.GOLD)
        cv.rrect((cx - 22, head[1] - 24, 44, 12), 4, pal.SILVER)
    else:
        cv.line((cx - 46, ground), (cx - 40, shoulders - 40), pal.WOOD, 5)
        cv.circle((cx - 40, shoulders - 46), 10, with_alpha(trim, 230))
        cv.poly([(cx - 24, head[1] - 8), (cx, head[1] - 52), (cx + 24, head[1] - 8)], mix(cloth, pal.NIGHT, 0.2))
    ink_outline(cv, pal.INK, 2.2)
    return cv.result()


def _sparkles(surf: pygame.Surface, rng: random.Random, margin: int) -> None:
    """Six golden sparkles over a rare card's art, clear of its bottom `margin`."""
    sparks = Canvas(ART_W, ART_H)
    for _ in range(6):
        at = (rng.uniform(10, ART_W - 10), rng.uniform(8, ART_H - margin))
        sparkle(sparks, at, rng.uniform(3, 7), pal.GOLD_LIGHT)
    surf.blit(sparks.result(), (0, 0))


def _potion_colour(p: Potion) -> tuple[int, int, int]:
    first = p.effects[0]
    if first.kind is EffectKind.CHANGE and first.stat is not None:
        return STAT_COLOURS[first.stat]
    return (150, 92, 210)


def flask(p: Potion) -> pygame.Surface:
    """The illustration of potion `p` (ART_W x ART_H): a bottle in its effect's colour."""
    rng = seeded("quest-potion", p.kind)
    liquid = _potion_colour(p)
    surf = _backdrop(mix(liquid, pal.NIGHT, 0.5), pal.NIGHT, center=(ART_W / 2, ART_H * 0.6))
    _stars(surf, rng, 22)
    cv = Canvas(ART_W, ART_H)
    bottle_shape(cv, (ART_W / 2 + rng.uniform(-12, 12), ART_H * 0.58), rng.uniform(92, 112), liquid,
                 (220, 232, 255, 130), pal.INK)
    art = cv.result()
    surf.blit(glow(art, liquid, 8, 2), (0, 0))
    surf.blit(art, (0, 0))
    if p.rarity is Rarity.RARE:
        _sparkles(surf, rng, 20)
    _vignette(surf, 100)
    return surf


def card_frame(rarity: Rarity, kind: str) -> pygame.Surface:
    """The frame of a `kind` ("character" or "potion") card of `rarity`; a rare one has a golden
    border and glow, an uncommon one copper, a common one silver."""
    rim = RARITY_RIMS[rarity]
    top = mix(pal.VIOLET, pal.TEAL, 0.5) if kind == "character" else mix(pal.VIOLET, (150, 92, 210), 0.4)
    style = FrameStyle(f"quest_{kind}_{rarity}", top, pal.NIGHT, rim, rim,
                       "gems" if rarity is Rarity.RARE else "rivets", rarity is Rarity.RARE)
    return frame(style)


def card_back() -> pygame.Surface:
    """The back of every Elixir Quest card: crossed sword and flask under a crescent."""
    cv = _back_base("quest", mix(pal.VIOLET, pal.TEAL, 0.4), pal.NIGHT, pal.GOLD, pal.GOLD_LIGHT)
    cx, cy = CARD_W / 2, CARD_H / 2
    cv.line((cx - 50, cy + 50), (cx + 50, cy - 50), pal.SILVER, 8)
    cv.line((cx - 30, cy + 20), (cx - 20, cy + 30), pal.GOLD, 7)
    bottle_shape(cv, (cx + 26, cy + 30), 64, (150, 92, 210), (220, 232, 255, 140), pal.INK)
    cv.circle((cx, cy - 86), 22, pal.GOLD_LIGHT)
    cv.circle((cx + 9, cy - 92), 19, mix(pal.VIOLET, pal.TEAL, 0.4))
    cv.rrect((10, 10, CARD_W - 20, CARD_H - 20), RADIUS - 4, pal.GOLD, width=2)
    return cv.result()


def box_quest() -> pygame.Surface:
    """Elixir Quest's box art: two duellists facing each other over a glowing flask."""
    from tools.magicoa_art import _backdrop_box

    w, h = BOX
    surf = _backdrop_box(mix(pal.TEAL, pal.NIGHT, 0.3))
    for card, x, flip in ((CHARACTERS[52], -6, False), (CHARACTERS[58], w - 202, True)):
        rng = seeded("quest-box", card.kind)
        cloth, trim = _colours(card, rng)
        figure = pygame.transform.smoothscale(_figure(card, rng, cloth, trim), (208, 140))
        figure = pygame.transform.flip(figure, flip, False)
        surf.blit(glow(figure, trim, 6, 1), (x, h - 150))
        surf.blit(figure, (x, h - 150))
    cv = Canvas(w, h)
    bottle_shape(cv, (w / 2, 118), 84, (150, 92, 210), (220, 232, 255, 140), pal.INK)
    art = cv.result()
    surf.blit(glow(art, pal.GOLD_LIGHT, 8, 1), (0, 0))
    surf.blit(art, (0, 0))
    return surf


def jobs() -> Iterable[Job]:
    """(path relative to assets/, drawing function) of every Elixir Quest picture."""
    for c in CHARACTERS:
        yield f"quest/portraits/character_{c.kind}.png", lambda c=c: portrait(c)
    for p in POTIONS:
        yield f"quest/potions/potion_{p.kind}.png", lambda p=p: flask(p)
    for rarity in Rarity:
        for kind in ("character", "potion"):
            yield f"quest/frames/{kind}_{rarity}.png", lambda r=rarity, k=kind: card_frame(r, k)
    yield "quest/backs/card.png", card_back
    yield "box/quest.png", box_quest

