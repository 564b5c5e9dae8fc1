"""The table as the app runs it: a game's table scene plus what surrounds it.

`TableShell` adds the app's duties to any game's table scene (`ShellTable` for Elixir's
`TableScene`, `MagicoaShell` for Magicoa's, `QuestShell` for Elixir Quest's; the scene routes
pick by the link's game: ``ctx.scene("table", link)``, `game.scenes.routes`): the results screen
when the game ends (``"results"``; and, for a solo Elixir Quest match, the collections
settled), the game menu (``"gamemenu"``: Escape, F10, or the Menu button at the table's top
right), a dialog when the link is closed for good (the host is gone), and closing the link
when the scene leaves the stack (a LAN seat stays reclaimable).

Escape belongs to the table while the table has something of its own to close or undo (its
`escape_is_local`: the chat, a zoomed card, the key help, a choice being prepared); otherwise
it opens the menu. It never answers a decision.
`leave_warning` says what leaving means here (a saved single-player game, a LAN seat a bot
keeps, or a hosted table that closes); the app shows it before closing the window mid-game.
In demo mode `exit_at_end` quits the app once the results have been on screen a moment.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.context import Context
from game.i18n import Translator
from game.link import LinkStatus, TableLink
from game.linkbanner import link_error_text
from game.table.autoplay import AutoPlayer
from game.table.base import TableBase
from game.table.layout import TableLayout
from game.tables.elixir.scene import TableScene
from game.tables.magicoa.scene import MagicoaTable
from game.tables.quest.scene import QuestTable
from game.ui import Button, Dialog, fitting_width
from game.ui.kit import Kit

LINK_KINDS = ("solo", "host", "lan")


def menu_button_rect(kit: Kit, tr: Translator, lay: TableLayout) -> pygame.Rect:
    """Where the Menu button sits at the table's top right: as wide as its label and key in the
    language (each game's layout keeps room for the widest, see its MENU_ROOM)."""
    # the small table button keeps the tight gap its games' MENU_ROOM was measured with
    width = fitting_width(kit, tr("menu.button"), tr("menu.button_key"), lay.px(15), gap=10)
    return pygame.Rect(lay.table.right - width - lay.px(8), lay.px(6), width, lay.px(32))


class TableShell(TableBase):
    """The app's duties around a table scene (a mixin: put it before the game's table class,
    which, like it, is a `TableBase`; the game's class gives the layout, `overlay_open()` (a zoom
    or an overlay covers the table), `escape_is_local()` and `language_changed()` (re-render what
    depends on the language after the settings changed it))."""

    def __init__(self, ctx: Context, link: TableLink, *, autoplay: AutoPlayer | None = None,
                 exit_at_end: bool = False, on_result: Any = None, speed: float | None = None,
                 resumed: bool = False) -> None:
        super().__init__(ctx, link, autoplay=autoplay, on_finished=self._finished)
        self.resumed = resumed  # said in the log once the snapshot's story is told
        self.exit_at_end = exit_at_end
        self.demo_speed = speed
        self.on_result = on_result
        self.closed_shown = False
        self.games = 0
        self.menu_button: Button | None = None
        self.menu_open = False

    def history_told(self) -> None:
        if self.resumed:
            self.resumed = False
            self.log.add(self.ctx.tr("table.log.resumed"), strong=True, again=lambda tr: tr("table.log.resumed"))

    def _finished(self, result: dict[str, Any] | None) -> None:
        self.games += 1
        if result is not None and getattr(self.link, "game", "") == "quest":
            from game.collection.window import settle_after, settle_lan

            if getattr(self.link, "kind", "") == "solo":  # in the collection of the name the match began with
                own = self.names_list[self.seat] if self.seat is not None and self.seat < len(self.names_list) else ""
                settle_after(self.ctx, result, self.name(1), player=own or None)
            elif self.seat is not None:
                settle_lan(self.ctx, result, self.seat, str((self.state.table or {}).get("name", "")))
        if self.on_result is not None:
            self.on_result(result)
        if self.exit_at_end:
            self.ctx.clock.after(1.5, self._quit)
        if result is not None:
            self.ctx.stack.push(self.ctx.scene("results", self.link, result, self.state.view, self.state.table))

    def enter(self) -> None:
        super().enter()
        if self.demo_speed is not None:
            self.ctx.clock.speed = self.demo_speed
            self.ctx.clock.instant = False

    def _quit(self) -> None:
        self.ctx.quit_requested = True

    def resume(self) -> None:
        # Back from the results (after a rematch vote, the next game's snapshot starts it:
        # `TableBase` forgets the finished game then) or from the menu.
        self.menu_open = False
        self.language_changed()  # the settings, opened from the menu, may have changed it

    def exit(self) -> None:
        super().exit()
        self.link.close()

    def resized(self, size: tuple[int, int]) -> None:
        super().resized(size)
        lay, tr = self.table_layout, self.ctx.tr
        self.menu_button = Button(self.kit, menu_button_rect(self.kit, tr, lay), tr("menu.button"), self.open_menu,
                                  hint=tr("menu.button_key"), size=lay.px(15))

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.menu_button is not None:
            self.menu_button.update(dt)
        # Also after the game's end: back from the results to wait for a rematch, the player
        # must learn that the table is gone rather than wait for a game that will not come.
        if self.state.status is LinkStatus.CLOSED and not self.closed_shown:
            self.closed_shown = True
            tr = self.ctx.tr
            self.ctx.stack.push(Dialog(self.ctx, tr("shell.closed_title"), link_error_text(tr, self.state.error),
                                       [(tr("results.title_screen"), self.leave)]))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.menu_button is not None and not self.overlay_open():
            self.menu_button.draw(surface)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and (event.key == pygame.K_F10 or (
                event.key == pygame.K_ESCAPE and not self.escape_is_local())):
            self.open_menu()
            return True
        if (self.menu_button is not None and not self.overlay_open() and event.type in (
                pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.menu_button.handle(event)):
            return True
        if event.type == pygame.MOUSEMOTION and self.menu_button is not None:
            self.menu_button.handle(event)
        return super().handle(event)

    def open_menu(self) -> None:
        """Open the game menu over the table."""
        if not self.menu_open:  # twice in one frame: the push takes effect only after the frame
            self.menu_open = True
            self.ctx.stack.push(self.ctx.scene("gamemenu", self))

    def leave_warning(self) -> str:
        """What leaving this table means, in a sentence: a saved game, a seat kept for us, or a closed table."""
        kind = getattr(self.link, "kind", "lan")
        kind = kind if kind in LINK_KINDS else "lan"
        if kind == "lan" and self.last_player_here():
            return self.ctx.tr("menu.leave_body.lan_last")
        return self.ctx.tr(f"menu.leave_body.{kind}")

    def last_player_here(self) -> bool:
        """Whether no other player is at this table now or expected back (the table map's
        humans present, or seated and not gone with `bye`: a lost connection comes back, and
        the host keeps the table for it): a headless host then plays the game out with bots and
        stops, so the seat is not kept. A host that sends no `left` counts the present only."""
        table = self.state.table or {}
        mine = getattr(self.link, "seat", None)
        seats = [s for s in table.get("seats") or [] if isinstance(s, dict)]
        return bool(seats) and not any(
            s.get("kind") == "human" and s.get("seat") != mine
            and (s.get("present") or (s.get("taken") and s.get("left") is False)) for s in seats)

    def leave_costs(self) -> bool:
        """Whether leaving now gives something up: a LAN seat a bot takes over, or a hosted table
        closed for every player. A single-player game (saved), a spectator's place or a game
        over loses nothing."""
        kind = getattr(self.link, "kind", "lan")
        if kind == "solo" or self.quit_warning() is None:
            return False
        return kind == "host" or getattr(self.link, "seat", None) is not None

    def quit_warning(self) -> str | None:
        """While the game is being played, closing the window asks first (see `game.app`)."""
        if self.finished or self.state.result is not None or self.state.status is LinkStatus.CLOSED:
            return None
        return self.leave_warning()

    def show_key_help(self) -> None:
        """Show the key help over the table (the game menu's Keys)."""
        self.help = True

    def leave(self) -> None:
        """Go to the title (the link closes as the scene exits)."""
        self.ctx.stack.reset(self.ctx.scene("title"))


class ShellTable(TableShell, TableScene):
    """Elixir's table, as the app runs it."""


class MagicoaShell(TableShell, MagicoaTable):
    """Magicoa's table, as the app runs it."""


class QuestShell(TableShell, QuestTable):
    """Elixir Quest's duel table, as the app runs it: at a LAN table the deck comes from the
    player's collection, and a real match's result is settled in it."""

    def __init__(self, ctx: Context, link: TableLink, **options: Any) -> None:
        super().__init__(ctx, link, **options)
        self._take_collection()

    def new_game(self) -> None:
        """A rematch: the last match may have moved cards in or out of the collection."""
        super().new_game()
        self._take_collection()

    def _take_collection(self) -> None:
        if getattr(self.link, "kind", "solo") != "solo":
            from game.collection.window import owned_cards

            self.owned = owned_cards(self.ctx)

