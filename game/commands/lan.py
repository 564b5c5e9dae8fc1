"""`elixir-arcade lan`: list the tables announced on the LAN (zeroconf), then exit."""

from __future__ import annotations

import argparse
import asyncio

from game.commands.laninterface import add_lan_interface_argument, lan_interfaces
from game.commands.output import print_json

HELP = "List the Elixir Arcade tables announced on the LAN."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of the lan command."""
    parser.add_argument("--timeout", type=float, default=3.0, help="seconds to listen (default 3)")
    add_lan_interface_argument(parser, "only look on the interface with this IPv4 address (repeat for several; "
                                       "default: every interface; --interface is the same)", "--interface")
    parser.add_argument("--json", action="store_true", help="print the tables as JSON")


def run(args: argparse.Namespace) -> int:
    """Browse for `--timeout` seconds and print the tables seen."""
    from game.cli import UsageError
    from net.discovery import browse

    if not 0 < args.timeout <= 600:
        raise UsageError("--timeout must be between 0 and 600 seconds")
    try:
        interfaces = lan_interfaces(args.lan_interface)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    tables = asyncio.run(browse(args.timeout, interfaces=interfaces))
    if args.json:
        print_json(args, [t.to_plain() for t in tables], indent=2, sort_keys=True)
        return 0
    if not tables:
        print("no tables found")
        return 0
    for t in tables:
        lock = " (password)" if t.password else ""
        print(f"{t.table}{lock}  {t.game}  {t.state}  {t.free}/{t.seats} seats free  "
              f"{t.address}:{t.port}  v{t.version}")
    return 0
