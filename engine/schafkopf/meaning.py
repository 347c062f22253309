"""What Schafkopf's actions mean (:class:`~stammtisch.engine.meaning.ActionInfo`).

>>> from stammtisch.engine.schafkopf.actions import ANNOUNCE_BASE, BID_BASE
>>> describe(ANNOUNCE_BASE + 1).parameters()
{'contract': 'sauspiel', 'suit': 1}
>>> str(describe(ANNOUNCE_BASE + 1).label), str(describe(BID_BASE + 4).label)
('Sauspiel Gras', 'bid Wenz')
>>> describe(BID_BASE + 10).parameters()
{'contract': 'solo', 'level': 10, 'tout': True}
"""

from __future__ import annotations

from typing import Final

from ..cards import NUM_CARDS
from ..errors import StammtischError
from ..meaning import BID_GAME, DECLARE, ActionInfo, ActionKind, card_info, word
from ..messages import Message, SuitArg, declare
from . import actions as A
from .contracts import CONTRACTS, RAMSCH, Contract, GameType, base_type, is_tout

CONTRACT_WORDS: Final = {
    GameType.SAUSPIEL: "sauspiel",
    GameType.SUIT_GEIER: "farbgeier",
    GameType.SUIT_WENZ: "farbwenz",
    GameType.GEIER: "geier",
    GameType.WENZ: "wenz",
    GameType.SUIT_SOLO: "solo",
    GameType.SIE: "sie",
}
"""The game types (without Tout) as :attr:`ActionInfo.contract` names them."""

_NAMES: Final = {
    "sauspiel": "Sauspiel",
    "farbgeier": "Farbgeier",
    "farbwenz": "Farbwenz",
    "geier": "Geier",
    "wenz": "Wenz",
    "solo": "Solo",
    "sie": "Sie",
}
TYPE_CODES: Final = {
    word: declare(f"contract.schafkopf.{word}", name) for word, name in _NAMES.items()
}
SUITED: Final = declare("contract.schafkopf.suited", "{type} {suit}", type=Message, suit=SuitArg)
ALONE: Final = declare("contract.schafkopf.sauspiel_alone", "Sauspiel alone")
TOUT: Final = declare("contract.schafkopf.tout", "{type} Tout", type=Message)
RAMSCH_GAME: Final = declare("contract.schafkopf.ramsch", "Ramsch")
PASS: Final = declare("action.schafkopf.pass", "pass")
"""Schafkopf's pass: "weiter" at a Bavarian table, not Skat's "passe"."""
HOLD: Final = declare("action.schafkopf.hold", "hold")
"""Holding by naming the same game (the seed's 同じゲームを宣言), not Skat's "ja"."""


def type_message(level: GameType) -> Message:
    """A game type for people, Tout included ("Wenz Tout")."""
    base = Message.of(TYPE_CODES[CONTRACT_WORDS[base_type(level)]])
    return Message.of(TOUT, type=base) if is_tout(level) else base


def contract_message(contract: Contract) -> Message:
    """An announced game for people ("Sauspiel Eichel", "Solo Herz Tout"), or the Ramsch
    played when all passed.

    >>> str(contract_message(RAMSCH))
    'Ramsch'
    """
    if contract == RAMSCH:
        return Message.of(RAMSCH_GAME)
    if contract.alone:
        return Message.of(ALONE)
    base = Message.of(TYPE_CODES[CONTRACT_WORDS[base_type(contract.level)]])
    if contract.suit is not None:
        base = Message.of(SUITED, type=base, suit=SuitArg(contract.suit, german=True))
    return Message.of(TOUT, type=base) if is_tout(contract.level) else base


def contract_info(contract: Contract, action: int = -1) -> ActionInfo:
    """Declaring ``contract``."""
    return ActionInfo(
        ActionKind.DECLARE,
        action,
        contract=CONTRACT_WORDS[base_type(contract.level)],
        suit=contract.suit,
        tout=is_tout(contract.level),
        alone=contract.alone,
        label=Message.of(DECLARE, contract=contract_message(contract)),
    )


def bid_info(level: int, action: int = -1) -> ActionInfo:
    """An auction bid at ``level`` (0: "play", naming no game)."""
    if level == 0:
        return word(ActionKind.BID, action, "play_first", level=0)
    kind = GameType(level)
    return ActionInfo(
        ActionKind.BID,
        action,
        contract=CONTRACT_WORDS[base_type(kind)],
        level=level,
        tout=is_tout(kind),
        label=Message.of(BID_GAME, contract=type_message(kind)),
    )


def describe(action: int) -> ActionInfo:
    """What ``action`` means (the same in every Schafkopf state)."""
    if 0 <= action < NUM_CARDS:
        return card_info(ActionKind.PLAY, action)
    if action == A.PASS:
        return ActionInfo(ActionKind.PASS, action, label=Message.of(PASS))
    if action == A.HOLD:
        return ActionInfo(ActionKind.HOLD, action, label=Message.of(HOLD))
    simple: dict[int, tuple[ActionKind, str, dict[str, object]]] = {
        A.KNOCK: (ActionKind.KNOCK, "knock", {}),
        A.NO_KNOCK: (ActionKind.KNOCK, "no_knock", {"declined": True}),
        A.SIE_ACTION: (ActionKind.CLAIM, "claim", {}),
        A.KONTRA: (ActionKind.DOUBLE, "kontra", {"level": 1}),
        A.NO_KONTRA: (ActionKind.DOUBLE, "no_kontra", {"level": 1, "declined": True}),
        A.RE: (ActionKind.DOUBLE, "re", {"level": 2}),
        A.NO_RE: (ActionKind.DOUBLE, "no_re", {"level": 2, "declined": True}),
    }
    if action in simple:
        kind, name, params = simple[action]
        return word(kind, action, name, **params)
    if A.BID_BASE <= action <= A.BID_BASE + A.MAX_BID_LEVEL:
        return bid_info(action - A.BID_BASE, action)
    if A.ANNOUNCE_BASE <= action < A.ANNOUNCE_BASE + len(CONTRACTS):
        return contract_info(CONTRACTS[action - A.ANNOUNCE_BASE], action)
    raise StammtischError(f"action {action} is not a Schafkopf action")


__all__ = ["CONTRACT_WORDS", "bid_info", "contract_info", "contract_message", "describe"]
