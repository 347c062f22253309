"""The coach on the command line: ``hint`` and ``review`` of a deal record.

``python -m stammtisch.engine hint --record FILE [--seat N] [--budget-ms M] [--json]``
prints the advice for the seat to move (or seat N, for an out-of-turn choice)
in a deal record in progress; ``python -m stammtisch.engine review --record FILE
--seat N [--json]`` grades every decision seat N took in a deal.  A session
record (a saved game) is read at its deal in progress, else its last deal.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ..errors import StammtischError
from ..records import DealRecord, load_record
from ..state import GameState
from .grades import review
from .hints import CoachError, hint


def _deal(path: str) -> DealRecord:
    record = load_record(Path(path))
    if isinstance(record, DealRecord):
        return record
    if record.current is not None:
        return record.current
    if record.deals:
        return record.deals[-1]
    raise StammtischError(f"{path}: the session holds no deal")


def _seat(state: GameState, seat: int | None) -> int:
    if seat is None:
        if state.is_terminal():
            raise CoachError("the deal is over: there is nothing to decide (see 'review')")
        return state.current_player()
    if not 0 <= seat < state.num_players:
        raise CoachError(f"seat {seat} does not exist at a table of {state.num_players}")
    return seat


def _hint(args: argparse.Namespace) -> int:
    state = _deal(args.record).replay()
    seat = _seat(state, args.seat)
    if args.budget_ms <= 0:
        raise CoachError("--budget-ms must be positive")
    h = hint(state, seat, args.budget_ms)
    if args.json:
        out = h.to_json()
        print(json.dumps(out, ensure_ascii=False))
        return 0
    print(f"seat {seat}: {h.label}")
    print(h.reason_text())
    for alt in h.alternatives:
        win = "" if alt.win is None else f"  win {100 * alt.win:.0f}%"
        refused = "  (not advised)" if alt.refused else ""
        print(f"  {alt.label:>12}  {alt.value:+8.1f}{win}{refused}")
    return 0


def _review(args: argparse.Namespace) -> int:
    state = _deal(args.record).replay()
    seat = _seat(state, args.seat)
    graded = review(state, seat, args.budget_ms)
    if args.json:
        print(
            json.dumps(
                {"seat": seat, "decisions": [g.to_json() for g in graded]}, ensure_ascii=False
            )
        )
        return 0
    for g in graded:
        better = "" if g.chosen == g.best else f"  (better: {g.best_label})"
        loss = f"-{g.loss:.1f}" if g.loss > 0 else "0.0"
        print(f"{g.index:3d}  {g.chosen_label:>12}  {g.grade.value:<10} {loss}{better}")
    return 0


def add_commands(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``hint`` and ``review`` to the engine's command line."""
    p = sub.add_parser("hint", help="the coach's advice for a deal record in progress")
    p.add_argument("--record", required=True, help="a deal (or session) record file")
    p.add_argument("--seat", type=int, default=None, help="the seat to advise (default: to move)")
    p.add_argument("--budget-ms", type=float, default=800.0, help="time to think (default 800)")
    p.add_argument("--json", action="store_true", help="one JSON object")
    p.set_defaults(func=_hint)

    p = sub.add_parser("review", help="grade every decision of one seat in a deal record")
    p.add_argument("--record", required=True, help="a deal (or session) record file")
    p.add_argument("--seat", type=int, required=True)
    p.add_argument("--budget-ms", type=float, default=400.0, help="time per decision (default 400)")
    p.add_argument("--json", action="store_true", help="one JSON object")
    p.set_defaults(func=_review)


__all__ = ["add_commands"]
