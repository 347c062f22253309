"""Quit ends the app with every secondary window open: the process itself ends.

``quit_driver.py`` starts the real window in a process of its own (offscreen, a fresh home
folder), opens the result of a deal, its review, two practice tables played on from it,
the statistics, the rules, Learn with a lesson, the practice from the user's games and
About, then triggers Game → Quit; the process must end by itself within a few seconds
(no window left open, no background worker keeping it alive).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
WINDOWS = (
    "result",
    "review",
    "practice table",
    "second practice table",
    "statistics",
    "rules",
    "learn",
    "lesson",
    "practice from your games",
    "about",
)


def test_quit_with_every_secondary_window_open_ends_the_process(tmp_path: Path) -> None:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["HOME"] = str(tmp_path)
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    env["PYTHONPATH"] = os.pathsep.join([str(HERE), env.get("PYTHONPATH", "")])
    proc = subprocess.Popen(
        [sys.executable, str(HERE / "quit_driver.py")],
        env=env,
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        encoding="utf-8",
    )
    try:
        out, err = proc.communicate(timeout=120)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        raise AssertionError(f"the app did not end after Quit:\n{out}\n{err[-3000:]}") from None
    lines = out.splitlines()
    assert "quit" in lines, out + err[-3000:]
    shown = {line.split(" ", 1)[1].rsplit(" ", 1)[0] for line in lines if line.endswith(" shown")}
    assert shown == set(WINDOWS), f"windows not shown: {set(WINDOWS) - shown}\n{out}"
    assert lines[-1] == "exec returned 0" and proc.returncode == 0, out + err[-3000:]
