"""The widget kit's shared resources: theme, fonts, text cache and painter, for one window size.

Scenes get the kit with `kit_for(ctx)`; it is kept in `ctx.services["ui"]` (no global) and
rebuilt for a new theme when the window size changes, keeping the loaded fonts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.fonts import Fonts, TextCache
from game.ui.paint import Painter
from game.ui.theme import Colour, Theme

if TYPE_CHECKING:
    from game.context import Context


class Kit:
    """What every widget draws with."""

    def __init__(self, theme: Theme, fonts: Fonts | None = None) -> None:
        self.theme = theme
        self.fonts = fonts or Fonts()
        self.text = TextCache(self.fonts)
        self.paint = Painter(theme)

    def resized(self, size: tuple[int, int]) -> None:
        """Switch to the theme for a window of `size` (drops cached shapes of the old size)."""
        theme = Theme.for_size(size)
        if theme != self.theme:
            self.theme = theme
            self.paint = Painter(theme)

    def label(self, text: str, size: int | None = None, colour: Colour | None = None,
              role: str = "text") -> pygame.Surface:
        """One rendered line of text in the theme's body size and colour by default."""
        return self.text.render(text, size or self.theme.font_body, colour or self.theme.palette.text, role)


def kit_for(ctx: Context) -> Kit:
    """The kit of this app (created on first use, kept in `ctx.services["ui"]`), sized for `ctx.size`."""
    kit = ctx.services.get("ui")
    if not isinstance(kit, Kit):
        kit = Kit(Theme.for_size(ctx.size))
        ctx.services["ui"] = kit
    else:
        kit.resized(ctx.size)
    return kit
