"""The prompt of a turn and of a reaction window: the seat's actions, each chosen, then confirmed.

The turn offers "end", a transaction, an object or a spell to cast; a reaction window offers
"pass" or a card to answer with. A card is chosen (a click, Space on the focus, or its number
key counted from the left), then confirmed (a second press, or Enter); a spell chosen lifts the
cards that would pay it, and when the hand pays it in several ways the engine then asks which
(`game.tables.elixir.paypick`). Built by `game.tables.elixir.prompts.make_prompt` for a decision
whose options are actions; the other prompt kinds are in `game.tables.elixir.prompt`.
"""

from __future__ import annotations

from typing import Any

from engine.elixir.catalog import BOOK, card_def
from engine.elixir.paying import payment_ways
from game.i18n import Translator
from game.table.promptparts import Button, Reply, Spot, Step
from game.tables.elixir import hotkeys
from game.tables.elixir.cardface import card_name
from game.tables.elixir.needs import unmet_need
from game.tables.elixir.prompt import NUMBER_KEYS, Names, Prompt


class ActionPrompt(Prompt):
    """The turn ("end", "transaction", "object", "cast") and reaction windows ("pass", "react",
    "object", "cast"). A card is chosen, then confirmed; a spell is chosen (the cards that would
    pay it are lifted), then confirmed; when the hand pays it in several ways, the engine then
    asks which cards pay (`game.tables.elixir.paypick`)."""

    def __init__(self, decision: dict[str, Any], view: dict[str, Any], tr: Translator, names: Names) -> None:
        super().__init__(decision, view, tr, names)
        self.options: list[dict[str, Any]] = list(decision.get("options", []))
        self.done = next((o for o in self.options if o.get("act") in ("end", "pass")), None)
        self.card_opts: dict[str, dict[str, Any]] = {}
        self.cast_opts: dict[int, dict[str, Any]] = {}
        for o in self.options:
            if o.get("act") in ("transaction", "object", "react"):
                self.card_opts[card_def(int(o["card"])).key] = o
            elif o.get("act") == "cast":
                self.cast_opts[int(o["spell"])] = o
        self.mode: tuple[str, int, int] | None = None  # ("card", card, 0) or ("cast", spell, 0)
        if self.kind == "react" and self.data.get("moment") == "turn_start":
            self.title = tr("table.ask.react_turn_start", name=names(self.data.get("target")))
        elif self.kind == "react":
            by, card, target = self.data.get("by"), self.data.get("card"), self.data.get("target")
            what = card_name(int(card), tr.lang) if isinstance(card, int) else tr("table.a_card")
            self.centre_card = int(card) if isinstance(card, int) else None
            if target is not None:
                self.title = tr("table.ask.react_at", name=names(by), card=what, target=names(target))
            else:
                self.title = tr("table.ask.react", name=names(by), card=what)
        else:
            self.title = tr("table.ask.turn")
        self.base_title = self.title
        self.base_detail = self.detail

    def _retitle(self) -> None:
        tr = self.tr
        if self.mode is None:
            self.title = self.base_title
        elif self.mode[0] == "cast":
            several = len(payment_ways(BOOK, self.hand(), card_def(self.mode[1]), limit=2)) > 1
            self.title = tr("table.ask.cast_choose_pay" if several else "table.ask.cast_pay",
                            card=card_name(self.mode[1], tr.lang))
        else:
            self.title = tr("table.ask.card_confirm", card=card_name(self.mode[1], tr.lang))
        # how to confirm a card goes on the second line, so the card's name keeps the title's size
        if self.mode is not None and self.mode[0] == "card":
            option = self._option_for(self.mode[1])
            idle = option is not None and option.get("act") == "object" and unmet_need(self.view, self.mode[1])
            self.detail = tr("table.ask.card_confirm.no_effect" if idle else "table.ask.card_confirm.detail")
        else:
            self.detail = self.base_detail

    def _option_for(self, card: int) -> dict[str, Any] | None:
        return self.card_opts.get(card_def(card).key)

    def _lifted(self, spell: int) -> list[int]:
        """The cards that would pay `spell` if nothing else is chosen (fewest substitutes)."""
        ways = payment_ways(BOOK, self.hand(), card_def(spell), limit=1)
        return ways[0] if ways else []

    def glowing(self) -> set[Spot]:
        out = {Spot("spell", s) for s in self.cast_opts}
        out |= {Spot("hand", c) for c in self.hand() if self._option_for(c) is not None}
        return out

    def selected(self) -> set[Spot]:
        if self.mode is None:
            return set()
        if self.mode[0] == "card":
            return {Spot("hand", self.mode[1])}
        spell = self.mode[1]
        return {Spot("spell", spell)} | {Spot("hand", c) for c in self._lifted(spell)}

    def choosing(self) -> bool:
        return self.mode is not None

    def buttons(self) -> list[Button]:
        tr = self.tr
        out: list[Button] = []
        if self.mode is not None and self.mode[0] == "card":
            option = self._option_for(self.mode[1])
            assert option is not None
            verbs = {"transaction": "table.btn.open", "object": "table.btn.use", "react": "table.btn.play"}
            verb = verbs[option["act"]]
            out.append(Button("confirm", tr(verb, card=card_name(self.mode[1], tr.lang)), hint=tr("ui.key.enter"),
                              primary=True))
            out.append(Button("cancel", tr("table.btn.cancel"), hint=tr("ui.key.esc"), cancel=True))
        elif self.mode is not None:
            spell = self.mode[1]
            out.append(Button("confirm", tr("table.btn.cast", card=card_name(spell, tr.lang)), hint=tr("ui.key.enter"),
                              primary=True))
            out.append(Button("cancel", tr("table.btn.cancel"), hint=tr("ui.key.esc"), cancel=True))
        if self.done is not None:
            if self.done["act"] == "end":
                out.append(Button("done", tr("table.btn.end_turn"), hotkey=hotkeys.END_TURN,
                                  hint=hotkeys.hint(hotkeys.END_TURN)))
            else:
                out.append(Button("done", tr("table.btn.pass"), hotkey=hotkeys.PASS, hint=hotkeys.hint(hotkeys.PASS),
                                  primary=self.mode is None))
        return out

    def activate(self, spot: Spot) -> Reply | None:
        reply = self._activate(spot)
        self._retitle()
        return reply

    def digits_choose_cards(self) -> bool:
        """Number keys choose the turn's glowing cards and spells (`key`)."""
        return True

    def key(self, key: int) -> Reply | None:
        """Number keys 1 to 9 choose a glowing card or spell counted from the left (the hand's
        cards first), as a click does: a second press confirms it; other keys as `Prompt.key`."""
        if key not in NUMBER_KEYS:
            return super().key(key)
        spot = self.numbered_card(key)
        if spot is None:
            return None
        self.focus = spot
        return self.activate(spot)

    def _activate(self, spot: Spot) -> Reply | None:
        if spot.zone == "spell" and spot.ident in self.cast_opts:
            if self.mode is not None and self.mode[:2] == ("cast", spot.ident):
                return self._press("confirm")
            self.mode = ("cast", spot.ident, 0)
            return None
        if spot.zone != "hand":
            return None
        card = spot.ident
        if self._option_for(card) is not None:
            if self.mode == ("card", card, 0):
                return self._press("confirm")
            self.mode = ("card", card, 0)
        return None

    def press(self, ident: str) -> Reply | None:
        reply = self._press(ident)
        self._retitle()
        return reply

    def _press(self, ident: str) -> Reply | None:
        if self.button(ident) is None:
            return None
        if ident == "done" and self.done is not None:
            return self.reply(self.done)
        if ident == "cancel":
            self.mode = None
        elif ident == "confirm" and self.mode is not None:
            if self.mode[0] == "card":
                option = self._option_for(self.mode[1])
                return self.reply(option)
            return self.reply(self.cast_opts[self.mode[1]])
        return None

    def plan(self, choice: Any) -> list[Step]:
        act = choice.get("act") if isinstance(choice, dict) else None
        if act in ("end", "pass"):
            return [("button", "done")]
        if act == "cast":
            return [("spot", Spot("spell", int(choice["spell"]))), ("button", "confirm")]
        card = int(choice["card"])
        return [("spot", Spot("hand", card)), ("button", "confirm")]
