"""An act step's verdicts from the deal: each card against the lesson's own card.

The goal of a card step (:mod:`.goals`) is a rule of thumb; the deal is fully known, so the
verdict on a card comes from what it is worth with the cards as they lie
(:mod:`.values`), measured against the card the lesson plays (the *scripted* card):

* a card worth as much as the scripted one on both keys (the deal's score for the learner,
  then its side's card points) is right whatever the goal says, and the lesson says so
  (``goal.deal.tie``: "That works too...") before it goes on with its own card;
* a card worth less is refused with what it costs in the learner's terms (``goal.deal.*``:
  "after ♣A the other side takes 21 more card points: 59 instead of 80"), followed by the
  goal's rule of thumb when the card misses the goal too.

Where the deal cannot be valued within the budget the goal decides, except that a card
*equivalent* to the scripted one (:func:`equivalent`: the same class of the order in force,
worth the same card points, and no card of another player between them) is right too: the
two cannot end the deal differently.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from ..cards import CARD_POINTS, Card
from ..coach.scale import scale_for
from ..messages import CardArg, Count, Message, NumberArg, declare
from ..state import GameState
from .goals import Verdict
from .values import CardValue, StepValues, card_of, same

TIE = declare(
    "goal.deal.tie",
    "That works too: with the cards as they lie, {card} ends the deal as well as {scripted},"
    " your side taking {points} card points either way.",
    one="That works too: with the cards as they lie, {card} ends the deal as well as"
    " {scripted}, your side taking {points} card point either way.",
    card=CardArg,
    scripted=CardArg,
    points=Count,
)
TIE_AVOID = declare(
    "goal.deal.tie_avoid",
    "That works too: with the cards as they lie, you take {points} card points after {card},"
    " as after {scripted}.",
    one="That works too: with the cards as they lie, you take {points} card point after"
    " {card}, as after {scripted}.",
    card=CardArg,
    scripted=CardArg,
    points=Count,
)
TIE_PLAIN = declare(
    "goal.deal.tie_plain",
    "That works too: with the cards as they lie, {card} ends the deal as well as {scripted}.",
    card=CardArg,
    scripted=CardArg,
)
TWIN = declare(
    "goal.deal.twin",
    "That works too: no other player holds a card between {card} and {scripted}, and they"
    " count the same, so either does what the other does.",
    card=CardArg,
    scripted=CardArg,
)
FEWER = declare(
    "goal.deal.fewer",
    "With the cards as they lie, after {card} the other side takes {more} more card points:"
    " your side ends with {value} instead of {best}.",
    one="With the cards as they lie, after {card} the other side takes {more} more card point:"
    " your side ends with {value} instead of {best}.",
    card=CardArg,
    more=Count,
    value=int,
    best=int,
)
MORE_AVOID = declare(
    "goal.deal.more_avoid",
    "With the cards as they lie, after {card} you take {more} more card points: {value}"
    " instead of {best}.",
    one="With the cards as they lie, after {card} you take {more} more card point: {value}"
    " instead of {best}.",
    card=CardArg,
    more=Count,
    value=int,
    best=int,
)
LOSES = declare(
    "goal.deal.loses",
    "With the cards as they lie, after {card} your side loses the deal; its card points:"
    " {value} instead of {best}.",
    card=CardArg,
    value=int,
    best=int,
)
LOSES_PLAIN = declare(
    "goal.deal.loses_plain",
    "With the cards as they lie, after {card} your side loses the deal.",
    card=CardArg,
)
LOWER = declare(
    "goal.deal.lower",
    "With the cards as they lie, after {card} the deal scores {value} points for you instead"
    " of {best}; your side's card points: {taken} instead of {most}.",
    card=CardArg,
    value=NumberArg,
    best=NumberArg,
    taken=int,
    most=int,
)
LOWER_PLAIN = declare(
    "goal.deal.lower_plain",
    "With the cards as they lie, after {card} the deal scores {value} points for you instead"
    " of {best}.",
    card=CardArg,
    value=NumberArg,
    best=NumberArg,
)
DECLARER_MORE = declare(
    "goal.deal.declarer_more",
    "With the cards as they lie, after {card} the declarer scores {value} instead of {best};"
    " your side's card points: {taken} instead of {most}.",
    card=CardArg,
    value=NumberArg,
    best=NumberArg,
    taken=int,
    most=int,
)

CONSEQUENCE_CODES = frozenset(
    (FEWER, MORE_AVOID, LOSES, LOSES_PLAIN, LOWER, LOWER_PLAIN, DECLARER_MORE)
)
"""The codes of a card refused for what it costs in the deal."""
TIE_CODES = frozenset((TIE, TIE_AVOID, TIE_PLAIN, TWIN))
"""The codes of a card accepted because it does what the lesson's own card does."""


def _card(state: GameState, card: Card) -> CardArg:
    return CardArg(card, german=state.game.FACES == "german")


def _number(value: float) -> NumberArg:
    whole = abs(value - round(value)) < 1e-9
    return NumberArg(float(round(value)) if whole else value, 0 if whole else 1, signed=True)


def _skat_defender(state: GameState, seat: int) -> bool:
    """Whether ``seat`` defends a Skat declarer's game (its scale is the declarer's score,
    seen from its side)."""
    declarer = getattr(state, "declarer", None)
    return scale_for(state).kind == "skat" and declarer is not None and declarer != seat


def tie_reason(state: GameState, values: StepValues, action: int, scripted: int) -> Message:
    """Why ``action`` is right though it is not the lesson's card: it ends the deal alike."""
    card, own = _card(state, card_of(state, action)), _card(state, card_of(state, scripted))
    value = values.values[action]
    if not values.counts_points:
        return Message.of(TIE_PLAIN, card=card, scripted=own)
    if values.avoid:
        return Message.of(TIE_AVOID, card=card, scripted=own, points=-value.points)
    return Message.of(TIE, card=card, scripted=own, points=value.points)


def consequence(state: GameState, values: StepValues, action: int, scripted: int) -> Message:
    """What ``action`` costs against the lesson's card, in the learner's terms."""
    card = _card(state, card_of(state, action))
    value, best = values.values[action], values.values[scripted]
    if values.avoid:
        return Message.of(
            MORE_AVOID,
            card=card,
            more=best.points - value.points,
            value=-value.points,
            best=-best.points,
        )
    if abs(value.score - best.score) < 1e-6:
        return Message.of(
            FEWER, card=card, more=best.points - value.points, value=value.points, best=best.points
        )
    if best.score > 0 >= value.score:
        if not values.counts_points:
            return Message.of(LOSES_PLAIN, card=card)
        return Message.of(LOSES, card=card, value=value.points, best=best.points)
    if _skat_defender(state, values.seat):
        return Message.of(
            DECLARER_MORE,
            card=card,
            value=_number(-value.score),
            best=_number(-best.score),
            taken=value.points,
            most=best.points,
        )
    if not values.counts_points:
        return Message.of(
            LOWER_PLAIN, card=card, value=_number(value.score), best=_number(best.score)
        )
    return Message.of(
        LOWER,
        card=card,
        value=_number(value.score),
        best=_number(best.score),
        taken=value.points,
        most=best.points,
    )


def equivalent(state: GameState, seat: int, a: Card, b: Card) -> bool:
    """Whether cards ``a`` and ``b`` of ``seat``'s hand cannot end the deal differently: the
    same class of the order in force (a trump with a trump, a suit with its suit), the same
    card points, and no card another player still holds lying between them.

    Touching cards of equal worth, such as two Unter side by side in a Wenz or the ♣J and
    ♠J when no other jack is out, are equivalent.
    """
    if a == b:
        return True
    rules = state.sort_rules()
    if rules is None or rules.follow_class[a] != rules.follow_class[b]:
        return False
    if CARD_POINTS[a] != CARD_POINTS[b]:
        return False
    low, high = sorted((rules.power[a], rules.power[b]))
    klass = rules.follow_class[a]
    for other in range(state.num_players):
        if other == seat:
            continue
        for card in state.hand(other) or ():
            if rules.follow_class[card] == klass and low < rules.power[card] < high:
                return False
    return True


def deal_verdicts(
    goal: Mapping[int, Verdict],
    values: StepValues | None,
    state: GameState,
    seat: int,
    scripted: int,
) -> dict[int, Verdict]:
    """The step's verdicts: the goal's (``goal``, every legal action) for what is no card
    to a trick, the deal's (``values``) for every card; with no values, the goal's, and a
    card equivalent to the scripted one right too."""
    out = dict(goal)
    if values is None:
        own = card_of(state, scripted)
        for action, verdict in goal.items():
            if action == scripted or verdict.met or action not in _plays(state):
                continue
            if equivalent(state, seat, card_of(state, action), own):
                reason = Message.of(
                    TWIN, card=_card(state, card_of(state, action)), scripted=_card(state, own)
                )
                out[action] = Verdict(action, True, reason)
        return out
    mine: CardValue = values.values[scripted]
    for action, value in values.values.items():
        verdict = goal[action]
        if action == scripted:
            out[action] = replace(verdict, met=True, value=value)
        elif same(value, mine) or value > mine:
            tie = tie_reason(state, values, action, scripted)
            if verdict.met:
                out[action] = Verdict(action, True, verdict.reason, (tie,), value)
            else:
                out[action] = Verdict(action, True, tie, (), value)
        else:
            lost = consequence(state, values, action, scripted)
            rule = () if verdict.met else (verdict.reason,)
            out[action] = Verdict(action, False, lost, rule, value)
    return out


def _plays(state: GameState) -> frozenset[int]:
    from .values import card_plays

    return frozenset(card_plays(state))


__all__ = [
    "CONSEQUENCE_CODES",
    "TIE_CODES",
    "consequence",
    "deal_verdicts",
    "equivalent",
    "tie_reason",
]
