"""Background work in small batches: one background task a batch, results booked in the GUI
thread.

A :class:`BatchRunner` subclass says which jobs come next (:meth:`BatchRunner.jobs`,
in the GUI thread: read the database there, so the worker never touches it), how
one is computed (:meth:`BatchRunner.compute`, in the worker thread, with a
``stopped`` callable to give up early), and how a result or a failure is booked
(:meth:`BatchRunner.book`, :meth:`BatchRunner.reject`, in the GUI thread, as each job's
answer arrives).  The runner takes the next batch when one is done, until no job is left;
:meth:`BatchRunner.shutdown` stops it between two jobs, for good.
"""

from __future__ import annotations

import functools
import sqlite3
import threading
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject

from stammtisch.engine.errors import StammtischError
from stammtisch.engine.history.store import HistoryError

from .tasks import Cancelled, Control, Task, TaskRunner


class BatchRunner(QObject):
    """Keeps some background work going, a batch at a time, on a thread of its own."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._stop = threading.Event()
        self._tasks = TaskRunner(self)
        self._batch: Task | None = None
        self.store_error = ""
        """Why the store could not be read or written the last time (kept for the tests)."""

    # --- what a subclass says ---------------------------------------------------------

    def jobs(self) -> Sequence[object]:
        """The next batch of jobs (GUI thread); empty when all is done."""
        raise NotImplementedError

    def compute(self, job: object, stopped: Callable[[], bool]) -> object:
        """One job's result (worker thread); raise a StammtischError when it cannot be had,
        :class:`~.tasks.Cancelled` to stop the batch."""
        raise NotImplementedError

    def book(self, job: object, result: object) -> None:
        """Keep a job's result (GUI thread)."""

    def reject(self, job: object, reason: str) -> None:
        """Note a job that failed (GUI thread)."""

    def batch_done(self) -> None:
        """A batch is over (GUI thread)."""

    # --- running ------------------------------------------------------------------------

    def is_running(self) -> bool:
        return self._batch is not None

    def start(self) -> None:
        """Compute the next batch (nothing when running, stopped or all done)."""
        if self._batch is not None or self._stop.is_set():
            return
        try:
            jobs = self.jobs()
        except (HistoryError, sqlite3.Error) as exc:  # the store cannot be read now
            self.store_error = str(exc)
            return
        if not jobs:
            return
        task = self._tasks.start(functools.partial(self._run, list(jobs)))
        task.progress.connect(self._answered)
        task.finished.connect(self._finished)
        self._batch = task

    def _run(self, jobs: list[object], control: Control) -> None:
        """Compute each job in turn and report it (worker thread)."""

        def stopped() -> bool:
            return self._stop.is_set() or control.stopped()

        for job in jobs:
            if stopped():
                break
            try:
                result = self.compute(job, stopped)
            except Cancelled:
                break
            except StammtischError as exc:
                if stopped():
                    break
                control.progress(job, False, str(exc))
                continue
            except Exception as exc:  # a worker reports, it does not crash the app
                control.progress(job, False, f"{type(exc).__name__}: {exc}")
                continue
            control.progress(job, True, result)

    def _answered(self, values: tuple[object, bool, object]) -> None:
        job, computed, answer = values
        if self._stop.is_set():
            return
        try:
            if computed:
                self.book(job, answer)
            else:
                self.reject(job, str(answer))
        except (HistoryError, sqlite3.Error) as exc:
            # the store cannot be written now (a full disk, a lock): the job stays to do, and
            # the next batch tries again; the autosave's dialog tells the user
            self.store_error = str(exc)

    def _finished(self) -> None:
        self._batch = None
        if self._stop.is_set():
            return
        self.batch_done()
        self.start()

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        """Stop between two jobs and wait for the worker."""
        self._stop.set()
        done = self._tasks.shutdown(timeout_ms)
        self._batch = None
        return done


__all__ = ["BatchRunner"]
