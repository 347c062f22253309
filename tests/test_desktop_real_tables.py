"""The table derived for every installed game and seat count stays true to the engine."""

from __future__ import annotations

import random

import pytest

from stammtisch.desktop.table_state import snapshot
from stammtisch.engine.playout import random_step
from stammtisch.engine.registry import all_games
from stammtisch.engine.state import FIRST_NON_CARD_ACTION, Game

CONFIGS = [(cls.NAME, n) for cls in all_games() for n in cls.PLAYER_COUNTS]


@pytest.mark.parametrize(("name", "players"), CONFIGS)
def test_snapshots_follow_random_deals(name: str, players: int) -> None:
    game: Game = next(cls for cls in all_games() if name == cls.NAME)(players)
    deck = len(game.deck())
    for seed in range(12):
        state = game.new_deal(seed=seed, dealer=seed % players)
        rng = random.Random(seed)
        while not state.is_terminal():
            seat = state.current_player()
            for viewer in range(players):
                snap = snapshot(state, viewer)
                trick_size = len(snap.active)
                held = sum(len(h) for h in snap.hands) + len(snap.talon) + len(snap.trick)
                assert held + sum(snap.tricks_won) * trick_size == deck
                shown = [s.card for h in snap.hands for s in h] + [s.card for s in snap.talon]
                shown += [t.card for t in snap.trick]
                assert all(c is None or 0 <= c < 32 for c in shown)
                own = snap.hand_cards(viewer)
                assert len(own) == len(snap.hands[viewer]), "the viewer's own cards are hidden"
                engine_hand = state.hand(viewer)
                if engine_hand is not None:
                    assert sorted(own) == sorted(engine_hand)
                if viewer == seat:
                    legal = [a for a in state.legal_actions() if a < FIRST_NON_CARD_ACTION]
                    assert set(legal) <= set(own)
            random_step(state, rng, 0.05)
        taker = state.last_trick_winner()
        for viewer in range(players):
            snap = snapshot(state, viewer)
            assert snap.last_trick_winner == taker  # named also after the deal's last trick
            if taker is not None:
                assert len(snap.last_trick) == len(snap.active)
                assert set(snap.active) == set(game.active_seats(state.dealer))
