"""The score sheet: a table view on :class:`~stammtisch.desktop.models.ScoreSheetModel`.

Every column is as wide as its header and its numbers, so no name is cut; when
the dock is narrower the sheet scrolls sideways.  The window keeps the dock to a
share of its width (:meth:`ScoreSheetView.preferred_width`) and it can be hidden
(Game → Score sheet, Ctrl+K).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from ..models import ScoreSheetModel


class ScoreSheetView(QTableView):
    def __init__(self, model: ScoreSheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreSheet")
        self.setModel(model)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setAlternatingRowColors(True)
        self.setTabKeyNavigation(False)  # Tab leaves the sheet; the arrows move in it
        self.setAccessibleName(self.tr("Score sheet"))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        header.setMinimumSectionSize(44)
        model.modelReset.connect(self._fit_game_column)
        model.modelReset.connect(self.scrollToBottom)
        self._fit_game_column()

    GAME_WIDTH = 130
    """The game column's widest: longer games are elided (the tooltip holds them whole)."""

    def _fit_game_column(self) -> None:
        model = self.model()
        if model is None or model.columnCount() == 0:
            return
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        wanted = max(self.sizeHintForColumn(0), header.sectionSizeHint(0))
        header.resizeSection(0, min(wanted, self.GAME_WIDTH))

    def preferred_width(self) -> int:
        """The width that shows every column whole (with the frame and a scroll bar)."""
        header = self.horizontalHeader()
        columns = sum(header.sectionSize(i) for i in range(header.count()))
        side = self.verticalHeader().sizeHint().width()
        scroll = self.verticalScrollBar().sizeHint().width()
        return columns + side + scroll + 2 * self.frameWidth() + 4


__all__ = ["ScoreSheetView"]
