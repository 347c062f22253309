"""Lessons on the desktop: their texts in the user's language, and the learner's progress.

A lesson text is translated by its code (``.ts`` context ``Lesson``, the code as
disambiguation; ``tools/translations.py update`` hands ``lupdate`` every lesson
text).  Progress (the best stars per lesson, completed when above zero)
lives in the app's settings, so it is per user and survives a restart.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from stammtisch.engine.lessons import Lesson, LessonText

from .settings import AppSettings

CONTEXT = "Lesson"


def text(value: LessonText) -> str:
    """``value`` in the user's language (its English when untranslated)."""
    return QCoreApplication.translate(CONTEXT, value.en, value.code)


def stars_text(stars: int) -> str:
    """Three star places, the earned ones filled: ``★★☆``."""
    stars = max(0, min(3, stars))
    return "★" * stars + "☆" * (3 - stars)


class Progress:
    """The learner's stars per lesson, kept in the app's settings."""

    def __init__(self, settings: AppSettings) -> None:
        self.settings = settings

    def stars(self, lesson: Lesson) -> int:
        return self.settings.lesson_stars(lesson.key)

    def completed(self, lesson: Lesson) -> bool:
        return self.stars(lesson) > 0

    def record(self, lesson: Lesson, stars: int) -> int:
        """Keep ``stars`` if better than before; returns the best."""
        best = max(self.stars(lesson), stars)
        self.settings.set_lesson_stars(lesson.key, best)
        self.settings.sync()
        return best

    def summary(self, lessons: list[Lesson]) -> tuple[int, int, int]:
        """(lessons completed, stars earned, stars possible) of a game's path."""
        done = [self.stars(lesson) for lesson in lessons]
        return sum(1 for s in done if s), sum(done), 3 * len(lessons)


__all__ = ["Progress", "stars_text", "text"]
