"""Game → Export game…: the game at the table as a JSON session file that check-records
agrees with, that resumes exactly as the app resumes its own store, and whose finished deals
Import records books (once)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from desktop_support import dialogs_fixture, temp_settings  # noqa: F401
from pytestqt.qtbot import QtBot

from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.new_game import NewGameSpec
from stammtisch.engine.history.importing import import_file
from stammtisch.engine.history.store import open_history
from stammtisch.engine.importers import check_file, load_record
from stammtisch.engine.records import SessionRecord
from stammtisch.engine.session import resume_record

SPEC = NewGameSpec("skat", 3, {}, ["You", "Anna", "Bernd"], ["human", "random", "random"], 3)


def play_until(qtbot: QtBot, window: MainWindow, finished: int, then: int) -> None:
    """Random legal moves for the user until ``finished`` deals are over and ``then`` more
    actions of the next deal are played (results accepted as they come)."""
    rng = random.Random(5)
    played = 0
    while True:
        controller = window.controller
        assert controller is not None
        qtbot.waitUntil(
            lambda c=controller: c.is_human_turn() or window.result_dialog is not None,  # type: ignore[misc]
            timeout=10_000,
        )
        if window.result_dialog is not None:
            window.result_dialog.accept()
            continue
        if len(controller.session.deals) >= finished:
            if played >= then:
                return
            played += 1
        controller.try_action(rng.choice(controller.legal_actions()))


def test_an_exported_game_checks_resumes_and_imports(
    qtbot: QtBot, tmp_path: Path, dialogs: dict[str, list[str]]
) -> None:
    window = MainWindow(temp_settings(tmp_path), tmp_path / "history.sqlite", pace_ms=0)
    qtbot.addWidget(window)
    window.start_session(SPEC, seed=7)
    play_until(qtbot, window, finished=1, then=3)
    controller = window.controller
    assert controller is not None
    target = tmp_path / "out" / "game.json"
    target.parent.mkdir()
    assert window.export_game(str(target))
    assert window.statusBar().currentMessage() == f"The game was exported to {target}."

    record = load_record(target)
    assert isinstance(record, SessionRecord)
    finished = len(controller.session.deals)
    assert finished >= 1
    # each finished deal and the deal in progress replay as stored
    assert [o.status for o in check_file(target)] == ["agree"] * (finished + 1)
    session, seating = resume_record(record)
    assert seating == (0, ["human", "random", "random"])
    assert session.deals == controller.session.deals
    assert session.current is not None and controller.state is not None
    assert session.current.history() == controller.state.history()
    assert not list(tmp_path.glob("out/*.tmp*"))  # written atomically, nothing left beside it

    other = open_history(tmp_path / "other.sqlite").store
    assert import_file(other, target).added == finished
    assert import_file(other, target).already == finished
    window.close()


def test_an_export_that_cannot_be_written_is_said_in_one_line(
    qtbot: QtBot, tmp_path: Path, dialogs: dict[str, list[str]]
) -> None:
    window = MainWindow(temp_settings(tmp_path), tmp_path / "history.sqlite", pace_ms=0)
    qtbot.addWidget(window)
    assert not window.export_game(str(tmp_path / "game.json"))
    assert window.statusBar().currentMessage() == "There is no game to export."
    window.start_session(SPEC, seed=7)
    (tmp_path / "afile").write_text(
        "kept", encoding="utf-8", newline=""
    )  # a file where a folder should be
    assert not window.export_game(str(tmp_path / "afile" / "game.json"))
    message = window.statusBar().currentMessage()
    assert message.startswith("game.json could not be written: ") and "\n" not in message
    assert (tmp_path / "afile").read_text(encoding="utf-8") == "kept"
    window.close()


@pytest.mark.parametrize("language", ["de", "ja"])
def test_the_export_menu_entry_is_translated(
    qtbot: QtBot, tmp_path: Path, language: str, dialogs: dict[str, list[str]]
) -> None:
    from stammtisch.desktop.i18n import install_language

    assert install_language(language)
    try:
        window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
        qtbot.addWidget(window)
        window.retranslate()
        assert window.export_action.text() not in ("", "E&xport game…")
        window.close()
    finally:
        install_language("en")
