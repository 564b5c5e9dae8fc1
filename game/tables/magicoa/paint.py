"""Drawing Magicoa's table from a view: seat panels, the status line, the potion row with the
gold in front of each potion, the pile, what left the game, the player's panel, gold and kept
potions. Pure drawing: every function takes what it shows and draws it; the scene decides
what is highlighted and caches the result.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from engine.magicoa.gold import gold_id
from game.i18n import Translator
from game.table.cardsize import card_height
from game.table.promptparts import Spot
from game.table.res import CYAN, DIM, GOLD, GOLD_LIGHT, WHITE, Resources, blit_plaque
from game.tables.magicoa.board import BoardLayout
from game.tables.magicoa.faces import MagicoaFaces, power_rel


@dataclass
class Marks:
    """What the scene highlights: glowing spots (answers), the keyboard focus, the hovered spot,
    the gold picked so far (in order), who is asked."""

    glowing: list[Spot] = field(default_factory=list)
    focus: Spot | None = None
    hover: Spot | None = None
    picked: list[int] = field(default_factory=list)
    asked: set[int] = field(default_factory=set)


FOCUS_RING = (255, 255, 255)
"""The keys' focus: a white ring outside every other mark (a gold frame a little brighter than the
glowing places' went unseen, and a focused gold card rose like a picked one)."""


def focus_ring(surface: pygame.Surface, lay: BoardLayout, rect: pygame.Rect) -> None:
    """Ring `rect` (a card or a gap) with the keys' focus."""
    pygame.draw.rect(surface, FOCUS_RING, rect.inflate(lay.px(16), lay.px(16)), max(3, lay.px(4)),
                     border_radius=lay.px(12))


VEIL_ALPHA = 150
"""How dark a potion that cannot be chosen is drawn while a bid or an Exchange is asked."""


GOLD_OUT_TILES = 6
"""Places for gold cards under "Out of the game" (two rows of three)."""


def gold_out_shown(count: int, tiles: int = GOLD_OUT_TILES) -> tuple[int, int]:
    """For `count` gold cards out of the game: how many of the newest are drawn face up, and how
    many older ones a "+N" tile stands for (0: every card is drawn), never more than `tiles` places."""
    if count <= tiles:
        return count, 0
    return tiles - 1, count - (tiles - 1)


def bid_place(view: dict[str, Any], seat: int) -> int:
    """`seat`'s place in this round's bidding order (1: the first player), the number on its panel."""
    players = max(1, len(view.get("seats", [])))
    return (seat - int(view.get("first_player", 0))) % players + 1


def picked_lift(lay: BoardLayout) -> int:
    """How far a picked gold card rises above the hand."""
    return lay.px(22)


def order_badge(lay: BoardLayout, card_top: int) -> tuple[int, int]:
    """The centre height and radius of the order badge over a gold card whose top is `card_top`."""
    return card_top - lay.px(2), lay.px(13)


def kept_area(lay: BoardLayout) -> pygame.Rect:
    """Where the player's kept potions lie: under their panel."""
    r = lay.shared.home
    return pygame.Rect(r.x, r.y + lay.px(88), r.width, r.bottom - r.y - lay.px(88))


@dataclass
class Painter:
    """Draws Magicoa's table parts with one set of pictures and texts."""

    res: Resources
    faces: MagicoaFaces
    tr: Translator
    names: Callable[[int | None], str]
    colour_blind: bool = False
    """The setting "Colour-blind friendly icons": the score track names each chip's seat, which
    its colour alone says otherwise (the bids and panels show the gold's suit or the name)."""

    # ---- seats -----------------------------------------------------------------------------

    def seat_panel(self, surface: pygame.Surface, lay: BoardLayout, view: dict[str, Any], seat: int,
                   rect: pygame.Rect, *, active: bool) -> None:
        """One seat's panel: gold colour, name, score, first-player mark, gold left, cards chosen, powers."""
        px = lay.px
        seats = view.get("seats", [])
        if seat >= len(seats):
            return
        sv = seats[seat]
        blit_plaque(self.res, surface, rect, px(18), active=active)
        chip_w = px(24)
        chip = self.faces.gold(seat, 12, chip_w)
        surface.blit(chip, (rect.x + px(10), rect.y + px(10)))
        order = bid_place(view, seat)
        centre = (rect.x + px(10) + chip_w, rect.y + px(10) + chip.get_height())  # the chip's corner
        pygame.draw.circle(surface, (20, 12, 40), centre, px(8))
        pygame.draw.circle(surface, GOLD, centre, px(8), max(1, px(1)))
        badge = self.res.text(str(order), px(11), GOLD_LIGHT, "text_bold")  # place in this round's bidding order
        surface.blit(badge, badge.get_rect(center=centre))
        score = self.res.text(str(int(sv.get("score", 0))), px(28), GOLD_LIGHT, "title", shadow=1)
        surface.blit(score, score.get_rect(topright=(rect.right - px(12), rect.y + px(4))))
        name_w = rect.width - chip_w - score.get_width() - px(34)
        name = self.res.fit_text(self.names(seat), px(17), name_w, WHITE, "text_bold", shadow=1)
        surface.blit(name, (rect.x + chip_w + px(16), rect.y + px(8)))
        if int(view.get("first_player", -1)) == seat:
            icon = self.res.image("icons/turn.png", (px(16), px(16)))
            surface.blit(icon, (rect.x + chip_w + px(16), rect.y + px(32)))
            mark = self.res.text(self.tr("magicoa.first"), px(12), GOLD, "text_bold")
            surface.blit(mark, (rect.x + chip_w + px(34), rect.y + px(32)))
        count = len(list(sv.get("hand", []))) - int(sv.get("in_front", 0))
        text = self.tr("magicoa.gold_left", count=count)
        if self.res.fit_size(text, px(12), rect.width // 2) < px(12) * 0.85:  # six panels at 1024 x 576
            text = self.tr("magicoa.gold_left_short", count=count)  # cut, it read "12 gold cards l…"
        left = self.res.fit_text(text, px(12), rect.width // 2, DIM)
        surface.blit(left, (rect.x + px(16), rect.bottom - px(30)))  # clear of the frame (and the active glow)
        x = rect.x + px(18) + left.get_width()
        back = self.faces.back("gold", px(14))
        chosen = int(sv.get("in_front", 0))
        for k in range(chosen):
            surface.blit(back, (x + k * px(10), rect.bottom - px(33)))
        marker_end = x + (back.get_width() + (chosen - 1) * px(10) if chosen else 0)
        self.power_icons(surface, lay, sv, rect.right - px(12), rect.bottom - px(31), px(20),
                         leftmost=marker_end + px(4))

    def power_icons(self, surface: pygame.Surface, lay: BoardLayout, sv: dict[str, Any], right: int, y: int,
                    size: int, leftmost: int | None = None) -> None:
        """The seat's powers as icons, right-aligned at `right` (one per distinct power), smaller
        when they would reach left of `leftmost` (the cards chosen, on a narrow panel)."""
        powers = sorted({str(p.get("power")) for p in sv.get("powers", [])})
        gap = lay.px(2)
        if powers and leftmost is not None:
            size = max(lay.px(10), min(size, (right - leftmost) // len(powers) - gap))
        x = right - size
        for power in reversed(powers):
            surface.blit(self.res.image(power_rel(power), (size, size)), (x, y + (lay.px(20) - size) // 2))
            x -= size + gap

    # ---- status ------------------------------------------------------------------------------

    def status(self, surface: pygame.Surface, lay: BoardLayout, view: dict[str, Any], waiting: str) -> None:
        """Round, bidding round and who is being waited for, across the top of the row."""
        px = lay.px
        r = lay.status
        parts = [self.tr("magicoa.round", round=view.get("round", 1), rounds=view.get("rounds", 6))]
        if int(view.get("bidding_round", 0)) in (1, 2) and view.get("phase") == "bid":
            parts.append(self.tr("magicoa.bidding", n=view.get("bidding_round")))
        head = self.res.text("  ·  ".join(parts), px(17), GOLD_LIGHT, "text_bold", shadow=1)
        surface.blit(head, head.get_rect(midleft=(r.x + px(8), r.centery)))
        if waiting:
            room = r.width - head.get_width() - px(40)
            text = self.res.fit_text(waiting, px(15), room, DIM, "text_italic", shadow=1)
            surface.blit(text, text.get_rect(midright=(r.right - px(8), r.centery)))

    # ---- the row -------------------------------------------------------------------------------

    def row(self, surface: pygame.Surface, lay: BoardLayout, view: dict[str, Any], marks: Marks) -> None:
        """The potions and the gold in front of them."""
        row = list(view.get("row", []))
        placing = any(spot.zone in ("slot", "gap") for spot in marks.glowing)  # a bid or an Exchange is asked
        for i, slot in enumerate(row[:len(lay.slots)]):
            rect = lay.slots[i]
            if slot.get("gone"):  # its potion has just flown to its winner or out of the game
                continue
            p = slot.get("potion")
            if isinstance(p, dict):
                face = self.faces.potion(int(p["id"]), rect.width)
                surface.blit(face, rect.topleft)
                if slot.get("face_down"):  # our Indiscretion peek: seen by us only
                    eye = self.res.image(power_rel("indiscretion"), (lay.px(30), lay.px(30)))
                    surface.blit(eye, eye.get_rect(center=(rect.x + lay.px(8), rect.y + lay.px(8))))
            else:
                surface.blit(self.faces.back("potion", rect.width), rect.topleft)
            if placing and Spot("slot", i) not in marks.glowing:
                self._veil(surface, lay, rect)
            number = self.res.text(str(i + 1), lay.px(14), DIM, "text_bold", shadow=1)
            surface.blit(number, number.get_rect(midbottom=(rect.centerx, rect.y - lay.px(3))))
            self._outline(surface, lay, rect, Spot("slot", i), marks)
        self._bids(surface, lay, row)
        self._won(surface, lay, view)
        for i, gap in enumerate(lay.gaps):
            self._gap(surface, lay, gap, Spot("gap", i), marks)

    def _veil(self, surface: pygame.Surface, lay: BoardLayout, rect: pygame.Rect) -> None:
        """Darken a potion the answer asked cannot go to (told apart from the glowing ones)."""
        surface.blit(self.res.plate(rect.size, (10, 6, 24, VEIL_ALPHA), lay.px(8)), rect.topleft)

    def _won(self, surface: pygame.Surface, lay: BoardLayout, view: dict[str, Any]) -> None:
        """Potions won this round that wait for their winner's points-or-power choice: at their
        place in the row, with the winner's colour and name under them; the one being decided glows."""
        waiting = list(view.get("won", []))
        for k, w in enumerate(waiting):
            slot = int(w.get("slot", 0))
            p = w.get("potion")
            if slot >= len(lay.slots) or not isinstance(p, dict):
                continue
            rect = lay.slots[slot]
            surface.blit(self.faces.potion(int(p["id"]), rect.width), rect.topleft)
            seat = int(w.get("seat", 0))
            chip = self.faces.gold(seat, 12, lay.px(22))
            name = self.res.fit_text(self.names(seat), lay.px(14), rect.width - lay.px(26), WHITE, "text_bold",
                                     shadow=1)
            y = rect.bottom + lay.px(8)
            surface.blit(chip, (rect.x, y))
            surface.blit(name, (rect.x + lay.px(26), y + lay.px(6)))
            if k == 0:
                pygame.draw.rect(surface, GOLD_LIGHT, rect.inflate(lay.px(6), lay.px(6)), max(2, lay.px(3)),
                                 border_radius=lay.px(10))

    def _bids(self, surface: pygame.Surface, lay: BoardLayout, row: list[dict[str, Any]]) -> None:
        """Every gold card bid, the earlier under the later: by depth (a card laid across two
        potions lies at the deeper of its two places), then from left to right."""
        drawn: set[int] = set()
        cards: list[tuple[int, int, pygame.Surface, pygame.Rect]] = []
        for i, slot in enumerate(row[:len(lay.slots)]):
            for depth, bid in enumerate(slot.get("bids", [])):
                gold = bid.get("gold") or {}
                card = int(gold.get("id", 0))
                slots = [int(s) for s in bid.get("slots", [i])]
                seat, value = int(gold.get("seat", 0)), int(gold.get("value", 1))
                if len(slots) == 2:
                    if card in drawn:
                        continue
                    drawn.add(card)
                    deeper = max(depth, self._depth(row, slots[1], card))
                    face = self.faces.gold_across(seat, value, lay.gold_w)
                    cards.append((deeper, i, face, face.get_rect(center=lay.double_rect(slots[0], deeper).center)))
                else:
                    face = self.faces.gold(seat, value, lay.gold_w)
                    cards.append((depth, i, face, lay.bid_rect(i, depth)))
        for _depth, _slot, face, rect in sorted(cards, key=lambda c: (c[0], c[1])):
            surface.blit(face, rect.topleft)

    @staticmethod
    def _depth(row: list[dict[str, Any]], slot: int, card: int) -> int:
        bids = row[slot].get("bids", []) if slot < len(row) else []
        return next((d for d, b in enumerate(bids) if int((b.get("gold") or {}).get("id", -1)) == card), 0)

    def _outline(self, surface: pygame.Surface, lay: BoardLayout, rect: pygame.Rect, spot: Spot, marks: Marks) -> None:
        if spot not in marks.glowing:
            return
        width = max(2, lay.px(3))
        colour = GOLD_LIGHT if spot == marks.hover else GOLD
        grow = lay.px(6) if spot == marks.hover else lay.px(3)
        pygame.draw.rect(surface, colour, rect.inflate(grow, grow), width, border_radius=lay.px(10))
        if spot == marks.focus:
            focus_ring(surface, lay, rect)

    def _gap(self, surface: pygame.Surface, lay: BoardLayout, gap: pygame.Rect, spot: Spot, marks: Marks) -> None:
        if spot not in marks.glowing:
            return
        colour = GOLD_LIGHT if spot == marks.hover else CYAN
        r = gap.inflate(-lay.px(20), 0)
        pygame.draw.rect(surface, colour, r, max(2, lay.px(3)), border_radius=lay.px(12))
        size = min(r.width, lay.px(34))
        icon = self.res.image(power_rel("double_bid"), (size, size))
        surface.blit(icon, icon.get_rect(center=r.center))
        if spot == marks.focus:
            focus_ring(surface, lay, r)

    # ---- pile and out of the game -----------------------------------------------------------

    def pile(self, surface: pygame.Surface, lay: BoardLayout, view: dict[str, Any],
             pile_top: int | None = None) -> None:
        """The potion pile (a stack of backs and its count; its top face up when the player's
        Exchange has shown it to them), and the potions and gold gone."""
        px = lay.px
        count = int(view.get("pile", 0))
        r = lay.pile
        if count:
            back = self.faces.back("potion", r.width)
            for k in range(min(3, count // 8 + 1)):
                surface.blit(back, r.move(-k * px(2), -k * px(2)).topleft)
            if pile_top is not None:
                surface.blit(self.faces.potion(pile_top, r.width), r.topleft)
                pygame.draw.rect(surface, CYAN, r.inflate(px(6), px(6)), max(2, px(3)), border_radius=px(10))
        else:
            pygame.draw.rect(surface, (90, 80, 130), r, max(1, px(2)), border_radius=px(8))
        self._caption(surface, lay, r, self.tr("magicoa.pile", count=count))
        gone = view.get("out_of_game", {})
        out = lay.out
        unwon = list(gone.get("unwon", []))
        gold = list(gone.get("gold", []))
        if unwon:
            self.unwon(surface, lay, [int(p["id"]) for p in unwon])
        else:
            pygame.draw.rect(surface, (90, 80, 130), out, max(1, px(2)), border_radius=px(8))
        self._caption(surface, lay, out, self.tr("magicoa.out"))
        self.gold_out(surface, lay, gold)

    def unwon(self, surface: pygame.Surface, lay: BoardLayout, potions: list[int]) -> None:
        """The potions nobody won (oldest first) on "Out of the game": the newest face up on a
        stack whose depth shows how many lie under it, and their count on it when more than one
        (only the last one showed, and a second potion gone looked like none more)."""
        px, out = lay.px, lay.out
        depth = min(3, len(potions))
        for k, potion in enumerate(potions[len(potions) - depth:]):
            back = depth - 1 - k  # the older, the further up and left
            surface.blit(self.faces.potion(potion, out.width), out.move(-back * px(4), -back * px(4)).topleft)
        if len(potions) > 1:
            label = self.res.text(f"×{len(potions)}", px(15), GOLD_LIGHT, "text_bold", shadow=1)
            badge = label.get_rect(center=(out.right - px(4), out.bottom - px(8))).inflate(px(10), px(4))
            pygame.draw.rect(surface, (24, 16, 44), badge, border_radius=px(6))
            pygame.draw.rect(surface, GOLD, badge, max(1, px(1)), border_radius=px(6))
            surface.blit(label, label.get_rect(center=badge.center))

    def gold_out(self, surface: pygame.Surface, lay: BoardLayout, gold: list[dict[str, Any]]) -> None:
        """The gold cards out of the game under "Out of the game": the newest face up (newest
        last), a "+N" tile for the older ones that do not fit, and their count under them."""
        if not gold:
            return
        px, out = lay.px, lay.out
        w = px(28)
        faces, more = gold_out_shown(len(gold))
        tiles: list[pygame.Surface] = [self.faces.gold(int(g.get("seat", 0)), int(g.get("value", 1)), w)
                                       for g in gold[len(gold) - faces:]]
        if more:
            tiles.insert(0, self._more_tile(lay, w, more))  # the older cards come first, as in the list
        bottom = out.bottom
        for k, tile in enumerate(tiles):
            at = (out.x + (k % 3) * (w + px(4)), out.bottom + px(40) + (k // 3) * px(26))
            surface.blit(tile, at)
            bottom = max(bottom, at[1] + tile.get_height())
        label = self.res.fit_text(self.tr("magicoa.out.gold", count=len(gold)), px(13), out.width + px(20), WHITE,
                                  "text_bold", shadow=1)
        surface.blit(label, label.get_rect(midtop=(out.centerx, bottom + px(4))))

    def _more_tile(self, lay: BoardLayout, w: int, more: int) -> pygame.Surface:
        """A gold card's place that says "+N": N more gold cards out of the game, under the ones shown."""
        tile = pygame.Surface((w, card_height(w)), pygame.SRCALPHA)
        pygame.draw.rect(tile, (24, 16, 44), tile.get_rect(), border_radius=lay.px(4))
        pygame.draw.rect(tile, GOLD, tile.get_rect(), max(1, lay.px(1)), border_radius=lay.px(4))
        text = self.res.fit_text(f"+{more}", lay.px(13), w - lay.px(4), GOLD_LIGHT, "text_bold")
        tile.blit(text, text.get_rect(center=(w // 2, min(tile.get_height() // 2, lay.px(13)))))  # above the next row
        return tile

    def score_track(self, surface: pygame.Surface, lay: BoardLayout, view: dict[str, Any]) -> None:
        """Every seat's score on one track under the pile: its gold chip at the height of its score
        (the track runs to 30 points, or further when someone has more)."""
        px = lay.px
        seats = view.get("seats", [])
        top = lay.pile.bottom + px(52)
        bottom = lay.shared.prompt.y - px(14)
        if bottom - top < px(60) or not seats:
            return
        x = lay.pile.centerx
        pygame.draw.line(surface, GOLD, (x, top), (x, bottom), max(2, px(3)))
        most = max(30, *(int(sv.get("score", 0)) for sv in seats))
        for mark in range(0, most + 1, 10):
            y = bottom - (bottom - top) * mark // most
            pygame.draw.line(surface, GOLD, (x - px(6), y), (x + px(6), y), max(1, px(2)))
            label = self.res.text(str(mark), px(11), DIM)
            surface.blit(label, label.get_rect(midright=(x - px(9), y)))
        placed: list[tuple[int, int]] = []  # (column, y) of the chips laid so far
        for seat, sv in sorted(enumerate(seats), key=lambda e: -int(e[1].get("score", 0))):
            y = bottom - (bottom - top) * int(sv.get("score", 0)) // most
            column = 0
            while any(c == column and abs(y - py) < px(22) for c, py in placed):  # no chip hides another
                column += 1
            placed.append((column, y))
            chip = self.faces.gold(seat, 12, px(16))
            at = chip.get_rect(midleft=(x + px(8) + column * px(18), y))
            surface.blit(chip, at)
            if self.colour_blind:  # the seat's first letters on the chip, over its number
                pygame.draw.circle(surface, (24, 16, 44), at.center, px(8))
                initials = self.res.fit_text(self.names(seat)[:2], px(10), px(15), GOLD_LIGHT, "text_bold")
                surface.blit(initials, initials.get_rect(center=(at.centerx, at.centery + 1)))

    def _caption(self, surface: pygame.Surface, lay: BoardLayout, r: pygame.Rect, text: str) -> None:
        lines = self.res.wrap(text, lay.px(13), r.width + lay.px(20), "text_bold")[:2]
        for k, line in enumerate(lines):
            img = self.res.text(line, lay.px(13), WHITE, "text_bold", shadow=1)
            surface.blit(img, img.get_rect(midtop=(r.centerx, r.bottom + lay.px(4) + k * lay.px(14))))

    # ---- the player's own things -----------------------------------------------------------------

    def hand_slots(self, lay: BoardLayout, values: list[int]) -> list[pygame.Rect]:
        """Where each of the player's gold cards sits (values in order, lowest first)."""
        area = lay.hand
        w = min(lay.px(78), area.width // 4)
        h = card_height(w)
        n = len(values)
        if not n:
            return []
        step = min(w + lay.px(6), (area.width - w) / max(1, n - 1)) if n > 1 else 0
        total = step * (n - 1) + w
        x0 = area.centerx - total / 2
        y = area.bottom - h
        return [pygame.Rect(round(x0 + k * step), y, w, h) for k in range(n)]

    def hand(self, surface: pygame.Surface, lay: BoardLayout, seat: int, values: list[int], marks: Marks,
             chosen: list[int] | None) -> None:
        """The player's gold: picked cards lifted and numbered, chosen cards (already answered) marked;
        nothing once every gold card is played (the seat's panel says so: a title over no cards
        rose into the prompt bar)."""
        rects = self.hand_slots(lay, values)
        if not rects:
            return
        title = self.res.text(self.tr("magicoa.hand.title"), lay.px(13), DIM, "text_bold", shadow=1)
        # above the order badges of the leftmost cards when they are picked (lifted): it lay under them
        centre_y, radius = order_badge(lay, rects[0].y - picked_lift(lay))
        badges_top = centre_y - radius
        surface.blit(title, (lay.hand.x, min(lay.hand.y - lay.px(2), badges_top - title.get_height())))
        ringed: pygame.Rect | None = None
        badges: list[tuple[pygame.Rect, int]] = []
        for value, rect in zip(values, rects, strict=False):
            card = gold_id(seat, value)
            spot = Spot("gold", card)
            order = marks.picked.index(card) + 1 if card in marks.picked else 0
            if not order and chosen and card in chosen:
                order = chosen.index(card) + 1
            # only the mouse lifts a card a little: the keys' focus rings it, so it never looks picked
            lift = picked_lift(lay) if order else (lay.px(10) if spot == marks.hover else 0)
            r = rect.move(0, -lift)
            surface.blit(self.faces.gold(seat, value, r.width), r.topleft)
            if spot in marks.glowing and spot == marks.hover:
                pygame.draw.rect(surface, GOLD_LIGHT, r.inflate(lay.px(4), lay.px(4)), max(2, lay.px(2)),
                                 border_radius=lay.px(8))
            if spot in marks.glowing and spot == marks.focus:
                ringed = r
            if order:
                badges.append((r, order))
        if ringed is not None:  # over the cards: the next card of a tight hand hid the ring's right side
            focus_ring(surface, lay, ringed)
        for r, order in badges:  # over the ring: it hid which card is bid first (a Dutch tester's "1")
            self._order_badge(surface, lay, r, order)

    def _order_badge(self, surface: pygame.Surface, lay: BoardLayout, r: pygame.Rect, order: int) -> None:
        centre_y, radius = order_badge(lay, r.y)
        centre = (r.centerx, centre_y)
        pygame.draw.circle(surface, (20, 12, 40), centre, radius)
        pygame.draw.circle(surface, GOLD, centre, radius, max(1, lay.px(2)))
        digit = self.res.text(str(order), lay.px(17), GOLD_LIGHT, "title")
        surface.blit(digit, digit.get_rect(center=centre))

    def home(self, surface: pygame.Surface, lay: BoardLayout, view: dict[str, Any], seat: int, *,
             active: bool) -> None:
        """The player's own panel (bottom left)."""
        r = lay.shared.home
        self.seat_panel(surface, lay, view, seat, pygame.Rect(r.x, r.y, r.width, lay.px(84)), active=active)
        seats = view.get("seats", [])
        if seat < len(seats):
            self.kept(surface, lay, seats[seat], kept_area(lay))

    def kept_slots(self, area: pygame.Rect, count: int, lay: BoardLayout) -> list[pygame.Rect]:
        """Where the player's `count` kept potions sit in `area` (overlapping when many)."""
        h = area.height
        w = min(lay.px(44), round(h / 1.4))
        step = min(w + lay.px(3), (area.width - w) / max(1, count - 1)) if count > 1 else 0
        return [pygame.Rect(round(area.x + k * step), area.y, w, round(w * 1.4)) for k in range(count)]

    def kept(self, surface: pygame.Surface, lay: BoardLayout, sv: dict[str, Any], area: pygame.Rect) -> None:
        """The player's kept potions: for points face up, for power darkened under the power's icon."""
        kept = [(p, False) for p in sv.get("points", [])] + [(p, True) for p in sv.get("powers", [])]
        if not kept:
            none = self.res.text(self.tr("magicoa.kept.none"), lay.px(13), DIM, "text_italic")
            surface.blit(none, (area.x + lay.px(8), area.y + lay.px(4)))
            return
        for (p, power), rect in zip(kept, self.kept_slots(area, len(kept), lay), strict=True):
            face = self.faces.potion(int(p["id"]), rect.width)
            if power:
                face = face.copy()
                face.fill((70, 60, 90), special_flags=pygame.BLEND_RGB_MULT)
                size = round(rect.width * 0.8)
                icon = self.res.image(power_rel(str(p.get("power"))), (size, size))
                face.blit(icon, icon.get_rect(center=(rect.width // 2, face.get_height() // 2)))
            surface.blit(face, rect.topleft)
