"""Samples of a seat's view at its bid in an auction, and at the target of its play: the frames
below the question rebuilt as the real game has them.

Besides the turn and the draft, a search can sample a bid (`engine.elixir.determinize`: the
offers of the sellers still to come, the transaction's end and the opener's turn are rebuilt
from the view's transaction, and a lot laid face down is dealt like any hidden card) and the
target of a spell or object played from the seat's own turn (the play's payment is the seat's
own answer, given beside the view).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.bots.base import make_bot
from engine.core.decisions import Answer
from engine.core.machine import Await, MachineState, Step, apply, pending
from engine.core.rng import Rng
from engine.elixir.catalog import card_def
from engine.elixir.determinize import Determinizer, NotDeterminizable, determinize
from engine.elixir.game import ELIXIR
from engine.elixir.state import ElixirState
from tests.bots.positions import positions
from tests.elixir.helpers import check_every_card_once


def frames(st: MachineState, *, hide_lot: bool) -> list[tuple[str, str, str]]:
    """The frame stack as (kind, function, data) text; the lot's cards left out when hidden."""
    out = []
    for frame in st.stack:
        fn = frame.fn if isinstance(frame, Step) else frame.resume
        data = {k: v for k, v in frame.data.items() if not (hide_lot and k == "lot")}
        out.append((type(frame).__name__, fn.__qualname__, json.dumps(data, sort_keys=True, default=_named)))
    return out


def _named(value: Any) -> str:
    """A step function in a frame's data (a play's `then`), by name."""
    return str(value.__qualname__)


POSITIONS = positions(60, 21, lambda _, decision: decision.kind == "bid")


def test_a_bid_is_sampled_with_the_auction_the_real_game_has() -> None:
    """Every sample of a bidder's view has the real game's frames below the bid (the lot's
    cards aside when it lies face down), shows the seat the very view it was drawn from, asks
    the same bid, holds every card once, and takes the answer the real game took."""
    faces = {True: 0, False: 0}
    for index, (st, seat, decision) in enumerate(POSITIONS):
        view = ELIXIR.view(st, seat)
        face_up = bool(view["transaction"]["face_up"])
        faces[face_up] += 1
        sampler = Determinizer(view, decision)
        rng = Rng(index)
        samples = [determinize(view, Rng(index)), determinize(view, Rng(index), decision)]
        samples += [sampler.sample(rng) for _ in range(3)]
        for sample in samples:
            check_every_card_once(sample)
            assert frames(sample, hide_lot=not face_up) == frames(st, hide_lot=not face_up)
            assert json.dumps(ELIXIR.view(sample, seat), sort_keys=True) == json.dumps(view, sort_keys=True)
            assert pending(sample)[0].to_plain() == decision
            top = sample.stack[-1]
            assert isinstance(top, Await)
            lot = top.data["lot"]
            assert sorted(lot) == sorted(c for c, p in sample.table.items() if p.why == "auction")
            assert apply(sample, Answer(decision["id"], seat, decision["options"][-1])).accepted
    assert faces[True] >= 5 and faces[False] >= 5


def test_a_face_down_lot_is_dealt_anew_in_each_sample() -> None:
    """The cards of a lot the bidder cannot see differ between samples (they are hidden cards)
    and never include a card the bidder's view shows."""
    st, seat, decision = next(p for p in POSITIONS if not ELIXIR.view(p[0], p[1])["transaction"]["face_up"])
    view = ELIXIR.view(st, seat)
    sampler = Determinizer(view, decision)
    rng = Rng(3)
    lots = set()
    for _ in range(8):
        top = sampler.sample(rng).stack[-1]
        assert isinstance(top, Await)
        lots.add(tuple(sorted(top.data["lot"])))
    assert len(lots) > 1
    shown = set(view["hand"]) | set(view["discard"]) | {c["card"] for c in view["table"]["face_up"]}
    assert not shown & {c for lot in lots for c in lot}


def test_a_sampled_bid_plays_on_to_the_auctions_end_and_back_to_the_openers_turn() -> None:
    """Played on with greedy answers, a sample closes the auction, ends the transaction and
    asks the opener's turn again, as the real game does."""
    for index, (st, seat, decision) in enumerate(POSITIONS[:20]):
        view = ELIXIR.view(st, seat)
        opener = view["transaction"]["opener"]
        sample = determinize(view, Rng(index), decision)
        bots = {s: make_bot("greedy", s) for s in range(sample.n)}
        while sample.transaction is not None:
            d = pending(sample)[0]
            assert apply(sample, Answer(d.id, d.seat, bots[d.seat].choose(ELIXIR.view(sample, d.seat),
                                                                          d.to_plain()))).accepted
        after = pending(sample)[0]
        assert (after.kind, after.seat) == ("turn", opener) or sample.over


TARGETS = positions(60, 22, lambda _, decision: decision.kind == "target")


def real_payment(st: ElixirState) -> list[int] | None:
    """The payment the real game holds for the play whose target is asked (None: an object)."""
    top = st.stack[-1]
    assert isinstance(top, Await)
    pay = top.data["extra"].get("pay")
    return list(pay) if pay is not None else None


def test_a_target_is_sampled_with_the_play_the_real_game_has() -> None:
    """A target asked in the seat's own turn, for a spell or an object played from its main
    decision, is sampled with the real game's frames (the play's payment included), the view it
    was drawn from, the same question, every card once, and takes the answer the real game took."""
    kinds = {"spell": 0, "object": 0}
    for index, (st, seat, decision) in enumerate(TARGETS):
        view = ELIXIR.view(st, seat)
        if view["plays"] or view["current"] != seat:
            continue  # a target of a play in a reaction window, or of a copied effect: not sampled
        pay = real_payment(st)
        kinds["object" if pay is None else "spell"] += 1
        try:
            forced = Determinizer(view, decision)
        except NotDeterminizable:
            assert pay is not None and len(view["hand"]) != len(card_def(decision["prompt"]["card"]).recipe)
        else:
            assert frames(forced.sample(Rng(index)), hide_lot=False) == frames(st, hide_lot=False)
        sampler = Determinizer(view, decision, pay)
        rng = Rng(index)
        for sample in [determinize(view, Rng(index), decision, pay), *[sampler.sample(rng) for _ in range(3)]]:
            check_every_card_once(sample)
            assert frames(sample, hide_lot=False) == frames(st, hide_lot=False)
            assert json.dumps(ELIXIR.view(sample, seat), sort_keys=True) == json.dumps(view, sort_keys=True)
            assert pending(sample)[0].to_plain() == decision
            assert apply(sample, Answer(decision["id"], seat, decision["options"][-1])).accepted
    assert kinds["spell"] >= 5 and kinds["object"] >= 5


def test_a_target_needs_its_decision_and_comes_only_from_the_seats_own_turn() -> None:
    """Without the decision (which names the card) a target is not sampled; nor is one asked
    while a play is in flight (a spell cast in a reaction window), out of the seat's turn, or
    for a copied effect (its prompt names the card copied)."""
    st, seat, decision = next((st, seat, d) for st, seat, d in TARGETS if ELIXIR.view(st, seat)["current"] == seat)
    view = ELIXIR.view(st, seat)
    pay = real_payment(st)
    Determinizer(view, decision, pay)  # the position itself is sampled
    with pytest.raises(NotDeterminizable):
        Determinizer(view)
    in_flight = {"uid": 1, "seat": (seat + 1) % st.n, "card": 0, "target": None, "countered": False,
                 "answers": None, "resolved": False}
    for wrong_view, wrong_decision in (
            ({**view, "plays": [in_flight]}, decision),
            ({**view, "current": (seat + 1) % st.n}, decision),
            (view, {**decision, "prompt": {**decision["prompt"], "copy_of": decision["prompt"]["card"]}})):
        with pytest.raises(NotDeterminizable):
            Determinizer(wrong_view, wrong_decision, pay)


def test_a_target_after_no_pay_question_takes_the_one_way_the_whole_hand_pays() -> None:
    """When the hand holds exactly the recipe's count of Finds no "pay" question is asked, so
    the sample finds the payment itself, as the engine took it: the very frames of the game."""
    from engine.elixir.ids import spells
    from tests.elixir.helpers import answer, at_first_turn, cards_where, reissue, set_hand, set_spells

    st = at_first_turn(4, 8)
    seat = st.current
    spell = next(c for c in spells() if card_def(c).target.chosen and card_def(c).level == 2)
    hand: list[int] = []
    for ingredient in card_def(spell).recipe:
        hand.append(next(c for c in cards_where(lambda d, i=ingredient: d.ingredient is i) if c not in hand))
    set_spells(st, seat, [spell, next(c for c in spells() if card_def(c).level == 4)])
    set_hand(st, seat, hand)
    reissue(st)
    answer(st, seat, {"act": "cast", "spell": spell})
    decision = pending(st)[0].to_plain()
    assert decision["kind"] == "target"
    sample = determinize(ELIXIR.view(st, seat), Rng(1), decision)
    assert frames(sample, hide_lot=False) == frames(st, hide_lot=False)


def test_a_search_weighs_its_bids_and_targets_when_its_settings_name_them() -> None:
    """An MCTS bot whose `search_kinds` name bids, targets and forfeits searches them (its own payment
    carried from its "pay" answer to the target asked after it); a bot whose settings do not
    answers them by the heuristics, without a rollout."""
    import dataclasses

    from engine.bots.mcts import HARD_SETTINGS, Budget, MctsBot

    def searched(kinds: tuple[str, ...]) -> dict[str, int]:
        settings = dataclasses.replace(HARD_SETTINGS, search_kinds=kinds)
        counts = {"bid": 0, "target": 0, "forfeit": 0}
        for game in range(3):
            st = ELIXIR.new_state({"players": 4}, 500 + game)
            bots = [MctsBot(game, Budget(iterations=24), settings=settings)] + \
                [make_bot("greedy", game * 10 + s) for s in range(1, 4)]
            while not st.over:
                d = pending(st)[0]
                choice = bots[d.seat].choose(ELIXIR.view(st, d.seat), d.to_plain())
                if d.seat == 0 and d.kind in counts and bots[0].last_iterations:
                    counts[d.kind] += 1
                assert apply(st, Answer(d.id, d.seat, choice)).accepted
        return counts

    found = searched(("turn", "bid", "target", "forfeit"))
    assert found["bid"] >= 2 and found["target"] >= 2 and found["forfeit"] >= 1, found
    assert searched(("turn",)) == {"bid": 0, "target": 0, "forfeit": 0}


FORFEITS = positions(40, 23, lambda _, decision: decision.kind == "forfeit")


def plays(st: ElixirState) -> list[tuple[Any, ...]]:
    """The plays in flight, every field."""
    return [(p.uid, p.seat, p.card, p.target, p.countered, sorted(p.protected), p.answers, p.resolved, p.data)
            for p in st.plays]


def test_a_forfeit_is_sampled_with_the_spell_in_flight_the_real_game_has() -> None:
    """The forfeit of a spell cast from its caster's turn is sampled with the real game's frames
    and play in flight, the view it was drawn from and the same question; both answers are taken
    and the sample plays on to the caster's next turn decision, as the real game does."""
    checked = 0
    for index, (st, seat, decision) in enumerate(FORFEITS):
        view = ELIXIR.view(st, seat)
        try:
            sampler = Determinizer(view, decision)
        except NotDeterminizable:
            assert len(view["plays"]) > 1 or view["plays"][0]["answers"] is not None
            continue
        rng = Rng(index)
        for sample in [determinize(view, Rng(index), decision), *[sampler.sample(rng) for _ in range(3)]]:
            check_every_card_once(sample)
            assert frames(sample, hide_lot=False) == frames(st, hide_lot=False)
            assert plays(sample) == plays(st)
            assert json.dumps(ELIXIR.view(sample, seat), sort_keys=True) == json.dumps(view, sort_keys=True)
            assert pending(sample)[0].to_plain() == decision
        for choice in decision["options"]:
            sample = sampler.sample(rng)
            assert apply(sample, Answer(decision["id"], seat, choice)).accepted
            bots = {s: make_bot("greedy", s) for s in range(sample.n)}
            while sample.plays and not sample.over:
                d = pending(sample)[0]
                assert apply(sample, Answer(d.id, d.seat, bots[d.seat].choose(ELIXIR.view(sample, d.seat),
                                                                              d.to_plain()))).accepted
            after = None if sample.over else pending(sample)[0]
            assert after is None or (after.kind, after.seat) == ("turn", decision["prompt"]["caster"])
        checked += 1
    assert checked >= 20
