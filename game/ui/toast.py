"""Toasts: short messages that slide in at the top of the window, stay a moment and fade.

`Toasts.show(text)` queues a message; at most `limit` are on screen at once, newest at the
bottom. Time moves only by `update(dt)` (game time).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.kit import Kit


@dataclass
class Toast:
    """One message and how long it has been shown."""

    text: str
    kind: str = "info"
    age: float = 0.0
    duration: float = 3.5


class Toasts:
    """The stack of toasts drawn over every scene."""

    def __init__(self, kit: Kit, limit: int = 4) -> None:
        self.kit = kit
        self.limit = limit
        self.items: list[Toast] = []
        self.waiting: list[Toast] = []

    def show(self, text: str, kind: str = "info", duration: float = 3.5) -> None:
        """Queue `text`; kind is "info", "success", "warning" or "error". Repeats of a shown text are merged."""
        if any(t.text == text and t.age < t.duration - 0.5 for t in self.items + self.waiting):
            return
        self.waiting.append(Toast(text, kind, 0.0, duration))

    def update(self, dt: float) -> None:
        """Age the toasts; drop finished ones and bring waiting ones in."""
        for t in self.items:
            t.age += dt
        self.items = [t for t in self.items if t.age < t.duration]
        while self.waiting and len(self.items) < self.limit:
            self.items.append(self.waiting.pop(0))

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the toasts centred at the top."""
        theme, p = self.kit.theme, self.kit.theme.palette
        y = theme.px(16)
        colours = {"success": p.success, "warning": p.warning, "error": p.danger}
        w = min(surface.get_width() - 2 * theme.pad, theme.px(560))
        for t in self.items:
            body = self.kit.text.render_block(t.text, theme.font_body, p.text, w - 2 * theme.pad, align="center")
            rect = pygame.Rect(0, 0, w, body.get_height() + 2 * theme.px(12))
            slide = min(1.0, t.age * 5)
            fade = min(1.0, (t.duration - t.age) * 2, slide)
            rect.midtop = (surface.get_width() // 2, y - int((1 - slide) * theme.px(20)))
            panel = self.kit.paint.panel(rect.size, top=(70, 54, 132, 250), bottom=(40, 32, 84, 250),
                                         edge=colours.get(t.kind, p.surface_edge), radius=theme.px(10))
            alpha = int(255 * max(0.0, fade))
            panel.set_alpha(alpha)
            body.set_alpha(alpha)
            surface.blit(panel, rect.topleft)
            surface.blit(body, body.get_rect(center=rect.center))
            panel.set_alpha(None)
            body.set_alpha(None)
            y = rect.bottom + theme.px(8)
