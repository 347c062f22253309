"""Sheepshead with five: the called ace, its play rules, the unknown card, the ten,
going alone, never a buried ace, and the jack-of-diamonds option."""

from __future__ import annotations

import random

import pytest
from sheepshead_deals import act, deal, names

from stammtisch.engine.cards import card_points, parse_card
from stammtisch.engine.errors import IllegalActionError
from stammtisch.engine.playout import random_playout
from stammtisch.engine.sheepshead import SheepsheadGame, SheepsheadState
from stammtisch.engine.sheepshead.actions import PLAY_UNKNOWN
from stammtisch.engine.sheepshead.state import UNDER
from stammtisch.engine.state import HIDDEN

FIVE = SheepsheadGame(5)
JACK = SheepsheadGame(5, {"partner": "jack_of_diamonds"})

# dealer 0; seat 1 passes, seat 2 picks and buries the blind (S7 D7)
HANDS_A = {
    1: "CA C9 S9 SJ D8 H9",
    2: "CQ SQ HQ DQ CJ H7",
    3: "HA HK SK S8 DJ DT",
    4: "HT H8 SA ST HJ DA",
    0: "CK CT C8 C7 DK D9",
}
BLIND = "S7 D7"


def picked(
    hands: dict[int, str],
    blind: str = BLIND,
    game: SheepsheadGame = FIVE,
    dealer: int = 0,
    bury: str = "S7 D7",
) -> SheepsheadState:
    state = deal(game, hands, blind, dealer=dealer)
    while state.current_player() != 2:
        act(state, "pass")
    act(state, "pick", *bury.split())
    return state


def reason(state: SheepsheadState, text: str) -> str:
    with pytest.raises(IllegalActionError) as err:
        state.apply_action(state.parse_action(text))
    return err.value.reason


def test_the_picker_calls_a_fail_ace_of_a_suit_held() -> None:
    state = picked(HANDS_A)
    assert names(state) == ["alone", "call HA"]
    assert reason(state, "call CA") == "the picker must hold a card of the called suit (clubs)"
    assert reason(state, "call SA") == "the picker must hold a card of the called suit (spades)"
    assert (
        reason(state, "call HT") == "a ten is called only when the picker holds all three fail aces"
    )
    assert (
        reason(state, "call HA unknown")
        == "an unknown card is called only when the picker can call no card"
    )
    assert reason(state, "call DJ") == "the picker calls a partner card or goes alone"
    act(state, "call HA")
    assert state.partner == 3
    assert state.called_card == parse_card("HA")
    assert state.current_player() == 1  # the dealer's left leads, not the picker


def test_the_called_ace_and_the_hold_card_wait_for_the_called_suit() -> None:
    state = picked(HANDS_A)
    act(state, "call HA", "CA")
    # the picker, void in clubs, may not throw off the last heart
    assert names(state) == ["CQ", "CJ", "SQ", "HQ", "DQ"]
    assert reason(state, "H7") == "the picker must keep the last hearts card until hearts is led"
    act(state, "CJ")
    # the partner, void in clubs, may not throw off the called ace
    assert names(state) == ["SK", "S8", "HK", "DJ", "DT"]
    assert reason(state, "HA") == "the called ace may not be thrown off before hearts is led"
    act(state, "S8", "HJ")
    assert reason(state, "DK") == "must follow clubs"
    act(state, "C7")
    assert state.leader == 2 and state.tricks_taken() == [0, 0, 1, 0, 0]
    act(state, "H7")  # hearts led for the first time
    assert names(state) == ["HA"]
    assert reason(state, "HK") == "the called ace must be played the first time hearts is led"
    act(state, "HA", "H8", "D9", "H9")
    assert state.leader == 0  # the nine of diamonds trumps the called ace
    random_playout(state, random.Random(2))
    result = state.result()
    assert result.details["partner"] == 3
    assert result.details["called_card"] == "HA"
    side = result.card_points[2] + result.card_points[3]
    assert result.details["side_points"] == side


def test_a_picker_with_two_hearts_may_throw_off_one() -> None:
    hands = dict(HANDS_A)
    hands[4] = "HT D7 SA ST HJ DA"
    state = picked(hands, blind="S7 H8", bury="S7 DQ")
    act(state, "call HA", "CA")
    assert names(state) == ["CQ", "CJ", "SQ", "HQ", "H8", "H7"]


def test_the_partner_leads_the_called_suit_only_with_the_called_ace() -> None:
    # dealer 2: seat 3, the partner, leads first
    state = deal(FIVE, HANDS_A, BLIND, dealer=2)
    act(state, "pass", "pass", "pass", "pass", "pick", "S7", "D7", "call HA")
    assert state.current_player() == 3
    assert names(state) == ["SK", "S8", "HA", "DJ", "DT"]
    assert reason(state, "HK") == "to lead hearts the partner must lead the called ace"


def test_the_partner_is_not_seen_by_anybody_else() -> None:
    swapped = dict(HANDS_A)
    swapped[3] = "HT HK SK S8 DJ DT"
    swapped[4] = "HA H8 SA ST HJ DA"
    one, two = picked(HANDS_A), picked(swapped)
    for state in (one, two):
        act(state, "call HA", "CA", "CJ", "S8", "HJ", "C7")
    assert (one.partner, two.partner) == (3, 4)
    for seat in (0, 1, 2):
        assert one.view(seat) == two.view(seat)
    assert one.view(3) != two.view(3)


def test_never_a_buried_ace_as_partner_card() -> None:
    hands = dict(HANDS_A)
    hands[4] = "HT H8 S7 ST HJ DA"
    state = picked(hands, blind="SA D7", bury="SA D7")
    assert names(state) == ["alone", "call HA"]
    assert reason(state, "call SA") == "a buried card can never be the partner card"


HANDS_TEN = {
    1: "HT H9 C9 SJ D8 S9",
    2: "CQ SQ CA SA HA H7",
    3: "HQ HK SK S8 DJ DT",
    4: "CT H8 ST DQ HJ DA",
    0: "CK CJ C8 C7 DK D9",
}


def test_holding_all_three_fail_aces_the_picker_calls_a_ten() -> None:
    state = picked(HANDS_TEN)
    assert names(state) == ["alone", "call CT", "call ST", "call HT"]
    assert reason(state, "call HA") == "the picker holds all three fail aces and calls a ten"
    act(state, "call CT")
    assert state.partner == 4
    act(state, "C9")
    assert names(state) == ["CA"]
    act(state, "CA", "S8")
    assert names(state) == ["CT"]  # the called ten is played when clubs is first led
    act(state, "CT", "CK")
    assert state.leader == 2  # the picker's ace wins the partner's ten


HANDS_UNKNOWN = {
    1: "HT H9 C9 SJ D8 S9",
    2: "CQ SQ HQ DQ CJ CA",
    3: "HA HK SK S8 DJ DT",
    4: "CT H8 SA ST HJ DA",
    0: "CK H7 C8 C7 DK D9",
}


def unknown_called(under: str) -> SheepsheadState:
    state = picked(HANDS_UNKNOWN)
    # no spade and no heart after burying S7: no ace can be called
    assert names(state) == ["alone", "call SA unknown", "call HA unknown"]
    assert reason(state, "call HA") == "the picker must hold a card of the called suit (hearts)"
    act(state, "call HA unknown")
    assert state.stage == UNDER and state.current_player() == 2
    assert names(state) == ["CA", "CQ", "CJ", "SQ", "HQ", "DQ"]
    act(state, under)
    return state


def test_the_unknown_card_is_face_down_and_seen_by_the_picker_only() -> None:
    state = unknown_called("CA")
    assert state.unknown_card == parse_card("CA")
    assert parse_card("CA") not in state.hand(2)
    index = len(state.history()) - 1
    assert state.view(2).history[index] == (2, parse_card("CA"))
    for seat in (0, 1, 3, 4):
        assert state.view(seat).history[index] == (2, HIDDEN)
    assert state.partner == 3


def test_the_unknown_card_waits_for_the_called_suit() -> None:
    state = unknown_called("CA")
    act(state, "C9")
    assert names(state) == ["CQ", "CJ", "SQ", "HQ", "DQ"]  # void in clubs, CA is face down
    assert reason(state, "unknown") == "the unknown card is played the first time hearts is led"


def test_the_unknown_card_plays_as_the_lowest_heart_and_only_the_winner_sees_it() -> None:
    state = unknown_called("CQ")  # even the highest trump counts as the lowest heart
    under_index = len(state.history()) - 1
    act(state, "HT")
    assert state.legal_actions() == [PLAY_UNKNOWN]
    assert reason(state, "DQ") == "must follow hearts with the unknown card"
    act(state, "unknown")
    assert state.current_trick() == [(1, parse_card("HT")), (2, PLAY_UNKNOWN)]
    assert names(state) == ["HA"]
    act(state, "HA", "H8", "H7")
    assert state.leader == 3 and state.tricks_taken()[3] == 1
    assert parse_card("CQ") in state.won_cards(3)
    assert sum(card_points(c) for c in state.won_cards(3)) == 10 + 3 + 11
    assert state.view(3).history[under_index] == (2, parse_card("CQ"))
    for seat in (0, 1, 4):
        assert state.view(seat).history[under_index] == (2, HIDDEN)


def test_the_picker_may_lead_the_unknown_card_as_the_called_suit() -> None:
    state = unknown_called("CA")
    under_index = len(state.history()) - 1
    act(state, "C9", "CQ", "S8", "CT", "CK")
    assert state.leader == 2
    assert "unknown" in names(state)
    act(state, "unknown")
    assert names(state) == ["HA"]
    act(state, "HA", "H8", "H7")
    assert names(state) == ["HT", "H9"]
    act(state, "H9")
    assert state.leader == 3
    assert state.view(3).history[under_index] == (2, parse_card("CA"))
    assert state.view(1).history[under_index] == (2, HIDDEN)


def test_the_unknown_card_never_leaks_to_the_other_players() -> None:
    one, two = unknown_called("CA"), unknown_called("CJ")
    for state in (one, two):
        act(state, "HT", "unknown", "HA", "H8", "H7")
    for seat in (0, 1, 4):
        assert one.view(seat) == two.view(seat)
    assert one.view(3) != two.view(3)  # the trick's winner saw it


HANDS_UNKNOWN_WITH_A_KING = {
    1: "CJ SJ HJ DJ DA DT",
    2: "CQ SQ HQ DQ CA CK",  # clubs only with the ace: no suit whose ace the picker lacks
    3: "DK D9 D8 CT C9 C8",
    4: "C7 SA ST SK S9 S8",
    0: "HA HT HK H9 H8 H7",
}


def test_an_unknown_card_also_for_a_picker_holding_a_fail_card_beside_its_ace() -> None:
    # Seed (003): "切り札以外のスーツのA以外のカードを持っていない時、任意のカードを1枚選んで
    # 伏せて置き..." - read as "when the picker can call no ace" (pagat), not literally "holds
    # no fail card but aces" (docs/rules/sheepshead.md, decision): holding CA CK and no spade
    # or heart, the picker may not call CA (its own) nor SA/HA (no card of the suit), so it
    # may call SA or HA with an unknown card instead of being forced to go alone.
    state = picked(HANDS_UNKNOWN_WITH_A_KING)
    assert names(state) == ["alone", "call SA unknown", "call HA unknown"]
    assert reason(state, "call CA") == "the picker cannot call a card of the picker's own"
    act(state, "call SA unknown", "CK")
    assert state.partner == 4 and state.unknown_card == parse_card("CK")


HANDS_UNKNOWN_TEN = {
    1: "HT H9 C9 SJ D8 S9",
    2: "CQ SQ CA CT SA ST",
    3: "HQ HK SK S8 DJ DT",
    4: "S7 H8 D7 DQ HJ DA",
    0: "CK CJ C8 C7 DK D9",
}


def test_an_unknown_ten_when_the_picker_holds_all_aces_and_no_heart() -> None:
    state = picked(HANDS_UNKNOWN_TEN, blind="HA H7", bury="HA H7")
    # all three aces (one buried): a ten; the hearts ten's suit is not held
    assert names(state) == ["alone", "call HT unknown"]
    assert reason(state, "call HA") == "the picker holds all three fail aces and calls a ten"
    act(state, "call HT unknown", "CT")
    assert state.partner == 1


def test_going_alone_with_five_collects_from_all_four() -> None:
    state = picked(HANDS_A)
    act(state, "alone")
    assert state.partner is None
    random_playout(state, random.Random(9))
    result = state.result()
    assert result.details["alone"] is True and result.details["partner"] is None
    defenders = [result.scores[s] for s in (0, 1, 3, 4)]
    assert len(set(defenders)) == 1
    assert result.scores[2] == -4 * defenders[0]
    assert result.contract == "pick alone"


def test_jack_of_diamonds_decides_the_partner() -> None:
    state = picked(HANDS_A, game=JACK)
    assert names(state) == ["alone", "call DJ"]
    assert (
        reason(state, "call HA")
        == "with the jack of diamonds partner the picker calls DJ or goes alone"
    )
    act(state, "call DJ")
    assert state.partner == 3
    # no play restriction on the jack or on the hearts
    act(state, "CA")
    assert names(state) == ["CQ", "CJ", "SQ", "HQ", "H7", "DQ"]
    random_playout(state, random.Random(4))
    result = state.result()
    assert result.details["partner"] == 3
    assert result.contract == "pick, jack of diamonds partner"
    assert result.scores[3] * 2 == result.scores[2]


def test_a_picker_holding_the_jack_of_diamonds_plays_alone() -> None:
    hands = dict(HANDS_A)
    hands[2] = "CQ SQ HQ DQ CJ DJ"
    hands[3] = "HA HK SK S8 H7 DT"
    state = picked(hands, game=JACK)
    act(state, "call DJ")
    assert state.partner is None
    # the others cannot tell: their views equal those of a deal with a partner
    random_playout(state, random.Random(6))
    result = state.result()
    assert result.details["alone"] is True
    assert result.scores[2] == -4 * result.scores[0]
