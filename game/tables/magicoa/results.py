"""Magicoa's results screen: each player's score, potions kept for points and powers kept."""

from __future__ import annotations

from typing import Any

import pygame

from engine.magicoa.scoring import worth_of_data
from game.scenes.results import ResultsScene
from game.table.res import Resources
from game.tables.magicoa.faces import MagicoaFaces


class MagicoaResults(ResultsScene):
    """The shared results screen with Magicoa's rows: the score under the name, the kept potions'
    faces, and their names (points potions, then powers)."""

    def seat_rows(self) -> list[tuple[list[int], str, str]]:
        tr = self.ctx.tr
        scores = list(self.result.get("scores") or [])
        seats = list((self.view or {}).get("seats") or [])
        faces = self._faces()
        rows = []
        for seat, score in enumerate(scores):
            sv: dict[str, Any] = seats[seat] if seat < len(seats) else {}
            points = [int(p["id"]) for p in sv.get("points", [])]
            powers = [int(p["id"]) for p in sv.get("powers", [])]
            worth = [worth_of_data(p, list(sv.get("powers", []))) for p in sv.get("points", [])]
            named = [f"{faces.name(p)} ({w})" for p, w in zip(points, worth, strict=True)]
            named += [f"{faces.name(p)} ({tr('magicoa.power.' + faces.power(p))})" for p in powers]
            rows.append((points + powers, tr("magicoa.score", count=int(score)),
                         ", ".join(named) or tr("results.none")))
        return rows

    def note(self) -> str | None:
        """How a tie on points was decided (the book names no tie-break; see docs/RULES.md)."""
        if not self.result.get("tie_break"):
            return None
        scores = list(self.result.get("scores") or [])
        potions = list(self.result.get("potions") or [])
        winners = self.winners
        if not winners or winners[0] >= len(scores) or winners[0] >= len(potions):
            return None
        key = "magicoa.results.tie_shared" if len(winners) > 1 else "magicoa.results.tie_break"
        return self.ctx.tr(key, count=int(scores[winners[0]]), potions=int(potions[winners[0]]))

    def card_face(self, card: int, width: int) -> pygame.Surface:
        return self._faces().potion(card, width)

    def _faces(self) -> MagicoaFaces:
        if not isinstance(self.faces, MagicoaFaces):
            self.faces = MagicoaFaces(Resources(), self.ctx.tr)
        return self.faces
