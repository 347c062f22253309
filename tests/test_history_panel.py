"""The statistics panel: filters change what is plotted, hover and click reach a deal, export."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from history_fixture import fill
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, Qt
from PySide6.QtWidgets import QTableWidget

from stammtisch.engine.history.store import HistoryStore, open_history

pytest.importorskip("pyqtgraph")

from stammtisch.desktop.widgets.deal_view import DealViewDialog
from stammtisch.desktop.widgets.history_parts import iso_time
from stammtisch.desktop.widgets.statistics import CHARTS, StatisticsPanel


@pytest.fixture
def panel(qtbot, tmp_path: Path):  # type: ignore[no-untyped-def]
    store = open_history(tmp_path / "h.sqlite").store
    ids = fill(store)
    widget = StatisticsPanel(store)
    widget.now = lambda: 2500.0  # "last 7 days" then covers every fixture deal
    qtbot.addWidget(widget)
    widget.resize(900, 600)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget, store, ids
    widget.close()
    widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    store.close()


def _shown(panel: StatisticsPanel, key: str) -> None:
    panel.tabs.setCurrentIndex(CHARTS.index(key))


def test_a_filter_changes_what_is_plotted(panel) -> None:  # type: ignore[no-untyped-def]
    widget, _, _ = panel
    chart = widget.pages["total"].chart
    assert chart is not None
    # the panel opens on the latest deal's game (Doppelkopf): no points of two games added
    assert widget.current_filter().game == "doppelkopf"
    assert chart.ys.tolist() == [1]
    widget.game_box.setCurrentIndex(widget.game_box.findData("skat"))
    assert chart.ys.tolist() == [48, 48, -12, -12, 11, 11]
    widget.size_box.setCurrentIndex(widget.size_box.findData(3))
    assert chart.ys.tolist() == [48, 48, -12]
    widget.set_filter(game="skat", level="strong")
    assert chart.ys.tolist() == [0, 23, 23]
    assert widget.count_label.text() == "Deals: 3"
    widget.set_filter(game="skat", level="random")
    assert chart.ys.tolist() == []
    assert chart.saying == "No deals match the filters."
    # all games: the points of Skat and Doppelkopf are never added up
    widget.set_filter(game=None)
    assert widget.count_label.text() == "Deals: 7"
    assert chart.ys.tolist() == [] and "never added up" in chart.saying


def test_other_tabs_redraw_when_shown_under_the_new_filter(panel) -> None:  # type: ignore[no-untyped-def]
    widget, _, _ = panel
    widget.set_filter(game="skat")
    _shown(widget, "roles")
    roles = widget.pages["roles"]
    assert roles.rows == [
        ["skat", "declarer", 3, 11],
        ["skat", "defender", 2, 0],
        ["skat", "out", 1, 0],
    ]
    assert roles.chart is not None and roles.chart.ys.tolist() == pytest.approx([11 / 3, 0, 0])
    widget.set_filter(game="skat", players=4)
    assert [r[1:] for r in roles.rows] == [["declarer", 1, 23], ["defender", 1, 0], ["out", 1, 0]]
    _shown(widget, "bidding")
    assert "1 of 3" not in widget.pages["bidding"].caption.text()
    widget.set_filter(game="skat")
    assert "1 of 3" in widget.pages["bidding"].caption.text()
    _shown(widget, "list")
    table = widget.pages["list"].widget.findChild(QTableWidget, "scoreList")
    assert table.rowCount() == 3
    widget.mode_box.setCurrentIndex(widget.mode_box.findData("seeger"))
    assert widget.pages["list"].rows[-1][-4:] == [103, -98, 102, 30]
    _shown(widget, "rating")
    assert widget.pages["rating"].rows and widget.pages["rating"].rows[0][2] == 3


def test_hover_shows_a_tip_and_a_click_opens_the_deal(panel, qtbot) -> None:  # type: ignore[no-untyped-def]
    widget, _, ids = panel
    widget.set_filter(game="skat")
    chart = widget.pages["total"].chart
    assert chart is not None
    qtbot.wait(50)
    target = chart.scene_pos_of(2)
    chart._hover(target)
    assert "-12" in chart.last_tip
    chart._hover(QPointF(-500, -500))
    assert chart.last_tip == ""
    view_pos = chart.plot.mapFromScene(target)
    with qtbot.waitSignal(widget.dealOpened) as opened:
        qtbot.mouseClick(chart.plot.viewport(), Qt.MouseButton.LeftButton, pos=view_pos)
    assert opened.args == [ids["A2"]]
    assert isinstance(widget.deal_dialog, DealViewDialog) or widget.deal_dialog is None


def test_export_writes_png_svg_and_csv(panel, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    widget, _, _ = panel
    widget.set_filter(game="skat")
    png = tmp_path / "total.png"
    widget.export_chart(png)
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    svg = tmp_path / "total.svg"
    widget.export_chart(svg)
    assert b"<svg" in svg.read_bytes()[:500]
    data = tmp_path / "total.csv"
    widget.export_data(data)
    rows = list(csv.reader(data.open(encoding="utf-8", newline="")))
    # the header as the user reads it; the game as the user reads it and as its code
    assert rows[0] == ["Game", "Game (code)", "Deal id", "Finished", "Running total"]
    assert [int(r[4]) for r in rows[1:]] == [48, 48, -12, -12, 11, 11]
    assert {(r[0], r[1]) for r in rows[1:]} == {("Skat", "skat")}
    # ISO dates, not Unix time: the fixture's deal at t=1000 finished in 1970
    assert rows[1][3].startswith("1970-01-01T") and rows[1][3] == iso_time(1000.0)


def test_an_empty_history_says_so(qtbot) -> None:  # type: ignore[no-untyped-def]
    widget = StatisticsPanel(HistoryStore.in_memory())
    qtbot.addWidget(widget)
    widget.show()
    for key in CHARTS:
        _shown(widget, key)
        assert widget.pages[key].said()


def test_charts_draw_without_qts_opengl_binding_as_in_the_bundle() -> None:
    import subprocess
    import sys

    code = (
        "import sys, importlib.abc\n"
        "class NoGL(importlib.abc.MetaPathFinder):\n"
        "    def find_spec(self, name, path, target=None):\n"
        "        if name == 'PySide6.QtOpenGL':\n"
        "            raise ImportError('left out of the bundle')\n"
        "sys.meta_path.insert(0, NoGL())\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from stammtisch.desktop.widgets.plotting import OPENGL_PLACEHOLDER\n"
        "from stammtisch.desktop.widgets.chart import Chart\n"
        "chart = Chart(); chart.resize(300, 200); chart.line([1, 2], [3, 4], lambda i: '')\n"
        "assert not chart.plot.grab().isNull()\n"
        "print(OPENGL_PLACEHOLDER)\n"
    )
    env = {**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, encoding="utf-8", env=env
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "True"


def test_the_score_list_is_of_the_games_the_engine_keeps_one_for() -> None:
    from stammtisch.desktop.catalog import game_classes
    from stammtisch.desktop.widgets.statistics import score_list_filter
    from stammtisch.engine.history.aggregates import Filter

    assert [cls.NAME for cls in game_classes() if cls.SCORE_LIST] == ["skat"]
    assert score_list_filter(Filter(players=4)) == Filter(game="skat", players=4)
    assert score_list_filter(Filter(game="doppelkopf")).game == "skat"
