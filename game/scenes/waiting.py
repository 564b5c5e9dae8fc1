"""A plain stand-in for the table when the table scene is not available: status and the result."""

from __future__ import annotations

from typing import Any

import pygame

from game.context import Context
from game.link import LinkState
from game.scenes.base import MenuScene
from game.ui import Label


class WaitingScene(MenuScene):
    """Shows the link's status; opens the results when the game ends."""

    title_key = "waiting.title"

    def __init__(self, ctx: Context, link: Any) -> None:
        super().__init__(ctx)
        self.link = link
        self.state = LinkState()
        self.shown_result = False

    def update(self, dt: float) -> None:
        super().update(dt)
        for u in self.link.poll():
            self.state.fold(u)
        if self.state.result is not None and not self.shown_result:
            self.shown_result = True
            self.ctx.stack.push(self.ctx.scene("results", self.link, self.state.result, self.state.view,
                                               self.state.table))

    def build(self) -> None:
        t = self.kit.theme
        w, h = self.ctx.size
        self.group.add(Label(self.kit, (t.pad, h // 2, w - 2 * t.pad, 10),
                             self.ctx.tr("waiting.status", status=self.ctx.tr(f"status.{self.state.status.value}")),
                             align="center"))
        self.button((w // 2 - t.px(150), h - t.px(90), t.px(300), t.button_height), self.ctx.tr("lobby.leave"),
                    self.back, hint=self.ctx.tr("ui.key.esc"))

    def back(self) -> None:
        self.link.close()
        self.ctx.stack.reset(self.ctx.scene("title"))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
