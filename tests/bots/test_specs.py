"""Bot specs, levels and budgets; the injected clock; the difficulty table."""

from __future__ import annotations

import pytest

from engine.bots.base import BOT_NAMES, DIFFICULTIES, BotSpec, make_bot, parse_bot_spec, parse_budget
from engine.bots.greedy import GreedyBot
from engine.bots.mcts import Budget, MctsBot
from engine.bots.random_bot import RandomBot
from engine.core.machine import pending
from engine.elixir.game import ELIXIR
from tests.bots.test_hidden_information import positions


def test_bot_names_and_levels_parse() -> None:
    assert set(BOT_NAMES) == {"random", "greedy", "mcts"}
    assert parse_bot_spec("greedy") == BotSpec("greedy")
    assert parse_bot_spec("mcts:hard") == BotSpec("mcts", "hard")
    assert str(parse_bot_spec("mcts:200ms")) == "mcts:200ms"
    assert parse_bot_spec("hard") == DIFFICULTIES["hard"]
    assert parse_budget("200ms") == Budget(seconds=0.2)
    assert parse_budget("1.5s") == Budget(seconds=1.5)
    assert parse_budget("500it") == Budget(iterations=500)


@pytest.mark.parametrize("text, message", [
    ("mcts:bad", "bad mcts level 'bad'"),
    ("mcts:0ms", "must be positive"),
    ("mcts:1.5it", "whole number"),
    ("greedy:hard", "bad greedy level"),
    ("random:easy", "takes no level"),
    ("alphazero", "unknown bot 'alphazero'"),
])
def test_bad_specs_are_refused_with_a_clear_reason(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        parse_bot_spec(text)


def test_make_bot_builds_each_kind() -> None:
    assert isinstance(make_bot("random", 1), RandomBot)
    assert isinstance(make_bot("greedy:easy", 1), GreedyBot)
    bot = make_bot("mcts:300ms", 1)
    assert isinstance(bot, MctsBot) and bot.budget == Budget(seconds=0.3)
    for level in DIFFICULTIES:
        assert make_bot(level, 1).name == str(DIFFICULTIES[level])


def test_time_budget_stops_on_the_injected_clock() -> None:
    """A fake clock that moves 10 ms per reading: a 100 ms budget stops after a few rollouts."""
    now = [0.0]

    def clock() -> float:
        now[0] += 0.01
        return now[0]

    st, seat, decision = next(p for p in positions(300, seed=8)
                              if p[2]["kind"] == "turn" and len(p[2]["options"]) > 2 and len(pending(p[0])) == 1)
    view = ELIXIR.view(st, seat)
    timed = MctsBot(1, Budget(seconds=0.1), clock=clock)
    assert timed.choose(view, decision) in decision["options"]
    assert 0 < timed.last_iterations <= 10 * len(decision["options"])
    untimed = MctsBot(1, Budget(iterations=12))
    untimed.choose(view, decision)
    assert untimed.last_iterations <= 12


def test_elixir_normal_plays_30_rollouts_and_the_other_games_keep_the_shared_levels() -> None:
    """mcts:normal's budget in Elixir is its own (`ELIXIR_BUDGETS`, the ladder of issue 18);
    Magicoa's and Elixir Quest's normal bots keep `MCTS_LEVELS`, as measured for them."""
    from engine.bots.base import MCTS_LEVELS

    assert make_bot("mcts:normal", 1).budget == Budget(iterations=30, seconds=0.3)
    assert make_bot("normal", 1).budget == Budget(iterations=30, seconds=0.3)
    assert make_bot("mcts:hard", 1).budget == MCTS_LEVELS["hard"]
    for game in ("magicoa", "quest"):
        bot = make_bot("mcts:normal", 1, game=game)
        assert getattr(bot, "budget", None) == MCTS_LEVELS["normal"] == Budget(iterations=60, seconds=0.3)
