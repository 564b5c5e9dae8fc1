"""Images, fonts and rendered text for the table, loaded once and cached per `Resources` object.

Everything is keyed by what was asked (file, size, text, colour), so drawing the same thing
twice costs one dictionary lookup. One `Resources` belongs to one table scene: no global caches.
Surfaces are converted for fast blits when a display mode is set.
"""

from __future__ import annotations

import re
from collections import OrderedDict

import pygame

import assets
from game.textfit import wrap_lines

Color = tuple[int, int, int] | tuple[int, int, int, int]

INK = (42, 30, 20)
GOLD = (242, 193, 78)
GOLD_LIGHT = (255, 233, 168)
PARCHMENT = (246, 232, 200)
NIGHT = (27, 21, 48)
WHITE = (240, 236, 250)
DIM = (170, 160, 200)
RED = (224, 71, 76)
CYAN = (90, 220, 230)
GREEN = (53, 183, 121)
CHOSEN = (110, 220, 255)
"""The edge of a card the player has chosen (a payment, a lot, Finds to give, a deck), every game alike."""
LEVEL_COLORS = {1: (53, 183, 121), 2: (58, 159, 240), 3: (163, 90, 230), 4: (224, 71, 76)}


NUMBER_ENDING = re.compile(r"^(.*\S)(\s+\d+)$")
"""A text ending in a number ("Normal bot 3"): the head, and the number with the space before it."""

SCRIPT_MIN_SIZE = 22
"""The smallest size a heading is written in the script face (`heading_role`): below it its r
reads as an n (Dutch testers read "Wat en gebeunde" over the log at 1024x576), so smaller
headings take the bold text face."""


def heading_role(size: int) -> str:
    """The font role of a heading of `size` px: the script from `SCRIPT_MIN_SIZE`, else the bold text face."""
    return "title" if size >= SCRIPT_MIN_SIZE else "text_bold"


PLATES_KEPT = 32
"""How many translucent plates `Resources.plate` keeps (the least recently drawn go first)."""


class Resources:
    """Cached images, nine-slice panels, fonts and text surfaces. `text_limit` bounds the text cache."""

    def __init__(self, text_limit: int = 600) -> None:
        self._images: dict[tuple[str, tuple[int, int] | None], pygame.Surface] = {}
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._texts: OrderedDict[tuple[str, str, int, Color, int], pygame.Surface] = OrderedDict()
        self._slices: dict[tuple[str, int, int, int], pygame.Surface] = {}
        self._plates: OrderedDict[tuple[tuple[int, int], Color, int, Color | None, int], pygame.Surface] = OrderedDict()
        self._text_limit = text_limit
        if not pygame.font.get_init():
            pygame.font.init()

    def image(self, rel: str, size: tuple[int, int] | None = None) -> pygame.Surface:
        """The asset at `rel` (relative to assets/), smooth-scaled to `size` when given (cached)."""
        key = (rel, size)
        surf = self._images.get(key)
        if surf is None:
            base = self._images.get((rel, None))
            if base is None:
                base = self._images[(rel, None)] = self.load(rel)
            surf = base if size is None else _scaled(base, size)
            self._images[key] = surf
        return surf

    def load(self, rel: str, size: tuple[int, int] | None = None) -> pygame.Surface:
        """The asset at `rel`, smooth-scaled to `size` when given, not cached: for pictures drawn
        once into something that is cached itself (a card's art into its face)."""
        base = pygame.image.load(str(assets.path(rel)))
        if pygame.display.get_surface() is not None:
            base = base.convert_alpha()
        return base if size is None else _scaled(base, size)

    def font(self, role: str, size: int) -> pygame.font.Font:
        """The shipped font for `role` ("title", "text", "text_bold", "text_italic") at `size` px."""
        key = (role, max(6, size))
        font = self._fonts.get(key)
        if font is None:
            font = pygame.font.Font(str(assets.path(assets.FONTS[role])), key[1])
            self._fonts[key] = font
        return font

    def text(self, text: str, size: int, color: Color = WHITE, role: str = "text", shadow: int = 0) -> pygame.Surface:
        """`text` rendered (antialiased) in `role` at `size` px, optionally with a dark drop shadow."""
        key = (text, role, size, color, shadow)
        surf = self._texts.get(key)
        if surf is not None:
            self._texts.move_to_end(key)
            return surf
        font = self.font(role, size)
        img = font.render(text, True, color)
        if shadow:
            out = pygame.Surface((img.get_width() + shadow, img.get_height() + shadow), pygame.SRCALPHA)
            dark = font.render(text, True, (10, 6, 20))
            dark.set_alpha(200)
            out.blit(dark, (shadow, shadow))
            out.blit(img, (0, 0))
            img = out
        self._texts[key] = img
        if len(self._texts) > self._text_limit:
            self._texts.popitem(last=False)
        return img

    def fit_text(self, text: str, size: int, width: int, color: Color = WHITE, role: str = "text",
                 shadow: int = 0) -> pygame.Surface:
        """Like `text`, shrinking the size (down to 60 %) and then ellipsising so it fits `width`
        (`fitted`)."""
        text, size = self.fitted(text, size, width, role)
        return self.text(text, size, color, role, shadow)

    def fitted(self, text: str, size: int, width: int, role: str = "text") -> tuple[str, int]:
        """The text and size `fit_text` draws: `text` at `fit_size`, and if it is still too wide,
        cut short with an ellipsis; a number ending it is kept whole after the ellipsis ("Makkelijke
        b… 5": a seat's name is told from the others by its number)."""
        size = self.fit_size(text, size, width, role)
        font = self.font(role, size)
        if font.size(text)[0] <= width:
            return text, size
        head, tail = text, "…"
        numbered = NUMBER_ENDING.match(text)
        if numbered is not None and font.size(f"…{numbered[2]}")[0] < width:
            head, tail = numbered[1], f"…{numbered[2]}"
        while len(head) > 1 and font.size(head + tail)[0] > width:
            head = head[:-1]
        return head.rstrip() + tail, size

    def fit_size(self, text: str, size: int, width: int, role: str = "text") -> int:
        """The size `fit_text` draws `text` at: `size`, shrunk (down to 60 %, at least 8 px) until
        it fits `width` (at the floor it may still not fit; `fit_text` then ellipsises)."""
        floor = max(8, int(size * 0.6))
        while size > floor and self.font(role, size).size(text)[0] > width:
            size -= 1
        return size

    def two_lines(self, text: str, size: int, width: int, role: str = "text") -> tuple[int, list[str]] | None:
        """How to show `text` on two lines when it does not fit `width` on one at `size` px: the largest
        size (from 85 % down to 60 % of `size`) at which it wraps into two lines, with the lines.
        None when one line at `size` fits, or when no size makes two lines (then `fit_text` it)."""
        if self.font(role, size).size(text)[0] <= width:
            return None
        for smaller in range(int(size * 0.85), max(7, int(size * 0.6)) - 1, -1):
            lines = self.wrap(text, smaller, width, role)
            if len(lines) <= 2 and all(self.font(role, smaller).size(line)[0] <= width for line in lines):
                return smaller, lines
        return None

    def stacked(self, lines: list[str], size: int, left: int, centery: int, color: Color = WHITE,
                role: str = "text", shadow: int = 0) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """`lines` rendered and placed one under the other, left-aligned at `left` and centred as a
        block on `centery` by their ink, and spaced by it (the fonts' line height holds much empty leading)."""
        step = int(self.font(role, size).get_ascent() * 0.9)
        placed = []
        for i, line in enumerate(lines):
            img = self.text(line, size, color, role, shadow)
            placed.append((img, img.get_rect(topleft=(left, i * step))))
        ink = placed[0][0].get_bounding_rect().move(placed[0][1].topleft)
        for img, rect in placed[1:]:
            ink.union_ip(img.get_bounding_rect().move(rect.topleft))
        return [(img, rect.move(0, centery - ink.centery)) for img, rect in placed]

    def wrap(self, text: str, size: int, width: int, role: str = "text") -> list[str]:
        """`text` broken into lines no wider than `width` at `size` px (a long word stays whole)."""
        return wrap_lines(text, self.font(role, size), width)

    def plate(self, size: tuple[int, int], fill: Color, radius: int = 0, border: Color | None = None,
              border_width: int = 0) -> pygame.Surface:
        """A translucent rectangle of `size` (rounded by `radius`, with a `border` line of
        `border_width` when given), made once: a veil or plate shown for many frames was a new
        surface each frame (a window's shade, about 1.4 ms of the frame at 1280 x 720). The
        last `PLATES_KEPT` sizes are kept (a window resized leaves its old ones behind)."""
        key = ((max(1, size[0]), max(1, size[1])), fill, radius, border, border_width)
        surf = self._plates.get(key)
        if surf is None:
            surf = pygame.Surface(key[0], pygame.SRCALPHA)
            pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=radius)
            if border is not None and border_width > 0:
                pygame.draw.rect(surf, border, surf.get_rect(), border_width, border_radius=radius)
            self._plates[key] = surf
            while len(self._plates) > PLATES_KEPT:
                self._plates.popitem(last=False)
        else:
            self._plates.move_to_end(key)
        return surf

    def nine_slice(self, rel: str, size: tuple[int, int], corner: int) -> pygame.Surface:
        """The image at `rel` stretched to `size`, keeping `corner` px corners as they are."""
        w, h = max(size[0], 2 * corner), max(size[1], 2 * corner)
        key = (rel, w, h, corner)
        surf = self._slices.get(key)
        if surf is not None:
            return surf
        src = self.image(rel)
        sw, sh = src.get_size()
        c = corner
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        cols = [(0, c, 0, c), (c, sw - 2 * c, c, w - 2 * c), (sw - c, c, w - c, c)]
        rows = [(0, c, 0, c), (c, sh - 2 * c, c, h - 2 * c), (sh - c, c, h - c, c)]
        for sx, sw_, dx, dw in cols:
            for sy, sh_, dy, dh in rows:
                if sw_ <= 0 or sh_ <= 0 or dw <= 0 or dh <= 0:
                    continue
                part = src.subsurface((sx, sy, sw_, sh_))
                out.blit(pygame.transform.smoothscale(part, (dw, dh)), (dx, dy))
        self._slices[key] = out
        return out


PLAQUE_GLOW = 8
"""Pixels of the active seat plaque's art (`ui/plaque_active.png`) outside its frame: its glow
(the margin `tools.ui_art.plaque` leaves around the frame for it)."""


def blit_plaque(res: Resources, surface: pygame.Surface, rect: pygame.Rect, corner: int, *, active: bool) -> None:
    """Blit a seat plaque's background at `rect`: the plain plaque, or the active one, whose gold
    frame lies exactly where the plain one's does and whose glow spills `PLAQUE_GLOW` px outside
    `rect` (so whatever is drawn inside fits either; `corner` as for `Resources.nine_slice`)."""
    if not active:
        surface.blit(res.nine_slice("ui/plaque.png", rect.size, corner), rect.topleft)
        return
    g = PLAQUE_GLOW
    art = res.nine_slice("ui/plaque_active.png", (rect.width + 2 * g, rect.height + 2 * g), corner + g)
    surface.blit(art, (rect.x - g, rect.y - g))


def _scaled(surface: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(surface, (max(1, size[0]), max(1, size[1])))
