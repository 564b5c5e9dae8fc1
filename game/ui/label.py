"""Label: text that wraps to its rectangle's width; Panel: a rounded, translucent magical surface."""

from __future__ import annotations

import pygame

from game.ui.kit import Kit
from game.ui.theme import RGBA, Colour
from game.ui.widget import Widget


class Label(Widget):
    """Text wrapped to `rect.width`; the rectangle's height grows to fit when `fit` is True.

    `role` is a font role ("text", "text_bold", "title"); `align` is left, center or right.
    """

    def __init__(self, kit: Kit, rect: pygame.Rect | tuple[int, int, int, int], text: str, *,
                 size: int | None = None, colour: Colour | None = None, role: str = "text",
                 align: str = "left", fit: bool = True, shadow: bool = False) -> None:
        super().__init__(kit, rect)
        self.text = text
        self.size = size or kit.theme.font_body
        self.colour = colour or kit.theme.palette.text
        self.role = role
        self.align = align
        self.shadow = shadow
        if fit:
            self.rect.height = self.image().get_height()

    def set_text(self, text: str) -> None:
        """Change the text (the rendering is cached per text)."""
        self.text = text

    def image(self) -> pygame.Surface:
        """The rendered block of text."""
        return self.kit.text.render_block(self.text, self.size, self.colour, self.rect.width, self.role, self.align)

    def draw(self, surface: pygame.Surface) -> None:
        img = self.image()
        if self.shadow:
            sh = self.kit.text.render_block(self.text, self.size, (0, 0, 0), self.rect.width, self.role, self.align)
            off = max(1, self.kit.theme.px(2))
            surface.blit(sh, (self.rect.x + off, self.rect.y + off))
        surface.blit(img, self.rect.topleft)


class Panel(Widget):
    """A rounded translucent panel with gold trim and, optionally, a soft glow and a title."""

    def __init__(self, kit: Kit, rect: pygame.Rect | tuple[int, int, int, int], *, title: str = "",
                 glow: bool = False, top: Colour | RGBA | None = None, bottom: Colour | RGBA | None = None,
                 edge: Colour | None = None) -> None:
        super().__init__(kit, rect)
        self.title = title
        self.glow = glow
        self.top = top
        self.bottom = bottom
        self.edge = edge

    def content_rect(self) -> pygame.Rect:
        """The area inside the padding (below the title when there is one)."""
        pad = self.kit.theme.pad
        r = self.rect.inflate(-2 * pad, -2 * pad)
        if self.title:
            h = self.kit.text.size(self.title, self.kit.theme.font_large, "title")[1]
            r.y += h
            r.height -= h
        return r

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.kit.theme
        if self.glow:
            halo = self.kit.paint.glow(self.rect.size, theme.palette.glow)
            surface.blit(halo, halo.get_rect(center=self.rect.center))
        surface.blit(self.kit.paint.panel(self.rect.size, top=self.top, bottom=self.bottom, edge=self.edge),
                     self.rect.topleft)
        if self.title:
            img = self.kit.text.render(self.title, theme.font_large, theme.palette.title, "title")
            surface.blit(img, img.get_rect(midtop=(self.rect.centerx, self.rect.y + theme.px(8))))
