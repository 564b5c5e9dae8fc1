"""The `elixir-arcade` command: parses arguments and dispatches to `game.commands.<name>`.

Bad input to any command gives a one-line error and exit code 2, never a traceback. A command run
with `--json` prints one JSON document on stdout and nothing else (see `game.commands.output`).
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import sys
from collections.abc import Sequence
from types import ModuleType

from engine import __version__

# pygame's import banner is noise on a command line (and would break `--json` output).
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# name -> module under game.commands (imported lazily: headless commands never load pygame)
COMMANDS: dict[str, str] = {
    "play": "play",
    "simulate": "simulate",
    "replay": "replay",
    "cards": "cards",
    "host": "host",
    "join": "join",
    "lan": "lan",
    "bench": "bench",
    "screenshot": "screenshot",
    "collection": "collection",
}


class UsageError(Exception):
    """Bad input to a command; its message is printed as one line and the exit code is 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(f"{self.prog}: {message}")


def _available() -> dict[str, ModuleType]:
    found: dict[str, ModuleType] = {}
    for name, module in COMMANDS.items():
        try:
            found[name] = importlib.import_module(f"game.commands.{module}")
        except ModuleNotFoundError as exc:
            if exc.name != f"game.commands.{module}":
                raise
    return found


def build_parser(modules: dict[str, ModuleType]) -> argparse.ArgumentParser:
    """The full argument parser for the given command modules."""
    parser = _Parser(prog="elixir-arcade", description="Elixir Arcade: magical card games, "
                     "against bots or at a LAN party.")
    parser.add_argument("--version", action="version", version=f"elixir-arcade {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name, module in modules.items():
        summary = getattr(module, "HELP", "")
        cmd = sub.add_parser(name, help=summary, description=getattr(module, "DESCRIPTION", summary))
        module.add_arguments(cmd)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the process exit code."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    # Only the named command is imported, so `simulate` never pays for (or needs) pygame.
    wanted = next((a for a in args_list if not a.startswith("-")), None)
    if wanted in COMMANDS:
        modules = {n: m for n, m in _available().items() if n == wanted}
    elif wanted is None and not any(a in ("-h", "--help", "--version") for a in args_list):
        wanted = "play"
        args_list = ["play", *args_list]
        modules = {n: m for n, m in _available().items() if n == "play"}
    else:
        modules = _available()
    try:
        parser = build_parser(modules)
        if wanted not in modules and wanted is not None and wanted in COMMANDS:
            raise UsageError(f"elixir-arcade: the '{wanted}' command is not available in this build")
        args = parser.parse_args(args_list)
        if args.command is None:
            parser.print_help()
            return 0
        if not getattr(args, "json", False):
            result: int = modules[args.command].run(args)
            return result
        # One JSON document on stdout and nothing else: whatever else is printed goes to stderr.
        args.json_stdout = sys.stdout
        with contextlib.redirect_stdout(sys.stderr):
            result = modules[args.command].run(args)
        return result
    except UsageError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader went away (`... | head`): stop quietly, as Unix tools do
        return reader_gone()


def reader_gone() -> int:
    """After a BrokenPipeError on stdout: point stdout at the null device, so that flushing it
    at exit raises nothing either, and return 141, the status Unix tools end with then."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    return 141


if __name__ == "__main__":
    sys.exit(main())
