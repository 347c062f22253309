"""The README and the reference docs name only files, modules and functions that exist.

Names are read from the docs' code spans (between backticks):

- a path with a folder and a file suffix (``tools/translations.py``,
  ``widgets/hint_panel.py``) is a file of the repository, named from its root or
  from a folder inside it (the docs name a desktop module by its path in ``desktop/``);
- a Python file named alone (``controller.py``) is a file of the repository;
- a dotted name from a package (``stammtisch.engine.messages.declare``,
  ``engine.records.DealRecord``) reaches a module, and its next name is defined in
  that module (a function, class, assignment or import);
- ``module.name`` where ``module`` is a module's file name with an underscore
  (``game_controls.add_button``) names something that module defines.

Spans with placeholders (``<game>``, ``{de,ja,en}``, ``*``) are skipped, and so are
files the app or a build writes (``session.json``, ``dist/...``): they have no
folder, or no file suffix the repository keeps.
"""

from __future__ import annotations

import ast
import os
import re
from functools import cache
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
DOCS = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
PACKAGES = ("engine", "desktop", "resources", "translations")
SUFFIXES = {".py", ".md", ".json", ".jsonl", ".html", ".c", ".h", ".toml", ".spec", ".ts"}
SKIP = set("<>{}*") | {"..."}

SPAN = re.compile(r"`([^`\n]+)`")
PATH = re.compile(r"(?<![\w.-])((?:[\w.-]+/)+[\w.-]+\.\w+)")
FILE = re.compile(r"(?<![\w./-])(\w+\.py)\b")
DOTTED = re.compile(r"(?<![\w./-])([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)")


def spans(doc: Path) -> list[tuple[int, str]]:
    text = doc.read_text(encoding="utf-8")
    return [
        (text.count("\n", 0, m.start()) + 1, m.group(1))
        for m in SPAN.finditer(text)
        if not SKIP & set(m.group(1)) and "..." not in m.group(1)
    ]


@cache
def repo_files() -> tuple[str, ...]:
    """Every file of the repository, by its path from the root (``/`` between folders)."""
    out = []
    for folder, subfolders, files in os.walk(REPO):
        subfolders[:] = [
            d
            for d in subfolders
            if not d.startswith(".")
            and d not in ("build", "dist", "__pycache__")
            and not d.endswith(".egg-info")
        ]
        out += [(Path(folder) / f).relative_to(REPO).as_posix() for f in files]
    return tuple(out)


@cache
def python_files() -> dict[str, list[Path]]:
    """Every Python file of the repository, by file name."""
    out: dict[str, list[Path]] = {}
    for name in repo_files():
        if name.endswith(".py"):
            out.setdefault(name.rsplit("/", 1)[-1], []).append(REPO / name)
    return out


@cache
def defined(path: Path) -> frozenset[str]:
    """The names a module defines at any depth, and the names it imports."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            names.add(node.attr)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
    return frozenset(names)


def module(parts: list[str]) -> tuple[Path, list[str]] | None:
    """The module a dotted name starts with, and the names after it (``None``: none)."""
    for k in range(len(parts), 0, -1):
        base = REPO.joinpath(*parts[:k])
        if base.with_suffix(".py").is_file():
            return base.with_suffix(".py"), parts[k:]
        if (base / "__init__.py").is_file():
            return base / "__init__.py", parts[k:]
    return None


def problems(line: int, span: str) -> list[str]:
    out = []
    for path in PATH.findall(span):
        if Path(path).suffix in SUFFIXES and not any(
            f == path or f.endswith("/" + path) for f in repo_files()
        ):
            out.append(f"{line}: no file {path}")
    for name in FILE.findall(span):
        if name not in python_files():
            out.append(f"{line}: no file {name}")
    for dotted in DOTTED.findall(span):
        parts = dotted.split(".")
        if Path(dotted).suffix in SUFFIXES:
            continue
        if parts[0] == "stammtisch":
            parts = parts[1:]
        if parts and parts[0] in PACKAGES:
            found = module(parts)
            if found is None:
                out.append(f"{line}: no module {dotted}")
            elif found[1] and found[1][0] not in defined(found[0]):
                out.append(f"{line}: {found[0].relative_to(REPO)} defines no {found[1][0]}")
        elif "_" in parts[0] and f"{parts[0]}.py" in python_files():
            files = python_files()[f"{parts[0]}.py"]
            if not any(parts[1] in defined(f) for f in files):
                out.append(f"{line}: {parts[0]}.py defines no {parts[1]}")
    return out


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_the_docs_name_only_what_exists(doc: Path) -> None:
    found = [p for line, span in spans(doc) for p in problems(line, span)]
    assert found == [], f"{doc.name}: " + "; ".join(found)


def test_the_check_sees_a_missing_file_module_and_function() -> None:
    assert problems(1, "tools/translations.py") == []
    assert problems(1, "tools/engine_strings.py") == ["1: no file tools/engine_strings.py"]
    assert problems(1, "widgets/hint_panel.py") == []
    assert problems(1, "message_codes.py") == ["1: no file message_codes.py"]
    assert problems(1, "stammtisch.engine.messages.declare") == []
    assert problems(1, "stammtisch.desktop.message_codes") == [
        "1: desktop/__init__.py defines no message_codes"
    ]
    assert problems(1, "engine.messages.undeclare") == [
        "1: engine/messages.py defines no undeclare"
    ]
    assert problems(1, "game_controls.reservation_offers") == [
        "1: game_controls.py defines no reservation_offers"
    ]
    assert problems(1, "session.json") == []
    assert problems(1, "resources/rules/<game>.<lang>.html") == []
