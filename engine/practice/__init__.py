"""Practice from your own games: the coach's mistakes and blunders as puzzles (no Qt).

A decision of the user that the coach graded ``mistake`` or ``blunder`` (the
history's ``grades`` table) becomes a puzzle: the position before it, rebuilt
from the stored deal record, with the answers the coach accepts
(:mod:`.puzzle`).  Puzzles come back at growing intervals until solved, as Anki
spaces its reviews (:mod:`.schedule`); puzzles and schedules live in the history
database (:mod:`.store`, table ``practice``).  See ``docs/lessons.md``.
"""

from __future__ import annotations

from .puzzle import (
    NOTHING,
    PRACTISED,
    Puzzle,
    PuzzleError,
    Verdict,
    action_index_of,
    make_puzzle,
)
from .schedule import INTERVALS, Clock, Schedule
from .store import Pending, PracticeItem, PracticeStore

__all__ = [
    "INTERVALS",
    "NOTHING",
    "PRACTISED",
    "Clock",
    "Pending",
    "PracticeItem",
    "PracticeStore",
    "Puzzle",
    "PuzzleError",
    "Schedule",
    "Verdict",
    "action_index_of",
    "make_puzzle",
]
