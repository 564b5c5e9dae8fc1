"""`ComposedFaces`: the base of a game's card pictures composed once per language and scaled once
per width asked (Magicoa's and Elixir Quest's faces), with the least recently used dropped."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import Translator
from game.table.cardsize import card_height
from game.table.res import Resources


class ComposedFaces:
    """Card faces in `tr`'s language: `cached(key, make, width)` scales what `make()` composes at
    the native size (240 x 336) and keeps the last `limit` pictures."""

    limit = 200

    def __init__(self, res: Resources, tr: Translator) -> None:
        self.res = res
        self.tr = tr
        self.lang = tr.lang
        self._scaled: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()

    def set_language(self, tr: Translator) -> None:
        """Switch language (drops every face composed in the old one)."""
        self.tr = tr
        self.lang = tr.lang
        self._scaled.clear()

    def cached(self, key: tuple[Any, ...], make: Callable[[], pygame.Surface], width: int,
               size: tuple[int, int] | None = None) -> pygame.Surface:
        """The picture of `key` at `width` (a card's size; or at `size`, for a picture of
        another shape), composed by `make` when not kept."""
        surf = self._scaled.get(key)
        if surf is not None:
            self._scaled.move_to_end(key)
            return surf
        native = make()
        target = size or (width, card_height(width))
        surf = pygame.transform.smoothscale(native, target) if native.get_size() != target else native
        self._scaled[key] = surf
        if len(self._scaled) > self.limit:
            self._scaled.popitem(last=False)
        return surf
