"""The compiled open-hand search gives the Python search's answers, in every game and table.

The Python search (``FastSolver(..., compiled=False)``) is the reference; the
compiled core (``_core_search.c`` behind ``_core.c``) must agree on every value, every card's value and
payoff, and must stop on its budget as the Python search does.
"""

from __future__ import annotations

import random

import pytest
from conformance import configurations

from stammtisch.engine.ai.dds.deals import whole_deal
from stammtisch.engine.ai.dds.search import (
    COMPILED,
    FastSolver,
    SearchAborted,
    fast_solve_moves,
    position_outcome,
)
from stammtisch.engine.ai.knowledge import TrickPosition, adapter_for
from stammtisch.engine.state import Game

CONFIGS = configurations()


def test_the_compiled_core_is_built() -> None:
    """``pip install .`` builds it wherever a C compiler is (CI has one)."""
    assert COMPILED, (
        "the solver's core (engine/ai/dds/_core.c) was not built: install a C compiler, reinstall"
    )


def positions(
    game: Game, seed: int, count: int, tricks_left: int, extras: bool = False
) -> list[TrickPosition]:
    """Positions of real deals played at random until ``tricks_left`` tricks are left.

    ``extras``: only positions whose payoff counts Doppelkopf's extra points.
    """
    rng = random.Random(seed)
    out: list[TrickPosition] = []
    for _ in range(40 * count):
        if len(out) == count:
            break
        state = game.new_deal(seed=rng.randrange(2**63), dealer=rng.randrange(game.num_players))
        adapter = adapter_for(game)
        while not state.is_terminal():
            seat = state.current_player()
            pos = adapter.position(state, seat) if seat >= 0 else None
            if pos is not None and min(len(pos.hands[s]) for s in pos.players) <= tricks_left:
                if pos.extras is not None or not extras:
                    out.append(pos)
                break
            actions = state.legal_actions()
            state.apply_action(actions[rng.randrange(len(actions))])
    assert len(out) == count
    return out


def answers(pos: TrickPosition, compiled: bool) -> tuple[object, ...]:
    """Everything the solver tells about ``pos``: value, each card's value and payoff, outcome."""
    solver = FastSolver(pos, compiled=compiled)
    assert solver.compiled == compiled
    return (
        solver.value(),
        {c: solver.move_value(c) for c in solver.legal_cards()},
        fast_solve_moves(pos, compiled=compiled),
        fast_solve_moves(pos, exact=True, compiled=compiled),
        position_outcome(pos, compiled=compiled),
    )


@pytest.mark.parametrize("game", [g for _, g in CONFIGS], ids=[label for label, _ in CONFIGS])
def test_same_answers_as_the_python_search(game: Game) -> None:
    left = 5 if game.num_players <= 4 else 4
    for pos in positions(game, seed=game.num_players * 7 + 1, count=6, tricks_left=left):
        assert answers(pos, compiled=True) == answers(pos, compiled=False)


DOPPELKOPF = [(label, g) for label, g in CONFIGS if label.startswith("doppelkopf")]


@pytest.mark.parametrize("game", [g for _, g in DOPPELKOPF], ids=[label for label, _ in DOPPELKOPF])
def test_same_answers_with_doppelkopf_extras(game: Game) -> None:
    """Fox, Doppelkopf and Charlie in the payoff: the compiled core scores them alike."""
    for pos in positions(game, seed=3, count=4, tricks_left=4, extras=True):
        assert answers(pos, compiled=True) == answers(pos, compiled=False)


@pytest.mark.parametrize("game_name", ["skat", "schafkopf", "sheepshead"])
def test_same_values_on_longer_endgames(game_name: str) -> None:
    """Six tricks left: the transposition table and the packed keys do real work."""
    game = next(g for label, g in CONFIGS if label.startswith(game_name))
    for pos in positions(game, seed=11, count=2, tricks_left=6):
        assert FastSolver(pos).value() == FastSolver(pos, compiled=False).value()


def test_whole_sheepshead_deals_agree() -> None:
    rng = random.Random(5)
    for _ in range(2):
        pos = whole_deal("sheepshead", rng, bidding="standard")
        assert position_outcome(pos) == position_outcome(pos, compiled=False)


def test_the_node_budget_stops_the_compiled_search() -> None:
    pos = whole_deal("skat", random.Random(2), bidding="standard")
    solver = FastSolver(pos, node_limit=5000)
    with pytest.raises(SearchAborted, match="node budget"):
        solver.value()
    assert 5000 < solver.nodes < 20000


def test_should_stop_stops_the_compiled_search() -> None:
    calls = []

    def stop() -> bool:
        calls.append(1)
        return len(calls) > 2

    pos = whole_deal("doppelkopf", random.Random(2), bidding="standard")
    with pytest.raises(SearchAborted, match="time is up"):
        FastSolver(pos, should_stop=stop).value()
    assert len(calls) == 3


def test_an_error_in_should_stop_reaches_the_caller() -> None:
    def stop() -> bool:
        raise KeyError("stop")

    pos = whole_deal("doppelkopf", random.Random(2), bidding="standard")
    with pytest.raises(KeyError):
        FastSolver(pos, should_stop=stop).value()
