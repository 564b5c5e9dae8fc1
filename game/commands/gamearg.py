"""The ``--game`` option the commands share: its choices are the engine's game registry
(`engine.games`), so a new game appears in every command by its registry line alone."""

from __future__ import annotations

import argparse

from engine.games import GAME_NAMES


def add_game_argument(parser: argparse.ArgumentParser, what: str, choices: tuple[str, ...] = GAME_NAMES) -> None:
    """Add ``--game`` (default ``elixir``) to `parser`; `what` ends its help ("which game to host")."""
    parser.add_argument("--game", default="elixir", choices=choices,
                        help=f"{what} ({', '.join(choices)}; default: elixir)")
