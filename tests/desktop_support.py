"""Helpers for the desktop tests: the tiny test game in the registry, settings in a temp file."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from stammtisch.engine import registry


@pytest.fixture
def tiny_registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Make the test-only "tiny" game available through the engine's registry."""
    games = dict(registry._GAMES)
    games["tiny"] = ("tinygame", "TinyGame")
    monkeypatch.setattr(registry, "_GAMES", games)
    yield


def temp_settings(path: Path, animation: str = "off", finished_trick: str = "brief"):  # type: ignore[no-untyped-def]
    """Settings in a temporary file; completed tricks are gathered by themselves unless
    ``finished_trick="click"`` (then the computer players wait for a click on the table)."""
    from PySide6.QtCore import QSettings

    from stammtisch.desktop.settings import AppSettings

    settings = AppSettings(QSettings(str(path / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation = animation
    settings.finished_trick = finished_trick
    settings.language = "en"
    return settings


@pytest.fixture
def english(qapp: object) -> Iterator[None]:
    """The app's English texts (the engine's notation named: "p" reads "pass"), for this
    test only: the source texts and the locale come back after it, so a later test on the
    same worker does not read them by chance."""
    from PySide6.QtCore import QLocale

    from stammtisch.desktop.i18n import install_language

    before = QLocale()
    assert install_language("en")
    yield
    install_language("C")  # no translation is called "C": every translator goes
    QLocale.setDefault(before)


@pytest.fixture(name="dialogs")
def dialogs_fixture(monkeypatch: pytest.MonkeyPatch) -> dict[str, list[str]]:
    """Modal dialogs answered without a user: warnings recorded, new game cancelled."""
    from PySide6.QtWidgets import QMessageBox

    from stammtisch.desktop.widgets.new_game import NewGameDialog

    shown: dict[str, list[str]] = {"warning": [], "question": [], "new game": []}

    def warning(_parent: object, _title: str, text: str, *args: object) -> object:
        shown["warning"].append(text)
        return QMessageBox.StandardButton.Ok

    def question(_parent: object, _title: str, text: str, *args: object) -> object:
        shown["question"].append(text)
        return QMessageBox.StandardButton.Yes

    def new_game(dialog: object) -> int:
        shown["new game"].append(dialog.windowTitle())  # type: ignore[attr-defined]
        return int(NewGameDialog.DialogCode.Rejected)

    monkeypatch.setattr(QMessageBox, "warning", warning)
    monkeypatch.setattr(QMessageBox, "question", question)
    monkeypatch.setattr(NewGameDialog, "exec", new_game)
    return shown


def skat_declaration(window):  # type: ignore[no-untyped-def]
    """The Skat declaration in ``window``'s decision row (``None`` when none is shown)."""
    from stammtisch.desktop.widgets.games.skat import SkatControls

    controls = window.decisions.controls
    return controls.declaration if isinstance(controls, SkatControls) else None


def legacy_save(path: Path, table) -> None:  # type: ignore[no-untyped-def]
    """Write ``table`` in the save files of earlier versions (``session.json`` and the
    journal ``session.deals.jsonl``), which the app moves into its store once."""
    import dataclasses
    import json

    from stammtisch.desktop import savegame

    record = table.session.to_record()
    journal = savegame.journal_path(path)
    desktop = {
        "human": table.human,
        "levels": list(table.levels),
        "journal": journal.name,
        "finished": len(record.deals),
    }
    header = dataclasses.replace(record, deals=(), extra={"desktop": desktop})
    path.parent.mkdir(parents=True, exist_ok=True)
    journal.write_text(
        "".join(json.dumps(d.to_json()) + "\n" for d in record.deals), encoding="utf-8", newline=""
    )
    path.write_text(json.dumps(header.to_json(), indent=1) + "\n", encoding="utf-8", newline="")


def valued(qtbot, lesson_window) -> None:  # type: ignore[no-untyped-def]
    """Wait until the lesson window's background task has valued the card step shown (its
    verdicts come from the deal), so an answer given now is judged at once."""
    qtbot.waitUntil(lambda: not lesson_window.run.needs_values(), timeout=180_000)
