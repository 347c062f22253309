"""Pieces the lesson and the practice windows share: the answer buttons, a row of cards, the
seats' names, a size that fits the screen."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QWidget

from stammtisch.engine.cards import Card, card_str

from ..cardfaces import CARD_HEIGHT, CARD_WIDTH, CardFaces
from .table_access import spoken_card

COLUMNS = 3
CARDS_PER_ROW = 8
SHOWN_WIDTH = 56
"""The width of a card shown beside a lesson's text, in logical pixels."""
ICON_WIDTH = 28
"""The width of the card face on an answer button."""


class AnswerGrid(QWidget):
    """One button per answer, three to a row; a click calls ``on_answer(answer)``."""

    def __init__(
        self,
        on_answer: Callable[[str], object],
        prefix: str,
        parent: QWidget | None = None,
        icon: Callable[[str], QIcon | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.on_answer = on_answer
        self.prefix = prefix
        self.icon = icon
        """The picture for an answer (a card's face), or ``None``."""
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[str, QPushButton] = {}

    def set_choices(self, choices: list[tuple[str, str]]) -> None:
        """Show these (answer, label) buttons instead of the ones before (none: hidden)."""
        for button in self.buttons.values():
            button.hide()  # at once: deleteLater waits for the event loop
            button.deleteLater()
        self.buttons = {}
        columns = self.columns_for([label for _, label in choices])
        for i, (answer, label) in enumerate(choices):
            button = QPushButton(label, self)
            button.setToolTip(label)
            button.setObjectName(f"{self.prefix}{answer}")
            picture = self.icon(answer) if self.icon is not None else None
            if picture is not None:
                button.setIcon(picture)
                button.setIconSize(QSize(ICON_WIDTH, round(ICON_WIDTH * CARD_HEIGHT / CARD_WIDTH)))
            button.clicked.connect(self._clicked(answer))
            self.grid.addWidget(button, i // columns, i % columns)
            self.buttons[answer] = button
        self.setVisible(bool(choices))

    def columns_for(self, labels: Sequence[str]) -> int:
        """Three buttons to a row, fewer when the longest label would not fit a third (or
        half) of the panel: a label is never cut (Japanese game names run long)."""
        if not labels:
            return COLUMNS
        metrics = self.fontMetrics()
        widest = max(metrics.horizontalAdvance(label) for label in labels) + 2 * ICON_WIDTH
        parent = self.parentWidget()
        room = max(self.width(), parent.width() if parent is not None else 0, 340)
        for columns in (COLUMNS, 2):
            if widest <= room / columns - 12:
                return columns
        return 1

    def _clicked(self, answer: str) -> Callable[[], None]:
        return lambda: (self.on_answer(answer), None)[1]


class CardRow(QWidget):
    """Cards shown face up beside a text, in the order given, :data:`CARDS_PER_ROW` to a row."""

    def __init__(self, faces: CardFaces, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonCards")
        self.faces = faces
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 4, 0, 4)
        self.grid.setHorizontalSpacing(4)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignLeft)
        self.cards: tuple[Card, ...] = ()
        self.setVisible(False)

    def show_cards(self, cards: Sequence[Card]) -> None:
        """Show these cards instead of the ones before (none: hidden)."""
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # at once: deleteLater waits for the event loop
                widget.deleteLater()
        self.cards = tuple(cards)
        ratio = self.devicePixelRatioF()
        for i, card in enumerate(self.cards):
            label = QLabel(self)
            label.setObjectName(f"card_{card_str(card)}")
            label.setPixmap(self.faces.pixmap(card, SHOWN_WIDTH, ratio))
            label.setAccessibleName(spoken_card(card, self.faces.style))  # a picture says nothing
            self.grid.addWidget(label, i // CARDS_PER_ROW, i % CARDS_PER_ROW)
        self.setVisible(bool(self.cards))


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


__all__ = ["AnswerGrid", "CardRow", "paragraph", "seat_names"]
