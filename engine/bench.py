"""Throughput figures: random full deals per second, ours and OpenSpiel's.

A "random full deal" is what OpenSpiel's random playouts do: from the empty
state, the chance player deals card by card, then every decision (bidding,
declaration, every card) is a uniformly random legal action, until the deal
is scored.  Both sides are driven through their public Python API.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from .registry import game_class, game_names
from .state import Game


def _rate(run_one: Callable[[random.Random], None], seconds: float, seed: int = 0) -> float:
    rng = random.Random(seed)
    count = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        run_one(rng)
        count += 1
        now = time.perf_counter()
        if now >= deadline:
            return count / (now - start)


def our_random_deal(game: Game) -> Callable[[random.Random], None]:
    """One random full deal of ``game`` through the public API."""

    def run(rng: random.Random) -> None:
        state = game.new_state(0)
        while not state.is_terminal():
            actions = state.legal_actions()
            state.apply_action(actions[rng.randrange(len(actions))])
        state.returns()

    return run


def openspiel_random_deal(name: str) -> Callable[[random.Random], None] | None:
    """One random full deal of OpenSpiel's game ``name``, or None when OpenSpiel is absent."""
    try:
        import pyspiel  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        return None
    game = pyspiel.load_game(name)

    def run(rng: random.Random) -> None:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                actions = state.legal_actions()
                state.apply_action(actions[rng.randrange(len(actions))])
        state.returns()

    return run


def figures(seconds: float = 2.0) -> dict[str, Any]:
    """Random full deals per second for every game and seat count (and OpenSpiel's Skat)."""
    out: dict[str, Any] = {}
    for name in game_names():
        cls = game_class(name)
        for players in cls.PLAYER_COUNTS:
            out[f"{name}_{players}p_random_deals_per_s"] = round(
                _rate(our_random_deal(cls(players)), seconds), 1
            )
    spiel = openspiel_random_deal("skat")
    if spiel is not None and "skat" in game_names():
        theirs = _rate(spiel, seconds)
        out["openspiel_skat_random_deals_per_s"] = round(theirs, 1)
        ours = out.get("skat_3p_random_deals_per_s")
        if ours:
            out["skat_vs_openspiel_ratio"] = round(ours / theirs, 3)
    return out


__all__ = ["figures", "openspiel_random_deal", "our_random_deal"]
