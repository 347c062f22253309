"""A row of widgets that wraps: left to right, and on to a new line where the width ends.

The decision row lays its controls out with it, so that a long row (Skat's "Pick up",
"Concede" and the declaration, in Japanese) goes on below instead of squeezing a button
below its text.  Each widget keeps its size hint; one wider than the row (a long label in a
narrow window) gets the row's width and the height it asks for at that width (a
:class:`~.wrapping.WrapButton` wraps its label); the layout asks for the height its lines
take at a given width (:meth:`FlowLayout.heightForWidth`).

:class:`ColumnLayout` puts widgets in equal columns, as many as their one-line widths allow
(three, two, or one under the other), each as tall as it asks at its column's width: a
lesson's answers.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class _Items(QLayout):
    """A layout that keeps its items in a list (the part of QLayout's interface both layouts
    here share); subclasses place them in :meth:`_lay_out`."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._lay_out(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._lay_out(rect, move=True)

    def _shown(self) -> list[QLayoutItem]:
        return [
            item
            for item in self._items
            if item.widget() is None or not item.widget().isHidden()  # type: ignore[union-attr]
        ]

    def _lay_out(self, rect: QRect, move: bool) -> int:
        raise NotImplementedError


class FlowLayout(_Items):
    """Widgets left to right in their order, wrapped to the width."""

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

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
        """As wide as the widest widget (at its narrowest, for one that wraps): narrower, the
        lines wrap."""
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(_least(item))
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    # --- laying out ---------------------------------------------------------------------

    def _lay_out(self, rect: QRect, move: bool) -> int:
        """Place the widgets in ``rect`` (``move``) and return the height the lines take.  The
        last widget of a line that grows sideways (a note beside the buttons) takes the rest
        of the line, and the height it asks for there."""
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        x = area.x()
        lines: list[list[tuple[QLayoutItem, QSize, int]]] = [[]]
        for item in self._shown():
            hint = _fitted(item, area.width())
            if lines[-1] and x + hint.width() > area.right() + 1:
                x = area.x()
                lines.append([])
            lines[-1].append((item, hint, x))
            x += hint.width() + self._spacing
        top = area.y()
        for row in lines:
            if not row:
                continue
            item, hint, left = row[-1]
            rest = area.right() + 1 - left
            if item.expandingDirections() & Qt.Orientation.Horizontal and rest > hint.width():
                tall = item.heightForWidth(rest) if item.hasHeightForWidth() else hint.height()
                row[-1] = (item, QSize(rest, max(tall, 0) or hint.height()), left)
            tall = max(hint.height() for _, hint, _ in row)
            if move:
                for item, hint, left in row:  # each widget centred on its line
                    offset = (tall - hint.height()) // 2
                    item.setGeometry(QRect(QPoint(left, top + offset), hint))
            top += tall + self._spacing
        used = top - area.y() - (self._spacing if any(lines) else 0)
        return margins.top() + used + margins.bottom()


def _least(item: QLayoutItem) -> QSize:
    """The narrowest an item may be: its size hint, or its minimum if it wraps."""
    if item.hasHeightForWidth():
        least = item.minimumSize()
        return QSize(least.width(), item.heightForWidth(least.width()))
    return item.sizeHint()


def _fitted(item: QLayoutItem, width: int) -> QSize:
    """The item's size hint, or, wider than ``width`` and able to wrap, ``width`` wide and as
    tall as it asks there."""
    hint = item.sizeHint()
    if hint.width() > width and item.hasHeightForWidth():
        narrow = max(width, item.minimumSize().width())
        return QSize(narrow, item.heightForWidth(narrow))
    return hint


class ColumnLayout(_Items):
    """Widgets in equal columns: three, two or one, the most whose one-line widths fit; each
    row as tall as its tallest widget at the column's width."""

    def __init__(self, parent: QWidget | None = None, columns: int = 3, spacing: int = 6) -> None:
        super().__init__(parent, spacing)
        self._columns = columns

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation.Horizontal

    def columns(self, width: int) -> int:
        """How many columns ``width`` takes: the most (up to three) in which every widget's
        one-line size hint fits."""
        shown = self._shown()
        widest = max((item.sizeHint().width() for item in shown), default=0)
        for columns in range(min(self._columns, max(1, len(shown))), 1, -1):
            if widest * columns + self._spacing * (columns - 1) <= width:
                return columns
        return 1

    def sizeHint(self) -> QSize:
        shown = self._shown()
        columns = min(self._columns, max(1, len(shown)))
        widest = max((item.sizeHint().width() for item in shown), default=0)
        width = widest * columns + self._spacing * (columns - 1)
        return QSize(width, self.heightForWidth(width))

    def minimumSize(self) -> QSize:
        least = QSize()
        for item in self._shown():
            least = least.expandedTo(_least(item))
        return QSize(least.width(), self.heightForWidth(max(1, least.width())))

    def _lay_out(self, rect: QRect, move: bool) -> int:
        shown = self._shown()
        width = rect.width()
        columns = self.columns(width)
        cell = max(1, (width - self._spacing * (columns - 1)) // columns)
        top = rect.y()
        for start in range(0, len(shown), columns):
            row = shown[start : start + columns]
            tall = max(
                item.heightForWidth(cell) if item.hasHeightForWidth() else item.sizeHint().height()
                for item in row
            )
            if move:
                for i, item in enumerate(row):
                    left = rect.x() + i * (cell + self._spacing)
                    item.setGeometry(QRect(left, top, cell, tall))
            top += tall + self._spacing
        return max(0, top - self._spacing - rect.y()) if shown else 0


__all__ = ["ColumnLayout", "FlowLayout"]
