"""The simultaneous, secret choice of two gold cards and their order, at the start of each round.

Every seat is asked at once (one `Await` frame); the answers stay inside that frame, where
no view shows them to other seats, until the last seat has answered. Then all chosen cards go
face down in front of their owners together, and one public `gold_chosen` event says so.
"""

from __future__ import annotations

from typing import Any

from engine.magicoa.bidding import bid_next
from engine.magicoa.state import MagicoaState, Phase

CHOOSE_GOLD = "choose_gold"


def pairs(hand: list[int]) -> list[list[int]]:
    """Every ordered pair of two distinct gold cards of `hand`: the options of `choose_gold`."""
    cards = sorted(hand)
    return [[a, b] for a in cards for b in cards if a != b]


def choose(st: MagicoaState, _: dict[str, Any]) -> None:
    """Ask every seat, at the same time, for its two gold cards (first to be bid first)."""
    st.phase = Phase.CHOOSE
    st.bidding_round = 0
    st.current = None
    st.chosen = [None] * st.n
    asks = [st.decision(seat, CHOOSE_GOLD, {"round": st.round}, options=pairs(st.hands[seat]))
            for seat in range(st.n)]
    st.ask(asks, chosen_all)


def chosen_all(st: MagicoaState, _: dict[str, Any], answers: dict[int, Any]) -> None:
    """Everyone has chosen: the cards leave the hands and lie face down in front of their owners."""
    for seat in range(st.n):
        first, second = answers[seat]
        st.hands[seat] = [c for c in st.hands[seat] if c not in (first, second)]
        st.in_front[seat] = [first, second]
        st.chosen[seat] = [first, second]
    st.emit("gold_chosen", {"round": st.round})
    st.phase = Phase.BID
    st.push(bid_next, bidding_round=1, k=0)
