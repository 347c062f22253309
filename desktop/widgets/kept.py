"""The focused control of the decision row, kept through a rebuild of the row.

A rebuild makes new widgets for the new choices.  Were the focused one among the old widgets
deleted, the focus would move, even to a new control that offers the very same choice ("Re"
still offered after another card), and a screen reader speaks every move.  Qt moves the focus
too when a focused widget is given another parent, so the old widget cannot be carried into a
new container: the containers it sits in are kept as well.

So the row marks the focused control and the containers up to the row as *kept*
(:func:`keep`), and the controls are built as before with one change: where a widget would
be made, :func:`kept` hands back the kept one instead when it is the same control (the same
class, object name, engine action and words) under the same parent.  Its old connections
are dropped and it is wired, labelled and laid out like a new one; a kept container is
emptied of everything but the kept widget (:func:`empty`) and filled again.  Whatever stays
marked after the rebuild was not offered again, and goes once the focus has moved on.

A widget made fresh is never marked, so without a focused control (or a different one) the
rebuild is the plain one.
"""

from __future__ import annotations

import warnings
from collections.abc import Iterable
from typing import Any, TypeVar

import shiboken6
from PySide6.QtCore import QObject, SignalInstance
from PySide6.QtWidgets import QAbstractButton, QLayout, QWidget

from .mnemonics import plain

KEPT = "keptForFocus"
"""The dynamic property that marks a kept widget."""

W = TypeVar("W", bound=QWidget)


def keep(widgets: Iterable[QWidget]) -> None:
    """Mark ``widgets`` (the focused control and its containers) as kept."""
    for widget in widgets:
        widget.setProperty(KEPT, True)


def is_kept(widget: QObject) -> bool:
    """Whether ``widget`` is kept and not yet built into the new row."""
    return bool(widget.property(KEPT))


def kept(
    parent: QWidget,
    kind: type[W],
    name: str | None = None,
    action: object = None,
    text: str | None = None,
    whole: bool = False,
) -> W | None:
    """The kept child of ``parent`` that is a ``kind`` named ``name`` (``None``: any name) for
    ``action`` reading ``text`` (``None``: any words), taken into the new row; else None.

    ``whole``: the widget is taken with everything inside it (a composed choice, which
    refills its own choosers), so nothing in it stays marked."""
    for child in parent.children():
        if (
            type(child) is kind
            and is_kept(child)
            and (name is None or child.objectName() == name)
            and child.property("action") == action
            and (
                text is None or (isinstance(child, QAbstractButton) and plain(child.text()) == text)
            )
        ):
            child.setProperty(KEPT, False)
            if whole:
                for inner in child.findChildren(QWidget):
                    inner.setProperty(KEPT, False)
            return child
    return None


def release(widget: QWidget) -> None:
    """Give back a widget taken with :func:`kept` that the new row does not use after all."""
    widget.setProperty(KEPT, True)


def drop(widget: QWidget) -> None:
    """A kept widget the new row did not take goes (the focus has moved on)."""
    widget.setProperty(KEPT, False)
    widget.hide()
    widget.setParent(None)  # no longer among the row's children (a coach's mark looks there)
    widget.deleteLater()


def laid_out(widget: QWidget) -> bool:
    """Whether ``widget`` is in its parent's layout (one of the row's, not one kept and left
    over, waiting to go once the focus has moved)."""
    parent = widget.parentWidget()
    layout = parent.layout() if parent is not None else None
    return layout is not None and layout.indexOf(widget) >= 0


def empty(layout: QLayout, stay: Iterable[QWidget] = ()) -> None:
    """Take every item out of ``layout``: a kept widget stays as it is (shown, focused) until it
    is laid out again or goes; any other widget but those that ``stay`` goes now."""
    staying = list(stay)
    index = 0
    while index < layout.count():
        item = layout.itemAt(index)
        widget = item.widget() if item is not None else None
        if item is not None and widget is not None and any(widget is s for s in staying):
            # let go of the wrapper of an item Qt deletes on its own later: PySide handed a
            # stale one out for the next item made at that address (see DecisionPanel)
            shiboken6.invalidate(item)
            index += 1
            continue
        layout.takeAt(index)
        if widget is not None and not is_kept(widget):
            widget.hide()
            widget.setParent(None)  # out of the kept container's children now (no focus)
            widget.deleteLater()


def rewire(*signals: SignalInstance) -> None:
    """Drop every connection of ``signals`` (a kept widget is wired again like a new one)."""
    for signal in signals:
        with warnings.catch_warnings():  # none connected: PySide warns, nothing is wrong
            warnings.simplefilter("ignore", RuntimeWarning)
            disconnect: Any = signal.disconnect
            disconnect()


__all__ = ["KEPT", "drop", "empty", "is_kept", "keep", "kept", "laid_out", "release", "rewire"]
