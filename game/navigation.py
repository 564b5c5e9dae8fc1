"""How scenes reach each other: by name, through the context, never by importing each other.

A scene that opens another asks the context to build it (`Context.scene(name, ...)`, which
calls the factory registered under that name with the context and the given arguments),
then puts it on `ctx.stack` itself: ``ctx.stack.push(ctx.scene("rules"))``,
``ctx.stack.reset(ctx.scene("title"))``. The composition root
(`game.scenes.routes.scene_routes`) registers every scene's factory once, before the first
scene runs; a name nobody registered raises `UnknownScene`.

The names, their arguments and what they open are listed in `game.scenes.routes`, the one
module that imports every scene.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

S = TypeVar("S")
"""What the factories build (`game.scene.Scene` in the app; the registry never looks inside)."""

SceneFactory = Callable[..., S]
"""Builds a scene: called with the context first, then the arguments the opener gave."""


class UnknownScene(KeyError):
    """No factory is registered under the scene name asked for."""


class SceneRoutes(Generic[S]):
    """Scene factories by name. Filled once by the composition root, read by every scene."""

    def __init__(self) -> None:
        self._factories: dict[str, SceneFactory[S]] = {}

    def register(self, name: str, factory: SceneFactory[S]) -> None:
        """Make `factory` the builder of the scene called `name` (a second registration replaces
        the first, so a test can put a stand-in in place of one scene)."""
        self._factories[name] = factory

    def knows(self, name: str) -> bool:
        """Whether a factory is registered under `name`."""
        return name in self._factories

    def names(self) -> tuple[str, ...]:
        """Every registered name, sorted."""
        return tuple(sorted(self._factories))

    def make(self, name: str, ctx: object, *args: Any, **kwargs: Any) -> S:
        """Build the scene called `name` for `ctx`; raises `UnknownScene` for a name nobody registered."""
        try:
            factory = self._factories[name]
        except KeyError:
            raise UnknownScene(name) from None
        return factory(ctx, *args, **kwargs)
