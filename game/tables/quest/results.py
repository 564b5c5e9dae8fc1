"""Elixir Quest's results screen: each duellist's cards held, and the characters each won."""

from __future__ import annotations

import pygame

from game.scenes.results import ResultsScene
from game.table.res import Resources
from game.tables.quest.faces import QuestFaces


class QuestResults(ResultsScene):
    """The shared results screen with Quest's rows: cards held, the characters won (their faces
    and names), and whether they changed owner (a real match) or go back (practice)."""

    def seat_rows(self) -> list[tuple[list[int], str, str]]:
        tr = self.ctx.tr
        held = list(self.result.get("cards") or [])
        faces = self._faces()
        real = bool(self.result.get("real"))
        rows = []
        for seat, count in enumerate(held):
            won = [int(t["kind"]) for t in self.result.get("won", []) if int(t["to"]) == seat]
            names = ", ".join(faces.name(k) for k in won) or tr("results.none")
            detail = tr("quest.results.kept" if real else "quest.results.returned", cards=names) if won else names
            rows.append((won, tr("quest.results.held", count=int(count)), detail))
        return rows

    def headline(self) -> str:
        """A duel ends won, lost or drawn (never "both win")."""
        if len(self.winners) > 1:
            return self.ctx.tr("quest.match.draw")
        return super().headline()

    def card_face(self, card: int, width: int) -> pygame.Surface:
        return self._faces().card(card, width)

    def _faces(self) -> QuestFaces:
        if not isinstance(self.faces, QuestFaces):
            self.faces = QuestFaces(Resources(), self.ctx.tr)
        return self.faces
