"""A user with a keyboard and no mouse: every move is a key pressed where the focus is.

:class:`KeyboardUser` plays the main window's deal as such a user would: each key goes to
the application's focus widget (never to a widget picked by the test), a decision button
is pressed by Space when it has the focus and by Alt and its underlined letter otherwise,
a card by the arrows and Return, a finished trick is gathered by Space, the result is
answered by Return, its review opened by its letter, paged by Page Down and closed by
Escape.  Every key press (a chord such as Alt+P counts once) is counted by what it was for.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QWidget
from pytestqt.qtbot import QtBot

from stammtisch.desktop.widgets.composed_choice import ComposedChoice
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.mnemonics import mnemonic_of, plain
from stammtisch.desktop.widgets.review_dialog import ReviewDialog
from stammtisch.engine.meaning import ActionKind

NONE = Qt.KeyboardModifier.NoModifier
ALT = Qt.KeyboardModifier.AltModifier

_RANK = {
    ActionKind.PICK_UP: 0,
    ActionKind.HOLD: 1,
    ActionKind.BID: 2,
    ActionKind.RESERVE: 3,
    ActionKind.DECLARE: 4,
    ActionKind.SOLO: 5,
    ActionKind.CALL: 6,
    ActionKind.HEALTHY: 7,
    ActionKind.ACCEPT: 7,
    ActionKind.COUNT: 7,
    ActionKind.MARRIAGE: 7,
    ActionKind.PASS: 9,
    ActionKind.CONCEDE: 99,
    ActionKind.REDEAL: 98,
}
"""Which decision the user prefers (lowest first): to play the game, pick up, reserve, declare."""


@dataclass
class Presses:
    """The keys pressed, by what they were for."""

    by_purpose: Counter[str] = field(default_factory=Counter)
    keys: list[str] = field(default_factory=list)

    @property
    def total(self) -> int:
        return sum(self.by_purpose.values())


class KeyboardUser:
    """Plays the window's deal with key presses only."""

    def __init__(self, qtbot: QtBot, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window
        self.presses = Presses()
        self.purpose = "decisions"
        self.seen_focus: list[str] = []

    # --- pressing --------------------------------------------------------------------

    def focus(self) -> QWidget:
        widget = QApplication.focusWidget()
        assert widget is not None, "the keyboard user has no focus"
        return widget

    def press(self, key: Qt.Key, modifier: Qt.KeyboardModifier = NONE) -> None:
        """One key (with ``modifier``) to the focus widget, as a real key press goes."""
        target = self.focus()
        self.presses.by_purpose[self.purpose] += 1
        name = ("Alt+" if modifier == ALT else "") + Qt.Key(key).name.removeprefix("Key_")
        self.presses.keys.append(f"{self.purpose}: {name}")
        QTest.keyClick(target, key, modifier)

    def press_button(self, button: QAbstractButton) -> None:
        """Space on a focused button; else Alt and its letter."""
        if self.focus() is button:
            self.press(Qt.Key.Key_Space)
            return
        letter = mnemonic_of(button.text())
        assert letter is not None, f"{plain(button.text())!r} has no letter"
        self.press(Qt.Key(ord(letter)), ALT)

    def wait(self, condition: Callable[[], bool], timeout: int = 30_000) -> None:
        self.qtbot.waitUntil(condition, timeout=timeout)

    # --- the deal ----------------------------------------------------------------------

    def ready(self) -> bool:
        window, controller = self.window, self.window.controller
        assert controller is not None
        if window.result_dialog is not None or window.scene.trick_waiting():
            return True
        return controller.is_human_turn() and not window.scene.is_animating()

    def play_deal(self, review: bool = True) -> Presses:
        """Play the current deal to its result, review it (``review``), start the next one."""
        window = self.window
        controller = window.controller
        assert controller is not None
        deals = len(controller.session.deals)
        while True:
            self.wait(self.ready)
            if window.result_dialog is not None:
                self.answer_result(review)
                self.wait(lambda: len(controller.session.deals) > deals)
                self.wait(lambda: controller.state is not None or controller.session.is_over())
                return self.presses
            if window.scene.trick_waiting():
                self.purpose = "going on from a trick"
                self.to_table()
                self.press(Qt.Key.Key_Space)
                continue
            window.refresh()
            if any(item.legal for item in window.scene.hand_items()):
                self.play_card()
            else:
                self.decide()

    def to_table(self) -> None:
        """F6 until the focus is on the table (counted; none is needed when focus is kept)."""
        for _ in range(3):
            if self.focus() is self.window.view:
                return
            self.press(Qt.Key.Key_F6)
        assert self.focus() is self.window.view

    def play_card(self) -> None:
        window = self.window
        scene = window.scene
        state = window.controller.state if window.controller else None
        assert state is not None
        before = len(state.history())
        if scene.pick_count:
            self.purpose = "laying away"
            self.to_table()
            for _ in range(scene.pick_count):
                if scene.selected_item() is None or scene.selected_item().card in scene.picked:
                    self.press(Qt.Key.Key_Right)
                self.press(Qt.Key.Key_Space)
            confirm = window.confirm_button
            assert confirm is not None and confirm.isEnabled()
            self.press_button(confirm)
        else:
            self.purpose = "playing cards"
            self.to_table()
            selected = scene.selected_item()
            if selected is None or not selected.legal:
                self.press(Qt.Key.Key_Right)
            assert scene.selected_item() is not None and scene.selected_item().legal
            self.press(Qt.Key.Key_Return)
        self.wait(lambda: len(state.history()) > before or window.result_dialog is not None)

    def decide(self) -> None:
        """Take the decision the user prefers (see :data:`_RANK`) with the keys."""
        self.purpose = "decisions"
        window = self.window
        state = window.controller.state if window.controller else None
        assert state is not None
        before = len(state.history())
        panel = window.decisions
        candidates: list[tuple[int, QAbstractButton]] = []
        for widget in panel.row_widgets():
            if not isinstance(widget, QAbstractButton) or widget.objectName() == "refused":
                continue
            composed = next(
                (c for c in panel.findChildren(ComposedChoice) if c.button is widget), None
            )
            if composed is not None:
                rank = _RANK[ActionKind.DECLARE]
            else:
                action = widget.property("action")
                if not isinstance(action, int):
                    continue  # a list's button (a higher bid, a card to call)
                info = state.describe_action(action)
                rank = _RANK.get(info.kind, 8)
                if info.kind is ActionKind.CALL and info.alone:
                    rank = _RANK[ActionKind.CALL]
            candidates.append((rank, widget))
        assert candidates, "a decision without a button to press"
        rank, button = min(candidates, key=lambda c: c[0])
        composed = next((c for c in panel.findChildren(ComposedChoice) if c.button is button), None)
        if composed is not None and not button.isEnabled():
            self.compose(composed)
        self.press_button(button)
        self.wait(lambda: len(state.history()) > before or window.result_dialog is not None)

    def compose(self, composed: ComposedChoice) -> None:
        """Down in the focused chooser until the composed game is one the rules allow."""
        chooser = composed.controls[0]
        assert isinstance(chooser, QComboBox)
        if self.focus() is not chooser:
            self.press(Qt.Key.Key_Tab)
        assert self.focus() is chooser
        for _ in range(chooser.count()):
            if composed.button.isEnabled():
                return
            self.press(Qt.Key.Key_Down)
        assert composed.button.isEnabled()

    def answer_result(self, review: bool) -> None:
        """Open the review (its letter), page through it, close it; then Return: next deal."""
        window = self.window
        dialog = window.result_dialog
        assert dialog is not None
        self.wait(
            lambda: QApplication.focusWidget() is not None and self.focus().window() is dialog
        )
        if review:
            self.purpose = "review"
            button = dialog.findChild(QAbstractButton, "reviewButton")
            assert button is not None
            self.press_button(button)
            self.wait(lambda: isinstance(self.focus().window(), ReviewDialog))
            reviewer = self.focus().window()
            assert isinstance(reviewer, ReviewDialog)
            for _ in range(2):
                before = reviewer.step
                self.press(Qt.Key.Key_PageDown)
                assert reviewer.step == before + 1
            self.press(Qt.Key.Key_Escape)
            self.wait(lambda: not reviewer.isVisible())
            reviewer.wait()
            self.wait(lambda: self.focus().window() is dialog)
        self.purpose = "result"
        assert self.focus() is dialog.next_button or dialog.next_button.isDefault()
        self.press(Qt.Key.Key_Return)


__all__ = ["KeyboardUser", "Presses"]
