"""Skat: three players (or four, the dealer sitting out), bidding, skat, suit, Grand and Null games.

The rules and every decision taken are in ``docs/rules/skat.md``.

>>> from stammtisch.engine.registry import make_game
>>> game = make_game("skat")
>>> state = game.new_deal(seed=1)
>>> while not state.is_terminal():
...     state.apply_action(state.legal_actions()[-1])
>>> state.result().contract is not None
True
"""

from __future__ import annotations

from .contracts import BID_LADDER, Declaration, parse_declaration
from .game import SkatGame
from .scoring import GameScore, RamschScore, score_game, score_ramsch
from .state import SkatState

__all__ = [
    "BID_LADDER",
    "Declaration",
    "GameScore",
    "RamschScore",
    "SkatGame",
    "SkatState",
    "parse_declaration",
    "score_game",
    "score_ramsch",
]
