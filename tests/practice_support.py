"""A history with graded decisions, for the practice tests.

The deal is ``coach_deals.SURE_TRICK_THROWN`` played to its end: seat 0 (the user)
declares hearts and, three cards from the end, plays ♥Q where ♥A takes the trick
for sure (the coach grades it a blunder, record action 30).
"""

from __future__ import annotations

from coach_deals import sure_trick_record

from stammtisch.engine.coach import GradedDecision, grade_decision, hint, review
from stammtisch.engine.history.store import Grade, HistoryStore, SessionInfo
from stammtisch.engine.practice import action_index_of
from stammtisch.engine.records import DealRecord
from stammtisch.engine.state import GameState

USER = 0
THROWN = 30
"""The record index of the thrown trick (♥Q instead of ♥A)."""
SESSION = SessionInfo("practice", "skat", 3, {}, ("U", "B", "C"), ("human", "strong", "strong"), 0)


def finished_deal() -> GameState:
    """The prepared deal played to its end (the rest by the first legal card)."""
    state = sure_trick_record().replay()
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    return state


def stored_grade(final: GameState, graded: GradedDecision) -> Grade:
    """A coach grade as the history keeps it: the record index, the loss, the grade's name."""
    return Grade(action_index_of(final, graded.index), graded.loss, graded.grade.value)


def store_deal(store: HistoryStore) -> tuple[int, GameState]:
    """The finished deal in ``store`` (no grades yet); its id and the final state."""
    final = finished_deal()
    session = store.begin_session(SESSION, started=1000.0)
    deal_id = store.add_deal(session, 0, DealRecord.from_state(final), finished=1001.0)
    assert deal_id is not None
    return deal_id, final


def graded_blunder(store: HistoryStore) -> int:
    """The deal with two grades: the thrown trick (a blunder) and the bid before it (best)."""
    deal_id, final = store_deal(store)
    record = store.deal_record(deal_id)
    grades = []
    for index in (2, THROWN):  # seat 0's bid of 18, and the thrown trick
        before = record.replay(index)
        chosen = before.parse_action(record.actions[index][1])
        h = hint(before, USER, budget_ms=3000, work=8)
        history_index = len(before.history())
        grades.append(stored_grade(final, grade_decision(before, USER, chosen, history_index, h)))
    store.add_grades(deal_id, grades)
    return deal_id


def reviewed_deal(store: HistoryStore) -> int:
    """The deal with every decision of the user graded by the coach's review."""
    deal_id, final = store_deal(store)
    graded = review(final, USER, budget_ms=3000, work=3)
    store.add_grades(deal_id, [stored_grade(final, g) for g in graded])
    return deal_id
