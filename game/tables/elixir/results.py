"""Elixir's results screen: each player's cast spells (faces and names) and spells left."""

from __future__ import annotations

from typing import Any

import pygame

from game.scenes.results import ResultsScene


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


class ElixirResults(ResultsScene):
    """The shared results screen with Elixir's rows."""

    def seat_rows(self) -> list[tuple[list[int], str, str]]:
        """Per seat: the cards shown (ids for `card_face`), the line under the name, the text beside
        the cards. Elixir: the cast spells, how many spells were left, the spells' names."""
        tr = self.ctx.tr
        left = self.result.get("spells_left") or []
        rows = []
        for seat, spells in enumerate(self.result.get("cast") or []):
            cards = [int(c) for c in spells if isinstance(c, int)]
            remaining = left[seat] if seat < len(left) and isinstance(left[seat], list) else []
            rows.append((cards, tr("results.left", count=len(remaining)),
                         tr("results.cast", spells=spell_names(cards, tr) or tr("results.none"))))
        return rows

    def card_face(self, card: int, width: int) -> pygame.Surface:
        """The face of `card` (an id of `seat_rows`), `width` px wide; may raise for an unknown card."""
        if self.faces is None:
            from game.table.res import Resources
            from game.tables.elixir.cardface import CardFaces

            self.faces = CardFaces(Resources(), self.ctx.tr.lang)
        face: pygame.Surface = self.faces.face(card, width)
        return face
