"""`elixir-arcade simulate`: play seeded bot games headless and report the figures."""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Any

from game.commands.gamearg import add_game_argument, add_option_argument, parse_options
from game.commands.output import print_json

HELP = "play seeded games between bots, headless, and report wins, lengths and speed"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the command's options."""
    add_game_argument(parser, "which game")
    parser.add_argument("--players", type=int, default=4, help="number of seats (Elixir: 3 to 8)")
    parser.add_argument("--games", type=int, default=100, help="how many games to play")
    parser.add_argument("--seed", type=int, default=1, help="seed of the series (same seed, same games)")
    parser.add_argument("--bots", default=None,
                        help="comma-separated bot per seat, each NAME or NAME:LEVEL, e.g. greedy,random,random,random "
                             "or mcts:hard,greedy,greedy,greedy (bots: random, greedy, greedy:easy, mcts:easy|normal|"
                             "hard|200ms|1s|500it; default: all random)")
    parser.add_argument("--first", type=int, default=0, metavar="N",
                        help="start at game N of the series (0-based): a series split into slices, run in parallel "
                             "or resumed, plays the very games the whole series would")
    parser.add_argument("--rotate-seats", action="store_true",
                        help="play each line-up from every seat equally (games rounded up to a multiple)")
    add_option_argument(parser)
    parser.add_argument("--no-clock", action="store_true",
                        help="give bots no clock: time budgets run as fixed iteration budgets (reproducible)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--save-replays", metavar="DIR", help="write each game's replay into DIR")
    parser.add_argument("--record", metavar="FILE", nargs="?", const="docs/PERFORMANCE.md",
                        help="write the speed figures into FILE (default docs/PERFORMANCE.md)")


def run(args: argparse.Namespace) -> int:
    """Play the games and print the report."""
    from engine.bots.base import make_bot, parse_bot_spec
    from engine.core.game import OptionsError
    from engine.core.replay import save
    from engine.games import UnknownGame, get_game
    from engine.runner import derive_seed, play_game
    from game.cli import UsageError

    try:
        game = get_game(args.game)
    except UnknownGame as exc:
        raise UsageError(str(exc.args[0])) from None
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    if args.first < 0:
        raise UsageError("--first must be 0 or more")
    try:
        options: dict[str, Any] = {"players": args.players, **parse_options(args.option)}
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    try:
        options = game.normalize_options(options)
    except OptionsError as exc:
        raise UsageError(str(exc)) from None
    names = (args.bots or ",".join(["random"] * args.players)).split(",")
    if len(names) != args.players:
        raise UsageError(f"--bots names {len(names)} bots for {args.players} seats")
    try:
        specs = [parse_bot_spec(n) for n in names]
    except ValueError as exc:
        raise UsageError(str(exc)) from None

    games = args.games
    if args.rotate_seats:
        games = -(-games // args.players) * args.players
    if args.first >= games:
        raise UsageError(f"--first must be below the series' {games} games")
    wins_by_seat = [0] * args.players
    wins_by_bot: dict[str, float] = {str(s): 0.0 for s in specs}
    bot_times: dict[str, list[float]] = {str(s): [] for s in specs}
    rounds = decisions = completed = 0
    out_dir = Path(args.save_replays) if args.save_replays else None
    started = time.perf_counter()
    for index in range(args.first, games):
        seed = derive_seed(args.seed, index)
        shift = index % args.players if args.rotate_seats else 0
        lineup = specs[shift:] + specs[:shift]
        bots = [make_bot(spec, derive_seed(seed, seat + 1), clock=None if args.no_clock else time.perf_counter,
                         game=game.name)
                for seat, spec in enumerate(lineup)]

        def timed(seat: int, ask: Any, lineup: list[Any] = lineup) -> Any:
            t0 = time.perf_counter()
            choice = ask()
            bot_times[str(lineup[seat])].append(time.perf_counter() - t0)
            return choice

        played = play_game(game, options, seed, bots, on_decision=timed)
        completed += 1
        decisions += played.decisions
        rounds += int(played.result.get("rounds", 0))
        winners = played.result.get("winners", [])
        for seat in winners:
            wins_by_seat[seat] += 1
            wins_by_bot[str(lineup[seat])] += 1 / len(winners)
        if out_dir is not None:
            save(out_dir / f"{args.game}-{args.seed}-{index:05d}.json", played.replay)
    elapsed = time.perf_counter() - started
    report = {
        "game": args.game,
        "players": args.players,
        "games": games,
        "first": args.first,
        "completed": completed,
        "seed": args.seed,
        "bots": [str(s) for s in specs],
        "rotate_seats": bool(args.rotate_seats),
        "clock": not args.no_clock,
        "options": options,
        "wins_by_seat": wins_by_seat,
        "wins_by_bot": {k: round(v, 3) for k, v in wins_by_bot.items()},
        "bot_decision_ms": {k: _timing(v) for k, v in bot_times.items()},
        "bot_decisions_per_second": {k: round(len(v) / sum(v), 1) if sum(v) > 0 else 0.0
                                     for k, v in bot_times.items()},
        "mean_rounds": round(rounds / completed, 2),
        "mean_decisions": round(decisions / completed, 2),
        "games_per_second": round(completed / elapsed, 2),
        "decisions_per_second": round(decisions / elapsed, 1),
    }
    if args.json:
        print_json(args, report)
    else:
        _print_report(report)
    if args.record:
        _record(Path(args.record), report)
    return 0


def _timing(samples: list[float]) -> dict[str, float]:
    if not samples:
        return {"mean": 0.0, "p95": 0.0}
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return {"mean": round(1000 * sum(ordered) / len(ordered), 4), "p95": round(1000 * p95, 4)}


def _print_report(r: dict[str, Any]) -> None:
    played = f"{r['completed']}/{r['games']} games"
    if r["first"]:
        played = f"games {r['first']} to {r['games'] - 1} of {r['games']}"
    print(f"{played} of {r['game']} with {r['players']} players (seed {r['seed']})")
    print(f"bots: {', '.join(r['bots'])}")
    print("wins by seat: " + ", ".join(f"{s}: {w}" for s, w in enumerate(r["wins_by_seat"])))
    print("wins by bot: " + ", ".join(f"{b}: {w}" for b, w in r["wins_by_bot"].items()))
    for b, t in r["bot_decision_ms"].items():
        print(f"  {b}: {t['mean']} ms mean, {t['p95']} ms p95 a decision, "
              f"{r['bot_decisions_per_second'][b]} decisions/s")
    print(f"mean rounds {r['mean_rounds']}, mean decisions {r['mean_decisions']}")
    print(f"{r['games_per_second']} games/s, {r['decisions_per_second']} decisions/s")


def _record(path: Path, r: dict[str, Any]) -> None:
    from game.perfdoc import write_section

    lines = [
        f"Command: `elixir-arcade simulate --game {r['game']} --players {r['players']} --games {r['games']} "
        f"--seed {r['seed']} --bots {','.join(r['bots'])}`",
        "",
        "| figure | value |",
        "| --- | --- |",
        f"| games completed | {r['completed']} / {r['games']} |",
        f"| games per second | {r['games_per_second']} |",
        f"| decisions per second | {r['decisions_per_second']} |",
        f"| mean rounds per game | {r['mean_rounds']} |",
        f"| mean decisions per game | {r['mean_decisions']} |",
    ]
    write_section(path, f"simulate:{r['game']}:{r['players']}",
                  f"Simulation: {r['game']}, {r['players']} players", "\n".join(lines))
