"""The search's horizon evaluation (`engine.bots.mcts.seat_features`) and its fitting tool (tools.win_model)."""

from __future__ import annotations

import math
from typing import Any

import pytest

from engine.bots.greedy import GreedyBot
from engine.bots.mcts import BASE_WIN_MODEL, WIN_FEATURES, SearchSettings, seat_features, seat_score
from engine.core.machine import pending
from engine.core.rng import Rng
from engine.elixir.game import ELIXIR
from engine.elixir.state import ElixirState
from engine.runner import play_game
from tools.win_model import collect, fit, log_loss


def _midgame() -> ElixirState:
    """A 4-player game after its draft, a few turns in (greedy play, seed 3)."""
    state = ELIXIR.new_state(ELIXIR.normalize_options({"players": 4}), 3)
    assert isinstance(state, ElixirState)
    bots = [GreedyBot(seat) for seat in range(4)]
    from engine.core.decisions import Answer
    from engine.core.machine import apply

    while state.turn_number < 6 and not state.over:
        decision = pending(state)[0]
        choice = bots[decision.seat].choose(ELIXIR.view(state, decision.seat), decision.to_plain())
        assert apply(state, Answer(decision.id, decision.seat, choice)).accepted
    return state


def test_the_base_features_are_the_first_of_the_extended_ones() -> None:
    state = _midgame()
    for seat in range(4):
        full = seat_features(state, seat)
        assert len(full) == len(WIN_FEATURES)
        assert seat_features(state, seat, count=len(BASE_WIN_MODEL)) == full[:len(BASE_WIN_MODEL)]


def test_the_features_read_the_seat_hand_and_spells() -> None:
    state = _midgame()
    seat = 1
    names = dict(zip(WIN_FEATURES, seat_features(state, seat), strict=True))
    assert names["spells"] == len(state.spell_hands[seat])
    assert names["finds"] == min(len(state.hands[seat]), SearchSettings().find_cap)
    assert names["last_spell"] == (len(state.spell_hands[seat]) == 1)
    assert 0 <= names["castable"] <= names["spells"]
    order = ((seat - state.current) * state.direction) % state.n
    assert [names["order1"], names["order2"], names["order3"]] == [float(order == k) for k in (1, 2, 3)]


def test_the_score_is_the_weighted_sum_of_the_features() -> None:
    state = _midgame()
    settings = SearchSettings()
    for seat in range(4):
        features = seat_features(state, seat, settings.find_cap, len(settings.win_model))
        assert seat_score(state, seat, settings) == pytest.approx(
            sum(w * x for w, x in zip(settings.win_model, features, strict=True)))


def test_the_fit_recovers_known_weights() -> None:
    """Winners drawn from a known conditional logit: Newton's method finds its weights again."""
    rng = Rng(11)
    truth = [1.0, -0.5]
    data = []
    for _ in range(3000):
        row = [[rng.below(1000) / 250 for _ in truth] for _ in range(4)]
        scores = [math.exp(sum(w * x for w, x in zip(truth, seat, strict=True))) for seat in row]
        draw = rng.below(1_000_000) / 1_000_000 * sum(scores)
        winner = 0
        while draw > scores[winner]:
            draw -= scores[winner]
            winner += 1
        data.append((row, min(winner, 3)))
    fitted = fit(data, 2)
    assert fitted == pytest.approx(truth, abs=0.15)
    assert log_loss(data, fitted) < log_loss(data, [0.0, 0.0]) < log_loss(data, [-1.0, 0.5])


def test_collected_turn_starts_are_reproducible_and_name_the_winner() -> None:
    a = collect(2, 5, ["greedy"], len(BASE_WIN_MODEL))
    b = collect(2, 5, ["greedy"], len(BASE_WIN_MODEL))
    assert a == b and a
    games = {index for index, _, _ in a}
    assert games == {0, 1}
    for _index, row, winner in a:
        assert len(row) == 4 and all(len(seat) == len(BASE_WIN_MODEL) for seat in row)
        assert 0 <= winner < 4


def test_the_collected_winner_is_the_game_winner() -> None:
    from engine.bots.base import make_bot
    from engine.runner import derive_seed

    data = collect(1, 9, ["greedy"], len(BASE_WIN_MODEL))
    game_seed = derive_seed(9, 0)
    bots = [make_bot("greedy", derive_seed(game_seed, seat + 1)) for seat in range(4)]
    played = play_game(ELIXIR, {"players": 4}, game_seed, bots)
    assert {winner for _, _, winner in data} == set(played.result["winners"])


def test_castable_counts_each_spell_paid_from_the_whole_hand() -> None:
    """A level-1 and a level-2 spell that need the same ingredient, one copy of it in hand and
    the level-2 spell's other ingredient: each is castable on its own, one ingredient is missing
    to cast both."""
    from engine.elixir.catalog import card_def
    from tests.elixir.helpers import at_first_turn, cards_where, set_hand, set_spells

    st = at_first_turn(4, seed=3)
    spells = list(cards_where(lambda d: d.kind.value == "spell"))
    one, two = next((a, b) for a in spells if card_def(a).level == 1 for b in spells
                    if card_def(b).level == 2 and card_def(a).recipe[0] in card_def(b).recipe
                    and len(set(card_def(b).recipe)) == 2)
    shared = card_def(one).recipe[0]
    other = next(i for i in card_def(two).recipe if i != shared)
    set_spells(st, 0, [one, two])
    set_hand(st, 0, [next(iter(cards_where(lambda d, i=i: d.ingredient == i))) for i in (shared, other)])
    names = dict(zip(WIN_FEATURES, seat_features(st, 0), strict=True))
    assert names["castable"] == 2 and names["missing"] == 1


def test_turn_starts_read_from_saved_games_are_those_of_the_games_played(tmp_path: Any) -> None:
    """`--replays` fits on games a search played: the rows read back from saved replays are the
    very rows `collect` records while playing them; a file the engine refuses is skipped."""
    from engine.bots.base import make_bot
    from engine.core.replay import save
    from engine.runner import derive_seed
    from tools.win_model import collect_replays

    count = len(BASE_WIN_MODEL)
    played = collect(2, 5, ["greedy"], count)
    for index in range(2):
        game_seed = derive_seed(5, index)
        bots = [make_bot("greedy", derive_seed(game_seed, seat + 1)) for seat in range(4)]
        save(tmp_path / f"elixir-5-{index:05d}.json", play_game(ELIXIR, {"players": 4}, game_seed, bots).replay)
    (tmp_path / "zz-broken.json").write_text("{not json")
    assert collect_replays([str(tmp_path)], count) == played
    assert collect_replays([str(tmp_path)], count, limit=1) == [row for row in played if row[0] == 0]
