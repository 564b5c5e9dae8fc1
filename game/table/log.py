"""The event log: a panel of plain-language lines, newest at the bottom, scrollable with the wheel.

Lines are rendered once (word-wrapped to the panel's width) and the panel is redrawn only when
a line arrives, the scroll moves or the panel changes size. A line added with how to say it
(`again`: the line in a translator's language) is said again when the language changes
(`retell`), so the log never mixes two languages.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import Translator
from game.table.res import DIM, GOLD_LIGHT, WHITE, Color, Resources

Retell = Callable[[Translator], str | None]
"""How a line is said in a translator's language (None or "": as it was)."""


class LogPanel:
    """Log lines with a scroll position (0 = following the newest line)."""

    def __init__(self, res: Resources, limit: int = 400) -> None:
        self.res = res
        self.lines: list[tuple[str, Color]] = []
        self._again: list[Retell | None] = []
        self.limit = limit
        self.scroll = 0
        self.version = 0
        self._surf: pygame.Surface | None = None
        self._key: tuple[int, int, int, int, str] | None = None

    def add(self, text: str, *, strong: bool = False, again: Retell | None = None) -> None:
        """Append a line (`strong`: highlighted, e.g. a new turn; `again`: how to say it in
        another language, see `retell`)."""
        self.lines.append((text, GOLD_LIGHT if strong else WHITE))
        self._again.append(again)
        if len(self.lines) > self.limit:
            del self.lines[: len(self.lines) - self.limit]
            del self._again[: len(self._again) - self.limit]
        self.scroll = 0
        self.version += 1

    def retell(self, tr: Translator) -> None:
        """Say every line that knows how again in `tr`'s language (the others stay as they are)."""
        for i, again in enumerate(self._again):
            if again is not None:
                text = again(tr)
                if text:
                    self.lines[i] = (text, self.lines[i][1])
        self.version += 1

    def wheel(self, dy: int) -> None:
        """Scroll by `dy` lines (positive: back in time; the next `surface` stops it where the
        oldest line reaches the top of the panel)."""
        self.scroll = max(0, min(len(self.lines) - 1, self.scroll + dy))
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
        head = res.text(title, px(18), GOLD_LIGHT, "title", shadow=1)
        surf.blit(head, (px(14), px(8)))
        size = px(14)
        width = rect.width - px(28)
        line_h = res.font("text", size).get_linesize()
        top = px(12) + head.get_height()
        bottom = rect.height - px(12)
        self.scroll = min(self.scroll, self._max_scroll(size, width, bottom - top, line_h))
        y = bottom
        end = len(self.lines) - self.scroll
        for text, color in reversed(self.lines[:end]):
            wrapped = res.wrap(text, size, width)
            y -= line_h * len(wrapped)
            if y < top:
                break
            for i, part in enumerate(wrapped):
                surf.blit(res.text(part, size, color if i == 0 else color), (px(14), y + i * line_h))
        if self.scroll:
            more = res.text("↓", px(14), DIM)
            surf.blit(more, (rect.width - px(22), rect.height - px(20)))
        self._surf, self._key = surf, key
        return surf

    def _max_scroll(self, size: int, width: int, height: int, line_h: int) -> int:
        """The furthest scroll at which the panel is still full: the oldest line at its top (a
        scroll past it would leave the panel empty above the first line)."""
        used = fitting = 0
        for text, _ in self.lines:
            used += line_h * len(self.res.wrap(text, size, width))
            if used > height:
                break
            fitting += 1
        return max(0, len(self.lines) - fitting)
