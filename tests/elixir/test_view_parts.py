"""Views share the parts that did not change between answers (`engine.elixir.view`): those
shared parts must never change after being handed out, and every view must still be what a
view built from scratch is (the same plain data, the same types)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.decisions import Answer
from engine.core.machine import apply, pending
from engine.core.replay import state_hash
from engine.core.rng import Rng
from engine.elixir.game import ELIXIR
from net.patch import copy_plain

CHECK_EVERY = 250
"""Answers between two checks of every view held so far (a change made after a view was handed
out stays until the check: nothing in the engine changes a part back to what it was)."""


def _strict(a: Any, b: Any) -> bool:
    """Equal plain data with equal types (True is not 1), keys in the same order."""
    if type(a) is not type(b):
        return False
    if type(a) is dict:
        return list(a) == list(b) and all(_strict(a[k], b[k]) for k in a)
    if type(a) is list:
        return len(a) == len(b) and all(_strict(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def _answer(st: Any, rng: Rng) -> None:
    d = rng.choice(pending(st))
    if d.pick is not None:
        choice: Any = sorted(rng.sample(d.pick.among, rng.choice(d.pick.sizes)))
    else:
        choice = rng.choice(d.options)
    apply(st, Answer(d.id, d.seat, choice))  # a refused pick leaves the state as it was


@pytest.mark.parametrize("players", [3, 4, 6])
def test_views_handed_out_never_change_and_equal_fresh_views(players: int) -> None:
    """Every view handed out during whole games (held while more answers are applied) keeps
    the content it had, deep-copied when it was handed out; and each equals the view of a
    copy of the state, whose views are built from scratch (a copy has no parts of its own)."""
    rng = Rng(players)
    seats: list[int | None] = [*range(players), None]
    shared = 0
    for game in range(3):
        st = ELIXIR.new_state({"players": players}, 7000 + 10 * players + game)
        held: list[tuple[dict[int | None, dict[str, Any]], dict[int | None, dict[str, Any]]]] = []
        previous: dict[int | None, dict[str, Any]] | None = None
        while True:
            views = ELIXIR.views(st, seats)
            fresh = ELIXIR.views(ELIXIR.clone(st), seats)
            for seat in seats:
                assert _strict(views[seat], fresh[seat])
                assert _strict(views[seat], ELIXIR.view(st, seat))
            if previous is not None:
                shared += sum(views[0][k] is previous[0][k] for k in views[0] if type(views[0][k]) in (dict, list))
            previous = views
            held.append((views, copy_plain(views)))
            if st.over or len(held) % CHECK_EVERY == 0:  # every view held so far, not every answer:
                for handed, copied in held:  # checking all of them after each answer is quadratic
                    assert _strict(handed, copied), "a view handed out was changed afterwards"
            if st.over:
                break
            _answer(st, rng)
    assert shared > 0  # the parts that did not change are handed out again, the same objects


def test_parts_are_a_memo_of_the_state_never_hashed_nor_copied() -> None:
    """The parts live in the state's `view_parts` memo: building views changes neither its
    fingerprint nor its hash, and a copy starts without them (and builds its own, equal views)."""
    st = ELIXIR.new_state({"players": 4}, 5)
    before = state_hash(ELIXIR, st)
    assert st.view_parts is None
    views = ELIXIR.views(st, [0, 1, None])
    assert st.view_parts is not None
    assert state_hash(ELIXIR, st) == before
    copy = ELIXIR.clone(st)
    assert copy.view_parts is None and state_hash(ELIXIR, copy) == before
    again = ELIXIR.views(copy, [0, 1, None])
    assert again == views and again[0]["hand"] is not views[0]["hand"]


class _Watchful:
    """A bot that checks the bot it wraps leaves the view it is handed as it was: views share
    their unchanged parts from one answer to the next, so a bot that changed its view would
    change what the next seats are shown."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.name = bot.name

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        before = copy_plain(view)
        choice = self.bot.choose(view, decision)
        assert _strict(view, before), f"{self.name} changed the view it was handed"
        return choice


@pytest.mark.parametrize("spec", ["random", "greedy", "greedy:easy", "mcts:easy"])
def test_no_bot_changes_the_view_it_is_handed(spec: str) -> None:
    from engine.bots.base import make_bot
    from engine.runner import play_game

    for game in range(2):
        bots = [_Watchful(make_bot(spec, 40 + 4 * game + seat)) for seat in range(4)]
        played = play_game(ELIXIR, {"players": 4}, 900 + game, bots)
        assert played.state.over
