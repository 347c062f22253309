"""Background work in small batches: a pool of one thread, results booked in the GUI thread.

A :class:`BatchRunner` subclass says which jobs come next (:meth:`BatchRunner.jobs`,
in the GUI thread: read the database there, so the worker never touches it), how
one is computed (:meth:`BatchRunner.compute`, in the worker thread, with a
``stopped`` callable to give up early), and how a result or a failure is booked
(:meth:`BatchRunner.book`, :meth:`BatchRunner.reject`, in the GUI thread).  The
runner takes the next batch when one is done, until no job is left;
:meth:`BatchRunner.shutdown` stops it between two jobs.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from stammtisch.engine.errors import StammtischError


class BatchSignals(QObject):
    computed = Signal(object, object)
    """job, result"""
    failed = Signal(object, str)
    """job, why it could not be computed"""
    finished = Signal()


class BatchWorker(QRunnable):
    """Computes each job of a batch in turn and reports it."""

    def __init__(
        self,
        jobs: Sequence[object],
        compute: Callable[[object, Callable[[], bool]], object],
        stop: threading.Event,
    ) -> None:
        super().__init__()
        self.jobs = list(jobs)
        self.compute = compute
        self.stop = stop
        self.signals = BatchSignals()
        self.setAutoDelete(False)

    def run(self) -> None:
        for job in self.jobs:
            if self.stop.is_set():
                break
            try:
                result = self.compute(job, self.stop.is_set)
            except StammtischError as exc:
                if self.stop.is_set():
                    break
                self.signals.failed.emit(job, str(exc))
                continue
            except Exception as exc:  # a worker reports, it does not crash the app
                self.signals.failed.emit(job, f"{type(exc).__name__}: {exc}")
                continue
            self.signals.computed.emit(job, result)
        self.signals.finished.emit()


class BatchRunner(QObject):
    """Keeps some background work going, a batch at a time, in a pool of one thread."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._stop = threading.Event()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._worker: BatchWorker | None = None

    # --- what a subclass says ---------------------------------------------------------

    def jobs(self) -> Sequence[object]:
        """The next batch of jobs (GUI thread); empty when all is done."""
        raise NotImplementedError

    def compute(self, job: object, stopped: Callable[[], bool]) -> object:
        """One job's result (worker thread); raise a StammtischError when it cannot be had."""
        raise NotImplementedError

    def book(self, job: object, result: object) -> None:
        """Keep a job's result (GUI thread)."""

    def reject(self, job: object, reason: str) -> None:
        """Note a job that failed (GUI thread)."""

    def batch_done(self) -> None:
        """A batch is over (GUI thread)."""

    # --- running ------------------------------------------------------------------------

    def is_running(self) -> bool:
        return self._worker is not None

    def start(self) -> None:
        """Compute the next batch (nothing when running, stopped or all done)."""
        if self._worker is not None or self._stop.is_set():
            return
        jobs = self.jobs()
        if not jobs:
            return
        worker = BatchWorker(jobs, self.compute, self._stop)
        worker.signals.computed.connect(self._computed)
        worker.signals.failed.connect(self._failed)
        worker.signals.finished.connect(self._finished)
        self._worker = worker
        self._pool.start(worker)

    def _computed(self, job: object, result: object) -> None:
        if not self._stop.is_set():
            self.book(job, result)

    def _failed(self, job: object, reason: str) -> None:
        if not self._stop.is_set():
            self.reject(job, reason)

    def _finished(self) -> None:
        self._worker = None
        if self._stop.is_set():
            return
        self.batch_done()
        self.start()

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        """Stop between two jobs and wait for the worker."""
        self._stop.set()
        self._pool.clear()
        done = self._pool.waitForDone(timeout_ms)
        self._worker = None
        return done


__all__ = ["BatchRunner", "BatchSignals", "BatchWorker"]
