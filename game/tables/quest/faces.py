"""Elixir Quest's card pictures: characters and potions composed from the shipped art
(`assets/quest/`, made by `tools.quest_art`) and the card data in the player's language.

Like Magicoa's faces, a face is composed once per (card, language) at the native size of
docs/ART.md (240 x 336) and scaled once per width asked. A character shows its name, its
family and rarity, and its three numbers large in their colours: attack red, health blue, mind
green (each with its word, so colour is never the only cue). A potion shows its name and its
effects' text. Rare cards have the golden border.
"""

from __future__ import annotations

import pygame

from engine.quest.cards import card_data, character, is_character, potion
from game.questtext import potion_text
from game.table.cardsize import NATIVE, card_height
from game.table.facecache import ComposedFaces
from game.table.res import INK, Resources
from game.textfit import text_block

ART_RECT = pygame.Rect(16, 46, 208, 140)
NAME_RECT = pygame.Rect(24, 11, 192, 30)
TEXT_RECT = pygame.Rect(20, 200, 200, 98)
FOOT_CENTRE = (120, 316)

NAME_SPEC = {"font": "title", "size": 22, "min_size": 12, "color": "#2a1e14", "line_spacing": 0.9}
EFFECT_SPEC = {"font": "text", "size": 18, "min_size": 11, "color": "#2a1e14", "line_spacing": 0.95}

STAT_COLOURS = {"attack": (196, 44, 40), "health": (44, 98, 200), "mind": (40, 140, 70)}
"""The numbers' colours (red attack, blue health, green mind), as the book names them."""
STATS = ("attack", "health", "mind")
CACHE = 220


class QuestFaces(ComposedFaces):
    """Character and potion pictures at any width, in `tr`'s language."""

    limit = CACHE

    def card(self, kind: int, width: int) -> pygame.Surface:
        """The face of card kind `kind`, `width` px wide."""
        return self.cached((kind, width), lambda: self._native(kind), width)

    def back(self, width: int) -> pygame.Surface:
        """The card back, `width` px wide."""
        return self.res.image("quest/backs/card.png", (width, card_height(width)))

    def name(self, kind: int) -> str:
        """Card kind `kind`'s name in the table's language."""
        return self.tr.card({"en": card_data(kind)["name"]})

    def text(self, kind: int) -> str:
        """A potion's effects as a sentence, or a character's three numbers."""
        if is_character(kind):
            c = character(kind)
            return " · ".join(f"{self.tr('quest.stat.' + s)} {getattr(c, s)}" for s in STATS)
        return potion_text(self.tr, potion(kind).to_data())

    def _native(self, kind: int) -> pygame.Surface:
        data = card_data(kind)
        res = self.res
        out = pygame.Surface(NATIVE, pygame.SRCALPHA)
        is_char = data["type"] == "character"
        art = f"quest/portraits/character_{kind}.png" if is_char else f"quest/potions/potion_{kind}.png"
        out.blit(res.load(art), ART_RECT.topleft)
        out.blit(res.load(f"quest/frames/{data['type']}_{data['rarity']}.png"), (0, 0))
        out.blit(text_block(self.name(kind), NAME_RECT.width, NAME_RECT.height, NAME_SPEC, res.font), NAME_RECT.topleft)
        box = TEXT_RECT
        if data["type"] == "character":
            for i, stat in enumerate(STATS):
                centre = (box.x + 34 + i * 66, box.y + 40)
                pygame.draw.circle(out, (250, 244, 228), centre, 30)
                pygame.draw.circle(out, STAT_COLOURS[stat], centre, 30, 5)
                digits = res.font("title", digit_size(res, str(data[stat]))).render(str(data[stat]), True,
                                                                                    STAT_COLOURS[stat])
                out.blit(digits, digits.get_rect(center=centre))
                word = res.fit_text(self.tr(f"quest.stat.{stat}"), 13, 64, INK, "text_bold")
                out.blit(word, word.get_rect(center=(centre[0], box.y + 84)))
            family = self.tr(f"quest.family.{data['family']}") + " · " + self.tr(f"quest.rarity.{data['rarity']}")
        else:
            out.blit(text_block(self.text(kind), box.width, box.height - 6, EFFECT_SPEC, res.font), box.topleft)
            family = self.tr(f"quest.rarity.{data['rarity']}")
        foot = res.fit_text(family, 13, 130, (236, 226, 200), "text_bold")
        out.blit(foot, foot.get_rect(center=FOOT_CENTRE))
        return out


STAT_DIGITS_WIDTH = 44
"""The widest a stat's number may be drawn: inside its ring (radius 30, 5 thick), with a margin."""


def digit_size(res: Resources, digits: str, size: int = 28) -> int:
    """The font size at which `digits` fit in a stat's ring (three digits touched it at 28)."""
    while size > 16 and res.font("title", size).size(digits)[0] > STAT_DIGITS_WIDTH:
        size -= 1
    return size

