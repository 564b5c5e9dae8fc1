"""What a guest's lobby says it waits for: players still to come, or the owner's start.

The table maps come from real hosts (a headless one built as `host` builds it, and one whose
owner starts the game, as a window hosts it) with players joined through the real protocol.
"""

from __future__ import annotations

from typing import Any

from game.cli import build_parser
from game.commands import host as host_command
from game.context import Context
from game.link import LinkStatus, LinkUpdate
from game.offlinelinks import StaticLink
from net.client import ClientSession
from tests.client.test_scenes import run
from tests.net.nethelpers import SyncTable


def headless_table(*options: str, joined: int) -> dict[str, Any]:
    """The table map a player sees at a headless host started with `options`, `joined` players in."""
    args = build_parser({"host": host_command}).parse_args(["host", "--no-announce", *options])
    table = SyncTable(host_command._prepare(args, ValueError)["host"])  # noqa: SLF001
    peers = [table.join(ClientSession(f"P{i}")) for i in range(joined)]
    assert table.host.table_state.value == "lobby"
    info: dict[str, Any] = peers[-1].session.table
    return info


def guest_lobby(ctx: Context, info: dict[str, Any], *, watching: bool = False) -> Any:
    """A guest's (or a spectator's) lobby at the table `info`, run a few frames."""
    from game.scenes.lobby import LobbyScene

    link = StaticLink([LinkUpdate(status=LinkStatus.LOBBY, table=info)], seat=None if watching else 1)
    scene = LobbyScene(ctx, link, address="127.0.0.1:47470", watching=watching)
    ctx.stack.reset(scene)
    run(ctx)
    return scene


def shown(scene: Any) -> list[str]:
    """The texts of the scene's widgets."""
    return [getattr(w, "text", "") for w in scene.group.widgets]


def test_a_headless_tables_lobby_says_how_many_more_players_the_game_waits_for(ctx: Context) -> None:
    """Two players at a headless table of five read "Waiting for the host to start the game…"
    for minutes, with no start button: the host starts it only once every human seat is
    taken. The lobby now says how many players the game still waits for."""
    info = headless_table("--game", "elixir", "--players", "5", joined=2)
    scene = guest_lobby(ctx, info)
    assert scene.status_text() == ctx.tr.plural("lobby.waiting_for_players", 3)
    assert "3" in scene.status_text() and scene.status_text() in shown(scene)
    assert ctx.tr("lobby.guest_waiting") not in shown(scene)


def test_seats_given_to_bots_are_not_waited_for_and_a_spectator_is_told_too(ctx: Context) -> None:
    """`host --bots 2` leaves three seats to players: with two in, one more is awaited."""
    info = headless_table("--game", "elixir", "--players", "5", "--bots", "2", joined=2)
    assert guest_lobby(ctx, info).status_text() == ctx.tr.plural("lobby.waiting_for_players", 1)
    watcher = guest_lobby(ctx, info, watching=True)
    assert watcher.status_text() == ctx.tr.plural("lobby.watching_for_players", 1)


def test_a_table_its_owner_starts_still_waits_for_the_owner(ctx: Context) -> None:
    """At a window's table the owner starts the game whenever they like (open seats get bots):
    the guest waits for the owner, however many seats are open."""
    from engine.games import get_game
    from net.host import Host, HostConfig, SeatKind, SeatSpec

    host = Host(get_game("elixir"), {"players": 5}, [SeatSpec(SeatKind.HUMAN) for _ in range(5)],
                config=HostConfig(auto_start=False))
    table = SyncTable(host)
    info = [table.join(ClientSession(f"P{i}")) for i in range(2)][-1].session.table
    assert guest_lobby(ctx, info).status_text() == ctx.tr("lobby.guest_waiting")


def test_a_host_that_says_nothing_of_starting_by_itself_is_waited_for(ctx: Context) -> None:
    """A host older than the table map's `auto_start` is read as one whose owner starts it."""
    info = headless_table("--game", "elixir", "--players", "5", joined=2)
    del info["auto_start"]
    assert guest_lobby(ctx, info).status_text() == ctx.tr("lobby.guest_waiting")


def test_a_guest_reads_the_elixir_tables_rules_the_host_chose(ctx: Context) -> None:
    """A guest joined a table and saw nothing of its length or its forfeits until the game began
    (the new game screen had shown them only to the host)."""
    from game.tableterms import elixir_terms

    info = headless_table("--game", "elixir", "--players", "5", "--option", "spell_points=13",
                          "--option", "forfeit_payment=caster_draws", joined=2)
    scene = guest_lobby(ctx, info)
    line = elixir_terms(ctx.tr, info["options"])
    assert line in shown(scene)
    assert ctx.tr("newgame.length.points", points=13) in line
    assert ctx.tr("newgame.payment.caster_draws") in line
    plain = elixir_terms(ctx.tr, {"players": 4})  # a host's defaults: the length by its points
    assert ctx.tr("newgame.length.points", points=9) in plain and ctx.tr("newgame.payment.victim_chooses") in plain
    assert ctx.tr("newgame.length.default") in elixir_terms(ctx.tr, {})


def test_six_seats_stay_in_the_lobby_under_every_line_of_the_table_at_the_smallest_window() -> None:
    """The table's lines (its address, turn timer, rules and spectators) push the seats down: at
    1024x576 the sixth seat ran past the panel's bottom."""
    from game.scenes.lobby import LobbyScene
    from game.ui import Panel, TextInput
    from tests.client.table.harness import make_ctx

    ctx = make_ctx(size=(1024, 576), lang="fr")
    seats = [{"seat": i, "kind": "human", "name": f"P{i}", "taken": True, "present": True} for i in range(6)]
    table = {"name": "Party", "game": "elixir", "seats": seats, "turn_time": 60, "spectators": 2,
             "options": {"players": 6, "spell_points": 13, "forfeit_payment": "caster_draws"}}
    link = StaticLink([LinkUpdate(status=LinkStatus.LOBBY, table=table)], seat=1)
    scene = LobbyScene(ctx, link, address="192.168.1.20:47470")
    ctx.stack.reset(scene)
    run(ctx, 3)
    rows = [w for w in scene.group.widgets if isinstance(w, Panel) and w.rect.height < scene.kit.theme.px(60)]
    entry = next(w for w in scene.group.widgets if isinstance(w, TextInput))
    assert len(rows) == 6 and all(r.rect.bottom <= entry.rect.bottom for r in rows), [r.rect for r in rows]
