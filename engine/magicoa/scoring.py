"""Scores and the end of the game: magic points with the Triple powers, and the tie-break.

The book names no tie-break; ours (marked in docs/RULES.md): among the seats tied on points,
the one who won the most potions in all (points and powers) wins; if still tied, they share it.
"""

from __future__ import annotations

from typing import Any

from engine.magicoa.potions import Colour, Power, potion
from engine.magicoa.state import MagicoaState, Phase

TRIPLE = 3


def potion_points(st: MagicoaState, seat: int, pid: int) -> int:
    """What potion `pid`, kept for points, is worth to `seat` (3 for blue/green with the Triple power)."""
    p = potion(pid)
    if (p.colour is Colour.BLUE and st.holds(seat, Power.TRIPLE_BLUE)) or (
            p.colour is Colour.GREEN and st.holds(seat, Power.TRIPLE_GREEN)):
        return TRIPLE
    return p.points


def score(st: MagicoaState, seat: int) -> int:
    """`seat`'s magic points now: the sum of its potions kept for points."""
    return sum(potion_points(st, seat, pid) for pid in st.points[seat])


def worth_of_data(kept: dict[str, Any], powers: list[dict[str, Any]]) -> int:
    """`potion_points` read from a seat's view: what potion `kept` (plain data, `Potion.to_data`)
    is worth for points to a seat holding the potions `powers` kept for their powers."""
    held = {p.get("power") for p in powers}
    tripled = {str(Colour.BLUE)} if str(Power.TRIPLE_BLUE) in held else set()
    if str(Power.TRIPLE_GREEN) in held:
        tripled.add(str(Colour.GREEN))
    return TRIPLE if kept.get("colour") in tripled else int(kept.get("points", 0))


def score_of_data(points: list[dict[str, Any]], powers: list[dict[str, Any]]) -> int:
    """`score` read from a seat's view: its potions kept for points and for powers as plain data
    (`Potion.to_data`), so a table can bring a seat's score up to date as a potion is kept."""
    return sum(worth_of_data(p, powers) for p in points)


def potions_won(st: MagicoaState, seat: int) -> int:
    """How many potions `seat` has won in all (kept for points or for powers)."""
    return len(st.points[seat]) + len(st.powers[seat])


def winners(scores: list[int], won: list[int]) -> tuple[list[int], bool]:
    """The winning seats and whether the tie-break was needed: most points, then most potions."""
    best = max(scores)
    tied = [s for s, v in enumerate(scores) if v == best]
    if len(tied) == 1:
        return tied, False
    most = max(won[s] for s in tied)
    return [s for s in tied if won[s] == most], True


def finish(st: MagicoaState, _: dict[str, Any]) -> None:
    """After round 6: score everyone, name the winners, end the game."""
    scores = [score(st, s) for s in range(st.n)]
    won = [potions_won(st, s) for s in range(st.n)]
    best, tie_break = winners(scores, won)
    st.result = {"winners": best, "scores": scores, "potions": won, "tie_break": tie_break, "rounds": st.round}
    st.phase = Phase.OVER
    st.current = None
    st.emit("game_end", {"scores": scores, "winners": best})
    st.over = True
