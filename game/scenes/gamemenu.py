"""The game menu, opened by Escape at the table: resume, rules, cards, settings, leave the table.

A transparent, modal scene over the table (which stays drawn, dimmed, underneath). Mouse and
keyboard both work: click a button, or move the focus with the arrows or Tab and press Enter,
or press the letter shown on a button (per language, ``menu.<item>.key`` in the catalog).
Escape resumes. Rules, Cards and Settings open their scenes on top; Escape there comes back
to this menu. Leaving asks first, with what leaving means for this table
(`MenuTable.leave_warning`), its keys on Cancel when leaving gives something up (a LAN seat, a
hosted table: `MenuTable.leave_costs`); cancelling comes back to this menu.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.scene import Scene
from game.scenes.base import play_sound
from game.ui import Button, Dialog, Group, Panel, kit_for

if TYPE_CHECKING:
    from game.context import Context

ITEMS = ("resume", "rules", "cards", "keys", "settings", "leave")


class MenuTable(Protocol):
    """What the menu needs of the table it was opened over (`game.scenes.tableshell.TableShell`)."""

    link: Any

    def leave_warning(self) -> str:
        """What leaving this table means, in a sentence."""
        ...

    def leave_costs(self) -> bool:
        """Whether leaving gives something up (a LAN seat, a hosted table): then the confirmation's
        keys start on Cancel."""
        ...

    def leave(self) -> None:
        """Leave the table for the title."""
        ...

    def show_key_help(self) -> None:
        """Show the table's key help (what H and F1 show)."""
        ...

    def language_changed(self) -> None:
        """Re-render what depends on the language, if the settings changed it."""
        ...


class GameMenu(Scene):
    """The menu of `table`; `choose(item)` does what a click on that item does."""

    transparent = True

    ctx: Context
    """The app's whole context (a `game.scene.SceneContext` and more: clock, size, services)."""

    def __init__(self, ctx: Context, table: MenuTable) -> None:
        super().__init__(ctx)
        self.table = table
        self.group = Group()
        self.buttons: dict[str, Button] = {}

    def enter(self) -> None:
        self.build()

    def resume(self) -> None:
        self.table.language_changed()  # the language may have changed in the settings: the table
        self.build()  # shows behind the menu, so it is said again in it at once, as the menu is

    def resized(self, size: tuple[int, int]) -> None:
        self.build()

    def build(self) -> None:
        """Lay the menu out for the current window size and language."""
        kit = kit_for(self.ctx)
        t, tr = kit.theme, self.ctx.tr
        focus = next((k for k, b in self.buttons.items() if b.focused), ITEMS[0])
        self.group = Group()
        self.buttons = {}
        bw, bh, step = t.px(340), t.button_height, t.button_height + t.gap
        title_h = kit.text.size(tr("menu.title"), t.font_large, "title")[1]
        w = bw + 2 * t.pad
        h = 2 * t.pad + title_h + t.gap + len(ITEMS) * step - t.gap
        panel = Panel(kit, (0, 0, w, h), title=tr("menu.title"), glow=True)
        panel.rect.center = (self.ctx.size[0] // 2, self.ctx.size[1] // 2)
        self.group.add(panel)
        y = panel.rect.y + t.pad + title_h + t.gap
        for item in ITEMS:
            letter = tr(f"menu.{item}.key").lower()
            style = "primary" if item == "resume" else "danger" if item == "leave" else "normal"
            b = Button(kit, (panel.rect.x + t.pad, y, bw, bh), tr(f"menu.{item}"), self._chooser(item),
                       hotkey=pygame.key.key_code(letter), style=style, hint=letter.upper())
            self.group.add(b)
            self.buttons[item] = b
            y += step
        self.group.focus.focus(self.buttons[focus])

    def _chooser(self, item: str) -> Callable[[], None]:
        def run() -> None:
            play_sound(self.ctx, "click")
            self.choose(item)

        return run

    def choose(self, item: str) -> None:
        """Do what the menu item `item` (one of ITEMS) does."""
        if item == "resume":
            self.ctx.stack.pop()
        elif item in ("rules", "cards"):
            rules: Any = self.ctx.scene("rules", game=str(getattr(self.table.link, "game", "elixir")))
            rules.tab = item
            self.ctx.stack.push(rules)
        elif item == "keys":
            self.ctx.stack.pop()
            self.table.show_key_help()
        elif item == "settings":
            self.ctx.stack.push(self.ctx.scene("settings"))
        elif item == "leave":
            tr = self.ctx.tr
            self.ctx.stack.push(Dialog(self.ctx, tr("menu.leave_title"), self.table.leave_warning(),
                                       [(tr("menu.leave_confirm"), self.table.leave), (tr("ui.cancel"), None)],
                                       careful=self.table.leave_costs()))
        else:
            raise ValueError(f"unknown menu item {item!r}")

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            play_sound(self.ctx, "click")
            self.choose("resume")
            return True
        self.group.handle(event)
        return True  # modal: the table underneath gets no input

    def update(self, dt: float) -> None:
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        kit = kit_for(self.ctx)
        surface.blit(kit.paint.shade(surface.get_size()), (0, 0))
        self.group.draw(surface)
