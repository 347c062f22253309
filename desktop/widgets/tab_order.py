"""Tab order as the eye reads a dialog, and the names of its fields.

Qt's Tab order is the order the widgets were made in, so rows made again later (a new
game's seats when the number of players changes, its rules when the game changes) end up
after the dialog's buttons.  :func:`follow_layout` walks the layouts of a widget (into the
widgets they hold, a scroll area's contents too) and chains the controls that take Tab in
that order (a splitter's parts and a tab widget's bar and pages too).

A screen reader names a field by its label only where it finds the label relation, and on
Linux Qt names a chooser by its current value ("Skat") and a number field not at all;
:func:`name_fields` gives each field that has a label (a buddy) its label's words as its
accessible name ("Game"), so every reader says what the field is for.
"""

from __future__ import annotations

import itertools

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLayout, QScrollArea, QSplitter, QTabWidget, QWidget

from .mnemonics import plain


def laid_out(widget: QWidget) -> list[QWidget]:
    """The controls inside ``widget`` that Tab stops on, in the order its layouts hold them
    (disabled and hidden ones too: Tab passes them over until they are enabled or shown)."""
    found: list[QWidget] = []

    def visit(item_widget: QWidget | None) -> None:
        if item_widget is None:
            return
        if item_widget.focusPolicy() & Qt.FocusPolicy.TabFocus and not isinstance(
            item_widget,
            QTabWidget,  # (its bar takes the focus for it)
        ):
            found.append(item_widget)
        if isinstance(item_widget, QScrollArea):
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
            child, inner = item.widget(), item.layout()
            if inner is None or inner is not item:  # (a layout is its own item)
                # let go of the item's wrapper: Qt deletes layout items on its own (a form's
                # removed rows), and a wrapper kept for a freed address was handed out again
                # for the next item made there, of another type
                shiboken6.invalidate(item)
            if child is not None:
                visit(child)
            elif inner is not None:
                walk(inner)

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


def name_fields(widget: QWidget) -> None:
    """Name each field inside ``widget`` that has a label (a buddy) by the label's words,
    without its letter and colon ("&Game:" -> "Game"); again after a change of language.
    A name given otherwise is kept."""
    for label in widget.findChildren(QLabel):
        field = label.buddy()
        if field is None:
            continue
        words = plain(label.text()).strip().rstrip(":：").strip()
        if words and (not field.accessibleName() or field.property("namedByLabel")):
            field.setAccessibleName(words)
            field.setProperty("namedByLabel", True)


def label_for(field: QWidget, words: str, label: QLabel | None = None) -> QLabel:
    """A label relation for a ``field`` no label shows beside (a filter that says what it
    filters by its value): an unseen label, ``words``, that names it to a screen reader (Qt
    on Linux names a chooser by its value and tells its label by that relation).  Pass the
    ``label`` it returned to set new words (a change of language)."""
    if label is None:
        label = QLabel(field.parentWidget())
        label.hide()
        label.setBuddy(field)
    label.setText(words)
    field.setAccessibleName(words)
    return label


__all__ = ["follow_layout", "label_for", "laid_out", "name_fields"]
