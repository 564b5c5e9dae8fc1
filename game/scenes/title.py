"""The title screen: the game's name and the way in (continue, play vs bots, host, join, rules,
settings, quit).

**Continue** is offered when a single-player game is saved (`game.saves`): the save is checked
each time the title is entered; a finished game's save is removed, and a corrupt one is set
aside and reported once (a dialog). **Rejoin** is offered when the window holds the seat
token of a LAN table it was playing at (`game.seattokens`: saved at every welcome, dropped when
the host cannot be reached any more, said it closed the table, or showed the game's result; each
time the title shows, the kept seats are tried newest first off the UI thread, those whose host
no longer answers are forgotten, and Rejoin appears for the first that answers), so a window
restarted after a crash gets back to its seat. A rejoin that
fails leaves no lobby behind: its error is told over the title. Escape does not quit: it
moves the focus to Quit.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

import pygame

from engine import __version__
from game import saves
from game.context import Context
from game.gamelist import game_title
from game.scenes.base import MenuScene, resources_for
from game.scenes.netservice import join_table, known_password, seat_to_rejoin, start_solo
from game.seattokens import SeatRecord, store_for
from game.ui import Dialog
from game.ui.button import fitting_width

log = logging.getLogger("game.scenes.title")


class TitleScene(MenuScene):
    """The first scene. Each button has a hotkey: a letter of its label, chosen per language in
    the catalog (``title.play.key``...), shown at the button's right."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.saved: saves.SaveCheck = saves.SaveCheck()
        self.lan_seat: SeatRecord | None = None
        self.seat_check: Future[SeatRecord | None] | None = None
        """The look for a kept LAN seat whose host answers (`seat_to_rejoin`), until it is done."""

    def enter(self) -> None:
        self.check_save()
        self.check_lan_seat()
        super().enter()

    def resume(self) -> None:
        # a join that failed over the title may have forgotten the seat it offered
        self.check_lan_seat()
        super().resume()

    def check_lan_seat(self) -> None:
        """Offer Rejoin only for a kept seat whose host still answers: look for one now (off the
        UI thread; `update` shows it once found). A stand-in network answers at once."""
        self.lan_seat = None
        self.seat_check = seat_to_rejoin(self.ctx)
        self._take_lan_seat()

    def _take_lan_seat(self) -> bool:
        """Take the result of the seat check if it is done; True when it changed the offer."""
        check = self.seat_check
        if check is None or not check.done():
            return False
        self.seat_check = None
        try:
            seat = check.result()
        except Exception:  # noqa: BLE001 - a failed look offers nothing; the title stays usable
            log.exception("cannot check the kept LAN seats")
            seat = None
        changed, self.lan_seat = seat != self.lan_seat, seat
        return changed

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._take_lan_seat():
            # The offer appears a moment after the title: the focus stays where the player put it,
            # and goes to Rejoin only if it was still on the first button, untouched.
            untouched = bool(self.group.widgets) and self.group.focus.current is self.group.widgets[0]
            self.rebuild()
            if untouched:
                self.group.focus.focus(self.group.widgets[0])

    def check_save(self) -> None:
        """Look for the single-player save (reporting a corrupt one) and offer Continue if it resumes."""
        self.saved = saves.check(saves.save_path(self.ctx))
        self._report_corrupt()

    def _report_corrupt(self) -> None:
        """Say, in a dialog the player acknowledges, that the save was unreadable and where it was put."""
        if self.saved.corrupt is not None:
            tr = self.ctx.tr
            self.ctx.stack.push(Dialog(self.ctx, tr("title.save_corrupt_title"),
                                       tr("title.save_corrupt", path=str(self.saved.corrupt)), [(tr("ui.ok"), None)]))

    def build(self) -> None:
        t, tr = self.kit.theme, self.ctx.tr
        w, h = self.ctx.size
        bw, bh = t.px(360), t.button_height
        x = (w - bw) // 2
        items: list[tuple[str, Callable[[], None], str]] = []
        if self.saved.replay is not None:
            items.append(("title.continue", self.continue_game, "primary"))
        if self.lan_seat is not None:
            items.append(("title.rejoin", self.rejoin, "normal" if items else "primary"))
        items += [
            ("title.play", self._opener("games", "solo"), "normal" if items else "primary"),
            ("title.host", self._opener("games", "host"), "normal"),
            ("title.join", self._opener("lan"), "normal"),
            ("title.rules", self._opener("rules"), "normal"),
            ("title.settings", self._opener("settings"), "normal"),
            ("title.quit", self.quit, "normal"),
        ]
        y = int(h * (0.42 if len(items) < 7 else 0.40))
        # Seven buttons (with Continue) do not fit at full height below the tagline: tighten them.
        step = bh + t.gap
        if y + len(items) * step > h - t.px(30):
            step = (h - t.px(30) - y) // len(items)
            bh = min(bh, step - t.px(8))
        for i, (key, action, style) in enumerate(items):
            letter = tr(f"{key}.key").lower()
            label = self._rejoin_label(bw, letter.upper()) if key == "title.rejoin" else tr(key)
            if key == "title.continue" and self.saved.replay is not None:  # which game it resumes
                label = tr("title.continue_game", game=game_title(tr, self.saved.replay.game))
            self.button((x, y + i * step, bw, bh), label, action, hotkey=pygame.key.key_code(letter),
                        style=style, hint=letter.upper())
        self.group.focus.focus(self.group.widgets[0])

    def _rejoin_label(self, width: int, hint: str) -> str:
        """Rejoin's label for the kept seat, the table's name shortened with an ellipsis as far as
        it must be for the label to fit a button `width` wide at full size beside `hint` (a long
        name shrank the whole label against the button's edge and its key)."""
        assert self.lan_seat is not None
        tr = self.ctx.tr
        name = self.lan_seat.table or self.lan_seat.address
        label, cut = tr("title.rejoin", table=name), name
        while fitting_width(self.kit, label, hint) > width and len(cut) > 1:
            cut = cut[:-1]
            label = tr("title.rejoin", table=cut.rstrip() + "…")
        return label

    def _opener(self, name: str, *args: Any) -> Callable[[], None]:
        return lambda: self.ctx.stack.push(self.ctx.scene(name, *args))

    def continue_game(self) -> None:
        """Resume the saved single-player game where it stopped."""
        replay = self.saved.replay
        if replay is None:
            return
        try:
            start_solo(self.ctx, dict(replay.options), (), resume=replay)
        except Exception as exc:  # noqa: BLE001 - checked a moment ago; if it fails now it is set aside, once
            log.exception("cannot resume the saved game")
            self.saved = saves.set_aside(saves.save_path(self.ctx), str(exc))
            self._report_corrupt()
            self.rebuild()

    def rejoin(self) -> None:
        """Go back to the LAN seat saved by a window that closed or crashed during the game."""
        from game.commands.join import parse_target

        seat = self.lan_seat
        if seat is None:
            return
        try:
            address, port = parse_target(seat.address)
        except ValueError:
            store_for(self.ctx).forget(seat.address)
            self.lan_seat = None
            self.rebuild()
            return
        join_table(self.ctx, address, port, known_password(self.ctx, address, port))

    def back(self) -> None:
        """Escape never quits: it moves the focus to the Quit button (Enter then quits)."""
        self.group.focus.focus(self.group.widgets[-1])

    def quit(self) -> None:
        """Leave the app."""
        self.ctx.quit_requested = True

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        t, tr = self.kit.theme, self.ctx.tr
        w, h = surface.get_size()
        hero = self._hero(tr("title.name"))
        bob = 0 if self.ctx.settings.reduced_motion else int(t.px(6) * math.sin(self.ctx.clock.now * 1.4))
        rect = hero.get_rect(center=(w // 2, int(h * 0.17) + bob))
        surface.blit(hero, rect)
        tag = self.kit.text.render(tr("title.tagline"), t.font_large, t.palette.text, "text_italic")
        surface.blit(tag, tag.get_rect(midtop=(w // 2, rect.bottom - t.px(8))))
        bottle = resources_for(self.ctx).image("icons/bottle_4.png", (t.px(64), t.px(64)))
        surface.blit(bottle, bottle.get_rect(midright=(rect.left - t.px(4), rect.centery + t.px(6))))
        surface.blit(pygame.transform.flip(bottle, True, False),
                     bottle.get_rect(midleft=(rect.right + t.px(4), rect.centery + t.px(6))))
        foot = self.kit.text.render(tr("title.footer", version=__version__), t.font_small, t.palette.text_dim)
        surface.blit(foot, foot.get_rect(bottomleft=(t.pad, h - t.px(10))))
        keys = self.kit.text.render(tr("title.keys"), t.font_small, t.palette.text_dim)
        surface.blit(keys, keys.get_rect(bottomright=(w - t.pad, h - t.px(10))))

    def _hero(self, text: str) -> pygame.Surface:
        """The game's name in gold with a violet glow (cached by the kit's painter cache key)."""
        key = ("hero", text, self.kit.theme.scale)
        cache = self.ctx.services.setdefault("hero_cache", {})
        surf = cache.get(key)
        if surf is not None:
            return surf  # type: ignore[no-any-return]
        t = self.kit.theme
        size = t.font_hero
        gold = self.kit.text.render(text, size, (255, 214, 110), "title")
        edge = self.kit.text.render(text, size, (120, 60, 20), "title")
        glow_src = self.kit.text.render(text, size, (170, 120, 255), "title")
        pad = t.px(30)
        w, h = gold.get_width() + 2 * pad, gold.get_height() + 2 * pad
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        small = pygame.Surface((w, h), pygame.SRCALPHA)
        small.blit(glow_src, (pad, pad))
        for factor in (8, 4):
            blur = pygame.transform.smoothscale(small, (max(1, w // factor), max(1, h // factor)))
            surf.blit(pygame.transform.smoothscale(blur, (w, h)), (0, 0))
        off = max(1, t.px(3))
        surf.blit(edge, (pad + off, pad + off))
        surf.blit(gold, (pad, pad))
        shine = self.kit.text.render(text, size, (255, 250, 220), "title")
        shine.set_alpha(90)
        surf.blit(shine, (pad, pad - max(1, t.px(1))))
        cache.clear()
        cache[key] = surf
        return surf
