"""The review of a finished deal, without widgets: the tricks with every hand open, and the
user's decisions graded in a worker.

:func:`trick_steps` cuts a finished deal into the moments before each trick
(and the end), with each seat's cards then and the cards of the trick that
follows; it reads the table the way the table view does
(:func:`~stammtisch.desktop.table_state.snapshot`), so it knows no rule of any
game.  :func:`position_before` restores the exact position of one decision,
for "play on from here".  :class:`ReviewWorker` grades the user's decisions
with the coach (:func:`stammtisch.engine.coach.review`) off the GUI thread.
"""

from __future__ import annotations

import traceback
from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QObject, QRunnable, Signal

from stammtisch.engine.coach import review
from stammtisch.engine.coach.grades import GradedDecision
from stammtisch.engine.coach.openhand import SolveUnfinished, perfect_line
from stammtisch.engine.records import DealRecord
from stammtisch.engine.state import CHANCE, GameState

from .table_state import snapshot


@dataclass(frozen=True)
class TrickStep:
    """One trick of a finished deal, seen with every hand open.

    ``number`` counts tricks from 1 (0: the end of the deal, after the last
    trick); ``index`` is the history length when the trick is led; ``hands``
    each seat's cards then; ``plays`` the trick's cards as (seat, card) in
    playing order; ``winner`` who took it.
    """

    number: int
    index: int
    hands: tuple[tuple[int, ...], ...]
    plays: tuple[tuple[int, int], ...]
    winner: int | None


def replay_to(final: GameState, length: int) -> GameState:
    """The deal ``final`` as it stood after its first ``length`` history entries."""
    state = final.game.new_state(final.dealer, final.context)
    for actor, action in final.history()[:length]:
        if actor == CHANCE or actor == state.current_player():
            state.apply_unchecked(action)
        else:
            state.apply_out_of_turn(actor, action)
    return state


def position_before(final: GameState, index: int) -> GameState:
    """The exact position in which the action at ``history()[index]`` was taken."""
    return replay_to(final, index)


def _hands(state: GameState) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(snapshot(state, seat).hand_cards(seat)) for seat in range(state.num_players))


def trick_steps(final: GameState) -> list[TrickStep]:
    """Every trick of ``final`` (a finished deal) with the hands before it, then the end."""
    history = final.history()
    state = final.game.new_state(final.dealer, final.context)
    steps: list[TrickStep] = []
    before = snapshot(state, 0)
    led_at: int | None = None
    for i, (actor, action) in enumerate(history):
        if actor == CHANCE or actor == state.current_player():
            state.apply_unchecked(action)
        else:
            state.apply_out_of_turn(actor, action)
        if actor == CHANCE:
            continue
        after = snapshot(state, 0)
        if not before.trick and after.trick:
            led_at = i
        if after.last_trick and after.last_trick != before.last_trick:
            start = i if led_at is None else led_at
            steps.append(
                TrickStep(
                    len(steps) + 1,
                    start,
                    _hands(replay_to(final, start)),
                    tuple((tc.seat, tc.card) for tc in after.last_trick),
                    after.last_trick_winner,
                )
            )
            led_at = None
        before = after
    steps.append(TrickStep(0, len(history), _hands(state), (), None))
    return steps


def final_state(record: DealRecord) -> GameState:
    """A booked deal replayed to its end."""
    return record.replay()


class ReviewSignals(QObject):
    progress = Signal(int, int)
    """decisions graded, decisions in all"""
    done = Signal(object)
    """the list of :class:`~stammtisch.engine.coach.GradedDecision`"""
    failed = Signal(str)


class ReviewWorker(QRunnable):
    """Grades every decision of ``seat`` in ``final`` (a copy) with the coach."""

    def __init__(
        self,
        final: GameState,
        seat: int,
        budget_ms: float,
        work: int | None = None,
        known: Mapping[int, GradedDecision | float] | None = None,
    ) -> None:
        super().__init__()
        self.final = final
        self.seat = seat
        self.budget_ms = budget_ms
        self.work = work
        self.known = known
        """Decisions graded before (see :func:`~stammtisch.engine.coach.grades.review`)."""
        self.signals = ReviewSignals()
        self.cancelled = False
        self.setAutoDelete(False)

    def run(self) -> None:
        from stammtisch.engine.coach.grades import decision_points

        try:
            total = sum(1 for _ in decision_points(self.final, self.seat))

            def step(k: int) -> None:
                if self.cancelled:
                    raise _Cancelled
                self.signals.progress.emit(k + 1, total)

            graded = review(self.final, self.seat, self.budget_ms, self.work, step, self.known)
        except _Cancelled:
            return
        except Exception as exc:  # reported to the dialog
            detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()
            self.signals.failed.emit(detail)
            return
        self.signals.done.emit(graded)


class PerfectSignals(QObject):
    progress = Signal(int, int, int)
    """ticket, cards of the line found, cards to play from the position"""
    done = Signal(int, object)
    """ticket, the :class:`~stammtisch.engine.coach.openhand.PerfectLine` (or None: not the
    card play)"""
    unfinished = Signal(int)
    """ticket: the time cap came before the score (nothing is made up)"""
    failed = Signal(int, str)
    """ticket, what went wrong"""


SOLVE_SECONDS = 20.0
"""How long the review lets the open-hand solver work on one position."""


class PerfectWorker(QRunnable):
    """Solves the card play from one position with every hand open (see :func:`perfect_line`),
    at most ``time_limit_s`` seconds, reporting each card of the line as it is found."""

    def __init__(
        self, ticket: int, state: GameState, seat: int, time_limit_s: float = SOLVE_SECONDS
    ) -> None:
        super().__init__()
        self.ticket = ticket
        self.state = state
        self.seat = seat
        self.time_limit_s = time_limit_s
        self.cancelled = False
        """Set by the dialog when the answer is no longer wanted: the search stops."""
        self.signals = PerfectSignals()
        self.setAutoDelete(False)

    def run(self) -> None:
        def told(done: int, total: int) -> None:
            self.signals.progress.emit(self.ticket, done, total)

        try:
            found = perfect_line(
                self.state, self.seat, self.time_limit_s, lambda: self.cancelled, told
            )
        except SolveUnfinished:
            self.signals.unfinished.emit(self.ticket)
            return
        except Exception as exc:  # said in the dialog rather than a wrong line shown
            detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()
            self.signals.failed.emit(self.ticket, detail)
            return
        self.signals.done.emit(self.ticket, found)


class _Cancelled(Exception):
    """The dialog was closed while grading."""


__all__ = [
    "SOLVE_SECONDS",
    "PerfectWorker",
    "ReviewWorker",
    "TrickStep",
    "final_state",
    "position_before",
    "replay_to",
    "trick_steps",
]
