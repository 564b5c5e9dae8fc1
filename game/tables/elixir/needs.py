"""Whether a magical object would act on anything now, read from the player's own view.

The table warns before the player confirms a use that would do nothing (the bots never make
it). The check is the engine's (`engine.elixir.objectneeds.unmet_need`), asked with what the
view shows; every lasting effect on the player counts as one to act on, since whether washing
one off is worth it is the player's to judge.
"""

from __future__ import annotations

from typing import Any

from engine.elixir.cards import Needs
from engine.elixir.catalog import BOOK
from engine.elixir.objectneeds import unmet_need as engine_unmet_need


def unmet_need(view: dict[str, Any], card: int) -> Needs | None:
    """The first need of object `card` that nothing meets now for the view's seat (None: all met)."""
    seat = view.get("seat")
    seats = view.get("seats", [])
    return engine_unmet_need(
        BOOK, card, hand=[int(c) for c in view.get("hand", [])], discard=[int(c) for c in view.get("discard", [])],
        own_effects=(str(m["key"]) for s in seats if s.get("seat") == seat for m in s.get("modifiers", [])),
        rival_finds=(int(s.get("finds", 0)) for s in seats if s.get("seat") != seat))
