"""Button: hover, pressed, disabled, keyboard focus, Enter/Space activation and an optional hotkey."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.kit import Kit
from game.ui.widget import ACTIVATE_KEYS, Widget

HINT_INSET = 13
"""How far in from the button's right edge its key hint ends, in base pixels (at 10 an Italian
"W" touched the rounded gold trim)."""

HINT_GAP = 20
"""The clear space a button given the width it needs (`fitting_width`) keeps between its label
and its key hint, in base pixels: with 10, "Start the game" almost touched "Ctrl+Enter" and read
as pushed right."""


def fitting_width(kit: Kit, text: str, hint: str, size: int | None = None, *, gap: int = HINT_GAP) -> int:
    """The narrowest button showing `text` centred (at `size` or the body size) and `hint` at its
    right edge, `gap` base pixels clear of each other: the hint's room is kept on both sides, so
    the label stays centred; without a hint, a margin on each side."""
    theme = kit.theme
    label = kit.text.size(text, size or theme.font_body, "text_bold")[0]
    if not hint:
        return label + theme.px(46)
    return label + 2 * (kit.text.size(hint, theme.font_small)[0] + theme.px(HINT_INSET + gap))


class Button(Widget):
    """A themed push button.

    `on_click` runs when the button is released over itself after a press, when Enter or
    Space is pressed while it has the focus, or when its `hotkey` (a pygame key code) is
    pressed while it is visible and enabled. `style` is "normal", "primary" (gold) or
    "danger" (red trim). `hint` is shown small at the right (e.g. the hotkey's name).
    """

    focusable = True

    def __init__(self, kit: Kit, rect: pygame.Rect | tuple[int, int, int, int], text: str,
                 on_click: Callable[[], None] | None = None, *, hotkey: int | None = None,
                 style: str = "normal", hint: str = "", size: int | None = None) -> None:
        super().__init__(kit, rect)
        self.text = text
        self.on_click = on_click
        self.hotkey = hotkey
        self.style = style
        self.hint = hint
        self.size = size
        self.hovered = False
        self.pressed = False
        self.glow = 0.0  # 0..1, eased toward 1 while hovered or focused

    def click(self) -> None:
        """Activate the button as if clicked (no effect when disabled or hidden)."""
        if self.interactive and self.on_click is not None:
            self.on_click()

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.interactive:
            self.hovered = self.pressed = False
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return self.hovered
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.pressed = True
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.click()
                return True
            return was
        if event.type == pygame.KEYDOWN:
            if self.focused and event.key in ACTIVATE_KEYS:
                self.click()
                return True
            if self.hotkey is not None and event.key == self.hotkey and not (
                    event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)):
                self.click()
                return True
        return False

    def update(self, dt: float) -> None:
        target = 1.0 if (self.hovered or self.focused) and self.interactive else 0.0
        step = dt * 6.0
        self.glow = min(target, self.glow + step) if self.glow < target else max(target, self.glow - step)

    def label_place(self) -> tuple[int, int]:
        """The label's size and the x of its centre: centred on the button and clear of the key
        hint on both sides while that costs it at most a fifth of its size, else centred in the
        room left of the hint (a long French or Dutch label ran over its key letter); shrunk to
        fit either way."""
        theme = self.kit.theme
        size = self.size or theme.font_body
        width = self.kit.text.size(self.text, size, "text_bold")[0]
        margin = theme.px(8)
        hint = self.kit.text.size(self.hint, theme.font_small)[0] + theme.px(19) if self.hint else margin
        centred = self.rect.width - 2 * max(margin, hint)
        if width <= centred or (self.hint and width * 4 <= centred * 5):
            return (size if width <= centred else max(8, size * centred // max(1, width))), self.rect.centerx
        room = self.rect.width - hint - margin
        return (size if width <= room else max(8, size * room // max(1, width))), self.rect.x + margin + room // 2

    def draw(self, surface: pygame.Surface) -> None:
        theme, p = self.kit.theme, self.kit.theme.palette
        rect = self.rect.move(0, theme.px(2)) if self.pressed else self.rect
        if not self.enabled:
            top, bottom, edge, colour = p.button_disabled_top, p.button_disabled_bottom, p.surface_edge_dim, p.text_dim
        elif self.pressed:
            top, bottom, edge, colour = p.button_pressed_top, p.button_pressed_bottom, p.surface_edge, p.text
        elif self.hovered:
            top, bottom, edge, colour = p.button_hover_top, p.button_hover_bottom, p.title, p.text
        else:
            top, bottom, edge, colour = p.button_top, p.button_bottom, p.surface_edge, p.text
        if self.enabled and self.style == "primary":
            top, bottom = ((236, 190, 92), (176, 120, 44)) if not self.pressed else ((160, 110, 40), (200, 150, 60))
            edge, colour = (255, 236, 170), p.text_dark
        elif self.enabled and self.style == "danger":
            edge = p.danger
        if self.glow > 0.01:
            halo = self.kit.paint.glow(rect.size, p.accent if self.focused else p.glow, strength=150)
            halo.set_alpha(int(255 * self.glow))
            surface.blit(halo, halo.get_rect(center=rect.center))
        surface.blit(self.kit.paint.panel(rect.size, top=top, bottom=bottom, edge=edge), rect.topleft)
        if self.focused:
            pygame.draw.rect(surface, p.accent, rect.inflate(theme.px(6), theme.px(6)), width=theme.border,
                             border_radius=theme.radius + theme.px(3))
        size, centre_x = self.label_place()
        img = self.kit.text.render(self.text, size, colour, "text_bold")
        surface.blit(img, img.get_rect(center=(centre_x + rect.x - self.rect.x, rect.centery)))
        if self.hint:
            hint = self.kit.text.render(self.hint, theme.font_small, p.text_dim if self.style != "primary"
                                        else p.text_dark)
            surface.blit(hint, hint.get_rect(midright=(rect.right - theme.px(HINT_INSET), rect.centery)))
