"""Every computer level plays every game legally, repeatably, and only from what it may see."""

from __future__ import annotations

import random

import pytest
from ai_configs import AI_DEALS, ai_configurations

from stammtisch.engine.ai import Budget, make_player
from stammtisch.engine.ai.base import mix_seed
from stammtisch.engine.ai.players import HeuristicPlayer, OpenHandPlayer, SearchPlayer
from stammtisch.engine.ai.simulate import SearchSettings
from stammtisch.engine.ai.tournament import OpenAgent, ViewAgent, play_deal
from stammtisch.engine.playout import random_step
from stammtisch.engine.state import Game, GameState

CONFIGS = ai_configurations()
IDS = [label for label, _ in CONFIGS]
GAMES = [game for _, game in CONFIGS]

TINY = Budget(work=2, max_ms=2000.0)
"""Strong at a tiny fixed budget: enough to exercise every path, fast enough for the suite."""


def tiny_strong() -> SearchPlayer:
    return SearchPlayer(SearchSettings(solve_hand=3, node_limit=3000, rollouts=1))


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_cheap_levels_play_many_deals_legally(game: Game) -> None:
    levels = ["random", "beginner", "standard"]
    n = game.num_players
    played = 0
    for k in range(AI_DEALS):
        kinds = [levels[(k + s) % 3] for s in range(n)]
        # Standard searches a Schafkopf soloist's cards: at a tiny budget here, still checked
        agents = [ViewAgent(make_player(kind), TINY) for kind in kinds]
        state = play_deal(game, agents, mix_seed(7, k), k % n)  # every action checked
        assert state.is_terminal()
        played += 1
    assert played == AI_DEALS


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_strong_and_openhand_play_legally(game: Game) -> None:
    n = game.num_players
    for k in range(3):
        agents = [
            ViewAgent(tiny_strong(), TINY) if s == k % n else ViewAgent(make_player("standard"))
            for s in range(n)
        ]
        if n > 2:
            agents[(k + 1) % n] = OpenAgent(
                OpenHandPlayer(SearchSettings(solve_hand=3, node_limit=3000, rollouts=1))
            )
        state = play_deal(game, agents, mix_seed(11, k), k % n)
        assert state.is_terminal()


def _decision_points(game: Game, seed: int, every: int = 3) -> list[GameState]:
    """States along a random deal where a player is to move (every few steps)."""
    rng = random.Random(seed)
    state = game.new_deal(seed=seed, dealer=seed % game.num_players)
    out = []
    step = 0
    while not state.is_terminal():
        if step % every == 0 and len(state.legal_actions()) > 1:
            out.append(state.clone())
        random_step(state, rng)
        step += 1
    return out


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_same_view_and_seed_give_the_same_decision(game: Game) -> None:
    players = [HeuristicPlayer("beginner"), HeuristicPlayer("standard"), tiny_strong()]
    for state in _decision_points(game, 5, every=4)[:8]:
        view = state.view(state.current_player())
        for player in players:
            a = player.choose(view, 99, TINY)
            b = player.choose(view, 99, TINY)
            assert a == b
            assert a.action in state.legal_actions()
            assert {e.action for e in a.evaluations} == set(state.legal_actions())


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_hidden_cards_do_not_change_the_decision(game: Game) -> None:
    """Resampling the cards behind a view (the same view, other hidden cards) never changes the action."""
    players = [HeuristicPlayer("beginner"), HeuristicPlayer("standard"), tiny_strong()]
    rng = random.Random(3)
    checked = 0
    for state in _decision_points(game, 17, every=5)[:6]:
        me = state.current_player()
        view = state.view(me)
        others = [game.sample_state(view, rng) for _ in range(3)]
        assert any(o.card_piles() != state.card_piles() for o in others) or len(view.history) < 4
        for player in players:
            expected = player.choose(view, 1234, TINY)
            for other in others:
                assert other.view(me) == view
                assert player.choose(other.view(me), 1234, TINY) == expected
            checked += 1
    assert checked > 0
