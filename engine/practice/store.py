"""Practice puzzles in the history database (table ``practice``, schema version 3).

Each of the user's decisions the coach graded ``mistake`` or ``blunder``
(table ``grades``) becomes one row: the puzzle made from it (JSON) and its
review schedule.  A graded decision without a row is *pending*: making its
puzzle takes one coach search, which the desktop runs in the background
(:meth:`PracticeStore.pending` hands out the work, :meth:`PracticeStore.add`
books the result).  One that cannot become a puzzle (the coach now rates the
choice good, the deal no longer replays) is booked ``unusable`` with its reason,
so it is not tried again.

>>> from stammtisch.engine.history.store import HistoryStore
>>> from datetime import date
>>> practice = PracticeStore(HistoryStore.in_memory(), clock=lambda: date(2026, 11, 23))
>>> practice.count_due(), practice.pending(), practice.due()
(0, [], [])
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

from ..errors import StammtischError
from ..history.store import HistoryStore, StoreError, _transaction
from ..records import DealRecord
from .puzzle import PRACTISED, Puzzle, PuzzleError, Verdict, make_puzzle
from .schedule import Clock, Schedule

LEARNING = "learning"
SOLVED = "solved"
UNUSABLE = "unusable"

_PENDING = (
    "SELECT g.deal_id, g.action_index, g.label, d.user_seat FROM grades g"
    " JOIN deals d ON d.id = g.deal_id"
    " LEFT JOIN practice p ON p.deal_id = g.deal_id AND p.action_index = g.action_index"
    f" WHERE p.deal_id IS NULL AND g.label IN ({', '.join(repr(g) for g in PRACTISED)})"
)


@dataclass(frozen=True)
class Pending:
    """A graded decision whose puzzle is still to be made (the deal's record already read)."""

    deal_id: int
    action_index: int
    seat: int
    grade: str
    record: DealRecord


@dataclass(frozen=True)
class PracticeItem:
    """A puzzle and where it stands."""

    puzzle: Puzzle
    schedule: Schedule


class PracticeStore:
    """The practice puzzles of a history; ``clock`` gives today's date."""

    def __init__(self, history: HistoryStore, clock: Clock = date.today) -> None:
        self.history = history
        self.clock = clock
        self.unsaved: StoreError | None = None
        """Why the last answer's new schedule could not be stored (``None``: it was)."""

    @property
    def conn(self) -> sqlite3.Connection:
        return self.history.conn

    # --- making puzzles -----------------------------------------------------------

    def count_pending(self) -> int:
        return int(self.conn.execute(f"SELECT COUNT(*) FROM ({_PENDING})").fetchone()[0])

    def pending(self, limit: int = 20, deal_id: int | None = None) -> list[Pending]:
        """Graded mistakes and blunders without a puzzle yet, oldest deal first (``deal_id``:
        only that deal's).

        One whose deal record cannot be read is booked unusable at once.
        """
        only = "" if deal_id is None else " AND g.deal_id = ?"
        rows = self.conn.execute(
            _PENDING + only + " ORDER BY g.deal_id, g.action_index LIMIT ?",
            (limit,) if deal_id is None else (deal_id, limit),
        ).fetchall()
        out: list[Pending] = []
        for deal_id, index, label, seat in rows:
            try:
                record = self.history.deal_record(int(deal_id))
            except (StammtischError, ValueError) as exc:
                self.set_unusable(int(deal_id), int(index), str(exc))
                continue
            out.append(Pending(int(deal_id), int(index), int(seat), str(label), record))
        return out

    def add(self, puzzle: Puzzle) -> None:
        """Book a new puzzle, due today (a puzzle booked before keeps its schedule)."""
        today = self.clock()
        with _transaction(self.conn):
            self.conn.execute(
                "INSERT OR IGNORE INTO practice"
                " (deal_id, action_index, status, puzzle, created, stage, due)"
                " VALUES (?, ?, ?, ?, ?, -1, ?)",
                (
                    puzzle.deal_id,
                    puzzle.action_index,
                    LEARNING,
                    json.dumps(puzzle.to_json(), separators=(",", ":")),
                    today.isoformat(),
                    today.isoformat(),
                ),
            )

    def set_unusable(self, deal_id: int, action_index: int, why: str) -> None:
        """Book a graded decision that cannot become a puzzle, with the reason."""
        today = self.clock().isoformat()
        with _transaction(self.conn):
            self.conn.execute(
                "INSERT OR REPLACE INTO practice"
                " (deal_id, action_index, status, puzzle, created, due)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (deal_id, action_index, UNUSABLE, json.dumps({"error": why}), today, today),
            )

    def make(
        self,
        job: Pending,
        budget_ms: float = 2000.0,
        work: int | None = None,
    ) -> Puzzle | None:
        """Make and book ``job``'s puzzle here and now (``None``: booked unusable)."""
        try:
            puzzle = make_puzzle(
                job.record, job.deal_id, job.action_index, job.seat, job.grade, budget_ms, work
            )
        except PuzzleError as exc:
            self.set_unusable(job.deal_id, job.action_index, str(exc))
            return None
        self.add(puzzle)
        return puzzle

    def make_all(
        self,
        budget_ms: float = 2000.0,
        work: int | None = None,
        stop: Callable[[], bool] = lambda: False,
    ) -> int:
        """Make every pending puzzle (the command line's and the tests' way); how many were made."""
        made = 0
        while not stop():
            jobs = self.pending()
            if not jobs:
                break
            for job in jobs:
                if stop():
                    break
                made += self.make(job, budget_ms, work) is not None
        return made

    # --- reviewing ------------------------------------------------------------------

    def due(self, limit: int = 100) -> list[PracticeItem]:
        """The puzzles due today, longest waiting first."""
        rows = self.conn.execute(
            "SELECT deal_id, action_index, puzzle, stage, due, reviews, lapses, last_review"
            " FROM practice WHERE status = ? AND due <= ?"
            " ORDER BY due, deal_id, action_index LIMIT ?",
            (LEARNING, self.clock().isoformat(), limit),
        ).fetchall()
        return [item for row in rows if (item := self._item(row)) is not None]

    def count_due(self) -> int:
        """Puzzles due today, counting the pending ones (they are due the day they are made)."""
        made = self.conn.execute(
            "SELECT COUNT(*) FROM practice WHERE status = ? AND due <= ?",
            (LEARNING, self.clock().isoformat()),
        ).fetchone()[0]
        return int(made) + self.count_pending()

    def next_due(self) -> date | None:
        """The first day a puzzle not due today comes back (None: none waits)."""
        row = self.conn.execute(
            "SELECT MIN(due) FROM practice WHERE status = ? AND due > ?",
            (LEARNING, self.clock().isoformat()),
        ).fetchone()
        return date.fromisoformat(row[0]) if row and row[0] else None

    def counts(self) -> dict[str, int]:
        """How many puzzles are learning, solved and unusable."""
        rows = self.conn.execute("SELECT status, COUNT(*) FROM practice GROUP BY status")
        out = dict.fromkeys((LEARNING, SOLVED, UNUSABLE), 0)
        out.update({str(status): int(n) for status, n in rows})
        return out

    def of_deal(self, deal_id: int) -> list[PracticeItem]:
        """The puzzles made from one deal (due or not, solved ones too), in the deal's order."""
        rows = self.conn.execute(
            "SELECT deal_id, action_index, puzzle, stage, due, reviews, lapses, last_review"
            " FROM practice WHERE deal_id = ? AND status != ? ORDER BY action_index",
            (deal_id, UNUSABLE),
        ).fetchall()
        return [item for row in rows if (item := self._item(row)) is not None]

    def count_pending_of(self, deal_id: int) -> int:
        """The deal's graded mistakes and blunders whose puzzles are still to be made."""
        return int(
            self.conn.execute(
                f"SELECT COUNT(*) FROM ({_PENDING} AND g.deal_id = ?)", (deal_id,)
            ).fetchone()[0]
        )

    def best_answers(self, deal_id: int) -> dict[int, str]:
        """The best answer of each puzzle made from the deal, by action index (what its
        review names as the better choice)."""
        return {item.puzzle.action_index: item.puzzle.best for item in self.of_deal(deal_id)}

    def item(self, deal_id: int, action_index: int) -> PracticeItem | None:
        row = self.conn.execute(
            "SELECT deal_id, action_index, puzzle, stage, due, reviews, lapses, last_review"
            " FROM practice WHERE deal_id = ? AND action_index = ? AND status != ?",
            (deal_id, action_index, UNUSABLE),
        ).fetchone()
        return None if row is None else self._item(row)

    def answer(self, item: PracticeItem, answer: str) -> tuple[Verdict, PracticeItem]:
        """Check ``answer`` and reschedule the puzzle (kept in the database).

        When the database cannot be written (a full disk) the verdict still stands and the
        puzzle keeps its old schedule in the database (it comes back); :attr:`unsaved` says
        why."""
        verdict = item.puzzle.check(answer)
        schedule = item.schedule.answered(verdict.right, self.clock())
        puzzle = item.puzzle
        try:
            self._reschedule(puzzle, schedule)
        except StoreError as exc:
            self.unsaved = exc
        return verdict, PracticeItem(puzzle, schedule)

    def _reschedule(self, puzzle: Puzzle, schedule: Schedule) -> None:
        with _transaction(self.conn):
            self.conn.execute(
                "UPDATE practice SET status = ?, stage = ?, due = ?, reviews = ?, lapses = ?,"
                " last_review = ? WHERE deal_id = ? AND action_index = ?",
                (
                    SOLVED if schedule.solved else LEARNING,
                    schedule.stage,
                    schedule.due.isoformat(),
                    schedule.reviews,
                    schedule.lapses,
                    None if schedule.last_review is None else schedule.last_review.isoformat(),
                    puzzle.deal_id,
                    puzzle.action_index,
                ),
            )

    def _item(self, row: tuple[object, ...]) -> PracticeItem | None:
        deal_id, index, text, stage, due, reviews, lapses, last = row
        assert isinstance(deal_id, int) and isinstance(index, int)
        try:
            puzzle = Puzzle.from_json(deal_id, index, json.loads(str(text)))
        except (PuzzleError, ValueError) as exc:
            self.set_unusable(deal_id, index, str(exc))
            return None
        schedule = Schedule(
            date.fromisoformat(str(due)),
            int(str(stage)),
            int(str(reviews)),
            int(str(lapses)),
            None if last is None else date.fromisoformat(str(last)),
        )
        return PracticeItem(puzzle, schedule)


__all__ = ["LEARNING", "SOLVED", "UNUSABLE", "Pending", "PracticeItem", "PracticeStore"]
