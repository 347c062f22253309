"""Lessons and coach tell one story: every act step of every lesson, asked of the coach.

Each lesson is walked through as a learner would (:class:`LessonRun`: the lesson's own moves
played, each act step answered with the deal's scripted action, each question with its
answer), and at every act step the coach's hint for the learner's seat is asked with the
coach's own search (what the Hint button would say there).  A step fails when

* the hint's first row is an answer the lesson refuses (its goal is not met by it; where the
  lesson asks for a card and Doppelkopf words are offered too, the hint among the cards), or
* the lesson's own card (the deal's scripted action, the one the lesson goes on with) is
  graded below "good" by the review's grading against that hint.

The counts (steps, steps with the hint refused, scripted actions graded below good) are
printed with ``-s``; ``COUNTS`` keeps them for the whole run.
"""

from __future__ import annotations

from collections import Counter

import pytest

from stammtisch.engine.coach import Grade, grade_decision, hint
from stammtisch.engine.lessons import Act, Ask, Lesson, LessonRun, load_all

LESSONS = [lesson for lessons in load_all().values() for lesson in lessons]
COUNTS: Counter[str] = Counter()


def walk(lesson: Lesson) -> list[str]:
    """Every act step of ``lesson`` where lesson and coach disagree, in words."""
    run = LessonRun(lesson)
    out: list[str] = []
    while not run.finished:
        run.catch_up()
        step = run.step
        if isinstance(step, Ask):
            run.answer(step.accepted[0])
            continue
        if not isinstance(step, Act):
            run.proceed()
            continue
        state, seat = run.state, lesson.user
        assert state is not None
        number = run.index
        accepted = {a for a, v in run.verdicts().items() if v.met}
        scripted = run.scripted_action()
        # a card asked for where Doppelkopf words are offered too: the hint among the cards
        h = hint(state, seat).among(scripted)
        COUNTS["act steps"] += 1
        where = f"{lesson.key} step {number}"
        if h.action not in accepted:
            COUNTS["hint refused"] += 1
            names = sorted(state.action_to_string(a) for a in accepted)
            out.append(f"{where}: the hint's {h.label} is refused (the lesson accepts {names})")
        graded = grade_decision(state, seat, scripted, len(state.history()), h)
        if graded.grade not in (Grade.BEST, Grade.GOOD):
            COUNTS["scripted below good"] += 1
            out.append(
                f"{where}: the lesson's {graded.chosen_label} is graded {graded.grade.value}"
                f" (loss {graded.loss:.2f}, margin {graded.margin}; the hint: {h.label})"
            )
        feedback = run.answer(run.scripted())
        assert feedback.correct, (where, feedback)
    return out


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.key for lesson in LESSONS])
def test_the_hint_and_the_lesson_agree(lesson: Lesson) -> None:
    problems = walk(lesson)
    print(f"\n{lesson.key}: {dict(COUNTS)}")
    assert not problems, "\n".join(problems)
