"""Test helpers: a context on the SDL dummy drivers, a table scene on an `EngineLink`, stepping
game time and feeding synthetic input."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from typing import Any  # noqa: E402

import pygame  # noqa: E402

from game.context import Context  # noqa: E402
from game.scenes.routes import scene_routes  # noqa: E402
from game.settings import Settings  # noqa: E402
from game.tables.elixir.scene import TableScene  # noqa: E402
from tests.client.table.fakelink import EngineLink  # noqa: E402


def make_ctx(size: tuple[int, int] = (1280, 720), lang: str = "en", speed: float = 1.0,
             reduced: bool = False) -> Context:
    """A context with a dummy display of `size` and every scene's route."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode(size)
    ctx = Context(settings=Settings(language=lang, animation_speed=speed, reduced_motion=reduced), size=size,
                  routes=scene_routes())
    ctx.set_language(lang)
    return ctx


def make_table(players: int = 4, seed: int = 1, size: tuple[int, int] = (1280, 720), lang: str = "en",
               speed: float = 1.0, reduced: bool = False, **link_args: Any) -> tuple[Context, TableScene, EngineLink]:
    """A table scene entered on a fresh game."""
    ctx = make_ctx(size, lang, speed, reduced)
    link = EngineLink(players=players, seed=seed, **link_args)
    scene = TableScene(ctx, link)
    ctx.stack.push(scene)
    ctx.stack.apply_changes()
    return ctx, scene, link


def arranged_table(state: Any, **table_args: Any) -> tuple[Context, TableScene, EngineLink]:
    """A table scene (as `make_table`) showing `state`, a position arranged through the engine
    (`tests.elixir.test_cards_kit.Kit`), its bots held, settled."""
    ctx, scene, link = make_table(**table_args)
    link.state = state
    link.hold_bots = True
    link._out.append(link._update([], snapshot=True))
    settle(ctx, scene)
    return ctx, scene, link


def step(ctx: Context, scene: TableScene, seconds: float, dt: float = 1 / 60) -> None:
    """Advance game time by `seconds`, one fixed step at a time."""
    t = 0.0
    while t < seconds:
        ctx.clock.tick(dt)
        scene.update(dt)
        t += dt


def settle(ctx: Context, scene: TableScene, limit: float = 120.0) -> None:
    """Step until every queued update has been shown (at most `limit` seconds)."""
    step(ctx, scene, 0.05)
    t = 0.0
    while (not scene.idle or scene.effects.busy(ctx.clock.now)) and t < limit:
        step(ctx, scene, 0.1)
        t += 0.1
    step(ctx, scene, 0.05)


def click(scene: Any, pos: tuple[int, int], button: int = 1) -> None:
    """A mouse click at `pos`."""
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def key(scene: Any, k: int) -> None:
    """A key press."""
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def render(scene: TableScene) -> pygame.Surface:
    """Draw the scene on the display surface and return it."""
    surface = pygame.display.get_surface()
    assert surface is not None
    surface.fill((0, 0, 0))
    scene.draw(surface)
    return surface
