"""Decision controls: one button per legal action that is not a card.

Bids, passes, picking up, declarations, announcements: whatever the engine
lists in ``legal_actions()`` (and ``out_of_turn_actions()`` for announcements
made while another seat is to play) gets a button labelled with the action's
notation in the user's language.  Each button carries its engine action, so
the panel holds no rule; a game with many choices at once (a declaration)
gets a list to pick from instead of a row of buttons.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
)

MAX_BUTTONS = 12
"""More choices than this are offered in a list."""


class DecisionPanel(QWidget):
    """The row under the table: a prompt, then the choices."""

    chosen = Signal(int)
    """The user chose this engine action."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decisions")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        self.prompt = QLabel(self)
        self.prompt.setObjectName("prompt")
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.prompt)
        self._row = QHBoxLayout()
        layout.addLayout(self._row)
        self.buttons: list[QPushButton] = []
        self.combo: QComboBox | None = None
        self.setMinimumHeight(52)

    def clear(self) -> None:
        while self._row.count():
            item = self._row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.buttons = []
        self.combo = None

    def show_choices(
        self,
        prompt: str,
        in_turn: Sequence[tuple[int, str]],
        out_of_turn: Sequence[tuple[int, str]] = (),
    ) -> None:
        """Offer ``in_turn`` and ``out_of_turn`` choices, each as (engine action, label)."""
        self.clear()
        self.prompt.setText(prompt)
        choices = [*in_turn, *out_of_turn]
        if len(choices) > MAX_BUTTONS:
            combo = QComboBox(self)
            combo.setObjectName("choices")
            for action, label in choices:
                combo.addItem(label, action)
            combo.setMinimumContentsLength(18)
            ok = QPushButton(self.tr("OK"), self)
            ok.setObjectName("choose")
            ok.setDefault(True)
            ok.clicked.connect(lambda: self.chosen.emit(int(combo.currentData())))
            self._row.addWidget(combo)
            self._row.addWidget(ok)
            self.combo = combo
            self.buttons = [ok]
            return
        for action, label in choices:
            button = QPushButton(label, self)
            button.setProperty("action", action)
            button.setMinimumWidth(88)
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            self._row.addWidget(button)
            self.buttons.append(button)

    def button_for(self, label: str) -> QPushButton | None:
        """The button labelled ``label`` (tests and accessibility)."""
        for button in self.buttons:
            if button.text() == label:
                return button
        return None

    def actions(self) -> list[int]:
        """The engine actions offered now."""
        if self.combo is not None:
            return [int(self.combo.itemData(i)) for i in range(self.combo.count())]
        return [int(b.property("action")) for b in self.buttons]


__all__ = ["MAX_BUTTONS", "DecisionPanel"]
