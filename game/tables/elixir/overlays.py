"""Panels drawn over the table on demand: the tip over a hovered seat and the key help (H).

Both only draw: `draw_seat_tip(surface, scene, seat)` reads the scene's view, names and
layout; `draw_help(surface, res, layout, tr)` lays out the catalog's help lines.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.i18n import Translator
from game.table.helppanel import draw_help_panel
from game.table.layout import TableLayout
from game.table.res import CYAN, GOLD_LIGHT, WHITE, Resources
from game.tables.elixir.cardface import card_name
from game.tables.elixir.eventtext import effect_name, turns_left

if TYPE_CHECKING:
    from game.context import Context


class TipTable(Protocol):
    """What `draw_seat_tip` reads of the table (`game.tables.elixir.scene.TableScene`)."""

    @property
    def ctx(self) -> Context:
        """The app's context (its texts)."""
        ...

    @property
    def shown(self) -> dict[str, Any] | None:
        """The view on screen."""
        ...

    @property
    def seat(self) -> int | None:
        """The player's seat (None: a spectator)."""
        ...

    @property
    def layout(self) -> TableLayout:
        """The table's layout."""
        ...

    @property
    def res(self) -> Resources:
        """The table's pictures and fonts."""
        ...

    def name(self, seat: int | None) -> str:
        """The name shown for `seat`."""
        ...


TIP_FRAME = 7
"""The tip panel's gold frame and bevel, in px at every window size (its art's light line is the
7th column and row from each edge): the text keeps a margin inside it."""


def seat_tip(scene: TipTable, seat: int) -> tuple[pygame.Rect, list[tuple[pygame.Surface, tuple[int, int]]]] | None:
    """The tip over `seat` laid out: the panel's rectangle and each line with where it goes (name,
    Finds, uncast spell levels, cast spells, lasting effects); None for no such seat. The lines
    keep `TIP_FRAME` and a margin from the panel's edges (a Dutch "Uitgesproken: Glazen Bol,
    Koninklijk Besluit" touched the frame at 1024 x 576)."""
    v = scene.shown or {}
    seats = v.get("seats", [])
    if seat >= len(seats):
        return None
    sv = seats[seat]
    tr = scene.ctx.tr
    lang = tr.lang
    lines: list[tuple[str, tuple[int, int, int]]] = [(scene.name(seat), GOLD_LIGHT)]
    lines.append((tr("table.tip.finds", n=sv.get("finds", 0)), WHITE))
    levels = sv.get("spell_levels", [])
    lines.append((tr("table.tip.spells", n=len(levels), levels=", ".join(str(x) for x in levels) or "—"), WHITE))
    cast = [card_name(int(c), lang) for c in sv.get("cast", [])]
    lines.append((tr("table.tip.cast", cards=", ".join(cast) or "—"), WHITE))
    for m in sv.get("modifiers", []):
        extra = turns_left(m.get("turns"), v.get("current") == seat, tr)
        lines.append((f"• {effect_name(str(m['key']), tr)}{extra}", CYAN))
    lay = scene.layout
    res = scene.res
    size = lay.px(14)
    imgs = [res.text(t, size, c, "text_bold" if i == 0 else "text") for i, (t, c) in enumerate(lines)]
    side, above = TIP_FRAME + lay.px(6), TIP_FRAME + lay.px(4)
    rect = pygame.Rect(0, 0, max(i.get_width() for i in imgs) + 2 * side,
                       sum(i.get_height() for i in imgs) + 2 * above)
    anchor = lay.seat_rect(seat)
    rect.midtop = (anchor.centerx, anchor.bottom + lay.px(6))
    if seat == scene.seat:
        rect.midbottom = (anchor.centerx + lay.px(60), anchor.y - lay.px(6))
    rect.clamp_ip(lay.table.inflate(-lay.px(8), -lay.px(8)))
    placed = []
    y = rect.y + above
    for img in imgs:
        placed.append((img, (rect.x + side, y)))
        y += img.get_height()
    return rect, placed


def draw_seat_tip(surface: pygame.Surface, scene: TipTable, seat: int) -> None:
    """The tip over `seat` (`seat_tip`), on a panel."""
    tip = seat_tip(scene, seat)
    if tip is None:
        return
    rect, placed = tip
    surface.blit(scene.res.nine_slice("ui/panel.png", rect.size, scene.layout.px(24)), rect.topleft)
    for img, pos in placed:
        surface.blit(img, pos)


def draw_help(surface: pygame.Surface, res: Resources, lay: TableLayout, tr: Translator) -> None:
    """Elixir's key help, centred on the table."""
    draw_help_panel(surface, res, lay, tr("table.help.title"), tr("table.help.lines").split("\n"),
                    tr("table.help.close"))
