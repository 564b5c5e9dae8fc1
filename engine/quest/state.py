"""The state of a match of Elixir Quest: both seats' cards by zone, the game, the round.

Every card instance (an id; `kinds` maps it to its card kind) is in exactly one zone of its
owner or, once won, of its winner: the pool it was not chosen from (`pool`), the deck in hand
(`hand`), on the table face down or revealed (`table`: at most a character and a potion),
set aside by its owner (`used`: its characters that fought a drawn game, characters that won,
potions revealed), or taken by the other seat (`taken[s]` holds the rival's characters `s`
won). Instance ids are ``(seat + 1) * 1000 + index`` of the seat's pool.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from engine.core.decisions import Decision
from engine.core.machine import MachineState, plain_class
from engine.quest.decks import deck_problem

SEATS = 2
GAMES = 5


class Mode(StrEnum):
    """Beginner matches have one round a game and no potions; advanced ones up to three rounds."""

    BEGINNER = "beginner"
    ADVANCED = "advanced"


class Phase(StrEnum):
    """Where the match is."""

    SETUP = "setup"
    DECKS = "decks"
    PLACE = "place"
    FIGHT = "fight"
    OVER = "over"


@plain_class
@dataclass
class Table:
    """What one seat has placed this game: a character, maybe a potion, what is face up."""

    character: int | None = None
    potion: int | None = None
    character_up: bool = False
    potion_up: bool = False


@plain_class
@dataclass
class GameRecord:
    """How one finished game went: both characters' kinds, the rounds played, the winner."""

    characters: list[int]
    rounds: int
    winner: int | None
    potions: list[int | None] = field(default_factory=lambda: [None, None])


def owner(card: int) -> int:
    """The seat whose pool card instance `card` came from."""
    return card // 1000 - 1


@plain_class
class QuestState(MachineState):
    """All of a match. Mutated only through the step machine."""

    def __init__(self, options: dict[str, object], seed: int) -> None:
        super().__init__(seed)
        self.mode = Mode(str(options["mode"]))
        self.potions_per_deck = int(str(options["potions"]))
        self.real = bool(options["real"])
        self.pool_kinds: list[int] | None = None  # the drawn pool both seats share, public
        self.phase = Phase.SETUP
        self.game = 0
        self.round = 0
        self.lead = 0
        self.first_lead = 0
        self.kinds: dict[int, int] = {}
        self.pool: list[list[int]] = [[], []]
        self.hand: list[list[int]] = [[], []]
        self.table: list[Table] = [Table(), Table()]
        self.used: list[list[int]] = [[], []]
        self.taken: list[list[int]] = [[], []]
        self.decks: list[list[int]] = [[], []]
        self.seen_hand: list[bool] = [False, False]
        self.history: list[GameRecord] = []
        self.fighters: list[dict[str, object]] | None = None
        self.result: dict[str, object] | None = None

    def check_rule(self, decision: Decision, choice: Any) -> str | None:
        """A deck answer must keep the deck rules (`engine.quest.decks.deck_problem`)."""
        if decision.kind == "deck":
            return deck_problem([self.kinds[c] for c in choice], self.potions_per_deck)
        return None

    def cards_held(self, seat: int) -> int:
        """The cards `seat` holds now: its deck's cards not lost, plus the characters it won."""
        return len(self.hand[seat]) + len(self.used[seat]) + len(self.taken[seat]) + sum(
            1 for c in (self.table[seat].character, self.table[seat].potion) if c is not None)
