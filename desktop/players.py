"""Computer players behind one small interface, so any AI drops in.

A :class:`ComputerPlayer` answers two questions about a state, from its
seat's :class:`~stammtisch.engine.state.PlayerView` only: which action to take
on its turn (:meth:`~ComputerPlayer.choose`), and whether to announce
something out of turn (:meth:`~ComputerPlayer.announce`: an announcement
made while another seat is to play).  The desktop asks it in a worker thread on a cloned state.

With the engine's AI package (``stammtisch.engine.ai``) installed the levels
are its ``beginner``, ``standard`` and ``strong``; without it the desktop
falls back to its own stand-ins of the same names (flat Monte Carlo over
sampled deals).  ``random`` is always there.

Every decision is seeded from the session's deal seed, the seat and the
position in the deal, so a resumed session continues exactly as it would have.

>>> level_names()[0]
'random'
"""

from __future__ import annotations

import importlib
import random
import threading
from collections.abc import Sequence
from types import ModuleType

from stammtisch.engine.playout import random_playout
from stammtisch.engine.state import Game, GameState

FALLBACK_LEVELS: dict[str, int] = {"beginner": 60, "standard": 400, "strong": 3000}
"""The stand-ins' random playouts per decision, shared among the legal actions."""

DEFAULT_LEVEL = "standard"


class ThinkingCancelled(Exception):
    """A player was asked to stop thinking (the table is closing)."""


def _ai() -> ModuleType | None:
    try:
        return importlib.import_module("stammtisch.engine.ai")
    except ImportError:
        return None


def _levels(ai: ModuleType | None) -> tuple[str, ...]:
    """The AI package's strength levels (none without the package)."""
    return tuple(str(level) for level in vars(ai).get("LEVELS", ())) if ai is not None else ()


def level_names() -> list[str]:
    """Strength levels, weakest first: ``random`` and then the AI's levels."""
    levels: Sequence[str] = _levels(_ai())
    return ["random", *(levels or FALLBACK_LEVELS)]


def decision_seed(seed: int, state: GameState, seat: int, salt: int = 0) -> int:
    """A seed for one decision: same deal, same position, same seat -> same choice."""
    return (seed * 1_000_003 + len(state.history()) * 131 + seat * 7 + salt) % (2**63)


class ComputerPlayer:
    """One computer seat.  Subclasses implement :meth:`choose`; announcing is optional."""

    def __init__(self, game: Game, seat: int, seed: int) -> None:
        self.game = game
        self.seat = seat
        self.seed = seed

    def choose(self, state: GameState) -> int:
        """The action for this seat, whose turn it is in ``state``."""
        raise NotImplementedError

    def announce(self, state: GameState) -> int | None:
        """An action to take out of turn now, or ``None`` (the default)."""
        return None

    def __call__(self, state: GameState) -> int:
        return self.choose(state)


class RandomPlayer(ComputerPlayer):
    """Any legal action, uniformly."""

    def choose(self, state: GameState) -> int:
        rng = random.Random(decision_seed(self.seed, state, self.seat))
        actions = state.legal_actions()
        return actions[rng.randrange(len(actions))]


class MonteCarloPlayer(ComputerPlayer):
    """Flat Monte Carlo over the seat's own view (the stand-in without the AI package).

    ``playouts`` random deals are shared among the legal actions; each is a
    full deal drawn consistent with the view, finished with random play.
    Stops with :class:`ThinkingCancelled` soon after ``cancel`` is set.
    """

    def __init__(
        self, game: Game, seat: int, seed: int, playouts: int, cancel: threading.Event | None
    ) -> None:
        super().__init__(game, seat, seed)
        self.playouts = playouts
        self.cancel = cancel

    def choose(self, state: GameState) -> int:
        rng = random.Random(decision_seed(self.seed, state, self.seat))
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        view = state.view(self.seat)
        each = max(2, self.playouts // len(actions))
        totals = dict.fromkeys(actions, 0.0)
        for _ in range(each):
            if self.cancel is not None and self.cancel.is_set():
                raise ThinkingCancelled
            world = view.sample(rng)
            for action in actions:
                trial = world.clone()
                trial.apply_unchecked(action)
                random_playout(trial, rng)
                totals[action] += trial.returns()[self.seat]
        return max(actions, key=lambda a: (totals[a], -actions.index(a)))


class EnginePlayer(ComputerPlayer):
    """A level of the engine's AI package, asked with the seat's view and a decision seed."""

    def __init__(self, game: Game, seat: int, seed: int, level: str, ai: ModuleType) -> None:
        super().__init__(game, seat, seed)
        self.player = ai.make_player(level)

    def choose(self, state: GameState) -> int:
        decision = self.player.choose(
            state.view(self.seat), decision_seed(self.seed, state, self.seat)
        )
        return int(decision.action)

    def announce(self, state: GameState) -> int | None:
        decision = self.player.choose_out_of_turn(
            state.view(self.seat), decision_seed(self.seed, state, self.seat, salt=1)
        )
        return None if decision is None else int(decision.action)


def make_player(
    level: str, game: Game, seat: int, seed: int, cancel: threading.Event | None = None
) -> ComputerPlayer:
    """The computer player of ``level`` for ``seat``; an unknown level plays at the default."""
    if level == "random":
        return RandomPlayer(game, seat, seed)
    ai = _ai()
    if ai is not None:
        levels = _levels(ai)
        chosen = level if level in levels else (DEFAULT_LEVEL if DEFAULT_LEVEL in levels else "")
        if chosen:
            return EnginePlayer(game, seat, seed, chosen, ai)
    playouts = FALLBACK_LEVELS.get(level, FALLBACK_LEVELS[DEFAULT_LEVEL])
    return MonteCarloPlayer(game, seat, seed, playouts, cancel)


__all__ = [
    "DEFAULT_LEVEL",
    "FALLBACK_LEVELS",
    "ComputerPlayer",
    "EnginePlayer",
    "MonteCarloPlayer",
    "RandomPlayer",
    "ThinkingCancelled",
    "decision_seed",
    "level_names",
    "make_player",
]
