"""What one seat may know of a match of Elixir Quest, as plain data (shape: docs/PROTOCOL.md).

Public: the mode, the game and round, how many characters and potions each seat still holds,
every card turned face up (characters in play, revealed potions, everything set aside or
won), whether a potion lies face down in front of a seat, the numbers of the last round
fought, the games so far, who is asked what (both seats during a simultaneous choice, answered
or not, so no one learns who has chosen), and the result. Private to a seat: its pool while
decks are chosen, its hand, what it placed this game (its answer, before the reveal too), its
face-down potion, and the rival's characters still in hand once a revealing potion let it see
them. Never: the other seat's hand, pool, placement or face-down potion, the generator.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.core.decisions import plain
from engine.core.machine import Await
from engine.quest.cards import card_data, is_character
from engine.quest.match import PLACE
from engine.quest.state import GAMES, SEATS, QuestState


def view(st: QuestState, seat: int | None) -> dict[str, Any]:
    """The view of `seat` (None: a spectator, who sees only what is public)."""
    return views(st, (seat,))[seat]


def _card(st: QuestState, card: int) -> dict[str, Any]:
    return {"id": card, **card_data(st.kinds[card])}


def public_asks(st: QuestState) -> list[dict[str, Any]]:
    """Every decision of the open question, answered or not."""
    if st.over or not st.stack or not isinstance(st.stack[-1], Await):
        return []
    return [d.to_public() for _, d in sorted(st.stack[-1].decisions.items())]


def own_placement(st: QuestState, seat: int) -> dict[str, Any] | None:
    """What `seat` placed this game: its answer while the other still chooses, then the table."""
    top = st.stack[-1] if st.stack else None
    if isinstance(top, Await) and seat in top.answers and top.decisions[seat].kind == PLACE:
        return dict(top.answers[seat])
    table = st.table[seat]
    if table.character is None:
        return None
    return {"character": table.character, "potion": table.potion}


def _table(st: QuestState, seat: int) -> dict[str, Any]:
    table = st.table[seat]
    return {"character": _card(st, table.character) if table.character is not None and table.character_up else None,
            "potion": _card(st, table.potion) if table.potion is not None and table.potion_up else None,
            "potion_down": table.potion is not None and not table.potion_up}


def views(st: QuestState, seats: Iterable[int | None]) -> dict[int | None, dict[str, Any]]:
    """The views of several seats at once, each equal to `view(st, seat)`; their public parts
    are the same objects, so treat them as read-only."""
    wins = [sum(1 for r in st.history if r.winner == s) for s in range(SEATS)]
    seat_views = [{
        "seat": s,
        "characters": sum(1 for c in st.hand[s] if is_character(st.kinds[c])),
        "potions": sum(1 for c in st.hand[s] if not is_character(st.kinds[c])),
        "used": [_card(st, c) for c in st.used[s]],
        "taken": [_card(st, c) for c in st.taken[s]],
        "cards": st.cards_held(s),
        "wins": wins[s],
    } for s in range(SEATS)]
    base: dict[str, Any] = {
        "game": "quest",
        "players": SEATS,
        "options": {"mode": str(st.mode), "potions": st.potions_per_deck, "real": st.real},
        "shared_pool": st.pool_kinds,
        "phase": str(st.phase),
        "match_game": st.game,
        "games": GAMES,
        "round": st.round,
        "lead": st.lead,
        "seats": seat_views,
        "table": [_table(st, s) for s in range(SEATS)],
        "fighters": plain(st.fighters),
        "history": [{"characters": list(r.characters), "rounds": r.rounds, "winner": r.winner,
                     "potions": list(r.potions)} for r in st.history],
        "pending": public_asks(st),
        "result": plain(st.result),
    }
    out: dict[int | None, dict[str, Any]] = {}
    for seat in seats:
        v = dict(base)
        v["seat"] = seat
        if seat is not None:
            v["hand"] = [_card(st, c) for c in st.hand[seat]]
            v["pool"] = [_card(st, c) for c in st.pool[seat]] if st.phase == "decks" else []
            v["placed"] = own_placement(st, seat)
            mine = st.table[seat].potion
            v["my_potion"] = _card(st, mine) if mine is not None else None
            rival = 1 - seat
            v["rival_hand"] = ([card_data(st.kinds[c]) for c in st.hand[rival] if is_character(st.kinds[c])]
                               if st.seen_hand[seat] else None)
        out[seat] = v
    return out
