"""Doppelkopf's contracts: which cards are trump, in what order, and what they are called.

The normal game (and the marriage, the poverty and the silent solo, which
play with the same cards) has thirteen trumps, strongest first::

    ♥10 ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J ♦A ♦10 ♦K ♦9

>>> from stammtisch.engine.cards import card_str
>>> NORMAL_RULES.describe()
'HT CQ SQ HQ DQ CJ SJ HJ DJ DA DT DK D9'
>>> trick_rules(SoloType.HEARTS).describe()
'HT CQ SQ HQ DQ CJ SJ HJ DJ HA HK H9'
>>> trick_rules(SoloType.QUEEN).describe()
'CQ SQ HQ DQ'
>>> trick_rules(SoloType.NO_TRUMP).describe()
''

Of two equal cards the first played wins (``TrickRules.winner``); the
option "second ♥10 beats the first" passes ``later_equal_wins``.

A suit solo replaces the diamonds at the bottom of the trump order by the
chosen suit, so a ♦ solo has exactly the normal game's trumps and a ♥ solo
has only 24 trumps (♥10 on top, ♥A ♥K ♥9 at the bottom).
"""

from __future__ import annotations

from enum import IntEnum
from functools import cache
from typing import Final

from ..cards import Card, CardMask, mask_of, parse_card, parse_cards
from ..tricks import TrickRules, suit_cards

HEART_TEN: Final[Card] = parse_card("HT")
CLUB_QUEEN: Final[Card] = parse_card("CQ")
CLUB_JACK: Final[Card] = parse_card("CJ")
FOX: Final[Card] = parse_card("DA")
"""The fox: the ♦A, the trump ace of the normal game."""

QUEENS: Final = tuple(parse_cards("CQ SQ HQ DQ"))
JACKS: Final = tuple(parse_cards("CJ SJ HJ DJ"))

PLAIN_ORDER: Final = "ATKQJ9"
"""Rank order inside a suit, for whatever of it is not trump."""


class SoloType(IntEnum):
    """The solos, numbered in the 40-card variant's ranking (weakest first).

    The four suit solos rank equal there; the queen-jack solo exists only in
    the 40-card variant.
    """

    DIAMONDS = 0
    HEARTS = 1
    SPADES = 2
    CLUBS = 3
    QUEEN = 4
    QUEEN_JACK = 5
    JACK = 6
    NO_TRUMP = 7


SOLO_NAMES: Final = {
    SoloType.DIAMONDS: "diamonds",
    SoloType.HEARTS: "hearts",
    SoloType.SPADES: "spades",
    SoloType.CLUBS: "clubs",
    SoloType.QUEEN: "queen",
    SoloType.QUEEN_JACK: "queen-jack",
    SoloType.JACK: "jack",
    SoloType.NO_TRUMP: "no-trump",
}
"""Record and display names of the solos (``"solo queen"`` in a record)."""

SOLO_GERMAN: Final = {
    SoloType.DIAMONDS: "Karo-Solo",
    SoloType.HEARTS: "Herz-Solo",
    SoloType.SPADES: "Pik-Solo",
    SoloType.CLUBS: "Kreuz-Solo",
    SoloType.QUEEN: "Damensolo",
    SoloType.QUEEN_JACK: "Damen-Buben-Solo",
    SoloType.JACK: "Bubensolo",
    SoloType.NO_TRUMP: "Fleischloser",
}

SUIT_OF_SOLO: Final = {
    SoloType.CLUBS: 0,
    SoloType.SPADES: 1,
    SoloType.HEARTS: 2,
    SoloType.DIAMONDS: 3,
}


def solo_strength(solo: SoloType) -> int:
    """The 40-card variant's ranking: suit solos < queen < queen-jack < jack < no-trump.

    >>> solo_strength(SoloType.CLUBS) == solo_strength(SoloType.DIAMONDS)
    True
    >>> solo_strength(SoloType.NO_TRUMP) > solo_strength(SoloType.JACK) > solo_strength(SoloType.QUEEN_JACK)
    True
    """
    return 0 if solo in SUIT_OF_SOLO else int(solo) - 3


def trump_order(solo: SoloType | None) -> list[Card]:
    """The trumps of a contract, strongest first; ``None`` is the normal game."""
    if solo is None:
        solo = SoloType.DIAMONDS
    if solo == SoloType.QUEEN:
        return list(QUEENS)
    if solo == SoloType.JACK:
        return list(JACKS)
    if solo == SoloType.QUEEN_JACK:
        return list(QUEENS + JACKS)
    if solo == SoloType.NO_TRUMP:
        return []
    suit = SUIT_OF_SOLO[solo]
    bottom = [c for c in suit_cards(suit, "ATK9") if c != HEART_TEN]
    return [HEART_TEN, *QUEENS, *JACKS, *bottom]


@cache
def trick_rules(solo: SoloType | None) -> TrickRules:
    """The :class:`TrickRules` of a contract (``None``: the normal game)."""
    return TrickRules.build(trump_order(solo), PLAIN_ORDER)


NORMAL_RULES: Final = trick_rules(None)
NORMAL_TRUMP_MASK: Final[CardMask] = NORMAL_RULES.trump_mask
"""The normal game's trumps, which decide a poverty (three or fewer) and the redeal right."""

HEART_TEN_MASK: Final[CardMask] = mask_of([HEART_TEN])


# --- contract kinds -------------------------------------------------------------

NORMAL: Final = "normal game"
SILENT_SOLO: Final = "silent solo"
MARRIAGE: Final = "marriage"
MARRIAGE_SOLO: Final = "marriage solo"
POVERTY: Final = "poverty"
SOLO: Final = "solo"

SOLO_KINDS: Final = frozenset({SILENT_SOLO, MARRIAGE_SOLO, SOLO})


__all__ = [
    "CLUB_JACK",
    "CLUB_QUEEN",
    "FOX",
    "HEART_TEN",
    "HEART_TEN_MASK",
    "JACKS",
    "MARRIAGE",
    "MARRIAGE_SOLO",
    "NORMAL",
    "NORMAL_RULES",
    "NORMAL_TRUMP_MASK",
    "POVERTY",
    "QUEENS",
    "SILENT_SOLO",
    "SOLO",
    "SOLO_GERMAN",
    "SOLO_KINDS",
    "SOLO_NAMES",
    "SUIT_OF_SOLO",
    "SoloType",
    "solo_strength",
    "trick_rules",
    "trump_order",
]
