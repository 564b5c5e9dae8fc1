"""The interface every game offers to the host, the bots, the tools and the tests.

Modelled on OpenSpiel's game objects: a `Game` makes states from options and a seed; the
state is advanced only by `engine.core.machine.apply`; `view` is the observer that builds
exactly what one seat may know.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Protocol

from engine.core.events import Event
from engine.core.machine import MachineState


class OptionsError(ValueError):
    """Game options that are missing, of the wrong type or out of range."""


class Game(Protocol):
    """A playable game. Implementations are stateless objects; all state lives in states."""

    name: str
    min_players: int
    max_players: int

    def normalize_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Return complete, validated options as plain data; raise OptionsError when invalid."""
        ...

    def new_state(self, options: Mapping[str, Any], seed: int) -> MachineState:
        """A new state, already run up to its first decision (its set-up events are dropped)."""
        ...

    def new_game(self, options: Mapping[str, Any], seed: int) -> tuple[MachineState, tuple[Event, ...]]:
        """A new state and the events of its set-up (shuffles, first player, deals)."""
        ...

    def players(self, state: MachineState) -> int:
        """How many seats the state has."""
        ...

    def view(self, state: MachineState, seat: int | None) -> dict[str, Any]:
        """Everything seat `seat` may know, as plain data; None gives the spectator view."""
        ...

    def views(self, state: MachineState, seats: Iterable[int | None]) -> dict[int | None, dict[str, Any]]:
        """`view` of each of `seats`, keyed by seat. Each equals `view(state, seat)`; the views
        may share their public parts (the same objects), so callers must not change them."""
        ...

    def result(self, state: MachineState) -> dict[str, Any] | None:
        """None while the game runs, else plain data with at least ``winners`` (a list of seats)."""
        ...

    def fingerprint(self, state: MachineState) -> Any:
        """Every part of the state as plain data, for hashing and equality in tests."""
        ...

    def clone(self, state: MachineState) -> MachineState:
        """An independent copy of the state."""
        ...
