"""Magicoa's balance report: seeded bot games, seats, scores, and what each power does.

    python -m tools.magicoa_balance --games 400 --seed 1 --bots greedy [--write]

Plays `--games` games of 4 players (seats rotated are all equal bots, so every seat should win
about a quarter), then reports: the win rate by seat with its standard error (the fair share
is 25 %); the mean score and the mean winning score; and for each power how often a potion
carrying it was kept for the power when won, and the win rate of the seats that took it
against the fair share (a power well above +15 points would be too strong). `--write` puts the
report into docs/CARDS.md's Magicoa balance section.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import Counter
from pathlib import Path

from engine.bots.base import make_bot
from engine.magicoa.game import MAGICOA
from engine.magicoa.potions import Power, potion
from engine.magicoa.state import MagicoaState
from engine.runner import derive_seed, play_game

PLAYERS = 4


def run(games: int, seed: int, bots: str) -> str:
    """Play the games and return the report as markdown."""
    wins_by_seat = [0.0] * PLAYERS
    scores: list[int] = []
    winning: list[int] = []
    won = Counter[str]()
    taken = Counter[str]()
    taker_wins = Counter[str]()
    for index in range(games):
        gseed = derive_seed(seed, index)
        seats = [make_bot(bots, derive_seed(gseed, s + 1), game="magicoa") for s in range(PLAYERS)]
        played = play_game(MAGICOA, {"players": PLAYERS}, gseed, seats)
        state = played.state
        assert isinstance(state, MagicoaState)
        winners = played.result["winners"]
        for s in winners:
            wins_by_seat[s] += 1 / len(winners)
        scores += played.result["scores"]
        winning.append(max(played.result["scores"]))
        for s in range(PLAYERS):
            share = 1 / len(winners) if s in winners else 0.0
            for pid in state.points[s]:
                if potion(pid).power is not None:
                    won[str(potion(pid).power)] += 1
            held = {str(potion(pid).power) for pid in state.powers[s]}
            for pid in state.powers[s]:
                won[str(potion(pid).power)] += 1
                taken[str(potion(pid).power)] += 1
            for power in held:
                taker_wins[power + ":games"] += 1
                taker_wins[power] += share  # type: ignore[assignment]
    fair = 1 / PLAYERS
    lines = [f"Measured with `python -m tools.magicoa_balance --games {games} --seed {seed} --bots {bots} --write`: "
             f"{games} seeded games of {PLAYERS} players, every seat played by `{bots}`.", "",
             "| Seat | Win rate | ± s.e. |", "|---|---|---|"]
    for s, w in enumerate(wins_by_seat):
        rate = w / games
        lines.append(f"| {s} | {rate:.1%} | {math.sqrt(rate * (1 - rate) / games):.1%} |")
    lines += ["", f"Mean score {sum(scores) / len(scores):.1f}; mean winning score {sum(winning) / len(winning):.1f}.",
              "", "| Power | Potions won | Kept for the power | Games taken | Win rate of its takers | vs fair share |",
              "|---|---|---|---|---|---|"]
    for power in Power:
        name = str(power)
        n_games = taker_wins[name + ":games"]
        rate = taker_wins[name] / n_games if n_games else 0.0
        kept = taken[name] / won[name] if won[name] else 0.0
        lines.append(f"| {name} | {won[name]} | {kept:.0%} | {n_games} | {rate:.1%} | "
                     f"{(rate - fair) * 100:+.1f} points |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Run the report; print it, or write it into docs/CARDS.md."""
    parser = argparse.ArgumentParser(prog="python -m tools.magicoa_balance", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", default="greedy")
    parser.add_argument("--write", action="store_true", help="write the report into docs/CARDS.md")
    args = parser.parse_args(argv)
    report = run(args.games, args.seed, args.bots)
    if args.write:
        from game.commands.cards import DOC_PATH, write_markdown

        write_markdown(Path(DOC_PATH), magicoa_balance=report)
        print(f"wrote {DOC_PATH}")
    else:
        print(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
