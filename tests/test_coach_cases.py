"""The coach cases of the 2026-11-26 review, literally: each a finished deal where the coach's
grade or hint disagreed with an open-hand check over every world the seat could be in.

The records are copies in ``tests/data/coach_cases/`` (the review's README lists them).  For each:
the number of worlds consistent with the seat's view is the one the review counted; the hint
never recommends the card another card dominates there, marks it dominated, and the grade of
that choice is never "best".
"""

from __future__ import annotations

from pathlib import Path

import pytest

from stammtisch.engine.coach import Grade, grade_decision, hint
from stammtisch.engine.coach.worlds import consistent_worlds
from stammtisch.engine.records import DealRecord, load_record
from stammtisch.engine.state import GameState

CASES = Path(__file__).parent / "data" / "coach_cases"

# file, seat, history index, worlds the review counted, the card chosen, a card that dominates it
ROWS = [
    ("final_schafkopf_100029", 2, 57, 160, "DK", "DT"),
    ("final_schafkopf_100029", 0, 59, 100, "S8", "C9"),
    ("final_skat_100056", 1, 65, 200, "DK", "D7"),
    ("final_skat_100060", 1, 69, 100, "HK", "HT"),
    ("final_sheepshead_100019", 0, 60, 372, "SA", "SK"),
    ("final_sheepshead_200022", 0, 60, 108, "CT", "HT"),
    ("final_doppelkopf_200053", 0, 93, 42, "DQ", "HJ"),
    ("final_doppelkopf_900030", 0, 92, 120, "DK", "DT"),
]


def _before(name: str, index: int) -> tuple[DealRecord, GameState]:
    record = load_record(CASES / f"{name}.json")
    assert isinstance(record, DealRecord)
    return record, record.replay(index - len(record.deal))


@pytest.mark.parametrize("name, seat, index, worlds, chosen, better", ROWS)
def test_a_dominated_card_is_neither_advised_nor_graded_best(
    name: str, seat: int, index: int, worlds: int, chosen: str, better: str
) -> None:
    record, before = _before(name, index)
    assert before.current_player() == seat
    assert tuple(record.actions[index - len(record.deal)]) == (seat, chosen)
    assert len(consistent_worlds(before.view(seat), 1000) or ()) == worlds
    h = hint(before, seat, budget_ms=60_000, seed=1, world_limit=400)
    assert h.exact and h.deals == worlds
    low, high = before.parse_action(chosen), before.parse_action(better)
    assert h.action != low and low in h.dominated
    assert h.action not in h.dominated
    assert h.value_of(high) >= h.value_of(low)  # type: ignore[operator]
    graded = grade_decision(before, seat, low, index, h)
    assert graded.grade is not Grade.BEST
    assert graded.best == h.action == h.alternatives[0].action


def test_inference_weights_no_longer_collapse_in_a_long_auction() -> None:
    """Skat, declarer in Diamonds Hand after 18 bidding steps: every card showed -90.0 at a
    win chance near 1e-11, and the dominated ♠K was graded best."""
    _, before = _before("final_skat_100028", 76)
    assert len(consistent_worlds(before.view(0), 1000) or ()) == 100
    h = hint(before, 0, budget_ms=60_000, seed=1)
    assert h.exact and h.deals == 100
    assert h.ess is not None and h.ess >= 0.25 * h.deals  # the documented floor
    assert h.label == "DJ"
    sk = h.value_of(before.parse_action("SK"))
    assert sk is not None and h.best_value - sk > 10.0  # no longer all alike
    assert len({round(a.value, 6) for a in h.alternatives}) >= 3
    assert all(a.win is not None and a.win > 1e-3 for a in h.alternatives)
    for card in ("SK", "S9", "S8"):
        assert before.parse_action(card) in h.dominated
        graded = grade_decision(before, 0, before.parse_action(card), 76, h)
        assert graded.grade is not Grade.BEST
