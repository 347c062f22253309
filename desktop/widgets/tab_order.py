"""Tab order as the eye reads a dialog: the order its layouts lay the controls out.

Qt's Tab order is the order the widgets were made in, so rows made again later (a new
game's seats when the number of players changes, its rules when the game changes) end up
after the dialog's buttons.  :func:`follow_layout` walks the layouts of a widget (into the
widgets they hold, a scroll area's contents too) and chains the controls that take Tab in
that order (a splitter's parts and a tab widget's bar and pages too).
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLayout, QScrollArea, QSplitter, QTabWidget, QWidget


def laid_out(widget: QWidget) -> list[QWidget]:
    """The controls inside ``widget`` that Tab stops on, in the order its layouts hold them
    (disabled and hidden ones too: Tab passes them over until they are enabled or shown)."""
    found: list[QWidget] = []

    def visit(item_widget: QWidget) -> None:
        if item_widget.focusPolicy() & Qt.FocusPolicy.TabFocus and not isinstance(
            item_widget,
            QTabWidget,  # (its bar takes the focus for it)
        ):
            found.append(item_widget)
        if isinstance(item_widget, QScrollArea) and item_widget.widget() is not None:
            visit(item_widget.widget())
            return
        if isinstance(item_widget, QSplitter):
            for index in range(item_widget.count()):
                visit(item_widget.widget(index))
            return
        if isinstance(item_widget, QTabWidget):  # its bar, then each page
            visit(item_widget.tabBar())
            for index in range(item_widget.count()):
                visit(item_widget.widget(index))
            return
        inner = item_widget.layout()
        if inner is not None:
            walk(inner)

    def walk(layout: QLayout) -> None:
        for index in range(layout.count()):
            item = layout.itemAt(index)
            if item is None:
                continue
            child = item.widget()
            if child is not None:
                visit(child)
            elif item.layout() is not None:
                walk(item.layout())

    top = widget.layout()
    if top is not None:
        walk(top)
    return found


def follow_layout(widget: QWidget, after: QWidget | None = None) -> list[QWidget]:
    """Chain the Tab order of ``widget``'s controls as its layouts lay them out (right
    after ``after``, when given); returns them."""
    stops = laid_out(widget)
    for before, then in itertools.pairwise([after, *stops] if after is not None else stops):
        QWidget.setTabOrder(before, then)
    return stops


__all__ = ["follow_layout", "laid_out"]
