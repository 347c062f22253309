"""Game → Import records… books each deal once and never a falsified one, and says so: the
status line counts what was imported, already there, refused and skipped, and a dialog lists
each refused and skipped deal with check-records' reason."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from desktop_support import dialogs_fixture, temp_settings  # noqa: F401
from pytestqt.qtbot import QtBot
from test_desktop_export import SPEC, play_until

from stammtisch.desktop.history import import_report_text, import_summary
from stammtisch.desktop.i18n import install_language
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.engine.history.importing import ImportReport
from stammtisch.engine.importers import check_file


def played_window(qtbot: QtBot, folder: Path) -> tuple[MainWindow, Path, int]:
    """A window that played two Skat deals and a few moves, and its game exported."""
    window = MainWindow(temp_settings(folder), folder / "history.sqlite", pace_ms=0)
    qtbot.addWidget(window)
    window.open_store()
    window.start_session(SPEC, seed=7)
    play_until(qtbot, window, finished=2, then=2)
    controller = window.controller
    assert controller is not None
    controller.flush_save()
    export = folder / "game.json"
    assert window.export_game(str(export))
    return window, export, len(controller.session.deals)


def test_the_exported_game_imported_into_its_own_window_adds_nothing(
    qtbot: QtBot, tmp_path: Path, dialogs: dict[str, list[str]]
) -> None:
    window, export, finished = played_window(qtbot, tmp_path)
    assert window.history is not None
    store = window.history.store
    before = store.count_deals()
    assert before == finished >= 2
    assert window.import_records(str(export)) == 0
    assert window.statusBar().currentMessage() == (
        f"game.json: 0 deals imported, {finished} there already, 0 refused, 0 skipped."
    )
    assert store.count_deals() == before and dialogs["warning"] == []
    assert window.controller is not None
    window.controller.shutdown()
    window.close()


def test_a_falsified_result_is_refused_and_its_reason_listed(
    qtbot: QtBot, tmp_path: Path, dialogs: dict[str, list[str]]
) -> None:
    window, export, _finished = played_window(qtbot, tmp_path)
    deal = json.loads(export.read_text(encoding="utf-8"))["deals"][0]
    deal["result"]["scores"] = [s + 100 for s in deal["result"]["scores"]]
    deal["seats"] = ["Xaver", "Yvonne", "Zenzi"]  # another table: not in this store
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(deal), encoding="utf-8", newline="\n")
    assert window.history is not None
    before = window.history.store.count_deals()
    assert window.import_records(str(path)) == 0
    assert window.history.store.count_deals() == before
    (message,) = dialogs["warning"]
    (outcome,) = check_file(path)
    assert outcome.status == "disagree"
    assert message == (
        "deal.json: 0 deals imported, 0 there already, 1 refused, 0 skipped.\n\n"
        "Refused, because the result the record states is not the result its replay gives"
        f" (nothing of them was stored):\n• deal.json: {outcome.message}"
    )
    assert window.controller is not None
    window.controller.shutdown()
    window.close()


def test_a_long_report_lists_some_reasons_and_counts_the_rest() -> None:
    report = ImportReport(skipped=[f"f.sgf:{n}: the game does not finish" for n in range(11)])
    text = import_report_text("f.sgf", report)
    assert text.count("• f.sgf:") == 4  # a dialog that fits a small screen
    assert text.endswith("… and 7 more.")


@pytest.mark.parametrize("language", ["de", "ja"])
def test_the_import_report_is_translated(qtbot: QtBot, language: str) -> None:
    report = ImportReport(1, 2, ["a: b"], ["c: d"])
    assert install_language(language)
    try:
        summary = import_summary("f.json", report)
        text = import_report_text("f.json", report)
    finally:
        install_language("en")
    english = import_report_text("f.json", report)
    for word in ("imported", "refused", "skipped", "Refused", "Skipped"):
        assert word not in text, (language, text)
    assert text.startswith(summary) and text != english
    assert "• a: b" in text and "• c: d" in text


def test_an_import_the_store_cannot_take_is_said_in_one_line(
    qtbot: QtBot, tmp_path: Path, dialogs: dict[str, list[str]]
) -> None:
    from test_store_faults import locked

    window, export, _finished = played_window(qtbot, tmp_path)
    other = tmp_path / "other.json"
    data = json.loads(export.read_text(encoding="utf-8"))
    data["seats"] = ["Xaver", "Yvonne", "Zenzi"]  # another table's deals: new to this store
    for deal in data["deals"]:
        deal["seats"] = data["seats"]
    other.write_text(json.dumps(data), encoding="utf-8", newline="\n")
    assert window.controller is not None
    window.controller.shutdown()  # its saves would meet the lock too
    with locked(tmp_path / "history.sqlite", whole_file=False):
        assert window.import_records(str(other)) == 0
    message = window.statusBar().currentMessage()
    assert message.startswith("other.json could not be imported: ") and "\n" not in message
    assert "locked" in message
    assert window.import_records(str(other)) == len(data["deals"])  # free again: all of them
    window.close()
