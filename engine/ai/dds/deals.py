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

from ...registry import make_game
from ..knowledge import TrickPosition, adapter_for
from ..simulate import policy_action

BIDDING = ("random", "standard")

DEFAULT_PLAYERS = {"skat": 3, "schafkopf": 4, "doppelkopf": 4, "sheepshead": 5}
"""The table size measured for each game."""


def whole_deal(
    game_name: str, rng: random.Random, players: int | None = None, bidding: str = "random"
) -> TrickPosition:
    """A whole-deal open-hand position of ``game_name``, from the declarer's side.

    ``bidding`` is ``"random"`` (every decision before the card play a random
    legal action) or ``"standard"`` (the rule-of-thumb decisions of the
    Standard level, so the contracts are the ones a table would play).
    """
    if bidding not in BIDDING:
        raise ValueError(f"unknown bidding {bidding!r}; known: {', '.join(BIDDING)}")
    game = make_game(game_name, players or DEFAULT_PLAYERS.get(game_name))
    adapter = adapter_for(game)
    for _ in range(1000):
        state = game.new_deal(seed=rng.randrange(2**63), dealer=rng.randrange(game.num_players))
        for _step in range(300):
            seat = state.current_player()
            if state.is_terminal() or seat < 0:
                break
            pos = adapter.position(state, seat)
            if pos is not None:
                if len({len(pos.hands[s]) for s in pos.players}) == 1 and not pos.trick:
                    return adapter.position(state, _declarer(pos)) or pos
                break  # a card was played before the sides were settled: deal again
            if bidding == "standard":
                state.apply_action(policy_action(adapter, state, rng))
            else:
                actions = state.legal_actions()
                state.apply_action(actions[rng.randrange(len(actions))])
    raise RuntimeError(f"no whole deal of {game_name} reached the card play")


def _declarer(pos: TrickPosition) -> int:
    """A seat of side 0 (the declarer's side), as the position states it."""
    for s in pos.players:
        if pos.side[s] == 0:
            return s
    return pos.players[0]


__all__ = ["BIDDING", "DEFAULT_PLAYERS", "whole_deal"]
