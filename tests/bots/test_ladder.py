"""tools.ladder: a ladder's series resume where they stopped and play the games a whole series
would; its table counts them from their replays and says a target missed."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools.ladder import LINEUPS, Lineup, chosen, games_saved, markdown, run_ladder, series_of, tally
from tools.series_wins import count

CHECKOUT = Path(__file__).resolve().parents[2]
QUICK = Lineup("random-greedy", "random,greedy,greedy,greedy", (7, 8), 0.99)
"""A line-up quick to play, with a target no bot meets."""


def test_a_series_stopped_early_resumes_at_its_first_missing_game(tmp_path: Path) -> None:
    stopped, whole = tmp_path / "stopped", tmp_path / "whole"
    run_ladder(stopped, [QUICK], games=4, jobs=2, cwd=CHECKOUT)  # a ladder stopped after 4 games a series
    said = run_ladder(stopped, [QUICK], games=8, jobs=2, cwd=CHECKOUT)
    assert said == ["random-greedy-7: played games 4 to 7", "random-greedy-8: played games 4 to 7"]
    run_ladder(whole, [QUICK], games=8, jobs=1, cwd=CHECKOUT)
    for series, again in zip(series_of(stopped, [QUICK]), series_of(whole, [QUICK]), strict=True):
        assert games_saved(series) == 8 and series.report(4).exists() and series.report(0).exists()
        assert not count([series.folder]).skipped  # the reports lie outside the replays' folder
        for index in range(8):
            name = f"elixir-{series.seed}-{index:05d}.json"
            assert (series.folder / name).read_bytes() == (again.folder / name).read_bytes(), name
    assert run_ladder(stopped, [QUICK], games=8, jobs=1, cwd=CHECKOUT) == [
        "random-greedy-7: whole (8 games)", "random-greedy-8: whole (8 games)"]


def test_the_table_counts_each_seed_and_says_a_target_missed(tmp_path: Path) -> None:
    run_ladder(tmp_path, [QUICK], games=4, jobs=2, cwd=CHECKOUT)
    line = tally(tmp_path, QUICK)
    assert line.games == 8 and [(s, g) for s, g, _w in line.seeds] == [(7, 4), (8, 4)]
    assert line.wins == sum(w for _s, _g, w in line.seeds) and 0 <= line.rate < 0.99
    assert line.p95_ms is not None
    table = markdown([line])
    assert "| random vs 3 greedy | 8 |" in table and "≥ 99%: **not met**" in table


def test_a_missing_series_counts_no_game_and_an_unknown_line_up_is_refused(tmp_path: Path) -> None:
    assert tally(tmp_path, LINEUPS[0]).games == 0
    assert chosen(["easy-greedy"]) == [next(lu for lu in LINEUPS if lu.name == "easy-greedy")]
    with pytest.raises(ValueError, match="no line-up 'nope'"):
        chosen(["nope"])


def test_the_line_ups_are_the_issues_with_its_targets() -> None:
    targets = {lu.name: (lu.bots.split(",")[0], lu.target_text()) for lu in LINEUPS}
    assert targets == {"hard-normal": ("mcts:hard", "≥ 35%"), "hard-greedy": ("mcts:hard", "≥ 55%"),
                       "normal-greedy": ("mcts:normal", "≥ 42%"), "easy-greedy": ("mcts:easy", "≤ 25%")}
