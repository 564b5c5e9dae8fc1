"""`--lan-interface ADDR`: one name, in every command, for keeping the LAN to one network.

`play`, `host`, `lan` and `join` all take it (an interface is named by its IPv4 address):
`play` and `lan` look for tables there, `play` and `host` announce (and, given one, listen
on) it, and `join` connects from it. The names the commands had before stay as aliases:
`lan --interface` and `host --bind`. Headless: imports no pygame.
"""

from __future__ import annotations

import argparse
import ipaddress

OPTION = "--lan-interface"


def add_lan_interface_argument(parser: argparse.ArgumentParser, help: str, *aliases: str,
                               repeatable: bool = True) -> None:
    """Add `--lan-interface` (with the command's older names `aliases`) to `parser`; its value
    is `args.lan_interface`: a list of addresses when `repeatable`, else one address; None when
    not given."""
    parser.add_argument(OPTION, *aliases, dest="lan_interface", metavar="ADDR", default=None,
                        action="append" if repeatable else "store", help=help)


def lan_interfaces(given: list[str] | None) -> list[str] | None:
    """The IPv4 addresses given to `--lan-interface` (None: every interface); ValueError, saying
    what the option takes, for one that is not an IPv4 address."""
    return [ipv4_address(address) for address in given] if given else None


def ipv4_address(text: str) -> str:
    """`text` as an IPv4 address; ValueError, saying what `--lan-interface` takes, otherwise."""
    try:
        return str(ipaddress.IPv4Address(text))
    except ValueError as exc:
        raise ValueError(f"{OPTION} takes an IPv4 address such as 192.168.1.20: {exc}") from None
