"""The Elixir game object: makes states, builds views, reports results (see engine.core.game)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from engine.core.cloning import clone_state
from engine.core.events import Event
from engine.core.game import OptionsError
from engine.core.hashing import canonical
from engine.core.machine import MachineState, start
from engine.elixir.catalog import BOOK
from engine.elixir.options import MAX_PLAYERS, MIN_PLAYERS, ElixirOptions
from engine.elixir.setup import begin
from engine.elixir.state import ElixirState
from engine.elixir.view import view, views


class ElixirGame:
    """Elixir for 3 to 8 players (the book says 3-6 and "6+")."""

    name = "elixir"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS

    def normalize_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Complete, validated options as plain data."""
        return ElixirOptions.from_plain(options).to_plain()

    def new_game(self, options: Mapping[str, Any], seed: int) -> tuple[ElixirState, tuple[Event, ...]]:
        """A new game run up to its first decision, and the events of its set-up."""
        if type(seed) is not int:
            raise OptionsError("the seed must be a whole number")
        st = ElixirState(ElixirOptions.from_plain(options), seed, BOOK)
        st.push(begin)
        return st, start(st)

    def new_state(self, options: Mapping[str, Any], seed: int) -> ElixirState:
        """A new game run up to its first decision."""
        return self.new_game(options, seed)[0]

    def players(self, state: MachineState) -> int:
        """Number of seats."""
        return _elixir(state).n

    def view(self, state: MachineState, seat: int | None) -> dict[str, Any]:
        """What `seat` may know (None: a spectator)."""
        return view(_elixir(state), seat)

    def views(self, state: MachineState, seats: Iterable[int | None]) -> dict[int | None, dict[str, Any]]:
        """The views of `seats` at once; they share their public parts (read-only)."""
        return views(_elixir(state), seats)

    def result(self, state: MachineState) -> dict[str, Any] | None:
        """None while playing; else the winner, turns played and each player's cast spells."""
        st = _elixir(state)
        if not st.over or st.winner is None:
            return None
        return {
            "winners": [st.winner],
            "turns": st.turn_number,
            "rounds": (st.turn_number + st.n - 1) // st.n,
            "cast": [list(c) for c in st.cast],
            "spells_left": [[st.book[c].level for c in hand] for hand in st.spell_hands],
        }

    def fingerprint(self, state: MachineState) -> Any:
        """Every part of the state as canonical plain data."""
        st = _elixir(state)
        return canonical(st.game_parts())

    def clone(self, state: MachineState) -> ElixirState:
        """An independent copy (`engine.core.cloning.clone_state`)."""
        return clone_state(_elixir(state))


def _elixir(state: MachineState) -> ElixirState:
    if not isinstance(state, ElixirState):
        raise TypeError("not an Elixir state")
    return state


ELIXIR = ElixirGame()
