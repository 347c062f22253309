"""Grades: how much expected score a decision gave up against the best choice at that moment.

Each of a seat's decisions is looked at again with the hint's search (the
seat's own view at that moment, never a card it could not see): the *loss*
is the value of the hint's first row minus the chosen action's, on the hint's
score scale (:mod:`.scale`).  ``best`` is only for an action nothing beats: no
loss, and no other action never worse and sometimes better in the deals looked
at; any other loss is graded by the scale's thresholds (:data:`THRESHOLDS`,
documented in ``docs/coach.md``): ``good``, ``inaccuracy``, ``mistake``,
``blunder``.

>>> grade_for("skat", 0.0), grade_for("skat", 0.5), grade_for("skat", 5.0), grade_for("skat", 40.0)
(<Grade.BEST: 'best'>, <Grade.GOOD: 'good'>, <Grade.INACCURACY: 'inaccuracy'>, <Grade.BLUNDER: 'blunder'>)
>>> grade_for("doppelkopf", 0.5), grade_for("skat", 0.0, dominated=True)
(<Grade.INACCURACY: 'inaccuracy'>, <Grade.GOOD: 'good'>)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from enum import Enum

from ..ai.players import VALUE_EPSILON
from ..messages import Message
from ..state import CHANCE, GameState
from .hints import NO_ACTION, Hint, hint
from .scale import SCALES, Scale, scale_for
from .worlds import WORLD_LIMIT


class Grade(Enum):
    """A decision's grade, best first."""

    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


BEST_LIMIT = VALUE_EPSILON
"""A loss up to this is no loss: the values are equal (see :data:`~stammtisch.engine.ai.players.VALUE_EPSILON`)."""

THRESHOLDS: dict[str, tuple[float, float, float, float]] = {
    name: (BEST_LIMIT, *scale.thresholds) for name, scale in SCALES.items()
}
"""Per scale (each game's, and ``card_points``), the largest loss still graded best (none:
the values are equal), good, inaccuracy and mistake; anything more is a blunder.  Good,
inaccuracy and mistake are 5, 10 and 20 percent of the swing between winning and losing a
typical deal on that scale (see ``docs/coach.md``)."""

SWING: dict[str, float] = {name: scale.swing for name, scale in SCALES.items()}
"""The swing between winning and losing a typical deal for the deciding seat, on each scale."""


def grade_for(scale: str | Scale, loss: float, dominated: bool = False) -> Grade:
    """The grade of a decision that gave up ``loss`` on ``scale`` (a game's name, ``card_points``
    or a :class:`Scale`).  ``dominated``: another option was never worse and sometimes better,
    so the decision is not the best even when the loss rounds to nothing."""
    limits = THRESHOLDS[scale if isinstance(scale, str) else _scale_name(scale)]
    for grade, limit in zip(Grade, limits, strict=False):
        if grade is Grade.BEST and dominated:
            continue
        if loss <= limit + 1e-9:
            return grade
    return Grade.BLUNDER


def _scale_name(scale: Scale) -> str:
    return next(name for name, s in SCALES.items() if s == scale)


@dataclass(frozen=True)
class GradedDecision:
    """One decision of a seat, looked at again: what was chosen, what was best, the grade."""

    index: int
    """The decision's place in the deal's history (dealt cards included)."""
    seat: int
    chosen: int
    chosen_label: str
    best: int
    best_label: str
    loss: float
    grade: Grade
    reasons: tuple[Message, ...] = ()
    chosen_message: Message | None = None
    """The chosen action for people (``None`` for saying nothing)."""
    best_message: Message | None = None
    """The best action for people (``None`` for saying nothing)."""
    scale: Scale | None = None
    """The scale the loss is on (see :mod:`.scale`)."""

    def to_json(self) -> dict[str, object]:
        return {
            "index": self.index,
            "seat": self.seat,
            "chosen": self.chosen,
            "chosen_label": self.chosen_label,
            "best": self.best,
            "best_label": self.best_label,
            "loss": round(self.loss, 3),
            "grade": self.grade.value,
            "reason": " ".join(str(m) for m in self.reasons),
            "scale": None if self.scale is None else self.scale.kind,
        }


def grade_decision(
    before: GameState, seat: int, chosen: int, index: int, h: Hint
) -> GradedDecision:
    """Grade ``chosen`` (taken by ``seat`` in ``before``) against the hint ``h`` for that moment."""
    value = h.value_of(chosen)
    if value is None:
        value = h.best_value
    loss = max(0.0, h.best_value - value) if chosen != h.action else 0.0
    label = next((a.label for a in h.alternatives if a.action == chosen), str(chosen))
    scale = h.scale if h.scale is not None else scale_for(before)
    grade = grade_for(scale, loss, chosen != h.action and chosen in h.dominated)
    if grade is Grade.BEST and any(a.refused for a in h.alternatives if a.action == chosen):
        grade = Grade.GOOD  # it scores as well, but a teacher's rule refuses it
    return GradedDecision(
        index,
        seat,
        chosen,
        label,
        h.action,
        h.label,
        loss,
        grade,
        h.reasons,
        _label(before, chosen),
        _label(before, h.action),
        scale,
    )


def _label(state: GameState, action: int) -> Message | None:
    """The engine's label of ``action`` in ``state`` (``None`` for saying nothing)."""
    return None if action == NO_ACTION else state.describe_action(action).label


def decision_points(final: GameState, seat: int) -> Iterator[tuple[int, GameState, int]]:
    """Each moment ``seat`` decided in the deal ``final``: (history index, state before, action).

    A decision with a single legal option is no decision and is skipped.
    """
    replay = final.game.new_state(final.dealer, final.context)
    for i, (actor, action) in enumerate(final.history()):
        if actor == CHANCE:
            replay.apply_unchecked(action)
            continue
        in_turn = actor == replay.current_player()
        if actor == seat:
            options = replay.legal_actions() if in_turn else replay.out_of_turn_actions(seat)
            if len(options) > 1 or not in_turn:
                yield i, replay.clone(), action
        if in_turn:
            replay.apply_unchecked(action)
        else:
            replay.apply_out_of_turn(actor, action)


def unbeaten(before: GameState, seat: int, chosen: int, index: int) -> GradedDecision:
    """A decision graded before with no loss, rebuilt without a search: nothing was better."""
    said = _label(before, chosen)
    text = "" if chosen == NO_ACTION else before.action_to_string(chosen)
    return GradedDecision(
        index, seat, chosen, text, chosen, text, 0.0, Grade.BEST, (), said, said, scale_for(before)
    )


def review(
    final: GameState,
    seat: int,
    budget_ms: float = 400.0,
    work: int | None = None,
    progress: Callable[[int], None] | None = None,
    known: Mapping[int, GradedDecision | float] | None = None,
    world_limit: int = WORLD_LIMIT,
) -> list[GradedDecision]:
    """Every decision ``seat`` took in ``final`` (a deal over or in progress), graded.

    Out-of-turn words the seat did say are graded against saying nothing;
    moments where the seat could have spoken but did not are not graded.
    ``known`` holds decisions graded before, by history index: a
    :class:`GradedDecision` is taken as it is, a stored loss of 0 is rebuilt
    without a search (:func:`unbeaten`); any other decision is searched.
    """
    out: list[GradedDecision] = []
    for k, (index, before, action) in enumerate(decision_points(final, seat)):
        earlier = None if known is None else known.get(index)
        if isinstance(earlier, GradedDecision):
            graded = earlier
        elif earlier is not None and earlier <= 0.0:
            graded = unbeaten(before, seat, action, index)
        else:
            h = hint(before, seat, budget_ms, work=work, world_limit=world_limit)
            if not h.in_turn and action not in (a.action for a in h.alternatives):
                action = NO_ACTION
            graded = grade_decision(before, seat, action, index, h)
        out.append(graded)
        if progress is not None:
            progress(k)
    return out


__all__ = [
    "BEST_LIMIT",
    "SWING",
    "THRESHOLDS",
    "Grade",
    "GradedDecision",
    "decision_points",
    "grade_decision",
    "grade_for",
    "review",
    "unbeaten",
]
