"""A tiny game implementing engine.core.game.Game, for the network tests.

"Secret tricks": 2 to 4 seats, each dealt a hidden hand from a shuffled deck. Each round
every seat secretly picks a card at once (a simultaneous decision); then every seat is asked
a ``react`` decision at once (``pass``, or ``boost`` for a seat holding a boost card, a
reaction window like Elixir's); the highest card (plus boosts) wins the trick, each seat
draws a card (the drawer sees it, the others only that a card was drawn). After `rounds`
rounds the seat with most tricks wins. Every card has a secret word, so a test can scan
frames for words a seat should never have seen.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from typing import Any

from engine.core.events import Event
from engine.core.game import OptionsError
from engine.core.machine import MachineState, pending, start


def secret_word(card: int) -> str:
    """The secret word printed on card `card` (unique per card)."""
    return f"zq{card * 7919 % 100003:05d}x"


class ToyState(MachineState):
    """The toy game's state."""

    def __init__(self, seed: int, players: int, rounds: int) -> None:
        super().__init__(seed)
        self.players = players
        self.rounds = rounds
        self.round = 0
        self.deck: list[int] = []
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.boosts: list[int] = [0] * players
        self.tricks: list[int] = [0] * players
        self.played: dict[int, int] = {}
        self.table: list[int] = []

    def check_end(self) -> None:
        if self.round >= self.rounds:
            self.over = True


def _setup(state: ToyState, data: dict[str, Any]) -> None:
    deck = list(range(1, 8 * state.players + 1))
    state.rng.shuffle(deck)
    state.deck = deck
    state.emit("shuffle", {"cards": len(deck)})
    for seat in range(state.players):
        for _ in range(3):
            _draw(state, seat)
        state.boosts[seat] = state.rng.below(2)
        state.emit("boosts", {"seat": seat}, private={"boosts": state.boosts[seat]}, to={seat})
    state.push(_round)


def _draw(state: ToyState, seat: int) -> None:
    if not state.deck:
        return
    card = state.deck.pop()
    state.hands[seat].append(card)
    state.emit("draw", {"seat": seat}, private={"card": card, "word": secret_word(card)}, to={seat})


def _round(state: ToyState, data: dict[str, Any]) -> None:
    state.ask([state.decision(seat, "play", {"round": state.round}, options=sorted(state.hands[seat]))
               for seat in range(state.players)], _played)


def _played(state: ToyState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    for seat, card in sorted(answers.items()):
        state.hands[seat].remove(card)
        state.played[seat] = card
    state.emit("reveal", {"cards": [state.played[s] for s in range(state.players)]})
    decisions = []
    for seat in range(state.players):
        options: list[Any] = ["pass", "boost"] if state.boosts[seat] else ["pass"]
        decisions.append(state.decision(seat, "react", {}, options=options))
    state.ask(decisions, _reacted)


def _reacted(state: ToyState, data: dict[str, Any], answers: dict[int, Any]) -> None:
    scores = dict(state.played)
    for seat, choice in sorted(answers.items()):
        if choice == "boost":
            state.boosts[seat] -= 1
            scores[seat] += 100
            state.emit("boost", {"seat": seat})
    winner = max(sorted(scores), key=lambda s: scores[s])
    state.tricks[winner] += 1
    state.table.extend(state.played[s] for s in range(state.players))
    state.played = {}
    state.emit("trick", {"winner": winner})
    for seat in range(state.players):
        _draw(state, seat)
    state.round += 1
    state.push(_round)


class ToyGame:
    """The toy game object (stateless)."""

    name = "toy"
    min_players = 2
    max_players = 4

    def normalize_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        players = options.get("players", 2)
        rounds = options.get("rounds", 4)
        if type(players) is not int or not 2 <= players <= 4:
            raise OptionsError("players must be 2 to 4")
        if type(rounds) is not int or not 1 <= rounds <= 20:
            raise OptionsError("rounds must be 1 to 20")
        return {"players": players, "rounds": rounds}

    def new_game(self, options: Mapping[str, Any], seed: int) -> tuple[ToyState, tuple[Event, ...]]:
        opts = self.normalize_options(options)
        state = ToyState(seed, opts["players"], opts["rounds"])
        state.push(_setup)
        return state, start(state)

    def new_state(self, options: Mapping[str, Any], seed: int) -> ToyState:
        return self.new_game(options, seed)[0]

    def players(self, state: MachineState) -> int:
        assert isinstance(state, ToyState)
        return state.players

    def views(self, state: MachineState, seats: Iterable[int | None]) -> dict[int | None, dict[str, Any]]:
        return {seat: self.view(state, seat) for seat in seats}

    def view(self, state: MachineState, seat: int | None) -> dict[str, Any]:
        assert isinstance(state, ToyState)
        out: dict[str, Any] = {
            "round": state.round,
            "deck": len(state.deck),
            "hands": [len(h) for h in state.hands],
            "tricks": list(state.tricks),
            "table": list(state.table),
            "played": sorted(state.played),
            "pending": [d.to_public() for d in pending(state)],
        }
        if seat is not None:
            out["hand"] = [[c, secret_word(c)] for c in sorted(state.hands[seat])]
            out["boosts"] = state.boosts[seat]
            out["mine"] = [d.to_plain() for d in pending(state) if d.seat == seat]
        return out

    def result(self, state: MachineState) -> dict[str, Any] | None:
        assert isinstance(state, ToyState)
        if not state.over:
            return None
        best = max(state.tricks)
        return {"winners": [s for s in range(state.players) if state.tricks[s] == best],
                "tricks": list(state.tricks)}

    def fingerprint(self, state: MachineState) -> Any:
        assert isinstance(state, ToyState)
        return {"rng": state.rng.state, "deck": state.deck, "hands": state.hands, "boosts": state.boosts,
                "tricks": state.tricks, "played": state.played, "table": state.table, "round": state.round,
                "stack": state.stack, "next": state.next_decision_id, "over": state.over}

    def clone(self, state: MachineState) -> MachineState:
        return copy.deepcopy(state)


TOY = ToyGame()
