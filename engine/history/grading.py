"""The user's decision grades in the history: the coach's grades turned into rows and back.

A row of the ``grades`` table is one graded decision of the user: the
decision's place in the deal record's action list (``action_index``, dealt
cards not counted), the expected score it gave up against the best choice
(``grade``, on the game's own scale, 0 for the best) and the grade's name
(``label``: ``best``, ``good``, ``inaccuracy``, ``mistake``, ``blunder``, see
:mod:`stammtisch.engine.coach.grades`).  The coach counts places in the
deal's full history, dealt cards included; these functions translate.

>>> from stammtisch.engine.registry import make_game
>>> import random
>>> state = make_game("skat", 3).new_deal(seed=7, dealer=0)
>>> rng = random.Random(7)
>>> while not state.is_terminal():
...     state.apply_action(rng.choice(state.legal_actions()))
>>> first = next(i for i, (actor, _) in enumerate(state.history()) if actor >= 0)
>>> first, action_index(state, first), history_index(state, 0) == first
(32, 0, True)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..coach.grades import Grade as Verdict
from ..coach.grades import GradedDecision, decision_points, grade_for
from ..coach.hints import NO_ACTION
from ..errors import StammtischError
from ..practice.puzzle import NOTHING
from ..state import CHANCE, GameState
from .store import Grade


def action_index(final: GameState, index: int) -> int:
    """The place in the record's action list of the action at ``final.history()[index]``."""
    return sum(1 for actor, _ in final.history()[:index] if actor != CHANCE)


def history_index(final: GameState, place: int) -> int:
    """The history index of the record's ``place``-th action (the inverse of :func:`action_index`)."""
    seen = 0
    for i, (actor, _) in enumerate(final.history()):
        if actor == CHANCE:
            continue
        if seen == place:
            return i
        seen += 1
    raise IndexError(f"the deal has no action {place}")


def to_rows(final: GameState, graded: Iterable[GradedDecision]) -> list[Grade]:
    """The coach's grades of ``final`` as rows for :meth:`HistoryStore.add_grades`."""
    return [Grade(action_index(final, d.index), d.loss, d.grade.value) for d in graded]


def stored_losses(final: GameState, rows: Iterable[Grade]) -> dict[int, float]:
    """Stored rows as the coach's ``known`` losses, by history index (see :func:`~stammtisch.engine.coach.grades.review`)."""
    out: dict[int, float] = {}
    for row in rows:
        if row.grade <= 0.0 and row.label != "best":
            continue  # no loss but not the best (another choice was never worse): graded again
        try:
            out[history_index(final, row.action_index)] = row.grade
        except IndexError:
            continue  # a row that does not fit the record is graded again
    return out


def stored_decisions(
    final: GameState,
    seat: int,
    rows: Iterable[Grade],
    better: Mapping[int, str] | None = None,
) -> dict[int, GradedDecision]:
    """The stored grades of ``seat``'s decisions in ``final`` as the coach's decisions, by
    history index, for its review to show as they were graded (no search).

    Each keeps the stored loss and grade; ``better`` names, by action index, the better
    choice where one is known (a practice puzzle's best answer, in record notation);
    otherwise the decision's ``best`` is its own choice, and only a new search could say
    what was better.  A row that fits no decision of the seat is left out.
    """
    stored = {row.action_index: row for row in rows}
    out: dict[int, GradedDecision] = {}
    for index, before, chosen in decision_points(final, seat):
        row = stored.get(action_index(final, index))
        if row is None:
            continue
        try:
            verdict = Verdict(row.label)
        except ValueError:
            verdict = grade_for(final.game.NAME, row.grade)
        best = chosen
        told = (better or {}).get(action_index(final, index))
        if told is not None and verdict is not Verdict.BEST:
            try:
                best = NO_ACTION if told == NOTHING else before.parse_action(told)
            except StammtischError:
                best = chosen
        out[index] = GradedDecision(
            index,
            seat,
            chosen,
            before.action_to_string(chosen),
            best,
            NOTHING if best == NO_ACTION else before.action_to_string(best),
            row.grade,
            verdict,
            (),
            before.describe_action(chosen).label,
            None if best == NO_ACTION else before.describe_action(best).label,
        )
    return out


__all__ = [
    "action_index",
    "history_index",
    "stored_decisions",
    "stored_losses",
    "to_rows",
]
