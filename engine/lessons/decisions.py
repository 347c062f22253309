"""A decision step's verdicts explained by the engine's own evaluation of the learner's hand.

A decision step (a bid, holding or passing, picking up, a declaration, a call, a reservation,
an announcement, Kontra and Re, the cards a poverty hands over) is judged by its goal: the
lesson's own answer and any other the goal allows are right.  What each answer is *worth*
comes from the coach's evaluation of the learner's seat with what it knows
(:func:`~stammtisch.engine.coach.hint`: the game's hand evaluator, its calibrated win
chances times the game's scoring; knocks, Kontra and cards handed over played on in sampled
deals, a fixed number of them so the figures are the same every time).  Every answer then
says its own figure, and a wrong one the count the teacher's rule asks of the hand (jacks,
aces and tens for a Grand, trumps and Obers for a partner game, what a Kontra risks), from
the coach's facts (:func:`~stammtisch.engine.coach.decisions.decision_reasons`).

>>> from stammtisch.engine.lessons import load_all
>>> lesson = next(l for l in load_all()["skat"] if l.id == "declaring")
>>> state = lesson.deal.replay(upto=3)
>>> evaluation = evaluate(state, lesson.user)
>>> round(evaluation.value_of(state.parse_action("CH")), 1) > 0
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from ..coach import Hint, hint
from ..coach.decisions import decision_reasons
from ..coach.hints import label_of
from ..messages import Message, NumberArg, declare
from ..state import GameState
from .goals import MISS_SAY, Verdict

DECISION_WORK = 24
"""Sampled deals for the decisions the coach plays on (a knock, Kontra, a card handed over):
a fixed amount, so a step's figures are the same on every machine."""
DECISION_BUDGET_MS = 60_000.0
"""No time cap in practice: the work above bounds it (about half a second)."""

VALUE = declare(
    "goal.decision.value",
    "{chosen}: with this hand the coach expects {value} points on average; {right}: {best}.",
    value=NumberArg,
    chosen=Message,
    best=NumberArg,
    right=Message,
)
VALUE_WIN = declare(
    "goal.decision.value_win",
    "{chosen}: with this hand the coach expects {value} points on average, the deal won in"
    " {win}% of the deals it played out; {right}: {best} ({best_win}%).",
    value=NumberArg,
    chosen=Message,
    win=int,
    best=NumberArg,
    right=Message,
    best_win=int,
)
RIGHT_VALUE = declare(
    "goal.decision.right_value",
    "{chosen}: with this hand the coach expects {value} points on average.",
    value=NumberArg,
    chosen=Message,
)
NOT_ADVISED = declare(
    "goal.decision.not_advised",
    "A teacher's rule advises against {chosen} with this hand.",
    chosen=Message,
)

FIGURE_CODES = frozenset((VALUE, VALUE_WIN, RIGHT_VALUE))
"""The codes that state the engine's figure for an answer."""


def evaluate(state: GameState, seat: int) -> Hint:
    """The coach's evaluation of every option ``seat`` (to move) has now, from what the seat
    knows (its view), with a fixed amount of work."""
    return hint(state, seat, budget_ms=DECISION_BUDGET_MS, work=DECISION_WORK)


def _figure(value: float) -> NumberArg:
    return NumberArg(value, 1, signed=True)


def value_message(evaluation: Hint, state: GameState, action: int, right: int) -> Message:
    """``action``'s figure (with the lesson's answer ``right`` beside it when they differ)."""
    alts = {a.action: a for a in evaluation.alternatives}
    mine, best = alts[action], alts[right]
    chosen = label_of(state, action)
    if action == right:
        return Message.of(RIGHT_VALUE, value=_figure(mine.value), chosen=chosen)
    if mine.win is not None and best.win is not None:
        return Message.of(
            VALUE_WIN,
            value=_figure(mine.value),
            chosen=chosen,
            win=round(100 * mine.win),
            best=_figure(best.value),
            right=label_of(state, right),
            best_win=round(100 * best.win),
        )
    return Message.of(
        VALUE,
        value=_figure(mine.value),
        chosen=chosen,
        best=_figure(best.value),
        right=label_of(state, right),
    )


def decision_verdicts(
    goal: Mapping[int, Verdict],
    evaluation: Hint | None,
    state: GameState,
    seat: int,
    scripted: int,
) -> dict[int, Verdict]:
    """The goal's verdicts, each with the engine's figure for that answer first; a wrong
    answer then hears the teacher's fact about the hand for it, and the goal's own reason
    when it says more than "not what this step asks" (the bid a game is worth, a card
    where a word is asked)."""
    if evaluation is None:
        return dict(goal)
    legal = state.legal_actions()
    valued = {a.action for a in evaluation.alternatives}
    refused = {a.action for a in evaluation.alternatives if a.refused}
    out = dict(goal)
    for action, verdict in goal.items():
        if action not in valued or scripted not in valued:
            continue
        figure = value_message(evaluation, state, action, scripted)
        if verdict.met:
            facts = tuple(decision_reasons(state, seat, legal, action))
            out[action] = replace(verdict, reason=figure, more=(*facts, *verdict.more))
            continue
        facts = tuple(decision_reasons(state, seat, legal, action))
        if action in refused and not facts:
            facts = (Message.of(NOT_ADVISED, chosen=label_of(state, action)),)
        rule = () if verdict.reason.code == MISS_SAY else (verdict.reason,)
        out[action] = Verdict(action, False, figure, (*facts, *rule), verdict.value)
    return out


__all__ = [
    "DECISION_WORK",
    "FIGURE_CODES",
    "decision_verdicts",
    "evaluate",
    "value_message",
]
