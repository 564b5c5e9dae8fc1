"""Choosing a deck from a collection when a table offers every card (a LAN table's open pool).

`collection_deck` narrows the deck question to the cards the collection holds (one of each
kind: the open pool offers each card once) and lets the greedy rating choose among them, so a
bot plays the cards its profile owns, as a person choosing in the deck builder would.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.quest.bots.greedy import greedy_deck
from engine.quest.decks import deck_problem


def narrowed_prompt(view: dict[str, Any], prompt: dict[str, Any], available: Counter[int]) -> dict[str, Any]:
    """A deck question's prompt with only the offered cards the collection holds (one id per kind)."""
    kinds = {card["id"]: card["kind"] for card in view.get("pool", [])}
    narrowed = dict(prompt)
    for group in ("character_ids", "potion_ids"):
        seen: set[int] = set()
        ids = []
        for card in prompt[group]:
            kind = kinds.get(card)
            if kind is not None and available[kind] and kind not in seen:
                seen.add(kind)
                ids.append(card)
        narrowed[group] = ids
    return narrowed


def collection_deck(view: dict[str, Any], decision: dict[str, Any], available: Counter[int]) -> list[int] | None:
    """The best legal deck of cards in `available` (kind -> count) for a quest deck question, as
    the question's card ids; None when the collection cannot make one."""
    prompt = decision["prompt"]
    kinds = {card["id"]: card["kind"] for card in view.get("pool", [])}
    narrowed = narrowed_prompt(view, prompt, available)
    if len(narrowed["character_ids"]) < prompt["characters"] or len(narrowed["potion_ids"]) < prompt["potions"]:
        return None
    deck = greedy_deck(narrowed, view)
    if deck_problem([kinds[c] for c in deck], prompt["potions"]):
        return None
    return deck


class NoDeckInCollection(RuntimeError):
    """The collection cannot make a deck for this table."""

    def __init__(self, potions: int) -> None:
        super().__init__(f"the collection cannot make a deck of 5 characters (at most 2 rare) and {potions} potions")
