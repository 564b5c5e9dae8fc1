"""Positions of whole seeded games, for tests of what a bot may know and what a sample holds."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.bots.base import make_bot
from engine.core.decisions import Answer, Decision
from engine.core.machine import apply, pending
from engine.elixir.game import ELIXIR
from engine.elixir.state import ElixirState
from engine.runner import derive_seed

Position = tuple[ElixirState, int, dict[str, Any]]
"""A copy of a game's state, the seat asked, and its decision in full (`Decision.to_plain`)."""


def positions(count: int, seed: int, keep: Callable[[int, Decision], bool]) -> list[Position]:
    """The first `count` positions of games of 3 to 6 seats (greedy bots in the odd seats,
    random ones in the even: greedy sellers lay their lots face down, random ones either way)
    at which `keep(step, decision)` holds for the decision asked first at that step."""
    found: list[Position] = []
    game = 0
    while len(found) < count:
        players = 3 + game % 4
        gseed = derive_seed(seed, game)
        st = ELIXIR.new_state({"players": players}, gseed)
        bots = [make_bot("greedy" if s % 2 else "random", gseed + s) for s in range(players)]
        step = 0
        while not st.over:
            d = pending(st)[0]
            if keep(step, d):
                found.append((ELIXIR.clone(st), d.seat, d.to_plain()))  # type: ignore[arg-type]
            choice = bots[d.seat].choose(ELIXIR.view(st, d.seat), d.to_plain())
            assert apply(st, Answer(d.id, d.seat, choice)).accepted
            step += 1
        game += 1
    return found[:count]
