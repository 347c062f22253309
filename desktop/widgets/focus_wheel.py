"""Spin boxes and combo boxes that take the mouse wheel only while they have focus.

In a scrolling form (the new game dialog's rules) the wheel should scroll the
form: a box the pointer merely passes over must not change its value.  These
boxes take focus by click or Tab only, and hand a wheel event they do not want
to their parent (the scroll area).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QComboBox, QSpinBox, QWidget


def _wheel_if_focused(
    widget: QWidget, event: QWheelEvent, handle: Callable[[QWheelEvent], None]
) -> None:
    """Let ``handle`` take the wheel when ``widget`` has focus; else pass it to the parent."""
    if widget.hasFocus():
        handle(event)
    else:
        event.ignore()


class FocusSpinBox(QSpinBox):
    """A :class:`QSpinBox` that ignores the wheel unless it has focus."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def wheelEvent(self, event: QWheelEvent) -> None:
        _wheel_if_focused(self, event, super().wheelEvent)


class FocusComboBox(QComboBox):
    """A :class:`QComboBox` that ignores the wheel unless it has focus."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def wheelEvent(self, event: QWheelEvent) -> None:
        _wheel_if_focused(self, event, super().wheelEvent)


__all__ = ["FocusComboBox", "FocusSpinBox"]
