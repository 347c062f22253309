"""Background tasks: work done off the GUI thread, answered through signals in the GUI thread.

Every job the desktop runs in the background (the computer players' decisions, hints, the
review's grading and open-hand solving, the background grading and luck figures) is a
:class:`Task` started by a :class:`TaskRunner`:

- the work is a function of a :class:`Control`, run on a thread of the runner's pool; it
  works on its own copies (a cloned state, a record read beforehand), never on what the
  GUI thread holds;
- the task reports in the GUI thread: :attr:`Task.progress` while the work goes on, then
  :attr:`Task.done` with what the work returned or :attr:`Task.failed` with one line saying
  what went wrong, and last :attr:`Task.finished`;
- :meth:`Task.cancel` says the answer is no longer wanted: from then on the task reports
  nothing but :attr:`Task.finished`, and work that looks (:meth:`Control.stopped`,
  :meth:`Control.check`) gives up early by raising :class:`Cancelled`;
- a runner made ``latest_only`` cancels its older tasks whenever it starts one, so only the
  answer to the latest question arrives (an answer to a question the table has moved past is
  dropped, whenever it comes);
- :meth:`TaskRunner.shutdown` cancels every task, drops those not started and waits for the
  threads (the window calls it when it closes).

The shape follows napari's ``create_worker`` and Anki's ``QueryOp``: a plain function for
the work, the answer by signal, and the GUI thread the only one that touches widgets,
settings or the history database.
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QObject, QThreadPool, Signal


class Cancelled(Exception):
    """Raised in a task's work to stop early: its answer is no longer wanted."""


class Control:
    """What a task's work sees of its task: whether to stop, and where progress goes."""

    __slots__ = ("_task",)

    def __init__(self, task: Task) -> None:
        self._task = task

    def stopped(self) -> bool:
        """Whether the answer is no longer wanted (the work may stop)."""
        return self._task.is_cancelled()

    def check(self) -> None:
        """Raise :class:`Cancelled` when the answer is no longer wanted."""
        if self._task.is_cancelled():
            raise Cancelled

    def progress(self, *values: object) -> None:
        """Report ``values`` (a tuple) through :attr:`Task.progress`, in the GUI thread."""
        self._task._report.emit(_PROGRESS, values)


Work = Callable[[Control], object]
"""A task's work: called once on a worker thread with the task's :class:`Control`."""

_PROGRESS: Final = 0
_DONE: Final = 1
_FAILED: Final = 2
_ENDED: Final = 3
"""What the worker thread reports; the GUI thread turns it into the public signals."""


def failure_text(exc: BaseException) -> str:
    """One line saying what went wrong: the exception's type and message."""
    return "".join(traceback.format_exception_only(type(exc), exc)).strip()


class Task(QObject):
    """One piece of work run by a :class:`TaskRunner` (see the module's docstring)."""

    progress = Signal(object)
    """The values the work passed to :meth:`Control.progress`, as a tuple."""
    done = Signal(object)
    """What the work returned."""
    failed = Signal(str)
    """What went wrong (:func:`failure_text` of the exception the work raised)."""
    finished = Signal()
    """The work is over (after ``done`` or ``failed``; alone when cancelled)."""

    _report = Signal(int, object)
    """From the worker thread: queued to :meth:`_deliver` in the GUI thread."""

    def __init__(self, work: Work) -> None:
        super().__init__()
        self._work = work
        self._cancel = threading.Event()
        self._started = False
        self._report.connect(self._deliver)

    def cancel(self) -> None:
        """The answer is no longer wanted: report nothing more (``finished`` aside)."""
        self._cancel.set()

    def is_cancelled(self) -> bool:
        return self._cancel.is_set()

    def run(self) -> None:
        """Do the work (on a worker thread) and report how it went."""
        self._started = True
        if self._cancel.is_set():  # cancelled before it started: no work at all
            self._report.emit(_ENDED, None)
            return
        try:
            result = self._work(Control(self))
        except Cancelled:
            self._report.emit(_ENDED, None)
            return
        except Exception as exc:  # reported in the GUI thread, never raised there
            self._report.emit(_FAILED, failure_text(exc))
            return
        self._report.emit(_DONE, result)

    def _deliver(self, kind: int, payload: object) -> None:
        if kind == _PROGRESS:
            if not self._cancel.is_set():
                self.progress.emit(payload)
            return
        if not self._cancel.is_set():
            if kind == _DONE:
                self.done.emit(payload)
            elif kind == _FAILED:
                self.failed.emit(str(payload))
        self.finished.emit()


class TaskRunner(QObject):
    """Starts tasks on a pool of its own threads and keeps them until they are over.

    ``threads`` tasks run at once (the others wait their turn); ``latest_only`` cancels the
    older tasks whenever one is started.  A task is the runner's (the GUI thread holds it)
    until its end is reported, so it is never deleted on a worker thread or while its
    answer is on its way.
    """

    def __init__(
        self, parent: QObject | None = None, threads: int = 1, latest_only: bool = False
    ) -> None:
        super().__init__(parent)
        self.latest_only = latest_only
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(threads)
        self._tasks: list[Task] = []

    def start(self, work: Work) -> Task:
        """Run ``work`` as a new task (after cancelling the others when ``latest_only``).

        Connect to the task's signals right away: it reports in the GUI thread, so nothing
        arrives before the caller returns to the event loop.
        """
        if self.latest_only:
            self.cancel()
        task = Task(work)
        task.finished.connect(self._forget)
        self._tasks.append(task)
        self._pool.start(task.run)
        return task

    def _forget(self) -> None:
        """A task's end was reported: let it go (deleted once its signal is handled)."""
        task = self.sender()
        if isinstance(task, Task) and task in self._tasks:
            self._tasks.remove(task)
            task.deleteLater()

    def cancel(self) -> None:
        """Cancel every task not over yet."""
        for task in self._tasks:
            task.cancel()

    def is_busy(self) -> bool:
        """Whether a task is running or waiting to run (a cancelled one too, until its end is
        reported)."""
        return bool(self._tasks)

    def wait(self, timeout_ms: int = 30_000) -> bool:
        """Wait for the running tasks' threads; ``True`` when all are done."""
        return self._pool.waitForDone(timeout_ms)

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        """Cancel every task, drop those not started and wait for the others' threads;
        ``True`` when they all ended in time.  The runner can start tasks again after."""
        self.cancel()
        self._pool.clear()
        done = self._pool.waitForDone(timeout_ms)
        self._tasks = [task for task in self._tasks if task._started]  # the others never run
        return done


__all__ = ["Cancelled", "Control", "Task", "TaskRunner", "Work", "failure_text"]
