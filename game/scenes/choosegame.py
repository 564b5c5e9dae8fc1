"""Choose the game: the first step of New game (and of hosting a LAN table).

One card per game this window can play (`game.gamelist.GAMES`): its box art, its name, a
line saying what it is and its player counts. A click on a card, its number key, or the
arrows and Enter open that game's New game screen (`NewGameScene`) in the same mode; Escape
goes back.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.context import Context
from game.gamelist import GAMES, WindowGame
from game.scenes.base import MenuScene, resources_for
from game.ui import Button, Label, Panel


class ChooseGameScene(MenuScene):
    """The game cards; picking one opens its New game screen (`mode`: "solo" or "host")."""

    title_key = "choose.title"

    def __init__(self, ctx: Context, mode: str = "solo") -> None:
        super().__init__(ctx)
        self.mode = mode
        self.cards: list[tuple[pygame.Rect, WindowGame]] = []
        self.games = [g for g in GAMES if mode == "solo" or g.lan_host]
        """The games offered: all of them to play alone, those the window can host on the LAN to host."""

    def build(self) -> None:
        t, tr = self.kit.theme, self.ctx.tr
        w, h = self.ctx.size
        gap = t.px(40)
        games = self.games
        card_w = min(t.px(420), (w - 2 * t.pad - gap * (len(games) - 1)) // len(games))
        y = t.px(110)
        by = h - t.px(90)
        card_h = by - y - t.px(20)
        x = (w - (card_w * len(games) + gap * (len(games) - 1))) // 2
        self.cards = []
        self.game_buttons: list[Button] = []
        first = None
        for i, game in enumerate(games):
            rect = pygame.Rect(x + i * (card_w + gap), y, card_w, card_h)
            self.cards.append((rect, game))
            self.group.add(Panel(self.kit, rect, glow=True))
            inner = rect.inflate(-t.px(32), -t.px(32))
            text_y = self.art_rect(inner).bottom + t.px(8)
            players = tr("choose.players", low=game.min_players, high=game.max_players) \
                if game.min_players != game.max_players else tr("choose.players.duel")
            self.group.add(Label(self.kit, (inner.x, text_y + t.px(42), inner.width, 10), tr(game.blurb),
                                 size=t.font_small))
            self.group.add(Label(self.kit, (inner.x, inner.bottom - t.px(72), inner.width, 10), players,
                                 size=t.font_small, colour=t.palette.text_dim))
            button = self.button((inner.x, inner.bottom - t.px(44), inner.width, t.button_height - t.px(8)),
                                 tr("choose.pick", game=tr(f"games.{game.name}")), self._picker(game),
                                 hotkey=pygame.K_1 + i, hint=str(i + 1), style="primary" if i == 0 else "normal")
            self.game_buttons.append(button)
            first = first or button
        self.button((w // 2 - t.px(150), by, t.px(300), t.button_height), tr("ui.back"), self.back,
                    hint=tr("ui.key.esc"))
        self.group.add(Label(self.kit, (t.pad, h - t.px(30), w - 2 * t.pad, 10), tr("choose.keys"),
                             size=t.font_small, colour=t.palette.text_dim, align="center"))
        if first is not None:
            self.group.focus.focus(first)

    def art_rect(self, inner: pygame.Rect) -> pygame.Rect:
        """Where a card's box art goes: at the top of the card, as wide as the room under it allows."""
        t = self.kit.theme
        height = min(round(inner.width * 200 / 320), inner.height - t.px(210))
        rect = pygame.Rect(0, inner.y, round(height * 320 / 200), height)
        rect.centerx = inner.centerx
        return rect

    def _picker(self, game: WindowGame) -> Callable[[], None]:
        return lambda: self.pick(game.name)

    def pick(self, name: str) -> None:
        """Open the New game screen of the game called `name` (Elixir Quest alone: its match screen)."""
        if name == "quest" and self.mode == "solo":
            self.ctx.stack.push(self.ctx.scene("questmatch"))
            return
        self.ctx.stack.push(self.ctx.scene("newgame", self.mode, game=name))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, game in self.cards:
                if rect.collidepoint(event.pos) and not self.group.handle(event):
                    self.pick(game.name)
                    return True
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        focused = self.group.focus.current
        if focused is not None:  # one highlight: the gold follows the keys (it stayed on Elixir), none on Back
            for button in self.game_buttons:
                button.style = "primary" if button is focused else "normal"
        super().draw(surface)
        t, tr = self.kit.theme, self.ctx.tr
        res = resources_for(self.ctx)
        for rect, game in self.cards:
            inner = rect.inflate(-t.px(32), -t.px(32))
            box = self.art_rect(inner)
            surface.blit(res.image(game.box, box.size), box.topleft)
            pygame.draw.rect(surface, t.palette.title, box, max(1, t.px(2)), border_radius=t.px(6))
            name = self.kit.text.render(tr(f"games.{game.name}"), t.font_large, t.palette.title, "title")
            surface.blit(name, (inner.x, box.bottom + t.px(6)))
