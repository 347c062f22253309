"""Could I have won?  The open-hand solver's best line from a position, every hand open.

:func:`perfect_line` solves the card play from ``state`` with every card known
(the fast double-dummy solver of :mod:`stammtisch.engine.ai.dds`, through its
public :func:`~stammtisch.engine.ai.dds.search.fast_solve_moves`): the score
``seat`` ends with when everybody plays perfectly from here, and the line of
cards that gets there.  It answers from any point of the card play; early in a
deal that can take a while, so it reports its progress and stops at a time cap
(``time_limit_s``) or when asked to (``should_stop``).  What it has not finished
it does not make up: without the score it raises :class:`SolveUnfinished`; with
the score but not the whole line it returns the line so far, marked incomplete.

Scores are on the coach's scale for the seat (:mod:`.scale`), the one the hint, the
grades and :func:`~.scale.scale_value` of the finished deal use.

Where the solver cannot finish in time (a Doppelkopf deal early on), :func:`estimate_outcome`
answers the same question roughly: it plays the deal out many times with every hand
open, each seat taking the rule of thumb's card (now and then another legal one) until
every hand holds at most :data:`ESTIMATE_SOLVE_HAND` cards, and solves the rest exactly;
the mean over the play-outs, with its 95 % margin, is an :class:`Estimate`.
:func:`open_hand_outcome` tries the exact answer first and falls back to the estimate.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..ai.dds.search import SearchAborted, fast_solve_moves, position_outcome
from ..ai.knowledge import adapter_for
from ..ai.simulate import policy_action
from ..errors import StammtischError
from ..phase import Phase
from ..state import GameState
from .scale import scale_value, search_factor


class SolveUnfinished(StammtischError):
    """The solver did not reach the score before the time cap (or was stopped)."""


@dataclass(frozen=True)
class PerfectLine:
    """``seat``'s score with perfect play from the position, and the cards played to get it
    (``complete`` False: the time ran out after the score, the line stops early)."""

    seat: int
    score: float
    line: tuple[tuple[int, int], ...]
    complete: bool = True


@dataclass(frozen=True)
class Estimate:
    """``seat``'s score with open hands from a position, estimated: the mean over ``playouts``
    sampled play-outs and its 95 % margin (``mean ± margin``), on the seat's scale."""

    seat: int
    mean: float
    margin: float
    playouts: int


ESTIMATE_SOLVE_HAND = 4
"""An estimate's play-out is solved exactly from here on (cards in the largest hand)."""

EPSILON = 0.1
"""How often a play-out's seat takes a random legal card instead of the rule of thumb's."""


def estimate_outcome(
    state: GameState,
    seat: int,
    time_limit_s: float = 2.5,
    should_stop: Callable[[], bool] | None = None,
    seed: int = 0,
    max_playouts: int = 400,
) -> Estimate | None:
    """``seat``'s open-hand score from ``state`` estimated by play-outs (see the module doc), in
    at most ``time_limit_s`` seconds; None when it is not the card play with the sides settled
    or not even one play-out was finished."""
    adapter = adapter_for(state.game)
    if cards_to_play(state, seat) is None and getattr(state, "phase", None) is not Phase.PLAY:
        return None
    rng = random.Random(seed)
    seats = range(state.num_players)
    end = time.monotonic() + time_limit_s
    values: list[float] = []

    def stop() -> bool:
        return time.monotonic() > end or bool(should_stop is not None and should_stop())

    while len(values) < max_playouts and not stop():
        work = state.clone()
        value: float | None = None
        while not work.is_terminal():
            small = max(len(work.hand(s) or ()) for s in seats) <= ESTIMATE_SOLVE_HAND
            pos = adapter.position(work, seat) if small else None
            if pos is not None:
                try:
                    value = search_factor(work, seat) * position_outcome(pos, should_stop=stop)
                except SearchAborted:
                    value = None
                break
            legal = work.legal_actions()
            if rng.random() < EPSILON:
                work.apply_action(rng.choice(legal))
            else:
                work.apply_action(policy_action(adapter, work, rng))
        if value is None and work.is_terminal():
            value = scale_value(work, seat)
        if value is None:
            break  # cut short by the clock
        values.append(value)
    if not values:
        return None
    n = len(values)
    mean = math.fsum(values) / n
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    margin = 1.96 * math.sqrt(var / n) if n > 1 else math.inf
    return Estimate(seat, mean, margin, n)


def cards_to_play(state: GameState, seat: int) -> int | None:
    """How many cards are still to be played in ``state``'s card play (None: it is not the card
    play with the sides settled, where the solver has nothing to say)."""
    pos = adapter_for(state.game).position(state, seat)
    if pos is None:
        return None
    return sum(len(pos.hands[p]) for p in pos.players)


def perfect_line(
    state: GameState,
    seat: int,
    time_limit_s: float | None = None,
    should_stop: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> PerfectLine | None:
    """The open-hand best play from ``state`` (not changed) for ``seat``'s score, or None when
    it is not the card play or the sides are not settled.

    ``progress(done, total)`` is told after each card of the line.  Past ``time_limit_s``
    seconds, or once ``should_stop()`` says so, the search stops: before the score is known
    this raises :class:`SolveUnfinished`, after it the line found so far comes back with
    ``complete=False``.
    """
    adapter = adapter_for(state.game)
    deadline = None if time_limit_s is None else time.monotonic() + time_limit_s

    def stop() -> bool:
        return (deadline is not None and time.monotonic() > deadline) or bool(
            should_stop is not None and should_stop()
        )

    total = cards_to_play(state, seat)
    if total is None:
        return None
    work = state.clone()
    line: list[tuple[int, int]] = []
    score: float | None = None
    while not work.is_terminal():
        pos = adapter.position(work, seat)
        if pos is None:
            return None if score is None else PerfectLine(seat, score, tuple(line), False)
        mover = work.current_player()
        try:
            values = fast_solve_moves(pos, should_stop=stop)
        except SearchAborted:
            if score is None:
                raise SolveUnfinished("the open-hand solver ran out of time") from None
            return PerfectLine(seat, score, tuple(line), False)
        legal = set(work.legal_actions())
        options = {c: v for c, v in values.items() if c in legal}
        if not options:
            return None if score is None else PerfectLine(seat, score, tuple(line), False)
        same_side = pos.side[mover] == pos.side[seat]
        best = (max if same_side else min)(sorted(options), key=lambda c: options[c])
        if score is None:
            score = search_factor(state, seat) * options[best]
        line.append((mover, best))
        work.apply_action(best)
        if progress is not None:
            progress(len(line), total)
    if score is None:
        return None
    return PerfectLine(seat, score, tuple(line))


def open_hand_outcome(
    state: GameState,
    seat: int,
    exact_s: float = 1.5,
    estimate_s: float = 3.5,
    should_stop: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> PerfectLine | Estimate | None:
    """The exact open-hand answer (:func:`perfect_line`) if the solver finds the score within
    ``exact_s`` seconds, else an :class:`Estimate` from play-outs in ``estimate_s`` more
    (None: nothing to solve, or not even an estimate in time)."""
    try:
        return perfect_line(state, seat, exact_s, should_stop, progress)
    except SolveUnfinished:
        if should_stop is not None and should_stop():
            raise
    return estimate_outcome(state, seat, estimate_s, should_stop)


__all__ = [
    "ESTIMATE_SOLVE_HAND",
    "Estimate",
    "PerfectLine",
    "SolveUnfinished",
    "cards_to_play",
    "estimate_outcome",
    "open_hand_outcome",
    "perfect_line",
]
