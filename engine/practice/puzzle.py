"""A practice puzzle: a position of one of the user's own deals where the coach graded the
decision a mistake or a blunder ("find a better card").

:func:`make_puzzle` replays the stored deal record up to the decision, asks the
coach's search once (the seat's own view only) and keeps what is needed to
check an answer later without searching again: every option's expected score,
the *accepted* answers (the options the review's grading calls best or good:
the options tied with the best and those within the "good" threshold or the
search's margin; never the choice made in the game), the coach's reasons for each accepted answer, and each option's label.
:meth:`Puzzle.check` is then instant and deterministic.

Answers are tokens: an action in record notation (``"HA"``, ``"18"``), or
:data:`NOTHING` for saying nothing at an out-of-turn decision (an
announcement, a Kontra).

>>> p = Puzzle(7, 30, "skat", 0, True, "HQ", "HA", ("HA",),
...            {"HA": 50.0, "HQ": -100.0, "SQ": -100.0}, {}, {}, "blunder", 150.0, True)
>>> p.check("HA").right, p.check("SQ").right
(True, False)
>>> p.check("SQ").loss
150.0
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..ai.base import known_state
from ..coach import NO_ACTION, Grade, Hint, grade_decision, hint
from ..coach.hints import label_of, reasons_for
from ..errors import StammtischError
from ..messages import Message, NumberArg, declare
from ..records import DealRecord
from ..state import CHANCE, GameState

NOTHING = "-"
"""The answer "say nothing" at an out-of-turn decision."""

PRACTISED = (Grade.MISTAKE.value, Grade.BLUNDER.value)
"""The grades whose positions become puzzles."""

GAVE_UP = declare(
    "practice.gave_up",
    "{answer} gives up {loss} points on average against {best}.",
    answer=Message,
    best=Message,
    loss=NumberArg,
)


class PuzzleError(StammtischError, ValueError):
    """A graded decision cannot become a puzzle (a one-line reason)."""


@dataclass(frozen=True)
class Verdict:
    """What an answer to a puzzle came to.

    ``reasons`` are the coach's reasons for the answer when it is right, for the
    best answer when it is wrong; ``loss`` is what the answer gives up against
    the best (0 when right), ``gave_up`` says so in words.
    """

    right: bool
    answer: str
    best: str
    reasons: tuple[Message, ...]
    loss: float = 0.0
    gave_up: Message | None = None


@dataclass(frozen=True)
class Puzzle:
    """The position before decision ``action_index`` of stored deal ``deal_id``, for ``seat``."""

    deal_id: int
    action_index: int
    game: str
    seat: int
    in_turn: bool
    chosen: str
    """What the user did in the game (a token)."""
    best: str
    """The coach's choice."""
    accepted: tuple[str, ...]
    values: Mapping[str, float]
    """Every option's expected score for the deal, by token."""
    reasons: Mapping[str, tuple[Message, ...]] = field(default_factory=dict)
    """The coach's reasons for each accepted answer."""
    labels: Mapping[str, Message] = field(default_factory=dict)
    """Each option for people."""
    grade: str = Grade.MISTAKE.value
    loss: float = 0.0
    """What the choice in the game gave up against the best."""
    card: bool = False
    """Every option is a card of the hand: "find a better card" (else "a better decision")."""

    def position(self, record: DealRecord) -> GameState:
        """The deal as it stood before the decision (``record`` is the stored deal's)."""
        return record.replay(self.action_index)

    def label(self, token: str) -> Message | None:
        return self.labels.get(token)

    def check(self, answer: str) -> Verdict:
        """Whether ``answer`` is one of the accepted answers, and why."""
        if answer in self.accepted:
            return Verdict(True, answer, self.best, tuple(self.reasons.get(answer, ())))
        best_value = self.values[self.best]
        value = self.values.get(answer)
        loss = max(0.0, best_value - value) if value is not None else 0.0
        gave_up = None
        mine, theirs = self.labels.get(answer), self.labels.get(self.best)
        if value is not None and mine is not None and theirs is not None:
            gave_up = Message.of(GAVE_UP, answer=mine, best=theirs, loss=loss_text(loss))
        return Verdict(
            False, answer, self.best, tuple(self.reasons.get(self.best, ())), loss, gave_up
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seat": self.seat,
            "in_turn": self.in_turn,
            "chosen": self.chosen,
            "best": self.best,
            "accepted": list(self.accepted),
            "values": {k: round(v, 4) for k, v in self.values.items()},
            "reasons": {k: [m.to_json() for m in v] for k, v in self.reasons.items()},
            "labels": {k: m.to_json() for k, m in self.labels.items()},
            "grade": self.grade,
            "loss": round(self.loss, 4),
            "card": self.card,
        }

    @classmethod
    def from_json(cls, deal_id: int, action_index: int, data: Mapping[str, Any]) -> Puzzle:
        """The puzzle stored as ``data`` (raises :class:`PuzzleError` when it does not fit)."""
        try:
            return cls(
                deal_id,
                action_index,
                str(data["game"]),
                int(data["seat"]),
                bool(data["in_turn"]),
                str(data["chosen"]),
                str(data["best"]),
                tuple(str(a) for a in data["accepted"]),
                {str(k): float(v) for k, v in data["values"].items()},
                {
                    str(k): tuple(Message.from_json(m) for m in v)
                    for k, v in data["reasons"].items()
                },
                {str(k): Message.from_json(m) for k, m in data["labels"].items()},
                str(data["grade"]),
                float(data["loss"]),
                bool(data.get("card", False)),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise PuzzleError(
                f"practice puzzle {deal_id}/{action_index} is damaged: {exc}"
            ) from None


def loss_text(loss: float) -> NumberArg:
    """A loss of expected points as players read it: one decimal, two below one point.

    >>> str(loss_text(150.0)), str(loss_text(0.456))
    ('150.0', '0.46')
    """
    return NumberArg(loss, 1 if loss >= 1 else 2)


def token(state: GameState, action: int) -> str:
    """``action`` of ``state`` as an answer token."""
    return NOTHING if action == NO_ACTION else state.action_to_string(action)


def action_of(state: GameState, answer: str) -> int:
    """The action of ``state`` an answer token stands for (:data:`NO_ACTION` for saying nothing)."""
    return NO_ACTION if answer == NOTHING else state.parse_action(answer)


def action_index_of(final: GameState, history_index: int) -> int:
    """The index in a deal record's action list of ``final``'s history entry ``history_index``
    (a :class:`~stammtisch.engine.coach.GradedDecision`'s ``index`` counts the dealt cards
    too; the history database's ``grades.action_index`` does not)."""
    return sum(1 for actor, _ in final.history()[:history_index] if actor != CHANCE)


def make_puzzle(
    record: DealRecord,
    deal_id: int,
    action_index: int,
    seat: int,
    grade: str = Grade.MISTAKE.value,
    budget_ms: float = 2000.0,
    work: int | None = None,
) -> Puzzle:
    """The puzzle of decision ``action_index`` (an index of ``record.actions``) by ``seat``.

    Raises :class:`PuzzleError` when the decision is not ``seat``'s, the deal
    does not replay, or the coach's search no longer finds a better answer.
    """
    if not 0 <= action_index < len(record.actions):
        raise PuzzleError(f"deal {deal_id} has no action {action_index}")
    actor, text = record.actions[action_index]
    if actor != seat:
        raise PuzzleError(f"action {action_index} of deal {deal_id} is not seat {seat}'s")
    try:
        before = record.replay(action_index)
        chosen = before.parse_action(text)
        h = hint(before, seat, budget_ms, work=work)
    except StammtischError as exc:
        raise PuzzleError(f"deal {deal_id}, action {action_index}: {exc}") from None
    return puzzle_from_hint(before, deal_id, action_index, seat, chosen, h, grade)


def puzzle_from_hint(
    before: GameState,
    deal_id: int,
    action_index: int,
    seat: int,
    chosen: int,
    h: Hint,
    grade: str = Grade.MISTAKE.value,
) -> Puzzle:
    """The puzzle of ``seat`` choosing ``chosen`` in ``before``, as the coach's hint ``h`` rates it.

    The choice is graded as the review grades it (:func:`~stammtisch.engine.coach.grade_decision`,
    the same grade and loss); the accepted answers are the options that grading calls best or
    good (so a choice as good as the best within the search's margin is never drilled).
    """
    game = before.game.NAME
    if not h.in_turn and chosen not in (a.action for a in h.alternatives):
        chosen = NO_ACTION
    graded = grade_decision(before, seat, chosen, action_index, h)
    if graded.grade.value not in PRACTISED:
        raise PuzzleError(
            f"deal {deal_id}, action {action_index}: the coach rates the choice made as "
            f"{graded.grade.value}"
        )
    h = h.among(chosen)  # a card where words are offered too: among the cards
    values = {token(before, a.action): a.value for a in h.alternatives}
    chosen_token = token(before, chosen)
    fine = (Grade.BEST, Grade.GOOD)
    accepted = [
        a
        for a in h.alternatives
        if a.action != chosen
        and grade_decision(before, seat, a.action, action_index, h).grade in fine
    ]
    best = token(before, h.action)
    if best not in {token(before, a.action) for a in accepted}:
        best = token(before, accepted[0].action)
    reasons: dict[str, tuple[Message, ...]] = {}
    known = known_state(before.view(seat))
    legal = known.legal_actions() if h.in_turn else []
    for alt in accepted:
        if alt.action == h.action:
            reasons[token(before, alt.action)] = h.reasons
        elif h.in_turn:
            others = [a for a in h.alternatives if a.action != alt.action]
            reasons[token(before, alt.action)] = tuple(
                reasons_for(known, seat, legal, alt, [alt, *others])
            )
    return Puzzle(
        deal_id,
        action_index,
        game,
        seat,
        h.in_turn,
        chosen_token,
        best,
        tuple(token(before, a.action) for a in accepted),
        values,
        reasons,
        {token(before, a.action): label_of(before, a.action) for a in h.alternatives},
        graded.grade.value,
        graded.loss,
        h.in_turn and all(0 <= a.action < 32 for a in h.alternatives),
    )


__all__ = [
    "NOTHING",
    "PRACTISED",
    "Puzzle",
    "PuzzleError",
    "Verdict",
    "action_index_of",
    "action_of",
    "label_of",
    "loss_text",
    "make_puzzle",
    "puzzle_from_hint",
    "token",
]
