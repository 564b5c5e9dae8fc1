"""The results of a game: the winner, every player's cast spells, rematch or back to the title."""

from __future__ import annotations

from typing import Any

import pygame

from game.context import Context
from game.scenes.base import MenuScene, play_sound, resources_for
from game.scenes.flow import seat_names
from game.ui import Label, Panel


def spell_names(cards: list[Any], tr: Any) -> str:
    """The names of cast spells, in the player's language, with their levels."""
    from engine.elixir.catalog import card_def

    parts = []
    for card in cards:
        try:
            d = card_def(int(card))
        except (IndexError, TypeError, ValueError):
            continue
        parts.append(f"{tr.card(d.name)} ({d.level})")
    return ", ".join(parts)


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
        cast = self.result.get("cast") or []
        view = self.view or {"players": len(cast)}
        names = seat_names(self.table, view, self.ctx.tr("results.seat"))
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

    def build(self) -> None:
        t, tr = self.kit.theme, self.ctx.tr
        p = t.palette
        w, h = self.ctx.size
        top = t.px(150)
        pw = min(w - 2 * t.pad, t.px(1060))
        panel = Panel(self.kit, ((w - pw) // 2, top, pw, h - top - t.px(110)), glow=True)
        self.group.add(panel)
        inner = panel.content_rect()
        rounds = self.result.get("rounds")
        turns = self.result.get("turns")
        if isinstance(rounds, int) and isinstance(turns, int):
            self.group.add(Label(self.kit, (inner.x, inner.y, inner.width, 10),
                                 tr("results.length", rounds=rounds, turns=turns), align="center",
                                 size=t.font_small, colour=p.text_dim))
        y = inner.y + t.px(34)
        cast = self.result.get("cast") or []
        left = self.result.get("spells_left") or []
        names = self.names()
        row_h = max(t.px(58), (inner.bottom - y) // max(1, len(cast)))
        self.rows = []
        for seat, spells in enumerate(cast):
            win = seat in self.winners
            r = pygame.Rect(inner.x, y, inner.width, min(row_h, t.px(86)) - t.px(6))
            self.group.add(Panel(self.kit, r, top=(96, 74, 40, 220) if win else (44, 36, 88, 200),
                                 bottom=(60, 44, 24, 220) if win else (30, 26, 66, 200),
                                 edge=p.title if win else p.surface_edge_dim))
            name_x = r.x + t.pad + (t.px(34) if win else 0)
            self.group.add(Label(self.kit, (name_x, r.y + t.px(6), t.px(250), 10), names[seat],
                                 role="text_bold", colour=p.title if win else p.text))
            cards = [int(c) for c in spells if isinstance(c, int)]
            self.rows.append((r, cards, win))
            face_w = self._face_width(r)
            text_x = r.x + t.px(290) + len(cards) * (face_w + t.px(6)) + t.px(6)
            spells_text = spell_names(cards, tr) or tr("results.none")
            self.group.add(Label(self.kit, (text_x, r.y + t.px(8), r.right - text_x - t.pad, 10),
                                 tr("results.cast", spells=spells_text), size=t.font_small, colour=p.text))
            remaining = left[seat] if seat < len(left) and isinstance(left[seat], list) else []
            self.group.add(Label(self.kit, (r.x + t.pad, r.y + t.px(34), t.px(250), 10),
                                 tr("results.left", count=len(remaining)), size=t.font_small, colour=p.text_dim))
            y += min(row_h, t.px(86))
        bh = t.button_height
        by = h - t.px(90)
        self.button((w // 2 - t.px(330), by, t.px(300), bh), tr("results.title_screen"), self.to_title, hint="Esc")
        rematch = self.button((w // 2 + t.px(30), by, t.px(300), bh),
                              tr("results.waiting") if self.rematch_asked else tr("results.rematch"), self.rematch,
                              style="primary", hotkey=pygame.K_r, enabled=not self.rematch_asked)
        self.group.focus.focus(rematch)

    def _face_width(self, row: pygame.Rect) -> int:
        return max(8, int((row.height - self.kit.theme.px(12)) * 0.73))

    def _face(self, card: int, width: int) -> pygame.Surface | None:
        try:
            if self.faces is None:
                from game.table.cardface import CardFaces
                from game.table.res import Resources

                self.faces = CardFaces(Resources(), self.ctx.tr.lang)
            face: pygame.Surface = self.faces.face(card, width)
            return face
        except Exception:  # noqa: BLE001 - the names are written next to them anyway
            self.faces = False
            return None

    def rematch(self) -> None:
        """Vote for a rematch and go back to the table, which will show the new game."""
        self.rematch_asked = True
        self.link.rematch()
        self.ctx.stack.pop()

    def to_title(self) -> None:
        """Leave the table and go to the title."""
        from game.scenes import flow

        self.link.close()
        flow.to_title(self.ctx)

    def back(self) -> None:
        self.to_title()

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
        for row, cards, win in self.rows:
            if win:
                surface.blit(crown, (row.x + t.pad, row.y + t.px(6)))
            width = self._face_width(row)
            x = row.x + t.px(290)
            for card in cards:
                face = self._face(card, width) if self.faces is not False else None
                if face is None:
                    break
                surface.blit(face, (x, row.y + t.px(6)))
                x += width + t.px(6)
