"""The table as the app runs it: the table scene plus what surrounds it.

`ShellTable` is the table engineer's `TableScene` with the app's duties added: the results
screen when the game ends, a "leave the table?" dialog (Escape when the table does not use
it, or F10 at any time), a dialog when the link is closed for good (the host is gone), and
closing the link when the scene leaves the stack (a LAN seat stays reclaimable).
In demo mode `exit_at_end` quits the app once the results have been on screen a moment.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.context import Context
from game.link import LinkStatus, TableLink
from game.table.autoplay import AutoPlayer
from game.table.scene import TableScene
from game.ui import Dialog


class ShellTable(TableScene):
    """A table scene that knows about the rest of the app."""

    def __init__(self, ctx: Context, link: TableLink, *, autoplay: AutoPlayer | None = None,
                 exit_at_end: bool = False, on_result: Any = None, speed: float | None = None) -> None:
        super().__init__(ctx, link, autoplay=autoplay, on_finished=self._finished)
        self.exit_at_end = exit_at_end
        self.demo_speed = speed
        self.on_result = on_result
        self.closed_shown = False
        self.games = 0

    def _finished(self, result: dict[str, Any] | None) -> None:
        from game.scenes import flow

        self.games += 1
        if self.on_result is not None:
            self.on_result(result)
        if self.exit_at_end:
            self.ctx.clock.after(1.5, self._quit)
        if result is not None:
            flow.show_results(self.ctx, self.link, result, self.state.view, self.state.table)

    def enter(self) -> None:
        super().enter()
        if self.demo_speed is not None:
            self.ctx.clock.speed = self.demo_speed
            self.ctx.clock.instant = False

    def _quit(self) -> None:
        self.ctx.quit_requested = True

    def resume(self) -> None:
        # Back from the results after a rematch vote: the next game's snapshot ends this one.
        self.finished = False if self.state.result is None else self.finished

    def exit(self) -> None:
        super().exit()
        self.link.close()

    def update(self, dt: float) -> None:
        before = self.state.result
        super().update(dt)
        if before is not None and self.state.result is None:
            self.finished = False
        if self.state.status is LinkStatus.CLOSED and not self.closed_shown and not self.finished:
            from game.scenes.lobby import error_text

            self.closed_shown = True
            tr = self.ctx.tr
            self.ctx.stack.push(Dialog(self.ctx, tr("shell.closed_title"), error_text(self.ctx, self.state.error),
                                       [(tr("results.title_screen"), self.leave)]))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F10:
            self.ask_leave()
            return True
        if super().handle(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ask_leave()
            return True
        return False

    def ask_leave(self) -> None:
        """Ask before leaving the table."""
        tr = self.ctx.tr
        self.ctx.stack.push(Dialog(self.ctx, tr("shell.leave_title"), tr("shell.leave_body"),
                                   [(tr("shell.leave"), self.leave), (tr("ui.cancel"), None)]))

    def leave(self) -> None:
        """Go to the title (the link closes as the scene exits)."""
        from game.scenes import flow

        flow.to_title(self.ctx)
