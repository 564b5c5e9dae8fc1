"""Player settings, persisted as JSON in the user's config directory (platformdirs).

They include the last New game choices (`game.choices.NewGameChoices`), checked field by field.

A missing file gives the defaults; a corrupt or partly wrong file gives the defaults for
what is wrong and a message saying so (never a crash, never a half-read file).
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from game.choices import NewGameChoices, QuestMatchChoices
from game.i18n import LANGUAGES, Translator, system_language

APP_NAME = "elixir-arcade"
SPEEDS = (1.0, 2.0, 0.0)  # 0.0 means instant


MIN_WINDOW = (1024, 576)
"""The smallest window the game opens or lets itself be resized to: smaller, the prompt bar's
and the cards' text fell to 5-8 pixels and raised cards ran into the bar (played at 800x600)."""


def at_least_min_window(size: tuple[int, int]) -> tuple[int, int]:
    """`size` grown, side by side, to at least `MIN_WINDOW`."""
    return max(size[0], MIN_WINDOW[0]), max(size[1], MIN_WINDOW[1])


@dataclass(frozen=True)
class Settings:
    """Everything the player can set. `animation_speed` 0 means instant."""

    name: str = "Wizard"
    language: str = "en"
    window_width: int = 1280
    window_height: int = 720
    fullscreen: bool = False
    music_volume: float = 0.5
    effects_volume: float = 0.8
    animation_speed: float = 1.0
    reduced_motion: bool = False
    colour_blind_icons: bool = False
    autopass: bool = False
    new_game: NewGameChoices = NewGameChoices()
    """The choices of the last game started from the New game screen."""
    quest_match: QuestMatchChoices = QuestMatchChoices()
    """The choices of the last Elixir Quest match started from its screen."""

    def with_changes(self, **changes: Any) -> Settings:
        """A copy with some fields changed (validated)."""
        return _validated(asdict(replace(self, **changes)))[0]


def config_dir() -> Path:
    """Where settings live: the user's config directory for the app."""
    from platformdirs import user_config_dir

    return Path(user_config_dir(APP_NAME, appauthor=False))


UNREADABLE_SUFFIX = ".unreadable"
"""A settings file that cannot be read at all is renamed with this suffix (see `load`)."""


@dataclass(frozen=True)
class LoadProblem:
    """What `load` had to reset: a message for the log, and where an unreadable file was kept."""

    message: str
    kept_at: Path | None = None


def load(path: Path | None = None) -> tuple[Settings, LoadProblem | None]:
    """Read settings; returns them and the problem when something had to be reset to defaults.

    A file that is not a settings file at all (not JSON, not a map) is renamed aside with
    `UNREADABLE_SUFFIX` before the defaults are used, so the next save never overwrites what
    the player may want back."""
    path = path or config_dir() / "settings.json"
    if not path.exists():  # the first start: speak the system's language, and name the player in it
        language = system_language()
        return Settings(name=Translator(language)("settings.default_name"), language=language), None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        data = None
    if not isinstance(data, dict):
        aside = path.with_name(path.name + UNREADABLE_SUFFIX)
        try:
            os.replace(path, aside)
        except OSError:
            return Settings(), LoadProblem(f"settings file {path} is unreadable; using defaults")
        return Settings(), LoadProblem(f"settings file {path} is unreadable; kept as {aside}; using defaults", aside)
    settings, message = _validated(data, str(path))
    return settings, LoadProblem(message) if message else None


def save(settings: Settings, path: Path | None = None) -> None:
    """Write settings atomically."""
    path = path or config_dir() / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".settings-", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(asdict(settings), fh, indent=2)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _validated(data: dict[str, Any], where: str = "settings") -> tuple[Settings, str | None]:
    default = Settings()
    good: dict[str, Any] = {}
    bad: list[str] = []
    for f in fields(Settings):
        if f.name not in data:
            continue
        if f.name in _CHOICES:
            choices, wrong = _CHOICES[f.name](data[f.name])
            good[f.name] = choices
            bad.extend(wrong)
            continue
        value, want = data[f.name], type(getattr(default, f.name))
        if want is float and type(value) is int:
            value = float(value)
        if type(value) is not want or not _in_range(f.name, value):
            bad.append(f.name)
            continue
        good[f.name] = value
    message = f"{where}: reset {', '.join(bad)} to defaults" if bad else None
    return replace(default, **good), message


_CHOICES: dict[str, Any] = {"new_game": NewGameChoices.from_plain, "quest_match": QuestMatchChoices.from_plain}
"""The settings that are sets of choices, each read back field by field."""


def _in_range(name: str, value: Any) -> bool:
    if name == "language":
        return value in LANGUAGES
    if name in ("window_width", "window_height"):
        return bool(320 <= value <= 7680)
    if name.endswith("_volume"):
        return bool(0.0 <= value <= 1.0)
    if name == "animation_speed":
        return value in SPEEDS
    if name == "name":
        return valid_name(value)
    return True


def valid_name(name: str) -> bool:
    """Whether `name` may be the player's: 1 to 24 characters, not all spaces, and never a ladder
    opponent's (a name names the player's Elixir Quest collection)."""
    return len(name.strip()) > 0 and len(name) <= 24 and not name.strip().lower().startswith(RESERVED_NAME_PREFIX)


RESERVED_NAME_PREFIX = "ladder:"
"""Names the ladder opponents' collections take (`game.collection.ladder.Rung.profile_name`):
no player may be called so, or the player's cards would be theirs."""
