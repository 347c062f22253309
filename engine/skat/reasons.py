"""Why a Skat move is refused: the refusal codes and :func:`illegal_reason`.

The reasons are read from the state's public surface (its shared :class:`Phase`, hands,
trick and declaration); :meth:`SkatState.illegal_reason
<stammtisch.engine.skat.state.SkatState.illegal_reason>` delegates here.

>>> from stammtisch.engine.skat import SkatGame
>>> state = SkatGame().new_deal(seed=3, dealer=0)
>>> str(illegal_reason(state, state.parse_action("y")))  # middlehand bids first
'only the player being bid to can hold'
>>> for text in ["18", "y", "20", "p", "p"]:
...     state.apply_action(state.parse_action(text))
>>> str(illegal_reason(state, state.parse_action("GO")))
'announcements and the games after picking up the skat need the skat picked up first; declare a hand game or pick up (s)'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..cards import NUM_CARDS
from ..messages import CardArg, Message, SeatArg, declare
from ..phase import Phase
from ..reasons import (
    DEAL_OVER,
    DEALING,
    NOT_YOUR_TURN,
    PLAY_A_CARD,
    SEAT_NOT_PLAYING,
    must_follow,
)
from ..tricks import TRUMP, TrickRules
from .actions import (
    HOLD,
    KONTRA,
    NUM_ACTIONS,
    PICKUP,
    RE,
    declaration_of,
    is_bid,
    is_declaration,
)
from .contracts import RAMSCH, TRICK_RULES

if TYPE_CHECKING:
    from .state import SkatState

RE_ONLY_DECLARER: Final = declare(
    "illegal.skat.re_only_declarer", "Re is said only by the declarer, right after a Kontra"
)
NO_SKAT_ACTION: Final = declare(
    "illegal.skat.no_such_action", "{action} is not a Skat action", action=int
)
DEALT_ALREADY: Final = declare(
    "illegal.dealt_already", "{card} has been dealt already", card=CardArg
)
BIDDER_NAMES_VALUES: Final = declare(
    "illegal.skat.bidder_names_values",
    "the player being bid to holds (y) or passes (p); only the bidder names values",
)
BID_HIGHER: Final = declare("illegal.skat.bid_higher", "a bid must be higher than {bid}", bid=int)
HOLD_ONLY_ASKED: Final = declare(
    "illegal.skat.hold_only_asked", "only the player being bid to can hold"
)
BIDDING_ONLY: Final = declare(
    "illegal.skat.bidding_only", "during the bidding only bids, y and p are possible"
)
PICK_UP_FIRST: Final = declare(
    "illegal.skat.pick_up_first",
    "announcements and the games after picking up the skat need the skat picked up first; "
    "declare a hand game or pick up (s)",
)
CONCEDED_NAME_GAME: Final = declare(
    "illegal.skat.conceded_name_game", "the declarer has conceded: name the hand game given up"
)
PICK_UP_OR_HAND: Final = declare(
    "illegal.skat.pick_up_or_hand", "the declarer picks up the skat (s) or declares a hand game"
)
NOT_IN_HAND: Final = declare("illegal.skat.not_in_hand", "{card} is not in the hand", card=CardArg)
NO_JACKS_PASSED: Final = declare(
    "illegal.skat.no_jacks_passed", "jacks may not be passed on in Schieberamsch"
)
PUT_AWAY_FIRST: Final = declare("illegal.skat.put_away_first", "two cards must be put away first")
ANNOUNCE_ONLY_HAND: Final = declare(
    "illegal.skat.announce_only_hand",
    "Schneider, Schwarz and Ouvert can be announced only in hand games, "
    "and the skat has been picked up",
)
HAND_AFTER_PICK_UP: Final = declare(
    "illegal.skat.hand_after_pick_up",
    "the skat has been picked up, so the game can no longer be a hand game",
)
MUST_DECLARE: Final = declare("illegal.skat.must_declare", "the declarer must declare a game")
ANSWER_KONTRA: Final = declare(
    "illegal.skat.answer_kontra", "the declarer answers Kontra with re or p"
)
TAKE_OR_PASS_ON: Final = declare(
    "illegal.skat.take_or_pass_on", "take the skat (s) or pass it on unseen (p)"
)
KONTRA_NOT_IN_RULES: Final = declare(
    "illegal.skat.kontra_not_in_rules", "Kontra is not part of these rules"
)
NO_KONTRA_RAMSCH: Final = declare("illegal.skat.no_kontra_ramsch", "there is no Kontra in Ramsch")
NO_KONTRA_NULL: Final = declare("illegal.skat.no_kontra_null", "there is no Kontra in Null")
KONTRA_SAID: Final = declare("illegal.skat.kontra_said", "Kontra has been said already")
KONTRA_AFTER_DECLARING: Final = declare(
    "illegal.skat.kontra_after_declaring", "Kontra is said once the game is declared"
)
KONTRA_ONLY_DEFENDER: Final = declare(
    "illegal.skat.kontra_only_defender", "only a defender may say Kontra"
)
KONTRA_BEFORE_FIRST_CARD: Final = declare(
    "illegal.skat.kontra_before_first_card",
    "Kontra must be said before the defender's first card",
)


def illegal_reason(state: SkatState, action: int, player: int | None = None) -> Message:
    """Why ``player`` (by default the player to move) may not take ``action`` now."""
    phase = state.phase
    if phase is Phase.OVER:
        return Message.of(DEAL_OVER)
    to_move = state.current_player()
    if player is not None and player != to_move:
        if action == KONTRA:
            return kontra_reason(state, player)
        if action == RE:
            return Message.of(RE_ONLY_DECLARER)
        return Message.of(NOT_YOUR_TURN)
    if not 0 <= action < NUM_ACTIONS:
        return Message.of(NO_SKAT_ACTION, action=action)
    if phase is Phase.DEAL:
        if action < NUM_CARDS:
            return Message.of(DEALT_ALREADY, card=CardArg(action))
        return Message.of(DEALING)
    if phase is Phase.BIDDING:
        if is_bid(action):
            if HOLD in state.legal_actions():  # the player being bid to
                return Message.of(BIDDER_NAMES_VALUES)
            return Message.of(BID_HIGHER, bid=state.bid)
        if action == HOLD:
            return Message.of(HOLD_ONLY_ASKED)
        return Message.of(BIDDING_ONLY)
    if phase is Phase.SKAT:
        if state.is_ramsch:  # Schieberamsch: take the skat or pass it on
            return Message.of(TAKE_OR_PASS_ON)
        if is_declaration(action):
            return Message.of(PICK_UP_FIRST)
        if action == PICKUP and state.conceded:
            return Message.of(CONCEDED_NAME_GAME)
        return Message.of(PICK_UP_OR_HAND)
    if phase is Phase.LAY_AWAY:
        if action < NUM_CARDS:
            if not state.hand_mask(to_move) >> action & 1:
                return Message.of(NOT_IN_HAND, card=CardArg(action))
            return Message.of(NO_JACKS_PASSED)
        return Message.of(PUT_AWAY_FIRST)
    if phase is Phase.DECLARING:
        if is_declaration(action):
            decl = declaration_of(action)
            if decl.schneider_announced or decl.schwarz_announced:
                return Message.of(ANNOUNCE_ONLY_HAND)
            return Message.of(HAND_AFTER_PICK_UP)  # a hand game, a Null (ouvert) hand
        return Message.of(MUST_DECLARE)
    if phase is Phase.DOUBLING:
        return Message.of(ANSWER_KONTRA)
    # play
    if action == KONTRA:
        return kontra_reason(state, to_move)
    if action == RE:
        return Message.of(RE_ONLY_DECLARER)
    if action >= NUM_CARDS:
        return Message.of(PLAY_A_CARD)
    if not state.hand_mask(to_move) >> action & 1:
        return Message.of(NOT_IN_HAND, card=CardArg(action))
    follow = _trick_rules(state).follow_class[state.trick[0]]
    return must_follow(None if follow == TRUMP else follow)


def kontra_reason(state: SkatState, seat: int) -> Message:
    """Why ``seat`` may not say Kontra now."""
    decl = state.declaration
    if not state.game.kontra_re:
        return Message.of(KONTRA_NOT_IN_RULES)
    if state.is_ramsch:
        return Message.of(NO_KONTRA_RAMSCH)
    if decl is not None and decl.is_null:
        return Message.of(NO_KONTRA_NULL)
    if state.kontra:
        return Message.of(KONTRA_SAID)
    if state.phase is not Phase.PLAY:
        return Message.of(KONTRA_AFTER_DECLARING)
    if seat == state.declarer:
        return Message.of(KONTRA_ONLY_DEFENDER)
    if not 0 <= seat < state.num_players or seat not in state.positions:
        return Message.of(SEAT_NOT_PLAYING, seat=SeatArg(seat))
    return Message.of(KONTRA_BEFORE_FIRST_CARD)


def _trick_rules(state: SkatState) -> TrickRules:
    """The order the tricks are played in: the declared game's, or Ramsch's."""
    decl = state.declaration
    return TRICK_RULES[RAMSCH] if decl is None else decl.rules


__all__ = ["illegal_reason", "kontra_reason"]
