"""Why not: the rule that forbids a card, and the cards that force another one.

:func:`why_not` explains a refused card in the trick play from the seat's own
knowledge (its hand, the trick, the trump order): the suit (or trump) it must
follow and the cards it still holds of it, or the called ace it must play.
For other refusals it returns nothing and the engine's own reason stands.

>>> from stammtisch.engine.cards import parse_card as c
>>> from stammtisch.engine.tricks import TrickRules
>>> grand = TrickRules.build([c("CJ"), c("SJ"), c("HJ"), c("DJ")], "ATKQ987")
>>> str(follow_reason(grand, c("HA"), [c("H7"), c("HJ"), c("S7")])[0])
'You must follow hearts: you still hold ♥7.'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..ai.knowledge import adapter_for
from ..cards import Card
from ..messages import CardArg, CardsArg, Message, SuitArg, declare
from ..state import GameState
from ..tricks import TRUMP, TrickRules
from .decisions import called_card

WHY_FOLLOW = declare(
    "coach.why_follow",
    "You must follow {suit}: you still hold {cards}.",
    suit=SuitArg,
    cards=CardsArg,
)
WHY_FOLLOW_TRUMP = declare(
    "coach.why_follow_trump",
    "You must follow trump: you still hold {cards}. Every trump counts as trump, whatever its suit.",
    cards=CardsArg,
)
WHY_CALLED = declare(
    "coach.why_called_ace",
    "You must play the called ace {card} now: its suit was led for the first time.",
    card=CardArg,
)


def follow_reason(rules: TrickRules, lead: Card, hand: Sequence[Card]) -> list[Message]:
    """Why a card that does not follow ``lead`` is refused: the cards of ``hand`` that follow."""
    klass = rules.follow_class[lead]
    forcing = tuple(sorted((c for c in hand if rules.follow_class[c] == klass), key=rules.sort_key))
    if not forcing:
        return []
    if klass == TRUMP:
        return [Message.of(WHY_FOLLOW_TRUMP, cards=CardsArg(forcing))]
    return [Message.of(WHY_FOLLOW, suit=SuitArg(klass), cards=CardsArg(forcing))]


def why_not(state: GameState, seat: int, action: int) -> list[Message]:
    """Why ``seat`` may not play card ``action`` now (empty: no trick rule explains it)."""
    if action >= 32 or state.is_terminal() or state.current_player() != seat:
        return []
    legal = state.legal_actions()
    if action in legal:
        return []
    info = adapter_for(state.game).play_info(state, seat)
    if info is None or action not in info.hand:
        return []
    ace = called_card(state)
    if ace is not None and legal == [ace]:
        return [Message.of(WHY_CALLED, card=CardArg(ace))]
    lead = info.lead
    if lead is None:
        return []
    if info.rules.follow_class[action] == info.rules.follow_class[lead]:
        return []
    return follow_reason(info.rules, lead, [c for c in info.hand if c in legal] or info.hand)


__all__ = ["follow_reason", "why_not"]
