"""Lessons: learn a game from zero on prepared deals.

A lesson is data (one JSON file in ``resources/lessons/<game>/``, schema in
``docs/lessons.md``): explanation pages, then steps on a prepared deal where the
user must act (play the right card, make the right bid) or answer (count the
points).  :mod:`.model` reads and checks the files; :mod:`.runner` drives a
lesson through the engine; :mod:`.library` finds the lessons that ship.
"""

from __future__ import annotations

from .library import lesson_folder, load_all, load_lessons
from .model import Act, Ask, Explain, Lesson, LessonError, LessonText, Step, load_lesson
from .runner import Feedback, LessonRun, stars_for

__all__ = [
    "Act",
    "Ask",
    "Explain",
    "Feedback",
    "Lesson",
    "LessonError",
    "LessonRun",
    "LessonText",
    "Step",
    "lesson_folder",
    "load_all",
    "load_lesson",
    "load_lessons",
    "stars_for",
]
