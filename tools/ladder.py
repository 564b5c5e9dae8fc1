"""The bots' ladder of issue 18, played and tallied as docs/PERFORMANCE.md reports it.

    python -m tools.ladder run OUT [--only hard-greedy ...] [--jobs 2] [--games 300]
    python -m tools.ladder table OUT [--json]

`run` plays each line-up's series (`LINEUPS`: the line-up, its seeds, its target) with
``simulate --players 4 --rotate-seats --no-clock --json --save-replays``, one process a series,
`--jobs` at a time, each into ``OUT/<line-up>-<seed>/``. A series already begun is resumed at its
first missing game (``--first N``: the very games the whole series plays; replays are written
whole or not at all), so a ladder stopped by the end of a session goes on where it stopped, and a
finished one is not played again. Each slice's report is kept beside the series' folder
(``OUT/<line-up>-<seed>.slice-<first>.json``: its decision times), out of the replays' way.

`table` counts every series from its replays (`tools.series_wins`), as one line a line-up: the
games, the first bot's wins, its rate with the binomial standard error, the target and whether
the estimate meets it, the wins of each seed, and the highest decision p95 of the first bot
over the slices (a loaded machine's, so a ceiling, not the bot's speed).

The series run ``python -m game simulate`` with this Python, from `OUT` (outside any checkout,
so the installed package plays: compiled, as players run it). Install the code to measure first
(``pip install --force-reinstall --no-deps .`` in its checkout or a git worktree); `run` says
whether the engine it found is compiled.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from tools.piped import run_piped
from tools.series_wins import count

PLAYERS = 4
GAMES = 300
"""Games a series (two series a line-up: the issue's 600 games)."""


@dataclass(frozen=True)
class Lineup:
    """One line of the ladder: the bots seat by seat (the first is the one measured), the seeds of
    its series, and its target share of wins (`at_least` a floor, else a ceiling)."""

    name: str
    bots: str
    seeds: tuple[int, ...]
    target: float
    at_least: bool = True

    def meets(self, rate: float) -> bool:
        """Whether a win rate meets the target (by its estimate, not with a margin)."""
        return rate >= self.target if self.at_least else rate <= self.target

    def target_text(self) -> str:
        """The target as docs/PERFORMANCE.md writes it ("≥ 55%")."""
        return f"{'≥' if self.at_least else '≤'} {100 * self.target:g}%"


LINEUPS: tuple[Lineup, ...] = (
    Lineup("hard-normal", "mcts:hard,mcts:normal,mcts:normal,mcts:normal", (301, 302), 0.35),
    Lineup("hard-greedy", "mcts:hard,greedy,greedy,greedy", (103, 104), 0.55),
    Lineup("normal-greedy", "mcts:normal,greedy,greedy,greedy", (201, 202), 0.42),
    Lineup("easy-greedy", "mcts:easy,greedy,greedy,greedy", (401, 402), 0.25, at_least=False),
)
"""Issue 18's line-ups, slowest first (so the two cores stay busy to the end), with the seeds of
docs/PERFORMANCE.md's ladder."""


@dataclass(frozen=True)
class Series:
    """One series of a line-up: its seed and its folder."""

    lineup: Lineup
    seed: int
    folder: Path

    def report(self, first: int) -> Path:
        """Where the report of the slice that began at game `first` is kept."""
        return self.folder.with_name(f"{self.folder.name}.slice-{first}.json")


def series_of(out: Path, lineups: Sequence[Lineup]) -> list[Series]:
    """Every series of `lineups`, each in its folder under `out`."""
    return [Series(lineup, seed, out / f"{lineup.name}-{seed}") for lineup in lineups for seed in lineup.seeds]


def games_saved(series: Series) -> int:
    """The games of `series` saved from its first on, without a gap: where it resumes."""
    index = 0
    while (series.folder / f"elixir-{series.seed}-{index:05d}.json").exists():
        index += 1
    return index


def simulate_command(series: Series, games: int, first: int) -> list[str]:
    """The command that plays `series` from game `first` to its end."""
    command = [sys.executable, "-m", "game", "simulate", "--players", str(PLAYERS), "--games", str(games),
               "--seed", str(series.seed), "--bots", series.lineup.bots, "--rotate-seats", "--no-clock",
               "--json", "--save-replays", str(series.folder.resolve())]
    return command + (["--first", str(first)] if first else [])


def play(series: Series, games: int, cwd: Path) -> str:
    """Play what is left of `series` (nothing when it is whole); a line saying what was done."""
    first = games_saved(series)
    if first >= games:
        return f"{series.folder.name}: whole ({games} games)"
    series.folder.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(simulate_command(series, games, first), cwd=cwd, capture_output=True, text=True)
    if done.returncode:
        return f"{series.folder.name}: failed from game {first}: {done.stderr.strip()[-400:]}"
    series.report(first).write_text(done.stdout, encoding="utf-8")
    return f"{series.folder.name}: played games {first} to {games - 1}"


def engine_compiled(cwd: Path) -> bool:
    """Whether ``python -m game`` run from `cwd` imports a compiled engine."""
    probe = subprocess.run([sys.executable, "-c", "import engine.core.machine as m; print(m.__file__)"],
                           cwd=cwd, capture_output=True, text=True)
    return probe.returncode == 0 and not probe.stdout.strip().endswith(".py")


def run_ladder(out: Path, lineups: Sequence[Lineup], games: int, jobs: int, cwd: Path | None = None) -> list[str]:
    """Play every series of `lineups` not yet whole, `jobs` at a time, from `cwd` (default `out`,
    so the installed package plays); one line each."""
    out.mkdir(parents=True, exist_ok=True)
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        return list(pool.map(lambda s: play(s, games, cwd or out), series_of(out, lineups)))


@dataclass(frozen=True)
class Line:
    """A line-up's tally: games, the first bot's wins, each seed's wins, and the first bot's
    highest decision p95 over the slices (None if no slice report is kept)."""

    lineup: Lineup
    games: int
    wins: float
    seeds: tuple[tuple[int, int, float], ...]  # (seed, games, wins of the first bot)
    p95_ms: float | None

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def error(self) -> float:
        return (self.rate * (1 - self.rate) / self.games) ** 0.5 if self.games else 0.0


def tally(out: Path, lineup: Lineup) -> Line:
    """Count `lineup`'s series under `out` from their replays."""
    first_bot = lineup.bots.split(",")[0]
    seeds: list[tuple[int, int, float]] = []
    p95s: list[float] = []
    for series in series_of(out, [lineup]):
        if not series.folder.is_dir():
            seeds.append((series.seed, 0, 0.0))
            continue
        counted = count([series.folder])
        seeds.append((series.seed, counted.games, counted.wins.get(first_bot, 0.0)))
        for report in sorted(series.folder.parent.glob(f"{series.folder.name}.slice-*.json")):
            try:
                p95s.append(float(json.loads(report.read_text(encoding="utf-8"))["bot_decision_ms"][first_bot]["p95"]))
            except (OSError, ValueError, KeyError, TypeError):
                continue  # a slice stopped before its report: its games still count
    games = sum(g for _s, g, _w in seeds)
    wins = sum(w for _s, _g, w in seeds)
    return Line(lineup, games, wins, tuple(seeds), max(p95s) if p95s else None)


def markdown(lines: Sequence[Line]) -> str:
    """The ladder as docs/PERFORMANCE.md's tables write it."""
    rows = ["| line-up | games | wins of the first bot | win rate ± s.e. | target (issue 18) | series | p95 ms |",
            "| --- | ---: | ---: | ---: | --- | --- | ---: |"]
    for line in lines:
        lineup = line.lineup
        name = lineup.bots.split(",")[0] + " vs 3 " + lineup.bots.split(",")[1]
        met = "" if line.games and lineup.meets(line.rate) else ": **not met**"
        series = "; ".join(f"seed {s}: {w:g}/{g}" for s, g, w in line.seeds)
        p95 = f"{line.p95_ms:.0f}" if line.p95_ms is not None else ""
        rows.append(f"| {name} | {line.games:,} | {line.wins:g} | **{100 * line.rate:.1f}% ± {100 * line.error:.1f}** "
                    f"| {lineup.target_text()}{met} | {series} | {p95} |")
    return "\n".join(rows)


def chosen(names: Sequence[str] | None) -> list[Lineup]:
    """The line-ups named (all of them when none is); ValueError for an unknown name."""
    if not names:
        return list(LINEUPS)
    by_name = {lineup.name: lineup for lineup in LINEUPS}
    unknown = [n for n in names if n not in by_name]
    if unknown:
        raise ValueError(f"no line-up {unknown[0]!r} (line-ups: {', '.join(by_name)})")
    return [by_name[n] for n in names]


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point: 0 on success, 2 on a usage error or a series that failed."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    run_parser = commands.add_parser("run", help="play the series not yet whole")
    table_parser = commands.add_parser("table", help="count the series from their replays")
    for sub in (run_parser, table_parser):
        sub.add_argument("out", type=Path, help="the ladder's folder (one sub-folder a series)")
        sub.add_argument("--only", nargs="+", metavar="LINEUP", help="these line-ups only (default: all)")
    run_parser.add_argument("--jobs", type=int, default=2, help="series played at once (default 2: the cores)")
    run_parser.add_argument("--games", type=int, default=GAMES, help=f"games a series (default {GAMES})")
    table_parser.add_argument("--json", action="store_true", help="print the tally as JSON")
    args = parser.parse_args(argv)
    try:
        lineups = chosen(args.only)
    except ValueError as exc:
        parser.error(str(exc))
    if args.command == "run":
        args.out.mkdir(parents=True, exist_ok=True)
        print(f"engine: {'compiled' if engine_compiled(args.out) else 'Python (not compiled: slower)'}", flush=True)
        said = run_ladder(args.out, lineups, args.games, args.jobs)
        print("\n".join(said))
        return 2 if any(": failed" in line for line in said) else 0
    lines = [tally(args.out, lineup) for lineup in lineups]
    if args.json:
        print(json.dumps([{"lineup": line.lineup.name, "games": line.games, "wins": line.wins,
                           "rate": round(line.rate, 4), "error": round(line.error, 4),
                           "meets": bool(line.games) and line.lineup.meets(line.rate),
                           "seeds": [list(s) for s in line.seeds], "p95_ms": line.p95_ms} for line in lines], indent=2))
    else:
        print(markdown(lines))
    return 0


if __name__ == "__main__":
    sys.exit(run_piped(main))
