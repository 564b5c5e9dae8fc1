"""Magicoa's search bot: information-set Monte Carlo over its own decisions.

The bot sees only its seat's view. For each sample it deals what the view hides at random,
consistent with what it shows (`engine.magicoa.determinize`: the other seats' chosen gold and
its order, the face-down potion, the pile), then plays every candidate answer on that same
sample (common random numbers: candidates are compared on the same hidden cards, which
removes most of the luck from the comparison) and the rest of the game with the greedy policy
for every seat, reading the sampled state's views. A rollout scores the seat's share of the
win, plus a little of its score margin to tell close games apart.

Candidates: every option of a bid, keep or exchange; for the choice of gold (up to 132 ordered
pairs) the `CHOOSE_CANDIDATES` best by the greedy ranking. The greedy answer is kept unless
another candidate scores better on the same samples.

Budgets are `engine.bots.mcts.Budget`s counted in rollouts, as for Elixir's search: with a
clock (injected by the caller; the engine never reads one) the search stops at the time limit
too; without one it runs a fixed number of rollouts, so results are reproducible.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.bots.mcts import Budget
from engine.core.decisions import Answer
from engine.core.machine import apply, pending
from engine.core.rng import Rng
from engine.magicoa.bots.greedy import greedy_answer, rank_pairs
from engine.magicoa.determinize import NotDeterminizable, determinize
from engine.magicoa.state import MagicoaState
from engine.magicoa.view import view as seat_view

CHOOSE_CANDIDATES = 6
"""How many ordered pairs of gold the search compares at the choice of gold."""
MARGIN_WEIGHT = 0.01
"""Rollout reward per point of score margin over the best rival, beside the win share."""
TIME_SAFETY = 0.85
"""The share of a time budget the search may use (the answer must arrive in time)."""


def rollout(st: MagicoaState, seat: int) -> float:
    """Play `st` to its end with the greedy policy for every seat; `seat`'s reward."""
    while not st.over:
        for decision in pending(st):
            plain = decision.to_plain()
            choice = greedy_answer(seat_view(st, decision.seat), plain)
            outcome = apply(st, Answer(decision.id, decision.seat, choice))
            if not outcome.accepted:
                raise RuntimeError(f"the greedy policy was refused: {outcome.reason} {outcome.detail}")
            break
    result: dict[str, Any] = dict(st.result or {})
    winners: list[int] = list(result.get("winners", []))
    scores: list[int] = list(result.get("scores", []))
    share = 1.0 / len(winners) if seat in winners else 0.0
    best_rival = max((v for s, v in enumerate(scores) if s != seat), default=0)
    return share + MARGIN_WEIGHT * (scores[seat] - best_rival if scores else 0)


class MagicoaSearchBot:
    """Determinized Monte Carlo search over its own Magicoa decisions (see the module text)."""

    def __init__(self, seed: int, budget: Budget, clock: Callable[[], float] | None = None,
                 name: str = "mcts") -> None:
        self.rng = Rng(seed)
        self.budget = budget
        self.clock = clock
        self.name = name
        self.last_iterations = 0

    def candidates(self, view: dict[str, Any], decision: dict[str, Any]) -> list[Any]:
        """The answers the search compares, the greedy answer first."""
        options = list(decision["options"])
        greedy = greedy_answer(view, decision)
        if decision["kind"] == "choose_gold":
            options = rank_pairs(view, int(decision["seat"]), options)[:CHOOSE_CANDIDATES]
        return [greedy] + [o for o in options if o != greedy]

    def _sweep(self, view: dict[str, Any], decision: dict[str, Any], seat: int, candidates: list[Any],
               deadline: float | None) -> list[float] | None:
        """One sample played from every candidate (the same hidden cards for each); None when the
        deadline passes before the sweep is complete."""
        sample = self.rng.next64()
        rewards: list[float] = []
        for option in candidates:
            if deadline is not None and self.clock is not None and self.clock() >= deadline:
                return None
            try:
                st = determinize(view, Rng(sample), decision)
            except NotDeterminizable:
                return None
            outcome = apply(st, Answer(int(decision["id"]), seat, option))
            if not outcome.accepted:
                raise RuntimeError(f"a candidate was refused: {outcome.reason} {outcome.detail}")
            rewards.append(rollout(st, seat))
        return rewards

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        """A legal answer to `decision`, from `view` only."""
        self.last_iterations = 0
        candidates = self.candidates(view, decision)
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
        best = max(range(len(candidates)), key=lambda i: (totals[i], i == 0))
        return candidates[best]
