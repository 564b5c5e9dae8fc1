"""Strength: greedy beats random clearly; the search finds what its heuristic default misses.

Small seeded tournaments (fast, deterministic). The thresholds sit well below the measured
rates (greedy wins about 95% against three random bots) so the test is not flaky, yet it
fails if the greedy heuristics break.
"""

from __future__ import annotations

from engine.bots.base import Bot, make_bot
from engine.bots.mcts import Budget, MctsBot
from engine.bots.weights import Weights
from engine.core.decisions import Answer
from engine.core.machine import apply, pending
from engine.elixir.catalog import card_def
from engine.elixir.game import ELIXIR
from engine.elixir.state import ElixirState
from engine.runner import derive_seed, play_game
from tests.elixir.helpers import at_first_turn, cards_where, reissue, set_hand, set_spells


def win_rate(spec: str, against: str, games: int, seed: int) -> float:
    """Share of games `spec` wins against three `against` bots, seats rotated."""
    wins = 0
    for index in range(games):
        gseed = derive_seed(seed, index)
        seat = index % 4
        bots: list[Bot] = [make_bot(against, gseed + s) for s in range(4)]
        bots[seat] = make_bot(spec, gseed + 99)
        played = play_game(ELIXIR, {"players": 4}, gseed, bots)
        wins += played.result["winners"] == [seat]
    return wins / games


def test_greedy_beats_three_random_bots_clearly() -> None:
    assert win_rate("greedy", "random", 60, seed=1) >= 0.6


def test_greedy_easy_is_weaker_than_greedy_but_beats_random() -> None:
    assert win_rate("greedy:easy", "random", 60, seed=2) >= 0.4


def _winning_position() -> tuple[ElixirState, int]:
    """Seat to move holds one spell and exactly its ingredients; other seats hold several spells."""
    st = at_first_turn(4, seed=3)
    seat = pending(st)[0].seat
    spell = next(c for c in cards_where(lambda d: d.level == 2 and d.forfeit is None and d.kind.value == "spell"))
    recipe = list(card_def(spell).recipe)
    hand: list[int] = []
    for ing in recipe:
        hand.append(next(c for c in cards_where(lambda d, ing=ing: d.ingredient == ing) if c not in hand))
    set_spells(st, seat, [spell])
    set_hand(st, seat, hand)
    reissue(st)
    return st, seat


def test_search_finds_the_winning_cast_its_default_would_skip() -> None:
    """With weights that make the heuristic default end the turn, the search still casts and wins."""
    st, seat = _winning_position()
    decision = pending(st)[0]
    assert any(o["act"] == "cast" for o in decision.options)
    reluctant = Weights(cast=-1000.0)
    bot = MctsBot(1, Budget(iterations=24), weights=reluctant)
    choice = bot.choose(ELIXIR.view(st, seat), decision.to_plain())
    assert choice["act"] == "cast"
    assert apply(st, Answer(decision.id, seat, choice)).accepted


def test_hard_searches_its_draft_and_normal_does_not() -> None:
    """mcts:hard judges a draft pick by search (the refitted win model, a quarter of its budget),
    mcts:normal by the heuristics."""
    st = ELIXIR.new_state(ELIXIR.normalize_options({"players": 4}), 5)
    decision = pending(st)[0]
    assert decision.kind == "draft" and len(decision.options) > 1
    view = ELIXIR.view(st, decision.seat)
    hard = make_bot("mcts:hard", 7)
    normal = make_bot("mcts:normal", 7)
    assert isinstance(hard, MctsBot) and isinstance(normal, MctsBot)
    pick = hard.choose(view, decision.to_plain())
    assert pick in decision.options and 0 < hard.last_iterations <= 60  # a quarter of its 240
    assert normal.choose(view, decision.to_plain()) in decision.options and normal.last_iterations == 0
    assert apply(st, Answer(decision.id, decision.seat, pick)).accepted
