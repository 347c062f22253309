"""The statistics panel: charts of the history under filters, with export.

Game → Statistics shows it in a dock.  The filters (game, period, opponent
strength, table size) narrow every chart; only the chart on show is redrawn
when a filter changes, the others when they are next shown.  Hovering a
point shows what it stands for; clicking a point of a deal opens that deal
read only (:class:`~.deal_view.DealViewDialog`).  Each chart exports as PNG
or SVG, and its data as CSV.
"""

from __future__ import annotations

import csv
import dataclasses
import io
import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QDateTime, QEvent, QLocale, QTimer, Signal
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from stammtisch.engine.errors import StammtischError
from stammtisch.engine.history import aggregates as agg
from stammtisch.engine.history.facts import LEVEL_ORDER, kind_message
from stammtisch.engine.history.rating import rating_history
from stammtisch.engine.history.spielliste import spielliste
from stammtisch.engine.history.store import HistoryStore
from stammtisch.engine.messages import Message, NumberArg
from stammtisch.engine.records import DealRecord
from stammtisch.engine.rule_words import title
from stammtisch.engine.storage import atomic_write_text

from ..catalog import game_class_named, game_classes
from ..i18n import list_text
from ..messages import number_text
from ..messages import text as message_text
from .chart import SECOND, Chart
from .deal_view import open_deal
from .labels import level_label

DAY = 86400.0
WARM_ROWS = 10_000
"""Grade rows summed per step while the panel is idle (some 50 ms on a slow machine)."""
WARM_INTERVAL_MS = 30
WARM_DELAY_MS = 250
"""The first step waits until the panel has been drawn and shown."""
PERIODS = (None, 7, 30, 365)
"""Days back from now (``None``: all time)."""
TABLE_SIZES = (None, 3, 4, 5)
CHARTS = (
    "total",
    "session",
    "roles",
    "contracts",
    "wins",
    "points",
    "bidding",
    "grades",
    "rating",
    "luck",
    "list",
)


@dataclass
class Page:
    """What a tab shows: its chart (or the score list table) and its data as rows."""

    key: str
    widget: QWidget
    caption: QLabel
    chart: Chart | None
    header: list[str]
    rows: list[list[object]]
    dirty: bool = True
    full: Callable[[], list[list[object]]] | None = None
    """Every row for the CSV when the chart shows a thinned series."""


class StatisticsPanel(QWidget):
    """Filters above, one tab per chart, export buttons below."""

    dealOpened = Signal(int)
    """A deal was opened from a chart (its id)."""

    def __init__(self, store: HistoryStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsPanel")
        self.store = store
        self.now: Callable[[], float] = time.time
        self.last_redraw_ms = 0.0
        self.deal_dialog: QWidget | None = None
        self.game_box = QComboBox(self)
        self.game_box.setObjectName("statsGame")
        self.period_box = QComboBox(self)
        self.period_box.setObjectName("statsPeriod")
        self.level_box = QComboBox(self)
        self.level_box.setObjectName("statsLevel")
        self.size_box = QComboBox(self)
        self.size_box.setObjectName("statsTableSize")
        self.mode_box = QComboBox(self)
        self.mode_box.setObjectName("statsListMode")
        filters = QHBoxLayout()
        for box in (self.game_box, self.period_box, self.level_box, self.size_box):
            filters.addWidget(box)
            box.currentIndexChanged.connect(self._filter_changed)
        filters.addStretch(1)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("statsTabs")
        self.tabs.setUsesScrollButtons(True)
        self.pages: dict[str, Page] = {}
        for key in CHARTS:
            self._add_page(key)
        self.tabs.currentChanged.connect(lambda _i: self._draw_current())
        self.mode_box.currentIndexChanged.connect(lambda _i: self._mark_dirty(("list",)))
        self.export_chart_button = QPushButton(self)
        self.export_chart_button.setObjectName("exportChart")
        self.export_chart_button.clicked.connect(self._ask_export_chart)
        self.export_data_button = QPushButton(self)
        self.export_data_button.setObjectName("exportData")
        self.export_data_button.clicked.connect(self._ask_export_data)
        self.count_label = QLabel(self)
        self.count_label.setObjectName("statsCount")
        buttons = QHBoxLayout()
        buttons.addWidget(self.count_label, 1)
        buttons.addWidget(self.export_chart_button)
        buttons.addWidget(self.export_data_button)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(buttons)
        self._filling = False
        self._stale_texts = False
        self._sums_ready = False
        self._warm = QTimer(self)
        self._warm.setSingleShot(True)
        self._warm.timeout.connect(self._warm_up)
        self.retranslate()

    def _add_page(self, key: str) -> None:
        holder = QWidget(self.tabs)
        box = QVBoxLayout(holder)
        box.setContentsMargins(4, 4, 4, 4)
        caption = QLabel(holder)
        caption.setObjectName(f"caption_{key}")
        caption.setWordWrap(True)
        box.addWidget(caption)
        if key == "list":
            box.addWidget(self.mode_box)
            table = QTableWidget(holder)
            table.setObjectName("scoreList")
            table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
            table.verticalHeader().setVisible(False)
            box.addWidget(table, 1)
        self.tabs.addTab(holder, "")
        self.pages[key] = Page(key, holder, caption, None, [], [])

    def chart(self, key: str) -> Chart:
        """The chart of tab ``key``, made the first time it is drawn (plots are slow to make)."""
        page = self.pages[key]
        if page.chart is None:
            chart = Chart(page.widget)
            chart.setObjectName(f"chart_{key}")
            chart.dealClicked.connect(self.open_deal)
            layout = page.widget.layout()
            assert layout is not None
            layout.addWidget(chart)
            page.chart = chart
        return page.chart

    # --- texts -------------------------------------------------------------------

    def tab_titles(self) -> dict[str, str]:
        return {
            "total": self.tr("Running total"),
            "session": self.tr("This session"),
            "roles": self.tr("By role"),
            "contracts": self.tr("By contract"),
            "wins": self.tr("Declarer wins"),
            "points": self.tr("Card points"),
            "bidding": self.tr("Bidding"),
            "grades": self.tr("Grades"),
            "rating": self.tr("Skill rating"),
            "luck": self.tr("Luck"),
            "list": self.tr("Score list"),
        }

    def role_label(self, role: str) -> str:
        return {
            "declarer": self.tr("Declarer"),
            "partner": self.tr("Partner"),
            "defender": self.tr("Defender"),
            "none": self.tr("No declarer"),
            "out": self.tr("Sat out"),
        }.get(role, role)

    def kind_label(self, kind: str) -> str:
        known = {
            "clubs": self.tr("Clubs"),
            "spades": self.tr("Spades"),
            "hearts": self.tr("Hearts"),
            "diamonds": self.tr("Diamonds"),
            "grand": self.tr("Grand"),
            "null": self.tr("Null"),
            "passed": self.tr("Passed"),
        }
        said = kind_message(kind)
        return known.get(kind) or (message_text(said) if said is not None else kind)

    def retranslate(self) -> None:
        self._filling = True
        for i, key in enumerate(CHARTS):
            self.tabs.setTabText(i, self.tab_titles()[key])
        self._fill(self.game_box, self._game_items())
        self._fill(
            self.period_box,
            [
                (self.tr("All time"), None),
                (self.tr("Last 7 days"), 7),
                (self.tr("Last 30 days"), 30),
                (self.tr("Last 12 months"), 365),
            ],
        )
        self._fill(
            self.level_box,
            [(self.tr("Any opponents"), None)]
            + [(self.tr("Opponents: %1").replace("%1", level_label(lv)), lv) for lv in LEVEL_ORDER],
        )
        self._fill(
            self.size_box,
            [(self.tr("Any table"), None)]
            + [(self.tr("%n players", "", n), n) for n in TABLE_SIZES[1:]],
        )
        self._fill(
            self.mode_box,
            [
                (self.tr("Normal"), "normal"),
                (self.tr("Seeger-Fabian"), "seeger"),
                (self.tr("Bierlachs"), "bierlachs"),
            ],
        )
        self.export_chart_button.setText(self.tr("Export chart…"))
        self.export_data_button.setText(self.tr("Export data…"))
        self._filling = False
        self.refresh()

    def _game_items(self) -> list[tuple[str, object]]:
        items: list[tuple[str, object]] = [(self.tr("All games"), None)]
        for name in agg.games_stored(self.store.conn):
            cls = game_class_named(name)
            items.append((message_text(title(cls)) if cls else name, name))
        return items

    def _fill(self, box: QComboBox, items: list[tuple[str, object]]) -> None:
        current = box.currentData()
        box.blockSignals(True)
        box.clear()
        for text, data in items:
            box.addItem(text, data)
        at = box.findData(current)
        box.setCurrentIndex(at if at >= 0 else 0)
        box.blockSignals(False)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            if self.isVisible():
                self.retranslate()
            else:
                self._stale_texts = True  # a hidden panel catches up when shown
        super().changeEvent(event)

    # --- filters ----------------------------------------------------------------------

    def current_filter(self) -> agg.Filter:
        days = self.period_box.currentData()
        return agg.Filter(
            game=self.game_box.currentData(),
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
        """Choose the filters (as the boxes would); redraws once."""
        self._filling = True
        for box, value in (
            (self.game_box, game),
            (self.period_box, days),
            (self.level_box, level),
            (self.size_box, players),
        ):
            at = box.findData(value)
            box.setCurrentIndex(at if at >= 0 else 0)
        self._filling = False
        self._filter_changed()

    def _filter_changed(self) -> None:
        if not self._filling:
            self._mark_dirty(CHARTS)

    def _mark_dirty(self, keys: tuple[str, ...]) -> None:
        for key in keys:
            self.pages[key].dirty = True
        if self.isVisible():
            self._draw_current()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale_texts:
            self._stale_texts = False
            self.retranslate()
        self._draw_current()
        if not self._sums_ready:
            self._warm.start(WARM_DELAY_MS)

    def hideEvent(self, event: QHideEvent) -> None:
        self._warm.stop()
        super().hideEvent(event)

    def _warm_up(self) -> None:
        """While idle, sum the grades per deal a little at a time (see
        :func:`~stammtisch.engine.history.aggregates.catch_up_grades`), so that the
        Grades tab of a long history opens at once."""
        self._sums_ready = agg.catch_up_grades(self.store.conn, WARM_ROWS)
        if not self._sums_ready:
            self._warm.start(WARM_INTERVAL_MS)

    def refresh(self) -> None:
        """The history changed (a deal was stored): redraw."""
        if self._filling:
            return
        self._filling = True
        self._fill(self.game_box, self._game_items())
        self._filling = False
        self._mark_dirty(CHARTS)

    def refresh_grades(self) -> None:
        """The background graded more decisions: redraw the grades chart."""
        self._mark_dirty(("grades",))

    def refresh_luck(self) -> None:
        """The background added luck figures: redraw the luck chart."""
        self._mark_dirty(("luck",))

    def current_key(self) -> str:
        return CHARTS[self.tabs.currentIndex()]

    def _draw_current(self) -> None:
        page = self.pages[self.current_key()]
        if not page.dirty:
            return
        started = time.perf_counter()
        f = self.current_filter()
        count = agg.deal_count(self.store.conn, f)
        self.count_label.setText(self.tr("Deals: %1").replace("%1", str(count)))
        if page.key != "list":
            self.chart(page.key).clear()
        page.header, page.rows, page.full = [], [], None
        getattr(self, f"_draw_{page.key}")(page, f)
        page.dirty = False
        self.last_redraw_ms = (time.perf_counter() - started) * 1000

    # --- the charts ---------------------------------------------------------------------

    def _when(self, finished: float) -> str:
        moment = QDateTime.fromSecsSinceEpoch(int(finished))
        return QLocale().toString(moment, QLocale.FormatType.ShortFormat)

    def _empty(self, page: Page, rows: object) -> bool:
        if rows:
            return False
        page.caption.setText(self.tr("No deals match the filters."))
        return True

    def _draw_total(self, page: Page, f: agg.Filter) -> None:
        rows = agg.running_total_sampled(self.store.conn, f)
        if self._empty(page, rows):
            return
        assert page.chart is not None  # made by _draw_current
        ids = [r[0] for r in rows]
        totals = [r[3] for r in rows]

        def tip(i: int) -> str:
            return (
                self.tr("Deal %1, %2\nRunning total: %3")
                .replace("%1", str(rows[i][1]))
                .replace("%2", self._when(rows[i][2]))
                .replace("%3", str(totals[i]))
            )

        page.chart.line([r[1] for r in rows], totals, tip, ids)
        page.chart.set_labels(self.tr("Deals"), self.tr("Points"))
        page.caption.setText(
            self.tr(
                "Your running total across sessions: %1 after %n deals. Click a point to open its deal.",
                "",
                rows[-1][1],
            ).replace("%1", str(totals[-1]))
        )
        page.header = ["deal_id", "finished", "running_total"]
        page.rows = [[r[0], r[2], r[3]] for r in rows]
        page.full = lambda: [list(r) for r in agg.running_total(self.store.conn, f)]

    def _draw_session(self, page: Page, f: agg.Filter) -> None:
        session = agg.latest_session(self.store.conn, f)
        rows = [] if session is None else agg.session_running_total(self.store.conn, session)
        if self._empty(page, rows):
            return
        assert page.chart is not None  # made by _draw_current
        totals = [r[2] for r in rows]

        def tip(i: int) -> str:
            return (
                self.tr("Deal %1 of the session\nRunning total: %2")
                .replace("%1", str(rows[i][1] + 1))
                .replace("%2", str(totals[i]))
            )

        page.chart.line([r[1] + 1 for r in rows], totals, tip, [r[0] for r in rows])
        page.chart.set_labels(self.tr("Deal of the session"), self.tr("Points"))
        page.caption.setText(
            self.tr("The latest session: %1 after %n deals.", "", len(rows)).replace(
                "%1", str(totals[-1])
            )
        )
        page.header = ["deal_id", "number", "running_total"]
        page.rows = [list(r) for r in rows]

    def _bars(
        self, page: Page, rows: list[tuple[str, int, int]], label: Callable[[str], str]
    ) -> None:
        assert page.chart is not None  # made by _draw_current
        means = [total / n for _, n, total in rows]

        def tip(i: int) -> str:
            name, n, total = rows[i]
            return (
                self.tr("%1: %n deals, in all %2, a deal %3", "", n)
                .replace("%1", label(name))
                .replace("%2", str(total))
                .replace("%3", number_text(NumberArg(means[i], 1, signed=True)))
            )

        page.chart.bar_chart([label(r[0]) for r in rows], means, tip)
        page.chart.set_labels("", self.tr("Points a deal"))

    def _draw_roles(self, page: Page, f: agg.Filter) -> None:
        rows = agg.results_by_role(self.store.conn, f)
        if self._empty(page, rows):
            return
        self._bars(page, rows, self.role_label)
        page.caption.setText(self.tr("Your average score a deal in each role."))
        page.header = ["role", "deals", "total"]
        page.rows = [list(r) for r in rows]

    def _draw_contracts(self, page: Page, f: agg.Filter) -> None:
        rows = agg.results_by_contract(self.store.conn, f)
        if self._empty(page, rows):
            return
        self._bars(page, rows, self.kind_label)
        page.caption.setText(self.tr("Your average score a deal by the contract played."))
        page.header = ["contract", "deals", "total"]
        page.rows = [list(r) for r in rows]

    def _draw_wins(self, page: Page, f: agg.Filter) -> None:
        rows = agg.declarer_win_rate(self.store.conn, f)
        if self._empty(page, rows):
            return
        assert page.chart is not None  # made by _draw_current
        rates = [100.0 * won / n for _, won, n in rows]

        def tip(i: int) -> str:
            kind, won, n = rows[i]
            return (
                self.tr("%1: won %2 of %3 (%4%)")
                .replace("%1", self.kind_label(kind))
                .replace("%2", str(won))
                .replace("%3", str(n))
                .replace("%4", f"{rates[i]:.0f}")
            )

        labels = [f"{self.kind_label(k)} ({n})" for k, _, n in rows]
        page.chart.bar_chart(labels, rates, tip)
        page.chart.plot.setYRange(0, 100)
        page.chart.set_labels("", self.tr("Won (%)"))
        page.caption.setText(
            self.tr(
                "How often you won as declarer, by contract (in brackets: the games it rests on)."
            )
        )
        page.header = ["contract", "won", "games"]
        page.rows = [list(r) for r in rows]

    def _draw_points(self, page: Page, f: agg.Filter) -> None:
        rows = agg.card_point_histogram(self.store.conn, f, 10)
        if self._empty(page, rows):
            return
        assert page.chart is not None  # made by _draw_current
        total = sum(n for _, n in rows)

        def tip(i: int) -> str:
            low, n = rows[i]
            return (
                self.tr("%1–%2 card points: %n deals", "", n)
                .replace("%1", str(low))
                .replace("%2", str(low + 9))
            )

        page.chart.bar_width = 0.9
        page.chart.bar_chart([str(low) for low, _ in rows], [n for _, n in rows], tip)
        page.chart.set_labels(self.tr("Card points of your side"), self.tr("Deals"))
        page.caption.setText(
            self.tr("How many card points your side took, over %n deals.", "", total)
        )
        page.header = ["card_points_from", "deals"]
        page.rows = [list(r) for r in rows]

    def _draw_bidding(self, page: Page, f: agg.Filter) -> None:
        result = agg.bidding(self.store.conn, f)
        if not result.points:
            page.caption.setText(
                self.tr("No bids to show: you have not declared a Skat game under these filters.")
            )
            return
        assert page.chart is not None  # made by _draw_current
        points = result.points

        def tip(i: int) -> str:
            bid, value, n, _ = points[i]
            return (
                self.tr("Bid %1, game worth %2: %n games", "", n)
                .replace("%1", str(bid))
                .replace("%2", str(value))
            )

        bids = [p[0] for p in points]
        values = [p[1] for p in points]
        top = max(max(bids), max(values)) + 10
        page.chart.guide([0, top], [0, top])
        page.chart.scatter(bids, values, tip, [p[3] for p in points])
        page.chart.set_labels(self.tr("Value bid"), self.tr("Value of the game"))
        page.caption.setText(
            self.tr(
                "Overbid: %1 of %n games (%2%). Below the dashed line the game fell short of the bid.",
                "",
                result.games,
            )
            .replace("%1", str(result.overbid))
            .replace("%2", f"{100 * result.rate:.0f}")
        )
        page.header = ["bid", "game_value", "games", "latest_deal_id"]
        page.rows = [list(p) for p in points]

    def grade_label(self, name: str) -> str:
        return {
            "best": self.tr("best"),
            "good": self.tr("good"),
            "inaccuracy": self.tr("inaccuracy"),
            "mistake": self.tr("mistake"),
            "blunder": self.tr("blunder"),
        }.get(name, name)

    def _draw_grades(self, page: Page, f: agg.Filter) -> None:
        result = agg.grades(self.store.conn, f)
        points = result.points
        if not points:
            page.caption.setText(
                self.tr(
                    "No graded decisions yet: the coach grades your decisions in the background after each deal."
                )
            )
            return
        assert page.chart is not None  # made by _draw_current

        def tip(i: int) -> str:
            _, place, finished, loss, n = points[i]
            first = points[i - 1][1] + 1 if i else 1
            deals = str(place) if first == place else f"{first}–{place}"
            return (
                self.tr("Graded deals %1 (to %2): %n decisions; lost a decision: %3", "", n)
                .replace("%1", deals)
                .replace("%2", self._when(finished))
                .replace("%3", f"{loss:.2f}")
            )

        page.chart.line([p[1] for p in points], [p[3] for p in points], tip, [p[0] for p in points])
        page.chart.set_labels(self.tr("Graded deals"), self.tr("Points lost a decision"))
        shares = list_text(
            f"{self.grade_label(name)} {100 * n / result.decisions:.0f}%"
            for name, n in result.counts.items()
            if n
        )
        caption = (
            self.tr(
                "What your decisions gave up against the best choice, in points a decision (lower is better): %1 over %n decisions. Deals graded: %2. %3",
                "",
                result.decisions,
            )
            .replace("%1", f"{result.mean_loss:.2f}")
            .replace("%2", str(result.deals))
            .replace("%3", shares)
        )
        if f.game is None and len(agg.games_stored(self.store.conn)) > 1:
            caption += " " + self.tr("Choose a game: each game counts points on its own scale.")
        page.caption.setText(caption)
        page.header = ["deal_id", "graded_deals", "finished", "points_lost", "decisions"]
        page.rows = [list(p) for p in points]
        page.full = lambda: [
            [deal_id, place, finished, loss, n]
            for place, (deal_id, finished, loss, n) in enumerate(
                agg.grades_over_time(self.store.conn, f), 1
            )
        ]

    def _draw_rating(self, page: Page, f: agg.Filter) -> None:
        rows = rating_history(self.store.conn, f)
        if not rows:
            page.caption.setText(self.tr("No deals against computer opponents to rate."))
            return
        assert page.chart is not None  # made by _draw_current
        xs = list(range(1, len(rows) + 1))
        page.chart.band(xs, [r.low for _, _, r in rows], [r.high for _, _, r in rows])

        def tip(i: int) -> str:
            r = rows[i][2]
            return (
                self.tr("After session %1: %2 ± %3")
                .replace("%1", str(i + 1))
                .replace("%2", f"{r.rating:.0f}")
                .replace("%3", f"{2 * r.deviation:.0f}")
            )

        page.chart.line(xs, [r.rating for _, _, r in rows], tip)
        page.chart.set_labels(self.tr("Sessions"), self.tr("Rating"))
        last = rows[-1][2]
        caption = self.tr(
            "Your rating: %1 ± %2 (Glicko-2; computer ratings: Beginner 1300, Standard 1550, Strong 1800)."
        )
        if f.game is None:
            caption += " " + self.tr("Choose a game: a rating is kept per game.")
        page.caption.setText(
            caption.replace("%1", f"{last.rating:.0f}").replace("%2", f"{2 * last.deviation:.0f}")
        )
        page.header = ["session_id", "deals", "rating", "deviation"]
        page.rows = [[s, n, round(r.rating, 1), round(r.deviation, 1)] for s, n, r in rows]

    def _draw_luck(self, page: Page, f: agg.Filter) -> None:
        rows = agg.luck_running(self.store.conn, f)
        if not rows:
            page.caption.setText(
                self.tr(
                    "The computer has not replayed any of these deals yet; it does so in the background."
                )
            )
            return
        assert page.chart is not None  # made by _draw_current
        xs = [r[1] for r in rows]

        def tip(i: int) -> str:
            return (
                self.tr("After %n deals: you %1, the Strong computer %2", "", rows[i][1])
                .replace("%1", f"{rows[i][2]:+.0f}")
                .replace("%2", f"{rows[i][3]:+.0f}")
            )

        page.chart.line(xs, [r[3] for r in rows], lambda _i: "", None, SECOND)
        page.chart.line(xs, [r[2] for r in rows], tip, [r[0] for r in rows])
        page.chart.set_labels(self.tr("Deals"), self.tr("Points"))
        _, count, mine, ours = rows[-1]
        page.caption.setText(
            self.tr(
                "Against the cards: you scored %1 where the Strong computer, with your cards, scored %2 (%n deals; blue: you, orange: the computer).",
                "",
                count,
            )
            .replace("%1", f"{mine:+.0f}")
            .replace("%2", f"{ours:+.0f}")
        )
        page.header = ["deal_id", "score", "strong_ai_score"]
        page.rows = [[r[0], r[2], r[3]] for r in rows]
        page.full = lambda: [list(r) for r in agg.luck_adjusted(self.store.conn, f)]

    def _draw_list(self, page: Page, f: agg.Filter) -> None:
        table = page.widget.findChild(QTableWidget, "scoreList")
        assert table is not None
        table.clear()
        table.setRowCount(0)
        session = agg.latest_session(self.store.conn, score_list_filter(f))
        if session is None:
            table.setColumnCount(0)
            page.caption.setText(self.tr("The score list is kept for Skat sessions."))
            return
        seats_text, players = self.store.conn.execute(
            "SELECT seats, players FROM sessions WHERE id = ?", (session,)
        ).fetchone()
        seats = json.loads(seats_text)
        stored = [
            (int(dealer), json.loads(text))
            for dealer, text in self.store.conn.execute(
                "SELECT d.dealer, r.record FROM deals d JOIN deal_records r ON r.deal_id = d.id"
                " WHERE d.session_id = ? ORDER BY d.number",
                (session,),
            )
        ]
        deals = [(dealer, record.get("result") or {}) for dealer, record in stored]
        labels = [_contract_label(record) for _, record in stored]
        mode = str(self.mode_box.currentData() or "normal")
        lines = spielliste(int(players), deals, mode)
        headers = [self.tr("Deal"), self.tr("Game"), *[str(s) for s in seats]]
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.setRowCount(len(lines))
        for row, line in enumerate(lines):
            label = labels[row] if row < len(labels) else None
            said = message_text(label) if label is not None else self.tr("Passed")
            if line.declarer is None:
                game = said
            else:
                who = seats[line.declarer] if line.declarer < len(seats) else str(line.declarer)
                verdict = self.tr("won") if line.won else self.tr("lost")
                game = f"{who}: {said} ({verdict})"
            cells = [str(line.number), game]
            for entry, total in zip(line.entries, line.totals, strict=True):
                cells.append(f"{total}" if entry == 0 else f"{total} ({entry:+d})")
            for column, text in enumerate(cells):
                table.setItem(row, column, QTableWidgetItem(text))
        table.resizeColumnsToContents()
        page.caption.setText(self.tr("The score list of the latest Skat session."))
        page.header = ["number", "declarer", "contract", "won", *[f"total_{s}" for s in seats]]
        page.rows = [[ln.number, ln.declarer, ln.contract, ln.won, *ln.totals] for ln in lines]

    # --- deals and export ---------------------------------------------------------------

    def open_deal(self, deal_id: int) -> None:
        record = self.store.deal_record(deal_id)
        row = self.store.conn.execute(
            "SELECT s.seats FROM deals d JOIN sessions s ON s.id = d.session_id WHERE d.id = ?",
            (deal_id,),
        ).fetchone()
        names = json.loads(row[0]) if row else []
        names = list(names) or [str(i + 1) for i in range(record.players)]
        self.deal_dialog = open_deal(record, names, self)
        self.dealOpened.emit(deal_id)

    def export_chart(self, path: Path) -> None:
        """Write the chart on show as PNG or SVG (the score list has no chart: its CSV)."""
        self._draw_current()
        chart = self.pages[self.current_key()].chart
        if chart is None:
            self.export_data(path.with_suffix(".csv"))
            return
        chart.export(path)

    def export_data(self, path: Path) -> None:
        """Write the data of the chart on show as CSV (atomically)."""
        self._draw_current()
        page = self.pages[self.current_key()]
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(page.header)
        writer.writerows(page.full() if page.full is not None else page.rows)
        atomic_write_text(path, out.getvalue())

    def _ask_export_chart(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export chart"),
            f"{self.current_key()}.png",
            self.tr("PNG image (*.png);;SVG drawing (*.svg)"),
        )
        if name:
            self._export(lambda: self.export_chart(Path(name)))

    def _ask_export_data(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export data"), f"{self.current_key()}.csv", self.tr("CSV table (*.csv)")
        )
        if name:
            self._export(lambda: self.export_data(Path(name)))

    def _export(self, write: Callable[[], None]) -> None:
        try:
            write()
        except OSError as exc:
            self.count_label.setText(self.tr("Export failed: %1").replace("%1", str(exc)))


__all__ = ["CHARTS", "StatisticsPanel"]


def score_list_filter(f: agg.Filter) -> agg.Filter:
    """``f`` narrowed to a game whose sessions keep a score list (the engine's
    ``Game.SCORE_LIST``): the filter's own game if it keeps one, else the first that does."""
    listed = [cls.NAME for cls in game_classes() if cls.SCORE_LIST]
    game = f.game if f.game in listed else listed[0]
    return dataclasses.replace(f, game=game)


def _contract_label(record: object) -> Message | None:
    """A stored deal's contract as the engine names it (``None`` when none was played or the
    record cannot be read)."""
    try:
        return DealRecord.from_json(record).contract_label()
    except StammtischError:
        return None
