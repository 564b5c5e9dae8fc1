"""Magicoa's card pictures: potion faces, gold cards and backs, composed from the shipped art
(`assets/magicoa/`, made by `tools.magicoa_art`) and the card data in the player's language.

Like Elixir's faces (`game.tables.elixir.cardface`), a face is composed once per (card, language) at
the native size of docs/ART.md (240 x 336) and scaled once per width asked. A potion face
shows its name, its printed points in the top-right medallion, its colour's shape, and under
the art its power (icon, name and what it does) or, without a power, its flavour. A gold card
shows its colour's face with its value in the middle; the colour's shape is in the art, so
colour is never the only cue.
"""

from __future__ import annotations

import pygame

from engine.magicoa.gold import GOLD_COLOURS
from engine.magicoa.potions import potion
from game.table.cardsize import NATIVE, card_height
from game.table.facecache import ComposedFaces
from game.table.res import INK, PARCHMENT
from game.textfit import text_block

ART_RECT = pygame.Rect(16, 46, 208, 140)
NAME_RECT = pygame.Rect(44, 10, 142, 33)
POINTS_CENTRE = (212, 26)
TEXT_RECT = pygame.Rect(20, 204, 200, 94)
GOLD_CENTRE = (120, 168)

NAME_SPEC = {"font": "title", "size": 22, "min_size": 10, "color": "#2a1e14", "line_spacing": 0.72}
POWER_SPEC = {"font": "text", "size": 17, "min_size": 11, "color": "#2a1e14", "line_spacing": 0.95}
FLAVOUR_SPEC = {"font": "text_italic", "size": 17, "min_size": 11, "color": "#4a3a2c", "line_spacing": 0.95}

CACHE = 160
"""Scaled pictures kept (least recently used dropped first)."""


def potion_rel(potion_id: int) -> str:
    """The illustration of potion `potion_id` (relative to assets/)."""
    return f"magicoa/potions/potion_{potion_id}.png"


def power_rel(power: str) -> str:
    """The icon of `power` (relative to assets/)."""
    return f"magicoa/powers/{power}.png"


def colour_rel(colour: str) -> str:
    """The shape icon of potion colour `colour` (relative to assets/)."""
    return f"magicoa/colours/{colour}.png"


def gold_rel(seat: int) -> str:
    """The gold card face of seat `seat`'s colour (relative to assets/)."""
    return f"magicoa/gold/gold_{GOLD_COLOURS[seat]}.png"


def back_rel(kind: str) -> str:
    """The back of a "potion" or a "gold" card (relative to assets/)."""
    return f"magicoa/backs/{kind}.png"


class MagicoaFaces(ComposedFaces):
    """Potion and gold pictures at any width, in `tr`'s language."""

    limit = CACHE

    def potion(self, potion_id: int, width: int) -> pygame.Surface:
        """Potion `potion_id`'s face, `width` px wide."""
        return self.cached(("potion", potion_id, width), lambda: self._potion_native(potion_id), width)

    def gold(self, seat: int, value: int, width: int) -> pygame.Surface:
        """Seat `seat`'s gold card of `value`, `width` px wide."""
        return self.cached(("gold", seat, value, width), lambda: self._gold_native(seat, value), width)

    def gold_across(self, seat: int, value: int, width: int) -> pygame.Surface:
        """Seat `seat`'s gold card of `value` laid across two potions: the card `width` px wide
        turned on its side, its number upright (turned with the card, an 8 read as an infinity
        sign and a 9 as a 6)."""
        return self.cached(("gold_across", seat, value, width), lambda: self._gold_native(seat, value, across=True),
                           width, size=(card_height(width), width))

    def back(self, kind: str, width: int) -> pygame.Surface:
        """The back of a "potion" or "gold" card, `width` px wide."""
        return self.res.image(back_rel(kind), (width, card_height(width)))

    def name(self, potion_id: int) -> str:
        """Potion `potion_id`'s name in the table's language."""
        return self.tr.card({"en": potion(potion_id).name})

    @staticmethod
    def points(potion_id: int) -> int:
        """Potion `potion_id`'s printed points."""
        return potion(potion_id).points

    @staticmethod
    def power(potion_id: int) -> str:
        """Potion `potion_id`'s power ("" when it has none)."""
        card = potion(potion_id)
        return "" if card.power is None else str(card.power)

    def power_name(self, power: str) -> str:
        """The name of `power` in the table's language."""
        return self.tr(f"magicoa.power.{power}")

    def _potion_native(self, potion_id: int) -> pygame.Surface:
        card = potion(potion_id)
        res = self.res
        out = pygame.Surface(NATIVE, pygame.SRCALPHA)
        out.blit(res.load(potion_rel(potion_id)), ART_RECT.topleft)
        out.blit(res.load(f"magicoa/frames/potion_{card.colour}.png"), (0, 0))
        font_at = res.font
        out.blit(text_block(self.name(potion_id), NAME_RECT.width, NAME_RECT.height, NAME_SPEC, font_at),
                 NAME_RECT.topleft)
        digits = res.font("title", 30).render(str(card.points), True, INK)
        out.blit(digits, digits.get_rect(center=POINTS_CENTRE))
        box = TEXT_RECT
        if card.power is not None:
            power = str(card.power)
            icon = res.load(power_rel(power), (36, 36))
            out.blit(icon, (box.x + 2, box.y))
            title = res.fit_text(self.power_name(power), 20, box.width - 46, INK, "text_bold")
            out.blit(title, title.get_rect(midleft=(box.x + 44, box.y + 18)))
            text = self.tr(f"magicoa.power.{power}.text")
            out.blit(text_block(text, box.width, box.height - 38, POWER_SPEC, font_at), (box.x, box.y + 37))
        else:
            flavour = self.tr.card({"en": card.flavour})
            out.blit(text_block(flavour, box.width, box.height, FLAVOUR_SPEC, font_at), box.topleft)
        return out

    def _gold_native(self, seat: int, value: int, *, across: bool = False) -> pygame.Surface:
        out = self.res.load(gold_rel(seat)).copy()
        centre = GOLD_CENTRE
        if across:  # the card on its side; the number, centred, drawn upright on it
            out = pygame.transform.rotate(out, 90)
            centre = (GOLD_CENTRE[1], GOLD_CENTRE[0])
        font = self.res.font("title", 92 if value < 10 else 80)
        shadow = font.render(str(value), True, (20, 12, 4))
        shadow.set_alpha(140)
        out.blit(shadow, shadow.get_rect(center=(centre[0] + 3, centre[1] + 5)))
        digits = font.render(str(value), True, PARCHMENT)
        out.blit(digits, digits.get_rect(center=(centre[0], centre[1] + 2)))
        return out
