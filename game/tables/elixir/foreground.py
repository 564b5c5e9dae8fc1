"""What the Elixir table draws every frame over its cached board: the glow of what can be
chosen, the hourglass of seats being asked, the hand, the uncast spells, the tray, the prompt
bar (or what the table is waiting for), the key line and the card zoomed to be read.

Pure drawing: each method takes what it shows (a `Places`, the time `now` on the game clock)
and changes nothing. Glows pulse with `now`; a hand under a HOP forfeit hops unless the
player asked for reduced motion.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from game.i18n import Translator
from game.table.cardsize import card_height
from game.table.layout import TableLayout
from game.table.promptparts import Spot
from game.table.res import CHOSEN, DIM, GOLD, GOLD_LIGHT, RED, WHITE, Resources, heading_role
from game.table.sprites import Slot
from game.tables.elixir.board import transaction_text
from game.tables.elixir.cardface import CardFaces
from game.tables.elixir.handlayout import (
    SPELL_LIFT_PX,
    badge_rect,
    card_keys,
    count_badges,
    digit_caps,
    draw_counts,
    hand_groups,
    inside,
    lift_room,
    spells_label_rect,
    turned_corners,
)
from game.tables.elixir.hotkeys import seat_number
from game.tables.elixir.places import Places, pile_top
from game.tables.elixir.plaque import has_display
from game.ui import Button


def bar_text(res: Resources, lay: TableLayout, title: str, detail: str | None,
             text_w: int) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """The prompt's question laid in the prompt bar, `text_w` wide from its left: one line, two
    lines, or the title over its detail; the ink of every line stays inside the bar's gold frame,
    the sizes shrinking (to 60 %) until it does (at 1024 x 576 the fonts' heights round up). A
    detail that fits only below `DETAIL_LEGIBLE` (or squeezes the title below `TITLE_LEGIBLE`) is
    left out: it helps with the question, and at 9 px it was not read but it squeezed the
    question to 9 px too."""
    bar = lay.prompt
    inner = bar_inside(lay)
    left = bar.x + lay.px(16)
    size = lay.px(19)
    if detail:
        stacked, whole, (title_size, detail_size) = _title_over_detail(res, lay, title, detail, text_w)
        legible = title_size >= TITLE_LEGIBLE and detail_size >= DETAIL_LEGIBLE
        if whole and legible:
            return stacked
        beside = _title_beside_detail(res, lay, title, detail, text_w)
        if beside or legible:
            return beside or stacked
    if res.font("text_bold", size).size(title)[0] > text_w:
        for smaller in range(int(size * 0.85), max(7, int(size * 0.6)) - 1, -1):
            lines = res.wrap(title, smaller, text_w, "text_bold")
            if len(lines) > 2 or any(res.font("text_bold", smaller).size(line)[0] > text_w for line in lines):
                continue
            placed = res.stacked(lines, smaller, left, bar.centery, GOLD_LIGHT, "text_bold", shadow=1)
            if _ink(placed).height <= inner.height:
                return placed
    img = res.fit_text(title, size, text_w, GOLD_LIGHT, "text_bold", shadow=1)
    return [(img, img.get_rect(midleft=(left, bar.centery)))]


KEY_LINE_PLATE = (10, 6, 24, 170)
"""The translucent dark plate under the key line at the table's top left."""


def turn_order_text(view: dict[str, Any], tr: Translator) -> str:
    """The turn order by the seats' numbers, from the first seat in the direction of play
    ("Turn order 1 → 2 → 3 → 4", "... 1 → 4 → 3 → 2" once reversed); "" before the seats are
    known. Only the log said when a card reversed it."""
    players = len(view.get("seats") or [])
    if players < 2:
        return ""
    step = -1 if view.get("direction", 1) == -1 else 1
    numbers = " → ".join(str(seat_number((step * i) % players)) for i in range(players))
    return tr("table.keys.order_reversed" if step == -1 else "table.keys.order", order=numbers)


def bar_inside(lay: TableLayout) -> pygame.Rect:
    """The prompt bar inside its gold frame and bevel, which the bar's art draws 7 px thick over
    the text and under it at every window size (the bevel's light line is the 7th row from each
    edge): where the ink of its text must stay."""
    bar = lay.prompt
    top = bottom = 7
    return pygame.Rect(bar.x, bar.y + top, bar.width, bar.height - top - bottom)


def detail_room(lay: TableLayout) -> pygame.Rect:
    """Where the ink of a title over its detail stays: inside the bar's bevel (`bar_inside`) with
    2 px to spare (at 1280 x 720) above and below, so that the small detail line ("à cause de
    Mites") does not seem to sit on the bar's bottom edge, as it did at 1024 x 576."""
    inner = bar_inside(lay)
    return inner.inflate(0, -2 * lay.px(2))


TITLE_LEGIBLE = 12
"""The smallest size in pixels, whatever the window, the bar draws a question at when a detail
goes under it; below it the question is drawn alone."""

DETAIL_LEGIBLE = 10
"""The smallest size in pixels the bar draws a question's detail at (13 at 1280 x 720, 10 at
1024 x 576); below it the question is drawn alone."""


def _title_over_detail(res: Resources, lay: TableLayout, title: str, detail: str, text_w: int
                       ) -> tuple[list[tuple[pygame.Surface, pygame.Rect]], bool, tuple[int, int]]:
    """The title over its smaller detail, centred together on the bar by their ink inside
    `detail_room` (inside `bar_inside` when even 60 % is too tall for that), shrunk (to 60 %)
    until they fit; with whether they fit at full size, and the sizes they were drawn at."""
    inner = detail_room(lay)
    left = lay.prompt.x + lay.px(16)
    gap = lay.px(1)
    for k in range(100, 59, -5):
        title_size = res.fit_size(title, max(8, lay.px(19) * k // 100), text_w, "text_bold")
        detail_size = res.fit_size(detail, max(8, lay.px(11), lay.px(13) * k // 100), text_w)
        top = res.fit_text(title, title_size, text_w, GOLD_LIGHT, "text_bold", shadow=1)
        low = res.fit_text(detail, detail_size, text_w, WHITE)
        top_ink, low_ink = top.get_bounding_rect(), low.get_bounding_rect()
        if top_ink.height + gap + low_ink.height <= inner.height or k == 60:
            break
    if top_ink.height + gap + low_ink.height > inner.height:
        inner = bar_inside(lay)
    y = inner.centery - (top_ink.height + gap + low_ink.height) // 2
    return [(top, top.get_rect(topleft=(left, y - top_ink.y))),
            (low, low.get_rect(topleft=(left, y + top_ink.height + gap - low_ink.y)))], k == 100, \
        (title_size, detail_size)


def _title_beside_detail(res: Resources, lay: TableLayout, title: str, detail: str,
                         text_w: int) -> list[tuple[pygame.Surface, pygame.Rect]] | None:
    """The title and, after it on the same line, its smaller detail on the same baseline,
    centred on the bar by the title's ink inside `detail_room`: for a bar too short to hold
    them one over the other at full size (1024 x 576), when they fit side by side; else None."""
    size, small, gap = lay.px(19), max(8, lay.px(13)), lay.px(12)
    big_font, small_font = res.font("text_bold", size), res.font("text", small)
    if big_font.size(title)[0] + gap + small_font.size(detail)[0] > text_w:
        return None
    top = res.text(title, size, GOLD_LIGHT, "text_bold", shadow=1)
    low = res.text(detail, small, WHITE)
    room = detail_room(lay)
    ink = top.get_bounding_rect()
    place = top.get_rect(topleft=(lay.prompt.x + lay.px(16), room.centery - ink.height // 2 - ink.y))
    baseline = place.y + big_font.get_ascent()
    placed = [(top, place), (low, low.get_rect(topleft=(place.x + big_font.size(title)[0] + gap,
                                                         baseline - small_font.get_ascent())))]
    ink = _ink(placed)
    return placed if room.top <= ink.top and ink.bottom <= room.bottom else None


def _ink(placed: list[tuple[pygame.Surface, pygame.Rect]]) -> pygame.Rect:
    """The rectangle the ink of laid-out lines covers."""
    rects = [img.get_bounding_rect().move(rect.topleft) for img, rect in placed]
    return rects[0].unionall(rects[1:])


GLOW_PAD = 14
"""The margin around a 240 px card in the glow art (`tools.ui_art.card_highlight`'s `pad`)."""

@dataclass(frozen=True)
class FocusRing:
    """The keys' focus ring's `margin` outside its card and line `thickness`, in base pixels."""

    margin_px: int = 4
    thickness_px: int = 3

    def margin(self, lay: TableLayout) -> int:
        """The margin at `lay`'s scale."""
        return int(lay.px(self.margin_px))

    def width(self, lay: TableLayout) -> int:
        """The line's thickness at `lay`'s scale (at least 2 px)."""
        return max(2, int(lay.px(self.thickness_px)))


FOCUS_RING = FocusRing()
"""The ring the keys' focus draws around a card (hand, tray, spells, the raised pile) and a panel."""

GLOWS = {"playable": "ui/highlight_playable.png", "selected": "ui/highlight_selected.png",
         "target": "ui/highlight_target.png"}
"""The glow drawn around a card, by why it glows."""


def hand_lifts(hand: list[int], slots: list[Slot], lay: TableLayout, hover: Spot | None, focus: Spot | None,
               selected: set[Spot], hop: float = 0.0) -> list[float]:
    """How far each card of the hand is raised: the one under the mouse or the keys' focus most,
    the chosen ones less (all by `hop` while a forfeit makes the hand hop). A raised card stays
    under the prompt bar (`lift_room`; the chosen ones also glow): raised into it, the focus hid
    the bar's hint and buttons, and a chosen card, under the mouse or not, hid its own name
    behind them."""
    lifts = [hop + (lay.px(26) if Spot("hand", c) in (hover, focus) else
                    lay.px(18) if Spot("hand", c) in selected else 0) for c in hand]
    for i, card in enumerate(hand[:len(slots)]):
        if Spot("hand", card) in (hover, focus, *selected):
            lifts[i] = min(lifts[i], lift_room(slots[i], lay))
    return lifts


def hand_order(hand: Sequence[int], hover: Spot | None, focus: Spot | None) -> list[int]:
    """The indexes of the hand's cards in the order they are drawn: left to right, the card under
    the mouse or the keys' focus last, whole, above its neighbours."""
    return sorted(range(len(hand)), key=lambda i: Spot("hand", hand[i]) in (hover, focus))


def hand_caps(drawn: Sequence[tuple[int, pygame.Rect, int | None]], lifts: Sequence[float], lay: TableLayout,
              avoid: Sequence[pygame.Rect] = ()) -> list[tuple[pygame.Rect, int]]:
    """The number keys' caps on the hand, with their digits. `drawn`: (index in the hand, card's
    rectangle unturned as lifted, digit or None) of each card in the order they are drawn;
    `lifts`: each card's lift, by index. A cap sits on a part of its own card that no card drawn
    over it from the left or lifted higher hides (a tester saw the "5" of the card under a
    lifted one on the lifted card's face), clear of `avoid` (the count badges); a card hidden
    that way shows no cap. Cards drawn over it from the right at its height are no cover: in a
    crowded hand the cap must spill onto them."""
    marked = [(k, i, rect, digit) for k, (i, rect, digit) in enumerate(drawn) if digit is not None]
    covers = [[rect for j, rect, _digit in drawn[k + 1:] if j < i or lifts[j] > lifts[i]]
              for k, i, _rect, _digit in marked]
    caps = digit_caps([rect for _k, _i, rect, _digit in marked], lay, avoid, covers)
    return [(cap, digit) for cap, (_k, _i, _rect, digit) in zip(caps, marked, strict=True) if cap is not None]


class BarNotices(Protocol):
    """The notices that may take the prompt bar's place (`game.tables.elixir.notice.Notices`)."""

    def on_bar(self, now: float) -> bool:
        """Whether a notice takes the prompt bar's text place at `now`."""
        ...

    def draw_bar(self, surface: pygame.Surface, res: Resources, bar: pygame.Rect, width: int, scale: float,
                 now: float) -> None:
        """Draw that notice in the prompt bar at `bar`, in `width` px of text room."""
        ...


def pulse(now: float) -> int:
    """The alpha of a glowing card at time `now` (150 to 255, about once a second)."""
    return 150 + round(105 * (0.5 + 0.5 * math.sin(now * 5.0)))


def waiting_text(view: dict[str, Any], seat: int | None, idle: bool, tr: Translator,
                 name: Callable[[int | None], str]) -> str:
    """What the prompt bar says while the player has nothing to answer. It names the one seat
    being asked, but never who could react to a reaction window (that would tell who holds one)."""
    if view.get("winner") is not None:
        return tr("table.status.winner", name=name(int(view["winner"])))
    if not idle:
        return tr("table.status.playing")
    pending = [p for p in view.get("pending", []) if p.get("seat") != seat]
    if any(p.get("kind") == "react" for p in pending):
        return tr("table.status.others_deciding")
    if len(pending) == 1:
        return tr("table.status.waiting_for", name=name(int(pending[0]["seat"])))
    if pending:
        return tr("table.status.others_deciding")
    return tr("table.status.waiting")


@dataclass
class ForegroundPainter:
    """Draws the table's foreground with one set of pictures, texts and seat names."""

    res: Resources
    faces: CardFaces
    tr: Translator
    name: Callable[[int | None], str]

    def glow_for(self, width: int, kind: str) -> pygame.Surface:
        """The glow around a card `width` wide (`kind`: one of GLOWS): the art's ring (`tools.ui_art.
        card_highlight`, 14 px of margin around a 240 px card) scaled so that it hugs the card's
        edge. Twice that margin left the ring floating a card's border away from the card, which a
        tester took for a stray frame set off from the card and turned differently."""
        margin = round(width * GLOW_PAD / 240)
        return self.res.image(GLOWS[kind], (width + margin * 2, card_height(width) + margin * 2))

    def glows(self, surface: pygame.Surface, places: Places, now: float) -> None:
        """The spell piles and the seats the prompt offers, glowing (the hand, spells and tray glow as drawn)."""
        prompt = places.prompt
        if prompt is None:
            return
        lay = places.layout
        alpha = pulse(now)
        for spot in prompt.glowing():
            if spot.zone == "pile":
                if spot in (prompt.focus, places.hover):
                    self.raised_pile(surface, places, spot.ident, ringed=spot == prompt.focus != places.hover)
                    continue
                rect = lay.piles[spot.ident]
                g = self.glow_for(rect.width, "playable")
                g.set_alpha(alpha)
                surface.blit(g, g.get_rect(center=rect.center))
            elif spot.zone == "seat":
                rect = lay.seat_rect(spot.ident)
                if spot.ident == places.seat:
                    rect = pygame.Rect(rect.x, rect.y, rect.width, lay.px(84))
                width = max(2, lay.px(4))
                col = (*RED[:3], alpha)
                glow = pygame.Surface(rect.inflate(width * 4, width * 4).size, pygame.SRCALPHA)
                pygame.draw.rect(glow, col, glow.get_rect(), width, border_radius=lay.px(16))
                surface.blit(glow, glow.get_rect(center=rect.center))
                if prompt.focus == spot or places.hover == spot:
                    # as thick as the cards' focus ring: at half, a tester moving the keys' focus
                    # over the players' panels hardly saw it move
                    pygame.draw.rect(surface, GOLD_LIGHT, rect.inflate(width * 2, width * 2), FOCUS_RING.width(lay),
                                     border_radius=lay.px(14))

    def raised_pile(self, surface: pygame.Surface, places: Places, level: int, *, ringed: bool = False) -> None:
        """The spell pile under the keys' focus or the mouse: its top card lifted off the pile in
        a steady glow, as a focused card of the hand or the tray is lifted; `ringed` (the keys'
        focus, not the mouse) as they are ringed."""
        count = int(places.view.get("piles", {}).get(str(level), 0))
        top = pile_top(places.layout, level, count, raised=True)
        glow = self.glow_for(top.width, "playable")
        surface.blit(glow, glow.get_rect(center=top.center))
        if count:
            surface.blit(self.faces.back("spell", level, top.width), top.topleft)
        if ringed:
            self.focus_ring(surface, top, places.layout)

    def focus_ring(self, surface: pygame.Surface, card: pygame.Rect, lay: TableLayout) -> None:
        """The keys' focus on a card drawn upright at `card`: a light gold ring just outside it,
        as the hand's focused card wears (a lift alone hardly showed; a card under the mouse is
        not ringed: the pointer says where it is)."""
        margin = FOCUS_RING.margin(lay)
        pygame.draw.rect(surface, GOLD_LIGHT, card.inflate(2 * margin, 2 * margin), FOCUS_RING.width(lay),
                         border_radius=margin)

    def pending(self, surface: pygame.Surface, places: Places, now: float) -> None:
        """Seats being asked something show a turning hourglass; nobody's options are shown.
        A seat under a HOP forfeit shows a hopping hand. Drawn only while the table is idle."""
        v = places.view
        lay = places.layout
        asked = {int(p["seat"]) for p in v.get("pending", []) if int(p.get("seat", -1)) != places.seat}
        size = lay.px(26)
        icon = self.res.image("effects/countdown.png", (size, size))
        turned = pygame.transform.rotate(icon, round(math.sin(now * 3) * 20))
        for seat in asked:
            rect = lay.seat_rect(seat)
            surface.blit(turned, lay.badge(turned.get_rect(center=(rect.right - lay.px(8), rect.y + lay.px(6)))))
        for seat in range(len(v.get("seats", []))):
            if has_display(v, seat, "hop") is None or seat == places.seat:
                continue
            rect = lay.seat_rect(seat)
            hop_img = self.res.image("effects/hop.png", (lay.px(30), lay.px(30)))
            dy = abs(math.sin(now * 6 + seat)) * lay.px(16)
            surface.blit(hop_img, lay.badge(hop_img.get_rect(midbottom=(rect.x + lay.px(22), rect.y - dy + lay.px(6)))))

    def hand(self, surface: pygame.Surface, places: Places, now: float, *, reduced_motion: bool) -> None:
        """The player's hand, fanned: hovered or focused cards lifted, chosen ones lifted less,
        what can be chosen glowing (marked with the number key that chooses it: `hand_caps`),
        and the count badges of stacked cards."""
        v = places.view
        hand = list(v.get("hand", []))
        if not hand:
            return
        lay = places.layout
        slots = places.hand_slots()
        prompt = places.prompt
        hover = places.hover
        glowing = prompt.glowing() if prompt else set()
        selected = prompt.selected() if prompt else set()
        focus = prompt.focus if prompt else None
        hop = 0.0
        hopping = places.seat is not None and has_display(v, places.seat, "hop") is not None
        if hopping and not reduced_motion:
            hop = abs(math.sin(now * 6)) * lay.px(18)
        alpha = pulse(now)
        lifts = hand_lifts(hand, slots, lay, hover, focus, selected, hop)
        order = hand_order(hand[:len(slots)], hover, focus)
        digits = prompt.card_digits() if prompt else {}
        for i in order:
            card, slot, lift = hand[i], slots[i], lifts[i]
            spot = Spot("hand", card)
            sid, img = self.faces.surface(card, slot.width)
            rot = self.faces.rotated(sid, slot.width, slot.angle, img) if round(slot.angle) else img
            centre = (round(slot.x), round(slot.y - lift))
            if spot in selected or spot in glowing:
                g = self.glow_for(slot.width, "selected" if spot in selected else "playable")
                if round(slot.angle):
                    g = self.faces.rotated(("glow", "selected" if spot in selected else "playable"), slot.width,
                                           slot.angle, g)
                g.set_alpha(255 if spot in selected else alpha)
                surface.blit(g, g.get_rect(center=centre))
            surface.blit(rot, rot.get_rect(center=centre))
            if spot in selected:  # a chosen card's edge drawn over it: its glow alone read as a thin outline
                edge = turned_corners(centre, slot.width, card_height(slot.width), slot.angle)
                pygame.draw.polygon(surface, CHOSEN, edge, FOCUS_RING.width(lay))
            if spot == focus and spot != hover:
                # The keys' focus ringed: lifted alone it hardly moved under the prompt bar
                # (`lift_room`), and a tester pressing Tab saw nothing change.
                margin = FOCUS_RING.margin(lay)
                ring = turned_corners(centre, slot.width + 2 * margin, card_height(slot.width) + 2 * margin,
                                      slot.angle)
                pygame.draw.polygon(surface, GOLD_LIGHT, ring, FOCUS_RING.width(lay))
        badges = count_badges(hand_groups(card_keys(hand), lay.hand, lay.hand_card_w), slots, lifts, lay)
        draw_counts(surface, self.res, badges, lay)
        drawn = [(i, slots[i].rect(lifts[i]), digits.get(Spot("hand", hand[i]))) for i in order]
        self.draw_caps(surface, hand_caps(drawn, lifts, lay, [rect for rect, _count in badges]))

    def spells(self, surface: pygame.Surface, places: Places, now: float) -> None:
        """The player's uncast spells under their label (no label while spells are drafted)."""
        v = places.view
        spells = list(v.get("spells", []))
        if not spells:
            return
        prompt = places.prompt
        glowing = prompt.glowing() if prompt else set()
        selected = prompt.selected() if prompt else set()
        focus = prompt.focus if prompt else None
        lay = places.layout
        alpha = pulse(now)
        title = self.res.text(self.tr("table.your_spells"), lay.px(14), GOLD_LIGHT, heading_role(lay.px(14)), shadow=1)
        slots = places.spell_slots()
        lifted = {places.hover, focus, *selected}
        lifts = [lay.px(SPELL_LIFT_PX) if Spot("spell", card) in lifted else 0 for card in spells]
        if v.get("phase") not in ("setup", "draft"):
            raised = [slot.rect(lift) for slot, lift in zip(slots, lifts, strict=False) if lift]
            surface.blit(title, spells_label_rect(lay, slots, title.get_size(), raised))
        digits = prompt.card_digits() if prompt else {}
        marks: list[tuple[pygame.Rect, int]] = []
        for card, slot, lift in zip(spells, slots, lifts, strict=False):
            spot = Spot("spell", card)
            centre = (round(slot.x), round(slot.y - lift))
            if spot in glowing or spot in selected:
                g = self.glow_for(slot.width, "selected" if spot in selected else "playable")
                g.set_alpha(255 if spot in selected else alpha)
                surface.blit(g, g.get_rect(center=centre))
            img = self.faces.face(card, slot.width)
            surface.blit(img, img.get_rect(center=centre))
            if spot == focus and spot != places.hover:
                self.focus_ring(surface, img.get_rect(center=centre), lay)
            if spot in digits:
                marks.append((img.get_rect(center=centre), digits[spot]))
        self.digit_marks(surface, lay, marks)

    def tray(self, surface: pygame.Surface, places: Places, now: float) -> None:
        """The cards the prompt lays in the centre to choose from, and the transaction's line under them."""
        cards = places.tray_cards()
        if not cards:
            return
        lay = places.layout
        prompt = places.prompt
        glowing = prompt.glowing() if prompt else set()
        selected = prompt.selected() if prompt else set()
        alpha = pulse(now)
        digits = prompt.card_digits() if prompt else {}
        counts = prompt.tray_counts if prompt else {}
        window = pygame.Rect((0, 0), lay.size)
        if prompt is not None and prompt.wide_tray:
            self.veil(surface, places.tray_area().inflate(lay.px(16), lay.px(16)), lay)
        laid = list(zip(cards, places.tray_slots(), strict=False))
        raised = [i for i, ((card, _), _) in enumerate(laid)
                  if Spot("tray", card) == places.hover or (prompt and prompt.focus == Spot("tray", card))]
        # The hovered or focused card last, with its marks: whole, on top of its neighbours and
        # of theirs (a neighbour's "x2" drawn after it read as the count of the card chosen).
        for layer in ([laid[i] for i in range(len(laid)) if i not in raised], [laid[i] for i in raised]):
            marks: list[tuple[pygame.Rect, int]] = []
            badges: list[tuple[pygame.Rect, int]] = []
            for (card, face_up), slot in layer:
                spot = Spot("tray", card)
                lift = lay.px(14) if spot == places.hover or (prompt and prompt.focus == spot) else 0
                r = slot.rect(lift)
                if spot in glowing or spot in selected:
                    g = self.glow_for(slot.width, "selected" if spot in selected else "playable")
                    g.set_alpha(255 if spot in selected else alpha)
                    surface.blit(g, g.get_rect(center=r.center))
                img = self.faces.face(card, slot.width) if face_up else self.faces.back("find", 0, slot.width)
                surface.blit(img, r.topleft)
                if prompt is not None and prompt.focus == spot and spot != places.hover:
                    self.focus_ring(surface, img.get_rect(topleft=r.topleft), lay)
                if spot in digits:
                    marks.append((img.get_rect(topleft=r.topleft), digits[spot]))
                if counts.get(card, 1) > 1:
                    badges.append((inside(badge_rect(slot, lay.px(22), lift), window), counts[card]))
            draw_counts(surface, self.res, badges, lay)
            caps = digit_caps([rect for rect, _digit in marks], lay, [rect for rect, _count in badges])
            self.draw_caps(surface, [(cap, digit) for cap, (_rect, digit) in zip(caps, marks, strict=True) if cap])
        tx = places.view.get("transaction")
        if tx and cards:
            cap = self.res.fit_text(transaction_text(tx, self.tr, self.name), lay.px(17), lay.centre.width,
                                    GOLD_LIGHT, "text_bold", shadow=2)
            bottom = max(s.rect().bottom for s in places.tray_slots())
            surface.blit(cap, cap.get_rect(midtop=(lay.centre.centerx, bottom + lay.px(8))))

    def veil(self, surface: pygame.Surface, rect: pygame.Rect, lay: TableLayout) -> None:
        """A dark, rounded, translucent panel over the table, under a tray laid across it (the
        players' panels and the piles stay faintly seen through it)."""
        veil = self.res.plate(rect.size, (14, 10, 30, 215), lay.px(14), (*GOLD, 160), max(1, lay.px(2)))
        surface.blit(veil, rect.topleft)

    def digit_marks(self, surface: pygame.Surface, lay: TableLayout, marks: list[tuple[pygame.Rect, int]]) -> None:
        """The number key that chooses each card (`rect`, unturned), on a small key cap where
        `digit_caps` puts it, clear of the other caps."""
        caps = digit_caps([rect for rect, _digit in marks], lay)
        self.draw_caps(surface, [(cap, digit) for cap, (_rect, digit) in zip(caps, marks, strict=True) if cap])

    def draw_caps(self, surface: pygame.Surface, caps: Sequence[tuple[pygame.Rect, int]]) -> None:
        """Each digit on a small key cap at its rectangle (the tenth card's key is 0)."""
        for cap, digit in caps:
            size = cap.width
            pygame.draw.rect(surface, (24, 16, 48), cap, border_radius=max(2, size // 4))
            pygame.draw.rect(surface, GOLD_LIGHT, cap, max(1, size // 11), border_radius=max(2, size // 4))
            label = self.res.text(str(digit % 10), max(8, size * 2 // 3), GOLD_LIGHT, "text_bold")
            surface.blit(label, label.get_rect(center=cap.center))

    def prompt_bar(self, surface: pygame.Surface, places: Places, now: float, *, idle: bool, notices: BarNotices,
                   buttons: list[Button]) -> None:
        """The prompt's question (one or two lines, or a title and its detail), else a notice meant
        for the bar, else what the table is waiting for; then the prompt's buttons."""
        lay = places.layout
        res = self.res
        v = places.view
        bar = lay.prompt
        text_w = (buttons[0].rect.x - bar.x - lay.px(24)) if buttons else bar.width - lay.px(28)
        prompt = places.prompt
        if prompt is not None:
            for img, rect in bar_text(res, lay, prompt.title, prompt.detail, text_w):
                surface.blit(img, rect)
        elif notices.on_bar(now):
            notices.draw_bar(surface, res, bar, text_w, lay.scale, now)
        else:
            text = waiting_text(v, places.seat, idle, self.tr, self.name)
            dots = "" if v.get("winner") is not None else "." * (1 + int(now * 2.5) % 3)
            img = res.fit_text(text + dots, lay.px(17), text_w, DIM if idle else WHITE, "text_italic")
            surface.blit(img, img.get_rect(midleft=(bar.x + lay.px(16), bar.centery)))
        for b in buttons:
            b.draw(surface)

    def key_line(self, surface: pygame.Surface, places: Places, *, instant: bool, speed: float, autopass: bool,
                 hover: tuple[int, int]) -> list[tuple[pygame.Rect, str]]:
        """The line of keys at the top left: the animations' speed (V), auto-pass on or off (A:
        the table showed nowhere whether it was on) and the keys' help (H). Each part is also a
        button for the mouse (brighter under it); returns where each is, with what it does
        ("speed", "autopass", "help")."""
        lay = places.layout
        label = self.tr("table.speed.instant") if instant else self.tr("table.speed.x", n=f"{speed:g}")
        parts = [("speed", self.tr("table.keys.speed", speed=label)),
                 ("autopass", self.tr("table.keys.autopass_on" if autopass else "table.keys.autopass_off")),
                 ("help", self.tr("table.keys.help"))]
        spots: list[tuple[pygame.Rect, str]] = []
        sep = self.res.text(" · ", lay.px(12), DIM)
        order = turn_order_text(places.view, self.tr)
        reversed_ = places.view.get("direction", 1) == -1
        pieces: list[tuple[pygame.Surface, tuple[int, int]]] = []  # what to draw, where
        x = lay.px(8)
        for k, (ident, text) in enumerate([*parts, *([("order", order)] if order else [])]):
            if k:
                pieces.append((sep, (x, lay.px(6))))
                x += sep.get_width()
            size = self.res.text(text, lay.px(12), DIM).get_size()
            rect = pygame.Rect((x, lay.px(6)), size)
            if ident == "order":  # not a button: what comes after whom, gold once a card has reversed it
                pieces.append((self.res.text(text, lay.px(12), GOLD_LIGHT if reversed_ else DIM), rect.topleft))
            else:
                lit = rect.inflate(lay.px(4), lay.px(6)).collidepoint(hover)
                pieces.append((self.res.text(text, lay.px(12), WHITE if lit else DIM), rect.topleft))
                spots.append((rect.inflate(lay.px(4), lay.px(6)), ident))
            x = rect.right
        # a dark plate under the line: the felt's stars showed through the small letters
        height = max((img.get_height() for img, _ in pieces), default=0)
        plate = pygame.Rect(lay.px(4), lay.px(3), x - lay.px(4) + lay.px(4), height + lay.px(6))
        surface.blit(self.res.plate(plate.size, KEY_LINE_PLATE, plate.height // 2), plate.topleft)
        for img, at in pieces:
            surface.blit(img, at)
        return spots

    def zoom(self, surface: pygame.Surface, places: Places, card: int, *, browsing: str | None = None) -> None:
        """`card` large over the dimmed table, with how to close it (and, `browsing` "own" or
        "tray": the player's own cards or the cards to choose from, how to go to the next)."""
        lay = places.layout
        surface.blit(self.res.plate(lay.size, (8, 4, 20, 170)), (0, 0))
        img = self.faces.face(card, lay.zoom_card_w)
        r = img.get_rect(center=lay.table.center)
        surface.blit(img, r)
        said = self.tr(f"table.zoom_hint_{browsing}" if browsing else "table.zoom_hint")
        hint = self.res.text(said, lay.px(14), GOLD, "text_bold", shadow=1)
        surface.blit(hint, hint.get_rect(midtop=(r.centerx, r.bottom + lay.px(8))))
