"""A main window seated at a scripted deal: the user in seat 0, the computers paused."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from desktop_support import temp_settings
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.new_game import NewGameSpec
from stammtisch.engine.state import GameState

NAMES = ["You", "Anna", "Bernd", "Clara", "Dieter"]


def seat_at(
    qtbot: QtBot,
    tmp_path: Path,
    state: GameState,
    rules: Mapping[str, object] | None = None,
) -> MainWindow:
    """A window whose current deal is ``state``; no computer seat moves on its own, so the
    test decides every other seat's action and the table stays where the test put it."""
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    window.resize(1280, 820)
    window.show()
    players = state.num_players
    game = state.game.NAME
    levels = ["human"] + ["random"] * (players - 1)
    window.start_session(
        NewGameSpec(game, players, dict(rules or {}), NAMES[:players], levels, 1), seed=1
    )
    controller = window.controller
    assert controller is not None
    controller.shutdown()
    controller.session.current = state
    window.refresh()
    return window


def labels(window: MainWindow) -> list[str]:
    """The labels of every choice the decision row offers."""
    return [label for label, _ in window.decisions.options()]


def click(qtbot: QtBot, window: MainWindow, text: str) -> None:
    """Click the decision row's button labelled ``text`` (it must be shown and enabled)."""
    qtbot.wait(1)  # a widget added to a shown row is shown from the event loop
    button = window.decisions.button_for(text)
    assert button is not None, text
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
