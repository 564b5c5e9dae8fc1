"""The three transactions: Flea Market, Market Day and Auction, with every player's decisions.

While one runs, `st.transaction` holds its public progress (what the table shows), and the
cards involved lie on the table (face down until the rules turn them up). The transaction
card itself lies face up on the table and is discarded when the transaction is over.
"""

from __future__ import annotations

from typing import Any

from engine.core.decisions import Decision, Pick
from engine.elixir.cards import TransactionKind
from engine.elixir.primitives import discard_from_hand, discard_from_table, draw, give, pick_up, place, reveal_table
from engine.elixir.state import ElixirState


def start_transaction(st: ElixirState, seat: int, card: int) -> None:
    """Open the transaction on `card` for `seat`: lay the card down and run the transaction."""
    kind = st.book[card].transaction
    assert kind is not None
    place(st, seat, [card], face_up=True, why="transaction")
    st.transaction = {"kind": kind.value, "opener": seat, "card": card, "stage": "open"}
    st.emit("transaction", {"seat": seat, "card": card, "type": kind.value})  # never "kind": the event's own
    order = st.seats_from(seat)
    if kind is TransactionKind.FLEA_MARKET:
        steps = [(_flea_stake, {"opener": seat})]
    elif kind is TransactionKind.MARKET_DAY:
        steps = [(_market_turn, {"seat": s}) for s in order]
    else:
        steps = [(_auction_offer, {"seat": s}) for s in order]
    st.then(*steps, (_end_transaction, {"card": card}))


def rebuild_bidding(st: ElixirState, seat: int, lot: list[int], asked: Decision | None) -> None:
    """Push the frames of the auction `st.transaction` shows being bid for, down to `seat`'s
    bid (a determinized sample rebuilding its seat's question; the caller has pushed the
    opener's turn to go back to): the transaction's end, the offers of the sellers after this
    one, and the bid, asked again as `asked` (same id, same options) or, when None, asked
    anew by walking the bidding on from the seat before `seat`. `lot` is the lot's cards."""
    tx = st.transaction
    assert tx is not None and tx["kind"] == TransactionKind.AUCTION.value
    order = st.seats_from(int(tx["opener"]))
    st.push(_end_transaction, card=tx["card"])
    for later in reversed(order[order.index(int(tx["seller"])) + 1:]):
        st.push(_auction_offer, seat=later)
    if asked is not None:
        st.ask_again(asked, _auction_bid, seat=seat, lot=lot)
    else:
        st.push(_auction_bid_next, after=(seat - st.direction) % st.n, lot=lot)


def _end_transaction(st: ElixirState, data: dict[str, Any]) -> None:
    discard_from_table(st, [data["card"]], why="transaction")
    st.transaction = None
    st.emit("transaction_end", {"card": data["card"]})


# ---- Flea Market ----------------------------------------------------------------------------

def _flea_stake(st: ElixirState, data: dict[str, Any]) -> None:
    opener = data["opener"]
    hand = st.hands[opener]
    if not hand:
        st.emit("flea_market_empty", {"seat": opener})
        return
    st.transaction = {**(st.transaction or {}), "stage": "stake"}
    st.ask_one(opener, "flea_stake", {}, _flea_staked, pick=Pick.between(sorted(hand), 1, len(hand)),
               opener=opener)


def _flea_staked(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    opener = data["opener"]
    stake = answers[opener]
    place(st, opener, stake, face_up=False, why="flea_market")
    size = len(stake)
    st.transaction = {**(st.transaction or {}), "stage": "join", "size": size, "participants": [opener]}
    asked = [st.decision(s, "flea_join", {"size": size, "opener": opener},
                         pick=Pick(tuple(sorted(st.hands[s])), (0, size)))
             for s in st.seats_from(opener) if s != opener and len(st.hands[s]) >= size]
    st.ask(asked, _flea_joined, opener=opener, size=size)


def _flea_joined(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    opener = data["opener"]
    participants = [opener]
    for seat in st.seats_from(opener):
        if answers.get(seat):
            place(st, seat, answers[seat], face_up=False, why="flea_market")
            participants.append(seat)
        elif seat in answers:
            st.emit("flea_market_declined", {"seat": seat})
    laid = sorted(c for c, p in st.table.items() if p.why == "flea_market")
    st.rng.shuffle(laid)
    for card in laid:
        st.table[card].owner = -1
    reveal_table(st, laid, why="flea_market")
    st.transaction = {**(st.transaction or {}), "stage": "pick", "participants": participants, "laid": laid}
    st.push(_flea_pick, turn=0)


def _flea_pick(st: ElixirState, data: dict[str, Any]) -> None:
    tx = st.transaction or {}
    laid: list[int] = tx["laid"]
    participants: list[int] = tx["participants"]
    if not laid:
        return
    picker = participants[data["turn"] % len(participants)]
    if len(laid) == 1 or len(participants) == 1:
        _take(st, picker, laid[:1])
        st.push(_flea_pick, turn=data["turn"] + 1)
        return
    st.ask_one(picker, "flea_pick", {"laid": list(laid)}, _flea_picked, options=list(laid),
               picker=picker, turn=data["turn"])


def _flea_picked(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    _take(st, data["picker"], [answers[data["picker"]]])
    st.push(_flea_pick, turn=data["turn"] + 1)


def _take(st: ElixirState, seat: int, cards: list[int]) -> None:
    tx = st.transaction or {}
    for c in cards:
        tx["laid"].remove(c)
    pick_up(st, seat, cards, why="flea_market")


# ---- Market Day -----------------------------------------------------------------------------

def _market_turn(st: ElixirState, data: dict[str, Any]) -> None:
    seat = data["seat"]
    hand = st.hands[seat]
    st.transaction = {**(st.transaction or {}), "stage": "trading", "seat": seat}
    if len(hand) < 2:
        return
    st.ask_one(seat, "market_trade", {}, _market_traded, pick=Pick(tuple(sorted(hand)), (0, 2)), seat=seat)


def _market_traded(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    seat = data["seat"]
    cards = answers[seat]
    if not cards:
        st.emit("market_done", {"seat": seat})
        return
    discard_from_hand(st, seat, cards, why="market_day")
    draw(st, seat, 1, why="market_day")
    st.push(_market_turn, seat=seat)


# ---- Auction --------------------------------------------------------------------------------

def _auction_offer(st: ElixirState, data: dict[str, Any]) -> None:
    seller = data["seat"]
    hand = st.hands[seller]
    st.transaction = {**(st.transaction or {}), "stage": "offer", "seller": seller}
    if not hand:
        return
    st.ask_one(seller, "auction_offer", {}, _auction_offered, pick=Pick.between(sorted(hand), 0, len(hand)),
               seller=seller)


def _auction_offered(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    seller = data["seller"]
    lot = answers[seller]
    if not lot:
        st.emit("auction_pass", {"seat": seller})
        return
    st.ask_one(seller, "auction_face", {"lot": lot}, _auction_faced, options=["face_up", "face_down"],
               seller=seller, lot=lot)


def _auction_faced(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    seller, lot = data["seller"], data["lot"]
    face_up = answers[seller] == "face_up"
    place(st, seller, lot, face_up=face_up, why="auction")
    st.transaction = {**(st.transaction or {}), "stage": "bidding", "seller": seller, "lot": len(lot),
                      "face_up": face_up, "minimum": len(lot), "high": None, "bidder": None, "passed": []}
    lot_shown = {"cards": list(lot)} if face_up else {}  # a lot laid face up is seen by all
    st.emit("auction_lot", {"seat": seller, "count": len(lot), "face_up": face_up, **lot_shown})
    st.push(_auction_bid_next, after=seller, lot=lot)


def _needed(tx: dict[str, Any]) -> int:
    return int(tx["minimum"]) if tx["high"] is None else int(tx["high"]) + 1


def _auction_bid_next(st: ElixirState, data: dict[str, Any]) -> None:
    tx = st.transaction or {}
    seller, bidder = tx["seller"], tx["bidder"]
    needed = _needed(tx)
    for seat in st.seats_from(st.next_seat(data["after"])):
        if seat in (seller, bidder) or seat in tx["passed"]:
            continue
        if len(st.hands[seat]) < needed:  # not asked; said, or the log skipped the seat without a word
            tx["passed"].append(seat)
            st.emit("bid_pass", {"seat": seat, "why": "too_few"})
            continue
        bids = list(range(needed, len(st.hands[seat]) + 1))
        st.ask_one(seat, "bid", {"needed": needed, "high": tx["high"], "bidder": bidder, "lot": tx["lot"]},
                   _auction_bid, options=[0, *bids], seat=seat, lot=data["lot"])
        return
    st.push(_auction_close, lot=data["lot"])


def _auction_bid(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    tx = st.transaction or {}
    seat, amount = data["seat"], answers[data["seat"]]
    if amount == 0:
        tx["passed"].append(seat)
        st.emit("bid_pass", {"seat": seat})
    else:
        tx["high"], tx["bidder"], tx["passed"] = amount, seat, []
        st.emit("bid", {"seat": seat, "amount": amount})
    st.push(_auction_bid_next, after=seat, lot=data["lot"])


def _auction_close(st: ElixirState, data: dict[str, Any]) -> None:
    tx = st.transaction or {}
    seller, bidder, high, lot = tx["seller"], tx["bidder"], tx["high"], data["lot"]
    if bidder is None:
        st.emit("auction_unsold", {"seat": seller})
        pick_up(st, seller, lot, why="auction_unsold")
        return
    hand = st.hands[bidder]
    if len(hand) == high:
        _auction_settle(st, {"seller": seller, "bidder": bidder, "lot": lot}, {bidder: list(hand)})
        return
    st.ask_one(bidder, "auction_pay", {"amount": high, "seller": seller}, _auction_settle,
               pick=Pick(tuple(sorted(hand)), (high,)), seller=seller, bidder=bidder, lot=lot)


def _auction_settle(st: ElixirState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    seller, bidder, lot = data["seller"], data["bidder"], data["lot"]
    payment = answers[bidder]
    st.emit("auction_won", {"seller": seller, "bidder": bidder, "amount": len(payment), "lot": len(lot)})
    give(st, bidder, seller, payment, why="auction")
    pick_up(st, bidder, lot, why="auction")
