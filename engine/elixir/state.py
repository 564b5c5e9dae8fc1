"""The state of a game of Elixir: every zone, whose turn it is, lasting effects, plays in flight.

Finds (ids 0..111) are always in exactly one of: the draw deck, the discard pile, a hand, the
table (`table`: stakes, lots and objects being played, each with who owns it and whether it
lies face up) or out of the game (`gone`). Spells (ids 112..167) are in a level pile, a spell
hand, a player's row of cast spells, the table while being cast, or out of the game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar

from engine.core.decisions import Decision
from engine.core.machine import MachineState, plain_class
from engine.elixir.cardbook import CardBook
from engine.elixir.ids import is_spell
from engine.elixir.options import ElixirOptions
from engine.elixir.paying import pays_recipe


class Phase(StrEnum):
    """Where the game is."""

    SETUP = "setup"
    DRAFT = "draft"
    PLAY = "play"
    OVER = "over"


@plain_class
@dataclass(init=False)
class Placed:
    """A card lying on the table: who it belongs to and whether everyone can see it."""

    owner: int
    face_up: bool
    why: str

    def __init__(self, owner: int, face_up: bool, why: str) -> None:
        """Set every field (written out: compiled, the __init__ a dataclass generates runs as Python)."""
        self.owner = owner
        self.face_up = face_up
        self.why = why


@plain_class
@dataclass(init=False)
class Play:
    """A spell being cast or an object being used, from its announcement until it resolves."""

    uid: int
    seat: int
    card: int
    target: int | None = None
    countered: bool = False
    protected: set[int] = field(default_factory=set)
    answers: int | None = None  # the play this one reacts to, if it is a reaction
    resolved: bool = False
    data: dict[str, Any] = field(default_factory=dict)

    def __init__(self, uid: int, seat: int, card: int, target: int | None = None, countered: bool = False,
                 protected: set[int] | None = None, answers: int | None = None, resolved: bool = False,
                 data: dict[str, Any] | None = None) -> None:
        """Set every field (written out: compiled, the __init__ a dataclass generates runs as Python)."""
        self.uid = uid
        self.seat = seat
        self.card = card
        self.target = target
        self.countered = countered
        self.protected = set() if protected is None else protected
        self.answers = answers
        self.resolved = resolved
        self.data = {} if data is None else data


@plain_class
@dataclass(init=False)
class Modifier:
    """A lasting effect on a seat: which `Lasting` (by key), from which card and seat, with what data."""

    uid: int
    key: str
    seat: int
    source: int | None
    card: int | None
    data: dict[str, Any] = field(default_factory=dict)
    turns: int | None = None

    def __init__(self, uid: int, key: str, seat: int, source: int | None, card: int | None,
                 data: dict[str, Any] | None = None, turns: int | None = None) -> None:
        """Set every field (written out: compiled, the __init__ a dataclass generates runs as Python)."""
        self.uid = uid
        self.key = key
        self.seat = seat
        self.source = source
        self.card = card
        self.data = {} if data is None else data
        self.turns = turns


@plain_class
class ElixirState(MachineState):
    """All of a game of Elixir. Mutated only through the step machine.

    `book` is the card book it is played with (the game hands every state the catalog's
    `BOOK`): the rules read card definitions from it, never from the card set."""

    CARD_ZONES: ClassVar[frozenset[str]] = frozenset(
        {"deck", "discard", "hands", "piles", "spell_hands", "cast", "gone"})
    """The attributes that hold only card ids (see `engine.core.cloning.clone_state`)."""
    MEMOS: ClassVar[frozenset[str]] = frozenset({"view_parts"})
    """`view_parts`: what `engine.elixir.view` keeps of the views it last built (not the game)."""
    FIXTURES: ClassVar[frozenset[str]] = frozenset({"book"})
    """`book`: the card book the rules look every card up in (`engine.elixir.cardbook`)."""

    def __init__(self, options: ElixirOptions, seed: int, book: CardBook) -> None:
        super().__init__(seed)
        n = options.players
        self.book = book
        self.options = options
        self.n = n
        self.phase = Phase.SETUP
        self.first_player: int | None = None
        self.current = 0
        self.direction = 1
        self.turn_number = 0
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.piles: dict[int, list[int]] = {1: [], 2: [], 3: [], 4: []}
        self.spell_hands: list[list[int]] = [[] for _ in range(n)]
        self.cast: list[list[int]] = [[] for _ in range(n)]
        self.table: dict[int, Placed] = {}
        self.gone: list[int] = []
        self.plays: list[Play] = []
        self.modifiers: list[Modifier] = []
        self.transaction: dict[str, Any] | None = None
        self.winner: int | None = None
        self.next_uid = 1
        self.view_parts: object | None = None

    def uid(self) -> int:
        """A fresh id for a play or a modifier."""
        uid = self.next_uid
        self.next_uid += 1
        return uid

    def seats_from(self, start: int) -> list[int]:
        """Every seat once, in turn order (the current direction) starting with `start`."""
        return [(start + self.direction * i) % self.n for i in range(self.n)]

    def next_seat(self, seat: int) -> int:
        """The seat after `seat` in turn order."""
        return (seat + self.direction) % self.n

    def spells_in_flight(self, seat: int) -> int:
        """How many of `seat`'s spells are being cast right now."""
        return sum(1 for p in self.plays if is_spell(p.card) and p.seat == seat and not p.resolved)

    def play(self, uid: int) -> Play | None:
        """The play in flight with this uid, if any."""
        return next((p for p in self.plays if p.uid == uid), None)

    def pays_for(self, seat: int, spell: int, pay: list[int]) -> bool:
        """Whether the cards `pay`, all in `seat`'s hand, cover the recipe of `spell` exactly."""
        hand = self.hands[seat]
        return all(c in hand for c in pay) and pays_recipe(self.book, pay, self.book[spell])

    def check_rule(self, decision: Decision, choice: Any) -> str | None:
        """Elixir's rules for answers beyond their shape: a "pay" decision's cards must pay the
        spell's recipe exactly (`pays_for`)."""
        if decision.kind == "pay" and not self.pays_for(decision.seat, int(decision.prompt["spell"]), choice):
            return "those cards do not pay this spell's recipe"
        return None

    def check_end(self) -> None:
        """The game ends the moment a player holds no spell (one being cast still counts as held)."""
        if self.phase is not Phase.PLAY or all(self.spell_hands):  # all(): nobody is out of spells
            return
        for seat in self.seats_from(self.current):
            if not self.spell_hands[seat] and not self.spells_in_flight(seat):
                self.winner = seat
                self.phase = Phase.OVER
                self.over = True
                self.emit("game_over", {"winner": seat, "turns": self.turn_number})
                return
