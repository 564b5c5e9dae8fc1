"""The games this engine knows, by name. A constant table: games are stateless objects."""

from __future__ import annotations

from engine.core.game import Game


class UnknownGame(KeyError):
    """No game by that name."""


GAME_NAMES = ("elixir", "magicoa")


def get_game(name: str) -> Game:
    """The game object called `name`; raises UnknownGame."""
    if name == "elixir":
        from engine.elixir.game import ELIXIR

        return ELIXIR
    if name == "magicoa":
        from engine.magicoa.game import MAGICOA

        return MAGICOA
    raise UnknownGame(f"unknown game {name!r} (known: {', '.join(GAME_NAMES)})")
