"""Practice from your games on the desktop: puzzles made in the background, and their words.

Making a puzzle takes one coach search (:func:`stammtisch.engine.practice.make_puzzle`),
so :class:`PuzzleMaker` hands the pending graded decisions (their records already
read, so the worker never touches the database) to a worker in a thread pool of
one thread (:mod:`.batches`), and books each puzzle in the GUI thread as it
arrives.  ``shutdown`` stops it between two puzzles.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QObject, Signal

from stammtisch.engine.practice import Pending, PracticeStore, Puzzle, make_puzzle

from .batches import BatchRunner


class PuzzleMaker(BatchRunner):
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
        self.first_deal: int | None = None
        """A deal whose puzzles are wanted now (the History view's Practice): made first."""

    def jobs(self) -> list[Pending]:
        if self.first_deal is not None:
            first = self.practice.pending(self.batch, self.first_deal)
            if first:
                return first
            self.first_deal = None
        return self.practice.pending(self.batch)

    def compute(self, job: object, stopped: Callable[[], bool]) -> object:
        """The job's puzzle: one coach search (worker thread)."""
        assert isinstance(job, Pending)
        return make_puzzle(
            job.record,
            job.deal_id,
            job.action_index,
            job.seat,
            job.grade,
            self.budget_ms,
            self.work,
        )

    def book(self, job: object, result: object) -> None:
        assert isinstance(result, Puzzle)
        self.practice.add(result)
        self.changed.emit()

    def reject(self, job: object, reason: str) -> None:
        assert isinstance(job, Pending)
        self.practice.set_unusable(job.deal_id, job.action_index, reason)
        self.changed.emit()


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
    return QCoreApplication.translate(
        "Practice", "It comes back in %n days, on %1.", None, days
    ).replace("%1", date_text(due))


def date_text(day: date) -> str:
    """``day`` as the user's language writes a date."""
    return QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.LongFormat)


__all__ = ["PuzzleMaker", "comes_back_text", "date_text", "grade_text"]
