"""Doppelkopf's action numbers and their record notation.

Card actions are the card numbers 0..31 (a card played, passed in a poverty
or given back), written in ISS notation (``CQ``); the two copies of a card are
the same action.  Everything else is numbered from 32 and written as a word:

>>> action_to_string(HEALTHY), action_to_string(solo_action(SoloType.QUEEN))
('healthy', 'solo queen')
>>> action_to_string(announce_action("kontra", NO_90)), action_to_string(string_to_action("CQ"))
('kontra no 90', 'CQ')
>>> from stammtisch.engine.doppelkopf.scoring import NO_60
>>> string_to_action("Re No 60") == announce_action("re", NO_60)
True
>>> string_to_action("solo no-trump") == solo_action(SoloType.NO_TRUMP)
True
>>> string_to_action("marry me")
Traceback (most recent call last):
...
stammtisch.engine.errors.StammtischError: 'marry me' is not a Doppelkopf action or card
"""

from __future__ import annotations

from typing import Final

from ..cards import NUM_CARDS, card_str, parse_card
from ..errors import CardError, StammtischError
from ..state import FIRST_NON_CARD_ACTION
from .contracts import SOLO_NAMES, SoloType
from .scoring import BASIC, KONTRA, LEVEL_WORDS, NO_90, RE, SCHWARZ

HEALTHY: Final = FIRST_NON_CARD_ACTION  # 32
RESERVATION: Final = 33
PASS: Final = 34
POVERTY: Final = 35
MARRIAGE: Final = 36
ACCEPT: Final = 37
REFUSE: Final = 38
REDEAL: Final = 39
SOLO_BASE: Final = 40
"""``40 + 3 * solo type + modifier``: a solo declaration (40..63)."""
ANNOUNCE_RE: Final = 64
"""``64 + level - 1``: the Re party announces up to ``level`` (64..68)."""
ANNOUNCE_KONTRA: Final = 69
"""``69 + level - 1``: the Kontra party announces up to ``level`` (69..73)."""
TRUMPS_BACK: Final = 74
"""``74 + n``: the poverty's acceptor says how many trumps they gave back (74..77)."""
SOLO_ANY: Final = 78
"""The solo auction's declaration: "solo", the type named after the auction."""
BID_BASE: Final = 79
"""``79 + level - NO_90``: a solo auction bid or hold at "90", "60", "30", "schwarz" (79..82)."""
LAST_ACTION: Final = 82

MOD_PLAIN: Final = 0
MOD_RE: Final = 1
"""40-card variant: the solo is declared with Re announced."""
MOD_NO_RE: Final = 2
"""40-card variant: the solo is declared "without Re": its player makes no announcement."""
MOD_WORDS: Final = ("", " re", " no-re")

_WORDS: Final = {
    HEALTHY: "healthy",
    RESERVATION: "reservation",
    PASS: "pass",
    POVERTY: "poverty",
    MARRIAGE: "marriage",
    ACCEPT: "accept",
    REFUSE: "refuse",
    REDEAL: "redeal",
    SOLO_ANY: "solo",
}


def solo_action(solo: SoloType, modifier: int = MOD_PLAIN) -> int:
    """The action declaring ``solo`` (with a 40-card modifier)."""
    return SOLO_BASE + 3 * int(solo) + modifier


def is_solo_action(action: int) -> bool:
    return SOLO_BASE <= action < ANNOUNCE_RE


def solo_of(action: int) -> tuple[SoloType, int]:
    """(solo type, modifier) of a solo declaration."""
    k = action - SOLO_BASE
    return SoloType(k // 3), k % 3


def announce_action(party: str, level: int) -> int:
    """The action by which ``party`` announces up to ``level`` (BASIC is "Re"/"Kontra")."""
    return (ANNOUNCE_RE if party == RE else ANNOUNCE_KONTRA) + level - BASIC


def is_announcement(action: int) -> bool:
    return ANNOUNCE_RE <= action < TRUMPS_BACK


def announcement_of(action: int) -> tuple[str, int]:
    """(party, level) of an announcement action."""
    if action < ANNOUNCE_KONTRA:
        return RE, action - ANNOUNCE_RE + BASIC
    return KONTRA, action - ANNOUNCE_KONTRA + BASIC


def bid_action(level: int) -> int:
    """The solo auction's bid (or hold) at ``level`` (NO_90..SCHWARZ)."""
    return BID_BASE + level - NO_90


def is_bid(action: int) -> bool:
    return BID_BASE <= action <= LAST_ACTION


def bid_level(action: int) -> int:
    return action - BID_BASE + NO_90


def _word(action: int) -> str | None:
    """The record word of a non-card action, or ``None`` for a number that is none."""
    if action in _WORDS:
        return _WORDS[action]
    if is_solo_action(action):
        solo, mod = solo_of(action)
        if solo not in SOLO_NAMES:
            return None
        return f"solo {SOLO_NAMES[solo]}{MOD_WORDS[mod]}"
    if is_announcement(action):
        party, level = announcement_of(action)
        word = "re" if party == RE else "kontra"
        return word if level == BASIC else f"{word} {LEVEL_WORDS[level]}"
    if TRUMPS_BACK <= action < TRUMPS_BACK + 4:
        return f"trumps back {action - TRUMPS_BACK}"
    if is_bid(action):
        return f"bid {LEVEL_WORDS[bid_level(action)].removeprefix('no ')}"
    return None


_BY_WORD: Final[dict[str, int]] = {
    word: a for a in range(FIRST_NON_CARD_ACTION, LAST_ACTION + 1) if (word := _word(a)) is not None
}


def action_to_string(action: int) -> str:
    """The record notation of ``action``: a card in ISS notation, else its word.

    :class:`StammtischError` for a number that is no Doppelkopf action.
    """
    if 0 <= action < NUM_CARDS:
        return card_str(action)
    word = _word(action)
    if word is None:
        raise StammtischError(f"{action!r} is not a Doppelkopf action")
    return word


def string_to_action(text: str) -> int:
    """The action written ``text``: a word (any case, blanks collapsed) or a card.

    :class:`StammtischError` for a text that is neither.
    """
    action = _BY_WORD.get(" ".join(text.strip().lower().split()))
    if action is not None:
        return action
    try:
        return parse_card(text)
    except CardError:
        raise StammtischError(f"{text!r} is not a Doppelkopf action or card") from None


__all__ = [
    "ACCEPT",
    "ANNOUNCE_KONTRA",
    "ANNOUNCE_RE",
    "BID_BASE",
    "HEALTHY",
    "LAST_ACTION",
    "MARRIAGE",
    "MOD_NO_RE",
    "MOD_PLAIN",
    "MOD_RE",
    "PASS",
    "POVERTY",
    "REDEAL",
    "REFUSE",
    "RESERVATION",
    "SCHWARZ",
    "SOLO_ANY",
    "SOLO_BASE",
    "TRUMPS_BACK",
    "action_to_string",
    "announce_action",
    "announcement_of",
    "bid_action",
    "bid_level",
    "is_announcement",
    "is_bid",
    "is_solo_action",
    "solo_action",
    "solo_of",
    "string_to_action",
]
