"""`elixir-arcade bench engine --game magicoa|quest`: how fast a game's rules and bots run, for the
games whose search bots sample the hidden cards (`engine.bots.sampled`): Magicoa and Elixir Quest.

Measures, on seeded games: random-policy full games and applied answers per second, state copies
and determinizations per second, views per second, and the decision times of the greedy bot and
of `mcts:hard` on the clock (its p95 must stay within its 1 s budget). Writes the game's
``engine-<game>`` section of docs/PERFORMANCE.md. Never imports pygame.
"""

from __future__ import annotations

import importlib
import time
from pathlib import Path
from typing import Any, TextIO

from game.benchmarks.engine import show
from game.perfdoc import PERFORMANCE_DOC

PLAYERS = {"magicoa": 4, "quest": 2}
"""Seats of the games measured."""
DETERMINIZE = {"magicoa": "engine.magicoa.determinize", "quest": "engine.quest.determinize"}
"""Where each game's `determinize` lives."""
TITLES = {"magicoa": "Magicoa", "quest": "Elixir Quest"}


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))] if ordered else 0.0


def measure(games: int = 200, seed: int = 1, hard_positions: int = 40, game: str = "magicoa") -> dict[str, Any]:
    """All the figures of `game`, as plain data."""
    from engine.bots.base import make_bot
    from engine.bots.legal import random_answer
    from engine.core.decisions import Answer
    from engine.core.machine import apply, pending
    from engine.core.rng import Rng
    from engine.games import get_game
    from engine.runner import derive_seed

    rules = get_game(game)
    determinize = importlib.import_module(DETERMINIZE[game]).determinize
    players = PLAYERS[game]
    options = {"players": players}
    rng = Rng(seed)
    answers = 0
    t0 = time.perf_counter()
    for index in range(games):
        st = rules.new_state(options, derive_seed(seed, index))
        while not st.over:
            d = pending(st)[0]
            apply(st, Answer(d.id, d.seat, random_answer(rng, d.to_plain())))
            answers += 1
    engine_s = time.perf_counter() - t0
    # positions from greedy games (outside the timings): states, and each seat's own decisions
    states: list[Any] = []
    asked: list[tuple[dict[str, Any], dict[str, Any]]] = []
    for index in range(8):
        gseed = derive_seed(seed + 1, index)
        st = rules.new_state(options, gseed)
        bots = [make_bot("greedy", gseed + s, game=game) for s in range(players)]
        while not st.over:
            d = pending(st)[0]
            view, plain = rules.view(st, d.seat), d.to_plain()
            states.append(rules.clone(st))
            if len(plain.get("options", ())) > 1:
                asked.append((view, plain))
            apply(st, Answer(d.id, d.seat, bots[d.seat].choose(view, plain)))
    t0 = time.perf_counter()
    for st in states:
        rules.clone(st)
    copy_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    for st in states:
        rules.views(st, [*range(players), None])
    views_s = time.perf_counter() - t0
    drng = Rng(seed)
    t0 = time.perf_counter()
    for view, plain in asked:
        determinize(view, drng, plain)
    det_s = time.perf_counter() - t0
    greedy = make_bot("greedy", seed, game=game)
    greedy_times = []
    for view, plain in asked:
        t = time.perf_counter()
        greedy.choose(view, plain)
        greedy_times.append(time.perf_counter() - t)
    hard = make_bot("mcts:hard", seed, clock=time.perf_counter, game=game)
    step = max(1, len(asked) // hard_positions)
    hard_times = []
    for view, plain in asked[::step][:hard_positions]:
        t = time.perf_counter()
        hard.choose(view, plain)
        hard_times.append(time.perf_counter() - t)
    return {
        "game": game, "players": players, "games": games,
        "games_per_s": games / engine_s, "answers_per_s": answers / engine_s,
        "copies_per_s": len(states) / copy_s, "view_sets_per_s": len(states) / views_s,
        "determinizations_per_s": len(asked) / det_s,
        "greedy_ms_p95": _p95(greedy_times) * 1000, "hard_ms_mean": sum(hard_times) / len(hard_times) * 1000,
        "hard_ms_p95": _p95(hard_times) * 1000, "hard_positions": len(hard_times), "hard_budget_ms": 1000.0,
    }


def _lines(f: dict[str, Any]) -> list[str]:
    return [
        f"{TITLES[f['game']]}, {f['players']} players, {f['games']} random games: {f['games_per_s']:.1f} games/s, "
        f"{f['answers_per_s']:.0f} answers/s",
        f"state copies {f['copies_per_s']:.0f}/s, views (every seat and a spectator) {f['view_sets_per_s']:.0f}/s, "
        f"determinizations {f['determinizations_per_s']:.0f}/s",
        f"greedy decision p95 {f['greedy_ms_p95']:.2f} ms; mcts:hard on the clock over {f['hard_positions']} "
        f"positions: mean {f['hard_ms_mean']:.0f} ms, p95 {f['hard_ms_p95']:.0f} ms "
        f"(budget {f['hard_budget_ms']:.0f} ms)",
    ]


def run_sampled_engine_bench(json_output: TextIO | None, *, game: str, seed: int = 1, write: bool = True,
                             doc: Path = PERFORMANCE_DOC) -> int:
    """Run the benchmark of `game`, print it (JSON to `json_output` when given), write docs/PERFORMANCE.md."""
    figures = measure(seed=seed, game=game)
    show(figures, json_output, _lines(figures))
    if write:
        from game.perfdoc import write_section

        body = (f"Command: `elixir-arcade bench engine --game {game}` (seed {seed}).\n\n"
                + "\n".join(f"- {line}" for line in _lines(figures)) + "\n")
        write_section(doc, f"engine-{game}", f"Engine and bots: {TITLES[game]}", body)
    return 0
