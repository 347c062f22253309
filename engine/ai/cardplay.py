"""Rules of thumb for playing a card to a trick, for any of the games.

:func:`card_scores` rates every legal card from a :class:`PlayInfo` (what the
seat knows): the chance that its side takes the trick, what the trick will
be worth, and what the card would still be worth later (a top trump, an ace
that is a sure trick).  The scores are expected card points gained for the
side (higher is better); Beginner adds noise to them, Standard takes the best.

The chance that a later player beats a card is estimated from the cards the
seat has not seen, the voids the others have shown and how many cards they
still hold (a hypergeometric guess; see :func:`holds_any`).

>>> holds_any(0, 10, 5)
0.0
>>> round(holds_any(2, 10, 5), 3)   # 2 dangerous cards among 10 unseen, the player holds 5
0.778
"""

from __future__ import annotations

from collections.abc import Sequence
from math import comb

from ..cards import CARD_POINTS, Card
from ..tricks import TRUMP, TrickRules
from .knowledge import Goal, PlayInfo

AVERAGE_ADDED = 3.0
"""Card points a later player adds to a trick on average (a rough constant)."""


def holds_any(dangerous: int, unseen: int, hand: int) -> float:
    """Chance that a hand of ``hand`` cards drawn from ``unseen`` holds one of ``dangerous`` cards."""
    if dangerous <= 0 or hand <= 0:
        return 0.0
    if unseen <= 0 or dangerous >= unseen or hand > unseen - dangerous:
        return 1.0
    return 1.0 - comb(unseen - dangerous, hand) / comb(unseen, hand)


def _beats(rules: TrickRules, card: Card, best: Card, lew: int) -> bool:
    return rules.beats(card, best) or (card == best and bool(lew >> card & 1))


class _Table:
    """Facts about the current trick shared by all candidate cards."""

    def __init__(self, info: PlayInfo) -> None:
        self.info = info
        rules = info.rules
        self.rules = rules
        self.lead_class = rules.follow_class[info.trick[0][1]] if info.trick else -1
        best_seat = -1
        best: Card = -1
        for seat, card in info.trick:
            if best < 0 or _beats(rules, card, best, info.later_equal_wins):
                best, best_seat = card, seat
        self.best = best
        self.best_seat = best_seat
        self.points = sum(CARD_POINTS[c] for _, c in info.trick)
        self.after = info.still_to_play()
        unseen = list(info.unseen)
        self.unseen = unseen
        self.unseen_count = max(1, len(unseen))
        # cards each later player still holds
        self.hand_left = len(info.hand) - 1
        self.class_count = [0] * 5
        for c in unseen:
            self.class_count[rules.follow_class[c]] += 1

    def team(self, seat: int) -> float:
        """1 for my side, -1 for the other, in between while unknown."""
        t = self.info.team[seat]
        if t:
            return float(t)
        hint = self.info.partner_hint.get(seat)
        if hint is not None:
            return 2.0 * hint - 1.0
        return -0.3

    def void_prob(self, seat: int, klass: int) -> float:
        if self.info.voids[seat] >> klass & 1:
            return 1.0
        return 1.0 - holds_any(self.class_count[klass], self.unseen_count, self._held(seat))

    def _held(self, seat: int) -> int:
        # players after me in this trick still hold as many cards as I do now
        return len(self.info.hand)

    def beat_chance(self, card: Card, lead_class: int, seat: int) -> float:
        """Chance that ``seat`` (still to play) can beat ``card`` in a trick led in ``lead_class``."""
        rules = self.rules
        info = self.info
        if info.voids[seat] >> lead_class & 1:
            p_follow = 0.0
            void_lead = 1.0
        else:
            higher = sum(
                1
                for u in self.unseen
                if rules.follow_class[u] == lead_class
                and _beats(rules, u, card, info.later_equal_wins)
            )
            held = self._held(seat)
            p_follow = holds_any(higher, self.unseen_count, held)
            void_lead = self.void_prob(seat, lead_class)
        p_trump = 0.0
        if lead_class != TRUMP and not info.voids[seat] >> TRUMP & 1:
            trumps = sum(
                1
                for u in self.unseen
                if rules.follow_class[u] == TRUMP and _beats(rules, u, card, info.later_equal_wins)
            )
            p_trump = void_lead * holds_any(trumps, self.unseen_count, self._held(seat))
        return 1.0 - (1.0 - p_follow) * (1.0 - p_trump)

    def survive(self, card: Card, lead_class: int, seats: Sequence[int], against: float) -> float:
        """Chance that no seat in ``seats`` whose team sign is against ``against`` beats ``card``."""
        p = 1.0
        for s in seats:
            t = self.team(s)
            weight = max(0.0, -t * against) if against else 1.0
            if weight > 0:
                p *= 1.0 - weight * self.beat_chance(card, lead_class, s)
        return p


def keep_value(info: PlayInfo, card: Card) -> float:
    """What ``card`` is still worth in the hand: trump control, a sure trick later."""
    rules = info.rules
    klass = rules.follow_class[card]
    higher_out = 0
    same_class_out = 0
    for u in info.unseen:
        if rules.follow_class[u] == klass:
            same_class_out += 1
            if rules.beats(u, card):
                higher_out += 1
    if klass == TRUMP:
        return 4.0 / (1 + higher_out) + 1.5
    if higher_out == 0 and same_class_out > 0:
        return 5.0
    return 0.0


def card_scores(info: PlayInfo, legal: Sequence[Card]) -> dict[Card, float]:
    """A preference for every legal card (higher is better), in card points for the side."""
    if info.goal is Goal.AVOID:
        return _avoid_scores(info, legal)
    if info.goal in (Goal.NULL_DECLARER, Goal.NULL_DEFENDER):
        return _null_scores(info, legal)
    return _points_scores(info, legal)


def _points_scores(info: PlayInfo, legal: Sequence[Card]) -> dict[Card, float]:
    table = _Table(info)
    rules = info.rules
    out: dict[Card, float] = {}
    n_after = len(table.after)
    mine_trumps = sum(1 for c in info.hand if rules.follow_class[c] == TRUMP)
    unseen_trumps = table.class_count[TRUMP]
    for card in legal:
        pts = CARD_POINTS[card]
        value = table.points + pts + AVERAGE_ADDED * n_after
        if not info.trick:
            lead_class = rules.follow_class[card]
            p = table.survive(card, lead_class, table.after, 1.0)
            # a later partner may still take it
            ev = (2 * p - 1) * value
            if lead_class == TRUMP:
                # drawing trumps pays when we hold most of them
                if info.team[info.seat] == 1 and mine_trumps >= unseen_trumps and unseen_trumps:
                    ev += 4.0
                elif mine_trumps <= 2:
                    ev -= 3.0
            ev -= 0.6 * keep_value(info, card) * (1.0 if p > 0.5 else 0.4)
        else:
            lead_class = table.lead_class
            if _beats(rules, card, table.best, info.later_equal_wins):
                p = table.survive(card, lead_class, table.after, 1.0)
                friend_before = table.team(table.best_seat)
                if friend_before > 0.5:
                    # overtaking a partner: only worth it when the partner's card is in danger
                    p_partner = table.survive(table.best, lead_class, table.after, 1.0)
                    p = max(p, p_partner)
                    ev = (2 * p - 1) * value - 0.8 * keep_value(info, card) - 1.0
                else:
                    ev = (2 * p - 1) * value - 0.6 * keep_value(info, card) * (0.5 + 0.5 * p)
            else:
                t = table.team(table.best_seat)
                if t > 0:
                    p = table.survive(table.best, lead_class, table.after, 1.0)
                    p = 0.5 + 0.5 * t * (2 * p - 1) if t < 1 else p
                else:
                    # an opponent holds the trick; a later partner may still take it
                    partners_after = [s for s in table.after if table.team(s) > 0]
                    p = 0.0
                    if partners_after:
                        p = 0.35 * (1.0 - table.survive(table.best, lead_class, partners_after, 0))
                ev = (2 * p - 1) * value - 0.3 * keep_value(info, card)
        out[card] = ev
    return out


def _avoid_scores(info: PlayInfo, legal: Sequence[Card]) -> dict[Card, float]:
    """Every player alone, fewest points wins: duck tricks, shed dangerous high cards."""
    table = _Table(info)
    rules = info.rules
    out: dict[Card, float] = {}
    for card in legal:
        pts = CARD_POINTS[card]
        value = table.points + pts + AVERAGE_ADDED * len(table.after)
        if not info.trick:
            p = table.survive(card, rules.follow_class[card], table.after, 0)
        elif _beats(rules, card, table.best, info.later_equal_wins):
            p = table.survive(card, table.lead_class, table.after, 0)
        else:
            p = 0.0
        danger = keep_value(info, card)
        # taking the trick costs its points; shedding a card that would win later is good
        out[card] = -p * value + (1 - p) * (0.8 * danger + 0.3 * pts)
    return out


def _null_scores(info: PlayInfo, legal: Sequence[Card]) -> dict[Card, float]:
    table = _Table(info)
    rules = info.rules
    out: dict[Card, float] = {}
    declarer = info.declarer
    for card in legal:
        power_rank = rules.power[card] / 60.0
        if info.goal is Goal.NULL_DECLARER:
            if not info.trick:
                p = table.survive(card, rules.follow_class[card], table.after, 0)
            elif _beats(rules, card, table.best, info.later_equal_wins):
                p = table.survive(card, table.lead_class, table.after, 0)
            else:
                p = 0.0
            # never take a trick; shed high cards while it is safe
            out[card] = -100.0 * p + (1 - p) * power_rank
        else:
            declarer_after = declarer is not None and declarer in table.after
            if info.trick and table.best_seat == declarer:
                beats = _beats(rules, card, table.best, info.later_equal_wins)
                out[card] = (-50.0 if beats else 0.0) + power_rank
            elif declarer_after:
                out[card] = -power_rank
            else:
                out[card] = -power_rank * 0.5
    return out


__all__ = ["card_scores", "holds_any", "keep_value"]
