"""The window opens a damaged store as it opens any other: one dialog that names the file set
aside, a store to play on with, no traceback (an excepthook fails the test on any)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from desktop_support import dialogs_fixture, temp_settings  # noqa: F401
from platform_support import needs
from pytestqt.qtbot import QtBot
from test_store_damage import damage_schema
from test_store_dialogs import no_tracebacks  # noqa: F401
from test_store_faults import filled

from stammtisch.desktop.widgets.main_window import MainWindow

pytestmark = [pytest.mark.qt_no_exception_capture, pytest.mark.usefixtures("no_tracebacks")]


def opened_window(qtbot: QtBot, folder: Path) -> MainWindow:
    window = MainWindow(temp_settings(folder), folder / "history.sqlite", pace_ms=0)
    qtbot.addWidget(window)
    window.open_store()
    return window


def test_a_schema_that_is_not_utf8_is_set_aside_with_one_dialog(
    qtbot: QtBot,
    tmp_path: Path,
    dialogs: dict[str, list[str]],
) -> None:
    path = filled(tmp_path)
    damage_schema(path)
    before = path.read_bytes()
    window = opened_window(qtbot, tmp_path)
    (message,) = dialogs["warning"]
    aside = tmp_path / "history.sqlite.broken-1"
    assert message.startswith(f"The history file is damaged; it was set aside as {aside}.")
    assert "A new history has been started." in message
    assert aside.read_bytes() == before
    assert window.history is not None and window.history.store.count_deals() == 0
    assert not window.offer_resume(ask=False)
    window.close()


def test_a_history_file_of_0_bytes_is_said(
    qtbot: QtBot,
    tmp_path: Path,
    dialogs: dict[str, list[str]],
) -> None:
    (tmp_path / "history.sqlite").write_bytes(b"")
    window = opened_window(qtbot, tmp_path)
    (message,) = dialogs["warning"]
    aside = tmp_path / "history.sqlite.broken-1"
    assert message == (
        f"The history file was empty (0 bytes), so it held no history; it was set aside as "
        f"{aside}. A new history has been started."
    )
    assert window.history is not None
    window.close()


@needs(os, "mkfifo", "a FIFO in place of the write-ahead log")
def test_a_fifo_in_place_of_the_wal_is_named_and_the_game_resumes(
    qtbot: QtBot,
    tmp_path: Path,
    dialogs: dict[str, list[str]],
) -> None:
    path = filled(tmp_path)
    wal = tmp_path / "history.sqlite-wal"
    wal.unlink(missing_ok=True)
    os.mkfifo(wal)
    window = opened_window(qtbot, tmp_path)
    (message,) = dialogs["warning"]
    assert message == (
        f"In place of {wal}, a file SQLite keeps beside the history file, there was something"
        f" that is not a file; it was set aside as {wal}.broken-1. The history and the game in"
        " progress are kept; nothing in them was changed or deleted."
    )
    assert path.exists() and not (tmp_path / "history.sqlite.broken-1").exists()
    assert window.history is not None and window.history.store.count_deals() == 3
    assert window.offer_resume(ask=False)
    assert window.controller is not None and len(window.controller.session.deals) == 3
    window.controller.shutdown()
    window.close()
