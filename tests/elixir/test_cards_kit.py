"""A small kit for card tests: a seeded table arranged by hand, and a driver that answers
decisions through `engine.core.machine.apply` and keeps every event.

`Kit()` builds a seeded Elixir state, then empties every hand (all Finds go to the draw deck,
all spells out of the game), so a test deals exactly the cards it needs by key; moving ids
between zones keeps every card in exactly one zone. `start()` gives a spell to any seat left
without one (so nobody wins by accident) and asks the current player's turn decision.

This module holds no tests; it is named like the card tests so that it belongs with them.
"""

from __future__ import annotations

from typing import Any

from engine.core.decisions import Answer, Decision
from engine.core.events import Event
from engine.core.machine import apply, pending, run
from engine.elixir.catalog import all_instances, card_def, definitions, is_spell
from engine.elixir.game import ELIXIR
from engine.elixir.state import ElixirState, Phase
from engine.elixir.turn import main_decision
from tests.elixir.helpers import check_every_card_once

PASS = {"act": "pass"}
FILLER = ("spell.great_famine", "spell.cornucopia", "spell.grand_larceny", "spell.total_eclipse",
          "spell.frozen_hourglass", "spell.levellers_lightning")


def ids_of(key: str) -> list[int]:
    """Every instance id of the card design `key`."""
    assert key in definitions(), key
    return [i for i, d in enumerate(all_instances()) if d.key == key]


class Kit:
    """A hand-arranged table and a driver for it."""

    def __init__(self, players: int = 4, seed: int = 7, current: int = 0) -> None:
        st = ELIXIR.new_state({"players": players}, seed)
        st.stack.clear()
        for level in (1, 2, 3, 4):
            st.gone.extend(st.piles[level])
            st.piles[level] = []
        for s in range(st.n):
            st.deck.extend(st.hands[s])
            st.hands[s] = []
            st.gone.extend(st.spell_hands[s])
            st.spell_hands[s] = []
        st.deck.sort()
        st.rng.shuffle(st.deck)
        st.phase = Phase.PLAY
        st.first_player = 0
        st.current = current
        st.turn_number = 1
        self.st: ElixirState = st
        self.events: list[Event] = []
        self.mentioned: set[str] = set()

    # ---- arranging ------------------------------------------------------------------------

    def _take(self, key: str) -> int:
        st = self.st
        self.mentioned.add(key)
        for card in ids_of(key):
            for zone in (st.deck, st.gone, st.discard):
                if card in zone:
                    zone.remove(card)
                    return card
        raise AssertionError(f"no free copy of {key}")

    def finds(self, seat: int, *keys: str) -> list[int]:
        """Put one free copy of each Find into `seat`'s hand; returns their ids."""
        cards = [self._take(k) for k in keys]
        self.st.hands[seat].extend(cards)
        return cards

    def recipe(self, seat: int, spell_key: str) -> list[int]:
        """Give `seat` the ingredients of `spell_key`'s recipe."""
        return self.finds(seat, *(f"ing.{i.value}" for i in definitions()[spell_key].recipe))

    def spells(self, seat: int, *keys: str) -> list[int]:
        """Put these spells into `seat`'s spell hand."""
        cards = [self._take(k) for k in keys]
        self.st.spell_hands[seat].extend(cards)
        return cards

    def cast_already(self, seat: int, *keys: str) -> list[int]:
        """Put these spells into `seat`'s row of cast spells."""
        cards = [self._take(k) for k in keys]
        self.st.cast[seat].extend(cards)
        return cards

    def discarded(self, *keys: str) -> list[int]:
        """Put these Finds on the discard pile (the last one on top)."""
        cards = [self._take(k) for k in keys]
        self.st.discard.extend(cards)
        return cards

    def top(self, *keys: str) -> list[int]:
        """Put these Finds on top of the deck; the first one given is drawn first."""
        cards = [self._take(k) for k in keys]
        self.st.deck.extend(reversed(cards))
        return cards

    def empty_deck(self) -> None:
        """No Find left to draw: deck and discard pile go out of the game."""
        self.st.gone.extend(self.st.deck + self.st.discard)
        self.st.deck, self.st.discard = [], []

    def start(self) -> Kit:
        """Fill empty spell hands, then ask the current player's turn decision."""
        st = self.st
        spare = [k for k in FILLER if k not in self.mentioned]
        for s in range(st.n):
            if not st.spell_hands[s]:
                self.spells(s, spare.pop(0))
        st.push(main_decision, seat=st.current)
        st.events = []
        run(st)
        self.events.extend(st.events)
        st.events = []
        check_every_card_once(st)
        return self

    # ---- driving --------------------------------------------------------------------------

    def decision(self, seat: int) -> Decision:
        """The pending decision of `seat` (fails when it has none)."""
        found = [d for d in pending(self.st) if d.seat == seat]
        assert found, f"seat {seat} is asked nothing; pending: {pending(self.st)}"
        return found[0]

    def asked(self) -> list[tuple[int, str]]:
        """(seat, kind) of every pending decision."""
        return [(d.seat, d.kind) for d in pending(self.st)]

    def answer(self, seat: int, choice: Any) -> list[Event]:
        """Answer `seat`'s pending decision (must be accepted); returns and keeps the events."""
        outcome = apply(self.st, Answer(self.decision(seat).id, seat, choice))
        assert outcome.accepted, (outcome.reason, outcome.detail)
        self.events.extend(outcome.events)
        check_every_card_once(self.st)
        return list(outcome.events)

    def pass_window(self) -> None:
        """Every seat asked in the open reaction window passes."""
        waiting = pending(self.st)
        assert waiting and all(d.kind == "react" for d in waiting), waiting
        for d in waiting:
            self.answer(d.seat, PASS)

    def pass_windows(self) -> None:
        """Pass every reaction window until something else is asked."""
        while pending(self.st) and all(d.kind == "react" for d in pending(self.st)):
            self.pass_window()

    def option(self, seat: int, **match: Any) -> dict[str, Any]:
        """The first option of `seat`'s decision whose fields include `match`."""
        for opt in self.decision(seat).options:
            if isinstance(opt, dict) and all(opt.get(k) == v for k, v in match.items()):
                return dict(opt)
        raise AssertionError(f"no option {match} in {self.decision(seat).options}")

    def can(self, seat: int, **match: Any) -> bool:
        """Whether `seat`'s decision offers an option including `match`."""
        return any(isinstance(o, dict) and all(o.get(k) == v for k, v in match.items())
                   for o in self.decision(seat).options)

    def cast(self, seat: int, key: str, target: int | None = None, *, window: bool = True) -> None:
        """`seat` casts its spell `key` (the suggested way of paying, when asked), aims it, and
        everyone passes."""
        spell = next(c for c in self.st.spell_hands[seat] if card_def(c).key == key)
        self.answer(seat, self.option(seat, act="cast", spell=spell))
        self.pay_suggested(seat)
        if target is not None:
            assert self.decision(seat).kind == "target"
            self.answer(seat, target)
        if window:
            self.pass_window()

    def use(self, seat: int, key: str, target: int | None = None, *, window: bool = True) -> None:
        """`seat` uses its object `key`, aims it, and everyone passes."""
        card = next(c for c in self.st.hands[seat] if card_def(c).key == key)
        self.answer(seat, {"act": "object", "card": card})
        if target is not None:
            assert self.decision(seat).kind == "target"
            self.answer(seat, target)
        if window:
            self.pass_window()

    def react(self, seat: int, key: str) -> None:
        """In the open window, `seat` plays `key` (a reaction, any-time object or any-time
        spell); everyone else passes."""
        waiting = pending(self.st)
        assert all(d.kind == "react" for d in waiting), waiting
        mine = next(d for d in waiting if d.seat == seat)
        choice = next(o for o in mine.options if o != PASS and card_def(o.get("card", o.get("spell", -1))).key == key)
        for d in waiting:
            self.answer(d.seat, choice if d.seat == seat else PASS)
        self.pay_suggested(seat)

    def pay_suggested(self, seat: int) -> None:
        """If `seat` is asked how to pay a spell, pay it the suggested way."""
        asked = [d for d in pending(self.st) if d.seat == seat and d.kind == "pay"]
        if asked:
            self.answer(seat, asked[0].prompt["suggest"])

    def end_turn(self, *, windows: bool = True) -> None:
        """The current player ends the turn; the next turn starts. Turn-start windows (asked
        before lasting effects take hold) are passed, unless `windows` is False."""
        self.answer(self.st.current, {"act": "end"})
        while windows and self.turn_start_window():
            self.pass_window()

    def turn_start_window(self) -> bool:
        """Whether a turn-start reaction window is open."""
        waiting = pending(self.st)
        return bool(waiting) and all(d.kind == "react" and d.prompt.get("moment") == "turn_start"
                                     for d in waiting)

    # ---- looking --------------------------------------------------------------------------

    def kinds(self) -> list[str]:
        """The kinds of every event so far."""
        return [e.kind for e in self.events]

    def of(self, kind: str) -> list[Event]:
        """The events of one kind so far."""
        return [e for e in self.events if e.kind == kind]

    def mods(self, seat: int) -> list[str]:
        """Keys of the lasting effects on `seat`."""
        return [m.key for m in self.st.modifiers if m.seat == seat]

    def hand_keys(self, seat: int) -> list[str]:
        """Keys of the Finds in `seat`'s hand, sorted."""
        return sorted(card_def(c).key for c in self.st.hands[seat])

    def spell_keys(self, seat: int) -> list[str]:
        """Keys of `seat`'s uncast spells, sorted."""
        return sorted(card_def(c).key for c in self.st.spell_hands[seat])

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` sees."""
        return ELIXIR.view(self.st, seat)

    def clear(self) -> None:
        """Forget the events so far."""
        self.events = []


def seen_by(event: Event, seat: int | None) -> dict[str, Any]:
    """An event as `seat` sees it."""
    return event.for_seat(seat)


def is_spell_id(card: int) -> bool:
    """Whether `card` is a spell id."""
    return is_spell(card)


def umbrella_window() -> Kit:
    """Seat 0 has cast a spell on everyone; seat 1 holds an Umbrella of Warding, seat 2 only a sock."""
    kit = Kit()
    kit.spells(0, "spell.vanishing_act", "spell.great_famine")
    kit.recipe(0, "spell.vanishing_act")
    kit.finds(1, "obj.umbrella_of_warding", "obj.rusty_key")
    kit.finds(2, "obj.odd_sock")
    kit.start()
    kit.cast(0, "spell.vanishing_act", window=False)
    assert {s for s, kind in kit.asked() if kind == "react"} == {1, 2, 3}
    return kit


def scrying_pool_cast() -> tuple[Kit, list[int]]:
    """Seat 0 has cast the Scrying Pool over three known cards on top of the deck (returned, top
    first), and is asked which to take."""
    kit = Kit()
    kit.spells(0, "spell.scrying_pool", "spell.great_famine")
    kit.recipe(0, "spell.scrying_pool")
    kit.start()
    top = kit.top("obj.rusty_key", "obj.odd_sock", "obj.rubber_duck")
    kit.cast(0, "spell.scrying_pool")
    return kit, top
