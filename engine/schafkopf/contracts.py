"""Schafkopf's games (contracts): their ranking, trumps, card order and names.

The game types, weakest first, as the auction ranks them: the partner game
(Sauspiel), suit Geier (Farbgeier), suit Wenz (Farbwenz), Geier, Wenz, suit
solo, then the Tout form of each solo type in the same order, and Sie on top.

>>> from stammtisch.engine.cards import parse_german_card as g, german_card_str
>>> wenz = contract_by_name("Wenz")
>>> [german_card_str(c) for c in wenz.trump_order]
['EU', 'GU', 'HU', 'SU']
>>> wenz.rules.winner([g("HA"), g("HO"), g("S7")])  # in a Wenz the Ober is a plain card
0
>>> solo = contract_by_name("Solo Eichel")
>>> " ".join(german_card_str(c) for c in solo.trump_order)
'EO GO HO SO EU GU HU SU EA EZ EK E9 E8 E7'
>>> contract_by_name("farbgeier gras tout").level == GameType.SUIT_GEIER_TOUT
True
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Final

from ..cards import (
    RANK_MASKS,
    SUIT_MASKS,
    SUIT_NAMES_DE_GERMAN,
    Card,
    CardMask,
    Rank,
    make_card,
)
from ..errors import StammtischError
from ..tricks import TrickRules

EICHEL, GRAS, HERZ, SCHELLEN = 0, 1, 2, 3
"""The suits by their German names (Eichel = clubs, Gras = spades, Herz = hearts, Schellen = diamonds)."""

CALLABLE_SUITS: Final = (EICHEL, GRAS, SCHELLEN)
"""Suits whose ace (Sau) can be called in a partner game: every suit but hearts."""

OBER_MASK: Final = RANK_MASKS[Rank.QUEEN]
UNTER_MASK: Final = RANK_MASKS[Rank.JACK]
ACE_MASK: Final = RANK_MASKS[Rank.ACE]

OBERS: Final = tuple(make_card(s, Rank.QUEEN) for s in range(4))
"""Eichel-, Gras-, Herz-, Schellen-Ober: the Ober order, strongest first."""
UNTERS: Final = tuple(make_card(s, Rank.JACK) for s in range(4))


class GameType(IntEnum):
    """The game types in auction order, weakest first (the value is the auction level)."""

    SAUSPIEL = 0
    SUIT_GEIER = 1
    SUIT_WENZ = 2
    GEIER = 3
    WENZ = 4
    SUIT_SOLO = 5
    SUIT_GEIER_TOUT = 6
    SUIT_WENZ_TOUT = 7
    GEIER_TOUT = 8
    WENZ_TOUT = 9
    SUIT_SOLO_TOUT = 10
    SIE = 11


TOUT_OF: Final = {
    GameType.SUIT_GEIER_TOUT: GameType.SUIT_GEIER,
    GameType.SUIT_WENZ_TOUT: GameType.SUIT_WENZ,
    GameType.GEIER_TOUT: GameType.GEIER,
    GameType.WENZ_TOUT: GameType.WENZ,
    GameType.SUIT_SOLO_TOUT: GameType.SUIT_SOLO,
}
"""Each Tout type and the solo type it is the Tout form of."""

SUITED_TYPES: Final = frozenset(
    {
        GameType.SUIT_GEIER,
        GameType.SUIT_WENZ,
        GameType.SUIT_SOLO,
        GameType.SUIT_GEIER_TOUT,
        GameType.SUIT_WENZ_TOUT,
        GameType.SUIT_SOLO_TOUT,
    }
)
"""Game types that name a trump suit."""

TYPE_NAMES: Final = {
    GameType.SAUSPIEL: "Sauspiel",
    GameType.SUIT_GEIER: "Farbgeier",
    GameType.SUIT_WENZ: "Farbwenz",
    GameType.GEIER: "Geier",
    GameType.WENZ: "Wenz",
    GameType.SUIT_SOLO: "Solo",
    GameType.SUIT_GEIER_TOUT: "Farbgeier Tout",
    GameType.SUIT_WENZ_TOUT: "Farbwenz Tout",
    GameType.GEIER_TOUT: "Geier Tout",
    GameType.WENZ_TOUT: "Wenz Tout",
    GameType.SUIT_SOLO_TOUT: "Solo Tout",
    GameType.SIE: "Sie",
}
"""The names the auction uses for each game type (the German names players use)."""


def base_type(game_type: GameType) -> GameType:
    """The type whose trumps a game type uses (a Tout plays like its solo).

    >>> base_type(GameType.WENZ_TOUT).name
    'WENZ'
    """
    return TOUT_OF.get(game_type, game_type)


def is_tout(game_type: GameType) -> bool:
    """Whether ``game_type`` is a Tout (the declarer must take every trick)."""
    return game_type in TOUT_OF


def _suit_ranks(suit: int, ranks: str) -> list[Card]:
    letters = "AKQJT987"
    return [suit * 8 + letters.index(r) for r in ranks]


_PLAIN = "ATK987"  # Obers and Unters are trump
_PLAIN_WENZ = "ATKQ987"  # the Obers rank between king and nine
_PLAIN_GEIER = "ATKJ987"  # the Unters rank between king and nine


def trump_order(game_type: GameType, suit: int | None) -> tuple[Card, ...]:
    """Every trump of a game, strongest first (Ramsch and the partner game: Herz is trump).

    >>> from stammtisch.engine.cards import german_card_str
    >>> " ".join(german_card_str(c) for c in trump_order(GameType.SUIT_GEIER, 3))
    'EO GO HO SO SA SZ SK SU S9 S8 S7'
    """
    kind = base_type(game_type)
    if kind in (GameType.SAUSPIEL, GameType.SIE):
        return (*OBERS, *UNTERS, *_suit_ranks(HERZ, _PLAIN))
    if kind == GameType.SUIT_SOLO:
        assert suit is not None
        return (*OBERS, *UNTERS, *_suit_ranks(suit, _PLAIN))
    if kind == GameType.WENZ:
        return UNTERS
    if kind == GameType.GEIER:
        return OBERS
    if kind == GameType.SUIT_WENZ:
        assert suit is not None
        return (*UNTERS, *_suit_ranks(suit, _PLAIN_WENZ))
    assert kind == GameType.SUIT_GEIER and suit is not None
    return (*OBERS, *_suit_ranks(suit, _PLAIN_GEIER))


def _plain_order(game_type: GameType) -> str:
    kind = base_type(game_type)
    if kind in (GameType.WENZ, GameType.SUIT_WENZ):
        return _PLAIN_WENZ
    if kind in (GameType.GEIER, GameType.SUIT_GEIER):
        return _PLAIN_GEIER
    return _PLAIN


@dataclass(frozen=True, slots=True)
class Contract:
    """One game a declarer can announce: its type, trump or called suit, and how tricks go.

    ``suit`` is the trump suit of a suited game, the called suit of a partner
    game, and ``None`` otherwise (Wenz, Geier, the partner game alone, Sie,
    Ramsch).
    """

    index: int
    """Position in :data:`CONTRACTS` (the announcement action is a fixed offset from it)."""
    level: GameType
    suit: int | None
    alone: bool
    """The partner game played alone by the holder of all three callable aces."""
    name: str
    rules: TrickRules
    trump_order: tuple[Card, ...]

    @property
    def called_ace(self) -> Card | None:
        """The ace (Sau) a partner game calls, or ``None``."""
        if self.level == GameType.SAUSPIEL and not self.alone and self.suit is not None:
            return make_card(self.suit, Rank.ACE)
        return None

    @property
    def is_partner_game(self) -> bool:
        return self.level == GameType.SAUSPIEL

    @property
    def is_tout(self) -> bool:
        return is_tout(self.level)

    @property
    def trump_mask(self) -> CardMask:
        return self.rules.trump_mask

    def suit_cards(self, suit: int) -> CardMask:
        """The cards that follow ``suit`` (the suit without its trumps)."""
        return self.rules.class_masks[suit]


def _make(index: int, level: GameType, suit: int | None, alone: bool = False) -> Contract:
    trumps = trump_order(level, suit if level != GameType.SAUSPIEL else None)
    rules = TrickRules.build(trumps, _plain_order(level))
    if level == GameType.SAUSPIEL:
        name = "Sauspiel allein" if alone else f"Sauspiel {SUIT_NAMES_DE_GERMAN[suit or 0]}"
    elif suit is not None:
        kind = TYPE_NAMES[base_type(level)]
        name = f"{kind} {SUIT_NAMES_DE_GERMAN[suit]}" + (" Tout" if is_tout(level) else "")
    else:
        name = TYPE_NAMES[level]
    return Contract(index, level, suit, alone, name, rules, trumps)


def _build_contracts() -> tuple[Contract, ...]:
    out: list[Contract] = []
    for s in CALLABLE_SUITS:
        out.append(_make(len(out), GameType.SAUSPIEL, s))
    out.append(_make(len(out), GameType.SAUSPIEL, None, alone=True))
    for level in (
        GameType.SUIT_GEIER,
        GameType.SUIT_WENZ,
        GameType.GEIER,
        GameType.WENZ,
        GameType.SUIT_SOLO,
        GameType.SUIT_GEIER_TOUT,
        GameType.SUIT_WENZ_TOUT,
        GameType.GEIER_TOUT,
        GameType.WENZ_TOUT,
        GameType.SUIT_SOLO_TOUT,
    ):
        if level in SUITED_TYPES:
            for s in range(4):
                out.append(_make(len(out), level, s))
        else:
            out.append(_make(len(out), level, None))
    return tuple(out)


CONTRACTS: Final[tuple[Contract, ...]] = _build_contracts()
"""Every contract a declarer can announce (32), ordered by auction level."""

RAMSCH: Final = Contract(
    -1,
    GameType.SAUSPIEL,
    None,
    False,
    "Ramsch",
    TrickRules.build(trump_order(GameType.SAUSPIEL, None), _PLAIN),
    trump_order(GameType.SAUSPIEL, None),
)
"""Ramsch, played when all pass (option): the partner game's trumps, everyone alone."""

SIE: Final = Contract(
    -2,
    GameType.SIE,
    None,
    False,
    "Sie",
    RAMSCH.rules,
    trump_order(GameType.SIE, None),
)
"""Sie: one hand holds every Ober and Unter; declared at once, never played out."""

_BY_NAME: Final = {c.name.lower(): c for c in CONTRACTS}


def contract_by_name(name: str) -> Contract:
    """The contract written ``name`` (``"Sauspiel Gras"``, ``"Wenz Tout"``), any case.

    >>> contract_by_name("Solo Herz").level.name
    'SUIT_SOLO'
    >>> contract_by_name("Solo")
    Traceback (most recent call last):
    ...
    stammtisch.engine.errors.StammtischError: 'Solo' is not a Schafkopf game; write e.g. 'Sauspiel Eichel', 'Solo Herz', 'Farbwenz Gras', 'Wenz' or 'Geier Tout'
    """
    key = " ".join(name.split()).lower()
    key = key.replace("gruen", "gras").replace("grün", "gras")
    contract = _BY_NAME.get(key)
    if contract is None:
        raise StammtischError(
            f"{name!r} is not a Schafkopf game; write e.g. 'Sauspiel Eichel', 'Solo Herz', "
            "'Farbwenz Gras', 'Wenz' or 'Geier Tout'"
        )
    return contract


def suit_plain_cards(suit: int) -> CardMask:
    """The cards of ``suit`` other than its Ober and Unter (what a suited game needs in hand)."""
    return SUIT_MASKS[suit] & ~OBER_MASK & ~UNTER_MASK


__all__ = [
    "ACE_MASK",
    "CALLABLE_SUITS",
    "CONTRACTS",
    "EICHEL",
    "GRAS",
    "HERZ",
    "OBERS",
    "OBER_MASK",
    "RAMSCH",
    "SCHELLEN",
    "SIE",
    "SUITED_TYPES",
    "TOUT_OF",
    "TYPE_NAMES",
    "UNTERS",
    "UNTER_MASK",
    "Contract",
    "GameType",
    "base_type",
    "contract_by_name",
    "is_tout",
    "suit_plain_cards",
    "trump_order",
]
