"""The in-game rules (our own words, through the translation layer) and the card reference, per game.

Rules: sections listed on the left, the text of the chosen one on the right. Cards: every
card of the game, with its face, its name and text in the player's language (Elixir: its
kind, level and recipe; Magicoa: its colour, points, power and flavour). The Game button
(F3) switches between the games this window plays; the scene opens on `game`.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from game.context import Context
from game.i18n import card_text, name_order
from game.scenes.base import MenuScene
from game.ui import Label, ListView, Panel, Row

log = logging.getLogger("game.scenes.rules")

SECTIONS = ("goal", "setup", "draft", "turn", "cast", "forfeits", "objects", "transactions", "end", "variants")
KIND_ORDER = {"spell": 0, "ingredient": 1, "object": 2, "transaction": 3}


def card_entries(lang: str) -> list[tuple[str, int, Any]]:
    """(sort label, first instance id, definition) for every card definition, spells first by level."""
    from engine.elixir.catalog import all_instances

    first: dict[str, tuple[int, Any]] = {}
    for i, d in enumerate(all_instances()):
        first.setdefault(d.key, (i, d))
    out = []
    for card, d in first.values():
        name = card_text(d.name, lang) or d.key
        out.append((name, card, d))
    out.sort(key=lambda e: (KIND_ORDER.get(e[2].kind.value, 9), e[2].level, name_order(e[0])))
    return out


class RulesScene(MenuScene):
    """Rules and card reference with two tabs (Tab key or the buttons switch)."""

    title_key = "rules.title"

    def __init__(self, ctx: Context, game: str = "elixir") -> None:
        super().__init__(ctx)
        self.game = game
        self.tab = "rules"
        self.section = self.sections()[0]
        self.card: int | None = None
        self.faces: Any = None
        self.faces_lang = ""
        self.topics: ListView | None = None

    def sections(self) -> tuple[str, ...]:
        """The rule topics of the game shown."""
        if self.game == "magicoa":
            from game.tables.magicoa.reference import RULE_TOPICS

            return RULE_TOPICS
        if self.game == "quest":
            from game.tables.quest.reference import RULE_TOPICS as QUEST_TOPICS

            return QUEST_TOPICS
        return SECTIONS

    def topic_key(self, section: str) -> str:
        """The text key prefix of a topic of the game shown."""
        return f"{self.game}.rules.{section}" if self.game in ("magicoa", "quest") else f"rules.{section}"

    def build(self) -> None:
        t, tr = self.kit.theme, self.ctx.tr
        w, h = self.ctx.size
        pw = min(w - 2 * t.pad, t.px(1180))
        top = t.px(100)
        bh = t.button_height
        game_w = t.px(300)
        self.button(((w - pw) // 2, top, t.px(220), bh), tr("rules.tab.rules"), lambda: self.set_tab("rules"),
                    style="primary" if self.tab == "rules" else "normal", hotkey=pygame.K_F1, hint="F1")
        self.button(((w - pw) // 2 + t.px(232), top, t.px(220), bh), tr("rules.tab.cards"),
                    lambda: self.set_tab("cards"), style="primary" if self.tab == "cards" else "normal",
                    hotkey=pygame.K_F2, hint="F2")
        # after the tabs: Tab follows the top row as it reads, left to right
        self.button(((w + pw) // 2 - game_w, top, game_w, bh),
                    tr("rules.game", game=tr(f"games.{self.game}")), self.next_game, hotkey=pygame.K_F3, hint="F3")
        body = pygame.Rect((w - pw) // 2, top + bh + t.gap, pw, h - top - bh - t.gap - t.px(110))
        list_w = t.px(360)
        sections = self.sections()
        if self.tab == "rules":
            rows = [Row(tr(f"{self.topic_key(s)}.title"), data=s) for s in sections]
            lv = ListView(self.kit, (body.x, body.y, list_w, body.height), rows, on_select=self._pick_section)
            lv.selected = sections.index(self.section)
            # the list is built anew on every choice: keep its scroll, with the chosen topic in view
            scroll = self.topics.scroll if self.topics is not None else 0
            lv.scroll = max(lv.selected - lv.visible_count() + 1, min(scroll, lv.selected))
            self.topics = lv
            self.group.add(lv)
            panel = Panel(self.kit, (body.x + list_w + t.gap, body.y, body.width - list_w - t.gap, body.height))
            self.group.add(panel)
            inner = panel.content_rect()
            key = self.topic_key(self.section)
            self.group.add(Label(self.kit, (inner.x, inner.y, inner.width, 10), tr(f"{key}.title"),
                                 size=t.font_large, role="title", colour=t.palette.title))
            self.group.add(self._body(pygame.Rect(inner.x, inner.y + t.px(48), inner.width,
                                                  inner.bottom - inner.y - t.px(48)), tr(f"{key}.body")))
        else:
            rows = self._card_rows()
            lv = ListView(self.kit, (body.x, body.y, t.px(440), body.height), rows, on_select=self._pick_card)
            if self.card is None and rows:
                self.card = int(rows[0].data)
            for i, row in enumerate(rows):
                if row.data == self.card:
                    lv.select(i)
            self.group.add(lv)
            panel = Panel(self.kit, (body.x + t.px(452), body.y, body.width - t.px(452), body.height))
            self.group.add(panel)
            self.card_panel = panel
            if self.card is not None:
                self._card_details(panel.content_rect(), self.card)
        self.button((w // 2 - t.px(150), h - t.px(90), t.px(300), bh), tr("ui.back"), self.back, hint=tr("ui.key.esc"))
        self.group.focus.focus(lv)

    def _body(self, area: pygame.Rect, text: str) -> Label:
        """The text of a topic at the largest size (body, then smaller) that fits in `area`."""
        t = self.kit.theme
        label = Label(self.kit, area, text)
        for size in range(t.font_body - 1, max(8, t.font_small - 4), -1):
            if label.rect.height <= area.height:
                break
            label = Label(self.kit, area, text, size=size)
        return label

    def _card_rows(self) -> list[Row]:
        tr = self.ctx.tr
        if self.game == "magicoa":
            from game.tables.magicoa.reference import potion_rows

            return [Row(name, detail, pid) for name, detail, pid in potion_rows(tr)]
        if self.game == "quest":
            from game.tables.quest.reference import card_rows

            return [Row(name, detail, kind) for name, detail, kind in card_rows(tr)]
        rows = []
        for name, card, d in card_entries(tr.lang):
            detail = tr(f"rules.kind.{d.kind.value}") + (f" {d.level}" if d.kind.value == "spell" else "")
            rows.append(Row(name, detail, card))
        return rows

    def next_game(self) -> None:
        """Show the rules and cards of the next game this window plays."""
        from game.gamelist import WINDOW_GAMES

        self.game = WINDOW_GAMES[(WINDOW_GAMES.index(self.game) + 1) % len(WINDOW_GAMES)]
        self.section = self.sections()[0]
        self.card = None
        self.topics = None
        self.faces = None
        self.rebuild()

    def _card_details(self, inner: pygame.Rect, card: int) -> None:
        if self.game == "magicoa":
            self._potion_details(inner, card)
            return
        if self.game == "quest":
            from game.tables.quest.reference import card_details

            self._described(inner, *card_details(self.ctx.tr, card))
            return
        from engine.elixir.catalog import card_def
        from engine.elixir.ingredients import INGREDIENT_NAMES

        t, tr = self.kit.theme, self.ctx.tr
        d = card_def(card)
        face_w = t.px(230)
        text_x = inner.x + face_w + t.pad
        text_w = inner.right - text_x
        kind = tr(f"rules.kind.{d.kind.value}")
        if d.kind.value == "spell":
            kind = tr("rules.spell_level", level=d.level)
        elif d.kind.value == "object":
            kind = tr("rules.object_magical") if d.magical else tr("rules.object_plain")
        y = self._heading(inner, text_x, text_w, tr.card(d.name), kind)
        if d.recipe:
            names = ", ".join(tr.card(INGREDIENT_NAMES.get(i, {"en": str(i)})) for i in d.recipe)
            lbl = Label(self.kit, (text_x, y, text_w, 10), tr("rules.recipe", ingredients=names), size=t.font_small)
            self.group.add(lbl)
            y = lbl.rect.bottom + t.gap
        self.group.add(Label(self.kit, (text_x, y, text_w, 10), tr.card(d.text)))

    def _heading(self, inner: pygame.Rect, text_x: int, text_w: int, name: str, kind: str) -> int:
        """A card's name and, under it, what kind of card it is, beside its face; returns where the
        text under them starts. The kind goes under the name's last line: a name on two lines
        ("Ninnananna di Mago Sabbiolino") was written over it."""
        t = self.kit.theme
        title = Label(self.kit, (text_x, inner.y, text_w, 10), name, size=t.font_large, role="title",
                      colour=t.palette.title)
        self.group.add(title)
        below = Label(self.kit, (text_x, max(inner.y + t.px(50), title.rect.bottom + t.px(2)), text_w, 10), kind,
                      role="text_italic", colour=t.palette.accent)
        self.group.add(below)
        return below.rect.bottom + t.px(8)

    def _described(self, inner: pygame.Rect, name: str, kind: str, text: str) -> None:
        """A card's name, what kind it is, and its text, beside its face."""
        t = self.kit.theme
        text_x = inner.x + t.px(230) + t.pad
        text_w = inner.right - text_x
        y = self._heading(inner, text_x, text_w, name, kind)
        self.group.add(Label(self.kit, (text_x, y, text_w, 10), text))

    def _potion_details(self, inner: pygame.Rect, card: int) -> None:
        from game.tables.magicoa.reference import potion_details

        t = self.kit.theme
        name, kind, power, flavour = potion_details(self.ctx.tr, card)
        text_x = inner.x + t.px(230) + t.pad
        text_w = inner.right - text_x
        y = self._heading(inner, text_x, text_w, name, kind)
        text = Label(self.kit, (text_x, y, text_w, 10), power)
        self.group.add(text)
        self.group.add(Label(self.kit, (text_x, text.rect.bottom + t.gap, text_w, 10), flavour, role="text_italic",
                             size=t.font_small, colour=t.palette.text_dim))

    def face(self, card: int, width: int) -> pygame.Surface | None:
        """The card's face from the table's card art, or None when unavailable."""
        try:
            if self.faces is None or self.faces_lang != self.ctx.tr.lang:
                from game.table.res import Resources

                if self.game == "magicoa":
                    from game.tables.magicoa.faces import MagicoaFaces

                    self.faces = MagicoaFaces(Resources(), self.ctx.tr)
                elif self.game == "quest":
                    from game.tables.quest.faces import QuestFaces

                    self.faces = QuestFaces(Resources(), self.ctx.tr)
                else:
                    from game.tables.elixir.cardface import CardFaces

                    self.faces = CardFaces(Resources(), self.ctx.tr.lang)
                self.faces_lang = self.ctx.tr.lang
            if self.game == "quest":
                quest_face: pygame.Surface = self.faces.card(card, width)
                return quest_face
            surf: pygame.Surface = self.faces.potion(card, width) if self.game == "magicoa" \
                else self.faces.face(card, width)
            return surf
        except Exception as exc:  # noqa: BLE001 - the reference still works as text
            log.info("no card face: %s", exc)
            self.faces = False
            return None

    def _pick_section(self, row: Row) -> None:
        self.section = str(row.data)
        self.rebuild()

    def _pick_card(self, row: Row) -> None:
        if row.data != self.card:
            self.card = int(row.data)
            self.rebuild()

    def set_tab(self, tab: str) -> None:
        """Show the rules or the cards."""
        self.tab = tab
        self.rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.tab == "cards" and self.card is not None and self.faces is not False:
            inner = self.card_panel.content_rect()
            face = self.face(self.card, self.kit.theme.px(230))
            if face is not None:
                surface.blit(face, inner.topleft)
