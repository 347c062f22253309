"""Why a Schafkopf move is refused: the refusal codes and :func:`illegal_reason`.

:meth:`SchafkopfState.illegal_reason <stammtisch.engine.schafkopf.state.SchafkopfState.illegal_reason>`
delegates here; the answer is read from the state's public surface (what the seat to move
is asked, its hand, the trick, the auction).

>>> from stammtisch.engine.schafkopf import SchafkopfGame
>>> state = SchafkopfGame().new_deal(seed=3, dealer=0)
>>> str(illegal_reason(state, state.parse_action("bid Wenz")))
"the first player to play names no game: say 'play' or 'pass'"
>>> str(illegal_reason(state, state.parse_action("pass"), player=2))
"it is not that player's turn"
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..meaning import Ask
from ..messages import CardArg, Message, SuitArg, declare
from ..reasons import DEAL_OVER, DEALING, MUST_FOLLOW, MUST_FOLLOW_TRUMP, NOT_YOUR_TURN
from ..tricks import TRUMP
from .actions import ANNOUNCE_BASE, BID_BASE, HOLD, KONTRA, MAX_BID_LEVEL, RE
from .contracts import CONTRACTS, TYPE_NAMES, GameType

if TYPE_CHECKING:
    from .state import SchafkopfState

KNOCK_OR_NOT = declare("illegal.schafkopf.knock_or_not", "now each player knocks or not")
SIE_SHOWN = declare(
    "illegal.schafkopf.sie_shown", "a hand with every Ober and Unter is a Sie and must be shown"
)
KONTRA_ONLY_OPPONENT = declare(
    "illegal.schafkopf.kontra_only_opponent", "only an opponent of the declarer may say Kontra"
)
KONTRA_OR_NOT = declare("illegal.schafkopf.kontra_or_not", "now the opponents say Kontra or not")
RE_ONLY_SIDE = declare("illegal.schafkopf.re_only_side", "only the declarer's side may say Re")
RE_OR_NOT = declare("illegal.schafkopf.re_or_not", "now the declarer's side says Re or not")
CARD_NOW = declare("illegal.schafkopf.card_now", "now a card must be played")
NOT_HELD = declare("illegal.schafkopf.not_held", "you do not hold the {card}", card=CardArg)
PLAY_CALLED_ACE = declare(
    "illegal.schafkopf.play_called_ace", "must play the called ace ({ace})", ace=CardArg
)
KEEP_CALLED_ACE = declare(
    "illegal.schafkopf.keep_called_ace", "may not discard the called ace before the last trick"
)
NO_RUNNING_AWAY = declare(
    "illegal.schafkopf.no_running_away",
    "may not lead the called suit except with the ace unless you hold four or more",
)
CARD_NOT_NOW = declare("illegal.schafkopf.card_not_now", "that card may not be played now")
TOO_HIGH = declare(
    "illegal.schafkopf.too_high", "you cannot announce a game as high as that with this hand"
)
HOLDER_ANSWERS = declare(
    "illegal.schafkopf.holder_answers", "the earlier bidder holds (names the same game) or passes"
)
HOLD_ONLY_EARLIER = declare(
    "illegal.schafkopf.hold_only_earlier",
    "only the earlier bidder may hold, when a later one names a stronger game",
)
FIRST_NAMES_NO_GAME = declare(
    "illegal.schafkopf.first_names_no_game",
    "the first player to play names no game: say 'play' or 'pass'",
)
PLAY_OR_PASS = declare("illegal.schafkopf.play_or_pass", "say 'play' or 'pass'")
SOMEONE_PLAYS = declare(
    "illegal.schafkopf.someone_plays",
    "someone already plays: name a game stronger than {game} or pass",
    game=Message,
)
NOT_PLAYED = declare(
    "illegal.schafkopf.not_played", "{game} is not played at this table", game=Message
)
OVERCALL_STRONGER = declare(
    "illegal.schafkopf.overcall_stronger",
    "an overcall must name a game stronger than {game}",
    game=Message,
)
STRONGER_OR_PASS = declare("illegal.schafkopf.stronger_or_pass", "name a stronger game or pass")
PARTNER_GAME = declare("illegal.schafkopf.partner_game", "the partner game")
GAME_NAME = declare("game.schafkopf.name", "{name}", name=str)
WINNER_ANNOUNCES = declare(
    "illegal.schafkopf.winner_announces", "the auction's winner now announces a game"
)
AT_LEAST = declare(
    "illegal.schafkopf.at_least", "the game announced must be at least {game}", game=Message
)
ALONE_NEEDS_ACES = declare(
    "illegal.schafkopf.alone_needs_aces", "the partner game alone needs all three callable aces"
)
CALL_OWN_ACE = declare(
    "illegal.schafkopf.call_own_ace", "you cannot call the {suit}-Sau: you hold it", suit=SuitArg
)
CALL_NEEDS_SUIT = declare(
    "illegal.schafkopf.call_needs_suit",
    "you can call the {suit}-Sau only holding another {suit} card (not Ober or Unter)",
    suit=SuitArg,
)
SUIT_GAME_NEEDS = declare(
    "illegal.schafkopf.suit_game_needs",
    "a {suit} game needs a {suit} card other than Ober and Unter in your hand",
    suit=SuitArg,
)


def illegal_reason(state: SchafkopfState, action: int, player: int | None = None) -> Message:
    """Why ``action`` (by ``player``, by default the seat to move) is not legal now.

    What the seat to move is asked (:meth:`SchafkopfState.turn_info`) decides which rule
    the answer names.
    """
    if state.is_terminal():
        return Message.of(DEAL_OVER)
    seat = state.current_player()
    if player is not None and player != seat:
        return Message.of(NOT_YOUR_TURN)
    if state.is_chance_node():
        return Message.of(DEALING)
    ask = state.turn_info(seat).ask
    if ask is Ask.PLAY:
        return _card_reason(state, action)
    if ask is Ask.KNOCK:
        return Message.of(KNOCK_OR_NOT)
    if ask is Ask.CLAIM:
        return Message.of(SIE_SHOWN)
    if ask is Ask.BID:
        return _bid_reason(state, action)
    if ask is Ask.DECLARE:
        return _announce_reason(state, action)
    if state.kontra_seat is None:  # the Kontra round
        if action == KONTRA:
            return Message.of(KONTRA_ONLY_OPPONENT)
        return Message.of(KONTRA_OR_NOT)
    if action == RE:
        return Message.of(RE_ONLY_SIDE)
    return Message.of(RE_OR_NOT)


def _card_reason(state: SchafkopfState, action: int) -> Message:
    if not 0 <= action < 32:
        return Message.of(CARD_NOW)
    seat = state.current_player()
    hand = state.hands[seat]
    if not hand >> action & 1:
        return Message.of(NOT_HELD, card=CardArg(action, german=True))
    contract = state.contract
    assert contract is not None
    rules = contract.rules
    lead = state.trick[0] if state.trick else None
    ace = contract.called_ace
    if lead is not None and rules.legal_mask(hand, lead) != hand:
        klass = rules.follow_class[lead]
        if rules.follow_class[action] != klass:
            if klass == TRUMP:
                return Message.of(MUST_FOLLOW_TRUMP)
            return Message.of(MUST_FOLLOW, suit=SuitArg(klass, german=True))
    if ace is not None and hand >> ace & 1:
        sau = CardArg(ace, german=True)
        if lead is not None and rules.follow_class[lead] == rules.follow_class[ace]:
            return Message.of(PLAY_CALLED_ACE, ace=sau)
        if lead is not None and action == ace:
            return Message.of(KEEP_CALLED_ACE)
        if lead is None:
            return Message.of(NO_RUNNING_AWAY)
    return Message.of(CARD_NOT_NOW)


def _bid_reason(state: SchafkopfState, action: int) -> Message:
    if state.challenger is not None and state.holder_answers:
        if action == HOLD:
            return Message.of(TOO_HIGH)
        return Message.of(HOLDER_ANSWERS)
    if action == HOLD:
        return Message.of(HOLD_ONLY_EARLIER)
    if state.holder is None:
        if BID_BASE < action <= BID_BASE + MAX_BID_LEVEL:
            return Message.of(FIRST_NAMES_NO_GAME)
        return Message.of(PLAY_OR_PASS)
    if action == BID_BASE:
        return Message.of(SOMEONE_PLAYS, game=_held_name(state))
    if BID_BASE < action <= BID_BASE + MAX_BID_LEVEL:
        level = action - BID_BASE
        if not state.game.level_enabled(level):
            return Message.of(NOT_PLAYED, game=_game(TYPE_NAMES[GameType(level)]))
        if level <= state.overcall_floor():
            return Message.of(OVERCALL_STRONGER, game=_held_name(state))
        return Message.of(TOO_HIGH)
    return Message.of(STRONGER_OR_PASS)


def _held_name(state: SchafkopfState) -> Message:
    level = state.overcall_floor()
    return Message.of(PARTNER_GAME) if level <= 0 else _game(TYPE_NAMES[GameType(level)])


def _announce_reason(state: SchafkopfState, action: int) -> Message:
    if not ANNOUNCE_BASE <= action < ANNOUNCE_BASE + len(CONTRACTS):
        return Message.of(WINNER_ANNOUNCES)
    contract = CONTRACTS[action - ANNOUNCE_BASE]
    if not state.game.level_enabled(contract.level):
        return Message.of(NOT_PLAYED, game=_game(contract.name))
    if contract.level < state.held:
        return Message.of(AT_LEAST, game=_held_name(state))
    assert state.holder is not None
    hand = state.dealt[state.holder]
    if contract.alone:
        return Message.of(ALONE_NEEDS_ACES)
    assert contract.suit is not None
    suit = SuitArg(contract.suit, german=True)
    if contract.is_partner_game:
        if hand >> (contract.suit * 8) & 1:
            return Message.of(CALL_OWN_ACE, suit=suit)
        return Message.of(CALL_NEEDS_SUIT, suit=suit)
    return Message.of(SUIT_GAME_NEEDS, suit=suit)


def _game(name: str) -> Message:
    """A Schafkopf game's name (the German name players use in every language)."""
    return Message.of(GAME_NAME, name=name)


__all__ = ["illegal_reason"]
