"""The score sheet: each deal on two lines, its game over its scores.

The sheet shows :class:`~stammtisch.desktop.models.ScoreSheetModel` through
:class:`SheetLines`: one column per player, and for each deal a line with its number, game
and declarer across the whole width (wrapped when long), then a line with each player's
score; the totals close it.  So the sheet is as wide as the players' names only and never
scrolls sideways in the dock, whatever the game's name; the window keeps the dock to the
width the table can spare (:meth:`ScoreSheetView.preferred_width`) and it can be hidden
(Game → Score sheet, Ctrl+K).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
)
from PySide6.QtGui import QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from ..linebreak import breakable
from ..models import ScoreSheetModel

_Index = QModelIndex | QPersistentModelIndex


class SheetLines(QAbstractTableModel):
    """:class:`ScoreSheetModel` on two lines a deal: the game line, spanning every column
    (:meth:`is_game_line`), then the scores; the totals last, likewise."""

    def __init__(self, source: ScoreSheetModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.source = source
        source.modelAboutToBeReset.connect(self.beginResetModel)
        source.modelReset.connect(self.endResetModel)

    def is_game_line(self, row: int) -> bool:
        return row % 2 == 0

    def _deal(self, row: int) -> int:
        return row // 2

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else 2 * self.source.rowCount()

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else max(0, self.source.columnCount() - 1)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        deal = self._deal(row)
        total = self.source.is_total_row(deal)
        if self.is_game_line(row):
            if column != 0:
                return None
            game = self.source.index(deal, ScoreSheetModel.GAME_COLUMN)
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                said = str(self.source.data(game, Qt.ItemDataRole.DisplayRole) or "")
                return said if total else f"{deal + 1}. {said}"
            if role == Qt.ItemDataRole.FontRole and total:
                font = QFont()
                font.setBold(True)
                return font
            return None
        return self.source.data(self.source.index(deal, column + 1), role)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal:
            return self.source.headerData(section + 1, orientation, role)
        return None


WRAP = int(Qt.TextFlag.TextWordWrap)


class GameLines(QStyledItemDelegate):
    """Draws a game line wrapped over the whole width of the sheet, never elided (Qt's own
    drawing elided a line of Japanese with a Latin name at its end although it had the room
    for two lines); the score lines as usual."""

    MARGIN = 4

    def __init__(self, view: ScoreSheetView) -> None:
        super().__init__(view)
        self.view = view

    def _text(self, index: _Index) -> str:
        return self.shown(str(index.data(Qt.ItemDataRole.DisplayRole) or ""))

    @staticmethod
    def shown(text: str) -> str:
        """A line's text as laid out: Japanese phrases kept whole at a line's end."""
        return breakable(text)

    def _font(self, index: _Index) -> QFont:
        font = index.data(Qt.ItemDataRole.FontRole)
        return font if isinstance(font, QFont) else self.view.font()

    def room(self) -> int:
        """The width a game line's text has: every column, less the margins."""
        columns = self.view.lines.columnCount()
        width = sum(self.view.columnWidth(c) for c in range(columns))
        return max(1, width - 2 * self.MARGIN)

    def line_height(self, index: _Index) -> int:
        """The height the game line at ``index`` takes wrapped in :meth:`room`."""
        metrics = QFontMetrics(self._font(index))
        rect = metrics.boundingRect(QRect(0, 0, self.room(), 10_000), WRAP, self._text(index))
        return max(rect.height(), metrics.height()) + 4

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:
        if not self.view.lines.is_game_line(index.row()):
            return super().sizeHint(option, index)
        return QSize(self.room(), self.line_height(index))

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        if not self.view.lines.is_game_line(index.row()):
            super().paint(painter, option, index)
            return
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        item.text = ""
        style = self.view.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, item, painter, self.view)
        painter.save()
        painter.setFont(self._font(index))
        painter.setPen(option.palette.color(option.palette.ColorRole.Text))
        rect = option.rect.adjusted(self.MARGIN, 0, -self.MARGIN, 0)
        align = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter) | WRAP
        painter.drawText(rect, align, self._text(index))
        painter.restore()


class ScoreSheetView(QTableView):
    """The score sheet in its dock (see the module's docstring)."""

    def __init__(self, model: ScoreSheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreSheet")
        self.sheet = model
        self.lines = SheetLines(model, self)
        self.setModel(self.lines)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setAlternatingRowColors(True)
        self.setTabKeyNavigation(False)  # Tab leaves the sheet; the arrows move in it
        self.setAccessibleName(self.tr("Score sheet"))
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.verticalHeader().hide()
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(36)
        self.setItemDelegate(GameLines(self))
        self.lines.modelReset.connect(self._lay_out)
        self._lay_out()

    def _lay_out(self) -> None:
        """Span each game line over the whole width; show the last deal."""
        self.clearSpans()
        columns = self.lines.columnCount()
        for row in range(0, self.lines.rowCount(), 2):
            if columns > 1:
                self.setSpan(row, 0, 1, columns)
        self.resizeRowsToContents()
        self.scrollToBottom()

    def column_width(self, column: int) -> int:
        """What column ``column`` needs: its player's name or its widest score."""
        header = self.horizontalHeader()
        name = str(self.lines.headerData(column, Qt.Orientation.Horizontal) or "")
        margin = 2 * self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin) + 6
        widest = header.fontMetrics().horizontalAdvance(name)
        for row in range(1, self.lines.rowCount(), 2):
            value = str(self.lines.data(self.lines.index(row, column)) or "")
            widest = max(widest, self.fontMetrics().horizontalAdvance(value) + 4)
        return widest + margin

    def preferred_width(self) -> int:
        """The width that shows every column whole (with the frame and a scroll bar)."""
        columns = sum(self.column_width(c) for c in range(self.lines.columnCount()))
        scroll = self.verticalScrollBar().sizeHint().width()
        return max(120, columns) + scroll + 2 * self.frameWidth() + 2

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self.resizeRowsToContents()  # game lines wrap to the new width


__all__ = ["GameLines", "ScoreSheetView", "SheetLines"]
