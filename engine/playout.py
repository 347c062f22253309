"""Random play: the simplest player, for tests, self-play and benchmarks."""

from __future__ import annotations

import random

from .state import GameState


def random_step(state: GameState, rng: random.Random, out_of_turn_chance: float = 0.0) -> None:
    """Take one random legal step: an action of the player to move, or, with
    probability ``out_of_turn_chance``, a random out-of-turn action of a random
    seat that has one (Doppelkopf announcements)."""
    if out_of_turn_chance and rng.random() < out_of_turn_chance:
        seats = list(range(state.num_players))
        rng.shuffle(seats)
        for seat in seats:
            options = state.out_of_turn_actions(seat)
            if options:
                state.apply_out_of_turn(seat, rng.choice(options))
                return
    actions = state.legal_actions()
    state.apply_action(actions[rng.randrange(len(actions))])


def random_playout(
    state: GameState, rng: random.Random, out_of_turn_chance: float = 0.0
) -> GameState:
    """Play ``state`` to its end with random legal actions; returns it."""
    while not state.is_terminal():
        random_step(state, rng, out_of_turn_chance)
    return state


__all__ = ["random_playout", "random_step"]
