"""Sessions of Skat: dealer rotation, totals, ranking by points, wins, losses; save and resume."""

from __future__ import annotations

import json
import random

import pytest
from skat_helpers import biased_action

from stammtisch.engine.errors import RecordError
from stammtisch.engine.phase import Phase
from stammtisch.engine.records import DealRecord, SessionRecord
from stammtisch.engine.session import Session
from stammtisch.engine.skat import SkatGame


def finish_current(session: Session, rng: random.Random) -> None:
    state = session.current
    assert state is not None
    while not state.is_terminal():
        state.apply_action(biased_action(state, rng))  # type: ignore[arg-type]
    session.finish_deal()


def test_dealer_rotates_and_totals_add_up() -> None:
    game = SkatGame(3, {"rounds": 3})
    session = Session(game, ["Ann", "Ben", "Cem"], game.planned_deals, first_dealer=1, seed=7)
    rng = random.Random(7)
    dealers = []
    while not session.is_over():
        state = session.start_deal()
        dealers.append(state.dealer)
        assert state.positions[2] == state.dealer  # rearhand deals at a table of three
        finish_current(session, rng)
    assert dealers == [1, 2, 0, 1, 2, 0, 1, 2, 0]
    per_deal = session.deal_scores()
    assert session.totals() == [sum(s[seat] for s in per_deal) for seat in range(3)]
    wins, losses = session.won_lost()
    declared = [
        d.result["declarer"] for d in session.deals if d.result and d.result["declarer"] is not None
    ]
    assert sum(wins) + sum(losses) >= len(declared)
    assert session.ranking() == game.ranking(session.totals(), wins, losses)


def test_four_at_the_table_rotation_skips_no_one() -> None:
    game = SkatGame(4)
    session = Session(game, ["A", "B", "C", "D"], game.planned_deals, seed=3)
    rng = random.Random(3)
    sitting_out = []
    while not session.is_over():
        state = session.start_deal()
        sitting_out.append(state.dealer)
        assert state.dealer not in state.positions
        finish_current(session, rng)
    assert sitting_out == [0, 1, 2, 3]
    for record in session.deals:
        assert record.result is not None and record.result["scores"][record.dealer] in (0, 30)


def test_ranking_by_points_then_wins_then_fewest_losses() -> None:
    game = SkatGame()
    assert game.ranking([30, 50, 40], [0, 0, 0], [0, 0, 0]) == [[1], [2], [0]]
    assert game.ranking([50, 50, 40], [1, 2, 5], [0, 0, 0]) == [[1], [0], [2]]
    assert game.ranking([50, 50, 50], [2, 2, 2], [3, 1, 2]) == [[1], [2], [0]]
    assert game.ranking([50, 50, 10], [2, 2, 0], [1, 1, 0]) == [[0, 1], [2]]


def test_won_and_lost_games_are_the_declarers() -> None:
    game = SkatGame()  # no Ramsch: only declarers win or lose games
    session = Session(game, ["A", "B", "C"], 9, seed=11)
    rng = random.Random(11)
    while not session.is_over():
        session.start_deal()
        finish_current(session, rng)
    wins, losses = session.won_lost()
    expect_w, expect_l = [0, 0, 0], [0, 0, 0]
    for record in session.deals:
        assert record.result is not None
        details = record.result["details"]
        declarer = record.result["declarer"]
        if declarer is not None:
            (expect_w if details["won"] else expect_l)[declarer] += 1
    assert (wins, losses) == (expect_w, expect_l)


def test_save_and_resume_exactly_mid_deal() -> None:
    game = SkatGame(3, {"kontra_re": True, "ramsch": "schieberamsch"})
    session = Session(game, ["Ann", "Ben", "Cem"], 3, seed=21)
    rng = random.Random(21)
    session.start_deal()
    finish_current(session, rng)
    state = session.start_deal()
    for _ in range(8):  # into the bidding or beyond, the second deal half done
        state.apply_action(biased_action(state, rng))
    while state.phase is not Phase.PLAY:
        if state.is_terminal():
            session.finish_deal()
            state = session.start_deal()
        state.apply_action(biased_action(state, rng))
    for _ in range(7):
        state.apply_action(biased_action(state, rng))
    text = json.dumps(session.to_json())
    resumed = Session.from_record(SessionRecord.from_json(json.loads(text)))
    again = resumed.current
    assert again is not None
    assert again.history() == state.history()
    assert again.legal_actions() == state.legal_actions()
    assert [again.view(p) for p in range(3)] == [state.view(p) for p in range(3)]
    assert resumed.totals() == session.totals() and resumed.next_dealer() == session.next_dealer()
    twin_rng = random.Random(99)
    rng2 = random.Random(99)
    while not state.is_terminal():
        action = biased_action(state, twin_rng)
        assert biased_action(again, rng2) == action  # type: ignore[arg-type]
        state.apply_action(action)
        again.apply_action(action)
    assert again.result() == state.result()
    session.finish_deal()
    resumed.finish_deal()
    assert resumed.totals() == session.totals()
    assert resumed.to_json() == session.to_json()


def test_passed_deals_count_and_the_deal_moves_on() -> None:
    game = SkatGame()
    session = Session(game, ["A", "B", "C"], 2, seed=1)
    state = session.start_deal()
    for text in ("p", "p", "p"):
        state.apply_action(state.parse_action(text))
    session.finish_deal()
    assert session.counting_deals == 1 and session.next_dealer() == 1
    assert session.totals() == [0, 0, 0]


def _booked(dealer: int, scores: list[int], winners: list[int], losers: list[int]) -> DealRecord:
    return DealRecord(
        game="skat",
        players=3,
        rules={},
        dealer=dealer,
        deal=(),
        actions=(),
        result={
            "scores": scores,
            "details": {"winners": winners, "losers": losers},
            "outcome": {"counts": True, "same_dealer": False, "next_context": {}},
        },
    )


def test_session_ranking_breaks_ties_by_wins_then_losses() -> None:
    session = Session(SkatGame(3, {"rounds": 3}), ["Ann", "Ben", "Cem"], 9, seed=2)
    session.deals = [
        _booked(0, [48, 0, 0], [0], []),  # Ann: 48, one win
        _booked(1, [0, 24, 0], [1], []),  # Ben: 24 + 24, two wins
        _booked(2, [0, 24, 0], [1], []),
        _booked(0, [0, 0, 72], [2], []),  # Cem: 72 + 24 - 48, two wins, one loss
        _booked(1, [0, 0, 24], [2], []),
        _booked(2, [0, 0, -48], [], [2]),
    ]
    assert session.totals() == [48, 48, 48]
    assert session.won_lost() == ([1, 2, 2], [0, 0, 1])
    assert session.ranking() == [[1], [2], [0]]
    assert session.next_dealer() == 0 and not session.is_over()
    record = SessionRecord.from_json(json.loads(json.dumps(session.to_json())))
    assert record.deals == tuple(session.deals)
    # these booked deals were made up, not played: resuming replays each and refuses them
    with pytest.raises(RecordError, match="deal 1 of the session"):
        Session.from_record(record)
