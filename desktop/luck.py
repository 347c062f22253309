"""The luck-adjusted figure, computed in the background.

:class:`LuckRunner` (a :class:`~.background.BackgroundRunner`) takes a few
stored deals the luck cache lacks, hands them (records already read, so the
worker never touches the database) to a :class:`LuckWorker`, and writes each
result in the GUI thread as it arrives; then it takes the next few, until
every deal is covered.  ``shutdown`` stops it between two decisions.
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from stammtisch.engine.errors import StammtischError
from stammtisch.engine.history.luck import LEVEL, computer_score
from stammtisch.engine.history.store import HistoryStore
from stammtisch.engine.records import DealRecord

from .background import BackgroundRunner, RunnerSignals, RunnerWorker


@dataclass(frozen=True)
class LuckJob:
    deal_id: int
    record: DealRecord
    user_seat: int
    levels: tuple[str, ...]


class LuckSignals(RunnerSignals):
    computed = Signal(int, float)
    """deal id, the Strong computer's score from the user's seat"""


class LuckWorker(RunnerWorker):
    """Replays each job's deal with the Strong computer in the user's seat."""

    def __init__(self, jobs: list[LuckJob], budget_ms: float | None, stop: threading.Event) -> None:
        luck = LuckSignals()
        super().__init__(luck, stop)
        self.luck = luck
        self.jobs = jobs
        self.budget_ms = budget_ms

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
            self.luck.computed.emit(job.deal_id, score)
        self.signals.finished.emit()


class LuckRunner(BackgroundRunner):
    """Keeps the luck cache filling in the background, a few deals at a time."""

    def __init__(
        self,
        store: HistoryStore,
        parent: QObject | None = None,
        batch: int = 4,
        budget_ms: float | None = 40.0,
    ) -> None:
        super().__init__(store, parent)
        self.batch = batch
        self.budget_ms = budget_ms

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

    def next_worker(self) -> LuckWorker | None:
        jobs = self.jobs()
        if not jobs:
            return None
        worker = LuckWorker(jobs, self.budget_ms, self._stop)
        worker.luck.computed.connect(self._computed)
        return worker

    def _computed(self, deal_id: int, score: float) -> None:
        if not self.stopped():
            self.store.set_luck(deal_id, LEVEL, score)


__all__ = ["LuckJob", "LuckRunner", "LuckWorker"]
