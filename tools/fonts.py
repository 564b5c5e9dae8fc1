"""The shipped fonts, opened with pygame for the generators and the contact sheet."""

from __future__ import annotations

from pathlib import Path

import pygame

FONT_DIR = Path(__file__).resolve().parent.parent / "assets" / "fonts"

FONT_FILES: dict[str, str] = {
    "title": "LeckerliOne-Regular.ttf",
    "text": "Andika-Regular.ttf",
    "text_bold": "Andika-Bold.ttf",
    "text_italic": "Andika-Italic.ttf",
}
"""Role -> file in assets/fonts (the same roles as `assets.FONTS`)."""


def font(role: str, size: int) -> pygame.font.Font:
    """The font for `role` ("title", "text", "text_bold", "text_italic") at `size` pixels."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(FONT_DIR / FONT_FILES[role]), size)


def outlined_text(text: str, role: str, size: int, color: tuple[int, int, int],
                  outline: tuple[int, int, int], width: int = 2) -> pygame.Surface:
    """`text` rendered in `color` with a solid `outline` of `width` pixels around every glyph."""
    f = font(role, size)
    fg = f.render(text, True, color)
    bg = f.render(text, True, outline)
    w, h = fg.get_size()
    out = pygame.Surface((w + 2 * width, h + 2 * width), pygame.SRCALPHA)
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 1):
            if dx * dx + dy * dy <= width * width + 1:
                out.blit(bg, (dx + width, dy + width))
    out.blit(fg, (width, width))
    return out
