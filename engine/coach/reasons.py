"""Why the coach recommends an action: one or two facts of the position, as messages.

Every reason is a :class:`~stammtisch.engine.messages.Message` with a
``coach.*`` code, built from what the deciding seat knows: its hand, the trick
on the table, the cards still out (the AI's :class:`~stammtisch.engine.ai.PlayInfo`),
and the evaluation of the alternatives.  Nothing is English glued together:
the desktop translates each code, cards and suits are typed arguments.

>>> from stammtisch.engine.cards import parse_card as c
>>> from stammtisch.engine.tricks import TrickRules
>>> grand = TrickRules.build([c("CJ"), c("SJ"), c("HJ"), c("DJ")], "ATKQ987")
>>> beaten_by_unseen(grand, [c("HA")], c("HJ"), [c("CJ"), c("H7")])
True
>>> beaten_by_unseen(grand, [c("HA")], c("CJ"), [c("SJ"), c("H7")])
False
"""

from __future__ import annotations

from collections.abc import Sequence

from ..ai.knowledge import Goal, PlayInfo
from ..cards import CARD_POINTS, Card
from ..messages import CardArg, CardsArg, Count, Message, NumberArg, SuitArg, declare
from ..state import GameState
from ..tricks import TRUMP, TrickRules

ONLY_CARD = declare("coach.only_card", "{card} is your only legal card.", card=CardArg)
MUST_FOLLOW = declare(
    "coach.must_follow",
    "You must follow {suit}; {card} is the one to play.",
    suit=SuitArg,
    card=CardArg,
)
MUST_FOLLOW_TRUMP = declare(
    "coach.must_follow_trump",
    "You must follow trump; {card} is the one to play.",
    card=CardArg,
)
CALLED_ACE = declare(
    "coach.called_ace",
    "You must play the called ace {card} when its suit is led.",
    card=CardArg,
)
WINS_SURE = declare(
    "coach.wins_sure",
    "{card} wins this trick for sure: no card still out beats it. The trick holds {points} points.",
    one="{card} wins this trick for sure: no card still out beats it. The trick holds {points} point.",
    card=CardArg,
    points=Count,
)
WINS_NOW = declare(
    "coach.wins_now",
    "{card} takes the lead in this trick ({points} points so far).",
    one="{card} takes the lead in this trick ({points} point so far).",
    card=CardArg,
    points=Count,
)
TRUMPS_IN = declare(
    "coach.trumps_in",
    "You have no {suit}: {card} is trump and takes the trick.",
    suit=SuitArg,
    card=CardArg,
)
ALWAYS_TRUMP = declare(
    "coach.always_trump", "{card} is trump in this game, whatever its suit.", card=CardArg
)
PARTNER_WINS = declare(
    "coach.partner_wins",
    "Your partner is winning this trick: {card} adds {points} points to it.",
    one="Your partner is winning this trick: {card} adds {points} point to it.",
    card=CardArg,
    points=Count,
)
KEEPS = declare(
    "coach.keeps",
    "{card} gives this trick up cheaply and keeps your {kept} for a later trick.",
    card=CardArg,
    kept=CardArg,
)
CHEAPEST = declare(
    "coach.cheapest",
    "You cannot win this trick: {card} is the card you can best spare.",
    card=CardArg,
)
AVOID = declare(
    "coach.avoid",
    "{card} stays under the trick: in this game every point you take counts against you.",
    card=CardArg,
)
NULL_DUCK = declare(
    "coach.null_duck",
    "{card} stays under the trick: the Null declarer must not take a single trick.",
    card=CardArg,
)
NULL_FORCE = declare(
    "coach.null_force",
    "{card} is led to make the Null declarer take a trick.",
    card=CardArg,
)
NULL_UNDER = declare(
    "coach.null_under",
    "{card} stays under the declarer's card: in a Null the defenders want the declarer to"
    " take a trick.",
    card=CardArg,
)
NULL_DEFEND = declare(
    "coach.null_defend",
    "{card}: in a Null the defenders win as soon as the declarer takes a trick.",
    card=CardArg,
)
NULL_LEAD = declare(
    "coach.null_lead",
    "Leading {card}: {count} higher cards of its suit are still out.",
    card=CardArg,
    count=int,
)
MUST_BEAT = declare(
    "coach.must_beat",
    "Every card you may play beats the trick so far: {card} is the one to play.",
    card=CardArg,
)
LEAD_TOP = declare(
    "coach.lead_top",
    "{card} is the highest {suit} still out: leading it should take the trick.",
    card=CardArg,
    suit=SuitArg,
)
LEAD_TOP_TRUMP = declare(
    "coach.lead_top_trump",
    "{card} is the highest trump still out: leading it draws the others' trumps.",
    card=CardArg,
)
DRAW_TRUMPS = declare(
    "coach.draw_trumps",
    "Leading trump draws the opponents' trumps: {count} trumps are still out.",
    one="Leading trump draws the opponents' trumps: {count} trump is still out.",
    count=Count,
)
LEAD_CHEAP = declare(
    "coach.lead_cheap",
    "{card} is a cheap lead: it risks only {points} points.",
    one="{card} is a cheap lead: it risks only {points} point.",
    card=CardArg,
    points=Count,
)
BEST_VALUE = declare(
    "coach.best_value",
    "{action} scores {value} on average; the next best, {other}, scores {other_value}.",
    action=Message,
    value=NumberArg,
    other=Message,
    other_value=NumberArg,
)
BEST_WIN = declare(
    "coach.best_win",
    "{action} scores {value} on average and wins the deal {percent}% of the time.",
    action=Message,
    value=NumberArg,
    percent=int,
)
SAY_NOTHING = declare(
    "coach.say_nothing",
    "Saying nothing scores {value} on average; the best thing to say, {other}, scores {other_value}.",
    value=NumberArg,
    other=Message,
    other_value=NumberArg,
)
OVER_NOTHING = declare(
    "coach.over_nothing",
    "{action} scores {value} on average; saying nothing scores {other_value}.",
    action=Message,
    value=NumberArg,
    other_value=NumberArg,
)
ONLY_CHOICE = declare("coach.only_choice", "{action} is the only choice here.", action=Message)
SAME_CARDS = declare(
    "coach.same_cards",
    "{cards} are the same card here: no card still out lies between them, so either takes"
    " exactly the tricks the other would.",
    cards=CardsArg,
)
TIED_CARDS = declare(
    "coach.tied_cards",
    "{cards} are equally good here: on the deals looked at they score within the search's"
    " margin (±{margin}) of each other.",
    cards=CardsArg,
    margin=NumberArg,
)
TIED_CARDS_EQUAL = declare(
    "coach.tied_cards_equal",
    "{cards} score the same here on the deals looked at.",
    cards=CardsArg,
)
TIED_EQUAL = declare(
    "coach.tied_equal",
    "{count} choices score the same here on the deals looked at.",
    count=int,
)
TIED = declare(
    "coach.tied",
    "{count} choices are equally good here: on the deals looked at they score within the"
    " search's margin (±{margin}) of each other.",
    count=int,
    margin=NumberArg,
)


def beaten_by_unseen(
    rules: TrickRules,
    trick: Sequence[Card],
    card: Card,
    unseen: Sequence[Card],
    later_equal_wins: int = 0,
) -> bool:
    """Whether some card still out could beat ``card`` played to ``trick`` (voids ignored)."""
    cards = [*trick, card]
    pos = len(cards) - 1
    if rules.winner(cards, later_equal_wins) != pos:
        return True
    return any(rules.winner([*cards, u], later_equal_wins) == pos + 1 for u in unseen)


def _points(cards: Sequence[Card]) -> int:
    return sum(CARD_POINTS[c] for c in cards)


def card_reasons(
    info: PlayInfo,
    legal: Sequence[int],
    card: Card,
    called: Card | None = None,
    known: GameState | None = None,
) -> list[Message]:
    """One or two facts that speak for playing ``card`` (one of ``legal``) in ``info``.

    Each is a fact of the position under this contract: no trumps and no card points in
    a Null, where a defender wants the declarer to take a trick (``known``, the seat's
    state, tells which cards of the Null declarer lie open on the table).
    """
    rules = info.rules
    cards = [a for a in legal if a < 32]
    trick = [c for _, c in info.trick]
    out: list[Message] = []
    lead = info.lead
    if called is not None and card == called and lead is not None and len(cards) == 1:
        out.append(Message.of(CALLED_ACE, card=CardArg(card)))
    elif len(cards) == 1:
        out.append(Message.of(ONLY_CARD, card=CardArg(card)))
    if lead is None:
        out.extend(_lead_reasons(info, card, known))
        return out[:2]
    here = [*trick, card]
    winner_now = rules.winner(trick, info.later_equal_wins)
    leader_seat = info.trick[winner_now][0]
    takes = rules.winner(here, info.later_equal_wins) == len(trick)
    beating = [c for c in cards if rules.winner([*trick, c], info.later_equal_wins) == len(trick)]
    null = info.goal in (Goal.NULL_DECLARER, Goal.NULL_DEFENDER)
    if info.goal in (Goal.AVOID, Goal.NULL_DECLARER):
        if not takes:
            code = AVOID if info.goal is Goal.AVOID else NULL_DUCK
            out.append(Message.of(code, card=CardArg(card)))
        elif len(beating) == len(cards) and len(cards) > 1:
            out.append(Message.of(MUST_BEAT, card=CardArg(card)))
    elif info.goal is Goal.NULL_DEFENDER:
        if not takes and info.declarer is not None and leader_seat == info.declarer:
            out.append(Message.of(NULL_UNDER, card=CardArg(card)))
        else:
            out.append(Message.of(NULL_DEFEND, card=CardArg(card)))
    elif takes:
        points = _points(here)
        later = info.still_to_play()
        sure = not later or not beaten_by_unseen(
            rules, trick, card, info.unseen, info.later_equal_wins
        )
        if sure:
            out.append(Message.of(WINS_SURE, card=CardArg(card), points=points))
        else:
            out.append(Message.of(WINS_NOW, card=CardArg(card), points=points))
        led_class = rules.follow_class[lead]
        if rules.is_trump(card) and led_class != TRUMP and len(out) < 2:
            if (card >> 3) == led_class:
                out.append(Message.of(ALWAYS_TRUMP, card=CardArg(card)))
            elif sure:
                out.append(Message.of(TRUMPS_IN, suit=SuitArg(led_class), card=CardArg(card)))
    elif info.team[leader_seat] == 1 and leader_seat != info.seat:
        out.append(Message.of(PARTNER_WINS, card=CardArg(card), points=CARD_POINTS[card]))
    elif beating:
        kept = max(beating, key=lambda c: (rules.power[c], CARD_POINTS[c]))
        out.append(Message.of(KEEPS, card=CardArg(card), kept=CardArg(kept)))
    else:
        out.append(Message.of(CHEAPEST, card=CardArg(card)))
    if len(out) < 2 and len(cards) > 1:
        led_class = rules.follow_class[lead]
        if rules.follow_class[card] == led_class and any(
            rules.follow_class[c] != led_class for c in info.hand
        ):
            if led_class == TRUMP and not null:
                out.append(Message.of(MUST_FOLLOW_TRUMP, card=CardArg(card)))
            elif led_class != TRUMP:
                out.append(Message.of(MUST_FOLLOW, suit=SuitArg(led_class), card=CardArg(card)))
    return out[:2]


def declarer_may_hold(info: PlayInfo, klass: int, known: GameState | None) -> bool:
    """Whether the declarer may still hold a card of follow class ``klass``, as ``info``'s seat
    knows it: a card of it it has not seen, and no show-out; or one of the declarer's cards
    lying open on the table (a Null ouvert)."""
    d = info.declarer
    if d is None:
        return True
    if known is not None:
        shown = dict(known.revealed(info.seat)).get(d, ())
        if shown:  # an open hand, as declared: what it still holds is known
            return any(info.rules.follow_class[c] == klass for c in shown if c not in info.played)
    if info.voids[d] >> klass & 1:
        return False
    return any(info.rules.follow_class[u] == klass for u in info.unseen)


def _lead_reasons(info: PlayInfo, card: Card, known: GameState | None = None) -> list[Message]:
    rules = info.rules
    out: list[Message] = []
    klass = rules.follow_class[card]
    higher_out = [
        u
        for u in info.unseen
        if rules.follow_class[u] == klass and rules.power[u] > rules.power[card]
    ]
    if info.goal is Goal.NULL_DEFENDER:
        if declarer_may_hold(info, klass, known):
            return [Message.of(NULL_FORCE, card=CardArg(card))]
        return [Message.of(NULL_LEAD, card=CardArg(card), count=len(higher_out))]
    if info.goal is Goal.NULL_DECLARER:
        return [Message.of(NULL_LEAD, card=CardArg(card), count=len(higher_out))]
    if info.goal is Goal.AVOID:
        return [Message.of(LEAD_CHEAP, card=CardArg(card), points=CARD_POINTS[card])]
    if not higher_out:
        if klass == TRUMP:
            out.append(Message.of(LEAD_TOP_TRUMP, card=CardArg(card)))
        else:
            out.append(Message.of(LEAD_TOP, card=CardArg(card), suit=SuitArg(klass)))
    if klass == TRUMP and (info.declarer is None or info.team[info.declarer] == 1):
        still = sum(1 for u in info.unseen if rules.is_trump(u))
        if still:
            out.append(Message.of(DRAW_TRUMPS, count=still))
    if not out:
        out.append(Message.of(LEAD_CHEAP, card=CardArg(card), points=CARD_POINTS[card]))
    return out[:2]


def value_text(value: float) -> NumberArg:
    """An expected score as players read it: one decimal, with its sign.

    >>> str(value_text(12.345)), str(value_text(-3.0)), str(value_text(0.04))
    ('+12.3', '-3.0', '+0.0')
    """
    return NumberArg(value, 1, signed=True)


def out_of_turn_reason(
    best: tuple[Message, float] | None, second: tuple[Message, float] | None, nothing: float
) -> Message:
    """The evaluation of an out-of-turn choice, where one option is to say nothing
    (``best`` None: saying nothing is best, ``second`` the best word)."""
    if best is None:
        assert second is not None
        return Message.of(
            SAY_NOTHING,
            value=value_text(nothing),
            other=second[0],
            other_value=value_text(second[1]),
        )
    return Message.of(
        OVER_NOTHING, action=best[0], value=value_text(best[1]), other_value=value_text(nothing)
    )


def tie_reason(
    action: int, ties: Sequence[tuple[int, float | None, tuple[int, ...]]]
) -> Message | None:
    """What the first rows have in common when more than one is as good as the best (``ties``:
    each tied row's action, margin and the actions that are the same card): they are the
    same card, or the search cannot tell them apart and the rule of thumb chose; ``None``
    when ``action`` ties with nothing."""
    if len(ties) < 2:
        return None
    same = {action, *next((s for a, _, s in ties if a == action), ())}
    actions = [a for a, _, _ in ties]
    if set(actions) <= same and all(a < 32 for a in actions):
        return Message.of(SAME_CARDS, cards=CardsArg(tuple(sorted(actions))))
    widest = max((m or 0.0) for _, m, _ in ties)
    cards = all(a < 32 for a in actions)
    if widest < 0.05:  # the margin reads 0.0: the values are the same
        if cards:
            return Message.of(TIED_CARDS_EQUAL, cards=CardsArg(tuple(actions)))
        return Message.of(TIED_EQUAL, count=len(actions))
    margin = NumberArg(widest, 1)
    if cards:
        return Message.of(TIED_CARDS, cards=CardsArg(tuple(actions)), margin=margin)
    return Message.of(TIED, count=len(actions), margin=margin)


def value_reason(
    label: Message, value: float, win: float | None, other: tuple[Message, float] | None
) -> Message:
    """The evaluation itself as a reason: the best action's score against the next best (or,
    when the next best scored more in the sampled deals, within the search's noise, its win
    chance: a "next best" that scores more would read as a contradiction)."""
    if other is not None and (other[1] <= value or win is None):
        return Message.of(
            BEST_VALUE,
            action=label,
            value=value_text(value),
            other=other[0],
            other_value=value_text(other[1]),
        )
    if win is not None:
        return Message.of(BEST_WIN, action=label, value=value_text(value), percent=round(100 * win))
    return Message.of(ONLY_CHOICE, action=label)


__all__ = [
    "beaten_by_unseen",
    "card_reasons",
    "declarer_may_hold",
    "out_of_turn_reason",
    "tie_reason",
    "value_reason",
    "value_text",
]
