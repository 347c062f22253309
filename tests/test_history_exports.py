"""Statistics exports: the whole chart with its title and filters in PNG and SVG (the SVG
rendered back lays out as the PNG), the CSV in the user's language with stable codes
beside the words, default names in the user's language, the user's usual permissions, the
Documents folder or else the home folder; in English, German and Japanese."""

from __future__ import annotations

import csv
import io
import os
import stat
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from history_fixture import fill, shown_panel
from PySide6.QtCore import QRect, QStandardPaths
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from pytestqt.qtbot import QtBot

from stammtisch.desktop.i18n import install_language
from stammtisch.engine.history.store import HistoryStore
from stammtisch.engine.storage import atomic_write_text, file_mode

pytest.importorskip("pyqtgraph")

from stammtisch.desktop.widgets.chart import ACCENT
from stammtisch.desktop.widgets.statistics import CHARTS, StatisticsPanel, file_name

CHART_TABS = [key for key in CHARTS if key not in ("list", "session", "rating", "luck")]
"""The tabs the fixture's Skat deals draw a chart on."""


@pytest.fixture
def panel(qtbot: QtBot) -> Iterator[StatisticsPanel]:
    store = HistoryStore.in_memory()
    fill(store)
    widget = shown_panel(qtbot, store)
    yield widget
    install_language("en")
    widget.close()
    store.close()


def pixels(image: QImage) -> np.ndarray:
    """The image's red, green and blue as a (height, width, 3) array."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB32)
    raw = np.frombuffer(rgb.constBits(), dtype=np.uint8)
    return raw.reshape(rgb.height(), rgb.bytesPerLine() // 4, 4)[:, : rgb.width(), 2::-1].astype(
        int
    )


def ink(image: np.ndarray, region: QRect, colour: QColor | None = None) -> QRect:
    """The box of the pixels in ``region`` that stand out of the white page (or, with
    ``colour``, that are near it): where something is drawn."""
    part = image[region.top() : region.bottom() + 1, region.left() : region.right() + 1]
    if colour is None:
        mask = (765 - part.sum(axis=2)) > 200
    else:
        mask = (
            np.abs(part - np.array([colour.red(), colour.green(), colour.blue()])).sum(axis=2) < 60
        )
    ys, xs = np.nonzero(mask)
    if not len(xs):
        return QRect()
    return QRect(
        region.left() + int(xs.min()),
        region.top() + int(ys.min()),
        int(xs.max() - xs.min()) + 1,
        int(ys.max() - ys.min()) + 1,
    )


def svg_as_png(path: Path, size: QImage) -> QImage:
    """The SVG drawn by Qt's own renderer at the PNG's size."""
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid()
    image = QImage(size.size(), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    return image


def boxes(picture: QImage, heading: int) -> dict[str, QRect]:
    """Where the heading's text, the plot's data (the accent colour) and the axes' labels
    (left of and under the data) are drawn."""
    w, h = picture.width(), picture.height()
    image = pixels(picture)
    data = ink(image, QRect(0, heading, w, h - heading), ACCENT)
    return {
        # the heading's own band: a line drawn at the plot's top edge may bleed a pixel up
        "heading": ink(image, QRect(0, 0, w, heading - 4)),
        "data": data,
        "left labels": ink(image, QRect(0, heading, max(1, data.left() - 4), h - heading)),
        "bottom labels": ink(image, QRect(0, data.bottom() + 8, w, h - data.bottom() - 8)),
    }


def close(a: QRect, b: QRect, slack: int) -> bool:
    return all(
        abs(x - y) <= slack
        for x, y in zip(
            (a.left(), a.top(), a.right(), a.bottom()),
            (b.left(), b.top(), b.right(), b.bottom()),
            strict=True,
        )
    )


@pytest.mark.parametrize("language", ["en", "de", "ja"])
@pytest.mark.parametrize("tab", ["total", "wins", "points"])
def test_png_and_svg_draw_the_whole_chart_the_same_way(
    panel: StatisticsPanel, tmp_path: Path, language: str, tab: str
) -> None:
    assert install_language(language)
    panel.retranslate()
    panel.tabs.setCurrentIndex(CHARTS.index(tab))
    chart = panel.pages[tab].chart
    assert chart is not None and not chart.saying
    png, svg = tmp_path / "chart.png", tmp_path / "chart.svg"
    panel.export_chart(png)
    panel.export_chart(svg)
    drawn = QImage(str(png))
    back = svg_as_png(svg, drawn)
    scale = drawn.width() / chart.plot.width()
    title = panel.tab_titles()[tab].replace("&", "")
    heading = round(chart._heading(chart.plot.width(), title, panel.subtitle()).height * scale)
    assert drawn.height() == round(chart.plot.height() * scale) + heading
    # the heading (title and filters) is inside the page, under its top edge, never cut
    words = boxes(drawn, heading)["heading"]
    assert words.top() > 0 and words.bottom() < heading
    said = svg.read_text(encoding="utf-8")
    assert title in said and panel.subtitle() in said
    # the SVG rendered back puts the heading, the plot and the axes' labels where the PNG has
    # them (to a few pixels of a page drawn at twice the screen's size)
    ours, theirs = boxes(drawn, heading), boxes(back, heading)
    for part, box in ours.items():
        assert not box.isEmpty(), part
        assert close(box, theirs[part], round(3 * scale)), (language, part, box, theirs[part])


def test_the_csv_is_in_the_users_language_with_stable_codes(
    panel: StatisticsPanel, tmp_path: Path
) -> None:
    panel.tabs.setCurrentIndex(CHARTS.index("wins"))
    for language, header, contract in (
        ("en", ["Game", "Game (code)", "Contract", "Contract (code)", "Won", "Games"], "Grand"),
        (
            "de",
            ["Spiel", "Spiel (Code)", "Spielart", "Spielart (Code)", "Gewonnen", "Spiele"],
            "Grand",
        ),
        (
            "ja",
            [
                "ゲーム",
                "ゲーム（コード）",
                "ゲームの種類",
                "ゲームの種類（コード）",
                "勝ち",
                "ゲーム数",
            ],
            "グラン",
        ),
    ):
        assert install_language(language)
        panel.retranslate()
        path = tmp_path / f"wins-{language}.csv"
        panel.export_data(path)
        rows = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8"))))
        assert rows[0] == header
        grand = next(r for r in rows[1:] if r[3] == "grand")
        assert grand[2] == contract and grand[1] == "skat" and grand[4:] == ["1", "1"]
    # the score list: the contract as the user reads it beside the record's own words, the
    # declarer by name, and the outcome as a word beside its code
    assert install_language("de")
    panel.retranslate()
    panel.tabs.setCurrentIndex(CHARTS.index("list"))
    path = tmp_path / "list.csv"
    panel.export_data(path)
    rows = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8"))))
    assert rows[0][:9] == [
        "Spiel",
        "Spiel (Code)",
        "Nr.",
        "Spieler",
        "Spieler (Code)",
        "Spielart",
        "Spielart (Code)",
        "Gewonnen",
        "Gewonnen (Code)",
    ]
    assert rows[0][9:] == ["Summe U", "Summe B", "Summe C", "Summe D"]  # each seat's name
    assert [r[7:9] for r in rows[1:]] == [
        ["gewonnen", "won"],
        ["gewonnen", "won"],
        ["verloren", "lost"],
    ]


@pytest.mark.parametrize(
    ("language", "png", "csv_name"),
    [
        ("en", "Running total (Skat).png", "Declarer wins (Skat).csv"),
        ("de", "Punktestand (Skat).png", "Gewonnene Spiele (Skat).csv"),
        ("ja", "累計 (スカート).png", "デクレアラーの勝率 (スカート).csv"),
    ],
)
def test_default_names_are_in_the_users_language(
    panel: StatisticsPanel, language: str, png: str, csv_name: str
) -> None:
    assert install_language(language)
    panel.retranslate()
    panel.tabs.setCurrentIndex(CHARTS.index("total"))
    assert panel.export_name(".png") == png
    panel.tabs.setCurrentIndex(CHARTS.index("wins"))
    assert panel.export_name(".csv") == csv_name
    assert file_name('Grades: "Skat" / 30 days.') == "Grades - Skat - 30 days"


def test_the_save_dialog_starts_in_documents_else_home(
    panel: StatisticsPanel, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    documents = tmp_path / "Dokumente"
    monkeypatch.setattr(
        QStandardPaths, "writableLocation", staticmethod(lambda _kind: str(documents))
    )
    assert panel.export_folder() == Path.home()  # no Documents: never the working folder
    documents.mkdir()
    assert panel.export_folder() == documents


@pytest.mark.parametrize("mask", [0o022, 0o077, 0o002])
def test_exports_get_the_users_usual_permissions_and_stay_atomic(
    panel: StatisticsPanel, tmp_path: Path, mask: int
) -> None:
    old = os.umask(mask)
    try:
        for name in ("chart.png", "chart.svg"):
            panel.export_chart(tmp_path / name)
        panel.export_data(tmp_path / "data.csv")
    finally:
        os.umask(old)
    for name in ("chart.png", "chart.svg", "data.csv"):
        assert stat.S_IMODE((tmp_path / name).stat().st_mode) == 0o666 & ~mask, name
    assert sorted(p.name for p in tmp_path.iterdir()) == ["chart.png", "chart.svg", "data.csv"]
    # a file replaced keeps the permissions its owner gave it
    (tmp_path / "data.csv").chmod(0o640)
    panel.export_data(tmp_path / "data.csv")
    assert stat.S_IMODE((tmp_path / "data.csv").stat().st_mode) == 0o640
    assert file_mode(tmp_path / "data.csv") == 0o640


def test_a_failed_write_leaves_the_old_file_and_nothing_beside_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "data.csv"
    atomic_write_text(target, "old")

    def full(_fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OSError):
        atomic_write_text(target, "new")
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["data.csv"]
