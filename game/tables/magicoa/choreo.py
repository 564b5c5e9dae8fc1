"""Animations of Magicoa's events: potions dealt into the row, gold cards flying face down and
flipping onto a potion (or across two), a card that fits nowhere fading out, the face-down
potion turning over, the sweep of potions to their winners, points or power, the exchange.

`effects_for(event, stage, now)` returns the effects and the *hold* (how long the next event
waits), like Elixir's choreographer, with the shared effects, sparks, banners and confetti of
`game.table.effects`. With reduced motion nothing travels: cards fade in where they land.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

import assets
from game.i18n import Translator
from game.table.effects import Effect, Point, PopIcon, PopText, Sparks
from game.table.flight import FlyPicture
from game.table.layout import TableLayout
from game.table.res import GOLD, GOLD_LIGHT, WHITE, Resources
from game.tables.magicoa.board import BoardLayout
from game.tables.magicoa.faces import MagicoaFaces, power_rel

SOUNDS = {"round_start": "deal", "refill": "deal", "gold_chosen": "shuffle", "bid": "bid", "gold_lost": "lose",
          "reveal": "flip", "potion_won": "coin", "exchange": "flip", "game_end": "win", "first_player": "click"}


def sound_for(event: dict[str, Any]) -> str | None:
    """The short sound of a Magicoa event (assets.SOUNDS names), if any."""
    kind = str(event.get("kind", ""))
    name = "cast_2" if kind == "kept" and event.get("as") == "power" else SOUNDS.get(kind)
    return name if name in assets.SOUNDS else None


def winner_line(event: dict[str, Any], names: Callable[[int | None], str], tr: Translator) -> str:
    """The end banner's line for a `game_end` event: who wins, or who share the win."""
    winners = [int(s) for s in event.get("winners", [])]
    key = "magicoa.banner.shared" if len(winners) > 1 else "magicoa.banner.wins"
    return tr(key, names=", ".join(names(s) for s in winners))


@dataclass
class MagicoaStage:
    """What the animations need: both layouts, the pictures, the row as shown, texts and names."""

    board: BoardLayout
    faces: MagicoaFaces
    res: Resources
    row: list[dict[str, Any]]
    won: list[dict[str, Any]]
    tr: Translator
    names: Callable[[int | None], str]
    reduced: bool = False
    worth: Callable[[int, dict[str, Any]], int] = lambda seat, p: int(p.get("points", 0))
    """What a potion kept for points is worth to a seat (a Triple power makes it 3)."""

    @property
    def layout(self) -> TableLayout:
        """The shared layout (for banners and confetti)."""
        return self.board.shared


class MagicoaChoreographer:
    """Turns Magicoa events into effects."""

    def __init__(self) -> None:
        self.base = Sparks()

    def effects_for(self, event: dict[str, Any], st: MagicoaStage, now: float) -> tuple[list[Effect], float]:
        """The effects of one event and how long the next event should wait (1x speed)."""
        kind = event.get("kind")
        handler = getattr(self, f"_{kind}", None)
        if handler is None:
            return [], 0.0
        fx, hold = handler(event, st, now)
        return fx, hold

    # ---- helpers -------------------------------------------------------------------------------

    def _fly(self, st: MagicoaStage, now: float, front: pygame.Surface, a: Point, b: Point, wa: int, wb: int, *,
             back: pygame.Surface | None = None, duration: float = 0.45, turn: float = 0.0,
             fade: bool = False) -> FlyPicture:
        if st.reduced:
            return FlyPicture(now, min(duration, 0.25), front, None, b, b, wb, wb, turn=0.0, fade=fade,
                              appear=not fade)
        arc = st.board.px(40) if a != b else 0.0
        return FlyPicture(now, duration, front, back, a, b, wa, wb, arc=arc, turn=turn, fade=fade)

    def _deal(self, row: list[Any], st: MagicoaStage, now: float) -> tuple[list[Effect], float]:
        board = st.board
        w = board.slots[0].width if board.slots else board.px(100)
        back = st.faces.back("potion", w)
        fx: list[Effect] = []
        for i, p in enumerate(row[:len(board.slots)]):
            front = st.faces.potion(int(p["id"]), w) if isinstance(p, dict) else back
            fx.append(self._fly(st, now + i * 0.12, front, board.pile.center, board.slots[i].center,
                                board.pile.width, w, back=back if isinstance(p, dict) else None))
        return fx, 0.45 + 0.12 * len(row)

    def _pop(self, st: MagicoaStage, text: str, at: Point, now: float, size: int = 24) -> PopText:
        img = st.res.text(text, st.board.px(size), GOLD_LIGHT, "title", shadow=2)
        return PopText(now, 1.0, img, at, 0 if st.reduced else st.board.px(30))

    # ---- events ----------------------------------------------------------------------------------

    def _round_start(self, event: dict[str, Any], st: MagicoaStage, now: float) -> tuple[list[Effect], float]:
        text = st.tr("magicoa.round", round=event.get("round", 1), rounds=6)
        fx: list[Effect] = [self.base.banner(st, text, now, 1.1)]
        if int(event.get("round", 1)) == 1:  # later rows were dealt by the refill
            deal, hold = self._deal(list(event.get("row", [])), st, now + 0.3)
            return fx + deal, max(1.0, hold + 0.3)
        return fx, 1.0

    def _refill(self, event: dict[str, Any], st: MagicoaStage, now: float) -> tuple[list[Effect], float]:
        return self._deal(list(event.get("row", [])), st, now)

    def _peek(self, event: dict[str, Any], st: MagicoaStage, now: float) -> tuple[list[Effect], float]:
        if not st.board.slots:
            return [], 0.0
        size = st.board.px(64)
        icon = st.res.image(power_rel("indiscretion"), (size, size))
        return [PopIcon(now, 0.9, icon, st.board.slots[0].center)], 0.6

    def _gold_chosen(self, event: dict[str, Any], st: MagicoaStage, now: float) -> tuple[list[Effect], float]:
        board = st.board
        fx: list[Effect] = []
        w = board.px(30)
        back = st.faces.back("gold", w)
        for seat in range(board.shared.players):
            r = board.seat_rect(seat)
            for k in range(2):
                fx.append(self._fly(st, now + 0.08 * k, back, r.center, (r.right - board.px(30) + k * board.px(8),
                                                                        r.bottom - board.px(20)), w, w))
        return fx, 0.6

    def _bid(self, event: dict[str, Any], st: MagicoaStage, now: float) -> tuple[list[Effect], float]:
        board = st.board
        gold = event.get("gold") or {}
        slots = [int(s) for s in event.get("slots", [])]
        if not slots or slots[-1] >= len(board.slots):
            return [], 0.0
        depth = max(len(st.row[s].get("bids", [])) if s < len(st.row) else 0 for s in slots)
        w = board.gold_w
        front = st.faces.gold(int(gold.get("seat", 0)), int(gold.get("value", 1)), w)
        back = st.faces.back("gold", w)
        if len(slots) == 2:
            target = board.double_rect(slots[0], depth).center
            turn = 90.0
        else:
            target = board.bid_rect(slots[0], depth).center
            turn = 0.0
        start = board.seat_rect(int(event.get("seat", 0))).center
        fx: list[Effect] = [self._fly(st, now, front, start, target, board.px(40), w, back=back, duration=0.55,
                                      turn=turn)]
        if event.get("covered") and not st.reduced:
            fx.append(self.base.burst(target, now + 0.5, 1, board.scale, count=12))
        return fx, 0.75

    def _gold_lost(self, event: dict[str, Any], st: MagicoaStage, now: float) -> tuple[list[Effect], float]:
        board = st.board
        gold = event.get("gold") or {}
        w = board.gold_w
        front = st.faces.gold(int(gold.get("seat", 0)), int(gold.get("value", 1)), w)
        start = board.seat_rect(int(event.get("seat", 0))).center
        return [self._fly(st, now, front, start, board.out.center, w, board.px(50), duration=0.8, fade=True)], 0.8

    def _reveal(self, event: dict[str, Any], st: MagicoaStage, now: float) -> tuple[list[Effect], float]:
        board = st.board
        p = event.get("potion")
        slot = int(event.get("slot", 0))
        if not isinstance(p, dict) or slot >= len(board.slots):
            return [], 0.0
        r = board.slots[slot]
        front = st.faces.potion(int(p["id"]), r.width)
        back = st.faces.back("potion", r.width)
        return [self._fly(st, now, front, r.center, r.center, r.width, r.width, back=back, duration=0.6)], 0.8

    def _potion_won(self, event: dict[str, Any], st: MagicoaStage, now: float) -> tuple[list[Effect], float]:
        """The potion stays at its place for its winner's choice: sparks, and the winner's name."""
        board = st.board
        slot = int(event.get("slot", 0))
        if slot >= len(board.slots):
            return [], 0.0
        r = board.slots[slot]
        fx: list[Effect] = [self._pop(st, st.names(int(event.get("seat", 0))), r.center, now, 20)]
        if not st.reduced:
            fx.append(self.base.burst(r.center, now, 2, board.scale, colors=(GOLD, GOLD_LIGHT, WHITE)))
        return fx, 0.5

    def _potion_unwon(self, event: dict[str, Any], st: MagicoaStage, now: float) -> tuple[list[Effect], float]:
        board = st.board
        p = event.get("potion") or {}
        slot = int(event.get("slot", 0))
        if slot >= len(board.slots):
            return [], 0.0
        r = board.slots[slot]
        front = st.faces.potion(int(p.get("id", 1)), r.width)
        return [self._fly(st, now, front, r.center, board.out.center, r.width, board.out.width, duration=0.6,
                          fade=True)], 0.45

    def _kept(self, event: dict[str, Any], st: MagicoaStage, now: float) -> tuple[list[Effect], float]:
        """The potion flies from its place to its winner: points pop up, or the power's icon."""
        board = st.board
        p = event.get("potion") or {}
        at = board.seat_rect(int(event.get("seat", 0))).center
        slot = next((int(w.get("slot", 0)) for w in st.won if (w.get("potion") or {}).get("id") == p.get("id")), None)
        fx: list[Effect] = []
        fly = 0.0
        if slot is not None and slot < len(board.slots):
            r = board.slots[slot]
            face = st.faces.potion(int(p.get("id", 1)), r.width)
            back = st.faces.back("potion", r.width) if event.get("as") == "power" else None
            fx.append(self._fly(st, now, back or face, r.center, at, r.width, board.px(40), duration=0.5))
            fly = 0.0 if st.reduced else 0.45
        if event.get("as") == "power":
            size = board.px(72)
            icon = st.res.image(power_rel(str(p.get("power"))), (size, size))
            return [*fx, PopIcon(now + fly, 1.1, icon, at)], 0.7 + fly
        return [*fx, self._pop(st, f"+{st.worth(int(event.get('seat', 0)), p)}", at, now + fly, 30)], 0.6 + fly

    def _exchange(self, event: dict[str, Any], st: MagicoaStage, now: float) -> tuple[list[Effect], float]:
        board = st.board
        slot = int(event.get("slot", -1))
        p = event.get("potion")
        if slot < 0 or slot >= len(board.slots) or not isinstance(p, dict):
            at = board.seat_rect(int(event.get("seat", 0))).center
            return [self._pop(st, "=", at, now)], 0.4
        r = board.slots[slot]
        back = st.faces.back("potion", r.width)
        fx: list[Effect] = [self._fly(st, now, back, r.center, board.pile.center, r.width, board.pile.width),
                            self._fly(st, now + 0.2, st.faces.potion(int(p["id"]), r.width), board.pile.center,
                                      r.center, board.pile.width, r.width, back=back)]
        return fx, 0.9

    def _first_player(self, event: dict[str, Any], st: MagicoaStage, now: float) -> tuple[list[Effect], float]:
        at = st.board.seat_rect(int(event.get("seat", 0))).center
        return [self._pop(st, st.tr("magicoa.first"), at, now, 20)], 0.5

    def _game_end(self, event: dict[str, Any], st: MagicoaStage, now: float) -> tuple[list[Effect], float]:
        fx: list[Effect] = [self.base.banner(st, winner_line(event, st.names, st.tr), now, 2.0)]
        if not st.reduced:
            fx.append(self.base.confetti(st.layout, now))
        return fx, 1.6

