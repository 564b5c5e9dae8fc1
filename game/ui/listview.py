"""ListView: a vertical list of rows with a selection, scrolling, and activation.

Rows are (text, detail, data) items; `detail` is shown dimmed at the right (or, in a list where
some name would not clear it, under every name: `stacked`). Click selects a
row, clicking the selected row again (or Enter) activates it (Enter with no row selected
selects the first); Up/Down, Page Up/Page Down
and Home/End move the selection when the list has the focus; the mouse wheel scrolls. The
list keeps the selected item across `set_items` when its data is still present, so rows can
come and go live.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui.kit import Kit
from game.ui.widget import Widget


@dataclass(frozen=True)
class Row:
    """One row: main text, dimmed detail on the right, the caller's data, whether it can be chosen,
    and whether its text is drawn dimmed though it can (`muted`: used up, say)."""

    text: str
    detail: str = ""
    data: Any = None
    enabled: bool = True
    muted: bool = False


class ListView(Widget):
    """A scrollable, selectable list; `on_select(row)` and `on_activate(row)` report choices."""

    focusable = True

    def __init__(self, kit: Kit, rect: pygame.Rect | tuple[int, int, int, int], rows: Sequence[Row] = (), *,
                 on_select: Callable[[Row], None] | None = None,
                 on_activate: Callable[[Row], None] | None = None, empty: str = "") -> None:
        super().__init__(kit, rect)
        self.rows: list[Row] = list(rows)
        self.selected: int | None = None
        self.scroll = 0
        self.on_select = on_select
        self.on_activate = on_activate
        self.empty = empty
        self.hover: int | None = None
        self._stacked_for: tuple[tuple[tuple[str, str], ...], int] | None = None
        self._stacked = False

    @property
    def row_height(self) -> int:
        """Height of one row in pixels (taller when the rows are `stacked`)."""
        return self.kit.theme.px(60 if self.stacked() else 46)

    def visible_count(self) -> int:
        """How many rows fit."""
        return max(1, self.rect.height // self.row_height)

    def set_items(self, rows: Sequence[Row]) -> None:
        """Replace the rows, keeping the selection on the same data when it is still there."""
        keep = self.selected_row()
        self.rows = list(rows)
        self.selected = None
        if keep is not None:
            for i, row in enumerate(self.rows):
                if row.data == keep.data:
                    self.selected = i
        self.scroll = max(0, min(self.scroll, len(self.rows) - self.visible_count()))

    def selected_row(self) -> Row | None:
        """The selected row, if any."""
        if self.selected is None or not 0 <= self.selected < len(self.rows):
            return None
        return self.rows[self.selected]

    def select(self, index: int, *, scroll: bool = True) -> None:
        """Select the row at `index` (clamped), scrolling it into view unless not `scroll`."""
        if not self.rows:
            self.selected = None
            return
        index = max(0, min(len(self.rows) - 1, index))
        self.selected = index
        if scroll:
            self.reveal(index)
        if self.on_select is not None:
            self.on_select(self.rows[index])

    def in_sight(self, index: int) -> bool:
        """Whether any of the row at `index` is shown (the last one may be shown in part)."""
        shown = -(-self.rect.height // self.row_height)  # rows begun, the last perhaps cut
        return self.scroll <= index < self.scroll + shown

    def reveal(self, index: int) -> None:
        """Scroll as little as needed for the row at `index` to be in view (nothing is selected)."""
        if index < self.scroll:
            self.scroll = index
        elif index >= self.scroll + self.visible_count():
            self.scroll = index - self.visible_count() + 1

    def activate(self) -> None:
        """Activate the selected row (when it is enabled)."""
        row = self.selected_row()
        if row is not None and row.enabled and self.on_activate is not None:
            self.on_activate(row)

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        i = self.scroll + (pos[1] - self.rect.y) // self.row_height
        return i if 0 <= i < len(self.rows) else None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._row_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self._row_at(event.pos)
            if i is None:
                return bool(self.rect.collidepoint(event.pos))
            if i == self.selected:
                self.activate()
            else:  # not scrolled: a second click at the same place must find the same row
                self.select(i, scroll=False)
            return True
        if event.type == pygame.MOUSEWHEEL:
            mouse = pygame.mouse.get_pos()
            if self.rect.collidepoint(mouse) or self.focused:
                top = max(0, len(self.rows) - self.visible_count())
                self.scroll = max(0, min(top, self.scroll - int(event.y)))
                return True
            return False
        if event.type == pygame.KEYDOWN and self.focused and self.rows:
            page = max(1, self.visible_count() - 1)  # a page keeps one row of the last in sight
            moves = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page}
            if event.key in moves:
                self.select(0 if self.selected is None else self.selected + moves[event.key])
                return True
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.select(0 if event.key == pygame.K_HOME else len(self.rows) - 1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.selected is None:  # nothing chosen yet (a list just opened): Enter chooses the first row
                    self.select(0)
                else:
                    self.activate()
                return True
        return False

    def _room_beside(self, row: Row) -> int:
        """How wide `row`'s main text may be on one line with its detail."""
        theme = self.kit.theme
        detail = self.kit.text.size(row.detail, theme.font_small)[0] + theme.px(16) if row.detail else 0
        return self.rect.width - theme.px(8) - theme.px(24) - detail

    def stacked(self) -> bool:
        """Whether the rows draw their detail under their text rather than beside it: when some
        row's text, at the body size, would not clear its detail. One layout and one size for
        the whole list (a long name shrunk alone set its row apart; all shrunk, the list read small)."""
        key = (tuple((row.text, row.detail) for row in self.rows), self.rect.width)
        if key != self._stacked_for:
            body = self.kit.theme.font_body
            self._stacked = any(row.detail and self.kit.text.size(row.text, body, "text_bold")[0] >
                                self._room_beside(row) for row in self.rows)
            self._stacked_for = key
        return self._stacked

    def text_room(self, row: Row) -> int:
        """How wide `row`'s main text may be: the row less its margins, and less its detail
        unless the list is `stacked`."""
        theme = self.kit.theme
        return self.rect.width - theme.px(8) - theme.px(24) if self.stacked() else self._room_beside(row)

    def fitted_text(self, row: Row) -> tuple[str, int]:
        """`row`'s main text and size as drawn: the body size, cut with an ellipsis where even a
        stacked row is too narrow for it."""
        room = self.text_room(row)
        size = self.kit.theme.font_body
        text = row.text
        if self.kit.text.size(text, size, "text_bold")[0] > room:
            while len(text) > 1 and self.kit.text.size(text + "…", size, "text_bold")[0] > room:
                text = text[:-1]
            text = text.rstrip() + "…"
        return text, size

    def draw(self, surface: pygame.Surface) -> None:
        theme, p = self.kit.theme, self.kit.theme.palette
        edge = p.accent if self.focused else p.surface_edge_dim
        surface.blit(self.kit.paint.panel(self.rect.size, top=p.input_fill, bottom=p.input_fill, edge=edge,
                                          radius=theme.px(10)), self.rect.topleft)
        if not self.rows:
            if self.empty:
                img = self.kit.text.render_block(self.empty, theme.font_body, p.text_dim,
                                                 self.rect.width - 2 * theme.pad, align="center")
                surface.blit(img, img.get_rect(center=self.rect.center))
            return
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-4, -4).clip(clip) if clip else self.rect.inflate(-4, -4))
        h = self.row_height
        for n in range(self.visible_count() + 1):
            i = self.scroll + n
            if i >= len(self.rows):
                break
            row = self.rows[i]
            r = pygame.Rect(self.rect.x + theme.px(4), self.rect.y + n * h, self.rect.width - theme.px(8), h)
            if i == self.selected:
                sel = r.inflate(0, -theme.px(4))
                surface.blit(self.kit.paint.panel(sel.size, top=p.selection, bottom=(60, 40, 140, 90), edge=p.accent,
                                                  radius=theme.px(8), border=1), sel.topleft)
            elif i == self.hover:
                hov = r.inflate(0, -theme.px(4))
                surface.blit(self.kit.paint.panel(hov.size, top=(255, 255, 255, 24), bottom=(255, 255, 255, 12),
                                                  edge=p.surface_edge_dim, radius=theme.px(8), border=0), hov.topleft)
            colour = p.text if row.enabled and not row.muted else p.text_dim
            text, size = self.fitted_text(row)
            img = self.kit.text.render(text, size, colour, "text_bold")
            d = self.kit.text.render(row.detail, theme.font_small, p.text_dim) if row.detail else None
            if self.stacked():  # the name, and its detail under it, centred together in the row
                below = d.get_height() - theme.px(4) if d is not None else 0
                top = r.centery - (img.get_height() + below) // 2
                surface.blit(img, (r.x + theme.px(12), top))
                if d is not None:
                    surface.blit(d, (r.x + theme.px(12), top + img.get_height() - theme.px(4)))
                continue
            surface.blit(img, img.get_rect(midleft=(r.x + theme.px(12), r.centery)))
            if d is not None:
                surface.blit(d, d.get_rect(midright=(r.right - theme.px(12), r.centery)))
        surface.set_clip(clip)
        if len(self.rows) > self.visible_count():
            frac = self.visible_count() / len(self.rows)
            bar_h = max(theme.px(20), int(self.rect.height * frac))
            top = max(1, len(self.rows) - self.visible_count())
            y = self.rect.y + int((self.rect.height - bar_h) * self.scroll / top)
            pygame.draw.rect(surface, p.surface_edge, (self.rect.right - theme.px(6), y, theme.px(3), bar_h),
                             border_radius=2)
