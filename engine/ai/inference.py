"""Weighting sampled deals by how likely the others' actions were in them.

A sampled deal agrees with everything a player saw, but not every such
deal is equally likely: an opponent who bid up to 48 probably holds a strong
hand.  :func:`action_log_weight` replays a sampled deal from its start and
adds, for every decision another player took (bids, declarations,
announcements; not card plays), the log of the chance the rule-of-thumb model
gives that decision with that player's cards in this deal.  Deals where the
others' actions would make no sense get little weight.

The weights are kept as logarithms and normalised against the largest
(:func:`normalised`): a long auction multiplies many small chances, and in
plain floating point every deal would end almost weightless.  How much the
weights still say is their *effective sample size* (Kish):
``(sum w)^2 / sum w^2``, between 1 (one deal carries everything) and the
number of deals (all equal).  When it falls below :data:`ESS_FLOOR` of the
deals, the weights are flattened, each raised to the power ``beta < 1``
(the largest that brings the effective sample size back to the floor);
``beta = 0`` is plain sampling, every deal counted alike.

>>> w, info = normalised([0.0, 0.0, 0.0, 0.0])
>>> w, info.ess, info.beta
([1.0, 1.0, 1.0, 1.0], 4.0, 1.0)
>>> w, info = normalised([0.0] + [-50.0] * 7)   # one deal of eight carries it all
>>> info.raw_ess, round(info.ess, 6) >= ESS_FLOOR * 8, 0.0 <= info.beta < 1.0
(1.0, True, True)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ..state import CHANCE, FIRST_NON_CARD_ACTION, GameState
from .knowledge import GameAdapter

WEIGHT_FLOOR = 0.02
"""The smallest chance one observed decision contributes (models are rough; never rule a deal out)."""

ESS_FLOOR = 0.25
"""The smallest effective sample size the weights may leave, as a share of the deals drawn
(at least one deal): below it they are flattened towards plain sampling."""


def action_log_weight(
    adapter: GameAdapter,
    sample: GameState,
    me: int,
    cache: dict[tuple[int, int, tuple[int, ...]], float] | None = None,
) -> float:
    """The log model likelihood of the other players' decisions in ``sample`` (0.0 when none).

    ``cache`` (one per view) keeps each decision's log chance by its place in the history
    and the cards the deciding seat held: deals drawn from one view that give a seat the
    same hand give its decisions the same chances (the model sees only that seat's cards
    and the public actions).
    """
    history = sample.history()
    if not any(actor not in (CHANCE, me) and a >= FIRST_NON_CARD_ACTION for actor, a in history):
        return 0.0
    replay = sample.game.new_state(sample.dealer, sample.context)
    log_weight = 0.0
    for i, (actor, action) in enumerate(history):
        if actor == CHANCE:
            replay.apply_unchecked(action)
            continue
        on_turn = actor == replay.current_player()
        if on_turn and actor != me and action >= FIRST_NON_CARD_ACTION:
            legal = replay.legal_actions()
            options = [a for a in legal if a >= FIRST_NON_CARD_ACTION]
            if len(options) > 1 or (options and len(legal) > len(options)):
                key = (i, actor, tuple(sorted(replay.hand(actor) or ())))
                got = None if cache is None else cache.get(key)
                if got is None:
                    probs = adapter.action_likelihoods(replay, actor, options, action)
                    got = math.log(max(WEIGHT_FLOOR, probs.get(action, 0.0))) if probs else 0.0
                    if cache is not None:
                        cache[key] = got
                log_weight += got
        if on_turn:
            replay.apply_unchecked(action)
        else:
            replay.apply_out_of_turn_unchecked(actor, action)
    return log_weight


def action_weight(adapter: GameAdapter, sample: GameState, me: int) -> float:
    """The model likelihood of the other players' decisions in ``sample`` (1.0 when none).

    For one deal on its own; to weigh several deals against each other use
    :func:`action_log_weight` and :func:`normalised`.
    """
    return math.exp(action_log_weight(adapter, sample, me))


@dataclass(frozen=True)
class WeightInfo:
    """How the weights of one search came out.

    ``ess``: their effective sample size after flattening (at least the floor);
    ``raw_ess``: before; ``beta``: the power the weights were raised to (1: as the
    model says, 0: plain sampling); ``deals``: how many were weighed.
    """

    ess: float
    raw_ess: float
    beta: float
    deals: int

    @property
    def flattened(self) -> bool:
        """Whether the weights collapsed below the floor and were flattened."""
        return self.beta < 1.0


def effective_sample_size(weights: Sequence[float]) -> float:
    """Kish's effective sample size of ``weights`` (0 for none).

    >>> effective_sample_size([1.0, 1.0]), effective_sample_size([1.0, 0.0])
    (2.0, 1.0)
    """
    total = math.fsum(weights)
    squares = math.fsum(w * w for w in weights)
    return 0.0 if squares <= 0.0 else total * total / squares


def _powered(logs: Sequence[float], beta: float, top: float) -> list[float]:
    return [math.exp(beta * (x - top)) for x in logs]


def normalised(
    log_weights: Sequence[float], floor: float = ESS_FLOOR
) -> tuple[list[float], WeightInfo]:
    """Weights from log weights (the largest 1.0), flattened so that their effective sample
    size is at least ``floor`` times their number (see the module docstring)."""
    n = len(log_weights)
    if n == 0:
        return [], WeightInfo(0.0, 0.0, 1.0, 0)
    top = max(log_weights)
    weights = _powered(log_weights, 1.0, top)
    raw = effective_sample_size(weights)
    need = max(1.0, floor * n)
    if raw >= need - 1e-9:
        return weights, WeightInfo(raw, raw, 1.0, n)
    lo, hi = 0.0, 1.0  # ESS falls as beta grows: find the largest beta that keeps the floor
    for _ in range(40):
        mid = (lo + hi) / 2
        if effective_sample_size(_powered(log_weights, mid, top)) >= need:
            lo = mid
        else:
            hi = mid
    weights = _powered(log_weights, lo, top)
    return weights, WeightInfo(effective_sample_size(weights), raw, lo, n)


__all__ = [
    "ESS_FLOOR",
    "WEIGHT_FLOOR",
    "WeightInfo",
    "action_log_weight",
    "action_weight",
    "effective_sample_size",
    "normalised",
]
