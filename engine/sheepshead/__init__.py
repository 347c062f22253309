"""Sheepshead for three, four and five players.

>>> from stammtisch.engine.registry import make_game
>>> make_game("sheepshead", 4).TITLE
'Sheepshead'
"""

from __future__ import annotations

from .game import SheepsheadGame
from .state import SheepsheadState

__all__ = ["SheepsheadGame", "SheepsheadState"]
