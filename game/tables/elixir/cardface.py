"""Card faces and backs, composed from the shipped art and the card data in the player's language.

A face is composed once per (card design, language) at the native size of docs/ART.md
(240 x 336: art, frame, corner badge, name, recipe, rules text, footer), then scaled once per
width asked; rotated copies for a fanned hand are cached too. Cards are engine instance ids
(`engine.elixir.catalog.card_def`); nothing here depends on particular card keys.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import pygame

import assets
from engine.elixir.catalog import card_def
from game.i18n import card_text as card_text_in
from game.table.cardsize import card_height
from game.table.res import Resources
from game.textfit import Fit, text_block


def card_plain(card: int) -> dict[str, Any]:
    """The card's definition as plain data (every language)."""
    return card_def(card).to_plain()


def card_name(card: int, lang: str) -> str:
    """The card's name in `lang` (English when missing)."""
    return card_text_in(card_def(card).name, lang)


def card_text(card: int, lang: str) -> str:
    """The card's rules text in `lang` (English when missing)."""
    return card_text_in(card_def(card).text, lang)


NATIVE_FACES = 32
"""Faces kept at full size (the source of every scaled copy), least recently used dropped first:
about 300 KB each, so keeping all ~170 would cost 50 MB of the client's 200 MB budget. A face
dropped and needed again at a new width is composed again (a few ms, once)."""


def fit_name(name: str, spec: dict[str, Any], font_at: Callable[[str, int], pygame.font.Font]) -> Fit:
    """How a card name fits its banner (`spec`: the layout's ``name``): one line shrinking down
    to ``min_size``; below ``two_line_below`` a name of several words takes two balanced lines.
    `fits` is False when the name must be squeezed to fit."""
    _, _, w, h = spec["rect"]
    role = str(spec["font"])
    size = int(spec["size"])
    while size > int(spec["min_size"]) and font_at(role, size).size(name)[0] > w:
        size -= 1
    words = name.split()
    if size < int(spec["two_line_below"]) and len(words) > 1:
        cut = min(range(1, len(words)), key=lambda i: abs(len(" ".join(words[:i])) - len(" ".join(words[i:]))))
        lines = [" ".join(words[:cut]), " ".join(words[cut:])]
        size = h // 2 + 2
        while size > 8 and max(font_at(role, size).size(t)[0] for t in lines) > w:
            size -= 1
        return Fit(size, lines, h // 2, max(font_at(role, size).size(t)[0] for t in lines) <= w)
    return Fit(size, [name], h, font_at(role, size).size(name)[0] <= w)


class CardFaces:
    """Composes and caches faces and backs at any width, for one language at a time."""

    def __init__(self, res: Resources, lang: str) -> None:
        self.res = res
        self.lang = lang
        self.layout = assets.layout()
        self._native: OrderedDict[tuple[str, str], pygame.Surface] = OrderedDict()
        self._scaled: dict[tuple[str, str, int], pygame.Surface] = {}
        self._rotated: dict[tuple[str, str, int, int], pygame.Surface] = {}

    def set_language(self, lang: str) -> None:
        """Switch the language of card names and texts (faces are recomposed lazily)."""
        if lang != self.lang:
            self.lang = lang
            self._native.clear()
            self._scaled.clear()
            self._rotated.clear()

    def warm(self) -> int:
        """Compose every card design's face now (about 3 ms each), so that no frame of the
        game pays for one later; returns how many were composed."""
        from engine.elixir.catalog import all_instances

        done = 0
        seen: set[str] = set()
        for card, defn in enumerate(all_instances()):
            if defn.key in seen:
                continue
            seen.add(defn.key)
            nkey = (defn.key, self.lang)
            if nkey not in self._native:
                self._native[nkey] = self._compose(card)
                done += 1
        return done

    # ---- public surfaces -----------------------------------------------------------------

    def face(self, card: int, width: int) -> pygame.Surface:
        """The face of card instance `card`, `width` px wide."""
        key = card_def(card).key
        return self._scaled_of(("face", key), width, lambda: self._compose(card))

    def back(self, card_kind: str, level: int, width: int) -> pygame.Surface:
        """The back of a Find (`card_kind` "find") or of a spell of `level`, `width` px wide."""
        rel = assets.card_back("spell" if card_kind == "spell" else "find", level)
        return self._scaled_of(("back", rel), width, lambda: self.res.image(rel))

    def rotated(self, surf_id: tuple[str, str], width: int, angle: float, make: pygame.Surface) -> pygame.Surface:
        """`make` (a card surface of `width`) rotated by `angle` degrees, cached by id and whole degree."""
        key = (surf_id[0], surf_id[1], width, round(angle))
        surf = self._rotated.get(key)
        if surf is None:
            surf = pygame.transform.rotozoom(make, round(angle), 1.0)
            self._rotated[key] = surf
        return surf

    def surface(self, card: int | None, width: int, *, spell_level: int = 0) -> tuple[tuple[str, str], pygame.Surface]:
        """A face (when `card` is known) or a back (`spell_level` > 0: a spell back), with its cache id."""
        if card is not None:
            return ("face", card_def(card).key), self.face(card, width)
        if spell_level:
            rel = assets.card_back("spell", spell_level)
            return ("back", rel), self.back("spell", spell_level, width)
        rel = assets.card_back("find")
        return ("back", rel), self.back("find", 0, width)

    # ---- composition -----------------------------------------------------------------------

    def _scaled_of(self, ident: tuple[str, str], width: int, native: Any) -> pygame.Surface:
        key = (ident[0], ident[1] + "|" + self.lang, width)
        surf = self._scaled.get(key)
        if surf is None:
            nkey = (ident[1], self.lang)
            base = self._native.get(nkey)
            if base is None:
                base = native()
                self._native[nkey] = base
                if len(self._native) > NATIVE_FACES:
                    self._native.popitem(last=False)
            else:
                self._native.move_to_end(nkey)
            surf = pygame.transform.smoothscale(base, (width, card_height(width)))
            self._scaled[key] = surf
        return surf

    def _compose(self, card: int) -> pygame.Surface:
        plain = card_plain(card)
        lay = self.layout
        kind = str(plain["kind"])
        level = int(plain.get("level", 0) or 0)
        magical = bool(plain.get("magical", False))
        ingredient = plain.get("ingredient")
        w, h = lay["card_size"]
        face = pygame.Surface((w, h), pygame.SRCALPHA)
        ax, ay, aw, ah = lay["art"]["rect"]
        face.blit(self.res.load(assets.card_art_for(plain), (aw, ah)), (ax, ay))  # drawn once per face
        face.blit(self.res.image(assets.frame(kind, level=level, magical=magical), (w, h)), (0, 0))
        b = lay["badge"]
        bs = int(b["size"])
        badge = self.res.image(assets.badge(kind, level=level, ingredient=ingredient, magical=magical), (bs, bs))
        face.blit(badge, (b["center"][0] - bs // 2, b["center"][1] - bs // 2))
        n = lay["name"]
        face.blit(self._name(card_name(card, self.lang), n), n["rect"][:2])
        t = lay["text"]
        face.blit(self._text_block(card_text(card, self.lang), t), t["rect"][:2])
        if kind == "spell":
            r = lay["recipe"]
            size, step = int(r["icon_size"]), int(r["step"])
            cx, cy = r["center"]
            recipe = list(plain.get("recipe", []))
            x0 = cx - step * (len(recipe) - 1) / 2
            for i, ing in enumerate(recipe):
                icon = self.res.image(assets.ingredient_icon(ing, 64), (size, size))
                face.blit(icon, (round(x0 + i * step - size / 2), round(cy - size / 2)))
        self._footer(face, plain)
        return face

    def _name(self, name: str, spec: dict[str, Any]) -> pygame.Surface:
        _, _, w, h = spec["rect"]
        color = pygame.Color(spec["color"])
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        fit = fit_name(name, spec, self.res.font)
        font = self.res.font(str(spec["font"]), fit.size)
        if len(fit.lines) == 2:
            step = h // 2
            for i, t in enumerate(fit.lines):
                img = font.render(t, True, color)
                out.blit(img, ((w - img.get_width()) // 2, i * step + (step - img.get_height()) // 2))
            return out
        img = font.render(name, True, color)
        if img.get_width() > w:
            img = pygame.transform.smoothscale(img, (w, img.get_height()))
        out.blit(img, ((w - img.get_width()) // 2, (h - img.get_height()) // 2))
        return out

    def _text_block(self, text: str, spec: dict[str, Any]) -> pygame.Surface:
        _, _, w, h = spec["rect"]
        return text_block(text, w, h, spec, self.res.font)

    def _footer(self, face: pygame.Surface, plain: dict[str, Any]) -> None:
        fx, fy, fw, fh = self.layout["footer"]["rect"]
        kind = str(plain["kind"])
        marks: list[pygame.Surface] = []
        if kind == "spell":
            level = min(4, max(1, int(plain.get("level", 1) or 1)))
            bh = fh - 2
            marks = [self.res.image(f"icons/bottle_{level}.png", (bh * 3 // 4, bh))] * level
        else:
            s = fh - 6
            marks = [self.res.image(assets.badge(kind, ingredient=plain.get("ingredient"),
                                                 magical=bool(plain.get("magical", False))), (s, s))]
            if plain.get("any_time"):
                marks.append(self.res.image("icons/any_time.png", (s, s)))
            if plain.get("reaction") in ("counter", "divert", "protect"):
                marks.append(self.res.image(f"icons/{plain['reaction']}.png", (s, s)))
        gap = 4
        total = sum(m.get_width() for m in marks) + gap * (len(marks) - 1)
        x = fx + (fw - total) // 2
        for m in marks:
            face.blit(m, (x, fy + (fh - m.get_height()) // 2))
            x += m.get_width() + gap
