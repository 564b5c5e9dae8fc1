"""`bench engine --game magicoa` measures every figure it reports (a small run; no timing asserted)."""

from __future__ import annotations

from game.benchmarks.engine_sampled import measure


def test_the_magicoa_engine_benchmark_reports_every_figure() -> None:
    figures = measure(games=3, seed=2, hard_positions=2)
    for name in ("games_per_s", "answers_per_s", "copies_per_s", "view_sets_per_s", "determinizations_per_s",
                 "greedy_ms_p95", "hard_ms_p95"):
        assert figures[name] > 0, name
    assert figures["game"] == "magicoa" and figures["hard_positions"] == 2
