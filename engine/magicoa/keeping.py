"""Keeping each won potion for its points (face up) or its power (face down), then the next round.

The choices are made one at a time, in turn order from the first player and then in row
order; a potion without a power is kept for its points without asking. After the keeps:
rounds 1..5 refill the row and let Exchange holders act; round 6 ends the game.
"""

from __future__ import annotations

from typing import Any

from engine.magicoa.exchange import refill
from engine.magicoa.potions import potion, potion_data
from engine.magicoa.scoring import finish
from engine.magicoa.state import ROUNDS, MagicoaState

KEEP = "keep"
KEEP_OPTIONS = ["points", "power"]


def keep_next(st: MagicoaState, _: dict[str, Any]) -> None:
    """Settle the first potion waiting for its keep choice, or move on when none is left."""
    if not st.awaiting:
        st.current = None
        st.push(refill if st.round < ROUNDS else finish)
        return
    seat, _slot, pid = st.awaiting[0]
    if potion(pid).power is None:
        keep(st, seat, "points")
        st.push(keep_next)
        return
    st.current = seat
    st.ask_one(seat, KEEP, {"potion": potion_data(pid)}, kept, options=list(KEEP_OPTIONS), seat=seat)


def kept(st: MagicoaState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    """Record the seat's choice for the first waiting potion, then settle the next."""
    keep(st, data["seat"], answers[data["seat"]])
    st.push(keep_next)


def keep(st: MagicoaState, seat: int, how: str) -> None:
    """Move the first waiting potion to `seat`'s points or powers, for good."""
    _seat, _slot, pid = st.awaiting.pop(0)
    (st.points if how == "points" else st.powers)[seat].append(pid)
    st.emit("kept", {"seat": seat, "potion": potion_data(pid), "as": how})
