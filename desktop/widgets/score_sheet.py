"""The score sheet: a table view on :class:`~stammtisch.desktop.models.ScoreSheetModel`."""

from __future__ import annotations

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
        header = self.horizontalHeader()
        # The seats share the width evenly; the deal column fits its labels.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)
        model.modelReset.connect(self._fit_first_column)
        model.layoutChanged.connect(self._fit_first_column)
        self._fit_first_column()
        model.modelReset.connect(self.scrollToBottom)

    def _fit_first_column(self) -> None:
        if self.model() is not None and self.model().columnCount() > 0:
            self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)


__all__ = ["ScoreSheetView"]
