"""Practice from your games on the desktop: puzzles made in the background, and their words.

Making a puzzle takes one coach search (:func:`stammtisch.engine.practice.make_puzzle`),
so :class:`PuzzleMaker` hands the pending graded decisions (their records already
read, so the worker never touches the database) to a worker in a thread pool of
one thread, and books each puzzle in the GUI thread as it arrives.  ``shutdown``
stops it between two puzzles.
"""

from __future__ import annotations

import threading
from datetime import date

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QLocale,
    QObject,
    QRunnable,
    QThreadPool,
    Signal,
)

from stammtisch.engine.errors import StammtischError
from stammtisch.engine.practice import Pending, PracticeStore, PuzzleError, make_puzzle

CONTEXT = "Practice"


class MakerSignals(QObject):
    made = Signal(object)
    """A :class:`~stammtisch.engine.practice.Puzzle`."""
    failed = Signal(int, int, str)
    """deal id, action index, why it is no puzzle"""
    finished = Signal()


class MakerWorker(QRunnable):
    """Makes each pending decision's puzzle with the coach's search."""

    def __init__(
        self, jobs: list[Pending], budget_ms: float, work: int | None, stop: threading.Event
    ) -> None:
        super().__init__()
        self.jobs = jobs
        self.budget_ms = budget_ms
        self.work = work
        self.stop = stop
        self.signals = MakerSignals()
        self.setAutoDelete(False)

    def run(self) -> None:
        for job in self.jobs:
            if self.stop.is_set():
                break
            try:
                puzzle = make_puzzle(
                    job.record,
                    job.deal_id,
                    job.action_index,
                    job.seat,
                    job.grade,
                    self.budget_ms,
                    self.work,
                )
            except (PuzzleError, StammtischError) as exc:
                self.signals.failed.emit(job.deal_id, job.action_index, str(exc))
                continue
            except Exception as exc:  # a worker reports, it does not crash the app
                self.signals.failed.emit(
                    job.deal_id, job.action_index, f"{type(exc).__name__}: {exc}"
                )
                continue
            self.signals.made.emit(puzzle)
        self.signals.finished.emit()


class PuzzleMaker(QObject):
    """Turns the history's graded mistakes and blunders into puzzles, a few at a time."""

    changed = Signal()
    """Puzzles were booked (or set aside)."""

    def __init__(
        self,
        practice: PracticeStore,
        parent: QObject | None = None,
        batch: int = 4,
        budget_ms: float = 1500.0,
        work: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.practice = practice
        self.batch = batch
        self.budget_ms = budget_ms
        self.work = work
        self._stop = threading.Event()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._worker: MakerWorker | None = None

    def is_running(self) -> bool:
        return self._worker is not None

    def start(self) -> None:
        """Make the next few puzzles (nothing when running, stopped or none pending)."""
        if self._worker is not None or self._stop.is_set():
            return
        jobs = self.practice.pending(self.batch)
        if not jobs:
            return
        worker = MakerWorker(jobs, self.budget_ms, self.work, self._stop)
        worker.signals.made.connect(self._made)
        worker.signals.failed.connect(self._failed)
        worker.signals.finished.connect(self._finished)
        self._worker = worker
        self._pool.start(worker)

    def _made(self, puzzle: object) -> None:
        from stammtisch.engine.practice import Puzzle

        if not self._stop.is_set() and isinstance(puzzle, Puzzle):
            self.practice.add(puzzle)
            self.changed.emit()

    def _failed(self, deal_id: int, action_index: int, reason: str) -> None:
        if not self._stop.is_set():
            self.practice.set_unusable(deal_id, action_index, reason)
            self.changed.emit()

    def _finished(self) -> None:
        self._worker = None
        if not self._stop.is_set():
            self.start()

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        """Stop between two puzzles and wait for the worker."""
        self._stop.set()
        self._pool.clear()
        done = self._pool.waitForDone(timeout_ms)
        self._worker = None
        return done


def grade_text(grade: str) -> str:
    """A grade's name in the user's language, as the prompt uses it ("a blunder")."""
    if grade == "blunder":
        return QCoreApplication.translate("Practice", "a blunder")
    return QCoreApplication.translate("Practice", "a mistake")


def comes_back_text(due: date, today: date, solved: bool) -> str:
    """When a puzzle just answered comes back, in words."""
    if solved:
        return QCoreApplication.translate(
            "Practice",
            "Solved: this puzzle has been right at every interval and will not come back.",
        )
    days = (due - today).days
    if days <= 1:
        return QCoreApplication.translate("Practice", "It comes back tomorrow.")
    return (
        QCoreApplication.translate("Practice", "It comes back in %1 days, on %2.")
        .replace("%1", str(days))
        .replace("%2", date_text(due))
    )


def date_text(day: date) -> str:
    """``day`` as the user's language writes a date."""
    return QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.LongFormat)


__all__ = ["PuzzleMaker", "comes_back_text", "date_text", "grade_text"]
