"""Skat's action numbers and their record strings.

Card actions are the card numbers 0..31 (dealing, discarding, playing).  The
others start at :data:`~stammtisch.engine.state.FIRST_NON_CARD_ACTION`:

============  =========  ==============================================
action        string     meaning
============  =========  ==============================================
32            ``p``      pass (bidding; no Re; Schieberamsch: pass the skat on unseen)
33            ``y``      hold the bid ("ja")
34            ``s``      pick up the skat (declarer; Schieberamsch: take it)
35            ``concede``  the declarer gives up; the game named next is lost
36            ``kontra`` a defender doubles (before their first card)
37            ``re``     the declarer redoubles, right after Kontra
38..44       ``D`` ...  the 7 declarations after picking up the skat
45..66       ``DH`` ... the 22 hand declarations
67..129      ``18`` ... bids, one per value of the bidding ladder
============  =========  ==============================================

>>> action_to_string(BID_BASE), action_to_string(PASS), action_to_string(DECL_BASE + 4)
('18', 'p', 'G')
>>> string_to_action("264") == BID_BASE + 62, string_to_action("CHZ") == decl_action("CHZ")
(True, True)
>>> string_to_action("s") == PICKUP, string_to_action("S") == decl_action("S")
(True, True)
"""

from __future__ import annotations

from typing import Final

from ..cards import NUM_CARDS, card_str, parse_card
from ..errors import StammtischError
from ..state import FIRST_NON_CARD_ACTION
from .contracts import (
    BID_LADDER,
    DECLARATIONS,
    HAND_DECLARATIONS,
    PICKUP_DECLARATIONS,
    Declaration,
    parse_declaration,
)

PASS: Final = FIRST_NON_CARD_ACTION
HOLD: Final = PASS + 1
PICKUP: Final = PASS + 2
CONCEDE: Final = PASS + 3
KONTRA: Final = PASS + 4
RE: Final = PASS + 5
DECL_BASE: Final = PASS + 6
BID_BASE: Final = DECL_BASE + len(DECLARATIONS)
NUM_ACTIONS: Final = BID_BASE + len(BID_LADDER)

PICKUP_DECL_ACTIONS: Final = tuple(range(DECL_BASE, DECL_BASE + len(PICKUP_DECLARATIONS)))
HAND_DECL_ACTIONS: Final = tuple(
    range(
        DECL_BASE + len(PICKUP_DECLARATIONS),
        DECL_BASE + len(PICKUP_DECLARATIONS) + len(HAND_DECLARATIONS),
    )
)

_WORDS: Final = {PASS: "p", HOLD: "y", PICKUP: "s", CONCEDE: "concede", KONTRA: "kontra", RE: "re"}
_BY_WORD: Final = {
    "p": PASS,
    "pass": PASS,
    "passe": PASS,
    "y": HOLD,
    "hold": HOLD,
    "ja": HOLD,
    "s": PICKUP,
    "pickup": PICKUP,
    "concede": CONCEDE,
    "kontra": KONTRA,
    "re": RE,
}
_DECL_ACTION_BY_CODE: Final = {d.code: DECL_BASE + i for i, d in enumerate(DECLARATIONS)}


def is_bid(action: int) -> bool:
    return BID_BASE <= action < NUM_ACTIONS


def bid_value(action: int) -> int:
    """The value of a bid action."""
    return BID_LADDER[action - BID_BASE]


def bid_action(value: int) -> int:
    """The action bidding ``value``; :class:`StammtischError` if it is not on the ladder."""
    try:
        return BID_BASE + BID_LADDER.index(value)
    except ValueError:
        raise StammtischError(f"{value} is not a value on the bidding ladder") from None


def is_declaration(action: int) -> bool:
    return DECL_BASE <= action < BID_BASE


def declaration_of(action: int) -> Declaration:
    """The declaration an action announces."""
    return DECLARATIONS[action - DECL_BASE]


def decl_action(code: str) -> int:
    """The action of a declaration given by its ISS code (any flag order)."""
    return _DECL_ACTION_BY_CODE[parse_declaration(code).code]


def action_to_string(action: int) -> str:
    """The record string of an action (context-free in Skat)."""
    if 0 <= action < NUM_CARDS:
        return card_str(action)
    word = _WORDS.get(action)
    if word is not None:
        return word
    if is_declaration(action):
        return declaration_of(action).code
    if is_bid(action):
        return str(bid_value(action))
    raise StammtischError(f"{action!r} is not a Skat action")


def string_to_action(text: str) -> int:
    """The action a record string names, whether or not it is legal now.

    ``s`` (lower case) picks up the skat; ``S`` declares spades.
    """
    t = text.strip()
    if t == "s":
        return PICKUP
    word = _BY_WORD.get(t.lower())
    if word is not None and t != "S":
        return word
    if t.isascii() and t.isdigit():
        if len(t) > 4:  # no bid has more digits; int() of thousands of digits would fail
            raise StammtischError(f"{t[:8]}… is not a value on the bidding ladder")
        return bid_action(int(t))
    try:
        return parse_card(t)
    except StammtischError:
        pass
    try:
        return _DECL_ACTION_BY_CODE[parse_declaration(t).code]
    except StammtischError:
        raise StammtischError(
            f"{text!r} is not a Skat action: expected a card (HA), a bid (18), "
            "y, p, s, a game (G, CH, NO...), concede, kontra or re"
        ) from None


__all__ = [
    "BID_BASE",
    "CONCEDE",
    "DECL_BASE",
    "HAND_DECL_ACTIONS",
    "HOLD",
    "KONTRA",
    "NUM_ACTIONS",
    "PASS",
    "PICKUP",
    "PICKUP_DECL_ACTIONS",
    "RE",
    "action_to_string",
    "bid_action",
    "bid_value",
    "decl_action",
    "declaration_of",
    "is_bid",
    "is_declaration",
    "string_to_action",
]
