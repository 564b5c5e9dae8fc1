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
from dataclasses import dataclass
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
    new, older = interleave_trees(measure, [ROOT, old], rounds, higher_is_better)
    return new, older


def interleave_trees(measure: Callable[[Path], dict[str, Any]], trees: list[Path], rounds: int,
                     higher_is_better: Callable[[str], bool]) -> list[dict[str, Any]]:
    """`interleave` over any trees (today's, an old one, the installed compiled engine...): each
    tree's best figures, in the order of `trees`."""
    best: list[dict[str, Any]] = [{} for _ in trees]
    for _ in range(rounds):
        for side, tree in enumerate(trees):
            for name, value in measure(tree).items():
                kept = best[side].get(name)
                numeric = isinstance(value, int | float) and isinstance(kept, int | float)
                if not numeric or (value > kept) == higher_is_better(name):
                    best[side][name] = value
    return best


@dataclass(frozen=True)
class InstalledEngine:
    """The `engine` package that an interpreter run isolated from this checkout imports (the
    installed one, README "The compiled engine")."""

    site: Path
    """The directory holding the package (what `run_script` puts first on the import path)."""
    compiled: tuple[str, ...]
    """The compiled modules' files of `engine` and `net`, relative to `site`; empty for a Python install."""
    stale: tuple[str, ...]
    """This checkout's engine sources that the installed ones differ from (or lack)."""

    @property
    def problem(self) -> str | None:
        """Why it cannot stand for this checkout's compiled engine, or None when it can."""
        if not self.compiled:
            return "the installed engine is Python (pip install . compiles it where a C compiler is found)"
        if self.stale:
            return f"the installed engine is older than this checkout ({self.stale[0]}...): pip install . again"
        return None


def installed_engine(scratch: Path) -> InstalledEngine | None:
    """The installed `engine` package (found by this interpreter run with ``-I`` in `scratch`), or
    None when the project is not installed or is installed editable (its engine is this checkout's)."""
    found = subprocess.run([sys.executable, "-I", "-c", "import engine, json; print(json.dumps(engine.__file__))"],
                           capture_output=True, text=True, cwd=str(scratch), check=False)
    if found.returncode != 0:
        return None
    package = Path(json.loads(found.stdout)).parent
    if package.resolve() == (ROOT / "engine").resolve():
        return None
    compiled = tuple(sorted(p.relative_to(package.parent).as_posix() for part in ("engine", "net")
                            for p in (package.parent / part).rglob("*") if p.suffix in (".so", ".pyd")))
    sources = [p for part in ("engine", "net", "game") for p in sorted((ROOT / part).rglob("*.py"))]
    stale = tuple(p.relative_to(ROOT).as_posix() for p in sources
                  if not _same_file(package.parent / p.relative_to(ROOT), p))
    return InstalledEngine(package.parent, compiled, stale)


def compiled_tree() -> Path | None:
    """Where the installed compiled engine lives (a tree for `run_script` and `run_module`) when it
    is this checkout's code; else None, after printing why it is left out of the comparison."""
    with tempfile.TemporaryDirectory() as scratch:
        installed = installed_engine(Path(scratch))
    problem = "the project is not installed (pip install .)" if installed is None else installed.problem
    if installed is None or problem is not None:
        print(f"the compiled engine is left out: {problem}")
        return None
    return installed.site


def ratio_table(rev: str, rows: list[tuple[str, float, float, float]],
                compiled_rows: list[tuple[str, float, float, float]], digits: int) -> list[str]:
    """A markdown table of `ratio_rows`: the old code, today's Python and, when `compiled_rows`
    is not empty, today's compiled engine, each speed-up against the old code."""
    if not compiled_rows:
        return [f"| figure | `{rev}` | today | speed-up |", "| --- | ---: | ---: | ---: |",
                *(f"| {label} | {a:.{digits}f} | {b:.{digits}f} | **{x:.2f}x** |" for label, a, b, x in rows)]
    return [f"| figure | `{rev}` | today, Python | speed-up | today, compiled | speed-up |",
            "| --- | ---: | ---: | ---: | ---: | ---: |",
            *(f"| {label} | {a:.{digits}f} | {b:.{digits}f} | {x:.2f}x | {c:.{digits}f} | **{y:.2f}x** |"
              for (label, a, b, x), (_, _, c, y) in zip(rows, compiled_rows, strict=True))]


def with_compiled(names: list[tuple[str, str]], new: dict[str, Any], old: dict[str, Any],
                  compiled: dict[str, Any] | None, figures: dict[str, Any], digits: int, *,
                  higher_is_better: Callable[[str], bool]) -> tuple[list[tuple[str, float, float, float]],
                                                                   list[tuple[str, float, float, float]], list[str]]:
    """The rows of today's Python and (when measured) of the compiled engine against the old code;
    adds their speed-ups (and the compiled figures) to `figures`; returns both sets of rows and
    the lines to print."""
    rows = ratio_rows(names, new, old, higher_is_better=higher_is_better)
    figures["speedups"] = {key: round(r[3], 2) for (key, _), r in zip(names, rows, strict=True)}
    compiled_rows: list[tuple[str, float, float, float]] = []
    if compiled is not None:
        compiled_rows = ratio_rows(names, compiled, old, higher_is_better=higher_is_better)
        figures["compiled"] = {key: compiled[key] for key, _ in names}
        figures["compiled_speedups"] = {key: round(r[3], 2) for (key, _), r in zip(names, compiled_rows, strict=True)}
    printed = [f"{label}: {a:.{digits}f} -> {b:.{digits}f} ({x:.2f}x)" for label, a, b, x in rows]
    printed += [f"compiled, {label}: {a:.{digits}f} -> {b:.{digits}f} ({x:.2f}x)" for label, a, b, x in compiled_rows]
    return rows, compiled_rows, printed


COMPILED_NOTE = (" Today's code is measured twice: as this checkout's Python sources, and as the installed package "
                 "whose engine `pip install .` compiled from the same sources (README, \"The compiled engine\"): "
                 "what players run. The old code is Python.")
"""What a comparison's text adds when it has the compiled column."""


def _same_file(installed: Path, source: Path) -> bool:
    return installed.is_file() and installed.read_bytes() == source.read_bytes()


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
