"""Schafkopf's action numbers and their record notation.

Card plays are the card numbers 0..31.  The other actions:

========================  ==========  ==========================================
action                    number      record text
========================  ==========  ==========================================
pass (auction)            32          ``pass``
hold (auction)            33          ``hold``
play / overcall           34 + level  ``play``; ``bid Wenz``, ``bid Solo Tout``...
knock / no knock          45 / 46     ``knock`` / ``no knock``
Sie                       47          ``Sie``
Kontra / no Kontra        48 / 49     ``Kontra`` / ``no Kontra``
Re / no Re                50 / 51     ``Re`` / ``no Re``
announce a game           64 + index  ``Sauspiel Eichel``, ``Wenz``, ``Solo Herz Tout``...
========================  ==========  ==========================================

>>> action_to_string(BID_BASE)
'play'
>>> action_to_string(BID_BASE + 4)
'bid Wenz'
>>> action_to_string(ANNOUNCE_BASE + 1)
'Sauspiel Gras'
>>> string_to_action("Bid solo tout") == BID_BASE + 10
True
"""

from __future__ import annotations

from typing import Final

from ..cards import card_str, parse_card
from ..errors import StammtischError
from ..state import FIRST_NON_CARD_ACTION
from .contracts import CONTRACTS, TYPE_NAMES, GameType

PASS: Final = FIRST_NON_CARD_ACTION
HOLD: Final = FIRST_NON_CARD_ACTION + 1
BID_BASE: Final = FIRST_NON_CARD_ACTION + 2
"""``BID_BASE + level``: level 0 is the first "play" (names no game), higher levels name a game type."""
KNOCK: Final = 45
NO_KNOCK: Final = 46
SIE_ACTION: Final = 47
KONTRA: Final = 48
NO_KONTRA: Final = 49
RE: Final = 50
NO_RE: Final = 51
ANNOUNCE_BASE: Final = 64
"""``ANNOUNCE_BASE + contract.index`` announces that contract."""

MAX_BID_LEVEL: Final = int(GameType.SUIT_SOLO_TOUT)

_FIXED: Final = {
    PASS: "pass",
    HOLD: "hold",
    BID_BASE: "play",
    KNOCK: "knock",
    NO_KNOCK: "no knock",
    SIE_ACTION: "Sie",
    KONTRA: "Kontra",
    NO_KONTRA: "no Kontra",
    RE: "Re",
    NO_RE: "no Re",
}


def action_to_string(action: int) -> str:
    """The record notation of ``action`` (cards in ISS notation, ``"HQ"``)."""
    if 0 <= action < FIRST_NON_CARD_ACTION:
        return card_str(action)
    if action in _FIXED:
        return _FIXED[action]
    if BID_BASE < action <= BID_BASE + MAX_BID_LEVEL:
        return "bid " + TYPE_NAMES[GameType(action - BID_BASE)]
    if ANNOUNCE_BASE <= action < ANNOUNCE_BASE + len(CONTRACTS):
        return CONTRACTS[action - ANNOUNCE_BASE].name
    raise StammtischError(f"action {action} is not a Schafkopf action")


def _norm(text: str) -> str:
    return " ".join(text.split()).lower().replace("grün", "gras").replace("gruen", "gras")


_BY_TEXT: Final[dict[str, int]] = {
    _norm(action_to_string(a)): a
    for a in [
        *_FIXED,
        *range(BID_BASE + 1, BID_BASE + MAX_BID_LEVEL + 1),
        *range(ANNOUNCE_BASE, ANNOUNCE_BASE + len(CONTRACTS)),
    ]
}


def string_to_action(text: str) -> int:
    """The action written ``text`` (a card in ISS notation, or one of the words above)."""
    action = _BY_TEXT.get(_norm(text))
    if action is not None:
        return action
    try:
        return parse_card(text)
    except StammtischError:
        raise StammtischError(
            f"{text!r} is not a Schafkopf action: expected a card (ISS notation, e.g. 'HQ'), "
            "'pass', 'play', 'hold', 'bid <game>', 'knock', 'Kontra', 'Re' or a game name"
        ) from None


__all__ = [
    "ANNOUNCE_BASE",
    "BID_BASE",
    "HOLD",
    "KNOCK",
    "KONTRA",
    "MAX_BID_LEVEL",
    "NO_KNOCK",
    "NO_KONTRA",
    "NO_RE",
    "PASS",
    "RE",
    "SIE_ACTION",
    "action_to_string",
    "string_to_action",
]
