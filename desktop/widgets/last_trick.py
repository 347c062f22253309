"""Review the last complete trick: who played which card, and who took it."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from ..cardfaces import CardFaces
from ..table_state import TrickCard


class LastTrickDialog(QDialog):
    def __init__(
        self,
        trick: Sequence[TrickCard],
        winner: int | None,
        names: Sequence[str],
        faces: CardFaces,
        parent: QWidget | None = None,
        viewer: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("lastTrickDialog")
        self.setWindowTitle(self.tr("Last trick"))
        layout = QVBoxLayout(self)
        if not trick:
            layout.addWidget(QLabel(self.tr("No trick has been completed yet."), self))
        else:
            grid = QGridLayout()
            ratio = self.devicePixelRatioF()
            for column, tc in enumerate(trick):
                picture = QLabel(self)
                picture.setPixmap(faces.pixmap(tc.card, 100, ratio))
                grid.addWidget(picture, 0, column, Qt.AlignmentFlag.AlignCenter)
                caption = QLabel(names[tc.seat] if tc.seat < len(names) else str(tc.seat), self)
                grid.addWidget(caption, 1, column, Qt.AlignmentFlag.AlignCenter)
            layout.addLayout(grid)
            if winner is not None and winner == viewer:
                layout.addWidget(QLabel(self.tr("You took the trick."), self))
            elif winner is not None and winner < len(names):
                layout.addWidget(
                    QLabel(self.tr("%1 took the trick.").replace("%1", names[winner]), self)
                )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)


__all__ = ["LastTrickDialog"]
