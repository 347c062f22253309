"""Random whole-deal positions for the open-hand solvers (benchmarks and tests).

A deal is played with random legal actions (bids, declarations, the discard,
reservations...) until the card play starts with every hand full and the
game's adapter can state the position: so the contract is one picked at
random among those the rules allow.  Deals where the sides are not settled
before the first card (a Doppelkopf marriage) are skipped.

>>> pos = whole_deal("skat", random.Random(3))
>>> sorted(len(h) for h in pos.hands)
[10, 10, 10]
"""

from __future__ import annotations

import random

from ..knowledge import TrickPosition, adapter_for
from ...registry import make_game

DEFAULT_PLAYERS = {"skat": 3, "schafkopf": 4, "doppelkopf": 4, "sheepshead": 5}
"""The table size measured for each game."""


def whole_deal(game_name: str, rng: random.Random, players: int | None = None) -> TrickPosition:
    """A whole-deal open-hand position of ``game_name``, from the declarer's side."""
    game = make_game(game_name, players or DEFAULT_PLAYERS.get(game_name))
    adapter = adapter_for(game)
    for _ in range(1000):
        state = game.new_deal(seed=rng.randrange(2**63), dealer=rng.randrange(game.num_players))
        steps = 0
        while not state.is_terminal() and steps < 500:
            steps += 1
            seat = state.current_player()
            if seat >= 0:
                actions = state.legal_actions()
                cards = [a for a in actions if a < 32]
                if cards:
                    pos = adapter.position(state, seat)
                    if pos is None or len(cards) < len(actions) and steps > 400:
                        break
                    full = {len(pos.hands[s]) for s in pos.players}
                    if len(full) == 1:
                        perspective = _declarer(pos)
                        return adapter.position(state, perspective) or pos
                    break
                # a random action that is not a card (announcements are left out)
                state.apply_action(actions[rng.randrange(len(actions))])
            else:
                break
    raise RuntimeError(f"no whole deal of {game_name} reached the card play")


def _declarer(pos: TrickPosition) -> int:
    """A seat of side 0 (the declarer's side), as the position states it."""
    for s in pos.players:
        if pos.side[s] == 0:
            return s
    return pos.players[0]


__all__ = ["DEFAULT_PLAYERS", "whole_deal"]
