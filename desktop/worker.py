"""Computer players think here, in a :class:`~PySide6.QtCore.QRunnable` off the GUI thread.

The worker gets its own clone of the state, so the GUI keeps the real one
and stays free; the choice comes back through a queued signal carrying the
ticket it was asked under, so an answer that arrives after the table moved
on (or was closed) is simply dropped.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, Signal

from stammtisch.engine.state import GameState

from .players import ThinkingCancelled

NO_ACTION = -1
"""Reported when a player chose to do nothing (no announcement)."""


class WorkerSignals(QObject):
    done = Signal(int, int)
    """ticket, action (:data:`NO_ACTION` for none)"""
    failed = Signal(int, str)
    """ticket, what went wrong"""


class ThinkWorker(QRunnable):
    """Runs ``think(state)`` once and reports the action."""

    def __init__(
        self, ticket: int, think: Callable[[GameState], int | None], state: GameState
    ) -> None:
        super().__init__()
        self.ticket = ticket
        self.think = think
        self.state = state
        self.signals = WorkerSignals()
        self.setAutoDelete(False)  # the controller keeps it until its answer arrives

    def run(self) -> None:
        try:
            action = self.think(self.state)
        except ThinkingCancelled:
            return
        except Exception as exc:  # reported to the GUI, which falls back to a legal move
            detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()
            self.signals.failed.emit(self.ticket, detail)
            return
        self.signals.done.emit(self.ticket, NO_ACTION if action is None else int(action))


__all__ = ["NO_ACTION", "ThinkWorker", "ThinkingCancelled", "WorkerSignals"]
