"""The widget contract and keyboard focus.

A widget is a plain object with a `rect`, `handle(event) -> bool` (True when it used the
event), `update(dt)` (dt in seconds of game time, never the wall clock) and
`draw(surface)` (never changes state). Widgets are given texts already translated by the
caller (`ctx.tr(...)`), so a widget never holds a hard-coded player-facing string.

`FocusGroup` moves the keyboard focus between focusable widgets with Tab / Shift+Tab and
the arrow keys, so every screen can be played without a mouse.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from game.ui.kit import Kit


class Widget:
    """Base widget: a rectangle that can be shown, hidden, enabled, disabled and focused."""

    focusable = False
    takes_text = False
    """True for a widget that is typed into: while it has the focus it gets the keyboard first,
    so a letter typed is never another widget's hotkey."""

    def __init__(self, kit: Kit, rect: pygame.Rect | tuple[int, int, int, int]) -> None:
        self.kit = kit
        self.rect = pygame.Rect(rect)
        self.visible = True
        self.enabled = True
        self.focused = False

    def handle(self, event: pygame.event.Event) -> bool:
        """React to one event; True when the event was used and should go no further."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations by `dt` seconds of game time."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the widget (pure)."""

    def set_focus(self, on: bool) -> None:
        """Gain or lose the keyboard focus."""
        self.focused = on

    @property
    def interactive(self) -> bool:
        """Whether the widget takes input now (visible and enabled)."""
        return self.visible and self.enabled


_TYPING_EVENTS = frozenset({pygame.KEYDOWN, pygame.TEXTINPUT, pygame.TEXTEDITING})

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
"""The keys that activate the widget with the keyboard focus. The focused widget gets them
before any other widget's hotkey: the focus ring shows what Enter does (in the lobby, Enter on
a focused "Remove bot" started the game, the Start button's hotkey)."""


class Group:
    """An ordered collection of widgets handled, updated and drawn together, with focus."""

    def __init__(self, widgets: Iterable[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focus = FocusGroup(self.widgets)

    def add(self, widget: Widget) -> Widget:
        """Append `widget` (drawn above the earlier ones, handled before them)."""
        self.widgets.append(widget)
        return widget

    def handle(self, event: pygame.event.Event) -> bool:
        """Give `event` to the widgets, topmost first, then to keyboard focus navigation."""
        if event.type == pygame.MOUSEMOTION:
            used = False
            for w in reversed(self.widgets):
                if w.interactive:
                    used = w.handle(event) or used
            return used
        typing = self.focus.current
        if (typing is not None and typing.takes_text and typing.interactive and typing in self.widgets
                and event.type in _TYPING_EVENTS and typing.handle(event)):
            return True
        if (typing is not None and typing.takes_text and event.type == pygame.MOUSEBUTTONDOWN
                and not typing.rect.collidepoint(event.pos)):
            self.focus.focus(None)  # a click elsewhere ends the typing, before what it clicks rebuilds anything
        if (event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS and typing is not None
                and typing.interactive and typing in self.widgets and typing.handle(event)):
            return True
        for w in reversed(self.widgets):
            if not w.interactive:
                continue
            if event.type == pygame.MOUSEBUTTONDOWN and w.focusable and w.rect.collidepoint(event.pos):
                # the keys go where the click lands, before it acts: what it does may rebuild the
                # scene, and a rebuild keeps the focus where it finds it
                self.focus.focus(w)
            if w.handle(event):
                return True
        return self.focus.handle(event)

    def update(self, dt: float) -> None:
        """Update every widget."""
        for w in self.widgets:
            w.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the visible widgets in order."""
        for w in self.widgets:
            if w.visible:
                w.draw(surface)


class FocusGroup:
    """Keyboard focus over a list of widgets (only focusable, visible, enabled ones are reached)."""

    def __init__(self, widgets: Sequence[Widget]) -> None:
        self.widgets = widgets
        self.current: Widget | None = None

    def candidates(self) -> list[Widget]:
        """The widgets the focus can move to, in order."""
        return [w for w in self.widgets if w.focusable and w.interactive]

    def focus(self, widget: Widget | None) -> None:
        """Give the focus to `widget` (or to nobody)."""
        if self.current is widget:
            return
        if self.current is not None:
            self.current.set_focus(False)
        self.current = widget
        if widget is not None:
            widget.set_focus(True)

    def move(self, step: int) -> None:
        """Move the focus `step` places forward (negative: backward), wrapping around."""
        items = self.candidates()
        if not items:
            self.focus(None)
            return
        if self.current not in items:
            if self.current is not None and self.current in self.widgets:  # focused, then greyed out: on from there
                i = list(self.widgets).index(self.current)
                after = [*self.widgets[i + 1:], *self.widgets[:i]]
                ahead = after if step > 0 else after[::-1]
                self.focus(next(w for w in ahead if w in items))
                return
            self.focus(items[0] if step > 0 else items[-1])
            return
        assert self.current is not None
        self.focus(items[(items.index(self.current) + step) % len(items)])

    def handle(self, event: pygame.event.Event) -> bool:
        """Tab / Shift+Tab / Up / Down move the focus, Left / Right across; True when it moved."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_TAB:
            self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in (pygame.K_DOWN, pygame.K_UP):
            direction = 1 if event.key == pygame.K_DOWN else -1
            if not self.move_vertically(direction):
                self.move(direction)  # nothing further that way: on round, as Tab goes
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            return self.move_across(-1 if event.key == pygame.K_LEFT else 1)
        return False

    def move_vertically(self, direction: int) -> bool:
        """Up (-1) or Down (1): the focus goes to the nearest widget past the focused one's edge
        that way, in its column if one is there (`_nearest_beyond`): on a two-column screen Up from
        Start climbed through every widget of the other column first. True when it moved; False
        when nothing is that way."""
        if self.current is None or self.current not in self.widgets:
            return False
        return self._go_beyond(direction, vertical=True)

    def move_across(self, direction: int) -> bool:
        """Left (-1) or Right (1): the focus goes to the nearest widget on that side of the focused
        one, on its row if one is there (`_nearest_beyond`), so side-by-side game cards and
        two-column forms are crossed with the arrows the screens' footers promise; True when it
        moved (nothing there: it stays)."""
        items = self.candidates()
        if self.current is None or self.current not in self.widgets:
            if items:
                self.focus(items[0] if direction > 0 else items[-1])
            return bool(items)
        return self._go_beyond(direction, vertical=False)

    def _go_beyond(self, direction: int, *, vertical: bool) -> bool:
        """Focus the nearest candidate whose centre lies past the focused widget's edge in
        `direction` (down or right when positive) along one axis: among those level with it on
        that axis (its column, or its row) if any, else all of them; the distance across counts
        double. True when one was there."""
        current = self.current
        assert current is not None
        c_along, c_across, c_start, c_end, c_low, c_high = _spans(current.rect, vertical)
        edge = c_end if direction > 0 else c_start
        ahead = [(w, _spans(w.rect, vertical)) for w in self.candidates()
                 if w is not current and (_spans(w.rect, vertical)[0] - edge) * direction > 0]
        if not ahead:
            return False
        level = [(w, sp) for w, sp in ahead if sp[4] < c_high and c_low < sp[5]]
        nearest = min(level or ahead, key=lambda ws: abs(ws[1][0] - c_along) + 2 * abs(ws[1][1] - c_across))
        self.focus(nearest[0])
        return True


def _spans(rect: pygame.Rect, vertical: bool) -> tuple[int, int, int, int, int, int]:
    """`rect` along one axis (y when `vertical`, else x) and across it: its centre along, its
    centre across, its start and end along, its start and end across."""
    if vertical:
        return rect.centery, rect.centerx, rect.top, rect.bottom, rect.left, rect.right
    return rect.centerx, rect.centery, rect.left, rect.right, rect.top, rect.bottom
