"""What Doppelkopf's actions mean (:class:`~stammtisch.engine.meaning.ActionInfo`).

>>> from stammtisch.engine.doppelkopf import actions as A
>>> from stammtisch.engine.doppelkopf.contracts import SoloType
>>> describe(A.solo_action(SoloType.HEARTS, A.MOD_NO_RE)).parameters()
{'contract': 'hearts', 'suit': 2, 'variant': 'no-re'}
>>> str(describe(A.solo_action(SoloType.QUEEN)).label)
'Queen solo'
>>> str(describe(A.announce_action("kontra", 3)).label)
'Kontra no 60'
>>> describe(A.bid_action(5), holding=True).kind.value
'hold'
"""

from __future__ import annotations

from typing import Final

from ..cards import NUM_CARDS
from ..meaning import DECLARE, WORDS, ActionInfo, ActionKind, card_info, word
from ..messages import Message, SuitArg, declare
from . import actions as A
from . import contracts as C
from .contracts import SOLO_NAMES, SUIT_OF_SOLO, SoloType
from .scoring import BASIC, RE, SCHWARZ

SUIT_SOLO = declare("contract.doppelkopf.suit_solo", "{suit} solo", suit=SuitArg)
SOLOS: Final = {
    SoloType.QUEEN: declare("contract.doppelkopf.queen", "Queen solo"),
    SoloType.JACK: declare("contract.doppelkopf.jack", "Jack solo"),
    SoloType.QUEEN_JACK: declare("contract.doppelkopf.queen_jack", "Queen-jack solo"),
    SoloType.NO_TRUMP: declare("contract.doppelkopf.no_trump", "No-trump solo"),
}
WITH_RE = declare("contract.doppelkopf.with_re", "{contract} with Re announced", contract=Message)
WITHOUT_RE = declare("contract.doppelkopf.without_re", "{contract} without Re", contract=Message)
LEVELS: Final = {
    2: declare("contract.doppelkopf.no_90", "no 90"),
    3: declare("contract.doppelkopf.no_60", "no 60"),
    4: declare("contract.doppelkopf.no_30", "no 30"),
    5: declare("contract.doppelkopf.schwarz", "schwarz"),
}
GAME_WORDS: Final = {
    C.NORMAL: declare("contract.doppelkopf.normal", "normal game"),
    C.SILENT_SOLO: declare("contract.doppelkopf.silent_solo", "silent solo"),
    C.MARRIAGE: declare("contract.doppelkopf.marriage", "marriage"),
    C.MARRIAGE_SOLO: declare("contract.doppelkopf.marriage_solo", "marriage solo"),
    C.POVERTY: declare("contract.doppelkopf.poverty", "poverty"),
}
"""The games other than a declared solo, for people."""
ANNOUNCE = declare("action.doppelkopf.announce", "{party} {level}", party=Message, level=Message)
RE_SAID = declare("action.doppelkopf.re", "Re")
"""Doppelkopf's Re announcement: its own code, as Japanese says it レー (Skat's and
Schafkopf's redouble is レ)."""
BID = declare("action.doppelkopf.bid", "bid {value}", value=int)
BID_SCHWARZ = declare("action.doppelkopf.bid_schwarz", "bid schwarz")
HOLD = declare("action.doppelkopf.hold", "hold at {value}", value=int)
HOLD_SCHWARZ = declare("action.doppelkopf.hold_schwarz", "hold at schwarz")
BID_VALUES: Final = {2: 90, 3: 60, 4: 30}
"""The card points a solo auction level names (``"bid 90"``); level 5 is schwarz."""
COUNT = declare("action.doppelkopf.trumps_back", "trumps given back: {count}", count=int)
NO_SOLO = declare("action.doppelkopf.no_solo", "no solo")
NO_POVERTY = declare("action.doppelkopf.no_poverty", "no poverty")
DECLINES: Final = {"solo": NO_SOLO, "poverty": NO_POVERTY}
"""The pass of a reservation's round, said as what it declines (パス is only the auction's)."""

VARIANTS: Final = ("", "re", "no-re")


def solo_message(solo: SoloType, modifier: int = A.MOD_PLAIN) -> Message:
    """A solo for people ("Queen solo", "hearts solo without Re")."""
    suit = SUIT_OF_SOLO.get(solo)
    base = (
        Message.of(SUIT_SOLO, suit=SuitArg(suit)) if suit is not None else Message.of(SOLOS[solo])
    )
    if modifier == A.MOD_RE:
        return Message.of(WITH_RE, contract=base)
    if modifier == A.MOD_NO_RE:
        return Message.of(WITHOUT_RE, contract=base)
    return base


def describe(
    action: int,
    card_kind: ActionKind = ActionKind.PLAY,
    target: int | None = None,
    holding: bool = False,
    declines: str | None = None,
) -> ActionInfo:
    """What ``action`` means: ``card_kind`` and ``target`` for a card (played, or passed in a
    poverty), ``holding`` for a solo auction bid that holds, ``declines`` for the pass of a
    reservation's round (``"solo"``, ``"poverty"``: "no solo", "no poverty").

    A solo auction bid's ``level`` is the card points it names (90, 60, 30), or it is
    ``schwarz``; an announcement's ``level`` is 1 (Re, Kontra) to 5 (schwarz)."""
    if 0 <= action < NUM_CARDS:
        return card_info(card_kind, action, target)
    if action == A.PASS and declines in DECLINES:
        return ActionInfo(ActionKind.PASS, action, label=Message.of(DECLINES[declines]))
    simple = {
        A.HEALTHY: (ActionKind.HEALTHY, "healthy"),
        A.RESERVATION: (ActionKind.RESERVE, "reserve"),
        A.PASS: (ActionKind.PASS, "pass"),
        A.POVERTY: (ActionKind.POVERTY, "poverty"),
        A.MARRIAGE: (ActionKind.MARRIAGE, "marriage"),
        A.ACCEPT: (ActionKind.ACCEPT, "accept"),
        A.REFUSE: (ActionKind.REFUSE, "refuse"),
        A.REDEAL: (ActionKind.REDEAL, "redeal"),
        A.SOLO_ANY: (ActionKind.SOLO, "solo"),
    }
    if action in simple:
        kind, name = simple[action]
        return word(kind, action, name)
    if A.is_solo_action(action):
        solo, mod = A.solo_of(action)
        return ActionInfo(
            ActionKind.DECLARE,
            action,
            contract=SOLO_NAMES[solo],
            suit=SUIT_OF_SOLO.get(solo),
            variant=VARIANTS[mod] or None,
            label=Message.of(DECLARE, contract=solo_message(solo, mod)),
        )
    if A.is_announcement(action):
        party, level = A.announcement_of(action)
        said = Message.of(RE_SAID) if party == RE else Message.of(WORDS["kontra"])
        label = (
            said
            if level == BASIC
            else Message.of(ANNOUNCE, party=said, level=Message.of(LEVELS[level]))
        )
        return ActionInfo(ActionKind.ANNOUNCE, action, party=party, level=level, label=label)
    if A.TRUMPS_BACK <= action < A.TRUMPS_BACK + 4:
        count = action - A.TRUMPS_BACK
        return ActionInfo(
            ActionKind.COUNT, action, level=count, label=Message.of(COUNT, count=count)
        )
    if A.is_bid(action):
        level = A.bid_level(action)
        if level == SCHWARZ:
            label = Message.of(HOLD_SCHWARZ if holding else BID_SCHWARZ)
        else:
            label = Message.of(HOLD if holding else BID, value=BID_VALUES[level])
        kind = ActionKind.HOLD if holding else ActionKind.BID
        return ActionInfo(
            kind, action, level=BID_VALUES.get(level), schwarz=level == SCHWARZ, label=label
        )
    raise KeyError(action)


__all__ = ["GAME_WORDS", "LEVELS", "SCHWARZ", "describe", "solo_message"]
