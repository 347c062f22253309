"""The user's decision grades in the history: graded in the background after each deal,
stored by the record's action index, reused by the review and plotted by the panel."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from coach_deals import sure_trick_record
from desktop_support import (
    english,  # noqa: F401 - fixture
    temp_settings,
)
from history_fixture import fill
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from stammtisch.desktop import grading
from stammtisch.desktop.grading import GradeRunner
from stammtisch.desktop.history import HistoryRecorder
from stammtisch.desktop.savegame import SavedTable
from stammtisch.desktop.widgets.main_window import MainWindow
from stammtisch.engine.cards import parse_card as c
from stammtisch.engine.coach import grades as coach_grades
from stammtisch.engine.history import aggregates as agg
from stammtisch.engine.history.grading import action_index, history_index, stored_losses, to_rows
from stammtisch.engine.history.store import Grade, HistoryStore, SessionInfo, open_history
from stammtisch.engine.records import DealRecord
from stammtisch.engine.session import Session
from stammtisch.engine.state import CHANCE, GameState

SEATS = ("You", "Anna", "Bernd")
LEVELS = ("human", "standard", "standard")


def finished() -> GameState:
    """The prepared Skat deal (seat 0 threw a sure trick with ♥Q), played out."""
    state = sure_trick_record().replay()
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    return state


def _store_deal(store: HistoryStore, state: GameState, uid: str = "s") -> int:
    sid = store.begin_session(SessionInfo(uid, "skat", 3, {}, SEATS, LEVELS, 0))
    deal_id = store.add_deal(sid, 0, DealRecord.from_state(state, SEATS))
    assert deal_id is not None
    return deal_id


def _count_searches(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the coach's searches made while grading (the hint it asks per decision)."""
    calls: list[int] = []
    real = coach_grades.hint

    def counted(*args: object, **kwargs: object) -> object:
        calls.append(1)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(coach_grades, "hint", counted)
    return calls


# --- the rows ---------------------------------------------------------------------------


def test_rows_count_places_in_the_records_action_list() -> None:
    state = finished()
    record = DealRecord.from_state(state)
    history = state.history()
    for place, (seat, _said) in enumerate(record.actions):
        index = history_index(state, place)
        assert history[index][0] == seat != CHANCE
        assert action_index(state, index) == place
    with pytest.raises(IndexError):
        history_index(state, len(record.actions))
    graded = coach_grades.review(state, 0, 20_000, work=2)
    rows = to_rows(state, graded)
    assert [r.label for r in rows] == [d.grade.value for d in graded]
    assert [r.grade for r in rows] == [d.loss for d in graded]
    thrown = next(r for r in rows if record.actions[r.action_index] == (0, "HQ"))
    assert thrown.label == "blunder" and thrown.grade > coach_grades.THRESHOLDS["skat"][3]
    # and back: the coach's history indices with the stored losses
    assert stored_losses(state, rows) == {d.index: d.loss for d in graded}


def test_a_review_rebuilds_the_stored_best_decisions_without_searching(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = finished()
    first = coach_grades.review(state, 0, 20_000, work=2)
    known = stored_losses(state, to_rows(state, first))
    calls = _count_searches(monkeypatch)
    again = coach_grades.review(state, 0, 20_000, work=2, known=known)
    lossy = [d for d in first if d.loss > 0]
    assert len(calls) == len(lossy) > 0  # only the decisions that lost points are searched
    assert [(d.index, d.chosen, d.grade) for d in again] == [
        (d.index, d.chosen, d.grade) for d in first
    ]
    kept = {d.index: d for d in first}
    assert coach_grades.review(state, 0, 20_000, work=2, known=kept) == first
    assert len(calls) == len(lossy)  # full grades given: no search at all


def test_stored_grades_are_the_reviews_decisions_as_they_were_graded(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from stammtisch.engine.history.grading import stored_decisions

    state = finished()
    points = list(coach_grades.decision_points(state, 0))
    thrown = next(i for i, (_, _, a) in enumerate(points) if a == c("HQ"))
    rows = [
        Grade(
            action_index(state, index),
            0.0 if k != thrown else 42.0,
            "best" if k != thrown else "blunder",
        )
        for k, (index, _, _) in enumerate(points)
    ]
    place = rows[thrown].action_index
    decided = stored_decisions(state, 0, rows[1:], {place: "HA"})
    assert sorted(decided) == [index for index, _, _ in points[1:]]  # a row per decision
    blunder = decided[points[thrown][0]]
    assert (blunder.grade.value, blunder.loss, blunder.chosen, blunder.best) == (
        "blunder",
        42.0,
        c("HQ"),
        c("HA"),  # the puzzle's best answer named the better choice
    )
    assert blunder.best_message is not None and str(blunder.best_message) == "play ♥A"
    best = decided[points[1][0]]
    assert best.grade.value == "best" and best.best == best.chosen
    # without a better choice known, the decision's best is its own choice
    assert stored_decisions(state, 0, rows)[points[thrown][0]].best == c("HQ")
    # and the review takes them as they are: not one search
    calls = _count_searches(monkeypatch)
    again = coach_grades.review(state, 0, 20_000, work=2, known=stored_decisions(state, 0, rows))
    assert not calls and [d.grade.value for d in again] == [r.label for r in rows]


def test_the_puzzles_of_one_deal() -> None:
    from stammtisch.engine.practice import PracticeStore
    from stammtisch.engine.practice.puzzle import Puzzle

    store = HistoryStore.in_memory()
    state = finished()
    deal = _store_deal(store, state)
    other = _store_deal(store, state, "t")
    practice = PracticeStore(store)
    store.add_grades(deal, [Grade(5, 20.0, "blunder"), Grade(9, 9.0, "mistake")])
    store.add_grades(other, [Grade(5, 20.0, "blunder")])
    assert practice.count_pending_of(deal) == 2 and practice.count_pending_of(other) == 1
    assert [(j.deal_id, j.action_index) for j in practice.pending(10, deal)] == [
        (deal, 5),
        (deal, 9),
    ]
    practice.add(Puzzle(deal, 9, "skat", 0, True, "HQ", "HA", ("HA",), {"HA": 1.0, "HQ": -1.0}))
    assert [i.puzzle.action_index for i in practice.of_deal(deal)] == [9]
    assert practice.of_deal(other) == []
    assert practice.best_answers(deal) == {9: "HA"}
    assert practice.count_pending_of(deal) == 1


# --- the aggregates -----------------------------------------------------------------------


def _graded_fixture(store: HistoryStore) -> dict[str, int]:
    ids = fill(store)
    store.add_grades(ids["A0"], [Grade(3, 0.0, "best"), Grade(7, 9.0, "mistake")])
    store.add_grades(ids["A2"], [Grade(5, 20.0, "blunder")])
    store.add_grades(ids["B1"], [Grade(2, 2.0, "good")])
    return ids


def test_grades_per_deal_and_thinned_worked_out_by_hand() -> None:
    store = HistoryStore.in_memory()
    ids = _graded_fixture(store)
    result = agg.grades(store.conn, agg.Filter())
    assert result.points == [
        (ids["A0"], 1, 1000.0, 4.5, 2),
        (ids["A2"], 2, 1002.0, 20.0, 1),
        (ids["B1"], 3, 2001.0, 2.0, 1),
    ]
    assert result.counts == {"best": 1, "good": 1, "inaccuracy": 0, "mistake": 1, "blunder": 1}
    assert (result.deals, result.decisions, result.mean_loss) == (3, 4, 31 / 4)
    # two points at most: 1000..2001 cut in two spans, A0 and A2 in the first
    thin = agg.grades(store.conn, agg.Filter(), max_points=2)
    assert thin.points == [(ids["A2"], 2, 1002.0, 29 / 3, 3), (ids["B1"], 3, 2001.0, 2.0, 1)]
    assert thin.counts == result.counts
    assert agg.grades(store.conn, agg.Filter(players=4)).points == [(ids["B1"], 1, 2001.0, 2.0, 1)]
    assert agg.grades(store.conn, agg.Filter(game="doppelkopf")).points == []
    assert agg.grades_over_time(store.conn, agg.Filter(players=3)) == [
        (ids["A0"], 1000.0, 4.5, 2),
        (ids["A2"], 1002.0, 20.0, 1),
    ]


def test_the_per_deal_sums_catch_up_in_steps_and_with_rewritten_grades() -> None:
    store = HistoryStore.in_memory()
    ids = _graded_fixture(store)
    steps = 1
    while not agg.catch_up_grades(store.conn, rows=2):
        steps += 1
    assert steps == 4  # 7 rows written (the fixture's 3, then 4 that replace 2 of them)
    assert agg.catch_up_grades(store.conn, rows=2) is True
    store.add_grades(ids["A0"], [Grade(7, 1.0, "best")])  # graded again by a review
    store.add_grades(ids["C0"], [Grade(1, 0.5, "inaccuracy")])
    result = agg.grades(store.conn, agg.Filter())
    assert [(p[0], p[3]) for p in result.points] == [
        (ids["A0"], 0.5),
        (ids["A2"], 20.0),
        (ids["B1"], 2.0),
        (ids["C0"], 0.5),
    ]
    assert result.counts["best"] == 2 and result.counts["mistake"] == 0


# --- the background grading ------------------------------------------------------------------


def test_the_runner_grades_stored_deals_newest_first_and_stops_cleanly(
    qtbot: QtBot, tmp_path: Path
) -> None:
    store = open_history(tmp_path / "h.sqlite").store
    ids = fill(store)  # hand-made records without cards: nothing to grade there
    state = finished()
    deal_id = _store_deal(store, state)
    runner = GradeRunner(store, budget_ms=20_000, work=2)
    assert [j.deal_id for j in runner.jobs()] == [deal_id]  # the newest first
    graded: list[int] = []
    runner.updated.connect(lambda: graded.append(len(store.grades(deal_id))))
    runner.start()
    assert runner.is_running()
    qtbot.waitUntil(lambda: not runner.is_running() and not runner.jobs(), timeout=60_000)
    rows = store.grades(deal_id)
    assert rows and graded and graded[0] == len(rows)
    record = store.deal_record(deal_id)
    thrown = next(r for r in rows if record.actions[r.action_index] == (0, "HQ"))
    assert thrown.label == "blunder" and thrown.grade > coach_grades.THRESHOLDS["skat"][3]
    assert {r.label for r in rows} <= {g.value for g in coach_grades.Grade}
    # the fixture's deals without grades are looked at once and let be (B0: the user sat out;
    # A0 and B1 hold grades already)
    assert set(runner.failed) | runner.empty == {ids[k] for k in ("A1", "A2", "B2", "C0")}
    assert runner.known(deal_id, state) == {d.index: d for d in runner.kept[deal_id]}
    # a deal stored later is found; held while the computers think, the worker waits
    later = _store_deal(store, state, uid="later")
    assert [j.deal_id for j in runner.jobs()] == [later]
    runner.hold(True)
    runner.start()
    qtbot.wait(300)
    assert runner.is_running() and store.grades(later) == []
    runner.hold(False)
    qtbot.waitUntil(lambda: not runner.is_running(), timeout=60_000)
    assert [r.label for r in store.grades(later)] == [r.label for r in rows]
    # held, it still stops between two decisions at once
    third = _store_deal(store, state, uid="third")
    runner.hold(True)
    runner.start()
    assert runner.is_running()
    assert runner.shutdown(timeout_ms=5_000)
    assert store.grades(third) == []
    runner.start()  # stopped: nothing more
    assert not runner.is_running()
    store.close()


def _window_with_history(
    qtbot: QtBot, tmp_path: Path
) -> tuple[MainWindow, HistoryRecorder, Session]:
    """A window keeping a history, and a session whose deal has just ended (booked as soon as
    the window resumes it)."""
    state = finished()
    session = Session(state.game, list(SEATS), 1, first_dealer=state.dealer)
    session.current = state
    window = MainWindow(temp_settings(tmp_path), None, pace_ms=0)
    qtbot.addWidget(window)
    recorder, _ = HistoryRecorder.open(tmp_path / "history.sqlite", window)
    window.set_history(recorder)
    window.coach.requester.work = 2
    return window, recorder, session


@pytest.mark.usefixtures("english")
def test_a_finished_deal_is_graded_in_the_background_and_its_review_opens_at_once(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, recorder, session = _window_with_history(qtbot, tmp_path)
    window.show()
    window.resume(SavedTable(session, 0, list(LEVELS)))
    store = recorder.store
    # the saver's thread books the deal; the window hears of it (and its id) a moment later
    qtbot.waitUntil(lambda: recorder.deal_id(session, 0) is not None)
    assert store.count_deals() == 1
    deal_id = recorder.deal_id(session, 0)
    assert deal_id is not None
    grader = window.grader
    assert grader is not None
    qtbot.waitUntil(lambda: bool(store.grades(deal_id)) and not grader.is_running(), timeout=60_000)
    rows = store.grades(deal_id)
    record = store.deal_record(deal_id)
    assert [r.label for r in rows if record.actions[r.action_index] == (0, "HQ")] == ["blunder"]
    # the review of that deal takes the grades just made: no search
    calls = _count_searches(monkeypatch)
    result = window.result_dialog
    assert result is not None
    button = result.findChild(QPushButton, "reviewButton")
    assert button is not None
    button.click()
    review = window.coach.review
    assert review is not None
    qtbot.waitUntil(lambda: bool(review.graded), timeout=5_000)
    assert calls == []
    assert [d.loss for d in review.graded] == [r.grade for r in rows]
    review.done(0)
    review.wait()
    # after a restart only the stored losses are known: the best ones are not searched again
    window.grader = window.coach.grader = GradeRunner(store, window)
    review = window.coach.review_last()
    assert review is not None
    qtbot.waitUntil(lambda: bool(review.graded), timeout=60_000)
    assert len(calls) == sum(1 for r in rows if r.grade > 0)
    assert [d.grade.value for d in review.graded] == [r.label for r in rows]
    review.done(0)
    review.wait()
    window.close()


def test_a_deal_graded_elsewhere_is_left_to_the_review_until_it_ends(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    store = open_history(tmp_path / "h.sqlite").store
    deal_id = _store_deal(store, finished())
    runner = GradeRunner(store, budget_ms=20_000, work=2)
    [job] = runner.jobs()
    runner.grading_elsewhere(deal_id, True)
    assert runner.jobs() == []
    # a grading already under way gives the deal up at its next decision, and books nothing
    calls = _count_searches(monkeypatch)
    assert runner.compute(job, lambda: False) is None
    assert calls == []
    runner.book(job, None)
    assert store.grades(deal_id) == [] and deal_id not in runner.kept
    # two reviews of it: it is the runner's again once both ended without their grades
    runner.grading_elsewhere(deal_id, True)
    runner.grading_elsewhere(deal_id, False)
    assert runner.jobs() == []
    runner.grading_elsewhere(deal_id, False)
    assert [j.deal_id for j in runner.jobs()] == [deal_id]
    runner.shutdown()
    store.close()


@pytest.mark.usefixtures("english")
def test_a_review_opened_while_the_deal_is_being_graded_searches_it_alone(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, recorder, session = _window_with_history(qtbot, tmp_path)
    grader = window.grader
    assert grader is not None
    gate = threading.Event()  # the background grading takes the deal, then waits here
    monkeypatch.setattr(grading, "_lowest_priority", lambda: gate.wait(30))
    calls = _count_searches(monkeypatch)
    window.show()
    window.resume(SavedTable(session, 0, list(LEVELS)))
    store = recorder.store
    qtbot.waitUntil(lambda: store.count_deals() == 1 and grader.is_running())
    deal_id = recorder.deal_id(session, 0)
    assert deal_id is not None
    review = window.coach.review_last()
    assert review is not None
    gate.set()
    qtbot.waitUntil(
        lambda: bool(review.graded and store.grades(deal_id)) and not grader.is_running(),
        timeout=60_000,
    )
    # every decision searched once, by the review; its grades are the stored ones
    assert len(calls) == len(review.graded) > 0
    rows = store.grades(deal_id)
    assert [r.label for r in rows] == [d.grade.value for d in review.graded]
    assert grader.jobs() == []
    review.done(0)
    review.wait()
    window.close()


# --- the chart ----------------------------------------------------------------------------


@pytest.mark.usefixtures("english")
def test_the_grades_chart_plots_stored_grades_and_a_filter_changes_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    pytest.importorskip("pyqtgraph")
    from stammtisch.desktop.widgets.statistics import CHARTS, StatisticsPanel

    store = open_history(tmp_path / "h.sqlite").store
    ids = _graded_fixture(store)
    panel = StatisticsPanel(store)
    qtbot.addWidget(panel)
    panel.resize(900, 600)
    panel.show()
    qtbot.waitExposed(panel)
    panel.tabs.setCurrentIndex(CHARTS.index("grades"))
    page = panel.pages["grades"]
    assert page.chart is not None
    # all games: no pooled mean of unlike points, but each game's own
    panel.set_filter(game=None)
    assert page.chart.ys.tolist() == [] and "Choose a game" in page.chart.saying
    assert page.caption.text() == (
        "Skat: 4 decisions; lost a decision: 7.75"
        " (best: 25%, good: 25%, mistake: 25%, blunder: 25%)"
    )
    panel.set_filter(game="skat")
    assert page.chart.ys.tolist() == [4.5, 20.0, 2.0]
    assert page.chart.xs.tolist() == [1, 2, 3]
    assert page.chart.series[0].deals == [ids["A0"], ids["A2"], ids["B1"]]
    caption = page.caption.text()
    assert "7.75 over 4 decisions (graded deals: 3)." in caption
    # each grade's share after its name and a colon: never "3. best" (a rank)
    assert "\nShare of each grade: best: 25%, good: 25%, mistake: 25%, blunder: 25%" in caption
    qtbot.wait(50)  # the plot settles its layout
    page.chart._hover(page.chart.scene_pos_of(1))
    assert "lost a decision: 20.00" in page.chart.last_tip
    panel.set_filter(game="skat", players=4)
    assert page.chart.ys.tolist() == [2.0]
    assert "2.00 over 1 decision (graded deals: 1)." in page.caption.text()
    panel.set_filter(game="doppelkopf")
    assert page.chart.ys.tolist() == []
    assert page.chart.saying.startswith("No graded decisions yet")
    # more grades arrive from the background: the chart follows
    store.add_grades(ids["C0"], [Grade(1, 0.6, "mistake")])
    panel.refresh_grades()
    assert page.chart.ys.tolist() == [0.6]
    data = tmp_path / "grades.csv"
    panel.export_data(data)
    assert data.read_text(encoding="utf-8").splitlines()[0] == (
        "Game,Game (code),Deal id,Graded deals,Finished,Points lost a decision,Decisions"
    )
    panel.close()
    store.close()
