"""Fitting text into boxes: word wrapping and shrink-to-fit text blocks.

Shared by the client's card faces and the contact-sheet tool, so both lay card text out the
same way. Pure functions of a font and the text; no caching here (callers cache).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import pygame

CLOSING_MARKS = frozenset({"?", "!", ":", ";", "»", "%", "…"})
"""Marks that French typography sets after a space but that never start a line."""
OPENING_MARKS = frozenset({"«"})
"""Marks set before a space that never end a line."""


def words_to_wrap(para: str) -> list[str]:
    """The words of `para` as wrapping sees them: a mark standing alone between spaces (French
    "Trouvailles ?", "« Oui »") stays on the line of the word it belongs to, never alone, and
    so does a number with the word before it ("Bot 2.", "niveau 1"): a name or a count is
    never cut in two."""
    out: list[str] = []
    glue_next = False
    for word in para.split():
        if glue_next or (out and (word in CLOSING_MARKS or _is_number(word))):
            out[-1] = f"{out[-1]} {word}"
        else:
            out.append(word)
        glue_next = word in OPENING_MARKS
    return out


def _is_number(word: str) -> bool:
    """Whether `word` is a number, perhaps followed by punctuation ("2", "12.", "3,")."""
    return word.rstrip(".,;:!?)»").isdigit()


def wrap_lines(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """`text` broken into lines no wider than `width` in `font` (a long word stays whole, and
    so does a word with its stand-alone marks: `words_to_wrap`; newlines start new paragraphs)."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in words_to_wrap(para):
            trial = f"{line} {word}".strip()
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


@dataclass(frozen=True)
class Fit:
    """How a text fits its box: the font size chosen, the wrapped lines, the line step, and
    whether those lines fit the box's height at that size (when not, the block is squeezed)."""

    size: int
    lines: list[str]
    step: int
    fits: bool


def fit_text(text: str, width: int, height: int, spec: Mapping[str, Any],
             font_at: Callable[[str, int], pygame.font.Font]) -> Fit:
    """The largest size from `spec["size"]` down to `spec["min_size"]` at which `text`, wrapped
    to `width`, fits `height` in `spec`'s font role and line spacing (the smallest if none does)."""
    role = str(spec["font"])
    size = int(spec["size"])
    while True:
        font = font_at(role, size)
        lines = wrap_lines(text, font, width)
        step = round(font.get_linesize() * float(spec.get("line_spacing", 1.0)))
        tall = max(len(lines) * step, (len(lines) - 1) * step + font.get_height())  # the last line's letters too
        fits = tall <= height and all(font.size(line)[0] <= width for line in lines)
        if fits or size <= int(spec["min_size"]):
            return Fit(size, lines, step, fits)
        size -= 1


def text_block(text: str, width: int, height: int, spec: Mapping[str, Any],
               font_at: Callable[[str, int], pygame.font.Font]) -> pygame.Surface:
    """`text` centred in a `width` x `height` surface, in `spec`'s font role, colour and line
    spacing, shrinking from `spec["size"]` down to `spec["min_size"]` until it fits (`fit_text`);
    text still too long at the smallest size is scaled down as a whole, never clipped."""
    fit = fit_text(text, width, height, spec, font_at)
    font = font_at(str(spec["font"]), fit.size)
    lines, step = fit.lines, fit.step
    color = pygame.Color(spec["color"])
    full_h = max(height, len(lines) * step)
    top = max(0, (full_h - len(lines) * step) // 2)
    glyphs = (len(lines) - 1) * step + font.get_height()
    if top + glyphs > full_h:  # a tight line spacing left the last line's letters below the block
        full_h, top = glyphs, 0  # (a Dutch potion name's second line was cut): the block grows, and is squeezed below
    out = pygame.Surface((width, full_h), pygame.SRCALPHA)
    for i, line in enumerate(lines):
        img = font.render(line, True, color)
        out.blit(img, ((width - img.get_width()) // 2, top + i * step))
    if full_h > height:
        k = height / full_h
        small = pygame.transform.smoothscale(out, (round(width * k), height))
        out = pygame.Surface((width, height), pygame.SRCALPHA)
        out.blit(small, ((width - small.get_width()) // 2, 0))
    return out
