"""`elixir-arcade bench net --baseline REV`: today's host and round trip beside an older version's.

Two measurements run on both trees, alternately (see `game.benchmarks.baseline`):

- the host's own work per accepted answer, in one process (`net/bench_host.py`: a host fed
  in memory by 4 seats, only `Host.receive` timed);
- the whole `bench net` of that tree (its own code, processes and sockets on 127.0.0.1): the
  answer round trip, the fan-out echo it is compared with, and the host work seen there.

Medians are kept at their best (lowest) over the rounds. Writes the ``net-baseline`` section
of docs/PERFORMANCE.md. Never imports pygame.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, TextIO

from game.benchmarks.engine import DOC, show

FIGURES = [
    ("host.median_us", "host work per accepted answer, in memory (median us)"),
    ("socket.host_work.median_us", "host work per accepted answer, bench net (median us)"),
    ("socket.answer_round_trip.median_us", "answer round trip, 4 seats (median us)"),
    ("socket.echo_fanout.median_us", "msgpack echo fanned out to 4 (median us)"),
    ("socket.ratio_fanout", "round trip / fan-out echo"),
]
"""The figures compared, with their labels; all of them are better lower."""


def run_net_baseline(rev: str, json_output: TextIO | None, *, answers: int = 400, seed: int = 1,
                     rounds: int = 2, write: bool = True, doc: Path = DOC) -> int:
    """Measure, print, write; exit code 0, or 1 when the revision cannot be measured."""
    from game.benchmarks.baseline import (
        BaselineError,
        flatten,
        interleave,
        old_tree,
        ratio_rows,
        run_module,
        run_script,
    )

    root = Path(__file__).resolve().parents[2]

    def measure(tree: Path) -> dict[str, Any]:
        host_script = root / "net" / "bench_host.py"
        host = run_script(host_script, tree, str(seed))
        socket = run_module("game", tree, "bench", "net", "--json", "--no-write", "--answers", str(answers),
                            "--seed", str(seed))
        return flatten({"host": host, "socket": socket})

    try:
        with old_tree(rev) as tree:
            new, old = interleave(measure, tree, rounds, lambda _: False)
    except BaselineError as exc:
        print(f"error: {exc}")
        return 1
    rows = ratio_rows(FIGURES, new, old, higher_is_better=lambda _: False)
    figures = {"baseline": rev, "seed": seed, "answers": answers, "rounds": rounds,
               "old": {k: old[k] for k, _ in FIGURES}, "new": {k: new[k] for k, _ in FIGURES},
               "speedups": {key: round(r[3], 2) for (key, _), r in zip(FIGURES, rows, strict=True)}}
    show(figures, json_output, [f"{label}: {a:.2f} -> {b:.2f} ({x:.2f}x)" for label, a, b, x in rows])
    if write:
        from game.perfdoc import write_section

        lines = [f"Command: `elixir-arcade bench net --baseline {rev}` (Elixir, 4 seats, {answers} answers a "
                 f"socket run, seed {seed}). Today's code and the code of a git worktree at `{rev}` are "
                 f"measured alternately, {rounds} times each, best median kept: the host alone in memory "
                 "(`net/bench_host.py`, the same file on both trees) and each tree's own `bench net` over "
                 "TCP. Speed-up above 1 is faster.",
                 "", f"| figure | `{rev}` | today | speed-up |", "| --- | ---: | ---: | ---: |"]
        lines += [f"| {label} | {a:.2f} | {b:.2f} | **{x:.2f}x** |" for label, a, b, x in rows]
        write_section(doc, "net-baseline", "Network: today beside the code before the speed work", "\n".join(lines))
    return 0
