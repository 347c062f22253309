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

:func:`relative_score` is the same scale for a finished deal: the seat's score
minus the others' mean (what the search calls a deal's value).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from ..ai.dds.search import SearchAborted, fast_solve_moves
from ..ai.knowledge import adapter_for
from ..errors import StammtischError
from ..state import GameState


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


def relative_score(final: GameState, seat: int) -> float:
    """``seat``'s score in a finished deal minus the mean of the other seats that played."""
    scores = final.scores()
    active = final.game.active_seats(final.dealer)
    others = [scores[s] for s in active if s != seat]
    return float(scores[seat]) - (sum(others) / len(others) if others else 0.0)


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
            score = options[best]
        line.append((mover, best))
        work.apply_action(best)
        if progress is not None:
            progress(len(line), total)
    if score is None:
        return None
    return PerfectLine(seat, score, tuple(line))


__all__ = ["PerfectLine", "SolveUnfinished", "cards_to_play", "perfect_line", "relative_score"]
