"""The end of rounds 1..5: a new row, Exchange holders' swaps, and the first player passing left.

Reading of the book (marked in docs/RULES.md): the Exchange acts after the refill, on the new
row, and only a face-up potion can be swapped (the face-down one is not "étalée" for all).
"""

from __future__ import annotations

from typing import Any

from engine.magicoa.potions import Power, potion_data
from engine.magicoa.row import lay_row, public_row
from engine.magicoa.state import MagicoaState, Phase

EXCHANGE = "exchange"
KEEP_ROW = -1


def refill(st: MagicoaState, _: dict[str, Any]) -> None:
    """Lay a new row from the pile, then the Exchange holders in turn order."""
    lay_row(st)
    st.emit("refill", {"row": public_row(st)})
    st.phase = Phase.EXCHANGE
    st.push(exchange_next, k=0)


def exchange_next(st: MagicoaState, data: dict[str, Any]) -> None:
    """Ask the next Exchange holder from turn-order index `k`, or pass the first player on."""
    order = st.order()
    k = data["k"]
    while k < st.n and not st.holds(order[k], Power.EXCHANGE):
        k += 1
    if k == st.n:
        st.current = None
        st.push(next_round)
        return
    seat = order[k]
    st.current = seat
    options = [KEEP_ROW] + [i for i, slot in enumerate(st.row) if not slot.face_down]
    st.ask_one(seat, EXCHANGE, {"pile_top": potion_data(st.pile[0])}, exchanged,
               options=options, k=k, seat=seat)


def exchanged(st: MagicoaState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    """Swap the pile's top potion with the chosen face-up slot (or keep the row)."""
    seat = data["seat"]
    slot = answers[seat]
    seen = st.pile[0]
    if slot == KEEP_ROW:
        st.emit(EXCHANGE, {"seat": seat, "slot": KEEP_ROW, "potion": None},
                private={"pile_top": potion_data(seen)}, to={seat})
    else:
        st.pile[0], st.row[slot].potion = st.row[slot].potion, seen
        st.emit(EXCHANGE, {"seat": seat, "slot": slot, "potion": potion_data(seen)},
                private={"pile_top": potion_data(seen)}, to={seat})
    st.push(exchange_next, k=data["k"] + 1)


def next_round(st: MagicoaState, _: dict[str, Any]) -> None:
    """The seat to the left of the first player becomes first player; the next round begins
    (the state's `round_start` step: see `MagicoaState`)."""
    st.first_player = (st.first_player + 1) % st.n
    st.emit("first_player", {"seat": st.first_player})
    st.push(st.round_start, round=st.round + 1)
