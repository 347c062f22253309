"""What the two programs print on a terminal: UTF-8 whatever the code page, plain ``--help``,
and a manual page that documents exactly the options ``stammtisch`` has.

``PYTHONIOENCODING=cp1252`` makes Python's streams what a pipe is on a Western Windows:
before the programs set their streams to UTF-8, ``review --json`` died on ``♠`` with a
``UnicodeEncodeError`` there, and ``--messages ja`` on the first Japanese word.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from coach_deals import SURE_TRICK_THROWN

from stammtisch.desktop import app
from stammtisch.engine import cli

REPO = Path(__file__).resolve().parent.parent
CP1252 = dict(os.environ, PYTHONIOENCODING="cp1252", QT_QPA_PLATFORM="offscreen")
SUITS = set("♣♠♥♦")


def _run(*args: str, env: dict[str, str] = CP1252) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", *args], capture_output=True, env=env, timeout=300)


def test_review_writes_utf8_json_to_a_cp1252_pipe(tmp_path: Path) -> None:
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(SURE_TRICK_THROWN), encoding="utf-8", newline="")
    proc = _run(
        "stammtisch.engine", "review", "--record", str(path), "--seat", "0",
        "--budget-ms", "100", "--json",
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr.decode("utf-8", "replace")
    text = proc.stdout.decode("utf-8")  # a UnicodeDecodeError fails the test
    review = json.loads(text)
    assert review["seat"] == 0 and review["decisions"]
    assert SUITS & set(text), text[:300]  # the reasons name cards by their suit signs


def test_an_error_line_is_utf8_on_a_cp1252_pipe(tmp_path: Path) -> None:
    missing = tmp_path / "Spielstand ♠ 日本.json"
    proc = _run("stammtisch.engine", "replay", str(missing))
    assert proc.returncode == cli.EXIT_BAD_INPUT
    (line,) = proc.stderr.decode("utf-8").splitlines()
    assert line.startswith("error: ") and "Spielstand ♠ 日本.json" in line, line


def test_the_app_prints_japanese_messages_to_a_cp1252_pipe() -> None:
    proc = _run("stammtisch.desktop", "--messages", "ja")
    assert proc.returncode == 0, proc.stderr.decode("utf-8", "replace")
    lines = [json.loads(line) for line in proc.stdout.decode("utf-8").splitlines()]
    assert len(lines) > 100
    assert any(re.search(r"[\u3040-\u30ff]", entry["text"]) for entry in lines)


def _helps() -> list[tuple[str, str]]:
    """Every ``--help`` text of the two programs, with its name."""
    texts = [("stammtisch", app.build_parser().format_help())]
    parser = cli.build_parser()
    texts.append(("python -m stammtisch.engine", parser.format_help()))
    for action in parser._subparsers._group_actions:  # type: ignore[union-attr]
        for name, sub in action.choices.items():  # type: ignore[union-attr]
            texts.append((name, sub.format_help()))
    return texts


@pytest.mark.parametrize(("name", "text"), _helps(), ids=[name for name, _ in _helps()])
def test_help_is_plain_text(name: str, text: str) -> None:
    """No reStructuredText markup (``literal``, :role:`target`) leaks from docstrings."""
    assert not re.search(r"``|:(mod|func|class|data|meth|attr):`", text), text


def _man_options() -> dict[str, str]:
    """The manual page's options: each flag with the word for its value ("" for none)."""
    page = (REPO / "packaging" / "linux" / "stammtisch.6").read_text(encoding="utf-8")
    options = page.split(".SH OPTIONS", 1)[1].split(".SH ", 1)[0].replace("\\-", "-")
    found: dict[str, str] = {}
    for entry in re.findall(r"^\.TP\n\.B[IR]? (.+)$", options, re.M):
        value = re.search(r'" ([A-Z]+)"', entry)
        for flag in re.findall(r"(?<![\w-])(-{1,2}[a-z][a-z-]*)", entry):
            found[flag] = value.group(1) if value else ""
    return found


def test_the_manual_page_documents_exactly_the_options_of_stammtisch() -> None:
    parser = app.build_parser()
    documented = _man_options()
    options = {flag: action for action in parser._actions for flag in action.option_strings}
    assert set(documented) == set(options)
    for flag, action in options.items():
        if action.metavar:  # the same word for the value in --help and in the manual
            assert documented[flag] == action.metavar, flag
        assert bool(documented[flag]) == (action.nargs != 0), flag
