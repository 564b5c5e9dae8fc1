"""Determinization: a full `MagicoaState` sampled to be consistent with one seat's view.

For information-set search (the bots' IS-MCTS): `determinize(view, rng)` keeps everything the
view shows (the row and its gold, the gold each seat has not played, every kept potion, the
potions waiting for their keep choice, the unwon potions, the gold out of the game, the
round, the first player, the seat's own chosen cards and any face-down potion it peeked at)
and deals at random what it hides:

- which of another seat's unplayed gold cards lie face down in front of it, and their order
  (as many as its public ``in_front`` count);
- the face-down potion (unless the view shows it), the pile's order, and which potions were
  set aside unseen at set-up: all drawn from the potions the view does not show;
- a fresh generator seed from `rng`.

At an ``exchange`` decision the seat has seen the pile's top potion: pass the decision (as
`Decision.to_plain()` gives it) as `decision` to keep that potion on top of the pile.

It works at any of the seat's own open decisions (``choose_gold``, ``bid``, ``keep``,
``exchange``): each is asked by a single step frame that it rebuilds, re-asking the same
decision with the same id. Elsewhere it raises `NotDeterminizable`.
"""

from __future__ import annotations

from typing import Any

from engine.bots.sampled import NoSample
from engine.core.machine import Await, Step, run
from engine.core.rng import Rng
from engine.magicoa.bidding import BID, bid_next
from engine.magicoa.choosing import CHOOSE_GOLD, choose
from engine.magicoa.exchange import EXCHANGE, exchange_next
from engine.magicoa.gold import gold_id, gold_seat
from engine.magicoa.keeping import KEEP, keep_next
from engine.magicoa.potions import POTION_IDS, Power
from engine.magicoa.setup import round_start
from engine.magicoa.state import MagicoaState, Phase, Slot


class NotDeterminizable(NoSample):
    """The view is not at one of its seat's own open decisions, or its counts do not add up."""


SUPPORTED_KINDS = (CHOOSE_GOLD, BID, KEEP, EXCHANGE)


def determinize(view: dict[str, Any], rng: Rng, decision: dict[str, Any] | None = None) -> MagicoaState:
    """A state consistent with `view`, a seat's view at one of its own open decisions (and with
    `decision`'s prompt, when it is that decision in full)."""
    seat = view.get("seat")
    if type(seat) is not int or view.get("game") != "magicoa":
        raise NotDeterminizable("only a seat's Magicoa view can be determinized")
    mine = [d for d in view["pending"] if d["seat"] == seat]
    if len(mine) != 1 or mine[0]["kind"] not in SUPPORTED_KINDS:
        raise NotDeterminizable("the view has no open decision of its own seat")
    if mine[0]["kind"] == CHOOSE_GOLD and view.get("chosen") is not None:
        raise NotDeterminizable("the seat has already chosen its gold this round")
    st = MagicoaState(int(view["players"]), rng.next64() >> 1, round_start)
    st.phase = Phase(view["phase"])
    st.round = int(view["round"])
    st.bidding_round = int(view["bidding_round"])
    st.first_player = int(view["first_player"])
    st.current = view["current"]
    st.gone = [g["id"] for g in view["out_of_game"]["gold"]]
    _deal_gold(st, view, seat, rng)
    seen = None
    if decision is not None and decision.get("id") == mine[0]["id"] and decision["kind"] == EXCHANGE:
        seen = int(decision["prompt"]["pile_top"]["id"])
    _deal_potions(st, view, rng, seen)
    return _reask(st, view, seat, mine[0])


def _deal_gold(st: MagicoaState, view: dict[str, Any], seat: int, rng: Rng) -> None:
    for slot in view["row"]:
        for bid in slot["bids"]:
            st.placed[bid["gold"]["id"]] = list(bid["slots"])
    on_row = set(st.placed)
    for entry in view["seats"]:
        s = int(entry["seat"])
        unplayed = [gold_id(s, v) for v in entry["hand"]]
        count = int(entry["in_front"])
        if s == seat:
            chosen = view.get("chosen") or []
            front = [c for c in chosen if c in unplayed] if count else []
            st.chosen[s] = list(chosen) if chosen else None
        else:
            front = rng.sample(unplayed, count)
        if len(front) != count:
            raise NotDeterminizable("the seat's chosen cards do not match its view")
        st.in_front[s] = front
        st.hands[s] = [c for c in unplayed if c not in front]
        if any(c in on_row for c in unplayed) or any(gold_seat(c) != s for c in unplayed):
            raise NotDeterminizable("the view's gold does not add up")


def _deal_potions(st: MagicoaState, view: dict[str, Any], rng: Rng, pile_top: int | None) -> None:
    known: set[int] = set()
    hidden_slot: dict[str, Any] | None = None
    for slot in view["row"]:
        bids = [b["gold"]["id"] for b in slot["bids"]]
        if slot["potion"] is None:
            hidden_slot = slot
            st.row.append(Slot(0, True, bids))
        else:
            known.add(slot["potion"]["id"])
            st.row.append(Slot(slot["potion"]["id"], bool(slot["face_down"]), bids))
    for entry in view["seats"]:
        s = int(entry["seat"])
        st.points[s] = [p["id"] for p in entry["points"]]
        st.powers[s] = [p["id"] for p in entry["powers"]]
        known.update(st.points[s] + st.powers[s])
    st.awaiting = [[w["seat"], w["slot"], w["potion"]["id"]] for w in view["won"]]
    st.unwon = [p["id"] for p in view["out_of_game"]["unwon"]]
    known.update(w[2] for w in st.awaiting)
    known.update(st.unwon)
    unknown = [p for p in POTION_IDS if p not in known]
    rng.shuffle(unknown)
    if pile_top is not None:
        if pile_top not in unknown:
            raise NotDeterminizable("the potion seen on the pile is shown elsewhere in the view")
        unknown.remove(pile_top)
    if hidden_slot is not None:
        st.row[hidden_slot["slot"]].potion = unknown.pop()
    if pile_top is not None:
        unknown.insert(0, pile_top)
    pile = int(view["pile"])
    st.pile, set_aside = unknown[:pile], unknown[pile:]
    st.box = sorted(set_aside) + st.unwon
    if len(st.pile) != pile or len(st.box) != int(view["out_of_game"]["potions"]):
        raise NotDeterminizable("the view's potion counts do not add up")
    if st.phase in (Phase.CHOOSE, Phase.BID) and st.row and st.row[0].face_down:
        st.peeked = {s for s in range(st.n) if st.holds(s, Power.INDISCRETION)}


def _reask(st: MagicoaState, view: dict[str, Any], seat: int, decision: dict[str, Any]) -> MagicoaState:
    kind = decision["kind"]
    order = st.order()
    if kind == CHOOSE_GOLD:
        st.next_decision_id = min(int(d["id"]) for d in view["pending"])
        st.stack.append(Step(choose, {}))
    elif kind == BID:
        st.next_decision_id = int(decision["id"])
        st.stack.append(Step(bid_next, {"bidding_round": st.bidding_round, "k": order.index(seat)}))
    elif kind == KEEP:
        st.next_decision_id = int(decision["id"])
        st.stack.append(Step(keep_next, {}))
    else:
        st.next_decision_id = int(decision["id"])
        st.stack.append(Step(exchange_next, {"k": order.index(seat)}))
    run(st)
    top = st.stack[-1] if st.stack else None
    if not isinstance(top, Await) or seat not in top.decisions or top.decisions[seat].id != decision["id"]:
        raise NotDeterminizable("the rebuilt decision does not match the view's")
    return st
