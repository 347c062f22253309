"""Sheepshead's actions: cards are 0..31, the other decisions follow."""

from __future__ import annotations

from typing import Final

PASS: Final = 32
PICK: Final = 33
ALONE: Final = 34
"""Five players: the picker plays without a partner."""
CALL_JACK: Final = 35
"""Five players, jack-of-diamonds rule: the holder of ♦J is the partner."""
PLAY_UNKNOWN: Final = 36
"""The picker plays the face-down unknown card."""
CALL_BASE: Final = 64
"""``CALL_BASE + card``: call that fail ace (or ten) as the partner card."""
CALL_UNKNOWN_BASE: Final = 96
"""``CALL_UNKNOWN_BASE + card``: call that card with an unknown card face down."""
