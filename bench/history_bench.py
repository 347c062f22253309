"""The history at scale: storing deals one by one, and the statistics panel over them.

Fills a fresh database with ``--deals`` finished deals through the store's
own ``add_deal`` (one transaction each, as the desktop does when a deal
ends), then opens the statistics panel offscreen and changes filters.

The deals are real: a pool of randomly played deals of every game (Skat at
three and four, Doppelkopf, Schafkopf, Sheepshead) is played once and stored
over and over in sessions of 36 deals against varying computer levels, with
finishing times spread over two years.  Then every deal the user took part
in gets grades for 4 to 12 decisions, as if the background grading had
caught up with all of them (the worst case for the Grades chart; ``--no-grades``
leaves them out).

    python bench/history_bench.py [--deals 100000] [--pool 300] [--db PATH] [--no-grades] [--json]

Prints ``{"deals", "store_ms_p50", "store_ms_p95", "open_panel_ms", "filter_ms",
"open_history_ms"}`` (``filter_ms``: the slowest of several filter changes on every tab,
each redrawing the chart on show; ``open_history_ms``: opening the History view over every
deal until its first rows are drawn) and, besides, ``filter_ms_by_tab`` (the slowest
per tab), ``grade_sums_ms`` (how long the open panel, idle, takes to sum the
grades per deal), ``tab_ms`` (each chart's redraw under the last filter) and the History
view's ``history_filter_ms`` and ``history_sort_ms`` (the slowest filter change and sort,
each until the rows are drawn again) and ``history_scroll_ms`` (a page of rows further on).
Targets: storing a deal under 20 ms, the panel open, a filter change and the History view
open under 1 s.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from stammtisch.engine.coach.grades import grade_for
from stammtisch.engine.history.store import HistoryStore, SessionInfo, open_history
from stammtisch.engine.records import DealRecord
from stammtisch.engine.registry import make_game

TABLES = (("skat", 3), ("skat", 4), ("doppelkopf", 4), ("schafkopf", 4), ("sheepshead", 5))
LEVELS = ("beginner", "standard", "strong")
SESSION_DEALS = 36
SPAN = 2 * 365 * 86400.0


def played_pool(size: int, rng: random.Random) -> dict[tuple[str, int], list[DealRecord]]:
    pool: dict[tuple[str, int], list[DealRecord]] = {}
    for i in range(size):
        name, players = TABLES[i % len(TABLES)]
        game = make_game(name, players)
        seed = rng.randrange(2**31)
        state = game.new_deal(seed=seed, dealer=rng.randrange(players))
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
        pool.setdefault((name, players), []).append(DealRecord.from_state(state, seed=seed))
    return pool


def fill(store: HistoryStore, deals: int, pool_size: int, seed: int = 1) -> list[float]:
    """Store ``deals`` deals; the milliseconds each ``add_deal`` took."""
    rng = random.Random(seed)
    pool = played_pool(pool_size, rng)
    start = time.time() - SPAN
    times: list[float] = []
    session_id = 0
    table = TABLES[0]
    for n in range(deals):
        if n % SESSION_DEALS == 0:
            table = TABLES[rng.randrange(len(TABLES))]
            name, players = table
            levels = ["human"] + [rng.choice(LEVELS) for _ in range(players - 1)]
            session_id = store.begin_session(
                SessionInfo(
                    f"bench:{n}",
                    name,
                    players,
                    {},
                    [f"P{i}" for i in range(players)],
                    levels,
                    0,
                ),
                started=start + SPAN * n / deals,
            )
        record = rng.choice(pool[table])
        t0 = time.perf_counter()
        store.add_deal(session_id, n % SESSION_DEALS, record, finished=start + SPAN * n / deals)
        times.append((time.perf_counter() - t0) * 1000)
    return times


def add_grades(store: HistoryStore, seed: int = 2) -> int:
    """Grades for every deal the user took part in, in one transaction; how many rows."""
    rng = random.Random(seed)
    rows = []
    for (deal_id,) in store.conn.execute("SELECT id FROM deals WHERE role != 'out'").fetchall():
        for k in range(rng.randrange(4, 13)):
            loss = 0.0 if rng.random() < 0.6 else rng.expovariate(1 / 6)
            rows.append((deal_id, 3 + 2 * k, loss, grade_for("skat", loss).value))
    store.conn.execute("BEGIN")
    store.conn.executemany("INSERT INTO grades VALUES (?, ?, ?, ?)", rows)
    store.conn.execute("COMMIT")
    return len(rows)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def panel_figures(store: HistoryStore) -> dict[str, object]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from stammtisch.desktop.widgets.statistics import CHARTS, StatisticsPanel

    app = QApplication.instance() or QApplication([sys.argv[0]])
    t0 = time.perf_counter()
    panel = StatisticsPanel(store)
    panel.resize(1000, 700)
    panel.show()
    app.processEvents()
    open_ms = (time.perf_counter() - t0) * 1000
    # the panel sums the grades per deal while idle: how long until that is done
    t0 = time.perf_counter()
    while not panel._sums_ready and time.perf_counter() - t0 < 60:
        app.processEvents()
        time.sleep(0.005)
    sums_ms = (time.perf_counter() - t0) * 1000
    changes = [
        {"game": "skat"},
        {"game": "skat", "players": 3},
        {"game": "doppelkopf", "level": "strong"},
        {"days": 30},
        {"game": "skat", "days": 365, "level": "standard"},
        {},
    ]
    filter_ms: dict[str, list[float]] = {}
    for i, key in enumerate(CHARTS):
        panel.tabs.setCurrentIndex(i)
        app.processEvents()
        for change in changes:
            t0 = time.perf_counter()
            panel.set_filter(**change)  # type: ignore[arg-type]
            app.processEvents()
            filter_ms.setdefault(key, []).append((time.perf_counter() - t0) * 1000)
    panel.tabs.setCurrentIndex(0)
    panel.set_filter(game="skat")
    tab_ms: dict[str, float] = {}
    for i, key in enumerate(CHARTS):
        t0 = time.perf_counter()
        panel.tabs.setCurrentIndex(i)
        app.processEvents()
        tab_ms[key] = round((time.perf_counter() - t0) * 1000, 1)
    panel.close()
    return {
        "open_panel_ms": round(open_ms, 1),
        "filter_ms": round(max(max(v) for v in filter_ms.values()), 1),
        "filter_ms_by_tab": {k: round(max(v), 1) for k, v in filter_ms.items()},
        "grade_sums_ms": round(sums_ms, 1),
        "tab_ms": tab_ms,
    }


def history_figures(store: HistoryStore) -> dict[str, object]:
    """The History view over the whole history: opened, filtered, sorted, scrolled."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from stammtisch.desktop.widgets.history_view import COLUMNS, HistoryView

    app = QApplication.instance() or QApplication([sys.argv[0]])
    t0 = time.perf_counter()
    view = HistoryView(store)
    view.resize(1000, 640)
    view.filters.set_filter(None)  # every deal of every game
    view.reload()
    view.show()
    app.processEvents()
    view.table.viewport().repaint()
    open_ms = (time.perf_counter() - t0) * 1000
    rows = view.model.rowCount()

    def timed(change: object) -> float:
        t = time.perf_counter()
        change()  # type: ignore[operator]
        app.processEvents()
        view.table.viewport().repaint()
        return (time.perf_counter() - t) * 1000

    filters = [
        lambda: (view.filters.set_filter("skat"), view.reload()),
        lambda: (view.filters.set_filter("doppelkopf", 365, "strong"), view.reload()),
        lambda: (view.filters.set_filter(None, None, None, 4), view.reload()),
        lambda: (view.filters.set_filter(None), view.reload()),
    ]
    filter_ms = max(timed(f) for f in filters)
    sort_ms = max(timed(lambda key=key: view.sort_by(key)) for key in COLUMNS)
    view.sort_by("finished")
    scroll = view.table.verticalScrollBar()
    scroll_ms = max(
        timed(lambda k=k: scroll.setValue(k * scroll.maximum() // 5)) for k in range(1, 6)
    )
    view.close()
    return {
        "history_rows": rows,
        "open_history_ms": round(open_ms, 1),
        "history_filter_ms": round(filter_ms, 1),
        "history_sort_ms": round(sort_ms, 1),
        "history_scroll_ms": round(scroll_ms, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100_000)
    parser.add_argument("--pool", type=int, default=300, help="distinct played deals to store")
    parser.add_argument("--db", type=Path, help="the database to fill (default: a fresh temp file)")
    parser.add_argument("--no-grades", action="store_true", help="store no decision grades")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    folder = None
    if args.db is None:
        folder = tempfile.TemporaryDirectory()
        path = Path(folder.name) / "history.sqlite"
    else:
        path = args.db
        if path.exists():
            raise SystemExit(f"{path} exists: the bench fills a fresh database")
    store = open_history(path).store
    times = fill(store, args.deals, args.pool)
    figures: dict[str, object] = {
        "deals": store.count_deals(),
        "store_ms_p50": round(statistics.median(times), 3),
        "store_ms_p95": round(percentile(times, 0.95), 3),
        "store_ms_max": round(max(times), 3),
        "grades": 0 if args.no_grades else add_grades(store),
    }
    figures.update(panel_figures(store))
    figures.update(history_figures(store))
    figures["db_mb"] = round(path.stat().st_size / 1e6, 1)
    store.close()
    if folder is not None:
        folder.cleanup()
    if args.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
