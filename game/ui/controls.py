"""Toggle (an on/off switch with a label) and Slider (a value between 0 and 1 with a label)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.kit import Kit
from game.ui.widget import ACTIVATE_KEYS, Widget


class Toggle(Widget):
    """A labelled switch; click, Enter or Space flips it and calls `on_change(value)`."""

    focusable = True

    def __init__(self, kit: Kit, rect: pygame.Rect | tuple[int, int, int, int], text: str, value: bool = False,
                 on_change: Callable[[bool], None] | None = None) -> None:
        super().__init__(kit, rect)
        self.text = text
        self.value = value
        self.on_change = on_change
        self.knob = 1.0 if value else 0.0  # knob position, eased by update
        self.hovered = False

    def flip(self) -> None:
        """Change the value and report it."""
        self.value = not self.value
        if self.on_change is not None:
            self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.flip()
            return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in ACTIVATE_KEYS:
            self.flip()
            return True
        return False

    def update(self, dt: float) -> None:
        target = 1.0 if self.value else 0.0
        step = dt * 8.0
        self.knob = min(target, self.knob + step) if self.knob < target else max(target, self.knob - step)

    def draw(self, surface: pygame.Surface) -> None:
        theme, p = self.kit.theme, self.kit.theme.palette
        colour = p.text if self.enabled else p.text_dim
        img = self.kit.text.render(self.text, theme.font_body, colour)
        surface.blit(img, img.get_rect(midleft=(self.rect.x, self.rect.centery)))
        track = pygame.Rect(0, 0, theme.px(64), theme.px(30))
        track.midright = (self.rect.right - theme.px(4), self.rect.centery)
        fill = p.accent if self.value else (70, 64, 100)
        pygame.draw.rect(surface, fill, track, border_radius=track.height // 2)
        pygame.draw.rect(surface, p.surface_edge if not self.focused else p.title, track, width=theme.border,
                         border_radius=track.height // 2)
        r = track.height // 2 - theme.px(4)
        x = track.x + track.height // 2 + int((track.width - track.height) * self.knob)
        pygame.draw.circle(surface, (255, 250, 235), (x, track.centery), r)
        if self.focused:
            focus_ring(surface, self.kit, self.rect)


SLIDER_KEYS: dict[int, Callable[[float, float], float]] = {
    pygame.K_LEFT: lambda value, step: value - step, pygame.K_RIGHT: lambda value, step: value + step,
    pygame.K_PAGEDOWN: lambda value, step: value - 0.25, pygame.K_PAGEUP: lambda value, step: value + 0.25,
    pygame.K_HOME: lambda value, step: 0.0, pygame.K_END: lambda value, step: 1.0,
}
"""A focused slider's keys and the value each gives (`set_value` keeps it within 0 to 1)."""


def focus_ring(surface: pygame.Surface, kit: Kit, rect: pygame.Rect) -> None:
    """The keys' focus around a control, as buttons draw it (a 1-pixel outline went unseen)."""
    theme = kit.theme
    pygame.draw.rect(surface, theme.palette.accent, rect.inflate(theme.px(10), theme.px(8)), width=theme.border,
                     border_radius=theme.radius + theme.px(3))


class Slider(Widget):
    """A labelled value in [0, 1]; drag, click, Left/Right (by `step`), Page Up/Down, Home/End change it."""

    focusable = True

    def __init__(self, kit: Kit, rect: pygame.Rect | tuple[int, int, int, int], text: str, value: float = 0.5,
                 on_change: Callable[[float], None] | None = None, step: float = 0.1,
                 show_value: Callable[[float], str] | None = None) -> None:
        super().__init__(kit, rect)
        self.text = text
        self.value = min(1.0, max(0.0, value))
        self.on_change = on_change
        self.step = step
        self.show_value = show_value or (lambda v: f"{round(v * 100)}%")
        self.dragging = False

    def track(self) -> pygame.Rect:
        """Where the bar is drawn (the right part of the widget)."""
        theme = self.kit.theme
        w = int(self.rect.width * 0.45)
        r = pygame.Rect(0, 0, w, theme.px(10))
        r.midright = (self.rect.right - theme.px(70), self.rect.centery)
        return r

    def set_value(self, value: float) -> None:
        """Set and report the value (clamped to [0, 1])."""
        value = round(min(1.0, max(0.0, value)), 4)
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def _from_x(self, x: int) -> None:
        t = self.track()
        self.set_value((x - t.x) / max(1, t.width))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            grab = self.track().inflate(self.kit.theme.px(24), self.kit.theme.px(30))
            if grab.collidepoint(event.pos):
                self.dragging = True
                self._from_x(event.pos[0])
                return True
            return False
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in SLIDER_KEYS:
            self.set_value(SLIDER_KEYS[event.key](self.value, self.step))
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        theme, p = self.kit.theme, self.kit.theme.palette
        img = self.kit.text.render(self.text, theme.font_body, p.text)
        surface.blit(img, img.get_rect(midleft=(self.rect.x, self.rect.centery)))
        t = self.track()
        pygame.draw.rect(surface, (44, 38, 80), t, border_radius=t.height // 2)
        filled = t.copy()
        filled.width = max(t.height, int(t.width * self.value))
        pygame.draw.rect(surface, p.accent, filled, border_radius=t.height // 2)
        pygame.draw.rect(surface, p.surface_edge, t, width=1, border_radius=t.height // 2)
        knob = (t.x + int(t.width * self.value), t.centery)
        pygame.draw.circle(surface, p.title if self.focused else (255, 250, 235), knob, theme.px(11))
        pygame.draw.circle(surface, p.surface_edge, knob, theme.px(11), width=max(1, theme.px(2)))
        val = self.kit.text.render(self.show_value(self.value), theme.font_body, p.text_dim)
        surface.blit(val, val.get_rect(midright=self.rect.midright))
        if self.focused:
            focus_ring(surface, self.kit, self.rect)
