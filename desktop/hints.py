"""Hints at the table: the coach's advice computed off the GUI thread.

:class:`HintRequester` clones the deal and asks :func:`stammtisch.engine.coach.hint` for
the user's seat in a background task (:mod:`.tasks`), latest question only: asking again,
or :meth:`HintRequester.cancel` when the deal moves on, drops the older answer.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from stammtisch.engine.coach import hint
from stammtisch.engine.state import GameState

from .tasks import Control, TaskRunner

DEFAULT_BUDGET_MS = 700.0
"""The time the coach used to be capped at; since its values may not depend on the time
(issue 45) the engine does its whole search whatever this says (kept for the callers that
pass it on)."""


class HintRequester(QObject):
    """Asks for hints one at a time; only the answer to the latest question is reported."""

    ready = Signal(object)
    """The :class:`~stammtisch.engine.coach.Hint` for the latest question."""
    failed = Signal(str)
    started = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.budget_ms = DEFAULT_BUDGET_MS
        self.work: int | None = None
        """Sampled deals per hint (``None``: Strong's own amount); tests make it small."""
        self._tasks = TaskRunner(self, latest_only=True)

    def request(self, state: GameState, seat: int) -> None:
        """Think about ``seat``'s decision in ``state`` (a copy is taken now)."""
        copy, budget_ms, work = state.clone(), self.budget_ms, self.work

        def think(_control: Control) -> object:
            return hint(copy, seat, budget_ms, work=work)

        task = self._tasks.start(think)
        task.done.connect(self.ready)
        task.failed.connect(self.failed)
        self.started.emit()

    def cancel(self) -> None:
        """Forget the question asked (the deal moved on)."""
        self._tasks.cancel()

    def is_busy(self) -> bool:
        return self._tasks.is_busy()

    def shutdown(self, timeout_ms: int = 10_000) -> bool:
        return self._tasks.shutdown(timeout_ms)


__all__ = ["DEFAULT_BUDGET_MS", "HintRequester"]
