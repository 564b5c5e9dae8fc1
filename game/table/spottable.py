"""`SpotTable`: a table whose decisions are answered by clicking glowing spots (cards, places)
and by the prompt's keys, as Magicoa's and Elixir Quest's are.

Its prompt offers `glowing()` (the spots a click answers or picks), `focused()` (the keyboard's
spot), `picked` (what is being prepared), `activate(spot)`, `key(key)` and `text()`; the table
offers `zoom_spot(spot)` (show a card large, if the spot holds one) and `waiting_text()` (what
the bar says while the player is not asked). Everything else is `TableBase`'s.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.audio import play_effect
from game.table.base import TableBase
from game.table.promptparts import Reply
from game.table.res import DIM, WHITE


class SpotTable(TableBase):
    """Shared input and prompt bar of the spot-clicking tables (see the module text)."""

    zoom: Any
    prompt: Any

    # ---- what a table provides (override) ------------------------------------------------------

    def zoom_spot(self, spot: Any) -> bool:
        """Show the card under `spot` large; False when it holds none (override)."""
        return False

    def waiting_text(self) -> str:
        """What the prompt bar says while the player is not asked (override)."""
        return ""

    # ---- shared behaviour ------------------------------------------------------------------------

    def enter(self) -> None:
        """Start showing the table: apply the speed setting, lay the table out."""
        self.apply_speed(self.ctx.settings.animation_speed)
        self.resized(self.ctx.size)

    def language_changed(self) -> None:
        """Re-render what depends on the language (the card faces first), if the settings changed it."""
        faces = getattr(self, "faces", None)
        if faces is not None and faces.lang != self.ctx.tr.lang:
            faces.set_language(self.ctx.tr)
            self.log.retell(self.ctx.tr)
            self.resized(self.ctx.size)
            self.refresh_prompt(force=True)

    def escape_is_local(self) -> bool:
        """Whether Escape closes or undoes something of the table's own (the chat, an overlay,
        what the prompt is preparing and Escape clears: `escape_clears`); else the app's menu
        opens."""
        clearing = self.prompt is not None and bool(self.prompt.picked) and self.prompt.escape_clears()
        return self.chat.open or self.overlay_open() or clearing

    def send(self, reply: Reply | None) -> None:
        """Send a complete answer with a click of sound (None only refreshes the buttons)."""
        if reply is not None:
            play_effect(self.ctx.services, "click")
        super().send(reply)

    def click(self, event: pygame.event.Event) -> bool:
        """Right-click zooms; a click on a glowing spot picks it or answers."""
        spot = self.spot_at(event.pos)
        if event.button == 3:
            return self.zoom_spot(spot)
        if event.button == 1 and spot is not None and self.prompt is not None and self.idle \
                and spot in self.prompt.glowing():
            self.send(self.prompt.activate(spot))
            return True
        return False

    def game_key(self, key: int) -> bool:
        """Z zooms; Escape clears what is being prepared (where `escape_clears`); the rest goes
        to the prompt."""
        if key == pygame.K_z:
            return self.zoom_spot(self.hover or (self.prompt.focused() if self.prompt else None))
        if self.prompt is not None and self.idle:
            if key == pygame.K_ESCAPE and self.prompt.picked and self.prompt.escape_clears():
                self.prompt.picked.clear()
                self.send(None)
                return True
            if key in (pygame.K_UP, pygame.K_DOWN) and self.focus_row(-1 if key == pygame.K_UP else 1):
                self.send(None)
                return True
            before = (self.prompt.focus, list(self.prompt.picked))
            reply = self.prompt.key(key)
            if reply is not None or before != (self.prompt.focus, self.prompt.picked):
                self.send(reply)
                return True
        return False

    def focus_row(self, direction: int) -> bool:
        """Move the keys' focus to the card drawn nearest above (`direction` -1) or below (1) the
        focused one, in the next row that way (Elixir Quest's deck is chosen from a grid of two
        rows, and Down did nothing); False when no card lies that way."""
        prompt = self.prompt
        spots = prompt.focusables() if prompt is not None else []
        if prompt is None or not spots:
            return False
        points = [self.spot_point(s) for s in spots]
        here = points[prompt.focus % len(spots)]
        if here is None:
            return False
        ahead = [(abs(p[1] - here[1]), abs(p[0] - here[0]), i) for i, p in enumerate(points)
                 if p is not None and (p[1] - here[1]) * direction > 0]
        if not ahead:
            return False
        prompt.focus = min(ahead)[2]
        return True

    def draw_prompt_bar(self, surface: pygame.Surface) -> None:
        """The prompt's sentence (or what the table waits for) left of the bar's buttons."""
        lay = self.table_layout
        bar = lay.prompt
        right = min((b.rect.x for _, b in self.buttons), default=bar.right) - lay.px(10)
        if self.prompt is not None and self.idle:
            text, colour = self.prompt.text(), WHITE
        else:
            text, colour = self.waiting_text(), DIM
        if not text:
            return
        width = right - bar.x - lay.px(18)
        two = self.res.two_lines(text, lay.px(17), width, "text_bold")  # rather than shrinking it on one line
        if two is not None:
            for img, rect in self.res.stacked(two[1], two[0], bar.x + lay.px(14), bar.centery, colour, "text_bold",
                                              shadow=1):
                surface.blit(img, rect)
            return
        img = self.res.fit_text(text, lay.px(17), width, colour, "text_bold", shadow=1)
        surface.blit(img, img.get_rect(midleft=(bar.x + lay.px(14), bar.centery)))
