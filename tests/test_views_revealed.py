"""The core's public facts beside the history: ``GameState.revealed`` and ``PlayerView.revealed``."""

from __future__ import annotations

import random

from stammtisch.engine.playout import random_step
from stammtisch.engine.registry import all_games
from stammtisch.engine.state import PlayerView


def test_a_view_built_without_revealed_cards_reveals_nothing() -> None:
    game = next(iter(all_games()))()
    plain = PlayerView(game, 0, 0, (), ())  # positional, as before the field existed
    assert plain.revealed == () and plain.revealed_cards(0) == ()
    shown = PlayerView(game, 0, 0, (), (), revealed=((1, (3, 7)),))
    assert shown != plain  # revealed cards are part of what a player knows
    assert shown.revealed_cards(1) == (3, 7) and shown.revealed_cards(2) == ()


def test_games_without_open_hands_reveal_nothing() -> None:
    """Only Skat's ouvert games reveal cards; every other game keeps the default."""
    for cls in all_games():
        if cls.NAME == "skat":
            continue
        game = cls()
        rng = random.Random(5)
        state = game.new_deal(seed=5)
        while not state.is_terminal():
            for seat in range(game.num_players):
                assert state.revealed(seat) == ()
                assert state.view(seat).revealed == ()
            random_step(state, rng, 0.05)
