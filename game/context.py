"""The context shared by every scene: settings, texts, resources, sound, clock, scene stack,
and the scenes' routes (how one scene opens another by name: `game.navigation`).

One object passed to each scene (no singletons). Built by the app at start-up
(`game.app.make_context`, with every scene's route); tests build one with the SDL dummy
drivers, and give it the routes when their scenes open others.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import settings as settings_mod
from game.clock import GameClock
from game.i18n import Translator
from game.navigation import SceneRoutes
from game.scene import Scene, SceneStack
from game.settings import Settings

log = logging.getLogger("game.context")


@dataclass
class Context:
    """What scenes share. `services` holds optional collaborators by name (audio, resources,
    network factories) so tests can replace them."""

    settings: Settings
    stack: SceneStack = field(default_factory=SceneStack)
    clock: GameClock = field(default_factory=GameClock)
    tr: Translator = field(default_factory=lambda: Translator("en"))
    size: tuple[int, int] = (1280, 720)
    settings_path: Path | None = None
    services: dict[str, Any] = field(default_factory=dict)
    messages: list[str] = field(default_factory=list)
    quit_requested: bool = False
    routes: SceneRoutes[Scene] = field(default_factory=SceneRoutes)
    """The factories of the scenes by name (`game.scenes.routes.scene_routes` gives them all)."""

    def scene(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """Build the scene registered as `name`, for this context (the caller puts it on `stack`)."""
        return self.routes.make(name, self, *args, **kwargs)

    def set_language(self, lang: str) -> None:
        """Switch every text to `lang`."""
        self.tr = Translator(lang)

    def notify(self, message: str) -> None:
        """Queue a message for the player (shown once as a toast by the app)."""
        self.messages.append(message)

    def apply_settings(self, new: Settings) -> None:
        """Make `new` the settings: language, audio, clock and window follow; then save (errors are logged)."""
        old = self.settings
        self.settings = new
        if new.language != old.language:
            self.set_language(new.language)
        audio: Any = self.services.get("audio")
        if audio is not None:
            audio.set_volumes(new.music_volume, new.effects_volume)
        self.clock.speed = new.animation_speed or 1.0
        self.clock.instant = new.animation_speed == 0.0
        window: Any = self.services.get("window")
        if window is not None and ((new.window_width, new.window_height, new.fullscreen)
                                   != (old.window_width, old.window_height, old.fullscreen)):
            window.apply_window(new)
        try:
            settings_mod.save(new, self.settings_path)
        except OSError as exc:
            log.warning("settings not saved: %s", exc)
            self.notify(self.tr("settings.not_saved"))
