"""What one seat may know of a game of Elixir, as plain data.

Public: counts of every hand, the levels of every player's uncast spells (the rules make them
public, not their identities), cast spells, the discard pile, face-up cards on the table,
lasting effects, whose turn it is and who is being asked what (``pending``: id, seat and kind
of every open decision, the seat's own included; a seat's own decisions in full travel with
the decision itself: the host's ``ask``, a bot's `decision` argument). Private to a seat: its
own Finds, its own spells, its own face-down cards on the table. Never: the deck order, other
hands, the generator.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.core.machine import pending
from engine.elixir.cards import CardDef
from engine.elixir.catalog import FIRST_SPELL, all_instances, lasting_def
from engine.elixir.state import ElixirState


def view(st: ElixirState, seat: int | None) -> dict[str, Any]:
    """The view of `seat` (None: a spectator, who sees only what is public)."""
    return views(st, (seat,))[seat]


def views(st: ElixirState, seats: Iterable[int | None]) -> dict[int | None, dict[str, Any]]:
    """The views of several seats at once, each equal to `view(st, seat)`.

    The public parts are built once and shared by every view returned (the same list and
    dict objects), so treat these views as read-only. The host builds every recipient's view
    after each answer this way, and its patch differ recognises the shared parts.
    """
    defs = all_instances()
    gone_finds = [c for c in st.gone if c < FIRST_SPELL]
    face_down: dict[int, int] = {}
    mine: dict[int, list[int]] = {}
    face_up: list[dict[str, Any]] = []
    for card, placed in sorted(st.table.items()):
        if placed.face_up:
            face_up.append({"card": card, "owner": placed.owner, "why": placed.why})
        else:
            face_down[placed.owner] = face_down.get(placed.owner, 0) + 1
            mine.setdefault(placed.owner, []).append(card)
    discard = list(st.discard)
    piles = {str(level): len(cards) for level, cards in st.piles.items()}
    out_of_game = {"spells": len(st.gone) - len(gone_finds), "finds": gone_finds}
    seat_views = [_seat_view(st, s, face_down.get(s, 0), defs) for s in range(st.n)]
    plays = [{"uid": p.uid, "seat": p.seat, "card": p.card, "target": p.target,
              "countered": p.countered, "answers": p.answers, "resolved": p.resolved}
             for p in st.plays]
    public: dict[str, Any] = {  # every view is a copy of this one, with the seat's own parts set
        "game": "elixir",
        "seat": None,
        "players": st.n,
        "options": st.options.shared_plain,
        "phase": st.phase.value,
        "turn": st.turn_number,
        "current": st.current,
        "direction": st.direction,
        "first_player": st.first_player,
        "deck": len(st.deck),
        "discard": discard,
        "piles": piles,
        "out_of_game": out_of_game,
        "seats": seat_views,
        "table": None,
        "transaction": _transaction_view(st),
        "plays": plays,
        "pending": [d.to_public() for d in pending(st)],
        "winner": st.winner,
    }
    result: dict[int | None, dict[str, Any]] = {}
    for seat in seats:
        out = public.copy()
        out["seat"] = seat
        out["table"] = {"face_up": face_up, "mine": mine.get(seat, []) if seat is not None else []}
        if seat is not None:
            out["hand"] = sorted(st.hands[seat])
            out["spells"] = sorted(st.spell_hands[seat])
        result[seat] = out
    return result


def _seat_view(st: ElixirState, seat: int, face_down: int, defs: tuple[CardDef, ...]) -> dict[str, Any]:
    return {
        "seat": seat,
        "finds": len(st.hands[seat]),
        "spell_levels": sorted(defs[c].level for c in st.spell_hands[seat]),
        "cast": list(st.cast[seat]),
        "face_down": face_down,
        "modifiers": [
            {"uid": m.uid, "key": m.key, "display": lasting_def(m.key).display.value, "source": m.source,
             "card": m.card, "data": dict(m.data), "turns": m.turns}
            for m in st.modifiers if m.seat == seat
        ] if st.modifiers else [],
    }


def _transaction_view(st: ElixirState) -> dict[str, Any] | None:
    if st.transaction is None:
        return None
    public_keys = ("kind", "opener", "card", "stage", "size", "participants", "laid", "seat", "seller",
                   "lot", "face_up", "minimum", "high", "bidder", "passed")
    return {k: (list(v) if isinstance(v, list) else v) for k, v in st.transaction.items() if k in public_keys}
