"""Which prompt asks each decision: the one place that knows every kind of table prompt.

`make_prompt` picks the prompt class for a decision by its shape (a pick, a bid, turn actions,
or a choice among options) and its kind (a payment is a pick with its own prompt). It lives
apart from `game.tables.elixir.prompt` so the prompt kinds built on those classes
(`game.tables.elixir.actionprompt`, `game.tables.elixir.paypick`,
`game.tables.elixir.forfeitprompt`) need not be imported by the
module they extend.
"""

from __future__ import annotations

from typing import Any

from game.i18n import Translator
from game.tables.elixir.actionprompt import ActionPrompt
from game.tables.elixir.forfeitprompt import ForfeitPrompt
from game.tables.elixir.paypick import PayPrompt
from game.tables.elixir.pickprompt import PickPrompt
from game.tables.elixir.prompt import BidPrompt, ChoicePrompt, Names, Prompt


def make_prompt(decision: dict[str, Any], view: dict[str, Any], tr: Translator, names: Names) -> Prompt:
    """The prompt for one of the seat's decisions (its full form, with options or a pick)."""
    if "pick" in decision:
        if decision.get("kind") == "pay":
            return PayPrompt(decision, view, tr, names)
        return PickPrompt(decision, view, tr, names)
    options = decision.get("options", [])
    if decision.get("kind") == "bid":
        return BidPrompt(decision, view, tr, names)
    if options and all(isinstance(o, dict) and "act" in o for o in options):
        return ActionPrompt(decision, view, tr, names)
    if decision.get("kind") == "forfeit":
        return ForfeitPrompt(decision, view, tr, names)
    return ChoicePrompt(decision, view, tr, names)
