"""Why a move is refused: the reasons every game shares, as message codes.

Each game declares its own reasons beside its rules; these are the ones all
games give in the same words.

>>> from stammtisch.engine.cards import Suit
>>> str(Message.of(MUST_FOLLOW, suit=SuitArg(Suit.HEARTS)))
'must follow hearts'
"""

from __future__ import annotations

from typing import Final

from .messages import CardArg, Message, SeatArg, SuitArg, declare

DEALING: Final = declare("illegal.dealing", "the cards are still being dealt")
NOT_LEGAL: Final = declare("illegal.not_legal", "that is not one of the legal actions now")
NO_ACTION: Final = declare("illegal.not_an_action", "not an action")
DEAL_OVER: Final = declare("illegal.deal_over", "the deal is over")
NOT_YOUR_TURN: Final = declare("illegal.not_your_turn", "it is not that player's turn")
MUST_FOLLOW: Final = declare("illegal.must_follow", "must follow {suit}", suit=SuitArg)
MUST_FOLLOW_TRUMP: Final = declare("illegal.must_follow_trump", "must follow trump")
CARD_NOT_HELD: Final = declare("illegal.card_not_held", "{card} is not in your hand", card=CardArg)
SEAT_NOT_PLAYING: Final = declare(
    "illegal.seat_not_playing",
    "{seat} does not play this deal",
    you="you do not play this deal",
    seat=SeatArg,
)
PLAY_A_CARD: Final = declare("illegal.play_a_card", "a card must be played")


def must_follow(suit: int | None) -> Message:
    """ "must follow <suit>", or "must follow trump" when ``suit`` is ``None``."""
    if suit is None:
        return Message.of(MUST_FOLLOW_TRUMP)
    return Message.of(MUST_FOLLOW, suit=SuitArg(suit))


__all__ = [
    "CARD_NOT_HELD",
    "DEALING",
    "DEAL_OVER",
    "MUST_FOLLOW",
    "MUST_FOLLOW_TRUMP",
    "NOT_LEGAL",
    "NOT_YOUR_TURN",
    "NO_ACTION",
    "PLAY_A_CARD",
    "SEAT_NOT_PLAYING",
    "must_follow",
]
