"""The Magicoa game object: makes states, builds views, reports results (see engine.core.game)."""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import Any

from engine.core.cloning import clone_state
from engine.core.events import Event
from engine.core.game import OptionsError
from engine.core.hashing import canonical
from engine.core.machine import MachineState, start
from engine.magicoa.setup import begin, round_start
from engine.magicoa.state import MAX_PLAYERS, MIN_PLAYERS, MagicoaState
from engine.magicoa.view import view, views


class MagicoaGame:
    """Magicoa for 3 to 6 players; its only option is the number of players."""

    name = "magicoa"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS

    def normalize_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """``{"players": 3..6}`` (4 when missing); raises OptionsError for anything else."""
        if not isinstance(options, Mapping):
            raise OptionsError("options must be a mapping")
        unknown = set(options) - {"players"}
        if unknown:
            raise OptionsError(f"unknown option(s): {', '.join(sorted(map(str, unknown)))}")
        players = options.get("players", 4)
        if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise OptionsError(f"players must be a whole number from {MIN_PLAYERS} to {MAX_PLAYERS}")
        return {"players": players}

    def new_game(self, options: Mapping[str, Any], seed: int) -> tuple[MagicoaState, tuple[Event, ...]]:
        """A new game run up to its first decision, and the events of its set-up."""
        if type(seed) is not int:
            raise OptionsError("the seed must be a whole number")
        st = MagicoaState(self.normalize_options(options)["players"], seed, round_start)
        st.push(begin)
        return st, start(st)

    def new_state(self, options: Mapping[str, Any], seed: int) -> MagicoaState:
        """A new game run up to its first decision."""
        return self.new_game(options, seed)[0]

    def players(self, state: MachineState) -> int:
        """Number of seats."""
        return _magicoa(state).n

    def view(self, state: MachineState, seat: int | None) -> dict[str, Any]:
        """What `seat` may know (None: a spectator)."""
        return view(_magicoa(state), seat)

    def views(self, state: MachineState, seats: Iterable[int | None]) -> dict[int | None, dict[str, Any]]:
        """The views of `seats` at once; they share their public parts (read-only)."""
        return views(_magicoa(state), seats)

    def result(self, state: MachineState) -> dict[str, Any] | None:
        """None while playing; else ``{"winners", "scores", "potions", "tie_break"}``."""
        st = _magicoa(state)
        return copy.deepcopy(st.result) if st.over and st.result is not None else None

    def fingerprint(self, state: MachineState) -> Any:
        """Every part of the state as canonical plain data."""
        st = _magicoa(state)
        return canonical(st.game_parts())

    def clone(self, state: MachineState) -> MagicoaState:
        """An independent copy (`engine.core.cloning.clone_state`)."""
        return clone_state(_magicoa(state))


def _magicoa(state: MachineState) -> MagicoaState:
    if not isinstance(state, MagicoaState):
        raise TypeError("not a Magicoa state")
    return state


MAGICOA = MagicoaGame()
