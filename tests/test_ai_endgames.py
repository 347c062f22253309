"""The solver on real endgames of every game: its open-hand value equals a brute force over the game's own rules.

Late positions come from deals played by the rule-of-thumb players; the
brute force plays every legal card through the game's state (its own
following rules, trick winners and card points) and takes the best line for
each side.  The solver works on the adapter's compact position; both must
find the same value and the solver's best card must reach it.
"""

from __future__ import annotations

import pytest

from stammtisch.engine.ai import HeuristicPlayer
from stammtisch.engine.ai.dds.search import FastSolver
from stammtisch.engine.ai.knowledge import TrickPosition, adapter_for
from stammtisch.engine.registry import make_game
from stammtisch.engine.state import GameState

CASES = [
    ("skat", 3, {}, 4),
    ("skat", 4, {"ramsch": "ramsch"}, 4),
    ("schafkopf", 4, {}, 3),
    ("doppelkopf", 4, {}, 3),
    ("doppelkopf", 4, {"second_heart_ten_wins": True}, 3),
    ("sheepshead", 3, {}, 4),
    ("sheepshead", 5, {}, 3),
]


def side0_value(state: GameState, pos: TrickPosition, perspective: int) -> int:
    """What side 0 ended with in a finished deal, in the position's own units."""
    result = state.result()
    if pos.card_values[0] < 0:  # every player alone: minus the perspective's card points
        return -result.card_points[perspective]
    return sum(result.card_points[s] for s in pos.players if pos.side[s] == 0)


def brute(state: GameState, pos: TrickPosition, perspective: int) -> int:
    if state.is_terminal():
        return side0_value(state, pos, perspective)
    seat = state.current_player()
    cards = [a for a in state.legal_actions() if a < 32]
    values = []
    for c in cards:
        child = state.clone()
        child.apply_action(c)
        values.append(brute(child, pos, perspective))
    return max(values) if pos.side[seat] == 0 else min(values)


def special(state: GameState) -> bool:
    """Positions whose rules the compact solver does not model (they are skipped)."""
    if getattr(state, "call", None) == "unknown":
        return True  # Sheepshead: the face-down unknown card
    if getattr(state, "call", None) == "called" and not getattr(state, "_called_led", True):
        return True  # Sheepshead: the picker keeps a card of the called suit until it is led
    decl = getattr(state, "declaration", None)
    return decl is not None and (decl.is_null or decl.schwarz_announced)


def endgames(
    name: str, players: int, rules: dict[str, object], left: int, count: int
) -> list[GameState]:
    game = make_game(name, players, rules)
    player = HeuristicPlayer("standard", search=False)  # its rules of thumb: quick positions
    adapter = adapter_for(game)
    out: list[GameState] = []
    seed = 0
    while len(out) < count and seed < 200:
        state = game.new_deal(seed=seed, dealer=seed % players)
        seed += 1
        while not state.is_terminal():
            seat = state.current_player()
            pos = adapter.position(state, seat)
            if pos is not None and len(pos.hands[seat]) <= left and not special(state):
                out.append(state)
                break
            state.apply_action(player.choose(state.view(seat), seed).action)
    return out


@pytest.mark.parametrize(
    "name,players,rules,left",
    CASES,
    ids=[f"{c[0]}-{c[1]}p-{c[3]}" + ("-" + ",".join(c[2]) if c[2] else "") for c in CASES],
)
def test_solver_value_equals_brute_force_on_real_endgames(
    name: str, players: int, rules: dict[str, object], left: int
) -> None:
    states = endgames(name, players, rules, left, 5)
    assert len(states) >= 4
    for state in states:
        me = state.current_player()
        pos = adapter_for(state.game).position(state, me)
        assert pos is not None
        solver = FastSolver(pos)
        exact = pos.taken + solver.value()
        assert exact == brute(state, pos, me)
        card, value = solver.best_move()
        assert pos.taken + value == exact
        assert card in state.legal_actions()
