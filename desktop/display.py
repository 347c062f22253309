"""How the user's hand is ordered on screen (display only; legality stays with the engine).

A game whose state names the card order in force (``GameState.sort_rules()``,
a :class:`~stammtisch.engine.tricks.TrickRules`) gets its hand sorted the way
players sort it: trumps first, strongest first, then the plain suits.  Otherwise
the suits alternate in colour, each from the ace down.
"""

from __future__ import annotations

from collections.abc import Callable

from stammtisch.engine.cards import Rank, Suit, card_rank, card_suit
from stammtisch.engine.state import GameState
from stammtisch.engine.tricks import TRUMP

SUIT_DISPLAY_ORDER = (Suit.CLUBS, Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS)
"""Clubs, hearts, spades, diamonds: colours alternate in the hand."""
RANK_DISPLAY_ORDER = (
    Rank.ACE,
    Rank.TEN,
    Rank.KING,
    Rank.QUEEN,
    Rank.JACK,
    Rank.NINE,
    Rank.EIGHT,
    Rank.SEVEN,
)
"""A 10 K Q J 9 8 7: the ten after the ace, as players sort a plain suit."""

SortKey = Callable[[int], tuple[int, int]]


def plain_key(card: int) -> tuple[int, int]:
    """Suits with alternating colours, each from the ace down (the 10 after the ace).

    >>> from stammtisch.engine.cards import parse_cards
    >>> sorted(parse_cards("D7 CA HT SK CJ"), key=plain_key) == parse_cards("CA CJ HT SK D7")
    True
    """
    return (SUIT_DISPLAY_ORDER.index(card_suit(card)), RANK_DISPLAY_ORDER.index(card_rank(card)))


def hand_sort_key(state: GameState | None) -> SortKey:
    """The order to show ``state``'s hands in."""
    rules = state.sort_rules() if state is not None else None
    if rules is None:
        return plain_key
    power = rules.power
    follow = rules.follow_class

    def key(card: int) -> tuple[int, int]:
        klass = follow[card]
        group = 0 if klass == TRUMP else 1 + SUIT_DISPLAY_ORDER.index(Suit(klass))
        return (group, -power[card])

    return key


__all__ = ["hand_sort_key", "plain_key"]
