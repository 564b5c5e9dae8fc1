"""The context shared by every scene: settings, texts, resources, sound, clock, scene stack.

One object passed to each scene (no singletons). Built by the app at start-up; tests build
one with the SDL dummy drivers.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.clock import GameClock
from game.i18n import Translator
from game.scene import SceneStack
from game.settings import Settings


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

    def set_language(self, lang: str) -> None:
        """Switch every text to `lang`."""
        self.tr = Translator(lang)

    def notify(self, message: str) -> None:
        """Queue a message for the player (shown once as a toast by the app)."""
        self.messages.append(message)
