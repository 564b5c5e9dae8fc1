"""The games this engine knows, by name: the engine's one registry of games.

Each entry names where a game's parts live: its `Game` object and its bot factory. Everything
that lists or loads games (the host, the commands, the tools, the client's own registry) reads
this table; adding a game is one line here. Entries are loaded lazily, so naming a game costs
no import until it is used.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core.game import Game


class UnknownGame(KeyError):
    """No game by that name."""


BotFactory = Callable[[Any, int, Callable[[], float] | None], Any]
"""``factory(spec, seed, clock)``: a game's own bot (an `engine.bots.base.Bot`) for a parsed
`engine.bots.base.BotSpec` other than ``random`` (which every game shares); raises ValueError
for a bot the game does not have. Typed loosely so that this registry imports no bot code."""


@dataclass(frozen=True)
class GameEntry:
    """Where one game's engine parts live, as ``"module:attribute"`` references."""

    name: str
    game: str
    bots: str


GAMES: tuple[GameEntry, ...] = (
    GameEntry("elixir", "engine.elixir.game:ELIXIR", "engine.bots.elixir_bots:make_elixir_bot"),
    GameEntry("magicoa", "engine.magicoa.game:MAGICOA", "engine.magicoa.bots:make_magicoa_bot"),
    GameEntry("quest", "engine.quest.game:QUEST", "engine.quest.bots:make_quest_bot"),
)
"""Every game, in the order lists show them."""

GAME_NAMES = tuple(entry.name for entry in GAMES)
"""The names of every game (the ``--game`` choices)."""


def _entry(name: str) -> GameEntry:
    for entry in GAMES:
        if entry.name == name:
            return entry
    raise UnknownGame(f"unknown game {name!r} (known: {', '.join(GAME_NAMES)})")


def _load(reference: str) -> Any:
    module, _, attribute = reference.partition(":")
    return getattr(importlib.import_module(module), attribute)


def get_game(name: str) -> Game:
    """The game object called `name`; raises UnknownGame."""
    game: Game = _load(_entry(name).game)
    return game


def bot_factory(name: str) -> BotFactory:
    """The bot factory of the game called `name`; raises UnknownGame."""
    factory: BotFactory = _load(_entry(name).bots)
    return factory
