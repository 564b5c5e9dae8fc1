"""No import cycle among the modules of game/, engine/ and net/, counting every import: at the top
of a module, in a function, and under `if TYPE_CHECKING:` (a cycle kept only for the type checker
is still two modules that cannot be understood, or moved, apart).

One known exception in engine/, named here with its reason, so that any other cycle fails:
Elixir's card definitions type their hooks by the state they act on, and the state carries the
card book of those definitions (`engine.elixir.cards` imports `engine.elixir.state` for the
type checker only: `TYPE_CHECKING_EDGES`). Magicoa's round, whose phase modules each push the
next phase's step, loops back through the state (`MagicoaState.round_start`, a fixture) rather
than through an import.

A helper that reads a few attributes of a scene takes a small Protocol defined beside it
instead of importing the scene (`game.scene.SceneContext`, `game.table.autoplay.PlayedTable`,
`game.tables.elixir.recipe.RecipeTable`...). Importing a module also runs its package's
`__init__`; that implicit import is not counted (a package re-exporting its own modules would
otherwise be a cycle with each of them).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def module_name(path: Path, root: Path) -> str:
    """The dotted name of the module at `path` (a package's ``__init__.py`` names the package)."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imported(node: ast.Import | ast.ImportFrom, package: str, known: set[str]) -> list[str]:
    """The modules one import statement names; ``from a import b`` names ``a.b`` when that is a module."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        parent = package.split(".")[: len(package.split(".")) - node.level + 1]
        base = ".".join([*parent, *([node.module] if node.module else [])])
    return [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]


TYPE_CHECKING_EDGES = {("engine.elixir.cards", "engine.elixir.state")}
"""Imports under `if TYPE_CHECKING:` left out of the graph (importer, imported), see the module text."""

def import_graph(root: Path, package: str) -> dict[str, set[str]]:
    """Each module of `package` (under `root`) and the other modules of it that it imports anywhere."""
    paths = {module_name(p, root): p for p in (root / package).rglob("*.py")}
    known = set(paths)
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        here = name if path.name == "__init__.py" else name.rpartition(".")[0]
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import | ast.ImportFrom):
                found.update(m for m in _imported(node, here, known) if m in known and m != name)
        graph[name] = found
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that reach each other through imports (strongly connected
    components of more than one module), each sorted; none when the graph has no cycle."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        # Tarjan's algorithm, iteratively: (module, the imports still to visit).
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, todo = work[-1]
            nxt = next(todo, None)
            if nxt is not None:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return found


def test_no_import_cycle_in_engine_but_the_type_checkers_one() -> None:
    graph = import_graph(ROOT, "engine")
    assert len(graph) > 50
    for importer, imported in TYPE_CHECKING_EDGES:
        assert imported in graph[importer]  # still there: else drop it from the list
        graph[importer].discard(imported)
    assert cycles(graph) == []


def test_elixir_rules_never_import_the_card_set() -> None:
    """The rules look cards up in their state's book; only what sits above the card set imports it."""
    graph = import_graph(ROOT, "engine")
    above = {"engine.elixir.catalog", "engine.elixir.game", "engine.elixir.determinize", "engine.elixir.cardset"}
    offenders = sorted(name for name, imports in graph.items()
                       if name.startswith("engine.elixir.") and not name.startswith("engine.elixir.cardset")
                       and name not in above
                       and any(m == "engine.elixir.catalog" or m.startswith("engine.elixir.cardset") for m in imports))
    assert not offenders, f"rules that import the card set or the catalog: {offenders}"


def test_no_import_cycle_in_net() -> None:
    graph = import_graph(ROOT, "net")
    assert len(graph) > 15
    assert cycles(graph) == []


def test_no_import_cycle_in_game() -> None:
    graph = import_graph(ROOT, "game")
    assert len(graph) > 100  # the walk found the package
    found = cycles(graph)
    assert not found, "modules of game/ that import one another (directly or in a ring):\n" + "\n".join(
        ", ".join(group) for group in found)


def test_a_cycle_through_type_checking_imports_is_found(tmp_path: Path) -> None:
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from pkg.sub import b\n")
    (pkg / "sub" / "b.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..c import C\n")
    (pkg / "c.py").write_text("def f():\n    import pkg.a\n")
    (pkg / "d.py").write_text("from pkg import a\n")
    assert cycles(import_graph(tmp_path, "pkg")) == [["pkg.a", "pkg.c", "pkg.sub.b"]]
