"""The app side of ``check.py``: a Sheepshead deal played by key presses only, then a new
Skat game, with a line on stdout at each moment the checker reads through AT-SPI.

    python tools/atspi/scenario.py LANGUAGE   # the venv's python; check.py starts it

The keys go where the focus is, as a keyboard user's do: Return on the table plays the card
under the cursor (or chooses it while burying), Space presses the focused button and goes
on from a finished trick.  The lines: ``WAITING`` (the first finished trick waits for Space),
``RESULT`` (the result dialog is open), ``NEWGAME`` (a new three-player Skat game is dealt);
after each the scenario holds still for ``HOLD_MS`` so the checker can read, then goes on.
"""

import os
import sys

from common import key as send
from common import open_window
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication

from stammtisch.desktop.widgets.new_game import NewGameSpec

HOLD_MS = int(os.environ.get("KB_HOLD_MS", "8000"))  # (a loaded machine reads slowly)
FIVE = ["Ulla", "Vera", "Walter", "Xaver", "Yvonne"]

language = sys.argv[1] if len(sys.argv) > 1 else "en"
app, window = open_window(language)
window.start_session(NewGameSpec("sheepshead", 5, {}, FIVE, ["human"] + ["random"] * 4, 2), seed=3)
said: set[str] = set()


def tell(line: str) -> None:
    print(line, flush=True)


def key(code: Qt.Key, text: str = "") -> None:
    send(window, code, text)


def step() -> None:
    """One key where the focus is, or a moment told to the checker."""
    controller = window.controller
    assert controller is not None
    dialog = window.result_dialog
    if dialog is not None:
        if "RESULT" not in said:
            said.add("RESULT")
            tell("RESULT")
            QTimer.singleShot(HOLD_MS, step)
            return
        dialog.accept()
        QTimer.singleShot(300, new_game)
        return
    scene = window.scene
    if scene.trick_waiting():
        if "WAITING" not in said:
            said.add("WAITING")
            tell("WAITING")
            QTimer.singleShot(HOLD_MS, step)
            return
        if not window.view.hasFocus():
            window.jump(1)
        key(Qt.Key.Key_Space, " ")
    elif controller.is_human_turn() and not scene.is_animating():
        focus = QApplication.focusWidget()
        if window.view.hasFocus():
            key(Qt.Key.Key_Return, "\r")
        elif isinstance(focus, QAbstractButton):
            key(Qt.Key.Key_Space, " ")
        else:  # a chooser has the focus: take the first word offered
            window.decisions.options()[0][1]()
    QTimer.singleShot(120, step)


def new_game() -> None:
    names = ["You", "Anna", "Bernd"]
    window.start_session(NewGameSpec("skat", 3, {}, names, ["human", "random", "random"], 2))
    QTimer.singleShot(800, lambda: tell("NEWGAME"))
    QTimer.singleShot(800 + HOLD_MS, app.quit)


QTimer.singleShot(1500, step)
QTimer.singleShot(int(os.environ.get("KB_LIFETIME_MS", "180000")), app.quit)
app.exec()
