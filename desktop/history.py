"""The desktop's side of the history: where it lives, booking each finished deal, and the
words for a database that had to be set aside.

The store itself is the engine's (:mod:`stammtisch.engine.history`): no Qt
there.  :class:`HistoryRecorder` books the deal the controller has just
finished, in one transaction, and keeps how long that took.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, Signal

from stammtisch.engine.history.store import (
    HistoryError,
    HistoryStore,
    OpenedHistory,
    SessionInfo,
    open_history,
)
from stammtisch.engine.session import Session

HISTORY_NAME = "history.sqlite"


def default_history_path() -> Path:
    """The history database in the platform's app data folder."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / HISTORY_NAME


def session_uid(session: Session) -> str:
    """The same text for a session and its resumed self (its seed and seating)."""
    return "played:{}:{}:{}:{}:{}".format(
        session.game.NAME,
        session.game.num_players,
        session.seed,
        session.first_dealer,
        "|".join(session.seats),
    )


def problem_text(opened: OpenedHistory) -> str:
    """What happened to an unusable history file, in the user's language ("" if nothing)."""
    if opened.problem is None:
        return ""
    if opened.problem == "foreign":
        text = QCoreApplication.translate(
            "History", "The history file belongs to another program; it was set aside as %1."
        )
    elif opened.problem == "newer":
        text = QCoreApplication.translate(
            "History",
            "The history file was written by a newer version of Stammtisch; it was set aside as %1.",
        )
    else:
        text = QCoreApplication.translate(
            "History", "The history file is damaged; it was set aside as %1."
        )
    return (
        text.replace("%1", str(opened.set_aside))
        + " "
        + QCoreApplication.translate("History", "A new history has been started.")
    )


class HistoryRecorder(QObject):
    """Books every finished deal of the sessions played at this table."""

    stored = Signal(int)
    """A deal went into the history (its id)."""
    failed = Signal(str)
    """A deal could not be stored: a sentence for the status bar."""

    def __init__(self, store: HistoryStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.last_store_ms = 0.0
        self._sessions: dict[str, int] = {}

    @classmethod
    def open(cls, path: Path, parent: QObject | None = None) -> tuple[HistoryRecorder, str]:
        """The recorder of the history at ``path`` and what had to be set aside ("" if nothing)."""
        opened = open_history(path)
        return cls(opened.store, parent), problem_text(opened)

    def record(self, session: Session, human: int, levels: list[str]) -> int | None:
        """Store the session's last booked deal; its id (``None``: stored before, or failed)."""
        if not session.deals:
            return None
        started = time.perf_counter()
        try:
            uid = session_uid(session)
            session_id = self._sessions.get(uid)
            if session_id is None:
                session_id = self.store.begin_session(
                    SessionInfo(
                        uid,
                        session.game.NAME,
                        session.game.num_players,
                        dict(session.game.rules.changed()),
                        session.seats,
                        levels,
                        human,
                    )
                )
                self._sessions[uid] = session_id
            deal_id = self.store.add_deal(session_id, len(session.deals) - 1, session.deals[-1])
        except (sqlite3.Error, HistoryError, OSError) as exc:
            self.failed.emit(
                QCoreApplication.translate("History", "The deal could not be stored: %1").replace(
                    "%1", str(exc)
                )
            )
            return None
        self.last_store_ms = (time.perf_counter() - started) * 1000
        if deal_id is not None:
            self.stored.emit(deal_id)
        return deal_id

    def deal_id(self, session: Session, number: int) -> int | None:
        """The stored id of ``session``'s deal ``number`` (``None``: not in the history)."""
        try:
            uid = session_uid(session)
            session_id = self._sessions.get(uid) or self.store.session_id(uid)
            return None if session_id is None else self.store.deal_id(session_id, number)
        except sqlite3.Error:
            return None

    def close(self) -> None:
        self.store.close()


__all__ = [
    "HISTORY_NAME",
    "HistoryRecorder",
    "default_history_path",
    "problem_text",
    "session_uid",
]
