"""The games this client can seat a player at: those with a table scene.

The engine's registry (`engine.games`) names every game the host can run; the window can only
play the ones listed here. The LAN browser shows the others' tables but does not offer to
join them. Each listed game has its table class in `game.scenes.tableshell.SHELLS`.
"""

from __future__ import annotations

WINDOW_GAMES: tuple[str, ...] = ("elixir", "magicoa")
"""Games with a table scene in this client."""
