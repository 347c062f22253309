"""A rich text a screen reader walks line by line: the result of a deal.

:class:`LinesLabel` shows a rich text as a :class:`QLabel` does, and is a list of its lines
for the keyboard and for assistive technology: Tab stops on it, ↑ ↓ (Home, End, Page Up,
Page Down) go from line to line, the line stands out framed while the label has the focus,
and its accessible interface (:class:`LinesAccessible`, installed by :func:`install`) is a
``List`` whose items are the lines, the current one its focus child.

The lines come from the text itself (:func:`text_lines`): each heading or paragraph, each
list item, and each table row with its cells in one line, a data cell after its column's
title ("Declarer (You), Card points: 61, Needed: 61 or more, won"; the separators as the
user's language writes them: "、" and "：" in Japanese): the text
``<h3>Grand</h3><table><tr><th>Side</th><th>Points</th></tr><tr><td>Declarer</td><td>61</td>
</tr></table>`` reads as the lines "Grand" and "Declarer, Points: 61".
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QColor,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QTextBlock,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import QAccessibleWidget, QScrollArea, QWidget

from ..i18n import list_text
from ..linebreak import unmarked
from .accessible_base import LeafAccessible, add_factory
from .focus_style import FOCUS_RING
from .wrapping import Paragraph

_LINE_BREAK = "\u2028"


@dataclass(frozen=True)
class Line:
    """One line of a rich text: its words, and where it starts and ends in the document."""

    text: str
    start: int
    end: int


def _cell_text(cell_cursor: QTextCursor, last: int) -> str:
    """The text of a table cell from ``cell_cursor`` to ``last`` (its lines joined)."""
    cursor = QTextCursor(cell_cursor)
    cursor.setPosition(last, QTextCursor.MoveMode.KeepAnchor)
    said = cursor.selectedText().replace(_LINE_BREAK, "\u2029")
    parts = (" ".join(part.split()) for part in said.split("\u2029"))
    return " — ".join(part for part in parts if part)  # a label, then its note


def _bold(cursor: QTextCursor) -> bool:
    probe = QTextCursor(cursor)
    probe.movePosition(QTextCursor.MoveOperation.NextCharacter)
    return probe.charFormat().fontWeight() >= QFont.Weight.Bold


def document_lines(document: QTextDocument) -> list[Line]:
    """The lines of ``document`` (see the module docstring)."""
    lines: list[Line] = []
    done: set[int] = set()
    block: QTextBlock = document.begin()
    while block.isValid():
        table = QTextCursor(block).currentTable()
        if table is None:
            said = " ".join(block.text().replace(_LINE_BREAK, " ").split())
            if said:
                lines.append(Line(said, block.position(), block.position() + block.length() - 1))
        elif table.firstPosition() not in done:
            done.add(table.firstPosition())
            rows = []
            for r in range(table.rows()):
                cells = []
                for c in range(table.columns()):
                    cell = table.cellAt(r, c)
                    first, last = cell.firstCursorPosition(), cell.lastCursorPosition()
                    cells.append((_cell_text(first, last.position()), _bold(first)))
                rows.append((r, cells))
            titles: list[str] = []
            if rows and sum(1 for t, _b in rows[0][1] if t) >= 2:
                first_row = [cell for cell in rows[0][1] if cell[0]]
                if all(bold for _t, bold in first_row):
                    titles = [t for t, _b in rows[0][1]]
                    rows = rows[1:]
            titled = QCoreApplication.translate("TextLines", "%1: %2")
            for r, cells in rows:
                parts = []
                for c, (said, _bold_cell) in enumerate(cells):
                    if not said:
                        continue
                    title = titles[c] if c < len(titles) and c > 0 else ""
                    parts.append(titled.replace("%1", title).replace("%2", said) if title else said)
                if parts:
                    start = table.cellAt(r, 0).firstCursorPosition().position()
                    end = table.cellAt(r, table.columns() - 1).lastCursorPosition().position()
                    lines.append(Line(list_text(parts), start, end))
        block = block.next()
    return lines


def text_lines(html: str) -> list[str]:
    """The lines of a rich text, in words (see the module docstring)."""
    document = QTextDocument()
    document.setHtml(html)
    return [line.text for line in document_lines(document)]


class LineNode(QObject):
    """One line of a :class:`LinesLabel`, for assistive technology."""

    def __init__(self, label: LinesLabel, index: int) -> None:
        super().__init__(label)
        self.setObjectName(f"line{index}")
        self.label = label
        self.index = index


class LinesLabel(Paragraph):
    """A rich text label that is also a list of lines (see the module docstring); Japanese
    phrases are kept whole at a line's end as in every :class:`.wrapping.Paragraph`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.document = QTextDocument(self)
        self.lines: list[Line] = []
        self.nodes: list[LineNode] = []
        self.current = 0
        install()

    def setText(self, text: str) -> None:
        super().setText(text)
        self.document.setHtml(self.shown_text())  # laid out as shown, with the break marks
        self.lines = [
            Line(unmarked(line.text), line.start, line.end)
            for line in document_lines(self.document)
        ]
        for node in self.nodes:
            node.deleteLater()
        self.nodes = [LineNode(self, i) for i in range(len(self.lines))]
        self.current = 0
        if self.hasFocus():
            self._tell()

    def line_texts(self) -> list[str]:
        return [line.text for line in self.lines]

    # --- where a line is ---------------------------------------------------------------

    def line_rect(self, index: int) -> QRect:
        """Where line ``index`` shows in the label (as the label lays out its text)."""
        if not 0 <= index < len(self.lines):
            return QRect()
        document = self.document
        document.setDefaultFont(self.font())
        document.setDocumentMargin(0)
        document.setTextWidth(self.contentsRect().width())
        layout = document.documentLayout()
        line = self.lines[index]
        rect = QRectF()
        for position in (line.start, line.end):
            block = document.findBlock(position)
            found = layout.blockBoundingRect(block)
            cursor = QTextCursor(document)
            cursor.setPosition(position)
            table = cursor.currentTable()
            if table is not None:  # a row: as wide as its table
                frame = layout.frameBoundingRect(table)
                found = QRectF(frame.left(), found.top(), frame.width(), found.height())
            rect = found if rect.isNull() else rect.united(found)
        top_left = self.contentsRect().topLeft()
        return rect.toAlignedRect().adjusted(-3, -1, 3, 1).translated(top_left)

    # --- the keys --------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        steps = {
            Qt.Key.Key_Up: -1,
            Qt.Key.Key_Down: 1,
            Qt.Key.Key_PageUp: -5,
            Qt.Key.Key_PageDown: 5,
        }
        key = Qt.Key(event.key())
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if not self.lines or not plain:
            super().keyPressEvent(event)
        elif key in steps:
            self.choose(self.current + steps[key])
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            self.choose(0 if key == Qt.Key.Key_Home else len(self.lines) - 1)
        else:
            super().keyPressEvent(event)

    def choose(self, index: int) -> None:
        """Make line ``index`` the current one: framed, scrolled to, told."""
        self.current = max(0, min(len(self.lines) - 1, index))
        self.update()
        rect = self.line_rect(self.current)
        viewport = self.parentWidget()
        scroll = viewport.parentWidget() if viewport is not None else None
        if isinstance(scroll, QScrollArea) and rect.isValid():
            scroll.ensureVisible(rect.center().x(), rect.center().y(), 0, rect.height())
        self._tell()

    def _tell(self) -> None:
        if 0 <= self.current < len(self.nodes):
            QAccessible.updateAccessibility(
                QAccessibleEvent(self.nodes[self.current], QAccessible.Event.Focus)
            )

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()
        QTimer.singleShot(0, self, self._tell)  # the line after the list (Qt tells it after this)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self.hasFocus():
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(FOCUS_RING, 2))
        painter.setBrush(QColor(21, 101, 192, 28))
        rect = self.line_rect(self.current)
        painter.drawRoundedRect(
            rect if rect.isValid() else self.rect().adjusted(1, 1, -1, -1), 3, 3
        )
        painter.end()


# --- for assistive technology --------------------------------------------------------------


class LinesAccessible(QAccessibleWidget):
    """The label as a list of its lines."""

    def __init__(self, label: LinesLabel) -> None:
        super().__init__(label, QAccessible.Role.List)
        self.label = label

    def childCount(self) -> int:
        return len(self.label.nodes)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        nodes = self.label.nodes
        if 0 <= index < len(nodes):
            return QAccessible.queryAccessibleInterface(nodes[index])
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        target = child.object() if child is not None else None
        return target.index if isinstance(target, LineNode) else -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        if not self.label.hasFocus():
            return None
        return self.child(self.label.current)

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self.label.accessibleName()
        if kind == QAccessible.Text.Description:
            return self.label.accessibleDescription()
        return ""


class LineAccessible(LeafAccessible):
    """One line: a list item named by its words."""

    def __init__(self, node: LineNode) -> None:
        super().__init__(node)
        self.node = node

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def text(self, kind: QAccessible.Text) -> str:
        lines = self.node.label.lines
        if kind == QAccessible.Text.Name and self.node.index < len(lines):
            return lines[self.node.index].text
        return ""

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        label = self.node.label
        state.focusable = True
        state.focused = label.hasFocus() and label.current == self.node.index
        return state

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return QAccessible.queryAccessibleInterface(self.node.label)

    def rect(self) -> QRect:
        label = self.node.label
        rect = label.line_rect(self.node.index)
        return rect.translated(label.mapToGlobal(QPoint(0, 0)))


def _factory(classname: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, LinesLabel):
        return LinesAccessible(obj)
    if isinstance(obj, LineNode):
        return LineAccessible(obj)
    return None


def install() -> None:
    """Install the factory of the lines' accessible interfaces (once per process)."""
    add_factory(_factory)


__all__ = ["Line", "LinesLabel", "document_lines", "install", "text_lines"]
