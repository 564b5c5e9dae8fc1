"""The Elixir table's board: what changes only when the view does, painted into one surface that
the table scene caches (`TableScene.board_surface`).

On the background: every opponent's plaque (with a forfeit's hat), the prompt bar's panel, the
player's own plaque with the spells they cast, the deck and the discard pile (or the spell
piles while spells are drafted), and the centre: the cards in play, the transaction under way
or the last play, and the winner's banner. Pure drawing: `BoardPainter.paint` takes what it
shows (a `Places`) and changes nothing else.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from engine.elixir.catalog import card_def
from game.i18n import Translator
from game.table.bottag import draw_seat_tag
from game.table.cardsize import card_height
from game.table.layout import TableLayout
from game.table.res import DIM, GOLD_LIGHT, WHITE, Resources, blit_plaque
from game.table.sprites import Slot, row
from game.table.surfaces import watching_caption
from game.tables.elixir.asked import draft_target, draw_card_text, draw_note
from game.tables.elixir.cardface import CardFaces
from game.tables.elixir.handlayout import draft_points_rect
from game.tables.elixir.hotkeys import seat_number
from game.tables.elixir.places import Places, pile_lift
from game.tables.elixir.plaque import (
    PlaqueArt,
    draw_seat_number,
    effect_icon,
    has_display,
    nickname,
    number_centre,
)

EMPTY_PILE = (90, 80, 130)
"""The outline drawn where a pile has no card left."""


def transaction_text(tx: dict[str, Any], tr: Translator, name: Callable[[int | None], str]) -> str:
    """The line under a transaction in progress: the auction's high bid, the flea market's size, or who opened it."""
    kind = str(tx.get("kind", ""))
    what = tr(f"table.tx.{kind}")
    stage = tx.get("stage")
    if kind == "auction" and stage == "bidding":
        if tx.get("high") is not None:
            return tr("table.tx.auction_high", what=what, high=tx["high"], name=name(tx.get("bidder")),
                      seller=name(tx.get("seller")))
        return tr("table.tx.auction_min", what=what, min=tx.get("minimum", 0), seller=name(tx.get("seller")))
    if kind == "flea_market" and stage in ("join", "pick"):
        return tr("table.tx.flea_size", what=what, size=tx.get("size", 0), count=len(tx.get("participants", [])))
    return tr("table.tx.open_by", what=what, name=name(tx.get("opener")))


def draft_note_above(lay: TableLayout) -> pygame.Rect:
    """What the draft's note sits above: the row of the deck, the spell piles and the discard
    (the whole row, so that the note is wide enough to be read at a small window), reaching up
    as far as a focused pile lifts its top card, glow included."""
    line = lay.deck.union(lay.discard).union(lay.piles[1])
    top = min(line.y, lay.piles[1].y - pile_lift(lay) - lay.px(14))
    return pygame.Rect(line.x, top, line.width, line.bottom - top)


@dataclass
class BoardPainter:
    """Paints the board with one set of pictures, texts and seat names (`name`: nicknames included)."""

    res: Resources
    faces: CardFaces
    plaques: PlaqueArt
    tr: Translator
    name: Callable[[int | None], str]
    colour_blind: bool = False
    """The setting "Colour-blind friendly icons": marks what colour alone says (see `PlaqueArt.plaque`)."""

    def paint(self, board: pygame.Surface, background: pygame.Surface, places: Places) -> None:
        """Paint the whole board for `places` over `background`."""
        lay = places.layout
        v = places.view
        board.blit(background, (0, 0))
        current = v.get("current")
        seats = v.get("seats", [])
        for seat, rect in lay.plaques.items():
            if seat >= len(seats):
                continue
            sv = seats[seat]
            img = self.plaques.plaque(sv, self.name(seat), rect.size, lay.scale, active=seat == current,
                                      nick=nickname(v, seat) is not None, number=seat_number(seat),
                                      colour_blind=self.colour_blind)
            blit_plaque(self.res, board, rect, lay.px(18), active=seat == current)
            board.blit(img, rect.topleft)
            self.hat(board, places, seat, rect, lay.px(10))
        for seat, tag in places.tags:
            if seat in lay.plaques:
                draw_seat_tag(board, self.res, lay.plaques[seat], tag, self.tr, lay.px)
        board.blit(self.res.nine_slice("ui/panel.png", lay.prompt.size, lay.px(24)), lay.prompt.topleft)
        self.home(board, places)
        self.piles(board, places)
        if not places.tray_cards():
            self.centre(board, places)

    def home(self, board: pygame.Surface, places: Places) -> None:
        """The player's own plaque, the spells they cast under it, and a forfeit's hat; a
        spectator's caption instead for a window that only watches."""
        lay = places.layout
        v = places.view
        seat = places.seat
        if seat is None:
            watching_caption(board, self.res, lay, self.tr("table.watching"))
            return
        if not v.get("seats"):
            return
        sv = v["seats"][seat]
        active = v.get("current") == seat
        img = self.plaques.plaque(sv, self.name(seat), (lay.home.width, lay.px(84)), lay.scale,
                                  active=active, nick=nickname(v, seat) is not None, number=seat_number(seat),
                                  colour_blind=self.colour_blind)
        blit_plaque(self.res, board, pygame.Rect(lay.home.topleft, img.get_size()), lay.px(18), active=active)
        board.blit(img, lay.home.topleft)
        # cast spells, small faces under the plaque
        cast = list(sv.get("cast", []))
        if cast:
            w = lay.px(34)
            area = pygame.Rect(lay.home.x, lay.home.y + lay.px(86), lay.home.width, card_height(w))
            for slot, card in zip(row(len(cast), area, w), cast, strict=False):
                face = self.faces.face(int(card), w)
                board.blit(face, face.get_rect(center=(round(slot.x), round(slot.y))))
        else:
            hint = self.res.text(self.tr("table.no_cast"), lay.px(13), DIM)
            board.blit(hint, (lay.home.x + lay.px(12), lay.home.y + lay.px(92)))
        self.hat(board, places, seat, lay.home, lay.px(6))

    def hat(self, board: pygame.Surface, places: Places, seat: int, plaque: pygame.Rect, dx: int) -> None:
        """The hat a forfeit put on `seat` (if any), tilted on the top-left corner of its `plaque`,
        `dx` px out; the seat number it sits over is drawn again over its brim: number keys
        choose players by it (a tester could not read the "1" under the Snail's Pace shell)."""
        lay = places.layout
        hat = has_display(places.view, seat, "hat")
        if hat is None:
            return
        hs = lay.px(44)
        board.blit(pygame.transform.rotate(self.res.image(effect_icon(hat), (hs, hs)), 12),
                   lay.hat_rect(plaque, hs, dx))
        cx, cy = number_centre(lay.scale)
        draw_seat_number(board, self.res, (plaque.x + cx, plaque.y + cy), seat_number(seat), lay.scale)

    def piles(self, board: pygame.Surface, places: Places) -> None:
        """The deck and the discard pile; while spells are drafted, the spell piles and the points to reach."""
        lay = places.layout
        v = places.view
        res = self.res
        # deck and discard
        deck = int(v.get("deck", 0))
        if v.get("phase") not in (None, "setup", "draft") or deck:
            if deck:
                back = self.faces.back("find", 0, lay.deck.width)
                for k in range(min(3, deck // 20 + 1)):
                    board.blit(back, lay.deck.move(-k * lay.px(2), -k * lay.px(2)).topleft)
            else:
                pygame.draw.rect(board, EMPTY_PILE, lay.deck, max(1, lay.px(2)), border_radius=lay.px(8))
            label = res.text(self.tr("table.deck", n=deck), lay.px(14), WHITE, "text_bold", shadow=1)
            board.blit(label, label.get_rect(midtop=(lay.deck.centerx, lay.deck.bottom + lay.px(4))))
            discard = list(v.get("discard", []))
            if discard:
                board.blit(self.faces.face(int(discard[-1]), lay.discard.width), lay.discard.topleft)
            else:
                pygame.draw.rect(board, EMPTY_PILE, lay.discard, max(1, lay.px(2)), border_radius=lay.px(8))
            label = res.text(self.tr("table.discard", n=len(discard)), lay.px(14), WHITE, "text_bold", shadow=1)
            board.blit(label, label.get_rect(midtop=(lay.discard.centerx, lay.discard.bottom + lay.px(4))))
        if v.get("phase") in ("setup", "draft"):
            piles = v.get("piles", {})
            for level, rect in lay.piles.items():
                count = int(piles.get(str(level), 0))
                if count:
                    back = self.faces.back("spell", level, rect.width)
                    for k in range(min(3, count // 6 + 1)):
                        board.blit(back, rect.move(-k * lay.px(2), -k * lay.px(2)).topleft)
                else:
                    pygame.draw.rect(board, EMPTY_PILE, rect, max(1, lay.px(2)), border_radius=lay.px(8))
                label = res.text(self.tr("table.pile", level=level, n=count), lay.px(14), WHITE, "text_bold",
                                 shadow=1)
                board.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + lay.px(4))))
            target = draft_target(v)
            points = sum(card_def(int(c)).level for c in v.get("spells") or [])
            if places.seat is not None and points < target:
                # Only while the player drafts: once its spells are taken the note would sit
                # under the banners of the deal and the first turn, which play over the board.
                draw_note(board, res, self.tr("table.draft.levels", target=target), draft_note_above(lay),
                          list(lay.plaques.values()), lay.scale)
            if places.seat is not None and v.get("spells") is not None:
                text = self.tr("table.points_of", points=points, target=target)
                img = res.text(text, lay.px(16), GOLD_LIGHT, "text_bold", shadow=1)
                board.blit(img, draft_points_rect(lay, places.spell_slots(), img.get_size()))

    def centre(self, board: pygame.Surface, places: Places) -> None:
        """The cards in the centre with their owners, the card asked about with its text, the
        transaction's line or else the last play, and the winner's banner."""
        lay = places.layout
        v = places.view
        res = self.res
        tx = v.get("transaction")
        cards = places.centre_cards()
        slots = places.centre_slots()
        last_owner: int | None = None
        for i, ((card, owner, _why), slot) in enumerate(zip(cards, slots, strict=False)):
            img = self.faces.face(card, slot.width) if card is not None else self.faces.back("find", 0, slot.width)
            r = slot.rect()
            board.blit(img, r.topleft)
            if owner >= 0 and owner != last_owner:
                room = owner_tag_width(cards, slots, i, lay.px(140), lay.px(6))
                tag = res.fit_text(self.name(owner), lay.px(14), room, GOLD_LIGHT, "text_bold", shadow=1)
                board.blit(tag, tag.get_rect(bottomleft=(r.x, r.y - lay.px(2))))
            last_owner = owner
        asked = places.asked()
        if len(cards) == 1 and asked is not None and cards[0][0] == asked[0]:
            draw_card_text(board, res, asked[0], self.tr.lang, slots[0].rect(), lay.centre, lay.scale)
        if tx:
            text = transaction_text(tx, self.tr, self.name)
            if text:
                img = res.fit_text(text, lay.px(17), lay.centre.width, GOLD_LIGHT, "text_bold", shadow=2)
                y = (slots[0].rect().bottom + lay.px(8)) if slots else lay.centre.centery
                board.blit(img, img.get_rect(midtop=(lay.centre.centerx, y)))
        elif not cards and places.recent is not None and v.get("winner") is None:
            card, seat, target = places.recent.card, places.recent.seat, places.recent.target
            img = self.faces.face(card, lay.centre_card_w).copy()
            img.set_alpha(190)
            r = places.recent_rect()
            board.blit(img, r)
            text = self.tr("table.recent_at", name=self.name(seat), target=self.name(target)) \
                if target is not None else self.tr("table.recent", name=self.name(seat))
            cap = res.fit_text(text, lay.px(15), lay.centre.width, WHITE, "text_italic", shadow=1)
            board.blit(cap, cap.get_rect(midtop=(r.centerx, r.bottom + lay.px(6))))
        if v.get("winner") is not None:
            self.winner(board, places, int(v["winner"]))

    def winner(self, board: pygame.Surface, places: Places, winner: int) -> None:
        """A crown over the winner's seat and a banner with their name."""
        lay = places.layout
        res = self.res
        crown = res.image("effects/hat_crown.png", (lay.px(64), lay.px(64)))
        anchor = lay.seat_rect(winner)
        board.blit(crown, crown.get_rect(midbottom=(anchor.centerx, anchor.y + lay.px(16))))
        title = res.text(self.tr("table.banner.winner", name=self.name(winner)), lay.px(40), GOLD_LIGHT, "title",
                         shadow=3)
        panel = pygame.Rect(0, 0, title.get_width() + lay.px(60), title.get_height() + lay.px(30))
        panel.center = (lay.centre.centerx, lay.deck.centery)
        board.blit(res.nine_slice("ui/panel.png", panel.size, lay.px(24)), panel.topleft)
        board.blit(title, title.get_rect(center=panel.center))


def owner_tag_width(cards: Sequence[tuple[int | None, int, str]], slots: Sequence[Slot], index: int, widest: int,
                    gap: int) -> int:
    """How wide the owner's name over the centre card `index` may be: `widest`, and no wider
    than its owner's run of cards, up to `gap` before the next owner's name (a tester read "Bot
    normaleBot facile 3" over an auction card and the lot laid beside it)."""
    owner = cards[index][1]
    start = slots[index].rect().x
    for (_card, other, _why), slot in zip(cards[index + 1:], slots[index + 1:], strict=False):
        if other != owner:
            return max(1, min(widest, slot.rect().x - start - gap))
    return widest
