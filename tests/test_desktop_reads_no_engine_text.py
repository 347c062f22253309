"""The desktop never reads engine text back (issue 12): it words actions and contracts by the
engine's message codes, so no module of ``desktop/`` calls ``action_to_string`` or
``parse_action``, nor uses ``re`` (only the rules reader, over its own shipped HTML)."""

from __future__ import annotations

import ast
from pathlib import Path

DESKTOP = Path(__file__).resolve().parent.parent / "desktop"

RECORD_TEXT = {"action_to_string", "parse_action", "string_to_action"}
"""Engine methods that give or take the record notation of an action."""

REGEX_ALLOWED = {"rules.py"}
"""Modules that may use ``re``: the rules reader finds sections in the shipped rule pages."""


def _modules() -> list[Path]:
    found = sorted(DESKTOP.rglob("*.py"))
    assert len(found) > 20  # the desktop package, not an empty folder
    return found


def _uses(path: Path) -> tuple[set[str], bool]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    names = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
    names |= {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    regex = any(
        (isinstance(n, ast.Import) and any(a.name == "re" for a in n.names))
        or (isinstance(n, ast.ImportFrom) and n.module == "re")
        for n in ast.walk(tree)
    )
    return names & RECORD_TEXT, regex


def test_no_desktop_module_reads_the_record_notation_of_actions() -> None:
    offenders = {
        str(p.relative_to(DESKTOP)): sorted(used) for p in _modules() if (used := _uses(p)[0])
    }
    assert offenders == {}


def test_no_desktop_module_matches_text_with_regular_expressions() -> None:
    offenders = [
        str(p.relative_to(DESKTOP))
        for p in _modules()
        if _uses(p)[1] and p.name not in REGEX_ALLOWED
    ]
    assert offenders == []


def test_the_check_sees_a_call_and_an_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        "import re\n\ndef f(state, a):\n    return state.action_to_string(a)\n",
        encoding="utf-8",
        newline="",
    )
    assert _uses(sample) == ({"action_to_string"}, True)
