"""A card read up close over a screen that shows small card faces (the results): right-click a
face, or Z with the mouse over it, as at the table; a click or any key puts it back.

`CardZoom` keeps which card is open and where the mouse is; the screen gives it the card under
a point (`card_at`) and a way to draw a face at a width (`face`)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

CardAt = Callable[[tuple[int, int]], "int | None"]


class CardZoom:
    """The card read up close, if any, and the mouse position it is opened from."""

    def __init__(self) -> None:
        self.card: int | None = None
        self.mouse: tuple[int, int] = (-1, -1)

    def handle(self, event: pygame.event.Event, card_at: CardAt) -> bool:
        """Open, close or track with `event`; True when the event was the zoom's (an open zoom
        takes every click and key, as the table's does, so nothing behind it is pressed)."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = (int(event.pos[0]), int(event.pos[1]))
            return self.card is not None
        if self.card is not None:
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                self.card = None
                return True
            return event.type == pygame.MOUSEBUTTONUP
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.mouse = (int(event.pos[0]), int(event.pos[1]))
            self.card = card_at(self.mouse)
            return self.card is not None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z:
            self.card = card_at(self.mouse)
            return self.card is not None
        return False

    def draw(self, surface: pygame.Surface, face: Callable[[int, int], pygame.Surface | None],
             hint: pygame.Surface, gap: int) -> None:
        """The open card large over the dimmed screen, with `hint` (how to close it) `gap` px under it."""
        if self.card is None:
            return
        w, h = surface.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((8, 4, 20, 170))
        surface.blit(shade, (0, 0))
        img = face(self.card, min(round(h * 0.62 / 1.4), round(w * 0.4)))
        if img is None:
            return
        rect = img.get_rect(center=(w // 2, (h - hint.get_height() - gap) // 2))
        surface.blit(img, rect)
        surface.blit(hint, hint.get_rect(midtop=(rect.centerx, rect.bottom + gap)))
