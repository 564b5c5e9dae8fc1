"""Elixir Quest's bots and determinization: legal, fair (from the seat's view only), sensible."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.bots.base import make_bot
from engine.core.decisions import Answer
from engine.core.machine import apply, pending
from engine.core.rng import Rng
from engine.quest.bots.greedy import QuestGreedyBot, greedy_answer
from engine.quest.bots.search import QuestSearchBot
from engine.quest.bots.values import game_value
from engine.quest.cards import Rarity, character, rarity
from engine.quest.determinize import NotDeterminizable, determinize
from engine.quest.game import QUEST
from engine.quest.state import QuestState
from engine.runner import play_game
from tests.quest.helpers import place, started


def positions(seed: int, options: dict[str, Any] | None = None) -> list[tuple[QuestState, int]]:
    """Every placement position of a greedy match: (state copy, seat asked)."""
    st = QUEST.new_state(options or {}, seed)
    assert isinstance(st, QuestState)
    bots = [make_bot("greedy", seed + s, game="quest") for s in range(2)]
    out = []
    while not st.over:
        for d in pending(st):
            if d.kind == "place":
                out.append((QUEST.clone(st), d.seat))
        d = pending(st)[0]
        apply(st, Answer(d.id, d.seat, bots[d.seat].choose(QUEST.view(st, d.seat), d.to_plain())))
    return out


def test_the_bots_are_built_by_name() -> None:
    assert isinstance(make_bot("greedy", 1, game="quest"), QuestGreedyBot)
    assert isinstance(make_bot("mcts:hard", 1, game="quest"), QuestSearchBot)
    with pytest.raises(ValueError):
        make_bot("nonsense", 1, game="quest")


@pytest.mark.parametrize("seed", range(4))
def test_a_determinized_state_shows_the_seat_exactly_its_own_view(seed: int) -> None:
    for st, seat in positions(seed):
        view = QUEST.view(st, seat)
        sampled = determinize(view, Rng(seed))
        assert json.dumps(QUEST.view(sampled, seat), sort_keys=True) == json.dumps(view, sort_keys=True)


def test_determinization_deals_the_rivals_hand_within_the_rarity_limit() -> None:
    for st, seat in positions(7):
        sampled = determinize(QUEST.view(st, seat), Rng(3))
        rival = 1 - seat
        owned = sampled.hand[rival] + sampled.used[rival] + sampled.taken[seat]
        kinds = [sampled.kinds[c] for c in owned]
        assert sum(rarity(k) is Rarity.RARE and k < 100 for k in kinds) <= 2
        assert sum(rarity(k) is Rarity.RARE and k > 100 for k in kinds) <= 2


def test_determinization_refuses_a_view_without_an_open_placement() -> None:
    st = QUEST.new_state({}, 1)
    with pytest.raises(NotDeterminizable):
        determinize(QUEST.view(st, 0), Rng(1))
    with pytest.raises(NotDeterminizable):
        determinize(QUEST.view(st, None), Rng(1))


def test_the_greedy_deck_keeps_the_rarity_limits_and_takes_the_best_cards() -> None:
    st = QUEST.new_state({"potions": 3}, 5)
    for d in pending(st):
        deck = greedy_answer(QUEST.view(st, d.seat), d.to_plain())
        assert apply(QUEST.clone(st), Answer(d.id, d.seat, deck)).accepted
        kinds = [st.kinds[c] for c in deck]
        assert sum(rarity(k) is Rarity.RARE for k in kinds if k < 100) <= 2


def test_greedy_uses_a_rivals_revealed_hand() -> None:
    st = started([[1, 10, 19, 22, 28], [2, 11, 12, 13, 29]], mode="beginner")
    view = QUEST.view(st, 0)
    view["rival_hand"] = [{"kind": 19}]   # only Candle Seer (130/125/135) is left to the rival
    decision = next(d for d in pending(st) if d.seat == 0).to_plain()
    choice = greedy_answer(view, decision)
    chosen = character(st.kinds[choice["character"]])
    assert game_value(chosen, character(19), None, False) == 1.0   # it sends a character that beats it
    assert any(game_value(character(k), character(19), None, False) < 1.0 for k in (1, 10, 19, 22, 28))


def test_greedy_beats_random_in_most_matches() -> None:
    wins = 0.0
    for seed in range(40):
        bots = [make_bot("greedy", seed, game="quest"), make_bot("random", seed + 1, game="quest")]
        if seed % 2:
            bots.reverse()
        result = play_game(QUEST, {}, seed, bots).result
        greedy_seat = seed % 2
        if greedy_seat in result["winners"]:
            wins += 1 / len(result["winners"])
    assert wins / 40 >= 0.75


def test_the_search_answers_legally_and_the_same_way_from_the_same_seed() -> None:
    for st, seat in positions(3)[:4]:
        view = QUEST.view(st, seat)
        decision = next(d for d in pending(st) if d.seat == seat).to_plain()
        first = make_bot("mcts:20it", 9, game="quest").choose(view, decision)
        assert first in decision["options"]
        assert make_bot("mcts:20it", 9, game="quest").choose(view, decision) == first


def test_the_search_stops_at_its_time_budget() -> None:
    ticks = iter(range(0, 10**6, 50))
    bot = make_bot("mcts:hard", 1, game="quest", clock=lambda: next(ticks) / 1000)
    st, seat = positions(2)[0]
    decision = next(d for d in pending(st) if d.seat == seat).to_plain()
    bot.choose(QUEST.view(st, seat), decision)
    assert isinstance(bot, QuestSearchBot) and bot.last_iterations < 240


def test_a_bot_never_learns_the_rivals_placement_before_the_reveal() -> None:
    st = started([[1, 10, 19, 22, 28, 101], [2, 11, 12, 13, 29, 102]])
    before = json.dumps(QUEST.view(st, 1), sort_keys=True)
    place(st, 0, 19, 101)
    assert json.dumps(QUEST.view(st, 1), sort_keys=True) == before


def test_the_quest_engine_benchmark_reports_every_figure() -> None:
    from game.benchmarks.engine_sampled import measure

    figures = measure(games=3, seed=2, hard_positions=2, game="quest")
    for name in ("games_per_s", "answers_per_s", "copies_per_s", "view_sets_per_s", "determinizations_per_s",
                 "greedy_ms_p95", "hard_ms_p95"):
        assert figures[name] > 0, name
    assert figures["game"] == "quest" and figures["hard_positions"] == 2
