"""The desktop's side of the store: where it lives, the history's signals, and the words
for what went wrong with it.

The store itself is the engine's (:mod:`stammtisch.engine.history`): no Qt
there.  One SQLite database holds the history and the session in progress;
the controller's autosaver books each finished deal together with the
session's progress (:mod:`.savegame`), and :class:`HistoryRecorder` tells the
background workers (grades, luck) that a deal is in.
"""

from __future__ import annotations

import sqlite3
import weakref
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, Signal

from stammtisch.engine.history.importing import ImportReport
from stammtisch.engine.history.store import (
    BUSY,
    FULL,
    READONLY,
    HistoryError,
    HistoryStore,
    OpenedHistory,
    StoreError,
    open_history,
)
from stammtisch.engine.session import Session

from .messages import join_sentences
from .savegame import Saved, legacy_uid

HISTORY_NAME = "history.sqlite"


def default_history_path() -> Path:
    """The history database in the platform's app data folder."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / HISTORY_NAME


def problem_text(opened: OpenedHistory) -> str:
    """What happened to an unusable history file, in the user's language ("" if nothing)."""
    if opened.problem is None:
        return ""
    if opened.kept:  # something beside the database (its -wal or -shm) was set aside alone
        return join_sentences(
            (
                QCoreApplication.translate(
                    "History",
                    "In place of %1, a file SQLite keeps beside the history file, there was "
                    "something that is not a file; it was set aside as %2.",
                )
                .replace("%1", str(opened.found))
                .replace("%2", str(opened.set_aside)),
                QCoreApplication.translate(
                    "History",
                    "The history and the game in progress are kept; nothing in them was "
                    "changed or deleted.",
                ),
            )
        )
    kept = QCoreApplication.translate(
        "History",
        "The old file holds the history and the game in progress as they were; "
        "nothing in it was changed or deleted.",
    )
    if opened.problem == "foreign":
        text = QCoreApplication.translate(
            "History", "The history file belongs to another program; it was set aside as %1."
        )
    elif opened.problem == "special":
        text = QCoreApplication.translate(
            "History",
            "In place of the history file there was something that is not a file; "
            "it was set aside as %1.",
        )
    elif opened.problem == "newer":
        text = QCoreApplication.translate(
            "History",
            "The history file was written by a newer version of Stammtisch; it was set aside as %1.",
        )
    elif opened.problem == "empty":
        text = QCoreApplication.translate(
            "History",
            "The history file was empty (0 bytes), so it held no history; it was set aside as %1.",
        )
        kept = ""
    else:
        text = QCoreApplication.translate(
            "History", "The history file is damaged; it was set aside as %1."
        )
    return join_sentences(
        (
            text.replace("%1", str(opened.set_aside)),
            QCoreApplication.translate("History", "A new history has been started."),
            *((kept,) if kept else ()),
        )
    )


def _why(problem: str, detail: str) -> str:
    """Why the store could not be written, in words."""
    if problem == BUSY:
        return QCoreApplication.translate(
            "History",
            "Another program is using Stammtisch's data file (perhaps Stammtisch is "
            "running twice).",
        )
    if problem == FULL:
        return QCoreApplication.translate("History", "The disk is full.")
    if problem == READONLY:
        return QCoreApplication.translate(
            "History", "Stammtisch's data folder cannot be written to (%1)."
        ).replace("%1", detail)
    return QCoreApplication.translate("History", "The data file cannot be written (%1).").replace(
        "%1", detail
    )


def unavailable_text(error: StoreError, path: Path) -> str:
    """What the user is told when the store cannot be opened at start-up."""
    return "\n\n".join(
        (
            join_sentences(
                (
                    QCoreApplication.translate(
                        "History", "Stammtisch cannot use its data file %1."
                    ).replace("%1", str(path)),
                    _why(error.problem, str(error)),
                )
            ),
            QCoreApplication.translate(
                "History",
                "Not saved: nothing in this window, neither the game you play nor the "
                "finished deals for the history and statistics.",
            ),
            QCoreApplication.translate(
                "History",
                "Kept: the saved game and the history in the file, as they are. Start "
                "Stammtisch again once the cause is gone.",
            ),
        )
    )


def save_failed_text(error: StoreError, saved: Saved | None) -> str:
    """What the user is told once when a save fails: why, what is not saved, what is kept
    (``saved``: what the store holds of the game, read from it; ``None``: nothing)."""
    if saved is None:
        kept = QCoreApplication.translate(
            "History",
            "Kept: the deals finished in earlier games, in the history. This game has not "
            "been saved yet.",
        )
    elif saved.moves == 0 or saved.deals >= saved.planned:
        kept = (
            QCoreApplication.translate(
                "History",
                "Kept: the game as it was last saved (%1 of %n deals finished), and every "
                "finished deal in the history.",
                None,
                saved.planned,
            )
        ).replace("%1", str(saved.deals))
    else:
        kept = (
            QCoreApplication.translate(
                "History",
                "Kept: the game as it was last saved (%1 of %n deals finished, deal %2 up to "
                "move %3), and every finished deal in the history.",
                None,
                saved.planned,
            )
            .replace("%1", str(saved.deals))
            .replace("%2", str(saved.deals + 1))
            .replace("%3", str(saved.moves))
        )
    return "\n\n".join(
        (
            join_sentences(
                (
                    QCoreApplication.translate("History", "The game could not be saved."),
                    _why(error.problem, str(error)),
                )
            ),
            QCoreApplication.translate(
                "History",
                "Not saved: the moves since then, and the result of a deal finished since then.",
            ),
            kept,
            QCoreApplication.translate(
                "History",
                "Stammtisch tries again after every move and saves everything missed as "
                "soon as it can.",
            ),
        )
    )


IMPORT_REASONS_SHOWN = 4
"""How many deals the import report lists of each kind, with their reasons (the rest are
counted)."""


def import_summary(name: str, report: ImportReport) -> str:
    """How an import of the file ``name`` went, in one line (the status line)."""
    return (
        QCoreApplication.translate(
            "History",
            "%1: %n deals imported, %2 there already, %3 refused, %4 skipped.",
            None,
            report.added,
        )
        .replace("%1", name)
        .replace("%2", str(report.already))
        .replace("%3", str(len(report.refused)))
        .replace("%4", str(len(report.skipped)))
    )


def import_report_text(name: str, report: ImportReport) -> str:
    """The import's summary, then each deal refused and each skipped with its reason: the
    record's name and why, in ``check-records``' words."""
    parts = [import_summary(name, report)]
    for heading, reasons in (
        (
            QCoreApplication.translate(
                "History",
                "Refused, because the result the record states is not the result its replay "
                "gives (nothing of them was stored):",
            ),
            report.refused,
        ),
        (
            QCoreApplication.translate(
                "History",
                "Skipped, because they do not replay through our rules or do not finish:",
            ),
            report.skipped,
        ),
    ):
        if not reasons:
            continue
        shown = reasons[:IMPORT_REASONS_SHOWN]
        lines = [heading, *(f"• {reason}" for reason in shown)]
        if len(reasons) > len(shown):
            lines.append(
                QCoreApplication.translate(
                    "History", "… and %n more.", None, len(reasons) - len(shown)
                )
            )
        parts.append("\n".join(lines))
    return "\n\n".join(parts)


def saved_again_text() -> str:
    return QCoreApplication.translate("History", "The game is saved again.")


class HistoryRecorder(QObject):
    """The history of the store the table saves in: tells who wants to know that a finished
    deal is in (the controller's autosaver books it)."""

    stored = Signal(int)
    """A deal went into the history (its id)."""
    failed = Signal(str)
    """Something could not be stored: a sentence."""

    def __init__(self, store: HistoryStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self._sessions: weakref.WeakKeyDictionary[Session, int] = weakref.WeakKeyDictionary()

    @classmethod
    def open(cls, path: Path, parent: QObject | None = None) -> tuple[HistoryRecorder, str]:
        """The recorder of the store at ``path`` and what had to be set aside ("" if nothing).

        Raises :class:`~stammtisch.engine.history.store.StoreUnavailable` when the store
        cannot be used now (locked by another program, a folder that cannot be written, a
        full disk): nothing is set aside then.
        """
        opened = open_history(path)
        return cls(opened.store, parent), problem_text(opened)

    def remember(self, session: Session, session_id: int) -> None:
        """``session`` is stored as ``session_id``."""
        self._sessions[session] = session_id

    def deal_id(self, session: Session, number: int) -> int | None:
        """The stored id of ``session``'s deal ``number`` (``None``: not in the history)."""
        try:
            session_id = self._sessions.get(session) or self.store.session_id(legacy_uid(session))
            return None if session_id is None else self.store.deal_id(session_id, number)
        except (sqlite3.Error, HistoryError):
            return None

    def close(self) -> None:
        self.store.close()


__all__ = [
    "HISTORY_NAME",
    "HistoryRecorder",
    "default_history_path",
    "import_report_text",
    "import_summary",
    "problem_text",
    "save_failed_text",
    "saved_again_text",
    "unavailable_text",
]
