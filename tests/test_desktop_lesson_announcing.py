"""The announcing lessons of Schafkopf, Doppelkopf and Sheepshead make the learner act on the
prepared deal: through the real lesson window a wrong action (a word or a card) is refused,
explained and leaves the deal as it was; the right one is taken into the deal."""

from __future__ import annotations

from pathlib import Path

import pytest
from desktop_driver import double_click
from desktop_support import english, temp_settings, valued  # noqa: F401  (english: a fixture)
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from stammtisch.desktop.widgets.lesson_view import LessonWindow
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.table_scene import SeatPlate
from stammtisch.engine.cards import card_str
from stammtisch.engine.lessons import Act, Ask, Explain

pytestmark = pytest.mark.usefixtures("english")

ANNOUNCING = {
    "doppelkopf/announcing": ["re", "re no 90"],
    "schafkopf/announcing": ["knock", "Kontra"],
    "sheepshead/alone": ["pick", "HA", "alone"],
}
"""Each lesson's act steps, by the right answer."""


def _open(qtbot: QtBot, tmp_path: Path, key: str) -> LessonWindow:
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    dialog = window.learn_menu.open(key.split("/")[0])
    lesson_window = dialog.start(key)
    qtbot.addWidget(lesson_window)
    return lesson_window


def _give(qtbot: QtBot, lesson_window: LessonWindow, answer: str) -> None:
    """Answer as the learner does: a card on the table, a word by its button."""
    valued(qtbot, lesson_window)
    hand = {card_str(c) for c in lesson_window.run.hand()}
    if answer in hand and answer not in lesson_window.choice_buttons:
        items = [
            i
            for i in lesson_window.scene.hand_items()
            if i.card is not None and card_str(i.card) == answer
        ]
        assert items, answer
        double_click(lesson_window, items[0])  # type: ignore[arg-type]
    else:
        button = lesson_window.choice_buttons[answer]
        assert button.isVisible() and button.isEnabled()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("key", sorted(ANNOUNCING))
def test_an_announcing_step_refuses_a_wrong_action_and_takes_the_right_one(
    qtbot: QtBot, tmp_path: Path, key: str
) -> None:
    lesson_window = _open(qtbot, tmp_path, key)
    run, lesson = lesson_window.run, lesson_window.lesson
    assert lesson.deal is not None and run.state is not None
    acted: list[str] = []
    while not run.finished:
        step = run.step
        if isinstance(step, Explain):
            qtbot.mouseClick(lesson_window.next_button, Qt.MouseButton.LeftButton)
            continue
        if isinstance(step, Ask):
            _give(qtbot, lesson_window, step.accepted[0])
        else:
            assert isinstance(step, Act)
            right = lesson.deal.actions[step.at][1]
            assert step.wrong, "an act step of these lessons explains a wrong action"
            state = run.state
            before = len(state.history())
            for wrong in step.wrong:
                index = run.index
                _give(qtbot, lesson_window, wrong)
                assert run.index == index and len(state.history()) == before
                assert lesson_window.feedback is not None and not lesson_window.feedback.correct
                shown = lesson_window.feedback_label.text()
                assert "Try again." in shown and step.wrong[wrong].en in shown
                assert not lesson_window.next_button.isEnabled()
            _give(qtbot, lesson_window, right)
            assert lesson_window.feedback is not None and lesson_window.feedback.correct
            actor, action = state.history()[before]
            assert actor == lesson.user and state.action_to_string(action) == right
            acted.append(right)
        qtbot.waitUntil(lesson_window.next_button.isEnabled)
        assert "Right!" in lesson_window.feedback_label.text()
        qtbot.mouseClick(lesson_window.next_button, Qt.MouseButton.LeftButton)
    assert acted == ANNOUNCING[key]
    assert run.state.is_terminal()
    assert lesson_window.stars_label.text() == "★☆☆"  # every act step was missed once


def test_the_seats_calls_at_a_lesson_table_are_in_the_users_language(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from stammtisch.desktop.i18n import install_language

    assert install_language("de")
    try:
        lesson_window = _open(qtbot, tmp_path, "doppelkopf/announcing")
        qtbot.mouseClick(lesson_window.next_button, Qt.MouseButton.LeftButton)
        plates = [i for i in lesson_window.scene.items() if isinstance(i, SeatPlate)]
        assert len(plates) == 4
        calls = {plate.calls for plate in plates}
        assert calls == {"gesund"}  # every seat said "healthy", shown in German
    finally:
        assert install_language("en")
