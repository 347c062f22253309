"""The games the engine knows, by name.

Each game lives in its own subpackage and is imported only when asked for.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Mapping

from .errors import StammtischError
from .rules import Rules
from .state import Game

# name -> (subpackage, class name); one line per game.
_GAMES: dict[str, tuple[str, str]] = {
    "skat": (".skat", "SkatGame"),
    "schafkopf": (".schafkopf", "SchafkopfGame"),
    "doppelkopf": (".doppelkopf", "DoppelkopfGame"),
    "sheepshead": (".sheepshead", "SheepsheadGame"),
}


def game_names() -> list[str]:
    """Names of the games that are installed, in menu order."""
    return [name for name in _GAMES if _available(name)]


def _available(name: str) -> bool:
    module, _ = _GAMES[name]
    return importlib.util.find_spec(module, __package__) is not None


def game_class(name: str) -> type[Game]:
    """The :class:`Game` subclass registered as ``name``."""
    key = name.strip().lower()
    if key not in _GAMES or not _available(key):
        known = ", ".join(game_names()) or "none"
        raise StammtischError(f"unknown game {name!r}; known games: {known}")
    module_name, class_name = _GAMES[key]
    module = importlib.import_module(module_name, __package__)
    cls = getattr(module, class_name)
    assert isinstance(cls, type) and issubclass(cls, Game)
    return cls


def make_game(
    name: str, players: int | None = None, rules: Rules | Mapping[str, object] | None = None
) -> Game:
    """A game configuration: ``make_game("doppelkopf", 5, {"second_heart_ten_wins": True})``."""
    return game_class(name)(players, rules)


def all_games() -> list[type[Game]]:
    """Every installed game class."""
    return [game_class(n) for n in game_names()]


__all__ = ["all_games", "game_class", "game_names", "make_game"]
