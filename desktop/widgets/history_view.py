"""The History view: every stored deal in a list, to open, review or practise.

Game → History… and the statistics panel's "History…" open it.  Each row is
one deal: when it finished, the game, the contract, the declarer, the user's
role, the result, the user's score and how the user's decisions were graded.
The statistics' filters narrow it (:class:`~.history_filters.FilterBar`); a
column's header, or the sort box, orders it.

:class:`HistoryModel` knows the ids of every deal the filters let through (one
query) and reads the rows as the view shows them, a block at a time; a
deal's contract is named by replaying its record, only for the rows on show.
So a history of 100,000 deals opens as fast as one of 100.

Open replays the deal trick by trick (:class:`~.deal_view.DealViewDialog`),
Review shows its graded review with the stored grades
(:func:`~.reviews.review_stored`), Practice its puzzles
(:class:`~.practice_view.PracticeWindow`), and Score list the Skat list of its
session.  Everything works from the keyboard: the list takes the arrows, Home
and End, Return opens the deal, and each button has its mnemonic.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from stammtisch.engine.errors import StammtischError
from stammtisch.engine.history import aggregates as agg
from stammtisch.engine.history.facts import row_outcome, user_outcome
from stammtisch.engine.history.store import HistoryStore
from stammtisch.engine.practice import PracticeStore

from .. import formats
from ..catalog import game_class_named
from ..geometry import fit_window
from ..grading import GradeRunner
from ..i18n import list_text
from ..messages import text as message_text
from ..names import seat_label, seat_labels
from ..practice import PuzzleMaker
from .deal_view import DealViewDialog, open_deal
from .history_filters import FilterBar, game_name
from .history_parts import fill_score_list, grade_text, outcome_text, role_text, thrown_in
from .practice_view import PracticeWindow
from .review_dialog import ReviewDialog
from .reviews import review_stored
from .tab_order import label_for, name_fields
from .wrapping import PhraseDelegate

_Index = QModelIndex | QPersistentModelIndex
BLOCK = 200
"""Rows read from the database at a time."""
LABELS_KEPT = 5000
"""Contracts named (each by replaying its record) kept for the rows shown again."""
COLUMNS = ("finished", "game", "contract", "declarer", "role", "result", "score", "grades")
"""The columns, each named by the order it sorts by (:data:`~stammtisch.engine.history.aggregates.DEAL_ORDERS`)."""


class HistoryModel(QAbstractTableModel):
    """The deals a filter lets through, in a chosen order, read as they are shown."""

    def __init__(self, store: HistoryStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.filter = agg.Filter()
        self.order = "finished"
        self.descending = True
        self.ids: list[int] = []
        self._rows: dict[int, agg.DealRow] = {}
        self._contracts: OrderedDict[int, tuple[str, str]] = OrderedDict()

    # --- what is listed --------------------------------------------------------------

    def reload(self, f: agg.Filter | None = None) -> None:
        """List the deals of ``f`` (else the same filter again: the history changed)."""
        self.beginResetModel()
        if f is not None:
            self.filter = f
        self.ids = agg.deal_ids(self.store.conn, self.filter, self.order, self.descending)
        self._rows.clear()
        self.endResetModel()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(COLUMNS):
            return
        self.order = COLUMNS[column]
        self.descending = order == Qt.SortOrder.DescendingOrder
        self.reload()

    def row(self, row: int) -> agg.DealRow | None:
        """The deal in ``row`` (its block is read when first asked for)."""
        if not 0 <= row < len(self.ids):
            return None
        deal_id = self.ids[row]
        found = self._rows.get(deal_id)
        if found is None:
            start = row - row % BLOCK
            for r in agg.deal_rows(self.store.conn, self.ids[start : start + BLOCK]):
                self._rows[r.id] = r
            found = self._rows.get(deal_id)
        return found

    def contract(self, row: agg.DealRow) -> str:
        """The deal's contract as the engine names it (its record replayed once)."""
        return self._read(row)[0]

    def outcome(self, row: agg.DealRow) -> str:
        """What the deal came to for the user's side (``won``, ``lost``, ``drawn``,
        ``thrown_in``, ``out``: :func:`~stammtisch.engine.history.facts.user_outcome` of
        the stored result)."""
        return self._read(row)[1]

    def _read(self, row: agg.DealRow) -> tuple[str, str]:
        """The contract for people and the user's outcome, from the deal's record (read and
        replayed once, kept for the rows shown again)."""
        said = self._contracts.get(row.id)
        if said is None:
            try:
                record = self.store.deal_record(row.id)
            except (StammtischError, ValueError):
                label, outcome = None, row_outcome(row.role, row.contract_kind, row.declarer_won)
            else:
                label = record.contract_label()
                outcome = user_outcome(
                    row.game, row.players, row.dealer, record.result or {}, row.user_seat
                )
            said = (message_text(label) if label is not None else thrown_in(), outcome)
            self._contracts[row.id] = said
            while len(self._contracts) > LABELS_KEPT:
                self._contracts.popitem(last=False)
        return said

    # --- the model interface ---------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self.ids)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return self.titles()[COLUMNS[section]] if 0 <= section < len(COLUMNS) else None

    def titles(self) -> dict[str, str]:
        return {
            "finished": self.tr("Date"),
            "game": self.tr("Game"),
            "contract": self.tr("Contract"),
            "declarer": self.tr("Declarer"),
            "role": self.tr("Your role"),
            "result": self.tr("Your result"),
            "score": self.tr("Your score"),
            "grades": self.tr("Your decisions"),
        }

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.row(index.row())
        if row is None:
            return None
        column = COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.cell(row, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == "grades" and row.grades:
                return list_text(
                    f"{grade_text(name)} {formats.integer(row.grades[name])}"
                    for name in agg.GRADE_NAMES
                    if row.grades.get(name)
                )
            return self.cell(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == "score":
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.UserRole:
            return row.id
        return None

    def cell(self, row: agg.DealRow, column: str) -> str:
        """What column ``column`` says of ``row``."""
        if column == "finished":
            return formats.when(row.finished)
        if column == "game":
            return game_name(row.game)
        if column == "contract":
            return self.contract(row)
        if column == "declarer":
            name = row.declarer_name
            return "—" if name is None else seat_label(name, row.declarer == row.user_seat)
        if column == "role":
            return role_text(row.role)
        if column == "result":
            return outcome_text(self.outcome(row))
        if column == "score":
            return formats.integer(row.score, signed=True)
        return self.grades_text(row.grades)

    def grades_text(self, grades: dict[str, int]) -> str:
        """The grades below "good" counted ("mistake 1, blunder 2"; the tooltip has all)."""
        if not grades:
            return self.tr("not graded yet")
        worse = [name for name in agg.GRADE_NAMES[2:] if grades.get(name)]
        if not worse:
            return self.tr("no mistakes")
        # the count kept on its grade's line (a no-break space) when the cell wraps
        return list_text(
            f"{grade_text(name)}\u00a0{formats.integer(grades[name])}" for name in worse
        )


class HistoryTable(QTableView):
    """The list of deals: Return opens the deal on the current row; Home and End go to the
    first and the last deal (a table view's own Home and End go along the row)."""

    opened = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentIndex().isValid():
            self.opened.emit()
            event.accept()
            return
        model = self.model()
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if key in (Qt.Key.Key_Home, Qt.Key.Key_End) and plain and model and model.rowCount():
            row = 0 if key == Qt.Key.Key_Home else model.rowCount() - 1
            column = max(0, self.currentIndex().column())
            self.setCurrentIndex(model.index(row, column))
            self.scrollTo(model.index(row, column))
            event.accept()
            return
        super().keyPressEvent(event)


class HistoryView(QDialog):
    """Every stored deal under the filters, with Open, Review, Practice and Score list."""

    playOn = Signal(object)
    """A review's "play on from here" (the position, a GameState)."""

    def __init__(
        self,
        store: HistoryStore,
        parent: QWidget | None = None,
        grader: GradeRunner | None = None,
        maker: PuzzleMaker | None = None,
        faces: str = "french",
        budget_ms: float = 200.0,
        work: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("historyView")
        self.store = store
        self.grader = grader
        self.maker = maker
        self.faces = faces
        self.budget_ms = budget_ms
        self.work = work
        self.deal_dialog: DealViewDialog | None = None
        self.review: ReviewDialog | None = None
        self.practice_window: PracticeWindow | None = None
        self.score_dialog: QDialog | None = None
        self.filters = FilterBar(store, self)
        self.filters.changed.connect(self.reload)
        self.model = HistoryModel(store, self)
        self.table = HistoryTable(self)
        self.table.setObjectName("historyTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)
        self.table.setWordWrap(False)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setResizeContentsPrecision(0)  # only the rows on show: no record replayed else
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        header.setSortIndicatorShown(True)
        header.setSectionsClickable(True)
        header.sortIndicatorChanged.connect(self._header_sorted)
        self.table.doubleClicked.connect(lambda _index: self.open_current())
        self.table.opened.connect(self.open_current)
        self.sort_box = QComboBox(self)
        self.sort_box.setObjectName("historySort")
        self.sort_box.activated.connect(lambda _i: self._sort_chosen())
        self.reverse_box = QCheckBox(self)
        self.reverse_box.setObjectName("historyReverse")
        self.reverse_box.toggled.connect(lambda _on: self._sort_chosen())
        self.sort_label = QLabel(self)
        self.sort_label.setBuddy(self.sort_box)
        self.count_label = QLabel(self)
        self.count_label.setObjectName("historyCount")
        self.open_button = QPushButton(self)
        self.open_button.setObjectName("historyOpen")
        self.open_button.clicked.connect(self.open_current)
        self.review_button = QPushButton(self)
        self.review_button.setObjectName("historyReview")
        self.review_button.clicked.connect(self.review_current)
        self.practice_button = QPushButton(self)
        self.practice_button.setObjectName("historyPractice")
        self.practice_button.clicked.connect(self.practise_current)
        self.list_button = QPushButton(self)
        self.list_button.setObjectName("historyScoreList")
        self.list_button.clicked.connect(self.score_list_current)
        buttons = QDialogButtonBox(self)
        for button in (
            self.open_button,
            self.review_button,
            self.practice_button,
            self.list_button,
        ):
            button.setAutoDefault(False)
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.close_button.setAutoDefault(False)
        buttons.rejected.connect(self.reject)
        sorting = QHBoxLayout()
        sorting.addWidget(self.count_label, 1)
        sorting.addWidget(self.sort_label)
        sorting.addWidget(self.sort_box)
        sorting.addWidget(self.reverse_box)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filters)
        layout.addLayout(sorting)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        # Tab goes as the eye does: the filters, the sort controls above the list, the list,
        # the buttons under it
        QWidget.setTabOrder(self.sort_box, self.reverse_box)
        QWidget.setTabOrder(self.reverse_box, self.table)
        self.model.modelReset.connect(self._listed)
        self.table.selectionModel().currentRowChanged.connect(lambda _now, _was: self._enable())
        self.retranslate()
        self._size()

    def _size(self) -> None:
        """1000 × 640, or what the screen has room for (kept between starts)."""
        fit_window(self, 1000, 640, key="history")

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("History"))
        self.filters.retranslate()
        self.open_button.setText(self.tr("&Open"))
        self.open_button.setToolTip(self.tr("The deal replayed trick by trick (Return)"))
        self.review_button.setText(self.tr("&Review"))
        self.review_button.setToolTip(self.tr("Your decisions in this deal, graded"))
        self.practice_button.setText(self.tr("&Practice"))
        self.practice_button.setToolTip(self.tr("The puzzles made from your mistakes in this deal"))
        self.list_button.setText(self.tr("Score &list"))
        self.list_button.setToolTip(self.tr("The score list of this deal's Skat session"))
        self.sort_label.setText(self.tr("&Sort by:"))
        self.reverse_box.setText(self.tr("Re&verse"))
        titles = self.model.titles()
        at = self.sort_box.currentIndex()
        self.sort_box.blockSignals(True)
        self.sort_box.clear()
        for key in COLUMNS:
            self.sort_box.addItem(titles[key], key)
        self.sort_box.setCurrentIndex(max(0, at))
        self.sort_box.blockSignals(False)
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)
        self.table.setAccessibleName(self.tr("Deals"))
        self.table.setAccessibleDescription(
            self.tr("One deal a row. Return opens it; Home and End go to the first and the last.")
        )
        name_fields(self)
        self._listed()

    # --- listing ----------------------------------------------------------------------

    def reload(self) -> None:
        """List the deals under the filters (again)."""
        self.model.reload(self.filters.current_filter())

    def _listed(self) -> None:
        count = self.model.rowCount()
        self.count_label.setText(self.tr("Deals: %1").replace("%1", formats.integer(count)))
        header = self.table.horizontalHeader()
        header.blockSignals(True)
        header.setSortIndicator(
            COLUMNS.index(self.model.order),
            Qt.SortOrder.DescendingOrder if self.model.descending else Qt.SortOrder.AscendingOrder,
        )
        header.blockSignals(False)
        if count and not self.table.currentIndex().isValid():
            self.table.setCurrentIndex(self.model.index(0, 0))
        self._fit_columns()
        self._enable()

    def _fit_columns(self) -> None:
        """Columns as wide as the rows on show need (a hidden table would measure every row,
        replaying every deal's record for its contract); where they are wider than the
        table, the contract, the result and the grades wrap onto two lines, every row two
        lines high (measured once for all rows, not row by row: the list may hold 100,000
        deals)."""
        table = self.table
        if not table.isVisible():
            return
        metrics = table.fontMetrics()
        titles = [str(self.model.headerData(c, Qt.Orientation.Horizontal) or "") for c in range(8)]
        # a line as high as the texts shown need (Japanese takes a taller fallback font)
        line = max(metrics.boundingRect(t).height() for t in [*titles, "Ag"])
        table.setWordWrap(False)
        table.verticalHeader().setDefaultSectionSize(line + 8)
        table.resizeColumnsToContents()
        header = table.horizontalHeader()
        bar = table.verticalScrollBar()
        width = table.viewport().width()
        if not bar.isVisible():  # room for the scroll bar that more rows bring
            width -= bar.sizeHint().width()
        excess = header.length() - width
        if excess <= 0:
            return
        wrapping = [COLUMNS.index(key) for key in ("contract", "result", "grades")]
        widths = {c: header.sectionSize(c) for c in wrapping}
        spare = {c: widths[c] - self._least_width(c) for c in wrapping}
        room = sum(spare.values())
        if room <= 0:
            return
        for c in wrapping:
            header.resizeSection(c, widths[c] - round(min(excess, room) * spare[c] / room))
        table.setWordWrap(True)
        table.setItemDelegate(PhraseDelegate(table))
        table.verticalHeader().setDefaultSectionSize(2 * line + 8)

    def _least_width(self, column: int) -> int:
        """The narrowest ``column`` may be with its texts on two lines: half its widest text
        on show, and never narrower than its widest word or its title."""
        metrics = self.table.fontMetrics()
        first = self.table.rowAt(0)
        last = self.table.rowAt(self.table.viewport().height() - 1)
        rows = range(max(first, 0), (last if last >= 0 else self.model.rowCount()) + 1)
        texts = [str(self.model.index(r, column).data() or "") for r in rows]
        widest = max((metrics.horizontalAdvance(t) for t in texts), default=0)
        word = max(
            (metrics.horizontalAdvance(w) for t in texts for w in t.split()),
            default=0,
        )
        title = (
            self.table.horizontalHeader()
            .fontMetrics()
            .horizontalAdvance(str(self.model.headerData(column, Qt.Orientation.Horizontal) or ""))
        )
        return max(widest // 2 + widest // 8, word, title) + 16

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_columns()

    def _header_sorted(self, column: int, order: Qt.SortOrder) -> None:
        self.model.sort(column, order)
        self.sort_box.setCurrentIndex(column)
        self.reverse_box.blockSignals(True)
        self.reverse_box.setChecked(order == Qt.SortOrder.AscendingOrder)
        self.reverse_box.blockSignals(False)

    def _sort_chosen(self) -> None:
        """The sort box: newest, highest, worst first unless reversed."""
        column = max(0, self.sort_box.currentIndex())
        reverse = self.reverse_box.isChecked()
        self.model.sort(
            column, Qt.SortOrder.AscendingOrder if reverse else Qt.SortOrder.DescendingOrder
        )

    def sort_by(self, key: str, descending: bool = True) -> None:
        """Order the list by column ``key`` (as the sort box would)."""
        self.sort_box.setCurrentIndex(COLUMNS.index(key))
        self.reverse_box.blockSignals(True)
        self.reverse_box.setChecked(not descending)
        self.reverse_box.blockSignals(False)
        self._sort_chosen()

    def current(self) -> agg.DealRow | None:
        """The deal on the current row."""
        return self.model.row(self.table.currentIndex().row())

    def select(self, deal_id: int) -> bool:
        """Make ``deal_id`` the current row (``False``: the filters leave it out)."""
        try:
            row = self.model.ids.index(deal_id)
        except ValueError:
            return False
        self.table.setCurrentIndex(self.model.index(row, 0))
        self.table.scrollTo(self.model.index(row, 0))
        return True

    def _enable(self) -> None:
        row = self.current()
        for button in (self.open_button, self.review_button, self.practice_button):
            button.setEnabled(row is not None)
        if row is not None:
            self.review_button.setEnabled(row.role != "out")
            self.practice_button.setEnabled(
                bool(row.grades.get("mistake") or row.grades.get("blunder"))
            )
        cls = None if row is None else game_class_named(row.game)
        self.list_button.setEnabled(bool(cls is not None and cls.SCORE_LIST))

    # --- what a deal opens ------------------------------------------------------------

    def _failed(self, detail: str) -> None:
        QMessageBox.warning(
            self, self.tr("History"), self.tr("This deal cannot be shown: %1").replace("%1", detail)
        )

    def open_current(self) -> DealViewDialog | None:
        """Open: the deal replayed trick by trick."""
        row = self.current()
        if row is None:
            return None
        try:
            record = self.store.deal_record(row.id)
        except (StammtischError, ValueError) as exc:
            self._failed(str(exc))
            return None
        names = seat_labels(row.seats, row.user_seat) or [str(i + 1) for i in range(row.players)]
        dialog = open_deal(record, names, self, row.user_seat, self.faces)
        if dialog is None:
            self._failed(self.tr("its moves no longer replay"))
        self.deal_dialog = dialog
        return dialog

    def review_current(self) -> ReviewDialog | None:
        """Review: the graded review, with the grades stored for the deal."""
        row = self.current()
        if row is None or row.role == "out":
            return None
        if self.review is not None:
            self.review.done(0)
        try:
            dialog = review_stored(self.store, row.id, self, self.budget_ms, self.work, self.grader)
        except (StammtischError, ValueError) as exc:
            self._failed(str(exc))
            return None
        dialog.playOn.connect(self.playOn)
        dialog.finished.connect(lambda _r: self.reload_grades())
        self.review = dialog
        return dialog

    def reload_grades(self) -> None:
        """Grades were stored meanwhile: show them (the rows are read again)."""
        at = self.table.currentIndex()
        self.model._rows.clear()
        self.model.dataChanged.emit(
            self.model.index(0, 0),
            self.model.index(max(0, self.model.rowCount() - 1), len(COLUMNS) - 1),
        )
        self.table.setCurrentIndex(at)
        self._enable()

    def practise_current(self) -> PracticeWindow | None:
        """Practice: the puzzles made from the user's mistakes and blunders in the deal."""
        row = self.current()
        if row is None:
            return None
        if self.practice_window is not None:
            self.practice_window.close()
        window = PracticeWindow(
            PracticeStore(self.store), self.maker, self.faces, self, deal_id=row.id
        )
        window.show()
        self.practice_window = window
        return window

    def score_list_current(self) -> QDialog | None:
        """Score list: the Skat list of the deal's session, whichever session it was."""
        row = self.current()
        if row is None:
            return None
        found = agg.sessions(self.store.conn, agg.Filter(session=row.session_id))
        if not found:
            return None
        dialog = ScoreListDialog(self.store, found[0], self)
        dialog.show()
        self.score_dialog = dialog
        return dialog

    def done(self, result: int) -> None:
        for child in (self.review, self.practice_window):
            if child is not None:
                child.close()
        super().done(result)


class ScoreListDialog(QDialog):
    """The Skat list of one stored session, in each of its modes."""

    def __init__(
        self, store: HistoryStore, session: agg.SessionRow, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("scoreListDialog")
        self.store = store
        self.session = session
        self.mode_box = QComboBox(self)
        self.mode_box.setObjectName("scoreListMode")
        for text, mode in (
            (QCoreApplication.translate("StatisticsPanel", "Normal"), "normal"),
            (QCoreApplication.translate("StatisticsPanel", "Seeger-Fabian"), "seeger"),
            (QCoreApplication.translate("StatisticsPanel", "Bierlachs"), "bierlachs"),
        ):
            self.mode_box.addItem(text, mode)
        self.mode_box.currentIndexChanged.connect(lambda _i: self.fill())
        label_for(
            self.mode_box, QCoreApplication.translate("StatisticsPanel", "How the list is kept")
        )
        self.table = QTableWidget(self)
        self.table.setObjectName("scoreList")
        self.table.setAccessibleName(QCoreApplication.translate("StatisticsPanel", "Score list"))
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)
        self.table.verticalHeader().setVisible(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.mode_box)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.setWindowTitle(
            self.tr("Score list of the session of %1").replace("%1", formats.when(session.first))
        )
        self.fill()
        width = self.table.horizontalHeader().length() + 48
        fit_window(self, max(480, width), 520)

    def fill(self) -> None:
        fill_score_list(self.table, self.store, self.session, str(self.mode_box.currentData()))


__all__ = ["COLUMNS", "HistoryModel", "HistoryView", "ScoreListDialog"]
