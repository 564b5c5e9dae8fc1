"""Elixir's table options, as the rule books offer them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from engine.core.game import OptionsError

MIN_PLAYERS = 3
MAX_PLAYERS = 8


class FirstPlayerMethod(StrEnum):
    """Am-Stram-Gram: the last syllable names the first player (fast), or is eliminated (complete)."""

    FAST = "fast"
    COMPLETE = "complete"


class ForfeitPayment(StrEnum):
    """How a victim who refuses a forfeit pays 2 Finds: chosen by the victim, or drawn by the caster."""

    VICTIM_CHOOSES = "victim_chooses"
    CASTER_DRAWS = "caster_draws"


RHYMES = ("en", "fr", "nl", "it")

SPELL_POINTS = (9, 11, 13)
"""The game lengths of the French book (spell level points each player drafts up to). The
option is these or none: none means the books' count by number of players."""


def default_spell_points(players: int) -> int:
    """Minimum spell level points each player drafts: 11 with 3 players, 9 with 4-5, 8 with 6+."""
    if players <= 3:
        return 11
    if players <= 5:
        return 9
    return 8


@dataclass(frozen=True)
class ElixirOptions:
    """Everything that may differ between two games of Elixir. `spell_points` is None (the
    count by players) or one of `SPELL_POINTS`."""

    players: int = 4
    first_player: FirstPlayerMethod = FirstPlayerMethod.FAST
    rhyme: str = "en"
    spell_points: int | None = None
    forfeit_payment: ForfeitPayment = ForfeitPayment.VICTIM_CHOOSES

    @property
    def target_points(self) -> int:
        """The spell level points each player drafts up to."""
        return self.spell_points if self.spell_points is not None else default_spell_points(self.players)

    def __deepcopy__(self, memo: dict[int, Any]) -> ElixirOptions:
        return self  # immutable, so shared by copies (as clone_state shares it); compiled, deepcopy's own way fails

    def to_plain(self) -> dict[str, Any]:
        """Options as plain data (also the form stored in replays)."""
        return {
            "players": self.players,
            "first_player": self.first_player.value,
            "rhyme": self.rhyme,
            "spell_points": self.spell_points,
            "forfeit_payment": self.forfeit_payment.value,
        }

    @staticmethod
    def from_plain(data: Mapping[str, Any]) -> ElixirOptions:
        """Validate plain options (missing keys take defaults); raise OptionsError with a clear reason."""
        if not isinstance(data, Mapping):
            raise OptionsError("options must be a mapping")
        known = {"players", "first_player", "rhyme", "spell_points", "forfeit_payment"}
        unknown = set(data) - known
        if unknown:
            raise OptionsError(f"unknown option(s): {', '.join(sorted(map(str, unknown)))}")
        players = data.get("players", 4)
        if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise OptionsError(f"players must be a whole number from {MIN_PLAYERS} to {MAX_PLAYERS}")
        try:
            method = FirstPlayerMethod(data.get("first_player", "fast"))
        except ValueError:
            raise OptionsError("first_player must be 'fast' or 'complete'") from None
        rhyme = data.get("rhyme", "en")
        if rhyme not in RHYMES:
            raise OptionsError(f"rhyme must be one of {', '.join(RHYMES)}")
        points = data.get("spell_points")
        if points is not None and (type(points) is not int or points not in SPELL_POINTS):
            raise OptionsError("spell_points must be 9, 11 or 13 (the French book's game lengths), or none for "
                               "the count by players (11 with 3, 9 with 4 or 5, 8 with 6 or more)")
        try:
            payment = ForfeitPayment(data.get("forfeit_payment", "victim_chooses"))
        except ValueError:
            raise OptionsError("forfeit_payment must be 'victim_chooses' or 'caster_draws'") from None
        return ElixirOptions(players, method, rhyme, points, payment)
