"""The layer rules of DESIGN.md section 2, checked on the source tree.

engine/ imports only the standard library and itself (and no I/O, clocks or threads);
net/ never imports pygame or game/; headless commands do not import pygame.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN_IN_ENGINE = {"asyncio", "socket", "threading", "time", "random", "subprocess"}


def _imports(path: Path) -> Iterator[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name.split(".")[0]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.module.split(".")[0]


def test_engine_imports_only_the_standard_library() -> None:
    bad = []
    for path in (ROOT / "engine").rglob("*.py"):
        for module in _imports(path):
            if module not in sys.stdlib_module_names and module not in ("engine", "__future__"):
                bad.append(f"{path.relative_to(ROOT)} imports {module}")
            if module in FORBIDDEN_IN_ENGINE:
                bad.append(f"{path.relative_to(ROOT)} imports {module} (no I/O, clocks or global randomness)")
    assert not bad, "\n".join(bad)


def test_net_never_imports_pygame_or_the_client() -> None:
    bad = [f"{p.relative_to(ROOT)} imports {m}" for p in (ROOT / "net").rglob("*.py")
           for m in _imports(p) if m in ("pygame", "game")]
    assert not bad, "\n".join(bad)


def test_headless_commands_never_import_pygame() -> None:
    code = (
        "import sys\n"
        "from game.cli import main\n"
        "main(['simulate', '--players', '3', '--games', '1', '--json'])\n"
        "main(['cards', '--json']) if 'cards' in __import__('game.cli').cli._available() else None\n"
        "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
