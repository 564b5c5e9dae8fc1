"""The results of a game: the winner, a row per player, rematch or back to the title.

`ResultsScene` lays out a row per seat; each game gives what its rows hold by overriding
`seat_rows` and `card_face` (Elixir's: cast spells and spells left, in
`game.tables.elixir.results`; Magicoa's: kept potions and score).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.context import Context
from game.i18n import Translator
from game.scenes.base import MenuScene, play_sound, resources_for
from game.scenes.cardzoom import CardZoom
from game.seatnames import shown_seat_name
from game.ui import Label, Panel, fitting_width


def seat_names(table: dict[str, Any] | None, view: dict[str, Any] | None, fallback: str,
               tr: Translator | None = None) -> list[str]:
    """Names of the seats from the host's table description (``fallback`` numbered when unknown;
    given `tr`, a bot named by the host's lobby in its language is named in `tr`'s)."""
    seats = (table or {}).get("seats")
    players = int((view or {}).get("players") or (len(seats) if isinstance(seats, list) else 0))
    names: list[str] = []
    for i in range(players):
        name = ""
        if isinstance(seats, list) and i < len(seats) and isinstance(seats[i], dict):
            name = shown_seat_name(seats[i], tr) if tr is not None else str(seats[i].get("name") or "")
        names.append(name or fallback.format(n=i + 1))
    return names


class ResultsScene(MenuScene):
    """Shown over the table when the game ends. Rematch pops back to the table; Title leaves it."""

    def __init__(self, ctx: Context, link: Any, result: dict[str, Any], view: dict[str, Any] | None,
                 table: dict[str, Any] | None) -> None:
        super().__init__(ctx)
        self.link = link
        self.result = result
        self.view = view
        self.table = table
        self.seat: int | None = getattr(link, "seat", None)
        self.rematch_asked = False
        self.rows: list[tuple[pygame.Rect, list[int], bool]] = []
        self.faces: Any = None
        self.zoom = CardZoom()

    def enter(self) -> None:
        super().enter()
        play_sound(self.ctx, "win" if self.won else "lose")

    @property
    def winners(self) -> list[int]:
        """The winning seats."""
        return [int(s) for s in self.result.get("winners") or [] if isinstance(s, int)]

    @property
    def won(self) -> bool:
        """Whether this window's seat won."""
        return self.seat is not None and self.seat in self.winners

    def names(self) -> list[str]:
        """Seat names (from the table, else numbered)."""
        cast = self.result.get("cast") or self.result.get("scores") or []
        view = self.view or {"players": len(cast)}
        names = seat_names(self.table, view, self.ctx.tr("results.seat"), self.ctx.tr)
        while len(names) < len(cast):
            names.append(self.ctx.tr("results.seat", n=len(names) + 1))
        if self.seat is not None and self.seat < len(names):
            names[self.seat] = self.ctx.tr("results.you", name=names[self.seat])
        return names

    def headline(self) -> str:
        """The big line at the top."""
        tr = self.ctx.tr
        if self.won and len(self.winners) == 1:
            return tr("results.you_win")
        names = self.names()
        who = " & ".join(names[s] for s in self.winners if s < len(names))
        return tr("results.wins", names=who) if who else tr("results.over")

    def note(self) -> str | None:
        """The small line at the top of the panel: how long the game was (when the result says)."""
        tr = self.ctx.tr
        rounds = self.result.get("rounds")
        turns = self.result.get("turns")
        if isinstance(rounds, int) and isinstance(turns, int):
            return tr("results.length", rounds=tr.plural("results.rounds", rounds),
                      turns=tr.plural("results.turns", turns))
        return None

    def build(self) -> None:
        t, tr = self.kit.theme, self.ctx.tr
        p = t.palette
        w, h = self.ctx.size
        top = t.px(150)
        pw = min(w - 2 * t.pad, t.px(1060))
        panel = Panel(self.kit, ((w - pw) // 2, top, pw, h - top - t.px(110)), glow=True)
        self.group.add(panel)
        inner = panel.content_rect()
        note = self.note()
        if note:
            self.group.add(self._fitted((inner.x, inner.y, inner.width, t.px(30)), note, t.font_small,
                                        align="center", colour=p.text_dim))
        y = inner.y + t.px(34)
        rows = self.seat_rows()
        names = self.names()
        pitch = min(t.px(86), (inner.bottom - y) // max(1, len(rows)))
        self.rows = []
        self.row_seats: list[int] = []
        self.placed = self.places()
        texts: list[tuple[tuple[int, int, int, int], str]] = []
        for seat in self.row_order(len(rows)):
            cards, left_text, cards_text = rows[seat]
            win = seat in self.winners
            r = pygame.Rect(inner.x, y, inner.width, pitch - t.px(6))
            y += pitch
            self.group.add(Panel(self.kit, r, top=(96, 74, 40, 220) if win else (44, 36, 88, 200),
                                 bottom=(60, 44, 24, 220) if win else (30, 26, 66, 200),
                                 edge=p.title if win else p.surface_edge_dim))
            self.rows.append((r, cards, win))
            self.row_seats.append(seat)
            name_x = r.x + t.pad + (t.px(34) if win or seat in self.placed else 0)
            name_w = self._name_width(r) - (name_x - r.x)
            content = r.height - t.px(8)
            if content >= self._line(t.px(14), "text_bold") + self._line(t.px(13)):
                # the name over the spells left
                half = min(r.y + t.px(34), r.y + t.px(4) + content * 11 // 20)
                name_box = (name_x, r.y + t.px(4), name_w, half - r.y - t.px(4))
                left_box = (r.x + t.pad, half, self._name_width(r) - t.pad, r.bottom - half)
            else:
                # a short row (7 or 8 players): the name, then the spells left, on one line
                name_box = (name_x, r.y + t.px(4), name_w * 3 // 5, r.height - t.px(8))
                left_box = (name_x + name_w * 3 // 5 + t.px(6), r.y + t.px(4), name_w * 2 // 5 - t.px(6),
                            r.height - t.px(8))
            self.group.add(self._fitted(name_box, names[seat], t.font_body, role="text_bold",
                                        colour=p.title if win else p.text))
            self.group.add(self._fitted(left_box, left_text, t.font_small, colour=p.text_dim))
            faces = self.face_rects(r, len(cards))
            text_x = (faces[-1].right if faces else r.x + self._name_width(r)) + t.px(10)
            texts.append(((text_x, r.y + t.px(4), r.right - t.pad - text_x, r.height - t.px(8)), cards_text))
        # one size for every row's list of spells: the largest at which each fits its row
        size = min((self._fit_size(text, rect[2], rect[3], t.font_small) for rect, text in texts),
                   default=t.font_small)
        for rect, text in texts:
            self.group.add(self._fitted(rect, text, size, colour=p.text))
        bh = t.button_height
        by = h - t.px(90)
        # as wide as its label and hint need ("Retour à l'accueil" ran into "Échap"), grown leftwards
        title_w = max(t.px(300), fitting_width(self.kit, tr("results.title_screen"), tr("ui.key.esc")))
        title = self.button((w // 2 - t.px(30) - title_w, by, title_w, bh), tr("results.title_screen"),
                            self.to_title, hint=tr("ui.key.esc"))
        if self.last_game():
            self.button((w // 2 + t.px(30), by, t.px(300), bh), tr("results.last_game"), self.rematch,
                        enabled=False)
            self.group.focus.focus(title)
            return
        if self.seat is None:  # a spectator has no vote: it goes back to watch the next game, if any
            self.group.focus.focus(self.button((w // 2 + t.px(30), by, t.px(300), bh), tr("results.keep_watching"),
                                               self.keep_watching, style="primary", hotkey=pygame.K_r, hint="R"))
            return
        rematch = self.button((w // 2 + t.px(30), by, t.px(300), bh),
                              tr("results.waiting") if self.rematch_asked else tr("results.rematch"), self.rematch,
                              style="primary", hotkey=pygame.K_r, hint="R", enabled=not self.rematch_asked)
        self.group.focus.focus(rematch)

    def last_game(self) -> bool:
        """Whether the table played its last game (a headless host's ``--games``: the table map's
        `max_games`), so that no rematch can follow."""
        table = self.table or {}
        last, played = table.get("max_games"), table.get("game_no")
        return isinstance(last, int) and isinstance(played, int) and played >= last

    def seat_rows(self) -> list[tuple[list[int], str, str]]:
        """Per seat: the cards shown (ids for `card_face`), the line under the name, the text beside
        the cards (override: each game says what its results show)."""
        raise NotImplementedError

    def row_order(self, count: int) -> list[int]:
        """The seats of the `count` rows in the order they are listed, top first: the seats'
        order, unless a game ranks them (override)."""
        return list(range(count))

    def places(self) -> dict[int, int]:
        """Each ranked seat's place, 1 first, seats tied sharing one (the next place skipped, as in
        a sports table): drawn left of the names but the winners', who wear the crown. Empty
        unless a game ranks its players (override)."""
        return {}

    def card_face(self, card: int, width: int) -> pygame.Surface:
        """The face of `card` (an id of `seat_rows`), `width` px wide; may raise (override)."""
        raise NotImplementedError

    def _name_width(self, row: pygame.Rect) -> int:
        return min(self.kit.theme.px(280), row.width // 4)

    def _line(self, size: int, role: str = "text") -> int:
        return int(self.kit.text.fonts.get(role, size).get_linesize())

    def face_rects(self, row: pygame.Rect, count: int) -> list[pygame.Rect]:
        """Where the faces of a row's `count` cast spells go: side by side after the name, at most
        five faces or a third of the row wide (overlapping when there are more), inside the row."""
        t = self.kit.theme
        h = row.height - t.px(8)
        w = max(8, int(h * 0.73))
        h = min(h, int(w / 0.73))
        x0 = row.x + self._name_width(row)
        room = min(row.width // 3, 5 * (w + t.px(6)))
        step = min(w + t.px(6), (room - w) / (count - 1)) if count > 1 else 0
        return [pygame.Rect(round(x0 + i * step), row.y + (row.height - h) // 2, w, h) for i in range(count)]

    def _fit_size(self, text: str, width: int, height: int, size: int, role: str = "text") -> int:
        """The largest size from `size` down to two thirds of it at which `text` wrapped to `width`
        is at most `height` tall (the smallest one when none is)."""
        smallest = max(8, size * 2 // 3)
        for px in range(size, smallest, -1):
            if len(self.kit.text.wrap(text, px, width, role)) * self._line(px, role) <= height:
                return px
        return smallest

    def _fitted(self, rect: tuple[int, int, int, int], text: str, size: int, **style: Any) -> Label:
        """A label of `text` in `rect`: at `size` or smaller, down to two thirds of it, and cut short
        with an ellipsis when even that is too long (smaller still if one line is taller than
        `rect`), so it never leaves `rect`."""
        x, y, w, h = rect
        role = str(style.get("role", "text"))
        best = self._fit_size(text, w, h, size, role)
        if len(self.kit.text.wrap(text, best, w, role)) * self._line(best, role) <= h:
            return Label(self.kit, (x, y, w, h), text, size=best, **style)
        smallest = best
        while smallest > 8 and self._line(smallest, role) > h:
            smallest -= 1
        fit = max(1, h // self._line(smallest, role))
        lines = self.kit.text.wrap(text, smallest, w, role)[:fit]
        last = lines[-1]
        while last and self.kit.text.size(last + "…", smallest, role)[0] > w:
            last = last[:-1].rstrip()
        shown = "\n".join([*lines[:-1], last + "…"])
        return Label(self.kit, (x, y, w, h), shown, size=smallest, **style)

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The card whose face is under `pos` (the one drawn on top where faces overlap)."""
        if self.faces is False:
            return None
        for row, cards, _win in self.rows:
            for card, rect in reversed(list(zip(cards, self.face_rects(row, len(cards)), strict=True))):
                if rect.collidepoint(pos):
                    return card
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        """Right-click or Z over a card face reads it up close, as at the table; then the screen's own."""
        if self.zoom.handle(event, self.card_at):
            return True
        return super().handle(event)

    def _face(self, card: int, width: int) -> pygame.Surface | None:
        try:
            return self.card_face(card, width)
        except Exception:  # noqa: BLE001 - the names are written next to them anyway
            self.faces = False
            return None

    def rematch(self) -> None:
        """Vote for a rematch and go back to the table, which will show the new game."""
        self.rematch_asked = True
        self.link.rematch()
        self.ctx.stack.pop()

    def keep_watching(self) -> None:
        """A spectator goes back to the table, which shows the next game if the players start one."""
        self.ctx.stack.pop()

    def to_title(self) -> None:
        """Leave the table and go to the title."""
        self.link.close()
        self.ctx.stack.reset(self.ctx.scene("title"))

    def back(self) -> None:
        self.to_title()

    def _draw_place(self, surface: pygame.Surface, place: int, box: pygame.Rect) -> None:
        """A place's number in a ring where a winner's crown would be."""
        t = self.kit.theme
        pygame.draw.circle(surface, t.palette.surface_edge_dim, box.center, box.width // 2 - t.px(2), max(1, t.px(2)))
        img = self.kit.text.render(str(place), t.font_small, t.palette.text, "text_bold")
        surface.blit(img, img.get_rect(center=box.center))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        t = self.kit.theme
        text = self.headline()
        colour = t.palette.title if self.won else t.palette.text
        img = self.kit.text.render(text, t.font_title, colour, "title")
        if img.get_width() > surface.get_width() - 2 * t.pad:
            img = self.kit.text.render(text, t.font_large, colour, "title")
        shadow = self.kit.text.render(text, t.font_title if img.get_height() > t.font_large * 1.5 else t.font_large,
                                      (10, 6, 30), "title")
        rect = img.get_rect(midtop=(surface.get_width() // 2, t.px(40)))
        surface.blit(shadow, rect.move(t.px(3), t.px(3)))
        surface.blit(img, rect)
        crown = resources_for(self.ctx).image("effects/hat_crown.png", (t.px(30), t.px(30)))
        for (row, cards, win), seat in zip(self.rows, self.row_seats, strict=True):
            if win:
                surface.blit(crown, (row.x + t.pad, row.y + t.px(4)))
            elif seat in self.placed:
                self._draw_place(surface, self.placed[seat], pygame.Rect(row.x + t.pad, row.y + t.px(4), t.px(30),
                                                                          t.px(30)))
            for card, rect in zip(cards, self.face_rects(row, len(cards)), strict=True):
                face = self._face(card, rect.width) if self.faces is not False else None
                if face is None:
                    break
                surface.blit(face, rect.topleft)
        if self.zoom.card is not None:
            hint = self.kit.text.render(self.ctx.tr("table.zoom_hint"), t.font_small, t.palette.title, "text_bold")
            self.zoom.draw(surface, self._face, hint, t.px(8))
