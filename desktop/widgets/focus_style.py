"""A focus ring a keyboard user can see: a style that outlines the focused control.

Fusion (the style Qt picks where the desktop names none) marks a focused button by a faint
blue edge, and a focused button looks much like a default one.  :class:`FocusStyle` draws
the style's own control, then a clear outline around it while it has the keyboard focus:
buttons, check boxes, choosers, tool buttons, the focus frame of item views, and the frame
of a list, a table or a text that has the focus (a list with no row marked showed none).
:func:`install_focus_style` sets it for the application.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QStyleOptionComplex,
    QWidget,
)

FOCUS_RING = QColor("#1565c0")
"""The outline's colour: dark blue, clear on light and on grey controls."""

_CONTROLS = (
    QStyle.ControlElement.CE_PushButton,
    QStyle.ControlElement.CE_CheckBox,
    QStyle.ControlElement.CE_RadioButton,
)
_COMPLEX = (QStyle.ComplexControl.CC_ComboBox, QStyle.ComplexControl.CC_ToolButton)
_FRAMES = (QStyle.PrimitiveElement.PE_Frame, QStyle.PrimitiveElement.PE_FrameLineEdit)


def _ring(painter: QPainter, option: QStyleOption) -> None:
    if not option.state & QStyle.StateFlag.State_HasFocus:
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(FOCUS_RING, 2, Qt.PenStyle.SolidLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(option.rect.adjusted(1, 1, -1, -1), 3, 3)
    painter.restore()


class FocusStyle(QProxyStyle):
    """The base style with a clear outline around the focused control."""

    def drawControl(
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawControl(element, option, painter, widget)
        if element in _CONTROLS:
            _ring(painter, option)

    def drawComplexControl(
        self,
        control: QStyle.ComplexControl,
        option: QStyleOptionComplex,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawComplexControl(control, option, painter, widget)
        if control in _COMPLEX:
            _ring(painter, option)

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element is QStyle.PrimitiveElement.PE_FrameFocusRect:
            _ring(painter, option)
            return
        super().drawPrimitive(element, option, painter, widget)
        if element in _FRAMES and isinstance(widget, QAbstractScrollArea):
            _ring(painter, option)  # a list or a text that has the focus, with no item marked


def install_focus_style(app: QApplication) -> FocusStyle:
    """Give ``app`` the focus ring on top of its current style."""
    current = app.style()
    if isinstance(current, FocusStyle):
        return current
    style = FocusStyle(current.name())
    app.setStyle(style)
    return style


__all__ = ["FOCUS_RING", "FocusStyle", "install_focus_style"]
