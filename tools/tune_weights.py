"""Tune the greedy heuristics' weights by coordinate search against three untouched greedy bots.

    python -m tools.tune_weights --games 1000 --seed 61 --factors 0.5,1.6 [--fields a,b] [--rounds 1]

A candidate is `engine.bots.weights.Weights` with one field multiplied by a factor. Each
candidate plays the same `--games` seeded deals of 4 players (its seat rotating: game i puts
it in seat i mod 4) against three bots with the default weights; a change is kept when it wins
more than `--margin` standard errors above the weights kept so far, on the same deals. The
search then moves on from the kept weights (coordinate ascent). Prints every candidate's
result and, at the end, the kept weights as a `Weights(...)` expression, and `--check SEED`
replays the kept weights on other deals so a lucky series is not mistaken for a better bot.
Greedy games are quick (about 30 a second), so a thousand deals per candidate is affordable.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import sys
from typing import Any

from engine.bots.greedy import GreedyBot
from engine.bots.weights import W, Weights
from engine.elixir.game import ELIXIR
from engine.runner import derive_seed, play_game

PLAYERS = 4


def win_rate(weights: Weights, games: int, seed: int) -> float:
    """The share of `games` seeded deals won by a greedy bot with `weights` against three default ones."""
    wins = 0.0
    for index in range(games):
        game_seed = derive_seed(seed, index)
        hero = index % PLAYERS
        bots: list[Any] = [GreedyBot(derive_seed(game_seed, seat + 1), weights=weights if seat == hero else W)
                           for seat in range(PLAYERS)]
        winners = play_game(ELIXIR, {"players": PLAYERS}, game_seed, bots).result["winners"]
        if hero in winners:
            wins += 1 / len(winners)
    return wins / games


def standard_error(rate: float, games: int) -> float:
    """The standard error of a win rate over `games` games."""
    return math.sqrt(max(rate * (1 - rate), 1e-9) / games)


def coordinate_search(games: int, seed: int, factors: list[float], fields: list[str], rounds: int,
                      margin: float) -> tuple[Weights, float]:
    """Coordinate ascent from the default weights; returns the kept weights and their win rate."""
    kept = W
    best = win_rate(kept, games, seed)
    print(f"default weights: {100 * best:.1f}%", flush=True)
    for _ in range(rounds):
        for name in fields:
            base = getattr(kept, name)
            for factor in factors:
                candidate = dataclasses.replace(kept, **{name: base * factor})
                rate = win_rate(candidate, games, seed)
                kept_it = rate > best + margin * standard_error(best, games)
                print(f"{name} x{factor:g} ({base:g} -> {base * factor:g}): {100 * rate:.1f}%"
                      f"{'  kept' if kept_it else ''}", flush=True)
                if kept_it:
                    kept, best = candidate, rate
                    break
    return kept, best


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=61)
    parser.add_argument("--factors", default="0.5,1.6")
    parser.add_argument("--fields", default="", help="comma-separated Weights fields (default: all)")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--margin", type=float, default=1.0, help="standard errors a change must gain")
    parser.add_argument("--check", type=int, default=None, help="replay the kept weights on this seed's deals")
    args = parser.parse_args(argv)
    fields = [f for f in args.fields.split(",") if f] or [f.name for f in dataclasses.fields(Weights)]
    unknown = [f for f in fields if not hasattr(W, f)]
    if unknown:
        print(f"error: no such Weights field: {', '.join(unknown)}", file=sys.stderr)
        return 2
    kept, best = coordinate_search(args.games, args.seed, [float(x) for x in args.factors.split(",")],
                                   fields, args.rounds, args.margin)
    changed = {f.name: getattr(kept, f.name) for f in dataclasses.fields(Weights)
               if getattr(kept, f.name) != getattr(W, f.name)}
    print(f"kept: Weights({', '.join(f'{k}={v:g}' for k, v in changed.items())}) "
          f"{100 * best:.1f}% on seed {args.seed}")
    if args.check is not None:
        rate = win_rate(kept, args.games, args.check)
        default = win_rate(W, args.games, args.check)
        print(f"check on seed {args.check}: kept {100 * rate:.1f}%, default {100 * default:.1f}% "
              f"(± {100 * standard_error(rate, args.games):.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
