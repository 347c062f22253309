"""The user's decisions graded in the background, for the history.

After each finished deal :class:`GradeRunner` (a
:class:`~.batches.BatchRunner`) takes the newest stored deal without
grades, hands its record (read in the GUI thread: the worker never touches
the database) to its worker, and stores the grades in the GUI
thread when they arrive
(:meth:`HistoryStore.add_grades`); then it takes the next, until every deal
is graded (also the deals of earlier runs, newest first).  Deals finished
while it works simply wait their turn.

It stays out of the way of play: the worker pauses between two decisions
while the computer players think (:meth:`GradeRunner.hold`), its thread runs
at the lowest priority the system allows, and :meth:`GradeRunner.shutdown`
stops it between two decisions.  The last few deals' full grades (with the
better choices) are kept in memory, so the review of a deal just graded
opens at once.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from stammtisch.engine.coach.grades import GradedDecision, review
from stammtisch.engine.errors import StammtischError
from stammtisch.engine.history.grading import stored_losses, to_rows
from stammtisch.engine.history.store import Grade, HistoryStore
from stammtisch.engine.records import DealRecord
from stammtisch.engine.state import GameState

from .batches import BatchRunner
from .tasks import Cancelled

KEPT = 8
"""How many deals' full grades stay in memory for the review."""


@dataclass(frozen=True)
class GradeJob:
    deal_id: int
    record: DealRecord
    user_seat: int


class _Elsewhere(Exception):
    """A review grades this deal now (see :meth:`GradeRunner.grading_elsewhere`)."""


def _lowest_priority() -> None:
    """Lower this thread's scheduling priority on Linux, where a thread has a nice value of
    its own (elsewhere the call would address a process, so it is left alone)."""
    if not sys.platform.startswith("linux"):
        return
    with contextlib.suppress(OSError):
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 19)


class GradeRunner(BatchRunner):
    """Keeps the stored deals graded in the background, one deal at a time."""

    updated = Signal()
    """A deal's grades were stored."""

    def __init__(
        self,
        store: HistoryStore,
        parent: QObject | None = None,
        budget_ms: float = 200.0,
        work: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.budget_ms = budget_ms
        self.work = work
        self.failed: dict[int, str] = {}
        """Deals whose grading failed (not tried again in this run)."""
        self.empty: set[int] = set()
        """Deals in which the user had nothing to decide (no rows to store)."""
        self.kept: OrderedDict[int, list[GradedDecision]] = OrderedDict()
        self._go = threading.Event()
        self._go.set()
        self._done_upto = 0
        """Every deal up to this id is graded (or cannot be)."""
        self._elsewhere: dict[int, int] = {}
        """Deals reviews are grading right now (how many reviews): the runner leaves them."""

    def hold(self, held: bool) -> None:
        """Pause (``True``) or let go on (``False``) between two decisions."""
        if held:
            self._go.clear()
        else:
            self._go.set()

    def stopped(self) -> bool:
        return self._stop.is_set()

    def grading_elsewhere(self, deal_id: int, busy: bool) -> None:
        """A review starts (``busy``) or stops grading ``deal_id`` (each review says each once).

        Meanwhile the runner does not take that deal, and gives up its own grading of it at
        the next decision, so the two do not search the same deal at once.  Once no review
        grades it, a deal none graded to the end (:meth:`keep`) is the runner's again.
        """
        if busy:
            self._elsewhere[deal_id] = self._elsewhere.get(deal_id, 0) + 1
            return
        left = self._elsewhere.pop(deal_id, 0) - 1
        if left > 0:
            self._elsewhere[deal_id] = left
            return
        self._done_upto = min(self._done_upto, deal_id - 1)
        self.start()

    def jobs(self, batch: int = 1) -> list[GradeJob]:
        """The next deals to grade, newest first (skipping those that failed or hold none).

        Once none is left, only deals stored later are looked at: a graded deal stays
        graded, so a long history is not searched again after every deal.
        """
        skip = self.failed.keys() | self.empty | self._elsewhere.keys()
        newest = self.store.last_deal_id()
        found = self.store.deals_without_grades(batch + len(skip), self._done_upto)
        ids = [i for i in found if i not in skip]
        if not ids and not self._elsewhere:
            self._done_upto = newest
        out: list[GradeJob] = []
        for deal_id in ids[:batch]:
            try:
                record = self.store.deal_record(deal_id)
            except StammtischError as exc:
                self.failed[deal_id] = str(exc)
                continue
            out.append(GradeJob(deal_id, record, self.store.deal_user_seat(deal_id)))
        return out

    def compute(self, job: object, stopped: Callable[[], bool]) -> object:
        """Grade the user's decisions in the job's deal (worker thread), pausing between two
        decisions while play needs the processor."""
        assert isinstance(job, GradeJob)

        def pause(_k: int = 0) -> None:
            while not self._go.wait(0.05):
                if stopped():
                    raise Cancelled
            if stopped():
                raise Cancelled
            if job.deal_id in self._elsewhere:
                raise _Elsewhere

        _lowest_priority()
        try:
            pause()
            final = job.record.replay()
            # the grades alone: hindsight is worked out when the review is opened
            graded = review(
                final, job.user_seat, self.budget_ms, self.work, pause, open_hands=False
            )
        except _Elsewhere:
            return None
        return graded, to_rows(final, graded)

    def book(self, job: object, result: object) -> None:
        assert isinstance(job, GradeJob)
        if result is None:  # a review took the deal over
            return
        assert isinstance(result, tuple)
        graded, rows = result
        self._store(job.deal_id, graded, rows)

    def reject(self, job: object, reason: str) -> None:
        assert isinstance(job, GradeJob)
        self.failed[job.deal_id] = reason

    def batch_done(self) -> None:
        self.updated.emit()

    def known(self, deal_id: int, final: GameState) -> dict[int, GradedDecision | float]:
        """What is known of a deal's grades for its review, by history index: the full grades
        of a deal graded in this run, else the stored losses (see :func:`stored_losses`)."""
        kept = self.kept.get(deal_id)
        if kept is not None:
            return {d.index: d for d in kept}
        return dict(stored_losses(final, self.store.grades(deal_id)))

    def keep(self, deal_id: int, final: GameState, graded: list[GradedDecision]) -> None:
        """Store grades computed elsewhere (the review of ``final``) and keep them."""
        self._store(deal_id, graded, to_rows(final, graded))

    def _store(self, deal_id: int, graded: list[GradedDecision], rows: list[Grade]) -> None:
        if not graded:
            self.empty.add(deal_id)
            return
        self.store.add_grades(deal_id, rows)
        self.kept[deal_id] = list(graded)
        self.kept.move_to_end(deal_id)
        while len(self.kept) > KEPT:
            self.kept.popitem(last=False)

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        """Stop between two decisions (also when held) and wait for the worker."""
        self._stop.set()
        self._go.set()
        return super().shutdown(timeout_ms)


__all__ = ["GradeJob", "GradeRunner"]
