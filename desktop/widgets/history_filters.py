"""The history's filters (game, period, opponents, table size), shared by the statistics
panel and the History view so that both narrow the deals the same way.

The game box offers each game the history holds and "All games"; it starts on
the game of the latest deal, since most figures (points, grades) mean something
only within one game.  The boxes sit in one row when there is room, else in two.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QWidget

from stammtisch.engine.history import aggregates as agg
from stammtisch.engine.history.facts import LEVEL_ORDER
from stammtisch.engine.history.store import HistoryStore

from ..catalog import game_class_named
from .labels import game_title, level_label
from .tab_order import label_for

DAY = 86400.0
PERIODS = (None, 7, 30, 365)
"""Days back from now (``None``: all time)."""
TABLE_SIZES = (None, 3, 4, 5)
ALL_GAMES = "*"
"""The game box's "All games" entry (``None`` is "not chosen yet": the latest game)."""


def game_name(name: str) -> str:
    """A stored game's title in the user's language (its name when no game knows it)."""
    cls = game_class_named(name)
    return game_title(cls) if cls else name


class FilterBar(QWidget):
    """Four boxes that make a :class:`~stammtisch.engine.history.aggregates.Filter`."""

    changed = Signal()
    """The user chose another filter (not sent by :meth:`set_filter`)."""

    def __init__(self, store: HistoryStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.now: Callable[[], float] = time.time
        self.game_box = QComboBox(self)
        self.game_box.setObjectName("statsGame")
        self.period_box = QComboBox(self)
        self.period_box.setObjectName("statsPeriod")
        self.level_box = QComboBox(self)
        self.level_box.setObjectName("statsLevel")
        self.size_box = QComboBox(self)
        self.size_box.setObjectName("statsTableSize")
        self.boxes = (self.game_box, self.period_box, self.level_box, self.size_box)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self._columns = 0
        self._place(4)
        self._filling = False
        self._labels: list[QLabel] = []
        for box in self.boxes:
            box.currentIndexChanged.connect(self._changed)

    # --- the boxes ---------------------------------------------------------------------

    def _place(self, columns: int) -> None:
        if columns == self._columns:
            return
        self._columns = columns
        for box in self.boxes:
            self.grid.removeWidget(box)
        for k, box in enumerate(self.boxes):
            self.grid.addWidget(box, k // columns, k % columns)
        for column in range(4):
            self.grid.setColumnStretch(column, 1 if column < columns else 0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        wanted = sum(box.sizeHint().width() for box in self.boxes) + 3 * self.grid.spacing()
        self._place(4 if event.size().width() >= wanted else 2)

    def retranslate(self) -> None:
        """Every box's words in the current language (the choices stay)."""
        self._filling = True
        self.fill_games()
        _fill(
            self.period_box,
            [
                (self.tr("All time"), None),
                (self.tr("Last 7 days"), 7),
                (self.tr("Last 30 days"), 30),
                (self.tr("Last 12 months"), 365),
            ],
        )
        _fill(
            self.level_box,
            [(self.tr("Any opponents"), None)]
            + [(self.tr("Opponents: %1").replace("%1", level_label(lv)), lv) for lv in LEVEL_ORDER],
        )
        _fill(
            self.size_box,
            [(self.tr("Any table"), None)]
            + [(self.tr("%n players", "", n), n) for n in TABLE_SIZES[1:]],
        )
        # no label shows beside the boxes: each gets one for a screen reader (Qt names a
        # box by its value, "All games")
        words = (self.tr("Game"), self.tr("Period"), self.tr("Opponents"), self.tr("Table size"))
        self._labels = [
            label_for(box, said, self._labels[k] if self._labels else None)
            for k, (box, said) in enumerate(zip(self.boxes, words, strict=True))
        ]
        self._filling = False

    def fill_games(self) -> None:
        """The games the history holds, and "All games"; the latest deal's game at first."""
        games = agg.games_stored(self.store.conn)
        items: list[tuple[str, object]] = [(game_name(g), g) for g in games]
        items.append((self.tr("All games"), ALL_GAMES))
        current = self.game_box.currentData()
        was = self._filling
        self._filling = True
        _fill(self.game_box, items, current if current is not None else self.latest_game())
        self._filling = was

    def latest_game(self) -> str:
        """The game of the newest deal (all games when there is none)."""
        row = self.store.conn.execute(
            "SELECT game FROM deals ORDER BY finished DESC, id DESC LIMIT 1"
        ).fetchone()
        return ALL_GAMES if row is None else str(row[0])

    # --- the filter -------------------------------------------------------------------

    def current_filter(self) -> agg.Filter:
        days = self.period_box.currentData()
        game = self.game_box.currentData()
        return agg.Filter(
            game=None if game in (None, ALL_GAMES) else str(game),
            since=None if days is None else self.now() - float(days) * DAY,
            opponent_level=self.level_box.currentData(),
            players=self.size_box.currentData(),
        )

    def set_filter(
        self,
        game: str | None = None,
        days: int | None = None,
        level: str | None = None,
        players: int | None = None,
    ) -> None:
        """Choose the filters as the boxes would (``game`` ``None``: all games); no signal."""
        self._filling = True
        for box, value in (
            (self.game_box, ALL_GAMES if game is None else game),
            (self.period_box, days),
            (self.level_box, level),
            (self.size_box, players),
        ):
            at = box.findData(value)
            box.setCurrentIndex(at if at >= 0 else 0)
        self._filling = False

    def take(self, other: FilterBar) -> None:
        """Choose what ``other`` shows (the History view opened from the statistics)."""
        f = other.current_filter()
        self.set_filter(f.game, other.period_box.currentData(), f.opponent_level, f.players)

    def words(self) -> str:
        """The filters for people, as an export's caption: "Skat · Last 30 days · …"."""
        return " · ".join(box.currentText() for box in self.boxes)

    def _changed(self) -> None:
        if not self._filling:
            self.changed.emit()


def _fill(box: QComboBox, items: list[tuple[str, object]], chosen: object = None) -> None:
    """Put ``items`` (text, data) in ``box``, keeping its choice (else ``chosen``, else the
    first); no signal."""
    current = box.currentData() if box.count() else chosen
    box.blockSignals(True)
    box.clear()
    for text, data in items:
        box.addItem(text, data)
    at = box.findData(current)
    if at < 0:
        at = box.findData(chosen)
    box.setCurrentIndex(at if at >= 0 else 0)
    box.blockSignals(False)


__all__ = ["ALL_GAMES", "DAY", "PERIODS", "TABLE_SIZES", "FilterBar", "game_name"]
