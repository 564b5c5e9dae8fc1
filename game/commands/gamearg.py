"""The ``--game`` option the commands share: its choices are the engine's game registry
(`engine.games`), so a new game appears in every command by its registry line alone."""

from __future__ import annotations

import argparse

from engine.games import GAME_NAMES


def add_game_argument(parser: argparse.ArgumentParser, what: str, choices: tuple[str, ...] = GAME_NAMES) -> None:
    """Add ``--game`` (default ``elixir``) to `parser`; `what` ends its help ("which game to host")."""
    parser.add_argument("--game", default="elixir", choices=choices,
                        help=f"{what} ({', '.join(choices)}; default: elixir)")


def add_option_argument(parser: argparse.ArgumentParser) -> None:
    """Add the repeatable ``--option KEY=VALUE`` (a game option)."""
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option, e.g. first_player=complete, or for Elixir Quest mode=beginner, "
                             "real=true, pools=open (repeatable)")


def parse_options(items: list[str]) -> dict[str, object]:
    """``KEY=VALUE`` items as options: whole numbers become ints, true/false bools, the rest stay
    text; raises ValueError for an item without ``=``."""
    options: dict[str, object] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise ValueError(f"--option takes KEY=VALUE, not {item!r}")
        if value.lstrip("-").isdigit():
            options[key] = int(value)
        elif value in ("true", "false"):
            options[key] = value == "true"
        else:
            options[key] = value
    return options
