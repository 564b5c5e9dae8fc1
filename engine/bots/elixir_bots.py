"""Elixir's own bots, by spec: ``greedy`` (with its levels) and ``mcts`` (levels or budgets).

This is Elixir's entry in the engine's game registry (`engine.games`); ``random`` is built by
`engine.bots.base.make_bot` for every game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.bots.base import GREEDY_LEVELS, Bot, BotSpec, parse_budget
from engine.bots.mcts import Budget

if TYPE_CHECKING:
    from engine.bots.mcts import SearchSettings

MCTS_SLIPS: dict[str, float] = {"easy": 0.3}
"""The chance of a careless answer at each decision, by MCTS level: mcts:easy slips as often as
greedy:easy (never where a slip is a blunder: `engine.bots.greedy.plausible_random`), so that a
newcomer can beat it (docs/PERFORMANCE.md)."""


ELIXIR_BUDGETS: dict[str, Budget] = {"normal": Budget(iterations=30, seconds=0.3)}
"""Elixir's rollout budgets where they differ from the levels every game shares
(`engine.bots.base.MCTS_LEVELS`): mcts:normal plays 30 rollouts a turn decision, not 60. With
60 it stood so close to mcts:hard that hard won only 32.6% against three of it (target 35%);
with 30 it still won 43.8% against three greedy bots (target 42%; 45.2% with 60) and answered
three times as fast (docs/PERFORMANCE.md, "mcts:normal at 30 rollouts"). With its samples
redrawn as hard's, 40 rollouts won no more than 30 (docs/PERFORMANCE.md, "mcts:normal's samples
redrawn too")."""


def _mcts_settings(level: str) -> SearchSettings | None:
    """The search settings of an MCTS level (None: the defaults, which mcts:easy and explicit
    budgets keep), see `engine.bots.mcts.NORMAL_SETTINGS` and `HARD_SETTINGS`."""
    from engine.bots.mcts import HARD_SETTINGS, NORMAL_SETTINGS

    return {"normal": NORMAL_SETTINGS, "hard": HARD_SETTINGS}.get(level)


def make_elixir_bot(spec: BotSpec, seed: int, clock: Callable[[], float] | None) -> Bot:
    """Elixir's bot for `spec` (``greedy``, ``greedy:easy``, ``mcts:<level or budget>``)."""
    if spec.name == "greedy":
        from engine.bots.greedy import GreedyBot

        bot = GreedyBot(seed, noise=GREEDY_LEVELS[spec.level or "normal"])
        bot.name = str(spec)
        return bot
    if spec.name == "mcts":
        from engine.bots.mcts import MctsBot

        level = spec.level or "normal"
        budget = ELIXIR_BUDGETS.get(level) or parse_budget(level)
        return MctsBot(seed, budget, clock=clock, label=str(spec),
                       noise=MCTS_SLIPS.get(level, 0.0), settings=_mcts_settings(level))
    raise ValueError(f"Elixir has no bot {spec.name!r}")
