"""Where everything on Elixir Quest's duel table goes, at any window size.

`duel_layout(size, seat)` is a pure function built on the shared table layout (the log and
chat column, the prompt bar, the player's own panel at the bottom left, the hand's place): the
rival's panel along the top, the five-game score under it, the arena in the middle with the
player's character on the left and the rival's on the right (each potion beside its
character, each character's live numbers under it), and the player's hand along the bottom.
While decks are chosen, the pool's cards fill the arena in a grid (`pool_slots`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.table.cardsize import card_height
from game.table.layout import TableLayout, compute

MENU_ROOM = 176
"""Base pixels kept free at the top right for the app's Menu button."""


@dataclass
class DuelLayout:
    """Rectangles (window pixels) of the duel table. `shared` holds the regions every table has."""

    shared: TableLayout
    rival: pygame.Rect = field(default_factory=pygame.Rect)
    score: pygame.Rect = field(default_factory=pygame.Rect)
    arena: pygame.Rect = field(default_factory=pygame.Rect)
    fighters: tuple[pygame.Rect, pygame.Rect] = (pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0))
    potions: tuple[pygame.Rect, pygame.Rect] = (pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0))
    numbers: tuple[pygame.Rect, pygame.Rect] = (pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0))
    won: tuple[pygame.Rect, pygame.Rect] = (pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0))
    hand: pygame.Rect = field(default_factory=pygame.Rect)
    card_w: int = 150

    @property
    def table(self) -> pygame.Rect:
        """The table's area (the window less the log column)."""
        return self.shared.table

    def px(self, value: float) -> int:
        """`value` base pixels (at 1280 x 720) in window pixels."""
        return self.shared.px(value)

    def side_of(self, seat: int, me: int | None) -> int:
        """0 for the player's side (left, bottom), 1 for the rival's (right, top)."""
        return 0 if seat == (me if me is not None else 0) else 1

    def hand_slots(self, count: int) -> list[pygame.Rect]:
        """Rectangles of `count` hand cards, overlapping when they do not fit side by side."""
        area = self.hand
        w = min(self.px(104), area.width)
        h = card_height(w)
        step = min(w + self.px(8), (area.width - w) / max(1, count - 1)) if count > 1 else 0
        left = area.x + max(0, (area.width - (w + step * (count - 1))) / 2)
        return [pygame.Rect(round(left + i * step), area.bottom - h, w, h) for i in range(count)]

    @property
    def tally(self) -> pygame.Rect:
        """The line over the prompt bar where a deck being chosen is counted against the rules."""
        return pygame.Rect(self.table.x, self.shared.prompt.y - self.px(32), self.table.width, self.px(26))

    def pool_slots(self, count: int) -> list[pygame.Rect]:
        """Rectangles of `count` pool cards in a grid filling the arena and the hand's place, above
        the tally's line (smaller cards as the collection grows)."""
        top = self.score.bottom + self.px(6)
        area = pygame.Rect(self.table.x + self.px(16), top, self.table.width - self.px(32),
                           self.tally.y - self.px(4) - top)
        for w in range(self.px(108), self.px(40), -self.px(4)):
            h = card_height(w)
            gap = self.px(8)
            cols = max(1, (area.width + gap) // (w + gap))
            rows = -(-count // cols)
            if rows * (h + gap) - gap <= area.height:
                break
        cols = max(1, min(cols, count))
        left = area.x + (area.width - (cols * (w + gap) - gap)) // 2
        return [pygame.Rect(left + (i % cols) * (w + gap), area.y + (i // cols) * (h + gap), w, h)
                for i in range(count)]


def duel_layout(size: tuple[int, int], seat: int | None) -> DuelLayout:
    """The duel's layout for a window of `size`, seen from `seat` (None: a spectator sees seat 0 on the left)."""
    shared = compute(size, 2, seat)
    lay = DuelLayout(shared)
    px, table = shared.px, shared.table
    lay.rival = pygame.Rect(table.x + px(12), px(8), table.width - px(24) - px(MENU_ROOM), px(62))
    lay.score = pygame.Rect(table.centerx - px(190), lay.rival.bottom + px(6), px(380), px(30))
    lay.hand = pygame.Rect(shared.home.right + px(14), shared.hand.y, table.right - shared.home.right - px(24),
                           shared.hand.height)
    lay.arena = pygame.Rect(table.x + px(16), lay.score.bottom + px(8), table.width - px(32),
                            shared.prompt.y - lay.score.bottom - px(16))
    w = min(px(150), round((lay.arena.height - px(64)) / 1.4))
    lay.card_w = w
    h = card_height(w)
    top = lay.arena.y + px(4)
    cx = lay.arena.centerx
    left = pygame.Rect(cx - px(90) - w, top, w, h)
    right = pygame.Rect(cx + px(90), top, w, h)
    lay.fighters = (left, right)
    pw = round(w * 0.56)
    ph = card_height(pw)
    lay.potions = (pygame.Rect(left.x - pw - px(18), left.bottom - ph, pw, ph),
                   pygame.Rect(right.right + px(18), right.bottom - ph, pw, ph))
    lay.numbers = (pygame.Rect(left.x - px(20), left.bottom + px(8), w + px(40), px(44)),
                   pygame.Rect(right.x - px(20), right.bottom + px(8), w + px(40), px(44)))
    ww = round(w * 0.42)
    # each side's pile of characters won by its own panel: the player's low on the left, over its
    # panel (at the top left, under the rival's name, a French tester read it as the rival's),
    # the rival's high on the right, under theirs; the count's line under each pile
    lay.won = (pygame.Rect(lay.arena.x + px(8), lay.arena.bottom - px(40) - card_height(ww), ww, card_height(ww)),
               pygame.Rect(lay.arena.right - px(8) - ww, lay.arena.y + px(8), ww, card_height(ww)))
    return lay
