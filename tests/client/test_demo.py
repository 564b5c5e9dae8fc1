"""`play --demo --exit-at-end` plays whole games in the real client, under the dummy video driver.

The player's seat is driven by the table's autoplay driver through the scene's input (clicks
and keys), the other seats by the host's bots, over the same host and client code as LAN play.
Each game runs in its own process, as CI runs it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest


@pytest.mark.parametrize("players", [3, 4, 6])
def test_demo_plays_a_full_game(players: int, tmp_path: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    proc = subprocess.run(
        [sys.executable, "-m", "game", "play", "--demo", "--exit-at-end", "--players", str(players),
         "--seed", str(players), "--speed", "16", "--no-sound", "--timeout", "240",
         "--settings", str(tmp_path / "settings.json")],
        capture_output=True, text=True, timeout=300, env=env, cwd=Path(__file__).resolve().parents[2])
    assert proc.returncode == 0, proc.stderr[-2000:]
    line = next(ln for ln in proc.stdout.splitlines() if ln.startswith("RESULT "))
    result = json.loads(line.removeprefix("RESULT "))
    assert len(result["cast"]) == players and result["winners"]
    assert not (tmp_path / "settings.json").exists()  # a demo never rewrites the player's settings


def test_play_rejects_bad_arguments() -> None:
    from game.cli import main

    assert main(["play", "--demo", "--players", "9"]) == 2
    assert main(["play", "--size", "12x9999999"]) == 2
    assert main(["play", "--demo", "--bot", "nonsense"]) == 2


@pytest.mark.parametrize("players", [3, 6])
def test_magicoa_demo_plays_a_full_game_through_its_table(players: int, tmp_path: Path) -> None:
    """Magicoa's table plays a whole game: the seat's secret picks, bids, points-or-power and
    exchanges are clicks on its gold cards, potions and buttons."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    proc = subprocess.run(
        [sys.executable, "-m", "game", "play", "--demo", "--game", "magicoa", "--exit-at-end", "--players",
         str(players), "--seed", str(players), "--speed", "16", "--no-sound", "--timeout", "240",
         "--settings", str(tmp_path / "settings.json")],
        capture_output=True, text=True, timeout=300, env=env, cwd=Path(__file__).resolve().parents[2])
    assert proc.returncode == 0, proc.stderr[-2000:]
    line = next(ln for ln in proc.stdout.splitlines() if ln.startswith("RESULT "))
    result = json.loads(line.removeprefix("RESULT "))
    assert len(result["scores"]) == players and result["winners"] and result["rounds"] == 6


def test_a_demo_whose_window_failed_exits_1_and_says_what_failed(tmp_path: Path) -> None:
    """The window carries on after a scene fails (a player can still leave), but a demo is a test
    of the window: it reports the failure and exits 1 even though its game ended."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    failing_panel = (
        "from game.tables.quest.paint import Painter\n"
        "def panel(*args, **kwargs):\n"
        "    raise ValueError('a panel that cannot be drawn')\n"
        "Painter.panel = panel\n"
        "from game.cli import main\n"
        "raise SystemExit(main(['play', '--demo', '--exit-at-end', '--game', 'quest', '--seed', '3', '--speed', '16',"
        " '--no-sound', '--timeout', '240', '--settings', " + repr(str(tmp_path / "settings.json")) + "]))\n")
    proc = subprocess.run([sys.executable, "-c", failing_panel], capture_output=True, text=True, timeout=300, env=env,
                          cwd=Path(__file__).resolve().parents[2])
    assert proc.returncode == 1, proc.stderr[-2000:]
    assert "error: the window failed while drawing QuestShell: ValueError" in proc.stderr
