"""Magicoa's bots: ``greedy`` (and ``greedy:easy``) and the information-set search ``mcts`` at
the same levels and budgets as Elixir's (see `engine.bots.base`). ``random`` is shared by every
game. `make_magicoa_bot` is Magicoa's entry in the engine's game registry (`engine.games`).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.bots.base import GREEDY_LEVELS, Bot, BotSpec, parse_budget


def make_magicoa_bot(spec: BotSpec, seed: int, clock: Callable[[], float] | None) -> Bot:
    """Magicoa's bot for `spec` (``greedy``, ``greedy:easy``, ``mcts:<level or budget>``)."""
    if spec.name == "greedy":
        from engine.magicoa.bots.greedy import MagicoaGreedyBot

        return MagicoaGreedyBot(seed, noise=GREEDY_LEVELS[spec.level or "normal"], name=str(spec))
    if spec.name == "mcts":
        from engine.magicoa.bots.search import MagicoaSearchBot

        return MagicoaSearchBot(seed, parse_budget(spec.level or "normal"), clock=clock, name=str(spec))
    raise ValueError(f"Magicoa has no bot {spec.name!r}")
