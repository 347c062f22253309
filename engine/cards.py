"""Cards, card sets and decks shared by all four games.

A card is a small ``int`` from 0 to 31: ``suit * 8 + rank`` with the suits
in Skat's order (clubs, spades, hearts, diamonds) and the ranks in the order
``A K Q J T 9 8 7``.  French and German faces are the same 32 cards under
other names: Eichel is clubs, Gras (Grün) spades, Herz hearts and Schellen
diamonds; Ober is the queen, Unter the jack, Sau (Daus) the ace.

The text notation is the one the International Skat Server writes: a suit
letter ``C S H D`` and a rank letter ``A K Q J T 9 8 7``.

>>> parse_card("CJ")
3
>>> card_str(parse_card("HT"))
'HT'
>>> card_points(parse_card("SA"))
11
>>> german_name(parse_card("CQ"))
'Eichel-Ober'
>>> parse_german_card("GZ") == parse_card("ST")
True

Doppelkopf plays with two copies of each card; a hand there is a multiset of
these 32 faces (see :data:`DECK48`).

Sets of distinct cards are bit masks (``1 << card``), which keeps following
suit and trick comparisons to a few integer operations.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import IntEnum
from typing import Final

from .errors import CardError

Card = int
"""A card face, 0..31 (see the module docstring)."""

CardMask = int
"""A set of distinct cards as a bit mask: bit ``c`` is set when card ``c`` is in the set."""


class Suit(IntEnum):
    """The four suits in Skat's ranking order (clubs highest)."""

    CLUBS = 0
    SPADES = 1
    HEARTS = 2
    DIAMONDS = 3


class Rank(IntEnum):
    """The eight ranks, ace first, in Null order (A K Q J T 9 8 7)."""

    ACE = 0
    KING = 1
    QUEEN = 2
    JACK = 3
    TEN = 4
    NINE = 5
    EIGHT = 6
    SEVEN = 7


SUITS: Final = tuple(Suit)
RANKS: Final = tuple(Rank)

SUIT_LETTERS: Final = "CSHD"
RANK_LETTERS: Final = "AKQJT987"
GERMAN_SUIT_LETTERS: Final = "EGHS"
GERMAN_RANK_LETTERS: Final = "AKOUZ987"

SUIT_SYMBOLS: Final = ("♣", "♠", "♥", "♦")
SUIT_NAMES_EN: Final = ("clubs", "spades", "hearts", "diamonds")
SUIT_NAMES_DE_FRENCH: Final = ("Kreuz", "Pik", "Herz", "Karo")
SUIT_NAMES_DE_GERMAN: Final = ("Eichel", "Gras", "Herz", "Schellen")
RANK_NAMES_EN: Final = ("ace", "king", "queen", "jack", "ten", "nine", "eight", "seven")
RANK_NAMES_DE_FRENCH: Final = ("Ass", "König", "Dame", "Bube", "Zehn", "Neun", "Acht", "Sieben")
RANK_NAMES_DE_GERMAN: Final = ("Sau", "König", "Ober", "Unter", "Zehn", "Neun", "Acht", "Sieben")
RANK_WORDS_DE_GERMAN: Final = ("Sau", "König", "Ober", "Unter", "10", "9", "8", "7")
"""The ranks as a German-suited card's name says them ("Gras-Ober", "Herz-10")."""

_POINTS_BY_RANK: Final = (11, 4, 3, 2, 10, 0, 0, 0)

NUM_CARDS: Final = 32


def make_card(suit: Suit | int, rank: Rank | int) -> Card:
    """The card of ``suit`` and ``rank``.

    >>> make_card(Suit.HEARTS, Rank.TEN) == parse_card("HT")
    True
    """
    return int(suit) * 8 + int(rank)


def card_suit(card: Card) -> Suit:
    """The printed suit of ``card`` (a jack keeps its suit here, whatever is trump)."""
    return SUITS[card >> 3]


def card_rank(card: Card) -> Rank:
    """The rank of ``card``."""
    return RANKS[card & 7]


CARD_POINTS: Final[tuple[int, ...]] = tuple(_POINTS_BY_RANK[c & 7] for c in range(NUM_CARDS))
"""Card points (Augen) by card: A 11, T 10, K 4, Q/Ober 3, J/Unter 2, 9 8 7 nothing."""


def card_points(card: Card) -> int:
    """The card points (Augen) ``card`` is worth."""
    return CARD_POINTS[card]


def card_str(card: Card) -> str:
    """The two-letter ISS notation of ``card`` (``"CJ"``, ``"HT"``)."""
    _check_card(card)
    return SUIT_LETTERS[card >> 3] + RANK_LETTERS[card & 7]


def german_card_str(card: Card) -> str:
    """The two-letter German notation NetSchafkopf writes (``"EO"``, ``"GZ"``)."""
    _check_card(card)
    return GERMAN_SUIT_LETTERS[card >> 3] + GERMAN_RANK_LETTERS[card & 7]


def parse_card(text: str) -> Card:
    """Read a card in ISS notation; case and surrounding blanks are ignored.

    Also accepts ``10`` for the ten (``"H10"``).

    >>> parse_card("d7")
    31
    >>> parse_card("XX")
    Traceback (most recent call last):
    ...
    stammtisch.engine.errors.CardError: 'XX' is not a card: expected a suit letter C, S, H or D and a rank letter A, K, Q, J, T, 9, 8 or 7
    """
    t = text.strip().upper()
    if len(t) == 3 and t[1:] == "10":
        t = t[0] + "T"
    if len(t) != 2 or t[0] not in SUIT_LETTERS or t[1] not in RANK_LETTERS:
        raise CardError(
            f"{text!r} is not a card: expected a suit letter C, S, H or D "
            "and a rank letter A, K, Q, J, T, 9, 8 or 7"
        )
    return SUIT_LETTERS.index(t[0]) * 8 + RANK_LETTERS.index(t[1])


def parse_german_card(text: str) -> Card:
    """Read a card in German notation: suit ``E G H S``, rank ``A Z K O U 9 8 7``.

    >>> card_str(parse_german_card("HO"))
    'HQ'
    """
    t = text.strip().upper()
    if len(t) != 2 or t[0] not in GERMAN_SUIT_LETTERS or t[1] not in GERMAN_RANK_LETTERS:
        raise CardError(
            f"{text!r} is not a German-suited card: expected a suit letter E, G, H or S "
            "and a rank letter A, Z, K, O, U, 9, 8 or 7"
        )
    return GERMAN_SUIT_LETTERS.index(t[0]) * 8 + GERMAN_RANK_LETTERS.index(t[1])


def parse_cards(text: str | Iterable[str], sep: str | None = None) -> list[Card]:
    """Read several cards, from a list or from text split on ``sep`` (blanks, ``.`` or ``,``).

    >>> [card_str(c) for c in parse_cards("CJ.SJ HA,D7")]
    ['CJ', 'SJ', 'HA', 'D7']
    """
    if isinstance(text, str):
        parts = text.replace(".", " ").replace(",", " ").split(sep)
    else:
        parts = list(text)
    return [parse_card(p) for p in parts if p.strip()]


def cards_str(cards: Iterable[Card], sep: str = " ") -> str:
    """Cards in ISS notation joined by ``sep``."""
    return sep.join(card_str(c) for c in cards)


def french_name(card: Card, language: str = "en") -> str:
    """A display name for French-suited faces (``"jack of clubs"``, ``"Kreuz-Bube"``)."""
    _check_card(card)
    s, r = card >> 3, card & 7
    if language == "de":
        return f"{SUIT_NAMES_DE_FRENCH[s]}-{RANK_NAMES_DE_FRENCH[r]}"
    return f"{RANK_NAMES_EN[r]} of {SUIT_NAMES_EN[s]}"


def german_name(card: Card) -> str:
    """The German-suited name of ``card`` (``"Eichel-Ober"``, ``"Herz-Sau"``)."""
    _check_card(card)
    return f"{SUIT_NAMES_DE_GERMAN[card >> 3]}-{RANK_NAMES_DE_GERMAN[card & 7]}"


def suit_name(suit: Suit | int, faces: str = "french") -> str:
    """The name of ``suit`` as the ``faces`` print it: English for French faces, the German
    suit for German ones (``"german"``).

    >>> suit_name(Suit.SPADES), suit_name(Suit.SPADES, "german")
    ('spades', 'Gras')
    """
    return (SUIT_NAMES_DE_GERMAN if faces == "german" else SUIT_NAMES_EN)[int(suit)]


def german_card_words(card: Card) -> tuple[str, str]:
    """The suit and the rank a German-suited card's name is made of, the pips by number.

    >>> german_card_words(parse_card("SQ")), german_card_words(parse_card("HT"))
    (('Gras', 'Ober'), ('Herz', '10'))
    """
    _check_card(card)
    return SUIT_NAMES_DE_GERMAN[card_suit(card)], RANK_WORDS_DE_GERMAN[card_rank(card)]


def symbol_str(card: Card) -> str:
    """A short label with a suit symbol (``"♣J"``, ``"♥10"``)."""
    _check_card(card)
    r = RANK_LETTERS[card & 7]
    return SUIT_SYMBOLS[card >> 3] + ("10" if r == "T" else r)


def _check_card(card: Card) -> None:
    if not isinstance(card, int) or not 0 <= card < NUM_CARDS:
        raise CardError(f"{card!r} is not a card number (0..31)")


# --- decks -----------------------------------------------------------------

DECK32: Final[tuple[Card, ...]] = tuple(range(NUM_CARDS))
"""Skat, Schafkopf and Sheepshead: A K Q J T 9 8 7 in four suits."""

DECK24: Final[tuple[Card, ...]] = tuple(c for c in DECK32 if card_rank(c) <= Rank.NINE)
"""The short deck (no 7 or 8): Schafkopf's 24-card option and one copy of Doppelkopf."""

DECK48: Final[tuple[Card, ...]] = tuple(sorted(DECK24 * 2))
"""Doppelkopf: two copies of each card A K Q J T 9."""

DECK40: Final[tuple[Card, ...]] = tuple(sorted(c for c in DECK48 if card_rank(c) != Rank.NINE))
"""Doppelkopf's 40-card variant without nines."""


def deck_points(deck: Sequence[Card]) -> int:
    """The card points of a whole deck (120 for 32 cards, 240 for 48).

    >>> deck_points(DECK32), deck_points(DECK48), deck_points(DECK24), deck_points(DECK40)
    (120, 240, 120, 240)
    """
    return sum(CARD_POINTS[c] for c in deck)


# --- bit masks ---------------------------------------------------------------

SUIT_MASKS: Final[tuple[CardMask, ...]] = tuple(0xFF << (8 * s) for s in range(4))
RANK_MASKS: Final[tuple[CardMask, ...]] = tuple(
    sum(1 << (s * 8 + r) for s in range(4)) for r in range(8)
)
ALL_CARDS_MASK: Final[CardMask] = (1 << NUM_CARDS) - 1


def mask_of(cards: Iterable[Card]) -> CardMask:
    """The bit mask of a set of cards (duplicates collapse)."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: CardMask) -> list[Card]:
    """The cards of ``mask`` in ascending order.

    >>> cards_of(mask_of([5, 1, 30]))
    [1, 5, 30]
    """
    out: list[Card] = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_points(mask: CardMask) -> int:
    """The card points of the cards in ``mask``."""
    total = 0
    while mask:
        low = mask & -mask
        total += CARD_POINTS[low.bit_length() - 1]
        mask ^= low
    return total


__all__ = [
    "ALL_CARDS_MASK",
    "CARD_POINTS",
    "DECK24",
    "DECK32",
    "DECK40",
    "DECK48",
    "NUM_CARDS",
    "RANK_MASKS",
    "SUIT_MASKS",
    "Card",
    "CardMask",
    "Rank",
    "Suit",
    "card_points",
    "card_rank",
    "card_str",
    "card_suit",
    "cards_of",
    "cards_str",
    "deck_points",
    "french_name",
    "german_card_str",
    "german_card_words",
    "german_name",
    "make_card",
    "mask_of",
    "mask_points",
    "parse_card",
    "parse_cards",
    "parse_german_card",
    "suit_name",
    "symbol_str",
]
