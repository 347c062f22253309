"""Pieces the lesson and the practice windows share: the answer buttons, the seats' names."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QWidget

COLUMNS = 3


class AnswerGrid(QWidget):
    """One button per answer, three to a row; a click calls ``on_answer(answer)``."""

    def __init__(
        self, on_answer: Callable[[str], object], prefix: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.on_answer = on_answer
        self.prefix = prefix
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[str, QPushButton] = {}

    def set_choices(self, choices: list[tuple[str, str]]) -> None:
        """Show these (answer, label) buttons instead of the ones before (none: hidden)."""
        for button in self.buttons.values():
            button.deleteLater()
        self.buttons = {}
        for i, (answer, label) in enumerate(choices):
            button = QPushButton(label, self)
            button.setObjectName(f"{self.prefix}{answer}")
            button.clicked.connect(self._clicked(answer))
            self.grid.addWidget(button, i // COLUMNS, i % COLUMNS)
            self.buttons[answer] = button
        self.setVisible(bool(choices))

    def _clicked(self, answer: str) -> Callable[[], None]:
        return lambda: (self.on_answer(answer), None)[1]


def paragraph(name: str, parent: QWidget) -> QLabel:
    """A label for sentences: plain text, wrapped, named ``name`` (for tests and styles)."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def seat_names(players: int, user: int) -> list[str]:
    """ "You" for the learner's seat, "Player n" for the others."""
    return [
        QCoreApplication.translate("LessonView", "You")
        if seat == user
        else QCoreApplication.translate("LessonView", "Player %1").replace("%1", str(seat + 1))
        for seat in range(players)
    ]


__all__ = ["AnswerGrid", "paragraph", "seat_names"]
