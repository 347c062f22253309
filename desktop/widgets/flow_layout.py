"""A row of widgets that wraps: left to right, and on to a new line where the width ends.

The decision row lays its controls out with it, so that a long row (Skat's "Pick up",
"Concede" and the declaration, in Japanese) goes on below instead of squeezing a button
below its text.  Each widget keeps its size hint; the layout asks for the height its lines
take at a given width (:meth:`FlowLayout.heightForWidth`).
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    """Widgets left to right in their order, wrapped to the width."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    # --- QLayout's interface ------------------------------------------------------------

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._lay_out(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._lay_out(rect, move=True)

    def sizeHint(self) -> QSize:
        """One line of everything (what the row would like)."""
        width = height = 0
        for item in self._shown():
            hint = item.sizeHint()
            width += hint.width() + (self._spacing if width else 0)
            height = max(height, hint.height())
        margins = self.contentsMargins()
        return QSize(width + margins.left() + margins.right(), height)

    def minimumSize(self) -> QSize:
        """As wide as the widest widget: narrower, the lines wrap."""
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.sizeHint())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    # --- laying out ---------------------------------------------------------------------

    def _shown(self) -> list[QLayoutItem]:
        return [
            item
            for item in self._items
            if item.widget() is None or not item.widget().isHidden()  # type: ignore[union-attr]
        ]

    def _lay_out(self, rect: QRect, move: bool) -> int:
        """Place the widgets in ``rect`` (``move``) and return the height the lines take."""
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        x, y, line = area.x(), area.y(), 0
        lines: list[list[tuple[QLayoutItem, QSize, int]]] = [[]]
        for item in self._shown():
            hint = item.sizeHint()
            if lines[-1] and x + hint.width() > area.right() + 1:
                x, y = area.x(), y + line + self._spacing
                line = 0
                lines.append([])
            lines[-1].append((item, hint, x))
            x += hint.width() + self._spacing
            line = max(line, hint.height())
        if move:
            top = area.y()
            for row in lines:
                tall = max((hint.height() for _, hint, _ in row), default=0)
                for item, hint, left in row:  # each widget centred on its line
                    offset = (tall - hint.height()) // 2
                    item.setGeometry(QRect(QPoint(left, top + offset), hint))
                top += tall + self._spacing
        return y + line - rect.y() + margins.bottom()


__all__ = ["FlowLayout"]
