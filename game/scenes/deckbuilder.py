"""The Elixir Quest deck builder: browse your collection, build decks, name and keep them.

Left, the collection (filtered by type and rarity, sorted by name, attack, health, mind or
rarity; each row says how many copies you could still put in the deck, dimmed once every copy
is in it); a click selects a card and shows it large, a second click (or Enter, or the button
under it) adds it to the deck, or takes a copy out when none is left. Right, the deck being
built: a click on one of its cards shows it large, a second click (or Enter, or the button)
takes it out; its tally against the rules, and why it cannot be kept yet, in the player's
language; its name; Save keeps it (the collection refuses a deck against the rules or with
cards not owned, and the reason is shown); the saved decks below, a click loads one.

Keys: F type filter, R rarity filter, S sort, Ctrl+S save, Delete removes the loaded deck,
Esc back.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame

from engine.quest.cards import card_data, character, is_character, rarity
from engine.quest.decks import CHARACTERS_PER_DECK, MAX_POTIONS, MAX_RARE
from game.collection.store import CollectionError, CollectionStore, CorruptCollection
from game.context import Context
from game.i18n import name_order
from game.scenes.base import MenuScene
from game.ui import Label, ListView, Panel, Row, TextInput

TYPES = ("all", "characters", "potions")
RARITIES = ("any", "common", "uncommon", "rare")
SORTS = ("name", "attack", "health", "mind", "rarity")
RARITY_ORDER = {"common": 0, "uncommon": 1, "rare": 2}


class DeckBuilderScene(MenuScene):
    """Build and keep Elixir Quest decks from the player's collection (see the module text)."""

    title_key = "deckbuilder.title"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.type_filter, self.rarity_filter, self.sort = "all", "any", "name"
        self.deck: list[int] = []
        self.name = ctx.tr("deckbuilder.default_name")
        self.selected: int | None = None
        self.selected_in_deck = False
        """Whether the card shown was chosen in the deck (its button takes it out) or in the collection."""
        self.message = ""
        self.owned: Counter[int] = Counter()
        self.saved: dict[str, list[int]] = {}
        self.loaded: str | None = None
        """The saved deck being edited (its name when it was loaded or last saved), if any."""
        self.error: str | None = None
        self.card_rect: pygame.Rect | None = None
        self._faces: Any = None
        self._load()

    # ---- the collection ------------------------------------------------------------------------

    def _store(self) -> CollectionStore:
        from game.collection.window import open_store

        return open_store(self.ctx)

    def _load(self) -> None:
        from game.collection.window import profile_seed

        try:
            store = self._store()
        except CorruptCollection as exc:
            self.error = self.ctx.tr("questmatch.damaged", path=str(exc.kept_at))
            return
        try:
            profile = store.open_profile(self.ctx.settings.name, profile_seed(self.ctx.settings.name))
            self.owned = store.cards(profile)
            self.saved = store.decks(profile)
        finally:
            store.close()

    def shown_cards(self) -> list[int]:
        """The kinds of the collection the filters keep, in the chosen order."""
        kinds = [k for k in self.owned if self._keeps(k)]

        def key(kind: int) -> tuple[Any, ...]:
            data = card_data(kind)
            name = name_order(self.ctx.tr.card({"en": data["name"]}))
            if self.sort == "name":
                return (name,)
            if self.sort == "rarity":
                return (-RARITY_ORDER[data["rarity"]], name)
            return (not is_character(kind), -int(data.get(self.sort, 0)), name)

        return sorted(kinds, key=key)

    def _keeps(self, kind: int) -> bool:
        if self.type_filter == "characters" and not is_character(kind):
            return False
        if self.type_filter == "potions" and is_character(kind):
            return False
        return self.rarity_filter == "any" or str(rarity(kind)) == self.rarity_filter

    # ---- the deck --------------------------------------------------------------------------------

    def tally(self) -> str:
        """The deck's counts against the rules, of the cards the collection still holds (a saved
        deck's card a real match took since is not counted: the note says which are missing)."""
        tr = self.ctx.tr
        held = list((Counter(self.deck) - self.missing()).elements())
        chars = [k for k in held if is_character(k)]
        pots = [k for k in held if not is_character(k)]
        return tr("deckbuilder.tally", characters=len(chars), want=CHARACTERS_PER_DECK,
                  rare=tr("quest.count.rare_characters", count=sum(str(rarity(k)) == "rare" for k in chars)),
                  potions=len(pots),
                  rare_potions=tr("quest.count.rare_potions", count=sum(str(rarity(k)) == "rare" for k in pots)))

    def missing(self, kinds: list[int] | None = None) -> Counter[int]:
        """The cards of `kinds` (the deck being built by default) the collection does not hold
        (a saved deck keeps a card a real match took since)."""
        return Counter(self.deck if kinds is None else kinds) - self.owned

    def problem(self) -> str | None:
        """Why the deck cannot be kept, in the player's language, or None."""
        tr = self.ctx.tr
        missing = self.missing()
        if missing:
            names = ", ".join(tr.card({"en": card_data(k)["name"]}) for k in sorted(missing.elements()))
            return tr("deckbuilder.why.missing", count=sum(missing.values()), cards=names)
        chars = [k for k in self.deck if is_character(k)]
        pots = [k for k in self.deck if not is_character(k)]
        if len(chars) != CHARACTERS_PER_DECK:
            return tr("deckbuilder.why.characters", want=CHARACTERS_PER_DECK)
        if sum(str(rarity(k)) == "rare" for k in chars) > MAX_RARE:
            return tr("deckbuilder.why.rare_characters", limit=MAX_RARE)
        if len(pots) > MAX_POTIONS:
            return tr("deckbuilder.why.potions", limit=MAX_POTIONS)
        if sum(str(rarity(k)) == "rare" for k in pots) > MAX_RARE:
            return tr("deckbuilder.why.rare_potions", limit=MAX_RARE)
        return None

    def copies_left(self, kind: int) -> int:
        """How many more copies of `kind` the collection could put in the deck."""
        return max(0, self.owned[kind] - Counter(self.deck)[kind])

    def toggle(self, kind: int) -> None:
        """A collection card chosen again: one more copy in the deck while one is left, else one
        taken out (its row says "×0", dimmed: every copy owned is in the deck)."""
        if self.copies_left(kind) == 0 and kind in self.deck:
            self.remove(kind)
        else:
            self.add(kind)

    def add(self, kind: int) -> None:
        """Put one more copy of `kind` in the deck, if one is owned and not already in it."""
        if Counter(self.deck)[kind] < self.owned[kind]:
            self.deck.append(kind)
            self.message = ""
        else:
            self.message = self.ctx.tr("deckbuilder.no_more", card=self.ctx.tr.card({"en": card_data(kind)["name"]}))
        self.rebuild()

    def remove(self, kind: int) -> None:
        """Take one copy of `kind` out of the deck."""
        if kind in self.deck:
            self.deck.remove(kind)
            self.message = ""  # "Deck saved." was about the deck before
        self.rebuild()

    def save(self) -> None:
        """Keep the deck under its name, asking first when that renames the deck being edited
        (rename it, or keep both) or replaces another saved deck of that name."""
        from game.ui import Dialog

        tr = self.ctx.tr
        name, old = self.name.strip(), self.loaded
        if old is not None and old != name and old in self.saved:
            self.ctx.stack.push(Dialog(self.ctx, tr("deckbuilder.rename_title"),
                                       tr("deckbuilder.rename_body", old=old, name=name),
                                       [(tr("deckbuilder.rename"), lambda: self.save_now(rename_from=old)),
                                        (tr("deckbuilder.keep_both"), self.save_now), (tr("ui.cancel"), None)]))
            return
        if name in self.saved and name != old and self.saved[name] != sorted(self.deck):
            self.ctx.stack.push(Dialog(self.ctx, tr("deckbuilder.replace_title"),
                                       tr("deckbuilder.replace_body", name=name),
                                       [(tr("deckbuilder.replace"), self.save_now), (tr("ui.cancel"), None)]))
            return
        self.save_now()

    def save_now(self, rename_from: str | None = None) -> None:
        """Keep the deck under its name (the collection checks it again); with `rename_from`, the
        deck of that name is then forgotten (a rename)."""
        from game.collection.window import profile_seed

        tr = self.ctx.tr
        store = self._store()
        try:
            profile = store.open_profile(self.ctx.settings.name, profile_seed(self.ctx.settings.name))
            store.save_deck(profile, self.name.strip(), list(self.deck))
            if rename_from is not None and rename_from != self.name.strip():
                store.delete_deck(profile, rename_from)
            self.saved = store.decks(profile)
            self.loaded = self.name.strip()
            self.message = tr("deckbuilder.saved", name=self.name.strip())
        except CollectionError as exc:
            self.message = tr("deckbuilder.refused", reason=self.problem() or str(exc))
        finally:
            store.close()
        self.rebuild()

    def delete(self) -> None:
        """Forget the saved deck of the current name, once the player confirms."""
        from game.ui import Dialog

        name = self.name.strip()
        if name not in self.saved:
            return
        tr = self.ctx.tr
        self.ctx.stack.push(Dialog(self.ctx, tr("deckbuilder.delete_title"), tr("deckbuilder.delete_body", name=name),
                                   [(tr("deckbuilder.delete"), self.delete_now), (tr("ui.cancel"), None)],
                                   careful=True))

    def delete_now(self) -> None:
        """Forget the saved deck of the current name, without asking."""
        from game.collection.window import profile_seed

        name = self.name.strip()
        if name not in self.saved:
            return
        store = self._store()
        try:
            profile = store.open_profile(self.ctx.settings.name, profile_seed(self.ctx.settings.name))
            store.delete_deck(profile, name)
            self.saved = store.decks(profile)
        finally:
            store.close()
        if self.loaded == name:
            self.loaded = None
        self.message = self.ctx.tr("deckbuilder.deleted", name=name)
        self.rebuild()

    def load(self, name: str) -> None:
        """Take a saved deck to edit."""
        self.name = name
        self.loaded = name
        self.deck = list(self.saved.get(name, []))
        self.message = ""
        self.rebuild()

    # ---- the screen -------------------------------------------------------------------------------

    def cycle(self, what: str) -> None:
        """Next type filter, rarity filter or sort."""
        options = {"type_filter": TYPES, "rarity_filter": RARITIES, "sort": SORTS}[what]
        setattr(self, what, options[(options.index(getattr(self, what)) + 1) % len(options)])
        if not self.selected_in_deck and self.selected not in self.shown_cards():
            self.selected = None  # the card shown large was one the filter now hides
        self.rebuild()

    def _collection_row(self, kind: int) -> Row:
        """A card of the collection: the copies still to put in the deck (dimmed at none)."""
        left = self.copies_left(kind)
        row = self._row(kind, f"×{left} · ")
        return Row(row.text, row.detail, row.data, muted=left == 0)

    def _row(self, kind: int, count: str) -> Row:
        tr = self.ctx.tr
        data = card_data(kind)
        if is_character(kind):
            c = character(kind)
            detail = f"{count}{c.attack}/{c.health}/{c.mind}"
        else:
            detail = f"{count}{tr('deckbuilder.potion')}"
        if data["rarity"] == "rare":
            detail += " · " + tr("deckbuilder.rarity.rare")
        return Row(tr.card({"en": data["name"]}), detail, kind)

    def build(self) -> None:
        t, tr = self.kit.theme, self.ctx.tr
        # the card shown stays the deck's only while the deck holds it (taken out, or another deck loaded)
        self.selected_in_deck = self.selected_in_deck and self.selected in self.deck
        w, h = self.ctx.size
        top, bh, gap = t.px(96), t.button_height, t.gap
        pw = min(w - 2 * t.pad, t.px(1220))
        x0 = (w - pw) // 2
        third = (pw - 2 * gap) // 3
        fw = (2 * third + gap - 2 * gap) // 3
        self.button((x0, top, fw, bh), tr("deckbuilder.type", value=tr(f"deckbuilder.type.{self.type_filter}")),
                    lambda: self.cycle("type_filter"), hotkey=pygame.K_f, hint="F")
        self.button((x0 + fw + gap, top, fw, bh),
                    tr("deckbuilder.rarity", value=tr(f"deckbuilder.rarity.{self.rarity_filter}")),
                    lambda: self.cycle("rarity_filter"), hotkey=pygame.K_r, hint="R")
        sort = tr("deckbuilder.sort", value=tr(f"deckbuilder.sort.{self.sort}"))
        self.button((x0 + 2 * (fw + gap), top, fw, bh), sort, lambda: self.cycle("sort"), hotkey=pygame.K_s, hint="S")
        body_top = top + bh + gap
        body_h = h - body_top - t.px(110)
        foot = h - t.px(90) + bh  # the side columns go down to the foot of the Back button, between them
        rows = [self._collection_row(k) for k in self.shown_cards()]
        cards = ListView(self.kit, (x0, body_top, third, foot - body_top), rows, on_select=self._pick,
                         on_activate=lambda row: self.toggle(int(row.data)), empty=tr("deckbuilder.empty"))
        for i, row in enumerate(rows):
            if row.data == self.selected and not self.selected_in_deck:
                cards.selected = i
        self.group.add(cards)
        mid = pygame.Rect(x0 + third + gap, body_top, third, body_h)
        face_w = min(mid.width - t.px(20), round((mid.height - bh - t.px(30)) / 1.4))
        self.card_rect = pygame.Rect(mid.centerx - face_w // 2, mid.y, face_w, round(face_w * 1.4))
        if self.selected is not None and self.selected_in_deck:
            self.button((mid.x, mid.bottom - bh, mid.width, bh), tr("deckbuilder.remove"),
                        lambda: self.remove(int(self.selected or 0)), hotkey=pygame.K_a, hint="A")
        elif self.selected is not None:
            taking_out = self.copies_left(self.selected) == 0 and self.selected in self.deck
            self.button((mid.x, mid.bottom - bh, mid.width, bh),
                        tr("deckbuilder.remove" if taking_out else "deckbuilder.add"),
                        lambda: self.toggle(int(self.selected or 0)), hotkey=pygame.K_a, hint="A")
        right = pygame.Rect(x0 + 2 * (third + gap), top, third, foot - top)
        panel = Panel(self.kit, right, glow=True)
        self.group.add(panel)
        inner = panel.content_rect()
        self.group.add(TextInput(self.kit, (inner.x, inner.y, inner.width, bh), self.name, max_length=24,
                                 placeholder=tr("deckbuilder.name"), on_change=self._set_name))
        self._deck_side(pygame.Rect(inner.x, inner.y + bh + gap, inner.width, inner.bottom - inner.y - bh - gap))
        self.button((w // 2 - t.px(150), h - t.px(90), t.px(300), bh), tr("ui.back"), self.back, hint=tr("ui.key.esc"))
        self.group.add(Label(self.kit, (t.pad, h - t.px(30), w - 2 * t.pad, 10), tr("deckbuilder.keys"),
                             size=t.font_small, colour=t.palette.text_dim, align="center"))
        self.group.focus.focus(cards)

    def _deck_side(self, area: pygame.Rect) -> None:
        """Under the deck's name, in `area`: its cards, its tally and note, Save and Delete, and the
        saved decks. Laid out from the foot up: the saved decks get at least two whole rows, Save
        and Delete stay put whatever the note says (two lines are kept for it), and the deck's
        list takes what is left (a longer note takes its lines from there)."""
        t, tr = self.kit.theme, self.ctx.tr
        bh, gap = t.button_height, t.gap
        deck_rows = self._deck_rows()
        deck = ListView(self.kit, (area.x, area.y, area.width, area.height), deck_rows, on_select=self._pick_in_deck,
                        on_activate=lambda row: self.remove(int(row.data)), empty=tr("deckbuilder.deck_empty"))
        saved = ListView(self.kit, (area.x, area.y, area.width, area.height), self._saved_rows(),
                         on_select=lambda row: self.load(str(row.data)), empty=tr("deckbuilder.none_saved"))
        tally = Label(self.kit, (area.x, area.y, area.width, 10), self.tally(), size=t.font_small,
                      colour=t.palette.title)
        why = self.error or self.message or self.problem() or tr("deckbuilder.ready")
        note = Label(self.kit, (area.x, area.y, area.width, 10), why, size=t.font_small, colour=t.palette.text_dim)
        two_lines = 2 * self.kit.text.fonts.get("text", t.font_small).get_linesize()
        between = gap // 2 + tally.rect.height + 2 + two_lines + gap // 2 + bh + gap // 2
        usual = max(t.px(120), (area.height + bh + gap) // 2 - bh)  # the deck's list, room allowing
        rows = max(2, (area.height - usual - between) // saved.row_height)
        saved.rect.height = rows * saved.row_height
        saved.rect.bottom = area.bottom
        buttons = saved.rect.y - gap // 2 - bh
        note.rect.y = buttons - gap // 2 - max(note.rect.height, two_lines)
        tally.rect.y = note.rect.y - 2 - tally.rect.height
        deck.rect.height = tally.rect.y - gap // 2 - area.y
        if self.selected_in_deck:
            deck.select(next(i for i, row in enumerate(deck_rows) if row.data == self.selected))
        self.group.add(deck)
        self.group.add(tally)
        self.group.add(note)
        half = (area.width - gap) // 2
        self.button((area.x, buttons, half, bh), tr("deckbuilder.save"), self.save, style="primary",
                    enabled=self.problem() is None and self.error is None)
        self.button((area.x + half + gap, buttons, half, bh), tr("deckbuilder.delete"), self.delete,
                    hotkey=pygame.K_DELETE, enabled=self.name.strip() in self.saved)
        self.group.add(saved)

    def _saved_rows(self) -> list[Row]:
        """The saved decks: name, size, and whether the collection still holds them whole."""
        tr = self.ctx.tr
        return [Row(name, tr("deckbuilder.cards", count=len(kinds))
                    + (" · " + tr("deckbuilder.incomplete") if self.missing(kinds) else ""), name)
                for name, kinds in self.saved.items()]

    def _deck_rows(self) -> list[Row]:
        """The deck's cards, characters first, by name; a copy the collection lacks says so."""
        tr = self.ctx.tr
        rows: list[Row] = []
        seen: Counter[int] = Counter()
        order = sorted(self.deck, key=lambda k: (not is_character(k),
                                                 name_order(tr.card({"en": card_data(k)["name"]}))))
        for kind in order:
            seen[kind] += 1
            row = self._row(kind, "")
            if seen[kind] > self.owned[kind]:  # what it is matters no more than that it is gone: room for its name
                row = Row(row.text, tr("deckbuilder.lost"), row.data)
            rows.append(row)
        return rows

    def _pick(self, row: Row) -> None:
        self.selected, self.selected_in_deck = int(row.data), False
        self.rebuild()

    def _pick_in_deck(self, row: Row) -> None:
        if (self.selected, self.selected_in_deck) != (int(row.data), True):
            self.selected, self.selected_in_deck = int(row.data), True
            self.rebuild()

    def _set_name(self, text: str) -> None:
        self.name = text

    def handle(self, event: pygame.event.Event) -> bool:
        ctrl = pygame.KMOD_CTRL | pygame.KMOD_META
        if event.type == pygame.KEYDOWN and event.key == pygame.K_s and event.mod & ctrl:
            problem = self.problem()
            if problem is None:
                self.save()
            else:  # say why nothing was saved (the note above only said what the deck lacks)
                self.message = self.ctx.tr("deckbuilder.refused", reason=problem)
                self.rebuild()
            return True
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.selected is None or self.card_rect is None:
            return
        if self._faces is None or self._faces.lang != self.ctx.tr.lang:
            from game.table.res import Resources
            from game.tables.quest.faces import QuestFaces

            self._faces = QuestFaces(Resources(), self.ctx.tr)
        surface.blit(self._faces.card(self.selected, self.card_rect.width), self.card_rect.topleft)
