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

    def row_order(self, count: int) -> list[int]:
        """Ranked: the winners first, then by score, highest first, seat order breaking ties (in
        seat order, a Dutch tester had to work out who came second)."""
        scores = list(self.result.get("scores") or [])
        winners = self.winners

        def rank(seat: int) -> tuple[bool, int, int]:
            return seat not in winners, -int(scores[seat]) if seat < len(scores) else 0, seat

        return sorted(range(count), key=rank)

    def places(self) -> dict[int, int]:
        """Places by score, the winners first (a tie on points for the win is broken by potions:
        docs/RULES.md); players level on points share their place (two "3"s, then 5), where
        the ranked list alone did not show a tie for third."""
        scores = [int(s) for s in self.result.get("scores") or []]
        winners = self.winners

        def ahead(seat: int, other: int) -> bool:
            if (other in winners) != (seat in winners):
                return other in winners
            return seat not in winners and scores[other] > scores[seat]

        return {seat: 1 + sum(ahead(seat, other) for other in range(len(scores))) for seat in range(len(scores))}

    def note(self) -> str | None:
        """How a tie on points was decided (the book names no tie-break; see docs/RULES.md), or
        by how many points the winner won, over whom (the screen said who, not by how much)."""
        scores = list(self.result.get("scores") or [])
        if not self.result.get("tie_break"):
            winners = self.winners
            others = [s for s in range(len(scores)) if s not in winners]
            if len(winners) != 1 or winners[0] >= len(scores) or not others:
                return None
            second = max(others, key=lambda s: (int(scores[s]), -s))
            names = self.names()
            margin = int(scores[winners[0]]) - int(scores[second])
            if margin <= 0 or second >= len(names) or winners[0] >= len(names):
                return None
            return self.ctx.tr("magicoa.results.margin", count=margin, name=names[winners[0]], other=names[second])
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
