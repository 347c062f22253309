"""Item models over engine sessions, for Qt views (tested without widgets).

:class:`ScoreSheetModel` is the score sheet: one row per booked deal (its
game and declarer, each seat's score) and a last row with the totals.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from stammtisch.engine.messages import Message
from stammtisch.engine.records import DealRecord
from stammtisch.engine.session import Session

from . import formats
from .messages import text as message_text
from .names import seat_label

_Index = QModelIndex | QPersistentModelIndex


class ScoreSheetModel(QAbstractTableModel):
    """Deals down, seats across; the last row holds the totals."""

    GAME_COLUMN = 0

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session: Session | None = None
        self.user_seat = 0
        """The user's seat (their name shows in the current language)."""
        self._rows: list[tuple[str, list[int]]] = []
        self._totals: list[int] = []
        self._labels: dict[int, tuple[DealRecord, Message | None]] = {}
        """Each booked deal's contract for people, found by replaying its record once."""

    def set_session(self, session: Session | None) -> None:
        """Show ``session`` (call again after each booked deal)."""
        self.beginResetModel()
        self._session = session
        self._rows = []
        self._totals = []
        if session is not None:
            seats = session.game.num_players
            for record, scores in zip(session.deals, session.deal_scores(), strict=True):
                row = list(scores[:seats]) + [0] * (seats - len(scores))
                label = self._contract_label(session, record)
                self._rows.append((self._describe(session, record.result or {}, label), row))
            self._totals = [sum(row[seat] for _, row in self._rows) for seat in range(seats)]
        self.endResetModel()

    def refresh(self) -> None:
        self.set_session(self._session)

    def _contract_label(self, session: Session, record: DealRecord) -> Message | None:
        """The deal's contract as the engine names it (:meth:`DealRecord.contract_label`),
        once per record."""
        known = self._labels.get(id(record))
        if known is not None and known[0] is record:
            return known[1]
        label = record.contract_label(session.game)
        self._labels[id(record)] = (record, label)
        return label

    def _describe(self, session: Session, result: Mapping[str, Any], label: Message | None) -> str:
        declarer = result.get("declarer")
        if label is None:
            return self.tr("thrown in")
        text = message_text(label)
        if isinstance(declarer, int) and 0 <= declarer < len(session.seats):
            text += " — " + seat_label(session.seats[declarer], declarer == self.user_seat)
        return text

    # --- the model interface ---------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        if parent.isValid() or self._session is None:
            return 0
        return len(self._rows) + 1

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._session is None:
            return 0
        return 1 + self._session.game.num_players

    def is_total_row(self, row: int) -> bool:
        return row == len(self._rows)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self._session is None:
            return None
        row, column = index.row(), index.column()
        total = self.is_total_row(row)
        if role == Qt.ItemDataRole.ToolTipRole and column == self.GAME_COLUMN and not total:
            return self._rows[row][0]
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.GAME_COLUMN:
                return self.tr("Total") if total else self._rows[row][0]
            value = self._totals[column - 1] if total else self._rows[row][1][column - 1]
            return formats.integer(value)
        if role == Qt.ItemDataRole.EditRole and column != self.GAME_COLUMN:
            return self._totals[column - 1] if total else self._rows[row][1][column - 1]
        if role == Qt.ItemDataRole.TextAlignmentRole and column != self.GAME_COLUMN:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and total:
            font = QFont()
            font.setBold(True)
            return font
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if (
            role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
            or self._session is None
        ):
            return None
        if orientation == Qt.Orientation.Horizontal:
            if section == self.GAME_COLUMN:
                return self.tr("Game")
            return seat_label(self._session.seats[section - 1], section - 1 == self.user_seat)
        return "" if self.is_total_row(section) else str(section + 1)


__all__ = ["ScoreSheetModel"]
