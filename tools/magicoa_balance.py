"""Magicoa's balance report: seeded bot games, seats, scores, and what each power does.

    python -m tools.magicoa_balance --games 400 --seed 1 --bots greedy [--write]

Plays `--games` games of 4 players (seats rotated are all equal bots, so every seat should win
about a quarter), then reports: the win rate by seat with its standard error (the fair share
is 25 %); the mean score and the mean winning score; and for each power how often a potion
carrying it was kept for the power when won, and the win rate of the seats that took it
against the fair share, and the controlled measure: a seat that always (or never) keeps each power
when it wins it, against greedy bots (a power well above +15 points would be too strong). `--write` puts the
report into docs/CARDS.md's Magicoa balance section.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from engine.bots.base import make_bot
from engine.magicoa.bots.greedy import greedy_answer
from engine.magicoa.game import MAGICOA
from engine.magicoa.potions import Power, potion
from engine.magicoa.state import MagicoaState
from engine.runner import derive_seed, play_game

PLAYERS = 4


class ForcedKeeper:
    """Greedy, except that it always (or never) keeps a potion carrying `power` for the power:
    the controlled measure of what a power does, free of the selection of who takes it."""

    def __init__(self, power: str, take: bool) -> None:
        self.power, self.take, self.name = power, take, f"{'always' if take else 'never'}:{power}"

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        """The greedy answer, but the keep choice for `power` is fixed."""
        if decision["kind"] == "keep" and decision["prompt"]["potion"]["power"] == self.power:
            return "power" if self.take else "points"
        return greedy_answer(view, decision)


def forced(games: int, seed: int, power: str, take: bool) -> float:
    """The win rate of one seat (rotated) that always (never) takes `power`, against 3 greedy bots."""
    won = 0.0
    for index in range(games):
        gseed = derive_seed(seed, index)
        seat = index % PLAYERS
        seats: list[Any] = [make_bot("greedy", gseed + s, game="magicoa") for s in range(PLAYERS)]
        seats[seat] = ForcedKeeper(power, take)
        winners = play_game(MAGICOA, {"players": PLAYERS}, gseed, seats).result["winners"]
        won += 1 / len(winners) if seat in winners else 0.0
    return won / games


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
    lines += ["", "The takers' win rate mixes what a power does with who takes it (a seat already winning "
              "many potions can afford to keep one for its power). The controlled measure: one seat "
              f"(rotated) that always, or never, keeps a potion carrying the power for the power, against "
              f"three greedy bots, {games} games each:", "",
              "| Power | Always take it | Never take it | Always vs fair share |", "|---|---|---|---|"]
    for power in Power:
        always, never = forced(games, seed + 1, str(power), True), forced(games, seed + 1, str(power), False)
        lines.append(f"| {power} | {always:.1%} | {never:.1%} | {(always - fair) * 100:+.1f} points |")
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
