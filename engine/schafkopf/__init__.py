"""Schafkopf: four players, 32 German-suited cards, the partner game with the called ace,
the solos, Wenz and Geier with their suit forms, Tout and Sie, Ramsch when all pass.

>>> from stammtisch.engine.schafkopf import SchafkopfGame
>>> state = SchafkopfGame().new_deal(seed=3, dealer=0)
>>> state.current_player()   # the player left of the dealer bids first
1
"""

from __future__ import annotations

from .contracts import CONTRACTS, RAMSCH, SIE, Contract, GameType, contract_by_name
from .game import SchafkopfGame
from .options import OPTIONS, PRESETS, preset_rules
from .state import SchafkopfState

__all__ = [
    "CONTRACTS",
    "OPTIONS",
    "PRESETS",
    "RAMSCH",
    "SIE",
    "Contract",
    "GameType",
    "SchafkopfGame",
    "SchafkopfState",
    "contract_by_name",
    "preset_rules",
]
