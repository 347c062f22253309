"""The History view over a history of real deals in two games: listed, filtered, sorted,
opened, reviewed with the stored grades, practised, and a Skat list of an older session;
the statistics' count axes, category labels and empty charts."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from desktop_support import english, temp_settings  # noqa: F401 - fixture
from history_deals import DAY, START, played_history
from history_fixture import fill
from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from stammtisch.desktop.i18n import install_language
from stammtisch.desktop.messages import text as message_text
from stammtisch.engine.coach import grades as coach_grades
from stammtisch.engine.coach.grades import decision_points
from stammtisch.engine.history import aggregates as agg
from stammtisch.engine.history.grading import action_index
from stammtisch.engine.history.store import Grade, HistoryStore, open_history
from stammtisch.engine.practice import PracticeStore
from stammtisch.engine.practice.puzzle import Puzzle, token

pytest.importorskip("pyqtgraph")

from stammtisch.desktop.widgets import reviews
from stammtisch.desktop.widgets.chart import Chart
from stammtisch.desktop.widgets.deal_view import DealViewDialog
from stammtisch.desktop.widgets.history_view import COLUMNS, HistoryView
from stammtisch.desktop.widgets.statistics import CHARTS, StatisticsPanel

pytestmark = pytest.mark.usefixtures("english")


@pytest.fixture(scope="module")
def history_file(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, list[int]]]:
    """208 deals of random self-play: four Skat and four Doppelkopf sessions of 26."""
    path = tmp_path_factory.mktemp("history") / "history.sqlite"
    store = open_history(path).store
    ids = played_history(store)
    store.close()
    return path, ids


@pytest.fixture
def played(
    history_file: tuple[Path, dict[str, list[int]]], tmp_path: Path
) -> Iterator[tuple[HistoryStore, dict[str, list[int]]]]:
    path, ids = history_file
    copy = tmp_path / "history.sqlite"
    shutil.copy(path, copy)
    store = open_history(copy).store
    yield store, ids
    # the windows of the test go before their history does
    for widget in QApplication.topLevelWidgets():
        widget.close()
        widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    store.close()


@pytest.fixture
def language(qapp: object) -> Iterator[object]:
    """Switch the app's language for one test (English again afterwards)."""
    yield install_language
    install_language("en")


def _view(qtbot: QtBot, store: HistoryStore) -> HistoryView:
    view = HistoryView(store)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    view.filters.set_filter(None)
    view.reload()
    return view


# --- the list ------------------------------------------------------------------------------


def test_the_history_view_lists_every_deal_and_the_filters_narrow_it(
    qtbot: QtBot, played: tuple[HistoryStore, dict[str, list[int]]]
) -> None:
    store, ids = played
    view = HistoryView(store)
    qtbot.addWidget(view)
    view.show()
    # it opens on the latest deal's game, as the statistics do
    assert view.filters.current_filter().game == "doppelkopf"
    view.reload()
    assert view.model.rowCount() == 104
    view.filters.set_filter(None)
    view.reload()
    model = view.model
    assert model.rowCount() == 208 == len(ids["skat"]) + len(ids["doppelkopf"])
    assert view.count_label.text() == "Deals: 208"
    # newest first, every column filled from the deal's stored facts
    assert [model.row(r).id for r in range(3)] == sorted(ids["doppelkopf"])[-1:-4:-1]
    finished = [model.row(r).finished for r in range(model.rowCount())]
    assert finished == sorted(finished, reverse=True)
    row = model.row(0)
    assert row is not None
    cells = {key: model.cell(row, key) for key in COLUMNS}
    assert cells["game"] == "Doppelkopf"
    label = store.deal_record(row.id).contract_label()
    assert cells["contract"] == (message_text(label) if label is not None else "Thrown in")
    assert cells["score"] == f"{row.score:+d}"
    assert cells["grades"] == "not graded yet"
    # the statistics' filters
    view.filters.game_box.setCurrentIndex(view.filters.game_box.findData("skat"))
    assert model.rowCount() == 104
    assert {model.cell(model.row(r), "game") for r in range(model.rowCount())} == {"Skat"}
    view.filters.now = lambda: START + 2.5 * DAY  # the first Skat and Doppelkopf sessions
    view.filters.period_box.setCurrentIndex(view.filters.period_box.findData(7))
    assert model.rowCount() == 104  # every deal is within seven days before the clock...
    view.filters.now = lambda: START + 10.5 * DAY
    view.filters.set_filter("skat", 7)
    view.reload()
    assert model.rowCount() == 26 * 2  # ...then only the last two Skat sessions (days 4, 6)
    view.filters.set_filter("skat", None, "strong")
    view.reload()
    assert model.rowCount() == 0 and view.count_label.text() == "Deals: 0"
    assert not view.open_button.isEnabled()


def test_the_list_sorts_by_each_column_and_from_the_keyboard(
    qtbot: QtBot, played: tuple[HistoryStore, dict[str, list[int]]]
) -> None:
    store, _ = played
    view = _view(qtbot, store)
    model = view.model
    view.sort_by("score")
    scores = [model.row(r).score for r in range(model.rowCount())]
    assert scores == sorted(scores, reverse=True) and scores[0] > scores[-1]
    view.sort_by("score", descending=False)
    assert [model.row(r).score for r in range(5)] == sorted(scores)[:5]
    for key in COLUMNS:  # every column sorts, the header shows which
        view.sort_by(key)
        assert model.order == key and model.rowCount() == 208
        assert view.table.horizontalHeader().sortIndicatorSection() == COLUMNS.index(key)
    view.table.horizontalHeader().setSortIndicator(
        COLUMNS.index("game"), Qt.SortOrder.AscendingOrder
    )
    assert model.order == "game" and not model.descending
    assert model.cell(model.row(0), "game") == "Doppelkopf"
    assert view.sort_box.currentIndex() == COLUMNS.index("game") and view.reverse_box.isChecked()
    # the keyboard: arrows move over the deals, Return opens the one chosen
    view.table.setFocus()
    QTest.keyClick(view.table, Qt.Key.Key_Home)
    QTest.keyClick(view.table, Qt.Key.Key_Down)
    assert view.table.currentIndex().row() == 1
    QTest.keyClick(view.table, Qt.Key.Key_Return)
    dialog = view.deal_dialog
    assert isinstance(dialog, DealViewDialog)
    record = store.deal_record(model.row(1).id)
    assert dialog.moves.count() == len(record.actions)
    assert view.table.tabKeyNavigation() is False  # Tab leaves the list for the buttons
    dialog.close()


def test_open_replays_the_deal_trick_by_trick(
    qtbot: QtBot, played: tuple[HistoryStore, dict[str, list[int]]]
) -> None:
    store, ids = played
    view = _view(qtbot, store)
    deal = next(
        i for i in ids["doppelkopf"] if agg.deal_rows(store.conn, [i])[0].contract_kind != "passed"
    )
    assert view.select(deal)
    dialog = view.open_current()
    assert isinstance(dialog, DealViewDialog)
    qtbot.addWidget(dialog)
    assert len(dialog.moments) == 12 + 2  # before the first card, twelve tricks, the end
    assert dialog.title.text() == "Before the first trick"
    QTest.keyClick(dialog, Qt.Key.Key_PageDown)
    assert dialog.title.text() == "Trick 1 of 12"
    said = dialog.said.text()
    assert said.startswith("Played: ")
    # the trick's taker by name, the user in the second person
    others = [n for seat, n in enumerate(dialog.names) if seat != dialog.viewer]
    assert said.endswith("You take the trick.") or any(
        said.endswith(f"{n} takes the trick.") for n in others
    )
    taken = dialog.scene.snapshot
    assert taken is not None and len(taken.last_trick) == 4
    dialog.next.click()
    dialog.previous.click()
    assert dialog.scene.snapshot.last_trick == taken.last_trick  # back again, the same trick
    dialog.moves.setCurrentRow(0)
    assert dialog.title.text().startswith("Move 1 of ")
    dialog.show_step(len(dialog.moments) - 1)
    assert dialog.title.text() == "The end of the deal"
    assert not dialog.next.isEnabled()
    dialog.close()


# --- the review with the stored grades ------------------------------------------------------


def _played_deal(store: HistoryStore, ids: list[int]) -> int:
    """A deal in which the user decided a few things (not sat out, not thrown in)."""
    for deal in ids:
        row = agg.deal_rows(store.conn, [deal])[0]
        final = store.deal_record(deal).replay()
        if row.role in ("declarer", "defender") and sum(1 for _ in decision_points(final, 0)) > 4:
            return deal
    raise AssertionError("no such deal")


def test_review_shows_the_stored_grades_without_searching_them_again(
    qtbot: QtBot,
    played: tuple[HistoryStore, dict[str, list[int]]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    store, ids = played
    deal = _played_deal(store, ids["skat"])
    final = store.deal_record(deal).replay()
    points = list(decision_points(final, 0))
    # grades no search would give: each decision a "mistake" that cost 9 points
    store.add_grades(deal, [Grade(action_index(final, i), 9.0, "mistake") for i, _, _ in points])

    def no_search(*_args: object, **_kw: object) -> object:
        raise AssertionError("a stored grade was searched again")

    monkeypatch.setattr(coach_grades, "hint", no_search)
    asked: list[int] = []

    def better(before, seat, budget, work=None):  # type: ignore[no-untyped-def]
        chosen = next(a for i, s, a in points if s.history() == before.history())
        other = next(a for a in before.legal_actions() if a != chosen)
        asked.append(other)
        return SimpleNamespace(action=other, label=before.action_to_string(other))

    monkeypatch.setattr(reviews, "hint", better)
    view = _view(qtbot, store)
    assert view.select(deal)
    assert view.model.cell(view.model.row(view.table.currentIndex().row()), "grades") == (
        f"mistake\u00a0{len(points)}"
    )
    dialog = view.review_current()
    assert dialog is not None
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: len(dialog.graded) == len(points), timeout=10_000)
    assert [dialog.table.item(r, 1).text() for r in range(len(points))] == ["mistake"] * len(points)
    assert {dialog.table.item(r, 3).text() for r in range(len(points))} == {"9.0"}
    assert "as graded after the deal" in dialog.status.text()
    # only the better choice is looked up, and written beside the stored grade
    qtbot.waitUntil(lambda: len(asked) == len(points), timeout=10_000)
    qtbot.waitUntil(lambda: bool(dialog.table.item(len(points) - 1, 2).text()), timeout=10_000)
    assert [d.grade.value for d in dialog.graded] == ["mistake"] * len(points)
    dialog.done(0)
    dialog.wait()


def test_practice_shows_the_puzzles_of_the_deal_chosen(
    qtbot: QtBot, played: tuple[HistoryStore, dict[str, list[int]]]
) -> None:
    store, ids = played
    deal = _played_deal(store, ids["skat"])
    record = store.deal_record(deal)
    final = record.replay()
    index, before, chosen = [p for p in decision_points(final, 0) if p[2] < 32][-1]
    place = action_index(final, index)
    store.add_grades(deal, [Grade(place, 20.0, "blunder")])
    best = next(a for a in before.legal_actions() if a != chosen)
    tokens = {token(before, a): before.describe_action(a).label for a in before.legal_actions()}
    PracticeStore(store).add(
        Puzzle(
            deal,
            place,
            "skat",
            0,
            True,
            token(before, chosen),
            token(before, best),
            (token(before, best),),
            {t: (10.0 if t == token(before, best) else -10.0) for t in tokens},
            labels={t: m for t, m in tokens.items() if m is not None},
            grade="blunder",
            loss=20.0,
            card=True,
        )
    )
    view = _view(qtbot, store)
    other = next(i for i in ids["skat"] if i != deal)
    assert view.select(other) and not view.practice_button.isEnabled()  # nothing to practise
    assert view.select(deal) and view.practice_button.isEnabled()
    window = view.practise_current()
    assert window is not None
    qtbot.addWidget(window)
    assert window.windowTitle() == "Practice from this deal"
    assert window.item is not None and window.item.puzzle.deal_id == deal
    verdict = window.answer(token(before, best))
    assert verdict is not None and verdict.right
    window.load()
    assert window.item is None
    assert window.text_label.text() == "You have answered every puzzle from this deal."
    window.close()


# --- the Skat list of any session ----------------------------------------------------------


def test_the_skat_list_of_an_older_session(
    qtbot: QtBot, played: tuple[HistoryStore, dict[str, list[int]]]
) -> None:
    store, ids = played
    oldest = ids["skat"][0]
    view = _view(qtbot, store)
    assert view.select(oldest) and view.list_button.isEnabled()
    dialog = view.score_list_current()
    assert dialog is not None
    qtbot.addWidget(dialog)
    table = dialog.table  # type: ignore[attr-defined]
    assert table.rowCount() == 26
    assert [table.horizontalHeaderItem(c).text() for c in range(2, 5)] == ["You", "Anna", "Bernd"]
    dialog.close()
    doppelkopf = ids["doppelkopf"][0]
    assert view.select(doppelkopf) and not view.list_button.isEnabled()
    # and in the statistics: a box chooses the session, the latest first
    panel = StatisticsPanel(store)
    qtbot.addWidget(panel)
    panel.show()
    panel.set_filter(game="skat")
    panel.tabs.setCurrentIndex(CHARTS.index("list"))
    assert panel.session_box.count() == 4
    sessions = agg.sessions(store.conn, agg.Filter(game="skat"))
    assert [panel.session_box.itemData(k) for k in range(4)] == [s.id for s in sessions]
    first = agg.deal_rows(store.conn, [oldest])[0].session_id
    panel.select_session(first)
    page = panel.pages["list"]
    assert panel.session_box.currentData() == first
    assert len(page.rows) == 26 and page.rows[0][1] == 1
    lines = panel.pages["list"].widget.findChild(type(table), "scoreList")
    assert lines.rowCount() == 26


# --- the statistics ------------------------------------------------------------------------


def _texts(axis: object) -> list[tuple[QRectF, str]]:
    """The tick labels an axis draws now, with their rectangles."""
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    specs = axis.generateDrawSpecs(painter)  # type: ignore[attr-defined]
    painter.end()
    return [] if specs is None else [(rect, text) for rect, _flags, text in specs[2]]


def _panel(
    qtbot: QtBot, store: HistoryStore, size: tuple[int, int] = (900, 600)
) -> StatisticsPanel:
    panel = StatisticsPanel(store)
    qtbot.addWidget(panel)
    panel.resize(*size)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


COUNT_AXES = {
    "total": ("bottom",),
    "session": ("bottom",),
    "points": ("left",),
    "bidding": ("bottom", "left"),
    "grades": ("bottom",),
    "rating": ("bottom",),
    "luck": ("bottom",),
}
"""The axes of each tab that count (deals, sessions, games)."""


@pytest.mark.parametrize("source", ["hand-made", "played"])
def test_no_count_axis_of_any_tab_shows_a_fraction(
    qtbot: QtBot, played: tuple[HistoryStore, dict[str, list[int]]], source: str
) -> None:
    if source == "hand-made":  # two or three deals: the axes pyqtgraph once cut in tenths
        store = HistoryStore.in_memory()
        ids = fill(store)
        store.add_grades(ids["A0"], [Grade(3, 1.0, "good")])
        store.set_luck(ids["A0"], "strong", 24.0)
        store.set_luck(ids["A2"], "strong", -40.0)
    else:
        store = played[0]
        ids = played[1]
        for deal in ids["skat"][:3]:
            store.add_grades(deal, [Grade(1, 0.5, "good")])
            store.set_luck(deal, "strong", 12.0)
    panel = _panel(qtbot, store)
    checked = 0
    for game in ("skat", "doppelkopf", None):
        panel.set_filter(game=game)
        for key in CHARTS:
            panel.tabs.setCurrentIndex(CHARTS.index(key))
            chart = panel.pages[key].chart
            if chart is None or chart.saying:
                continue
            QCoreApplication.processEvents()
            for side in COUNT_AXES.get(key, ()):
                axis = chart.plot.getAxis(side)
                assert axis.whole, (key, side)
                low, high = axis.range
                for _spacing, values in axis.tickValues(low, high, 400):
                    assert all(float(v).is_integer() for v in values), (key, side, values)
                for _rect, text in _texts(axis):
                    assert float(text.replace("−", "-")).is_integer(), (key, side, text)
                    checked += 1
    assert checked > 20


@pytest.mark.parametrize("lang", ["de", "ja"])
def test_every_bar_is_labelled_and_no_two_labels_meet(
    qtbot: QtBot, played: tuple[HistoryStore, dict[str, list[int]]], language, lang: str
) -> None:  # type: ignore[no-untyped-def]
    store, _ = played
    language(lang)
    panel = _panel(qtbot, store, (620, 520))
    seen = 0
    for game in ("skat", "doppelkopf", None):
        panel.set_filter(game=game)
        for key in ("roles", "contracts", "wins"):
            panel.tabs.setCurrentIndex(CHARTS.index(key))
            chart = panel.pages[key].chart
            assert chart is not None
            if chart.saying:
                continue
            QTest.qWait(20)
            left = chart.plot.getAxis("left")
            wanted = [text for _, text in left._tickLevels[0]]
            drawn = _texts(left)
            assert sorted(t for _, t in drawn) == sorted(wanted), (key, game)
            rects = [r for r, _ in drawn]
            for i, a in enumerate(rects):
                for b in rects[i + 1 :]:
                    assert not a.intersects(b), (key, game)
            # each bar's value is written inside the plot, not cut off at its edge
            inner = chart.plot.getViewBox().sceneBoundingRect().adjusted(-1, -1, 1, 1)
            values = [item for item in chart.plot.items() if hasattr(item, "textItem")]
            assert len(values) == len(wanted)
            for item in values:
                item.updateTextPos()  # as painting it does
                assert inner.contains(item.sceneBoundingRect()), (key, game, item.toPlainText())
            seen += len(wanted)
    assert seen > 10


def test_an_empty_chart_says_so_and_a_bar_at_nought_shows_its_value(
    qtbot: QtBot, played: tuple[HistoryStore, dict[str, list[int]]]
) -> None:
    store, _ = played
    panel = _panel(qtbot, store)
    panel.set_filter(game="skat", level="strong")  # nobody played the Strong computer
    for key in CHARTS:
        panel.tabs.setCurrentIndex(CHARTS.index(key))
        assert panel.pages[key].said(), key
    panel.set_filter(game="skat")
    panel.tabs.setCurrentIndex(CHARTS.index("wins"))
    chart = panel.pages["wins"].chart
    assert chart is not None
    rows = [r for r in panel.pages["wins"].rows]
    nought = [k for k, r in enumerate(rows) if r[2] == 0]
    texts = [
        item.textItem.toPlainText() for item in chart.plot.items() if hasattr(item, "textItem")
    ]
    assert len(texts) == len(rows)
    for k in nought:
        assert texts[k].startswith("0% (0 of ")


def test_all_games_never_adds_points_but_rates_each_game(
    qtbot: QtBot, played: tuple[HistoryStore, dict[str, list[int]]]
) -> None:
    store, _ = played
    panel = _panel(qtbot, store)
    assert panel.current_filter().game == "doppelkopf"  # the latest deal's game
    panel.set_filter(game=None)
    for key in ("total", "roles", "contracts", "points", "grades", "luck"):
        panel.tabs.setCurrentIndex(CHARTS.index(key))
        chart = panel.pages[key].chart
        assert chart is not None and "never added up" in chart.saying, key
    panel.tabs.setCurrentIndex(CHARTS.index("rating"))
    page = panel.pages["rating"]
    assert {r[0] for r in page.rows} == {"skat", "doppelkopf"}
    assert page.chart is not None and len(page.chart.series) == 2  # one line a game
    caption = page.caption.text()
    assert "kept per game" in caption and "Skat " in caption and "Doppelkopf " in caption
    panel.tabs.setCurrentIndex(CHARTS.index("wins"))  # counts may sit side by side
    assert {r[0] for r in panel.pages["wins"].rows} == {"skat", "doppelkopf"}


def test_a_chart_walks_its_points_with_the_keys_and_opens_a_deal(
    qtbot: QtBot, played: tuple[HistoryStore, dict[str, list[int]]]
) -> None:
    store, ids = played
    panel = _panel(qtbot, store)
    panel.set_filter(game="skat")
    chart = panel.pages["total"].chart
    assert isinstance(chart, Chart) and chart.focusPolicy() == Qt.FocusPolicy.StrongFocus
    chart.setFocus()
    QTest.keyClick(chart, Qt.Key.Key_Home)
    QTest.keyClick(chart, Qt.Key.Key_Right)
    assert chart.current == 1
    assert chart.last_tip.startswith("Deal 2,") and chart.accessibleDescription() == chart.last_tip
    with qtbot.waitSignal(panel.dealOpened) as opened:
        QTest.keyClick(chart, Qt.Key.Key_Return)
    assert opened.args == [ids["skat"][1]]
    assert isinstance(panel.deal_dialog, DealViewDialog)
    panel.deal_dialog.close()
    # "History…" beside every chart: the list of the same deals
    seen: list[object] = []
    panel.history_opener = seen.append
    panel.history_button.click()
    assert seen == [panel.filters]


def test_exports_say_what_they_show_and_start_in_the_documents_folder(
    qtbot: QtBot, played: tuple[HistoryStore, dict[str, list[int]]], tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QStandardPaths
    from PySide6.QtWidgets import QFileDialog

    store, _ = played
    panel = _panel(qtbot, store)
    panel.set_filter(game="skat", days=None)
    svg = tmp_path / "total.svg"
    panel.export_chart(svg)
    text = svg.read_text(encoding="utf-8")
    assert "Running total" in text and "Skat · All time · Any opponents · Any table" in text
    assert not panel.pages["total"].chart.plot.getPlotItem().titleLabel.isVisible()  # only exported
    asked: list[str] = []

    def save_name(_parent: object, _title: str, where: str, _kinds: str) -> tuple[str, str]:
        asked.append(where)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    panel._ask_export_chart()
    panel._ask_export_data()
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    folder = Path(documents) if Path(documents).is_dir() else Path.home()
    assert asked == [
        str(folder / "Running total (Skat).png"),
        str(folder / "Running total (Skat).csv"),
    ]


# --- words -----------------------------------------------------------------------------------


def test_the_users_name_and_a_deal_without_a_game_in_the_current_language(
    qtbot: QtBot, played: tuple[HistoryStore, dict[str, list[int]]], language
) -> None:  # type: ignore[no-untyped-def]
    from stammtisch.desktop.models import ScoreSheetModel
    from stammtisch.desktop.names import seat_label
    from stammtisch.engine.registry import make_game
    from stammtisch.engine.session import Session

    store, ids = played
    language("ja")
    assert seat_label("You", True) == seat_label("Du", True) == "あなた"
    assert seat_label("You", False) == "You" and seat_label("Anna", True) == "Anna"
    model = ScoreSheetModel()
    session = Session(make_game("skat"), ["You", "Anna", "Bernd"], 2)
    model.set_session(session)
    assert model.headerData(1, Qt.Orientation.Horizontal) == "あなた"
    # at the table too: a session begun in English, resumed in Japanese
    from stammtisch.desktop.controller import GameController

    controller = GameController(session, 0, ["human", "random", "random"], None)
    assert controller.names == ("あなた", "Anna", "Bernd")
    session.start_deal()
    view = controller.turn_view()
    assert view is not None and view.names == ("あなた", "Anna", "Bernd")
    history = _view(qtbot, store)
    assert history.select(ids["skat"][0])
    dialog = history.score_list_current()
    assert dialog is not None
    assert dialog.table.horizontalHeaderItem(2).text() == "あなた"  # type: ignore[attr-defined]
    dialog.close()
    language("de")
    panel = StatisticsPanel(store)
    qtbot.addWidget(panel)
    thrown = QCoreApplication.translate("ResultDialog", "Thrown in")
    assert panel.kind_label("passed") == thrown == "Eingeworfen"


def test_the_give_up_warning_says_what_is_lost_and_what_is_kept(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from stammtisch.desktop.history import HistoryRecorder
    from stammtisch.desktop.widgets.main_window import MainWindow

    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    window.controller = SimpleNamespace(session=SimpleNamespace(deals=[1, 2]))  # type: ignore[assignment]
    words = window.abandon_words()
    assert words.startswith("The deal in progress is lost")
    assert "not kept in a history" in words
    recorder, _ = HistoryRecorder.open(tmp_path / "history.sqlite", window)
    window.history = recorder
    words = window.abandon_words()
    assert "The 2 finished deals of this session stay in your history and statistics" in words
    assert "scores will be lost" not in words
    window.controller = None
    recorder.close()


@pytest.mark.parametrize(("size", "floats"), [((1008, 660), True), ((1580, 960), False)])
def test_the_statistics_give_way_before_the_table_gets_unreadable(
    qtbot: QtBot, tmp_path: Path, played: tuple[HistoryStore, dict[str, list[int]]], size, floats
) -> None:  # type: ignore[no-untyped-def]
    from stammtisch.desktop.history import HistoryRecorder
    from stammtisch.desktop.widgets.main_window import READABLE_TABLE_WIDTH, MainWindow

    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    window.set_history(HistoryRecorder(played[0], window))
    window.show_statistics()
    assert window.stats_dock is not None
    assert window.stats_dock.isFloating() is floats
    QTest.qWait(50)
    assert window.view.width() >= READABLE_TABLE_WIDTH or floats
    history = window.show_history()
    assert history is not None and history.isVisible()
    assert window.history_action in window.game_menu.actions()
    history.close()
    window.close()


def test_charts_too_many_for_the_tabs_are_chosen_in_a_box(
    qtbot: QtBot, played: tuple[HistoryStore, dict[str, list[int]]]
) -> None:
    """Where the eleven tabs do not fit (German at a 1024-pixel screen), a box above the
    charts chooses them instead (the chart keeps its width): every chart's name, Up/Down."""
    install_language("de")
    try:
        panel = _panel(qtbot, played[0], (640, 560))
        bar = panel.tabs.tabBar()
        box = panel.chart_list
        assert not bar.isVisible() and box.isVisible()
        names = [box.itemText(i) for i in range(box.count())]
        assert names == [panel.tab_titles()[key].replace("&", "") for key in CHARTS]
        box.setFocus()
        box.setCurrentIndex(0)
        QTest.keyClick(box, Qt.Key.Key_Down)
        assert panel.tabs.currentIndex() == 1
        panel.tabs.setCurrentIndex(CHARTS.index("list"))
        assert box.currentIndex() == CHARTS.index("list")
        panel.resize(1800, 560)  # room for every tab: the tabs again
        QTest.qWait(20)
        assert bar.isVisible() and not box.isVisible()
    finally:
        install_language("en")


def test_home_and_end_go_to_the_first_and_last_deal_and_tab_follows_the_screen(
    qtbot: QtBot, played: tuple[HistoryStore, dict[str, list[int]]]
) -> None:
    """K9: End went to the last column of the row; the sort box and Reverse, above the
    list, came after it in Tab order."""
    store, _ids = played
    view = _view(qtbot, store)
    table = view.table
    table.setFocus()
    table.setCurrentIndex(view.model.index(3, 2))
    QTest.keyClick(table, Qt.Key.Key_End)
    assert table.currentIndex().row() == view.model.rowCount() - 1 == 207
    assert table.currentIndex().column() == 2
    QTest.keyClick(table, Qt.Key.Key_Home)
    assert (table.currentIndex().row(), table.currentIndex().column()) == (0, 2)
    # Tab: the sort controls, then the list, then the buttons under it
    chain = [view.sort_box]
    while len(chain) < 4:
        chain.append(chain[-1].nextInFocusChain())
        while not chain[-1].focusPolicy() & Qt.FocusPolicy.TabFocus:
            chain[-1] = chain[-1].nextInFocusChain()
    assert chain[1:3] == [view.reverse_box, table]


def test_page_up_and_down_turn_the_replays_tricks_wherever_the_focus_is(
    qtbot: QtBot, played: tuple[HistoryStore, dict[str, list[int]]]
) -> None:
    """K4: with the focus on the table or the list of moves, Page Up/Down did nothing."""
    store, ids = played
    view = _view(qtbot, store)
    assert view.select(ids["skat"][0])
    dialog = view.open_current()
    assert isinstance(dialog, DealViewDialog)
    qtbot.addWidget(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    for focus in (dialog.view, dialog.moves, dialog.result_text):
        focus.setFocus()
        qtbot.waitUntil(focus.hasFocus)
        step = dialog.step
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_PageDown)
        assert dialog.step == step + 1, focus.objectName()
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_PageUp)
        assert dialog.step == step, focus.objectName()
    dialog.close()
