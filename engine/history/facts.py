"""What one finished deal means for the user: role, contract kind, score, side's card points.

The statistics group deals by these facts, so the store keeps them as
columns next to the full record.  They come from the deal's result alone
(``DealResult.to_json()``), for every game:

- the *declaring side* is the declarer and its partner (Schafkopf and
  Sheepshead ``partner``, Doppelkopf ``re``); the other active seats defend.
  A Doppelkopf normal game has no declarer: its Re party counts as partners.
- ``role`` is ``declarer``, ``partner``, ``defender``, ``none`` (no declaring
  side: passed, Ramsch, Leaster, thrown in) or ``out`` (sat out this deal).

>>> facts = deal_facts("skat", 3, 0, {"contract": "Grand", "declarer": 0,
...     "scores": [96, 0, 0], "card_points": [70, 30, 20],
...     "details": {"declaration": "G", "won": True, "bid": 23, "game_value": 48}}, user_seat=0)
>>> facts.role, facts.contract_kind, facts.score, facts.side_points, facts.declarer_won
('declarer', 'grand', 96, 70, True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..messages import Message, SuitArg, declare

PICK_CALLED = declare("contract.sheepshead.called_kind", "pick, called a partner")

ROLES = ("declarer", "partner", "defender", "none", "out")

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
    """Seats that play the deal (four-handed Skat: the dealer sits out)."""
    if game == "skat" and players == 4:
        return tuple(s for s in range(players) if s != dealer)
    return tuple(range(players))


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
    if not contract:
        return "passed"
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
    """Whether the declaring side won (``None``: no declarer, or a draw)."""
    declarer = result.get("declarer")
    if not isinstance(declarer, int):
        return None
    details = result.get("details") or {}
    won = details.get("won")
    if isinstance(won, bool):
        return won
    winner = details.get("winner")
    if winner in ("re", "kontra"):
        return bool(winner == "re")
    winners = details.get("winners") or []
    losers = details.get("losers") or []
    if declarer in winners:
        return True
    if declarer in losers:
        return False
    return None


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
    "ROLES",
    "DealFacts",
    "active_seats",
    "contract_kind",
    "deal_facts",
    "declarer_won",
    "declaring_side",
    "opponent_level",
]
