"""Random play: the simplest player, for tests, self-play and benchmarks."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .state import GameState

if TYPE_CHECKING:
    from .session import Session


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


def play_random_deals(session: Session, deals: int, rng: random.Random) -> None:
    """Play ``deals`` deals of ``session`` to their end at random and book each one.

    >>> from stammtisch.engine.registry import make_game
    >>> from stammtisch.engine.session import Session
    >>> session = Session(make_game("skat"), ["A", "B", "C"], planned_deals=3, seed=1)
    >>> play_random_deals(session, 2, random.Random(1))
    >>> len(session.deals), session.current is None
    (2, True)
    """
    for _ in range(deals):
        state = session.start_deal()
        while not state.is_terminal():
            random_step(state, rng)
        session.finish_deal()


__all__ = ["play_random_deals", "random_playout", "random_step"]
