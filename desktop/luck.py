"""The luck-adjusted figure, computed in the background.

:class:`LuckRunner` takes a few stored deals the luck cache lacks, hands
them (records already read, so the worker never touches the database) to a
worker in a thread pool of one thread (:mod:`.batches`), and writes each result
in the GUI thread as it arrives; then it takes the next few, until every
deal is covered.  ``shutdown`` stops it between two decisions.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from stammtisch.engine.errors import StammtischError
from stammtisch.engine.history.luck import LEVEL, computer_score
from stammtisch.engine.history.store import HistoryStore
from stammtisch.engine.records import DealRecord

from .batches import BatchRunner


@dataclass(frozen=True)
class LuckJob:
    deal_id: int
    record: DealRecord
    user_seat: int
    levels: tuple[str, ...]


class LuckRunner(BatchRunner):
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

    def compute(self, job: object, stopped: Callable[[], bool]) -> object:
        """Replay the job's deal with the Strong computer in the user's seat (worker thread)."""
        assert isinstance(job, LuckJob)
        return computer_score(job.record, job.user_seat, job.levels, self.budget_ms, stopped)

    def book(self, job: object, result: object) -> None:
        assert isinstance(job, LuckJob) and isinstance(result, float)
        self.store.set_luck(job.deal_id, LEVEL, result)

    def reject(self, job: object, reason: str) -> None:
        assert isinstance(job, LuckJob)
        self.failed[job.deal_id] = reason

    def batch_done(self) -> None:
        self.updated.emit()


__all__ = ["LuckJob", "LuckRunner"]
