"""The view on the table scene: scales with the window and plays by keyboard.

The keys (the same at the main table, in lessons and in practice, which all use this view):

- Left / Right move the cursor over the cards the user may play (or lay away) now, Home /
  End to the first and last of them; when there is nothing to play they move over the
  whole hand;
- Up puts the cursor on the trick in the middle of the table (Left / Right then go through
  its cards), Down back on the hand;
- Return, Enter or Space play the card under the cursor (while laying away: choose it, or
  put it back); a completed trick that waits is gathered first, by these keys or Escape.

The view draws a frame while it has the focus, the card under the cursor stands out of the
hand with a blue outline, and its accessible interface (:mod:`.table_access`) tells
assistive technology what the cursor is on.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .table_access import TableAccess, install
from .table_scene import HAND, TRICK, TableScene

FOCUS_COLOR = QColor("#3fa7ff")
"""The frame around the table while it has the keyboard focus (the cursor's colour)."""

PLAY_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class TableView(QGraphicsView):
    """Shows the whole table at any window size; vector card faces stay sharp on HiDPI screens."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 300)
        self.setAccessibleName(self.tr("Card table"))
        install()
        self.access = TableAccess(self)
        """What the table tells assistive technology (see :mod:`.table_access`)."""

    def _fit(self) -> None:
        self.fitInView(self.table.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()

    # --- the focus ------------------------------------------------------------------

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.viewport().update()
        self.access.entering = True  # the cursor's card is told once Qt has told the table
        if event.reason() in (
            Qt.FocusReason.TabFocusReason,
            Qt.FocusReason.BacktabFocusReason,
            Qt.FocusReason.ShortcutFocusReason,
        ):
            self.table.keyboard = True
            self.table.set_cursor_area(self.table.cursor_area)
        self.table.focus_changed()
        QTimer.singleShot(0, self.access, self.access.focused)  # (dropped if the view goes)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()
        self.table.focus_changed()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.hasFocus():
            painter = QPainter(self.viewport())
            painter.setPen(QPen(FOCUS_COLOR, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(self.viewport().rect().adjusted(2, 2, -2, -2))
            painter.end()

    # --- the keys ---------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            super().keyPressEvent(event)
            return
        if self.handle_key(Qt.Key(event.key())):
            event.accept()
        else:
            super().keyPressEvent(event)

    def handle_key(self, key: Qt.Key) -> bool:
        """Do what ``key`` does at the table; ``False`` when it does nothing here."""
        table = self.table
        if key in (*PLAY_KEYS, Qt.Key.Key_Escape) and table.dismiss_trick():
            table.keyboard = True
            return True
        if key == Qt.Key.Key_Escape:
            return False
        table.keyboard = True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            table.move_selection(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            table.select_end(key == Qt.Key.Key_End)
        elif key == Qt.Key.Key_Up:
            table.set_cursor_area(TRICK)
        elif key == Qt.Key.Key_Down:
            table.set_cursor_area(HAND)
        elif key in PLAY_KEYS:
            table.activate_selection()
        else:
            return False
        return True


__all__ = ["FOCUS_COLOR", "TableView"]
