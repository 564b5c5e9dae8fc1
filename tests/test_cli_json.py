"""`--json` outputs are one pure JSON document on stdout, whatever else a command or a library prints.

Each command runs in its own process (the way a script would call it), with pygame's import
banner *not* hidden by the environment, so the test fails if anything but the document
reaches stdout.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

JSON_COMMANDS = {
    "simulate": ["simulate", "--json", "--players", "3", "--games", "2", "--seed", "5"],
    "cards": ["cards", "--json"],
    "lan": ["lan", "--json", "--timeout", "0.3", "--interface", "127.0.0.1"],
    "bench render": ["bench", "render", "--json", "--no-write"],
}


def run_json_command(args: list[str]) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "PYGAME_HIDE_SUPPORT_PROMPT"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)


@pytest.mark.parametrize("name", sorted(JSON_COMMANDS))
def test_json_output_is_one_json_document_on_stdout(name: str) -> None:
    done = run_json_command(JSON_COMMANDS[name])
    assert done.returncode == 0, done.stderr
    json.loads(done.stdout)  # raises on a banner, a progress line or a second document

