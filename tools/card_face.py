"""Compose a full card face (frame + art + badge + name + text + recipe + footer) with pygame.

This is the reference implementation of docs/ART.md, "Composing a face": the client does the
same with the same files and `assets.layout()`. Text comes from the card data in the chosen
language, rendered with the shipped fonts, so no picture holds words.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

import assets
from game.textfit import text_block
from tools.card_list import CardSpec

Art = Callable[[CardSpec], pygame.Surface]


class FaceComposer:
    """Builds faces at the native size, caching images and fonts it has loaded (per instance)."""

    def __init__(self, art_override: Art | None = None) -> None:
        self.layout = assets.layout()
        self._images: dict[str, pygame.Surface] = {}
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._art_override = art_override
        if not pygame.font.get_init():
            pygame.font.init()

    def image(self, rel: str, size: tuple[int, int] | None = None) -> pygame.Surface:
        """The image at `rel` (relative to assets/), optionally smooth-scaled to `size`."""
        key = f"{rel}@{size}"
        if key not in self._images:
            surf = pygame.image.load(str(assets.path(rel)))
            surf = surf.convert_alpha() if pygame.display.get_surface() else surf
            self._images[key] = pygame.transform.smoothscale(surf, size) if size else surf
        return self._images[key]

    def font(self, role: str, size: int) -> pygame.font.Font:
        """The shipped font for `role` at `size` pixels."""
        if (role, size) not in self._fonts:
            self._fonts[(role, size)] = pygame.font.Font(str(assets.path(assets.FONTS[role])), size)
        return self._fonts[(role, size)]

    def _text_block(self, text: str, rect: list[int], spec: dict) -> pygame.Surface:
        _, _, w, h = rect
        return text_block(text, w, h, spec, self.font)

    def _name(self, name: str, spec: dict) -> pygame.Surface:
        """The name in its banner rect: one line if it fits at `two_line_below` px or more, else two."""
        _, _, w, h = spec["rect"]
        color = pygame.Color(spec["color"])
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        size = int(spec["size"])
        while size > int(spec["min_size"]) and self.font(spec["font"], size).size(name)[0] > w:
            size -= 1
        font = self.font(spec["font"], size)
        words = name.split()
        if size < int(spec["two_line_below"]) and len(words) > 1:
            cut = min(range(1, len(words)), key=lambda i: abs(len(" ".join(words[:i])) - len(" ".join(words[i:]))))
            lines = [" ".join(words[:cut]), " ".join(words[cut:])]
            step = h // 2
            size = step + 2

            def too_big(f: pygame.font.Font) -> bool:
                return f.get_height() > step + 5 or max(f.size(t)[0] for t in lines) > w

            while size > 8 and too_big(self.font(spec["font"], size)):
                size -= 1
            f2 = self.font(spec["font"], size)
            out = pygame.Surface((w, h + 4), pygame.SRCALPHA)  # descenders may dip into the banner's rim
            for i, t in enumerate(lines):
                img = f2.render(t, True, color)
                out.blit(img, ((w - img.get_width()) // 2, i * step + (step - img.get_height()) // 2 + 1))
            return out
        img = font.render(name, True, color)
        if img.get_width() > w:
            img = pygame.transform.smoothscale(img, (w, img.get_height()))
        out.blit(img, ((w - img.get_width()) // 2, (h - img.get_height()) // 2))
        return out

    def compose(self, card: CardSpec, lang: str = "en") -> pygame.Surface:
        """The face of `card` with its name and text in `lang`, at the native face size."""
        lay = self.layout
        w, h = lay["card_size"]
        face = pygame.Surface((w, h), pygame.SRCALPHA)
        ax, ay, aw, ah = lay["art"]["rect"]
        if self._art_override is not None and card.sample:
            art = self._art_override(card)
        else:
            art = self.image(assets.card_art(card.key, card.kind, level=card.level, ingredient=card.ingredient,
                                             transaction=card.transaction, magical=card.magical), (aw, ah))
        face.blit(art, (ax, ay))
        face.blit(self.image(assets.frame(card.kind, level=card.level, magical=card.magical)), (0, 0))
        # corner badge
        b = lay["badge"]
        bs = int(b["size"])
        badge = self.image(assets.badge(card.kind, level=card.level, ingredient=card.ingredient,
                                        magical=card.magical), (bs, bs))
        face.blit(badge, (b["center"][0] - bs // 2, b["center"][1] - bs // 2))
        # name
        n = lay["name"]
        nx, ny, nw, nh = n["rect"]
        face.blit(self._name(card.name_in(lang), n), (nx, ny))
        # rules text
        t = lay["text"]
        face.blit(self._text_block(card.text_in(lang), t["rect"], t), t["rect"][:2])
        # recipe
        if card.kind == "spell" and card.recipe:
            r = lay["recipe"]
            size, step = int(r["icon_size"]), int(r["step"])
            cx, cy = r["center"]
            x0 = cx - step * (len(card.recipe) - 1) / 2
            for i, ing in enumerate(card.recipe):
                icon = self.image(assets.ingredient_icon(ing, 64), (size, size))
                face.blit(icon, (round(x0 + i * step - size / 2), round(cy - size / 2)))
        self._footer(face, card)
        return face

    def _footer(self, face: pygame.Surface, card: CardSpec) -> None:
        fx, fy, fw, fh = self.layout["footer"]["rect"]
        marks: list[pygame.Surface] = []
        if card.kind == "spell":
            bh = fh - 2
            bottle = self.image(f"icons/bottle_{min(4, max(1, card.level))}.png", (bh * 3 // 4, bh))
            marks = [bottle] * max(1, card.level)
        else:
            s = fh - 6
            marks = [self.image(assets.badge(card.kind, ingredient=card.ingredient, magical=card.magical), (s, s))]
            if card.any_time:
                marks.append(self.image("icons/any_time.png", (s, s)))
            if card.reaction in ("counter", "divert", "protect"):
                marks.append(self.image(f"icons/{card.reaction}.png", (s, s)))
        gap = 4
        total = sum(m.get_width() for m in marks) + gap * (len(marks) - 1)
        x = fx + (fw - total) // 2
        for m in marks:
            face.blit(m, (x, fy + (fh - m.get_height()) // 2))
            x += m.get_width() + gap


def back(kind: str, level: int, composer: FaceComposer) -> pygame.Surface:
    """The back of a card of `kind` (and spell `level`), at the native face size."""
    return composer.image(assets.card_back(kind, level))
