"""Fast simulated card play on an open-hand position (the search players' rollouts).

When a position has too many cards left to solve exactly within the budget,
the Strong player plays it out with :func:`greedy_playout`: every seat sees
every hand and follows simple rules (take a trick it can keep when the trick
is worth having, smear points onto a partner's safe trick, otherwise shed its
cheapest card), with a little randomness.  It runs on bit masks, far faster
than the games' own states.

>>> from stammtisch.engine.cards import parse_cards
>>> from stammtisch.engine.tricks import TrickRules
>>> from stammtisch.engine.ai.knowledge import TrickPosition
>>> import random
>>> grand = TrickRules.build(parse_cards("CJ SJ HJ DJ"), "ATKQ987")
>>> pos = TrickPosition(rules=grand, hands=(tuple(parse_cards("CJ HA")), tuple(parse_cards("HT H7")),
...     tuple(parse_cards("HK SA"))), players=(0, 1, 2), leader=0, trick=(), side=(0, 1, 1))
>>> greedy_playout(pos, random.Random(1), epsilon=0.0)
38
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..cards import Card
from ..tricks import TRUMP
from .knowledge import TrickPosition


def called_legal(
    hand: int,
    trick: Sequence[Card],
    called: Card,
    follow: Sequence[int],
    cmask: Sequence[int],
    runaway: int,
) -> int:
    """The cards the holder of a called ace may play (see ``TrickPosition.called_card``)."""
    klass = follow[called]
    suit = hand & cmask[klass]
    bit = 1 << called
    if not trick:
        if suit.bit_count() >= runaway:
            return hand
        return hand & ~(suit & ~bit)
    lead = follow[trick[0]]
    if lead == klass:
        return bit
    same = hand & cmask[lead]
    legal = same if same else hand
    if legal != bit:
        legal &= ~bit
    return legal


def _cards(mask: int) -> list[Card]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def greedy_payoff(
    pos: TrickPosition, rng: random.Random, first: Card | None = None, epsilon: float = 0.08
) -> float:
    """The asking seat's payoff after :func:`greedy_playout` (with the extras, when any)."""
    net: list[int] = []
    value = greedy_playout(pos, rng, first, epsilon, net)
    return pos.payoff(value, pos.extras_taken + sum(net))


def greedy_playout(
    pos: TrickPosition,
    rng: random.Random,
    first: Card | None = None,
    epsilon: float = 0.08,
    extras: list[int] | None = None,
) -> int:
    """Play ``pos`` out with the greedy rules; the final value side 0 ends with (``taken`` included).

    With ``pos.extras``, side 0's net extras of each trick are appended to ``extras``.

    ``first`` is the card the seat to move plays first (it must be legal).
    """
    rules = pos.rules
    follow = rules.follow_class
    power = rules.power
    cmask = rules.class_masks
    values = pos.card_values
    players = pos.players
    n = len(players)
    hands = [0] * n
    dbl = [0] * n
    for i, s in enumerate(players):
        for c in pos.hands[s]:
            bit = 1 << c
            if hands[i] & bit:
                dbl[i] |= bit
            else:
                hands[i] |= bit
    side = [pos.side[s] for s in players]
    lew = pos.later_equal_wins
    leader = players.index(pos.leader)
    trick: list[Card] = list(pos.trick)
    total = pos.taken
    cards_left = sum(len(pos.hands[s]) for s in players) + len(trick)
    tricks_left = cards_left // n
    forced = first

    def beats(c: Card, best: Card, last: bool) -> bool:
        fc = follow[c]
        fb = follow[best]
        if fc == fb:
            if power[c] > power[best]:
                return True
            return c == best and bool(lew >> c & 1) and (not last or pos.last_trick_equal_wins)
        return fc == TRUMP

    called = pos.called_card

    def legal(i: int) -> int:
        if called >= 0 and hands[i] >> called & 1:
            return called_legal(hands[i], trick, called, follow, cmask, pos.runaway_length)
        if not trick:
            return hands[i]
        same = hands[i] & cmask[follow[trick[0]]]
        return same if same else hands[i]

    while tricks_left > 0:
        last = tricks_left == 1
        while len(trick) < n:
            k = len(trick)
            i = (leader + k) % n
            options = _cards(legal(i))
            if forced is not None:
                card = forced
                forced = None
            elif len(options) == 1:
                card = options[0]
            elif epsilon and rng.random() < epsilon:
                card = options[rng.randrange(len(options))]
            else:
                card = _choose(i, options, trick, leader, n, hands, side, values, pos, beats, last)
            bit = 1 << card
            if dbl[i] & bit:
                dbl[i] ^= bit
            else:
                hands[i] ^= bit
            trick.append(card)
        best = trick[0]
        bi = 0
        for k in range(1, n):
            if beats(trick[k], best, last):
                best = trick[k]
                bi = k
        w = (leader + bi) % n
        val = pos.trick_value + sum(values[c] for c in trick)
        if last:
            val += pos.last_trick_bonus
        if side[w] == 0:
            total += val
        if extras is not None and pos.extras is not None:
            sides = [side[(leader + k) % n] for k in range(n)]
            extras.append(pos.extras.trick_net(trick, sides, bi, last, values))
        leader = w
        trick = []
        tricks_left -= 1
    return total


def _choose(
    i: int,
    options: list[Card],
    trick: list[Card],
    leader: int,
    n: int,
    hands: list[int],
    side: list[int],
    values: tuple[int, ...],
    pos: TrickPosition,
    beats: Callable[[Card, Card, bool], bool],
    last: bool,
) -> Card:
    """The greedy card of player ``i`` (every hand open)."""
    rules = pos.rules
    follow = rules.follow_class
    power = rules.power
    cmask = rules.class_masks
    my_side = side[i]
    k = len(trick)
    later = [(leader + j) % n for j in range(k + 1, n)]
    beat = beats

    def safe(card: Card, lead: Card) -> bool:
        """No later opponent can beat ``card`` (as the trick's best) in a trick led by ``lead``."""
        for j in later:
            if side[j] == my_side:
                continue
            h = hands[j]
            same = h & cmask[follow[lead]]
            resp = same if same else h
            while resp:
                low = resp & -resp
                if beat(low.bit_length() - 1, card, last):
                    return False
                resp ^= low
        return True

    def side_gain(v: int) -> int:
        # how much my side likes taking a trick of value v (side 0 maximises)
        return v if my_side == 0 else -v

    if k == 0:
        # lead a sure winner worth the most, else the cheapest card
        best_card = -1
        best_score = -(1 << 30)
        for c in options:
            if safe(c, c):
                score = side_gain(values[c] + pos.trick_value) * 4 + power[c] // 10
                if follow[c] == TRUMP:
                    score -= 2
            else:
                score = -abs(values[c]) * 4 - power[c] // 10 - 200
            if score > best_score:
                best_score, best_card = score, c
        return best_card
    lead = trick[0]
    best = trick[0]
    bi = 0
    for j in range(1, k):
        if beat(trick[j], best, last):
            best = trick[j]
            bi = j
    winner = (leader + bi) % n
    trick_value = pos.trick_value + sum(values[c] for c in trick)
    friend = side[winner] == my_side
    if friend and safe(best, lead):
        # smear: the card my side most likes to add (its value), without overtaking
        return max(
            options,
            key=lambda c: (not beat(c, best, last), side_gain(values[c]), -power[c]),
        )
    winners = [c for c in options if beat(c, best, last)]
    keep = [c for c in winners if safe(c, lead)]
    if keep and side_gain(trick_value + values[keep[0]]) >= 0:
        return max(keep, key=lambda c: (side_gain(values[c]), -power[c]))
    if not friend and winners and not keep and side_gain(trick_value) > 0 and not later:
        return min(winners, key=lambda c: power[c])
    # shed: the card my side least minds giving away
    return min(options, key=lambda c: (abs(values[c]), power[c]))


__all__ = ["called_legal", "greedy_payoff", "greedy_playout"]
