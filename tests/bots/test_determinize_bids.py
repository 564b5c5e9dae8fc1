"""Samples of a seat's view at its bid in an auction: the auction rebuilt as the real game has it.

A bid is the third decision a search can sample (`engine.elixir.determinize`): the frames below
it (the offers of the sellers still to come, the transaction's end, the opener's turn) are
rebuilt from the view's transaction, and a lot laid face down is dealt like any hidden card.
"""

from __future__ import annotations

import json

from engine.bots.base import make_bot
from engine.core.decisions import Answer
from engine.core.machine import Await, MachineState, Step, apply, pending
from engine.core.rng import Rng
from engine.elixir.determinize import Determinizer, determinize
from engine.elixir.game import ELIXIR
from tests.bots.positions import positions
from tests.elixir.helpers import check_every_card_once


def frames(st: MachineState, *, hide_lot: bool) -> list[tuple[str, str, str]]:
    """The frame stack as (kind, function, data) text; the lot's cards left out when hidden."""
    out = []
    for frame in st.stack:
        fn = frame.fn if isinstance(frame, Step) else frame.resume
        data = {k: v for k, v in frame.data.items() if not (hide_lot and k == "lot")}
        out.append((type(frame).__name__, fn.__qualname__, json.dumps(data, sort_keys=True)))
    return out


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
