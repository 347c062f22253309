"""What Skat's actions mean (:class:`~stammtisch.engine.meaning.ActionInfo`).

>>> from stammtisch.engine.skat.actions import decl_action, bid_action
>>> describe(None, decl_action("CHS")).parameters()
{'contract': 'clubs', 'suit': 0, 'hand': True, 'schneider': True}
>>> str(describe(None, decl_action("NOH")).label), describe(None, bid_action(23)).level
('Null Ouvert Hand', 23)
"""

from __future__ import annotations

from typing import Final

from ..cards import NUM_CARDS
from ..errors import StammtischError
from ..meaning import (
    BID,
    DECLARE,
    ActionInfo,
    ActionKind,
    card_info,
    with_extras,
    word,
)
from ..messages import Message, SuitArg, declare
from . import actions as A
from .contracts import GRAND, NULL, Declaration

CONTRACT_WORDS: Final = ("clubs", "spades", "hearts", "diamonds", "grand", "null")
"""The game types as :attr:`ActionInfo.contract` names them."""

SUIT_GAME = declare("contract.skat.suit", "{suit}", suit=SuitArg)
GRAND_GAME = declare("contract.skat.grand", "Grand")
NULL_GAME = declare("contract.skat.null", "Null")
RAMSCH_GAME = declare("contract.skat.ramsch", "Ramsch")
PASS_ON = declare("action.skat.push", "pass the skat on")
HOLD_AT = declare("action.skat.hold", "hold {value}", value=int)


def contract_message(declaration: Declaration) -> Message:
    """The declared game for people, extras included ("Grand Hand")."""
    return with_extras(_base(declaration.game_type), declaration_info(0, declaration))


def _base(game_type: int) -> Message:
    if game_type == GRAND:
        return Message.of(GRAND_GAME)
    if game_type == NULL:
        return Message.of(NULL_GAME)
    return Message.of(SUIT_GAME, suit=SuitArg(game_type))


def declaration_info(action: int, d: Declaration) -> ActionInfo:
    """The meaning of declaring ``d`` (by ``action``), its label without the extras."""
    return ActionInfo(
        ActionKind.DECLARE,
        action,
        contract=CONTRACT_WORDS[d.game_type],
        suit=d.game_type if d.game_type < GRAND else None,
        hand=d.hand,
        schneider=d.schneider_announced,
        schwarz=d.schwarz_announced,
        ouvert=d.ouvert,
    )


def describe(state: object, action: int, lay_away: bool = False) -> ActionInfo:
    """What ``action`` means; ``lay_away``: a card now goes into the skat (discarding).

    Skat's actions mean the same in every state but for the cards (played or
    laid away), "pass" in Schieberamsch (the skat passed on) and "yes" while a bid stands
    (the state names the bid held: :func:`hold_info`).
    """
    if 0 <= action < NUM_CARDS:
        return card_info(ActionKind.LAY_AWAY if lay_away else ActionKind.PLAY, action)
    if action == A.PASS:
        return word(ActionKind.PASS, action, "pass")
    if action == A.HOLD:
        return word(ActionKind.HOLD, action, "hold")
    if action == A.PICKUP:
        return word(ActionKind.PICK_UP, action, "pick_up")
    if action == A.CONCEDE:
        return word(ActionKind.CONCEDE, action, "concede")
    if action == A.KONTRA:
        return word(ActionKind.DOUBLE, action, "kontra", level=1)
    if action == A.RE:
        return word(ActionKind.DOUBLE, action, "re", level=2)
    if A.is_declaration(action):
        d = A.declaration_of(action)
        info = declaration_info(action, d)
        label = Message.of(DECLARE, contract=contract_message(d))
        return ActionInfo(**{**info.__dict__, "label": label})
    if A.is_bid(action):
        value = A.bid_value(action)
        return ActionInfo(ActionKind.BID, action, level=value, label=Message.of(BID, value=value))
    raise StammtischError(f"{action!r} is not a Skat action")


def hold_info(action: int, value: int) -> ActionInfo:
    """Holding the bid ``value`` ("hold 20"): what "yes" means while a bid stands.

    >>> from stammtisch.engine.skat.actions import HOLD
    >>> info = hold_info(HOLD, 20)
    >>> info.level, str(info.label)
    (20, 'hold 20')
    """
    return ActionInfo(ActionKind.HOLD, action, level=value, label=Message.of(HOLD_AT, value=value))


def bid_info(value: int) -> ActionInfo:
    """The bid ``value`` as an action's meaning."""
    return describe(None, A.bid_action(value))


def push_info(action: int) -> ActionInfo:
    """Schieberamsch's "pass": the skat passed on unseen."""
    return ActionInfo(ActionKind.PASS, action, label=Message.of(PASS_ON))


__all__ = [
    "CONTRACT_WORDS",
    "bid_info",
    "contract_message",
    "declaration_info",
    "describe",
    "hold_info",
    "push_info",
]
