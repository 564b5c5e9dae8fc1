"""New match of Elixir Quest: the opponent on the ladder, beginner or advanced, practice or real.

The player's collection (`game.collection`, the profile named like the player) is the pool its
deck is chosen from, as the opponent's collection is the bot's; a real match moves the
characters won between the two collections when it ends (`game.collection.window.settle_after`,
called by the table's shell), a practice match moves none. A damaged collection file is
reported and kept aside; the next opening of this screen starts a new collection.

A saved deck (made in the deck builder, `game.scenes.deckbuilder`) can be brought to the match:
it is then the player's whole pool, and an advanced match takes its number of potions.

Keys: Up/Down or Tab move the focus, Enter activates, M switches beginner/advanced, R
practice/real, K the deck brought, D opens the deck builder, 1-5 pick an opponent, Ctrl+Enter
starts.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pygame

from engine.quest.cards import card_data
from game.choices import QuestMatchChoices
from game.collection.ladder import LADDER, pools
from game.collection.store import CollectionStore, CorruptCollection
from game.collection.window import open_store, profile_seed
from game.context import Context
from game.questtext import match_terms
from game.scenes.base import MenuScene
from game.scenes.netservice import start_solo
from game.scenes.savedgame import start_over_saved_game
from game.ui import Label, Panel, fitting_width

START_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
ADVANCED_POTIONS = 3


class QuestMatchScene(MenuScene):
    """Choose an opponent and the kind of match, then play it."""

    title_key = "questmatch.title"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        setup = ctx.settings.quest_match  # the choices of the last match started
        self.rung, self.advanced, self.real = min(setup.rung, len(LADDER) - 1), setup.advanced, setup.real
        self.summary = ""
        self.decks: dict[str, list[int]] = {}
        self.deck: str | None = None
        """The saved deck brought to the match (None: choose from the whole collection at the table)."""
        self.saved: dict[str, list[int]] = {}
        """Every saved deck, whole or not (`decks` holds those the collection still holds whole)."""
        self._available: Counter[int] = Counter()
        self.notice = ""
        """Why the deck the player meant to bring again cannot be (`bring_again`), if so."""
        self.lost_deck: str | None = None
        """The saved deck `notice` is about."""
        self.error: str | None = None
        self.box_rect: pygame.Rect | None = None
        self._read_collection()
        if setup.deck in self.decks:
            self.deck = setup.deck

    def _read_collection(self) -> None:
        tr = self.ctx.tr
        try:
            store = open_store(self.ctx)
        except CorruptCollection as exc:
            self.error = tr("questmatch.damaged", path=str(exc.kept_at))
            return
        try:
            player = store.open_profile(self.ctx.settings.name, profile_seed(self.ctx.settings.name))
            cards = store.cards(player)
            characters = sum(n for k, n in cards.items() if k < 100)
            self.summary = tr("questmatch.collection", name=player.name,
                              characters=tr("questmatch.count.characters", count=characters),
                              potions=tr("questmatch.count.potions", count=sum(cards.values()) - characters),
                              matches=tr("questmatch.count.matches", count=len(store.history(player))))
            available = store.available(player)
            saved = self.saved = store.decks(player)
            self.decks = {name: kinds for name, kinds in saved.items() if not Counter(kinds) - available}
            self._available = available
            if len(self.decks) < len(saved):  # say why those decks cannot be brought
                self.summary += " " + tr("questmatch.decks_incomplete", count=len(saved) - len(self.decks))
        finally:
            store.close()

    def build(self) -> None:
        t, tr = self.kit.theme, self.ctx.tr
        w, h = self.ctx.size
        top = t.px(110)
        pw = min(w - 2 * t.pad, t.px(1100))
        panel = Panel(self.kit, ((w - pw) // 2, top, pw, h - top - t.px(110)), glow=True)
        self.group.add(panel)
        inner = panel.content_rect()
        col_w = (inner.width - t.pad * 2) // 2
        left = pygame.Rect(inner.x, inner.y, col_w, inner.height)
        right = pygame.Rect(inner.x + col_w + t.pad * 2, inner.y, col_w, inner.height)
        bh, step = t.button_height, t.button_height + t.gap
        self._heading(left, tr("games.quest"))
        y = left.y + t.px(44)
        mode, kind, about = match_terms(tr, advanced=self.advanced, real=self.real)
        self.button((left.x, y, left.width, bh), mode, self.toggle_mode, hotkey=pygame.K_m, hint="M")
        y += step
        self.button((left.x, y, left.width, bh), kind, self.toggle_real, hotkey=pygame.K_r, hint="R")
        y += step
        deck = tr("questmatch.deck.any") if self.deck is None else self.deck
        self.button((left.x, y, left.width, bh), tr("questmatch.deck", value=deck), self.cycle_deck,
                    hotkey=pygame.K_k, hint="K")
        y += step
        self.button((left.x, y, left.width, bh), tr("questmatch.builder"), self.open_builder,
                    hotkey=pygame.K_d, hint="D", enabled=self.error is None)
        y += step
        label = Label(self.kit, (left.x, y, left.width, 10), about, size=t.font_small, colour=t.palette.text_dim)
        self.group.add(label)
        y = label.rect.bottom + t.gap
        label = self._fitted((left.x, y, left.width, left.bottom - y), self.info(),
                             t.palette.title if self.error is None else (240, 120, 110))
        self.group.add(label)
        boxtop = label.rect.bottom + t.gap
        height = max(0, min(left.bottom - boxtop, round(left.width * 200 / 320)))
        self.box_rect = pygame.Rect(left.x, boxtop, round(height * 320 / 200), height) if height > t.px(60) else None
        self._heading(right, tr("questmatch.ladder"))
        y = right.y + t.px(44)
        for i, r in enumerate(LADDER):
            chosen = i == self.rung
            text = tr("questmatch.rung", n=i + 1, name=r.name, title=tr(f"questmatch.rung.{r.id}"),
                      level=tr(f"questmatch.level.{r.id}"))
            self.button((right.x, y, right.width, bh), text, self._picker(i),
                        hotkey=pygame.K_1 + i, hint=str(i + 1), style="primary" if chosen else "normal")
            y += step
        self._footer()

    def _footer(self) -> None:
        t, tr = self.kit.theme, self.ctx.tr
        w, h = self.ctx.size
        bh, by = t.button_height, h - t.px(90)
        self.button((w // 2 - t.px(330), by, t.px(300), bh), tr("ui.back"), self.back, hint=tr("ui.key.esc"))
        start_w = max(t.px(300), fitting_width(self.kit, tr("questmatch.start"), tr("newgame.start_key")))
        start = self.button((w // 2 + t.px(30), by, start_w, bh), tr("questmatch.start"), self.start, style="primary",
                            hint=tr("newgame.start_key"), enabled=self.error is None)
        self.group.add(Label(self.kit, (t.pad, h - t.px(30), w - 2 * t.pad, 10), tr("questmatch.keys"),
                             size=t.font_small, colour=t.palette.text_dim, align="center"))
        self.group.focus.focus(start)

    def info(self) -> str:
        """The line under the match's terms: the collection's damage, else why the deck played
        last cannot be brought again (all the player needs at that moment: the summary's line
        about incomplete decks would say it twice), else the collection's summary."""
        return self.error or self.notice or self.summary

    def _fitted(self, rect: tuple[int, int, int, int], text: str, colour: tuple[int, int, int]) -> Label:
        """A label of `text` wrapped to `rect`'s width at the small size, smaller (down to three
        quarters of it) when that is too tall for `rect`: a long deck name or many lost cards."""
        small = self.kit.theme.font_small
        x, y, w, h = rect
        for size in range(small, max(8, small * 3 // 4) - 1, -1):
            label = Label(self.kit, (x, y, w, 10), text, size=size, colour=colour)
            if label.rect.height <= h:
                break
        return label

    def _heading(self, rect: pygame.Rect, text: str) -> None:
        t = self.kit.theme
        self.group.add(Label(self.kit, (rect.x, rect.y, rect.width, 10), text, size=t.font_large,
                             colour=t.palette.title, role="title"))

    def _picker(self, index: int) -> Callable[[], None]:
        return lambda: self.pick(index)

    def pick(self, index: int) -> None:
        """Choose the ladder's opponent `index`."""
        self.rung = index
        self.rebuild()

    def cycle_deck(self) -> None:
        """Bring the next saved deck (or none: choose at the table from the whole collection);
        with no deck saved, say where one is made (the button was greyed and K did nothing,
        while the footer offered "K: deck")."""
        if not self.decks:
            self.notice = self.ctx.tr("questmatch.no_deck_saved")
            self.rebuild()
            return
        names: list[str | None] = [None, *sorted(self.decks)]
        self.deck = names[(names.index(self.deck) + 1) % len(names)] if self.deck in names else None
        self.rebuild()

    def bring_again(self, played: list[int]) -> bool:
        """Bring again the saved deck whose cards are `played` (the last match's deck). True when
        the match can start as the last one did: that deck is still whole, or no saved deck was
        played (the next is chosen at the table too). False when the collection has lost some of
        that deck's cards since: no deck is brought, and the screen says which cards."""
        name = next((n for n, kinds in self.saved.items() if sorted(kinds) == sorted(played)), None)
        if name is not None and name in self.decks:
            self.deck = name
            self._tell_lost(None)
            return True
        self.deck = None
        self._tell_lost(name)
        if name is not None:
            self.rebuild()
        return name is None

    def _tell_lost(self, name: str | None) -> None:
        """Say which cards the saved deck `name` lacks (None, or a deck no longer saved or whole
        again: say nothing)."""
        self.lost_deck = name if name in self.saved and name not in self.decks else None
        self.notice = ""
        if self.lost_deck is not None:
            tr = self.ctx.tr
            lost = sorted((Counter(self.saved[self.lost_deck]) - self._available).elements())
            self.notice = tr("questmatch.deck_lost", name=self.lost_deck,
                             cards=", ".join(tr.card({"en": card_data(k)["name"]}) for k in lost))

    def open_builder(self) -> None:
        """Open the deck builder."""
        self.ctx.stack.push(self.ctx.scene("deckbuilder"))

    def resume(self) -> None:
        """Back from the deck builder: read the collection and its decks again (the notice about
        the deck played last stays only while that deck is still saved and still incomplete)."""
        self._read_collection()
        self._tell_lost(self.lost_deck)
        if self.deck not in self.decks:
            self.deck = None
        self.rebuild()

    def toggle_mode(self) -> None:
        """Beginner (one round, no potions) or advanced."""
        self.advanced = not self.advanced
        self.rebuild()

    def toggle_real(self) -> None:
        """Practice (every card goes back) or real (the cards won are kept)."""
        self.real = not self.real
        self.rebuild()

    def handle(self, event: pygame.event.Event) -> bool:
        ctrl = pygame.KMOD_CTRL | pygame.KMOD_META
        if event.type == pygame.KEYDOWN and event.key in START_KEYS and event.mod & ctrl:
            self.start()
            return True
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.box_rect is not None:
            from game.scenes.base import resources_for

            art = resources_for(self.ctx).image("box/quest.png", self.box_rect.size)
            surface.blit(art, self.box_rect.topleft)
            pygame.draw.rect(surface, self.kit.theme.palette.title, self.box_rect, max(1, self.kit.theme.px(2)),
                             border_radius=self.kit.theme.px(6))

    def options(self, store: CollectionStore) -> dict[str, Any]:
        """The match's engine options: the mode, the potions, real or practice, both pools."""
        r = LADDER[self.rung]
        player = store.open_profile(self.ctx.settings.name, profile_seed(self.ctx.settings.name))
        both = pools(store, player, r)
        potions = ADVANCED_POTIONS if self.advanced else 0
        if self.deck is not None and self.deck in self.decks:
            both[0] = sorted(self.decks[self.deck])  # the deck brought is the player's whole pool
            potions = sum(1 for k in both[0] if k > 100) if self.advanced else 0
        return {"mode": "advanced" if self.advanced else "beginner", "potions": potions, "real": self.real,
                "pools": both}

    def start(self) -> None:
        """Start the match against the chosen opponent (over a saved game, after asking)."""
        if self.error is not None:
            return
        start_over_saved_game(self.ctx, self.start_now)

    def start_now(self) -> None:
        """Start the match against the chosen opponent, without asking (the choices are saved in
        the settings for the next time the screen opens)."""
        from game.ui import Dialog

        chosen = QuestMatchChoices(self.rung, self.advanced, self.real, self.deck)
        self.ctx.apply_settings(self.ctx.settings.with_changes(quest_match=chosen))
        tr = self.ctx.tr
        try:
            store = open_store(self.ctx)
        except CorruptCollection as exc:
            self.error = tr("questmatch.damaged", path=str(exc.kept_at))
            self.rebuild()
            return
        try:
            options = self.options(store)
        finally:
            store.close()
        r = LADDER[self.rung]
        try:
            start_solo(self.ctx, options, (r.bot,), game="quest", bot_names=(r.name,))
        except ValueError as exc:
            self.ctx.stack.push(Dialog(self.ctx, tr("questmatch.cannot"), str(exc), [(tr("ui.ok"), None)]))
