"""Elixir Quest's decisions as the table asks them: what is said, what glows, what input does.

One `QuestPrompt` stands for one decision of the player's seat (``deck`` or ``place``, see
docs/PROTOCOL.md). It never talks to the link: input goes in (`activate` a clicked card,
`press` a button, `key` a key) and a `Reply` comes out once the answer is complete and legal.
`plan(choice)` gives the clicks a person would make to give `choice` (the autoplay driver's).

Spots: ``Spot("pool", id)`` a card of the pool while choosing a deck, ``Spot("hand", id)`` a
card of the hand while placing. Keys: Left/Right move the focus, Space takes or leaves the
focused card, 1-9 take or leave the n-th card counted from the left as the table shows them
(`shown`: characters, then potions), Enter confirms (or, while there is nothing to confirm yet,
takes the focused card, as Space does); deck: B fills the best deck, Backspace clears.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from engine.quest.decks import deck_problem
from game.i18n import Translator
from game.table.promptparts import Button, Reply, Spot, Step
from game.table.spotprompt import SpotPrompt

DECK, PLACE = "deck", "place"
DIGITS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3, pygame.K_5: 4, pygame.K_6: 5,
          pygame.K_7: 6, pygame.K_8: 7, pygame.K_9: 8}
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


class QuestPrompt(SpotPrompt):
    """One decision of the player's seat. `kind_of(id)` gives a card id's kind (from the view);
    `best_deck()` the greedy deck for the B key and button; `shown()` the ids of the decision's
    zone as the table lays them out, left to right (the order of the arrows and the digits;
    without it, characters then potions by id); `name_of(id)` a card id's name in the table's
    language (the bar names the cards taken). `short_of_cards`: a deck question whose cards,
    narrowed to the player's collection, cannot make a legal deck (the bar says so)."""

    def __init__(self, decision: dict[str, Any], tr: Translator, kind_of: Callable[[int], int],
                 best_deck: Callable[[], list[int]] | None = None,
                 shown: Callable[[], list[int]] | None = None,
                 name_of: Callable[[int], str] | None = None) -> None:
        self.decision = decision
        self.id = int(decision["id"])
        self.kind = str(decision["kind"])
        self.options: list[Any] = list(decision.get("options", []))
        self.prompt: dict[str, Any] = dict(decision.get("prompt") or {})
        self.tr = tr
        self.kind_of = kind_of
        self.best_deck = best_deck
        self.shown = shown
        self.name_of: Callable[[int], str] = name_of or str
        self.picked: list[int] = []
        """deck: the ids taken; place: the character, then maybe a potion."""
        self.focus = 0
        self.short_of_cards = False
        if self.kind == PLACE and len(self._characters()) == 1:
            self.picked = self._characters()  # the last character: chosen already, Place (Enter) is ready

    # ---- the deck's rules as the player builds it -------------------------------------------

    def _characters(self) -> list[int]:
        if self.kind == DECK:
            return list(self.prompt.get("character_ids", []))
        return sorted({int(o["character"]) for o in self.options})

    def _potions(self) -> list[int]:
        if self.kind == DECK:  # a deck without potions (a beginner match) is offered none
            return list(self.prompt.get("potion_ids", [])) if int(self.prompt.get("potions", 0)) else []
        return sorted({int(o["potion"]) for o in self.options if o["potion"] is not None})

    def counts(self) -> tuple[int, int, int, int]:
        """deck: characters, potions, rare characters, rare potions taken."""
        rare = set(self.prompt.get("rare_ids", []))
        chars = [c for c in self.picked if c in self._characters()]
        pots = [c for c in self.picked if c in self._potions()]
        return len(chars), len(pots), sum(c in rare for c in chars), sum(c in rare for c in pots)

    def problem(self) -> str | None:
        """deck: why the cards taken are not yet a legal deck (in English, from the engine), or None."""
        return deck_problem([self.kind_of(c) for c in self.picked], int(self.prompt.get("potions", 0)))

    def tally(self) -> tuple[str, bool]:
        """deck: the cards taken against the rules' counts, and whether a limit is broken."""
        tr = self.tr
        chars, pots, rare_c, rare_p = self.counts()
        want_c, want_p = int(self.prompt["characters"]), int(self.prompt["potions"])
        limit = int(self.prompt.get("max_rare", 2))
        text = tr("quest.tally.characters", count=chars, want=want_c,
                  rare=tr("quest.count.rare_characters", count=rare_c))
        if want_p:
            text += " · " + tr("quest.tally.potions", count=pots, want=want_p,
                               rare=tr("quest.count.rare_potions", count=rare_p))
        broken = rare_c > limit or rare_p > limit or chars > want_c or pots > want_p
        if chars > want_c:
            text += " · " + tr("quest.tally.too_many_characters", want=want_c)
        elif pots > want_p:
            text += " · " + tr("quest.tally.too_many_potions", want=want_p)
        elif broken:
            text += " · " + tr("quest.tally.too_many", limit=limit)
        return text, broken

    # ---- what is shown ------------------------------------------------------------------------

    def text(self) -> str:
        """The prompt bar's sentence."""
        tr = self.tr
        if self.kind == DECK:
            if self.short_of_cards:
                return tr("quest.ask.deck.short")
            return tr("quest.ask.deck.ready" if self.problem() is None else "quest.ask.deck")
        character = self._picked_character()
        if character is None:
            return tr("quest.ask.place", game=int(self.prompt.get("game", 1)))
        bottle = self._picked_potion()
        if bottle is not None:
            return tr("quest.ask.place.with_potion", character=self.name_of(character), potion=self.name_of(bottle))
        if self._potions():
            return tr("quest.ask.place.add_potion", character=self.name_of(character))
        return tr("quest.ask.place.character", character=self.name_of(character))

    def buttons(self) -> list[Button]:
        """The prompt bar's buttons, left to right."""
        tr = self.tr
        if self.kind == DECK:
            out = []
            if self.best_deck is not None and not self.short_of_cards:
                out.append(Button("best", tr("quest.btn.best"), True, pygame.K_b, "B"))
            if self.picked:  # Backspace, not written on it (the key help says it): as Elixir's Clear, the
                # long key name cost the other buttons their key hints
                out.append(Button("clear", tr("quest.btn.clear"), True, pygame.K_BACKSPACE, ""))
            return [*out, Button("confirm", tr("quest.btn.deck"), self.problem() is None, None, tr("ui.key.enter"),
                                 primary=True)]
        ready = self._answer() is not None
        return [Button("confirm", tr("quest.btn.place"), ready, None, tr("ui.key.enter"), primary=True)]

    def escape_clears(self) -> bool:
        """A deck's cards are not put back by Escape, which opens the menu as the help says
        (a tester's five characters, picked one by one, were wiped by it); Backspace clears
        them. A placement's character and potion are."""
        return self.kind != DECK

    def zone(self) -> str:
        """Where this decision's cards are: the pool or the hand."""
        return "pool" if self.kind == DECK else "hand"

    def offered(self) -> list[int]:
        """The ids of the cards this decision lets the player take: characters, then potions (a
        deck question of a match without potions offers none of the pool's potions)."""
        return self._characters() + self._potions()

    def focusables(self) -> list[Spot]:
        """What the arrow keys and the digits move between: the cards offered, in the order the
        table shows them (`shown`), any it does not show after them; characters, then potions."""
        offered = self.offered()
        if self.shown is not None:
            wanted = set(offered)
            order = [c for c in self.shown() if c in wanted]
            drawn = set(order)
            offered = order + [c for c in offered if c not in drawn]
        return [Spot(self.zone(), c) for c in offered]

    # ---- input ------------------------------------------------------------------------------------

    def activate(self, spot: Spot) -> Reply | None:
        """A click on a card: take it or leave it (placing: one character, at most one potion).
        The keys' focus moves to it, so the white ring is never left on a card the mouse did not
        touch (Space would then take that one)."""
        card = spot.ident
        spots = self.focusables()
        if spot.zone != self.zone() or Spot(self.zone(), card) not in spots:
            return None
        self.focus = spots.index(Spot(self.zone(), card))
        if card in self.picked:
            self.picked.remove(card)
            return None
        if self.kind == PLACE:
            group = self._characters() if card in self._characters() else self._potions()
            self.picked = [c for c in self.picked if c not in group]
            self.picked.append(card)
            self.picked.sort(key=lambda c: c not in self._characters())
            return None
        self.picked.append(card)
        return None

    def press(self, ident: str) -> Reply | None:
        """A click on the button `ident`."""
        if ident == "clear":
            self.picked.clear()
        elif ident == "best" and self.best_deck is not None:
            self.picked = list(self.best_deck())
        elif ident == "confirm":
            if self.kind == DECK:
                return Reply(self.id, sorted(self.picked)) if self.problem() is None else None
            return self._answer()
        return None

    def key(self, key: int) -> Reply | None:
        """A key press (see the module's docstring)."""
        spots = self.focusables()
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and spots:
            self.focus = (self.focus + (1 if key == pygame.K_RIGHT else -1)) % len(spots)
            return None
        if key == pygame.K_SPACE and spots:
            return self.activate(spots[self.focus % len(spots)])
        if key in DIGITS:
            if DIGITS[key] < len(spots):
                self.focus = DIGITS[key]
                return self.activate(spots[DIGITS[key]])
            return None
        if key in ENTER:
            reply = self.press("confirm")
            focused = spots[self.focus % len(spots)] if spots else None
            if reply is None and focused is not None and focused.ident not in self.picked:
                return self.activate(focused)  # nothing to confirm yet: Enter takes the focused card, as Space
            return reply
        button = next((b for b in self.buttons() if b.hotkey == key and b.enabled), None)
        return self.press(button.ident) if button is not None else None

    # ---- autoplay ----------------------------------------------------------------------------------

    def plan(self, choice: Any) -> list[Step]:
        """The steps a person takes to answer `choice`, from what is taken already (a click on a
        card taken leaves it)."""
        if self.kind == DECK:
            wanted = [int(c) for c in choice]
            cards = [c for c in self.picked if c not in wanted] + [c for c in wanted if c not in self.picked]
            return [*(("spot", Spot("pool", c)) for c in cards), ("button", "confirm")]
        if choice not in self.options:
            return []
        steps: list[Step] = []
        if int(choice["character"]) not in self.picked:
            steps.append(("spot", Spot("hand", int(choice["character"]))))
        bottle = self._picked_potion()
        click = choice["potion"] if choice["potion"] is not None else bottle  # take the one wanted, or leave it
        if choice["potion"] != bottle and click is not None:
            steps.append(("spot", Spot("hand", int(click))))
        return [*steps, ("button", "confirm")]

    # ---- helpers ------------------------------------------------------------------------------------

    def _picked_character(self) -> int | None:
        return next((c for c in self.picked if c in self._characters()), None)

    def _picked_potion(self) -> int | None:
        return next((c for c in self.picked if c in self._potions()), None)

    def _answer(self) -> Reply | None:
        character = self._picked_character()
        bottle = self._picked_potion()
        choice = {"character": character, "potion": bottle}
        return Reply(self.id, choice) if character is not None and choice in self.options else None
