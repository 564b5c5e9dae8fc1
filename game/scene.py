"""Scenes and the scene stack.

Lifecycle, in the order the stack calls it:

- `enter()` once, when the scene is pushed (or replaces another);
- `pause()` when another scene is pushed on top of it, `resume()` when that one is popped;
- every frame, for the top scene only: `handle(event)` for each input event, then
  `update(dt)` zero or more times at a fixed step (game time), then `draw(surface)` once.
  Scenes below the top are drawn first when the top scene is `transparent` (dialogs);
- `exit()` once, when the scene is popped or replaced.

`draw` never changes state. Scene changes requested during a frame take effect between
frames, so a scene never runs after its own `exit`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import pygame

    from game.i18n import Translator
    from game.navigation import SceneRoutes
    from game.settings import Settings


class SceneContext(Protocol):
    """What every scene may count on in the context it is given: the stack, the routes to the
    other scenes, the texts and the settings. The app's is `game.context.Context`, which has
    more (clock, window size, services); a scene that uses those declares `ctx: Context`."""

    stack: SceneStack
    routes: SceneRoutes[Scene]
    tr: Translator
    settings: Settings

    def scene(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """Build the scene registered as `name` (the caller puts it on `stack`)."""
        ...


class Scene:
    """Base class: override what you need. `ctx` is shared by every scene of the app."""

    transparent = False

    def __init__(self, ctx: SceneContext) -> None:
        self.ctx = ctx

    def enter(self) -> None:
        """Called once when the scene becomes part of the stack."""

    def exit(self) -> None:
        """Called once when the scene leaves the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene on top was popped; this one is on top again."""

    def handle(self, event: pygame.event.Event) -> bool:
        """React to one input event; return True when it was used."""
        return False

    def pointed(self, pos: tuple[int, int]) -> object:
        """What a press at `pos` would press, compared by the app's double-click guard
        (`game.doubleclick`): a second press that finds something else there is not a click on it.
        Nothing in particular by default (override)."""
        return None

    def update(self, dt: float) -> None:
        """Advance by one fixed step of `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; must not change state."""

    def resized(self, size: tuple[int, int]) -> None:
        """The window changed size; recompute layout."""

    def quit_warning(self) -> str | None:
        """What closing the window now would interrupt, as a sentence the app asks the player to
        confirm (a game in progress); None lets the window close at once."""
        return None


class SceneStack:
    """The stack of scenes. Changes are queued and applied by `apply_changes` between frames."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        self._pending: list[Callable[[], None]] = []

    @property
    def top(self) -> Scene | None:
        """The scene receiving input, or None when the stack is empty (the app quits)."""
        return self._scenes[-1] if self._scenes else None

    def __len__(self) -> int:
        return len(self._scenes)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and those under transparent ones."""
        start = len(self._scenes) - 1
        while start > 0 and self._scenes[start].transparent:
            start -= 1
        return self._scenes[max(start, 0):]

    def push(self, scene: Scene) -> None:
        """Put `scene` on top (at the end of this frame)."""
        self._pending.append(lambda: self._push(scene))

    def pop(self) -> None:
        """Remove the top scene (at the end of this frame)."""
        self._pending.append(self._pop)

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        def do() -> None:
            self._pop()
            self._push(scene)

        self._pending.append(do)

    def reset(self, scene: Scene) -> None:
        """Empty the stack, then push `scene` (e.g. back to the title)."""
        def do() -> None:
            while self._scenes:
                self._pop()
            self._push(scene)

        self._pending.append(do)

    def clear(self) -> None:
        """Pop every scene; the app then quits."""
        def do() -> None:
            while self._scenes:
                self._pop()

        self._pending.append(do)

    def apply_changes(self) -> None:
        """Run the queued changes in order."""
        while self._pending:
            self._pending.pop(0)()

    def _push(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.enter()

    def _pop(self) -> None:
        if not self._scenes:
            return
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
