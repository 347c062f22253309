"""The desktop books every finished deal in the history, and Game → Statistics shows it."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from desktop_support import dialogs_fixture, temp_settings, tiny_registered  # noqa: F401 - fixture
from PySide6.QtWidgets import QListWidget
from pytestqt.qtbot import QtBot
from test_desktop_controller import play_out, table

from stammtisch.desktop.history import HistoryRecorder, problem_text
from stammtisch.desktop.savegame import legacy_uid
from stammtisch.desktop.widgets.deal_view import DealViewDialog
from stammtisch.engine.history import aggregates as agg
from stammtisch.engine.history.store import open_history
from stammtisch.engine.records import DealRecord
from stammtisch.engine.registry import make_game
from stammtisch.engine.session import Session


@pytest.mark.usefixtures("tiny_registered")
def test_every_finished_deal_of_a_session_is_stored_once(qtbot: QtBot, tmp_path: Path) -> None:
    recorder, problem = HistoryRecorder.open(tmp_path / "history.sqlite")
    assert problem == ""
    controller = table(tmp_path, ["human", "random", "beginner"], deals=3)
    controller.history = recorder
    stored: list[int] = []
    recorder.stored.connect(stored.append)
    play_out(qtbot, controller, random.Random(5))
    qtbot.waitUntil(lambda: len(stored) == 3, timeout=10_000)
    assert controller.shutdown()
    conn = recorder.store.conn
    rows = conn.execute(
        "SELECT number, opponent_level, score FROM deals ORDER BY number"
    ).fetchall()
    assert [r[0] for r in rows] == [0, 1, 2]
    assert {r[1] for r in rows} == {"beginner"}
    assert sum(r[2] for r in rows) == controller.session.totals()[0]
    # the session is over: no longer offered, every deal kept
    assert recorder.store.live() is None
    for number, deal in enumerate(controller.session.deals):
        deal_id = recorder.deal_id(controller.session, number)
        assert deal_id is not None and recorder.store.deal_record(deal_id) == deal
    recorder.close()


def test_a_moved_in_session_finds_the_deals_booked_for_it_before() -> None:
    session = Session(make_game("skat"), ["A", "B", "C"], 2, seed=9)
    again = Session.from_record(session.to_record())
    assert legacy_uid(session) == legacy_uid(again)


def test_a_damaged_history_is_reported_in_words(qapp: object, tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite"
    path.write_bytes(b"garbage" * 50)
    opened = open_history(path)
    text = problem_text(opened)
    assert "damaged" in text and str(opened.set_aside) in text
    opened.store.close()


def _played_deal(seed: int) -> DealRecord:
    state = make_game("skat").new_deal(seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    return DealRecord.from_state(state, ("You", "Anna", "Bernd"), seed)


def test_statistics_dock_opens_and_a_stored_deal_opens_read_only(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from stammtisch.desktop.widgets.main_window import MainWindow
    from stammtisch.desktop.widgets.statistics import StatisticsPanel
    from stammtisch.engine.history.store import SessionInfo

    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    window.show_statistics()  # no history: a status line, no dock
    assert window.stats_dock is None
    recorder, _ = HistoryRecorder.open(tmp_path / "history.sqlite", window)
    window.set_history(recorder)
    sid = recorder.store.begin_session(
        SessionInfo("x", "skat", 3, {}, ("You", "Anna", "Bernd"), ("human", "strong", "strong"), 0)
    )
    deal_id = recorder.store.add_deal(sid, 0, _played_deal(4))
    assert deal_id is not None
    window.show()
    window.stats_action.trigger()
    assert window.stats_dock is not None and window.stats_dock.isVisible()
    panel = window.stats_dock.widget()
    assert isinstance(panel, StatisticsPanel)
    assert agg.deal_count(panel.store.conn, panel.current_filter()) == 1
    panel.open_deal(deal_id)
    dialog = panel.deal_dialog
    assert isinstance(dialog, DealViewDialog)
    record = json.loads(
        recorder.store.conn.execute("SELECT record FROM deal_records").fetchone()[0]
    )
    moves = dialog.findChild(QListWidget, "dealMoves")
    assert moves is not None
    assert moves.count() == len(record["actions"]) > 0
    assert "<h3>" in dialog.result_text.toHtml() or dialog.result_text.toPlainText()
    # trick by trick: before the first card, each of the ten tricks, the end
    assert dialog.final.result().contract is not None
    assert len(dialog.moments) == 12
    dialog.show_step(1)
    # the user (seat 0) takes the first trick of this deal: said in the second person
    assert dialog.said.text() == "Played: Anna ♣9, Bernd ♣K, You ♦J. You take the trick."
    assert dialog.title.text() == "Trick 1 of 10"
    dialog.show_step(11)
    assert dialog.title.text() == "The end of the deal"
    dialog.close()
    window.close()


def test_game_menu_imports_records_into_the_history(
    qtbot: QtBot, tmp_path: Path, dialogs: dict[str, list[str]]
) -> None:
    from stammtisch.desktop.widgets.main_window import MainWindow

    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    assert window.import_records(str(tmp_path / "none.json")) == 0  # no history yet: refused
    recorder, _ = HistoryRecorder.open(tmp_path / "history.sqlite", window)
    window.set_history(recorder)
    corpus = Path(__file__).parent / "data" / "corpus" / "iss" / "games.sgf"
    added = window.import_records(str(corpus))
    assert added > 0
    assert recorder.store.count_deals() == added
    assert str(added) in window.statusBar().currentMessage()
    (report,) = dialogs["warning"]  # the games that are no deal to book, each with its reason
    assert report.startswith(f"games.sgf: {added} deals imported, 0 there already, 0 refused")
    assert "Skipped, because" in report and "• games.sgf:" in report
    assert window.import_records(str(corpus)) == 0  # nothing twice
    assert recorder.store.count_deals() == added
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8", newline="")
    assert window.import_records(str(bad)) == 0
    assert "bad.json" in window.statusBar().currentMessage()
    assert window.import_action in window.game_menu.actions()
