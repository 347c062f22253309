"""When a practice puzzle comes back: growing intervals, as Anki spaces its reviews.

A new puzzle is due the day it is made.  A right answer moves it to the next
interval of :data:`INTERVALS` (1, 3, 7, 16, 35 days); a wrong one sends it back
to the first.  Answered right once more after the last interval, it is solved
and does not come back.  Days are calendar dates (the user's own): a puzzle
due on a day is due all of that day.

>>> from datetime import date
>>> s = Schedule.new(date(2026, 11, 23))
>>> s.is_due(date(2026, 11, 23))
True
>>> s = s.answered(True, date(2026, 11, 23))
>>> s.stage, s.due.isoformat(), s.is_due(date(2026, 11, 23))
(0, '2026-11-24', False)
>>> s = s.answered(True, date(2026, 11, 24))
>>> s.stage, s.due.isoformat()
(1, '2026-11-27')
>>> s.answered(False, date(2026, 11, 27)).due.isoformat()
'2026-11-28'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date, timedelta

INTERVALS: tuple[int, ...] = (1, 3, 7, 16, 35)
"""Days until a puzzle comes back, after each right answer in a row."""

Clock = Callable[[], date]
"""Today's date (``date.today`` in the app; a fixed date in tests)."""


@dataclass(frozen=True)
class Schedule:
    """Where a puzzle stands: the interval it waits (``stage``), when it is due, its answers.

    ``stage`` is -1 for a puzzle never answered right since made or missed,
    an index of :data:`INTERVALS` while it climbs, and ``len(INTERVALS)`` once solved.
    """

    due: date
    stage: int = -1
    reviews: int = 0
    lapses: int = 0
    last_review: date | None = None

    @classmethod
    def new(cls, today: date) -> Schedule:
        """A puzzle just made: due at once."""
        return cls(due=today)

    @property
    def solved(self) -> bool:
        return self.stage >= len(INTERVALS)

    @property
    def interval(self) -> int | None:
        """The days this puzzle waits now (None when new, missed-and-due or solved)."""
        return INTERVALS[self.stage] if 0 <= self.stage < len(INTERVALS) else None

    def is_due(self, today: date) -> bool:
        return not self.solved and self.due <= today

    def answered(self, right: bool, today: date) -> Schedule:
        """The schedule after an answer given on ``today``.

        >>> s = Schedule(date(2026, 1, 1), stage=4)
        >>> s.answered(True, date(2026, 2, 5)).solved
        True
        >>> s.answered(False, date(2026, 2, 5)).stage
        0
        """
        if self.solved:
            raise ValueError("a solved puzzle is not asked again")
        reviews = self.reviews + 1
        if not right:
            return replace(
                self,
                stage=0,
                due=today + timedelta(days=INTERVALS[0]),
                reviews=reviews,
                lapses=self.lapses + 1,
                last_review=today,
            )
        stage = self.stage + 1
        days = INTERVALS[stage] if stage < len(INTERVALS) else 0
        return replace(
            self,
            stage=stage,
            due=today + timedelta(days=days),
            reviews=reviews,
            last_review=today,
        )


__all__ = ["INTERVALS", "Clock", "Schedule"]
