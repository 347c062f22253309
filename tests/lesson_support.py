"""The lessons' act steps as test cases (shared by the lesson tests and their checks)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from stammtisch.engine.lessons import Act, Lesson, LessonRun


@dataclass(frozen=True)
class Case:
    """One act step of a lesson: the lesson, the step's number and the step."""

    lesson: Lesson
    number: int
    step: Act

    def __str__(self) -> str:
        return f"{self.lesson.key}:{self.number}"

    def run(self) -> LessonRun:
        """A run of the lesson taken to this step the lesson's own way, its moves played."""
        run = LessonRun(self.lesson)
        run.advance_to(self.number)
        return run


def act_steps(lessons: list[Lesson], keep: Callable[[Lesson, Act], bool]) -> Iterator[Case]:
    """Every act step of ``lessons`` that ``keep`` keeps, in order."""
    for lesson in lessons:
        for number, step in enumerate(lesson.steps):
            if isinstance(step, Act) and keep(lesson, step):
                yield Case(lesson, number, step)
