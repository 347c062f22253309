"""What the app's own accessible interfaces share: a node without children, and one
accessibility factory that asks each part of the app in turn.

Qt asks its factories (``QAccessible.installFactory``) for an interface of each object a
screen reader comes to; :func:`add_factory` adds a part's (the card table's, the result's
lines') to the one this module installs, once each.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface, QAccessibleObject

Factory = Callable[[str, QObject], "QAccessibleInterface | None"]

_factories: list[Factory] = []


class LeafAccessible(QAccessibleObject):
    """An accessible without children (a card, a seat plate, a line of text)."""

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None


def _ask(classname: str, obj: QObject) -> QAccessibleInterface | None:
    for factory in _factories:
        found = factory(classname, obj)
        if found is not None:
            return found
    return None


def add_factory(factory: Factory) -> None:
    """Have Qt ask ``factory`` for the interfaces of the objects it knows (once)."""
    if factory in _factories:
        return
    if not _factories:
        QAccessible.installFactory(_ask)
    _factories.append(factory)


__all__ = ["Factory", "LeafAccessible", "add_factory"]
