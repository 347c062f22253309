"""Screenshots of the statistics, the History view and a replayed deal, as a user sees them.

    Xvfb :26 -screen 0 1024x700x24 &
    HOME=$(mktemp -d) DISPLAY=:26 python tools/history_screenshots.py --out /tmp/shots de ja

A history of real deals (fixed seeds, the user's seat played by the Beginner
computer, the others at random) in every game, with grades and luck figures as
the background would give them, is opened in the main window sized to the
screen; Game → Statistics is opened and each of its tabs grabbed, each chart
exported as PNG and as SVG (the SVG also drawn back by Qt's own renderer, as
``export-<chart>-<language>.svg.png``, to look at beside the PNG), then the
History view, a deal replayed from it, its review and a Skat session's list.
Each screenshot is the whole screen, so what overlaps or runs off it shows.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from stammtisch.desktop.history import HistoryRecorder
from stammtisch.desktop.i18n import install_language
from stammtisch.desktop.settings import AppSettings
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.desktop.widgets.statistics import CHARTS, StatisticsPanel
from stammtisch.engine.ai.tournament import make_agent, play_out
from stammtisch.engine.coach.grades import THRESHOLDS, grade_for
from stammtisch.engine.history.store import Grade, HistoryStore, SessionInfo
from stammtisch.engine.registry import make_game
from stammtisch.engine.session import Session

NAMES = {"en": "You", "de": "Du", "ja": "あなた"}
DAY = 86400.0
START = 1_780_000_000.0
TABLES = (
    ("skat", 3, "standard"),
    ("doppelkopf", 4, "standard"),
    ("skat", 3, "strong"),
    ("sheepshead", 5, "beginner"),
    ("schafkopf", 4, "standard"),
    ("skat", 4, "beginner"),
)


def fill(store: HistoryStore, you: str, deals: int = 10, seed: int = 3) -> None:
    """Sessions of every game, each of ``deals`` deals three days apart."""
    rng = random.Random(seed)
    for number, (name, players, level) in enumerate(TABLES):
        game = make_game(name, players)
        seats = [you, "Anna", "Bernd", "Clara", "Dieter"][:players]
        session = Session(game, seats, deals, seed=seed * 100 + number)
        levels = ["human"] + [level] * (players - 1)
        sid = store.begin_session(
            SessionInfo(f"shot{number}", name, players, {}, seats, levels, 0),
            started=START + number * 3 * DAY,
        )
        for i in range(deals):
            state = session.start_deal()
            agents = [make_agent("beginner" if s == 0 else "random", game) for s in range(players)]
            play_out(state, agents, rng.randrange(2**31))
            session.finish_deal()
            deal_id = store.add_deal(sid, i, session.deals[-1], START + number * 3 * DAY + i * 600)
            assert deal_id is not None
            if rng.random() < 0.6:
                store.set_luck(deal_id, "strong", rng.choice([-48, -24, 0, 0, 24, 36, 48]))
            scale = THRESHOLDS[name][2]
            losses = [0.0 if rng.random() < 0.6 else rng.expovariate(0.5 / scale) for _ in range(6)]
            store.add_grades(
                deal_id, [Grade(4 * k, x, grade_for(name, x).value) for k, x in enumerate(losses)]
            )


def svg_drawn(svg: Path, like: Path) -> Path:
    """``svg`` drawn by Qt's SVG renderer at the size of the PNG ``like``, saved beside it."""
    size = QImage(str(like)).size()
    image = QImage(size, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    QSvgRenderer(str(svg)).render(painter)
    painter.end()
    target = svg.with_name(svg.name + ".png")
    image.save(str(target))
    return target


def screen(app: QApplication, path: Path) -> None:
    QTest.qWait(200)  # let the windows map and paint
    QGuiApplication.primaryScreen().grabWindow(0).save(str(path))
    print(path)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("languages", nargs="*", default=["de", "ja"])
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    args.out.mkdir(parents=True, exist_ok=True)
    room = QGuiApplication.primaryScreen().availableGeometry()
    for language in args.languages:
        install_language(language)
        folder = Path(tempfile.mkdtemp())
        recorder, _ = HistoryRecorder.open(folder / "history.sqlite")
        fill(recorder.store, NAMES[language])
        settings = AppSettings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
        settings.language = language
        window = MainWindow(settings, None, pace_ms=0)
        window.set_history(recorder)
        if window.grader is not None:
            window.grader.shutdown()
        window.learn_menu.shutdown()
        window.resize(
            min(window.width(), room.width() - 16), min(window.height(), room.height() - 40)
        )
        window.move(room.topLeft())
        window.show()
        window.show_statistics()
        assert window.stats_dock is not None
        panel = window.stats_dock.widget()
        assert isinstance(panel, StatisticsPanel)
        panel.now = lambda: START + 30 * DAY
        for game in ("skat", None):
            panel.set_filter(game=game)
            for i, key in enumerate(CHARTS):
                panel.tabs.setCurrentIndex(i)
                screen(app, args.out / f"statistics-{key}-{game or 'all'}-{language}.png")
                if game and key != "list":
                    png = args.out / f"export-{key}-{language}.png"
                    svg = png.with_suffix(".svg")
                    panel.export_chart(png)
                    panel.export_chart(svg)
                    print(png, svg, svg_drawn(svg, png))
        panel.set_filter(game="sheepshead")
        for key in ("roles", "contracts", "wins"):
            panel.tabs.setCurrentIndex(CHARTS.index(key))
            screen(app, args.out / f"statistics-{key}-sheepshead-{language}.png")
        window.stats_dock.hide()
        view = window.show_history()
        assert view is not None
        view.filters.set_filter(None)
        view.reload()
        screen(app, args.out / f"history-{language}.png")
        view.filters.set_filter("doppelkopf")
        view.reload()
        view.sort_by("result")
        screen(app, args.out / f"history-doppelkopf-{language}.png")
        view.filters.set_filter(None)
        view.reload()
        view.sort_by("grades")
        screen(app, args.out / f"history-by-grades-{language}.png")
        played = next(
            i for i in view.model.ids if view.model.row(view.model.ids.index(i)).role != "out"
        )
        view.select(played)
        deal = view.open_current()
        if deal is not None:
            deal.show_step(3)
            screen(app, args.out / f"history-replay-{language}.png")
            deal.close()
        review = view.review_current()
        if review is not None:
            review.wait()
            screen(app, args.out / f"history-review-{language}.png")
            review.close()
        view.filters.set_filter("skat")
        view.reload()
        scores = view.score_list_current()
        if scores is not None:
            screen(app, args.out / f"history-score-list-{language}.png")
            scores.close()
        view.close()
        window.close()
        recorder.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
