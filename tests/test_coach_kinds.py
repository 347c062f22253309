"""The coach's reasons on the prepared positions of ``coach_positions``: each fits its decision."""

from __future__ import annotations

import pytest
from coach_positions import position

from stammtisch.engine.coach import hint
from stammtisch.engine.coach.hints import PLAYED_ON

WORK = 3


def _codes(key: str) -> set[str]:
    state = position(key).replay()
    return {m.code for m in hint(state, 0, budget_ms=30_000, work=WORK).reasons}


def test_schieberamsch_passing_the_skat_on_is_not_called_a_hand_game() -> None:
    codes = _codes("skat/schieberamsch")
    assert "coach.skat_hand" not in codes and "coach.skat_pickup" not in codes
    assert "coach.trumps_held" in codes


def test_picking_up_the_skat_or_playing_hand_keeps_its_reason() -> None:
    assert _codes("skat/pickup_or_hand") & {"coach.skat_pickup", "coach.skat_hand"}


LAID = {
    # position: the largest score a seat can make or lose in one deal of that game
    "skat/discard": 300.0,
    "skat/schieberamsch_away": 300.0,
    "sheepshead/bury": 12.0,
    "sheepshead/unknown_card": 12.0,
    "doppelkopf/poverty_hand_over": 30.0,
    "doppelkopf/poverty_give_back": 30.0,
}


@pytest.mark.parametrize("key", sorted(LAID))
def test_a_card_laid_away_or_handed_over_is_valued_as_a_score_of_the_deal(key: str) -> None:
    state = position(key).replay()
    found = hint(state, 0, budget_ms=30_000, work=WORK)
    assert found.source == PLAYED_ON and found.deals >= 1
    assert sorted(a.action for a in found.alternatives) == state.legal_actions()
    assert found.action == found.alternatives[0].action  # the table's first row
    for alt in found.alternatives:
        assert alt.win is not None and 0.0 <= alt.win <= 1.0
        assert abs(alt.value) <= LAID[key], (alt.label, alt.value)
    ties = found.ties  # the first rows: as good as the best within their margins
    assert all(found.top_value - a.value <= (a.margin or 0.0) + 1e-9 for a in ties)
    values = [a.value for a in found.alternatives[len(ties) :]]
    assert values == sorted(values, reverse=True)  # after the ties, no "next best" that scores more
    assert all(a.value <= found.top_value for a in found.alternatives)
    assert found.action not in found.dominated
