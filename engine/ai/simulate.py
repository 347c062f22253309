"""Evaluating actions on full states: the shared core of the Strong and the open-hand players.

:func:`evaluate_actions` takes one full state (a sampled deal, or the real
one for the open-hand reference player) and estimates, for each candidate
action of the seat to move, the score that seat ends the deal with:

* in the card play, with the double-dummy :class:`~.dds.search.FastSolver` when few
  enough cards are left (its node budget is fixed, so results repeat), and
  otherwise with :func:`~.rollout.greedy_playout` rollouts;
* before the card play (bids, declarations, discards), by playing the deal
  on with the rule-of-thumb policy (:func:`policy_action`) until the card
  play starts and then as above.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..state import GameState
from .cardplay import card_scores
from .dds.search import COMPILED, SearchAborted, fast_solve_moves, position_outcome
from .knowledge import GameAdapter, TrickPosition
from .rollout import greedy_payoff


@dataclass(frozen=True)
class SearchSettings:
    """How the search players evaluate a full state.

    ``solve_hand``: solve exactly when the seat to move holds at most this
    many cards (a game's adapter may lower it: ``GameAdapter.solve_hand``);
    ``node_limit``: nodes one exact solve may use before it falls back to
    rollouts; ``rollouts``: greedy rollouts per action otherwise.
    """

    solve_hand: int = 6
    node_limit: int = 60_000
    rollouts: int = 1
    epsilon: float = 0.08
    solver: str = "fast"
    """``"fast"`` (:mod:`.dds`, its compiled core when built) or ``"python"`` (:mod:`.dds`
    searching in Python, as before the compiled core; kept for comparisons)."""


def default_settings() -> SearchSettings:
    """Strong's settings: with the solver's compiled core a solve may search more nodes
    before it falls back to rollouts (the hand sizes stay the games' own: solving larger
    hands exactly was not better at the default budget, see
    docs/log/2026-11-24-compiled-core-and-doppelkopf.md).

    >>> default_settings().node_limit in (60_000, 400_000)
    True
    """
    if COMPILED:
        return SearchSettings(node_limit=400_000)
    return SearchSettings()


def policy_action(adapter: GameAdapter, state: GameState, rng: random.Random) -> int:
    """A quick rule-of-thumb action for the seat to move (the simulations' default policy)."""
    seat = state.current_player()
    quick = adapter.rollout_action(state, seat)
    if quick is not None:
        return quick
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    cards = [a for a in legal if a < 32]
    info = adapter.play_info(state, seat) if cards else None
    if info is not None:
        scores = card_scores(info, cards)
        return max(cards, key=lambda c: (scores[c], -c))
    values = adapter.decision_values(state, seat, legal, "standard")
    if values:
        return max(legal, key=lambda a: (values.get(a, -1e9), -a))
    return legal[rng.randrange(len(legal))]


def position_payoff(
    pos: TrickPosition,
    rng: random.Random,
    settings: SearchSettings,
    should_stop: Callable[[], bool] | None,
    solve_hand: int,
) -> float:
    """The payoff of an open-hand position with best (or greedy) play from here."""
    held = len(pos.hands[pos.to_move()])
    if held <= solve_hand:
        try:
            compiled = settings.solver != "python"
            return position_outcome(pos, settings.node_limit, should_stop, compiled)
        except SearchAborted:
            pass
    total = 0.0
    for _ in range(settings.rollouts):
        total += greedy_payoff(pos, rng, None, settings.epsilon)
    return total / settings.rollouts


def card_payoffs(
    pos: TrickPosition,
    cards: Sequence[int],
    rng: random.Random,
    settings: SearchSettings,
    should_stop: Callable[[], bool] | None,
    solve_hand: int,
) -> dict[int, float]:
    """The payoff of each of ``cards`` (legal cards of the seat to move) in an open-hand position."""
    held = len(pos.hands[pos.to_move()])
    if held <= solve_hand:
        try:
            solved = fast_solve_moves(
                pos, settings.node_limit, should_stop, compiled=settings.solver != "python"
            )
            return {c: solved[c] for c in cards if c in solved}
        except SearchAborted:
            pass
    out: dict[int, float] = {}
    for c in cards:
        total = 0.0
        for _ in range(settings.rollouts):
            total += greedy_payoff(pos, rng, c, settings.epsilon)
        out[c] = total / settings.rollouts
    return out


def finish_payoff(
    adapter: GameAdapter,
    state: GameState,
    me: int,
    rng: random.Random,
    settings: SearchSettings,
    should_stop: Callable[[], bool] | None,
    solve_hand: int,
) -> float:
    """Play ``state`` (consumed) on to its end; ``me``'s score (solved or simulated)."""
    steps = 0
    while not state.is_terminal():
        if state.current_player() >= 0:
            pos = adapter.position(state, me)
            if pos is not None:
                return position_payoff(pos, rng, settings, should_stop, solve_hand)
        state.apply_unchecked(policy_action(adapter, state, rng))
        steps += 1
        if steps > 2000:
            raise RuntimeError("a simulated deal does not end")
    return float(state.scores()[me])


def evaluate_actions(
    adapter: GameAdapter,
    state: GameState,
    actions: Sequence[int],
    rng: random.Random,
    settings: SearchSettings,
    should_stop: Callable[[], bool] | None = None,
) -> dict[int, float]:
    """``me``'s estimated score after each of ``actions`` of the seat to move in a full state."""
    me = state.current_player()
    solve_hand = min(settings.solve_hand, adapter.solve_limit(state))
    cards = [a for a in actions if a < 32]
    out: dict[int, float] = {}
    pos = adapter.position(state, me) if cards else None
    if pos is not None:
        out.update(card_payoffs(pos, cards, rng, settings, should_stop, solve_hand))
    for a in actions:
        if a in out:
            continue
        child = state.clone()
        child.apply_unchecked(a)
        out[a] = finish_payoff(adapter, child, me, rng, settings, should_stop, solve_hand)
    return out


__all__ = [
    "SearchSettings",
    "card_payoffs",
    "default_settings",
    "evaluate_actions",
    "finish_payoff",
    "policy_action",
    "position_payoff",
]
