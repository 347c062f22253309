"""A completed trick stays until the table is clicked, its taker named; Last trick after the
deal; a new game during a deal asks first; Help → About."""

from __future__ import annotations

from pathlib import Path

import pytest
from desktop_support import temp_settings, tiny_registered  # noqa: F401 - fixture
from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from stammtisch.desktop.layout import CENTRE
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.new_game import NewGameDialog, NewGameSpec

pytestmark = pytest.mark.usefixtures("tiny_registered")


def click_table(qtbot: QtBot, window: MainWindow) -> None:
    """A click on the felt above the trick (not on a card of the hand)."""
    point = window.view.mapFromScene(QPointF(CENTRE[0], 120))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def test_a_completed_trick_waits_for_a_click_with_its_taker_named(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = MainWindow(temp_settings(tmp_path, finished_trick="click"), None, pace_ms=0)
    qtbot.addWidget(window)
    window.show()
    spec = NewGameSpec("tiny", 3, {}, ["You", "Anna", "Bernd"], ["human", "random", "random"], 1)
    window.start_session(spec, seed=6)
    controller = window.controller
    assert controller is not None
    waited = 0
    while controller.state is not None and waited < 4:
        qtbot.waitUntil(
            lambda: (
                controller.is_human_turn()
                or window.scene.trick_waiting()
                or window.result_dialog is not None
            ),
            timeout=10_000,
        )
        if window.result_dialog is not None:
            break
        if window.scene.trick_waiting():
            snap = controller.snapshot() or controller.finished_table
            assert snap is not None and snap.last_trick and not snap.trick
            taker = snap.last_trick_winner
            assert taker is not None
            label = window.scene.taker_label
            assert label.isVisible()
            assert label.lines == (
                f"{spec.names[taker]} takes the trick.",
                "Press Space or click the table to go on.",
            )
            items = [window.scene.item_of(tc.uid) for tc in snap.last_trick]
            history = len(controller.state.history()) if controller.state else -1
            qtbot.wait(400)  # the computer players wait meanwhile
            assert all(item is not None and item.isVisible() for item in items)
            assert (len(controller.state.history()) if controller.state else -1) == history
            if not controller.is_human_turn():
                click_table(qtbot, window)
                assert not window.scene.trick_waiting()
                assert not label.isVisible()
                waited += 1
                continue
        window.refresh()
        controller.try_action(controller.legal_actions()[0])  # also takes a waiting trick away
        snap = controller.snapshot()
        if snap is not None and snap.trick:
            assert not window.scene.taker_label.isVisible()
    assert waited >= 2


def test_last_trick_works_after_the_deals_last_trick(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    names = ["You", "Anna", "Bernd"]
    window.start_session(
        NewGameSpec("skat", 3, {}, names, ["human", "random", "random"], 2), seed=4
    )
    controller = window.controller
    assert controller is not None
    while window.result_dialog is None:
        qtbot.waitUntil(
            lambda: controller.is_human_turn() or window.result_dialog is not None, timeout=10_000
        )
        if window.result_dialog is None:
            controller.try_action(controller.legal_actions()[0])
    assert controller.state is None  # the deal is booked
    finished = controller.finished_table
    assert finished is not None and finished.last_trick_winner is not None
    window.show_last_trick()
    texts = [label.text() for label in window.last_trick_dialog.findChildren(QLabel)]
    assert f"{names[finished.last_trick_winner]} took the trick." in texts
    assert "No trick has been completed yet." not in texts
    assert len(window.last_trick_dialog.findChildren(QLabel)) == 2 * 3 + 1


def answer_next_box(button: QMessageBox.StandardButton, seen: list[str]) -> None:
    """Press ``button`` in the message box that is about to open."""

    def press() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, press)
            return
        seen.append(box.text())
        box.button(button).click()

    QTimer.singleShot(20, press)


def test_a_new_game_during_a_deal_asks_first(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=60_000)
    qtbot.addWidget(window)
    window.show()
    spec = NewGameSpec("tiny", 3, {}, ["You", "A", "B"], ["human", "random", "random"], 3)
    window.start_session(spec, seed=2)
    first = window.controller
    assert first is not None and window.deal_running()
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    seen: list[str] = []
    answer_next_box(QMessageBox.StandardButton.No, seen)
    window.new_game()
    assert seen == ["A deal is being played. Give it up and start the new game?"]
    assert window.controller is first  # kept
    answer_next_box(QMessageBox.StandardButton.Yes, seen)
    window.new_game()
    assert len(seen) == 2
    assert window.controller is not first  # a new session


def test_about_names_the_version_licence_and_shortcuts(qtbot: QtBot, tmp_path: Path) -> None:
    from importlib import metadata

    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    window.about_action.trigger()
    dialog = window.about_dialog
    text = dialog.about_text.text()
    assert f"Version {metadata.version('stammtisch')}" in text
    assert "Licence: MIT" in text
    rows = dict(dialog.shortcut_rows())
    assert rows["New game"] == window.new_action.shortcut().toString(
        window.new_action.shortcut().SequenceFormat.NativeText
    )
    assert rows["Last trick"] == "Ctrl+L"
    assert rows["Score sheet"] == "Ctrl+K"
    assert rows["Keyboard"] == "Shift+F1"
    assert (
        rows[
            "Move over the cards you may play now (over the whole hand when you have none to play)"
        ]
        == "Left / Right"
    )
    assert dialog.tabs.count() == 2
