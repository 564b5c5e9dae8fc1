"""Magicoa's decisions as the table asks them: what is said, what glows, what each input does.

One `MagicoaPrompt` stands for one decision of the player's seat (`choose_gold`, `bid`,
`keep`, `exchange`, see docs/PROTOCOL.md). It never talks to the link: input goes in
(`activate` a clicked spot, `press` a button, `key` a key) and a `Reply` comes out once the
answer is complete and legal (it is always one of the decision's options). `plan(choice)`
gives the clicks and keys a person would use to give `choice` (the autoplay driver's steps).

Spots: ``Spot("gold", id)`` a gold card of the hand, ``Spot("slot", i)`` a potion of the row,
``Spot("gap", i)`` the gap between potions i and i + 1 (a Double bid across both).
Keys: choose: Left/Right and Space pick, 1-9, 0, - and = pick a value (0 is 10, - 11, = 12), S swaps the
order, Backspace clears, Enter confirms (or, two cards not yet picked, picks the focused one, as a
tester expected); bid: 1-6 pick a potion, Left/Right cycle through
every legal place, Enter places; keep: P points, W power; exchange: 1-6 swap that potion,
K keeps the row.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from engine.magicoa.gold import gold_value
from game.i18n import Translator
from game.table.promptparts import Button, Reply, Spot, Step
from game.table.spotprompt import SpotPrompt

CHOOSE, BID, KEEP, EXCHANGE = "choose_gold", "bid", "keep", "exchange"
KINDS = (CHOOSE, BID, KEEP, EXCHANGE)
"""The decision kinds of Magicoa."""

DIGITS = {pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3, pygame.K_4: 4, pygame.K_5: 5, pygame.K_6: 6,
          pygame.K_7: 7, pygame.K_8: 8, pygame.K_9: 9, pygame.K_0: 10,
          pygame.K_KP1: 1, pygame.K_KP2: 2, pygame.K_KP3: 3, pygame.K_KP4: 4, pygame.K_KP5: 5, pygame.K_KP6: 6,
          pygame.K_KP7: 7, pygame.K_KP8: 8, pygame.K_KP9: 9, pygame.K_KP0: 10}
"""The number keys (of the row and of the keypad): a value when choosing gold, a potion when bidding."""
GOLD_KEYS = {**DIGITS, pygame.K_MINUS: 11, pygame.K_RIGHTPAREN: 11, pygame.K_EQUALS: 12}
"""Choosing gold: the number row's keys in their order give 1 to 12 (the two after 0 are "-" and
"=", or ")" and "=" on a French keyboard), so the 11 and the 12 have a key too."""
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
NO_FOCUS = -1
"""`MagicoaPrompt.focus` before anything has the keys' focus."""


class MagicoaPrompt(SpotPrompt):
    """One decision of the player's seat, being answered. `potion_name(id)` names a potion."""

    def __init__(self, decision: dict[str, Any], tr: Translator, potion_name: Callable[[int], str],
                 worth: Callable[[dict[str, Any]], int] | None = None, held: frozenset[str] = frozenset()) -> None:
        self.decision = decision
        self.worth = worth or (lambda p: int(p.get("points", 0)))
        """What a potion kept for points is worth to this seat (a Triple power makes it 3)."""
        self.held = held
        """The powers this seat already holds (a power held twice counts once)."""
        self.id = int(decision["id"])
        self.kind = str(decision["kind"])
        self.options: list[Any] = list(decision.get("options", []))
        self.prompt: dict[str, Any] = dict(decision.get("prompt") or {})
        self.tr = tr
        self.potion_name = potion_name
        self.picked: list[int] = []
        """choose_gold: the gold ids picked so far, in bidding order."""
        self.focus = NO_FOCUS
        """Index of the keyboard's focus in `focusables()` (`NO_FOCUS` until a key or a click
        places it: the first arrow then lands on the first place, as the table reads)."""

    # ---- what is shown ---------------------------------------------------------------------

    def text(self) -> str:
        """The prompt bar's sentence."""
        tr = self.tr
        if self.kind == CHOOSE:
            if len(self.picked) == 2:
                return tr("magicoa.ask.choose.confirm", first=gold_value(self.picked[0]),
                          second=gold_value(self.picked[1]))
            if self.picked:
                return tr("magicoa.ask.choose.second", first=gold_value(self.picked[0]))
            return tr("magicoa.ask.choose")
        if self.kind == BID:
            value = int(self.prompt.get("gold", {}).get("value", 0))
            if len(self.options) == 1:
                return tr("magicoa.ask.bid.only", value=value)
            double = any(len(o.get("slots", ())) == 2 for o in self.options)
            return tr("magicoa.ask.bid.double" if double else "magicoa.ask.bid", value=value)
        if self.kind == KEEP:
            potion = self.prompt["potion"]
            name = self.potion_name(int(potion["id"]))
            if self._power_held():
                return tr("magicoa.ask.keep.held", potion=name, power=tr(f"magicoa.power.{potion['power']}"))
            return tr("magicoa.ask.keep", potion=name)
        if self.kind == EXCHANGE:
            return tr("magicoa.ask.exchange", potion=self.potion_name(int(self.prompt["pile_top"]["id"])))
        return tr("table.ask.choose")

    def buttons(self) -> list[Button]:
        """The prompt bar's buttons, left to right."""
        tr = self.tr
        if self.kind == CHOOSE:  # Clear and Swap appear once there is something to clear or swap
            two = len(self.picked) == 2
            out = [Button("clear", tr("magicoa.btn.clear"), True, pygame.K_BACKSPACE, tr("ui.key.backspace"))] \
                if self.picked else []
            if two:
                out.append(Button("swap", tr("magicoa.btn.swap"), True, pygame.K_s, "S"))
            return [*out, Button("confirm", tr("magicoa.btn.confirm"), two, None, tr("ui.key.enter"),
                                 primary=True)]
        if self.kind == KEEP:
            potion = self.prompt["potion"]
            power = potion.get("power")
            power_label = tr("magicoa.btn.power.named", power=tr(f"magicoa.power.{power}")) if power \
                else tr("magicoa.btn.power")  # the button names the power: the card need not be found
            return [Button("points", tr("magicoa.btn.points", count=self.worth(potion)), True, pygame.K_p,
                           "P", primary=True),  # a power already held is worth nothing more: not offered as gold
                    Button("power", power_label, True, pygame.K_w, "W", primary=not self._power_held())]
        if self.kind == EXCHANGE:
            return [Button("keep_row", tr("magicoa.btn.keep_row"), True, pygame.K_k, "K")]
        return []

    def focused(self) -> Spot | None:
        """The spot the keys' focus is on; None before an arrow, a number key or a click placed it
        (a focus shown from the start on the first place sent the first Right to the second)."""
        spots = self.focusables()
        return spots[self.focus % len(spots)] if spots and self.focus != NO_FOCUS else None

    def focusables(self) -> list[Spot]:
        """What the arrow keys move between, in order."""
        if self.kind == CHOOSE:
            return [Spot("gold", g) for g in self._hand()]
        if self.kind == BID:  # left to right as on the table: a gap between its two potions
            return sorted((self._spot_of(o) for o in self.options),
                          key=lambda spot: 2 * spot.ident + (spot.zone == "gap"))
        if self.kind == EXCHANGE:
            return [Spot("slot", int(o)) for o in self.options if int(o) >= 0]
        return []

    # ---- input ------------------------------------------------------------------------------

    def activate(self, spot: Spot) -> Reply | None:
        """A click on `spot`: picks or unpicks a gold card (the keys' focus moves to it), or
        answers with that place."""
        if self.kind == CHOOSE and spot.zone == "gold" and spot.ident in self._hand():
            self.focus = self._hand().index(spot.ident)
            if spot.ident in self.picked:
                self.picked.remove(spot.ident)
            elif len(self.picked) < 2:
                self.picked.append(spot.ident)
            return None
        for option in self.options:
            if self.kind in (BID, EXCHANGE) and self._spot_of(option) == spot:
                return Reply(self.id, option)
        return None

    def press(self, ident: str) -> Reply | None:
        """A click on the button `ident`."""
        if self.kind == CHOOSE:
            if ident == "clear":
                self.picked.clear()
            elif ident == "swap" and len(self.picked) == 2:
                self.picked.reverse()
            elif ident == "confirm" and self.picked in self.options:
                return Reply(self.id, list(self.picked))
            return None
        if self.kind == KEEP and ident in ("points", "power") and ident in self.options:
            return Reply(self.id, ident)
        if self.kind == EXCHANGE and ident == "keep_row" and -1 in self.options:
            return Reply(self.id, -1)
        return None

    def key(self, key: int) -> Reply | None:
        """A key press (see the module's docstring)."""
        spots = self.focusables()
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and spots:
            if self.focus == NO_FOCUS:
                self.focus = 0  # the first arrow lands on the first place, whichever it is
            else:
                self.focus = (self.focus + (1 if key == pygame.K_RIGHT else -1)) % len(spots)
            return None
        if self.kind == CHOOSE:
            return self._choose_key(key)
        if key in ENTER and spots:  # with nothing focused, the first place (the only one, often)
            return self.activate(spots[max(0, self.focus) % len(spots)])
        digit = self.digit_spot(key)
        if digit is not None:
            return self.activate(digit)
        button = next((b for b in self.buttons() if b.hotkey == key and b.enabled), None)
        return self.press(button.ident) if button is not None else None

    def _choose_key(self, key: int) -> Reply | None:
        hand = self._hand()
        if key == pygame.K_SPACE and hand:
            return self.activate(Spot("gold", hand[max(0, self.focus) % len(hand)]))
        if key in GOLD_KEYS:
            match = [g for g in hand if gold_value(g) == GOLD_KEYS[key]]
            if match:
                self.focus = hand.index(match[0])
                return self.activate(Spot("gold", match[0]))
            return None
        if key in ENTER:
            reply = self.press("confirm")
            focused = hand[self.focus % len(hand)] if hand and self.focus != NO_FOCUS else None
            if reply is None and focused is not None and focused not in self.picked:
                return self.activate(Spot("gold", focused))  # not ready to confirm: Enter picks, as Space
            return reply
        if key == pygame.K_BACKSPACE:
            return self.press("clear")
        if key == pygame.K_s:
            return self.press("swap")
        return None

    def digit_spot(self, key: int) -> Spot | None:
        """The potion of the row a number key names in a bid or an Exchange (1 is the first,
        whether or not it can be chosen), else None."""
        if self.kind in (BID, EXCHANGE) and key in DIGITS:
            return Spot("slot", DIGITS[key] - 1)
        return None

    # ---- autoplay ---------------------------------------------------------------------------

    def plan(self, choice: Any) -> list[Step]:
        """The steps a person takes to answer `choice` (empty when it is not an option)."""
        if choice not in self.options:
            return []
        if self.kind == CHOOSE:
            return [("spot", Spot("gold", int(choice[0]))), ("spot", Spot("gold", int(choice[1]))),
                    ("button", "confirm")]
        if self.kind == KEEP:
            return [("button", str(choice))]
        if self.kind == EXCHANGE and int(choice) < 0:
            return [("button", "keep_row")]
        return [("spot", self._spot_of(choice))]

    # ---- helpers ------------------------------------------------------------------------------

    def _power_held(self) -> bool:
        """keep: whether the potion's power is one this seat already holds."""
        return self.kind == KEEP and self.prompt.get("potion", {}).get("power") in self.held

    def _hand(self) -> list[int]:
        """choose_gold: the gold ids that can be picked, lowest first."""
        return sorted({int(pair[0]) for pair in self.options})

    def _spot_of(self, option: Any) -> Spot:
        if self.kind == EXCHANGE:
            return Spot("slot", int(option))
        slots = list(option.get("slots", []))
        return Spot("gap", int(slots[0])) if len(slots) == 2 else Spot("slot", int(slots[0]))
