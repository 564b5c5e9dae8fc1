"""The engine's core speed figures, measured the same way on today's code and on an older one.

`measure_core` times what the search and the host spend their time on, for Elixir with 4
players: applying answers (a random policy straight on the engine), building every seat's
view and the spectator's after each answer of a game (and of states seen for the first
time: copies), cloning a state, sampling a state from a view
(the first sample of a view, and further samples of the same view, which is what a search
draws; both given the decision beside the view, as the search gives it, where the engine
takes it), and MCTS simulations. It reads only the engine's public names that older versions
have too (falling back where a newer name is missing), and imports nothing but the standard
library and `engine`, so that `bench engine --baseline REV` can run this very file against
the engine of a git worktree checked out at REV (`game.benchmarks.baseline.run_script`),
interleaved with runs on today's code: ratios measured in one run, as the
benchmarks' rule asks. Each figure is the best of its repeats (the least disturbed by the
machine's other work). It gathers its positions the way `game.benchmarks.engine` does, on
purpose by its own code: run against an old tree, it cannot import this tree's `game`.
"""

from __future__ import annotations

import inspect
import json
import sys
import time
from collections.abc import Callable
from typing import Any

PLAYERS = 4


def best_rate(count: int, work: Callable[[], None], repeats: int) -> float:
    """Items per second of `work` (which handles `count` items), best of `repeats` runs."""
    best = float("inf")
    for _ in range(repeats):
        t0 = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - t0)
    return count / best


def measure_core(seed: int = 1, games: int = 30, repeats: int = 3) -> dict[str, Any]:
    """The core figures as plain data (rates per second; see the module text)."""
    import engine
    from engine.bots.base import make_bot
    from engine.bots.mcts import Budget, MctsBot
    from engine.core.decisions import Answer
    from engine.core.machine import apply, pending
    from engine.core.rng import Rng
    from engine.elixir import determinize as determinize_module
    from engine.elixir.game import ELIXIR
    from engine.runner import derive_seed

    options = {"players": PLAYERS}
    seats: list[int | None] = [*range(PLAYERS), None]

    # the positions: greedy games (outside every timing)
    states: list[Any] = []
    turn_views: list[tuple[dict[str, Any], dict[str, Any]]] = []
    for index in range(6):
        gseed = derive_seed(seed + 1, index)
        st = ELIXIR.new_state(options, gseed)
        bots = [make_bot("greedy", gseed + s) for s in range(PLAYERS)]
        step = 0
        while not st.over:
            d = pending(st)[0]
            view = ELIXIR.view(st, d.seat)
            if step % 5 == 0:
                states.append(ELIXIR.clone(st))
            if d.kind == "turn" and len(d.options) > 1 and len(pending(st)) == 1 and len(turn_views) < 40:
                turn_views.append((view, d.to_plain()))
            apply(st, Answer(d.id, d.seat, bots[d.seat].choose(view, d.to_plain())))
            step += 1

    # the answers of random-policy games, recorded once, replayed in the timing
    scripts: list[list[Answer]] = []
    rng = Rng(seed)
    for index in range(games):
        st = ELIXIR.new_state(options, derive_seed(seed, index))
        script = []
        while not st.over:
            d = pending(st)[0]
            if d.pick is not None:
                choice: Any = sorted(rng.sample(d.pick.among, rng.choice(d.pick.sizes)))
            else:
                choice = rng.choice(d.options)
            answer = Answer(d.id, d.seat, choice)
            apply(st, answer)
            script.append(answer)
        scripts.append(script)
    answers = sum(len(s) for s in scripts)

    def play_scripts() -> None:
        for index, script in enumerate(scripts):
            st = ELIXIR.new_state(options, derive_seed(seed, index))
            for answer in script:
                apply(st, answer)

    # views after each answer, as the host builds them: the recorded games are played again
    # (outside the timing) and every seat's view and the spectator's are built after each
    # answer; an engine that keeps a state's unchanged view parts from one answer to the next
    # gets to keep them, as it does at a table. Every view is built once per answer: the
    # best of the repeats is a replay of the same answers, never views of an unchanged state.
    view_games = scripts[:10]

    def build_views() -> tuple[float, int]:
        spent, built = 0.0, 0
        clock = time.perf_counter
        for index, script in enumerate(view_games):
            st = ELIXIR.new_state(options, derive_seed(seed, index))
            for answer in script:
                if not getattr(apply(st, answer), "accepted", True):
                    continue  # a refused answer changes nothing: no views are timed after it
                t0 = clock()
                ELIXIR.views(st, seats)
                spent += clock() - t0
                built += len(seats)
        return spent, built

    def views_rate() -> float:
        runs = [build_views() for _ in range(repeats)]
        return min(runs)[1] / min(runs)[0] if runs else 0.0

    # views of states seen for the first time (fresh copies, made outside the timing)
    def cold_views_rate() -> float:
        best = float("inf")
        for _ in range(repeats):
            copies = [ELIXIR.clone(st) for st in states]
            t0 = time.perf_counter()
            for st in copies:
                ELIXIR.views(st, seats)
            best = min(best, time.perf_counter() - t0)
        return len(states) * len(seats) / best

    def clone_states() -> None:
        for st in states:
            ELIXIR.clone(st)

    # the search hands its sampler the decision beside the view where the engine takes it (since
    # 2026-11-26: the sample asks it again rather than working out its options); older engines
    # are given the view alone, as their search did
    takes_decision = len(inspect.signature(determinize_module.determinize).parameters) >= 3

    def first_samples() -> None:
        drng = Rng(seed)
        for view, decision in turn_views:
            if takes_decision:
                determinize_module.determinize(view, drng, decision)
            else:
                determinize_module.determinize(view, drng)

    sampler_class = getattr(determinize_module, "Determinizer", None)
    samples_per_view = 10

    def further_samples() -> None:
        drng = Rng(seed)
        for view, decision in turn_views:
            if sampler_class is not None:
                sampler = sampler_class(view, decision) if takes_decision else sampler_class(view)
                sampler.sample(drng)
                for _ in range(samples_per_view):
                    sampler.sample(drng)
            else:  # an engine without a sampler draws every sample from the view
                determinize_module.determinize(view, drng)
                for _ in range(samples_per_view):
                    determinize_module.determinize(view, drng)

    # the first-sample time is taken out of the further samples' time below
    simulations = 0

    def search() -> None:
        nonlocal simulations
        bot = MctsBot(seed, Budget(iterations=40))
        simulations = 0
        for view, decision in turn_views:
            bot.search(view, decision)
            simulations += bot.last_iterations

    figures: dict[str, Any] = {
        "engine_path": str(getattr(engine, "__file__", "")),
        "answers_per_second": best_rate(answers, play_scripts, repeats),
        "views_per_second": views_rate(),
        "cold_views_per_second": cold_views_rate(),
        "clones_per_second": best_rate(len(states), clone_states, repeats),
        "first_samples_per_second": best_rate(len(turn_views), first_samples, repeats),
    }
    both = best_rate(len(turn_views) * (samples_per_view + 1), further_samples, repeats)
    per_first = 1.0 / figures["first_samples_per_second"]
    per_all = 1.0 / both
    further = (per_all * (samples_per_view + 1) - per_first) / samples_per_view
    figures["further_samples_per_second"] = 1.0 / further if further > 0 else both
    search_rate = best_rate(1, search, 1)
    figures["mcts_simulations_per_second"] = simulations * search_rate
    figures["answers"] = answers
    figures["states"] = len(states)
    figures["turn_views"] = len(turn_views)
    return figures


if __name__ == "__main__":
    seed_arg = int(sys.argv[-1]) if len(sys.argv) > 1 else 1
    print(json.dumps(measure_core(seed_arg)))
