"""A guard against reference-count bugs in some PySide6 builds on Python 3.11.

PySide6-Essentials 6.12.0 (the abi3 wheel) returns ``None`` from every
``void`` method, and ``True`` from ``Signal.emit``, without taking a reference
to them.  On Python 3.12 and later these objects are immortal and nothing
happens; on Python 3.11 each call to, say, ``QGraphicsItem.setPos`` lowers
``None``'s reference count by one and each signal emitted lowers ``True``'s,
and after some thousands of calls the interpreter aborts with "none_dealloc:
deallocating None" or "bool_dealloc: deallocating True or False".  A card game
makes that many calls within a deal or two.

:func:`protect_none` checks for the leaks empirically (no version list) and,
only when one is there, gives ``None``, ``True`` and ``False`` a reference
count so large that the leak can never bring it to zero, which is what
Python 3.12 does for every interpreter.  It is applied when
:mod:`stammtisch.desktop` is imported.
"""

from __future__ import annotations

import ctypes
import platform
import sys

HEADROOM = 1 << 48
"""References added to each object: enough for billions of calls a day for decades."""


def none_refcount_leaks() -> bool:
    """Whether calling a PySide6 ``void`` method drops a reference to ``None``."""
    from PySide6.QtCore import QPointF

    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(64):
        point.setX(1.0)
    return sys.getrefcount(None) <= before - 32


def true_refcount_leaks() -> bool:
    """Whether emitting a PySide6 signal drops a reference to ``True``."""
    from PySide6.QtCore import QObject, Signal

    class Probe(QObject):
        ping = Signal()

    probe = Probe()
    before = sys.getrefcount(True)
    for _ in range(64):
        probe.ping.emit()
    return sys.getrefcount(True) <= before - 32


def protect_none() -> bool:
    """Make ``None``, ``True`` and ``False`` effectively immortal if this PySide6 leaks them.

    Returns ``True`` when the guard was applied.
    """
    if sys.version_info >= (3, 12) or platform.python_implementation() != "CPython":
        return False
    if sys.getrefcount(None) > HEADROOM // 2:
        return False  # already protected
    if not (none_refcount_leaks() or true_refcount_leaks()):
        return False
    for obj in (None, True, False):
        ctypes.c_ssize_t.from_address(id(obj)).value += HEADROOM
    return True


__all__ = ["HEADROOM", "none_refcount_leaks", "protect_none", "true_refcount_leaks"]
