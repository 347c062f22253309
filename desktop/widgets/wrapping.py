"""Widgets whose text wraps without breaking a word, and never is cut.

- :class:`Paragraph`: a word-wrapped label that keeps Japanese phrases whole at a line end
  (:func:`~stammtisch.desktop.linebreak.breakable`, plain or rich text) and hands its text
  back without the marks (:meth:`Paragraph.text`);
- :class:`WrapButton`: a push button that, narrower than its label on one line, wraps the
  label onto more lines and grows in height (a long lesson answer, a long decision);
- :class:`PhraseBrowser`: a text browser (the rules pages) whose HTML keeps phrases whole
  and whose copied text has no marks;
- :class:`PhraseDelegate`: table cells that wrap keep phrases whole too;
- :func:`install_message_phrases`: every message box (the welcome, the warnings) keeps
  phrases whole too, and copies its text without the marks.

Only the layout and the display change: actions, mnemonics and accessible names are those
of the plain Qt widgets.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from PySide6 import QtGui
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QClipboard,
    QContextMenuEvent,
    QFontMetrics,
    QGuiApplication,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPalette,
    QTextDocument,
    QTextOption,
    QTextTable,
)
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionButton,
    QStyleOptionViewItem,
    QTextBrowser,
    QWidget,
)

from ..linebreak import breakable, breakable_html, unmarked

WRAP_FLAGS = int(
    Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextShowMnemonic
)
"""How a :class:`WrapButton` lays its label out on more lines."""
ICON_GAP = 4
QT_COPY = ("QWidgetTextControl", "&Copy")
"""Qt's own word for Copy in a text's context menu (translated by Qt's catalogue)."""
CELL_GAP = 6
"""The least room between the texts of two cells of a table (half an em: "dieses Spiel"
and "gesamt" read as two)."""


def is_rich(label: QLabel, text: str) -> bool:
    """Whether ``label`` shows ``text`` as rich text."""
    form = label.textFormat()
    return form == Qt.TextFormat.RichText or (
        form == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text)
    )


class Paragraph(QLabel):
    """A label for sentences: wrapped, Japanese phrases kept whole at a line's end."""

    def __init__(self, parent: QWidget | None = None, name: str = "") -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        if name:
            self.setObjectName(name)

    def setText(self, text: str) -> None:
        super().setText(breakable_html(text) if is_rich(self, text) else breakable(text))

    def text(self) -> str:
        """The text as given (without the line-break marks)."""
        return unmarked(super().text())

    def shown_text(self) -> str:
        """The text as laid out, with its line-break marks."""
        return QLabel.text(self)

    def selectedText(self) -> str:
        return unmarked(super().selectedText())

    # a selectable paragraph puts what is selected on the clipboard without the marks

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.matches(QKeySequence.StandardKey.Copy) and self.hasSelectedText():
            QGuiApplication.clipboard().setText(self.selectedText())
            event.accept()
            return
        super().keyPressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        clipboard = QGuiApplication.clipboard()
        if self.hasSelectedText() and clipboard.supportsSelection():
            clipboard.setText(self.selectedText(), QClipboard.Mode.Selection)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        if not self.hasSelectedText():
            super().contextMenuEvent(event)
            return
        menu = QMenu(self)
        copy = menu.addAction(QCoreApplication.translate(*QT_COPY))
        copy.triggered.connect(lambda: QGuiApplication.clipboard().setText(self.selectedText()))
        menu.exec(event.globalPos())


class WrapButton(QPushButton):
    """A push button whose label wraps when the button is given less than one line of it.

    Its size hint is the one-line button; it may shrink to its longest phrase (or word), and
    then asks for the height its lines take (:meth:`heightForWidth`), so a layout that
    honours heights for widths (:class:`~.flow_layout.FlowLayout`, a grid, a box) stacks
    the lines instead of cutting the label at both ends."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        if text:
            self.setText(text)

    def setText(self, text: str) -> None:
        super().setText(breakable(text))

    def text(self) -> str:
        """The label as given (without the line-break marks)."""
        return unmarked(super().text())

    def shown_text(self) -> str:
        return QPushButton.text(self)

    # --- sizes --------------------------------------------------------------------------

    def text_room(self, width: int) -> int:
        """How wide the label may be in a button ``width`` pixels wide."""
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.rect = QRect(0, 0, width, max(self.height(), 30))
        room = (
            self.style()
            .subElementRect(QStyle.SubElement.SE_PushButtonContents, option, self)
            .width()
        )
        if not self.icon().isNull():
            room -= self.iconSize().width() + ICON_GAP
        return max(1, room)

    def _label_size(self, room: int) -> QSize:
        metrics = QFontMetrics(self.font())
        return metrics.boundingRect(
            QRect(0, 0, room, 100_000), WRAP_FLAGS, self.shown_text()
        ).size()

    def _one_line(self) -> QSize:
        return QFontMetrics(self.font()).size(int(Qt.TextFlag.TextShowMnemonic), self.shown_text())

    def fits_on_one_line(self, width: int | None = None) -> bool:
        return self._one_line().width() <= self.text_room(self.width() if width is None else width)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        one = super().sizeHint()
        widest = self._label_size(1).width()  # the longest unbreakable piece
        pad = one.width() - self._one_line().width()
        if not self.icon().isNull():
            pad = max(pad, self.iconSize().width() + ICON_GAP)
        return QSize(min(one.width(), max(widest + pad, self.minimumWidth())), hint.height())

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        one = super().sizeHint()
        if self.fits_on_one_line(width):
            return one.height()
        lines = self._label_size(self.text_room(width)).height()
        return one.height() - self._one_line().height() + lines

    # --- painting -----------------------------------------------------------------------

    def paintEvent(self, event: object) -> None:
        if self.fits_on_one_line():
            super().paintEvent(event)  # type: ignore[arg-type]
            return
        option = QStyleOptionButton()
        self.initStyleOption(option)
        text, icon = option.text, option.icon
        option.text = ""
        option.icon = QIcon()
        painter = QPainter(self)
        style = self.style()
        style.drawControl(QStyle.ControlElement.CE_PushButton, option, painter, self)
        contents = style.subElementRect(QStyle.SubElement.SE_PushButtonContents, option, self)
        if not icon.isNull():
            size = self.iconSize()
            mode = QIcon.Mode.Normal if self.isEnabled() else QIcon.Mode.Disabled
            pixmap = icon.pixmap(size, self.devicePixelRatioF(), mode)
            top = contents.top() + (contents.height() - size.height()) // 2
            painter.drawPixmap(contents.left(), top, pixmap)
            contents.setLeft(contents.left() + size.width() + ICON_GAP)
        flags = WRAP_FLAGS
        if not style.styleHint(QStyle.StyleHint.SH_UnderlineShortcut, option, self):
            flags |= int(Qt.TextFlag.TextHideMnemonic)
        style.drawItemText(
            painter,
            contents,
            flags,
            option.palette,
            self.isEnabled(),
            text,
            QPalette.ColorRole.ButtonText,
        )
        painter.end()


class PhraseBrowser(QTextBrowser):
    """A text browser whose Japanese phrases stay whole at a line's end; what is copied
    from it has no marks."""

    def setHtml(self, text: str) -> None:
        super().setHtml(breakable_html(text))

    def least_width(self, most: int = 2000) -> int:
        """The narrowest width (of the text, in pixels) at which the texts of a table's
        neighbouring cells stay :data:`CELL_GAP` apart with whole words and phrases.  Qt sizes a table's columns as if
        a Japanese phrase could break anywhere, so a column can be narrower than a phrase in
        it; a pane as wide as this keeps every column's text in its column."""
        doc = self.document().clone()
        option = doc.defaultTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        doc.setDefaultTextOption(option)

        def fits(width: int) -> bool:
            doc.setTextWidth(width)
            for row in table_rows(doc):
                for (_, right, _), (left, _, _) in itertools.pairwise(row):
                    if left - right < CELL_GAP:
                        return False
            return True

        low, high = 1, most
        if fits(low):
            return low
        if not fits(high):
            return high
        while high - low > 4:
            mid = (low + high) // 2
            if fits(mid):
                high = mid
            else:
                low = mid
        return high

    def createMimeDataFromSelection(self) -> QMimeData:
        data = QMimeData()
        cursor = self.textCursor()
        data.setText(unmarked(cursor.selection().toPlainText()))
        data.setHtml(unmarked(cursor.selection().toHtml()))
        return data


def table_rows(doc: QTextDocument) -> Iterator[list[tuple[float, float, str]]]:
    """Each row of each table in ``doc`` as laid out now: its cells with text, each as (where
    its text begins, where its widest line ends, the text), left to right."""
    doc.size()  # lays the whole document out
    layout = doc.documentLayout()
    frames = list(doc.rootFrame().childFrames())
    while frames:
        frame = frames.pop()
        frames.extend(frame.childFrames())
        if not isinstance(frame, QTextTable):
            continue
        for row in range(frame.rows()):
            cells = []
            for column in range(frame.columns()):
                cell = frame.cellAt(row, column)
                if cell.column() != column:
                    continue  # the rest of a spanned cell
                block = doc.findBlock(cell.firstPosition())
                left, right, words = float("inf"), float("-inf"), ""
                while block.isValid() and block.position() <= cell.lastPosition():
                    at = layout.blockBoundingRect(block).x()
                    lines = block.layout()
                    for i in range(lines.lineCount() if lines is not None else 0):
                        line = lines.lineAt(i)
                        if line.textLength():
                            start = _x(line.cursorToX(line.textStart()))
                            end = _x(line.cursorToX(line.textStart() + line.textLength()))
                            left, right = min(left, at + start), max(right, at + end)
                    words += block.text()
                    block = block.next()
                if words.strip():
                    cells.append((left, right, words.strip()))
            yield cells


def _x(answer: object) -> float:
    """The x of :meth:`QTextLine.cursorToX` (PySide answers it with the cursor position)."""
    return float(answer[0] if isinstance(answer, tuple) else answer)  # type: ignore[arg-type]


class PhraseDelegate(QStyledItemDelegate):
    """Table cells whose Japanese phrases stay whole where the view wraps them.

    A cell that wraps is drawn with whole words and phrases only (Qt's own cells break a
    word anywhere once it would not fit the line it is on); its size hint is the height
    of those lines."""

    def _wrapping(self, option: QStyleOptionViewItem) -> bool:
        return bool(option.features & QStyleOptionViewItem.ViewItemFeature.WrapText)

    def _text_rect(self, option: QStyleOptionViewItem) -> QRect:
        widget = option.widget
        style = widget.style() if widget is not None else QApplication.style()
        rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, widget)
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1
        return rect.adjusted(margin, 0, -margin, 0)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        shown = QStyleOptionViewItem(option)
        self.initStyleOption(shown, index)
        if not self._wrapping(shown) or not shown.text:
            super().paint(painter, option, index)
            return
        text = shown.text
        shown.text = ""
        widget = shown.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, shown, painter, widget)
        rect = self._text_rect(shown)
        group = (
            QPalette.ColorGroup.Normal
            if shown.state & QStyle.StateFlag.State_Enabled
            else QPalette.ColorGroup.Disabled
        )
        role = (
            QPalette.ColorRole.HighlightedText
            if shown.state & QStyle.StateFlag.State_Selected
            else QPalette.ColorRole.Text
        )
        painter.save()
        painter.setFont(shown.font)
        painter.setPen(shown.palette.color(group, role))
        flags = int(shown.displayAlignment) | int(Qt.TextFlag.TextWordWrap)
        painter.drawText(rect, flags, text)
        painter.restore()

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        hint = super().sizeHint(option, index)
        shown = QStyleOptionViewItem(option)
        self.initStyleOption(shown, index)
        if not self._wrapping(shown) or not shown.text or option.rect.width() <= 0:
            return hint
        room = max(1, self._text_rect(shown).width())
        lines = QFontMetrics(shown.font).boundingRect(
            QRect(0, 0, room, 100_000), int(Qt.TextFlag.TextWordWrap), shown.text
        )
        return QSize(hint.width(), max(hint.height(), lines.height() + 4))

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        if option.text:
            option.text = self.shown(option.text)

    @staticmethod
    def shown(text: str) -> str:
        """A cell's text as the view lays it out."""
        return breakable(text)


__all__ = [
    "Paragraph",
    "PhraseBrowser",
    "PhraseDelegate",
    "WrapButton",
    "is_rich",
    "table_rows",
]


class MessagePhrases(QObject):
    """An application-wide event filter: a message box about to be shown gets its texts
    marked as a :class:`Paragraph` marks its own (the static ``QMessageBox.warning`` too,
    whose labels no code of ours sets), and what is copied from it by keys has no marks."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Show and isinstance(watched, QMessageBox):
            for label in watched.findChildren(QLabel):
                text = label.text()
                if text:
                    label.setText(breakable_html(text) if is_rich(label, text) else breakable(text))
        elif (
            kind == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.matches(QKeySequence.StandardKey.Copy)
        ):
            if isinstance(watched, QLabel) and isinstance(watched.window(), QMessageBox):
                if watched.hasSelectedText():
                    QGuiApplication.clipboard().setText(unmarked(watched.selectedText()))
                    return True
            elif isinstance(watched, QMessageBox):  # the box copies all its text (Windows)
                QTimer.singleShot(0, _unmark_clipboard)
        return False


def _unmark_clipboard() -> None:
    clipboard = QGuiApplication.clipboard()
    text = clipboard.text()
    if text != unmarked(text):
        clipboard.setText(unmarked(text))


def install_message_phrases(app: QApplication) -> MessagePhrases:
    """Keep Japanese phrases whole in every message box of ``app`` (see
    :class:`MessagePhrases`); the filter returned lives as long as ``app``."""
    phrases = MessagePhrases(app)
    app.installEventFilter(phrases)
    return phrases
