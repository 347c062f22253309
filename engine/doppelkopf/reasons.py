"""Why a Doppelkopf move is refused: the refusal codes, :func:`illegal_reason` and
:func:`announcement_block`.

:meth:`DoppelkopfState.illegal_reason <stammtisch.engine.doppelkopf.state.DoppelkopfState.illegal_reason>`
delegates here; the answer is read from the state's public surface (what the seat to move
is asked, the hands, the trick, the parties and announcements so far).

>>> from stammtisch.engine.doppelkopf import DoppelkopfGame
>>> state = DoppelkopfGame(4).new_deal(seed=3)
>>> str(illegal_reason(state, state.parse_action("marriage")))
'say healthy or reservation'
>>> str(illegal_reason(state, state.parse_action("re")))
'announcements are made once the game is settled, during the play'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..cards import NUM_CARDS
from ..meaning import Ask
from ..messages import CardArg, Count, Message, SeatArg, declare
from ..phase import Phase
from ..reasons import DEAL_OVER, DEALING, NOT_LEGAL, must_follow
from ..tricks import TRUMP
from . import actions as A
from .contracts import MARRIAGE
from .scoring import BASIC, KONTRA, LEVEL, PARTY, RE

if TYPE_CHECKING:
    from .state import DoppelkopfState

ONLY_ANNOUNCEMENTS: Final = declare(
    "illegal.doppelkopf.only_announcements", "only announcements may be made out of turn"
)
CARD_OR_ANNOUNCEMENT: Final = declare(
    "illegal.doppelkopf.card_or_announcement", "play a card or make an announcement"
)
HOLDS_NO: Final = declare(
    "illegal.doppelkopf.holds_no",
    "{seat} holds no {card}",
    you="you hold no {card}",
    seat=SeatArg,
    card=CardArg,
)
REDEAL_NEEDS: Final = declare(
    "illegal.doppelkopf.redeal_needs",
    "a redeal needs 84 or more card points or at most two trumps in hand",
)
HEALTHY_OR_RESERVATION: Final = declare(
    "illegal.doppelkopf.healthy_or_reservation", "say healthy or reservation"
)
RESERVATION_IS_SOLO: Final = declare(
    "illegal.doppelkopf.reservation_is_solo",
    "a reservation that is neither a poverty nor a marriage must be a solo",
)
SOLO_OUTRANK: Final = declare(
    "illegal.doppelkopf.solo_outrank", "a solo must outrank the solo already declared"
)
SOLO_OR_PASS: Final = declare("illegal.doppelkopf.solo_or_pass", "declare a solo or pass")
POVERTY_NEEDS: Final = declare(
    "illegal.doppelkopf.poverty_needs", "a poverty needs three or fewer trumps"
)
ONLY_POVERTY: Final = declare(
    "illegal.doppelkopf.only_poverty", "this reservation can only be the poverty"
)
POVERTY_OR_PASS: Final = declare(
    "illegal.doppelkopf.poverty_or_pass", "declare the poverty or pass"
)
ONLY_MARRIAGE: Final = declare(
    "illegal.doppelkopf.only_marriage", "this reservation can only be the marriage"
)
PASS_EVERY_TRUMP: Final = declare(
    "illegal.doppelkopf.pass_every_trump", "the three cards passed must include every trump"
)
PASS_THREE: Final = declare("illegal.doppelkopf.pass_three", "pass three cards from the hand")
GIVE_BACK_THREE: Final = declare(
    "illegal.doppelkopf.give_back_three", "give back three cards from the hand"
)
SAY_TRUMPS_BACK: Final = declare(
    "illegal.doppelkopf.say_trumps_back", "say how many trumps were given back"
)
ACCEPT_OR_REFUSE: Final = declare(
    "illegal.doppelkopf.accept_or_refuse", "accept or refuse the poverty"
)
ONLY_PARTY_ANNOUNCES: Final = declare(
    "illegal.doppelkopf.only_party_announces",
    "only the {party} party may announce {announcement}",
    party=Message,
    announcement=Message,
)
ALREADY_ANNOUNCED: Final = declare(
    "illegal.doppelkopf.already_announced",
    "the {party} party has already announced that",
    party=Message,
)
CARDS: Final = declare("illegal.doppelkopf.cards", "{count} cards", one="{count} card", count=Count)
TOO_LATE: Final = declare(
    "illegal.doppelkopf.too_late",
    "too late for {announcement}: it needs {need} in hand, {seat} holds {held}",
    you="too late for {announcement}: it needs {need} in hand, you hold {held}",
    announcement=Message,
    need=Message,
    seat=SeatArg,
    held=Message,
)
ANNOUNCEMENT_IMPOSSIBLE: Final = declare(
    "illegal.doppelkopf.announcement_impossible", "that announcement is not possible now"
)
ANNOUNCE_DURING_PLAY: Final = declare(
    "illegal.doppelkopf.announce_during_play",
    "announcements are made once the game is settled, during the play",
)
SITS_OUT: Final = declare(
    "illegal.doppelkopf.sits_out",
    "{seat} sits out this deal",
    you="you sit out this deal",
    seat=SeatArg,
)
MARRIAGE_FIRST: Final = declare(
    "illegal.doppelkopf.marriage_first", "no announcements before the marriage partner is found"
)
SOLOIST_MUTE: Final = declare(
    "illegal.doppelkopf.soloist_mute",
    "the soloist declared the solo without Re and makes no announcements",
)
NO_PARTY_YET: Final = declare(
    "illegal.doppelkopf.no_party_yet",
    "{seat} belongs to no party yet",
    you="you belong to no party yet",
    seat=SeatArg,
)

ANNOUNCEMENT: Final = {
    RE: declare("illegal.doppelkopf.announcement.re", "Re"),
    KONTRA: declare("illegal.doppelkopf.announcement.kontra", "Kontra"),
}


def illegal_reason(state: DoppelkopfState, action: int, player: int | None = None) -> Message:
    """Why ``action`` by ``player`` (by default the seat to move) is not legal now.

    An announcement is judged for the seat that would make it (in turn or out of turn);
    anything else by what the seat to move is asked (:attr:`DoppelkopfState.asked`).
    """
    if state.is_chance_node():
        return Message.of(DEALING)
    if state.is_terminal():
        return Message.of(DEAL_OVER)
    actor = state.current_player() if player is None else player
    if A.is_announcement(action):
        return _announcement_reason(state, actor, action)
    if actor != state.current_player():
        return Message.of(ONLY_ANNOUNCEMENTS)
    ask = state.asked
    if ask is Ask.PLAY:
        if not 0 <= action < NUM_CARDS:
            return Message.of(CARD_OR_ANNOUNCEMENT)
        if not state.hands[actor][action]:
            return Message.of(HOLDS_NO, seat=SeatArg(actor), card=CardArg(action))
        follow = state.trick_rules.follow_class[state.trick_cards[0]]
        return must_follow(None if follow == TRUMP else follow)
    if ask is Ask.HEALTH:
        if action == A.REDEAL:
            return Message.of(REDEAL_NEEDS)
        return Message.of(HEALTHY_OR_RESERVATION)
    if ask is Ask.SOLO:
        if action == A.PASS:
            return Message.of(RESERVATION_IS_SOLO)
        if A.is_solo_action(action) or A.is_bid(action):
            return Message.of(SOLO_OUTRANK)
        return Message.of(SOLO_OR_PASS)
    if ask is Ask.POVERTY:
        if action == A.POVERTY:
            return Message.of(POVERTY_NEEDS)
        if action == A.PASS:
            return Message.of(ONLY_POVERTY)
        return Message.of(POVERTY_OR_PASS)
    if ask is Ask.MARRIAGE:
        return Message.of(ONLY_MARRIAGE)
    if ask is Ask.PASS_CARDS:
        if state.acceptor is not None:  # the acceptor gives cards back
            return Message.of(GIVE_BACK_THREE)
        if 0 <= action < NUM_CARDS and state.hands[actor][action]:
            return Message.of(PASS_EVERY_TRUMP)
        return Message.of(PASS_THREE)
    if ask is Ask.COUNT:
        return Message.of(SAY_TRUMPS_BACK)
    if ask is Ask.ACCEPT:
        return Message.of(ACCEPT_OR_REFUSE)
    return Message.of(NOT_LEGAL)


def _announcement_reason(state: DoppelkopfState, seat: int, action: int) -> Message:
    if state.phase is not Phase.PLAY:
        return Message.of(ANNOUNCE_DURING_PLAY)
    block = announcement_block(state, seat)
    if block is not None:
        return block
    party, level = A.announcement_of(action)
    own = state.party[seat]
    name = Message.of(PARTY[party])
    said = Message.of(ANNOUNCEMENT[party])
    if party != own:
        what = said if level == BASIC else Message.of(LEVEL[level])
        return Message.of(ONLY_PARTY_ANNOUNCES, party=name, announcement=what)
    if level <= state.levels[party]:
        return Message.of(ALREADY_ANNOUNCED, party=name)
    held = state.held[seat]
    for lv in range(state.levels[party] + 1, level + 1):
        need = state.requirement(party, lv)
        if held < need:
            what = said if lv == BASIC else Message.of(LEVEL[lv])
            return Message.of(
                TOO_LATE,
                announcement=what,
                need=Message.of(CARDS, count=need),
                seat=SeatArg(seat),
                held=Message.of(CARDS, count=held),
            )
    return Message.of(ANNOUNCEMENT_IMPOSSIBLE)


def announcement_block(state: DoppelkopfState, seat: int) -> Message | None:
    """Why ``seat`` may make no announcement at all in the play now, or ``None`` when it
    may make one (which ones: :meth:`DoppelkopfState.announcement_options`).

    Asked during the play only (before it nobody announces, :func:`illegal_reason` says
    so); it is on the path of every legal-actions call there.
    """
    if seat not in state.active:
        return Message.of(SITS_OUT, seat=SeatArg(seat))
    if state.kind == MARRIAGE and not state.decided_trick:
        return Message.of(MARRIAGE_FIRST)
    if seat == state.mute_seat:
        return Message.of(SOLOIST_MUTE)
    if state.party[seat] is None:
        return Message.of(NO_PARTY_YET, seat=SeatArg(seat))
    return None


__all__ = ["announcement_block", "illegal_reason"]
