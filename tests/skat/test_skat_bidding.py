"""The bidding: middlehand to forehand, then rearhand to the survivor; all pass."""

from __future__ import annotations

import pytest
from skat_helpers import act, dealt

from stammtisch.engine.errors import IllegalActionError
from stammtisch.engine.phase import Phase
from stammtisch.engine.skat import BID_LADDER, SkatGame
from stammtisch.engine.skat.actions import action_to_string

HANDS = (
    "CJ SJ HA HT HK H9 SA ST C7 D7",
    "HJ H7 S7 S8 SK CA CT CK DA DT",
    "DJ H8 HQ S9 SQ C9 C8 CQ DK DQ",
    "D9 D8",
)


def strings(actions: list[int]) -> list[str]:
    return [action_to_string(a) for a in actions]


def test_ladder_values() -> None:
    assert BID_LADDER[:20] == (
        18,
        20,
        22,
        23,
        24,
        27,
        30,
        33,
        35,
        36,
        40,
        44,
        45,
        46,
        48,
        50,
        54,
        55,
        59,
        60,
    )
    assert 264 in BID_LADDER and 19 not in BID_LADDER and len(BID_LADDER) == 63


def test_middlehand_bids_first_forehand_answers() -> None:
    state = dealt(*HANDS)
    assert state.current_player() == 1
    assert strings(state.legal_actions())[:3] == ["p", "18", "20"]
    act(state, "18")
    assert state.current_player() == 0 and strings(state.legal_actions()) == ["p", "y"]
    act(state, "y")
    assert state.current_player() == 1 and strings(state.legal_actions())[:2] == ["p", "20"]


def test_rearhand_bids_to_the_survivor_and_wins() -> None:
    state = dealt(*HANDS)
    act(state, "18 y 20 p")  # forehand passes at 20: middlehand survives
    assert state.current_player() == 2 and state.bid == 20
    assert strings(state.legal_actions())[:2] == ["p", "22"]
    act(state, "22 y 23 p")
    assert state.declarer == 2 and state.bid == 23 and state.phase is Phase.SKAT


def test_survivor_wins_when_rearhand_passes() -> None:
    state = dealt(*HANDS)
    act(state, "18 p p")
    assert state.declarer == 1 and state.bid == 18


def test_forehand_keeps_the_game_when_both_pass_without_bidding() -> None:
    state = dealt(*HANDS)
    act(state, "p p")
    assert state.current_player() == 0 and state.declarer is None
    assert strings(state.legal_actions())[:2] == ["p", "18"]
    act(state, "18")
    assert state.declarer == 0 and state.bid == 18


def test_forehand_holding_against_rearhand() -> None:
    state = dealt(*HANDS)
    act(state, "p 18 y 20 y p")  # rearhand gives up after forehand held 20
    assert state.declarer == 0 and state.bid == 20
    state = dealt(*HANDS)
    act(state, "p 18 y 20 y 22 p")  # forehand gives up at 22
    assert state.declarer == 2 and state.bid == 22


def test_all_pass_is_a_passed_deal_without_ramsch() -> None:
    state = dealt(*HANDS)
    act(state, "p p p")
    assert state.is_terminal()
    result = state.result()
    assert result.contract == "passed" and result.declarer is None and not result.played
    assert result.scores == (0, 0, 0) and state.legal_actions() == []
    assert state.outcome().counts and not state.outcome().same_dealer


def test_bids_must_rise() -> None:
    state = dealt(*HANDS)
    act(state, "20 y")
    with pytest.raises(IllegalActionError) as err:
        state.apply_action(state.parse_action("18"))
    assert err.value.reason == "a bid must be higher than 20"
    with pytest.raises(IllegalActionError) as err:
        state.apply_action(state.parse_action("y"))
    assert "only the player being bid to" in err.value.reason


def test_answerer_cannot_name_a_value() -> None:
    state = dealt(*HANDS)
    act(state, "18")
    with pytest.raises(IllegalActionError) as err:
        state.apply_action(state.parse_action("20"))
    assert "holds (y) or passes (p)" in err.value.reason


def test_not_a_ladder_value() -> None:
    state = dealt(*HANDS)
    with pytest.raises(ValueError, match="19 is not a value on the bidding ladder"):
        state.parse_action("19")


def test_four_at_the_table_the_dealer_sits_out() -> None:
    game = SkatGame(4)
    state = game.new_deal(seed=11, dealer=3)
    assert state.positions == (0, 1, 2)
    assert state.hand(3) == []
    assert state.current_player() == 1
    state = game.new_deal(seed=11, dealer=1)
    assert state.positions == (2, 3, 0) and state.hand(1) == []
    act(state, "p p p")
    assert state.result().scores == (0, 0, 0, 0)


def test_skat_decision_offers_pick_up_concede_and_the_hand_games() -> None:
    state = dealt(*HANDS)
    act(state, "p p 18")
    assert strings(state.legal_actions()) == [
        "s",
        "concede",
        "DH",
        "DHS",
        "DHZ",
        "DO",
        "HH",
        "HHS",
        "HHZ",
        "HO",
        "SH",
        "SHS",
        "SHZ",
        "SO",
        "CH",
        "CHS",
        "CHZ",
        "CO",
        "GH",
        "GHS",
        "GHZ",
        "GO",
        "NH",
        "NOH",
    ]
    act(state, "s")
    assert state.hand(0) == sorted([*state.hand(0)]) and len(state.hand(0)) == 12
    act(state, "D9 D8")
    assert strings(state.legal_actions()) == ["concede", "D", "H", "S", "C", "G", "N", "NO"]
    with pytest.raises(IllegalActionError) as err:
        state.apply_action(state.parse_action("GH"))
    assert "can no longer be a hand game" in err.value.reason  # the skat was taken
    with pytest.raises(IllegalActionError) as err:
        state.apply_action(state.parse_action("GHS"))
    assert "only in hand games" in err.value.reason
