"""Every decision step of every lesson: each wrong answer is explained by the engine's own
evaluation of that answer for the learner's hand, and the goal line asks without answering.

A decision step is an act step whose answer is a bid, a hold or pass, picking up, a game, a
call, a reservation, an announcement, Kontra or Re, a card a poverty hands over, with more
than one legal answer.  The test asks the coach's evaluation itself (``hint`` on the
learner's seat, with the lesson's fixed amount of work) and holds each verdict against it.
"""

from __future__ import annotations

import pytest
from lesson_support import Case, act_steps

from stammtisch.engine.coach import hint
from stammtisch.engine.coach.hints import label_of
from stammtisch.engine.lessons import Act, Lesson, load_all
from stammtisch.engine.lessons.decisions import DECISION_WORK, FIGURE_CODES
from stammtisch.engine.lessons.goals import question
from stammtisch.engine.messages import Message, NumberArg
from stammtisch.engine.state import GameState

LESSONS = [lesson for lessons in load_all().values() for lesson in lessons]


def is_decision_step(lesson: Lesson, step: Act) -> bool:
    """A word answers the step (a bid, a game, an announcement...), with more than one legal."""
    if lesson.deal is None or step.goal.name not in ("say", "bid_or_pass"):
        return False
    return len(lesson.deal.replay(upto=step.at).legal_actions()) > 1


CASES = list(act_steps(LESSONS, is_decision_step))


def figures(message: Message) -> dict[str, object]:
    return dict(message.args)


def test_every_kind_of_decision_is_a_case() -> None:
    kinds = {str(c.step.goal.param("kind") or c.step.goal.name) for c in CASES}
    assert {"bid_or_pass", "declare", "pick_up", "call", "announce", "double", "knock"} <= kinds
    assert {"healthy", "pass"} <= kinds


@pytest.mark.parametrize("case", CASES, ids=str)
def test_each_answer_of_a_decision_step_names_the_engines_figure_for_it(case: Case) -> None:
    assert case.lesson.deal is not None
    state: GameState = case.lesson.deal.replay(upto=case.step.at)
    user = case.lesson.user
    own = hint(state, user, budget_ms=60_000.0, work=DECISION_WORK)  # the test's own asking
    values = {a.action: round(a.value, 1) for a in own.alternatives}
    run = case.run()
    assert run.decision_step() and not run.card_step()
    verdicts = run.verdicts()
    scripted = run.scripted_action()
    assert verdicts[scripted].met
    for action, verdict in verdicts.items():
        name = f"{case} {state.action_to_string(action)}"
        assert verdict.reason.code in FIGURE_CODES, (name, str(verdict.reason))
        args = figures(verdict.reason)
        value = args["value"]
        assert isinstance(value, NumberArg) and round(value.value, 1) == values[action], name
        assert args["chosen"] == label_of(state, action), name
        if verdict.met:
            continue
        best = args["best"]
        assert isinstance(best, NumberArg) and round(best.value, 1) == values[scripted], name
        assert args["right"] == label_of(state, scripted), name
        # the wrong answer is not only "not what this step asks": a fact of the hand follows
        assert verdict.more, (name, "no fact of the hand after the figure")
        assert all(m.code != "goal.miss.say" for m in verdict.more), name
        feedback = run.answer(state.action_to_string(action))
        assert not feedback.correct and feedback.reason == verdict.reason
        assert feedback.more == verdict.more


@pytest.mark.parametrize("case", CASES, ids=str)
def test_the_goal_line_asks_without_giving_the_answer(case: Case) -> None:
    run = case.run()
    state = run.state
    assert state is not None
    asked = run.goal()
    # the question is a function of the position alone: it names no action (L1), and a
    # step with another answer at the same point would ask the same
    assert not any(isinstance(v, Message) for _, v in asked.args), (str(case), str(asked))
    if case.step.goal.name == "say":
        assert asked == question(state), str(case)
    else:  # bid or pass: the worth of the learner's game, which the lesson states itself
        assert dict(asked.args) == {"value": case.step.goal.param("value")}, str(case)
    assert str(asked).endswith(("?", ".")), str(asked)


def test_every_lessons_answer_is_the_engines_choice() -> None:
    """The lessons' content: the answer a decision step takes is the one the engine's
    evaluation of the hand rates best (lesson and coach do not contradict each other)."""
    found = []
    for case in CASES:
        assert case.lesson.deal is not None
        state = case.lesson.deal.replay(upto=case.step.at)
        own = hint(state, case.lesson.user, budget_ms=60_000.0, work=DECISION_WORK)
        run = case.run()
        right = {a for a, v in run.verdicts().items() if v.met}
        top = own.alternatives[0]
        if top.action not in right:
            values = {a.label: round(a.value, 1) for a in own.alternatives[:3]}
            found.append(f"{case}: the lesson says {run.scripted()}, the engine {values}")
    assert not found, "\n".join(found)
