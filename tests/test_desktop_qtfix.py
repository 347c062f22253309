"""The guard against PySide6's leaked references to None and True on Python 3.11."""

from __future__ import annotations

import sys

from stammtisch.desktop import qtfix


def test_none_true_and_false_survive_many_qt_calls(qapp: object) -> None:
    from PySide6.QtCore import QObject, QPointF, Signal

    class Probe(QObject):
        ping = Signal()

    probe = Probe()
    point = QPointF()
    for _ in range(100_000):  # far more than None's or True's own reference count
        point.setX(1.0)
        probe.ping.emit()
    assert sys.getrefcount(None) > 1000 and sys.getrefcount(True) > 1000


def test_the_guard_is_applied_exactly_when_a_leak_is_there() -> None:
    leaking = qtfix.none_refcount_leaks() or qtfix.true_refcount_leaks()
    protected = sys.getrefcount(None) > qtfix.HEADROOM // 2
    if sys.version_info < (3, 12) and leaking:
        assert protected
        assert sys.getrefcount(True) > qtfix.HEADROOM // 2
    assert qtfix.protect_none() is False  # a second call changes nothing
