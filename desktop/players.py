"""Computer players behind one small interface, so the AI package drops in.

A player is a function ``GameState -> action`` for one seat, made by a
factory ``(game, seat, seed) -> function``: the shape of
:data:`stammtisch.engine.cli.AI_LEVELS`, where the AI package registers its
levels.  Until it does, the desktop offers its own stand-ins: a random legal
player and flat Monte Carlo players that only look at their own
:class:`~stammtisch.engine.state.PlayerView` (hidden cards are drawn at
random, then each legal action is tried in random playouts).

Every decision is seeded from the seat, the deal and the position, so a
resumed session continues exactly as it would have.

>>> from stammtisch.desktop.players import level_names
>>> level_names()[0]
'random'
"""

from __future__ import annotations

import contextlib
import importlib
import random
import threading
from collections.abc import Callable

from stammtisch.engine.playout import random_playout
from stammtisch.engine.state import Game, GameState

PlayerFn = Callable[[GameState], int]
PlayerFactory = Callable[[Game, int, int], PlayerFn]

BUILTIN_PLAYOUTS: dict[str, int] = {"easy": 2, "normal": 12, "strong": 60}
"""Random playouts per legal action and decision for the built-in Monte Carlo levels."""

DEFAULT_LEVEL = "normal"


class ThinkingCancelled(Exception):
    """A player was asked to stop thinking (the table is closing)."""


def _engine_levels() -> dict[str, PlayerFactory]:
    """The AI package's levels, if it is installed (it registers them in the CLI's table)."""
    try:
        cli = importlib.import_module("stammtisch.engine.cli")
    except ImportError:  # pragma: no cover - the engine always has its CLI
        return {}
    for name in ("stammtisch.engine.ai",):
        with contextlib.suppress(ImportError):
            importlib.import_module(name)
    levels = getattr(cli, "AI_LEVELS", {})
    return dict(levels) if isinstance(levels, dict) else {}


def level_names() -> list[str]:
    """Strength levels, weakest first: ``random``, then the AI's (or the built-in) levels."""
    engine = _engine_levels()
    if engine:
        return ["random", *[name for name in engine if name != "random"]]
    return ["random", *BUILTIN_PLAYOUTS]


def decision_seed(seed: int, state: GameState, seat: int) -> int:
    """A seed for one decision: same session seed, same position, same seat -> same choice."""
    return (seed * 1_000_003 + len(state.history()) * 131 + seat) % (2**63)


def random_player(game: Game, seat: int, seed: int) -> PlayerFn:
    """Any legal action, uniformly."""

    def choose(state: GameState) -> int:
        rng = random.Random(decision_seed(seed, state, seat))
        actions = state.legal_actions()
        return actions[rng.randrange(len(actions))]

    return choose


def monte_carlo_player(playouts: int, cancel: threading.Event | None = None) -> PlayerFactory:
    """Flat Monte Carlo over the seat's own view: ``playouts`` random deals per legal action.

    Stops with :class:`ThinkingCancelled` soon after ``cancel`` is set.
    """

    def factory(game: Game, seat: int, seed: int) -> PlayerFn:
        def choose(state: GameState) -> int:
            rng = random.Random(decision_seed(seed, state, seat))
            actions = state.legal_actions()
            if len(actions) == 1:
                return actions[0]
            view = state.view(seat)
            totals = dict.fromkeys(actions, 0.0)
            for _ in range(playouts):
                if cancel is not None and cancel.is_set():
                    raise ThinkingCancelled
                world = view.sample(rng)
                for action in actions:
                    trial = world.clone()
                    trial.apply_unchecked(action)
                    random_playout(trial, rng)
                    totals[action] += trial.returns()[seat]
            return max(actions, key=lambda a: (totals[a], -actions.index(a)))

        return choose

    return factory


def make_player(
    level: str, game: Game, seat: int, seed: int, cancel: threading.Event | None = None
) -> PlayerFn:
    """The player of ``level`` for ``seat``; unknown levels fall back to :data:`DEFAULT_LEVEL`.

    ``cancel`` lets the table stop a built-in player that is still thinking.
    """
    if level == "random":
        return random_player(game, seat, seed)
    engine = _engine_levels()
    if level in engine:
        return engine[level](game, seat, seed)
    if engine and level not in engine:
        fallback = next(iter(engine))
        return engine[fallback](game, seat, seed)
    playouts = BUILTIN_PLAYOUTS.get(level, BUILTIN_PLAYOUTS[DEFAULT_LEVEL])
    return monte_carlo_player(playouts, cancel)(game, seat, seed)


__all__ = [
    "BUILTIN_PLAYOUTS",
    "DEFAULT_LEVEL",
    "PlayerFactory",
    "PlayerFn",
    "ThinkingCancelled",
    "decision_seed",
    "level_names",
    "make_player",
    "monte_carlo_player",
    "random_player",
]
