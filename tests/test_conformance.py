"""The conformance suite: every game, every seat count, every listed configuration."""

from __future__ import annotations

import pytest
from conformance import (
    DEALS,
    check_illegal_rejected,
    check_meanings_and_tables,
    check_record_round_trip,
    check_undo_and_clone,
    check_views,
    configurations,
    play_random_deal,
)

from stammtisch.engine.state import Game

CONFIGS = configurations()
IDS = [label for label, _ in CONFIGS]
GAMES = [game for _, game in CONFIGS]


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_random_playouts_conserve_cards_and_score_correctly(game: Game) -> None:
    for seed in range(DEALS):
        state = play_random_deal(game, seed, per_step_checks=seed < 40)
        if seed < 25:
            check_record_round_trip(state, seed)


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_undo_and_clone_round_trips(game: Game) -> None:
    for seed in range(6):
        check_undo_and_clone(game, 1000 + seed)


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_views_resample_consistently(game: Game) -> None:
    for seed in range(5):
        check_views(game, 2000 + seed)


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_illegal_actions_are_rejected_without_change(game: Game) -> None:
    for seed in range(5):
        check_illegal_rejected(game, 3000 + seed)


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_actions_turns_and_tables_say_what_the_engine_knows(game: Game) -> None:
    for seed in range(3):
        check_meanings_and_tables(game, 4000 + seed)
