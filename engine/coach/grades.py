"""Grades: how much expected score a decision gave up against the best choice at that moment.

Each of a seat's decisions is looked at again with the hint's search (the
seat's own view at that moment, never a card it could not see; the same search
the hint makes, so the same values): ``best`` for any of the hint's first rows,
the options as good as the best within the search's margin (the hint's ties,
:attr:`~.hints.Alternative.tied`); for any other choice the *loss* is the best
row's value minus the chosen action's, on the hint's score scale
(:mod:`.scale`), graded ``good`` while it stays inside the margin, else by the
scale's thresholds (:data:`THRESHOLDS`, documented in ``docs/coach.md``):
``good``, ``inaccuracy``, ``mistake``, ``blunder``.  So a grade below good needs
a loss beyond the margin, and a choice graded best has no loss.

Beside the grade (what the choice was worth given what the seat knew), a
review says what it changed in the deal itself with every hand open
(:attr:`GradedDecision.hindsight`, :mod:`.hindsight`).

>>> grade_for("skat", 0.0), grade_for("skat", 0.5), grade_for("skat", 5.0), grade_for("skat", 40.0)
(<Grade.BEST: 'best'>, <Grade.GOOD: 'good'>, <Grade.INACCURACY: 'inaccuracy'>, <Grade.BLUNDER: 'blunder'>)
>>> grade_for("doppelkopf", 0.5), grade_for("skat", 0.0, dominated=True)
(<Grade.INACCURACY: 'inaccuracy'>, <Grade.GOOD: 'good'>)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, replace
from enum import Enum

from ..ai.players import VALUE_EPSILON
from ..messages import CardArg, Message, NumberArg, declare
from ..state import CHANCE, GameState
from .hindsight import Hindsight, amount, hindsight, in_words, unit_of
from .hints import NO_ACTION, SAY_NOTHING_LABEL, Hint, hint
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
    margin: float | None = None
    """The search's margin on the chosen action's difference from the best row (``None``:
    not sampled; 0: every world consistent with the seat's view was searched)."""
    behind: float = 0.0
    """How far the chosen action's value lies below the best row's (0 for the best row; for
    a choice graded best, inside the margin, so not a loss)."""
    hindsight: Hindsight | None = None
    """What the choice changed in this deal with every hand open (``None``: not asked)."""

    @property
    def tied(self) -> bool:
        """Graded best though another row scored a little more: inside the margin."""
        return self.grade is Grade.BEST and self.behind > BEST_LIMIT

    def judgement(self) -> Message:
        """The grade in words: what the choice was worth given what the seat knew."""
        return judgement_message(self)

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
            "margin": None if self.margin is None else round(self.margin, 3),
            "behind": round(self.behind, 3),
            "judgement": str(self.judgement()),
            "hindsight": None if self.hindsight is None else self.hindsight.to_json(),
        }


def grade_decision(
    before: GameState, seat: int, chosen: int, index: int, h: Hint
) -> GradedDecision:
    """Grade ``chosen`` (taken by ``seat`` in ``before``) against the hint ``h`` for that moment.

    One of the hint's first rows (its ties) is ``best`` with no loss, unless a teacher's rule
    refuses it (then ``good``); any other choice loses the best row's value less its own, is
    ``good`` while that stays inside its margin and graded by the scale's thresholds beyond
    it, never ``best``.  A card is graded among the cards (:meth:`~.hints.Hint.among`).
    """
    h = h.among(chosen)
    row = h.alternative(chosen)
    value = h.best_value if row is None else row.value
    margin = None if row is None else row.margin
    behind = max(0.0, h.top_value - value)
    label = row.label if row is not None else str(chosen)
    scale = h.scale if h.scale is not None else scale_for(before)
    if chosen == h.action or chosen in {a.action for a in h.ties}:
        loss, grade = 0.0, Grade.BEST
        if row is not None and row.refused:
            grade = Grade.GOOD  # it scores as well, but a teacher's rule refuses it
    else:
        loss = behind
        grade = grade_for(scale, loss, dominated=True)  # not a first row: never best
        if loss <= (margin or 0.0) + 1e-9:
            grade = Grade.GOOD  # within the margin, but beaten in some deal and never ahead
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
        margin,
        behind,
    )


# --- the grade in words ---------------------------------------------------------------

JUDGED_BEST = declare(
    "coach.judged.best",
    "With what you knew, {chosen} was the best choice.",
    chosen=Message,
)
JUDGED_TIED = declare(
    "coach.judged.tied",
    "With what you knew, {chosen} was as good as {best}: it scored {behind} {unit} less on the"
    " deals looked at, inside the search's margin (±{margin}), so no loss.",
    chosen=Message,
    best=Message,
    behind=NumberArg,
    unit=Message,
    margin=NumberArg,
)
JUDGED_WORSE = declare(
    "coach.judged.worse",
    "With what you knew, {best} was better on average: {chosen} gives up {loss} {unit}"
    " (±{margin}).",
    chosen=Message,
    best=Message,
    loss=NumberArg,
    unit=Message,
    margin=NumberArg,
)
JUDGED_WORSE_PLAIN = declare(
    "coach.judged.worse_plain",
    "With what you knew, {best} was better on average: {chosen} gives up {loss} {unit}.",
    chosen=Message,
    best=Message,
    loss=NumberArg,
    unit=Message,
)
CARD_NAME = declare("coach.card_name", "{card}", card=CardArg)
"""A card named in a sentence (the action's own label, "play ♣A", is a button's word)."""


def _named(action: int, label: Message | None) -> Message:
    """How a sentence names a choice: a card by its name, anything else by its label."""
    if 0 <= action < 32:
        return Message.of(CARD_NAME, card=CardArg(action))
    return label or Message.of(SAY_NOTHING_LABEL)


def judgement_message(d: GradedDecision) -> Message:
    """The grade in words: what ``d``'s choice was worth given what the seat knew."""
    chosen = _named(d.chosen, d.chosen_message)
    best = _named(d.best, d.best_message)
    unit = unit_of(d.scale)
    if d.grade is Grade.BEST:
        if d.tied and d.chosen != d.best:
            return Message.of(
                JUDGED_TIED,
                chosen=chosen,
                best=best,
                behind=amount(d.behind),
                unit=unit,
                margin=amount(d.margin or 0.0),
            )
        return Message.of(JUDGED_BEST, chosen=chosen)
    if d.margin is None or d.margin <= 0.0:
        return Message.of(
            JUDGED_WORSE_PLAIN, chosen=chosen, best=best, loss=amount(d.loss), unit=unit
        )
    return Message.of(
        JUDGED_WORSE,
        chosen=chosen,
        best=best,
        loss=amount(d.loss),
        unit=unit,
        margin=amount(d.margin),
    )


def hindsight_message(d: GradedDecision) -> Message | None:
    """What ``d``'s choice changed in this deal with every hand open, in words
    (:func:`~.hindsight.in_words`)."""
    return in_words(d.hindsight, d.scale)


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
    open_hands: bool = True,
) -> list[GradedDecision]:
    """Every decision ``seat`` took in ``final`` (a deal over or in progress), graded.

    Out-of-turn words the seat did say are graded against saying nothing;
    moments where the seat could have spoken but did not are not graded.
    ``known`` holds decisions graded before, by history index: a
    :class:`GradedDecision` is taken as it is, a stored loss of 0 is rebuilt
    without a search (:func:`unbeaten`); any other decision is searched with the
    hint's own search (the same values the hint showed).  With ``open_hands`` each
    decision also gets its :attr:`~GradedDecision.hindsight` (the deal's cards are
    all known here: ``final`` is the real deal).  ``budget_ms`` is no longer a cap
    (see :func:`~.hints.hint`).
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
        if open_hands and graded.hindsight is None:
            graded = replace(graded, hindsight=hindsight(before, seat, graded.chosen))
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
    "hindsight_message",
    "judgement_message",
    "review",
    "unbeaten",
]
