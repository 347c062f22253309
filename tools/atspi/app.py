"""Open a dealt table under a real X display and play by key presses only until a card of
the user's lies in the trick ("READY"); with KB_PLAY_ON_MS, go on by Space a dozen times
after that many milliseconds, so that ``watch.py`` hears the announcements.

    python tools/atspi/app.py LANGUAGE GAME   # the venv's python; see run.sh
"""

import os
import sys

from common import key as send
from common import open_window
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from stammtisch.desktop.widgets.new_game import NewGameSpec

lang = sys.argv[1] if len(sys.argv) > 1 else "en"
app, w = open_window(lang)
game = sys.argv[2] if len(sys.argv) > 2 else "doppelkopf"
players = {"skat": 3, "doppelkopf": 4, "schafkopf": 4, "sheepshead": 5}[game]
names = ["You", "Anna", "Bernd", "Clara", "Dieter"][:players]
w.start_session(
    NewGameSpec(game, players, {}, names, ["human"] + ["random"] * (players - 1), 2), seed=1
)


def key(k, text=""):
    send(w, k, text)


steps = iter(range(400))


def drive():
    # until a card of the user's lies in the trick: on the user's turn press Space on the
    # focused decision button, or Return on the table (the cursor is on a playable card)
    if next(steps, None) is None:
        return
    snap = w.scene.snapshot
    if snap is not None and snap.trick and any(p.seat == snap.viewer for p in snap.trick):
        print("READY", flush=True)
        QTimer.singleShot(int(os.environ.get("KB_PLAY_ON_MS", "0")) or 10**9, play_on)
        return
    focus = QApplication.focusWidget()
    if snap is not None and snap.current_player == snap.viewer:
        if w.view.hasFocus():
            key(Qt.Key.Key_Return, "\r")
        elif focus is not None and focus.inherits("QAbstractButton"):
            print("pressing", focus.text(), flush=True)
            key(Qt.Key.Key_Space, " ")
    QTimer.singleShot(150, drive)


more = iter(range(12))


def play_on():
    """Go on by keys: End and Home move the cursor (the screen reader hears the card under
    it), then Space gathers the waiting trick or plays the cursor's card."""
    step = next(more, None)
    if step is None:
        print("PLAYED ON", flush=True)
        return
    if w.view.hasFocus():
        if step == 0:
            key(Qt.Key.Key_End)
        elif step == 1:
            key(Qt.Key.Key_Home)
        else:
            key(Qt.Key.Key_Space, " ")
    QTimer.singleShot(400, play_on)


QTimer.singleShot(1500, drive)
QTimer.singleShot(int(os.environ.get("KB_LIFETIME_MS", "60000")), app.quit)
app.exec()
