"""Fonts and cached text rendering.

`Fonts` loads the shipped faces (assets.FONTS: a decorative "title" face and a legible
"text" face with bold and italic) and falls back to pygame's default font when the assets
are missing. `TextCache` renders text once per (text, role, size, colour, width) and keeps
the surfaces in a bounded LRU, because rendering text is the costliest thing a frame does.
Text is made safe before rendering: control characters and lone surrogates are dropped,
and a glyph the font cannot draw never raises.
"""

from __future__ import annotations

import unicodedata
from collections import OrderedDict
from pathlib import Path

import pygame

from game.textfit import CLOSING_MARKS, OPENING_MARKS
from game.ui.theme import Colour

ROLES = ("title", "text", "text_bold", "text_italic")


def safe_text(text: str) -> str:
    """`text` without characters that cannot be rendered (controls, surrogates, private use)."""
    return "".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cs", "Co", "Cn"))


def _font_file(role: str) -> Path | None:
    try:
        import assets
    except ImportError:
        return None
    fonts = getattr(assets, "FONTS", None)
    rel = fonts.get(role) if isinstance(fonts, dict) else None
    if rel is None or not assets.exists(rel):
        return None
    return assets.path(rel)


class Fonts:
    """pygame fonts by (role, pixel size), loaded once each."""

    def __init__(self) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._files: dict[str, Path | None] = {role: _font_file(role) for role in ROLES}

    def get(self, role: str, size: int) -> pygame.font.Font:
        """The font for `role` ("title", "text", "text_bold", "text_italic") at `size` px."""
        key = (role, size)
        font = self._fonts.get(key)
        if font is None:
            file = self._files.get(role) or self._files.get("text")
            try:
                font = pygame.font.Font(file, size)
            except (OSError, pygame.error):
                font = pygame.font.Font(None, size)
            if file is None and role == "text_bold":
                font.set_bold(True)
            if file is None and role == "text_italic":
                font.set_italic(True)
            self._fonts[key] = font
        return font

    def shipped(self) -> bool:
        """Whether the assets' fonts were found (False means pygame's default font)."""
        return self._files.get("text") is not None


class TextCache:
    """Rendered text surfaces, cached. Never raises on odd input."""

    def __init__(self, fonts: Fonts, capacity: int = 1024) -> None:
        self.fonts = fonts
        self.capacity = capacity
        self._cache: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()

    def render(self, text: str, size: int, colour: Colour, role: str = "text") -> pygame.Surface:
        """One line of text (newlines are shown as spaces)."""
        key = ("line", text, size, colour, role)
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        font = self.fonts.get(role, size)
        clean = safe_text(text.replace("\n", " "))
        try:
            surf = font.render(clean, True, colour)
        except (pygame.error, ValueError):
            surf = font.render(clean.encode("ascii", "replace").decode("ascii"), True, colour)
        return self._store(key, surf)

    def wrap(self, text: str, size: int, width: int, role: str = "text") -> list[str]:
        """`text` split into lines no wider than `width` px (a word longer than a line is cut; a
        mark set apart, French "bientôt ?" or "« Oui »", stays with its word; spaces are kept)."""
        font = self.fonts.get(role, size)
        lines: list[str] = []
        # split before cleaning: safe_text drops the newlines (control characters) themselves
        for paragraph in text.replace("\r", "").split("\n") if text else [""]:
            words = _glue_marks(safe_text(paragraph).split(" "))
            line = ""
            for word in words:
                candidate = word if not line else f"{line} {word}"
                if _width(font, candidate) <= width:
                    line = candidate
                    continue
                if line:
                    lines.append(line)
                while _width(font, word) > width and len(word) > 1:
                    cut = _fit(font, word, width)
                    lines.append(word[:cut])
                    word = word[cut:]
                line = word
            lines.append(line)
        return lines

    def render_block(self, text: str, size: int, colour: Colour, width: int, role: str = "text",
                     align: str = "left", line_gap: float = 1.0) -> pygame.Surface:
        """Wrapped text as one transparent surface `width` px wide (align: left, center, right)."""
        key = ("block", text, size, colour, width, role, align, line_gap)
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        font = self.fonts.get(role, size)
        lines = self.wrap(text, size, max(8, width), role)
        step = max(1, round(font.get_linesize() * line_gap))
        surf = pygame.Surface((max(1, width), max(1, step * len(lines))), pygame.SRCALPHA)
        for i, line in enumerate(lines):
            img = self.render(line, size, colour, role)
            x = {"center": (width - img.get_width()) // 2, "right": width - img.get_width()}.get(align, 0)
            surf.blit(img, (x, i * step))
        return self._store(key, surf)

    def size(self, text: str, size: int, role: str = "text") -> tuple[int, int]:
        """Width and height of one line of `text`."""
        return self.render(text, size, (255, 255, 255), role).get_size()

    def _store(self, key: tuple[object, ...], surf: pygame.Surface) -> pygame.Surface:
        self._cache[key] = surf
        if len(self._cache) > self.capacity:
            self._cache.popitem(last=False)
        return surf


def _glue_marks(words: list[str]) -> list[str]:
    """`words` with each mark that French sets apart joined to its word ("?" to the word before
    it, "«" to the word after), so that no line starts with "?" or ends with "«"."""
    out: list[str] = []
    for word in words:
        if out and (word in CLOSING_MARKS or out[-1] in OPENING_MARKS):
            out[-1] = f"{out[-1]} {word}"
        else:
            out.append(word)
    return out


def _width(font: pygame.font.Font, text: str) -> int:
    try:
        return int(font.size(text)[0])
    except (pygame.error, ValueError):
        return int(font.size(text.encode("ascii", "replace").decode("ascii"))[0])


def _fit(font: pygame.font.Font, word: str, width: int) -> int:
    lo, hi = 1, len(word)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if _width(font, word[:mid]) <= width:
            lo = mid
        else:
            hi = mid - 1
    return lo
