"""Helpers for Elixir rule tests: reach a position, arrange cards, answer decisions.

Arranging moves card ids between zones so every card stays in exactly one place; after
arranging, `reissue` asks the current player's turn decision again so its options match.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.decisions import Answer, Decision
from engine.core.machine import Await, Outcome, apply, pending, run
from engine.elixir.cards import CardDef
from engine.elixir.catalog import all_instances, card_def, is_spell
from engine.elixir.game import ELIXIR
from engine.elixir.state import ElixirState, Phase


def new_game(players: int = 4, seed: int = 1, **options: Any) -> ElixirState:
    """A fresh game, waiting for its first draft decision."""
    return ELIXIR.new_state({"players": players, **options}, seed)


def play_draft(st: ElixirState, level_for: Callable[[ElixirState, Decision], int] | None = None) -> None:
    """Answer draft decisions (default: the lowest open pile) until the first turn decision."""
    while st.phase is Phase.DRAFT:
        decision = pending(st)[0]
        choice = level_for(st, decision) if level_for else min(decision.options)
        assert apply(st, Answer(decision.id, decision.seat, choice)).accepted


def at_first_turn(players: int = 4, seed: int = 1, **options: Any) -> ElixirState:
    """A game in its first turn, waiting for the first player's turn decision."""
    st = new_game(players, seed, **options)
    play_draft(st)
    assert only(st).kind == "turn"
    return st


def only(st: ElixirState) -> Decision:
    """The single pending decision (fails if there are several)."""
    waiting = pending(st)
    assert len(waiting) == 1, waiting
    return waiting[0]


def decision_for(st: ElixirState, seat: int) -> Decision:
    """The pending decision of `seat`."""
    return next(d for d in pending(st) if d.seat == seat)


def answer(st: ElixirState, seat: int, choice: Any) -> Outcome:
    """Answer `seat`'s pending decision; asserts that it was accepted."""
    outcome = apply(st, Answer(decision_for(st, seat).id, seat, choice))
    assert outcome.accepted, (outcome.reason, outcome.detail)
    return outcome


def cast(st: ElixirState, seat: int, spell: int, pay: list[int]) -> list[Any]:
    """`seat` casts `spell` paying with the cards `pay` (answering the "pay" decision when the
    hand offers more than one way); returns the events of both answers."""
    events = list(answer(st, seat, {"act": "cast", "spell": spell}).events)
    waiting = [d for d in pending(st) if d.seat == seat and d.kind == "pay"]
    if waiting:
        events += answer(st, seat, sorted(pay)).events
    return events


def cards_where(test: Callable[[CardDef], bool]) -> list[int]:
    """Ids of every card instance whose definition passes `test`."""
    return [i for i, d in enumerate(all_instances()) if test(d)]


def _remove_everywhere(st: ElixirState, card: int) -> None:
    for zone in (st.deck, st.discard, st.gone, *st.hands, *st.spell_hands, *st.cast, *st.piles.values()):
        if card in zone:
            zone.remove(card)
            return
    raise AssertionError(f"card {card} is nowhere")


def set_hand(st: ElixirState, seat: int, cards: list[int]) -> None:
    """Give `seat` exactly these Finds; what it held before goes to the bottom of the deck."""
    for card in cards:
        _remove_everywhere(st, card)
    st.deck[:0] = st.hands[seat]
    st.hands[seat] = list(cards)


def set_spells(st: ElixirState, seat: int, spells: list[int]) -> None:
    """Give `seat` exactly these spells; what it held before leaves the game."""
    for card in spells:
        assert is_spell(card)
        _remove_everywhere(st, card)
    st.gone.extend(st.spell_hands[seat])
    st.spell_hands[seat] = list(spells)


def put_on_deck(st: ElixirState, cards: list[int]) -> None:
    """Put Finds on top of the deck (the last one given is drawn first)."""
    for card in cards:
        _remove_everywhere(st, card)
    st.deck.extend(cards)


def reissue(st: ElixirState) -> None:
    """Ask the current player's turn decision again (after arranging cards)."""
    from engine.elixir.turn import main_decision

    top = st.stack[-1]
    assert isinstance(top, Await) and next(iter(top.decisions.values())).kind == "turn"
    st.stack.pop()
    st.push(main_decision, seat=st.current)
    run(st)


def pass_window(st: ElixirState) -> None:
    """Everyone asked in an open reaction window passes."""
    for d in pending(st):
        assert d.kind == "react", d
        apply(st, Answer(d.id, d.seat, {"act": "pass"}))


def locations(st: ElixirState) -> dict[int, list[str]]:
    """Where every card is (a card in two places has two entries)."""
    where: dict[int, list[str]] = {}

    def put(zone: str, cards: list[int] | Any) -> None:
        for c in cards:
            where.setdefault(c, []).append(zone)

    put("deck", st.deck)
    put("discard", st.discard)
    put("gone", st.gone)
    put("table", list(st.table))
    for s in range(st.n):
        put(f"hand{s}", st.hands[s])
        put(f"spells{s}", st.spell_hands[s])
        put(f"cast{s}", st.cast[s])
    for level, pile in st.piles.items():
        put(f"pile{level}", pile)
    for play in st.plays:
        if is_spell(play.card) and not play.resolved:
            put("casting", [play.card])
    return where


def check_every_card_once(st: ElixirState) -> None:
    """Every Find and every Spell is in exactly one place."""
    where = locations(st)
    assert sorted(where) == list(range(len(all_instances()))), "a card is missing"
    doubled = {c: z for c, z in where.items() if len(z) != 1}
    assert not doubled, f"cards in several places: {doubled}"


def level(card: int) -> int:
    """A spell's level."""
    return card_def(card).level
