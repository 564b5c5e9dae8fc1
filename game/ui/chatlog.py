"""ChatLog: a box of chat lines, each "speaker: text" wrapped to its width, the newest at the
bottom; the oldest lines that do not fit scroll off the top, and an empty log shows a hint."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui.kit import Kit
from game.ui.widget import Widget


class ChatLog(Widget):
    """Shows `lines` ((speaker, text) pairs; an empty speaker marks a line of the game's own,
    drawn dimmed) in its rectangle, newest last; `empty` is shown while there is none."""

    def __init__(self, kit: Kit, rect: pygame.Rect | tuple[int, int, int, int],
                 lines: Sequence[tuple[str, str]] = (), *, empty: str = "") -> None:
        super().__init__(kit, rect)
        self.lines = list(lines)
        self.empty = empty

    def blocks(self) -> list[pygame.Surface]:
        """The lines that fit, oldest first, each rendered wrapped to the box's width."""
        theme, p = self.kit.theme, self.kit.theme.palette
        width = self.rect.width - 2 * theme.px(10)
        room = self.rect.height - 2 * theme.px(8)
        shown: list[pygame.Surface] = []
        for speaker, text in reversed(self.lines):
            said = f"{speaker}: {text}" if speaker else text
            block = self.kit.text.render_block(said, theme.font_small, p.text if speaker else p.text_dim, width)
            if block.get_height() > room:
                break
            room -= block.get_height()
            shown.append(block)
        return shown[::-1]

    def draw(self, surface: pygame.Surface) -> None:
        theme, p = self.kit.theme, self.kit.theme.palette
        surface.blit(self.kit.paint.panel(self.rect.size, top=p.input_fill, bottom=p.input_fill,
                                          edge=p.surface_edge_dim, radius=theme.px(10)), self.rect.topleft)
        blocks = self.blocks()
        if not blocks:
            if self.empty:
                img = self.kit.text.render_block(self.empty, theme.font_small, p.text_dim,
                                                 self.rect.width - 2 * theme.px(10), align="center")
                surface.blit(img, img.get_rect(center=self.rect.center))
            return
        y = self.rect.bottom - theme.px(8) - sum(b.get_height() for b in blocks)
        for block in blocks:
            surface.blit(block, (self.rect.x + theme.px(10), y))
            y += block.get_height()
