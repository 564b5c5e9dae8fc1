"""Wins by bot of a folder of saved games: a tournament counted from its replays.

    elixir-arcade simulate ... --save-replays DIR     # stopped early, or run as slices
    python -m tools.series_wins DIR [DIR ...] [--json]

`simulate` prints its tally only when its series ends. A series stopped before its end (a
session's time ran out), or split into slices run apart (`simulate --first N`), is counted
here from the replays it saved: each game is played back, its result read, and each winner
credited to the bot its seat had (the replay's ``meta.bots``; a shared win counts as a
fraction). Any game of the registry is counted. Exits 2 when no folder holds a replay; a file
that is not a readable replay is reported and skipped.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from dataclasses import dataclass, field
from pathlib import Path

from engine.core.replay import ReplayError, load, play_back
from engine.games import UnknownGame, get_game
from tools.piped import run_piped


@dataclass
class Tally:
    """Games counted, wins by bot name, and the files skipped (with why)."""

    games: int = 0
    wins: dict[str, float] = field(default_factory=dict)
    skipped: list[str] = field(default_factory=list)

    def rate(self, bot: str) -> tuple[float, float]:
        """`bot`'s share of the wins and its standard error (binomial over the games counted)."""
        if not self.games:
            return 0.0, 0.0
        p = self.wins.get(bot, 0.0) / self.games
        return p, math.sqrt(p * (1 - p) / self.games)


def count(folders: list[Path]) -> Tally:
    """Play back every replay (``*.json``) of `folders` and credit each winner's bot."""
    tally = Tally()
    for folder in folders:
        for path in sorted(folder.glob("*.json")):
            try:
                replay = load(path)
                game = get_game(replay.game)
                result = game.result(play_back(game, replay))
            except (ReplayError, UnknownGame, OSError, ValueError) as exc:
                tally.skipped.append(f"{path.name}: {exc}")
                continue
            if result is None:
                tally.skipped.append(f"{path.name}: the game is not over")
                continue
            bots = [str(b) for b in replay.meta.get("bots", [])]
            winners = result.get("winners", [])
            tally.games += 1
            for seat in winners:
                bot = bots[seat] if seat < len(bots) else "?"
                tally.wins[bot] = tally.wins.get(bot, 0.0) + 1 / len(winners)
    return tally


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point: 0 when games were counted, 2 when none could be."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folders", nargs="+", help="folders of replay files (simulate --save-replays)")
    parser.add_argument("--json", action="store_true", help="print the tally as JSON")
    args = parser.parse_args(argv)
    tally = count([Path(f) for f in args.folders])
    if not tally.games:
        print("error: no finished game in " + ", ".join(args.folders), file=sys.stderr)
        for line in tally.skipped:
            print(f"  skipped {line}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps({"games": tally.games, "wins": dict(tally.wins), "skipped": tally.skipped}, indent=2))
        return 0
    print(f"{tally.games} games")
    for bot, wins in sorted(tally.wins.items(), key=lambda item: -item[1]):
        p, se = tally.rate(bot)
        print(f"  {bot}: {wins:g} wins, {100 * p:.1f}% ± {100 * se:.1f}")
    for line in tally.skipped:
        print(f"  skipped {line}")
    return 0


if __name__ == "__main__":
    sys.exit(run_piped(main))
