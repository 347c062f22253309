"""The desktop package type-checks with ``mypy --strict`` against PySide6's stubs."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def test_mypy_strict_on_the_desktop(tmp_path: Path) -> None:
    # The source folders become the ``stammtisch`` namespace as setup.py maps them.
    root = tmp_path / "stammtisch"
    root.mkdir()
    for package in ("engine", "desktop"):
        try:
            (root / package).symlink_to(REPO / package, target_is_directory=True)
        except OSError:  # Windows without the right to make symbolic links
            shutil.copytree(REPO / package, root / package)
    mypy = shutil.which("mypy")
    command = [mypy] if mypy else [sys.executable, "-m", "mypy"]
    proc = subprocess.run(
        [
            *command,
            "--strict",
            "--no-incremental",
            "--cache-dir",
            os.devnull,
            "-p",
            "stammtisch.desktop",
        ],
        capture_output=True,
        encoding="utf-8",
        cwd=tmp_path,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
