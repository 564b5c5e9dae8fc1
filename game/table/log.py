"""The event log: a panel of plain-language lines, newest at the bottom, scrollable with the wheel.

A player scrolled back keeps their place while lines arrive (the rows in view stay in view, and
the mark at the bottom turns gold: there is more below); scrolled down to the newest line, the
log follows new lines again. Before, each new line (one a second while bots play) pulled a
reader back to the bottom.

Lines are word-wrapped to the panel's width and the panel is redrawn only when a line arrives,
the scroll moves or the panel changes size. The wheel scrolls by rows of text, not by whole
lines: a line taller than the panel (a Spyglass's look at a hand of 28 Finds) is read a part
at a time, where scrolling by lines never showed it and left the panel blank above. A line added with how to say it
(`again`: the line in a translator's language) is said again when the language changes
(`retell`), so the log never mixes two languages.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import Translator
from game.table.res import DIM, GOLD_LIGHT, WHITE, Color, Resources, heading_role

Retell = Callable[[Translator], str | None]
"""How a line is said in a translator's language (None or "": as it was)."""


def tidy(text: str) -> str:
    """`text` without the full stop a sentence gets after a name that ends it with its own mark
    ("Bot 2 casts Encore!." read doubled)."""
    return text[:-1] if text.endswith(("!.", "?.", "….")) else text


WHEEL_ROWS = 3
"""Rows of text one notch of the mouse wheel scrolls."""

TAB_TEXT_PX = 13
"""The size (base pixels) of the arrow on the tab that marks rows below (`LogPanel.tab_rect`)."""


class LogPanel:
    """Log lines with a scroll position: rows of wrapped text scrolled back (0 = following the
    newest line; above 0 the rows in view stay in view as lines arrive)."""

    def __init__(self, res: Resources, limit: int = 400) -> None:
        self.res = res
        self.lines: list[tuple[str, Color]] = []
        self._again: list[Retell | None] = []
        self.limit = limit
        self.scroll = 0
        self.version = 0
        self._surf: pygame.Surface | None = None
        self._key: tuple[int, int, int, int, str] | None = None
        self._wrapped: dict[tuple[str, int, int], list[str]] = {}
        self._rows_drawn: tuple[int, int, int] | None = None  # (text size, width, rows) of the last drawing
        self.unread = False  # lines arrived below the rows in view since the reader scrolled back

    def add(self, text: str, *, strong: bool = False, again: Retell | None = None) -> None:
        """Append a line (`strong`: highlighted, e.g. a new turn; `again`: how to say it in
        another language, see `retell`)."""
        self.lines.append((tidy(text), GOLD_LIGHT if strong else WHITE))
        self._again.append(again)
        if len(self.lines) > self.limit:
            del self.lines[: len(self.lines) - self.limit]
            del self._again[: len(self._again) - self.limit]
        self.unread = self.scroll > 0
        self.version += 1

    def retell(self, tr: Translator) -> None:
        """Say every line that knows how again in `tr`'s language (the others stay as they are)."""
        for i, again in enumerate(self._again):
            if again is not None:
                text = again(tr)
                if text:
                    self.lines[i] = (tidy(text), self.lines[i][1])
        self.version += 1

    def wheel(self, dy: int) -> None:
        """Scroll by `dy` notches of the wheel (positive: back in time), `WHEEL_ROWS` rows each;
        the next `surface` stops it where the oldest row reaches the top of the panel."""
        self.scroll = max(0, self.scroll + dy * WHEEL_ROWS)
        self.unread = self.unread and self.scroll > 0
        self.version += 1

    def surface(self, rect: pygame.Rect, scale: float, title: str) -> pygame.Surface:
        """The panel drawn at `rect`'s size."""
        key = (self.version, rect.width, rect.height, round(scale * 100), title)
        if self._surf is not None and self._key == key:
            return self._surf
        res = self.res

        def px(v: float) -> int:
            return max(1, round(v * scale))

        surf = res.nine_slice("ui/panel.png", rect.size, px(24)).copy()
        head = res.text(title, px(18), GOLD_LIGHT, heading_role(px(18)), shadow=1)
        surf.blit(head, (px(14), px(8)))
        size = px(14)
        line_h = res.font("text", size).get_linesize()
        top = px(12) + head.get_height()
        bottom = rect.height - px(12) - (px(14) if self.scroll else 0)  # scrolled back: room for the tab below
        fits = max(1, (bottom - top) // line_h)
        rows = self.rows(size, rect.width - px(28))
        drawn = self._rows_drawn
        if self.scroll and drawn is not None and drawn[:2] == (size, rect.width) and len(rows) > drawn[2]:
            self.scroll += len(rows) - drawn[2]  # rows arrived below: the reader's rows stay where they are
        self._rows_drawn = (size, rect.width, len(rows))
        self.scroll = min(self.scroll, max(0, len(rows) - fits))
        self.unread = self.unread and self.scroll > 0
        shown = rows[max(0, len(rows) - self.scroll - fits):len(rows) - self.scroll]
        y = bottom - line_h * len(shown)
        for text, color in shown:
            surf.blit(res.text(text, size, color), (px(14), y))
            y += line_h
        if self.scroll:
            # a tab on the panel's lower rim, clear of the rows (a bare arrow sat on the rim, half hidden)
            colour = GOLD_LIGHT if self.unread else DIM
            more = res.text("↓", px(TAB_TEXT_PX), colour, "text_bold")
            tab = self.tab_rect(rect, scale).move(-rect.x, -rect.y)
            pygame.draw.rect(surf, (18, 12, 34), tab, border_radius=px(6))
            pygame.draw.rect(surf, colour, tab, max(1, px(1.5)), border_radius=px(6))
            surf.blit(more, more.get_rect(center=tab.center))
        self._surf, self._key = surf, key
        return surf

    def tab_rect(self, rect: pygame.Rect, scale: float) -> pygame.Rect:
        """Where the tab that marks rows below sits, for the panel drawn at `rect` (drawn only while
        scrolled back; a click on it goes back to the newest line: `follow`)."""
        width, height = self.res.font("text_bold", max(1, round(TAB_TEXT_PX * scale))).size("↓")
        tab = pygame.Rect(0, 0, width + max(1, round(16 * scale)), height)
        tab.midbottom = (rect.centerx, rect.bottom - max(1, round(3 * scale)))
        return tab

    def follow(self) -> None:
        """Back to the newest line, following new ones again."""
        self.scroll = 0
        self.unread = False
        self.version += 1

    def rows(self, size: int, width: int) -> list[tuple[str, Color]]:
        """Every line wrapped to `width` at `size` px, oldest first: the rows the panel scrolls."""
        out: list[tuple[str, Color]] = []
        for text, color in self.lines:
            out.extend((part, color) for part in self._wrap(text, size, width))
        return out

    def _wrap(self, text: str, size: int, width: int) -> list[str]:
        key = (text, size, width)
        wrapped = self._wrapped.get(key)
        if wrapped is None:
            if len(self._wrapped) > 4 * self.limit:  # a resize or a new language: start again
                self._wrapped.clear()
            wrapped = self._wrapped[key] = self.res.wrap(text, size, width) or [""]
        return wrapped
