"""The choices of the New game and Elixir Quest match screens: what each may be, and the sets
the settings remember.

The values offered come from the engine (`engine.elixir.options`) where it names them: the
Am-Stram-Gram methods, the forfeit payments and the counting rhymes. `NewGameChoices` is the
last set a player started a game with, `QuestMatchChoices` the last match's; `from_plain`
reads each back from the settings file, keeping every valid field and putting the default back
for each field that is missing, unknown or wrong.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from engine.elixir.options import RHYMES, FirstPlayerMethod, ForfeitPayment

DIFFICULTIES = ("easy", "normal", "hard")
LENGTHS: tuple[int | None, ...] = (None, 9, 11, 13)
"""Spell points: by the number of players (None), or the French book's 9, 11 or 13."""
METHODS = tuple(m.value for m in FirstPlayerMethod)
PAYMENTS = tuple(p.value for p in ForfeitPayment)
MIN_PLAYERS, MAX_PLAYERS = 3, 6
BOT_SEATS = MAX_PLAYERS - 1


@dataclass(frozen=True)
class NewGameChoices:
    """The choices of one New game screen. `rhyme` None means "not chosen yet": the screen then
    starts on the rhyme of the interface language, and remembers what the player picks."""

    players: int = 4
    difficulty: tuple[str, ...] = ("normal",) * BOT_SEATS
    first_player: str = METHODS[0]
    spell_points: int | None = None
    forfeit_payment: str = PAYMENTS[0]
    rhyme: str | None = None

    def rhyme_or(self, language: str) -> str:
        """The chosen rhyme; before any choice, the rule book of the interface `language` (if there is one)."""
        if self.rhyme is not None:
            return self.rhyme
        return language if language in RHYMES else RHYMES[0]

    def to_plain(self) -> dict[str, Any]:
        """JSON-able data (the form kept in the settings file)."""
        data = asdict(self)
        data["difficulty"] = list(self.difficulty)
        return data

    @staticmethod
    def from_plain(data: Any) -> tuple[NewGameChoices, list[str]]:
        """Choices read from `data`, and the names of the fields that were reset to defaults."""
        default = NewGameChoices()
        if not isinstance(data, dict):
            return default, ["new_game"]
        good: dict[str, Any] = {}
        bad: list[str] = []
        for f in fields(NewGameChoices):
            if f.name not in data:
                continue
            value = _valid(f.name, data[f.name])
            if value is _INVALID:
                bad.append(f"new_game.{f.name}")
            else:
                good[f.name] = value
        return replace(default, **good), bad


@dataclass(frozen=True)
class QuestMatchChoices:
    """The choices of an Elixir Quest match: the ladder's rung (an index, which the screen keeps
    within its ladder), advanced or beginner, real or practice, the saved deck brought (None:
    chosen at the table; a name no longer saved is ignored by the screen). The defaults are a
    new player's first match: beginner, practice, the first rung."""

    rung: int = 0
    advanced: bool = False
    real: bool = False
    deck: str | None = None

    def to_plain(self) -> dict[str, Any]:
        """JSON-able data (the form kept in the settings file)."""
        return asdict(self)

    @staticmethod
    def from_plain(data: Any) -> tuple[QuestMatchChoices, list[str]]:
        """Choices read from `data`, and the names of the fields that were reset to defaults."""
        default = QuestMatchChoices()
        if not isinstance(data, dict):
            return default, ["quest_match"]
        checks: dict[str, Any] = {
            "rung": lambda v: type(v) is int and 0 <= v < MAX_RUNGS,
            "advanced": lambda v: type(v) is bool,
            "real": lambda v: type(v) is bool,
            "deck": lambda v: v is None or (type(v) is str and 0 < len(v) <= MAX_DECK_NAME),
        }
        good = {name: data[name] for name, ok in checks.items() if name in data and ok(data[name])}
        bad = [f"quest_match.{name}" for name in checks if name in data and name not in good]
        return replace(default, **good), bad


MAX_RUNGS = 64
"""More rungs than any ladder has: a larger index in the settings file is a wrong one."""
MAX_DECK_NAME = 200
"""The longest deck name the settings keep (a longer one was never saved by the game)."""

_INVALID = object()


def _valid(name: str, value: Any) -> Any:
    """`value` in its field's form when it is allowed, else `_INVALID` (bools are never numbers)."""
    if name == "players":
        return value if type(value) is int and MIN_PLAYERS <= value <= MAX_PLAYERS else _INVALID
    if name == "difficulty":
        if (isinstance(value, list | tuple) and len(value) == BOT_SEATS
                and all(type(v) is str and v in DIFFICULTIES for v in value)):
            return tuple(value)
        return _INVALID
    if name == "spell_points":
        return value if value is None or (type(value) is int and value in LENGTHS) else _INVALID
    allowed: dict[str, tuple[Any, ...]] = {"first_player": METHODS, "forfeit_payment": PAYMENTS,
                                           "rhyme": (None, *RHYMES)}
    return value if (value is None or type(value) is str) and value in allowed[name] else _INVALID
