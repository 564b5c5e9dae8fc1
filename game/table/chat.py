"""The chat panel: the table's lines, and a one-line entry to say something.

Lines from a seat under a SUFFIX effect end with its suffix ("croak"), shown as the table
shows names: through the scene's `decorate` function. The entry opens with T (or a click on
it), sends with Enter, closes with Escape; while it is open it receives the keyboard. The
key that opens it also produces a text event of its own letter right after its key event;
`open_by_key` swallows that one text event, so the entry opens empty. Ctrl+A selects the
entry's whole text (drawn highlighted): what is typed next replaces it, Backspace or Delete
clears it.
"""

from __future__ import annotations

import pygame

from game.link import ChatLine
from game.table.res import DIM, GOLD, GOLD_LIGHT, WHITE, Resources, heading_role

MAX_LEN = 200


class ChatPanel:
    """Chat lines, the entry's text and whether it is open."""

    def __init__(self, res: Resources, limit: int = 200) -> None:
        self.res = res
        self.lines: list[tuple[str, str]] = []
        self.limit = limit
        self.open = False
        self.text = ""
        self.all_selected = False
        """Ctrl+A selected the entry's whole text: the next edit replaces it."""
        self.version = 0
        self._surf: pygame.Surface | None = None
        self._key: tuple[int, int, int, int, str, str] | None = None
        self._swallow: str | None = None

    def add(self, line: ChatLine, name: str, suffix: str | None) -> None:
        """Append a received line, shown under `name`, ending with `suffix` when given."""
        text = line.text
        if suffix and not text.rstrip().lower().endswith(suffix.lower()):
            text = f"{text.rstrip()} {suffix}"
        self._append(name, text)

    def clear(self) -> None:
        """Forget every line (the host's own record of the table's chat replaces them)."""
        self.lines.clear()
        self.version += 1

    def note(self, text: str) -> None:
        """Append a line of the table's own (no speaker), such as why a line was not sent."""
        self._append("", text)

    def _append(self, name: str, text: str) -> None:
        self.lines.append((name, text))
        if len(self.lines) > self.limit:
            del self.lines[: len(self.lines) - self.limit]
        self.version += 1

    def toggle(self, on: bool) -> None:
        """Open or close the entry."""
        self.open = on
        self._swallow = None
        self.all_selected = False
        if not on:
            self.text = ""
        self.version += 1

    def open_by_key(self, letter: str) -> None:
        """Open the entry with the key of `letter`: the text event that key makes next is not typed."""
        self.toggle(True)
        self._swallow = letter.lower()

    def key(self, event: pygame.event.Event) -> str | None:
        """Edit the entry with a KEYDOWN or TEXTINPUT event; returns a line to send on Enter."""
        if event.type == pygame.TEXTINPUT:
            swallow, self._swallow = self._swallow, None
            if swallow is not None and event.text.lower() == swallow:
                return None
            if self.all_selected:
                self.text, self.all_selected = "", False
            self.text = (self.text + event.text)[:MAX_LEN]
            self.version += 1
            return None
        if event.type != pygame.KEYDOWN:
            return None
        self._swallow = None  # another key came first: the opening key made no text event
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            sent = self.text.strip()
            self.toggle(False)
            return sent or None
        if event.key == pygame.K_ESCAPE:
            self.toggle(False)
        elif event.key == pygame.K_a and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.all_selected = bool(self.text)
            self.version += 1
        elif event.key in (pygame.K_BACKSPACE, pygame.K_DELETE) and self.all_selected:
            self.text, self.all_selected = "", False
            self.version += 1
        elif event.key == pygame.K_BACKSPACE:
            self.text = self.text[:-1]
            self.version += 1
        return None

    def entry_rect(self, rect: pygame.Rect, scale: float) -> pygame.Rect:
        """Where the entry line sits inside the panel at `rect`."""
        h = max(18, round(30 * scale))
        pad = max(1, round(10 * scale))
        return pygame.Rect(rect.x + pad, rect.bottom - h - pad, rect.width - 2 * pad, h)

    def _draw_typed(self, surf: pygame.Surface, inside: pygame.Rect, size: int) -> None:
        """The text being typed, at the panel's reading size, with its caret at the end: a line
        longer than the entry scrolls left, so its end (where the caret is) stays in sight."""
        img = self.res.text(self.text + "|", size, WHITE)
        x = inside.x - max(0, img.get_width() - inside.width)
        y = inside.centery - img.get_height() // 2
        clip = surf.get_clip()
        surf.set_clip(inside.clip(clip))
        if self.all_selected:
            mark = pygame.Surface((self.res.font("text", size).size(self.text)[0], img.get_height()), pygame.SRCALPHA)
            mark.fill((*GOLD, 110))
            surf.blit(mark, (x, y))
        surf.blit(img, (x, y))
        surf.set_clip(clip)

    def surface(self, rect: pygame.Rect, scale: float, title: str, hint: str) -> pygame.Surface:
        """The panel drawn at `rect`'s size."""
        key = (self.version, rect.width, rect.height, round(scale * 100), title, hint)
        if self._surf is not None and self._key == key:
            return self._surf
        res = self.res

        def px(v: float) -> int:
            return max(1, round(v * scale))

        surf = res.nine_slice("ui/panel.png", rect.size, px(24)).copy()
        head = res.text(title, px(18), GOLD_LIGHT, heading_role(px(18)), shadow=1)
        surf.blit(head, (px(14), px(8)))
        entry = self.entry_rect(rect, scale).move(-rect.x, -rect.y)
        pygame.draw.rect(surf, (18, 12, 34), entry, border_radius=px(6))
        pygame.draw.rect(surf, GOLD if self.open else (90, 80, 120), entry, max(1, px(1)), border_radius=px(6))
        size = px(14)
        inside = entry.inflate(-2 * px(6), 0)
        if self.open:
            self._draw_typed(surf, inside, size)
        else:
            img = res.fit_text(hint, size, inside.width, DIM)
            surf.blit(img, (inside.x, entry.centery - img.get_height() // 2))
        width = rect.width - px(28)
        line_h = res.font("text", size).get_linesize()
        top = px(12) + head.get_height()
        y = entry.y - px(6)
        for name, text in reversed(self.lines):
            wrapped = res.wrap(f"{name}: {text}" if name else text, size, width)
            y -= line_h * len(wrapped)
            if y < top:
                break
            for i, part in enumerate(wrapped):
                if not name:  # a note of the table's own
                    surf.blit(res.text(part, size, DIM, "text_italic"), (px(14), y + i * line_h))
                elif i == 0 and part.startswith(name + ":"):
                    who = res.text(name + ":", size, GOLD, "text_bold")
                    surf.blit(who, (px(14), y))
                    rest = part[len(name) + 1:]
                    surf.blit(res.text(rest, size, WHITE), (px(14) + who.get_width(), y))
                else:
                    surf.blit(res.text(part, size, WHITE), (px(14), y + i * line_h))
        self._surf, self._key = surf, key
        return surf
