"""Setting up a game and starting each round: the pile, the first row, gold, the first player, peeks."""

from __future__ import annotations

from typing import Any

from engine.magicoa.choosing import choose
from engine.magicoa.gold import seat_gold
from engine.magicoa.potions import POTION_IDS, Power, potion_data
from engine.magicoa.row import lay_row, public_row
from engine.magicoa.state import MagicoaState, Phase, pile_size


def begin(st: MagicoaState, _: dict[str, Any]) -> None:
    """Shuffle the potions, keep the pile for the player count (the rest leave the game unseen),
    give each seat its colour's 12 gold cards, draw the first player, lay the first row."""
    deck = list(POTION_IDS)
    st.rng.shuffle(deck)
    keep = pile_size(st.n)
    st.pile, st.box = deck[:keep], sorted(deck[keep:])
    st.hands = [list(seat_gold(s)) for s in range(st.n)]
    st.first_player = st.rng.below(st.n)
    st.emit("setup", {"players": st.n, "pile": len(st.pile), "out_of_game": len(st.box),
                      "first_player": st.first_player})
    lay_row(st)
    st.push(round_start, round=1)


def round_start(st: MagicoaState, data: dict[str, Any]) -> None:
    """Begin round `data["round"]`: announce it, let each Indiscretion holder see the face-down
    potion (privately; looking is free, so no one is asked), then the secret choice of gold."""
    st.round = data["round"]
    st.peeked = set()
    st.emit("round_start", {"round": st.round, "first_player": st.first_player, "row": public_row(st)})
    hidden = st.row[0].potion
    for seat in st.order():
        if st.holds(seat, Power.INDISCRETION):
            st.peeked.add(seat)
            st.emit("peek", {"seat": seat}, private={"potion": potion_data(hidden)}, to={seat})
    st.phase = Phase.CHOOSE
    st.push(choose)
