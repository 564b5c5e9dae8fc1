"""An event shown to a seat keeps its kind: no field of an event may be called "kind".

`Event.for_seat` lays the event's fields over ``{"kind": kind}``, so a field named "kind" would
replace the event's own kind. Elixir's transaction event once carried the transaction's kind
that way: every client saw an event "auction" (or "flea_market", "market_day") instead of
"transaction", and the opening of a transaction had no log line, no banner and no last-play
mark in any game. Checked at every event of seeded games of all three games, for every seat
and a spectator.
"""

from __future__ import annotations

import pytest

from engine.bots.base import make_bot
from engine.core.decisions import Answer
from engine.core.machine import apply, pending
from engine.games import GAME_NAMES, get_game


@pytest.mark.parametrize("name", GAME_NAMES)
def test_every_event_keeps_its_kind_for_every_seat(name: str) -> None:
    game = get_game(name)
    kinds: set[str] = set()
    for seed in range(3):
        options = game.normalize_options({"players": 2 if name == "quest" else 4})
        state = game.new_state(options, 500 + seed)
        seats = [*range(game.players(state)), None]
        bots = [make_bot("greedy", seed * 10 + s, game=name) for s in range(game.players(state))]
        while not state.over:
            decision = pending(state)[0]
            choice = bots[decision.seat].choose(game.view(state, decision.seat), decision.to_plain())
            outcome = apply(state, Answer(decision.id, decision.seat, choice))
            for event in outcome.events:
                kinds.add(event.kind)
                assert "kind" not in event.public and "kind" not in (event.private or {}), event
                assert all(event.for_seat(seat)["kind"] == event.kind for seat in seats)
    assert len(kinds) >= 8  # the games' many kinds of event were met, not a few


def test_the_opening_of_a_transaction_reaches_a_seat_as_a_transaction_with_its_type() -> None:
    game = get_game("elixir")
    for seed in range(20):
        state = game.new_state(game.normalize_options({"players": 4}), 700 + seed)
        bots = [make_bot("greedy", seed * 10 + s, game="elixir") for s in range(4)]
        while not state.over:
            decision = pending(state)[0]
            choice = bots[decision.seat].choose(game.view(state, decision.seat), decision.to_plain())
            for event in apply(state, Answer(decision.id, decision.seat, choice)).events:
                if event.kind == "transaction":
                    shown = event.for_seat(None)
                    assert shown["kind"] == "transaction"
                    assert shown["type"] in ("auction", "flea_market", "market_day")
                    return
    raise AssertionError("no transaction was opened in 20 greedy games")
