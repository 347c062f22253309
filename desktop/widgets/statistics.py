"""The statistics panel: charts of the history under filters, with export.

Game → Statistics shows it in a dock.  The filters (game, period, opponent
strength, table size; :class:`~.history_filters.FilterBar`) narrow every chart;
only the chart on show is redrawn when a filter changes, the others when they
are next shown.

Points are never added across games: the panel opens on the latest deal's
game, and under "All games" the charts of points (running total, roles,
contracts, card points, bidding, grades, luck) ask for a game instead, while
counts (declarer wins) and ratings (one per game, side by side) still show.

Hovering a point shows what it stands for; clicking a point of a deal, or
choosing it with the arrow keys and Return, opens that deal replayed
(:class:`~.deal_view.DealViewDialog`); "History…" lists the deals under the
same filters (:class:`~.history_view.HistoryView`).  Each chart exports as PNG
or SVG with its title and filters above it, and its data as CSV with a game
column and ISO dates, into the user's documents folder.
"""

from __future__ import annotations

import csv
import dataclasses
import io
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import (
    QDir,
    QEvent,
    QStandardPaths,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QHideEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QProxyStyle,
    QPushButton,
    QStyle,
    QStyleOption,
    QTableWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from stammtisch.engine.history import aggregates as agg
from stammtisch.engine.history.facts import THROWN_IN_KINDS, kind_message
from stammtisch.engine.history.rating import Rating, ratings_by_game
from stammtisch.engine.history.store import HistoryStore
from stammtisch.engine.storage import atomic_write_text

from .. import formats
from ..catalog import game_classes
from ..i18n import list_text
from ..messages import text as message_text
from ..names import seat_labels
from .chart import SECOND, SERIES_COLOURS, Chart
from .deal_view import open_deal
from .focus_style import FocusStyle
from .history_filters import FilterBar, game_name
from .history_parts import (
    fill_score_list,
    grade_text,
    iso_time,
    outcome_text,
    role_text,
    thrown_in,
)
from .tab_order import follow_layout, label_for
from .wrapping import Paragraph

WARM_ROWS = 10_000
"""Grade rows summed per step while the panel is idle (some 50 ms on a slow machine)."""
WARM_INTERVAL_MS = 30
WARM_DELAY_MS = 250
"""The first step waits until the panel has been drawn and shown."""
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
POINT_CHARTS = frozenset({"total", "roles", "contracts", "points", "bidding", "grades", "luck"})
"""The charts that add up or average points: one game at a time."""


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
    titles: dict[str, str] = dataclasses.field(default_factory=dict)
    """Column titles this tab names its own way (the score list's players)."""
    full: Callable[[], list[list[object]]] | None = None
    """Every row for the CSV when the chart shows a thinned series."""
    readable: dict[str, Callable[[object], str]] = dataclasses.field(default_factory=dict)
    """How the CSV words a column's codes for people, where this tab words them its own way
    (else :meth:`StatisticsPanel.readable`)."""

    def said(self) -> str:
        """What the tab says in words: its caption, or what its chart says instead."""
        chart = "" if self.chart is None else self.chart.saying
        return " ".join(t for t in (self.caption.text(), chart) if t)


class TightTabs(QProxyStyle):
    """The app's style with less room left and right of a tab's title (and the focus ring
    on the focused tab, over a style of its own)."""

    HSPACE = 12

    def __init__(self) -> None:
        super().__init__(FocusStyle(QApplication.style().name()))

    def pixelMetric(
        self,
        metric: QStyle.PixelMetric,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
    ) -> int:
        if metric == QStyle.PixelMetric.PM_TabBarTabHSpace:
            return self.HSPACE
        return super().pixelMetric(metric, option, widget)


class StatisticsPanel(QWidget):
    """Filters above, one tab per chart, export buttons below."""

    dealOpened = Signal(int)
    """A deal was opened from a chart (its id)."""

    def __init__(self, store: HistoryStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsPanel")
        self.store = store
        self.last_redraw_ms = 0.0
        self.deal_dialog: QWidget | None = None
        self.history_view: QWidget | None = None
        self.history_opener: Callable[[FilterBar], object] | None = None
        """What "History…" calls with the panel's filters (the window's History view); the
        panel opens a view of its own without one."""
        self.filters = FilterBar(store, self)
        self.filters.changed.connect(self._filter_changed)
        self.game_box = self.filters.game_box
        self.period_box = self.filters.period_box
        self.level_box = self.filters.level_box
        self.size_box = self.filters.size_box
        self.mode_box = QComboBox(self)
        self.mode_box.setObjectName("statsListMode")
        self.session_box = QComboBox(self)
        self.session_box.setObjectName("scoreListSession")
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("statsTabs")
        self.tabs.setUsesScrollButtons(True)
        # eleven tabs in a row: a little less room round each title, so that all of them
        # show in a window as wide as a 1024-pixel screen, in German too
        self.tab_style = TightTabs()
        self.tab_style.setParent(self)
        self.tabs.tabBar().setStyle(self.tab_style)
        self.pages: dict[str, Page] = {}
        for key in CHARTS:
            self._add_page(key)
        self.tabs.currentChanged.connect(lambda _i: self._draw_current())
        self.chart_list = QComboBox(self)
        """The charts in a box above them, in place of the tabs when these do not fit
        (German and Japanese titles at 1024 pixels); Up and Down choose a chart."""
        self.chart_list.setObjectName("statsCharts")
        self.chart_list.addItems(["" for _ in CHARTS])
        self.chart_list.currentIndexChanged.connect(
            lambda row: self.tabs.setCurrentIndex(row) if row >= 0 else None
        )
        self.tabs.currentChanged.connect(self._list_follows)
        self.chart_list.hide()
        self.mode_box.currentIndexChanged.connect(lambda _i: self._mark_dirty(("list",)))
        self.session_box.activated.connect(lambda _i: self._mark_dirty(("list",)))
        self.export_chart_button = QPushButton(self)
        self.export_chart_button.setObjectName("exportChart")
        self.export_chart_button.clicked.connect(self._ask_export_chart)
        self.export_data_button = QPushButton(self)
        self.export_data_button.setObjectName("exportData")
        self.export_data_button.clicked.connect(self._ask_export_data)
        self.history_button = QPushButton(self)
        self.history_button.setObjectName("openHistory")
        self.history_button.clicked.connect(self.show_history)
        self.count_label = QLabel(self)
        self.count_label.setObjectName("statsCount")
        buttons = QHBoxLayout()
        buttons.addWidget(self.count_label, 1)
        for button in (self.history_button, self.export_chart_button, self.export_data_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filters)
        layout.addWidget(self.chart_list)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(buttons)
        self._filling = False
        self._labels: list[QLabel] = []
        self._stale_texts = False
        self._sums_ready = False
        self._warm = QTimer(self)
        self._warm.setSingleShot(True)
        self._warm.timeout.connect(self._warm_up)
        follow_layout(self)  # Tab as the panel shows: the filters, the charts, the buttons
        self.retranslate()

    @property
    def now(self) -> Callable[[], float]:
        """Today's time for the period filter (a fixed moment in tests)."""
        return self.filters.now

    @now.setter
    def now(self, clock: Callable[[], float]) -> None:
        self.filters.now = clock

    def _add_page(self, key: str) -> None:
        holder = QWidget(self.tabs)
        box = QVBoxLayout(holder)
        box.setContentsMargins(4, 4, 4, 4)
        caption = Paragraph(holder)
        caption.setObjectName(f"caption_{key}")
        caption.setWordWrap(True)
        box.addWidget(caption)
        if key == "list":
            row = QHBoxLayout()
            row.addWidget(self.session_box, 1)
            row.addWidget(self.mode_box)
            box.addLayout(row)
            table = QTableWidget(holder)
            table.setObjectName("scoreList")
            table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
            table.setTabKeyNavigation(False)
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
            chart.show()
            follow_layout(self)  # Tab: the tabs, the chart, then the buttons under it
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
        return role_text(role)

    def kind_label(self, kind: str) -> str:
        """A contract kind in the words the rest of the app uses for it: the engine's
        message code, and for a deal without a game the result's "Thrown in"."""
        if kind in THROWN_IN_KINDS:
            return thrown_in()
        said = kind_message(kind)
        return message_text(said) if said is not None else kind

    def _list_follows(self, index: int) -> None:
        self.chart_list.blockSignals(True)
        self.chart_list.setCurrentIndex(index)
        self.chart_list.blockSignals(False)

    def _tabs_or_list(self) -> None:
        """The tabs where all of them fit, else the list of charts beside them."""
        bar = self.tabs.tabBar()
        room = self.contentsRect().width() - 24
        fits = bar.sizeHint().width() <= room
        bar.setVisible(fits)
        self.chart_list.setVisible(not fits)
        # the tab widget hands its focus to the bar: with the bar hidden, Tab stayed put (K1)
        self.tabs.setFocusPolicy(Qt.FocusPolicy.TabFocus if fits else Qt.FocusPolicy.NoFocus)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._tabs_or_list()

    def retranslate(self) -> None:
        self._filling = True
        for i, key in enumerate(CHARTS):
            self.tabs.setTabText(i, self.tab_titles()[key])
            self.chart_list.setItemText(i, self.tab_titles()[key].replace("&", ""))
        self._tabs_or_list()
        self.filters.retranslate()
        modes = [
            (self.tr("Normal"), "normal"),
            (self.tr("Seeger-Fabian"), "seeger"),
            (self.tr("Bierlachs"), "bierlachs"),
        ]
        current = self.mode_box.currentData()
        self.mode_box.blockSignals(True)
        self.mode_box.clear()
        for text, data in modes:
            self.mode_box.addItem(text, data)
        self.mode_box.setCurrentIndex(max(0, self.mode_box.findData(current)))
        self.mode_box.blockSignals(False)
        words = (self.tr("Chart"), self.tr("How the list is kept"), self.tr("Session"))
        boxes = (self.chart_list, self.mode_box, self.session_box)
        self._labels = [  # (no label shows beside them)
            label_for(box, said, self._labels[k] if self._labels else None)
            for k, (box, said) in enumerate(zip(boxes, words, strict=True))
        ]
        self.tabs.tabBar().setAccessibleName(self.tr("Charts"))
        self.export_chart_button.setText(self.tr("Export &chart…"))
        self.export_data_button.setText(self.tr("Export &data…"))
        self.history_button.setText(self.tr("Hist&ory…"))
        self.history_button.setToolTip(
            self.tr("Every deal under these filters, to open, review or practise")
        )
        self._filling = False
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            if self.isVisible():
                self.retranslate()
            else:
                self._stale_texts = True  # a hidden panel catches up when shown
        super().changeEvent(event)

    # --- filters ----------------------------------------------------------------------

    def current_filter(self) -> agg.Filter:
        return self.filters.current_filter()

    def set_filter(
        self,
        game: str | None = None,
        days: int | None = None,
        level: str | None = None,
        players: int | None = None,
    ) -> None:
        """Choose the filters (as the boxes would; ``game`` ``None``: all games); redraws once."""
        self.filters.set_filter(game, days, level, players)
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
        self.filters.fill_games()
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
        self.count_label.setText(self.tr("Deals: %1").replace("%1", formats.integer(count)))
        page.caption.clear()
        if page.key != "list":
            self.chart(page.key).clear()
        page.header, page.rows, page.full = [], [], None
        if not count and page.key != "list":
            self._empty(page, [])
        elif page.key in POINT_CHARTS and f.game is None and page.key != "grades":
            self._one_game_please(page)
        else:
            getattr(self, f"_draw_{page.key}")(page, f)
        page.dirty = False
        if page.chart is not None:  # named and described for a screen reader
            page.chart.setAccessibleName(self.tab_titles()[page.key].replace("&", ""))
            page.chart.setAccessibleDescription(page.said())
        self.last_redraw_ms = (time.perf_counter() - started) * 1000

    # --- the charts ---------------------------------------------------------------------

    def _when(self, finished: float) -> str:
        return formats.when(finished)

    def _say(self, page: Page, text: str) -> None:
        """The tab has nothing to draw: say why, where the chart would be."""
        if page.chart is None:
            page.caption.setText(text)
        else:
            page.chart.say(text)

    def _empty(self, page: Page, rows: object) -> bool:
        if rows:
            return False
        self._say(page, self.tr("No deals match the filters."))
        return True

    def _one_game_please(self, page: Page) -> None:
        self._say(
            page,
            self.tr(
                "Choose a game above: each game counts its points on its own scale, so the "
                "points of different games are never added up."
            ),
        )

    def _open_words(self) -> str:
        return self.tr("Choose a point (click it, or the arrow keys and Return) to open its deal.")

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
                .replace("%1", formats.integer(rows[i][1]))
                .replace("%2", self._when(rows[i][2]))
                .replace("%3", formats.integer(totals[i]))
            )

        page.chart.line([r[1] for r in rows], totals, tip, ids)
        page.chart.count_axes(bottom=True, left=True)
        page.chart.set_labels(self.tr("Deals"), self.tr("Points"))
        page.caption.setText(
            self.tr(
                "Your running total across sessions: %1 after %Ln deals.", "", rows[-1][1]
            ).replace("%1", formats.integer(totals[-1]))
            + " "
            + self._open_words()
        )
        game = f.game or ""
        page.header = ["game", "deal_id", "finished", "running_total"]
        page.rows = [[game, r[0], iso_time(r[2]), r[3]] for r in rows]
        page.full = lambda: [
            [game, a, iso_time(b), c] for a, b, c in agg.running_total(self.store.conn, f)
        ]

    def _draw_session(self, page: Page, f: agg.Filter) -> None:
        session = agg.latest_session(self.store.conn, f)
        rows = [] if session is None else agg.session_running_total(self.store.conn, session)
        if self._empty(page, rows):
            return
        assert page.chart is not None and session is not None  # made by _draw_current
        totals = [r[2] for r in rows]
        found = agg.sessions(self.store.conn, agg.Filter(session=session))
        game = found[0].game if found else ""

        def tip(i: int) -> str:
            return (
                self.tr("Deal %1 of the session\nRunning total: %2")
                .replace("%1", formats.integer(rows[i][1] + 1))
                .replace("%2", formats.integer(totals[i]))
            )

        page.chart.line([r[1] + 1 for r in rows], totals, tip, [r[0] for r in rows])
        page.chart.count_axes(bottom=True, left=True)
        page.chart.set_labels(self.tr("Deal of the session"), self.tr("Points"))
        page.caption.setText(
            self.tr("The latest session (%1): %2 after %Ln deals.", "", len(rows))
            .replace("%1", game_name(game))
            .replace("%2", formats.integer(totals[-1]))
        )
        page.header = ["game", "deal_id", "number", "running_total"]
        page.rows = [[game, *r] for r in rows]

    def _bars(
        self, page: Page, rows: list[tuple[str, int, int]], label: Callable[[str], str]
    ) -> None:
        assert page.chart is not None  # made by _draw_current
        means = [total / n for _, n, total in rows]
        said = [formats.decimal(m, 1, signed=True) for m in means]

        def tip(i: int) -> str:
            name, n, total = rows[i]
            return (
                self.tr("%1: %Ln deals, in all %2, a deal %3", "", n)
                .replace("%1", label(name))
                .replace("%2", formats.integer(total, signed=True))
                .replace("%3", said[i])
            )

        page.chart.bar_chart([label(r[0]) for r in rows], means, tip, said)
        page.chart.set_labels(self.tr("Points a deal"), "")

    def _draw_roles(self, page: Page, f: agg.Filter) -> None:
        rows = agg.results_by_role(self.store.conn, f)
        if self._empty(page, rows):
            return
        self._bars(page, rows, self.role_label)
        page.caption.setText(self.tr("Your average score a deal in each role."))
        page.header = ["game", "role", "deals", "total"]
        page.rows = [[f.game, *r] for r in rows]

    def _draw_contracts(self, page: Page, f: agg.Filter) -> None:
        rows = agg.results_by_contract(self.store.conn, f)
        if self._empty(page, rows):
            return
        self._bars(page, rows, self.kind_label)
        page.caption.setText(self.tr("Your average score a deal by the contract played."))
        page.header = ["game", "contract", "deals", "total"]
        page.rows = [[f.game, *r] for r in rows]

    def _draw_wins(self, page: Page, f: agg.Filter) -> None:
        games = [f.game] if f.game is not None else agg.games_stored(self.store.conn)
        rows = [
            (game, kind, won, n)
            for game in games
            for kind, won, n in agg.declarer_win_rate(
                self.store.conn, dataclasses.replace(f, game=game)
            )
        ]
        if not rows:
            self._say(page, self.tr("You have not declared a game under these filters."))
            return
        assert page.chart is not None  # made by _draw_current
        rates = [100.0 * won / n for _, _, won, n in rows]

        def named(game: str, kind: str) -> str:
            kind_text = self.kind_label(kind)
            return kind_text if f.game is not None else f"{game_name(game)}: {kind_text}"

        def tip(i: int) -> str:
            game, kind, won, n = rows[i]
            return (
                self.tr("%1: won %2 of %3 (%4)")
                .replace("%1", named(game, kind))
                .replace("%2", formats.integer(won))
                .replace("%3", formats.integer(n))
                .replace("%4", formats.percent(rates[i]))
            )

        labels = [f"{named(g, k)} ({formats.integer(n)})" for g, k, _, n in rows]
        said = [
            self.tr("%1 (%2 of %3)")
            .replace("%1", formats.percent(rates[i]))
            .replace("%2", formats.integer(won))
            .replace("%3", formats.integer(n))
            for i, (_, _, won, n) in enumerate(rows)
        ]
        page.chart.bar_chart(labels, rates, tip, said, full=100.0)
        page.chart.count_axes(bottom=True)
        page.chart.set_labels(self.tr("Won (%)"), "")
        page.caption.setText(
            self.tr(
                "How often you won as declarer, by contract (in brackets: the games it rests on)."
            )
        )
        page.header = ["game", "contract", "games_won", "games"]
        page.rows = [list(r) for r in rows]

    def left_out_text(self, why: str, n: int) -> str:
        """Why ``n`` deals are not in the card-points chart, in a sentence."""
        words = {
            "null": self.tr(
                "%Ln Null games: the declarer wins by taking no trick, whatever the card points.",
                "",
                n,
            ),
            "every_trick": self.tr(
                "%Ln games that needed every trick (Tout, Schwarz announced, Ouvert): the tricks decide, not the card points.",
                "",
                n,
            ),
            "alone": self.tr(
                "%Ln deals in which each played alone (Ramsch, Leaster): no side's card points.",
                "",
                n,
            ),
            "unplayed": self.tr(
                "%Ln deals in which no card was played (thrown in, a Sie shown).", "", n
            ),
            "out": self.tr("%Ln deals you sat out.", "", n),
        }
        return words[why]

    def _draw_points(self, page: Page, f: agg.Filter) -> None:
        rows = agg.card_point_histogram(self.store.conn, f, 10)
        left_out = agg.card_points_left_out(self.store.conn, f)
        why = " ".join(self.left_out_text(reason, n) for reason, n in left_out)
        if not rows:
            self._say(
                page,
                self.tr("No deals whose card points decide the game.")
                + (" " + self.tr("Left out: %1").replace("%1", why) if why else ""),
            )
            return
        assert page.chart is not None  # made by _draw_current
        total = sum(n for _, n in rows)

        def tip(i: int) -> str:
            low, n = rows[i]
            return (
                self.tr("%1–%2 card points: %Ln deals", "", n)
                .replace("%1", formats.integer(low))
                .replace("%2", formats.integer(low + 9))
            )

        page.chart.histogram([low for low, _ in rows], 10, [n for _, n in rows], tip)
        page.chart.count_axes(bottom=True, left=True)
        page.chart.set_labels(self.tr("Card points of your side"), self.tr("Deals"))
        caption = self.tr(
            "How many card points your side took, over %Ln deals whose card points decide the game.",
            "",
            total,
        )
        if why:
            caption += "\n" + self.tr("Left out: %1").replace("%1", why)
        page.caption.setText(caption)
        page.header = ["game", "card_points_from", "deals"]
        page.rows = [[f.game, *r] for r in rows]

    def _draw_bidding(self, page: Page, f: agg.Filter) -> None:
        result = agg.bidding(self.store.conn, f)
        if not result.points:
            self._say(
                page,
                self.tr("No bids to show: you have not declared a Skat game under these filters."),
            )
            return
        assert page.chart is not None  # made by _draw_current
        points = result.points

        def tip(i: int) -> str:
            bid, value, n, _ = points[i]
            return (
                self.tr("Bid %1, game worth %2: %Ln games", "", n)
                .replace("%1", formats.integer(bid))
                .replace("%2", formats.integer(value))
            )

        bids = [p[0] for p in points]
        values = [p[1] for p in points]
        top = max(max(bids), max(values)) + 10
        page.chart.guide([0, top], [0, top])
        page.chart.scatter(bids, values, tip, [p[3] for p in points])
        page.chart.count_axes(bottom=True, left=True)
        page.chart.set_labels(self.tr("Value bid"), self.tr("Value of the game"))
        page.caption.setText(
            self.tr(
                "Overbid: %1 of %Ln games (%2). Below the dashed line the game fell short of the bid.",
                "",
                result.games,
            )
            .replace("%1", formats.integer(result.overbid))
            .replace("%2", formats.percent(100 * result.rate))
        )
        page.header = ["game", "bid", "game_value", "games", "latest_deal_id"]
        page.rows = [[f.game, *p] for p in points]

    def grade_label(self, name: str) -> str:
        return grade_text(name)

    def _grade_shares(self, result: agg.Grades) -> str:
        """Each grade's share ("best: 53%, good: 20%"): a grade's name with a colon, never
        after a number that would read as its rank ("3. bester Zug")."""
        return list_text(
            self.tr("%1: %2")
            .replace("%1", self.grade_label(name))
            .replace("%2", formats.percent(100 * n / result.decisions))
            for name, n in result.counts.items()
            if n
        )

    def _draw_grades(self, page: Page, f: agg.Filter) -> None:
        if f.game is None:
            self._grades_per_game(page, f)
            return
        result = agg.grades(self.store.conn, f)
        points = result.points
        if not points:
            self._say(
                page,
                self.tr(
                    "No graded decisions yet: the coach grades your decisions in the background after each deal."
                ),
            )
            return
        assert page.chart is not None  # made by _draw_current

        def tip(i: int) -> str:
            _, place, finished, loss, n = points[i]
            first = points[i - 1][1] + 1 if i else 1
            deals = (
                formats.integer(place)
                if first == place
                else f"{formats.integer(first)}–{formats.integer(place)}"
            )
            return (
                self.tr("Graded deals %1 (to %2): %Ln decisions; lost a decision: %3", "", n)
                .replace("%1", deals)
                .replace("%2", self._when(finished))
                .replace("%3", formats.decimal(loss, 2))
            )

        page.chart.line([p[1] for p in points], [p[3] for p in points], tip, [p[0] for p in points])
        page.chart.count_axes(bottom=True)
        page.chart.set_labels(self.tr("Graded deals"), self.tr("Points lost a decision"))
        page.caption.setText(
            self.tr(
                "What your decisions gave up against the best choice, in points a decision (lower is better): %1 over %Ln decisions (graded deals: %2).\nShare of each grade: %3",
                "",
                result.decisions,
            )
            .replace("%1", formats.decimal(result.mean_loss, 2))
            .replace("%2", formats.integer(result.deals))
            .replace("%3", self._grade_shares(result))
        )
        game = f.game
        page.header = ["game", "deal_id", "graded_deals", "finished", "points_lost", "decisions"]
        page.rows = [[game, p[0], p[1], iso_time(p[2]), p[3], p[4]] for p in points]
        page.full = lambda: [
            [game, deal_id, place, iso_time(finished), loss, n]
            for place, (deal_id, finished, loss, n) in enumerate(
                agg.grades_over_time(self.store.conn, f), 1
            )
        ]

    def _grades_per_game(self, page: Page, f: agg.Filter) -> None:
        """All games: each game's mean on its own (a pooled mean would add unlike points)."""
        lines = []
        for game in agg.games_stored(self.store.conn):
            result = agg.grades(self.store.conn, dataclasses.replace(f, game=game))
            if result.decisions:
                lines.append(
                    self.tr("%1: %Ln decisions; lost a decision: %2 (%3)", "", result.decisions)
                    .replace("%1", game_name(game))
                    .replace("%2", formats.decimal(result.mean_loss, 2))
                    .replace("%3", self._grade_shares(result))
                )
                page.rows.append([game, result.mean_loss, result.decisions])
        page.header = ["game", "points_lost", "decisions"]
        page.caption.setText("\n".join(lines))
        self._one_game_please(page)

    def _draw_rating(self, page: Page, f: agg.Filter) -> None:
        by_game = ratings_by_game(self.store.conn, f)
        if not by_game:
            self._say(page, self.tr("No deals against computer opponents to rate."))
            return
        assert page.chart is not None  # made by _draw_current
        chart = page.chart
        several = len(by_game) > 1
        figures = []
        for k, (game, rows) in enumerate(by_game.items()):
            xs = list(range(1, len(rows) + 1))
            if not several:
                chart.band(xs, [r.low for _, _, r in rows], [r.high for _, _, r in rows])
            chart.line(
                xs,
                [r.rating for _, _, r in rows],
                self._rating_tip(game, [r for _, _, r in rows]),
                color=SERIES_COLOURS[k % len(SERIES_COLOURS)],
                name=game_name(game) if several else None,
            )
            last = rows[-1][2]
            figures.append(
                self.tr("%1 %2 ± %3")
                .replace("%1", game_name(game))
                .replace("%2", formats.integer(round(last.rating)))
                .replace("%3", formats.integer(round(2 * last.deviation)))
            )
            page.rows += [
                [game, s, n, round(r.rating, 1), round(r.deviation, 1)] for s, n, r in rows
            ]
        chart.count_axes(bottom=True, left=True)
        chart.set_labels(self.tr("Sessions"), self.tr("Rating"))
        page.caption.setText(
            self.tr(
                "Your rating, kept per game: %1 (Glicko-2; computer ratings: Beginner 1300, Standard 1550, Strong 1800)."
            ).replace("%1", list_text(figures))
        )
        page.header = ["game", "session_id", "deals", "rating", "deviation"]

    def _rating_tip(self, game: str, ratings: Sequence[Rating]) -> Callable[[int], str]:
        def tip(i: int) -> str:
            r = ratings[i]
            return (
                self.tr("%1, after session %2: %3 ± %4")
                .replace("%1", game_name(game))
                .replace("%2", formats.integer(i + 1))
                .replace("%3", formats.integer(round(r.rating)))
                .replace("%4", formats.integer(round(2 * r.deviation)))
            )

        return tip

    def _draw_luck(self, page: Page, f: agg.Filter) -> None:
        rows = agg.luck_running(self.store.conn, f)
        if not rows:
            self._say(
                page,
                self.tr(
                    "The computer has not replayed any of these deals yet; it does so in the background."
                ),
            )
            return
        assert page.chart is not None  # made by _draw_current
        xs = [r[1] for r in rows]

        def tip(i: int) -> str:
            return (
                self.tr("After %Ln deals: you %1, the Strong computer %2", "", rows[i][1])
                .replace("%1", formats.integer(round(rows[i][2]), signed=True))
                .replace("%2", formats.integer(round(rows[i][3]), signed=True))
            )

        page.chart.line(xs, [r[3] for r in rows], None, None, SECOND)
        page.chart.line(xs, [r[2] for r in rows], tip, [r[0] for r in rows])
        page.chart.count_axes(bottom=True, left=True)
        page.chart.set_labels(self.tr("Deals"), self.tr("Points"))
        _, count, mine, ours = rows[-1]
        page.caption.setText(
            self.tr(
                "Against the cards: you scored %1 where the Strong computer, with your cards, scored %2 (%Ln deals; blue: you, orange: the computer).",
                "",
                count,
            )
            .replace("%1", formats.integer(round(mine), signed=True))
            .replace("%2", formats.integer(round(ours), signed=True))
        )
        game = f.game
        page.header = ["game", "deal_id", "score", "strong_ai_score"]
        page.rows = [[game, r[0], r[2], r[3]] for r in rows]
        page.full = lambda: [[game, *r] for r in agg.luck_adjusted(self.store.conn, f)]

    # --- the score list -----------------------------------------------------------------

    def _session_items(self, f: agg.Filter) -> list[agg.SessionRow]:
        return agg.sessions(self.store.conn, score_list_filter(f))

    def select_session(self, session_id: int) -> None:
        """Show the score list of session ``session_id`` (one the filters let through)."""
        self.tabs.setCurrentIndex(CHARTS.index("list"))
        at = self.session_box.findData(session_id)
        if at >= 0:
            self.session_box.setCurrentIndex(at)
        self._mark_dirty(("list",))

    def _draw_list(self, page: Page, f: agg.Filter) -> None:
        table = page.widget.findChild(QTableWidget, "scoreList")
        assert table is not None
        table.clear()
        table.setRowCount(0)
        found = self._session_items(f)
        chosen = self.session_box.currentData()
        self.session_box.blockSignals(True)
        self.session_box.clear()
        for s in found:
            self.session_box.addItem(
                self.tr("%1 · %Ln deals", "", s.deals).replace("%1", self._when(s.first)),
                s.id,
            )
        at = self.session_box.findData(chosen)
        self.session_box.setCurrentIndex(at if at >= 0 else 0)
        self.session_box.blockSignals(False)
        self.session_box.setEnabled(bool(found))
        if not found:
            table.setColumnCount(0)
            page.caption.setText(self.tr("The score list is kept for Skat sessions."))
            return
        session = found[max(0, self.session_box.currentIndex())]
        mode = str(self.mode_box.currentData() or "normal")
        lines, labels = fill_score_list(table, self.store, session, mode)
        page.caption.setText(
            self.tr("The score list of the Skat session of %1 (the latest comes first).").replace(
                "%1", self._when(session.first)
            )
        )
        page.header = [
            "game",
            "number",
            "declarer",
            "contract",
            "won",
            *[f"total_{i}" for i in range(len(session.seats))],
        ]
        page.rows = [
            [session.game, ln.number, ln.declarer, ln.contract, ln.won, *ln.totals] for ln in lines
        ]
        seats = seat_labels(session.seats, session.user_seat)
        said = {
            ln.contract: message_text(label)
            for ln, label in zip(lines, labels, strict=False)
            if label is not None
        }
        page.readable = {
            "declarer": lambda seat: seats[seat] if isinstance(seat, int) else "",
            "contract": lambda code: said.get(str(code), thrown_in()) if code else thrown_in(),
        }
        page.titles = {
            f"total_{i}": self.tr("Total %1").replace("%1", n) for i, n in enumerate(seats)
        }

    # --- deals and export ---------------------------------------------------------------

    def open_deal(self, deal_id: int) -> None:
        """Open a deal of the history, replayed trick by trick."""
        record = self.store.deal_record(deal_id)
        rows = agg.deal_rows(self.store.conn, [deal_id])
        user = rows[0].user_seat if rows else None
        names = seat_labels(agg.deal_seats(self.store.conn, deal_id), user)
        names = names or [str(i + 1) for i in range(record.players)]
        self.deal_dialog = open_deal(record, names, self, user if user is not None else 0)
        self.dealOpened.emit(deal_id)

    def show_history(self) -> None:
        """ "History…": the deals under these filters (the window's History view when one
        listens, else a view of the panel's own)."""
        if self.history_opener is not None:
            self.history_opener(self.filters)
            return
        from .history_view import HistoryView

        view = HistoryView(self.store, self.window())
        view.filters.take(self.filters)
        view.reload()
        view.show()
        self.history_view = view

    def title(self) -> str:
        """What the chart on show is, under which filters (an export's title)."""
        return " — ".join([self.tab_titles()[self.current_key()], self.subtitle()])

    def subtitle(self) -> str:
        """The filters of the chart on show (and the score list's session), in words."""
        words = [self.filters.words()]
        if self.current_key() == "list" and self.session_box.currentText():
            words.append(self.session_box.currentText())
        return " · ".join(words)

    def export_chart(self, path: Path) -> None:
        """Write the chart on show as PNG or SVG, whole, titled with what it shows and the
        filters (the score list has no chart: its CSV)."""
        self._draw_current()
        chart = self.pages[self.current_key()].chart
        if chart is None:
            self.export_data(path.with_suffix(".csv"))
            return
        chart.export(path, self.tab_titles()[self.current_key()].replace("&", ""), self.subtitle())

    # the CSV's columns: what each holds, in the user's language
    def column_titles(self) -> dict[str, str]:
        return {
            "game": self.tr("Game"),
            "deal_id": self.tr("Deal id"),
            "finished": self.tr("Finished"),
            "running_total": self.tr("Running total"),
            "number": self.tr("Deal"),
            "role": self.tr("Role"),
            "deals": self.tr("Deals"),
            "total": self.tr("Total"),
            "contract": self.tr("Contract"),
            "won": self.tr("Won"),
            "games_won": self.tr("Won"),
            "games": self.tr("Games"),
            "card_points_from": self.tr("Card points from"),
            "bid": self.tr("Value bid"),
            "game_value": self.tr("Value of the game"),
            "latest_deal_id": self.tr("Latest deal id"),
            "graded_deals": self.tr("Graded deals"),
            "points_lost": self.tr("Points lost a decision"),
            "decisions": self.tr("Decisions"),
            "session_id": self.tr("Session id"),
            "rating": self.tr("Rating"),
            "deviation": self.tr("Deviation"),
            "score": self.tr("Score"),
            "strong_ai_score": self.tr("The Strong computer's score"),
            "declarer": self.tr("Declarer"),
        }

    def readable(self, column: str) -> Callable[[object], str] | None:
        """How a column of codes reads for people (``None``: its values are for everyone)."""
        return {
            "game": lambda code: game_name(str(code)) if code else self.tr("All games"),
            "contract": lambda code: self.kind_label(str(code)),
            "role": lambda code: self.role_label(str(code)),
            "won": lambda code: outcome_text("won" if code else "lost") if code is not None else "",
        }.get(column)

    def table(self) -> list[list[object]]:
        """The data of the chart on show as the CSV writes it: a header in the user's language,
        and each column of codes twice, as the user reads it and as its stable code
        (``grand``, ``declarer``) for programs; times in ISO 8601, numbers plain."""
        self._draw_current()
        page = self.pages[self.current_key()]
        titles = self.column_titles()
        readers = [page.readable.get(key) or self.readable(key) for key in page.header]
        header: list[object] = []
        for key, reader in zip(page.header, readers, strict=True):
            title = page.titles.get(key) or titles.get(key, key)
            header.append(title)
            if reader is not None:
                header.append(self.tr("%1 (code)").replace("%1", title))
        out: list[list[object]] = [header]
        for row in page.full() if page.full is not None else page.rows:
            cells: list[object] = []
            for value, reader in zip(row, readers, strict=True):
                if reader is not None:
                    cells.append(reader(value))
                    value = "" if value is None else _code(value)
                cells.append(value)
            out.append(cells)
        return out

    def export_data(self, path: Path) -> None:
        """Write the data of the chart on show as CSV (:meth:`table`), atomically."""
        out = io.StringIO()
        csv.writer(out).writerows(self.table())
        atomic_write_text(path, out.getvalue())

    def export_folder(self) -> Path:
        """Where the export dialogs start: the user's documents folder, else the home folder
        (never the folder the app was started from)."""
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation
        )
        if documents and Path(documents).is_dir():
            return Path(documents)
        return Path(QDir.homePath())

    def export_name(self, suffix: str) -> str:
        """An export's file name in the user's language: the chart and the game shown
        ("Laufende Summe (Skat).png")."""
        game = self.current_filter().game
        name = self.tab_titles()[self.current_key()].replace("&", "")
        name += f" ({game_name(game) if game else self.tr('All games')})"
        return file_name(name) + suffix

    def _ask_export_chart(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export chart"),
            str(self.export_folder() / self.export_name(".png")),
            self.tr("PNG image (*.png);;SVG drawing (*.svg)"),
        )
        if name:
            self._export(lambda: self.export_chart(Path(name)))

    def _ask_export_data(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export data"),
            str(self.export_folder() / self.export_name(".csv")),
            self.tr("CSV table (*.csv)"),
        )
        if name:
            self._export(lambda: self.export_data(Path(name)))

    def _export(self, write: Callable[[], None]) -> None:
        try:
            write()
        except OSError as exc:
            self.count_label.setText(self.tr("Export failed: %1").replace("%1", str(exc)))


def _code(value: object) -> object:
    """A code as the CSV writes it: a yes/no as ``won``/``lost``, else as it is."""
    if isinstance(value, bool):
        return "won" if value else "lost"
    return value


FORBIDDEN_IN_NAMES = frozenset('<>:"/\\|?*') | {chr(c) for c in range(32)}
"""Characters a file name may not hold on some system (Windows refuses all of these)."""


def file_name(text: str) -> str:
    """``text`` as a file name every system takes: each run of characters Windows refuses
    (and of separators) a dash between blanks, no dots, dashes or blanks at the end.

    >>> file_name('Grades: "Skat" / 30 days.')
    'Grades - Skat - 30 days'
    """
    words: list[str] = []
    for part in "".join(" - " if c in FORBIDDEN_IN_NAMES else c for c in text).split():
        if not (part == "-" and words and words[-1] == "-"):
            words.append(part)
    return " ".join(words).strip(" .-") or "export"


def score_list_filter(f: agg.Filter) -> agg.Filter:
    """``f`` narrowed to a game whose sessions keep a score list (the engine's
    ``Game.SCORE_LIST``): the filter's own game if it keeps one, else the first that does."""
    listed = [cls.NAME for cls in game_classes() if cls.SCORE_LIST]
    game = f.game if f.game in listed else listed[0]
    return dataclasses.replace(f, game=game)


__all__ = [
    "CHARTS",
    "FORBIDDEN_IN_NAMES",
    "POINT_CHARTS",
    "Page",
    "StatisticsPanel",
    "file_name",
    "score_list_filter",
]
