"""A forfeit's question, with the Finds to give chosen before the answer is sent: `ForfeitPrompt`.

The engine asks a forfeit's victim "suffer it, or give 2 Finds?" and, once "give" is answered,
which 2 Finds (a decision of its own, when the victim holds more than 2 and the table's
options let the victim choose). Answered at once, "Give 2 Finds" could not be taken back: a
tester who pressed it, then saw which Finds it would cost, found no way back to "suffer". So
the table asks which Finds first, on the same question, with Cancel (Esc) back to it; only
the confirmation sends "give", and the table then answers the engine's choice of Finds with
the ones chosen (`Prepaid`, `prepaid_reply`). Where the engine chooses nothing (2 Finds or
fewer, the caster drawing at random, a forfeit bounced back onto its caster) "Give 2 Finds"
answers at once, as before.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.i18n import Translator
from game.table.promptparts import Button, Reply, Spot, Step
from game.tables.elixir.pickprompt import clear_button
from game.tables.elixir.prompt import ChoicePrompt, Names

GIVE = "pay"
"""The forfeit's option that gives Finds instead of suffering it."""

FINDS_GIVEN = 2
"""How many Finds a forfeit's victim gives instead of suffering it (the rule book's 2)."""


@dataclass(frozen=True)
class Prepaid:
    """The Finds chosen to give for the forfeit of `card` cast by `caster`, before the engine
    asks which (its forfeit_pay decision follows the answer "give" at once)."""

    card: int
    caster: int
    finds: tuple[int, ...]

    def answers(self, decision: dict[str, Any]) -> bool:
        """Whether `decision` is the choice of Finds these were chosen for, and they still answer it."""
        data = decision.get("prompt") or {}
        pick = decision.get("pick") or {}
        return (decision.get("kind") == "forfeit_pay" and data.get("card") == self.card
                and data.get("caster") == self.caster and len(self.finds) in pick.get("sizes", ())
                and set(self.finds) <= set(pick.get("among", ())))


def prepaid_reply(prepaid: Prepaid | None, decision: dict[str, Any]) -> Reply | None:
    """The answer to `decision` that `prepaid` gives, if it is the choice they were chosen for."""
    if prepaid is None or not prepaid.answers(decision):
        return None
    return Reply(int(decision["id"]), sorted(prepaid.finds))


class ForfeitPrompt(ChoicePrompt):
    """Suffer the forfeit, or give 2 Finds: when giving means choosing which, "Give 2 Finds"
    lights the hand to choose them (Cancel or Esc goes back to the question) and "Give 2" sends
    the answer; `prepaid` then holds the Finds chosen, for the table to answer the engine's
    choice of them with (`prepaid_reply`)."""

    def __init__(self, decision: dict[str, Any], view: dict[str, Any], tr: Translator, names: Names) -> None:
        super().__init__(decision, view, tr, names)
        self._say_what_giving_costs()
        self.question = (decision, self.kind, self.title, self.detail)
        self.giving = False
        self.chosen: list[int] = []
        self.prepaid: Prepaid | None = None

    def _say_what_giving_costs(self) -> None:
        """Name the give button by what it gives when that is less than 2 Finds: the player's
        only one, or nothing at all (the rule: no Finds, no further punishment); "Give 2 Finds"
        read as a cost a tester holding none would pay, and escaped the forfeit for free. Under
        the Italian variant the caster draws 2 of more: "Let them draw 2 Finds"."""
        held = len(self.hand())
        drawn = (self.view.get("options") or {}).get("forfeit_payment") == "caster_draws"
        if self.data.get("caster") == self.view.get("seat") or (held >= FINDS_GIVEN and not drawn):
            return
        key = {0: "table.opt.pay_none", 1: "table.opt.pay_one", FINDS_GIVEN: "table.opt.pay"}
        # more: the Italian variant, the caster draws them and the victim chooses nothing
        label = self.tr(key.get(held, "table.opt.pay_drawn"))
        self.labels = [(ident, label if value == GIVE else text, value, hotkey)
                       for ident, text, value, hotkey in self.labels]

    def chooses_finds(self) -> bool:
        """Whether giving needs the victim to choose which Finds (see the module docstring)."""
        options = self.view.get("options") or {}
        return (len(self.hand()) > FINDS_GIVEN and self.data.get("caster") != self.view.get("seat")
                and options.get("forfeit_payment", "victim_chooses") == "victim_chooses"
                and isinstance(self.data.get("card"), int) and isinstance(self.data.get("caster"), int))

    def choosing(self) -> bool:
        return self.giving and bool(self.chosen)

    # ---- the question, then the Finds ----------------------------------------------------------

    def _give_mode(self, on: bool) -> None:
        """Ask which Finds to give (`on`), or the forfeit's question again. While the Finds are
        chosen, `decision` and `kind` are those of the engine's choice of them that will follow
        (under the forfeit's id): what a bot playing the seat through the table is asked."""
        self.giving = on
        self.chosen = []
        self.focus = None
        if not on:
            self.decision, self.kind, self.title, self.detail = self.question
            return
        data = {"card": self.data.get("card"), "caster": self.data.get("caster")}
        self.decision = {**self.decision, "kind": "forfeit_pay", "prompt": data, "options": [],
                         "pick": {"among": sorted(self.hand()), "sizes": [FINDS_GIVEN]}}
        self.kind = "forfeit_pay"
        self.title = self.tr("table.ask.forfeit_pay", count=FINDS_GIVEN, name=self.names(self.data.get("caster")))
        self.detail = ""

    def buttons(self) -> list[Button]:
        if not self.giving:
            return super().buttons()
        tr, n = self.tr, len(self.chosen)
        return [clear_button(tr, enabled=n > 0),
                Button("confirm", tr("table.btn.give", count=FINDS_GIVEN), enabled=n == FINDS_GIVEN,
                       hint=tr("ui.key.enter"), primary=True),
                Button("cancel", tr("table.btn.cancel"), hint=tr("ui.key.esc"), cancel=True)]

    def glowing(self) -> set[Spot]:
        return {Spot("hand", c) for c in self.hand()} if self.giving else super().glowing()

    def selected(self) -> set[Spot]:
        return {Spot("hand", c) for c in self.chosen} if self.giving else super().selected()

    def digits_choose_cards(self) -> bool:
        return self.giving or super().digits_choose_cards()

    def activate(self, spot: Spot) -> Reply | None:
        if not self.giving:
            return super().activate(spot)
        if spot.zone != "hand" or spot.ident not in self.hand():
            return None
        if spot.ident in self.chosen:
            self.chosen.remove(spot.ident)
        elif len(self.chosen) < FINDS_GIVEN:
            self.chosen.append(spot.ident)
        return None

    def key(self, key: int) -> Reply | None:
        spot = self.numbered_card(key) if self.giving else None
        if spot is not None:
            self.focus = spot
            return self.activate(spot)
        return super().key(key)

    def press(self, ident: str) -> Reply | None:
        if self.button(ident) is None:
            return None
        if not self.giving:
            value = next((v for i, _label, v, _hk in self.labels if i == ident), None)
            if value == GIVE and self.chooses_finds():
                self._give_mode(True)
                return None
            return super().press(ident)
        if ident == "cancel":
            self._give_mode(False)
        elif ident == "clear":
            self.chosen = []
        elif ident == "confirm":
            self.prepaid = Prepaid(int(self.data["card"]), int(self.data["caster"]), tuple(sorted(self.chosen)))
            return self.reply(GIVE)
        return None

    def plan(self, choice: Any) -> list[Step]:
        """Steps for the forfeit's answer, or while giving, for the Finds to give (`decision`
        is then the choice of them): "give" itself only lights the hand to choose them."""
        if isinstance(choice, list):
            if not self.giving:
                return []
            return [*[("spot", Spot("hand", int(c))) for c in choice], ("button", "confirm")]
        if self.giving:
            return [("button", "cancel"), *super().plan(choice)]
        return super().plan(choice)
