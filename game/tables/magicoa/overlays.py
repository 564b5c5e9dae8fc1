"""What Magicoa's table draws over itself on demand: a zoomed card and the key help (H)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.i18n import Translator
from game.table.cardsize import card_height
from game.table.helppanel import draw_help_panel
from game.table.layout import TableLayout
from game.table.res import Resources

if TYPE_CHECKING:
    from game.tables.magicoa.board import BoardLayout
    from game.tables.magicoa.faces import MagicoaFaces

HELP_KEYS = ("magicoa.help.choose", "magicoa.help.bid", "magicoa.help.keep", "magicoa.help.exchange",
             "magicoa.help.panels", "magicoa.help.general")
"""The key help's paragraphs, in order (the panels' numbers have theirs: no key uses them)."""


class ZoomTable(Protocol):
    """What `draw_zoom` reads of the table (`game.tables.magicoa.scene.MagicoaTable`)."""

    @property
    def layout(self) -> BoardLayout:
        """The table's layout."""
        ...

    @property
    def faces(self) -> MagicoaFaces:
        """The card faces."""
        ...

    @property
    def res(self) -> Resources:
        """The table's images, fonts and plates."""
        ...


def draw_zoom(surface: pygame.Surface, scene: ZoomTable, zoom: tuple[str, int, int]) -> None:
    """The zoomed card, large, over a dimmed table (any click or Escape closes it)."""
    lay = scene.layout.shared
    surface.blit(scene.res.plate(lay.table.size, (8, 4, 20, 170)), lay.table.topleft)
    w = lay.zoom_card_w
    kind, a, b = zoom
    face = scene.faces.potion(a, w) if kind == "potion" else scene.faces.gold(a, b, w)
    rect = pygame.Rect(0, 0, w, card_height(w))
    rect.center = lay.table.center
    surface.blit(face, rect.topleft)


def draw_help(surface: pygame.Surface, res: Resources, lay: TableLayout, tr: Translator) -> None:
    """Magicoa's keys, one wrapped paragraph per decision."""
    width = lay.table.width - lay.px(80)
    lines: list[str] = []
    for key in HELP_KEYS:
        lines += res.wrap(tr(key), lay.px(16), width)
    draw_help_panel(surface, res, lay, tr("magicoa.help.title"), lines)
