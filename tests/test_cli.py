"""The command line: version and help, determinism of `simulate`, `replay`, and bad input.

Bad input to any command gives one line on stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from game.cli import main

ROOT = Path(__file__).resolve().parent.parent


def is_timing(key: str) -> bool:
    """Fields that measure speed, which differ between runs."""
    return key.endswith(("per_second", "_ms"))


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=300)


def simulate_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["simulate", "--json", *args]) == 0
    return dict(json.loads(capsys.readouterr().out))


def test_version_and_help_through_python_dash_m_game() -> None:
    done = run_cli("--version")
    assert done.returncode == 0 and done.stdout.startswith("elixir-arcade ")
    done = run_cli("--help")
    assert done.returncode == 0 and "simulate" in done.stdout and "replay" in done.stdout


def test_simulate_reports_the_promised_fields(capsys: pytest.CaptureFixture[str]) -> None:
    report = simulate_json(capsys, "--players", "3", "--games", "4", "--seed", "9")
    for key in ("game", "players", "games", "completed", "wins_by_seat", "mean_rounds", "mean_decisions",
                "games_per_second", "wins_by_bot"):
        assert key in report
    assert report["completed"] == 4 and sum(report["wins_by_seat"]) == 4


def test_simulate_same_seed_same_results(capsys: pytest.CaptureFixture[str]) -> None:
    a = simulate_json(capsys, "--players", "4", "--games", "5", "--seed", "3")
    b = simulate_json(capsys, "--players", "4", "--games", "5", "--seed", "3")
    c = simulate_json(capsys, "--players", "4", "--games", "5", "--seed", "4")
    strip = lambda r: {k: v for k, v in r.items() if not is_timing(k)}  # noqa: E731
    assert strip(a) == strip(b)
    assert strip(a) != strip(c)


def test_simulate_rotate_seats_plays_every_seat(capsys: pytest.CaptureFixture[str]) -> None:
    report = simulate_json(capsys, "--players", "3", "--games", "4", "--rotate-seats")
    assert report["games"] == 6 and report["rotate_seats"] is True


def test_simulate_slices_of_a_series_add_up_to_the_whole_series(capsys: pytest.CaptureFixture[str]) -> None:
    common = ("--players", "3", "--games", "6", "--seed", "5", "--bots", "greedy,random,random", "--rotate-seats")
    whole = simulate_json(capsys, *common)
    head = simulate_json(capsys, *common, "--games", "3")
    tail = simulate_json(capsys, *common, "--first", "3")
    assert (head["completed"], tail["completed"], tail["first"]) == (3, 3, 3)
    assert [a + b for a, b in zip(head["wins_by_seat"], tail["wins_by_seat"], strict=True)] == whole["wins_by_seat"]
    for bot, wins in whole["wins_by_bot"].items():
        assert head["wins_by_bot"][bot] + tail["wins_by_bot"][bot] == pytest.approx(wins)


def test_simulate_refuses_a_first_game_outside_the_series(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "3", "--games", "3", "--first", "3"]) != 0
    assert "--first" in capsys.readouterr().err


def test_replay_verify_round_trip_and_mismatch(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "3", "--games", "1", "--seed", "2", "--save-replays", str(tmp_path)]) == 0
    capsys.readouterr()
    (saved,) = tmp_path.glob("*.json")
    assert main(["replay", str(saved), "--verify"]) == 0
    assert "verified" in capsys.readouterr().out
    data = json.loads(saved.read_text())
    data["hash"] = "0" * 64
    saved.write_text(json.dumps(data))
    assert main(["replay", str(saved), "--verify"]) == 1
    assert "MISMATCH" in capsys.readouterr().out


@pytest.mark.parametrize("args", [
    ["simulate", "--players", "2"],
    ["simulate", "--players", "9"],
    ["simulate", "--games", "0"],
    ["simulate", "--game", "chess"],
    ["simulate", "--players", "3", "--bots", "random,random"],
    ["simulate", "--players", "3", "--bots", "random,random,wizard"],
    ["simulate", "--option", "rhyme=klingon"],
    ["simulate", "--option", "nonsense"],
    ["simulate", "--players", "three"],
    ["replay", "/nonexistent/file.json"],
    ["play", "--lan-interface", "wifi0"],
    ["no-such-command"],
])
def test_bad_input_gives_one_line_and_exit_2(args: list[str]) -> None:
    done = run_cli(*args)
    assert done.returncode == 2, done
    assert "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr


def test_corrupt_replay_file_gives_one_line_and_exit_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    done = run_cli("replay", str(bad))
    assert done.returncode == 2 and "not a replay file" in done.stderr and "Traceback" not in done.stderr


def test_a_reader_that_stops_early_gets_no_traceback() -> None:
    """`collection list | head` printed a BrokenPipeError traceback: a command whose reader went
    away stops quietly (exit 141, as Unix tools do)."""
    proc = subprocess.Popen([sys.executable, "-m", "game", "cards"], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # what `head` does once it has its lines: here, before the first
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=300) == 141
    assert "Traceback" not in err and "BrokenPipe" not in err


def test_play_refuses_a_lan_interface_that_is_not_an_ipv4_address() -> None:
    """`play --lan-interface` takes the interface's IPv4 address (the window is never opened for
    a bad one: the check comes first)."""
    done = run_cli("play", "--lan-interface", "wifi0")
    assert done.returncode == 2 and "IPv4" in done.stderr and "Traceback" not in done.stderr, done
