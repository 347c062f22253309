"""Screenshots of the statistics panel in English, German and Japanese.

    QT_QPA_PLATFORM=offscreen python tools/statistics_screenshots.py [--out docs/screenshots]

A history is made of real deals (fixed seeds): Skat sessions
at three and four against varying computer levels, and a Doppelkopf session;
the user's seat is played by the Beginner computer, the others at random.
Some deals get a luck figure and decision grades, as the background and the
coach would give them.  The panel is grabbed on several of its tabs.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication

from stammtisch.desktop.i18n import install_language
from stammtisch.desktop.widgets.statistics import CHARTS, StatisticsPanel
from stammtisch.engine.ai.tournament import make_agent, play_out
from stammtisch.engine.coach.grades import THRESHOLDS, grade_for
from stammtisch.engine.history.store import Grade, HistoryStore, SessionInfo, open_history
from stammtisch.engine.registry import make_game
from stammtisch.engine.session import Session

LANGUAGES = ("en", "de", "ja")
TABS = ("total", "roles", "wins", "bidding", "grades", "rating", "list")
NAMES = {"en": "You", "de": "Du", "ja": "あなた"}
DAY = 86400.0


def fill(store: HistoryStore, you: str, seed: int = 3) -> None:
    rng = random.Random(seed)
    start = 1_780_000_000.0
    tables = [
        ("skat", 3, "standard"),
        ("skat", 3, "strong"),
        ("skat", 4, "beginner"),
        ("doppelkopf", 4, "standard"),
        ("skat", 3, "strong"),
        ("skat", 3, "standard"),
    ]
    for number, (name, players, level) in enumerate(tables):
        game = make_game(name, players)
        seats = [you, "Anna", "Bernd", "Clara"][:players]
        session = Session(game, seats, 12, seed=seed * 100 + number)
        levels = ["human"] + [level] * (players - 1)
        sid = store.begin_session(
            SessionInfo(f"shot{number}", name, players, {}, seats, levels, 0),
            started=start + number * 3 * DAY,
        )
        for i in range(12):
            state = session.start_deal()
            agents = [make_agent("beginner" if s == 0 else "random", game) for s in range(players)]
            play_out(state, agents, rng.randrange(2**31))
            session.finish_deal()
            finished = start + number * 3 * DAY + i * 600
            deal_id = store.add_deal(sid, i, session.deals[-1], finished)
            assert deal_id is not None
            if rng.random() < 0.6:
                store.set_luck(deal_id, "strong", rng.choice([-48, -24, 0, 0, 24, 36, 48]))
            if rng.random() < 0.5:
                scale = THRESHOLDS[name][1]  # losses around a "good" decision's limit
                losses = [
                    0.0 if rng.random() < 0.6 else rng.expovariate(0.5 / scale) for _ in range(6)
                ]
                store.add_grades(
                    deal_id,
                    [Grade(4 * k, x, grade_for(name, x).value) for k, x in enumerate(losses)],
                )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    args.out.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        install_language(language)
        store = open_history(Path(tempfile.mkdtemp()) / "history.sqlite").store
        fill(store, NAMES[language])
        panel = StatisticsPanel(store)
        panel.now = lambda: 1_780_000_000.0 + 30 * DAY
        panel.resize(960, 620)
        panel.show()
        panel.set_filter(game="skat")
        for tab in TABS:
            panel.tabs.setCurrentIndex(CHARTS.index(tab))
            app.processEvents()
            path = args.out / f"statistics-{tab}-{language}.png"
            panel.grab().save(str(path))
            print(path)
        panel.close()
        store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
