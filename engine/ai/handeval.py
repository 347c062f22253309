"""Hand features shared by the games' evaluators: trumps, top trumps, side aces, voids.

A declarer's chance in a trump game depends mostly on the same few things in
every game here: how many trumps, how many of the top ones, the runs from
the top, the aces (and guarded tens) outside trumps, and the suits it is
void in.  :func:`trump_features` computes them for any
:class:`~stammtisch.engine.tricks.TrickRules`; each game fits its own
weights (a logistic model) to simulated deals, and :func:`logistic` turns
weights and features into a chance.

>>> from stammtisch.engine.cards import parse_cards
>>> from stammtisch.engine.tricks import TrickRules
>>> rules = TrickRules.build(parse_cards("CQ SQ HQ DQ CJ SJ HJ DJ HA HT HK H9 H8 H7"), "ATK987")
>>> trump_features(parse_cards("CQ SQ DJ HA H7 CA CT S9"), rules)
(5.0, 2.0, 2.0, 2.22..., 1.0, 1.0, 1.0, 2.0, 0.0, 4.0)
>>> round(logistic((0.0, 1.0), (0.0,)), 2)
0.5
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..cards import CARD_POINTS, Card
from ..tricks import TRUMP, TrickRules

FEATURE_NAMES = (
    "trumps",
    "top4",
    "run",
    "trump_power",
    "side_aces",
    "guarded_tens",
    "side_voids",
    "side_suits",
    "loose_tens",
    "points",
)


def trump_features(hand: Sequence[Card], rules: TrickRules) -> tuple[float, ...]:
    """The features of a hand (cards, repeats allowed) for a game with ``rules``.

    trumps; how many of the four highest trumps; the run from the top; trump
    power (each trump counts by its place from the top, 1 for the highest);
    side aces; side tens guarded by their ace; side suits void; side suits
    held; side tens alone or with one card; card points / 10.
    """
    order = rules.trump_order
    place = {c: i for i, c in enumerate(order)}
    held = sorted(place[c] for c in hand if rules.follow_class[c] == TRUMP)
    top4 = sum(1 for p in held if p < 4)
    run = 0
    have = set(held)
    while run in have:
        run += 1
    power = sum(1.0 / (1.0 + 0.5 * p) for p in held)
    side_aces = guarded = voids = suits = loose = 0
    for suit in range(4):
        cards = [c for c in hand if rules.follow_class[c] == suit]
        if not rules.class_masks[suit]:
            continue
        if not cards:
            voids += 1
            continue
        suits += 1
        ranks = {c & 7 for c in cards}
        if 0 in ranks:  # ace
            side_aces += 1 + (sum(1 for c in cards if c & 7 == 0) - 1)
            if 4 in ranks:
                guarded += 1
        elif 4 in ranks and len(cards) <= 2:
            loose += 1
    points = sum(CARD_POINTS[c] for c in hand) / 10.0
    return (
        float(len(held)),
        float(top4),
        float(run),
        power,
        float(side_aces),
        float(guarded),
        float(voids),
        float(suits),
        float(loose),
        points,
    )


def logistic(weights: Sequence[float], x: Sequence[float]) -> float:
    """The chance ``1 / (1 + exp(-(w0 + w·x)))`` (weights: intercept first)."""
    z = weights[0] + sum(w * v for w, v in zip(weights[1:], x, strict=False))
    if z > 30:
        return 1.0
    if z < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-z))


LOGIT_BOUND = 6.0
"""Chances are recalibrated from logits within ±6 (0.25 % .. 99.75 %): a model's
certainty beyond that is not measured."""


def recalibrate(p: float, scale: float, shift: float) -> float:
    """The chance ``p`` of a model recalibrated on the outcomes of the declarations it made
    (Platt scaling: ``1 / (1 + exp(-(scale * logit(p) + shift)))``); 0 stays 0 (a
    declaration the teacher's rules forbid).

    >>> recalibrate(0.5, 1.0, 0.0), recalibrate(0.0, 0.5, 1.0)
    (0.5, 0.0)
    >>> round(recalibrate(0.9, 0.5, 0.0), 3)  # an over-confident 90 % is a 75 % chance
    0.75
    """
    if p <= 0.0:
        return 0.0
    z = LOGIT_BOUND if p >= 1.0 else math.log(p / (1.0 - p))
    z = max(-LOGIT_BOUND, min(LOGIT_BOUND, z))
    return 1.0 / (1.0 + math.exp(-(scale * z + shift)))


def tricks_from_plays(plays: Sequence[tuple[int, Card]], size: int) -> list[tuple[int, list[Card]]]:
    """Group card plays ``(seat, card)`` into tricks of ``size`` cards: ``(leader, cards)``."""
    out: list[tuple[int, list[Card]]] = []
    for i in range(0, len(plays), size):
        chunk = plays[i : i + size]
        out.append((chunk[0][0], [c for _, c in chunk]))
    return out


__all__ = [
    "FEATURE_NAMES",
    "LOGIT_BOUND",
    "logistic",
    "recalibrate",
    "tricks_from_plays",
    "trump_features",
]
