"""TextInput: a one-line text field that is safe for anything typed, composed (IME) or pasted.

Text arrives by TEXTINPUT events (any unicode), TEXTEDITING (IME composition, shown but not
committed) and Ctrl+V (the clipboard, when there is one). Control characters, surrogates and
unassigned code points are dropped; the text never exceeds `max_length` characters; nothing
raises on odd input. Enter calls `on_submit`, every change calls `on_change`. Ctrl+A selects
the whole text (drawn highlighted): what is typed or pasted next replaces it, Backspace or
Delete clears it, an arrow, Home or End drops the selection.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.fonts import safe_text
from game.ui.kit import Kit
from game.ui.widget import Widget


def clipboard_text() -> str:
    """The clipboard's text, or "" when there is no clipboard (dummy video driver, headless)."""
    try:
        get = getattr(pygame.scrap, "get_text", None)
        if get is not None:
            return str(get() or "")
    except (pygame.error, AttributeError, TypeError, UnicodeDecodeError):
        return ""
    return ""


class TextInput(Widget):
    """An editable field with a caret; `placeholder` is shown dimmed while empty; `secret` masks it."""

    focusable = True
    takes_text = True

    def __init__(self, kit: Kit, rect: pygame.Rect | tuple[int, int, int, int], text: str = "", *,
                 max_length: int = 24, placeholder: str = "", secret: bool = False,
                 on_change: Callable[[str], None] | None = None,
                 on_submit: Callable[[str], None] | None = None,
                 paste: Callable[[], str] = clipboard_text) -> None:
        super().__init__(kit, rect)
        self.max_length = max(1, max_length)
        self.text = safe_text(text)[: self.max_length]
        self.caret = len(self.text)
        self.placeholder = placeholder
        self.secret = secret
        self.on_change = on_change
        self.on_submit = on_submit
        self.paste = paste
        self.composition = ""
        self.blink = 0.0
        self.all_selected = False
        """Ctrl+A selected the whole text: the next edit replaces it."""

    def limit_note(self) -> str:
        """What the field says at its right end while focused and full ("24/24"), else "": a
        letter typed past `max_length` is dropped, and without it nothing said why."""
        return f"{len(self.text)}/{self.max_length}" if self.focused and len(self.text) >= self.max_length else ""

    def set_text(self, text: str) -> None:
        """Replace the text (cleaned and cut to `max_length`)."""
        self.text = safe_text(text)[: self.max_length]
        self.caret = len(self.text)
        self.all_selected = False

    def select_all(self) -> None:
        """Select the whole text (nothing when it is empty), the caret at its end."""
        self.all_selected = bool(self.text)
        self.caret = len(self.text)

    def _drop_selected(self) -> bool:
        """Delete the selected text; True when there was a selection."""
        if not self.all_selected:
            return False
        self.all_selected = False
        self.text, self.caret = "", 0
        return True

    def insert(self, typed: str) -> None:
        """Insert `typed` at the caret, cleaned and cut so the text stays within `max_length`."""
        clean = safe_text(typed.replace("\n", " ").replace("\t", " "))
        if clean:
            self._drop_selected()  # typing over a selection replaces it; the insertion tells the change
        room = self.max_length - len(self.text)
        clean = clean[: max(0, room)]
        if not clean:
            return
        self.text = self.text[: self.caret] + clean + self.text[self.caret:]
        self.caret += len(clean)
        self._changed()

    def _changed(self) -> None:
        self.blink = 0.0
        if self.on_change is not None:
            self.on_change(self.text)

    def set_focus(self, on: bool) -> None:
        super().set_focus(on)
        self.composition = ""
        self.all_selected = False
        try:
            if on:
                pygame.key.start_text_input()
                pygame.key.set_text_input_rect(self.rect)
        except pygame.error:
            pass

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            inside = bool(self.rect.collidepoint(event.pos))
            if inside and not self.focused:
                self.set_focus(True)
            return inside
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.composition = ""
            self.insert(str(getattr(event, "text", "")))
            return True
        if event.type == pygame.TEXTEDITING:
            self.composition = safe_text(str(getattr(event, "text", "")))[:64]
            return True
        if event.type != pygame.KEYDOWN:
            return False
        key, mod = event.key, event.mod
        if key == pygame.K_a and mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.select_all()
            return True
        if mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META) and key != pygame.K_v:
            return False  # a shortcut (Ctrl+Enter starts a game, Ctrl+S saves a deck): not typing
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.on_submit is not None:
                self.on_submit(self.text)
            return True
        if key == pygame.K_v and mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.insert(self.paste())
            return True
        if key in (pygame.K_BACKSPACE, pygame.K_DELETE) and self._drop_selected():
            self._changed()
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            self.all_selected = False
        if key == pygame.K_BACKSPACE:
            if self.caret > 0:
                self.text = self.text[: self.caret - 1] + self.text[self.caret:]
                self.caret -= 1
                self._changed()
            return True
        if key == pygame.K_DELETE:
            if self.caret < len(self.text):
                self.text = self.text[: self.caret] + self.text[self.caret + 1:]
                self._changed()
            return True
        if key == pygame.K_LEFT:
            self.caret = max(0, self.caret - 1)
            return True
        if key == pygame.K_RIGHT:
            self.caret = min(len(self.text), self.caret + 1)
            return True
        if key == pygame.K_HOME:
            self.caret = 0
            return True
        if key == pygame.K_END:
            self.caret = len(self.text)
            return True
        # Printable keys arrive as TEXTINPUT; swallow their KEYDOWN so hotkeys elsewhere don't fire.
        return bool(getattr(event, "unicode", "")) and key not in (pygame.K_ESCAPE, pygame.K_TAB)

    def update(self, dt: float) -> None:
        self.blink = (self.blink + dt) % 1.0

    def shown_text(self) -> str:
        """What is displayed: the text (masked when secret) with the IME composition at the caret."""
        body = "\u2022" * len(self.text) if self.secret else self.text
        return body[: self.caret] + self.composition + body[self.caret:]

    def draw(self, surface: pygame.Surface) -> None:
        theme, p = self.kit.theme, self.kit.theme.palette
        edge = p.accent if self.focused else p.surface_edge_dim
        surface.blit(self.kit.paint.panel(self.rect.size, top=p.input_fill, bottom=p.input_fill, edge=edge,
                                          radius=theme.px(8)), self.rect.topleft)
        inner = self.rect.inflate(-2 * theme.px(12), -2 * theme.px(6))
        size = theme.font_body
        shown = self.shown_text()
        if not shown and not self.focused:  # shrunk a little to fit, never drawn past the field
            hint = size
            while hint > size * 3 // 4 and self.kit.text.size(self.placeholder, hint, "text_italic")[0] > inner.width:
                hint -= 1
            img = self.kit.text.render(self.placeholder, hint, p.text_dim, "text_italic")
            clip = surface.get_clip()
            surface.set_clip(inner.clip(clip) if clip else inner)
            surface.blit(img, img.get_rect(midleft=inner.midleft))
            surface.set_clip(clip)
            return
        note = self.limit_note()
        if note:
            mark = self.kit.text.render(note, theme.font_small, p.warning)
            surface.blit(mark, mark.get_rect(midright=inner.midright))
            inner.width -= mark.get_width() + theme.px(8)
        img = self.kit.text.render(shown, size, p.text)
        body = "\u2022" * len(self.text) if self.secret else self.text
        caret_x = self.kit.text.size(body[: self.caret] + self.composition, size)[0] if self.caret or \
            self.composition else 0
        # Scroll so the caret stays visible.
        offset = max(0, caret_x - inner.width + theme.px(4))
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        if self.all_selected and self.focused:
            mark = pygame.Surface(img.get_size(), pygame.SRCALPHA)
            mark.fill((*p.accent, 120))
            surface.blit(mark, (inner.x - offset, inner.centery - img.get_height() // 2))
        surface.blit(img, (inner.x - offset, inner.centery - img.get_height() // 2))
        if self.composition:
            start = self.kit.text.size(body[: self.caret], size)[0] if self.caret else 0
            width = self.kit.text.size(self.composition, size)[0]
            y = inner.centery + img.get_height() // 2 - 2
            pygame.draw.line(surface, p.accent, (inner.x - offset + start, y), (inner.x - offset + start + width, y))
        if self.focused and self.blink < 0.55:
            x = inner.x - offset + caret_x
            pygame.draw.line(surface, p.accent, (x, inner.y + theme.px(4)), (x, inner.bottom - theme.px(4)),
                             max(1, theme.px(2)))
        surface.set_clip(clip)
