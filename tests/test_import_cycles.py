"""No import cycles inside ``engine/`` or inside ``desktop/``: every module can be read
bottom-up.

The graph has an edge for each run-time import between engine modules, at the top of a
module or inside a function; imports under ``if TYPE_CHECKING:`` are for annotations only
and are left out.  A package's ``__init__`` counts as its own module, so
``from .skat import SkatGame`` is an edge to ``skat/__init__``, and
``from . import actions`` an edge to ``actions``.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "engine"
DESKTOP = ROOT / "desktop"


def _module_name(path: Path, folder: Path) -> str:
    parts = list(path.relative_to(folder).with_suffix("").parts)
    return ".".join([folder.name, *parts])


def _package_of(name: str, path: Path) -> str:
    return name if path.name == "__init__.py" else name.rpartition(".")[0]


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    found: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def import_graph(folder: Path = ENGINE) -> dict[str, set[str]]:
    """Each module of ``folder`` (a package: ``engine/``, ``desktop/``) and the modules of the
    same package it imports at run time."""
    paths = {_module_name(p, folder): p for p in folder.rglob("*.py")}
    modules = {name.removesuffix(".__init__") for name in paths}
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        own = name.removesuffix(".__init__")
        package = _package_of(own, path)
        edges: set[str] = set()
        for node in _imports(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [alias.name.removeprefix("stammtisch.") for alias in node.names]
            else:
                if node.level:
                    base = package.split(".")[: len(package.split(".")) - node.level + 1]
                    stem = ".".join(base + ([node.module] if node.module else []))
                else:
                    stem = (node.module or "").removeprefix("stammtisch.")
                subs = [f"{stem}.{alias.name}" for alias in node.names]
                targets = [s for s in subs if s in modules]
                if len(targets) < len(subs):
                    targets.append(stem)
            for target in targets:
                if target in modules and target != own:
                    edges.add(target)
        graph[own] = edges
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """A cycle of the graph as a list of modules (first = last), or ``None``.

    >>> find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}})
    ['a', 'b', 'c', 'a']
    >>> find_cycle({"a": {"b"}, "b": set()}) is None
    True
    """
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt) :], nxt]
            if nxt not in state:
                cycle = visit(nxt)
                if cycle:
                    return cycle
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            cycle = visit(node)
            if cycle:
                return cycle
    return None


def test_the_graph_sees_imports_inside_functions_and_packages() -> None:
    graph = import_graph()
    assert "engine.skat.sampling" in graph["engine.skat.game"]
    assert "engine.skat.contracts" in graph["engine.skat.sampling"]
    assert "engine.ai.tournament" in graph["engine.cli"]  # imported inside a function
    assert "engine.skat.game" not in graph["engine.skat.state"]  # for annotations only
    assert "engine.doppelkopf.actions" in graph["engine.doppelkopf.sampling"]
    assert "engine.doppelkopf" not in graph["engine.doppelkopf.sampling"]


def test_a_cycle_is_found() -> None:
    graph = import_graph()
    graph["engine.skat.state"] = graph["engine.skat.state"] | {"engine.skat.game"}
    assert find_cycle(graph) is not None


def test_engine_has_no_import_cycles() -> None:
    cycle = find_cycle(import_graph())
    assert cycle is None, " -> ".join(cycle or [])


def test_the_desktop_graph_sees_its_own_imports() -> None:
    graph = import_graph(DESKTOP)
    assert "desktop.controller" in graph["desktop.widgets.main_window"]  # from ..controller
    assert "desktop.savegame" in graph["desktop.widgets.main_window"]  # from .. import savegame
    assert "desktop.widgets.games.skat" in graph["desktop.widgets.games"]  # from . import skat
    assert "desktop.widgets.games" in graph["desktop.widgets.decisions"]
    assert not any(m.startswith("engine") for edges in graph.values() for m in edges)


def test_desktop_has_no_import_cycles() -> None:
    cycle = find_cycle(import_graph(DESKTOP))
    assert cycle is None, " -> ".join(cycle or [])
