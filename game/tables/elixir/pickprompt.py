"""A pick of cards (`PickPrompt`): choose some of the cards a decision offers, how many it says,
click by click or by number keys, then confirm (`game.tables.elixir.prompt` holds the base
`Prompt`); the payment of a spell builds on it (`game.tables.elixir.paypick`)."""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import Translator, keys
from game.table.promptparts import Button, Reply, Spot, Step
from game.tables.elixir import hotkeys
from game.tables.elixir.prompt import NUMBER_KEYS, Names, Prompt, has_key

PICK_VERBS = {
    "forfeit_pay": "table.btn.give", "give": "table.btn.give", "flea_stake": "table.btn.stake",
    "flea_join": "table.btn.join", "market_trade": "table.btn.trade", "auction_offer": "table.btn.offer",
    "auction_pay": "table.btn.pay", "discard": "table.btn.discard",
}
PICK_DECLINE = {
    "flea_join": "table.btn.stay_out", "market_trade": "table.btn.done_trading",
    "auction_offer": "table.btn.sell_nothing",
}


def count_to_say(chosen: int, sizes: list[int]) -> int:
    """The count a pick's confirm button says: the cards `chosen` when they are a number it takes
    (one of `sizes`), else the next number it takes ("Give 2" greyed while 1 of 2 is chosen: a
    tester read "Give 1" as what it would give)."""
    if chosen in sizes and chosen > 0:
        return chosen
    return min((s for s in sizes if s > chosen), default=chosen)


def confirm_label(tr: Translator, verb: str, chosen: int, sizes: list[int]) -> str:
    """A pick's confirm button: `verb` (a catalog key taking a count) with `count_to_say`, or
    before any card is chosen where it takes several numbers of cards, the verb alone ("Stake",
    not "Stake 0", read as staking nothing, nor "Stake 1", read as one card chosen already)."""
    if chosen == 0 and len([s for s in sizes if s > 0]) > 1:
        return tr(f"{verb}.bare")
    return tr(verb, count=count_to_say(chosen, sizes))


def clear_button(tr: Translator, *, enabled: bool) -> Button:
    """The button that puts every chosen card back, for any choice of cards: Backspace, which
    its face does not show (the keys' help lists it): the long key name cost the other buttons
    their key hints."""
    return Button("clear", tr("table.btn.clear"), enabled=enabled, hotkey=pygame.K_BACKSPACE)


class PickPrompt(Prompt):
    """Choose some of `pick.among` (how many: one of `pick.sizes`): click to select or unselect,
    then confirm; when none is allowed, a second button declines."""

    def __init__(self, decision: dict[str, Any], view: dict[str, Any], tr: Translator, names: Names) -> None:
        super().__init__(decision, view, tr, names)
        pick = decision["pick"]
        self.among = [int(c) for c in pick["among"]]
        self.sizes = sorted(int(s) for s in pick["sizes"])
        self.chosen: list[int] = []
        self.answer_at_once = False
        self.spot_of = {c: self.card_spot(c) for c in self.among}
        # Face up, all of them: the engine asks a seat to choose only among cards it may see (its
        # own, the discard pile, a hand a card lets it look at), and a card's id names its face.
        self.tray = [(c, True) for c in self.among if self.spot_of[c].zone == "tray"]
        if max(self.sizes) == 1:
            self.gather_tray()
            for card in self.stands_for:
                del self.spot_of[card]
        self.title = self._title()

    def _count_text(self) -> str:
        sizes = [s for s in self.sizes if s > 0]
        if not sizes:
            return "0"
        if len(sizes) == 1:
            return str(sizes[0])
        return self.tr("table.range", low=sizes[0], high=sizes[-1])

    def _counted(self, key: str, **values: Any) -> str:
        """`key`'s text for the number of cards to choose: the plural form of that number, or the
        plural form of a range ("1 to 3") when several numbers are allowed."""
        sizes = [s for s in self.sizes if s > 0]
        if len(sizes) == 1:
            return self.tr(key, count=sizes[0], **values)
        count = self._count_text()
        if f"{key}.other" in keys("en"):
            return self.tr(f"{key}.other", count=count, **values)
        return self.tr(key, count=count, **values)

    def _title(self) -> str:
        d, k = self.data, self.kind
        if k == "forfeit_pay":
            return self._counted("table.ask.forfeit_pay", name=self.names(d.get("caster")))
        if k == "flea_join":
            return self._counted("table.ask.flea_join", name=self.names(d.get("opener")))
        if k == "auction_pay":
            return self._counted("table.ask.auction_pay", name=self.names(d.get("seller")))
        if k in ("give", "take") and d.get("to", d.get("from")) is not None:
            return self._counted(f"table.ask.{k}", name=self.names(d.get("to", d.get("from"))))
        key = f"table.ask.{k}"
        return self._counted(key if has_key(key) else "table.ask.pick")

    def glowing(self) -> set[Spot]:
        return set(self.spot_of.values())

    def selected(self) -> set[Spot]:
        return {self.spot_of[c] for c in self.chosen}

    def buttons(self) -> list[Button]:
        tr = self.tr
        n = len(self.chosen)
        verb = PICK_VERBS.get(self.kind, "table.btn.choose")
        ok = n in self.sizes and n > 0
        # Clear is always there (greyed while nothing is chosen) and on the left: appearing at the
        # right end, it took the place where the player had just clicked "Pay with 0" (a tester
        # chose two cards, clicked the same spot to pay and cleared them)
        out = [clear_button(tr, enabled=n > 0),
               Button("confirm", confirm_label(tr, verb, n, self.sizes), enabled=ok, hint=tr("ui.key.enter"),
                      primary=True)]
        if 0 in self.sizes:
            out.append(Button("decline", tr(PICK_DECLINE.get(self.kind, "table.btn.none")), hotkey=hotkeys.DECLINE,
                              hint=hotkeys.hint(hotkeys.DECLINE), cancel=True))
        return out

    def preset(self, cards: list[int]) -> None:
        """Choose `cards` already, to be sent at once (`auto`): the Finds a forfeit's victim chose
        on the forfeit's own question (`game.tables.elixir.forfeitprompt`)."""
        self.chosen = [int(c) for c in cards]
        self.answer_at_once = True

    def auto(self) -> Reply | None:
        """The cards `preset`, if they answer this pick."""
        if self.answer_at_once and len(self.chosen) in self.sizes:
            return self.reply(sorted(self.chosen))
        return None

    def activate(self, spot: Spot) -> Reply | None:
        card = next((c for c, s in self.spot_of.items() if s == spot), None)
        if card is None:
            return None
        if card in self.chosen:
            self.chosen.remove(card)
        elif len(self.chosen) < max(self.sizes):
            self.chosen.append(card)
        elif max(self.sizes) == 1:
            self.chosen = [card]
        return None

    def press(self, ident: str) -> Reply | None:
        if self.button(ident) is None:
            return None
        if ident == "confirm":
            return self.reply(sorted(self.chosen))
        if ident == "decline":
            return self.reply([])
        if ident == "clear":
            self.chosen = []
        return None

    def digits_choose_cards(self) -> bool:
        """Number keys lift or drop the cards of a pick (`key`)."""
        return True

    def key(self, key: int) -> Reply | None:
        """Number keys 1 to 9 lift or drop the glowing cards counted from the left (the focus
        follows, so the table redraws the buttons at each press); other keys as `Prompt.key`."""
        if key not in NUMBER_KEYS:
            return super().key(key)
        spot = self.numbered_card(key)
        if spot is None:
            return None
        self.focus = None if self.focus == spot else spot
        return self.activate(spot)

    def plan(self, choice: Any) -> list[Step]:
        cards = [self.stands_for.get(int(c), int(c)) for c in choice]  # a copy: its design's card
        if not cards:
            return [("button", "decline")]
        return [*[("spot", self.spot_of[c]) for c in cards], ("button", "confirm")]
