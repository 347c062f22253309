"""Weighting sampled deals by how likely the others' actions were in them.

A sampled deal agrees with everything a player saw, but not every such
deal is equally likely: an opponent who bid up to 48 probably holds a strong
hand.  :func:`action_weight` replays a sampled deal from its start and
multiplies, for every decision another player took (bids, declarations,
announcements; not card plays), the chance the rule-of-thumb model gives that
decision with that player's cards in this deal.  Deals where the others'
actions would make no sense get little weight.
"""

from __future__ import annotations

from ..state import CHANCE, FIRST_NON_CARD_ACTION, GameState
from .knowledge import GameAdapter

WEIGHT_FLOOR = 0.02
"""The smallest chance one observed decision contributes (models are rough; never rule a deal out)."""


def action_weight(adapter: GameAdapter, sample: GameState, me: int) -> float:
    """The model likelihood of the other players' decisions in ``sample`` (1.0 when none)."""
    history = sample.history()
    if not any(actor not in (CHANCE, me) and a >= FIRST_NON_CARD_ACTION for actor, a in history):
        return 1.0
    replay = sample.game.new_state(sample.dealer, sample.context)
    weight = 1.0
    for actor, action in history:
        if actor == CHANCE:
            replay.apply_unchecked(action)
            continue
        on_turn = actor == replay.current_player()
        if on_turn and actor != me and action >= FIRST_NON_CARD_ACTION:
            legal = replay.legal_actions()
            options = [a for a in legal if a >= FIRST_NON_CARD_ACTION]
            if len(options) > 1 or (options and len(legal) > len(options)):
                probs = adapter.action_likelihoods(replay, actor, options, action)
                if probs:
                    weight *= max(WEIGHT_FLOOR, probs.get(action, 0.0))
        if on_turn:
            replay.apply_unchecked(action)
        else:
            replay.apply_out_of_turn_unchecked(actor, action)
    return weight


__all__ = ["WEIGHT_FLOOR", "action_weight"]
