"""The coach: hints with reasons, and grades for every decision of a deal.

>>> from stammtisch.engine.coach import hint, review, Grade   # doctest: +SKIP
>>> h = hint(state, seat, budget_ms=500)                      # doctest: +SKIP
>>> h.action, h.alternatives[0].value, [str(m) for m in h.reasons]  # doctest: +SKIP

See ``docs/coach.md``.
"""

from __future__ import annotations

from .grades import SWING, THRESHOLDS, Grade, GradedDecision, grade_decision, grade_for, review
from .hints import NO_ACTION, Alternative, CoachError, Hint, hint
from .whynot import why_not

__all__ = [
    "NO_ACTION",
    "SWING",
    "THRESHOLDS",
    "Alternative",
    "CoachError",
    "Grade",
    "GradedDecision",
    "Hint",
    "grade_decision",
    "grade_for",
    "hint",
    "review",
    "why_not",
]
