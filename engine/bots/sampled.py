"""Sampled search shared by the games whose search compares a few answers on sampled worlds.

For each sample the search deals what the seat's view hides (a game's `determinize`), then
plays every candidate answer on that same sample (common random numbers: candidates are
compared on the same hidden cards, which removes most of the luck from the comparison) and the
rest of the game with a policy for every seat that reads the sampled state's views; a game's
`reward` scores the end for the seat. The first candidate (the game's greedy answer) is kept
unless another scores better on the same samples.

Budgets are `engine.bots.mcts.Budget`s counted in rollouts: with a clock (injected by the
caller; the engine never reads one) the search stops at the time limit too; without one it
runs a fixed number of rollouts, so results are reproducible.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.bots.mcts import Budget
from engine.core.decisions import Answer
from engine.core.machine import MachineState, apply, pending
from engine.core.rng import Rng

TIME_SAFETY = 0.85
"""The share of a time budget the search may use (the answer must arrive in time)."""

Policy = Callable[[MachineState, dict[str, Any]], Any]
"""``policy(state, decision)``: an answer for a plain decision of a sampled state."""


class NoSample(ValueError):
    """The view cannot be sampled (a game's determinizer raises a subclass of it)."""


@dataclass(frozen=True)
class SampledGame:
    """What a game lends the search: how to sample a world from a view, how to play on, how to score."""

    determinize: Callable[[dict[str, Any], Rng, dict[str, Any]], MachineState]
    policy: Policy
    reward: Callable[[MachineState, int], float]


def rollout(st: MachineState, seat: int, game: SampledGame) -> float:
    """Play `st` to its end with `game.policy` for every seat; `seat`'s reward."""
    while not st.over:
        decision = pending(st)[0]
        outcome = apply(st, Answer(decision.id, decision.seat, game.policy(st, decision.to_plain())))
        if not outcome.accepted:
            raise RuntimeError(f"the rollout policy was refused: {outcome.reason} {outcome.detail}")
    return game.reward(st, seat)


class SampledSearch:
    """Compares candidate answers by rollouts on shared samples (see the module text)."""

    def __init__(self, game: SampledGame, seed: int, budget: Budget,
                 clock: Callable[[], float] | None = None) -> None:
        self.game = game
        self.rng = Rng(seed)
        self.budget = budget
        self.clock = clock
        self.last_iterations = 0

    def _sweep(self, view: dict[str, Any], decision: dict[str, Any], seat: int, candidates: list[Any],
               deadline: float | None) -> list[float] | None:
        """One sample played from every candidate; None when the deadline passes first."""
        sample = self.rng.next64()
        rewards: list[float] = []
        for option in candidates:
            if deadline is not None and self.clock is not None and self.clock() >= deadline:
                return None
            try:
                st = self.game.determinize(view, Rng(sample), decision)
            except NoSample:
                return None
            outcome = apply(st, Answer(int(decision["id"]), seat, option))
            if not outcome.accepted:
                raise RuntimeError(f"a candidate was refused: {outcome.reason} {outcome.detail}")
            rewards.append(rollout(st, seat, self.game))
        return rewards

    def best(self, view: dict[str, Any], decision: dict[str, Any], candidates: list[Any]) -> Any:
        """The candidate with the best total reward (the first one on a tie or without a sample)."""
        self.last_iterations = 0
        if len(candidates) == 1:
            return candidates[0]
        seat = int(decision["seat"])
        cap = self.budget.iteration_cap(self.clock is not None)
        deadline = None
        if self.clock is not None and self.budget.seconds is not None:
            deadline = self.clock() + self.budget.seconds * TIME_SAFETY
        totals = [0.0] * len(candidates)
        rollouts = 0
        while rollouts + len(candidates) <= max(cap, len(candidates)):
            sweep = self._sweep(view, decision, seat, candidates, deadline)
            if sweep is None:  # out of time: a partial sweep would compare candidates unfairly
                break
            totals = [t + r for t, r in zip(totals, sweep, strict=True)]
            rollouts += len(candidates)
        self.last_iterations = rollouts
        if rollouts == 0:
            return candidates[0]
        return candidates[max(range(len(candidates)), key=lambda i: (totals[i], i == 0))]


class SampledBot:
    """A bot answering with `SampledSearch` over the candidates its game proposes: subclasses set
    `sampling` (the game's `SampledGame`) and `candidates(view, decision)` (the greedy answer first)."""

    sampling: SampledGame

    def __init__(self, seed: int, budget: Budget, clock: Callable[[], float] | None = None,
                 name: str = "mcts") -> None:
        self.search = SampledSearch(self.sampling, seed, budget, clock)
        self.name = name

    @property
    def budget(self) -> Budget:
        """The search's budget."""
        return self.search.budget

    @property
    def last_iterations(self) -> int:
        """Rollouts run for the last answer."""
        return self.search.last_iterations

    def candidates(self, view: dict[str, Any], decision: dict[str, Any]) -> list[Any]:
        """The answers compared, the greedy one first (override)."""
        raise NotImplementedError

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        """A legal answer to `decision`, from `view` only."""
        return self.search.best(view, decision, self.candidates(view, decision))
