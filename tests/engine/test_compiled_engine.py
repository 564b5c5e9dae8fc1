"""The compiled engine plays exactly as the Python one (README, "The compiled engine").

`pip install .` compiles the engine with mypyc where the machine has a C compiler, while the
tests import this checkout's Python sources. Here an isolated interpreter (``python -I``: no
checkout and no working directory on its path) traces seeded games with the installed engine
(`tests/engine/engine_trace.py`), and its trace must equal the checkout's, answer by answer:
states, events, views and samples, and the frames of a table served by the installed host.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from game.benchmarks.baseline import installed_engine
from tests.engine import engine_trace

ROOT = Path(__file__).resolve().parents[2]
PURE_VARIABLE = "ELIXIR_ARCADE_PURE_PYTHON"


def test_the_compiled_engine_plays_every_traced_game_as_the_python_engine(tmp_path: Path) -> None:
    installed = installed_engine(tmp_path)
    if installed is None:
        pytest.skip("the project is not installed in this interpreter, or installed editable (pip install .)")
    if not installed.compiled:
        if os.environ.get(PURE_VARIABLE) == "1":
            pytest.skip(f"{PURE_VARIABLE}=1: the engine was installed as Python")
        if _has_c_compiler():
            pytest.fail("this machine has a C compiler, yet the installed engine is Python: install it again "
                        "(pip install .) and read what its build says")
        pytest.skip("no C compiler here: the installed engine is Python")
    modules = {name.split(".")[0] for name in installed.compiled}
    assert {"engine/core/machine", "engine/elixir/turn", "engine/elixir/view", "engine/magicoa/bidding",
            "engine/quest/combat", "engine/bots/mcts", "net/patch", "net/host", "net/fanout", "net/protocol"} <= modules
    assert not installed.stale, installed.problem

    done = subprocess.run([sys.executable, "-I", str(Path(engine_trace.__file__))], capture_output=True,
                          text=True, cwd=tmp_path, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    theirs = json.loads(done.stdout)
    assert Path(theirs["engine"]).parent == installed.site / "engine"
    import engine

    assert Path(engine.__file__).parent == ROOT / "engine"  # the tests' own engine is the checkout's
    ours = engine_trace.trace()
    assert sum(game["answers"] for game in ours.values()) > 2000
    assert theirs["trace"] == ours
    refused = engine_trace.refusals()
    assert theirs["refusals"] == refused
    assert set(refused["patches"]) == {"PatchError"} and set(refused["options"]) == {"OptionsError"}
    hosted = engine_trace.host_trace()
    assert hosted["sent"] > 100 and hosted["frames"] > 400
    assert theirs["host"] == hosted


def _has_c_compiler() -> bool:
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    return shutil.which(compiler) is not None


def test_no_positional_only_parameter_is_also_passed_by_name_in_its_data() -> None:
    """Python lets `f(seat, /, **data)` take ``seat=`` into `data`; compiled, mypyc binds it to the
    parameter instead. So no call in the engine passes a keyword named like a positional-only
    parameter of the function it calls (matched by name: a clash anywhere is renamed)."""
    import ast

    positional_only: dict[str, set[str]] = {}
    trees = [ast.parse(path.read_text(), str(path)) for path in sorted((ROOT / "engine").rglob("*.py"))]
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.args.posonlyargs and node.args.kwarg:
                positional_only.setdefault(node.name, set()).update(a.arg for a in node.args.posonlyargs)
    assert "ask_one" in positional_only  # the scan sees the machine's own
    clashes = []
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
                named = {k.arg for k in node.keywords if k.arg}
                if named & positional_only.get(name, set()):
                    clashes.append(f"{name}(... {sorted(named & positional_only[name])} ...) line {node.lineno}")
    assert not clashes, clashes
