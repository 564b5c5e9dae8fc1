"""Samples a searching bot draws at its turn, redrawn while a rival could cast (`plausible_tries`).

A player who can cast a spell usually does (greedy bots always do), so a sample in which a
rival who has had a turn holds a spell its hand pays is an unlikely world to search;
`SearchSettings.plausible_tries` redraws such samples. With it at 0 (mcts:easy, explicit budgets) a sample
is drawn exactly as before.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.bots.base import make_bot
from engine.bots.mcts import HARD_SETTINGS, Budget, MctsBot, rivals_who_could_cast
from engine.core.decisions import Answer
from engine.core.machine import apply, pending
from engine.core.rng import Rng
from engine.elixir.determinize import Determinizer
from engine.elixir.game import ELIXIR
from engine.elixir.state import ElixirState
from engine.runner import derive_seed
from tests.elixir.helpers import at_first_turn, cards_where, set_hand, set_spells

Position = tuple[ElixirState, int, dict[str, Any]]


def turn_positions(count: int, seed: int, *, later_rounds: bool) -> list[Position]:
    """Seat 0's turn decisions with a choice, in games of four greedy bots: from the second
    round on when `later_rounds`, else in the first round only."""
    found: list[Position] = []
    game = 0
    while len(found) < count:
        gseed = derive_seed(seed, game)
        st = ELIXIR.new_state({"players": 4}, gseed)
        bots = [make_bot("greedy", gseed + s) for s in range(4)]
        while not st.over and len(found) < count:
            d = pending(st)[0]
            if d.seat == 0 and d.kind == "turn" and len(d.options) > 1 and (st.turn_number > st.n) == later_rounds:
                found.append((ELIXIR.clone(st), 0, d.to_plain()))  # type: ignore[arg-type]
            choice = bots[d.seat].choose(ELIXIR.view(st, d.seat), d.to_plain())
            assert apply(st, Answer(d.id, d.seat, choice)).accepted
        game += 1
    return found


def test_a_greedy_bot_never_ends_its_turn_while_it_could_cast() -> None:
    """The premise of the redraws: in 12 seeded games of four greedy bots, no turn is ended
    while a cast was among its options (a change to greedy that holds spells back breaks it)."""
    ends = 0
    for game in range(12):
        gseed = derive_seed(71, game)
        st = ELIXIR.new_state({"players": 4}, gseed)
        bots = [make_bot("greedy", gseed + s) for s in range(4)]
        while not st.over:
            d = pending(st)[0]
            choice = bots[d.seat].choose(ELIXIR.view(st, d.seat), d.to_plain())
            if d.kind == "turn" and choice == {"act": "end"}:
                ends += 1
                assert not any(isinstance(o, dict) and o.get("act") == "cast" for o in d.options)
            assert apply(st, Answer(d.id, d.seat, choice)).accepted
    assert ends > 200


def searcher(tries: int, seed: int = 5) -> MctsBot:
    """A hard-level search bot that redraws up to `tries` times."""
    return MctsBot(seed, Budget(iterations=20), settings=replace(HARD_SETTINGS, plausible_tries=tries))


def test_rivals_who_could_cast_counts_the_rivals_whose_hand_pays_one_of_their_spells() -> None:
    st = at_first_turn(4, seed=3)
    spell = cards_where(lambda d: d.level == 1 and len(d.recipe) > 0)[0]
    other = cards_where(lambda d: d.level == 2 and len(d.recipe) > 0)[0]
    pay: list[int] = []
    for ingredient in st.book[spell].recipe:
        pay.append(next(c for c in cards_where(lambda d, i=ingredient: d.ingredient is i) if c not in pay))
    for seat in range(4):
        set_spells(st, seat, [])
        set_hand(st, seat, [])
    set_spells(st, 0, [spell])
    set_hand(st, 0, pay)  # the seat asking is never counted
    assert rivals_who_could_cast(st, 0) == 0
    set_spells(st, 1, [other, spell])
    set_hand(st, 1, pay)  # a rival who pays one of its two spells
    set_spells(st, 2, [other])  # a rival with a spell and no Finds
    assert rivals_who_could_cast(st, 0) == 1
    set_hand(st, 1, pay[:-1])
    assert rivals_who_could_cast(st, 0) == 0


def test_redrawn_samples_give_rivals_castable_spells_far_less_often() -> None:
    """At 30 turn decisions of greedy games, 10 samples each: rivals able to cast in a uniform
    sample (about 3 in 10) become rare once samples are redrawn up to 8 times (under 1 in 10)."""
    counts = {}
    for tries in (0, 8):
        bot = searcher(tries)
        able = rivals = 0
        for st, seat, decision in turn_positions(30, 17, later_rounds=True):
            sampler = Determinizer(ELIXIR.view(st, seat), decision)
            for _ in range(10):
                able += rivals_who_could_cast(bot.draw_sample(sampler, seat, "turn"), seat)
                rivals += 3
        counts[tries] = able / rivals
    assert counts[0] > 0.15
    assert counts[8] < counts[0] / 3


def _fingerprints(bot: MctsBot, position: Position, kind: str, draws: int = 3) -> list[Any]:
    st, seat, decision = position
    sampler = Determinizer(ELIXIR.view(st, seat), decision)
    return [ELIXIR.fingerprint(bot.draw_sample(sampler, seat, kind)) for _ in range(draws)]


def _plain_draws(seed: int, position: Position, draws: int = 3) -> list[Any]:
    """The samples drawn as the search drew them before `plausible_tries`: one generator draw each."""
    st, seat, decision = position
    sampler = Determinizer(ELIXIR.view(st, seat), decision)
    rng = Rng(seed)
    return [ELIXIR.fingerprint(sampler.sample(Rng(rng.next64()))) for _ in range(draws)]


def test_without_redraws_a_sample_is_drawn_as_before() -> None:
    position = turn_positions(1, 23, later_rounds=True)[0]
    assert _fingerprints(searcher(0, seed=9), position, "turn") == _plain_draws(9, position)


def test_first_round_and_other_kinds_are_not_redrawn() -> None:
    """A rival who has not had a turn yet may hold anything, and only turn decisions redraw."""
    first_round = turn_positions(1, 29, later_rounds=False)[0]
    assert _fingerprints(searcher(8, seed=9), first_round, "turn") == _plain_draws(9, first_round)
    later = turn_positions(1, 31, later_rounds=True)[0]
    assert _fingerprints(searcher(8, seed=9), later, "draft") == _plain_draws(9, later)
