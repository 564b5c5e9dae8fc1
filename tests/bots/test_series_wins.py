"""tools.series_wins: a series counted from its saved replays agrees with `simulate`'s tally."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.cli import main as cli
from tools.series_wins import count, main


def test_the_replays_of_a_series_give_simulates_tally(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli(["simulate", "--players", "3", "--games", "6", "--seed", "4", "--bots", "greedy,random,random",
                "--rotate-seats", "--json", "--save-replays", str(tmp_path)]) == 0
    report = json.loads(capsys.readouterr().out)
    tally = count([tmp_path])
    assert tally.games == 6 and not tally.skipped
    assert dict(tally.wins) == {bot: wins for bot, wins in report["wins_by_bot"].items() if wins}


def test_slices_in_two_folders_add_up_and_broken_files_are_skipped(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    head, tail = tmp_path / "head", tmp_path / "tail"
    common = ["simulate", "--players", "3", "--games", "6", "--seed", "4", "--bots", "greedy,random,random",
              "--rotate-seats"]
    assert cli([*common, "--games", "3", "--save-replays", str(head)]) == 0
    assert cli([*common, "--first", "3", "--save-replays", str(tail)]) == 0
    (tail / "broken.json").write_text("{not json")
    capsys.readouterr()
    assert main([str(head), str(tail), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 6 and len(out["skipped"]) == 1 and sum(out["wins"].values()) == pytest.approx(6)


def test_a_folder_without_replays_is_an_error(tmp_path: Path) -> None:
    assert main([str(tmp_path)]) == 2
