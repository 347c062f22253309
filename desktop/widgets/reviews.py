"""Opening the review of a deal: the one just played, or one from the history.

:func:`review_deal` opens the :class:`~.review_dialog.ReviewDialog`; with the
history's background grading it lets the review grade the deal and keeps its
grades (the background leaves the deal alone meanwhile).

:func:`review_stored` reviews a stored deal with the grades stored for it: the
grade and the points lost of each decision are shown as they were graded after
the deal, never searched again.  The better choice of a decision graded below
"best" comes from its practice puzzle when one was made; for the others only
that choice is looked up (a search at the moment of the decision), in the
background, and written beside the stored grade.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QTableWidgetItem, QWidget

from stammtisch.engine.coach import NO_ACTION, Grade, GradedDecision, hint
from stammtisch.engine.history import aggregates as agg
from stammtisch.engine.history.grading import stored_decisions
from stammtisch.engine.history.store import HistoryStore
from stammtisch.engine.practice import PracticeStore
from stammtisch.engine.state import GameState

from ..grading import GradeRunner
from ..names import seat_labels
from ..review import position_before
from ..tasks import Control, TaskRunner
from .review_dialog import ReviewDialog


def review_deal(
    final: GameState,
    human: int,
    names: Sequence[str],
    parent: QWidget | None,
    budget_ms: float,
    work: int | None = None,
    grader: GradeRunner | None = None,
    deal_id: int | None = None,
    known: Mapping[int, GradedDecision | float] | None = None,
    over: QWidget | None = None,
    faces: str | None = None,
) -> ReviewDialog:
    """Open the review of ``final`` for seat ``human``; the grades it finds for stored deal
    ``deal_id`` are kept in the history through ``grader``.  Without a ``parent`` it is a
    window of its own, opened ``over`` the given one; ``faces`` names the cards as the table
    draws them."""
    dialog = ReviewDialog(
        final, human, list(names), budget_ms, work, parent, known=known, over=over, faces=faces
    )
    if deal_id is not None and grader is not None:
        # the review grades this deal itself: the background grading leaves it alone until
        # the review's grades are kept, or the review ends without them
        grader.grading_elsewhere(deal_id, True)
        said = [False]

        def released() -> None:  # once, whichever comes first
            if not said[0]:
                said[0] = True
                grader.grading_elsewhere(deal_id, False)

        dialog.grading.done.connect(functools.partial(grader.keep, deal_id, final.clone()))
        dialog.grading.done.connect(lambda _graded: released())
        dialog.grading.failed.connect(lambda _detail: released())
        dialog.finished.connect(lambda _result: released())
    dialog.show()
    return dialog


def review_stored(
    store: HistoryStore,
    deal_id: int,
    parent: QWidget,
    budget_ms: float,
    work: int | None = None,
    grader: GradeRunner | None = None,
) -> ReviewDialog:
    """Open the review of stored deal ``deal_id`` with its stored grades (a deal not graded
    yet is graded now, and its grades kept)."""
    record = store.deal_record(deal_id)
    final = record.replay()
    seat = store.deal_user_seat(deal_id)
    rows = agg.deal_rows(store.conn, [deal_id])
    names = seat_labels(rows[0].seats if rows else (), seat) or [
        str(i + 1) for i in range(final.num_players)
    ]
    stored = store.grades(deal_id)
    if not stored:
        known = None if grader is None else grader.known(deal_id, final)
        return review_deal(final, seat, names, parent, budget_ms, work, grader, deal_id, known)
    bests = PracticeStore(store).best_answers(deal_id)
    dialog = review_deal(
        final,
        seat,
        names,
        parent,
        budget_ms,
        work,
        known=stored_decisions(final, seat, stored, bests),
    )
    finder = BetterChoices(dialog, budget_ms, work)
    dialog.grading.done.connect(lambda _graded: finder.start())
    return dialog


class BetterChoices:
    """Names the better choice beside each stored grade below "best" that does not say it."""

    def __init__(self, dialog: ReviewDialog, budget_ms: float, work: int | None) -> None:
        self.dialog = dialog
        self.budget_ms = budget_ms
        self.work = work
        self.runner = TaskRunner(dialog)
        dialog.finished.connect(lambda _result: self.runner.cancel())

    def wanted(self) -> list[int]:
        """The rows of the review's table whose better choice is still unknown."""
        return [
            row
            for row, d in enumerate(self.dialog.graded)
            if d.grade is not Grade.BEST and d.best == d.chosen
        ]

    def start(self) -> None:
        dialog = self.dialog
        dialog.status.setText(
            dialog.status.text()
            + " "
            + QCoreApplication.translate("ReviewDialog", "(as graded after the deal)")
        )
        rows = self.wanted()
        if not rows:
            return
        positions = [(row, position_before(dialog.final, dialog.graded[row].index)) for row in rows]
        seat, budget, work = dialog.human, self.budget_ms, self.work

        def run(control: Control) -> object:
            for row, before in positions:
                control.check()
                found = hint(before, seat, budget, work=work)
                control.progress(row, found.action, found.label)
            return None

        task = self.runner.start(run)
        task.progress.connect(lambda told: self._found(*told))

    def _found(self, row: int, action: int, label: str) -> None:
        dialog = self.dialog
        if row >= len(dialog.graded):
            return
        decision = dialog.graded[row]
        if action == decision.chosen:
            return  # the search finds no better choice now: the stored grade stands alone
        before = position_before(dialog.final, decision.index)
        message = None if action == NO_ACTION else before.describe_action(action).label
        dialog.graded[row] = dataclasses.replace(
            decision, best=action, best_label=label, best_message=message
        )
        dialog.table.setItem(row, 2, QTableWidgetItem(dialog.said(message)))

    def wait(self, timeout_ms: int = 30_000) -> bool:
        return self.runner.wait(timeout_ms)


__all__ = ["BetterChoices", "review_deal", "review_stored"]
