"""Elixir Quest's animations: what each event shows, and how long the next one waits.

The characters fly in face down and turn over together; each round's blows cross the arena and
land as a hit (a red bolt, sparks and the word) or fall short as a miss (a grey bolt that
fades); Mind Shield shows as a green badge under the health it raised; a potion flies beside its
owner and turns over, and the numbers it changes are redrawn; at a game's end the loser's
character flies to the winner's pile. With reduced motion, cards appear where they land and only
the words are shown.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.i18n import Translator
from game.table.effects import Banner, Effect, PopText, Sparks
from game.table.flight import FlyPicture
from game.table.res import GOLD_LIGHT, RED, WHITE, Resources
from game.tables.quest.board import DuelLayout
from game.tables.quest.faces import QuestFaces

SOUNDS = {"reveal": "flip", "potion": "cast_2", "game_end": "coin", "decks": "shuffle", "no_potion": None,
          "potion_discarded": "draw"}
HOLDS = {"reveal": 1.0, "round": 1.5, "potion": 1.1, "no_potion": 0.7, "potion_discarded": 0.4, "game_end": 1.3,
         "match_end": 1.6, "game_start": 0.3, "decks": 0.6}


def sound_for(event: dict[str, Any], me: int) -> str | None:
    """The short sound of an event, if any."""
    kind = str(event.get("kind", ""))
    if kind == "round":
        winner = event.get("winner")
        return "counter" if winner is None else "win" if winner == me else "lose"
    return SOUNDS.get(kind)


@dataclass
class DuelStage:
    """What the animations need: the layout, the pictures, texts, and which side is the player's."""

    lay: DuelLayout
    faces: QuestFaces
    res: Resources
    tr: Translator
    me: int
    reduced: bool
    sparks: Sparks
    names: Callable[[int | None], str]

    def side(self, seat: int) -> int:
        """0 for the player's side, 1 for the rival's."""
        return 0 if seat == self.me else 1


def effects_for(event: dict[str, Any], st: DuelStage, now: float) -> tuple[list[Effect], float]:
    """The effects of `event` and how long the next event waits."""
    kind = str(event.get("kind", ""))
    lay, px = st.lay, st.lay.px
    hold = HOLDS.get(kind, 0.2)
    out: list[Effect] = []
    if kind == "reveal" and not st.reduced:
        for seat, card in enumerate(event["characters"]):
            slot = lay.fighters[st.side(seat)]
            below, above = (slot.centerx, lay.table.bottom + slot.height), (slot.centerx, -slot.height)
            start = below if st.side(seat) == 0 else above
            out.append(FlyPicture(now, 0.7, st.faces.card(int(card["kind"]), slot.width), st.faces.back(slot.width),
                                  start, slot.center, slot.width, slot.width, arc=px(40)))
    elif kind == "round":
        winner = event.get("winner")
        for seat, fighter in enumerate(event["fighters"]):
            side = st.side(seat)
            target = lay.fighters[1 - side]
            other = event["fighters"][1 - seat]
            hit = not fighter["misses"] and (fighter["sure_hit"] or fighter["attack"] > other["health"])
            source = lay.fighters[side]
            if not st.reduced:  # the blow crosses the arena: it lands on a hit, falls short on a miss
                end = target.center if hit else ((source.centerx + target.centerx) // 2, target.centery + px(40))
                out.append(FlyPicture(now, 0.35, _blow(px(44), hit), None, source.center, end, px(44), px(56),
                                      arc=px(36), fade=not hit))
            # the word is the attacker's result, so it is written on the attacker (on the card
            # attacked, a play-tester read "Miss" as that card's own miss)
            word = st.tr("quest.hit" if hit else "quest.miss")
            img = st.res.text(word, px(30 if hit else 24), RED if hit else WHITE, "title", shadow=2)
            out.append(PopText(now + 0.3, 0.9, img, (source.centerx, source.centery - px(20)), px(30)))
            if hit and not st.reduced:
                out.append(st.sparks.burst(target.center, now + 0.35, 2, lay.shared.scale, count=18))
        text = st.tr("quest.round.draw", round=int(event["round"])) if winner is None else \
            st.tr("quest.round.win", round=int(event["round"]), name=st.names(int(winner)))
        out.append(_banner(st, text, now + 0.8, 0.8))
    elif kind == "potion":
        side = st.side(int(event["seat"]))
        pot = lay.potions[side]
        face = st.faces.card(int(event["potion"]["kind"]), pot.width)
        if not st.reduced:
            out.append(FlyPicture(now, 0.6, face, st.faces.back(pot.width), pot.center,
                                  (pot.centerx, pot.centery - px(10)), pot.width, round(pot.width * 1.3)))
        img = st.res.text(st.faces.name(int(event["potion"]["kind"])), px(20), GOLD_LIGHT, "title", shadow=2)
        out.append(PopText(now + 0.4, 0.9, img, (pot.centerx, pot.y - px(8)), px(20)))
    elif kind == "no_potion":
        side = st.side(int(event["seat"]))
        img = st.res.text(st.tr("quest.no_potion"), px(18), WHITE, "text_bold", shadow=2)
        out.append(PopText(now, 0.8, img, lay.potions[side].center, px(16)))
    elif kind == "game_end":
        winner = event.get("winner")
        if winner is not None and not st.reduced:
            loser_side = st.side(1 - int(winner))
            slot, pile = lay.fighters[loser_side], lay.won[1 - loser_side]
            kind_lost = int(event["characters"][1 - int(winner)])
            out.append(FlyPicture(now + 0.2, 0.8, st.faces.card(kind_lost, slot.width), None, slot.center, pile.center,
                                  slot.width, pile.width, arc=px(60)))
        text = st.tr("quest.game.draw") if winner is None else st.tr(
            "quest.game.win" if st.side(int(winner)) == 0 else "quest.game.lose")
        out.append(_banner(st, text, now, 1.1))
    elif kind == "match_end":
        winners = list(event.get("winners") or [])
        key = "quest.match.draw" if len(winners) != 1 else \
            "quest.match.win" if winners[0] == st.me else "quest.match.lose"
        out.append(_banner(st, st.tr(key), now, 1.5))
        if len(winners) == 1 and winners[0] == st.me and not st.reduced:
            out.append(st.sparks.confetti(lay.shared, now))
    return out, hold


def _blow(size: int, hit: bool) -> pygame.Surface:
    """A glowing bolt: red for a blow that lands, grey for one that misses."""
    colour = (240, 80, 70) if hit else (190, 190, 200)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    for r, alpha in ((size // 2, 60), (size // 3, 140), (size // 6, 255)):
        pygame.draw.circle(surf, (*colour, alpha), (size // 2, size // 2), r)
    return surf


def _banner(st: DuelStage, text: str, now: float, duration: float) -> Banner:
    banner = st.sparks.banner(_Table(st.lay.shared, st.res), text, now, duration, small=True)
    banner.at = (st.lay.arena.centerx, st.lay.fighters[0].bottom + st.lay.px(124))  # under the badges
    return banner


@dataclass
class _Table:
    """What `Sparks.banner` reads of a table: its shared layout and resources."""

    layout: Any
    res: Resources
