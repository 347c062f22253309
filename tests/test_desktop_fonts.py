"""Japanese needs a font: without one the app says so once at start (in English, naming the
package) and ``--smoke --language ja`` fails.

A system without a CJK font is made with fontconfig: ``FONTCONFIG_FILE`` names a
configuration whose only font folder holds one Latin font (DejaVu Sans, which CI installs),
so Qt's font database, in a process of its own, knows no family that writes Japanese.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from stammtisch.desktop.fonts import FONT_PACKAGE, has_font, missing_font

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux") or shutil.which("fc-match") is None,
    reason="fontconfig (Linux) makes the system without a Japanese font",
)


def latin_only(tmp_path: Path) -> dict[str, str]:
    """An environment whose fontconfig knows one Latin font and nothing else."""
    found = subprocess.run(
        ["fc-match", "-f", "%{file}", "DejaVu Sans:lang=en"],
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=True,
    ).stdout.strip()
    if not found or not Path(found).is_file():
        pytest.skip("no Latin font file to build a font folder from")
    folder = tmp_path / "fonts"
    folder.mkdir()
    shutil.copy(found, folder)
    config = tmp_path / "fonts.conf"
    config.write_text(
        "<?xml version='1.0'?>\n<!DOCTYPE fontconfig SYSTEM 'fonts.dtd'>\n"
        f"<fontconfig><dir>{folder}</dir><cachedir>{tmp_path / 'cache'}</cachedir>"
        "</fontconfig>\n",
        encoding="utf-8",
        newline="\n",
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    env["FONTCONFIG_FILE"] = str(config)
    env.pop("FONTCONFIG_PATH", None)
    env.pop("DISPLAY", None)
    return env


def smoke(env: dict[str, str], language: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "stammtisch.desktop", "--smoke", "--language", language],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        timeout=120,
    )


def test_without_a_japanese_font_the_smoke_test_fails_and_names_the_package(
    tmp_path: Path,
) -> None:
    env = latin_only(tmp_path)
    japanese = smoke(env, "ja")
    assert japanese.returncode == 1, japanese.stdout + japanese.stderr
    failures = [line for line in japanese.stderr.splitlines() if line.startswith("smoke test")]
    assert failures == [
        "smoke test failed: No installed font covers Japanese, so its text shows as empty "
        f"boxes. Install the package {FONT_PACKAGE} (on Debian or Ubuntu: sudo apt install "
        f"{FONT_PACKAGE}) and start Stammtisch again, or choose another language in Settings."
    ]
    german = smoke(env, "de")  # a Latin font is all German needs
    assert german.returncode == 0, german.stderr
    assert german.stdout.startswith("smoke test passed: language de")


START = textwrap.dedent(
    """
    import json, os, sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox
    from stammtisch.desktop import app, fonts

    qapp = QApplication(sys.argv[:1])

    def look():
        boxes = [
            w for w in qapp.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.objectName() == "missingFont" and w.isVisible()
        ]
        again = fonts.warn_once("ja")
        print(json.dumps({
            "boxes": [b.text() for b in boxes],
            "buttons": [[x.text() for x in b.buttons()] for b in boxes],
            "again": again,
        }), flush=True)
        os._exit(0)

    QTimer.singleShot(1500, look)
    app.main(["--language", sys.argv[1], "--data-file", sys.argv[2]])
    """
)


@pytest.mark.parametrize("fonts", ["latin only", "as installed"])
def test_at_start_in_japanese_the_app_says_once_which_font_package_is_missing(
    qapp: object, tmp_path: Path, fonts: str
) -> None:
    env = latin_only(tmp_path) if fonts == "latin only" else dict(os.environ)
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    env.pop("DISPLAY", None)
    proc = subprocess.run(
        [sys.executable, "-c", START, "ja", str(tmp_path / "store.sqlite")],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        timeout=120,
    )
    seen = json.loads(proc.stdout.strip().splitlines()[-1])
    said = [line for line in proc.stderr.splitlines() if line.startswith("stammtisch: ")]
    if fonts == "as installed":  # CI installs fonts-noto-cjk: nothing to say
        assert has_font("ja")
        assert seen == {"boxes": [], "buttons": [], "again": None} and not said
        return
    assert len(seen["boxes"]) == 1 and FONT_PACKAGE in seen["boxes"][0]
    assert seen["boxes"][0].startswith("No installed font covers Japanese")
    assert seen["buttons"] == [["OK"]]  # English: a Japanese word would be empty boxes too
    assert seen["again"] is None  # once
    assert said == [f"stammtisch: {seen['boxes'][0]}"]


def test_a_language_written_in_latin_letters_always_has_a_font(qapp: object) -> None:
    assert missing_font("en") is None and missing_font("de") is None
    assert has_font("ja")  # this machine, like CI, has fonts-noto-cjk
