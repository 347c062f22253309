"""What each card the learner may play is worth with the cards as they lie.

A lesson's deal is fully known, so each legal card of an act step can be valued the way the
deal would go on with every hand open and everybody playing their best after it.  A card's
:class:`CardValue` has two keys, compared one after the other:

1. ``score``: the learner's result for the deal on the coach's scale
   (:func:`~stammtisch.engine.coach.scale.scale_for`): the game's own score, Schneider,
   Schwarz, announcements and Doppelkopf's extra points included (a Skat defender sees
   minus the declarer's score); the card points taken, counted negative, in a Ramsch or a
   Leaster;
2. ``points``: the card points of the learner's side as the contract counts them: the more
   the better where a side needs points, the fewer the better (counted negative) in a Ramsch
   or a Leaster, none in a game of tricks (a Null, a Tout).

How (:func:`card_values`):

* a **small ending** (at most :data:`SMALL_ENDING` cards still to play) is searched plainly
  over the engine's own states, alpha-beta on the pair of keys, every finished deal read
  with the game's own scorer (``state.result()``);
* anything larger goes to the open-hand solver (:mod:`stammtisch.engine.ai.dds`): the
  score with the payoff table of the game's adapter (extras included), and the exact card
  points in a second search of the same position without the table.  With a score that
  rises with the card points (every game but Doppelkopf's extras) the pair is the same as
  the plain search's; with extras each key is its own best.

Either way the work is bounded (``node_limit``, ``should_stop``); a position the solver
cannot settle within it is not valued (``None``), and the step is judged by its goal alone.

>>> from stammtisch.engine.lessons import load_all
>>> lesson = next(l for l in load_all()["skat"] if l.id == "follow")
>>> state = lesson.deal.replay(upto=18)
>>> values = card_values(state, lesson.user)
>>> values.method, sorted(values.values.values())[-1] >= sorted(values.values.values())[0]
('solver', True)
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace

from ..cards import CARD_POINTS, Card
from ..coach.scale import every_man_for_himself, scale_value, search_factor
from ..errors import StammtischError
from ..meaning import ActionKind
from ..state import GameState

SMALL_ENDING = 12
"""Cards still to play (every hand together) up to which the engine's states are searched
plainly (a Skat ending of 4 cards a hand, 3 in a four-player game, 2 at five players)."""
NODE_LIMIT = 40_000_000
"""The solver's budget for one step (both searches together): about 5 s on the compiled
core; a position that needs more is not valued."""
PLAIN_LIMIT = 400_000
"""The plain search's budget (states visited) before it gives the ending to the solver."""
PLAYS = frozenset({ActionKind.PLAY, ActionKind.PLAY_UNKNOWN})


class ValuingError(StammtischError, ValueError):
    """The position cannot be valued (no card play, or the seat is not to move)."""


@dataclass(frozen=True, order=True)
class CardValue:
    """One card's value: the deal's score for the learner, then its side's card points.

    Compared as a pair (the score first):

    >>> CardValue(60.0, 80) > CardValue(60.0, 59) > CardValue(-60.0, 90)
    True
    """

    score: float
    points: int


@dataclass(frozen=True)
class StepValues:
    """Every legal card of ``seat`` valued (by action: a card, or Sheepshead's unknown card).

    ``method``: ``"search"`` (plain search over the engine's states) or ``"solver"``;
    ``avoid``: card points count against the learner (a Ramsch, a Leaster; ``points`` is
    then minus the card points the learner takes); ``counts_points``: the contract counts
    card points at all (not a Null or a Tout); ``nodes`` and ``seconds``: the work done.
    """

    seat: int
    values: Mapping[int, CardValue]
    method: str
    avoid: bool
    counts_points: bool
    nodes: int = 0
    seconds: float = 0.0

    @property
    def best(self) -> CardValue:
        """The best value any legal card reaches."""
        return max(self.values.values())

    def ties(self, action: int, other: int) -> bool:
        """Whether ``action`` and ``other`` are worth the same on both keys."""
        return same(self.values[action], self.values[other])


def same(a: CardValue, b: CardValue) -> bool:
    """Whether two values are equal on both keys (scores to within rounding)."""
    return abs(a.score - b.score) < 1e-6 and a.points == b.points


def card_plays(state: GameState) -> list[int]:
    """The legal actions of the seat to move that play a card to the trick."""
    return [a for a in state.legal_actions() if state.describe_action(a).kind in PLAYS]


def card_of(state: GameState, action: int) -> Card:
    """The card an action plays (Sheepshead's unknown card names its card)."""
    card = state.describe_action(action).card
    return action if card is None else card


def cards_left(state: GameState) -> int:
    """The cards still to be played to tricks, every hand together."""
    return sum(len(state.hand(s) or ()) for s in range(state.num_players))


def card_values(
    state: GameState,
    seat: int,
    node_limit: int = NODE_LIMIT,
    should_stop: Callable[[], bool] | None = None,
) -> StepValues | None:
    """Every legal card of ``seat`` (to move) valued with the cards as they lie; ``None`` when
    the position is too large for the budget (or ``should_stop`` said so).

    ``state`` is not changed.
    """
    if state.current_player() != seat:
        raise ValuingError(f"seat {seat} is not to move")
    plays = card_plays(state)
    if not plays:
        raise ValuingError("no card to play: nothing to value")
    avoid = every_man_for_himself(state)
    start = time.perf_counter()
    if cards_left(state) <= SMALL_ENDING:
        found = _plain(state, seat, plays, avoid, should_stop)
        if found is not None:
            values, counts, nodes = found
            return StepValues(
                seat, values, "search", avoid, counts, nodes, time.perf_counter() - start
            )
    return _solved(state, seat, plays, avoid, node_limit, should_stop, start)


# --- the plain search over the engine's states ----------------------------------------------


class _Spent(Exception):
    """The plain search ran out of its budget (or was told to stop)."""


def _friends(state: GameState, seat: int, avoid: bool) -> frozenset[int]:
    """The seats on ``seat``'s side in the card play, as the open hands show it (only
    ``seat`` where everybody plays alone or the sides are not settled yet)."""
    from ..ai.knowledge import adapter_for

    if avoid:
        return frozenset({seat})
    pos = adapter_for(state.game).position(state, seat)
    if pos is None:
        return frozenset({seat})
    return frozenset(s for s in pos.players if pos.side[s] == pos.side[seat])


def _plain(
    state: GameState,
    seat: int,
    plays: list[int],
    avoid: bool,
    should_stop: Callable[[], bool] | None,
) -> tuple[dict[int, CardValue], bool, int] | None:
    friends = _friends(state, seat, avoid)
    counts = not _null_like(state, seat)
    nodes = 0

    def leaf(final: GameState) -> CardValue:
        score = scale_value(final, seat)
        if not counts:
            return CardValue(score, 0)
        taken = final.result().card_points
        if avoid:
            return CardValue(score, -taken[seat])
        return CardValue(score, sum(taken[s] for s in friends))

    def search(now: GameState, alpha: CardValue | None, beta: CardValue | None) -> CardValue:
        nonlocal nodes
        nodes += 1
        if nodes > PLAIN_LIMIT or (should_stop is not None and nodes % 2048 == 0 and should_stop()):
            raise _Spent
        if now.is_terminal():
            return leaf(now)
        mover = now.current_player()
        moves = card_plays(now)
        if not moves:
            raise _Spent  # something other than a card to play: not an ending
        ours = mover in friends
        best: CardValue | None = None
        for move in moves:
            child = now.clone()
            child.apply_action(move)
            value = search(child, alpha, beta)
            if ours:
                if best is None or value > best:
                    best = value
                if alpha is None or best > alpha:
                    alpha = best
            else:
                if best is None or value < best:
                    best = value
                if beta is None or best < beta:
                    beta = best
            if alpha is not None and beta is not None and alpha >= beta:
                break
        assert best is not None
        return best

    values: dict[int, CardValue] = {}
    try:
        for action in plays:
            child = state.clone()
            child.apply_action(action)
            values[action] = search(child, None, None)
    except _Spent:
        return None
    return values, counts, nodes


def _null_like(state: GameState, seat: int) -> bool:
    """Whether the contract counts tricks, not card points (a Null, a Tout)."""
    from ..ai.knowledge import adapter_for

    pos = adapter_for(state.game).position(state, seat)
    return pos is not None and not any(pos.card_values)


# --- the solver -----------------------------------------------------------------------------


def _solved(
    state: GameState,
    seat: int,
    plays: list[int],
    avoid: bool,
    node_limit: int,
    should_stop: Callable[[], bool] | None,
    start: float,
) -> StepValues | None:
    from ..ai.dds.search import FastSolver, SearchAborted, fast_solve_moves
    from ..ai.knowledge import adapter_for

    pos = adapter_for(state.game).position(state, seat)
    if pos is None:
        return None
    factor = search_factor(state, seat)
    counts = any(pos.card_values)
    try:
        solver_nodes = 0
        scores = fast_solve_moves(pos, node_limit, should_stop)
        points: dict[Card, int] = {}
        if counts:
            exact = replace(pos, thresholds=(), payoffs=(), extras=None, extras_taken=0)
            solver = FastSolver(exact, node_limit, should_stop)
            guess = None
            for card in solver.legal_cards():
                v = solver.move_value(card, guess)
                guess = v
                points[card] = exact.taken + v
            solver_nodes = solver.nodes
    except SearchAborted:
        return None
    total = sum(CARD_POINTS[c] for c in state.game.deck())
    ours = pos.side[seat]
    values: dict[int, CardValue] = {}
    for action in plays:
        card = card_of(state, action)
        score = factor * scores[card] + 0.0
        if not counts:
            values[action] = CardValue(score, 0)
        elif avoid or ours == 0:
            values[action] = CardValue(score, points[card])
        else:
            values[action] = CardValue(score, total - points[card])
    return StepValues(
        seat, values, "solver", avoid, counts, solver_nodes, time.perf_counter() - start
    )


__all__ = [
    "NODE_LIMIT",
    "SMALL_ENDING",
    "CardValue",
    "StepValues",
    "ValuingError",
    "card_plays",
    "card_values",
    "cards_left",
    "same",
]
