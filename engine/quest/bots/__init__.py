"""Elixir Quest's bots: ``greedy`` (and ``greedy:easy``) and the search ``mcts`` at the same
levels and budgets as the other games' (see `engine.bots.base`). ``random`` is shared by every
game. `make_quest_bot` is Elixir Quest's entry in the engine's game registry (`engine.games`).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.bots.base import GREEDY_LEVELS, Bot, BotSpec, parse_budget


def make_quest_bot(spec: BotSpec, seed: int, clock: Callable[[], float] | None) -> Bot:
    """Elixir Quest's bot for `spec` (``greedy``, ``greedy:easy``, ``mcts:<level or budget>``)."""
    if spec.name == "greedy":
        from engine.quest.bots.greedy import QuestGreedyBot

        return QuestGreedyBot(seed, noise=GREEDY_LEVELS[spec.level or "normal"], name=str(spec))
    if spec.name == "mcts":
        from engine.quest.bots.search import QuestSearchBot

        return QuestSearchBot(seed, parse_budget(spec.level or "normal"), clock=clock, name=str(spec))
    raise ValueError(f"Elixir Quest has no bot {spec.name!r}")
