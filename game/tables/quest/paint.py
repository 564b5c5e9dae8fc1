"""Drawing Elixir Quest's duel table: panels, the five-game score, the arena, the hand, the pool.

`Arena` is what the arena shows between two events (the view between decisions always has an
empty table: a whole game is fought within one answer, so the table keeps its own picture of
the fight as its events play). `Painter` draws from the view, the arena and the prompt's marks.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.i18n import Translator
from game.table.cardsize import NATIVE
from game.table.promptparts import Spot
from game.table.res import CHOSEN, DIM, GOLD, GOLD_LIGHT, INK, RED, WHITE, Resources, blit_plaque
from game.tables.quest.board import DuelLayout
from game.tables.quest.faces import ART_RECT, STAT_COLOURS, STATS, QuestFaces

MINE, THEIRS, DRAWN = (242, 193, 78), (224, 71, 76), (150, 140, 170)


@dataclass
class Arena:
    """The fight as shown: each side's character kind (None: empty), its potion (kind, or 0 for one
    lying face down, None for none), its numbers now, and what the last round did."""

    characters: list[int | None] = field(default_factory=lambda: [None, None])
    potions: list[int | None] = field(default_factory=lambda: [None, None])
    numbers: list[dict[str, Any] | None] = field(default_factory=lambda: [None, None])
    placed: list[bool] = field(default_factory=lambda: [False, False])
    round: int = 0

    def clear(self) -> None:
        """Nothing on the table (between games)."""
        self.characters, self.potions, self.numbers = [None, None], [None, None], [None, None]
        self.placed, self.round = [False, False], 0


FOCUS_RING = (255, 255, 255)
"""The keys' focus (a thin gold frame beside the answers' gold frames could not be told apart)."""
LEAD_TAG = GOLD
"""The fill of the tag by the leader's name."""
TAKEN = CHOSEN
"""The outline (and, in a grid, the check mark) of a card the player has chosen."""


@dataclass
class Marks:
    """What the prompt makes glow, is focused, hovered and taken."""

    glowing: list[Spot] = field(default_factory=list)
    focus: Spot | None = None
    hover: Spot | None = None
    picked: list[int] = field(default_factory=list)


class Painter:
    """Draws the duel table (see the module text)."""

    def __init__(self, res: Resources, faces: QuestFaces, tr: Translator, names: Callable[[int | None], str]) -> None:
        self.res, self.faces, self.tr, self.names = res, faces, tr, names

    # ---- panels and score ---------------------------------------------------------------------------

    def panel(self, surface: pygame.Surface, lay: DuelLayout, view: dict[str, Any], seat: int, rect: pygame.Rect,
              active: bool, leads: bool = False) -> None:
        """A seat's panel: name (and a "Leader" tag after it when `leads`: the seat leads the game
        being played), cards held, games won, and its hand's backs (characters, potions)."""
        px = lay.px
        seats = view.get("seats") or []
        if seat >= len(seats):
            return
        sv = seats[seat]
        blit_plaque(self.res, surface, rect, px(18), active=active)
        cards = self.res.text(str(int(sv.get("cards", 0))), px(28), GOLD_LIGHT, "title", shadow=1)
        surface.blit(cards, cards.get_rect(topright=(rect.right - px(12), rect.y + px(4))))
        tag = self.lead_tag(px) if leads else None
        room = rect.width - cards.get_width() - px(36) - (tag.get_width() + px(8) if tag else 0)
        name = self.res.fit_text(self.names(seat), px(17), room, WHITE, "text_bold", shadow=1)
        surface.blit(name, (rect.x + px(12), rect.y + px(8)))
        if tag is not None:
            surface.blit(tag, tag.get_rect(midleft=(rect.x + px(12) + name.get_width() + px(8),
                                                    rect.y + px(8) + name.get_height() // 2)))
        line = self.tr("quest.panel", cards=int(sv.get("cards", 0)), wins=int(sv.get("wins", 0)))
        info = self.res.fit_text(line, px(12), rect.width - px(24), DIM)
        surface.blit(info, (rect.x + px(12), rect.y + px(32)))
        back = self.faces.back(px(16))
        x = rect.x + px(12)
        y = rect.bottom - back.get_height() - px(8)
        if rect.height < px(90):
            x, y = rect.x + px(12) + info.get_width() + px(12), rect.y + px(30)
        for k in range(int(sv.get("characters", 0)) + int(sv.get("potions", 0))):
            surface.blit(back, (x + k * px(11), y))

    def lead_tag(self, px: Callable[[float], int]) -> pygame.Surface:
        """The small gold "Leader" tag set after the name of the seat leading the game."""
        text = self.res.text(self.tr("quest.lead"), px(12), INK, "text_bold")
        tag = pygame.Surface((text.get_width() + px(14), text.get_height() + px(2)), pygame.SRCALPHA)
        pygame.draw.rect(tag, LEAD_TAG, tag.get_rect(), border_radius=tag.get_height() // 2)
        tag.blit(text, text.get_rect(center=tag.get_rect().center))
        return tag

    def score(self, surface: pygame.Surface, lay: DuelLayout, view: dict[str, Any], me: int) -> None:
        """The five games: who won each (the player's gold, the rival's red, grey for a draw)."""
        px, rect = lay.px, lay.score
        history = list(view.get("history") or [])
        games = int(view.get("games", 5))
        current = int(view.get("match_game", 0))
        label = self.tr("quest.score", game=max(1, current), games=games)
        text = self.res.fit_text(label, px(15), px(170), GOLD_LIGHT, "text_bold", shadow=1)
        surface.blit(text, text.get_rect(midleft=(rect.x, rect.centery)))
        x0 = rect.x + px(190)
        for g in range(games):
            centre = (x0 + g * px(36), rect.centery)
            if g < len(history):
                winner = history[g].get("winner")
                colour = DRAWN if winner is None else MINE if winner == me else THEIRS
                pygame.draw.circle(surface, colour, centre, px(11))
            else:
                pygame.draw.circle(surface, (40, 30, 70), centre, px(11))
            outline = GOLD if g + 1 == current and len(history) < current else (90, 80, 120)
            pygame.draw.circle(surface, outline, centre, px(11), max(1, px(2)))

    # ---- the arena ----------------------------------------------------------------------------------

    def arena(self, surface: pygame.Surface, lay: DuelLayout, arena: Arena,
              own_placed: tuple[int | None, int | None] = (None, None)) -> None:
        """Both sides of the fight: the characters, their potions, their numbers; the player's own
        cards placed face down are shown to the player, dimmed, until the reveal."""
        px = lay.px
        for side in (0, 1):
            slot = lay.fighters[side]
            kind = arena.characters[side]
            if side == 0 and own_placed[0] is not None:
                self._face_down_mine(surface, lay, own_placed)
                continue
            if kind is not None:
                surface.blit(self.faces.card(kind, slot.width), slot.topleft)
            elif arena.placed[side]:
                surface.blit(self.faces.back(slot.width), slot.topleft)
            else:
                pygame.draw.rect(surface, (70, 60, 110), slot, max(1, px(2)), border_radius=px(10))
            bottle = arena.potions[side]
            pot = lay.potions[side]
            if bottle == 0:
                surface.blit(self.faces.back(pot.width), pot.topleft)
            elif bottle is not None:
                surface.blit(self.faces.card(bottle, pot.width), pot.topleft)
            numbers = arena.numbers[side]
            if numbers is not None:
                self.numbers(surface, lay, lay.numbers[side], numbers)
        versus = self.res.text(self.tr("quest.versus"), px(30), GOLD, "title", shadow=2)
        surface.blit(versus, versus.get_rect(center=(lay.arena.centerx, lay.fighters[0].centery)))
        if arena.round:
            label = self.res.text(self.tr("quest.round", round=arena.round), px(16), GOLD_LIGHT, "text_bold", shadow=1)
            surface.blit(label, label.get_rect(center=(lay.arena.centerx, lay.fighters[0].centery + px(34))))

    def _face_down_mine(self, surface: pygame.Surface, lay: DuelLayout, own: tuple[int | None, int | None]) -> None:
        for kind, rect in zip(own, (lay.fighters[0], lay.potions[0]), strict=True):
            if kind is None:
                continue
            face = self.faces.card(kind, rect.width).copy()
            face.fill((120, 110, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(face, rect.topleft)
        label = self.res.text(self.tr("quest.face_down"), lay.px(14), GOLD_LIGHT, "text_bold", shadow=1)
        surface.blit(label, label.get_rect(midtop=(lay.fighters[0].centerx, lay.fighters[0].bottom + lay.px(8))))

    def numbers(self, surface: pygame.Surface, lay: DuelLayout, rect: pygame.Rect, numbers: dict[str, Any]) -> None:
        """Three medallions: attack, health (with the Mind Shield's part), mind; under them the
        shield's part and whether the attack misses or surely hits, one line each."""
        px = lay.px
        r = px(19)
        for i, stat in enumerate(STATS):
            centre = (rect.x + rect.width * (i + 0.5) / 3, rect.centery)
            centre = (round(centre[0]), round(centre[1]))
            pygame.draw.circle(surface, (250, 244, 228), centre, r)
            colour = STAT_COLOURS[stat]
            if stat == "attack" and numbers.get("misses"):
                colour = (120, 120, 120)
            pygame.draw.circle(surface, colour, centre, r, max(2, px(4)))
            value = str(int(numbers.get(stat, 0)))
            digits = self.res.fit_text(value, px(17), r * 2 - px(6), colour, "title")
            surface.blit(digits, digits.get_rect(center=centre))
        below = rect.bottom  # over the medallions the word would run into the card's foot
        if int(numbers.get("shield", 0)) > 0:
            badge = self.res.text(self.tr("quest.shield", amount=int(numbers["shield"])), px(12), (120, 230, 150),
                                  "text_bold", shadow=1)
            surface.blit(badge, badge.get_rect(midtop=(rect.centerx, below)))
            below += badge.get_height()
        if numbers.get("misses") or numbers.get("sure_hit"):
            word = self.tr("quest.misses" if numbers.get("misses") else "quest.sure_hit")
            badge = self.res.text(word, px(12), RED if numbers.get("misses") else GOLD_LIGHT, "text_bold", shadow=1)
            surface.blit(badge, badge.get_rect(midtop=(rect.centerx, below)))

    def won_piles(self, surface: pygame.Surface, lay: DuelLayout, view: dict[str, Any], me: int) -> None:
        """The characters each side has won, stacked, with whose they are and their number, the
        line kept inside the arena (under the player's pile from its left edge, under the
        rival's up to its right edge)."""
        px = lay.px
        seats = view.get("seats") or []
        for seat, sv in enumerate(seats):
            side = 0 if seat == me else 1
            rect = lay.won[side]
            taken = list(sv.get("taken") or [])
            for k, card in enumerate(taken[-3:]):
                surface.blit(self.faces.card(int(card["kind"]), rect.width), (rect.x + k * px(6), rect.y + k * px(6)))
            if taken:
                n = self.res.fit_text(self.tr("quest.won_by", name=self.names(seat), count=len(taken)), px(12),
                                      px(150), GOLD_LIGHT, "text_bold", shadow=1)
                at = n.get_rect(midtop=(rect.centerx + px(6), rect.bottom + px(16)))
                surface.blit(n, at.clamp(lay.arena))

    # ---- the hand and the pool ------------------------------------------------------------------------

    @staticmethod
    def check_mark_place(rect: pygame.Rect, px: Callable[[float], int]) -> tuple[tuple[int, int], int]:
        """Where the check mark of a chosen card laid in `rect` goes (its centre and radius): inside
        the picture's top right corner, where it hides no name and no number (on the card's top
        corner it covered the end of the name)."""
        scale = rect.width / NATIVE[0]
        radius = max(4, min(px(13), round(ART_RECT.height * scale * 0.26)))
        inset = radius + max(1, radius // 6) + max(1, round(4 * scale))  # its dark rim inside the picture too
        return (round(rect.x + ART_RECT.right * scale) - inset, round(rect.y + ART_RECT.y * scale) + inset), radius

    @staticmethod
    def _check_mark(surface: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
        """A white check on a disc of the chosen cards' colour, centred on `centre`."""
        x, y = centre
        pygame.draw.circle(surface, (20, 40, 70), centre, radius + max(1, radius // 6))
        pygame.draw.circle(surface, TAKEN, centre, radius)
        half, low = radius * 5 // 10, radius * 4 // 10
        tick = [(x - half, y), (x - radius // 8, y + low), (x + half, y - low)]
        pygame.draw.lines(surface, (255, 255, 255), False, tick, max(2, radius // 4))

    def cards(self, surface: pygame.Surface, lay: DuelLayout, cards: list[dict[str, Any]], rects: list[pygame.Rect],
              zone: str, marks: Marks) -> None:
        """Cards laid in `rects` (the hand, or the pool's grid), lifted and outlined as the prompt says."""
        px = lay.px
        for card, rect in zip(cards, rects, strict=False):
            spot = Spot(zone, int(card["id"]))
            taken = spot.ident in marks.picked
            r = rect.move(0, -px(14)) if taken and zone == "hand" else rect
            surface.blit(self.faces.card(int(card["kind"]), r.width), r.topleft)
            if taken:
                pygame.draw.rect(surface, TAKEN, r.inflate(px(6), px(6)), max(2, px(4)), border_radius=px(10))
                if zone != "hand":  # a grid's chosen cards are not lifted: a check tells them from the rest
                    self._check_mark(surface, *self.check_mark_place(r, px))
            elif spot == marks.hover and spot in marks.glowing:
                pygame.draw.rect(surface, GOLD_LIGHT, r.inflate(px(4), px(4)), max(2, px(3)), border_radius=px(10))
            elif spot in marks.glowing:
                pygame.draw.rect(surface, GOLD, r.inflate(px(2), px(2)), max(1, px(2)), border_radius=px(10))
            if spot == marks.focus:  # the keys' focus: a white ring outside any other mark, taken cards too
                pygame.draw.rect(surface, FOCUS_RING, r.inflate(px(14), px(14)), max(2, px(4)), border_radius=px(12))
