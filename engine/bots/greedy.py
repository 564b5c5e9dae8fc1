"""The greedy bot: a readable one-step heuristic (see `engine.bots.heuristics`).

It works toward its spell recipes (casts whatever it can pay, keeps the ingredients its
recipes need and trades away the rest), uses objects and transactions when it has junk to
trade, suffers a forfeit or pays 2 Finds by comparing the two costs, bids what a lot is worth
to it, counters a rival's winning spell. With `noise` > 0 it sometimes answers at random (the
"easy" difficulty), but never where a random answer is a blunder no player makes
(`plausible_random`): it still counters, weighs a forfeit, casts a spell it can cast, bids
within `bid_ceiling`, and never spends an object that would do nothing.
"""

from __future__ import annotations

from typing import Any

from engine.bots.heuristics import (
    Evaluator,
    bid_ceiling,
    decide,
    forfeit_bites_levels,
    spends_for_nothing,
)
from engine.bots.knowledge import Knowledge
from engine.bots.legal import random_answer
from engine.bots.weights import W, Weights
from engine.core.rng import Rng
from engine.elixir.catalog import card_def


def answer_plain(know: Knowledge, decision: dict[str, Any], rng: Rng | None = None,
                 weights: Weights = W) -> Any:
    """The greedy answer to a plain decision (as `Decision.to_plain()` gives it)."""
    prompt = decision.get("prompt") or {}
    if "pick" in decision:
        pick = decision["pick"]
        return decide(know, decision["kind"], prompt, None, pick["among"], pick["sizes"], rng, weights)
    return decide(know, decision["kind"], prompt, decision["options"], None, None, rng, weights)


STEADY_KINDS = frozenset({"react", "forfeit"})
"""Decisions the easy bot always answers with the heuristics: at random it would let a rival's
winning spell through or pay for a forfeit that costs it nothing."""


def plausible_random(rng: Rng, decision: dict[str, Any], know: Knowledge) -> Any | None:
    """A random answer a careless player could give, or None where only the heuristics'
    answer is sensible (`STEADY_KINDS`, a turn in which a spell can be cast). A random bid
    stays within `bid_ceiling`; a random turn never uses an object that would do nothing
    (`spends_for_nothing`, judged from `know`, the seat's knowledge); a random target of a
    forfeit is one it can hurt when there is one (`forfeit_bites_levels`), holding a Find to give
    when one does (a victim with none escapes for nothing)."""
    kind = decision["kind"]
    options = decision.get("options")
    if kind in STEADY_KINDS:
        return None
    if kind == "turn" and any(isinstance(o, dict) and o.get("act") == "cast" for o in options or ()):
        return None
    if kind == "turn" and options:
        judge = Evaluator(know)
        decision = {**decision, "options": [o for o in options if not spends_for_nothing(judge, o)]}
    card = (decision.get("prompt") or {}).get("card")
    if kind == "target" and options and isinstance(card, int) and card_def(card).forfeit is not None:
        biting = [s for s in options if type(s) is int and forfeit_bites_levels(card, know.spell_levels[s])]
        holding = [s for s in biting or options if type(s) is int and know.finds[s] > 0]
        decision = {**decision, "options": holding or biting or options}
    if kind == "bid" and options:
        ceiling = bid_ceiling(int((decision.get("prompt") or {}).get("lot", 0)))
        sane = [o for o in options if o == 0 or o <= ceiling]
        return sane[rng.below(len(sane))]
    return random_answer(rng, decision)


class GreedyBot:
    """Answers with the greedy heuristics from its seat's view; `noise` is the chance of a random answer."""

    def __init__(self, seed: int, noise: float = 0.0, weights: Weights = W) -> None:
        self.rng = Rng(seed)
        self.noise = noise
        self.weights = weights
        self.name = "greedy" if noise <= 0 else f"greedy(noise={noise:g})"
        self.memory = TurnMemory()

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        """A legal answer for `decision`, from `view` only."""
        choice = None
        know = Knowledge.from_view(view)
        know.used_this_turn = self.memory.used(know.turn)
        if self.noise > 0 and self.rng.below(1_000_000) < self.noise * 1_000_000:
            choice = plausible_random(self.rng, decision, know)
        if choice is None:
            choice = answer_plain(know, decision, self.rng, self.weights)
        self.memory.note(int(view["turn"]), decision, choice)
        return choice


class TurnMemory:
    """Which objects (by card key) this seat used in the current turn, from its own answers."""

    def __init__(self) -> None:
        self.turn = -1
        self.counts: dict[str, int] = {}

    def used(self, turn: int) -> dict[str, int]:
        """The counts for `turn` (reset when a new turn has begun)."""
        if turn != self.turn:
            self.turn, self.counts = turn, {}
        return self.counts

    def note(self, turn: int, decision: dict[str, Any], choice: Any) -> None:
        """Remember an object use among this seat's own answers."""
        counts = self.used(turn)
        if isinstance(choice, dict) and choice.get("act") == "object":
            key = card_def(choice["card"]).key
            counts[key] = counts.get(key, 0) + 1
