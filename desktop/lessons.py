"""Lessons on the desktop: their texts in the user's language, and the learner's progress.

A lesson text is translated by its code (``.ts`` context ``Lesson``, the code as
disambiguation; ``tools/translations.py update`` hands ``lupdate`` every lesson
text).  Progress (the best stars per lesson, completed when above zero)
lives in the app's settings, so it is per user and survives a restart.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from stammtisch.engine.cards import Card
from stammtisch.engine.lessons import Lesson, LessonText

from .messages import card_text
from .settings import AppSettings

CONTEXT = "Lesson"


def text(
    value: LessonText,
    faces: str | None = None,
    names: Sequence[str] = (),
    card: Callable[[Card], str] | None = None,
) -> str:
    """``value`` in the user's language (its English when untranslated), its references
    written out: ``{CJ}`` as the card is named with ``faces`` (a symbol with French faces, the
    game's own name with German ones), ``{p1}`` as the seat's player in ``names``."""
    template = QCoreApplication.translate(CONTEXT, value.en, value.code)
    return value.fill(
        card or (lambda c: card_text(c, faces)),
        lambda seat: names[seat] if 0 <= seat < len(names) else f"{{p{seat}}}",
        template,
    )


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
