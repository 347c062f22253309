"""Computer players for every game: Beginner, Standard, Strong, and an open-hand yardstick.

A player sees only its own view of the deal, takes a seed and a budget, and
returns a :class:`Decision` (the action and its evaluation of every legal
action):

>>> from stammtisch.engine.ai import make_player, Budget          # doctest: +SKIP
>>> player = make_player("standard")                              # doctest: +SKIP
>>> decision = player.choose(state.view(seat), seed=1)            # doctest: +SKIP
>>> decision.action, decision.ranked()[0].value                   # doctest: +SKIP

The pieces: :mod:`.base` (interface), :mod:`.knowledge` (what a game tells
the AI: :class:`GameAdapter`), :mod:`.cardplay` (rules of thumb for cards),
:mod:`.dds` (the open-hand solver), :mod:`.rollout` and :mod:`.simulate`
(search on full deals), :mod:`.inference` (weighting sampled deals),
:mod:`.players` (the levels), :mod:`.tournament` (duplicate matches), and
``games/<name>.py`` (each game's adapter: hand evaluation, trick-play export).
"""

from __future__ import annotations

import random
from collections.abc import Callable, MutableMapping

from ..state import Game, GameState
from .base import ActionEval, AIError, Budget, Decision, Player, RandomPlayer, mix_seed
from .knowledge import GameAdapter, Goal, PlayInfo, TrickPosition, adapter_for, register_adapter
from .players import (
    LEVEL_TITLES,
    LEVELS,
    HeuristicPlayer,
    OpenHandPlayer,
    SearchPlayer,
    make_player,
)


def _factory(level: str) -> Callable[[Game, int, int], Callable[[GameState], int]]:
    def make(game: Game, seat: int, seed: int) -> Callable[[GameState], int]:
        player = make_player(level)
        counter = [0]

        def choose(state: GameState) -> int:
            counter[0] += 1
            me = state.current_player()
            return player.choose(state.view(me), mix_seed(seed, seat, counter[0])).action

        return choose

    return make


def _openhand_factory(game: Game, seat: int, seed: int) -> Callable[[GameState], int]:
    player = OpenHandPlayer()
    rng = random.Random(mix_seed(seed, seat))

    def choose(state: GameState) -> int:
        return player.choose_open(state, rng.randrange(2**62)).action

    return choose


def register_levels(
    levels: MutableMapping[str, Callable[[Game, int, int], Callable[[GameState], int]]],
) -> None:
    """Add the computer levels to a level table (the command line's ``AI_LEVELS``)."""
    for level in LEVELS:
        levels[level] = _factory(level)
    levels["openhand"] = _openhand_factory


__all__ = [
    "LEVELS",
    "LEVEL_TITLES",
    "AIError",
    "ActionEval",
    "Budget",
    "Decision",
    "GameAdapter",
    "Goal",
    "HeuristicPlayer",
    "OpenHandPlayer",
    "PlayInfo",
    "Player",
    "RandomPlayer",
    "SearchPlayer",
    "TrickPosition",
    "adapter_for",
    "make_player",
    "register_adapter",
    "register_levels",
]
