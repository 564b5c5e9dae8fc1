"""Elixir Quest's results screen: each duellist's cards held, and the characters each won."""

from __future__ import annotations

from typing import Protocol, cast

import pygame

from game.collection.ladder import LADDER, rung_named
from game.questtext import results_line
from game.scenes.results import ResultsScene, seat_names
from game.table.res import Resources
from game.tables.quest.faces import QuestFaces


class MatchChoices(Protocol):
    """What the results set on the match screen (`game.scenes.questmatch.QuestMatchScene`, opened
    by name: the scenes never import each other) before starting the next match from it."""

    rung: int
    advanced: bool
    real: bool

    def bring_again(self, played: list[int]) -> bool:
        """Bring the saved deck played last if still whole; False when it lost cards (said on the screen)."""

    def start(self) -> None:
        """Start the match chosen."""


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
            lost = [int(t["kind"]) for t in self.result.get("won", []) if int(t["from"]) == seat]
            names = ", ".join(faces.name(k) for k in won)
            if not real:  # the line under the name says they go back (or that none was won): names alone
                rows.append((won, results_line(tr, real=False, held=int(count), won=len(won)), names))
                continue
            # nothing won nor lost said so ("aucun" alone under a French name read as nothing at all)
            detail = tr("quest.results.kept", cards=names) if won else tr("quest.results.unchanged")
            if lost:  # what the real match cost this seat, not only what it won
                lost_names = ", ".join(faces.name(k) for k in lost)
                detail = tr("quest.results.lost", cards=lost_names) if not won else \
                    detail + " · " + tr("quest.results.lost", cards=lost_names)
            rows.append((won, results_line(tr, real=True, held=int(count), won=len(won)), detail))
        return rows

    def note(self) -> str | None:
        """The line at the top of the panel: the games each duellist won and the games drawn
        (the cards held below follow from them, and a player looks for the score first)."""
        games = self.result.get("games")
        if not isinstance(games, list) or not games:
            return None
        names = seat_names(self.table, self.view, self.ctx.tr("results.seat"))
        if len(names) < 2:
            return None
        won = [sum(1 for g in games if g == seat) for seat in (0, 1)]
        return self.ctx.tr("quest.results.tally", first=names[0], first_won=won[0], second=names[1],
                           second_won=won[1], drawn=sum(1 for g in games if g is None))

    @property
    def drawn(self) -> bool:
        """Whether the duel ended drawn (the host names both seats as winners)."""
        return len(super().winners) > 1

    @property
    def winners(self) -> list[int]:
        """The seat that won the duel; none in a draw (both rows wore the winner's crown and gold
        under "The match is drawn")."""
        return [] if self.drawn else super().winners

    def headline(self) -> str:
        """A duel ends won, lost or drawn (never "both win")."""
        if self.drawn:
            return self.ctx.tr("quest.match.draw")
        return super().headline()

    def rematch(self) -> None:
        """Play again. After a real match against a ladder opponent the cards have changed
        hands, and the host would deal the next match from the pools it started with: the next
        match is started afresh, as the match screen starts it (the same opponent, mode and
        stakes, and the saved deck played if it is still whole), from the collections as they
        are now. When the saved deck played has lost cards since, the match screen opens instead,
        saying which, for the player to choose how to go on."""
        names = seat_names(self.table, self.view, "") if self._solo_real() else []
        opponent = rung_named(names[1]) if len(names) == 2 else None  # the player sits in seat 0
        if opponent is None:
            super().rematch()
            return
        mode = ((self.view or {}).get("options") or {}).get("mode", "advanced")
        self.link.close()
        scene = self.ctx.scene("questmatch")
        match = cast(MatchChoices, scene)
        match.rung = LADDER.index(opponent)
        match.advanced = mode == "advanced"
        match.real = True
        played = sorted(int(k) for k in (self.result.get("decks") or [[]])[0])
        self.ctx.stack.reset(self.ctx.scene("title"))
        self.ctx.stack.push(scene)
        if match.bring_again(played):  # else the match screen says which of the deck's cards were lost
            match.start()  # the new table replaces every scene; a refusal is shown on the match screen

    def _solo_real(self) -> bool:
        return bool(self.result.get("real")) and getattr(self.link, "kind", "") == "solo"

    def card_face(self, card: int, width: int) -> pygame.Surface:
        return self._faces().card(card, width)

    def _faces(self) -> QuestFaces:
        if not isinstance(self.faces, QuestFaces):
            self.faces = QuestFaces(Resources(), self.ctx.tr)
        return self.faces
