"""The computer player's interface: a view in, a decision out.

A player sees only its own :class:`~stammtisch.engine.state.PlayerView` (never
a hidden card), a seed and a :class:`Budget`, and returns a :class:`Decision`:
the action it takes and, for every legal action, what it thinks that action
is worth.  The same view, seed and budget always give the same decision; the
budget's wall-clock cap only stops a search early on a slow machine.

>>> budget = Budget(work=200, max_ms=1000)
>>> budget.scaled(0.5)
Budget(work=100, max_ms=1000.0)
>>> d = Decision(33, (ActionEval(32, 1.5, "bid 18"), ActionEval(33, 2.0, "pass")))
>>> d.best_value(), [e.action for e in d.ranked()]
(2.0, [33, 32])
"""

from __future__ import annotations

import math
import random
import time
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..errors import StammtischError
from ..sampling import NoConsistentDeal
from ..state import Game, GameState, PlayerView


class AIError(StammtischError):
    """A computer player was asked something it cannot answer (no legal action, unknown level)."""


@dataclass(frozen=True)
class Budget:
    """How much a player may think.

    ``work`` is a fixed amount of search (samples, iterations, solver nodes
    per strength; see each player), so a decision repeats exactly;
    ``max_ms`` is a wall-clock cap after which a search returns the best
    action found so far (anytime).  An infinite cap (:meth:`uncapped`) never
    cuts a search short: its answer is the same however busy the machine is.

    >>> Budget.uncapped(47).max_ms, Budget.uncapped(47).capped
    (inf, False)
    """

    work: int = 100
    max_ms: float = 1000.0

    def __post_init__(self) -> None:
        if self.work < 1:
            raise AIError(f"a budget needs at least one unit of work, not {self.work}")
        if self.max_ms <= 0:
            raise AIError(f"a budget's time cap must be positive, not {self.max_ms} ms")
        object.__setattr__(self, "max_ms", float(self.max_ms))

    @classmethod
    def uncapped(cls, work: int) -> Budget:
        """``work`` with no time cap: the whole work is always done."""
        return cls(work, math.inf)

    @property
    def capped(self) -> bool:
        """Whether the time cap can cut the work short."""
        return not math.isinf(self.max_ms)

    def scaled(self, factor: float) -> Budget:
        """The same cap with ``factor`` times the work (at least one unit)."""
        return Budget(max(1, round(self.work * factor)), self.max_ms)

    def deadline(self) -> Deadline:
        """A deadline that starts now."""
        return Deadline(self.max_ms)


class Deadline:
    """The wall-clock cap of one decision.

    Checking the clock costs time, so :meth:`expired` looks at it only every
    few calls.
    """

    __slots__ = ("_calls", "_end", "hit")

    MARGIN = 0.9
    """Stop at this share of the cap: finishing the step in hand takes the rest."""

    def __init__(self, max_ms: float) -> None:
        self._end = time.perf_counter() + self.MARGIN * max_ms / 1000.0
        self._calls = 0
        self.hit = False

    def expired(self) -> bool:
        """Whether the cap has passed (sticky once it has)."""
        if self.hit:
            return True
        self._calls += 1
        if self._calls & 15 == 0 and time.perf_counter() >= self._end:
            self.hit = True
        return self.hit

    def expired_now(self) -> bool:
        """Like :meth:`expired`, but always reads the clock."""
        if not self.hit and time.perf_counter() >= self._end:
            self.hit = True
        return self.hit


@dataclass(frozen=True)
class ActionEval:
    """What a player thinks one legal action is worth.

    ``value`` is the expected score of the deal for the deciding player (or,
    for the heuristic players, a preference on the same "higher is better"
    scale); ``win`` the estimated chance that the player's side wins;
    ``card_points`` the card points its side is expected to end with;
    ``samples`` how many sampled deals the estimate rests on (0 for a rule
    of thumb).
    """

    action: int
    value: float
    label: str = ""
    win: float | None = None
    card_points: float | None = None
    samples: int = 0


@dataclass(frozen=True)
class Decision:
    """The action a player takes, with its evaluation of every legal action."""

    action: int
    evaluations: tuple[ActionEval, ...] = ()
    info: dict[str, float] = field(default_factory=dict, compare=False)

    def ranked(self) -> list[ActionEval]:
        """Evaluations best first (ties keep the action order)."""
        return sorted(self.evaluations, key=lambda e: -e.value)

    def best_value(self) -> float | None:
        """The value of the best evaluated action."""
        return max((e.value for e in self.evaluations), default=None)

    def evaluation(self, action: int) -> ActionEval | None:
        """The evaluation of ``action``, if the player made one."""
        for e in self.evaluations:
            if e.action == action:
                return e
        return None


class Player(ABC):
    """A computer player of one strength.

    Subclasses implement :meth:`decide`; :meth:`choose` checks that the view
    is the player's turn and adds the trivial case of a single legal action.
    """

    level: str = "player"
    """The level's name (``"beginner"``, ``"standard"``, ``"strong"``)."""

    default_budget: Budget = Budget()

    def choose(self, view: PlayerView, seed: int, budget: Budget | None = None) -> Decision:
        """The action this player takes in ``view`` (its turn), with its evaluations."""
        state = known_state(view)
        if state.current_player() != view.player:
            raise AIError(f"it is not seat {view.player}'s turn in this view")
        legal = state.legal_actions()
        if not legal:
            raise AIError("there is no legal action in this view")
        return self.decide(view, state, legal, seed, budget or self.budget_for(view.game))

    def choose_out_of_turn(
        self, view: PlayerView, seed: int, budget: Budget | None = None
    ) -> Decision | None:
        """An action the player takes out of turn now (an announcement), or None for none.

        The options are those of ``view.replay_known()``; they depend only on
        what the player knows.
        """
        state = known_state(view)
        options = state.out_of_turn_actions(view.player)
        if not options:
            return None
        return self.decide_out_of_turn(
            view, state, options, seed, budget or self.budget_for(view.game)
        )

    def budget_for(self, game: Game) -> Budget:
        """The budget used when none is given (a level may size it to the game)."""
        return self.default_budget

    @abstractmethod
    def decide(
        self,
        view: PlayerView,
        known: GameState,
        legal: Sequence[int],
        seed: int,
        budget: Budget,
    ) -> Decision:
        """Pick one of ``legal``.

        ``known`` is a state consistent with ``view`` (its hidden cards are
        arbitrary and must not be relied on).
        """

    def decide_out_of_turn(
        self,
        view: PlayerView,
        known: GameState,
        options: Sequence[int],
        seed: int,
        budget: Budget,
    ) -> Decision | None:
        """The out-of-turn action to take, or None; the default never takes one."""
        return None


class RandomPlayer(Player):
    """Uniformly random legal actions: the floor every other level must clear."""

    level = "random"

    def decide(
        self,
        view: PlayerView,
        known: GameState,
        legal: Sequence[int],
        seed: int,
        budget: Budget,
    ) -> Decision:
        rng = random.Random(seed)
        action = legal[rng.randrange(len(legal))]
        return Decision(action, tuple(ActionEval(a, 0.0) for a in legal))


def known_state(view: PlayerView) -> GameState:
    """A state consistent with ``view`` for its public facts and the player's own cards.

    ``view.replay_known()`` first; should a game's sampler miss with that
    seed, a few more fixed seeds (the result still depends on the view alone).
    """
    try:
        return view.replay_known()
    except NoConsistentDeal:
        for k in range(1, 40):
            try:
                return view.sample(random.Random(k))
            except NoConsistentDeal:
                continue
        raise


def mix_seed(*parts: int) -> int:
    """A 63-bit seed from several integers (stable across runs, unlike ``hash``).

    >>> mix_seed(1, 2) == mix_seed(1, 2), mix_seed(1, 2) == mix_seed(2, 1)
    (True, False)
    """
    h = 0x9E3779B97F4A7C15
    for p in parts:
        h ^= p & 0xFFFFFFFFFFFFFFFF
        h = (h * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        h ^= h >> 31
    return h & 0x7FFFFFFFFFFFFFFF


__all__ = [
    "AIError",
    "ActionEval",
    "Budget",
    "Deadline",
    "Decision",
    "Player",
    "RandomPlayer",
    "known_state",
    "mix_seed",
]
