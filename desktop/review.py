"""The review of a finished deal, without widgets: the tricks with every hand open, and the
user's decisions graded in a worker.

:func:`trick_steps` cuts a finished deal into the moments before each trick
(and the end), with each seat's cards then and the cards of the trick that
follows; it reads the table the way the table view does
(:func:`~stammtisch.desktop.table_state.snapshot`), so it knows no rule of any
game.  :func:`position_before` restores the exact position of one decision,
for "play on from here".  :func:`grading` and :func:`solving` are the work of the review's
two background tasks (:mod:`.tasks`): the user's decisions graded with the coach
(:func:`stammtisch.engine.coach.review`), and the card play solved with every hand open.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from stammtisch.engine.coach import review
from stammtisch.engine.coach.grades import GradedDecision, decision_points
from stammtisch.engine.coach.openhand import (
    Estimate,
    PerfectLine,
    SolveUnfinished,
    open_hand_outcome,
)
from stammtisch.engine.phase import Phase
from stammtisch.engine.records import DealRecord
from stammtisch.engine.state import CHANCE, GameState

from .table_state import snapshot
from .tasks import Cancelled, Control, Work


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


def grading(
    final: GameState,
    seat: int,
    budget_ms: float,
    work: int | None = None,
    known: Mapping[int, GradedDecision | float] | None = None,
) -> Work:
    """The work of grading every decision of ``seat`` in ``final`` (a copy) with the coach
    (:func:`~stammtisch.engine.coach.review`; ``known``: decisions graded before).  It
    reports (decisions graded, decisions in all) as progress, stops at the next decision once
    cancelled, and returns the list of :class:`~stammtisch.engine.coach.GradedDecision`."""

    def run(control: Control) -> object:
        total = sum(1 for _ in decision_points(final, seat))

        def step(k: int) -> None:
            control.check()
            control.progress(k + 1, total)

        return review(final, seat, budget_ms, work, step, known)

    return run


SOLVE_SECONDS = 5.0
"""How long the review works on one position with every hand open: the exact solver first
(:data:`EXACT_SECONDS`), then, if it has not found the score, an estimate from play-outs."""

EXACT_SECONDS = 1.5
"""The exact solver's share of :data:`SOLVE_SECONDS`."""


@dataclass(frozen=True)
class Solution:
    """What the open-hand search found from one position: the exact ``line`` (``None``: the
    card play has not begun, nothing to solve), or an ``estimate`` from play-outs when the
    solver could not finish, or ``finished`` False when not even that came in time (nothing
    is made up)."""

    line: PerfectLine | None
    finished: bool = True
    estimate: Estimate | None = None


def solving(state: GameState, seat: int, time_limit_s: float = SOLVE_SECONDS) -> Work:
    """The work of answering "could I have won?" from ``state`` (a copy) with every hand open
    (:func:`~stammtisch.engine.coach.openhand.open_hand_outcome`), in at most ``time_limit_s``
    seconds: it reports (cards of the exact line found, cards to play) as each card is found,
    stops once cancelled, and returns a :class:`Solution`."""

    def run(control: Control) -> object:
        def told(done: int, total: int) -> None:
            control.progress(done, total)

        exact = min(EXACT_SECONDS, time_limit_s)
        try:
            found = open_hand_outcome(
                state, seat, exact, max(0.0, time_limit_s - exact), control.stopped, told
            )
        except SolveUnfinished:
            if control.stopped():
                raise Cancelled from None
            return Solution(None, finished=False)
        if control.stopped():
            raise Cancelled
        if isinstance(found, Estimate):
            return Solution(None, estimate=found)
        if found is None and getattr(state, "phase", None) is Phase.PLAY:
            return Solution(None, finished=False)  # not even one play-out in time
        return Solution(found)

    return run


__all__ = [
    "EXACT_SECONDS",
    "SOLVE_SECONDS",
    "Solution",
    "TrickStep",
    "final_state",
    "grading",
    "position_before",
    "replay_to",
    "solving",
    "trick_steps",
]
