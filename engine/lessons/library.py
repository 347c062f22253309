"""The lessons that ship: ``resources/lessons/<game>/*.json``, in path order."""

from __future__ import annotations

from pathlib import Path

from .model import Lesson, LessonError, load_lesson


def lesson_folder() -> Path:
    """The folder holding one subfolder of lesson files per game."""
    return Path(__file__).resolve().parent.parent.parent / "resources" / "lessons"


def load_lessons(game: str, folder: Path | None = None) -> list[Lesson]:
    """The lessons of ``game`` in the order of their path (``order``, then id)."""
    base = (folder or lesson_folder()) / game
    lessons = [load_lesson(p) for p in sorted(base.glob("*.json"))] if base.is_dir() else []
    for lesson in lessons:
        if lesson.game != game:
            raise LessonError(f"{lesson.key}: lies in the folder of {game}")
    ids = [lesson.id for lesson in lessons]
    if len(set(ids)) != len(ids):
        raise LessonError(f"{game}: two lessons share an id")
    return sorted(lessons, key=lambda lesson: (lesson.order, lesson.id))


def load_all(folder: Path | None = None) -> dict[str, list[Lesson]]:
    """Every game's lessons, by game name."""
    from ..registry import game_names

    return {name: load_lessons(name, folder) for name in game_names()}
