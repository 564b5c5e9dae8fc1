"""Determinization: a full `ElixirState` sampled to be consistent with one seat's view.

Information-set search (engine.bots.mcts) needs states to simulate, but a bot may only know
its view. `determinize(view, rng)` keeps everything the view shows (own hand and spells, the
discard pile in order, cast rows, face-up table cards, the Finds out of the game, lasting
effects, whose turn, the direction, the turn number) and deals everything it hides at random:

- unknown Finds (every Find minus the own hand, the discard pile, the face-up and own
  face-down table cards and the Finds out of the game) go to the other hands by their public
  counts, to the other players' face-down table cards, and the rest to the deck, shuffled;
- unknown Spells (every Spell minus the own spells, the cast rows and the spells in play) go
  to the other players' spell hands matching their public levels, to the draft piles by their
  public counts, and the rest out of the game;
- the generator gets a fresh seed from `rng`, so future draws are sampled too.

The hidden cards are shuffled by sorting them on keys from one SHAKE-128 stream seeded by
`rng` (`_shuffled`), not by the state's own Fisher-Yates: a sample is drawn thousands of
times a search, and a digest and a sort run in C, about three times faster. Only the bots'
samples are drawn this way; the game's own shuffles, and so every replay, are untouched.

The engine's frame stack cannot be rebuilt from a view in general, so only the decision points
where the stack is simple and known are supported (`SUPPORTED_KINDS`):

- the seat's own main turn decision (the stack is just that decision);
- its draft decision (the stack is just the draft question);
- its bid at an auction: below it the offers of the sellers still to come, the transaction's
  end and the opener's turn (a transaction is opened only from the main decision), rebuilt
  from the view's transaction; a lot laid face down is dealt like any other hidden card;
- the target of a spell or object it plays from its own turn: below it that turn; a spell's
  payment is the seat's own earlier answer, which the view no longer shows, so the caller
  gives it (`paid`; not needed when the whole hand paid and no "pay" question was asked);
- its forfeit of a spell cast from its caster's turn (the one play in flight, resolved, aimed
  at it, as the view shows it, with the seats that shielded themselves from it): below it the
  play's end and the caster's turn.

`determinize` raises `NotDeterminizable` anywhere else. Given the decision itself (what a bot
is handed beside its view), the sample asks it again as it is, options and all, rather than
working its options out on the sample: the same state, about a quarter sooner (the options
depend only on what the seat sees; a test compares both ways on whole games).
"""

from __future__ import annotations

import hashlib
from array import array
from collections.abc import Iterable
from functools import cache
from typing import Any

from engine.core.cloning import clone_state
from engine.core.decisions import Decision
from engine.core.machine import Await, Step, run
from engine.core.rng import Rng
from engine.elixir.catalog import BOOK
from engine.elixir.ids import FIRST_SPELL, SPELL_COUNT, finds, spells
from engine.elixir.options import ElixirOptions
from engine.elixir.paying import payment_ways
from engine.elixir.plays import ask_forfeit_again, ask_target_again
from engine.elixir.setup import ask_draft_again, draft_next
from engine.elixir.state import ElixirState, Modifier, Phase, Placed, Play
from engine.elixir.transactions import rebuild_bidding
from engine.elixir.turn import ask_main_decision_again, main_decision


class NotDeterminizable(ValueError):
    """The view is at a decision point whose engine stack cannot be rebuilt from a view."""


SUPPORTED_KINDS = ("turn", "draft", "bid", "target", "forfeit")


def determinize(view: dict[str, Any], rng: Rng, decision: dict[str, Any] | None = None,
                paid: list[int] | None = None) -> ElixirState:
    """A state consistent with `view` (a seat's view at one of `SUPPORTED_KINDS` of its own
    decisions): the first sample `Determinizer(view, decision, paid).sample(rng)` gives, without
    keeping a copy for more. `decision`, when given, is the seat's pending decision in full
    (`Decision.to_plain`); `paid`, the cards the seat chose to pay the spell it is aiming."""
    return Determinizer(view, decision, paid).sample(rng, more=False)


class Determinizer:
    """Draws many samples of one view: `Determinizer(view).sample(rng)` equals `determinize`.

    The first sample is built from the view; later ones copy it (`clone_state`) and deal its
    hidden cards again, which is what a search does thousands of times per decision. Raises
    `NotDeterminizable` (at construction or at the first sample) where `determinize` would,
    and when `decision` (the seat's pending decision in full, optional) is not the view's."""

    def __init__(self, view: dict[str, Any], decision: dict[str, Any] | None = None,
                 paid: list[int] | None = None) -> None:
        seat = view.get("seat")
        if not isinstance(seat, int):
            raise NotDeterminizable("a spectator view cannot be determinized")
        mine = [d for d in view["pending"] if d.get("seat") == seat and "kind" in d and "id" in d]
        asked = mine[0] if mine else None
        if asked is None or asked["kind"] not in SUPPORTED_KINDS or len(view["pending"]) != 1:
            raise NotDeterminizable(f"only the seat's own {', '.join(SUPPORTED_KINDS)} can be determinized")
        if view["plays"] and asked["kind"] != "forfeit":
            raise NotDeterminizable("a play is in progress")
        tx = view["transaction"]
        if asked["kind"] == "bid":
            if tx is None or tx.get("kind") != "auction" or tx.get("stage") != "bidding":
                raise NotDeterminizable("a bid is determinized only while an auction's lot is bid for")
        elif tx is not None:
            raise NotDeterminizable("a transaction is in progress")
        self._pay: list[int] | None = None  # the payment of the spell whose target is asked
        if asked["kind"] == "target":
            self._pay = _target_payment(view, decision, paid)
        self._forfeit_play: Play | None = None  # the play in flight whose forfeit is asked
        if asked["kind"] == "forfeit":
            self._forfeit_play = _forfeit_play(view, decision)
        self.view = view
        self.seat = seat
        self.decision = asked
        self._asked = _decision_asked(asked, decision) if decision is not None else None
        self._template: ElixirState | None = None
        self._unknown_finds: frozenset[int] = frozenset()
        self._unknown_spells: dict[int, frozenset[int]] = {}
        self._template_hidden: list[int] = []
        self._gone_finds: list[int] = []
        self._pile_counts: list[tuple[int, int]] = []  # (level, spells in its draft pile)
        self._lot_dealt = asked["kind"] == "bid" and not tx["face_up"]  # an auction's lot laid face down

    def sample(self, rng: Rng, *, more: bool = True) -> ElixirState:
        """A new state consistent with the view, its hidden cards and generator drawn from `rng`.

        The first sample is built from the view and, unless `more` is False (no further sample
        will be drawn), copied to deal the next ones from."""
        seed = rng.next64() >> 1
        keys = _keys(rng.next64())
        if self._template is None:
            st = self._first(seed, keys)
            if more:
                self._template = clone_state(st)
                self._template_hidden = [c for c, p in st.table.items() if p.owner != self.seat and not p.face_up]
            return st
        st = clone_state(self._template)
        st.seed = seed
        st.rng = Rng(seed)
        for card in self._template_hidden:
            del st.table[card]
        self._deal(st, keys)
        if self._lot_dealt:  # the lot laid face down is dealt anew: the bid's frame names its cards
            top = st.stack[-1]
            assert isinstance(top, Await)
            top.data["lot"] = self._lot(st)
        return st

    def _first(self, seed: int, keys: list[int]) -> ElixirState:
        """The first sample, built from the view (and checked: the rebuilt decision is the view's)."""
        view, seat, decision = self.view, self.seat, self.decision
        st = ElixirState(_options(view["options"]), seed, BOOK)
        n = st.n
        st.phase = _PHASES[view["phase"]]
        st.first_player = view["first_player"]
        st.current = int(view["current"])
        st.direction = int(view["direction"])
        st.turn_number = int(view["turn"])
        st.discard = list(view["discard"])
        st.hands[seat] = list(view["hand"])
        st.spell_hands[seat] = list(view["spells"])
        seats = view["seats"]
        for s in range(n):
            st.cast[s] = list(seats[s]["cast"])
        for item in view["table"]["face_up"]:
            st.table[item["card"]] = Placed(item["owner"], True, item["why"])
        for card in view["table"]["mine"]:
            st.table[card] = Placed(seat, False, "unknown")
        max_uid = 0
        for s in range(n):
            for m in seats[s]["modifiers"]:
                st.modifiers.append(Modifier(m["uid"], m["key"], s, m["source"], m["card"], dict(m["data"]),
                                             m["turns"]))
                max_uid = max(max_uid, int(m["uid"]))
        if st.modifiers:
            st.modifiers.sort(key=lambda m: m.uid)
        gone_finds = list(view["out_of_game"]["finds"])
        known = set(st.hands[seat]).union(st.discard, st.table, gone_finds)
        self._unknown_finds = _ALL_FINDS.difference(known)  # in no order: `_shuffled` makes it
        known_spells = set(st.spell_hands[seat]).union(*st.cast)
        self._unknown_spells = {level: pool.difference(known_spells)
                                for level, pool in _spells_by_level().items()}
        hidden_finds = 0
        levels: list[int] = []  # the levels of the other seats' spells
        for s, public in enumerate(seats):
            if s != seat:
                hidden_finds += public["finds"] + public["face_down"]
                levels += public["spell_levels"]
        wanted = {level: levels.count(level) for level in self._unknown_spells}  # spells of each level the view hides
        if sum(wanted.values()) != len(levels):
            raise NotDeterminizable("the view's spell levels do not add up")
        self._pile_counts = [(int(key), int(count)) for key, count in view["piles"].items()]
        for level, count in self._pile_counts:
            wanted[level] += count
        if len(self._unknown_finds) - hidden_finds != view["deck"]:
            raise NotDeterminizable("the view's counts of Finds do not add up")
        left = 0
        for level, pool in self._unknown_spells.items():
            if wanted[level] > len(pool):
                raise NotDeterminizable("the view's spell levels do not add up")
            left += len(pool) - wanted[level]
        if left != view["out_of_game"]["spells"]:
            raise NotDeterminizable("the view's count of spells out of the game does not add up")
        self._gone_finds = gone_finds
        self._deal(st, keys)

        # ---- the machine: re-ask the same decision with the same id ----
        st.next_uid = max_uid + 1
        st.next_decision_id = int(decision["id"])
        st.answers_applied = 0
        if decision["kind"] == "forfeit":
            assert self._asked is not None and self._forfeit_play is not None  # `_forfeit_play` checked them
            play = self._forfeit_play
            st.next_uid = max(st.next_uid, play.uid + 1)
            st.stack.append(Step(main_decision, {"seat": play.seat}))  # the caster's turn, to go back to
            ask_forfeit_again(st, self._asked, Play(play.uid, play.seat, play.card, play.target,
                                                    protected=set(play.protected), resolved=True))
            return st
        if decision["kind"] == "target":
            assert self._asked is not None  # `_target_payment` checked it was given
            st.stack.append(Step(main_decision, {"seat": seat}))  # a play from the turn returns to it
            ask_target_again(st, self._asked, self._pay)
            return st
        if decision["kind"] == "bid":
            lot = self._lot(st)
            st.transaction = {k: (list(v) if type(v) is list else v) for k, v in view["transaction"].items()}
            st.stack.append(Step(main_decision, {"seat": int(st.transaction["opener"])}))
            rebuild_bidding(st, seat, lot, self._asked)  # a transaction is only opened from the turn
            if self._asked is not None:
                return st
        elif self._asked is not None:  # asked again as it was: the options are the seat's own
            if self._asked.kind == "turn":
                ask_main_decision_again(st, self._asked)
            else:
                ask_draft_again(st, self._asked)
            return st
        elif decision["kind"] == "turn":
            st.stack.append(Step(main_decision, {"seat": seat}))
        else:
            previous = _previous_draft_seat(st, seat)
            st.stack.append(Step(draft_next, {"seat": previous}))
        run(st)
        top = st.stack[-1] if st.stack else None
        if not isinstance(top, Await) or seat not in top.decisions or top.decisions[seat].id != decision["id"]:
            raise NotDeterminizable("the rebuilt decision does not match the view's")
        return st

    def _lot(self, st: ElixirState) -> list[int]:
        """The auction's lot in `st`: its face-up cards as the view shows them, or the cards the
        sample dealt face down to the seller, marked as the lot (checked against its size)."""
        tx = self.view["transaction"]
        seller = int(tx["seller"])
        if tx["face_up"]:
            lot = [item["card"] for item in self.view["table"]["face_up"]
                   if item["why"] == "auction" and item["owner"] == seller]
        else:
            lot = sorted(c for c, placed in st.table.items() if placed.owner == seller and not placed.face_up)
            for card in lot:
                st.table[card] = Placed(seller, False, "auction")
        if len(lot) != tx["lot"]:
            raise NotDeterminizable("the auction's lot does not add up")
        return lot

    def _deal(self, st: ElixirState, keys: list[int]) -> None:
        """Deal the hidden cards (the counts were checked by `_first`) in the order of `keys`."""
        seat = self.seat
        unknown = _shuffled(self._unknown_finds, keys)
        by_level = {level: _shuffled(pool, keys) for level, pool in self._unknown_spells.items()}
        table = st.table
        pos = 0
        for s, public in enumerate(self.view["seats"]):
            if s == seat:
                continue
            end = pos + public["finds"]
            st.hands[s] = unknown[pos:end]
            pos = end + public["face_down"]
            for card in unknown[end:pos]:
                table[card] = Placed(s, False, "unknown")
            st.spell_hands[s] = [by_level[level].pop() for level in public["spell_levels"]]
        st.deck = unknown[pos:]
        for level, count in self._pile_counts:
            pool = by_level[level]
            cut = len(pool) - count
            pile = pool[cut:]
            pile.reverse()  # as popped one by one from the end: the samples of before
            del pool[cut:]
            st.piles[level] = pile
        gone = self._gone_finds[:]
        for pool in by_level.values():
            gone += pool  # no rule reads the order of the cards out of the game
        st.gone = gone


def _forfeit_play(view: dict[str, Any], decision: dict[str, Any] | None) -> Play:
    """The play whose forfeit the seat is asked, checked to be the one play in flight: a spell
    cast from its caster's main turn decision (not in a reaction window), resolved, aimed at
    the seat. Anything else would need frames a view does not show."""
    if decision is None:
        raise NotDeterminizable("a forfeit is determinized only given the decision")
    prompt = decision.get("prompt") or {}
    plays = view["plays"]
    if len(plays) != 1 or view["phase"] != Phase.PLAY:
        raise NotDeterminizable("only a forfeit of the one play in flight can be determinized")
    shown = plays[0]
    if (not shown["resolved"] or shown["countered"] or shown["answers"] is not None
            or shown["seat"] != view["current"] or shown["seat"] != prompt.get("caster")
            or shown["card"] != prompt.get("card") or shown["target"] != view["seat"]):
        raise NotDeterminizable("only the forfeit of a spell cast from its caster's turn can be determinized")
    return Play(int(shown["uid"]), int(shown["seat"]), int(shown["card"]), int(shown["target"]),
                protected=set(shown["protected"]), resolved=True)


def _target_payment(view: dict[str, Any], decision: dict[str, Any] | None, paid: list[int] | None) -> list[int] | None:
    """The payment of the play whose target the seat is asked (None: an object), checked to be
    a target asked in the seat's own turn, for a play made from its main decision.

    A spell's payment is the seat's own earlier answer (`paid`), which its view no longer
    shows (checked to be cards of its hand, as many as the recipe asks); when no "pay" question
    was asked (the hand holds exactly the recipe's count of Finds), it is the one way the whole
    hand pays, as `engine.elixir.plays.start_cast` took it, whatever `paid` says."""
    if decision is None:
        raise NotDeterminizable("a target is determinized only given the decision (it names the card)")
    prompt = decision.get("prompt") or {}
    card = prompt.get("card")
    if view["current"] != view["seat"] or view["phase"] != Phase.PLAY or "copy_of" in prompt \
            or not isinstance(card, int):
        raise NotDeterminizable("only the target of a play from the seat's own turn can be determinized")
    if card not in view["spells"]:
        if card not in view["hand"]:
            raise NotDeterminizable("the card aimed is neither the seat's spell nor its object")
        return None
    hand, defn = view["hand"], BOOK[card]
    if len(hand) == len(defn.recipe):  # no "pay" question was asked: the whole hand paid
        ways = payment_ways(BOOK, hand, defn)
        if ways:
            return ways[0]
    elif paid is not None and len(paid) == len(defn.recipe) and set(paid) <= set(hand):
        return sorted(paid)
    raise NotDeterminizable("the spell's payment was the seat's own answer: give it (`paid`)")


def _decision_asked(public: dict[str, Any], decision: dict[str, Any]) -> Decision:
    """The decision `decision` (in full, as `Decision.to_plain` gives it) as the engine holds it,
    checked to be the one the view shows pending (`public`: its id, seat and kind)."""
    if (decision.get("id") != public["id"] or decision.get("seat") != public["seat"]
            or decision.get("kind") != public["kind"] or not decision.get("options")):
        raise NotDeterminizable("the decision given is not the one the view shows pending")
    return Decision(public["id"], public["seat"], public["kind"], decision.get("prompt") or {},
                    tuple(decision["options"]))  # plain data already, as `Decision.to_plain` makes it


def _keys(seed: int) -> list[int]:
    """One random 64-bit sort key per card id (Finds and Spells), from a seeded SHAKE-128 stream.

    A list, not the array it is read with: a list hands the sort its ints as they are, where an
    array builds a new int object at every look-up (the sorts took 40% less time)."""
    stream = hashlib.shake_128(seed.to_bytes(8, "little")).digest(8 * (FIRST_SPELL + SPELL_COUNT))
    return array("Q", stream).tolist()


def _shuffled(cards: Iterable[int], keys: list[int]) -> list[int]:
    """`cards` in the random order of their keys (a uniform shuffle, ties aside: 64-bit keys)."""
    return sorted(cards, key=keys.__getitem__)


_PHASES = {phase.value: phase for phase in Phase}
"""Each phase by its name in a view (a look-up: `Phase(name)` costs ten times as much)."""

_ALL_FINDS = frozenset(finds())
"""Every Find id (the unknown Finds of a view are these less the known ones)."""


@cache
def _spells_by_level() -> dict[int, frozenset[int]]:
    """Every Spell id by its level (of the card book, which never changes)."""
    out: dict[int, list[int]] = {1: [], 2: [], 3: [], 4: []}
    for c in spells():
        out[BOOK[c].level].append(c)
    return {level: frozenset(cards) for level, cards in out.items()}


@cache
def _options_cached(key: tuple[tuple[str, Any], ...]) -> ElixirOptions:
    return ElixirOptions.from_plain(dict(key))


def _options(plain_options: dict[str, Any]) -> ElixirOptions:
    """The view's options (parsed once per distinct set: they are frozen values; a game's
    views list them in one order, so they are not sorted to be looked up)."""
    try:
        return _options_cached(tuple(plain_options.items()))
    except TypeError:  # an unhashable option value: parse it every time
        return ElixirOptions.from_plain(plain_options)


def _previous_draft_seat(st: ElixirState, seat: int) -> int:
    """The `seat` argument of `draft_next` that makes it ask `seat` next: the seat before it
    (draft_next walks on from the seat after, skipping those who reached the target)."""
    return (seat - st.direction) % st.n
