"""Computer players think here, in a :class:`~PySide6.QtCore.QRunnable` off the GUI thread.

The worker gets its own clone of the state, so the GUI keeps the real one
and stays free; the choice comes back through a queued signal carrying the
ticket it was asked under, so an answer that arrives after the table moved
on (or was closed) is simply dropped.
"""

from __future__ import annotations

import traceback

from PySide6.QtCore import QObject, QRunnable, Signal

from stammtisch.engine.state import GameState

from .players import PlayerFn, ThinkingCancelled


class WorkerSignals(QObject):
    done = Signal(int, int)
    """ticket, action"""
    failed = Signal(int, str)
    """ticket, what went wrong"""


class ThinkWorker(QRunnable):
    """Runs ``player(state)`` once and reports the action."""

    def __init__(self, ticket: int, player: PlayerFn, state: GameState) -> None:
        super().__init__()
        self.ticket = ticket
        self.player = player
        self.state = state
        self.signals = WorkerSignals()
        self.setAutoDelete(False)  # the controller keeps it until its answer arrives

    def run(self) -> None:
        try:
            action = self.player(self.state)
        except ThinkingCancelled:
            return
        except Exception as exc:  # reported to the GUI, which falls back to a legal move
            detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()
            self.signals.failed.emit(self.ticket, detail)
            return
        self.signals.done.emit(self.ticket, int(action))


__all__ = ["ThinkWorker", "ThinkingCancelled", "WorkerSignals"]
