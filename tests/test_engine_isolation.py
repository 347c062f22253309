"""The engine never imports Qt or the desktop package; it type-checks, lints and is formatted clean."""

from __future__ import annotations

import doctest
import importlib
import os
import pkgutil
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import stammtisch.engine

ENGINE_DIR = Path(stammtisch.engine.__file__).parent
REPO = Path(__file__).resolve().parent.parent


def _engine_modules() -> list[str]:
    return sorted(
        m.name
        for m in pkgutil.walk_packages(stammtisch.engine.__path__, "stammtisch.engine.")
        if not m.name.endswith("__main__")
    )


def test_engine_never_imports_qt_or_desktop() -> None:
    code = (
        "import importlib, sys\n"
        f"for name in {_engine_modules()!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt5', 'PyQt6', 'pyqtgraph')"
        " or m.startswith('stammtisch.desktop'))\n"
        "print(bad)\n"
        "sys.exit(1 if bad else 0)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, encoding="utf-8")
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_no_engine_source_mentions_qt() -> None:
    offenders = [
        str(p.relative_to(ENGINE_DIR))
        for p in ENGINE_DIR.rglob("*.py")
        if any(
            word in p.read_text(encoding="utf-8")
            for word in ("import PySide6", "from PySide6", "stammtisch.desktop")
        )
    ]
    assert offenders == []


@pytest.mark.parametrize("name", _engine_modules())
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    failures, _ = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failures == 0


def _tool(name: str) -> list[str]:
    exe = shutil.which(name)
    return [exe] if exe else [sys.executable, "-m", name]


def test_mypy_strict_on_engine() -> None:
    source = REPO / "engine"
    if not source.is_dir():  # running from an installed copy only: check that
        source = ENGINE_DIR
    proc = subprocess.run(
        [*_tool("mypy"), "--strict", "--no-incremental", "--cache-dir", os.devnull, str(source)],
        capture_output=True,
        encoding="utf-8",
        cwd=REPO,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_ruff_clean() -> None:
    proc = subprocess.run(
        [*_tool("ruff"), "check", "."], capture_output=True, encoding="utf-8", cwd=REPO
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_ruff_format_clean() -> None:
    """Every Python file is as ``ruff format`` writes it (run ``ruff format .`` to fix)."""
    proc = subprocess.run(
        [*_tool("ruff"), "format", "--check", "."], capture_output=True, encoding="utf-8", cwd=REPO
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
