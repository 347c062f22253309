"""Shared helpers for the Skat tests: a biased random player and state checks."""

from __future__ import annotations

import random

from stammtisch.engine.skat import SkatGame, SkatState
from stammtisch.engine.skat.actions import CONCEDE, HOLD, KONTRA, PASS, PICKUP, RE
from stammtisch.engine.state import CHANCE, HIDDEN


def biased_action(state: SkatState, rng: random.Random, pass_rate: float = 0.6) -> int:
    """A random legal action that passes often in the bidding (so Ramsch happens),
    picks up the skat half the time, and says Kontra/Re/concede now and then."""
    legal = state.legal_actions()
    phase = state.phase
    if phase == "bidding" and PASS in legal and rng.random() < pass_rate:
        return PASS
    if phase == "bidding" and HOLD in legal and rng.random() < 0.5:
        return HOLD
    if phase == "bidding":
        bids = [a for a in legal if a not in (PASS, HOLD)]
        if bids:
            return bids[0] if rng.random() < 0.7 else rng.choice(bids)
    if phase == "skat" and PICKUP in legal:
        if rng.random() < 0.5:
            return PICKUP
        if rng.random() < 0.1:
            return CONCEDE
        return rng.choice([a for a in legal if a not in (PICKUP, CONCEDE)])
    if phase == "declaration" and CONCEDE in legal:
        if rng.random() < 0.1:
            return CONCEDE
        return rng.choice([a for a in legal if a != CONCEDE])
    if KONTRA in legal and rng.random() < 0.3:
        return KONTRA
    if RE in legal:
        return RE if rng.random() < 0.5 else PASS
    if phase == "schieberamsch":
        return rng.choice(legal)
    return rng.choice(legal)


def play_biased(game: SkatGame, seed: int, pass_rate: float = 0.6) -> SkatState:
    rng = random.Random(seed)
    state = game.new_deal(seed=seed, dealer=seed % game.num_players)
    while not state.is_terminal():
        state.apply_action(biased_action(state, rng, pass_rate))
    return state


def hidden_deal_count(state: SkatState, player: int) -> int:
    return sum(1 for actor, a in state.view(player).history if actor == CHANCE and a == HIDDEN)
