"""The scenes reach each other only by name: every route builds its scene, and every scene module
is covered by the import-linter contract that keeps the scene modules from importing each other."""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

import pytest

from game.context import Context
from game.gamelist import WINDOW_GAMES
from game.navigation import SceneRoutes, UnknownScene
from game.offlinelinks import StaticLink
from game.scene import Scene
from game.scenes import routes
from game.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
SCENE_BASES = {"Scene", "MenuScene", "ResultsScene", "TableShell"}
"""Base classes whose subclasses make a module a scene module."""
SHARED = {"game.scenes.base"}
"""Scene modules every scene may import: `base` holds `MenuScene`, the base of the menu scenes."""


def scene_modules() -> set[str]:
    """The modules of game/scenes/ that define a scene class."""
    found: set[str] = set()
    for path in sorted((ROOT / "game" / "scenes").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.ClassDef) and any(isinstance(b, ast.Name) and b.id in SCENE_BASES
                                                      for b in node.bases):
                found.add(f"game.scenes.{path.stem}")
    return found - SHARED


def independent_modules() -> set[str]:
    """The modules of the pyproject's independence contract on the scenes."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    (scenes,) = [c for c in contracts if c["type"] == "independence" and "game.scenes.title" in c["modules"]]
    return set(scenes["modules"])


def test_every_scene_module_is_kept_independent_by_the_import_contract() -> None:
    modules = scene_modules()
    assert {"game.scenes.title", "game.scenes.tableshell", "game.scenes.gamemenu"} <= modules
    assert modules == independent_modules()


def test_every_route_names_a_scene_class() -> None:
    for path in [*routes.SCENES.values(), *routes.TABLES.values(), *routes.RESULTS.values()]:
        assert issubclass(routes.scene_class(path), Scene), path
    names = set(routes.scene_routes().names())
    assert {f"table.{g}" for g in WINDOW_GAMES} | {f"results.{g}" for g in WINDOW_GAMES} <= names
    assert set(routes.SCENES) | {"table", "results"} <= names


def test_a_link_of_a_game_without_a_table_gets_the_waiting_screen(ctx: Context) -> None:
    from game.scenes.waiting import WaitingScene

    assert isinstance(ctx.scene("table", StaticLink([], game="chess")), WaitingScene)
    assert type(ctx.scene("table", StaticLink([], game="magicoa"))) is routes.scene_class(routes.TABLES["magicoa"])


def test_an_unknown_name_and_a_context_without_routes_are_refused() -> None:
    bare = Context(Settings())
    with pytest.raises(UnknownScene):
        bare.scene("title")
    registry: SceneRoutes[Scene] = SceneRoutes()
    registry.register("blank", Scene)
    assert registry.knows("blank") and not registry.knows("title")
    assert type(registry.make("blank", bare)) is Scene
