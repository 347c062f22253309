"""Practice from your own games: the review schedule, puzzles made from the coach's grades,
and their place in the history database."""

from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path

import pytest
from history_fixture import fill
from practice_support import THROWN, USER, graded_blunder, reviewed_deal, store_deal

from stammtisch.engine.history import schema
from stammtisch.engine.history.store import Grade, HistoryStore, open_history
from stammtisch.engine.practice import (
    INTERVALS,
    NOTHING,
    PracticeStore,
    Puzzle,
    Schedule,
)
from stammtisch.engine.practice.store import LEARNING, SOLVED, UNUSABLE

D = date


class Clock:
    def __init__(self, today: date) -> None:
        self.today = today

    def __call__(self) -> date:
        return self.today


# --- the schedule ------------------------------------------------------------------------


def test_right_answers_climb_the_intervals_until_solved() -> None:
    assert INTERVALS == (1, 3, 7, 16, 35)
    s = Schedule.new(D(2026, 11, 23))
    assert (s.stage, s.due, s.interval) == (-1, D(2026, 11, 23), None)
    steps = [
        (D(2026, 11, 23), D(2026, 11, 24), 1),
        (D(2026, 11, 24), D(2026, 11, 27), 3),
        (D(2026, 11, 27), D(2026, 12, 4), 7),
        (D(2026, 12, 4), D(2026, 12, 20), 16),
        (D(2026, 12, 20), D(2027, 1, 24), 35),
    ]
    for today, due, days in steps:
        assert s.is_due(today)
        s = s.answered(True, today)
        assert (s.due, s.interval, s.last_review) == (due, days, today)
        assert not s.is_due(today) and not s.solved
    s = s.answered(True, D(2027, 1, 24))
    assert s.solved and not s.is_due(D(2030, 1, 1))
    assert (s.reviews, s.lapses) == (6, 0)
    with pytest.raises(ValueError):
        s.answered(True, D(2027, 2, 1))


def test_a_wrong_answer_goes_back_to_the_first_interval() -> None:
    s = Schedule(D(2026, 12, 4), stage=2, reviews=3)
    missed = s.answered(False, D(2026, 12, 6))  # answered two days late
    assert (missed.stage, missed.due, missed.lapses, missed.reviews) == (0, D(2026, 12, 7), 1, 4)
    again = missed.answered(True, D(2026, 12, 7))
    assert (again.stage, again.due) == (1, D(2026, 12, 10))
    # a late answer counts its interval from the day it is given
    assert Schedule(D(2026, 1, 1), stage=0).answered(True, D(2026, 1, 9)).due == D(2026, 1, 12)
    assert not Schedule(D(2026, 1, 2)).is_due(D(2026, 1, 1))


# --- puzzles from graded decisions --------------------------------------------------------


def test_a_graded_blunder_becomes_a_puzzle_with_the_better_card() -> None:
    store = HistoryStore.in_memory()
    deal_id = graded_blunder(store)
    labels = dict(
        store.conn.execute("SELECT action_index, label FROM grades WHERE deal_id = ?", (deal_id,))
    )
    assert labels == {2: "best", THROWN: "blunder"}
    practice = PracticeStore(store, Clock(D(2026, 11, 23)))
    assert practice.count_due() == 1  # pending: due the day it is made
    pending = practice.pending()
    assert [(p.deal_id, p.action_index, p.seat, p.grade) for p in pending] == [
        (deal_id, THROWN, USER, "blunder")
    ]
    assert practice.make_all(work=8) == 1
    assert practice.pending() == [] and practice.count_due() == 1
    [item] = practice.due()
    puzzle = item.puzzle
    assert (puzzle.deal_id, puzzle.action_index, puzzle.seat, puzzle.game) == (
        deal_id,
        THROWN,
        USER,
        "skat",
    )
    assert puzzle.card and puzzle.in_turn
    assert (puzzle.chosen, puzzle.best, puzzle.accepted) == ("HQ", "HA", ("HA",))
    assert puzzle.loss > 16  # more than a mistake in Skat: a blunder
    assert set(puzzle.values) == {"HA", "HQ", "SQ"}
    before = puzzle.position(store.deal_record(deal_id))
    assert before.current_player() == USER
    assert {before.action_to_string(a) for a in before.legal_actions()} == {"HA", "HQ", "SQ"}
    assert item.schedule == Schedule(D(2026, 11, 23))

    right = puzzle.check("HA")
    assert right.right and right.loss == 0 and right.gave_up is None
    assert right.reasons[0].code == "coach.wins_sure"
    wrong = puzzle.check("HQ")
    assert not wrong.right and wrong.best == "HA" and wrong.loss == pytest.approx(puzzle.loss)
    assert wrong.reasons == right.reasons  # why the best card is best
    assert wrong.gave_up is not None and wrong.gave_up.code == "practice.gave_up"
    assert (
        str(wrong.gave_up)
        == f"play ♥Q gives up {puzzle.loss:.1f} points on average against play ♥A."
    )
    assert not puzzle.check("SQ").right
    # stored and read back, the puzzle is the same
    assert Puzzle.from_json(deal_id, THROWN, puzzle.to_json()) == puzzle


def test_every_mistake_and_blunder_of_a_review_becomes_a_puzzle_of_the_users_seat() -> None:
    store = HistoryStore.in_memory()
    deal_id = reviewed_deal(store)
    grades = dict(
        store.conn.execute("SELECT action_index, label FROM grades WHERE deal_id = ?", (deal_id,))
    )
    practised = {i for i, label in grades.items() if label in ("mistake", "blunder")}
    assert THROWN in practised and len(practised) < len(grades)
    practice = PracticeStore(store, Clock(D(2026, 11, 23)))
    made = practice.make_all(work=3)
    rows = dict(store.conn.execute("SELECT action_index, status FROM practice"))
    assert set(rows) == practised  # good decisions never become puzzles
    assert made == sum(1 for s in rows.values() if s == LEARNING) >= 1
    record = store.deal_record(deal_id)
    for item in practice.due():
        puzzle = item.puzzle
        assert record.actions[puzzle.action_index][0] == USER == puzzle.seat
        assert puzzle.chosen == record.actions[puzzle.action_index][1]
        before = puzzle.position(record)
        legal = {before.action_to_string(a) for a in before.legal_actions()}
        assert puzzle.accepted and set(puzzle.accepted) <= legal
        assert puzzle.chosen not in puzzle.accepted and puzzle.best in puzzle.accepted
        assert set(puzzle.values) == legal


def test_a_graded_decision_of_another_seat_is_no_puzzle() -> None:
    store = HistoryStore.in_memory()
    deal_id, _ = store_deal(store)
    assert store.deal_record(deal_id).actions[0][0] != USER
    store.add_grades(deal_id, [Grade(0, 30.0, "mistake"), Grade(5, 3.0, "inaccuracy")])
    practice = PracticeStore(store, Clock(D(2026, 11, 23)))
    assert practice.count_due() == 1
    assert practice.make_all(work=3) == 0
    assert practice.counts() == {LEARNING: 0, SOLVED: 0, UNUSABLE: 1}
    assert practice.count_due() == 0 and practice.due() == []
    assert practice.item(deal_id, 0) is None


def test_answers_reschedule_the_puzzle_in_the_database(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite"
    store = open_history(path).store
    deal_id = graded_blunder(store)
    clock = Clock(D(2026, 11, 23))
    practice = PracticeStore(store, clock)
    practice.make_all(work=8)
    [item] = practice.due()
    verdict, item = practice.answer(item, "SQ")
    assert not verdict.right and item.schedule.due == D(2026, 11, 24)
    assert practice.due() == [] and practice.count_due() == 0
    assert practice.next_due() == D(2026, 11, 24)
    store.close()

    store = HistoryStore.connect(path)  # a restart
    clock.today = D(2026, 11, 24)
    practice = PracticeStore(store, clock)
    [item] = practice.due()
    assert (item.schedule.stage, item.schedule.lapses, item.schedule.reviews) == (0, 1, 1)
    verdict, item = practice.answer(item, "HA")
    assert verdict.right and item.schedule.due == D(2026, 11, 27)
    store.close()

    store = HistoryStore.connect(path)
    practice = PracticeStore(store, clock)
    kept = practice.item(deal_id, THROWN)
    assert kept is not None
    assert kept.schedule == Schedule(D(2026, 11, 27), 1, 2, 1, D(2026, 11, 24))
    for today in (D(2026, 11, 27), D(2026, 12, 4), D(2026, 12, 20), D(2027, 1, 24)):
        clock.today = today
        [item] = practice.due()
        practice.answer(item, "HA")
    assert practice.counts()[SOLVED] == 1 and practice.due() == []
    assert practice.next_due() is None
    store.close()


def test_a_damaged_puzzle_is_set_aside_not_shown() -> None:
    store = HistoryStore.in_memory()
    deal_id = graded_blunder(store)
    practice = PracticeStore(store, Clock(D(2026, 11, 23)))
    practice.make_all(work=8)
    store.conn.execute("UPDATE practice SET puzzle = '{\"game\": 1}'")
    assert practice.due() == []
    assert practice.counts()[UNUSABLE] == 1
    assert practice.item(deal_id, THROWN) is None


def test_saying_nothing_is_an_answer_token() -> None:
    p = Puzzle(1, 3, "doppelkopf", 2, False, "re", NOTHING, (NOTHING,), {NOTHING: 0.2, "re": -1.5})
    assert p.check(NOTHING).right and not p.check("re").right
    assert p.check("re").loss == pytest.approx(1.7)


# --- the schema ----------------------------------------------------------------------------


@pytest.mark.parametrize("version", range(3))
def test_every_earlier_version_migrates_to_the_practice_table(tmp_path: Path, version: int) -> None:
    path = tmp_path / "h.sqlite"
    conn = sqlite3.connect(path, isolation_level=None)
    schema.migrate(conn, version)
    if version:
        fill(HistoryStore(conn, path))
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    assert "practice" not in tables
    conn.close()
    store = HistoryStore.connect(path)
    assert schema.user_version(store.conn) == schema.SCHEMA_VERSION
    assert store.count_deals() == (7 if version else 0)
    deal_id = graded_blunder(store)
    practice = PracticeStore(store, Clock(D(2026, 11, 23)))
    assert practice.make_all(work=8) == 1
    assert practice.item(deal_id, THROWN) is not None
    store.close()
