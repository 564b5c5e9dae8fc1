"""Legal answers every bot shares: a uniformly random one, and the payments a bot considers.

Most decisions list their legal answers (options) or accept any subset of the right size (a
pick). A "pay" decision is a pick with a rule: the cards must pay the spell's recipe. Bots
answer it from the ways of paying the offered cards allow, limited to the first
`BOT_PAYMENTS` (fewest substitutes first): a bot may search less than a player may choose.
"""

from __future__ import annotations

from typing import Any

from engine.core.rng import Rng
from engine.elixir.catalog import BOOK, card_def
from engine.elixir.paying import payment_ways

BOT_PAYMENTS = 16
"""How many ways of paying a spell a bot considers (fewest substitutes first)."""


def payment_choices(decision: dict[str, Any]) -> list[list[int]]:
    """The ways of paying a plain "pay" decision's spell with its offered cards (at most `BOT_PAYMENTS`)."""
    spell = card_def(int(decision["prompt"]["spell"]))
    return payment_ways(BOOK, decision["pick"]["among"], spell, limit=BOT_PAYMENTS)


def random_answer(rng: Rng, decision: dict[str, Any]) -> Any:
    """A uniformly random legal answer to a plain decision (as `Decision.to_plain()` gives it)."""
    if decision["kind"] == "pay" and "pick" in decision:
        return rng.choice(payment_choices(decision))
    if decision["kind"] == "deck" and "pick" in decision:
        return random_deck(rng, decision["prompt"])
    if "pick" in decision:
        pick = decision["pick"]
        size = rng.choice(pick["sizes"])
        return sorted(rng.sample(pick["among"], size))
    return rng.choice(decision["options"])


def random_deck(rng: Rng, prompt: dict[str, Any]) -> list[int]:
    """A uniformly drawn legal deck for a deck question's prompt (Elixir Quest's: how many
    characters and potions, the rarity limit, and which offered ids are which): each type is
    drawn at random, then redrawn until it holds no more rare cards than allowed."""
    rare = set(prompt["rare_ids"])
    deck: list[int] = []
    for group, count in (("character_ids", prompt["characters"]), ("potion_ids", prompt["potions"])):
        ids = list(prompt[group])
        while True:
            chosen = rng.sample(ids, count)
            if sum(c in rare for c in chosen) <= prompt["max_rare"]:
                break
        deck += chosen
    return sorted(deck)
