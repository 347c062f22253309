"""Every world a seat could be in, late in the card play, checked against the coach.

For late positions of every game (two or three cards a hand), the worlds consistent with the
seat's view are listed (:func:`consistent_worlds`; checked here: each shows the seat exactly
its view, no two are alike, and every deal the game's own sampler draws is among them).  Each
world is then solved by a plain minimax written here over the engine's public rules
(``legal_actions``, ``apply_action``, ``clone``, and the finished deal's result on the coach's
scale): the seat's side maximises the seat's score, the other side minimises it; every player
is alone in a Ramsch or Leaster.  An action is *dominated* when another is at least as good
in every world and better in one.  The hint must never recommend a dominated action, and
grading a dominated choice must never say "best".

The counts (positions, worlds, dominated actions, violations) are printed with ``-s``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from stammtisch.engine.ai import HeuristicPlayer, adapter_for
from stammtisch.engine.coach import Grade, grade_decision, hint
from stammtisch.engine.coach.scale import every_man_for_himself, scale_value
from stammtisch.engine.coach.worlds import consistent_worlds
from stammtisch.engine.phase import Phase
from stammtisch.engine.registry import make_game
from stammtisch.engine.state import GameState

GAMES = [
    ("skat", 3, {}, "declarer's game"),
    ("skat", 3, {"ramsch": "ramsch"}, "Ramsch"),
    ("schafkopf", 4, {}, "any"),
    ("schafkopf", 4, {"all_pass": "ramsch"}, "Ramsch"),
    ("doppelkopf", 4, {}, "any"),
    ("sheepshead", 5, {}, "any"),
    ("sheepshead", 3, {}, "any"),
    ("sheepshead", 3, {}, "Ramsch"),
]
POSITIONS = 6
"""Late positions per game configuration."""
MAX_WORLDS = 80
"""Positions with more worlds are skipped (the minimax here is plain Python)."""

COUNTS: dict[str, int] = {"positions": 0, "worlds": 0, "dominated": 0, "violations": 0}


def late_positions(
    name: str, players: int, rules: dict[str, str], kind: str = "any"
) -> Iterator[GameState]:
    """Positions of Standard's deals where the seat to move holds two or three cards, has
    more than one legal card and sees at most :data:`MAX_WORLDS` worlds (``kind``: a Ramsch
    only, everybody passing whenever a pass is legal; or a declarer's game only); the first such
    position of each deal from a random hand size on."""
    game = make_game(name, players, rules)
    player = HeuristicPlayer("standard", search=False)  # its rules of thumb: quick positions
    for seed in range(400):
        state = game.new_deal(seed=seed)
        rng = random.Random(seed)
        stop_at = rng.choice((2, 3))
        while not state.is_terminal():
            seat = state.current_player()
            cards = [a for a in state.legal_actions() if a < 32]
            held = len(state.hand(seat) or ())
            if getattr(state, "phase", None) is Phase.PLAY and held < 2:
                break
            if (
                getattr(state, "phase", None) is Phase.PLAY
                and 2 <= held <= stop_at
                and len(cards) > 1
                and adapter_for(game).position(state, seat) is not None
                and consistent_worlds(state.view(seat), MAX_WORLDS) is not None
            ):
                alone = every_man_for_himself(state)
                if kind == "any" or alone == (kind == "Ramsch"):
                    yield state.clone()
                break
            passes = [a for a in state.legal_actions() if state.action_to_string(a) == "pass"]
            if kind == "Ramsch" and getattr(state, "phase", None) is not Phase.PLAY and passes:
                state.apply_action(passes[0])  # everybody passes: the Ramsch or Leaster
                continue
            state.apply_action(player.choose(state.view(seat), seed).action)


def minimax(state: GameState, seat: int, mine: tuple[bool, ...]) -> float:
    """The seat's score (its scale) with best play by both sides, cards only."""
    if state.is_terminal():
        return scale_value(state, seat)
    mover = state.current_player()
    best: float | None = None
    for action in state.legal_actions():
        if action >= 32:
            continue  # announcements are not searched (nor by the coach's solver)
        child = state.clone()
        child.apply_action(action)
        v = minimax(child, seat, mine)
        if best is None or (v > best if mine[mover] else v < best):
            best = v
    assert best is not None
    return best


def dominated(values: dict[int, list[float]]) -> set[int]:
    out = set()
    for a, va in values.items():
        for b, vb in values.items():
            if b != a and all(x >= y for x, y in zip(vb, va, strict=True)) and vb != va:
                out.add(a)
    return out


@pytest.mark.parametrize("name, players, rules, kind", GAMES, ids=lambda x: str(x))
def test_no_dominated_action_is_advised_or_graded_best(
    name: str, players: int, rules: dict[str, str], kind: str
) -> None:
    checked = 0
    for state in late_positions(name, players, rules, kind):
        if checked >= POSITIONS:
            break
        seat = state.current_player()
        view = state.view(seat)
        worlds = consistent_worlds(view, MAX_WORLDS)
        if worlds is None:
            continue
        keys = {tuple(tuple(sorted(w.hand(s) or ())) for s in range(players)) for w in worlds}
        assert len(keys) == len(worlds)  # no world twice
        assert all(w.view(seat) == view for w in worlds)
        rng = random.Random(7)
        for _ in range(30):  # the game's own sampler never draws a world not listed
            drawn = view.sample(rng)
            assert tuple(tuple(sorted(drawn.hand(s) or ())) for s in range(players)) in keys
        cards = [a for a in state.legal_actions() if a < 32]
        values: dict[int, list[float]] = {a: [] for a in cards}
        for world in worlds:
            side = adapter_for(world.game).position(world, seat)
            assert side is not None
            mine = tuple(side.side[s] == side.side[seat] for s in range(players))
            for a in cards:
                child = world.clone()
                child.apply_action(a)
                values[a].append(minimax(child, seat, mine))
        bad = dominated(values)
        h = hint(state, seat, budget_ms=60_000, seed=3, world_limit=MAX_WORLDS)
        assert h.exact and h.deals == len(worlds)
        violations = int(h.action in bad)
        for a in bad:
            violations += int(grade_decision(state, seat, a, 0, h).grade is Grade.BEST)
        COUNTS["positions"] += 1
        COUNTS["worlds"] += len(worlds)
        COUNTS["dominated"] += len(bad)
        COUNTS["violations"] += violations
        checked += 1
        assert h.action not in bad, (name, seat, state.action_to_string(h.action), values)
        for a in bad:
            assert grade_decision(state, seat, a, 0, h).grade is not Grade.BEST
    print(f"\n{name} {players} {rules}: {COUNTS}")
    assert checked == POSITIONS, f"too few late positions with at most {MAX_WORLDS} worlds"
