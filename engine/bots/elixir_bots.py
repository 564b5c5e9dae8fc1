"""Elixir's own bots, by spec: ``greedy`` (with its levels) and ``mcts`` (levels or budgets).

This is Elixir's entry in the engine's game registry (`engine.games`); ``random`` is built by
`engine.bots.base.make_bot` for every game.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.bots.base import GREEDY_LEVELS, Bot, BotSpec, parse_budget

MCTS_SLIPS: dict[str, float] = {"easy": 0.3}
"""The chance of a careless answer at each decision, by MCTS level: mcts:easy slips as often as
greedy:easy (never where a slip is a blunder: `engine.bots.greedy.plausible_random`), so that a
newcomer can beat it (docs/PERFORMANCE.md)."""


def make_elixir_bot(spec: BotSpec, seed: int, clock: Callable[[], float] | None) -> Bot:
    """Elixir's bot for `spec` (``greedy``, ``greedy:easy``, ``mcts:<level or budget>``)."""
    if spec.name == "greedy":
        from engine.bots.greedy import GreedyBot

        bot = GreedyBot(seed, noise=GREEDY_LEVELS[spec.level or "normal"])
        bot.name = str(spec)
        return bot
    if spec.name == "mcts":
        from engine.bots.mcts import MctsBot

        return MctsBot(seed, parse_budget(spec.level or "normal"), clock=clock, label=str(spec),
                       noise=MCTS_SLIPS.get(spec.level or "normal", 0.0))
    raise ValueError(f"Elixir has no bot {spec.name!r}")
