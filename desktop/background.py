"""Work on the stored deals done in the background, a few deals at a time.

A :class:`BackgroundRunner` keeps one worker at a time in a thread pool of
one thread: it takes the next stored deals that still need the work (read in
the GUI thread, so the worker never touches the database), lets the worker
do them, writes the results in the GUI thread as they arrive, and then takes
the next few, until none is left.  Deals that fail are skipped for the rest
of the run.  ``shutdown`` stops it between two steps of the work.  The luck
figure (:mod:`.luck`) and the decision grades (:mod:`.grading`) run this way.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from stammtisch.engine.history.store import HistoryStore


class RunnerSignals(QObject):
    failed = Signal(int, str)
    """deal id, why the work could not be done"""
    finished = Signal()


class RunnerWorker(QRunnable):
    """A worker of a :class:`BackgroundRunner`: reports through :attr:`signals`."""

    def __init__(self, signals: RunnerSignals, stop: threading.Event) -> None:
        super().__init__()
        self.signals = signals
        self.stop = stop
        self.setAutoDelete(False)


class BackgroundRunner(QObject):
    """Keeps one worker at a time busy with the stored deals that need it."""

    updated = Signal()
    """A worker finished: some deals got their results."""

    def __init__(self, store: HistoryStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.failed: dict[int, str] = {}
        self._stop = threading.Event()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._worker: RunnerWorker | None = None

    def is_running(self) -> bool:
        return self._worker is not None

    def next_worker(self) -> RunnerWorker | None:
        """A worker for the next few deals (``None``: nothing left to do)."""
        raise NotImplementedError

    def start(self) -> None:
        """Do the next few deals (nothing when running, stopped or all done)."""
        if self._worker is not None or self._stop.is_set():
            return
        worker = self.next_worker()
        if worker is None:
            return
        worker.signals.failed.connect(self._failed)
        worker.signals.finished.connect(self._finished)
        self._worker = worker
        self._pool.start(worker)

    def stopped(self) -> bool:
        return self._stop.is_set()

    def _failed(self, deal_id: int, reason: str) -> None:
        self.failed[deal_id] = reason

    def _finished(self) -> None:
        self._worker = None
        if self._stop.is_set():
            return
        self.updated.emit()
        self.start()

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        """Stop between two steps and wait for the worker."""
        self._stop.set()
        self._pool.clear()
        done = self._pool.waitForDone(timeout_ms)
        self._worker = None
        return done


__all__ = ["BackgroundRunner", "RunnerSignals", "RunnerWorker"]
