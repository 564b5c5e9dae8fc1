"""The Leave confirmation at a LAN table says what happens when the leaver is its last player.

The table maps come from a real headless host, built as `host` builds it, with players joined
and leaving through the real protocol.
"""

from __future__ import annotations

from typing import Any

from game.cli import build_parser
from game.commands import host as host_command
from game.context import Context
from game.link import LinkUpdate
from game.showcase import build_scene
from net.client import ClientSession
from tests.client.test_scenes import run
from tests.net.nethelpers import SyncTable


def table_maps_as_the_other_leaves() -> tuple[dict[str, Any], dict[str, Any]]:
    """Seat 0's table maps at a headless Elixir table of 3 (one bot) under way: with the player
    of seat 1 there, then once that player left with `bye`."""
    args = build_parser({"host": host_command}).parse_args(
        ["host", "--no-announce", "--game", "elixir", "--players", "3", "--bots", "1"])
    table = SyncTable(host_command._prepare(args, ValueError)["host"])  # noqa: SLF001
    me, other = table.join(ClientSession("Ann")), table.join(ClientSession("Bob"))
    assert me.session.seat == 0 and table.host.table_state.value == "playing"
    together: dict[str, Any] = me.session.table
    other.send(other.session.bye())
    table.pump()
    alone: dict[str, Any] = me.session.table
    return together, alone


def test_the_last_player_leaving_a_headless_table_is_told_the_game_ends_without_them(ctx: Context) -> None:
    """A tester, alone at a headless table, read 'Your seat stays yours: a bot plays it at once,
    until you come back', yet the host played the game out with bots and stopped."""
    together, alone = table_maps_as_the_other_leaves()
    table = build_scene(ctx, "table", players=3, seed=3)
    ctx.stack.reset(table)
    table.link.feed(LinkUpdate(table=together))  # type: ignore[attr-defined]
    run(ctx, 3)
    assert table.leave_warning() == ctx.tr("menu.leave_body.lan")  # type: ignore[attr-defined]
    table.link.feed(LinkUpdate(table=alone))  # type: ignore[attr-defined]
    run(ctx, 3)
    assert table.leave_warning() == ctx.tr("menu.leave_body.lan_last")  # type: ignore[attr-defined]
