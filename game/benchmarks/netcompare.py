"""`elixir-arcade bench net --baseline REV`: today's host and round trip beside an older version's.

Two measurements run on both trees, alternately (see `game.benchmarks.baseline`):

- the host's own work per accepted answer, in one process (`net/bench_host.py`: a host fed
  in memory by 4 seats, only `Host.receive` timed), on warm caches and on cold ones;
- the whole `bench net` of that tree (its own code, processes and sockets on 127.0.0.1): the
  answer round trip, the fan-out echo it is compared with, and the host work seen there.

Medians are kept at their best (lowest) over the rounds. Writes the ``net-baseline`` section
of docs/PERFORMANCE.md. Never imports pygame.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, TextIO

from game.benchmarks.engine import show
from game.perfdoc import PERFORMANCE_DOC

FIGURES = [
    ("host.median_us", "host work per accepted answer, in memory (median us)"),
    ("host.cold_median_us", "the same on cold caches (median us)"),
    ("socket.host_work.median_us", "host work per accepted answer, bench net (median us)"),
    ("socket.answer_round_trip.median_us", "answer round trip, 4 seats (median us)"),
    ("socket.echo_fanout.median_us", "msgpack echo fanned out to 4 (median us)"),
    ("socket.ratio_fanout", "round trip / fan-out echo"),
]
"""The figures compared, with their labels; all of them are better lower."""


def run_net_baseline(rev: str, json_output: TextIO | None, *, answers: int = 400, seed: int = 1,
                     rounds: int = 2, write: bool = True, doc: Path = PERFORMANCE_DOC) -> int:
    """Measure, print, write; exit code 0, or 1 when the revision cannot be measured."""
    from game.benchmarks.baseline import (
        COMPILED_NOTE,
        ROOT,
        BaselineError,
        compiled_tree,
        flatten,
        interleave_trees,
        old_tree,
        ratio_table,
        run_module,
        run_script,
        with_compiled,
    )

    def measure(tree: Path) -> dict[str, Any]:
        host_script = ROOT / "net" / "bench_host.py"
        host = run_script(host_script, tree, str(seed))
        socket = run_module("game", tree, "bench", "net", "--json", "--no-write", "--answers", str(answers),
                            "--seed", str(seed))
        return flatten({"host": host, "socket": socket})

    compiled_site = compiled_tree()
    try:
        with old_tree(rev) as tree:
            trees = [ROOT, tree] + ([compiled_site] if compiled_site is not None else [])
            new, old, *compiled = interleave_trees(measure, trees, rounds, lambda _: False)
    except BaselineError as exc:
        print(f"error: {exc}")
        return 1
    figures: dict[str, Any] = {"baseline": rev, "seed": seed, "answers": answers, "rounds": rounds,
                               "old": {k: old[k] for k, _ in FIGURES}, "new": {k: new[k] for k, _ in FIGURES}}
    rows, compiled_rows, printed = with_compiled(FIGURES, new, old, compiled[0] if compiled else None, figures, 2,
                                                 higher_is_better=lambda _: False)
    show(figures, json_output, printed)
    if write:
        from game.perfdoc import write_section

        lines = [f"Command: `elixir-arcade bench net --baseline {rev}` (Elixir, 4 seats, {answers} answers a "
                 f"socket run, seed {seed}). Today's code and the code of a git worktree at `{rev}` are "
                 f"measured alternately, {rounds} times each, best median kept: the host alone in memory "
                 "(`net/bench_host.py`, the same file on both trees) and each tree's own `bench net` over "
                 "TCP. Speed-up above 1 is faster." + (COMPILED_NOTE if compiled_rows else ""),
                 "", *ratio_table(rev, rows, compiled_rows, 2)]
        write_section(doc, "net-baseline", "Network: today beside the code before the speed work", "\n".join(lines))
    return 0
