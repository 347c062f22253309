"""The coach's reasons on the prepared positions of ``coach_positions``: each fits its decision."""

from __future__ import annotations

from coach_positions import position

from stammtisch.engine.coach import hint

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
