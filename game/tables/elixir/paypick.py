"""The prompt for paying a spell: the caster picks, among the glowing hand cards, the ones that
pay the spell's recipe (the engine's "pay" decision).

It is a `PickPrompt` (click a card to lift or drop it, Enter to confirm) that answers by
itself when the offered cards pay in a single way, starts with the engine's suggested
payment lifted, lets number keys 1 to 9 lift or drop the glowing cards counted from the
left (as in every card pick: `PickPrompt.key`), and enables the confirm button only when the
lifted cards really pay the recipe (judged by `engine.elixir.paying`, the rule the engine checks), so an illegal
payment cannot be sent.
"""

from __future__ import annotations

from typing import Any

from engine.elixir.catalog import BOOK, card_def
from engine.elixir.paying import payment_ways, pays_recipe
from game.i18n import Translator
from game.table.promptparts import Button, Reply, Spot, Step
from game.tables.elixir.cardface import card_name
from game.tables.elixir.pickprompt import PickPrompt, clear_button
from game.tables.elixir.prompt import Names


class PayPrompt(PickPrompt):
    """Choose the cards that pay `prompt.spell` (see the module text)."""

    def __init__(self, decision: dict[str, Any], view: dict[str, Any], tr: Translator, names: Names) -> None:
        super().__init__(decision, view, tr, names)
        self.spell = int(self.data["spell"])
        suggest = [int(c) for c in self.data.get("suggest", [])]
        self.chosen = [c for c in suggest if c in self.among][:max(self.sizes)]
        self.centre_card = self.spell
        self.title = tr.plural("table.ask.pay", max(self.sizes), card=card_name(self.spell, tr.lang))

    def auto(self) -> Reply | None:
        """With a single way of paying (whichever copies), pay it at once: the engine asks
        even then so that the question tells the table nothing about the hand."""
        ways = payment_ways(BOOK, self.among, card_def(self.spell), limit=2)
        return self.reply(ways[0]) if len(ways) == 1 else None

    def pays(self) -> bool:
        """Whether the lifted cards pay the spell's recipe."""
        return pays_recipe(BOOK, sorted(self.chosen), card_def(self.spell))

    def buttons(self) -> list[Button]:
        confirm = Button("confirm", self.tr("table.btn.cast_with", count=len(self.chosen)), enabled=self.pays(),
                         hint=self.tr("ui.key.enter"), primary=True)
        return [clear_button(self.tr, enabled=bool(self.chosen)), confirm]

    def plan(self, choice: Any) -> list[Step]:
        wanted = [int(c) for c in choice]
        drop = [c for c in self.chosen if c not in wanted]
        lift = [c for c in wanted if c not in self.chosen]
        return [*[("spot", self.spot_of[c]) for c in drop + lift], ("button", "confirm")]

    def activate(self, spot: Spot) -> Reply | None:
        card = next((c for c, s in self.spot_of.items() if s == spot), None)
        if card is None or card in self.chosen or len(self.chosen) < max(self.sizes):
            return super().activate(spot)
        # every slot is filled: the new card takes the place of one it can stand in for
        spell = card_def(self.spell)
        swap = next((c for c in self.chosen
                     if pays_recipe(BOOK, sorted([x for x in self.chosen if x != c] + [card]), spell)), self.chosen[0])
        self.chosen = [c for c in self.chosen if c != swap] + [card]
        return None
