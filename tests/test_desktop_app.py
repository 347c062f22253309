"""The ``stammtisch`` command: entry point, ``--smoke``, resources found through the package."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from stammtisch.desktop import app, cardfaces
from stammtisch.desktop.cardfaces import FACE_STYLES, CardFaceError, CardFaces
from stammtisch.engine.cards import NUM_CARDS, card_str

REPO = Path(__file__).resolve().parent.parent


def test_the_console_script_starts_the_desktop_app() -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["scripts"]["stammtisch"] == "stammtisch.desktop.app:main"
    package_data = project["tool"]["setuptools"]["package-data"]
    assert "cards/*/*.svg" in package_data["stammtisch.resources"]


def test_smoke_run_exits_zero_and_says_what_it_checked(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    env.pop("DISPLAY", None)
    proc = subprocess.run(
        [sys.executable, "-m", "stammtisch.desktop", "--smoke", "--language", "ja"],
        capture_output=True,
        encoding="utf-8",
        env=env,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("smoke test passed: language ja, translation ")
    assert "stammtisch_ja.qm" in proc.stdout
    assert proc.stdout.rstrip().endswith(
        "dealt tables drawn: skat, schafkopf, doppelkopf, sheepshead"
    )


def test_smoke_names_a_missing_card_face(qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    real = cardfaces._read

    def broken(*parts: str) -> bytes:
        if parts == ("german", "CQ.svg"):
            raise CardFaceError("card face german/CQ.svg is missing: gone")
        return real(*parts)

    monkeypatch.setattr(cardfaces, "_read", broken)
    failures = app.smoke("en")
    assert failures == ["card faces 'german': card face german/CQ.svg is missing: gone"]


def test_smoke_names_a_missing_translation(qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(app, "install_language", lambda language: False)
    assert app.smoke("de")[0] == "translation 'de' could not be loaded"


@pytest.mark.parametrize("style", FACE_STYLES)
def test_every_face_and_back_is_valid_svg_with_the_card_shape(qapp: object, style: str) -> None:
    faces = CardFaces(style)
    for card in range(NUM_CARDS):
        size = faces.renderer(card).defaultSize()
        assert (size.width(), size.height()) == (250, 350), card_str(card)
    assert faces.renderer(None).isValid()


def test_the_card_generator_reproduces_the_committed_faces(tmp_path: Path) -> None:
    sys.path.insert(0, str(REPO / "resources" / "cards"))
    try:
        import make_cards
    finally:
        sys.path.pop(0)
    assert make_cards.write_all(tmp_path) == 3 * 32 + 2
    for path in sorted(tmp_path.rglob("*.svg")):
        committed = REPO / "resources" / "cards" / path.relative_to(tmp_path)
        assert committed.read_text(encoding="utf-8") == path.read_text(encoding="utf-8"), path


def test_a_face_drawn_small_keeps_its_index_readable(qapp: object) -> None:
    """At 40 pixels wide the corner index still has dark ink on white (a legible rank)."""
    faces = CardFaces("french")
    image = faces.pixmap(parse("CQ"), 40).toImage()
    dark = sum(
        1 for x in range(2, 14) for y in range(2, 14) if image.pixelColor(x, y).lightness() < 100
    )
    assert dark >= 12


def parse(text: str) -> int:
    from stammtisch.engine.cards import parse_card

    return parse_card(text)
