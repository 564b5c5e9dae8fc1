"""The building blocks card effects and rules are written with: moving cards, with events.

Every function keeps each card in exactly one zone and emits an event that shows hidden
cards only to the seats allowed to see them. Effects that need a choice ask it through the
state's machine (`state.ask_one`) and continue in a resume function.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any

from engine.elixir.state import ElixirState, Modifier, Placed


def draw(st: ElixirState, seat: int, count: int = 1, *, why: str = "draw") -> list[int]:
    """Move up to `count` Finds from the deck to `seat`'s hand. The moment the deck runs out
    the discards are shuffled into a new deck (the books' rule), between two cards of the same
    draw if need be; a deck that ran out while the discard pile was empty is rebuilt at the
    next draw. Returns the cards drawn (fewer when deck and discards are both empty)."""
    drawn: list[int] = []
    batch: list[int] = []
    for _ in range(count):
        if not st.deck:
            reshuffle(st)
            if not st.deck:
                st.emit("deck_empty", {"seat": seat})
                break
        batch.append(st.deck.pop())
        if not st.deck:
            _drawn(st, seat, batch, why)
            drawn += batch
            batch = []
            reshuffle(st)
    _drawn(st, seat, batch, why)
    return drawn + batch


def _drawn(st: ElixirState, seat: int, cards: list[int], why: str) -> None:
    if cards:
        st.hands[seat].extend(cards)
        st.emit("draw", {"seat": seat, "count": len(cards), "why": why, "deck": len(st.deck)},
                private={"cards": list(cards)}, to={seat})


def take_from_deck(st: ElixirState, seat: int, card: int, *, why: str) -> None:
    """Move the Find `card` from anywhere in the deck to `seat`'s hand (a draw only `seat`
    sees), reshuffling the discards at once when that empties the deck."""
    st.deck.remove(card)
    _drawn(st, seat, [card], why)
    reshuffle(st)


def reshuffle(st: ElixirState) -> None:
    """Shuffle the discard pile into a new draw deck (only when the deck is empty)."""
    if st.deck or not st.discard:
        return
    st.deck = st.discard
    st.discard = []
    st.rng.shuffle(st.deck)
    st.emit("reshuffle", {"deck": len(st.deck)})


def discard_from_hand(st: ElixirState, seat: int, cards: Iterable[int], *, why: str) -> None:
    """Move cards from `seat`'s hand to the discard pile, face up."""
    cards = list(cards)
    hand = st.hands[seat]
    for c in cards:
        hand.remove(c)
    st.discard.extend(cards)
    st.emit("discard", {"seat": seat, "cards": cards, "why": why})


def give(st: ElixirState, giver: int, taker: int, cards: Iterable[int], *, why: str,
         face_up: bool = False) -> None:
    """Move Finds from one hand to another; only the two players see which, unless `face_up`."""
    cards = list(cards)
    if not cards:
        return
    for c in cards:
        st.hands[giver].remove(c)
    st.hands[taker].extend(cards)
    if face_up:
        st.emit("give", {"from": giver, "to": taker, "count": len(cards), "why": why, "cards": cards})
    else:
        st.emit("give", {"from": giver, "to": taker, "count": len(cards), "why": why},
                private={"cards": cards}, to={giver, taker})


def take_random(st: ElixirState, victim: int, taker: int, count: int, *, why: str) -> list[int]:
    """`taker` draws `count` Finds at random from `victim`'s hand (fewer if the hand is smaller)."""
    hand = st.hands[victim]
    chosen = st.rng.sample(hand, min(count, len(hand)))
    give(st, victim, taker, chosen, why=why)
    return chosen


def place(st: ElixirState, seat: int, cards: Iterable[int], *, face_up: bool, why: str) -> None:
    """Move Finds from `seat`'s hand onto the table (a stake, a lot, an object being used)."""
    cards = list(cards)
    for c in cards:
        st.hands[seat].remove(c)
        st.table[c] = Placed(seat, face_up, why)
    if face_up:
        st.emit("place", {"seat": seat, "count": len(cards), "face_up": True, "why": why, "cards": cards})
    else:
        st.emit("place", {"seat": seat, "count": len(cards), "face_up": False, "why": why},
                private={"cards": cards}, to={seat})


def pick_up(st: ElixirState, seat: int, cards: Iterable[int], *, why: str) -> None:
    """Move Finds from the table into `seat`'s hand; face-down ones stay hidden from the others."""
    cards = list(cards)
    if not cards:
        return
    shown = [c for c in cards if st.table[c].face_up]
    for c in cards:
        del st.table[c]
    st.hands[seat].extend(cards)
    st.emit("pick_up", {"seat": seat, "count": len(cards), "why": why, "shown": shown},
            private={"cards": cards}, to={seat})


def reveal_table(st: ElixirState, cards: Iterable[int], *, why: str) -> None:
    """Turn cards on the table face up for everyone."""
    cards = list(cards)
    for c in cards:
        st.table[c].face_up = True
    st.emit("reveal", {"cards": cards, "why": why})


def discard_from_table(st: ElixirState, cards: Iterable[int], *, why: str) -> None:
    """Move cards from the table to the discard pile."""
    cards = list(cards)
    for c in cards:
        del st.table[c]
    st.discard.extend(cards)
    st.emit("discard", {"seat": None, "cards": cards, "why": why})


def add_modifier(st: ElixirState, key: str, seat: int, *, source: int | None, card: int | None,
                 data: dict[str, Any] | None = None, turns: int | None = None) -> Modifier | None:
    """Put a lasting effect on `seat`. A non-cumulative effect that is already there is not added
    twice (its data is refreshed instead); returns the modifier now in force. The effect's
    default `data` is merged under `data`."""
    defn = st.book.lasting(key)
    data = copy.deepcopy({**defn.data, **(data or {})})
    if not defn.cumulative:
        for mod in st.modifiers:
            if mod.key == key and mod.seat == seat:
                mod.data = dict(data or {})
                mod.source, mod.card, mod.turns = source, card, turns
                st.emit("modifier_refreshed", {"uid": mod.uid, "key": key, "seat": seat})
                return mod
    mod = Modifier(st.uid(), key, seat, source, card, dict(data or {}), turns)
    st.modifiers.append(mod)
    st.emit("modifier_added", {"uid": mod.uid, "key": key, "seat": seat, "source": source,
                               "card": card, "data": dict(mod.data), "turns": turns})
    return mod


def remove_modifier(st: ElixirState, mod: Modifier, *, why: str) -> None:
    """End a lasting effect."""
    st.modifiers.remove(mod)
    st.emit("modifier_removed", {"uid": mod.uid, "key": mod.key, "seat": mod.seat, "why": why})


def modifiers_on(st: ElixirState, seat: int) -> list[Modifier]:
    """The lasting effects on `seat`, oldest first."""
    return [m for m in st.modifiers if m.seat == seat]


def hand_ingredients(st: ElixirState, seat: int) -> list[int]:
    """The ingredient cards in `seat`'s hand."""
    return [c for c in st.hands[seat] if st.book[c].ingredient is not None]

