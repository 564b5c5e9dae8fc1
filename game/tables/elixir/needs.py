"""Whether a magical object would act on anything now, read from the player's own view.

An object's `engine.elixir.cards.Needs` say what its effect acts on (a card in the discard pile,
a Find in a rival's hand...); used while one is unmet, the object is spent for nothing. The
table warns before the player confirms such a use (the bots never make it). Only what the view
shows is read, and only the needs themselves: whether the use is a good idea is the player's.
"""

from __future__ import annotations

from typing import Any

from engine.elixir.cards import Needs
from engine.elixir.catalog import card_def


def unmet_need(view: dict[str, Any], card: int) -> Needs | None:
    """The first need of object `card` that nothing meets now for the view's seat (None: all met)."""
    seat = view.get("seat")
    hand = [int(c) for c in view.get("hand", []) if int(c) != card]
    discard = [int(c) for c in view.get("discard", [])]
    seats = view.get("seats", [])
    for need in card_def(card).needs:
        met = {
            Needs.OWN_LASTING_EFFECT: any(s.get("modifiers") for s in seats if s.get("seat") == seat),
            Needs.DISCARD: bool(discard),
            Needs.DISCARD_INGREDIENT: any(card_def(c).ingredient for c in discard),
            Needs.OWN_INGREDIENT: any(card_def(c).ingredient for c in hand),
            Needs.OWN_FINDS: bool(hand),
            Needs.TARGET_FINDS: any(int(s.get("finds", 0)) > 0 for s in seats if s.get("seat") != seat),
        }[need]
        if not met:
            return need
    return None
