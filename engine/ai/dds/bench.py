"""Timing the open-hand solver on random whole deals (the ``solve`` command and the bench).

>>> row = solve_deals("skat", positions=2, seed=1, mode="outcome", cap_s=30.0)
>>> sorted(row), row["positions"], row["unfinished"]
(['game', 'max_ms', 'mean_nodes', 'mode', 'p50_ms', 'p95_ms', 'positions', 'unfinished'], 2, 0)
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from ..knowledge import TrickPosition
from .deals import whole_deal
from .search import FastSolver, SearchAborted, relevant_thresholds

SOLVERS = ("fast", "python")
"""The compiled core, and the same search in Python."""

MODES = ("outcome", "points", "thresholds")
"""``outcome``: only the thresholds where the payoff changes (what the score needs; with
extras, as in a Doppelkopf normal game, the fast solver's score levels, extras counted);
``points``: exact card points; ``thresholds``: every threshold of the payoff table
(the meaning ``outcome`` had before issue 15's second session)."""


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile of ``values`` (nearest rank).

    >>> percentile([3.0, 1.0, 2.0], 0.5)
    2.0
    """
    v = sorted(values)
    return v[min(len(v) - 1, int(q * len(v)))] if v else float("nan")


def solve_one(pos: TrickPosition, mode: str, solver: FastSolver) -> int:
    """Solve ``pos`` as ``mode`` asks (see :data:`MODES`): a bucket index or the exact value.

    An overbid Skat game is lost at any card points: ``outcome`` needs no search.
    A position with extras (a Doppelkopf normal game) is solved in ``outcome``
    mode over its score levels (the index of side 0's exact score among
    :meth:`FastSolver.score_levels`); the other modes bucket the card points.

    >>> from stammtisch.engine.tricks import TrickRules
    >>> pos = TrickPosition(rules=TrickRules.build([], "AKQJT987"), hands=((), ()),
    ...     players=(0, 1), leader=0, trick=(), side=(0, 1), thresholds=(31, 61),
    ...     payoffs=(-2.0, -2.0, -2.0))
    >>> solve_one(pos, "outcome", FastSolver(pos)), solve_one(pos, "thresholds", FastSolver(pos))
    (0, 0)
    """
    if mode == "outcome" and pos.extras is not None:
        return solver.score_bucket(solver.score_levels())
    if mode != "points" and pos.thresholds:
        if mode == "outcome":
            targets = relevant_thresholds(pos)[0]
        else:
            targets = [t - pos.taken for t in pos.thresholds]
        lo, hi = 0, len(targets)
        while lo < hi:
            mid = (lo + hi + 1) // 2
            t = targets[mid - 1]
            if solver.reaches(t):
                lo = mid
            else:
                hi = mid - 1
        return lo
    return solver.value()


def solve_deals(
    game: str,
    positions: int,
    seed: int,
    mode: str = "outcome",
    cap_s: float = 60.0,
    which: str = "fast",
    progress: Callable[[int, float], None] | None = None,
    bidding: str = "random",
) -> dict[str, object]:
    """Solve ``positions`` random whole deals of ``game``; the timing figures as one record.

    ``which`` is ``"fast"`` (:class:`FastSolver` with its compiled core) or ``"python"``
    (:class:`FastSolver` searching in Python, the reference the core is tested against);
    a solve that exceeds ``cap_s`` seconds counts as unfinished (its time as the cap).
    Times are the process's CPU time, so other jobs on a shared machine do not count.
    ``bidding`` picks the contracts (see :func:`~.deals.whole_deal`).
    """
    if which not in SOLVERS:
        raise ValueError(f"unknown solver {which!r}; known: {', '.join(SOLVERS)}")
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; known modes: {', '.join(MODES)}")
    rng = random.Random(seed)
    times: list[float] = []
    nodes: list[int] = []
    unfinished = 0
    for k in range(positions):
        pos = whole_deal(game, rng, bidding=bidding)
        end = time.process_time() + cap_s

        def stop(end: float = end) -> bool:
            return time.process_time() > end

        solver = FastSolver(pos, should_stop=stop, compiled=which == "fast")
        t0 = time.process_time()
        try:
            solve_one(pos, mode, solver)
        except SearchAborted:
            unfinished += 1
        elapsed = time.process_time() - t0
        times.append(elapsed)
        nodes.append(solver.nodes)
        if progress is not None:
            progress(k, elapsed)
    return {
        "game": game,
        "mode": mode,
        "positions": positions,
        "p50_ms": round(1000 * percentile(times, 0.5), 1),
        "p95_ms": round(1000 * percentile(times, 0.95), 1),
        "max_ms": round(1000 * max(times), 1) if times else None,
        "mean_nodes": round(sum(nodes) / len(nodes)) if nodes else 0,
        "unfinished": unfinished,
    }


__all__ = ["MODES", "SOLVERS", "percentile", "solve_deals", "solve_one"]
