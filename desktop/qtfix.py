"""A guard against a reference-count bug in some PySide6 builds on Python 3.11.

PySide6-Essentials 6.12.0 (the abi3 wheel) returns ``None`` from every
``void`` method without taking a reference to it.  On Python 3.12 and later
``None`` is immortal and nothing happens; on Python 3.11 each call to, say,
``QGraphicsItem.setPos`` lowers ``None``'s reference count by one, and after
some ten thousand calls the interpreter aborts with "none_dealloc: deallocating
None".  A card game makes that many calls within a deal or two.

:func:`protect_none` checks for the leak empirically (no version list) and,
only when it is there, gives ``None`` a reference count so large that the
leak can never bring it to zero, which is what Python 3.12 does for every
interpreter.  It is applied when :mod:`stammtisch.desktop` is imported.
"""

from __future__ import annotations

import ctypes
import platform
import sys

HEADROOM = 1 << 48
"""References added to ``None``: enough for billions of calls a day for decades."""


def none_refcount_leaks() -> bool:
    """Whether calling a PySide6 ``void`` method drops a reference to ``None``."""
    from PySide6.QtCore import QPointF

    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(64):
        point.setX(1.0)
    return sys.getrefcount(None) <= before - 32


def protect_none() -> bool:
    """Make ``None`` effectively immortal if this PySide6 leaks it; ``True`` when applied."""
    if sys.version_info >= (3, 12) or platform.python_implementation() != "CPython":
        return False
    if sys.getrefcount(None) > HEADROOM // 2:
        return False  # already protected
    if not none_refcount_leaks():
        return False
    refcount = ctypes.c_ssize_t.from_address(id(None))
    refcount.value += HEADROOM
    return True


__all__ = ["HEADROOM", "none_refcount_leaks", "protect_none"]
