"""What a seat knows, in the compact form the heuristics read.

`Knowledge` is built either from a seat's plain view (`from_view`: what the greedy and MCTS
bots use, exactly what a remote human gets) or from a state (`from_state`: only inside MCTS
rollouts, on the bot's own determinized sample, never on the true game). Both give the same
fields for the same position, so one set of heuristics serves both.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from engine.elixir.catalog import all_instances, card_def
from engine.elixir.state import ElixirState


@dataclass(slots=True)
class PlayInfo:
    """A play in flight, as everyone sees it."""

    seat: int
    card: int
    target: int | None
    answers: int | None


@dataclass(slots=True)
class Knowledge:
    """One seat's knowledge of a position: its own cards and the public counts.

    `points_left[s]` and `spells_left[s]` count seat s's uncast spells (public), `spell_levels[s]`
    lists their levels (public), `finds[s]` its Finds in hand. `auction_lot` holds the face-up
    cards of an auction lot, `lot_hidden` how many of the lot lie face down. `my_modifiers` are
    the lasting effects on me (their keys by uid), `discard` the discard pile, `current` the seat
    whose turn it is and `direction` the turn order (1 or -1). `used_this_turn`
    counts the objects (by card key) I used this turn: the bot's own memory,
    which keeps it out of loops such as two copies of an object that recover each other.
    """

    seat: int
    n: int
    hand: list[int]
    spells: list[int]
    finds: list[int]
    spells_left: list[int]
    points_left: list[int]
    plays: dict[int, PlayInfo] = field(default_factory=dict)
    auction_lot: list[int] = field(default_factory=list)
    lot_hidden: int = 0
    my_modifiers: dict[int, str] = field(default_factory=dict)
    discard: list[int] = field(default_factory=list)
    draft_points: int = 0
    draft_target: int = 0
    turn: int = 0
    used_this_turn: dict[str, int] = field(default_factory=dict)
    spell_levels: list[list[int]] = field(default_factory=list)
    current: int = 0
    direction: int = 1

    @staticmethod
    def from_view(view: dict[str, Any]) -> Knowledge:
        """Knowledge read from a seat's plain view."""
        seat = int(view["seat"])
        seats = view["seats"]
        plays = {int(p["uid"]): PlayInfo(p["seat"], p["card"], p["target"], p["answers"])
                 for p in view.get("plays", [])}
        lot: list[int] = []
        hidden = 0
        tx = view.get("transaction") or {}
        if tx.get("kind") == "auction" and tx.get("stage") == "bidding":
            lot = [c["card"] for c in view["table"]["face_up"] if c["why"] == "auction"]
            hidden = max(0, int(tx.get("lot") or 0) - len(lot))
        me = seats[seat]
        spells = list(view.get("spells", []))
        return Knowledge(
            seat=seat,
            n=int(view["players"]),
            hand=list(view.get("hand", [])),
            spells=spells,
            finds=[int(s["finds"]) for s in seats],
            spells_left=[len(s["spell_levels"]) for s in seats],
            points_left=[sum(s["spell_levels"]) for s in seats],
            plays=plays,
            auction_lot=lot,
            lot_hidden=hidden,
            my_modifiers={int(m["uid"]): m["key"] for m in me["modifiers"]},
            discard=list(view.get("discard", [])),
            draft_points=sum(card_def(c).level for c in spells),
            draft_target=_target_points(view["options"]),
            turn=int(view["turn"]),
            spell_levels=[list(s["spell_levels"]) for s in seats],
            current=int(view["current"]),
            direction=int(view["direction"]),
        )

    @staticmethod
    def from_state(st: ElixirState, seat: int) -> Knowledge:
        """Knowledge read from a state (for rollouts on the bot's own sampled state only)."""
        plays = {p.uid: PlayInfo(p.seat, p.card, p.target, p.answers) for p in st.plays}
        lot: list[int] = []
        hidden = 0
        tx = st.transaction
        if tx is not None and tx.get("kind") == "auction" and tx.get("stage") == "bidding":
            for card, placed in st.table.items():
                if placed.why == "auction":
                    if placed.face_up:
                        lot.append(card)
                    else:
                        hidden += 1
        spell_hands = st.spell_hands
        levels = _levels()
        per_seat = [[levels[c] for c in hand] for hand in spell_hands]
        points = [sum(seat_levels) for seat_levels in per_seat]
        return Knowledge(
            seat=seat,
            n=st.n,
            hand=st.hands[seat],
            spells=spell_hands[seat],
            finds=[len(h) for h in st.hands],
            spells_left=[len(h) for h in spell_hands],
            points_left=points,
            plays=plays,
            auction_lot=lot,
            lot_hidden=hidden,
            my_modifiers={m.uid: m.key for m in st.modifiers if m.seat == seat},
            discard=st.discard,
            draft_points=points[seat],
            draft_target=st.options.target_points,
            turn=st.turn_number,
            spell_levels=per_seat,
            current=st.current,
            direction=st.direction,
        )


@cache
def _levels() -> tuple[int, ...]:
    return tuple(d.level for d in all_instances())


def _target_points(options: dict[str, Any]) -> int:
    from engine.elixir.options import ElixirOptions

    return ElixirOptions.from_plain(options).target_points


