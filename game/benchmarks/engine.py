"""`elixir-arcade bench engine`: how fast the rules engine and the bots run.

Measures, on seeded games of Elixir with 4 players: random-policy full games per second and
applied answers per second (answers drawn straight from the pending decisions, no views),
the same games through the bot runner (a view built for every answer), state copies per
second (`ELIXIR.clone` of mid-game states), determinizations per second, MCTS simulations
(iterations) per second, and decisions per second of each bot. Writes the figures into the
``engine`` section of docs/PERFORMANCE.md. Never imports pygame.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any, TextIO

from game.perfdoc import PERFORMANCE_DOC

PLAYERS = 4


def run_engine_bench(json_output: TextIO | None, *, games: int = 60, seed: int = 1, write: bool = True,
                     doc: Path = PERFORMANCE_DOC) -> int:
    """Run the engine benchmark, print it (JSON to `json_output` when given, else text), write
    docs/PERFORMANCE.md; exit code 0."""
    figures = measure(games=games, seed=seed)
    show(figures, json_output, _lines(figures))
    if write:
        from game.perfdoc import write_section

        write_section(doc, "engine", "Engine and bots", _markdown(figures))
    return 0


def show(figures: dict[str, Any], json_output: TextIO | None, lines: list[str]) -> None:
    """Print a benchmark's figures: as JSON to `json_output` when given, else its text `lines`."""
    if json_output is not None:
        json_output.write(json.dumps(figures, indent=2, sort_keys=True) + "\n")
    else:
        for line in lines:
            print(line)


def measure(games: int = 60, seed: int = 1, hard_positions: int = 40) -> dict[str, Any]:
    """All the figures, as plain data."""
    from engine.bots.base import make_bot
    from engine.bots.mcts import Budget, MctsBot
    from engine.core.decisions import Answer
    from engine.core.machine import apply, pending
    from engine.core.rng import Rng
    from engine.elixir.determinize import determinize
    from engine.elixir.game import ELIXIR
    from engine.runner import derive_seed, play_game

    options = {"players": PLAYERS}
    # 1. random policy straight on the engine
    rng = Rng(seed)
    answers = 0
    mid_states: list[Any] = []
    turn_views: list[tuple[dict[str, Any], dict[str, Any]]] = []
    t0 = time.perf_counter()
    for index in range(games):
        st = ELIXIR.new_state(options, derive_seed(seed, index))
        while not st.over:
            d = pending(st)[0]
            if d.pick is not None:
                choice: Any = sorted(rng.sample(d.pick.among, rng.choice(d.pick.sizes)))
            else:
                choice = rng.choice(d.options)
            apply(st, Answer(d.id, d.seat, choice))
            answers += 1
    engine_s = time.perf_counter() - t0
    # collect positions with greedy play (outside the timings)
    for index in range(6):
        gseed = derive_seed(seed + 1, index)
        st = ELIXIR.new_state(options, gseed)
        bots = [make_bot("greedy", gseed + s) for s in range(PLAYERS)]
        step = 0
        while not st.over:
            d = pending(st)[0]
            view = ELIXIR.view(st, d.seat)
            if step % 10 == 0:
                mid_states.append(ELIXIR.clone(st))
            if d.kind == "turn" and len(d.options) > 1 and len(pending(st)) == 1 and len(turn_views) < 40:
                turn_views.append((view, d.to_plain()))
            apply(st, Answer(d.id, d.seat, bots[d.seat].choose(view, d.to_plain())))
            step += 1
    # 2. through the bot runner, with views
    t0 = time.perf_counter()
    runner_decisions = 0
    runner_games = max(1, games // 2)
    for index in range(runner_games):
        gseed = derive_seed(seed, index)
        played = play_game(ELIXIR, options, gseed, [make_bot("random", gseed + s) for s in range(PLAYERS)])
        runner_decisions += played.decisions
    runner_s = time.perf_counter() - t0
    # 3. state copies
    copies = 0
    t0 = time.perf_counter()
    while copies < 2000:
        for st in mid_states:
            ELIXIR.clone(st)
            copies += 1
    copy_s = time.perf_counter() - t0
    # 4. determinizations and MCTS simulations
    drng = Rng(seed)
    t0 = time.perf_counter()
    dets = 0
    for _ in range(10):
        for view, decision in turn_views:
            determinize(view, drng, decision)  # as the search samples: given the decision
            dets += 1
    det_s = time.perf_counter() - t0
    bot = MctsBot(seed, Budget(iterations=40))
    iterations = 0
    t0 = time.perf_counter()
    for view, decision in turn_views:
        bot.search(view, decision)
        iterations += bot.last_iterations
    mcts_s = time.perf_counter() - t0
    # 5. the hard bot's turn searches, on the clock (the budget it must keep at p95)
    hard = make_bot("mcts:hard", seed, clock=time.perf_counter)
    search_times: list[float] = []
    for view, decision in turn_views[:hard_positions]:
        t = time.perf_counter()
        hard.choose(view, decision)
        search_times.append(time.perf_counter() - t)
    search_times.sort()
    hard_search = {
        "searches": len(search_times),
        "mean_ms": round(1000 * sum(search_times) / max(1, len(search_times)), 1),
        "p95_ms": round(1000 * search_times[int(0.95 * (len(search_times) - 1))], 1) if search_times else 0.0,
        "max_ms": round(1000 * search_times[-1], 1) if search_times else 0.0,
    }
    # 6. decisions per second of each bot (4 bots of a kind, a few games, clock given)
    per_bot: dict[str, dict[str, float]] = {}
    for spec, count in (("random", 20), ("greedy", 20), ("greedy:easy", 20), ("mcts:easy", 2), ("mcts:normal", 1)):
        samples: list[float] = []

        def timed(seat: int, ask: Any, samples: list[float] = samples) -> Any:
            t = time.perf_counter()
            out = ask()
            samples.append(time.perf_counter() - t)
            return out

        for index in range(count):
            gseed = derive_seed(seed + 2, index)
            bots = [make_bot(spec, gseed + s, clock=time.perf_counter) for s in range(PLAYERS)]
            play_game(ELIXIR, options, gseed, bots, on_decision=timed)
        samples.sort()
        per_bot[spec] = {
            "decisions": len(samples),
            "decisions_per_second": round(len(samples) / sum(samples), 1),
            "mean_ms": round(1000 * sum(samples) / len(samples), 3),
            "p95_ms": round(1000 * samples[int(0.95 * (len(samples) - 1))], 3),
            "max_ms": round(1000 * samples[-1], 3),
        }
    return {
        "players": PLAYERS,
        "seed": seed,
        "random_games": games,
        "random_games_per_second": round(games / engine_s, 2),
        "answers_per_second": round(answers / engine_s, 1),
        "mean_answers_per_game": round(answers / games, 1),
        "runner_games_per_second": round(runner_games / runner_s, 2),
        "runner_decisions_per_second": round(runner_decisions / runner_s, 1),
        "state_copies_per_second": round(copies / copy_s, 1),
        "determinizations_per_second": round(dets / det_s, 1),
        "mcts_simulations_per_second": round(iterations / mcts_s, 1),
        "bots": per_bot,
        "mcts_hard_turn_search": hard_search,
    }


def _lines(f: dict[str, Any]) -> list[str]:
    out = [
        f"random-policy games: {f['random_games_per_second']} games/s, {f['answers_per_second']} answers/s "
        f"({f['mean_answers_per_game']} answers a game, {f['players']} players)",
        f"through the bot runner with views: {f['runner_games_per_second']} games/s, "
        f"{f['runner_decisions_per_second']} decisions/s",
        f"state copies: {f['state_copies_per_second']}/s; determinizations: {f['determinizations_per_second']}/s",
        f"MCTS simulations: {f['mcts_simulations_per_second']}/s",
    ]
    h = f["mcts_hard_turn_search"]
    out.append(f"mcts:hard turn searches (1 s budget, clock): mean {h['mean_ms']} ms, p95 {h['p95_ms']} ms, "
               f"max {h['max_ms']} ms over {h['searches']}")
    for name, b in f["bots"].items():
        out.append(f"bot {name}: {b['decisions_per_second']} decisions/s, mean {b['mean_ms']} ms, "
                   f"p95 {b['p95_ms']} ms, max {b['max_ms']} ms")
    return out


def _markdown(f: dict[str, Any]) -> str:
    rows = [
        "Command: `elixir-arcade bench engine` (4 players, seed 1; "
        f"{f['random_games']} random-policy games).",
        "",
        "| figure | value |",
        "| --- | ---: |",
        f"| random-policy full games per second (engine only) | {f['random_games_per_second']} |",
        f"| applied answers per second (engine only) | {f['answers_per_second']} |",
        f"| random games per second through the bot runner (a view per answer) | {f['runner_games_per_second']} |",
        f"| state copies per second (`ELIXIR.clone`) | {f['state_copies_per_second']} |",
        f"| determinizations per second (state from a view) | {f['determinizations_per_second']} |",
        f"| MCTS simulations per second | {f['mcts_simulations_per_second']} |",
        f"| mcts:hard turn search (budget 1 s), mean / p95 / max ms over {f['mcts_hard_turn_search']['searches']} "
        f"positions | {f['mcts_hard_turn_search']['mean_ms']} / {f['mcts_hard_turn_search']['p95_ms']} / "
        f"{f['mcts_hard_turn_search']['max_ms']} |",
        "",
        "Bot decisions (each bot in all four seats; time includes building the view; MCTS searches only "
        "its turn decisions, the other decisions are greedy):",
        "",
        "| bot | decisions timed | decisions per second | mean ms | p95 ms | max ms |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    for name, b in f["bots"].items():
        rows.append(f"| {name} | {b['decisions']} | {b['decisions_per_second']} | {b['mean_ms']} | "
                    f"{b['p95_ms']} | {b['max_ms']} |")
    return "\n".join(rows)


CORE_FIGURES = [
    ("answers_per_second", "answers applied per second (engine only)"),
    ("views_per_second", "views built per second (every seat's and the spectator's after each answer of a game)"),
    ("cold_views_per_second", "views built per second of states seen for the first time (copies)"),
    ("clones_per_second", "state copies per second"),
    ("first_samples_per_second", "first sample of a view (determinization) per second"),
    ("further_samples_per_second", "further samples of the same view per second (what a search draws)"),
    ("mcts_simulations_per_second", "MCTS simulations per second"),
]
"""The core figures `bench engine --baseline` compares, with their labels."""


def run_engine_baseline(rev: str, json_output: TextIO | None, *, seed: int = 1, rounds: int = 2,
                        write: bool = True, doc: Path = PERFORMANCE_DOC) -> int:
    """`bench engine --baseline REV`: the core figures of today's engine beside those of the
    engine at `rev` (a git worktree), measured alternately in this run, and of the installed
    compiled engine when it is this checkout's (README, "The compiled engine"); prints them and
    writes the ``engine-baseline`` section of docs/PERFORMANCE.md. Exit code 0, or 1 when
    the revision cannot be measured."""
    from game.benchmarks.baseline import (
        COMPILED_NOTE,
        ROOT,
        BaselineError,
        compiled_tree,
        interleave_trees,
        old_tree,
        ratio_table,
        run_script,
        with_compiled,
    )

    script = Path(__file__).resolve().parent / "engine_core.py"
    compiled_site = compiled_tree()
    try:
        with old_tree(rev) as tree:
            trees = [ROOT, tree] + ([compiled_site] if compiled_site is not None else [])
            new, old, *compiled = interleave_trees(lambda t: run_script(script, t, str(seed)), trees, rounds,
                                                   lambda _: True)
    except BaselineError as exc:
        print(f"error: {exc}")
        return 1
    figures: dict[str, Any] = {"baseline": rev, "seed": seed, "rounds": rounds, "old": old, "new": new}
    rows, compiled_rows, printed = with_compiled(CORE_FIGURES, new, old, compiled[0] if compiled else None, figures,
                                                 0, higher_is_better=lambda _: True)
    show(figures, json_output, printed)
    if write:
        from game.perfdoc import write_section

        text = (f"Command: `elixir-arcade bench engine --baseline {rev}` (Elixir, 4 players, seed {seed}). "
                "The same measuring file (`game/benchmarks/engine_core.py`) runs on today's engine and on "
                f"the engine of a git worktree at `{rev}`, alternately, {rounds} times each; every figure is "
                "the best of its runs. Samples are drawn as each tree's search draws them (given the "
                "seat's decision beside its view where the engine takes it). Speed-up above 1 is faster.")
        lines = [text + (COMPILED_NOTE if compiled_rows else ""), "", *ratio_table(rev, rows, compiled_rows, 0)]
        write_section(doc, "engine-baseline", "Engine: today beside the code before the speed work", "\n".join(lines))
    return 0
