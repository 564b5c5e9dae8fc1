"""What one seat may know of a game of Magicoa, as plain data (shape: docs/PROTOCOL.md).

Public: the row's face-up potions and every gold card laid on it, the gold every seat has not
yet played (all gold is dealt openly: only which two cards a seat has chosen, and their
order, is secret), how many chosen cards lie face down in front of each seat, every kept
potion and score, the potions and gold out of the game that were seen, and who is asked
what. During the simultaneous choice, `pending` lists every seat until all have answered,
so no one learns who has chosen. Private: a seat's own chosen pair (`chosen`), and for an
Indiscretion holder the face-down potion it peeked at this round. Never: the pile order, the
potions set aside unseen at set-up, other seats' chosen cards, the generator.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.core.decisions import plain
from engine.core.machine import Await
from engine.magicoa.choosing import CHOOSE_GOLD
from engine.magicoa.gold import gold_data, gold_value
from engine.magicoa.potions import potion_data
from engine.magicoa.scoring import score
from engine.magicoa.state import ROUNDS, MagicoaState


def view(st: MagicoaState, seat: int | None) -> dict[str, Any]:
    """The view of `seat` (None: a spectator, who sees only what is public)."""
    return views(st, (seat,))[seat]


def public_asks(st: MagicoaState) -> list[dict[str, Any]]:
    """Who is asked what: every decision of the open question, answered or not (so that the
    simultaneous choice never shows who has already chosen)."""
    if st.over or not st.stack or not isinstance(st.stack[-1], Await):
        return []
    return [d.to_public() for _, d in sorted(st.stack[-1].decisions.items())]


def own_choice(st: MagicoaState, seat: int) -> list[int] | None:
    """`seat`'s chosen pair this round: in the open choose step its answer, afterwards its record."""
    top = st.stack[-1] if st.stack else None
    if isinstance(top, Await) and seat in top.answers and top.decisions[seat].kind == CHOOSE_GOLD:
        return list(top.answers[seat])
    mine = st.chosen[seat]
    return list(mine) if mine is not None else None


def views(st: MagicoaState, seats: Iterable[int | None]) -> dict[int | None, dict[str, Any]]:
    """The views of several seats at once, each equal to `view(st, seat)`; their public parts
    are the same objects, so treat them as read-only."""
    row = [_slot_view(st, i, None) for i in range(len(st.row))]
    seat_views = [{
        "seat": s,
        "hand": sorted(gold_value(c) for c in st.hands[s] + st.in_front[s]),
        "in_front": len(st.in_front[s]),
        "points": [potion_data(p) for p in st.points[s]],
        "powers": [potion_data(p) for p in st.powers[s]],
        "score": score(st, s),
    } for s in range(st.n)]
    base: dict[str, Any] = {
        "game": "magicoa",
        "players": st.n,
        "options": {"players": st.n},
        "round": st.round,
        "rounds": ROUNDS,
        "phase": str(st.phase),
        "bidding_round": st.bidding_round,
        "first_player": st.first_player,
        "current": st.current,
        "pile": len(st.pile),
        "out_of_game": {"potions": len(st.box), "unwon": [potion_data(p) for p in st.unwon],
                        "gold": [gold_data(c) for c in st.gone]},
        "row": row,
        "won": [{"seat": s, "slot": i, "potion": potion_data(p)} for s, i, p in st.awaiting],
        "seats": seat_views,
        "pending": public_asks(st),
        "result": plain(st.result),
    }
    peek_row: list[dict[str, Any]] | None = None
    out: dict[int | None, dict[str, Any]] = {}
    for seat in seats:
        v = dict(base)
        v["seat"] = seat
        if seat is not None:
            v["chosen"] = own_choice(st, seat)
            if seat in st.peeked and st.row and st.row[0].face_down:
                if peek_row is None:
                    peek_row = [_slot_view(st, 0, st.row[0].potion)] + row[1:]
                v["row"] = peek_row
        out[seat] = v
    return out


def _slot_view(st: MagicoaState, i: int, known: int | None) -> dict[str, Any]:
    slot = st.row[i]
    shown = known if slot.face_down else slot.potion
    return {"slot": i, "face_down": slot.face_down,
            "potion": None if shown is None else potion_data(shown),
            "bids": [{"gold": gold_data(c), "slots": list(st.placed[c])} for c in slot.bids]}
