"""Sheepshead's action numbers and their record strings.

Card actions are the card numbers 0..31 (dealing, burying, putting the unknown card down,
playing).  The others:

=================  ====================  ==========================================
action             string                meaning
=================  ====================  ==========================================
32                 ``pass``              pass the blind on
33                 ``pick``              pick up the blind
34                 ``alone``             five players: the picker plays alone
35                 ``call DJ``           jack-of-diamonds rule: ♦J's holder is the partner
36                 ``unknown``           the picker plays the face-down unknown card
64 + card          ``call HA``           call that fail ace (or ten) as the partner card
96 + card          ``call HA unknown``   call it with an unknown card face down
=================  ====================  ==========================================

>>> action_to_string(PICK), action_to_string(CALL_BASE + 16), action_to_string(CALL_JACK)
('pick', 'call HA', 'call DJ')
>>> string_to_action("call HA unknown") == CALL_UNKNOWN_BASE + 16, string_to_action("pass")
(True, 32)
"""

from __future__ import annotations

from typing import Final

from ..cards import card_str, parse_card
from ..errors import StammtischError
from .contracts import JACK_OF_DIAMONDS

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

_WORDS: Final = {
    PASS: "pass",
    PICK: "pick",
    ALONE: "alone",
    CALL_JACK: "call DJ",
    PLAY_UNKNOWN: "unknown",
}
_BY_WORD: Final = {"pass": PASS, "pick": PICK, "alone": ALONE, "unknown": PLAY_UNKNOWN}


def action_to_string(action: int) -> str:
    """The record string of an action (context-free in Sheepshead)."""
    if 0 <= action < 32:
        return card_str(action)
    word = _WORDS.get(action)
    if word is not None:
        return word
    if CALL_BASE <= action < CALL_BASE + 24:
        return "call " + card_str(action - CALL_BASE)
    if CALL_UNKNOWN_BASE <= action < CALL_UNKNOWN_BASE + 24:
        return f"call {card_str(action - CALL_UNKNOWN_BASE)} unknown"
    raise StammtischError(f"action {action} is not a Sheepshead action")


def string_to_action(text: str) -> int:
    """The action a record string names, whether or not it is legal now: a card, ``pass``,
    ``pick``, ``alone``, ``call HA``, ``call HA unknown``, ``call DJ`` or ``unknown``."""
    words = text.strip().split()
    low = [w.lower() for w in words]
    try:
        if len(low) == 1 and low[0] in _BY_WORD:
            return _BY_WORD[low[0]]
        if len(low) == 1:
            return parse_card(words[0])
        if len(low) in (2, 3) and low[0] == "call":
            card = parse_card(words[1])
            if len(low) == 2 and card == JACK_OF_DIAMONDS:
                return CALL_JACK
            if card >= 24:
                raise StammtischError("only a fail card can be called")
            if len(low) == 2:
                return CALL_BASE + card
            if low[2] == "unknown":
                return CALL_UNKNOWN_BASE + card
    except StammtischError as exc:
        raise StammtischError(f"{text!r} is not a Sheepshead action: {exc}") from None
    raise StammtischError(f"{text!r} is not a Sheepshead action")


__all__ = [
    "ALONE",
    "CALL_BASE",
    "CALL_JACK",
    "CALL_UNKNOWN_BASE",
    "PASS",
    "PICK",
    "PLAY_UNKNOWN",
    "action_to_string",
    "string_to_action",
]
