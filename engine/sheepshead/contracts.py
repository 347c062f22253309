"""Sheepshead's fixed card order, table layouts and the calls a picker can make.

Fourteen trumps, strongest first: all queens, all jacks (clubs, spades,
hearts, diamonds), then the diamonds A 10 K 9 8 7.  The fail suits (clubs,
spades, hearts) rank A 10 K 9 8 7.

>>> from stammtisch.engine.cards import parse_card as c, card_str
>>> TRICK_RULES.describe()
'CQ SQ HQ DQ CJ SJ HJ DJ DA DT DK D9 D8 D7'
>>> TRICK_RULES.winner([c("HA"), c("HT"), c("D7")])  # the lowest trump beats a fail ace
2
>>> TRICK_RULES.follow_name(c("HQ")), TRICK_RULES.follow_name(c("HK"))
('trump', 'hearts')
>>> LAYOUTS[4]
Layout(hand=7, blind=4)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..cards import SUIT_NAMES_EN, Card, Rank, make_card, parse_cards
from ..tricks import TRUMP, TrickRules

TRUMP_ORDER: Final[tuple[Card, ...]] = tuple(
    parse_cards("CQ SQ HQ DQ CJ SJ HJ DJ DA DT DK D9 D8 D7")
)
"""The fourteen trumps, strongest first, as the seed lists them."""

TRICK_RULES: Final = TrickRules.build(TRUMP_ORDER, "ATK987")
"""Following and trick winners; the same in every Sheepshead deal (also in a Leaster)."""

FOLLOW_CLASS: Final = TRICK_RULES.follow_class
CLASS_MASKS: Final = TRICK_RULES.class_masks
POWER: Final = TRICK_RULES.power
TRUMP_CLASS: Final = TRUMP

FAIL_SUITS: Final = (0, 1, 2)
"""Clubs, spades and hearts: the suits whose cards are not trump."""

FAIL_ACES: Final[tuple[Card, ...]] = tuple(make_card(s, Rank.ACE) for s in FAIL_SUITS)
FAIL_TENS: Final[tuple[Card, ...]] = tuple(make_card(s, Rank.TEN) for s in FAIL_SUITS)
FAIL_ACES_MASK: Final = sum(1 << a for a in FAIL_ACES)
JACK_OF_DIAMONDS: Final[Card] = make_card(3, Rank.JACK)


def playable(hand: int, led: int | None) -> int:
    """The follow-suit rule: the cards of ``hand`` that may go to a trick whose led class is
    ``led`` (``None``: nothing led yet), those of the led class if ``hand`` holds any.

    >>> playable(0b1111, None), playable(0b1111 | 1 << 8, 1), playable(0b1111, 1)
    (15, 256, 15)
    """
    if led is None:
        return hand
    return hand & CLASS_MASKS[led] or hand


def suit_name(suit: int) -> str:
    """``"clubs"``, ``"spades"``, ``"hearts"`` (or ``"trump"`` for the trump class)."""
    return "trump" if suit == TRUMP else SUIT_NAMES_EN[suit]


@dataclass(frozen=True)
class Layout:
    """Cards per hand and in the blind; the picker buries as many as the blind holds."""

    hand: int
    blind: int


LAYOUTS: Final = {3: Layout(10, 2), 4: Layout(7, 4), 5: Layout(6, 2)}

# --- the call a picker made --------------------------------------------------------

NO_CALL: Final = "none"
CALLED: Final = "called"
UNKNOWN: Final = "unknown"
ALONE_CALL: Final = "alone"
JACK_CALL: Final = "jack of diamonds"
