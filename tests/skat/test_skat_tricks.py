"""Following suit and trick winners in literal positions, through the game state."""

from __future__ import annotations

import pytest
from skat_helpers import act, cards, dealt, win_bidding

from stammtisch.engine.errors import IllegalActionError
from stammtisch.engine.skat import SkatState
from stammtisch.engine.skat.actions import action_to_string

# Deal A: forehand (seat 0), middlehand (seat 1), rearhand (seat 2), skat.
A = (
    "CJ SJ HA HT HK H9 SA ST C7 D7",
    "HJ H7 S7 S8 SK CA CT CK DA DT",
    "DJ H8 HQ S9 SQ C9 C8 CQ DK DQ",
    "D9 D8",
)
# Deal B: middlehand holds no heart and no spade.
B = (
    "HA HT HK HQ H9 H8 H7 SA ST SK",
    "CJ SJ DA DT DK DQ D9 D8 D7 CA",
    "HJ DJ SQ S9 S8 S7 CT CK CQ C9",
    "C8 C7",
)


def game_of(deal: tuple[str, str, str, str], declarer: int, code: str) -> SkatState:
    state = win_bidding(dealt(*deal), declarer)
    return act(state, code)


def legal_cards(state: SkatState) -> list[int]:
    return sorted(a for a in state.legal_actions() if a < 32)


def test_grand_hearts_led_the_heart_jack_does_not_follow() -> None:
    state = game_of(A, 0, "GH")
    act(state, "HA")
    assert legal_cards(state) == cards("H7")  # HJ is a trump in Grand
    act(state, "H7")
    assert legal_cards(state) == cards("H8 HQ")
    act(state, "HQ")
    assert state.trick_leader == 0 and state.card_points_taken(0) == 14


def test_grand_jack_led_asks_for_jacks_only() -> None:
    state = game_of(A, 0, "GH")
    act(state, "CJ")
    assert legal_cards(state) == cards("HJ")
    act(state, "HJ")
    assert legal_cards(state) == cards("DJ")
    act(state, "DJ")
    assert state.tricks_taken(0) == 1 and state.current_player() == 0


def test_grand_ten_beats_king_and_queen() -> None:
    state = game_of(A, 0, "GH")
    act(state, "C7")
    assert legal_cards(state) == cards("CA CT CK")
    act(state, "CT", "CQ")
    assert state.tricks_taken(1) == 1 and state.card_points_taken(1) == 13
    assert state.current_player() == 1  # the winner leads next


def test_suit_game_trump_led_jacks_and_trump_suit_follow() -> None:
    state = game_of(A, 0, "HH")  # hearts hand by forehand
    act(state, "H9")
    assert legal_cards(state) == cards("HJ H7")  # trumps: jacks and hearts
    act(state, "HJ")
    assert legal_cards(state) == cards("DJ H8 HQ")
    act(state, "DJ")
    assert state.tricks_taken(1) == 1  # HJ over DJ over H9


def test_suit_game_jack_led_must_be_followed_by_trump_suit_card() -> None:
    state = game_of(A, 0, "HH")
    act(state, "SJ")
    assert legal_cards(state) == cards("HJ H7")
    with pytest.raises(IllegalActionError) as err:
        state.apply_action(state.parse_action("S7"))
    assert err.value.reason == "must follow trump"


def test_a_void_player_may_trump_and_the_small_trump_wins() -> None:
    state = game_of(B, 1, "DH")  # diamonds hand by middlehand
    act(state, "HA")
    assert legal_cards(state) == cards("CJ SJ DA DT DK DQ D9 D8 D7 CA")
    act(state, "D7")
    assert legal_cards(state) == cards(
        "HJ DJ SQ S9 S8 S7 CT CK CQ C9"
    )  # HJ is trump: void in hearts
    act(state, "SQ")
    assert state.tricks_taken(1) == 1 and state.card_points_taken(1) == 14


def test_an_off_suit_card_never_wins() -> None:
    state = game_of(B, 1, "DH")
    act(state, "HT", "CA", "S7")
    assert state.tricks_taken(0) == 1 and state.card_points_taken(0) == 21


def test_null_jacks_follow_their_suit_and_rank_between_queen_and_ten() -> None:
    state = game_of(A, 1, "NH")  # null hand by middlehand
    act(state, "HT")
    assert legal_cards(state) == cards("HJ H7")  # the heart jack is a heart in Null
    act(state, "HJ")
    assert legal_cards(state) == cards("H8 HQ")
    act(state, "HQ")
    assert state.tricks_taken(2) == 1  # Q > J > T
    assert not state.is_terminal()


def test_null_ends_with_the_declarers_first_trick() -> None:
    state = game_of(A, 1, "NH")
    act(state, "H9", "HJ", "H8")
    assert state.is_terminal()
    result = state.result()
    assert result.details["ended_early"] == "the declarer took a trick"
    assert result.scores == (0, -70, 0)


@pytest.mark.parametrize(
    ("card", "reason"),
    [("S7", "must follow hearts"), ("HA", "♥A is not in the hand")],
)
def test_illegal_cards_say_why(card: str, reason: str) -> None:
    state = game_of(A, 0, "GH")
    act(state, "HK")
    with pytest.raises(IllegalActionError) as err:
        state.apply_action(state.parse_action(card))
    assert err.value.reason == reason
    assert [action_to_string(a) for a in state.legal_actions()] == ["H7"]


def test_out_of_turn_card_is_rejected_with_the_reason() -> None:
    state = game_of(A, 0, "GH")
    with pytest.raises(IllegalActionError) as err:
        state.apply_out_of_turn(1, state.parse_action("HJ"))
    assert "turn" in err.value.reason
