"""The state of a game of Magicoa: every zone, the round, the first player, what is asked.

Every potion (ids 1..37) is in exactly one of: the pile (`pile`, top first), the row
(`row`), a seat's points or powers, the list of potions won and waiting for their keep choice
(`awaiting`), or out of the game (`box`: the potions set aside at set-up, unseen, then the
unwon ones, seen by all; `unwon` lists the latter). Every gold card of a seat in play is in
exactly one of: its hand, in front of it face down (`in_front`, first to be bid first), on
the row (`placed`, with the slots it lies on) or out of the game (`gone`, public).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import ClassVar

from engine.core.machine import MachineState, StepFn, plain_class
from engine.magicoa.gold import gold_value
from engine.magicoa.potions import Power, potion

MIN_PLAYERS = 3
MAX_PLAYERS = 6
ROUNDS = 6
GOLD_PER_ROUND = 2


class Phase(StrEnum):
    """Where the round is."""

    SETUP = "setup"
    CHOOSE = "choose"
    BID = "bid"
    KEEP = "keep"
    EXCHANGE = "exchange"
    OVER = "over"


@plain_class
@dataclass
class Slot:
    """One place of the potion row: its potion, whether it lies face down, its gold (bottom to top)."""

    potion: int
    face_down: bool
    bids: list[int] = field(default_factory=list)


def pile_size(players: int) -> int:
    """Potions kept at set-up: one row of `players` per round for 6 rounds, plus one for the last Exchange."""
    return ROUNDS * players + 1


@plain_class
class MagicoaState(MachineState):
    """All of a game of Magicoa. Mutated only through the step machine.

    `round_start` is the step that begins a round (`engine.magicoa.setup.round_start`), handed
    over by whoever builds the state: the end of a round pushes it to begin the next, and
    importing it there would close an import ring (the set-up imports the choice of gold, which
    imports the bidding, then the keep choices, then the end of the round). It is a fixture:
    shared by copies, never hashed (the step it pushes is hashed by name, as every step is).
    """

    FIXTURES: ClassVar[frozenset[str]] = frozenset({"round_start"})

    def __init__(self, players: int, seed: int, round_start: StepFn) -> None:
        super().__init__(seed)
        self.round_start = round_start
        self.n = players
        self.phase = Phase.SETUP
        self.round = 0
        self.bidding_round = 0
        self.first_player = 0
        self.current: int | None = None
        self.pile: list[int] = []
        self.box: list[int] = []
        self.unwon: list[int] = []
        self.row: list[Slot] = []
        self.placed: dict[int, list[int]] = {}
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.in_front: list[list[int]] = [[] for _ in range(players)]
        self.chosen: list[list[int] | None] = [None] * players
        self.gone: list[int] = []
        self.points: list[list[int]] = [[] for _ in range(players)]
        self.powers: list[list[int]] = [[] for _ in range(players)]
        self.awaiting: list[list[int]] = []  # [seat, slot, potion] won, keep choice not yet made
        self.peeked: set[int] = set()
        self.result: dict[str, object] | None = None

    def order(self) -> list[int]:
        """Turn order this round: every seat from the first player, to the left."""
        return [(self.first_player + k) % self.n for k in range(self.n)]

    def holds(self, seat: int, power: Power) -> bool:
        """Whether `seat` has activated `power` (holding it twice works as once)."""
        return any(potion(p).power is power for p in self.powers[seat])

    def top(self, slot: int) -> int | None:
        """The gold card on top in front of row slot `slot`, or None."""
        bids = self.row[slot].bids
        return bids[-1] if bids else None

    def fits(self, seat: int, card: int, slot: int) -> bool:
        """Whether `seat` may lay gold `card` in front of slot `slot`: nothing there, or a strictly
        lower top card (an equal one too with the Equality power)."""
        top = self.top(slot)
        if top is None:
            return True
        mine, theirs = gold_value(card), gold_value(top)
        return mine > theirs or (mine == theirs and self.holds(seat, Power.EQUALITY))
