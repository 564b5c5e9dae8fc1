"""Where everything on the table goes, for 3 to 8 seats at any window size.

`compute(size, players, seat)` is a pure function: the player's own seat sits at the bottom
(hand fanned in the middle, their plaque on the left, their uncast spells on the right); the
other seats sit on an arc over the top in turn order, left to right; the log and chat take a
column on the right; the centre holds the deck, the discard pile, the spell piles of the
draft, plays in flight and transactions. Every length scales with the window.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.table.cardsize import card_height

BASE = (1280, 720)


@dataclass
class TableLayout:
    """Rectangles (window pixels) for every region of the table. `scale` is 1.0 at 1280 x 720."""

    size: tuple[int, int]
    scale: float
    players: int
    seat: int | None
    table: pygame.Rect
    side: pygame.Rect
    log: pygame.Rect
    chat: pygame.Rect
    prompt: pygame.Rect
    hand: pygame.Rect
    spells: pygame.Rect
    home: pygame.Rect
    centre: pygame.Rect
    deck: pygame.Rect
    discard: pygame.Rect
    piles: dict[int, pygame.Rect]
    plaques: dict[int, pygame.Rect] = field(default_factory=dict)
    hand_card_w: int = 100
    spell_card_w: int = 72
    centre_card_w: int = 92
    zoom_card_w: int = 300

    def px(self, value: float) -> int:
        """`value` base pixels (at 1280 x 720) in window pixels."""
        return max(1, round(value * self.scale))

    def seat_rect(self, seat: int | None) -> pygame.Rect:
        """The region standing for `seat`: its plaque, or the home panel for the player's own seat
        (None, an unknown seat: the centre)."""
        if seat is None:
            return self.centre
        if seat == self.seat:
            return self.home
        return self.plaques.get(seat, self.centre)

    def badge(self, rect: pygame.Rect) -> pygame.Rect:
        """`rect` (a badge, icon or hat drawn on a plaque's edge) moved the least needed to lie
        inside the window, so the window's edge never clips it."""
        return rect.clamp(pygame.Rect((0, 0), self.size))

    def hat_rect(self, plaque: pygame.Rect, size: int, dx: int, angle: float = 12.0) -> pygame.Rect:
        """Where a forfeit's hat, `size` px square and turned by `angle` degrees, sits: on the
        top-left corner of `plaque`, `dx` px to its left, inside the window."""
        a = math.radians(abs(angle))
        side = math.ceil(size * (math.cos(a) + math.sin(a)))
        return self.badge(pygame.Rect(plaque.x - dx, plaque.y - size + self.px(14), side, side))

    def seat_anchor(self, seat: int | None) -> tuple[int, int]:
        """Where cards fly to and from for `seat`: its hand for the player, else its plaque's centre."""
        if seat is not None and seat == self.seat:
            return self.hand.centerx, self.hand.centery
        return self.seat_rect(seat).center


def opponents(players: int, seat: int | None) -> list[int]:
    """The other seats in turn order starting after `seat` (every seat for a spectator)."""
    if seat is None:
        return list(range(players))
    return [(seat + k) % players for k in range(1, players)]


def compute(size: tuple[int, int], players: int, seat: int | None) -> TableLayout:
    """The layout for a window of `size` with `players` seats, seen from `seat`."""
    w, h = max(480, size[0]), max(320, size[1])
    s = min(w / BASE[0], h / BASE[1])

    def px(v: float) -> int:
        return max(1, round(v * s))

    side_w = px(270)
    side = pygame.Rect(w - side_w, 0, side_w, h)
    log = pygame.Rect(side.x + px(8), px(8), side_w - px(16), round(h * 0.56) - px(12))
    chat = pygame.Rect(side.x + px(8), log.bottom + px(8), side_w - px(16), h - log.bottom - px(16))
    table = pygame.Rect(0, 0, w - side_w, h)

    hand_w = px(112)
    hand_h = card_height(hand_w)
    home = pygame.Rect(px(10), h - px(158), px(200), px(148))
    spell_w = px(66)
    spell_h = card_height(spell_w)
    spells = pygame.Rect(table.right - px(250), h - spell_h - px(22), px(240), spell_h + px(14))
    hand = pygame.Rect(home.right + px(14), h - hand_h - px(10), spells.x - home.right - px(28), hand_h)
    prompt = pygame.Rect(px(10), hand.y - px(58), table.width - px(20), px(48))

    opp = opponents(players, seat)
    n = len(opp)
    cx = table.centerx
    cy = round(h * 0.47)
    spread = 0.0 if n <= 5 else 0.16
    pw, ph = px(196 if n <= 5 else 168 if n <= 6 else 156), px(84)
    plaques: dict[int, pygame.Rect] = {}
    for _ in range(12):
        rx = table.width / 2 - pw / 2 - px(8)
        ry = cy - ph / 2 - px(30)
        plaques = {}
        for k, other in enumerate(opp):
            theta = -spread + (math.pi + 2 * spread) * (k + 0.5) / max(1, n)
            x = cx - rx * math.cos(theta)
            y = cy - ry * math.sin(theta)
            plaques[other] = pygame.Rect(round(x - pw / 2), round(y - ph / 2), pw, ph)
        rects = list(plaques.values())
        if not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]):
            break
        pw = round(pw * 0.94)

    centre = pygame.Rect(table.x + px(16), px(24), table.width - px(32), prompt.y - px(32))
    for _ in range(3 * max(1, n)):
        clash = [r for r in plaques.values() if r.inflate(px(12), px(12)).colliderect(centre)]
        if not clash:
            break
        r = clash[0].inflate(px(12), px(12))
        above = r.bottom - centre.y
        beside = (r.right - centre.x) if r.centerx < cx else (centre.right - r.x)
        if above <= beside or abs(r.centerx - cx) < pw:
            centre.height -= above
            centre.y = r.bottom
        elif r.centerx < cx:
            centre.width -= r.right - centre.x
            centre.x = r.right
        else:
            centre.width = r.x - centre.x
    centre_card_w = max(px(44), min(px(100), round((centre.height - px(44)) / 1.4),
                                    round(centre.width / 7.2)))
    ch = card_height(centre_card_w)
    deck = pygame.Rect(centre.x + px(8), centre.centery - ch // 2 - px(6), centre_card_w, ch)
    discard = pygame.Rect(centre.right - px(8) - centre_card_w, deck.y, centre_card_w, ch)
    inner = pygame.Rect(deck.right + px(16), centre.y, discard.x - deck.right - px(32), centre.height)
    pile_w = min(centre_card_w, round(inner.width / 4.6))
    pile_h = card_height(pile_w)
    gap = (inner.width - 4 * pile_w) / 5
    piles = {lvl: pygame.Rect(round(inner.x + gap + (lvl - 1) * (pile_w + gap)), deck.centery - pile_h // 2,
                              pile_w, pile_h) for lvl in (1, 2, 3, 4)}
    centre = inner
    zoom_w = min(round(h * 0.62 / 1.4), round(table.width * 0.4))
    return TableLayout((w, h), s, players, seat, table, side, log, chat, prompt, hand, spells, home, centre, deck,
                       discard, piles, plaques, hand_w, spell_w, centre_card_w, zoom_w)
