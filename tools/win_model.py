"""Fit the search's horizon evaluation: a conditional-logit win model over the seats of Elixir.

    python -m tools.win_model --games 3000 --seed 7 --bots greedy [--features extended]

Plays seeded games of 4 players (every seat the same bot by default: self-play; or reads saved
games with `--replays DIR...`, at most `--games` of them), records at
the start of every turn the features of every seat (`features`), and fits the model
P(seat i wins) = exp(w . x_i) / sum_j exp(w . x_j) by Newton's method on the games with an
even index, then reports the log-loss on the odd ones beside a uniform guess and beside the
weights the search uses today (`engine.bots.mcts.SearchSettings`). The fitted weights are
printed as `SearchSettings` fields, ready to copy. Standard library only, so it runs anywhere
the engine does; the same seed gives the same games and the same fit.

`--features N` fits the first N of `engine.bots.mcts.WIN_FEATURES`: the first 8 are the model
the search was first given (spells left, missing ingredients, Finds, counters, objects with an
effect, turn order); the others add what a player looks at besides (the last spell, the levels
left, lasting effects that skip turns, spells castable now, effects that block casts).
`--without NAME` (repeatable) keeps a feature's weight at 0 (docs/PERFORMANCE.md, "Holding spells
back": a model without "spells" was measured there; the search's `FITTED_WIN_MODEL` keeps it).
`--replays` fits on a search's own games instead: measured and dropped (docs/PERFORMANCE.md, "mcts:hard
on new deals, and win models fitted on the search's own games").
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Sequence
from typing import Any

from engine.bots.base import make_bot
from engine.bots.mcts import WIN_FEATURES, SearchSettings, seat_features
from engine.elixir.game import ELIXIR
from engine.runner import derive_seed, play_game

PLAYERS = 4

Row = list[list[float]]
"""One turn start: a feature vector per seat."""


def collect(games: int, seed: int, bots: Sequence[str], count: int) -> list[tuple[int, Row, int]]:
    """Every turn start of `games` seeded games: the game's index, the seats' first `count`
    features and the game's winner."""
    find_cap = SearchSettings().find_cap
    data: list[tuple[int, Row, int]] = []
    for index in range(games):
        game_seed = derive_seed(seed, index)
        players = [make_bot(bots[seat % len(bots)], derive_seed(game_seed, seat + 1)) for seat in range(PLAYERS)]
        rows: list[Row] = []
        seen = [-1]

        def turn_start(state: Any, rows: list[Row] = rows, seen: list[int] = seen) -> None:
            if state.turn_number != seen[0] and state.phase.value == "play":
                seen[0] = state.turn_number
                rows.append([seat_features(state, seat, find_cap, count) for seat in range(PLAYERS)])

        played = play_game(ELIXIR, {"players": PLAYERS}, game_seed, players, observe=turn_start)
        winner = played.state.winner  # type: ignore[attr-defined]
        data.extend((index, row, winner) for row in rows)
    return data


def collect_replays(paths: Sequence[str], count: int, limit: int | None = None) -> list[tuple[int, Row, int]]:
    """Every turn start of the saved 4-player Elixir games found in `paths` (replay files, or
    folders of them as `game simulate --save-replays` writes them), as `collect` gives them: the
    games a search played (its own, not greedy self-play), read in sorted order, at most
    `limit`. A replay the engine refuses, or not of 4 players, is skipped and counted on stderr."""
    from pathlib import Path

    from engine.core.machine import apply
    from engine.core.replay import ReplayError, load

    files: list[Path] = []
    for path in map(Path, paths):
        files += sorted(path.glob("*.json")) if path.is_dir() else [path]
    find_cap = SearchSettings().find_cap
    data: list[tuple[int, Row, int]] = []
    skipped = 0
    for index, file in enumerate(files[:limit]):
        try:
            replay = load(file)
        except (OSError, ReplayError, ValueError):
            skipped += 1
            continue
        if replay.game != "elixir" or replay.options.get("players") != PLAYERS:
            skipped += 1
            continue
        state: Any = ELIXIR.new_state(replay.options, replay.seed)
        rows: list[Row] = []
        seen = -1
        refused = False
        for answer in replay.answers:
            if state.turn_number != seen and state.phase.value == "play":
                seen = state.turn_number
                rows.append([seat_features(state, seat, find_cap, count) for seat in range(PLAYERS)])
            if not apply(state, answer).accepted:
                refused = True
                break
        if refused or state.winner is None:
            skipped += 1
            continue
        data.extend((index, row, state.winner) for row in rows)
    if skipped:
        print(f"{skipped} replays skipped (unreadable, refused by today's engine, or unfinished)", file=sys.stderr)
    return data


def without(data: list[tuple[int, Row, int]], columns: Sequence[int]) -> list[tuple[int, Row, int]]:
    """`data` with the features at `columns` set to 0 for every seat (their weights then fit to 0)."""
    if not columns:
        return data
    return [(index, [[0.0 if k in columns else x for k, x in enumerate(seat)] for seat in row], winner)
            for index, row, winner in data]


def log_loss(data: Sequence[tuple[Row, int]], weights: Sequence[float], temperature: float = 1.0) -> float:
    """The mean negative log-likelihood of the winners under `weights` (scores divided by `temperature`)."""
    total = 0.0
    for row, winner in data:
        scores = [sum(w * x for w, x in zip(weights, seat, strict=True)) / temperature for seat in row]
        top = max(scores)
        norm = top + math.log(sum(math.exp(s - top) for s in scores))
        total += norm - scores[winner]
    return total / max(1, len(data))


def fit(data: Sequence[tuple[Row, int]], dims: int, iterations: int = 12, ridge: float = 1e-3) -> list[float]:
    """Maximum-likelihood weights of the conditional logit (Newton's method, a small ridge)."""
    w = [0.0] * dims
    for _ in range(iterations):
        grad = [0.0] * dims
        hess = [[0.0] * dims for _ in range(dims)]
        for row, winner in data:
            scores = [sum(wk * xk for wk, xk in zip(w, seat, strict=True)) for seat in row]
            top = max(scores)
            exps = [math.exp(s - top) for s in scores]
            z = sum(exps)
            probs = [e / z for e in exps]
            mean = [sum(p * seat[k] for p, seat in zip(probs, row, strict=True)) for k in range(dims)]
            for k in range(dims):
                grad[k] += row[winner][k] - mean[k]
            for p, seat in zip(probs, row, strict=True):
                centred = [seat[k] - mean[k] for k in range(dims)]
                for a in range(dims):
                    ca = p * centred[a]
                    if ca:
                        ha = hess[a]
                        for b in range(dims):
                            ha[b] += ca * centred[b]
        for k in range(dims):
            grad[k] -= ridge * w[k]
            hess[k][k] += ridge
        step = _solve(hess, grad)
        w = [wk + sk for wk, sk in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-6:
            break
    return w


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """x with matrix @ x = vector (Gaussian elimination with partial pivoting)."""
    n = len(vector)
    a = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        if abs(a[col][col]) < 1e-12:
            continue
        for r in range(n):
            if r != col and a[r][col]:
                f = a[r][col] / a[col][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col], strict=True)]
    return [a[i][n] / a[i][i] if abs(a[i][i]) > 1e-12 else 0.0 for i in range(n)]


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--bots", default="greedy", help="comma-separated bots, by seat (repeated)")
    parser.add_argument("--features", type=int, default=len(WIN_FEATURES),
                        help=f"how many of the features, in order: {', '.join(WIN_FEATURES)}")
    parser.add_argument("--without", action="append", default=[], metavar="NAME",
                        help="a feature whose weight stays 0 (repeatable)")
    parser.add_argument("--replays", nargs="+", metavar="PATH",
                        help="fit on saved games (replay files or folders of them) instead of playing --games")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    count = max(1, min(args.features, len(WIN_FEATURES)))
    unknown = [name for name in args.without if name not in WIN_FEATURES[:count]]
    if unknown:
        print(f"error: no feature {', '.join(unknown)} among {', '.join(WIN_FEATURES[:count])}", file=sys.stderr)
        return 2
    played = (collect_replays(args.replays, count, args.games) if args.replays
              else collect(args.games, args.seed, args.bots.split(","), count))
    data = without(played, [WIN_FEATURES.index(name) for name in args.without])
    train = [(row, winner) for index, row, winner in data if index % 2 == 0]  # split by game:
    test = [(row, winner) for index, row, winner in data if index % 2 == 1]  # its turns are alike
    names = WIN_FEATURES[:count]
    weights = fit(train, len(names))
    today = list(SearchSettings().win_model) + [0.0] * (count - len(SearchSettings().win_model))
    figures: dict[str, Any] = {
        "turn_starts": len(data), "uniform": round(math.log(PLAYERS), 4),
        "today": round(log_loss(test, today[:count]), 4),
        "fitted": round(log_loss(test, weights), 4),
        "weights": {name: round(w, 4) for name, w in zip(names, weights, strict=True)},
    }
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        print(f"{len(data)} turn starts; test log-loss: uniform {figures['uniform']}, "
              f"today's weights {figures['today']}, fitted {figures['fitted']}")
        for name, w in figures["weights"].items():
            print(f"  {name} = {w}")
        print("win_model = (" + ", ".join(f"{w:.4g}" for w in weights) + ")")
    return 0


if __name__ == "__main__":
    sys.exit(main())
