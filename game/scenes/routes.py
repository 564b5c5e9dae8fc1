"""Every scene of the window by name: the one module that imports them all (the composition root's part).

`scene_routes()` registers each scene's factory under its name; the app gives the result to
its context (`game.app.make_context`), and scenes open each other with
``ctx.scene(name, ...)`` (`game.navigation`). Scene modules never import each other, nor this
module (an import-linter contract in pyproject.toml keeps them apart). Each scene's module is
imported the first time one of its scenes is built, so the first frame waits for the title's
code only (DESIGN.md: first frame within 1 s of launch), not for every table's.

Names, and the arguments after the context:

- ``"title"``; ``"games"`` (mode: ``"solo"`` or ``"host"``); ``"newgame"`` (mode, game=);
  ``"questmatch"``; ``"deckbuilder"``; ``"lan"``; ``"lobby"`` (link, hosted=None, address=, watching=, rejoin=);
  ``"rules"`` (game=); ``"settings"``; ``"waiting"`` (link);
- ``"table"`` (link, **options): the table of the link's game (the waiting screen for a game
  this window has no table for); ``"table.<game>"`` (link, **options): that game's table;
- ``"results"`` (link, result, view, table): the results screen of the link's game
  (Elixir's for a game without its own); ``"results.<game>"``: that game's;
- ``"gamemenu"`` (table): the game menu over `table`.
"""

from __future__ import annotations

import importlib
import logging
from typing import Any

from game.context import Context
from game.gamelist import WINDOW_GAMES
from game.link import TableLink
from game.navigation import SceneFactory, SceneRoutes
from game.scene import Scene

log = logging.getLogger("game.scenes.routes")

SCENES: dict[str, str] = {
    "title": "game.scenes.title:TitleScene",
    "games": "game.scenes.choosegame:ChooseGameScene",
    "newgame": "game.scenes.newgame:NewGameScene",
    "questmatch": "game.scenes.questmatch:QuestMatchScene",
    "deckbuilder": "game.scenes.deckbuilder:DeckBuilderScene",
    "lan": "game.scenes.lan:LanScene",
    "lobby": "game.scenes.lobby:LobbyScene",
    "rules": "game.scenes.rules:RulesScene",
    "settings": "game.scenes.settings_scene:SettingsScene",
    "waiting": "game.scenes.waiting:WaitingScene",
    "gamemenu": "game.scenes.gamemenu:GameMenu",
}
"""The scenes that are one class each, as ``module:class``."""

TABLES: dict[str, str] = {
    "elixir": "game.scenes.tableshell:ShellTable",
    "magicoa": "game.scenes.tableshell:MagicoaShell",
    "quest": "game.scenes.tableshell:QuestShell",
}
"""The table of each game the window can play (`game.gamelist.WINDOW_GAMES`), as the app runs it."""

RESULTS: dict[str, str] = {
    "elixir": "game.tables.elixir.results:ElixirResults",
    "magicoa": "game.tables.magicoa.results:MagicoaResults",
    "quest": "game.tables.quest.results:QuestResults",
}
"""The results screen of each game."""


def scene_class(path: str) -> type[Scene]:
    """The class named by ``module:class`` (its module imported now if it was not yet)."""
    module, _, name = path.partition(":")
    cls: type[Scene] = getattr(importlib.import_module(module), name)
    return cls


def lazy(path: str) -> SceneFactory[Scene]:
    """A factory building the class named by ``module:class``, importing its module on first use."""
    def build(ctx: Context, *args: Any, **kwargs: Any) -> Scene:
        return scene_class(path)(ctx, *args, **kwargs)

    return build


def link_game(link: TableLink) -> str:
    """The game `link` plays (Elixir when the link does not say)."""
    return str(getattr(link, "game", "elixir"))


def table_for(ctx: Context, link: TableLink, **options: Any) -> Scene:
    """The table scene of `link`'s game (the waiting screen for a game this window has no table for)."""
    name = f"table.{link_game(link)}"
    if not ctx.routes.knows(name):
        log.warning("no table scene for %s; showing the waiting screen", link_game(link))
        return ctx.scene("waiting", link)
    return ctx.scene(name, link, **options)


def results_for(ctx: Context, link: TableLink, result: dict[str, Any], view: dict[str, Any] | None,
                table: dict[str, Any] | None) -> Scene:
    """The results screen of `link`'s game (Elixir's for a game without its own)."""
    name = f"results.{link_game(link)}"
    return ctx.scene(name if ctx.routes.knows(name) else "results.elixir", link, result, view, table)


def scene_routes() -> SceneRoutes[Scene]:
    """A registry holding every scene of the window under its name (see the module's list)."""
    routes: SceneRoutes[Scene] = SceneRoutes()
    for name, path in SCENES.items():
        routes.register(name, lazy(path))
    routes.register("table", table_for)
    routes.register("results", results_for)
    for game in WINDOW_GAMES:
        routes.register(f"table.{game}", lazy(TABLES[game]))
        routes.register(f"results.{game}", lazy(RESULTS[game]))
    return routes
