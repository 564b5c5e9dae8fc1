"""One search experiment: an Elixir MCTS bot with changed settings against three opponents.

    python -m tools.search_experiment --games 200 --seed 31 --iterations 60 \\
        --set temperature=0.3 --set switch_z=0.5 [--opponent greedy] [--json]

Plays `--games` games of 4 players, the searching bot's seat rotating (game i puts it in seat
i mod 4), with a fixed rollout budget and no clock, so a series is reproducible; each `--set`
changes one field of `engine.bots.mcts.SearchSettings` (numbers, booleans, or comma-separated
lists for tuples such as ``search_kinds=turn,draft``), and each ``--weight NAME=VALUE`` one of
the searching bot's own heuristic `Weights` (its unsearched answers and its seat in rollouts).
Prints the searching bot's wins, its win rate with the standard error, and the p95 time of its
decisions. The same seed and budget with different settings play the same deals, which is how
docs/PERFORMANCE.md compares the experiments of the search (each one a line there, with its
command).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import sys
import time
from typing import Any

from engine.bots.base import make_bot
from engine.bots.mcts import Budget, MctsBot, SearchSettings
from engine.bots.weights import W, Weights
from engine.elixir.game import ELIXIR
from engine.runner import derive_seed, play_game

PLAYERS = 4


def parse_settings(pairs: list[str]) -> SearchSettings:
    """`SearchSettings` with each ``name=value`` of `pairs` applied; ValueError for a bad one."""
    fields = {f.name: f for f in dataclasses.fields(SearchSettings)}
    changes: dict[str, Any] = {}
    for pair in pairs:
        name, sep, text = pair.partition("=")
        if not sep or name not in fields:
            raise ValueError(f"--set {pair!r}: use NAME=VALUE with NAME one of {', '.join(fields)}")
        default = getattr(SearchSettings(), name)
        if isinstance(default, bool):
            changes[name] = text.lower() in ("1", "true", "yes", "on")
        elif isinstance(default, tuple):
            items = [t for t in text.split(",") if t]
            changes[name] = tuple(float(t) for t in items) if default and isinstance(default[0], float) \
                else tuple(items)
        else:
            changes[name] = type(default)(text)
    return dataclasses.replace(SearchSettings(), **changes)


def parse_weights(pairs: list[str]) -> Weights:
    """The greedy heuristics' `Weights` with each ``name=value`` of `pairs` applied; ValueError for a bad one."""
    names = {f.name for f in dataclasses.fields(Weights)}
    changes: dict[str, float] = {}
    for pair in pairs:
        name, sep, text = pair.partition("=")
        if not sep or name not in names:
            raise ValueError(f"--weight {pair!r}: use NAME=VALUE with NAME one of {', '.join(sorted(names))}")
        changes[name] = float(text)
    return dataclasses.replace(W, **changes)


def run(games: int, seed: int, iterations: int, settings: SearchSettings, opponent: str,
        weights: Weights = W) -> dict[str, Any]:
    """Play the series (the searching bot's own heuristics: `weights`); return its figures."""
    wins = 0.0
    times: list[float] = []
    for index in range(games):
        game_seed = derive_seed(seed, index)
        hero = index % PLAYERS
        bots: list[Any] = [
            MctsBot(derive_seed(game_seed, seat + 1), Budget(iterations=iterations), settings=settings,
                    weights=weights)
            if seat == hero else make_bot(opponent, derive_seed(game_seed, seat + 1))
            for seat in range(PLAYERS)]

        def timed(seat: int, ask: Any, hero: int = hero) -> Any:
            start = time.perf_counter()
            choice = ask()
            if seat == hero:
                times.append(time.perf_counter() - start)
            return choice

        winners = play_game(ELIXIR, {"players": PLAYERS}, game_seed, bots, on_decision=timed).result["winners"]
        if hero in winners:
            wins += 1 / len(winners)
    rate = wins / games
    times.sort()
    return {"games": games, "seed": seed, "iterations": iterations, "opponent": opponent,
            "settings": dataclasses.asdict(settings),
            "weights": {k: v for k, v in dataclasses.asdict(weights).items() if v != getattr(W, k)},
            "wins": wins, "rate": round(rate, 4),
            "standard_error": round(math.sqrt(rate * (1 - rate) / games), 4),
            "p95_ms": round(1000 * times[int(0.95 * (len(times) - 1))], 1) if times else 0.0}


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--iterations", type=int, default=60, help="rollouts a searched decision")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                        help="change one SearchSettings field (repeatable)")
    parser.add_argument("--weight", action="append", default=[], metavar="NAME=VALUE",
                        help="change one of the searching bot's heuristic Weights (repeatable)")
    parser.add_argument("--opponent", default="greedy", help="the three other seats' bot")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    try:
        settings = parse_settings(args.set)
        weights = parse_weights(args.weight)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    figures = run(args.games, args.seed, args.iterations, settings, args.opponent, weights)
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        print(f"{figures['wins']:g}/{args.games} games won ({100 * figures['rate']:.1f}% "
              f"± {100 * figures['standard_error']:.1f}), p95 {figures['p95_ms']} ms a decision")
    return 0


if __name__ == "__main__":
    sys.exit(main())
