"""Animations of Elixir's events: flying cards, particles, pop-up words and icons, banners, the
Am-Stram-Gram pointer and the winner's confetti (the effects themselves are `game.table.effects`').

`Choreographer.effects_for`
turns one game event into effects plus a *hold*: how long the next event waits (the effects
of an event may go on playing after its hold, so a long deal still lets the next event start).
`reduced` (the reduced-motion setting) replaces movement by short fades and drops particles.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

import assets
from engine.elixir.catalog import card_def
from game.table.cardsize import card_height
from game.table.effects import (
    Effect,
    Point,
    Pointer,
    PopIcon,
    PopText,
    Shade,
    Sparks,
    ease_out,
    lerp,
)
from game.table.layout import TableLayout
from game.table.res import GOLD, GOLD_LIGHT, WHITE, Resources
from game.table.sprites import row
from game.tables.elixir.cardface import CardFaces


def forfeit_banner_key(event: dict[str, Any]) -> str:
    """The banner's text key for a forfeit suffered or paid, saying what the log says: a forfeit
    diverted back onto its caster, or refused with no Finds to give, is paid with nothing."""
    if event.get("kind") == "forfeit_suffered":
        return "table.banner.suffered"
    if event.get("seat") == event.get("caster"):
        return "table.banner.forfeit_free"
    if not event.get("count"):
        return "table.banner.forfeit_broke"
    return "table.banner.paid"


def callout_point(lay: TableLayout, seat: int | None, size: tuple[int, int]) -> Point:
    """Where a word or chip of `size` said by `seat` comes to rest: just under an opponent's
    plaque, so that it hides neither their name nor their spell bottles; the player's own
    over their hand."""
    if seat is None or seat == lay.seat or seat not in lay.plaques:
        return lay.seat_anchor(seat)
    plaque = lay.plaques[seat]
    return plaque.centerx, plaque.bottom + lay.px(3) + size[1] / 2


def said(lay: TableLayout, seat: int | None, word: pygame.Surface, chip: pygame.Surface | None, now: float,
         duration: float) -> list[Effect]:
    """A word a seat says (a bid, "pass") rising into its `callout_point`, with `chip` (the
    bid's coin) beside it on its left."""
    rise = lay.px(12)
    gap = lay.px(4) if chip is not None else 0
    chip_w = chip.get_width() if chip is not None else 0
    height = max(word.get_height(), chip.get_height() if chip is not None else 0)
    x, y = callout_point(lay, seat, (chip_w + gap + word.get_width(), height))
    left = x - (chip_w + gap + word.get_width()) / 2
    fx: list[Effect] = [PopText(now, duration, word, (left + chip_w + gap + word.get_width() / 2, y + rise), rise)]
    if chip is not None:
        fx.append(PopIcon(now, min(duration, 0.8), chip, (left + chip_w / 2, y)))
    return fx


@dataclass
class FlyCard(Effect):
    """A card moving from `a` to `b` (centres), its width going from `wa` to `wb`, along an arc.
    `card` None is a back (`level` > 0: a spell back). `reveal` turns a back into `card`'s face
    halfway (a flip); `fade` fades it out at the end."""

    faces: CardFaces | None = None
    card: int | None = None
    level: int = 0
    a: Point = (0.0, 0.0)
    b: Point = (0.0, 0.0)
    wa: int = 60
    wb: int = 60
    arc: float = 0.0
    reveal: bool = False
    fade: bool = False

    def draw(self, surface: pygame.Surface, now: float) -> None:
        if now < self.start or self.faces is None:
            return
        t = ease_out(self.progress(now))
        x = lerp(self.a[0], self.b[0], t)
        y = lerp(self.a[1], self.b[1], t) - self.arc * math.sin(math.pi * t)
        w = max(8, round(lerp(self.wa, self.wb, t) / 4) * 4)
        show_face = self.card is not None and (not self.reveal or t >= 0.5)
        if show_face:
            assert self.card is not None
            img = self.faces.face(self.card, w)
        else:
            img = self.faces.back("spell" if self.level else "find", self.level, w)
        if self.reveal:
            squeeze = abs(math.cos(math.pi * t))
            img = pygame.transform.scale(img, (max(2, round(img.get_width() * squeeze)), img.get_height()))
        if self.fade and t > 0.7:
            img = img.copy()
            img.set_alpha(round(255 * (1 - (t - 0.7) / 0.3)))
        surface.blit(img, img.get_rect(center=(round(x), round(y))))


@dataclass
class Staging:
    """What the choreographer needs to place effects: the layout, the faces, the player's
    own seat, the current view, texts, names."""

    layout: TableLayout
    faces: CardFaces
    res: Resources
    view: dict[str, Any]
    tr: Callable[..., str]
    names: Callable[[int | None], str]
    reduced: bool = False


class Choreographer(Sparks):
    """Turns Elixir's events into effects (the sparks, banners and confetti are `Sparks`')."""

    # ---- events -----------------------------------------------------------------------------

    def effects_for(self, event: dict[str, Any], st: Staging, now: float) -> tuple[list[Effect], float]:
        """The effects of one event and how long the next event should wait (1x speed)."""
        kind = str(event.get("kind", ""))
        lay = st.layout
        me = lay.seat
        fx: list[Effect] = []
        red = st.reduced
        fly_t = 0.12 if red else 0.42

        def seat_pt(seat: Any) -> Point:
            return lay.seat_anchor(seat if isinstance(seat, int) else None)

        def fly(card: int | None, a: Point, b: Point, *, wa: int | None = None, wb: int | None = None,
                delay: float = 0.0, level: int = 0, reveal: bool = False, fade: bool = False,
                dur: float | None = None) -> FlyCard:
            w = lay.centre_card_w
            return FlyCard(now + delay, dur if dur is not None else fly_t, st.faces, card, level, a, b,
                           wa or w, wb or w, 0.0 if red else lay.px(40), reveal and not red, fade)

        small = lay.px(44)
        centre = (float(lay.centre.centerx), float(lay.centre.centery))
        deck = (float(lay.deck.centerx), float(lay.deck.centery))
        discard = (float(lay.discard.centerx), float(lay.discard.centery))

        if kind == "am_stram_gram":
            return self._rhyme(event, st, now)
        if kind == "first_player":
            fx.append(self.banner(st, st.tr("table.banner.first_player", name=st.names(event["seat"])), now, 1.4))
            if not red:
                fx.append(self.burst(seat_pt(event["seat"]), now, 3, lay.scale))
            return fx, 1.0
        if kind == "draft":
            pile = lay.piles.get(int(event["level"]), lay.centre)
            mine = event["seat"] == me
            target = lay.spells.center if mine else seat_pt(event["seat"])
            fx.append(fly(event.get("card") if mine else None, pile.center, target, wa=pile.width,
                          wb=lay.spell_card_w if mine else small, level=int(event["level"]), reveal=mine))
            return fx, 0.1 if red else 0.38
        if kind in ("deal", "dealt"):
            mine = event["seat"] == me
            cards = list(event.get("cards", []))
            for i in range(int(event.get("count", 0))):
                fx.append(fly(cards[i] if mine and i < len(cards) else None, deck, seat_pt(event["seat"]),
                              wa=lay.deck.width, wb=lay.hand_card_w if mine else small, delay=i * 0.07,
                              reveal=mine, fade=not mine))
            return fx, 0.1 if red else 0.3
        if kind == "draw":
            mine = event["seat"] == me
            cards = list(event.get("cards", []))
            src = deck if event.get("why") != "recover" else discard
            for i in range(int(event.get("count", 1))):
                fx.append(fly(cards[i] if mine and i < len(cards) else None, src, seat_pt(event["seat"]),
                              wa=lay.deck.width, wb=lay.hand_card_w if mine else small, delay=i * 0.1,
                              reveal=mine, fade=not mine))
            return fx, 0.1 if red else 0.4
        if kind == "turn_start":
            fx.append(self.banner(st, st.tr("table.banner.turn", name=st.names(event["seat"])), now, 0.9, small=True))
            return fx, 0.2 if red else 0.6
        if kind == "cast":
            level = int(event.get("level", 1))
            src = lay.spells.center if event["seat"] == me else seat_pt(event["seat"])
            fx.append(fly(int(event["card"]), src, centre, wa=small, wb=lay.centre_card_w, dur=0.2 if red else 0.55))
            if not red:
                fx.append(self.burst(centre, now + 0.5, level, lay.scale))
            return fx, 0.2 if red else 0.85
        if kind == "spell_resolved":
            level = card_def(int(event["card"])).level
            dest = seat_pt(event["seat"]) if event["seat"] != me else lay.home.center
            fx.append(fly(int(event["card"]), centre, dest, wb=small, fade=True, dur=0.2 if red else 0.5))
            if not red:
                fx.append(self.burst(dest, now + 0.45, level, lay.scale, speed=110))
            return fx, 0.2 if red else 0.6
        if kind in ("countered", "counter", "shield", "diverted", "protected", "fizzle", "no_effect"):
            icon = {"countered": "icons/counter.png", "counter": "icons/counter.png", "shield": "icons/protect.png",
                    "diverted": "icons/divert.png", "protected": "icons/protect.png",
                    "fizzle": "icons/counter.png", "no_effect": "icons/counter.png"}[kind]
            img = st.res.image(icon, (lay.px(96), lay.px(96)))
            fx.append(PopIcon(now, 0.35 if red else 0.9, img, centre))
            return fx, 0.3 if red else 0.75
        if kind in ("object_used", "reaction"):
            src = lay.hand.center if event["seat"] == me else seat_pt(event["seat"])
            fx.append(fly(int(event["card"]), src, centre, wa=small, wb=lay.centre_card_w))
            return fx, 0.2 if red else 0.6
        if kind == "transaction":
            src = lay.hand.center if event["seat"] == me else seat_pt(event["seat"])
            fx.append(fly(int(event["card"]), src, centre, wa=small, wb=lay.centre_card_w))
            fx.append(self.banner(st, st.tr(f"table.tx.{event['type']}") + "!", now + 0.3, 1.2))
            return fx, 0.3 if red else 1.0
        if kind == "place":
            src = lay.hand.center if event["seat"] == me else seat_pt(event["seat"])
            cards = list(event.get("cards", []))
            if event.get("why") in ("object", "reaction", "transaction"):
                return [], 0.0
            for i in range(int(event.get("count", 0))):
                card = cards[i] if i < len(cards) and event.get("face_up") else None
                fx.append(fly(card, src, centre, wa=small, delay=i * 0.06))
            return fx, 0.1 if red else 0.45
        if kind == "pick_up":
            dest = seat_pt(event["seat"])
            cards = list(event.get("cards", [])) or list(event.get("shown", []))
            for i in range(int(event.get("count", 0))):
                card = cards[i] if i < len(cards) else None
                fx.append(fly(card, centre, dest, wb=small, delay=i * 0.06, fade=event["seat"] != me))
            return fx, 0.1 if red else 0.45
        if kind == "give":
            cards = list(event.get("cards", []))
            for i in range(int(event.get("count", 0))):
                card = cards[i] if i < len(cards) else None
                fx.append(fly(card, seat_pt(event["from"]), seat_pt(event["to"]), wa=small, wb=small,
                              delay=i * 0.08, fade=event["to"] != me))
            return fx, 0.1 if red else 0.5
        if kind == "discard":
            cards = list(event.get("cards", []))
            src = centre if event.get("seat") is None else seat_pt(event["seat"])
            for i, card in enumerate(cards[:6]):
                fx.append(fly(int(card), src, discard, wa=small, wb=lay.deck.width, delay=i * 0.05))
            return fx, 0.1 if red else 0.35
        if kind in ("bid", "bid_pass", "auction_pass", "flea_market_declined", "market_done"):
            words = {"bid": str(event.get("amount", "")), "bid_pass": st.tr("table.pop.pass"),
                     "auction_pass": st.tr("table.pop.pass"), "flea_market_declined": st.tr("table.pop.pass"),
                     "market_done": st.tr("table.pop.done")}[kind]
            color = GOLD if kind == "bid" else WHITE
            img = st.res.text(words, lay.px(34 if kind == "bid" else 24), color, "title", shadow=2)
            coin = st.res.image("icons/coin.png", (lay.px(32), lay.px(32))) if kind == "bid" else None
            fx.extend(said(lay, event["seat"], img, coin, now, 0.5 if red else 1.1))
            return fx, 0.3 if red else 0.7
        if kind == "auction_won":
            fx.append(self.banner(st, st.tr("table.banner.auction_won", name=st.names(event["bidder"]),
                                            amount=event.get("amount", 0)), now, 1.3))
            return fx, 0.4 if red else 1.1
        if kind in ("forfeit_suffered", "forfeit_paid"):
            fx.append(self.banner(st, st.tr(forfeit_banner_key(event), name=st.names(event["seat"])), now, 1.4))
            if not red and kind == "forfeit_suffered":
                fx.append(self.burst(seat_pt(event["seat"]), now, 1, lay.scale, count=30))
            return fx, 0.4 if red else 1.1
        if kind == "modifier_added":
            from game.tables.elixir.plaque import effect_icon

            img = st.res.image(effect_icon(event), (lay.px(72), lay.px(72)))
            at = seat_pt(event["seat"]) if event["seat"] != me else lay.home.center
            fx.append(PopIcon(now, 0.4 if red else 1.0, img, at))
            return fx, 0.3 if red else 0.8
        if kind == "game_over":
            fx.append(self.banner(st, st.tr("table.banner.winner", name=st.names(event["winner"])), now, 4.0))
            if not red:
                fx.append(self.confetti(lay, now))
                fx.append(self.burst(seat_pt(event["winner"]), now, 4, lay.scale, count=90, life=1.6))
            return fx, 1.5
        if kind == "reshuffle":
            for i in range(5):
                fx.append(fly(None, discard, deck, wa=lay.deck.width, delay=i * 0.05))
            return fx, 0.1 if red else 0.45
        if kind == "peek" and isinstance(event.get("cards"), list) and event["cards"]:
            return self._peek(event, st, now)
        if kind in ("direction", "spell_moved", "spells_passed", "uncast", "copied", "swept", "recover", "peek",
                    "reveal", "extra_turn", "turn_skipped"):
            return fx, 0.1 if red else 0.45
        return fx, 0.05

    def _peek(self, event: dict[str, Any], st: Staging, now: float) -> tuple[list[Effect], float]:
        """Cards looked at (only the looker and their owner receive them): they come out of the
        owner's hand face up, stay a moment in the centre, and go back."""
        lay = st.layout
        owner = lay.seat_anchor(event.get("of") if isinstance(event.get("of"), int) else None)
        cards = [int(c) for c in event["cards"]][:10]
        w = lay.centre_card_w if len(cards) <= 6 else max(lay.px(40), round(lay.centre_card_w * 6 / len(cards)))
        fly_t, hold = (0.0, 1.2) if st.reduced else (0.42, 1.6)
        # The board's centre steps back under the cards looked at: the owners' names over the
        # plays under way there stood over two of them, read as theirs ("Hard bot 2", "Wizard").
        slots = row(len(cards), lay.centre, w)
        laid = slots[0].rect().unionall([s.rect() for s in slots[1:]])
        veil = laid.inflate(lay.px(32), lay.px(24))
        veil.top -= lay.px(24)
        veil.height += lay.px(24)
        plate = st.res.plate(veil.size, (10, 6, 24, 200), lay.px(12))
        fx: list[Effect] = [Shade(now + fly_t * 0.5, fly_t + hold, plate, (float(veil.x), float(veil.y)))]
        for i, (card, slot) in enumerate(zip(cards, slots, strict=True)):
            spot = (slot.x, slot.y)
            if fly_t:
                fx.append(FlyCard(now + i * 0.05, fly_t, st.faces, card, 0, owner, spot, lay.px(44), w,
                                  lay.px(30), True))
                fx.append(FlyCard(now + fly_t + hold, fly_t, st.faces, card, 0, spot, owner, w, lay.px(44),
                                  lay.px(30), False, True))
            fx.append(FlyCard(now + fly_t + i * 0.05, hold - i * 0.05, st.faces, card, 0, spot, spot, w, w))
        return fx, 2 * fly_t + hold

    def _rhyme(self, event: dict[str, Any], st: Staging, now: float) -> tuple[list[Effect], float]:
        lay = st.layout
        pointing = list(event.get("pointing", []))
        step = 0.06 if st.reduced else 0.2
        ring = st.res.image("ui/cursor_ring.png", (lay.px(56), lay.px(56)))
        fx: list[Effect] = []
        prev: Point | None = None
        for i, (syl, seat) in enumerate(pointing):
            at = lay.seat_anchor(int(seat)) if seat != lay.seat else lay.home.center
            word = st.res.text(str(syl), lay.px(28), GOLD_LIGHT, "title", shadow=2)
            last = i == len(pointing) - 1
            fx.append(Pointer(now + i * step, step, prev or at, at, ring, word, 0 if st.reduced else lay.px(36),
                              linger=0.8 if last else 0.0))
            prev = at
        end = now + len(pointing) * step
        chosen = lay.seat_anchor(int(event["chosen"])) if event["chosen"] != lay.seat else lay.home.center
        if not st.reduced:
            fx.append(self.burst(chosen, end, 2, lay.scale))
        if event.get("eliminated"):
            img = st.res.text(st.tr("table.pop.out"), lay.px(26), WHITE, "title", shadow=2)
            fx.extend(said(lay, int(event["chosen"]), img, None, end, 1.0))
        return fx, len(pointing) * step + 0.4

    def card_rect(self, layout: TableLayout, centre: Point, width: int) -> pygame.Rect:
        """The rectangle of a card `width` px wide centred on `centre`."""
        r = pygame.Rect(0, 0, width, card_height(width))
        r.center = (round(centre[0]), round(centre[1]))
        return r


SOUNDS = {
    "deal": "deal", "dealt": "deal", "draw": "draw", "cast": "cast_{level}", "countered": "counter",
    "counter": "counter", "bid": "bid", "auction_won": "coin", "give": "coin", "transaction": "shuffle",
    "reshuffle": "shuffle", "forfeit_paid": "coin", "game_over": "win", "turn_start": "flip", "draft": "flip",
}


def sound_for(event: dict[str, Any]) -> str | None:
    """The short sound to play for `event` (assets.SOUNDS names), if any."""
    kind = str(event.get("kind", ""))
    name = SOUNDS.get(kind)
    if name is None:
        if kind == "modifier_added":
            return {"hop": "hop", "suffix": "croak"}.get(str(event.get("display", "")), "flip")
        return None
    if "{level}" in name:
        name = name.format(level=min(4, max(1, int(event.get("level", 1)))))
    return name if name in assets.SOUNDS else None
