"""Skat's contracts: game types, declarations, trump orders, matadors and the bidding ladder.

A *declaration* is what the declarer announces: a game type (a trump suit,
Grand or Null) with the hand, Schneider, Schwarz and Ouvert flags.  Each has
a short code in the notation of the International Skat Server: the type
letter ``C S H D G N`` followed by flags ``H`` (hand), ``S`` (Schneider
announced), ``Z`` (Schwarz announced) and ``O`` (ouvert).

>>> parse_declaration("CHZ").name
'Clubs Hand Schwarz announced'
>>> parse_declaration("go").code  # ouvert implies hand, Schneider and Schwarz announced
'GO'
>>> parse_declaration("NOH").base_value
59
>>> [d.code for d in PICKUP_DECLARATIONS]
['D', 'H', 'S', 'C', 'G', 'N', 'NO']

Matadors ("with" or "without") count the unbroken run of the highest trumps
in the declarer's hand plus the skat, from the club jack down:

>>> from stammtisch.engine.cards import mask_of, parse_cards
>>> matadors(CLUBS, mask_of(parse_cards("CJ SJ DJ CA")))  # with 2: the heart jack is missing
2
>>> matadors(GRAND, mask_of(parse_cards("HJ DJ")))        # without 2
-2

The bidding ladder holds every value a game can be worth:

>>> BID_LADDER[:10]
(18, 20, 22, 23, 24, 27, 30, 33, 35, 36)
>>> BID_LADDER[-3:], len(BID_LADDER)
((216, 240, 264), 63)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..cards import Card, CardMask, parse_card
from ..errors import StammtischError
from ..tricks import TrickRules, suit_cards

# --- game types ----------------------------------------------------------------

CLUBS: Final = 0
SPADES: Final = 1
HEARTS: Final = 2
DIAMONDS: Final = 3
GRAND: Final = 4
NULL: Final = 5
RAMSCH: Final = 6
"""Game types.  The suits keep the card module's suit numbers; Ramsch plays with Grand's trumps."""

TYPE_LETTERS: Final = "CSHDGN"
TYPE_NAMES: Final = ("Clubs", "Spades", "Hearts", "Diamonds", "Grand", "Null", "Ramsch")

BASE_VALUES: Final = (12, 11, 10, 9, 24)
"""Base value (Grundwert) of clubs, spades, hearts, diamonds and Grand."""

NULL_VALUES: Final = {(False, False): 23, (True, False): 35, (False, True): 46, (True, True): 59}
"""Null values by (hand, ouvert): Null 23, Null Hand 35, Null Ouvert 46, Null Ouvert Hand 59."""

JACKS: Final[tuple[Card, ...]] = tuple(parse_card(t) for t in ("CJ", "SJ", "HJ", "DJ"))
JACKS_MASK: Final[CardMask] = sum(1 << c for c in JACKS)


def _suit_rules(suit: int) -> TrickRules:
    return TrickRules.build([*JACKS, *suit_cards(suit, "ATKQ987")], "ATKQ987")


TRICK_RULES: Final[tuple[TrickRules, ...]] = (
    _suit_rules(CLUBS),
    _suit_rules(SPADES),
    _suit_rules(HEARTS),
    _suit_rules(DIAMONDS),
    TrickRules.build(JACKS, "ATKQ987"),
    TrickRules.build([], "AKQJT987"),
    TrickRules.build(JACKS, "ATKQ987"),
)
"""Trumps and card order per game type (index = game type; Ramsch = Grand's order)."""


def matadors(game_type: int, cards: CardMask) -> int:
    """Matadors of ``cards`` (hand plus skat) in a suit game or Grand: +n "with n", -n "without n".

    Null and Ramsch have none (0).
    """
    if game_type >= NULL:
        return 0
    order = TRICK_RULES[game_type].trump_order
    with_top = bool(cards >> order[0] & 1)
    n = 0
    for card in order:
        if bool(cards >> card & 1) != with_top:
            break
        n += 1
    return n if with_top else -n


# --- declarations --------------------------------------------------------------


@dataclass(frozen=True)
class Declaration:
    """A declared game: its type and the hand, Schneider, Schwarz and Ouvert flags.

    In suit games and Grand, ouvert implies hand with Schneider and Schwarz
    announced, and Schwarz announced implies Schneider announced; announcements
    exist only in hand games.  Null has the hand and ouvert flags only.
    """

    game_type: int
    hand: bool = False
    schneider_announced: bool = False
    schwarz_announced: bool = False
    ouvert: bool = False

    @property
    def is_null(self) -> bool:
        return self.game_type == NULL

    @property
    def is_suit(self) -> bool:
        return self.game_type < GRAND

    @property
    def code(self) -> str:
        """The ISS code: ``"C"``, ``"GH"``, ``"CHS"``, ``"CHZ"``, ``"GO"``, ``"NOH"``..."""
        letter = TYPE_LETTERS[self.game_type]
        if self.is_null:
            return letter + ("O" if self.ouvert else "") + ("H" if self.hand else "")
        if self.ouvert:
            return letter + "O"
        if not self.hand:
            return letter
        return (
            letter
            + "H"
            + ("Z" if self.schwarz_announced else "S" if self.schneider_announced else "")
        )

    @property
    def name(self) -> str:
        """An English name: ``"Grand Hand"``, ``"Null Ouvert Hand"``, ``"Clubs Hand Schneider announced"``."""
        words = [TYPE_NAMES[self.game_type]]
        if self.is_null:
            if self.ouvert:
                words.append("Ouvert")
            if self.hand:
                words.append("Hand")
            return " ".join(words)
        if self.ouvert:
            return words[0] + " Ouvert"
        if self.hand:
            words.append("Hand")
        if self.schwarz_announced:
            words.append("Schwarz announced")
        elif self.schneider_announced:
            words.append("Schneider announced")
        return " ".join(words)

    @property
    def base_value(self) -> int:
        """The base value; for Null the whole game value (23, 35, 46 or 59)."""
        if self.is_null:
            return NULL_VALUES[(self.hand, self.ouvert)]
        return BASE_VALUES[self.game_type]

    @property
    def levels(self) -> int:
        """The multiplier levels a suit game or Grand always counts: one for the game, one
        for hand, two for each announcement (Schneider announced counts Schneider too) and
        one for ouvert.

        >>> parse_declaration("G").levels, parse_declaration("CHS").levels, parse_declaration("GO").levels
        (1, 4, 7)
        """
        return (
            1 + self.hand + 2 * self.schneider_announced + 2 * self.schwarz_announced + self.ouvert
        )

    @property
    def rules(self) -> TrickRules:
        return TRICK_RULES[self.game_type]


def _all_declarations() -> tuple[tuple[Declaration, ...], tuple[Declaration, ...]]:
    pickup: list[Declaration] = [Declaration(t) for t in (DIAMONDS, HEARTS, SPADES, CLUBS, GRAND)]
    pickup += [Declaration(NULL), Declaration(NULL, ouvert=True)]
    hand: list[Declaration] = []
    for t in (DIAMONDS, HEARTS, SPADES, CLUBS, GRAND):
        hand += [
            Declaration(t, hand=True),
            Declaration(t, hand=True, schneider_announced=True),
            Declaration(t, hand=True, schneider_announced=True, schwarz_announced=True),
            Declaration(
                t, hand=True, schneider_announced=True, schwarz_announced=True, ouvert=True
            ),
        ]
    hand += [Declaration(NULL, hand=True), Declaration(NULL, hand=True, ouvert=True)]
    return tuple(pickup), tuple(hand)


PICKUP_DECLARATIONS, HAND_DECLARATIONS = _all_declarations()
"""What a declarer may announce after picking up the skat (7) and without it (22)."""

DECLARATIONS: Final[tuple[Declaration, ...]] = PICKUP_DECLARATIONS + HAND_DECLARATIONS
"""Every declaration, in action order."""

_BY_CODE: Final = {d.code: d for d in DECLARATIONS}
_INDEX_BY_CODE: Final = {d.code: i for i, d in enumerate(DECLARATIONS)}

DECL_FIGURES: Final[tuple[tuple[bool, int, int, bool, bool], ...]] = tuple(
    (
        d.is_null,
        d.base_value,
        d.levels,
        d.schneider_announced,
        d.schwarz_announced,
    )
    for d in DECLARATIONS
)
"""Per declaration (in :data:`DECLARATIONS` order), for fast scoring: is Null, base value,
the multiplier levels it always counts (game, hand, announcements, ouvert), Schneider
announced, Schwarz announced."""


def declaration_index(declaration: Declaration) -> int:
    """The position of ``declaration`` in :data:`DECLARATIONS` (its action offset)."""
    return _INDEX_BY_CODE[declaration.code]


def parse_declaration(text: str) -> Declaration:
    """Read an ISS game code; the flags may come in any order (``"CSH"`` = ``"CHS"``).

    ``O`` implies hand, Schneider and Schwarz announced in suit games and Grand;
    ``Z`` implies ``S``.  Announcements without hand are not declarations.

    >>> parse_declaration("HHS").name
    'Hearts Hand Schneider announced'
    >>> parse_declaration("CS")
    Traceback (most recent call last):
    ...
    stammtisch.engine.errors.StammtischError: 'CS' is not a game: Schneider, Schwarz and Ouvert can be announced only in hand games
    """
    t = text.strip().upper()
    if not t or t[0] not in TYPE_LETTERS or any(f not in "HSZO" for f in t[1:]):
        raise StammtischError(
            f"{text!r} is not a game: expected a type letter C, S, H, D, G or N "
            "and flags H (hand), S (Schneider), Z (Schwarz), O (ouvert)"
        )
    game_type = TYPE_LETTERS.index(t[0])
    flags = set(t[1:])
    if len(flags) != len(t) - 1:
        raise StammtischError(f"{text!r} is not a game: a flag is repeated")
    ouvert = "O" in flags
    hand = "H" in flags
    if game_type == NULL:
        if flags & {"S", "Z"}:
            raise StammtischError(f"{text!r} is not a game: Null has no Schneider or Schwarz")
        return Declaration(NULL, hand=hand, ouvert=ouvert)
    schwarz = "Z" in flags or ouvert
    schneider = "S" in flags or schwarz
    if (schneider or ouvert) and not (hand or ouvert):
        raise StammtischError(
            f"{text!r} is not a game: Schneider, Schwarz and Ouvert can be announced only in hand games"
        )
    return Declaration(
        game_type,
        hand=hand or ouvert,
        schneider_announced=schneider,
        schwarz_announced=schwarz,
        ouvert=ouvert,
    )


def declaration_by_code(code: str) -> Declaration | None:
    """The declaration with exactly this canonical code, or None."""
    return _BY_CODE.get(code)


# --- bidding ladder -------------------------------------------------------------


def _ladder() -> tuple[int, ...]:
    values = {b * m for b in BASE_VALUES[:4] for m in range(2, 19)}
    values |= {BASE_VALUES[GRAND] * m for m in range(2, 12)}
    values |= set(NULL_VALUES.values())
    return tuple(sorted(v for v in values if 18 <= v <= 264))


BID_LADDER: Final[tuple[int, ...]] = _ladder()
"""Every bid (Reizwert) from 18 to 264, ascending."""


__all__ = [
    "BASE_VALUES",
    "BID_LADDER",
    "CLUBS",
    "DECLARATIONS",
    "DECL_FIGURES",
    "DIAMONDS",
    "GRAND",
    "HAND_DECLARATIONS",
    "HEARTS",
    "JACKS",
    "JACKS_MASK",
    "NULL",
    "NULL_VALUES",
    "PICKUP_DECLARATIONS",
    "RAMSCH",
    "SPADES",
    "TRICK_RULES",
    "TYPE_LETTERS",
    "TYPE_NAMES",
    "Declaration",
    "declaration_by_code",
    "declaration_index",
    "matadors",
    "parse_declaration",
]
