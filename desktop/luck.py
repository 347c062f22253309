"""The luck-adjusted figure, computed in the background.

:class:`LuckRunner` takes a few stored deals the luck cache lacks, hands
them (records already read, so the worker never touches the database) to a
:class:`LuckWorker` in a thread pool of one thread, and writes each result
in the GUI thread as it arrives; then it takes the next few, until every
deal is covered.  ``shutdown`` stops it between two decisions.
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from stammtisch.engine.errors import StammtischError
from stammtisch.engine.history.luck import LEVEL, computer_score
from stammtisch.engine.history.store import HistoryStore
from stammtisch.engine.records import DealRecord


@dataclass(frozen=True)
class LuckJob:
    deal_id: int
    record: DealRecord
    user_seat: int
    levels: tuple[str, ...]


class LuckSignals(QObject):
    computed = Signal(int, float)
    """deal id, the Strong computer's score from the user's seat"""
    failed = Signal(int, str)
    """deal id, why it could not be replayed"""
    finished = Signal()


class LuckWorker(QRunnable):
    """Replays each job's deal with the Strong computer in the user's seat."""

    def __init__(self, jobs: list[LuckJob], budget_ms: float | None, stop: threading.Event) -> None:
        super().__init__()
        self.jobs = jobs
        self.budget_ms = budget_ms
        self.stop = stop
        self.signals = LuckSignals()
        self.setAutoDelete(False)

    def run(self) -> None:
        for job in self.jobs:
            if self.stop.is_set():
                break
            try:
                score = computer_score(
                    job.record, job.user_seat, job.levels, self.budget_ms, self.stop.is_set
                )
            except StammtischError as exc:
                if self.stop.is_set():
                    break
                self.signals.failed.emit(job.deal_id, str(exc))
                continue
            except Exception as exc:  # a worker reports, it does not crash the app
                self.signals.failed.emit(job.deal_id, f"{type(exc).__name__}: {exc}")
                continue
            self.signals.computed.emit(job.deal_id, score)
        self.signals.finished.emit()


class LuckRunner(QObject):
    """Keeps the luck cache filling in the background, a few deals at a time."""

    updated = Signal()
    """Some deals got their figure."""

    def __init__(
        self,
        store: HistoryStore,
        parent: QObject | None = None,
        batch: int = 4,
        budget_ms: float | None = 40.0,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.batch = batch
        self.budget_ms = budget_ms
        self.failed: dict[int, str] = {}
        self._stop = threading.Event()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._worker: LuckWorker | None = None

    def is_running(self) -> bool:
        return self._worker is not None

    def jobs(self) -> list[LuckJob]:
        """The next deals without a figure (skipping those that failed)."""
        ids = [
            i
            for i in self.store.deals_without_luck(self.batch + len(self.failed))
            if i not in self.failed
        ][: self.batch]
        out: list[LuckJob] = []
        for deal_id in ids:
            row = self.store.conn.execute(
                "SELECT s.levels, d.user_seat FROM deals d JOIN sessions s ON s.id = d.session_id"
                " WHERE d.id = ?",
                (deal_id,),
            ).fetchone()
            try:
                record = self.store.deal_record(deal_id)
            except StammtischError as exc:
                self.failed[deal_id] = str(exc)
                continue
            out.append(LuckJob(deal_id, record, int(row[1]), tuple(json.loads(row[0]))))
        return out

    def start(self) -> None:
        """Compute the next few figures (nothing when running, stopped or all done)."""
        if self._worker is not None or self._stop.is_set():
            return
        jobs = self.jobs()
        if not jobs:
            return
        worker = LuckWorker(jobs, self.budget_ms, self._stop)
        worker.signals.computed.connect(self._computed)
        worker.signals.failed.connect(self._failed)
        worker.signals.finished.connect(self._finished)
        self._worker = worker
        self._pool.start(worker)

    def _computed(self, deal_id: int, score: float) -> None:
        if not self._stop.is_set():
            self.store.set_luck(deal_id, LEVEL, score)

    def _failed(self, deal_id: int, reason: str) -> None:
        self.failed[deal_id] = reason

    def _finished(self) -> None:
        self._worker = None
        if self._stop.is_set():
            return
        self.updated.emit()
        self.start()

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        """Stop between two decisions and wait for the worker."""
        self._stop.set()
        self._pool.clear()
        done = self._pool.waitForDone(timeout_ms)
        self._worker = None
        return done


__all__ = ["LuckJob", "LuckRunner", "LuckWorker"]
