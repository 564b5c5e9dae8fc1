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

The sampling, sweeps and budgets are the shared `engine.bots.sampled.SampledSearch`
(budgets counted in rollouts, as for Elixir's search).
"""

from __future__ import annotations

from typing import Any

from engine.bots.sampled import SampledBot, SampledGame
from engine.core.machine import MachineState
from engine.magicoa.bots.greedy import greedy_answer, rank_pairs
from engine.magicoa.determinize import determinize
from engine.magicoa.state import MagicoaState
from engine.magicoa.view import view as seat_view

CHOOSE_CANDIDATES = 6
"""How many ordered pairs of gold the search compares at the choice of gold."""
MARGIN_WEIGHT = 0.01
"""Rollout reward per point of score margin over the best rival, beside the win share."""


def _policy(st: MachineState, decision: dict[str, Any]) -> Any:
    assert isinstance(st, MagicoaState)
    return greedy_answer(seat_view(st, int(decision["seat"])), decision)


def reward(st: MachineState, seat: int) -> float:
    """`seat`'s share of the win of a finished game, plus a little of its score margin."""
    assert isinstance(st, MagicoaState)
    result: dict[str, Any] = dict(st.result or {})
    winners: list[int] = list(result.get("winners", []))
    scores: list[int] = list(result.get("scores", []))
    share = 1.0 / len(winners) if seat in winners else 0.0
    best_rival = max((v for s, v in enumerate(scores) if s != seat), default=0)
    return share + MARGIN_WEIGHT * (scores[seat] - best_rival if scores else 0)


MAGICOA_SAMPLING = SampledGame(determinize, _policy, reward)
"""What the shared sampled search needs of Magicoa."""


class MagicoaSearchBot(SampledBot):
    """Determinized Monte Carlo search over its own Magicoa decisions (see the module text)."""

    sampling = MAGICOA_SAMPLING

    def candidates(self, view: dict[str, Any], decision: dict[str, Any]) -> list[Any]:
        """The answers the search compares, the greedy answer first."""
        options = list(decision["options"])
        greedy = greedy_answer(view, decision)
        if decision["kind"] == "choose_gold":
            options = rank_pairs(view, int(decision["seat"]), options)[:CHOOSE_CANDIDATES]
        return [greedy] + [o for o in options if o != greedy]
