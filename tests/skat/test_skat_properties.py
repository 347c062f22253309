"""Properties over many random deals (hypothesis draws the seeds and the rules)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from skat_helpers import biased_action

from stammtisch.engine.errors import IllegalActionError
from stammtisch.engine.skat import SkatGame
from stammtisch.engine.skat.actions import NUM_ACTIONS
from stammtisch.engine.skat.scoring import distribute

RULES = st.fixed_dictionaries(
    {
        "ramsch": st.sampled_from(["none", "ramsch", "schieberamsch"]),
        "kontra_re": st.booleans(),
        "scoring": st.sampled_from(["standard", "seeger_fabian", "adjusted"]),
        "pass_jacks": st.booleans(),
    }
)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    players=st.sampled_from([3, 4]),
    rules=RULES,
    pass_rate=st.floats(0, 1),
)
def test_legal_actions_are_exactly_the_accepted_ones(
    seed: int, players: int, rules: dict[str, object], pass_rate: float
) -> None:
    game = SkatGame(players, rules)
    rng = random.Random(seed)
    state = game.new_deal(seed=seed, dealer=seed % players)
    while not state.is_terminal():
        legal = state.legal_actions()
        assert legal == sorted(set(legal))
        assert [a for a in range(NUM_ACTIONS) if state.is_legal(a)] == legal
        bad = rng.choice([a for a in range(-2, NUM_ACTIONS + 2) if a not in legal])
        before = state.history()
        try:
            state.apply_action(bad)
        except IllegalActionError as exc:
            assert exc.reason
        else:
            raise AssertionError(f"{bad} was accepted")
        assert state.history() == before
        state.apply_action(biased_action(state, rng, pass_rate))


@settings(max_examples=80, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    players=st.sampled_from([3, 4]),
    rules=RULES,
    pass_rate=st.floats(0, 1),
)
def test_results_add_up(
    seed: int, players: int, rules: dict[str, object], pass_rate: float
) -> None:
    game = SkatGame(players, rules)
    rng = random.Random(seed)
    state = game.new_deal(seed=seed, dealer=seed % players)
    while not state.is_terminal():
        state.apply_action(biased_action(state, rng, pass_rate))
    result = state.result()
    assert state.returns() == [float(s) for s in result.scores]
    sitting_out = state.dealer if players == 4 else None
    if sitting_out is not None:
        assert result.card_points[sitting_out] == 0
    if not result.played:
        assert result.scores == (0,) * players and rules["ramsch"] == "none"
        return
    assert sum(result.card_points) + result.unassigned_points == 120
    details = result.details
    if details.get("ramsch"):
        assert result.declarer is None
        losers = details["losers"]
        top = max(result.card_points)
        assert (
            losers == [s for s in range(players) if result.card_points[s] == top]
            or details["durchmarsch"] is not None
        )
        assert all(result.scores[s] < 0 for s in losers)
        return
    d = result.declarer
    assert d is not None and d != sitting_out
    defenders = tuple(s for s in state.positions if s != d)
    assert list(result.scores) == distribute(
        rules["scoring"], players, d, defenders, details["won"], details["value"]
    )  # type: ignore[arg-type]
    assert details["value"] >= details["bid"]
    assert details["declarer_score"] == (
        details["value"] if details["won"] else -2 * details["value"]
    )
    if details["won"]:
        assert details["declarer_points"] >= 61 or details["declaration"].startswith("N")
        assert not details["overbid"] and not details["conceded"]
