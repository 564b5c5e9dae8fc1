"""The host, join, lan and bench commands, run as processes on 127.0.0.1."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from nethelpers import REPO

ENV = {**os.environ, "PYTHONPATH": str(REPO)}
PROBE = ("import sys; from game.cli import main; rc = main(sys.argv[1:]); "
         "print('PYGAME', 'pygame' in sys.modules, flush=True); sys.exit(rc)")


def start(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-c", PROBE, *args], cwd=REPO, env=ENV, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


@pytest.mark.parametrize("game", ["elixir", "magicoa"])
def test_headless_host_and_three_bot_clients_play_a_game(game: str) -> None:
    host = start("host", "--game", game, "--players", "4", "--bots", "1", "--bind", "127.0.0.1",
                 "--port", "0", "--floor", "0", "--seed", "4", "--name", "CLI table", "--linger", "5")
    joins: list[subprocess.Popen[str]] = []
    try:
        assert host.stdout is not None
        line = host.stdout.readline()
        assert line.startswith("LISTENING 127.0.0.1 "), line + (host.stderr.read() if host.stderr else "")
        port = line.split()[2]
        lan = subprocess.run([sys.executable, "-m", "game", "lan", "--interface", "127.0.0.1", "--json",
                              "--timeout", "6"], cwd=REPO, env=ENV, text=True, capture_output=True, timeout=60)
        assert lan.returncode == 0, lan.stderr
        tables = [t for t in json.loads(lan.stdout) if t["port"] == int(port)]
        assert tables and tables[0]["table"] == "CLI table" and tables[0]["free"] == 3
        assert tables[0]["game"] == game
        joins = [start("join", f"127.0.0.1:{port}", "--bot", "greedy" if i == 0 else "random", "--seed", str(i),
                       "--name", f"J{i}") for i in range(3)]
        outs = [j.communicate(timeout=120) for j in joins]
        host_out, host_err = host.communicate(timeout=60)
    finally:
        for proc in [host, *joins]:
            if proc.poll() is None:
                proc.kill()
    assert host.returncode == 0, host_err
    result_line = next(x for x in host_out.splitlines() if x.startswith("RESULT "))
    result = json.loads(result_line[len("RESULT "):])
    assert result["winners"]
    assert "PYGAME False" in host_out
    seats = set()
    for (out, err), proc in zip(outs, joins, strict=True):
        assert proc.returncode == 0, err
        assert f"{result_line}" in out.splitlines()
        assert f"GAME {game}" in out.splitlines()  # the greedy join plays the table's game's own greedy bot
        seats.add(next(x for x in out.splitlines() if x.startswith("SEAT ")))
        assert "PYGAME False" in out
    assert len(seats) == 3


@pytest.mark.parametrize("args", [
    ["host", "--players", "99"],
    ["host", "--players", "4", "--bots", "5"],
    ["host", "--game", "chess"],
    ["host", "--bot", "nobody"],
    ["host", "--resume", "/nonexistent/save.json"],
    ["host", "--game", "quest", "--players", "2", "--bots", "1", "--option", "real=true"],  # a bot has no collection
    ["join", "nowhere", "--bot", "random"],
    ["join", "127.0.0.1:1", "--bot", "nobody"],
    ["join", "127.0.0.1:1"],  # neither a bot for a seat nor --watch
    ["join", "127.0.0.1:1", "--watch", "--bot", "random"],
    ["bench", "nothing"],
    ["lan", "--timeout", "0"],
])
def test_bad_input_is_a_one_line_usage_error(args: list[str]) -> None:
    proc = subprocess.run([sys.executable, "-m", "game", *args], cwd=REPO, env=ENV, text=True,
                          capture_output=True, timeout=60)
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.startswith("error: ") and len(proc.stderr.strip().splitlines()) == 1


def test_join_watch_follows_a_full_table_to_its_result_and_a_refused_join_is_told_it_could_watch() -> None:
    """A headless `join` at a full table was refused with no hint that it could watch, and could
    not watch: `--watch` follows the game as a spectator (no seat, no bot) to its result."""
    host = start("host", "--players", "3", "--bots", "2", "--bind", "127.0.0.1", "--port", "0", "--floor", "0.2",
                 "--seed", "3", "--linger", "0", "--no-announce")
    others: list[subprocess.Popen[str]] = []
    try:
        assert host.stdout is not None
        port = host.stdout.readline().split()[2]
        watcher = start("join", f"127.0.0.1:{port}", "--watch", "--name", "Eve", "--timeout", "120")
        assert watcher.stdout is not None
        others.append(watcher)
        assert watcher.stdout.readline().strip() == "GAME elixir"
        assert watcher.stdout.readline().strip() == "WATCHING"
        player = start("join", f"127.0.0.1:{port}", "--bot", "random", "--name", "Ann", "--new-seat")
        assert player.stdout is not None
        others.append(player)
        assert player.stdout.readline().strip() == "GAME elixir"
        refused = subprocess.run([sys.executable, "-m", "game", "join", f"127.0.0.1:{port}", "--bot", "random",
                                  "--name", "Bob", "--new-seat"], cwd=REPO, env=ENV, text=True,
                                 capture_output=True, timeout=60)
        assert refused.returncode == 1
        assert "(table_full); --watch joins to watch it" in refused.stderr, refused.stderr
        watched, _ = watcher.communicate(timeout=150)
        played, _ = player.communicate(timeout=60)
    finally:
        for proc in [host, *others]:
            if proc.poll() is None:
                proc.kill()
    assert watcher.returncode == 0
    result = next(x for x in watched.splitlines() if x.startswith("RESULT "))
    assert result in played.splitlines()
    assert not any(x.startswith("SEAT ") for x in watched.splitlines())


def test_join_reports_an_unreachable_host() -> None:
    proc = subprocess.run([sys.executable, "-m", "game", "join", "127.0.0.1:1", "--bot", "random"], cwd=REPO,
                          env=ENV, text=True, capture_output=True, timeout=120)
    assert proc.returncode == 1 and "cannot reach" in proc.stderr


def test_bench_net_runs_every_peer_in_its_own_process_and_reports_its_figures(tmp_path: Path) -> None:
    # no --doc: the figures go to docs/PERFORMANCE.md under the current directory (they went next
    # to the code, so an installed package wrote them into site-packages, where nobody read them)
    doc = tmp_path / "docs" / "PERFORMANCE.md"
    proc = subprocess.run([sys.executable, "-m", "game", "bench", "net", "--answers", "20", "--json"],
                          cwd=tmp_path, env=ENV, text=True, capture_output=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert f"figures written to {doc.resolve()}" in proc.stderr
    figures = json.loads(proc.stdout)
    assert figures["answer_round_trip"]["n"] == 20 and figures["bare_echo"]["n"] == 20
    assert figures["host_work"]["n"] >= 20
    assert figures["answer_round_trip"]["median_us"] > figures["host_work"]["median_us"] > 0
    assert 0 < figures["bytes_per_answer_per_seat"] < 2000
    assert figures["ratio"] == pytest.approx(figures["answer_round_trip"]["median_us"]
                                             / figures["bare_echo"]["median_us"], rel=0.01)
    from net.bench import STAGES

    stages = figures["stages"]  # the round trip cut into stages, each timed on the same answers
    assert set(stages) == {name for name, _ in STAGES}
    assert all(stage["n"] == 20 and stage["median_us"] > 0 for stage in stages.values())
    assert figures["stages"]["host_work"]["median_us"] == pytest.approx(figures["host_work"]["median_us"], rel=0.5)
    from net.bench import ECHO_STAGES

    echo_stages = figures["echo_fanout_stages"]  # the fan-out echo cut the same way, on its own frames
    assert set(echo_stages) == {name for name, _ in ECHO_STAGES}
    assert all(stage["n"] == 20 and stage["median_us"] > 0 for stage in echo_stages.values())
    assert sum(stage["median_us"] for stage in echo_stages.values()) == pytest.approx(
        figures["echo_fanout"]["median_us"], rel=0.5)
    from net.bench import CPU_PARTS

    parts = {name for name, _ in CPU_PARTS}  # every process's CPU time per round, for both measures
    assert set(figures["cpu_per_answer_us"]) == parts == set(figures["echo_fanout_cpu_per_frame_us"])
    assert all(us > 0 for us in figures["cpu_per_answer_us"].values())
    assert all(us > 0 for us in figures["echo_fanout_cpu_per_frame_us"].values())
    assert figures["cpu_per_answer_us"]["server"] >= figures["host_work"]["median_us"] / 2
    text = doc.read_text(encoding="utf-8")
    assert "<!-- bench:net -->" in text and "process of its own" in text
    assert "Where the round trip goes" in text and STAGES[1][1] in text and ECHO_STAGES[1][1] in text
    assert "CPU time spent per round" in text and CPU_PARTS[1][1] in text


def test_the_host_bench_times_warm_and_cold_series_of_accepted_answers() -> None:
    from net.bench_host import measure_host

    figures = measure_host(seed=3, answers=30, repeats=1, cold_answers=12)
    assert figures["answers"] == 30 and figures["cold_answers"] == 12
    assert figures["median_us"] > 0 and figures["cold_median_us"] > 0
