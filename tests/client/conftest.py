"""Shared fixtures of the client tests: SDL dummy drivers, a context with a temporary settings file
(and every scene's route, as the app gives it), the table's pictures and texts.

The environment is set before pygame is imported, so no window or audio device is needed.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.context import Context  # noqa: E402
from game.scenes.routes import scene_routes  # noqa: E402
from game.settings import Settings  # noqa: E402
from game.table.res import Resources  # noqa: E402


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every client test keeps its saved games under `tmp_path`, never in the user's data directory."""
    from game import saves

    folder = tmp_path / "data"
    monkeypatch.setattr(saves, "data_dir", lambda: folder)
    return folder


@pytest.fixture
def ctx(tmp_path: Path) -> Iterator[Context]:
    """A context at 1280x720 with default settings saved under `tmp_path`, every scene's route, pygame up."""
    pygame.init()
    pygame.display.set_mode((1280, 720))
    yield Context(Settings(), settings_path=tmp_path / "settings.json", routes=scene_routes())


@pytest.fixture(scope="module")
def res() -> Resources:
    """The table's cached pictures and texts, one set per test module, pygame up."""
    pygame.init()
    return Resources()
