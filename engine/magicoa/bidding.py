"""The two bidding rounds and the end of bidding: placing gold, covering, losing, winning potions.

Reading of the book (marked in docs/RULES.md): a potion is won by the owner of the gold card
on top in front of it, the card laid last; a Double bid card lies on both its potions and is on
top of each until covered there; it must beat (or, with Equality, equal) the top card of both.
"""

from __future__ import annotations

from typing import Any

from engine.magicoa.gold import gold_data, gold_seat
from engine.magicoa.keeping import keep_next
from engine.magicoa.potions import Power, potion_data
from engine.magicoa.state import MagicoaState, Phase

BID = "bid"


def placements(st: MagicoaState, seat: int, card: int) -> list[dict[str, list[int]]]:
    """Where `seat` may lay `card`: single slots, then (with Double bid) pairs of adjacent slots."""
    fit = [st.fits(seat, card, i) for i in range(len(st.row))]
    out = [{"slots": [i]} for i, ok in enumerate(fit) if ok]
    if st.holds(seat, Power.DOUBLE_BID):
        out += [{"slots": [i, i + 1]} for i in range(len(st.row) - 1) if fit[i] and fit[i + 1]]
    return out


def bid_next(st: MagicoaState, data: dict[str, Any]) -> None:
    """The `k`-th seat in turn order bids its next face-down card in bidding round `bidding_round`;
    a card that fits nowhere leaves the game without a question."""
    bidding_round, k = data["bidding_round"], data["k"]
    if k == st.n:
        if bidding_round == 1:
            st.push(bid_next, bidding_round=2, k=0)
        else:
            st.push(end_bidding)
        return
    st.bidding_round = bidding_round
    seat = st.order()[k]
    card = st.in_front[seat][0]
    options = placements(st, seat, card)
    if not options:
        st.in_front[seat].pop(0)
        st.gone.append(card)
        st.emit("gold_lost", {"seat": seat, "gold": gold_data(card)})
        st.push(bid_next, bidding_round=bidding_round, k=k + 1)
        return
    st.current = seat
    st.ask_one(seat, BID, {"gold": gold_data(card), "bidding_round": bidding_round}, placed,
               options=options, bidding_round=bidding_round, k=k, seat=seat, card=card)


def placed(st: MagicoaState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    """Lay the card face up on the chosen slot(s), over whatever was on top there."""
    seat, card = data["seat"], data["card"]
    slots = list(answers[seat]["slots"])
    covered = [top for top in (st.top(i) for i in slots) if top is not None]
    st.in_front[seat].pop(0)
    for i in slots:
        st.row[i].bids.append(card)
    st.placed[card] = slots
    st.current = None
    st.emit("bid", {"seat": seat, "gold": gold_data(card), "slots": slots,
                    "covered": sorted(set(covered))})
    st.push(bid_next, bidding_round=data["bidding_round"], k=data["k"] + 1)


def end_bidding(st: MagicoaState, _: dict[str, Any]) -> None:
    """Turn the face-down potion up; each potion goes to the owner of its top gold card, unwon
    potions and every played gold card leave the game; then the keep choices."""
    st.bidding_round = 0
    hidden = st.row[0]
    hidden.face_down = False
    st.peeked = set()
    st.emit("reveal", {"slot": 0, "potion": potion_data(hidden.potion)})
    won: list[list[int]] = []
    for i, slot in enumerate(st.row):
        top = st.top(i)
        if top is None:
            st.box.append(slot.potion)
            st.unwon.append(slot.potion)
            st.emit("potion_unwon", {"slot": i, "potion": potion_data(slot.potion)})
        else:
            won.append([gold_seat(top), i, slot.potion])
            st.emit("potion_won", {"seat": gold_seat(top), "slot": i, "potion": potion_data(slot.potion)})
    for i, slot in enumerate(st.row):
        st.gone.extend(c for c in slot.bids if st.placed.get(c, [i])[0] == i)
    st.placed = {}
    st.row = []
    rank = {seat: k for k, seat in enumerate(st.order())}
    st.awaiting = sorted(won, key=lambda w: (rank[w[0]], w[1]))
    st.phase = Phase.KEEP
    st.push(keep_next)
