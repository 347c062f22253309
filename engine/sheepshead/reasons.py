"""Why a Sheepshead move is refused: the refusal codes and :func:`illegal_reason`.

The reasons are read from the state's public surface (its shared :class:`Phase`, hands,
the call and the trick); :meth:`SheepsheadState.illegal_reason
<stammtisch.engine.sheepshead.state.SheepsheadState.illegal_reason>` delegates here.

>>> from stammtisch.engine.sheepshead import SheepsheadGame
>>> from stammtisch.engine.sheepshead.actions import CALL_BASE
>>> state = SheepsheadGame(3).new_deal(seed=4, dealer=0)
>>> str(illegal_reason(state, CALL_BASE))
'each player in turn picks up the blind or passes'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import mask_of
from ..messages import CardArg, Count, Message, SuitArg, declare
from ..phase import Phase
from ..reasons import CARD_NOT_HELD, DEAL_OVER, DEALING, must_follow
from .actions import CALL_BASE, CALL_UNKNOWN_BASE, PLAY_UNKNOWN
from .contracts import FAIL_ACES_MASK, TRUMP_CLASS, UNKNOWN, playable

if TYPE_CHECKING:
    from .state import SheepsheadState

PICK_OR_PASS = declare(
    "illegal.sheepshead.pick_or_pass", "each player in turn picks up the blind or passes"
)
BURY_FROM_HAND = declare(
    "illegal.sheepshead.bury_from_hand", "the picker can bury only a card in hand"
)
UNDER_FROM_HAND = declare(
    "illegal.sheepshead.under_from_hand",
    "the picker can put face down as the unknown card only a card in hand",
)
BURY_FIRST = declare(
    "illegal.sheepshead.bury_first",
    "the picker buries {count} cards before play",
    one="the picker buries {count} card before play",
    count=Count,
)
UNDER_FIRST = declare(
    "illegal.sheepshead.under_first", "the picker puts one card face down as the unknown card"
)
JACK_PARTNER = declare(
    "illegal.sheepshead.jack_partner",
    "with the jack of diamonds partner the picker calls DJ or goes alone",
)
CALL_OR_ALONE = declare(
    "illegal.sheepshead.call_or_alone", "the picker calls a partner card or goes alone"
)
FAIL_ACE = declare(
    "illegal.sheepshead.fail_ace",
    "the partner card is a fail ace (a ten when the picker holds all three)",
)
TEN_ONLY = declare(
    "illegal.sheepshead.ten_only", "a ten is called only when the picker holds all three fail aces"
)
CALLS_TEN = declare(
    "illegal.sheepshead.calls_ten", "the picker holds all three fail aces and calls a ten"
)
BURIED_NOT_PARTNER = declare(
    "illegal.sheepshead.buried_not_partner", "a buried card can never be the partner card"
)
NOT_OWN = declare("illegal.sheepshead.not_own", "the picker cannot call a card of the picker's own")
UNKNOWN_ONLY = declare(
    "illegal.sheepshead.unknown_only",
    "an unknown card is called only when the picker can call no card",
)
HOLD_CALLED_SUIT = declare(
    "illegal.sheepshead.hold_called_suit",
    "the picker must hold a card of the called suit ({suit})",
    suit=SuitArg,
)
UNKNOWN_PICKER_ONCE = declare(
    "illegal.sheepshead.unknown_picker_once", "only the picker plays an unknown card, once"
)
UNKNOWN_WHEN_LED = declare(
    "illegal.sheepshead.unknown_when_led",
    "the unknown card is played the first time {suit} is led",
    suit=SuitArg,
)
PLAY_CARD = declare("illegal.sheepshead.play_card", "play a card")
FOLLOW_WITH_UNKNOWN = declare(
    "illegal.sheepshead.follow_with_unknown",
    "must follow {suit} with the unknown card",
    suit=SuitArg,
)
LEAD_CALLED = declare(
    "illegal.sheepshead.lead_called",
    "to lead {suit} the partner must lead the called {card}",
    suit=SuitArg,
    card=CardArg,
)
PLAY_CALLED = declare(
    "illegal.sheepshead.play_called",
    "the called {card} must be played the first time {suit} is led",
    suit=SuitArg,
    card=CardArg,
)
KEEP_CALLED = declare(
    "illegal.sheepshead.keep_called",
    "the called {card} may not be thrown off before {suit} is led",
    suit=SuitArg,
    card=CardArg,
)
KEEP_LAST = declare(
    "illegal.sheepshead.keep_last",
    "the picker must keep the last {suit} card until {suit} is led",
    suit=SuitArg,
)
CANNOT_PLAY = declare("illegal.sheepshead.cannot_play", "that card cannot be played now")


def illegal_reason(state: SheepsheadState, action: int, player: int | None = None) -> Message:
    """Why the player to move may not take ``action`` now (Sheepshead has no actions out of
    turn, so ``player`` changes nothing)."""
    phase = state.phase
    if phase is Phase.OVER:
        return Message.of(DEAL_OVER)
    if phase is Phase.DEAL:
        return Message.of(DEALING)
    if phase is Phase.SKAT:
        return Message.of(PICK_OR_PASS)
    under = phase is Phase.CALLING and state.call == UNKNOWN  # the unknown card goes down
    if phase is Phase.LAY_AWAY or under:
        if 0 <= action < 32:
            return Message.of(UNDER_FROM_HAND if under else BURY_FROM_HAND)
        if under:
            return Message.of(UNDER_FIRST)
        return Message.of(BURY_FIRST, count=state.blind_size)
    if phase is Phase.CALLING:
        return _call_reason(state, action)
    return _play_reason(state, action)


def _call_reason(state: SheepsheadState, action: int) -> Message:
    if state.game.jack_partner:
        return Message.of(JACK_PARTNER)
    picker = state.picker
    assert picker is not None
    unknown = CALL_UNKNOWN_BASE <= action < CALL_UNKNOWN_BASE + 24
    if not (CALL_BASE <= action < CALL_BASE + 24 or unknown):
        return Message.of(CALL_OR_ALONE)
    card = action - (CALL_UNKNOWN_BASE if unknown else CALL_BASE)
    buried = mask_of(state.buried())
    held = mask_of(state.hand(picker)) | buried
    all_aces = held & FAIL_ACES_MASK == FAIL_ACES_MASK
    rank = card & 7
    if rank not in (0, 4):
        return Message.of(FAIL_ACE)
    if rank == 4 and not all_aces:
        return Message.of(TEN_ONLY)
    if rank == 0 and all_aces:
        return Message.of(CALLS_TEN)
    if buried >> card & 1:
        return Message.of(BURIED_NOT_PARTNER)
    if held >> card & 1:
        return Message.of(NOT_OWN)
    if unknown:
        return Message.of(UNKNOWN_ONLY)
    if CALL_BASE + card not in state.legal_actions():  # no card of its suit left in hand
        return Message.of(HOLD_CALLED_SUIT, suit=SuitArg(card >> 3))
    return Message.of(CALL_OR_ALONE)


def _play_reason(state: SheepsheadState, action: int) -> Message:
    seat = state.current_player()
    suit = state.called_suit()
    if action == PLAY_UNKNOWN:
        if not state.holds_unknown(seat):
            return Message.of(UNKNOWN_PICKER_ONCE)
        assert suit is not None
        return Message.of(UNKNOWN_WHEN_LED, suit=SuitArg(suit))
    if not 0 <= action < 32:
        return Message.of(PLAY_CARD)
    hand = mask_of(state.hand(seat))
    if not hand >> action & 1:
        return Message.of(CARD_NOT_HELD, card=CardArg(action))
    led = state.led_class()
    if state.holds_unknown(seat) and led is not None and led == suit:
        return Message.of(FOLLOW_WITH_UNKNOWN, suit=SuitArg(led))
    if led is not None and not playable(hand, led) >> action & 1:
        return must_follow(None if led == TRUMP_CLASS else led)
    called = state.called_card
    if called is not None and suit is not None:
        card = CardArg(called)
        follow = SuitArg(suit)
        if hand >> called & 1:
            if led is None:
                return Message.of(LEAD_CALLED, suit=follow, card=card)
            if led == suit:
                return Message.of(PLAY_CALLED, suit=follow, card=card)
            return Message.of(KEEP_CALLED, suit=follow, card=card)
        if seat == state.picker:
            return Message.of(KEEP_LAST, suit=follow)
    return Message.of(CANNOT_PLAY)


__all__ = ["illegal_reason"]
