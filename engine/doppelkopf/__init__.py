"""Doppelkopf: 48 cards (or 40), four players or five with the dealer sitting out.

Rules, options and every decision taken where the sources are silent are in
``docs/rules/doppelkopf.md``.
"""

from __future__ import annotations

from .contracts import SoloType, trick_rules
from .game import DoppelkopfGame
from .scoring import Extra, Tally, Valuation, value_deal
from .state import DoppelkopfState, Trick

__all__ = [
    "DoppelkopfGame",
    "DoppelkopfState",
    "Extra",
    "SoloType",
    "Tally",
    "Trick",
    "Valuation",
    "trick_rules",
    "value_deal",
]
