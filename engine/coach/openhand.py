"""Could I have won?  The open-hand solver's best line from a position, every hand open.

:func:`perfect_line` solves the card play from ``state`` with every card known
(the double-dummy solver of :mod:`stammtisch.engine.ai.solver`): the score
``seat`` ends with when everybody plays perfectly from here, and the line of
cards that gets there.  It only answers late in the deal (at most ``max_cards``
cards in the hand to move), where the solver is fast.

:func:`relative_score` is the same scale for a finished deal: the seat's score
minus the others' mean (what the search calls a deal's value).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ai.knowledge import adapter_for
from ..ai.solver import SearchAborted, solve_moves
from ..state import GameState


@dataclass(frozen=True)
class PerfectLine:
    """``seat``'s score with perfect play from the position, and the cards played to get it."""

    seat: int
    score: float
    line: tuple[tuple[int, int], ...]


def relative_score(final: GameState, seat: int) -> float:
    """``seat``'s score in a finished deal minus the mean of the other seats that played."""
    scores = final.scores()
    active = final.game.active_seats(final.dealer)
    others = [scores[s] for s in active if s != seat]
    return float(scores[seat]) - (sum(others) / len(others) if others else 0.0)


def perfect_line(
    state: GameState, seat: int, max_cards: int = 6, node_limit: int = 400_000
) -> PerfectLine | None:
    """The open-hand best play from ``state`` (not changed) for ``seat``'s score, or None
    when it is not the card play, the sides are not settled, or too many cards are left."""
    adapter = adapter_for(state.game)
    work = state.clone()
    line: list[tuple[int, int]] = []
    score: float | None = None
    while not work.is_terminal():
        pos = adapter.position(work, seat)
        if pos is None:
            return None
        mover = work.current_player()
        if score is None and len(pos.hands[pos.to_move()]) > max_cards:
            return None
        try:
            values = solve_moves(pos, node_limit)
        except SearchAborted:
            return None
        legal = set(work.legal_actions())
        options = {c: v for c, v in values.items() if c in legal}
        if not options:
            return None
        same_side = pos.side[mover] == pos.side[seat]
        best = (max if same_side else min)(sorted(options), key=lambda c: options[c])
        if score is None:
            score = options[best]
        line.append((mover, best))
        work.apply_action(best)
    if score is None:
        return None
    return PerfectLine(seat, score, tuple(line))


__all__ = ["PerfectLine", "perfect_line", "relative_score"]
