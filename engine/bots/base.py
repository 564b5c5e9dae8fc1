"""The bot contract, bot specs (``greedy``, ``mcts:hard``, ``mcts:200ms``), difficulty levels, the factory.

A bot gets the plain view of its seat (`Game.view(state, seat)`) and the plain decision
addressed to it (`Decision.to_plain()`), the same data a remote client receives, and returns
a choice that is legal for that decision. It owns a seeded generator and never sees the state.

Specs, as written on the command line: ``random``; ``greedy`` (or ``greedy:easy``, greedy
with random slips); ``mcts`` with a level (``mcts:easy``, ``mcts:normal`` (the default),
``mcts:hard``) or an explicit budget: milliseconds (``mcts:200ms``), seconds (``mcts:1s``)
or iterations (``mcts:500it``). The player difficulty levels are also accepted as names:
``easy``, ``normal``, ``hard`` (see `DIFFICULTIES`).

Player difficulty levels (one table, used by the client and the host):

| level  | bot           | budget                                  |
| ------ | ------------- | --------------------------------------- |
| easy   | greedy:easy   | greedy, 30% of answers at random        |
| normal | mcts:normal   | ISMCTS of its turns, 60 rollouts a turn decision (Elixir: 30), at most 0.3 s with a clock |
| hard   | mcts:hard     | ISMCTS of its turns and its draft, 240 rollouts a turn decision, 60 a draft pick, 1 s |

Elixir's own budgets, where they differ from `MCTS_LEVELS`, are
`engine.bots.elixir_bots.ELIXIR_BUDGETS`. Both search levels judge their rollouts by the
refitted win model (`engine.bots.mcts.NORMAL_SETTINGS`, `HARD_SETTINGS`); mcts:easy keeps the
first one. Both also draw their samples as a player would believe them: a rival who could cast a
spell would have (`SearchSettings.plausible_tries`).

``mcts:easy`` (16 rollouts, 0.1 s) is not a player level; in Elixir it slips as greedy:easy does
(`engine.bots.elixir_bots.MCTS_SLIPS`).

Time budgets need a clock; the engine never reads one, so callers pass ``clock``
(``time.perf_counter``). Without a clock a time budget runs a fixed number of iterations, so
results stay reproducible (tests use iteration budgets).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from engine.bots.mcts import Budget


class Bot(Protocol):
    """Something that answers decisions from a seat's view."""

    name: str

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        """Return a legal choice for `decision` (options: one of them; pick: a list of ids)."""
        ...


@dataclass(frozen=True)
class BotSpec:
    """A bot name with an optional level or budget, as written on the command line (``mcts:hard``)."""

    name: str
    level: str | None = None

    def __str__(self) -> str:
        return self.name if self.level is None else f"{self.name}:{self.level}"


BOT_NAMES = ("random", "greedy", "mcts")
"""The bots there are (the difficulty names `easy`, `normal`, `hard` are accepted too)."""

GREEDY_LEVELS: dict[str, float] = {"easy": 0.3, "normal": 0.0}
"""Greedy levels: the chance of answering at random."""

MCTS_LEVELS: dict[str, Budget] = {
    "easy": Budget(iterations=16, seconds=0.1),
    "normal": Budget(iterations=60, seconds=0.3),
    "hard": Budget(iterations=240, seconds=1.0),
}
"""MCTS levels: a cap on iterations and on time (the time cap applies when a clock is given)."""

DIFFICULTIES: dict[str, BotSpec] = {
    "easy": BotSpec("greedy", "easy"),
    "normal": BotSpec("mcts", "normal"),
    "hard": BotSpec("mcts", "hard"),
}
"""Player difficulty levels and the bot behind each."""

_BUDGET = re.compile(r"^(\d+(?:\.\d+)?)(ms|s|it)$")


def parse_budget(level: str) -> Budget:
    """An MCTS level name or explicit budget (``200ms``, ``1.5s``, ``500it``); ValueError if neither."""
    if level in MCTS_LEVELS:
        return MCTS_LEVELS[level]
    m = _BUDGET.match(level)
    if m is None:
        raise ValueError(f"bad mcts level {level!r}: use {', '.join(MCTS_LEVELS)}, or a budget "
                         "such as 200ms, 1s or 500it")
    amount, unit = float(m.group(1)), m.group(2)
    if amount <= 0:
        raise ValueError(f"bad mcts budget {level!r}: it must be positive")
    if unit == "it":
        if amount != int(amount):
            raise ValueError(f"bad mcts budget {level!r}: iterations are a whole number")
        return Budget(iterations=int(amount))
    return Budget(seconds=amount / 1000 if unit == "ms" else amount)


def parse_bot_spec(text: str) -> BotSpec:
    """Parse ``name`` or ``name:level``; raises ValueError for an unknown bot or a bad level."""
    name, _, level = text.strip().partition(":")
    if name in DIFFICULTIES and not level:
        return DIFFICULTIES[name]
    if name not in BOT_NAMES:
        known = ", ".join((*BOT_NAMES, *DIFFICULTIES))
        raise ValueError(f"unknown bot {name!r} (known: {known})")
    if not level:
        return BotSpec(name)
    if name == "random":
        raise ValueError("the random bot takes no level")
    if name == "greedy" and level not in GREEDY_LEVELS:
        raise ValueError(f"bad greedy level {level!r}: use {', '.join(GREEDY_LEVELS)}")
    if name == "mcts":
        parse_budget(level)
    return BotSpec(name, level)


def make_bot(spec: str | BotSpec, seed: int, clock: Callable[[], float] | None = None,
             game: str = "elixir") -> Bot:
    """Build a bot of game `game` from its spec, with its own seeded generator (and a clock for
    time budgets). ``random`` is shared by every game; the others are the game's own (see
    `engine.games`). Raises ValueError for a bad spec, UnknownGame for an unknown game."""
    parsed = parse_bot_spec(spec) if isinstance(spec, str) else spec
    if parsed.name == "random":
        from engine.bots.random_bot import RandomBot

        return RandomBot(seed)
    from engine.games import bot_factory

    bot: Bot = bot_factory(game)(parsed, seed, clock)
    return bot


class GameBot:
    """A bot of spec `spec` built for the game of the views it is shown: for a client that learns
    which game a table plays only once it is seated (``join --bot``). The bot is built at the
    first decision and again should the game change (a rematch of another game)."""

    def __init__(self, spec: str | BotSpec, seed: int, clock: Callable[[], float] | None = None) -> None:
        self.spec = parse_bot_spec(spec) if isinstance(spec, str) else spec
        self.seed = seed
        self.clock = clock
        self.name = str(self.spec)
        self._game: str | None = None
        self._bot: Bot | None = None

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        """The answer of this spec's bot for the view's game."""
        game = str(view.get("game", "elixir"))
        if self._bot is None or game != self._game:
            self._bot = make_bot(self.spec, self.seed, self.clock, game=game)
            self._game = game
        return self._bot.choose(view, decision)
