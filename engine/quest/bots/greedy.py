"""Elixir Quest's greedy bot: a sensible duellist reading only its seat's view.

Its deck: the best-rated characters and potions of its pool (`engine.quest.bots.values`),
within the rarity limits. Each game: it scores every placement it may make by the mean result
of that game against each character the rival may still hold (exactly those, once a revealing
potion showed them; otherwise the pool's characters, or the whole set, less those the rival
has already played), and pays a little for a potion it risks using, so that good potions wait
for games that need them. With `noise` > 0 it sometimes answers at random (``greedy:easy``).
"""

from __future__ import annotations

from typing import Any

from engine.bots.legal import random_answer
from engine.core.rng import Rng
from engine.quest.bots.values import character_rating, game_value, potion_rating
from engine.quest.cards import CHARACTER_KINDS, character, potion

POTION_COST = 0.5
"""The share of a potion's rating charged for placing it (it is used only if round 1 is drawn)."""


def greedy_deck(prompt: dict[str, Any], view: dict[str, Any]) -> list[int]:
    """The best-rated legal deck from the seat's pool (as the deck prompt and view describe it)."""
    kinds = {card["id"]: card["kind"] for card in view.get("pool", [])}
    rare = set(prompt["rare_ids"])
    deck: list[int] = []
    for group, count, rating in (("character_ids", prompt["characters"], character_rating),
                                 ("potion_ids", prompt["potions"], potion_rating)):
        ranked = sorted(prompt[group], key=lambda c: (-rating(kinds[c]), c))
        chosen: list[int] = []
        rares = 0
        for card in ranked:
            if len(chosen) == count:
                break
            if card in rare:
                if rares == prompt["max_rare"]:
                    continue
                rares += 1
            chosen.append(card)
        deck += chosen
    return sorted(deck)


def rival_candidates(view: dict[str, Any]) -> list[int]:
    """The character kinds the rival may still hold, as far as the view tells."""
    seat = int(view["seat"])
    rival = 1 - seat
    if view.get("rival_hand") is not None:
        return [card["kind"] for card in view["rival_hand"]]
    played = [card["kind"] for card in view["seats"][rival]["used"] if card["type"] == "character"]
    played += [card["kind"] for card in view["seats"][seat]["taken"]]
    pool = view.get("shared_pool")
    kinds = [k for k in pool if k in CHARACTER_KINDS] if pool else list(CHARACTER_KINDS)
    for kind in played:
        if kind in kinds:
            kinds.remove(kind)
    return kinds or list(CHARACTER_KINDS)


def placement_scores(view: dict[str, Any], options: list[dict[str, Any]]) -> list[float]:
    """The greedy score of each placement option (see the module text)."""
    kinds = {card["id"]: card["kind"] for card in view.get("hand", [])}
    advanced = view["options"]["mode"] == "advanced"
    rivals = [character(k) for k in rival_candidates(view)]
    scores = []
    for option in options:
        mine = character(kinds[option["character"]])
        bottle = None if option["potion"] is None else potion(kinds[option["potion"]])
        mean = sum(game_value(mine, theirs, bottle, advanced) for theirs in rivals) / len(rivals)
        cost = POTION_COST * potion_rating(bottle.kind) if bottle is not None else 0.0
        # Of two equal choices, keep the stronger character for later.
        scores.append(mean - cost - 0.001 * character_rating(mine.kind))
    return scores


def greedy_answer(view: dict[str, Any], decision: dict[str, Any]) -> Any:
    """The greedy answer to a plain quest decision."""
    if decision["kind"] == "deck":
        return greedy_deck(decision["prompt"], view)
    options = list(decision["options"])
    scores = placement_scores(view, options)
    return options[max(range(len(options)), key=lambda i: (scores[i], -i))]


class QuestGreedyBot:
    """The greedy duellist (see the module text)."""

    def __init__(self, seed: int, noise: float = 0.0, name: str = "greedy") -> None:
        self.rng = Rng(seed)
        self.noise = noise
        self.name = name

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        """A legal answer to `decision`, from `view` only."""
        if self.noise and self.rng.below(1000) < self.noise * 1000:
            return random_answer(self.rng, decision)
        return greedy_answer(view, decision)

