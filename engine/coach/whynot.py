"""Why not: the rule that forbids a card or a decision, and the section of the rules on it.

:func:`why_not` explains a refused card in the trick play from the seat's own
knowledge (its hand, the trick, the trump order): the suit (or trump) it must
follow and the cards it still holds of it, or the called ace it must play.
Other refused cards (a Schafkopf or Sheepshead called-ace rule, a jack passed
on in Schieberamsch) get the game's own reason when a rule section covers it.

:func:`refusals` lists the decisions (not cards) the seat may not take now,
each with the game's reason (an ``illegal.*`` message) and the section of the
game's rules reference that states the rule (:func:`rule_section`): Skat's
Hand, Schneider, Schwarz and Ouvert after picking up the skat, a Sauspiel on
a suit whose Sau the caller holds, a Doppelkopf announcement after its
deadline, a Sheepshead call of the picker's own card...  Only refusals a rule
explains are listed (never "it is not your turn").

>>> from stammtisch.engine.skat import SkatGame
>>> state = SkatGame().new_deal(seed=3, dealer=0)
>>> for text in ["18", "y", "20", "p", "p", "s", "C7", "D9"]:
...     state.apply_action(state.parse_action(text))
>>> found = refusals(state, 2)
>>> sorted({(r.reason.code, r.rule) for r in found})
[('illegal.skat.announce_only_hand', 'skat'), ('illegal.skat.hand_after_pick_up', 'skat')]
>>> any(r.info.hand for r in found), all(r.info.kind.value == "declare" for r in found)
(True, True)

>>> from stammtisch.engine.cards import parse_card as c
>>> from stammtisch.engine.tricks import TrickRules
>>> grand = TrickRules.build([c("CJ"), c("SJ"), c("HJ"), c("DJ")], "ATKQ987")
>>> str(follow_reason(grand, c("HA"), [c("H7"), c("HJ"), c("S7")])[0])
'You must follow hearts: you still hold ♥7.'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..ai.knowledge import adapter_for
from ..cards import Card
from ..errors import StammtischError
from ..meaning import ActionInfo
from ..messages import CardArg, CardsArg, Message, SuitArg, declare
from ..state import FIRST_NON_CARD_ACTION, GameState
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


RULE_OF_REFUSAL: dict[str, str] = {
    # Skat
    "illegal.skat.announce_only_hand": "skat",
    "illegal.skat.hand_after_pick_up": "skat",
    "illegal.skat.pick_up_first": "skat",
    "illegal.skat.no_jacks_passed": "ramsch",
    "illegal.skat.kontra_before_first_card": "kontra",
    "illegal.skat.no_kontra_null": "kontra",
    # Schafkopf
    "illegal.schafkopf.call_own_ace": "called-ace",
    "illegal.schafkopf.call_needs_suit": "called-ace",
    "illegal.schafkopf.alone_needs_aces": "called-ace",
    "illegal.schafkopf.suit_game_needs": "contracts",
    "illegal.schafkopf.at_least": "bidding",
    "illegal.schafkopf.too_high": "bidding",
    "illegal.schafkopf.play_called_ace": "called-ace",
    "illegal.schafkopf.keep_called_ace": "called-ace",
    "illegal.schafkopf.no_running_away": "called-ace",
    # Doppelkopf
    "illegal.doppelkopf.too_late": "announcements",
    "illegal.doppelkopf.poverty_needs": "reservations",
    # Sheepshead
    "illegal.sheepshead.ten_only": "called-ace",
    "illegal.sheepshead.calls_ten": "called-ace",
    "illegal.sheepshead.buried_not_partner": "called-ace",
    "illegal.sheepshead.not_own": "called-ace",
    "illegal.sheepshead.hold_called_suit": "called-ace",
    "illegal.sheepshead.unknown_when_led": "called-ace",
    "illegal.sheepshead.lead_called": "called-ace",
    "illegal.sheepshead.play_called": "called-ace",
    "illegal.sheepshead.keep_called": "called-ace",
}
"""The section of a game's rules reference (``resources/rules/<game>.*.html``, the ids of
its ``<h2>`` headings) that states the rule behind each refusal code.  A code not here
(whose turn it is, what the phase asks for) is no rule a player learns."""

_RULES_OF_COACH = {
    "coach.why_follow": "following",
    "coach.why_follow_trump": "following",
    "coach.why_called_ace": "called-ace",
}

MAX_ACTION = 256
"""Past every game's last action number (Skat's highest bid is below 130)."""


def rule_section(code: str) -> str | None:
    """The rules section on the refusal (or why-not) ``code``, or None.

    >>> rule_section("illegal.doppelkopf.too_late"), rule_section("illegal.not_your_turn")
    ('announcements', None)
    """
    return RULE_OF_REFUSAL.get(code) or _RULES_OF_COACH.get(code)


@dataclass(frozen=True)
class Refusal:
    """A decision ``seat`` may not take now: what it would mean, why not, and where the rule
    stands (a section id of the game's rules reference)."""

    action: int
    info: ActionInfo
    reason: Message
    rule: str


def refusals(state: GameState, seat: int) -> list[Refusal]:
    """The decisions (no cards) ``seat`` may not take now that a rule forbids, in action order.

    Asked only while ``seat`` has a decision to make (its turn, or an out-of-turn offer
    such as a Doppelkopf announcement); the state is not changed.
    """
    if state.is_terminal() or state.is_chance_node():
        return []
    in_turn = state.current_player() == seat
    offered = set(state.out_of_turn_actions(seat))
    if in_turn:
        offered.update(state.legal_actions())
    if not offered:
        return []
    found: list[Refusal] = []
    for action in range(FIRST_NON_CARD_ACTION, MAX_ACTION):
        if action in offered:
            continue
        try:
            info = state.describe_action(action)
        except (StammtischError, LookupError, ValueError):
            continue
        reason = state.illegal_reason(action, None if in_turn else seat)
        rule = RULE_OF_REFUSAL.get(reason.code)
        if rule is not None:
            found.append(Refusal(action, info, reason, rule))
    return found


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
    """Why ``seat`` may not play (or lay away) card ``action`` now (empty: no rule explains
    it, the card is legal, or it is not ``seat``'s turn)."""
    if action >= 32 or state.is_terminal() or state.current_player() != seat:
        return []
    legal = state.legal_actions()
    if action in legal:
        return []
    info = adapter_for(state.game).play_info(state, seat)
    if info is None:  # laying away, passing on: the game's own rule, if one is stated
        return _ruled(state, action)
    if action not in info.hand:
        return []
    ace = called_card(state)
    if ace is not None and legal == [ace]:
        return [Message.of(WHY_CALLED, card=CardArg(ace))]
    lead = info.lead
    if lead is not None and info.rules.follow_class[action] != info.rules.follow_class[lead]:
        forced = follow_reason(info.rules, lead, [c for c in info.hand if c in legal] or info.hand)
        if forced:
            return forced
    return _ruled(state, action)


def _ruled(state: GameState, action: int) -> list[Message]:
    """The game's own reason for refusing ``action``, when a rule section states it."""
    reason = state.illegal_reason(action)
    return [reason] if reason.code in RULE_OF_REFUSAL else []


__all__ = [
    "MAX_ACTION",
    "RULE_OF_REFUSAL",
    "Refusal",
    "follow_reason",
    "refusals",
    "rule_section",
    "why_not",
]
