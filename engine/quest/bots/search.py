"""Elixir Quest's search bot: sampled rollouts over its own placements.

The bot sees only its seat's view. Each sample deals the rival's hidden hand at random,
consistent with the view (`engine.quest.determinize`); every candidate placement is played on
that sample, the rival's placement and the rest of the match by the greedy policy for both
seats (`engine.bots.sampled`). A rollout scores the seat's share of the match win plus a little
of its card margin. Candidates: the greedy placement and the `CANDIDATES` best by the greedy
score. The deck is the greedy deck (its choice is a rating, not a guess about the rival).
"""

from __future__ import annotations

from typing import Any

from engine.bots.sampled import SampledBot, SampledGame
from engine.core.machine import MachineState
from engine.quest.bots.greedy import greedy_answer, placement_scores
from engine.quest.determinize import determinize
from engine.quest.state import QuestState
from engine.quest.view import view as seat_view

CANDIDATES = 6
"""How many placements the search compares."""
MARGIN_WEIGHT = 0.05
"""Rollout reward per card of margin, beside the win share."""


def _policy(st: MachineState, decision: dict[str, Any]) -> Any:
    assert isinstance(st, QuestState)
    return greedy_answer(seat_view(st, int(decision["seat"])), decision)


def _reward(st: MachineState, seat: int) -> float:
    assert isinstance(st, QuestState) and st.result is not None
    winners: list[int] = list(st.result["winners"])  # type: ignore[call-overload]
    cards: list[int] = list(st.result["cards"])  # type: ignore[call-overload]
    share = 1.0 / len(winners) if seat in winners else 0.0
    return share + MARGIN_WEIGHT * (cards[seat] - cards[1 - seat])


QUEST_SAMPLING = SampledGame(determinize, _policy, _reward)
"""What the shared sampled search needs of Elixir Quest."""


class QuestSearchBot(SampledBot):
    """Sampled search over its own Elixir Quest placements (see the module text)."""

    sampling = QUEST_SAMPLING

    def candidates(self, view: dict[str, Any], decision: dict[str, Any]) -> list[Any]:
        """The placements the search compares, the greedy one first."""
        options = list(decision["options"])
        greedy = greedy_answer(view, decision)
        scores = placement_scores(view, options)
        ranked = [options[i] for i in sorted(range(len(options)), key=lambda i: -scores[i])]
        return [greedy] + [o for o in ranked if o != greedy][:CANDIDATES - 1]

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        """A legal answer to `decision`, from `view` only."""
        if decision["kind"] != "place":
            return greedy_answer(view, decision)
        return self.search.best(view, decision, self.candidates(view, decision))
