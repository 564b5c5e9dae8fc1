"""The prompt: what the player's seat is being asked, the legal answers, and how input picks one.

`game.tables.elixir.prompts.make_prompt(decision, view, tr, names)` turns one of the seat's pending decisions into a
`Prompt`. A prompt knows which things on the table are legal to click (`glowing`), which are
chosen (`selected`), which buttons to offer, and what a click, a button or a key does:
either it changes the prompt's own selection, or it returns a `Reply` carrying a legal answer.
Only legal answers can be built: the engine's options (or its pick constraint) are the only
source of what is offered. This module holds the base `Prompt` and the prompts of a choice and
a bid; a pick of cards is `game.tables.elixir.pickprompt`'s, the turn's and the reaction
windows' `game.tables.elixir.actionprompt`'s, the payment's `game.tables.elixir.paypick`'s.

Things on the table are named by a `Spot`: ("hand", card), ("spell", card), ("seat", seat),
("pile", level), ("tray", card) (cards laid in the centre to choose from). Keyboard: Left and
Right move a focus over the clickable spots, Space clicks the focused spot, Enter presses the
primary button, Escape the cancel button, and each button has its own key.

`plan(choice)` lists the input steps a person would take to give `choice` (clicks on spots
and buttons, key presses); the autoplay driver performs them through the scene's input.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import Translator, keys
from game.table.promptparts import Button, Reply, Spot, Step
from game.tables.elixir import hotkeys
from game.tables.elixir.cardface import card_name
from game.tables.elixir.eventtext import effect_name
from game.tables.elixir.traygroups import GROUP_AT, gather

Names = Callable[[int | None], str]

SEAT_KINDS = frozenset({"target", "divert", "beloved", "gift"})
CARD_KINDS = frozenset({"take_from_deck", "boomerang", "copy", "encore", "flea_pick"})
"""Decisions whose whole-number options are always cards, never seats nor lasting effects (a
card's id may be a seat's number or a lasting effect's uid, and the top of the deck is not in
the view to tell them apart)."""


NUMBER_KEYS = {pygame.K_1 + i: i for i in range(9)} | {pygame.K_KP1 + i: i for i in range(9)} \
    | {pygame.K_0: 9, pygame.K_KP0: 9}
"""Number keys 1 to 9 and 0 for the tenth (and the keypad's), by the index of the card they
choose in a pick (a tester's Alembic offered ten ingredients, and the tenth had no key)."""

CARD_ZONES = frozenset({"hand", "spell", "tray"})
"""The places a card to choose is shown (the hand, the spells, the centre tray)."""


def has_key(key: str) -> bool:
    """True when the catalog has `key`, as one text or as plural forms."""
    known = keys("en")
    return key in known or f"{key}.other" in known


def why_text(prompt: dict[str, Any], tr: Translator) -> str:
    """"Because of ..." for a prompt caused by a card (its `why` is "card:<id>") or by a lasting
    effect on the player ("lasting:<key>": the Ogre's Bib asking which ingredient it eats), else ""."""
    why = str(prompt.get("why", ""))
    if why.startswith("card:"):
        try:
            return tr("table.because", card=card_name(int(why[5:]), tr.lang))
        except (ValueError, IndexError):
            return ""
    if why.startswith("lasting:"):
        return tr("table.because", card=effect_name(why.removeprefix("lasting:"), tr))
    return ""


def echoes_why(title: str, prompt: dict[str, Any], tr: Translator) -> bool:
    """Whether `title` already names the card that caused the prompt (its `why` is
    "card:<id>"), so that "because of ..." under it would only repeat it."""
    why = str(prompt.get("why", ""))
    if not why.startswith("card:"):
        return False
    try:
        name = card_name(int(why[5:]), tr.lang)
    except (ValueError, IndexError):
        return False
    return name.casefold() in title.casefold()


class Prompt:
    """Base prompt: a title, buttons, spots to click, keyboard focus. Subclasses fill the rest."""

    def __init__(self, decision: dict[str, Any], view: dict[str, Any], tr: Translator, names: Names) -> None:
        self.decision = decision
        self.id = int(decision["id"])
        self.kind = str(decision["kind"])
        self.data: dict[str, Any] = dict(decision.get("prompt") or {})
        self.view = view
        self.tr = tr
        self.names = names
        self.focus: Spot | None = None
        self.title = ""
        self.detail = why_text(self.data, tr)
        self.tray: list[tuple[int, bool]] = []
        self.tray_counts: dict[int, int] = {}
        """How many copies each tray card stands for, where more than one (`gather_tray`)."""
        self.stands_for: dict[int, int] = {}
        """Each offered copy not laid in the tray, mapped to the tray card of its design."""
        self.wide_tray = False
        """Whether the tray was gathered (`gather_tray`): it is then laid over the whole table."""
        self.centre_card: int | None = None

    def gather_tray(self) -> None:
        """Lay a crowded tray one card of each design (`game.tables.elixir.traygroups.gather`):
        only for a choice of one card, where copies are the same answer."""
        gathered = gather([card for card, _ in self.tray], self.tr.lang)
        self.wide_tray = len(self.tray) > GROUP_AT
        self.tray = [(card, True) for card in gathered.shown]
        self.tray_counts = dict(gathered.counts)
        self.stands_for = dict(gathered.stands_for)

    # ---- to override --------------------------------------------------------------------

    def choosing(self) -> bool:
        """Whether the player is partway through an answer (a card chosen, not yet confirmed)."""
        return False

    def buttons(self) -> list[Button]:
        """The buttons to show now, in order."""
        return []

    def glowing(self) -> set[Spot]:
        """The spots that may be clicked now."""
        return set()

    def selected(self) -> set[Spot]:
        """The spots chosen so far."""
        return set()

    def activate(self, spot: Spot) -> Reply | None:
        """A click on `spot`."""
        return None

    def press(self, ident: str) -> Reply | None:
        """A press of the button `ident` (ignored when absent or disabled)."""
        return None

    def plan(self, choice: Any) -> list[Step]:
        """The input steps that give `choice` from the prompt's initial state."""
        return []

    def auto(self) -> Reply | None:
        """An answer to send at once, without asking (a question with nothing to choose)."""
        return None

    # ---- shared -----------------------------------------------------------------------------

    def reply(self, choice: Any) -> Reply:
        """A reply to this prompt's decision."""
        return Reply(self.id, choice)

    def button(self, ident: str) -> Button | None:
        """The enabled button `ident`, if shown."""
        return next((b for b in self.buttons() if b.ident == ident and b.enabled), None)

    def navigable(self) -> list[Spot]:
        """The glowing spots in the left-to-right order they are shown in: by zone, the tray's
        cards in the tray's own order (a Flea Market's cards lie as they were shuffled, not by
        id), the others by id (as hands and spells are shown)."""
        order = {"pile": 0, "seat": 1, "tray": 2, "hand": 3, "spell": 4}
        in_tray = {card: i for i, (card, _) in enumerate(self.tray)}

        def place(s: Spot) -> tuple[int, int, int]:
            shown = in_tray.get(s.ident) if s.zone == "tray" else None
            return (order.get(s.zone, 9), 0, shown) if shown is not None else (order.get(s.zone, 9), 1, s.ident)

        return sorted(self.glowing(), key=place)

    def numbered_card(self, key: int) -> Spot | None:
        """The glowing card that number key `key` names (1 to 9, 0 the tenth: counted from the left), if any."""
        index = NUMBER_KEYS.get(key)
        if index is None:
            return None
        cards = [s for s in self.navigable() if s.zone in CARD_ZONES]
        return cards[index] if index < len(cards) else None

    def digits_choose_cards(self) -> bool:
        """Whether number keys choose glowing cards in this prompt (`numbered_card`). The base
        prompt's digits choose nothing; a prompt whose buttons answer to digits (a pile by its
        level, a player by their panel's number) keeps them for its buttons."""
        return False

    def card_digits(self) -> dict[Spot, int]:
        """The digit that chooses each glowing card, as the table marks it on the card: the
        first ten cards counted from the left (the tenth by 0), when number keys choose cards here
        (else none)."""
        if not self.digits_choose_cards():
            return {}
        cards = [s for s in self.navigable() if s.zone in CARD_ZONES][:len(set(NUMBER_KEYS.values()))]
        return {spot: i + 1 for i, spot in enumerate(cards)}

    def key(self, key: int) -> Reply | None:
        """A key press: button keys, focus moves, Space, Enter and Escape."""
        for b in self.buttons():
            if b.enabled and b.hotkey == key:
                return self.press(b.ident)
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            spots = self.navigable()
            if spots:
                if self.focus not in spots:
                    self.focus = spots[0] if key == pygame.K_RIGHT else spots[-1]
                else:
                    step = 1 if key == pygame.K_RIGHT else -1
                    self.focus = spots[(spots.index(self.focus) + step) % len(spots)]
            return None
        if key == pygame.K_SPACE and self.focus not in self.glowing():
            spots = self.navigable()  # nothing focused yet: Space focuses the first thing to choose
            if spots:
                self.focus = spots[0]
            return None
        if key == pygame.K_SPACE and self.focus is not None:
            return self.activate(self.focus)
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            primaries = [b for b in self.buttons() if b.primary]
            primary = next((b for b in primaries if b.enabled), None)
            if primary is not None:
                return self.press(primary.ident)
            if primaries or self.focus is None or self.focus not in self.glowing():
                return None  # a confirmation not ready yet (a payment short of its recipe) waits
            return self.activate(self.focus)  # nothing to confirm (the draft's piles): the card focused, as Space
        if key == pygame.K_ESCAPE:
            cancel = next((b for b in self.buttons() if b.cancel and b.enabled), None)
            return self.press(cancel.ident) if cancel else None
        return None

    def hand(self) -> list[int]:
        """The seat's Finds."""
        return list(self.view.get("hand", []))

    def spells(self) -> list[int]:
        """The seat's uncast spells."""
        return list(self.view.get("spells", []))

    def card_spot(self, card: int) -> Spot:
        """Where the card `card` can be clicked: in hand, among the spells, or in the centre tray."""
        if card in self.hand():
            return Spot("hand", card)
        if card in self.spells():
            return Spot("spell", card)
        return Spot("tray", card)

    def visible(self, card: int) -> bool:
        """Whether the seat may see the face of `card` (own cards, public cards)."""
        v = self.view
        public = set(v.get("discard", [])) | {c["card"] for c in v.get("table", {}).get("face_up", [])}
        public |= set(v.get("table", {}).get("mine", []))
        for s in v.get("seats", []):
            public |= set(s.get("cast", []))
        return card in public or card in self.hand() or card in self.spells()


# ---- one option among several ---------------------------------------------------------------

class ChoicePrompt(Prompt):
    """One value among `options`: a spell pile, a seat, a card (in hand, spells or the centre
    tray), a lasting effect, or a word ("suffer", "pay", "face_up"...) shown as a button."""

    def __init__(self, decision: dict[str, Any], view: dict[str, Any], tr: Translator, names: Names) -> None:
        super().__init__(decision, view, tr, names)
        self.options: list[Any] = list(decision.get("options", []))
        self.spots: dict[Spot, Any] = {}
        self.labels: list[tuple[str, str, Any, int | None]] = []  # ident, label, value, hotkey
        self.short_labels: dict[str, str] = {}  # ident: the label when the full ones crowd the bar
        players = int(view.get("players", 0))
        my_mods = {int(m["uid"]): m for s in view.get("seats", []) for m in s.get("modifiers", [])}
        ints = all(type(o) is int for o in self.options)
        cards_known = ints and all(self.visible(o) or o >= players for o in self.options)
        for i, value in enumerate(self.options):
            hotkey = pygame.K_1 + i if i < 9 else None
            if self.kind == "draft":
                self.spots[Spot("pile", int(value))] = value
                left = view.get("piles", {}).get(str(value), "?")
                self.labels.append((f"opt{i}", tr("table.btn.pile", level=value, left=left), value,
                                    hotkeys.level_key(int(value))))
            elif isinstance(value, str):
                hk = hotkeys.WORDS.get(value, hotkey)
                label_key = f"table.opt.{value}"
                label = tr(label_key) if has_key(label_key) else value
                self.labels.append((f"opt{i}", label, value, hk))
            elif ints and (self.kind in SEAT_KINDS or (self.kind not in CARD_KINDS and not cards_known
                                                        and value < players and int(value) not in my_mods)):
                self.spots[Spot("seat", int(value))] = value
                self.labels.append((f"opt{i}", names(int(value)), value, hotkeys.seat_key(int(value))))
            elif ints and int(value) in my_mods and self.kind not in SEAT_KINDS and self.kind not in CARD_KINDS:
                label, short = self._effect_label(my_mods[int(value)])
                self.labels.append((f"opt{i}", label, value, hotkey))
                self.short_labels[f"opt{i}"] = short
            elif ints:
                spot = self.card_spot(int(value))
                self.spots[spot] = value
                if spot.zone == "tray":  # a card offered by its id is one this seat may see (the
                    self.tray.append((int(value), True))  # Scrying Pool's top of the deck: its backs hid them)
            else:
                self.labels.append((f"opt{i}", str(value), value, hotkey))
        self.gather_tray()
        for card in self.stands_for:
            del self.spots[Spot("tray", card)]
        self.title = self._title()

    def _effect_label(self, modifier: dict[str, Any]) -> tuple[str, str]:
        """A lasting effect's button label, with the spell that put it on ("Poet (Poet's Block)":
        a tester choosing what the Bar of Soap washes off remembered the spells cast at them,
        not their effects' names), and the effect's name alone, shown when labels crowd the bar."""
        from game.tables.elixir.eventtext import effect_name

        effect = effect_name(str(modifier["key"]), self.tr)
        card = modifier.get("card")
        if type(card) is not int:
            return effect, ""
        spell = card_name(card, self.tr.lang)
        if spell == effect:
            return effect, ""
        return self.tr("table.effect_from", effect=effect, spell=spell), effect

    def _title(self) -> str:
        tr, d = self.tr, self.data
        if self.kind == "draft":
            # The question alone: while the player drafts, the note over the piles says what a
            # level is and the gold line by its spells counts the points; beside four pile buttons
            # the bar's two lines that said both again shrank to 9 px at 1024 x 576.
            return tr("table.ask.draft")
        if self.kind == "forfeit":
            card = d.get("card")
            self.centre_card = int(card) if isinstance(card, int) else None
            return tr("table.ask.forfeit", name=self.names(d.get("caster")),
                      card=card_name(int(card), tr.lang) if isinstance(card, int) else "?")
        if self.kind in ("target", "divert") and isinstance(d.get("card"), int):
            self.centre_card = int(d["card"])
            return tr(f"table.ask.{self.kind}", card=card_name(int(d["card"]), tr.lang))
        if self.kind == "auction_face":
            return tr("table.ask.auction_face", count=len(d.get("lot", [])))
        key = f"table.ask.{self.kind}"
        title = tr(key) if has_key(key) else tr("table.ask.choose")
        if self.detail and echoes_why(title, self.data, tr):
            self.detail = ""  # "Grand Carousel: which way...?" over "because of Grand Carousel"
        if not self.detail and has_key(f"{key}.detail"):
            self.detail = tr(f"{key}.detail")  # what the choice does, on the bar's second line
        elif not self.detail and self.kind in CARD_KINDS:
            self.detail = tr("table.ask.pick_card.detail")  # the bar has no button: say how to choose
        return title

    def glowing(self) -> set[Spot]:
        return set(self.spots)

    def selected(self) -> set[Spot]:
        lot = self.data.get("lot") if self.kind == "auction_face" else None
        return {Spot("hand", c) for c in lot if c in self.hand()} if isinstance(lot, list) else set()

    def buttons(self) -> list[Button]:
        if len(self.labels) > 9:
            return []
        return [Button(ident, label, hotkey=hk, hint=hotkeys.hint(hk), short=self.short_labels.get(ident, ""))
                for ident, label, _, hk in self.labels]

    def activate(self, spot: Spot) -> Reply | None:
        if spot in self.spots:
            return self.reply(self.spots[spot])
        return None

    def key(self, key: int) -> Reply | None:
        """Number keys 1 to 9 choose a glowing card counted from the left, as a click does, when
        the choice is among cards and no button answers to the digits (a pile by its level, a
        player by their panel's number keep them); other keys as `Prompt.key`."""
        if key in NUMBER_KEYS and self.digits_choose_cards():
            spot = self.numbered_card(key)
            return self.activate(spot) if spot is not None else None
        return super().key(key)

    def digits_choose_cards(self) -> bool:
        """Digits choose cards unless a button answers to them (`Prompt.digits_choose_cards`)."""
        return not any(hotkey in NUMBER_KEYS for *_, hotkey in self.labels)

    def press(self, ident: str) -> Reply | None:
        for i, _label, value, _ in self.labels:
            if i == ident:
                return self.reply(value)
        return None

    def plan(self, choice: Any) -> list[Step]:
        if type(choice) is int:
            choice = self.stands_for.get(choice, choice)  # a copy is chosen by its design's card
        for spot, value in self.spots.items():
            if value == choice:
                return [("spot", spot)]
        for ident, _, value, _ in self.labels:
            if value == choice:
                return [("button", ident)]
        return []


# ---- bids --------------------------------------------------------------------------------

class BidPrompt(Prompt):
    """An auction bid: pass, or one of the allowed amounts, chosen with - and + (or Up/Down)."""

    def __init__(self, decision: dict[str, Any], view: dict[str, Any], tr: Translator, names: Names) -> None:
        super().__init__(decision, view, tr, names)
        options = list(decision.get("options", []))
        self.can_pass = 0 in options
        self.amounts = sorted(int(o) for o in options if o)
        self.index = 0
        d = self.data
        if d.get("high") is not None:
            self.title = tr("table.ask.bid_raise", name=names(d.get("bidder")), high=d["high"], count=d.get("lot", 0))
        else:
            self.title = tr("table.ask.bid_open", needed=d.get("needed", 0), count=d.get("lot", 0))

    def buttons(self) -> list[Button]:
        tr = self.tr
        out = []
        if self.amounts:
            out.append(Button("down", "−", enabled=self.index > 0, hotkey=pygame.K_DOWN, hint="↓"))
            out.append(Button("confirm", tr("table.btn.bid", amount=self.amounts[self.index]), hint=tr("ui.key.enter"),
                              primary=True))
            out.append(Button("up", "+", enabled=self.index < len(self.amounts) - 1, hotkey=pygame.K_UP, hint="↑"))
        if self.can_pass:
            out.append(Button("pass", tr("table.btn.pass"), hotkey=hotkeys.PASS, hint=hotkeys.hint(hotkeys.PASS),
                              cancel=True))
        return out

    def press(self, ident: str) -> Reply | None:
        if self.button(ident) is None:
            return None
        if ident == "pass":
            return self.reply(0)
        if ident == "up":
            self.index += 1
        elif ident == "down":
            self.index -= 1
        elif ident == "confirm":
            return self.reply(self.amounts[self.index])
        return None

    def plan(self, choice: Any) -> list[Step]:
        if choice == 0:
            return [("button", "pass")]
        return [*[("key", pygame.K_UP)] * self.amounts.index(int(choice)), ("button", "confirm")]


def about(prompt: Prompt | None, seat: int | None) -> tuple[int, int, str] | None:
    """The card `prompt` asks about, to be shown in the centre while it is asked, as (card, the
    seat who played it, "prompt"); None when it asks about no particular card."""
    if prompt is None or prompt.centre_card is None:
        return None
    by = prompt.data.get("by", prompt.data.get("caster"))
    owner = by if type(by) is int else (seat if seat is not None else -1)
    return prompt.centre_card, owner, "prompt"

