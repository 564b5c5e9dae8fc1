"""The Elixir Quest game object: makes matches, builds views, reports results (see engine.core.game).

Options: ``mode`` (``"beginner"``: one round a game, no potions; ``"advanced"``, the default:
up to three rounds with potions), ``potions`` (each deck's potions in an advanced match, 0 to
5, 3 when missing; always 0 in beginner), ``real`` (whether the cards won change owner at the
end; false when missing) and ``pools`` (each seat's card kinds to choose its deck from, two
lists; ``"open"``: every card of the set, once, for each seat; missing or null: both seats
choose from one pool drawn by the seed).
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import Any

from engine.core.cloning import clone_state
from engine.core.events import Event
from engine.core.game import OptionsError
from engine.core.hashing import canonical
from engine.core.machine import MachineState, start
from engine.quest.cards import CHARACTER_KINDS, POTION_KINDS
from engine.quest.decks import MAX_POTIONS, pool_problem
from engine.quest.match import begin
from engine.quest.state import SEATS, Mode, QuestState
from engine.quest.view import view, views

DEFAULT_POTIONS = 3
OPEN = "open"
"""The ``pools`` value that lets each seat choose from every card of the set (one of each): for
tables whose players bring decks from collections the host cannot see (LAN play)."""
OPEN_POOL = CHARACTER_KINDS + POTION_KINDS


class QuestGame:
    """Elixir Quest: a match of five games between two players."""

    name = "quest"
    min_players = SEATS
    max_players = SEATS

    def normalize_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Complete, checked options (see the module text); raises OptionsError with the reason."""
        if not isinstance(options, Mapping):
            raise OptionsError("options must be a mapping")
        unknown = set(options) - {"players", "mode", "potions", "real", "pools"}
        if unknown:
            raise OptionsError(f"unknown option(s): {', '.join(sorted(map(str, unknown)))}")
        if options.get("players", SEATS) != SEATS:
            raise OptionsError("Elixir Quest is a duel: exactly 2 players")
        mode = options.get("mode", "advanced")
        if mode not in tuple(str(m) for m in Mode):
            raise OptionsError("mode must be 'beginner' or 'advanced'")
        default = DEFAULT_POTIONS if mode == Mode.ADVANCED else 0
        potions = options.get("potions", default)
        if type(potions) is not int or not 0 <= potions <= MAX_POTIONS:
            raise OptionsError(f"potions must be a whole number from 0 to {MAX_POTIONS}")
        if mode == Mode.BEGINNER and potions:
            raise OptionsError("a beginner match is played without potions")
        real = options.get("real", False)
        if type(real) is not bool:
            raise OptionsError("real must be true or false")
        pools = options.get("pools")
        if pools == OPEN:
            pools = [list(OPEN_POOL), list(OPEN_POOL)]
        if pools is not None:
            if (not isinstance(pools, (list, tuple)) or len(pools) != SEATS
                    or not all(isinstance(p, (list, tuple)) and all(type(k) is int for k in p) for p in pools)):
                raise OptionsError("pools must be two lists of card kinds")
            for seat, pool in enumerate(pools):
                problem = pool_problem(pool, potions)
                if problem:
                    raise OptionsError(f"seat {seat}'s pool: {problem}")
            pools = [sorted(p) for p in pools]
        return {"players": SEATS, "mode": str(mode), "potions": potions, "real": real, "pools": pools}

    def new_game(self, options: Mapping[str, Any], seed: int) -> tuple[QuestState, tuple[Event, ...]]:
        """A new match run up to its first decision (the decks), and the events of its set-up."""
        if type(seed) is not int:
            raise OptionsError("the seed must be a whole number")
        normal = self.normalize_options(options)
        st = QuestState(normal, seed)
        st.push(begin, pools=normal["pools"])
        return st, start(st)

    def new_state(self, options: Mapping[str, Any], seed: int) -> QuestState:
        """A new match run up to its first decision."""
        return self.new_game(options, seed)[0]

    def players(self, state: MachineState) -> int:
        """Always 2."""
        return SEATS

    def view(self, state: MachineState, seat: int | None) -> dict[str, Any]:
        """What `seat` may know (None: a spectator)."""
        return view(_quest(state), seat)

    def views(self, state: MachineState, seats: Iterable[int | None]) -> dict[int | None, dict[str, Any]]:
        """The views of `seats` at once; they share their public parts (read-only)."""
        return views(_quest(state), seats)

    def result(self, state: MachineState) -> dict[str, Any] | None:
        """None while playing; else ``{"winners", "cards", "games", "real", "transfers", "won", "decks"}``."""
        st = _quest(state)
        return copy.deepcopy(st.result) if st.over and st.result is not None else None

    def fingerprint(self, state: MachineState) -> Any:
        """Every part of the state as canonical plain data."""
        st = _quest(state)
        return canonical(st.game_parts())

    def clone(self, state: MachineState) -> QuestState:
        """An independent copy (`engine.core.cloning.clone_state`)."""
        return clone_state(_quest(state))


def _quest(state: MachineState) -> QuestState:
    if not isinstance(state, QuestState):
        raise TypeError("not an Elixir Quest state")
    return state


QUEST = QuestGame()
