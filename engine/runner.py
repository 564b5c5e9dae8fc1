"""Playing whole games with bots: the loop shared by `simulate`, tools and tests.

Each bot is given exactly what a remote player gets: its seat's view and its own decision.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.bots.base import Bot
from engine.core.decisions import Answer
from engine.core.game import Game
from engine.core.machine import MachineState, apply, pending
from engine.core.replay import Replay, state_hash
from engine.core.rng import Rng

MAX_DECISIONS = 200_000


class StalledGame(RuntimeError):
    """A game that asked nothing before its end, refused a bot's answer, or ran far too long."""


@dataclass(frozen=True)
class PlayedGame:
    """A finished game: its final state, its replay and its result."""

    state: MachineState
    replay: Replay
    result: dict[str, Any]
    decisions: int


def derive_seed(seed: int, index: int) -> int:
    """The seed of game `index` of a series started with `seed` (stable across versions)."""
    rng = Rng(seed)
    for _ in range(index + 1):
        value = rng.next64()
    return value >> 1


def _asker(game: Game, state: MachineState, bot: Bot, seat: int, decision: dict[str, Any]) -> Callable[[], Any]:
    def ask() -> Any:
        return bot.choose(game.view(state, seat), decision)

    return ask


def play_game(game: Game, options: dict[str, Any], seed: int, bots: Sequence[Bot],
              on_decision: Callable[[int, Callable[[], Any]], Any] | None = None,
              observe: Callable[[MachineState], None] | None = None) -> PlayedGame:
    """Play one game to its end with one bot per seat.

    `on_decision(seat, ask)` may wrap each bot call (e.g. to time it); it must return `ask()`.
    `observe(state)` is shown the whole state before each decision (tools that study games;
    it must not change it).
    Raises StalledGame if the engine stops asking before the end or refuses a bot's answer.
    """
    options = game.normalize_options(options)
    state = game.new_state(options, seed)
    answers: list[Answer] = []
    while not state.over:
        if observe is not None:
            observe(state)
        waiting = pending(state)
        if not waiting:
            raise StalledGame("the game asks nothing but is not over")
        decision = waiting[0]
        bot = bots[decision.seat]
        ask = _asker(game, state, bot, decision.seat, decision.to_plain())
        choice = on_decision(decision.seat, ask) if on_decision else ask()
        answer = Answer(decision.id, decision.seat, choice)
        outcome = apply(state, answer)
        if not outcome.accepted:
            raise StalledGame(f"bot {bot.name} gave a refused answer: {outcome.reason} {outcome.detail}")
        answers.append(answer)
        if len(answers) > MAX_DECISIONS:
            raise StalledGame(f"no end after {MAX_DECISIONS} decisions")
    result = game.result(state) or {}
    replay = Replay(game.name, options, seed, tuple(answers), state_hash(game, state),
                    {"bots": [b.name for b in bots]})
    return PlayedGame(state, replay, result, len(answers))
