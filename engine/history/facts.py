"""What one finished deal means for the user: role, contract kind, score, side's card points.

The statistics group deals by these facts, so the store keeps them as
columns next to the full record.  They come from the deal's result alone
(``DealResult.to_json()``), for every game:

- the *declaring side* is the declarer and its partner (Schafkopf and
  Sheepshead ``partner``, Doppelkopf ``re``); the other active seats defend.
  A Doppelkopf normal game has no declarer: its Re party counts as partners.
- ``role`` is ``declarer``, ``partner``, ``defender``, ``none`` (no declaring
  side: passed, Ramsch, Leaster, thrown in) or ``out`` (sat out this deal).
- the ``outcome`` for the user's side is ``won``, ``lost``, ``drawn`` (nobody
  won: a Doppelkopf game where both sides missed their announcements),
  ``thrown_in`` (no game was played) or ``out`` (:func:`user_outcome`): the
  verdict of the engine's result for the side the user sat on, read from the
  stored result alone, so that a deal stored long ago says it the same way.

>>> facts = deal_facts("skat", 3, 0, {"contract": "Grand", "declarer": 0,
...     "scores": [96, 0, 0], "card_points": [70, 30, 20],
...     "details": {"declaration": "G", "won": True, "bid": 23, "game_value": 48}}, user_seat=0)
>>> facts.role, facts.contract_kind, facts.score, facts.side_points, facts.declarer_won
('declarer', 'grand', 96, 70, True)
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import StammtischError
from ..messages import Message, SuitArg, declare
from ..state import Game

PICK_CALLED = declare("contract.sheepshead.called_kind", "pick, called a partner")

ROLES = ("declarer", "partner", "defender", "none", "out")

OUTCOMES = ("won", "lost", "drawn", "thrown_in", "out")
"""What a deal came to for the user's side, best first (:func:`user_outcome`)."""

THROWN_IN_KINDS = frozenset({"passed", "thrown in", "redeal"})
"""The contract kinds of a deal in which no game was played: ``passed`` (what
:func:`contract_kind` says), and the words older versions stored for it (Schafkopf's
``thrown in``, Doppelkopf's ``redeal``)."""

LEVEL_ORDER = ("random", "beginner", "standard", "strong")
"""Computer levels, weakest first; ``opponent_level`` is the strongest opponent's."""

_SKAT_KINDS = {
    "C": "clubs",
    "S": "spades",
    "H": "hearts",
    "D": "diamonds",
    "G": "grand",
    "N": "null",
}


@dataclass(frozen=True)
class DealFacts:
    """The facts of one deal from the user's seat."""

    contract: str | None
    contract_kind: str
    declarer: int | None
    role: str
    score: int
    side_points: int
    declarer_won: bool | None
    bid: int | None
    game_value: int | None


def active_seats(game: str, players: int, dealer: int) -> tuple[int, ...]:
    """Seats that play the deal, by the game's own rule (the dealer sits out at four-handed
    Skat and at five-handed Doppelkopf); every seat of a game no class knows.

    >>> active_seats("doppelkopf", 5, 2), active_seats("skat", 3, 0)
    ((0, 1, 3, 4), (0, 1, 2))
    """
    table = _table(game, players)
    return tuple(range(players)) if table is None else tuple(sorted(table.active_seats(dealer)))


@functools.lru_cache(maxsize=32)
def _table(game: str, players: int) -> Game | None:
    from ..registry import make_game

    try:
        return make_game(game, players)
    except (StammtischError, ValueError, KeyError):
        return None


def declaring_side(result: Mapping[str, Any]) -> tuple[int, ...]:
    """The declarer and its partners (empty when nobody declared)."""
    details = result.get("details") or {}
    declarer = result.get("declarer")
    side: list[int] = [declarer] if isinstance(declarer, int) else []
    re = details.get("re")
    if isinstance(re, list):
        side.extend(s for s in re if isinstance(s, int) and s not in side)
    partner = details.get("partner")
    if isinstance(partner, int) and partner not in side:
        side.append(partner)
    return tuple(side)


def contract_kind(game: str, result: Mapping[str, Any]) -> str:
    """The contract without its suit and extras: ``grand``, ``Solo``, ``pick alone``..."""
    contract = result.get("contract")
    details = result.get("details") or {}
    if not contract or (result.get("played") is False and not details.get("winners")):
        # nothing played (a Schafkopf Sie, shown and not played, has its winner)
        return "doubler" if contract == "doubler" else "passed"
    text = str(contract)
    if game == "skat":
        code = details.get("declaration")
        if isinstance(code, str) and code[:1] in _SKAT_KINDS:
            return _SKAT_KINDS[code[:1]]
        return text
    if result.get("declarer") is None:
        return text
    if game == "schafkopf":
        return text.split()[0]
    if game == "sheepshead":
        return text.split(",")[0] + (", called" if "," in text else "")
    return text


def kind_message(kind: str) -> Message | None:
    """A :func:`contract_kind` for people (``None`` for one no game knows).

    >>> str(kind_message("pick, called")), str(kind_message("queen solo"))
    ('pick, called a partner', 'Queen solo')
    """
    from ..doppelkopf.contracts import SOLO_NAMES
    from ..doppelkopf.meaning import GAME_WORDS, solo_message
    from ..schafkopf.meaning import TYPE_CODES
    from ..sheepshead import meaning as sheepshead
    from ..skat.meaning import GRAND_GAME, NULL_GAME, RAMSCH_GAME, SUIT_GAME

    words: dict[str, Message] = {
        "grand": Message.of(GRAND_GAME),
        "null": Message.of(NULL_GAME),
        "Ramsch": Message.of(RAMSCH_GAME),
        "Schieberamsch": Message.of(RAMSCH_GAME),
        "pick": Message.of(sheepshead.CONTRACT_PICK),
        "pick alone": Message.of(sheepshead.CONTRACT_ALONE),
        "pick, called": Message.of(PICK_CALLED),
        "leaster": Message.of(sheepshead.CONTRACT_LEASTER),
        "doubler": Message.of(sheepshead.CONTRACT_DOUBLER),
    }
    for suit, name in enumerate(("clubs", "spades", "hearts", "diamonds")):
        words[name] = Message.of(SUIT_GAME, suit=SuitArg(suit))
    for word, code in TYPE_CODES.items():
        words[word.capitalize()] = Message.of(code)
    for name, spec in GAME_WORDS.items():
        words[name] = Message.of(spec)
    for solo, name in SOLO_NAMES.items():
        words[f"{name} solo"] = solo_message(solo)
    return words.get(kind)


def declarer_won(result: Mapping[str, Any]) -> bool | None:
    """Whether the declaring side won (``None``: no declaring side, or a draw).

    A Doppelkopf normal game has no declarer, but its Re party is the declaring side:

    >>> declarer_won({"declarer": None, "details": {"re": [0, 2], "winner": "kontra"}})
    False
    """
    if not declaring_side(result):
        return None
    details = result.get("details") or {}
    won = details.get("won")
    if isinstance(won, bool):
        return won
    winner = details.get("winner")
    if winner in ("re", "kontra"):
        return bool(winner == "re")
    declarer = result.get("declarer")
    winners = details.get("winners") or []
    losers = details.get("losers") or []
    if declarer in winners:
        return True
    if declarer in losers:
        return False
    return None


def user_outcome(game: str, players: int, dealer: int, result: Mapping[str, Any], seat: int) -> str:
    """What the deal of ``result`` came to for the side ``seat`` sat on (:data:`OUTCOMES`).

    With a declaring side, its verdict (:func:`declarer_won`), turned round for the
    defenders; without one (Ramsch, a Leaster), each seat for itself: the seats the result
    names as winners won and the others lost (a Leaster, a Durchmarsch), else the seats it
    names as losers lost and the others won (a Ramsch); a deal with no game played was
    thrown in, whoever asked for it (a Schafkopf Sie, shown and not played, is won).

    >>> doko = {"contract": "normal game", "declarer": None, "details": {"re": [0, 2],
    ...     "winner": "kontra", "winners": [1, 3], "losers": [0, 2]}}
    >>> [user_outcome("doppelkopf", 4, 3, doko, s) for s in range(4)]
    ['lost', 'won', 'lost', 'won']
    >>> ramsch = {"contract": "Ramsch", "declarer": None,
    ...     "details": {"winners": [], "losers": [2]}}
    >>> [user_outcome("skat", 3, 0, ramsch, s) for s in range(3)]
    ['won', 'won', 'lost']
    >>> swept = {"contract": "Ramsch", "declarer": None, "details": {"winners": [1], "losers": []}}
    >>> [user_outcome("skat", 3, 0, swept, s) for s in range(3)]
    ['lost', 'won', 'lost']
    >>> user_outcome("skat", 4, 1, {"contract": None, "declarer": None}, 1)
    'out'
    """
    if seat not in active_seats(game, players, dealer):
        return "out"
    if contract_kind(game, result) in THROWN_IN_KINDS | {"doubler"}:
        return "thrown_in"
    details = result.get("details") or {}
    side = declaring_side(result)
    if side:
        won = declarer_won(result)
        if won is None:
            return "drawn"
        return "won" if won == (seat in side) else "lost"
    losers = details.get("losers") or []
    winners = details.get("winners") or []
    if winners:  # a Leaster's winner, a Durchmarsch: the others lost
        return "won" if seat in winners else "lost"
    if losers:  # a Ramsch: the one with the most card points lost, the others not
        return "lost" if seat in losers else "won"
    return "drawn"


def row_outcome(role: str, kind: str, won: bool | None) -> str:
    """:func:`user_outcome` from the stored columns alone (``role``, ``contract_kind``,
    ``declarer_won``), for a deal whose record cannot be read: ``drawn`` where they cannot
    tell (each for itself, a draw).

    >>> row_outcome("defender", "grand", False), row_outcome("none", "passed", None)
    ('won', 'thrown_in')
    """
    if role == "out":
        return "out"
    if kind in THROWN_IN_KINDS or kind == "doubler":
        return "thrown_in"
    if won is None or role == "none":
        return "drawn"
    return "won" if won == (role in ("declarer", "partner")) else "lost"


def _int_or_none(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def deal_facts(
    game: str, players: int, dealer: int, result: Mapping[str, Any], user_seat: int
) -> DealFacts:
    """The facts of a finished deal's ``result`` from ``user_seat``."""
    details = result.get("details") or {}
    scores: Sequence[int] = result.get("scores") or [0] * players
    points: Sequence[int] = result.get("card_points") or [0] * players
    active = active_seats(game, players, dealer)
    side = declaring_side(result)
    declarer = _int_or_none(result.get("declarer"))
    if user_seat not in active:
        role = "out"
    elif declarer is not None and user_seat == declarer:
        role = "declarer"
    elif user_seat in side:
        role = "partner"
    elif side:
        role = "defender"
    else:
        role = "none"
    if role in ("declarer", "partner"):
        mine: Sequence[int] = side
    elif role == "defender":
        mine = [s for s in active if s not in side]
    else:
        mine = [user_seat]
    bid = _int_or_none(details.get("bid")) if game == "skat" and declarer is not None else None
    value = _int_or_none(details.get("game_value")) if bid is not None else None
    return DealFacts(
        contract=result.get("contract"),
        contract_kind=contract_kind(game, result),
        declarer=declarer,
        role=role,
        score=int(scores[user_seat]) if user_seat < len(scores) else 0,
        side_points=sum(int(points[s]) for s in mine if s < len(points)),
        declarer_won=declarer_won(result),
        bid=bid,
        game_value=value,
    )


def opponent_level(levels: Sequence[str], user_seat: int) -> str:
    """The strongest computer level at the table (``unknown`` for imported deals)."""
    ranks = [
        LEVEL_ORDER.index(lv) for i, lv in enumerate(levels) if i != user_seat and lv in LEVEL_ORDER
    ]
    return LEVEL_ORDER[max(ranks)] if ranks else "unknown"


__all__ = [
    "LEVEL_ORDER",
    "OUTCOMES",
    "ROLES",
    "THROWN_IN_KINDS",
    "DealFacts",
    "active_seats",
    "contract_kind",
    "deal_facts",
    "declarer_won",
    "declaring_side",
    "opponent_level",
    "row_outcome",
    "user_outcome",
]
