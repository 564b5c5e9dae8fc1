"""The base of menu scenes: backdrop, title, a widget group, Escape to go back, rebuild on resize.

Subclasses implement `build()` (create widgets for `ctx.size` with texts from `ctx.tr`) and
may override `back()`. The layout is rebuilt on enter, on resume (the language may have
changed meanwhile) and on resize.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.context import Context
from game.resources import Resources
from game.scene import Scene
from game.scenes.backdrop import Backdrop
from game.ui import Button, Group, Kit, ListView, kit_for

START_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
START_MODS = pygame.KMOD_CTRL | pygame.KMOD_META


def _keep_scrolls(scrolls: list[int], lists: list[ListView]) -> None:
    """Give each list rebuilt the scroll of the list at its place before (a scene rebuilt when a
    row is chosen showed its lists from the top again, the chosen row out of sight), then scroll
    its selected row into view when none of it shows (a row clicked where the list cuts it stays
    put: scrolled, the second click of a double click landed on the next row)."""
    for scroll, view in zip(scrolls, lists, strict=False):
        view.scroll = max(0, min(scroll, len(view.rows) - view.visible_count()))
    for view in lists:
        if view.selected is not None and not view.in_sight(view.selected):
            view.reveal(view.selected)


def is_start_key(event: pygame.event.Event) -> bool:
    """Ctrl+Enter (or Cmd+Enter): the key of a screen's "start" button. Plain Enter presses the
    focused button, which after a click is the button clicked, so a start key of plain Enter would
    press that one instead (in the lobby, Enter meant to start removed the bot just added)."""
    return event.type == pygame.KEYDOWN and event.key in START_KEYS and bool(event.mod & START_MODS)


def resources_for(ctx: Context) -> Resources:
    """The app's image cache (kept in `ctx.services["resources"]`)."""
    res = ctx.services.get("resources")
    if not isinstance(res, Resources):
        res = Resources()
        ctx.services["resources"] = res
    return res


def backdrop_for(ctx: Context) -> Backdrop:
    """The shared backdrop for the current window size (rebuilt when the size changes)."""
    bd = ctx.services.get("backdrop")
    motion = not ctx.settings.reduced_motion
    if not isinstance(bd, Backdrop) or bd.size != ctx.size:
        bd = Backdrop(resources_for(ctx), ctx.size, motion=motion)
        ctx.services["backdrop"] = bd
    bd.motion = motion
    return bd


def play_sound(ctx: Context, name: str) -> None:
    """Play an effect through the app's audio, if there is one."""
    audio: Any = ctx.services.get("audio")
    if audio is not None:
        audio.play(name)


def back_or_title(ctx: Context) -> None:
    """Pop the top scene; when it is the only one, show the title instead (Escape never quits the app)."""
    if len(ctx.stack) > 1:
        ctx.stack.pop()
    else:
        ctx.stack.reset(ctx.scene("title"))


class MenuScene(Scene):
    """A scene made of widgets over the starry backdrop, with a title at the top."""

    ctx: Context
    """The app's whole context (a `game.scene.SceneContext` and more: clock, size, services)."""

    title_key = ""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.group = Group()
        self.kit: Kit = kit_for(ctx)

    def enter(self) -> None:
        self.rebuild()

    def resume(self) -> None:
        self.rebuild()

    def resized(self, size: tuple[int, int]) -> None:
        self.rebuild()

    def rebuild(self) -> None:
        """Recreate the widgets for the current size and language, keeping the focus position."""
        self.kit = kit_for(self.ctx)
        focused = self.group.focus.current
        kind, focus_index, label = None, None, None
        if focused in self.group.widgets:  # the same kind of widget, counted among its kind: widgets may come and go
            kind = type(focused)
            focus_index = [w for w in self.group.widgets if type(w) is kind].index(focused)
            label = getattr(focused, "text", None)
        scrolls = [w.scroll for w in self.group.widgets if isinstance(w, ListView)]
        self.group = Group()
        self.build()
        _keep_scrolls(scrolls, [w for w in self.group.widgets if isinstance(w, ListView)])
        same_kind = [w for w in self.group.widgets if type(w) is kind]
        # the widget that says the same first (a lobby's rows come and go: the start button's place
        # among the buttons moves, and the focus fell on a seat's "Remove bot"), else the same place
        same_label = [w for w in same_kind if label is not None and getattr(w, "text", None) == label]
        widget = same_label[0] if len(same_label) == 1 else (
            same_kind[focus_index] if focus_index is not None and focus_index < len(same_kind) else None)
        if widget is not None and widget.focusable and (widget.interactive or widget.visible):
            # a button pressed until it can go no further ("−" at the fewest players) keeps the focus,
            # greyed: one Enter more does nothing (the focus went to the screen's default, Start, or
            # to a neighbour whose value the next Enter changed); Tab and the arrows go on from it
            self.group.focus.focus(widget)

    def build(self) -> None:
        """Create the widgets (override)."""

    def back(self) -> None:
        """Escape: leave this scene (override for another behaviour)."""
        back_or_title(self.ctx)

    def pointed(self, pos: tuple[int, int]) -> object:
        """The kind and text of the topmost widget a press at `pos` reaches: the lobby's "Add a
        bot" turns into "Remove the bot" in place, and a double click took the bot back out."""
        for w in reversed(self.group.widgets):
            if w.interactive and w.focusable and w.rect.collidepoint(pos):
                return type(w).__name__, getattr(w, "text", None)
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        if self.group.handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            play_sound(self.ctx, "click")
            self.back()
            return True
        return False

    def button(self, rect: pygame.Rect | tuple[int, int, int, int], text: str, action: Callable[[], None], *,
               hotkey: int | None = None, style: str = "normal", hint: str = "", enabled: bool = True) -> Button:
        """Add a button that clicks audibly, then runs `action`."""
        def run() -> None:
            play_sound(self.ctx, "click")
            action()

        b = Button(self.kit, rect, text, run, hotkey=hotkey, style=style, hint=hint)
        b.enabled = enabled
        self.group.add(b)
        return b

    def update(self, dt: float) -> None:
        backdrop_for(self.ctx).update(dt)
        self.group.update(dt)

    def draw_title(self, surface: pygame.Surface, text: str) -> int:
        """Draw a scene title at the top centre; returns the y below it."""
        t = self.kit.theme
        img = self.kit.text.render(text, t.font_title, t.palette.title, "title")
        shadow = self.kit.text.render(text, t.font_title, (10, 6, 30), "title")
        y = t.px(28)
        x = (surface.get_width() - img.get_width()) // 2
        surface.blit(shadow, (x + t.px(3), y + t.px(3)))
        surface.blit(img, (x, y))
        return y + img.get_height()

    def draw(self, surface: pygame.Surface) -> None:
        backdrop_for(self.ctx).draw(surface)
        if self.title_key:
            self.draw_title(surface, self.ctx.tr(self.title_key))
        self.group.draw(surface)
