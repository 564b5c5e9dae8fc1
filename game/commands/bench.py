"""`elixir-arcade bench WHAT`: the project's benchmarks; figures go to docs/PERFORMANCE.md.

`WHAT` picks a benchmark from `BENCHES` (a name -> function table; other benchmarks such as
``engine`` and ``render`` are added there). Each benchmark owns one section of the
performance file, between ``<!-- bench:NAME -->`` and ``<!-- /bench:NAME -->``; rewriting
it leaves the other sections as they were.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from game.commands.gamearg import add_game_argument
from game.commands.output import json_stream, print_json
from game.perfdoc import PERFORMANCE_DOC, write_section

if TYPE_CHECKING:
    from net.bench import Timing

HELP = ("Measure performance: bench net (an answer's round trip next to a bare msgpack echo), "
        "bench engine (games, answers, copies and MCTS simulations per second), "
        "bench render (frame times of the busiest table)")



def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of the bench command."""
    parser.add_argument("what", help=f"what to measure: {', '.join(BENCHES)}")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--answers", type=int, default=400, help="bench net: answers to time (default 400)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the benchmark games")
    parser.add_argument("--doc", default=str(PERFORMANCE_DOC),
                        help="performance file to update (default: docs/PERFORMANCE.md under the current directory)")
    add_game_argument(parser, "bench engine and render: which game's engine and bots, or table")
    parser.add_argument("--no-write", action="store_true", help="do not update the performance file")
    parser.add_argument("--baseline", metavar="REV",
                        help="bench engine and net (Elixir): measure today's code beside the code at git "
                             "revision REV (checked out into a temporary worktree), alternately, in this run")


def run(args: argparse.Namespace) -> int:
    """Dispatch to the benchmark named by `what`."""
    from game.cli import UsageError

    bench = BENCHES.get(args.what)
    if bench is None:
        raise UsageError(f"unknown benchmark {args.what!r} (known: {', '.join(BENCHES)})")
    rc = bench(args)
    if rc == 0 and not args.no_write:
        print(f"figures written to {Path(args.doc).resolve()}", file=sys.stderr)
    return rc


def bench_net(args: argparse.Namespace) -> int:
    """`bench net`: see net.bench."""
    from game.cli import UsageError
    from net.bench import CPU_PARTS, ECHO_STAGES, STAGES, BenchError, run_bench

    if not 10 <= args.answers <= 100_000:
        raise UsageError("--answers must be between 10 and 100000")
    if args.baseline:
        from game.benchmarks.netcompare import run_net_baseline

        return run_net_baseline(args.baseline, json_stream(args) if args.json else None, answers=args.answers,
                                seed=args.seed, write=not args.no_write, doc=Path(args.doc))
    logging.getLogger("net").setLevel(logging.ERROR)
    try:
        result = run_bench("elixir", answers=args.answers, echoes=args.answers, seed=args.seed)
    except BenchError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    plain = result.to_plain()
    if args.json:
        print_json(args, plain, indent=2, sort_keys=True)
    else:
        print(f"answer round trip (4 seats): median {result.answer.median_us:.0f} us, "
              f"p90 {result.answer.p90_us:.0f} us")
        print(f"bare msgpack echo:           median {result.echo.median_us:.0f} us "
              f"(fanned out to 4: {result.echo_fanout.median_us:.0f} us)")
        print(f"host work per answer:        median {result.host.median_us:.0f} us")
        print(f"ratio: {result.ratio:.1f}x the bare echo, {result.ratio_fanout:.1f}x the fan-out echo")
        print(f"bytes per accepted answer per seat: {result.bytes_per_answer_seat:.0f} "
              f"(largest update {result.max_update_bytes})")
        print("where the round trip goes (medians): " + ", ".join(
            f"{name} {timing.median_us:.0f} us" for name, timing in result.stages.items()))
        print("where the fan-out echo goes (medians): " + ", ".join(
            f"{name} {timing.median_us:.0f} us" for name, timing in result.echo_stages.items()))
        print("CPU time per answer, all processes: " + _cpu_line(result.cpu)
              + "; per fan-out echo: " + _cpu_line(result.echo_cpu))
    if not args.no_write:
        a, e, f, h = result.answer, result.echo, result.echo_fanout, result.host
        body = f"""Command: `elixir-arcade bench net` ({date.today().isoformat()}). Game: {result.game}, \
{result.seats} seats. Every peer is a process of its own, as at a LAN party: the host, one client \
process per seat, the echo server and its clients, all over TCP on 127.0.0.1. Round trip = the asked \
seat sends an answer until all {result.seats} clients have decoded and applied their update frame; \
echo = a client sends an answer-sized msgpack frame until it (or each of {result.seats} clients) has \
decoded it back. A coordinating process paces the rounds over pipes, outside the timed path. \
Code measured: {_build_measured()}.

| measure | n | median (us) | p90 (us) |
| --- | ---: | ---: | ---: |
| answer round trip, {result.seats} seats | {a.n} | {a.median_us:.0f} | {a.p90_us:.0f} |
| bare msgpack echo (1 client) | {e.n} | {e.median_us:.0f} | {e.p90_us:.0f} |
| msgpack echo fanned out to {result.seats} clients | {f.n} | {f.median_us:.0f} | {f.p90_us:.0f} |
| host work per answer (validate, apply, {result.seats} views, patches, encode) | {h.n} | \
{h.median_us:.0f} | {h.p90_us:.0f} |

- Round trip / bare echo: **{result.ratio:.1f}x** (budget: 2x); round trip / fan-out echo: \
**{result.ratio_fanout:.1f}x**.
- The fan-out alone (one frame to {result.seats} client processes sharing this machine's cores) is \
{f.median_us / e.median_us:.1f}x the bare echo, before the host does any work for the answer.
- Bytes per accepted answer per seat: **{result.bytes_per_answer_seat:.0f}** (budget: under 400); \
largest single update frame: {result.max_update_bytes} bytes.

Where the round trip goes, stage by stage (medians over the same answers; each stage's median is \
taken alone, so they need not add up to the round trip's), beside the fan-out echo cut the same way \
(over the same frames echoed):

| stage of the answer's round trip | median (us) | p90 (us) | the fan-out echo's stage | median (us) | p90 (us) |
| --- | ---: | ---: | --- | ---: | ---: |
""" + "".join(_stage_row(about, result.stages.get(name), echo_about, result.echo_stages.get(echo_name))
              for (name, about), (echo_name, echo_about) in zip(STAGES, ECHO_STAGES, strict=True)) + """
CPU time spent per round by every process (us; from the first timed round to the last, divided by \
the answers or frames between them). The pacer's and a little of the clients' (their reports to it) \
fall between rounds; the rest is spent inside the round, on this machine's cores:

| process | per answer's round trip | per fan-out echo |
| --- | ---: | ---: |
""" + "".join(f"| {about} | {_us(result.cpu.get(name))} | {_us(result.echo_cpu.get(name))} |\n"
              for name, about in CPU_PARTS) + f"""\
| all together | {_us(sum(result.cpu.values()) if result.cpu else None)} | \
{_us(sum(result.echo_cpu.values()) if result.echo_cpu else None)} |
"""
        write_section(Path(args.doc), "net", "Network: answer round trip", body)
    return 0


def _us(value: float | None) -> str:
    """A CPU figure in whole microseconds, or "-" when it was not measured."""
    return "-" if value is None else f"{value:.0f}"


def _cpu_line(cpu: dict[str, float]) -> str:
    """CPU times per round as one printed line ("not measured" when empty)."""
    if not cpu:
        return "not measured"
    return f"{sum(cpu.values()):.0f} us (" + ", ".join(f"{name} {us:.0f}" for name, us in cpu.items()) + ")"


def _build_measured() -> str:
    """Which build of the host ran: the installed compiled one or Python sources."""
    import net.host

    if str(net.host.__file__).endswith(".py"):
        return "Python sources (nothing compiled)"
    return "the compiled engine and host of the installed package (README, \"The compiled engine\")"


def _stage_row(about: str, timing: Timing | None, echo_about: str, echo_timing: Timing | None) -> str:
    """One row of the stage table: a stage of the round trip beside the echo's matching one
    ("-" where a stage has no samples)."""
    def cells(t: Timing | None) -> str:
        return f"{t.median_us:.0f} | {t.p90_us:.0f}" if t is not None else "- | -"
    return f"| {about} | {cells(timing)} | {echo_about} | {cells(echo_timing)} |\n"


def bench_engine(args: argparse.Namespace) -> int:
    """`bench engine`: random-policy games, answers and state copies per second, MCTS simulations."""
    from game.benchmarks.engine import run_engine_bench

    json_output = json_stream(args) if args.json else None
    if args.baseline:
        from game.benchmarks.engine import run_engine_baseline
        from game.cli import UsageError

        if args.game != "elixir":
            raise UsageError("--baseline measures Elixir's engine only")
        return run_engine_baseline(args.baseline, json_output, seed=args.seed, write=not args.no_write,
                                   doc=Path(args.doc))
    if args.game in ("magicoa", "quest"):
        from game.benchmarks.engine_sampled import run_sampled_engine_bench

        return run_sampled_engine_bench(json_output, game=args.game, seed=args.seed, write=not args.no_write,
                                        doc=Path(args.doc))
    return run_engine_bench(json_output, seed=args.seed, write=not args.no_write, doc=Path(args.doc))


def bench_render(args: argparse.Namespace) -> int:
    """`bench render`: frame times of the busiest table scene (pygame is imported only here)."""
    from game.benchmarks.render import run_render_bench

    json_output = json_stream(args) if args.json else None
    return run_render_bench(json_output, (1280, 720), write=not args.no_write, doc=Path(args.doc), game=args.game)


BENCHES: dict[str, Callable[[argparse.Namespace], int]] = {
    "net": bench_net,
    "engine": bench_engine,
    "render": bench_render,
}
"""Benchmarks by name; each takes the parsed arguments and returns the exit code."""
