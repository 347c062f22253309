"""Every window and dialog fits a 1024×700 screen in English, German and Japanese.

The cases (``screen_fit_cases.py``) run in a process of their own whose only screen is
1024×700: Qt's offscreen platform reads its screens from a JSON file named in
``QT_QPA_PLATFORM`` (``offscreen:configfile=tests/data/screen-1024x700.json``), and the
suite's own process keeps the default 800×800 screen.  They fail on any window larger
than the screen, any text cut in its rectangle and any chart axis whose labels overlap
(the checks: ``screen_fit.py``).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
CONFIG = HERE / "data" / "screen-1024x700.json"


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_every_window_fits_a_1024_by_700_screen(language: str, tmp_path: Path) -> None:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = f"offscreen:configfile={CONFIG}"
    env["STAMMTISCH_FIT_LANGUAGE"] = language
    env["HOME"] = str(tmp_path)
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    env.pop("PYTEST_XDIST_WORKER", None)
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-n",
            "0",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:randomly",
            "--basetemp",
            str(tmp_path / "cases"),
            str(HERE / "screen_fit_cases.py"),
            str(HERE / "screen_state_cases.py"),
        ],
        capture_output=True,
        encoding="utf-8",
        cwd=HERE.parent,
        env=env,
        timeout=900,
    )
    assert proc.returncode == 0, proc.stdout[-20_000:] + proc.stderr[-5_000:]
