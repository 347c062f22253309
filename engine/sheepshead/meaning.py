"""What Sheepshead's actions mean (:class:`~stammtisch.engine.meaning.ActionInfo`).

>>> from stammtisch.engine.sheepshead.actions import CALL_UNKNOWN_BASE
>>> info = describe(CALL_UNKNOWN_BASE + 4)
>>> info.kind.value, info.card, info.suit, info.unknown, str(info.label)
('call', 4, 0, True, 'call ♣10 with an unknown card')
>>> describe(5, ActionKind.LAY_AWAY).kind.value, str(describe(5, ActionKind.LAY_AWAY).label)
('lay_away', 'bury ♣9')
"""

from __future__ import annotations

from ..cards import NUM_CARDS, card_suit
from ..errors import StammtischError
from ..meaning import PLAY_UNKNOWN, ActionInfo, ActionKind, card_info, word
from ..messages import CardArg, Message, declare
from .actions import ALONE, CALL_BASE, CALL_JACK, CALL_UNKNOWN_BASE, PASS, PICK
from .actions import PLAY_UNKNOWN as PLAY_UNKNOWN_ACTION
from .contracts import JACK_OF_DIAMONDS

CONTRACT_PICK = declare("contract.sheepshead.pick", "pick")
CONTRACT_CALLED = declare("contract.sheepshead.called", "pick, called {card}", card=CardArg)
CONTRACT_CALLED_UNKNOWN = declare(
    "contract.sheepshead.called_unknown", "pick, called {card} with an unknown card", card=CardArg
)
CONTRACT_ALONE = declare("contract.sheepshead.alone", "pick alone")
CONTRACT_JACK = declare("contract.sheepshead.jack", "pick, jack of diamonds partner")
CONTRACT_LEASTER = declare("contract.sheepshead.leaster", "Leaster")
CONTRACT_DOUBLER = declare("contract.sheepshead.doubler", "doubler")

# Sheepshead's own words for what other games say otherwise: the picker picks (not Skat's
# "pick up"), buries (not "lays away", drücken, 捨て札), calls a partner card (指定, not
# Schafkopf's 呼ぶ) and goes alone (アローン)
PICK_LABEL = declare("action.sheepshead.pick", "pick")
BURY = declare("action.sheepshead.bury", "bury {card}", card=CardArg)
ALONE_LABEL = declare("action.sheepshead.alone", "go alone")
CALL = declare("action.sheepshead.call", "call {card}", card=CardArg)
CALL_UNKNOWN = declare(
    "action.sheepshead.call_unknown", "call {card} with an unknown card", card=CardArg
)


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
        return card_info(card_kind, action, lay_away=BURY)
    if action == PASS:
        return word(ActionKind.PASS, action, "pass")
    if action == PICK:
        return ActionInfo(ActionKind.PICK_UP, action, label=Message.of(PICK_LABEL))
    if action == ALONE:
        return ActionInfo(ActionKind.CALL, action, alone=True, label=Message.of(ALONE_LABEL))
    if action == CALL_JACK:
        return _call(action, JACK_OF_DIAMONDS, False)
    if action == PLAY_UNKNOWN_ACTION:
        return ActionInfo(ActionKind.PLAY_UNKNOWN, action, label=Message.of(PLAY_UNKNOWN))
    if CALL_BASE <= action < CALL_BASE + 24:
        return _call(action, action - CALL_BASE, False)
    if CALL_UNKNOWN_BASE <= action < CALL_UNKNOWN_BASE + 24:
        return _call(action, action - CALL_UNKNOWN_BASE, True)
    raise StammtischError(f"action {action} is not a Sheepshead action")


__all__ = [
    "CONTRACT_ALONE",
    "CONTRACT_CALLED",
    "CONTRACT_CALLED_UNKNOWN",
    "CONTRACT_DOUBLER",
    "CONTRACT_JACK",
    "CONTRACT_LEASTER",
    "CONTRACT_PICK",
    "describe",
]
