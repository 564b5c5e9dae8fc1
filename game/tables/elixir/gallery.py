"""The seat gallery: the spells one player has cast, laid out as cards to read.

A player's plaque shows how many spells they cast, not what those spells do. Right-click a
plaque (or press Z over it) and the table opens this overlay: the seat's cast spells face up
in a row, its lasting effects underneath. Clicking a card (or Space on the focused one) zooms
it like any other card; Left / Right move the focus; Esc, Z or a click elsewhere closes.

The gallery only reads the seat's public view (``seats[n].cast`` and ``modifiers``), so it
shows nothing the player could not already see.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.table.cardsize import card_height
from game.table.layout import TableLayout
from game.table.res import CYAN, GOLD, GOLD_LIGHT, WHITE, Resources
from game.tables.elixir.cardface import CardFaces
from game.tables.elixir.eventtext import effect_name, turns_left

CLOSE_KEYS = (pygame.K_ESCAPE, pygame.K_z)
ZOOM_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


@dataclass
class SeatGallery:
    """The open gallery of `seat`; `focus` is the index of the highlighted card."""

    seat: int
    focus: int = 0

    def cards(self, view: dict[str, Any] | None) -> list[int]:
        """The seat's cast spells, in the order they were cast."""
        seats = (view or {}).get("seats", [])
        if not 0 <= self.seat < len(seats):
            return []
        return [int(c) for c in seats[self.seat].get("cast", [])]

    def slots(self, lay: TableLayout, count: int) -> list[pygame.Rect]:
        """Where each of `count` cards sits: one centred row inside the table, as large as fits."""
        if count == 0:
            return []
        gap = lay.px(14)
        room = lay.table.width - lay.px(60)
        width = min(round(lay.zoom_card_w * 0.62), (room - gap * (count - 1)) // count)
        height = card_height(width)
        total = width * count + gap * (count - 1)
        x = lay.table.centerx - total // 2
        y = lay.table.centery - height // 2
        return [pygame.Rect(x + i * (width + gap), y, width, height) for i in range(count)]

    def handle(self, event: pygame.event.Event, view: dict[str, Any] | None, lay: TableLayout,
               zoom: Callable[[int], None]) -> bool:
        """Handle one input event while open. Returns False when the gallery should close."""
        cards = self.cards(view)
        slots = self.slots(lay, len(cards))
        if event.type == pygame.MOUSEMOTION:
            hit = next((i for i, r in enumerate(slots) if r.collidepoint(event.pos)), None)
            if hit is not None:
                self.focus = hit
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button not in (1, 3):  # the wheel (buttons 4, 5) and the middle button do nothing
                return True
            hit = next((i for i, r in enumerate(slots) if r.collidepoint(event.pos)), None)
            if hit is None:
                return False
            self.focus = hit
            zoom(cards[hit])
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in CLOSE_KEYS:
                return False
            if event.key == pygame.K_LEFT and cards:
                self.focus = (self.focus - 1) % len(cards)
            elif event.key == pygame.K_RIGHT and cards:
                self.focus = (self.focus + 1) % len(cards)
            elif event.key in ZOOM_KEYS and cards:
                zoom(cards[min(self.focus, len(cards) - 1)])
        return True

    def draw(self, surface: pygame.Surface, view: dict[str, Any] | None, lay: TableLayout, res: Resources,
             faces: CardFaces, name: str, tr: Any) -> None:
        """Draw the overlay: a shade, the title, the cards, the lasting effects, the hint."""
        surface.blit(res.plate(lay.size, (8, 4, 20, 190)), (0, 0))
        cards = self.cards(view)
        slots = self.slots(lay, len(cards))
        title = res.text(tr("table.gallery.title", name=name), lay.px(26), GOLD_LIGHT, "title", shadow=2)
        top = slots[0].top if slots else lay.table.centery - lay.px(20)
        surface.blit(title, title.get_rect(midbottom=(lay.table.centerx, top - lay.px(16))))
        for i, (card, rect) in enumerate(zip(cards, slots, strict=True)):
            if i == self.focus:
                pygame.draw.rect(surface, GOLD, rect.inflate(lay.px(10), lay.px(10)), lay.px(3),
                                 border_radius=lay.px(10))
            surface.blit(faces.face(card, rect.width), rect)
        y = (slots[0].bottom if slots else top + lay.px(10)) + lay.px(14)
        if not cards:
            none = res.text(tr("table.no_cast"), lay.px(18), WHITE, "text")
            surface.blit(none, none.get_rect(midtop=(lay.table.centerx, y)))
            y += none.get_height() + lay.px(8)
        effects = self._effects(view, tr)
        if effects:
            line = res.text(tr("table.gallery.effects", effects=effects), lay.px(16), CYAN, "text_bold", shadow=1)
            if line.get_width() > lay.table.width - lay.px(40):
                line = pygame.transform.smoothscale(line, (lay.table.width - lay.px(40), line.get_height()))
            surface.blit(line, line.get_rect(midtop=(lay.table.centerx, y)))
            y += line.get_height() + lay.px(6)
        hint = res.text(tr("table.gallery.hint" if cards else "table.zoom_hint"), lay.px(14), GOLD, "text_bold",
                        shadow=1)
        surface.blit(hint, hint.get_rect(midtop=(lay.table.centerx, y + lay.px(4))))

    def _effects(self, view: dict[str, Any] | None, tr: Any) -> str:
        seats = (view or {}).get("seats", [])
        if not 0 <= self.seat < len(seats):
            return ""
        own_turn = (view or {}).get("current") == self.seat
        return ", ".join(effect_name(str(m.get("key")), tr) + turns_left(m.get("turns"), own_turn, tr)
                         for m in seats[self.seat].get("modifiers", []))
