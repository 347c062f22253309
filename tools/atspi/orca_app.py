"""One deal played by real key presses while Orca listens: the app says which key a keyboard
user presses next, and ``orca.sh`` presses it on the X display (``xdotool``).

    python tools/atspi/orca_app.py GAME LANGUAGE   # the venv's python; orca.sh starts it

Each line on stdout is ``KEY <xdotool key> <what for>`` (the driver presses it and waits
for the next line) or ``DONE`` once the deal's result was read and Return pressed.  The key
is chosen from where the focus is, as :mod:`tests.keyboard_user` chooses it: Return on the
table plays (or, burying, chooses) the card under the cursor, Space presses the focused
button and goes on from a finished trick, F6 brings the focus to the table, Tab and Down
compose a declaration in its chooser.  The seeds are those of
``tests/test_desktop_keyboard.py`` (the user ends up playing the game).
"""

import sys

from common import open_window
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication

from stammtisch.desktop.widgets.composed_choice import ComposedChoice
from stammtisch.desktop.widgets.mnemonics import mnemonic_of
from stammtisch.desktop.widgets.new_game import NewGameSpec

DEALS = {"skat": (3, 4), "doppelkopf": (4, 1), "schafkopf": (4, 2), "sheepshead": (5, 3)}
game = sys.argv[1] if len(sys.argv) > 1 else "skat"
language = sys.argv[2] if len(sys.argv) > 2 else "en"
app, window = open_window(language, pace_ms=400)
players, seed = DEALS[game]
names = ["You", "Anna", "Bernd", "Clara", "Dieter"][:players]
window.start_session(
    NewGameSpec(game, players, {}, names, ["human"] + ["random"] * (players - 1), 2), seed=seed
)
pressed = [0]
read = [0]
last = [""]
waiting_since = [0]


def press(key: str, purpose: str) -> None:
    pressed[0] += 1
    last[0] = "decision" if "decision" in purpose or "compos" in purpose else "other"
    print(f"KEY {key} {purpose}", flush=True)


def next_key() -> None:
    """Say the next key a keyboard user presses now (or nothing: the computers play)."""
    controller = window.controller
    assert controller is not None
    focus = QApplication.focusWidget()
    dialog = window.result_dialog
    if dialog is not None:
        if focus is None or focus.window() is not dialog:
            pass  # (not yet shown)
        elif read[0] == 0 and focus is not dialog.text:
            press("shift+Tab", "the result: to its lines")
        elif focus is dialog.text and read[0] < 4:
            read[0] += 1
            press("Down", "the result: the next line")
        elif focus is dialog.text:
            press("Tab", "the result: to the buttons")
        elif focus is dialog.next_button:
            press("Return", "the result: next deal")
            QTimer.singleShot(2500, lambda: (print("DONE", flush=True), app.quit()))
            return
        else:
            press("Tab", "the result: to Next deal")
        QTimer.singleShot(3000, next_key)  # the reader says the dialog, the button, the line
        return
    elif window.scene.trick_waiting():
        if focus is window.view:
            press("space", "go on from the trick")
        else:
            press("F6", "to the table")
    elif controller.is_human_turn() and not window.scene.is_animating():
        if window.scene.pick_count and window.confirm_button is not None:
            confirm = window.confirm_button
            if confirm.isEnabled():
                press("space" if focus is confirm else alt(confirm), "laying away: confirm")
            elif focus is window.view:
                item = window.scene.cursor_item()
                chosen = item is not None and item.card in window.scene.picked
                press("Right" if chosen else "space", "laying away: choose a card")
            else:
                press("F6", "to the table")
        elif any(item.legal for item in window.scene.hand_items()):
            press("Return" if focus is window.view else "F6", "a card")
        else:
            decide(focus)
    # as a listener waits: a moment after each card, more after a decision (Orca speaks
    # each focus and notification in turn, and drops a focus the keys have left meanwhile)
    QTimer.singleShot(1500 if last[0] == "decision" else 900, next_key)


RANK = {  # the decision a keyboard user prefers (lowest first): to play the game
    "pick_up": 0,
    "hold": 1,
    "bid": 2,
    "reserve": 3,
    "declare": 4,
    "solo": 5,
    "call": 6,
    "healthy": 7,
    "accept": 7,
    "count": 7,
    "marriage": 7,
    "pass": 9,
    "redeal": 98,
    "concede": 99,
}


def alt(button: QAbstractButton) -> str:
    letter = mnemonic_of(button.text())
    return f"alt+{letter.lower()}" if letter else "Tab"


def decide(focus: object) -> None:
    """The key toward the decision preferred (see :data:`RANK`): Alt and its letter, Space
    on it once focused; a declaration composed first in its chooser (Down)."""
    state = window.controller.state  # type: ignore[union-attr]
    panel = window.decisions
    best: tuple[int, QAbstractButton, ComposedChoice | None] | None = None
    for widget in panel.row_widgets():
        if not isinstance(widget, QAbstractButton) or widget.objectName() == "refused":
            continue
        composed = next((c for c in panel.findChildren(ComposedChoice) if c.button is widget), None)
        action = widget.property("action")
        if composed is not None:
            rank = RANK["declare"]
        elif isinstance(action, int) and state is not None:
            info = state.describe_action(action)
            rank = RANK.get(info.kind.value, 8)
            if info.kind.value == "call" and info.alone:
                rank = RANK["call"]
        else:
            continue
        if best is None or rank < best[0]:
            best = (rank, widget, composed)
    if best is None:
        press("Tab", "to a button")
        return
    _rank, button, composed = best
    if composed is not None and not button.isEnabled():
        chooser = composed.controls[0]
        press("Down" if focus is chooser else "Tab", "composing the game")
    elif focus is button:
        press("space", "a decision")
    else:
        press(alt(button), "a decision")


QTimer.singleShot(2500, next_key)
QTimer.singleShot(300_000, app.quit)
app.exec()
