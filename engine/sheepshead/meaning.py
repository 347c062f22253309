"""What Sheepshead's actions mean (:class:`~stammtisch.engine.meaning.ActionInfo`).

>>> from stammtisch.engine.sheepshead.core import CALL_UNKNOWN_BASE
>>> info = describe(CALL_UNKNOWN_BASE + 4)
>>> info.kind.value, info.card, info.suit, info.unknown, str(info.label)
('call', 4, 0, True, 'call ♣10 with an unknown card')
>>> describe(5, ActionKind.LAY_AWAY).kind.value
'lay_away'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import NUM_CARDS, card_suit
from ..errors import StammtischError
from ..meaning import (
    CALL,
    CALL_UNKNOWN,
    PLAY_UNKNOWN,
    ActionInfo,
    ActionKind,
    Ask,
    TurnInfo,
    card_info,
    word,
)
from ..messages import CardArg, Message
from . import core
from .core import (
    ALONE,
    CALL_BASE,
    CALL_JACK,
    CALL_UNKNOWN_BASE,
    JACK_OF_DIAMONDS,
    PASS,
    PICK,
)
from .core import PLAY_UNKNOWN as PLAY_UNKNOWN_ACTION

if TYPE_CHECKING:
    from .game import SheepsheadState


def _call(action: int, card: int, unknown: bool) -> ActionInfo:
    code = CALL_UNKNOWN if unknown else CALL
    return ActionInfo(
        ActionKind.CALL,
        action,
        card=card,
        suit=int(card_suit(card)),
        unknown=unknown,
        label=Message.of(code, card=CardArg(card)),
    )


def describe(action: int, card_kind: ActionKind = ActionKind.PLAY) -> ActionInfo:
    """What ``action`` means; ``card_kind`` is what a card does now (played or laid away)."""
    if 0 <= action < NUM_CARDS:
        return card_info(card_kind, action)
    if action == PASS:
        return word(ActionKind.PASS, action, "pass")
    if action == PICK:
        return word(ActionKind.PICK_UP, action, "pick_up")
    if action == ALONE:
        return word(ActionKind.CALL, action, "alone", alone=True)
    if action == CALL_JACK:
        return _call(action, JACK_OF_DIAMONDS, False)
    if action == PLAY_UNKNOWN_ACTION:
        return ActionInfo(ActionKind.PLAY_UNKNOWN, action, label=Message.of(PLAY_UNKNOWN))
    if CALL_BASE <= action < CALL_BASE + 24:
        return _call(action, action - CALL_BASE, False)
    if CALL_UNKNOWN_BASE <= action < CALL_UNKNOWN_BASE + 24:
        return _call(action, action - CALL_UNKNOWN_BASE, True)
    raise StammtischError(f"action {action} is not a Sheepshead action")


def describe_in(state: SheepsheadState, action: int) -> ActionInfo:
    """What ``action`` means in ``state``: a card is laid away while burying or as the
    unknown card."""
    away = state.phase in (core.BURY, core.UNDER)
    return describe(action, ActionKind.LAY_AWAY if away else ActionKind.PLAY)


def turn(state: SheepsheadState, seat: int) -> TurnInfo:
    """What ``seat`` is asked in ``state`` (see :meth:`GameState.turn_info`)."""
    player = state.current_player()
    to_move = player if player >= 0 else None
    suit = state.called_suit()
    if to_move != seat:
        return TurnInfo(seat, to_move, called_suit=suit)
    asks = {
        core.PICKING: Ask.PICK_UP,
        core.BURY: Ask.LAY_AWAY,
        core.CALL: Ask.CALL,
        core.UNDER: Ask.UNKNOWN_CARD,
        core.PLAY: Ask.PLAY,
    }
    phase = state.phase
    done = len(state.buried()) if phase == core.BURY else 0
    to_go = state.blind_size - done if phase == core.BURY else 1 if phase == core.UNDER else 0
    return TurnInfo(
        seat,
        to_move,
        asks.get(phase, Ask.NOTHING),
        cards_to_go=to_go,
        cards_done=done,
        called_suit=suit,
    )


__all__ = ["describe", "describe_in", "turn"]
