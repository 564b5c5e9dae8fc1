"""`bench ... --baseline REV`: the old tree is checked out and measured beside today's."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from game.benchmarks.baseline import ROOT, BaselineError, flatten, interleave, old_tree, ratio_rows, run_script

needs_git = pytest.mark.skipif(shutil.which("git") is None or not (ROOT / ".git").exists(),
                               reason="needs git and a git checkout")


def test_flatten_joins_nested_keys() -> None:
    assert flatten({"a": {"b": 1, "c": {"d": 2}}, "e": 3}) == {"a.b": 1, "a.c.d": 2, "e": 3}


def test_speedups_are_above_one_when_faster_for_rates_and_for_times() -> None:
    rows = ratio_rows([("rate", "R")], {"rate": 30.0}, {"rate": 10.0}, higher_is_better=lambda _: True)
    assert rows == [("R", 10.0, 30.0, 3.0)]
    rows = ratio_rows([("us", "T")], {"us": 50.0}, {"us": 100.0}, higher_is_better=lambda _: False)
    assert rows == [("T", 100.0, 50.0, 2.0)]


def test_interleave_alternates_the_trees_and_keeps_each_figures_best(tmp_path: Path) -> None:
    calls: list[Path] = []
    values = iter([5.0, 1.0, 7.0, 3.0])  # new, old, new, old

    def measure(tree: Path) -> dict[str, Any]:
        calls.append(tree)
        return {"rate": next(values), "label": str(tree)}

    new, old = interleave(measure, tmp_path, 2, lambda _: True)
    assert calls == [ROOT, tmp_path, ROOT, tmp_path]
    assert (new["rate"], old["rate"]) == (7.0, 3.0)
    assert old["label"] == str(tmp_path)


@needs_git
def test_the_old_tree_is_a_worktree_at_the_revision_and_is_removed_after() -> None:
    with old_tree("HEAD") as tree:
        assert (tree / "engine" / "core" / "machine.py").is_file()
        kept = tree
    assert not kept.exists()


@needs_git
def test_an_unknown_revision_is_reported() -> None:
    with pytest.raises(BaselineError, match="cannot check out"), old_tree("no-such-revision-anywhere"):
        pass


def test_a_script_runs_with_the_given_tree_first_on_the_path(tmp_path: Path) -> None:
    (tmp_path / "engine").mkdir()
    (tmp_path / "engine" / "__init__.py").write_text("MARK = 'old tree'\n")
    script = tmp_path / "measure.py"
    script.write_text("import json, sys, engine\nprint('noise')\n"
                      "print(json.dumps({'mark': engine.MARK, 'args': sys.argv[1:]}))\n")
    assert run_script(script, tmp_path, "7") == {"mark": "old tree", "args": ["7"]}
    script.write_text("raise SystemExit('broken')\n")
    with pytest.raises(BaselineError, match="broken"):
        run_script(script, tmp_path)
