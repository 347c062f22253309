"""The save-failed dialog's "Kept:" line says what the store holds of the game, read from the
store itself: after resuming, a first save that fails still finds the finished deals and the
position the store holds (it said "This game has not been saved yet")."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest
from desktop_support import dialogs_fixture  # noqa: F401
from pytestqt.qtbot import QtBot
from test_store_dialogs import no_tracebacks, play  # noqa: F401
from test_store_faults import filled, locked
from test_store_open_dialogs import opened_window

from stammtisch.desktop import savegame
from stammtisch.engine.history import store as store_module
from stammtisch.engine.history.store import HistoryStore

pytestmark = [pytest.mark.qt_no_exception_capture, pytest.mark.usefixtures("no_tracebacks")]

KEPT = (
    "Kept: the game as it was last saved (3 of 7 deals finished, deal 4 up to move 5), and"
    " every finished deal in the history."
)
"""What ``filled()`` holds: 3 of 7 Doppelkopf deals finished, 5 moves of the fourth."""


def test_the_first_save_after_resuming_fails_and_the_kept_line_is_the_stores(
    qtbot: QtBot, tmp_path: Path, dialogs: dict[str, list[str]]
) -> None:
    path = filled(tmp_path)
    window = opened_window(qtbot, tmp_path)
    with locked(path, whole_file=False):  # another program writes: reading still works
        assert window.offer_resume(ask=False)
        controller = window.controller
        assert controller is not None
        play(qtbot, window, 2, random.Random(3))
        controller.flush_save()
        qtbot.waitUntil(lambda: bool(dialogs["warning"]), timeout=20_000)
    (message,) = dialogs["warning"]
    assert message.startswith("The game could not be saved. Another program is using")
    assert "not been saved yet" not in message
    assert KEPT in message.split("\n\n")
    controller.shutdown()
    window.close()


def test_what_the_dialog_keeps_is_read_from_the_store_not_from_memory(tmp_path: Path) -> None:
    """The store holds less than this run believes (a deal booked in memory only): the line
    says what the store holds."""
    path = filled(tmp_path)
    store = HistoryStore.connect(path)
    table = savegame.load(store)
    store.close()
    assert table is not None and table.session_id is not None
    believed = savegame.Saved(5, 0, 7)  # what a run might believe: more than is stored
    saver = savegame.Autosaver(path, table.session_id, believed)
    with locked(path, whole_file=False):
        saver.save(table)
        assert saver.flush()
    error = saver.take_error()
    assert error is not None and error.problem == "busy"
    assert saver.saved == savegame.Saved(3, 53, 7, 5)  # 48 cards dealt and 5 moves
    saver.close()


def test_when_the_store_cannot_be_read_either_what_was_read_at_resuming_stays(
    tmp_path: Path,
) -> None:
    path = filled(tmp_path)
    store = HistoryStore.connect(path)
    table = savegame.load(store)
    store.close()
    assert table is not None
    saver = savegame.Autosaver(path, table.session_id, savegame.Saved.of(table.session))

    def broken(name: str, timeout: float) -> sqlite3.Connection:
        raise sqlite3.OperationalError("disk I/O error")

    old, store_module.connect_hook = store_module.connect_hook, broken
    try:
        saver.save(table)
        assert saver.flush()
    finally:
        store_module.connect_hook = old
    assert saver.take_error() is not None
    assert saver.saved == savegame.Saved(3, 53, 7, 5)
    saver.close()


def test_the_kept_line_between_deals_and_for_a_game_never_saved() -> None:
    from stammtisch.desktop.history import save_failed_text
    from stammtisch.engine.history.store import StoreError

    error = StoreError("full", "database or disk is full")
    assert (
        "Kept: the game as it was last saved (2 of 6 deals finished), and every finished deal "
        "in the history." in save_failed_text(error, savegame.Saved(2, 0, 6))
    )
    assert KEPT in save_failed_text(error, savegame.Saved(3, 53, 7, 5))
    assert "This game has not been saved yet." in save_failed_text(error, None)
