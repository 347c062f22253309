"""The games the desktop offers: every game the engine has installed, in menu order."""

from __future__ import annotations

from stammtisch.engine.registry import all_games
from stammtisch.engine.state import Game


def game_classes() -> list[type[Game]]:
    """The installed :class:`Game` classes (a game appears as soon as its package lands)."""
    return all_games()


def game_class_named(name: str) -> type[Game] | None:
    for cls in game_classes():
        if name == cls.NAME:
            return cls
    return None


__all__ = ["game_class_named", "game_classes"]
