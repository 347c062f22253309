"""The window says once, in a dialog, what could not be saved and what is kept; no slot
raises (an excepthook installed for the test fails on any traceback)."""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from pathlib import Path
from types import TracebackType

import pytest
from desktop_support import dialogs_fixture, temp_settings, tiny_registered  # noqa: F401
from pytestqt.qtbot import QtBot
from test_store_faults import disk_full, filled, locked

from stammtisch.desktop import savegame
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.new_game import NewGameSpec

pytestmark = [pytest.mark.qt_no_exception_capture, pytest.mark.usefixtures("tiny_registered")]


@pytest.fixture
def no_tracebacks() -> Iterator[list[str]]:
    """Any exception that reaches the event loop (a slot that raised) fails the test."""
    caught: list[str] = []

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        caught.append(f"{kind.__name__}: {value}")

    old, sys.excepthook = sys.excepthook, hook
    try:
        yield caught
    finally:
        sys.excepthook = old
    assert not caught, caught


SPEC = NewGameSpec("tiny", 3, {}, ["You", "A", "B"], ["human", "random", "random"], 2)


def play(qtbot: QtBot, window: MainWindow, moves: int, rng: random.Random) -> None:
    """The user plays ``moves`` random legal actions; results are accepted as they come."""
    for _ in range(moves):
        controller = window.controller
        assert controller is not None
        qtbot.waitUntil(
            lambda c=controller: (  # type: ignore[misc]
                c.is_human_turn() or window.result_dialog is not None or c.session.is_over()
            ),
            timeout=10_000,
        )
        if window.result_dialog is not None:
            window.result_dialog.accept()
            continue
        if controller.session.is_over():
            return
        controller.try_action(rng.choice(controller.legal_actions()))


def test_a_busy_store_at_start_is_said_once_and_the_window_plays_without_saving(
    qtbot: QtBot, tmp_path: Path, dialogs: dict[str, list[str]], no_tracebacks: list[str]
) -> None:
    path = filled(tmp_path)
    with locked(path):
        window = MainWindow(temp_settings(tmp_path), path, pace_ms=0)
        qtbot.addWidget(window)
        window.startup()
        (message,) = dialogs["warning"]
        assert message.startswith(f"Stammtisch cannot use its data file {path}.")
        assert "Another program is using" in message and "Kept: the saved game" in message
        assert window.history is None and dialogs["new game"]
        window.start_session(SPEC, seed=3)
        play(qtbot, window, 6, random.Random(1))
        assert window.controller is not None and window.controller.save_path is None
        assert len(dialogs["warning"]) == 1
        window.close()
    assert not [p for p in tmp_path.iterdir() if "broken" in p.name]


def test_a_full_disk_while_playing_is_said_once_and_nothing_is_lost_once_there_is_room(
    qtbot: QtBot, tmp_path: Path, dialogs: dict[str, list[str]], no_tracebacks: list[str]
) -> None:
    path = tmp_path / "history.sqlite"
    window = MainWindow(temp_settings(tmp_path), path, pace_ms=0)
    qtbot.addWidget(window)
    window.open_store()
    rng = random.Random(4)
    with disk_full():
        window.start_session(SPEC, seed=3)
        play(qtbot, window, 12, rng)
        controller = window.controller
        assert controller is not None
        controller.flush_save()
        qtbot.waitUntil(lambda: bool(dialogs["warning"]), timeout=10_000)
    (message,) = dialogs["warning"]  # once, however many saves failed
    assert message.startswith("The game could not be saved. The disk is full.")
    assert "Not saved: the moves since then" in message and "Kept:" in message
    play(qtbot, window, 40, rng)  # room again: the next save books what was missed
    controller.flush_save()
    qtbot.waitUntil(
        lambda: window.statusBar().currentMessage() == "The game is saved again.", timeout=10_000
    )
    assert len(dialogs["warning"]) == 1
    controller.shutdown()
    stored = savegame.load_path(path)
    deals = controller.session.deals
    if stored is not None:
        assert stored.session.deals == deals
    assert window.history is not None
    assert window.history.store.count_deals() == len(deals) > 0
    window.close()
