"""The games this client can seat a player at: those with a table scene, and how New game shows them.

The engine's registry (`engine.games`) names every game the host can run; the window can only
play the ones listed here (each has its table class in `game.scenes.routes.TABLES`). The
LAN browser shows other games' tables but does not offer to join them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class WindowGame:
    """A game as New game offers it: its name (an `engine.games` name, also the ``games.<name>``
    text key), its one-line description's text key, its box art and its player counts."""

    name: str
    blurb: str
    box: str
    min_players: int
    max_players: int
    lan_host: bool = True
    """Whether the window can host it on the LAN."""


GAMES: tuple[WindowGame, ...] = (
    WindowGame("elixir", "games.elixir.blurb", "box/elixir.png", 3, 6),
    WindowGame("magicoa", "games.magicoa.blurb", "box/magicoa.png", 3, 6),
    WindowGame("quest", "games.quest.blurb", "box/quest.png", 2, 2),
)
"""The games with a table in this client, in the order New game shows them."""

WINDOW_GAMES: tuple[str, ...] = tuple(g.name for g in GAMES)
"""Names of the games with a table scene in this client."""


def window_game(name: str) -> WindowGame:
    """The entry of `name`; raises KeyError for a game this window cannot play."""
    for game in GAMES:
        if game.name == name:
            return game
    raise KeyError(name)


def game_title(tr: Any, name: str) -> str:
    """Game `name` (an `engine.games` name) as `tr`'s reader calls it; a game this client does
    not know (a newer host's) by its own name."""
    from game.i18n import keys

    return str(tr(f"games.{name}")) if f"games.{name}" in keys("en") else name
