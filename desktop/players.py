"""Computer players behind one small interface, so any AI drops in.

A :class:`ComputerPlayer` answers two questions about a state, from its
seat's :class:`~stammtisch.engine.state.PlayerView` only: which action to take
on its turn (:meth:`~ComputerPlayer.choose`), and whether to announce
something out of turn (:meth:`~ComputerPlayer.announce`: an announcement
made while another seat is to play).  The desktop asks it in a background task on a cloned
state.

The levels are ``random`` and the engine AI's (:data:`stammtisch.engine.ai.LEVELS`:
``beginner``, ``standard`` and ``strong``).

Every decision is seeded from the session's deal seed, the seat and the
position in the deal, so a resumed session continues exactly as it would have.

>>> level_names()[0]
'random'
"""

from __future__ import annotations

import random

from stammtisch.engine import ai
from stammtisch.engine.state import Game, GameState

DEFAULT_LEVEL = "standard"


def level_names() -> list[str]:
    """Strength levels, weakest first: ``random`` and then the AI's levels."""
    return ["random", *ai.LEVELS]


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


class EnginePlayer(ComputerPlayer):
    """A level of the engine's AI package, asked with the seat's view and a decision seed."""

    def __init__(self, game: Game, seat: int, seed: int, level: str) -> None:
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


def make_player(level: str, game: Game, seat: int, seed: int) -> ComputerPlayer:
    """The computer player of ``level`` for ``seat``; an unknown level plays at the default."""
    if level == "random":
        return RandomPlayer(game, seat, seed)
    return EnginePlayer(game, seat, seed, level if level in ai.LEVELS else DEFAULT_LEVEL)


__all__ = [
    "DEFAULT_LEVEL",
    "ComputerPlayer",
    "EnginePlayer",
    "RandomPlayer",
    "decision_seed",
    "level_names",
    "make_player",
]
