"""Where everything on Magicoa's table goes, for 3 to 6 seats at any window size.

`board_layout(size, players, seat)` is a pure function built on the shared table layout
(`game.table.layout.compute`: the log and chat column, the prompt bar, the player's own panel
at the bottom left and the hand's place): the other seats sit in a strip along the top in
turn order from the player's left; under them a status line (round, bidding round, first
player); the potion row fills the middle, each potion with the gold laid in front of it
below; the pile is on the left and what left the game on the right; the player's gold cards
are along the bottom, their kept potions under their own panel at the bottom left.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.table.cardsize import card_height
from game.table.layout import TableLayout, compute

MENU_ROOM = 176
"""Base pixels kept free at the top right for the app's Menu button."""


@dataclass
class BoardLayout:
    """Rectangles (window pixels) of Magicoa's table. `shared` holds the regions every table has."""

    shared: TableLayout
    seats: dict[int, pygame.Rect] = field(default_factory=dict)
    status: pygame.Rect = field(default_factory=pygame.Rect)
    slots: list[pygame.Rect] = field(default_factory=list)
    bids: list[pygame.Rect] = field(default_factory=list)
    gaps: list[pygame.Rect] = field(default_factory=list)
    pile: pygame.Rect = field(default_factory=pygame.Rect)
    out: pygame.Rect = field(default_factory=pygame.Rect)
    hand: pygame.Rect = field(default_factory=pygame.Rect)
    gold_w: int = 76
    bid_step: int = 18

    @property
    def table(self) -> pygame.Rect:
        """The table's area (the window less the log column)."""
        return self.shared.table

    @property
    def scale(self) -> float:
        """1.0 at 1280 x 720."""
        return self.shared.scale

    def px(self, value: float) -> int:
        """`value` base pixels (at 1280 x 720) in window pixels."""
        return self.shared.px(value)

    def seat_rect(self, seat: int | None) -> pygame.Rect:
        """The panel of `seat` (the player's own: the home panel; None: the row's middle)."""
        if seat is None:
            return self.status
        if seat == self.shared.seat:
            return self.shared.home
        return self.seats.get(seat, self.status)

    def bid_rect(self, slot: int, depth: int) -> pygame.Rect:
        """Where the `depth`-th gold card (0: the first laid) in front of `slot` lies."""
        area = self.bids[slot]
        r = pygame.Rect(0, 0, self.gold_w, card_height(self.gold_w))
        r.midtop = (area.centerx, area.y + depth * self.bid_step)
        return r

    def double_rect(self, left: int, depth: int) -> pygame.Rect:
        """Where a gold card laid across slots `left` and `left + 1` lies (landscape), at `depth`."""
        h = card_height(self.gold_w)
        r = pygame.Rect(0, 0, h, self.gold_w)
        a, b = self.bids[left], self.bids[left + 1]
        r.midtop = ((a.centerx + b.centerx) // 2, a.y + depth * self.bid_step + self.px(8))
        return r


def others(players: int, seat: int | None) -> list[int]:
    """The other seats in turn order from the player's left (everyone for a spectator)."""
    start = 0 if seat is None else seat + 1
    return [s % players for s in range(start, start + players) if seat is None or s % players != seat]


def board_layout(size: tuple[int, int], players: int, seat: int | None) -> BoardLayout:
    """Magicoa's layout for a window of `size`, `players` seats, seen from `seat`."""
    shared = compute(size, players, seat)
    lay = BoardLayout(shared)
    px = shared.px
    table = shared.table
    top = others(players, seat)
    strip = pygame.Rect(px(10), px(8), table.width - px(20) - px(MENU_ROOM), px(84))
    width = min(px(204), (strip.width - px(8) * (len(top) - 1)) // max(1, len(top)))
    total = width * len(top) + px(8) * (len(top) - 1)
    x = strip.centerx - total // 2
    for s in top:
        lay.seats[s] = pygame.Rect(x, px(8), width, px(84))
        x += width + px(8)
    # The status line sits above the slots' numbers, never across them (six slots fill the row's width).
    lay.status = pygame.Rect(px(10), px(95), table.width - px(20), px(22))
    side_w = px(104)
    lay.pile = pygame.Rect(px(14), px(150), side_w - px(12), card_height(side_w - px(12)))
    lay.out = pygame.Rect(table.right - side_w, px(150), side_w - px(12), card_height(side_w - px(12)))
    area = pygame.Rect(side_w + px(16), px(136), table.width - 2 * side_w - px(32), shared.prompt.y - px(142))
    gap = px(16)
    potion_w = min(px(118), (area.width - gap * (players - 1)) // players)
    total = potion_w * players + gap * (players - 1)
    x = area.centerx - total // 2
    potion_h = card_height(potion_w)
    lay.gold_w = min(px(76), potion_w - px(12))
    for i in range(players):
        lay.slots.append(pygame.Rect(x + i * (potion_w + gap), area.y + px(4), potion_w, potion_h))
    bids_top = area.y + potion_h + px(10)
    for r in lay.slots:
        lay.bids.append(pygame.Rect(r.x, bids_top, r.width, area.bottom - bids_top))
    deepest = max(1, lay.bids[0].height - card_height(lay.gold_w))
    lay.bid_step = max(px(10), min(px(20), deepest // 5))
    home = shared.hand
    lay.hand = pygame.Rect(home.x, home.y, table.right - px(10) - home.x, home.height)
    for a, b in zip(lay.slots, lay.slots[1:], strict=False):
        lay.gaps.append(pygame.Rect(a.right - px(18), a.y + px(20), b.x - a.right + px(36), a.height - px(40)))
    return lay
