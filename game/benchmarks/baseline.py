"""Measuring today's code beside an older version of it, in one run (`bench ... --baseline REV`).

A benchmark's figures move with the machine's load, so a speed-up is only believable as a
ratio of two figures taken side by side. `old_tree(rev)` checks the revision out into a
temporary git worktree (removed afterwards); `run_script` runs one measuring script, by
path, in a fresh interpreter whose imports come from a given tree, and reads the JSON it
prints last. The same script file measures both trees, and `interleave` alternates the runs
(new, old, new, old...) keeping each figure's best, so that a burst of other work on the
machine hurts both sides alike.
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
"""This checkout (the tree whose `engine` and `net` are today's code)."""


class BaselineError(RuntimeError):
    """The older revision could not be checked out or measured."""


@contextlib.contextmanager
def old_tree(rev: str) -> Iterator[Path]:
    """A temporary git worktree of this checkout at `rev`; raises BaselineError without git
    or a repository, or for an unknown revision."""
    with tempfile.TemporaryDirectory(prefix="elixir-baseline-") as scratch:
        tree = Path(scratch) / "tree"
        try:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(tree), rev],
                           check=True, capture_output=True, text=True)
        except FileNotFoundError:
            raise BaselineError("git is needed to check out the baseline revision") from None
        except subprocess.CalledProcessError as exc:
            raise BaselineError(f"cannot check out {rev!r}: {exc.stderr.strip()}") from None
        try:
            yield tree
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)],
                           check=False, capture_output=True)


def run_script(script: Path, tree: Path, *args: str) -> dict[str, Any]:
    """Run `script` (by path, as ``__main__``, with `args`) with `tree` first on the import
    path; return the JSON object it printed (all of its output, or its last line). Raises
    BaselineError when it fails."""
    program = ("import runpy, sys; sys.path.insert(0, sys.argv[1]); script = sys.argv[2]; "
               "sys.argv = sys.argv[2:]; runpy.run_path(script, run_name='__main__')")
    done = subprocess.run([sys.executable, "-c", program, str(tree), str(script), *args],
                          capture_output=True, text=True, check=False, cwd=str(tree))
    return _figures(done, tree)


def run_module(module: str, tree: Path, *args: str) -> dict[str, Any]:
    """Run ``python -m module args`` with `tree` first on the import path (``PYTHONPATH``, which
    the processes it spawns inherit); return the JSON it printed. Raises BaselineError."""
    path = os.pathsep.join(p for p in (str(tree), os.environ.get("PYTHONPATH", "")) if p)
    env = {**os.environ, "PYTHONPATH": path}
    done = subprocess.run([sys.executable, "-m", module, *args], capture_output=True, text=True, check=False,
                          cwd=str(tree), env=env)
    return _figures(done, tree)


def _figures(done: subprocess.CompletedProcess[str], tree: Path) -> dict[str, Any]:
    """The JSON object a measuring run printed (all of its output, or its last line)."""
    if done.returncode != 0 or not done.stdout.strip():
        raise BaselineError(f"measuring {tree} failed: {done.stderr.strip()[-800:]}")
    text = done.stdout.strip()
    try:
        figures: dict[str, Any] = json.loads(text)
    except json.JSONDecodeError:
        figures = json.loads(text.splitlines()[-1])
    return figures


def flatten(figures: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    """Nested figures as one level (``{"a": {"b": 1}}`` gives ``{"a.b": 1}``)."""
    out: dict[str, Any] = {}
    for key, value in figures.items():
        if isinstance(value, dict):
            out.update(flatten(value, f"{prefix}{key}."))
        else:
            out[f"{prefix}{key}"] = value
    return out


def interleave(measure: Callable[[Path], dict[str, Any]], old: Path, rounds: int,
               higher_is_better: Callable[[str], bool]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Run `measure` on today's tree and on `old` alternately, `rounds` times each; keep each
    numeric figure's best (the highest or the lowest, as `higher_is_better(name)` says)."""
    best: list[dict[str, Any]] = [{}, {}]
    for _ in range(rounds):
        for side, tree in enumerate((ROOT, old)):
            for name, value in measure(tree).items():
                kept = best[side].get(name)
                numeric = isinstance(value, int | float) and isinstance(kept, int | float)
                if not numeric or (value > kept) == higher_is_better(name):
                    best[side][name] = value
    return best[0], best[1]


def ratio_rows(names: list[tuple[str, str]], new: dict[str, Any], old: dict[str, Any], *,
               higher_is_better: Callable[[str], bool]) -> list[tuple[str, float, float, float]]:
    """(label, old, new, speed-up) for each (key, label) in `names`; the speed-up is new/old
    for rates and old/new for times, so above 1 is always faster."""
    rows = []
    for key, label in names:
        a, b = float(old[key]), float(new[key])
        speedup = (b / a if higher_is_better(key) else a / b) if a and b else 0.0
        rows.append((label, a, b, speedup))
    return rows
