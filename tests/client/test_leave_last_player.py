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


def table_maps_as_the_other_goes(*, bye: bool) -> tuple[dict[str, Any], dict[str, Any]]:
    """Seat 0's table maps at a headless Elixir table of 3 (one bot) under way: with the player
    of seat 1 there, then once that player left with `bye` (or, `bye` false, lost their
    connection)."""
    args = build_parser({"host": host_command}).parse_args(
        ["host", "--no-announce", "--game", "elixir", "--players", "3", "--bots", "1"])
    table = SyncTable(host_command._prepare(args, ValueError)["host"])  # noqa: SLF001
    me, other = table.join(ClientSession("Ann")), table.join(ClientSession("Bob"))
    assert me.session.seat == 0 and table.host.table_state.value == "playing"
    together: dict[str, Any] = me.session.table
    if bye:
        other.send(other.session.bye())
        table.pump()
    else:
        table.drop(other)
    alone: dict[str, Any] = me.session.table
    assert alone is not together and not alone["seats"][1]["present"]
    return together, alone


def table_maps_as_the_other_leaves() -> tuple[dict[str, Any], dict[str, Any]]:
    """`table_maps_as_the_other_goes` with a `bye`."""
    return table_maps_as_the_other_goes(bye=True)


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


def test_a_player_whose_connection_dropped_is_still_expected_so_the_leaver_is_not_the_last(ctx: Context) -> None:
    """The other player's window lost its connection (it comes back with its token, and the host
    keeps the finished table for it): the leaver was told they were the last player and that the
    table closes when the game ends. The table map's `left` tells a drop from a `bye`."""
    _together, dropped = table_maps_as_the_other_goes(bye=False)
    assert dropped["seats"][1]["left"] is False
    table = build_scene(ctx, "table", players=3, seed=3)
    ctx.stack.reset(table)
    table.link.feed(LinkUpdate(table=dropped))  # type: ignore[attr-defined]
    run(ctx, 3)
    assert table.leave_warning() == ctx.tr("menu.leave_body.lan")  # type: ignore[attr-defined]
    _together, gone = table_maps_as_the_other_leaves()
    assert gone["seats"][1]["left"] is True
    older = {**dropped, "seats": [{k: v for k, v in s.items() if k != "left"} for s in dropped["seats"]]}
    table.link.feed(LinkUpdate(table=older))  # type: ignore[attr-defined]  # a host without `left`
    run(ctx, 3)
    assert table.leave_warning() == ctx.tr("menu.leave_body.lan_last")  # type: ignore[attr-defined]
