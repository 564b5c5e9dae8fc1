"""Recipe icons that say what they are: a tooltip over a spell's ingredient icons, and the
recipe spelled out beside a zoomed spell.

A spell's face shows its recipe as small round icons (`assets.layout()["recipe"]`, in the
face's native 240 x 336 pixels). `icon_rects(card, rect)` places them on a face drawn at
`rect`; `ingredient_at` finds the one under the mouse. `RecipeTips.draw_hover` names the
ingredient under the mouse on any spell face the table shows flat (the player's spells, the
centre, a zoomed card); `RecipeTips.draw_panel` lists the zoomed spell's recipe with each
ingredient's name, ticked when the player's hand holds a card that pays it
(`game.tables.elixir.cast_hint.cover`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

import assets
from engine.elixir.catalog import card_def
from game.table.cardsize import NATIVE, card_height
from game.table.res import GOLD, GOLD_LIGHT, GREEN, WHITE, Resources
from game.tables.elixir.cast_hint import cover, ingredient_name

if TYPE_CHECKING:
    from game.context import Context
    from game.table.layout import TableLayout
    from game.table.promptparts import Spot
    from game.table.sprites import Slot
    from game.tables.elixir.gallery import SeatGallery
    from game.tables.elixir.lastplay import LastPlay


class RecipeTable(Protocol):
    """What the recipe tips read of the table (`game.tables.elixir.scene.TableScene`): the
    view, what is hovered or zoomed, and where each spell face is drawn."""

    @property
    def ctx(self) -> Context:
        """The app's context (its texts)."""
        ...

    @property
    def layout(self) -> TableLayout:
        """The table's layout."""
        ...

    @property
    def shown(self) -> dict[str, Any] | None:
        """The view on screen."""
        ...

    @property
    def zoom(self) -> int | None:
        """The card zoomed to be read, or None."""
        ...

    @property
    def hover(self) -> Spot | None:
        """What is under the mouse, or None."""
        ...

    @property
    def gallery(self) -> SeatGallery | None:
        """A player's open gallery (it covers the table), or None."""
        ...

    @property
    def recent(self) -> LastPlay | None:
        """The last play, shown in the centre when nothing is in play, or None."""
        ...

    def recent_rect(self) -> pygame.Rect:
        """Where the last play is shown."""
        ...

    def spell_slots(self) -> list[Slot]:
        """Where each of the player's uncast spells sits."""
        ...

    def centre_cards(self) -> list[tuple[int | None, int, str]]:
        """Cards shown in the centre, as (card or None for a back, owner, why)."""
        ...

    def centre_slots(self) -> list[Slot]:
        """Where the centre cards sit."""
        ...

    def tray_cards(self) -> list[tuple[int, bool]]:
        """Cards laid in the centre to choose from, as (card, face up)."""
        ...

    def tray_slots(self) -> list[Slot]:
        """Where the tray cards sit."""
        ...


def icon_rects(card: int, rect: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
    """(ingredient key, window rect) of each recipe icon of `card` drawn unrotated at `rect`."""
    recipe = [i.value for i in card_def(card).recipe]
    if not recipe:
        return []
    spec = assets.layout()["recipe"]
    k = rect.width / NATIVE[0]
    size, step = spec["icon_size"] * k, spec["step"] * k
    cx, cy = rect.x + spec["center"][0] * k, rect.y + spec["center"][1] * k
    x0 = cx - step * (len(recipe) - 1) / 2
    out = []
    for i, ing in enumerate(recipe):
        r = pygame.Rect(0, 0, max(1, round(size)), max(1, round(size)))
        r.center = (round(x0 + i * step), round(cy))
        out.append((ing, r))
    return out


def ingredient_at(card: int, rect: pygame.Rect, pos: tuple[int, int]) -> str | None:
    """The ingredient whose recipe icon of `card` (drawn at `rect`) is under `pos`, if any."""
    return next((ing for ing, r in icon_rects(card, rect) if r.collidepoint(pos)), None)


def zoom_rect(scene: RecipeTable) -> pygame.Rect:
    """Where the zoomed card is drawn."""
    lay = scene.layout
    r = pygame.Rect(0, 0, lay.zoom_card_w, card_height(lay.zoom_card_w))
    r.center = lay.table.center
    return r


def hovered_face(scene: RecipeTable) -> tuple[int, pygame.Rect] | None:
    """The spell face under the mouse (the player's spells, the centre, the last play, the
    tray) or the zoomed one, and where it is drawn (a Find's face has no recipe icons)."""
    if scene.zoom is not None:
        return (scene.zoom, zoom_rect(scene)) if card_def(scene.zoom).recipe else None
    spot = scene.hover
    if spot is None or scene.gallery is not None:
        return None
    lay = scene.layout
    if spot.zone == "spell":
        spells = list((scene.shown or {}).get("spells", []))
        if spot.ident in spells:
            return spot.ident, scene.spell_slots()[spells.index(spot.ident)].rect(lay.px(16))
    elif spot.zone == "centre":
        for (card, _, _), slot in zip(scene.centre_cards(), scene.centre_slots(), strict=False):
            if card == spot.ident:
                return card, slot.rect()
        if scene.recent is not None and scene.recent.card == spot.ident:
            return spot.ident, scene.recent_rect()
    elif spot.zone == "tray":
        for (card, up), slot in zip(scene.tray_cards(), scene.tray_slots(), strict=False):
            if card == spot.ident and up:
                return card, slot.rect(lay.px(14))
    return None


class RecipeTips:
    """Draws recipe tooltips and the zoomed spell's recipe panel for one table."""

    def __init__(self, res: Resources) -> None:
        self.res = res

    def _tip(self, surface: pygame.Surface, text: str, anchor: pygame.Rect, scale: float) -> None:
        pad = max(1, round(8 * scale))
        img = self.res.text(text, max(1, round(15 * scale)), GOLD_LIGHT, "text_bold", shadow=1)
        box = pygame.Rect(0, 0, img.get_width() + 2 * pad, img.get_height() + pad)
        box.midbottom = (anchor.centerx, anchor.y - max(1, round(4 * scale)))
        box.clamp_ip(surface.get_rect())
        surface.blit(self.res.nine_slice("ui/panel.png", box.size, max(1, round(10 * scale))), box.topleft)
        surface.blit(img, img.get_rect(center=box.center))

    def draw_hover(self, surface: pygame.Surface, scene: RecipeTable, pos: tuple[int, int]) -> None:
        """Name the ingredient under the mouse, if it is over a spell's recipe icon."""
        face = hovered_face(scene)
        if face is None:
            return
        card, rect = face
        for ing, r in icon_rects(card, rect):
            if r.collidepoint(pos):
                self._tip(surface, ingredient_name(ing, scene.ctx.tr.lang), r, scene.layout.scale)
                return

    def draw_panel(self, surface: pygame.Surface, scene: RecipeTable) -> None:
        """Beside the zoomed spell: its recipe, one ingredient a line, ticked when the hand pays it."""
        if scene.zoom is None or not card_def(scene.zoom).recipe:
            return
        lay = scene.layout
        res = self.res
        tr = scene.ctx.tr
        card_rect = zoom_rect(scene)
        recipe = card_def(scene.zoom).recipe
        paid = cover(recipe, [int(c) for c in (scene.shown or {}).get("hand", [])])
        mine = scene.zoom in (scene.shown or {}).get("spells", [])
        size, line = lay.px(28), lay.px(36)
        head = res.text(tr("table.recipe.title", n=len(recipe)), lay.px(17), GOLD_LIGHT, "text_bold", shadow=1)
        rows = [res.text(ingredient_name(ing, tr.lang) + ("  ✓" if mine and card is not None else ""), lay.px(15),
                         GREEN if mine and card is not None else WHITE, "text_bold")
                for ing, card in zip(recipe, paid, strict=True)]
        ticked = mine and any(c is not None for c in paid)
        note = res.text(tr("table.recipe.ticked"), lay.px(13), GOLD) if ticked else None
        width = max(head.get_width(), note.get_width() if note else 0,
                    *(size + lay.px(8) + r.get_width() for r in rows)) + lay.px(28)
        height = head.get_height() + line * len(rows) + lay.px(24) + (note.get_height() if note else 0)
        box = pygame.Rect(card_rect.right + lay.px(16), card_rect.y, width, height)
        if box.right > surface.get_width() - lay.px(4):
            box.right = card_rect.x - lay.px(16)
        box.clamp_ip(surface.get_rect())
        surface.blit(res.nine_slice("ui/panel.png", box.size, lay.px(20)), box.topleft)
        surface.blit(head, (box.x + lay.px(14), box.y + lay.px(10)))
        y = box.y + lay.px(14) + head.get_height()
        for ing, row in zip(recipe, rows, strict=True):
            icon = res.image(assets.ingredient_icon(ing.value, 64), (size, size))
            surface.blit(icon, (box.x + lay.px(14), y))
            surface.blit(row, (box.x + lay.px(14) + size + lay.px(8), y + (size - row.get_height()) // 2))
            y += line
        if note is not None:
            surface.blit(note, (box.x + lay.px(14), y + lay.px(2)))
