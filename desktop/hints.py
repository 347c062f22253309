"""Hints at the table: the coach's advice computed in a worker, off the GUI thread.

:class:`HintRequester` clones the deal, asks :func:`stammtisch.engine.coach.hint`
for the user's seat in a :class:`~PySide6.QtCore.QRunnable` and reports the
:class:`~stammtisch.engine.coach.Hint` through a queued signal.  An answer
that arrives after the deal moved on is dropped (each request has a ticket
and the history length it was asked at).
"""

from __future__ import annotations

import traceback

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from stammtisch.engine.coach import Hint, hint
from stammtisch.engine.state import GameState

DEFAULT_BUDGET_MS = 700.0
"""Time the coach may think: under the one-second target with the worker's overhead."""


class HintSignals(QObject):
    ready = Signal(int, object)
    """ticket, the :class:`Hint`"""
    failed = Signal(int, str)
    """ticket, what went wrong"""


class HintWorker(QRunnable):
    """Computes one hint on its own copy of the deal."""

    def __init__(
        self, ticket: int, state: GameState, seat: int, budget_ms: float, work: int | None
    ) -> None:
        super().__init__()
        self.ticket = ticket
        self.state = state
        self.seat = seat
        self.budget_ms = budget_ms
        self.work = work
        self.signals = HintSignals()
        self.setAutoDelete(False)

    def run(self) -> None:
        try:
            result = hint(self.state, self.seat, self.budget_ms, work=self.work)
        except Exception as exc:  # reported to the GUI, which says the hint failed
            detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()
            self.signals.failed.emit(self.ticket, detail)
            return
        self.signals.ready.emit(self.ticket, result)


class HintRequester(QObject):
    """Asks for hints one at a time; only the answer to the latest question is reported."""

    ready = Signal(object)
    """The :class:`Hint` for the position it was asked in (still the current one)."""
    failed = Signal(str)
    started = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.budget_ms = DEFAULT_BUDGET_MS
        self.work: int | None = None
        """Sampled deals per hint (``None``: Strong's own amount); tests make it small."""
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._ticket = 0
        self._workers: dict[int, HintWorker] = {}

    def request(self, state: GameState, seat: int) -> None:
        """Think about ``seat``'s decision in ``state`` (a copy is taken now)."""
        self._ticket += 1
        worker = HintWorker(self._ticket, state.clone(), seat, self.budget_ms, self.work)
        worker.signals.ready.connect(self._on_ready)
        worker.signals.failed.connect(self._on_failed)
        self._workers[self._ticket] = worker
        self.started.emit()
        self._pool.start(worker)

    def cancel(self) -> None:
        """Forget the question asked (the deal moved on)."""
        self._ticket += 1

    def is_busy(self) -> bool:
        return bool(self._workers)

    def _on_ready(self, ticket: int, result: Hint) -> None:
        self._workers.pop(ticket, None)
        if ticket == self._ticket:
            self.ready.emit(result)

    def _on_failed(self, ticket: int, detail: str) -> None:
        self._workers.pop(ticket, None)
        if ticket == self._ticket:
            self.failed.emit(detail)

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        self._ticket += 1
        self._pool.clear()
        done = self._pool.waitForDone(timeout_ms)
        self._workers.clear()
        return done


__all__ = ["DEFAULT_BUDGET_MS", "HintRequester", "HintWorker"]
