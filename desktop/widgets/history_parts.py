"""What the statistics panel and the History view both show of the history: the words for
roles, outcomes, grades and a deal without a game, times in ISO form, and a stored
session's Skat list.

The words keep the statistics panel's translation context, where they were first said.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

from stammtisch.engine.errors import StammtischError
from stammtisch.engine.history import aggregates as agg
from stammtisch.engine.history.spielliste import ListLine, spielliste
from stammtisch.engine.history.store import HistoryStore
from stammtisch.engine.messages import Message
from stammtisch.engine.records import DealRecord

from .. import formats
from ..messages import text as message_text
from ..names import seat_labels
from .wrapping import PhraseDelegate


def thrown_in() -> str:
    """A deal without a game, in the result dialog's word ("Eingeworfen")."""
    return QCoreApplication.translate("ResultDialog", "Thrown in")


def outcome_text(outcome: str) -> str:
    """What a deal came to for the user's side (``won``, ``lost``, ``drawn``, ``thrown_in``;
    :data:`~stammtisch.engine.history.facts.OUTCOMES`) in the result dialog's words; "—"
    for a deal the user sat out."""
    words = {
        "won": QCoreApplication.translate("ResultDialog", "won"),
        "lost": QCoreApplication.translate("ResultDialog", "lost"),
        "drawn": QCoreApplication.translate("StatisticsPanel", "nobody won"),
        "thrown_in": thrown_in(),
    }
    return words.get(outcome, "—")


def role_text(role: str) -> str:
    """The user's role in a deal ("Declarer"...)."""
    words = {
        "declarer": QCoreApplication.translate("StatisticsPanel", "Declarer"),
        "partner": QCoreApplication.translate("StatisticsPanel", "Partner"),
        "defender": QCoreApplication.translate("StatisticsPanel", "Defender"),
        "none": QCoreApplication.translate("StatisticsPanel", "No declarer"),
        "out": QCoreApplication.translate("StatisticsPanel", "Sat out"),
    }
    return words.get(role, role)


def grade_text(name: str) -> str:
    """A grade's name (``best`` ... ``blunder``) in the user's language."""
    words = {
        "best": QCoreApplication.translate("StatisticsPanel", "best"),
        "good": QCoreApplication.translate("StatisticsPanel", "good"),
        "inaccuracy": QCoreApplication.translate("StatisticsPanel", "inaccuracy"),
        "mistake": QCoreApplication.translate("StatisticsPanel", "mistake"),
        "blunder": QCoreApplication.translate("StatisticsPanel", "blunder"),
    }
    return words.get(name, name)


def iso_time(finished: float) -> str:
    """A stored time as ISO 8601 in the local time zone ("2026-11-26T14:05:09+01:00")."""
    return datetime.fromtimestamp(finished).astimezone().isoformat(timespec="seconds")


def score_list(
    store: HistoryStore, session: agg.SessionRow, mode: str
) -> tuple[list[ListLine], list[Message | None]]:
    """The score list of a stored session in ``mode``, and each deal's contract for people."""
    stored = agg.session_results(store.conn, session.id)
    deals = [(dealer, record.get("result") or {}) for _, dealer, record in stored]
    labels = [_contract_label(record) for _, _, record in stored]
    return spielliste(session.players, deals, mode), labels


def fill_score_list(
    table: QTableWidget, store: HistoryStore, session: agg.SessionRow, mode: str
) -> tuple[list[ListLine], list[Message | None]]:
    """Fill ``table`` with the score list of a stored Skat session: each deal's game and
    each seat's total (and what the deal added), the user's name in the current language;
    the list's lines and each deal's contract for people."""
    lines, labels = score_list(store, session, mode)
    seats = seat_labels(session.seats, session.user_seat)
    headers = [
        QCoreApplication.translate("StatisticsPanel", "Deal"),
        QCoreApplication.translate("StatisticsPanel", "Game"),
        *seats,
    ]
    table.clear()
    table.setColumnCount(len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.setRowCount(len(lines))
    for row, line in enumerate(lines):
        label = labels[row] if row < len(labels) else None
        said = message_text(label) if label is not None else thrown_in()
        if line.declarer is None:
            game = said
        else:
            who = seats[line.declarer] if line.declarer < len(seats) else str(line.declarer)
            verdict = (
                QCoreApplication.translate("StatisticsPanel", "won")
                if line.won
                else QCoreApplication.translate("StatisticsPanel", "lost")
            )
            game = f"{who}: {said} ({verdict})"
        cells = [formats.integer(line.number), game]
        for entry, total in zip(line.entries, line.totals, strict=True):
            said = formats.integer(total)
            cells.append(said if entry == 0 else f"{said} ({formats.integer(entry, signed=True)})")
        for column, text in enumerate(cells):
            table.setItem(row, column, QTableWidgetItem(text))
    fit_score_list(table)
    if table.property("fitsOnResize") is None:
        table.setProperty("fitsOnResize", True)
        table.viewport().installEventFilter(_FitOnResize(table))
    return lines, labels


def fit_score_list(table: QTableWidget) -> None:
    """Columns as wide as their texts; where they are wider than the table, the games'
    column wraps its text (the rows grow) instead of the list scrolling sideways."""
    table.setWordWrap(False)
    table.resizeColumnsToContents()
    table.resizeRowsToContents()
    width = table.viewport().width()
    bar = table.verticalScrollBar()
    if not bar.isVisible():
        width -= bar.sizeHint().width()
    excess = table.horizontalHeader().length() - width
    if excess <= 0 or table.columnCount() < 2:
        return
    metrics = table.fontMetrics()
    words = [
        metrics.horizontalAdvance(w)
        for item in (table.item(row, 1) for row in range(table.rowCount()))
        for w in (item.text() if item is not None else "").split()
    ]
    least = max(words, default=0) + 16
    table.setColumnWidth(1, max(least, table.columnWidth(1) - excess))
    table.setWordWrap(True)
    table.setItemDelegate(PhraseDelegate(table))
    table.resizeRowsToContents()


class _FitOnResize(QObject):
    """Fits a score list again when its table changes size."""

    def __init__(self, table: QTableWidget) -> None:
        super().__init__(table)
        self.table = table
        self._busy = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and not self._busy:
            self._busy = True
            try:
                fit_score_list(self.table)
            finally:
                self._busy = False
        return False


def _contract_label(record: object) -> Message | None:
    """A stored deal's contract as the engine names it (``None`` when none was played or the
    record cannot be read)."""
    try:
        return DealRecord.from_json(record).contract_label()
    except (StammtischError, ValueError, TypeError, KeyError):
        return None


__all__ = [
    "fill_score_list",
    "fit_score_list",
    "grade_text",
    "iso_time",
    "outcome_text",
    "role_text",
    "score_list",
    "thrown_in",
]
