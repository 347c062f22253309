"""One running app per data folder: a second start of the real entry point brings the first
window forward and books nothing; one that gets no answer says Stammtisch is already running;
a lock left by an app that died is taken over; two starts at once end with one app."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from desktop_support import dialogs_fixture, temp_settings  # noqa: F401
from pytestqt.qtbot import QtBot
from test_desktop_export import SPEC, play_until

from stammtisch.desktop.widgets.main_window import MainWindow

if TYPE_CHECKING:
    from types import ModuleType

ALREADY = "Stammtisch is already running with the data file"


def instance() -> ModuleType:
    """``stammtisch.desktop.instance``, imported where a test needs it (the test of two
    starts at once needs only the entry point)."""
    import importlib

    return importlib.import_module("stammtisch.desktop.instance")


START_S = 90.0
"""How long a start of the app in a process of its own may take on a busy machine."""


def start(store: Path, home: Path, *args: str) -> subprocess.Popen[str]:
    """``python -m stammtisch.desktop --data-file STORE`` in a process of its own, offscreen,
    with a home of its own (its settings), in English."""
    home.mkdir(parents=True, exist_ok=True)
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "APPDATA": str(home / "AppData"),
    }
    return subprocess.Popen(
        [sys.executable, "-m", "stammtisch.desktop", "--data-file", str(store), *args],
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )


def ended(proc: subprocess.Popen[str]) -> tuple[int, str]:
    out, err = proc.communicate(timeout=30)
    return int(proc.returncode), out + err


def stop(proc: subprocess.Popen[str]) -> None:
    if proc.poll() is None:
        proc.kill()
    proc.communicate(timeout=30)


def holder(store: Path, then: str) -> subprocess.Popen[str]:
    """A process that takes the folder's lock as the app does; ``then``: ``"exit"`` (dies at
    once without unlocking, like a crash) or ``"mute"`` (holds the lock, never answers)."""
    code = (
        "import os, sys\n"
        "from pathlib import Path\n"
        "from PySide6.QtCore import QCoreApplication, QLockFile\n"
        "app = QCoreApplication([])\n"
        "from stammtisch.desktop.instance import Instance, claim, lock_path\n"
        f"store = Path({str(store)!r})\n"
        f"if {then!r} == 'exit':\n"
        "    held = claim(store)\n"
        "    assert isinstance(held, Instance) and held.listening\n"
        "    print('held', flush=True)\n"
        "    os._exit(0)\n"
        "lock = QLockFile(str(lock_path(store)))\n"
        "lock.setStaleLockTime(0)\n"
        "assert lock.tryLock(0)\n"
        "print('held', flush=True)\n"
        "sys.stdin.read()\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.Popen(
        [sys.executable, "-c", code],
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )
    assert proc.stdout is not None and proc.stdout.readline().strip() == "held"
    return proc


def test_a_second_start_brings_the_first_window_forward_and_books_nothing(
    qtbot: QtBot, tmp_path: Path, dialogs: dict[str, list[str]]
) -> None:
    one = instance()
    store = tmp_path / "data" / "history.sqlite"
    held = one.claim(store)
    assert isinstance(held, one.Instance) and held.listening
    window = MainWindow(temp_settings(tmp_path), store, pace_ms=0)
    qtbot.addWidget(window)
    held.raiseRequested.connect(lambda: one.bring_forward(window))  # as the app does
    window.show()
    window.open_store()
    window.start_session(SPEC, seed=7)
    play_until(qtbot, window, finished=1, then=2)
    controller = window.controller
    assert controller is not None and window.history is not None
    controller.flush_save()
    history = window.history.store
    booked = history.count_deals()
    rows = history.conn.execute("SELECT * FROM sessions").fetchall()
    window.showMinimized()
    assert window.isMinimized()

    second = start(store, tmp_path / "second")
    qtbot.waitUntil(lambda: second.poll() is not None, timeout=int(START_S * 1000))
    code, said = ended(second)
    assert code == 0, said
    assert one.running_text(one.RAISED, store) in said and "Traceback" not in said
    assert not window.isMinimized()  # the first window came forward
    assert history.count_deals() == booked  # the second start booked nothing
    assert history.conn.execute("SELECT * FROM sessions").fetchall() == rows
    # and the first window plays on and books its next deal as its own
    play_until(qtbot, window, finished=len(controller.session.deals) + 1, then=0)
    controller.flush_save()
    assert history.count_deals() == len(controller.session.deals) == booked + 1
    assert dialogs["warning"] == []
    controller.shutdown()
    window.close()
    held.release()
    assert not one.lock_path(store).exists()


def test_a_second_start_without_an_answer_says_stammtisch_is_already_running(
    tmp_path: Path,
) -> None:
    one = instance()
    store = tmp_path / "history.sqlite"
    mute = holder(store, "mute")
    try:
        assert one.claim(store, wait_s=1.0) == one.RUNNING
        second = start(store, tmp_path / "second")
        try:
            assert second.stderr is not None
            line = second.stderr.readline()  # said before the dialog that says it too
        finally:
            stop(second)
        assert line.strip() == one.running_text(one.RUNNING, store)
        assert line.startswith(ALREADY)
        assert not store.exists()  # it never opened the store
    finally:
        assert mute.stdin is not None
        mute.stdin.close()
        mute.wait(timeout=30)


def test_a_stale_lock_after_a_crash_is_taken_over(tmp_path: Path) -> None:
    one = instance()
    store = tmp_path / "history.sqlite"
    crashed = holder(store, "exit")  # its lock file and socket stay behind
    crashed.wait(timeout=30)
    assert one.lock_path(store).exists()
    begun = time.monotonic()
    held = one.claim(store)
    assert isinstance(held, one.Instance), held
    assert time.monotonic() - begun < 5  # taken over at once, not after a time-out
    assert held.listening  # the socket left behind was taken over too
    assert held.lock is not None
    pid, _host, _app = held.lock.getLockInfo()
    assert pid == os.getpid()
    held.release()


def test_two_starts_at_once_end_with_one_app(tmp_path: Path) -> None:
    store = tmp_path / "history.sqlite"
    procs = [start(store, tmp_path / f"home{i}", "--new") for i in range(2)]
    try:
        begun = time.monotonic()
        while all(p.poll() is None for p in procs):
            assert time.monotonic() - begun < START_S, "neither start gave way"
            time.sleep(0.1)
        second = next(p for p in procs if p.poll() is not None)
        first = next(p for p in procs if p is not second)
        code, said = ended(second)
        assert code == 0 and ALREADY in said, said
        time.sleep(0.5)
        assert first.poll() is None  # the first runs on
    finally:
        for proc in procs:
            stop(proc)


@pytest.mark.parametrize("language", ["de", "ja"])
def test_the_running_texts_are_translated(language: str, qtbot: QtBot) -> None:
    from stammtisch.desktop.i18n import install_language

    one = instance()
    assert install_language(language)
    try:
        texts = [
            one.running_text(answer, Path("/x/history.sqlite"))
            for answer in (one.RAISED, one.RUNNING)
        ]
    finally:
        install_language("en")
    for text in texts:
        assert "Stammtisch" in text and "/x/history.sqlite" in text
        assert "already running" not in text
