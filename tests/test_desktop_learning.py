"""Learning mode: on by default for a game not played before; with it a line says what each
trick did and, if the user ticks "Show the hint before each of my decisions" (off by default,
remembered in the settings), the hint comes by itself before each of the user's decisions."""

from __future__ import annotations

from pathlib import Path

from coach_deals import sure_trick_record
from desktop_support import temp_settings
from desktop_tables import seat_at
from pytestqt.qtbot import QtBot

from stammtisch.desktop.i18n import install_language
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.new_game import NewGameDialog, NewGameSpec


def test_learning_mode_is_on_for_a_game_not_played_before(qtbot: QtBot, tmp_path: Path) -> None:
    settings = temp_settings(tmp_path)
    settings.mark_played("skat")
    assert settings.games_played == {"skat"}
    dialog = NewGameDialog("standard", "You", None, played=settings.games_played)
    qtbot.addWidget(dialog)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("skat"))
    assert not dialog.learning_box.isChecked() and not dialog.spec().learning
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("schafkopf"))
    assert dialog.learning_box.isChecked() and dialog.spec().learning
    dialog.learning_box.click()  # the user's choice stays when the game changes
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("doppelkopf"))
    assert not dialog.learning_box.isChecked()


def test_in_learning_mode_the_hint_comes_by_itself_and_each_trick_is_told(
    qtbot: QtBot, tmp_path: Path
) -> None:
    assert install_language("en")  # the English labels ("Play ♥A") come from the en .ts
    record = sure_trick_record()
    state = record.replay(len(record.actions) - 1)  # seat 0 to play the last card of a trick
    window = seat_at(qtbot, tmp_path, state)
    window.coach.requester.work = 2
    window.coach.learning = True
    window.coach.hint_first = True
    window.refresh()
    qtbot.waitUntil(lambda: window.coach.hinted_action() is not None, timeout=30_000)
    assert window.coach.panel.advice.text() == "Advice: Play ♥A"
    assert [item.card for item in window.scene.hinted_items()] == [16]
    state.apply_action(16)  # ♥A takes ♦Q ♦7
    window.refresh()
    line = window.coach.panel.trick_line.text()
    assert line == "You took the trick: 14 card points. Trumps played: ♥A."
    qtbot.waitUntil(lambda: window.coach.hinted_action() is not None, timeout=30_000)
    assert window.coach.hinted_action() in state.legal_actions()


def test_without_learning_mode_nothing_is_asked(qtbot: QtBot, tmp_path: Path) -> None:
    record = sure_trick_record()
    state = record.replay(len(record.actions) - 1)
    window = seat_at(qtbot, tmp_path, state)
    window.refresh()
    qtbot.wait(50)
    assert window.coach.hinted_action() is None and not window.coach.requester.is_busy()
    assert window.coach.panel.trick_line.text() == ""


def test_the_first_times_a_phase_begins_a_line_explains_it(qtbot: QtBot, tmp_path: Path) -> None:
    from stammtisch.engine.registry import make_game

    state = make_game("skat").new_deal(seed=1, dealer=2)
    window = seat_at(qtbot, tmp_path, state)
    window.coach.requester.work = 2
    window.coach.learning = True
    settings = window.settings
    for shown in range(3):
        window.coach._last_phase = None  # forget the moment: as if the phase began anew
        window.refresh()
        assert window.coach.panel.phase_line.text().startswith("Bidding: bid 18, 20, 22")
        assert settings.phase_lines_shown("skat", "bidding") == shown + 1
        window.coach.panel.phase_line.setText("")
    window.coach._last_phase = None
    window.refresh()
    assert window.coach.panel.phase_line.text() == ""  # three times is enough
    assert settings.phase_lines_shown("skat", "bidding") == 3


def test_the_hint_before_each_decision_is_an_option_of_learning_mode(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = NewGameDialog("standard", "You", None)
    qtbot.addWidget(dialog)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("skat"))
    box = dialog.hint_first_box
    assert dialog.learning_box.isChecked() and box.isEnabled()
    assert not box.isChecked() and not dialog.spec().hint_first  # off by default
    box.click()
    assert dialog.spec().hint_first and dialog.spec().learning
    dialog.learning_box.click()  # it belongs to learning mode
    assert not box.isEnabled()
    again = NewGameDialog("standard", "You", None, hint_first=True)  # as the settings remember
    qtbot.addWidget(again)
    assert again.hint_first_box.isChecked()


def test_the_choice_is_remembered_and_reaches_the_table(qtbot: QtBot, tmp_path: Path) -> None:
    settings = temp_settings(tmp_path)
    assert settings.hint_before_decisions is False
    window = MainWindow(settings, None, pace_ms=0)
    qtbot.addWidget(window)
    spec = NewGameSpec("skat", 3, {}, ["You", "A", "B"], ["human", "random", "random"], 1)
    window.start_session(NewGameSpec(**{**spec.__dict__, "learning": True, "hint_first": True}))
    assert settings.hint_before_decisions is True and window.coach.hint_first
    window.controller.shutdown()  # type: ignore[union-attr]
    window.start_session(NewGameSpec(**{**spec.__dict__, "learning": True}))
    assert settings.hint_before_decisions is False and not window.coach.hint_first
    window.controller.shutdown()  # type: ignore[union-attr]


def test_learning_mode_without_the_hint_tells_the_tricks_but_asks_nothing(
    qtbot: QtBot, tmp_path: Path
) -> None:
    assert install_language("en")
    record = sure_trick_record()
    state = record.replay(len(record.actions) - 1)
    window = seat_at(qtbot, tmp_path, state)
    window.coach.learning = True
    window.refresh()
    qtbot.wait(50)
    assert window.coach.hinted_action() is None and not window.coach.requester.is_busy()
    state.apply_action(16)
    window.refresh()
    assert window.coach.panel.trick_line.text().startswith("You took the trick: 14 card points.")
    assert not window.coach.requester.is_busy()
