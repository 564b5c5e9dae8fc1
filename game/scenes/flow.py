"""Moving between scenes: title, table, results. Scenes call these instead of importing each other.

`start_solo` starts (or resumes) the single-player game and opens its table.

Each game's table scene is picked by the link's game (`game.scenes.tableshell.shell_for`);
`open_table` builds it for a link, and falls back to a plain waiting screen for a game this
window has no table for.
`show_results` is what the table calls when a game ends.
"""

from __future__ import annotations

import logging
from typing import Any

from game.context import Context
from game.link import TableLink
from game.scene import Scene

log = logging.getLogger("game.scenes.flow")


def to_title(ctx: Context) -> None:
    """Empty the stack and show the title screen."""
    from game.scenes.title import TitleScene

    ctx.stack.reset(TitleScene(ctx))


def make_table(ctx: Context, link: TableLink, **options: Any) -> Scene:
    """The table scene of `link`'s game (the waiting screen for a game this window has no table for)."""
    from game.scenes.tableshell import shell_for

    game = str(getattr(link, "game", "elixir"))
    try:
        shell = shell_for(game)
    except KeyError:
        log.warning("no table scene for %s; showing the waiting screen", game)
        from game.scenes.waiting import WaitingScene

        return WaitingScene(ctx, link)
    scene: Scene = shell(ctx, link, **options)  # type: ignore[call-arg]
    return scene


def open_table(ctx: Context, link: TableLink, **options: Any) -> None:
    """Replace the whole stack with the table for `link` (the title stays reachable by leaving)."""
    ctx.stack.reset(make_table(ctx, link, **options))


def start_solo(ctx: Context, options: dict[str, Any], bots: tuple[str, ...], *, resume: Any = None,
               game: str = "elixir", bot_names: tuple[str, ...] = ()) -> None:
    """Start a single-player game of `game` (or resume the saved one: `resume`, a checked replay,
    whatever its game) and open its table.

    The in-process host autosaves to `game.saves.save_path`. When the app steps a fixed time
    per frame (headless runs, tests), the host's timers run on the app's loop clock too.
    """
    from game import saves
    from game.scenes.newgame import net_services

    net = net_services(ctx)
    window: Any = ctx.services.get("window")
    clock = window.loop_time if getattr(window, "fixed_dt", None) is not None else None
    spec = net.LocalGameSpec(ctx.settings.name, options, bots, autosave=saves.save_path(ctx), resume=resume,
                             clock=clock, game=game, **({"bot_names": bot_names} if bot_names else {}))
    open_table(ctx, net.start_local_game(spec), resumed=resume is not None)


def show_results(ctx: Context, link: TableLink, result: dict[str, Any], view: dict[str, Any] | None,
                 table: dict[str, Any] | None) -> None:
    """Push the results screen of `link`'s game over the table (rematch pops back to it; leaving
    goes to the title)."""
    ctx.stack.push(results_class(str(getattr(link, "game", "elixir")))(ctx, link, result, view, table))


def results_class(game: str) -> Any:
    """The results screen class of `game` (Elixir's for a game without its own)."""
    from game.scenes.tableshell import results_for

    return results_for(game)


def seat_names(table: dict[str, Any] | None, view: dict[str, Any] | None, fallback: str) -> list[str]:
    """Names of the seats from the host's table description (``fallback`` numbered when unknown)."""
    seats = (table or {}).get("seats")
    players = int((view or {}).get("players") or (len(seats) if isinstance(seats, list) else 0))
    names: list[str] = []
    for i in range(players):
        name = ""
        if isinstance(seats, list) and i < len(seats) and isinstance(seats[i], dict):
            name = str(seats[i].get("name") or "")
        names.append(name or fallback.format(n=i + 1))
    return names
