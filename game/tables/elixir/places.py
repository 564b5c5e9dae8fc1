"""Where things are on the Elixir table: the slots of the hand, the spells, the tray and the
centre, what lies under a point, and where to click to hit a spot.

`Places` is computed from what the table shows at one moment (the view, the layout, the
prompt being answered, the hovered spot, the last play) and changes nothing; the table scene
builds one whenever it draws, hit-tests or plans a click (`TableScene.places`), so the
drawing, the mouse and the autoplay driver always agree on where a card is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.table.cardsize import card_height
from game.table.layout import TableLayout
from game.table.promptparts import Spot
from game.table.res import Resources, heading_role
from game.table.sprites import Slot, grid, hit, row, whole_grid
from game.tables.elixir.handlayout import card_keys, hand_fan, lift_room, spell_slots
from game.tables.elixir.lastplay import LastPlay
from game.tables.elixir.prompt import Prompt, about

WIDE_TRAY_SHOWN = 0.9
"""The share of each card's width a gathered tray (`Prompt.wide_tray`) shows when rows of its
full-size cards allow it (else its cards overlap more, or shrink, as any tray's)."""

CARD_ZONES = ("hand", "spell", "tray", "centre", "cast")
"""The zones whose spots are cards (their ident is the card)."""


def card_of(spot: Spot | None) -> int | None:
    """The card at `spot`, when the spot is a card."""
    if spot is None or spot.zone not in CARD_ZONES:
        return None
    return spot.ident


def pile_top(lay: TableLayout, level: int, count: int, *, raised: bool = False) -> pygame.Rect:
    """The top card of the spell pile of `level` holding `count` cards, as the board stacks a few
    backs a little up and to the left; `raised`: lifted off the pile, as a focused card is."""
    under = min(3, count // 6 + 1) - 1
    step = lay.px(2)
    return lay.piles[level].move(-under * step, -under * step - (pile_lift(lay) if raised else 0))


def pile_lift(lay: TableLayout) -> int:
    """How far the spell pile under the keys' focus or the mouse lifts its top card (as far as a
    focused tray card); what is drawn above the piles keeps clear of it."""
    return lay.px(14)


def laid_order(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The view's face-up table cards, those a Flea Market laid out in the order it laid them
    (its transaction's "laid", shuffled as the book says), the others as the view lists them (by
    id): a guest saw the four cards in another order than the player choosing among them, and
    "take the second one" across the table went wrong."""
    face_up = list(view.get("table", {}).get("face_up", []))
    laid = (view.get("transaction") or {}).get("laid")
    if not isinstance(laid, list):
        return face_up
    place = {card: i for i, card in enumerate(laid)}
    return sorted(face_up, key=lambda f: (int(f["card"]) in place, place.get(int(f["card"]), 0)))


@dataclass(frozen=True)
class Places:
    """The table's places for one view. `prompt` is the prompt being answered, None while events
    are still playing (its tray and its card are only shown when it can be answered)."""

    view: dict[str, Any]
    layout: TableLayout
    res: Resources
    seat: int | None
    prompt: Prompt | None = None
    hover: Spot | None = None
    recent: LastPlay | None = None
    tags: tuple[tuple[int, str], ...] = ()
    """The seats a bot plays while their player's window is gone (their panels say so)."""

    def hand_slots(self) -> list[Slot]:
        """Where each card of the player's hand sits."""
        hand = list(self.view.get("hand", []))
        return hand_fan(card_keys(hand), self.layout.hand, self.layout.hand_card_w, self.layout.size[1])

    def spell_slots(self) -> list[Slot]:
        """Where each of the player's uncast spells sits."""
        spells = list(self.view.get("spells", []))
        size = self.layout.px(14)  # the size of the "Your spells" heading above them
        return spell_slots(len(spells), self.layout, self.res.font(heading_role(size), size).get_linesize())

    def tray_cards(self) -> list[tuple[int, bool]]:
        """Cards laid in the centre to choose from (the prompt's), as (card, face up)."""
        if self.prompt is not None and self.prompt.tray:
            return list(self.prompt.tray)
        return []

    def tray_area(self) -> pygame.Rect:
        """Where the tray's cards are laid: the centre, or, for a gathered tray
        (`Prompt.wide_tray`: one card of each design of a big discard pile), the whole table
        above the prompt bar, over the players' panels, leaving a line under the cards for the
        transaction's caption."""
        lay = self.layout
        if self.prompt is not None and self.prompt.wide_tray:
            top = lay.px(40)  # under the key line, with room for a hovered card's lift
            return pygame.Rect(lay.table.x + lay.px(24), top, lay.table.width - lay.px(48),
                               lay.prompt.y - lay.px(36) - top)
        return lay.centre.inflate(-lay.px(20), 0)

    def tray_slots(self) -> list[Slot]:
        """Where the tray cards sit."""
        lay = self.layout
        wide = self.prompt is not None and self.prompt.wide_tray
        card_w = max(lay.centre_card_w, lay.px(100)) if wide else lay.centre_card_w
        count, area = len(self.tray_cards()), self.tray_area()
        # Over the whole table, rows of cards shown nearly whole (names and counts clear) before
        # one row of overlapping ones: 17 designs in one row cut every name ("Blad Singi…").
        whole = whole_grid(count, area, card_w, WIDE_TRAY_SHOWN) if wide else None
        return whole if whole is not None else grid(count, area, card_w)

    def asked(self) -> tuple[int, int, str] | None:
        """The card the prompt asks about, shown in the centre as (card, owner, why)."""
        return about(self.prompt, self.seat)

    def centre_cards(self) -> list[tuple[int | None, int, str]]:
        """Cards shown in the centre: plays in flight, the transaction card and its cards on the
        table (a Flea Market's in the order they were laid: `laid_order`), as (card or None for a
        back, owner, why)."""
        v = self.view
        out: list[tuple[int | None, int, str]] = []
        for p in v.get("plays", []):
            if not p.get("resolved"):
                out.append((int(p["card"]), int(p["seat"]), "play"))
        played = {c for c, _, _ in out}
        for f in laid_order(v):
            if int(f["card"]) not in played:
                out.append((int(f["card"]), int(f["owner"]), str(f.get("why", ""))))
        for s in v.get("seats", []):
            for _ in range(int(s.get("face_down", 0))):
                out.append((None, int(s["seat"]), "face_down"))
        asked = self.asked()
        if asked is not None and asked[0] not in {c for c, _, _ in out}:
            out.append(asked)
        return out

    def recent_rect(self) -> pygame.Rect:
        """Where the last play is shown when nothing is in play in the centre (zoomable there)."""
        lay = self.layout
        r = pygame.Rect(0, 0, lay.centre_card_w, card_height(lay.centre_card_w))
        r.center = (lay.centre.centerx, lay.deck.centery)
        return r

    def centre_slots(self) -> list[Slot]:
        """Where the centre cards sit."""
        lay = self.layout
        cards = self.centre_cards()
        n = len(cards)
        w = lay.centre_card_w if n <= 6 else max(lay.px(40), round(lay.centre_card_w * 6 / n))
        asked = self.asked()
        if n == 1 and asked is not None and cards[0][0] == asked[0]:  # the card asked about, alone: larger
            w = max(w, min(lay.px(150), round((lay.centre.height - lay.px(40)) / 1.4)))
        return row(n, lay.centre.inflate(-lay.px(20), 0), w)

    def spot_at(self, pos: tuple[int, int]) -> Spot | None:
        """The clickable thing under `pos`, if any."""
        lay = self.layout
        v = self.view
        slots = self.tray_slots()
        i = hit(slots, pos)
        if i is not None:
            return Spot("tray", self.tray_cards()[i][0])
        hand = list(v.get("hand", []))
        hs = self.hand_slots()
        lifted = next((k for k, c in enumerate(hand) if self.hover == Spot("hand", c)), None)
        i = hit(hs, pos, lifted, 0.0 if lifted is None else min(lay.px(26), lift_room(hs[lifted], lay)))
        if i is not None:
            return Spot("hand", hand[i])
        spells = list(v.get("spells", []))
        i = hit(self.spell_slots(), pos)
        if i is not None:
            return Spot("spell", spells[i])
        if v.get("phase") in ("setup", "draft"):
            for level, rect in lay.piles.items():
                if rect.collidepoint(pos):
                    return Spot("pile", level)
        for seat, rect in lay.plaques.items():
            if rect.collidepoint(pos):
                return Spot("seat", seat)
        if self.seat is not None and lay.home.collidepoint(pos):
            return Spot("seat", self.seat)
        if not self.tray_cards():
            cards = self.centre_cards()
            i = hit(self.centre_slots(), pos)
            if i is not None and cards[i][0] is not None:
                return Spot("centre", int(cards[i][0]))  # type: ignore[arg-type]
            if not cards and self.recent is not None and self.recent_rect().collidepoint(pos):
                return Spot("centre", self.recent.card)
        discard = list(v.get("discard") or [])
        if discard and v.get("phase") not in ("setup", "draft") and lay.discard.collidepoint(pos):
            return Spot("centre", int(discard[-1]))  # the card on top, face up: read up close (Z, right-click)
        return None

    def spot_point(self, spot: Spot) -> tuple[int, int] | None:
        """Where to click to hit `spot` (its centre, or a visible part of an overlapped card)."""
        v = self.view
        lay = self.layout
        rows = {"hand": (list(v.get("hand", [])), self.hand_slots),
                "spell": (list(v.get("spells", [])), self.spell_slots),
                "tray": ([c for c, _ in self.tray_cards()], self.tray_slots)}
        if spot.zone in rows:
            ids, slots_of = rows[spot.zone]
            if spot.ident not in ids:
                return None
            slots = slots_of()
            i = ids.index(spot.ident)
            r = slots[i].rect()
            nxt = slots[i + 1].rect() if i + 1 < len(slots) else None
            x = (r.x + nxt.x) // 2 if nxt is not None and nxt.colliderect(r) else r.centerx
            return (x, r.y + lay.px(30) if spot.zone == "hand" else r.centery)
        if spot.zone == "pile":
            rect = lay.piles.get(spot.ident)
            return rect.center if rect else None
        if spot.zone == "seat":
            return lay.seat_rect(spot.ident).center
        return None
