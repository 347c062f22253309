"""Sheepshead: trump order, following, picking, burying and the opening lead."""

from __future__ import annotations

import itertools
import random

import pytest
from sheepshead_deals import act, deal, names

from stammtisch.engine.cards import (
    card_points,
    card_str,
    mask_of,
    mask_points,
    parse_card,
    parse_cards,
)
from stammtisch.engine.errors import IllegalActionError
from stammtisch.engine.playout import random_playout
from stammtisch.engine.sheepshead import SheepsheadGame
from stammtisch.engine.sheepshead.contracts import TRICK_RULES
from stammtisch.engine.sheepshead.state import CALL, PLAY
from stammtisch.engine.state import HIDDEN

SEED_TRUMPS = "CQ SQ HQ DQ CJ SJ HJ DJ DA DT DK D9 D8 D7"

# three players, dealer 0: seat 1 leads first, seat 2 will pick
HANDS_3 = {
    1: "CQ SQ HQ DQ CJ SJ HA HT CA SA",
    2: "HJ DJ DA DT HK H9 CK C9 SK S9",
    0: "DK D9 D8 H8 H7 CT C8 ST S8 S7",
}
BLIND_3 = "C7 D7"


def test_trumps_rank_in_the_seeds_order() -> None:
    trumps = parse_cards(SEED_TRUMPS)
    assert list(TRICK_RULES.trump_order) == trumps
    for higher, lower in itertools.pairwise(trumps):
        assert TRICK_RULES.winner([lower, higher]) == 1, (card_str(higher), card_str(lower))
        assert TRICK_RULES.winner([higher, lower]) == 0
    # the lowest trump beats every fail card
    for suit in "CSH":
        for rank in "AT K987".replace(" ", ""):
            assert TRICK_RULES.winner([parse_card(suit + rank), parse_card("D7")]) == 1


@pytest.mark.parametrize("suit", ["C", "S", "H"])
def test_fail_suits_rank_a_ten_king_nine_eight_seven(suit: str) -> None:
    order = [parse_card(suit + r) for r in "ATK987"]
    for i, higher in enumerate(order):
        for lower in order[i + 1 :]:
            assert TRICK_RULES.winner([lower, higher]) == 1
    # a card of another fail suit never wins a trick it did not lead
    assert (
        TRICK_RULES.winner([parse_card(suit + "7"), parse_card("CA" if suit != "C" else "SA")]) == 0
    )
    # queens and jacks of the suit are trumps, not members of it
    assert TRICK_RULES.follow_name(parse_card(suit + "Q")) == "trump"
    assert TRICK_RULES.follow_name(parse_card(suit + "J")) == "trump"
    assert TRICK_RULES.class_masks[[*"CSH"].index(suit)] == mask_of(order)


def test_deal_sizes_and_blind() -> None:
    for players, hand, blind in ((3, 10, 2), (4, 7, 4), (5, 6, 2)):
        state = SheepsheadGame(players).new_deal(seed=11, dealer=1)
        assert [len(state.hand(s)) for s in range(players)] == [hand] * players
        assert len(state.blind()) == blind
        assert state.current_player() == 2 % players  # the dealer's left picks first


def test_cards_are_dealt_to_hands_from_the_dealers_left_then_the_blind() -> None:
    game = SheepsheadGame(3)
    state = deal(game, HANDS_3, BLIND_3, dealer=0)
    for seat, text in HANDS_3.items():
        assert state.hand(seat) == sorted(parse_cards(text))
    assert state.blind() == parse_cards(BLIND_3)
    history = [a for _, a in state.history()]
    assert history[:10] == parse_cards(HANDS_3[1])
    assert history[10:20] == parse_cards(HANDS_3[2])
    assert history[30:] == parse_cards(BLIND_3)


def test_picking_goes_round_from_the_dealers_left() -> None:
    state = SheepsheadGame(4).new_deal(seed=3, dealer=2)
    order = []
    for _ in range(3):
        order.append(state.current_player())
        assert names(state) == ["pass", "pick"]
        act(state, "pass")
    order.append(state.current_player())
    act(state, "pick")
    assert order == [3, 0, 1, 2]
    assert state.picker == 2


def test_burying_follows_picking_and_the_buried_cards_count_for_the_picker() -> None:
    game = SheepsheadGame(3)
    state = deal(game, HANDS_3, BLIND_3)
    act(state, "pass", "pick")
    assert state.picker == 2
    assert state.hand(2) == sorted(parse_cards(HANDS_3[2] + " " + BLIND_3))
    assert state.current_player() == 2 and len(state.legal_actions()) == 12
    with pytest.raises(IllegalActionError) as err:
        state.apply_action(parse_card("CA"))
    assert err.value.reason == "the picker can bury only a card in hand"
    act(state, "CK", "SK")
    assert state.buried() == sorted(parse_cards("CK SK"))
    assert len(state.hand(2)) == 10
    assert state.stage == PLAY
    # the buried cards and the blind are seen by the picker only
    for seat in (0, 1):
        view = state.view(seat)
        assert [a for _, a in view.history[-2:]] == [HIDDEN, HIDDEN]
        assert [a for _, a in view.history[30:32]] == [HIDDEN, HIDDEN]
    picker_view = state.view(2)
    assert [a for _, a in picker_view.history[-2:]] == parse_cards("CK SK")
    assert [a for _, a in picker_view.history[30:32]] == parse_cards(BLIND_3)
    random_playout(state, random.Random(5))
    result = state.result()
    won = sum(card_points(c) for c in state.won_cards(2))
    assert result.card_points[2] == won + 8  # CK + SK
    assert result.details["buried"] == ["CK", "SK"]
    assert sum(result.card_points) == 120


def test_four_players_bury_four() -> None:
    state = SheepsheadGame(4).new_deal(seed=8, dealer=0)
    act(state, "pick")
    assert len(state.hand(1)) == 11
    for _ in range(4):
        assert state.current_player() == 1
        state.apply_action(state.legal_actions()[0])
    assert len(state.buried()) == 4 and len(state.hand(1)) == 7
    assert state.stage == PLAY
    assert state.current_player() == 1  # seat 1 is both the dealer's left and the picker


@pytest.mark.parametrize("players", [3, 4, 5])
def test_opening_lead_is_the_dealers_left_not_the_picker(players: int) -> None:
    dealer = players - 1
    state = SheepsheadGame(players).new_deal(seed=21, dealer=dealer)
    act(state, "pass", "pick")  # seat 1 picks; the dealer's left is seat 0
    assert state.picker == 1
    while state.stage != PLAY:
        if state.stage == CALL:
            act(state, "alone")
        else:
            state.apply_action(state.legal_actions()[-1])
    assert state.current_player() == 0
    assert state.leader == 0


def test_must_follow_suit_and_trump() -> None:
    state = deal(SheepsheadGame(3), HANDS_3, BLIND_3)
    act(state, "pass", "pick", "CK", "SK")
    assert state.current_player() == 1
    act(state, "HA")
    assert names(state) == ["HK", "H9"]  # the jack of hearts is a trump, not a heart
    with pytest.raises(IllegalActionError) as err:
        state.apply_action(parse_card("HJ"))
    assert err.value.reason == "must follow hearts"
    assert str(err.value) == "'HJ' is not legal now: must follow hearts"
    act(state, "H9")
    assert names(state) == ["H8", "H7"]
    act(state, "H7")
    assert state.leader == 1 and state.tricks_taken() == [0, 1, 0]
    act(state, "CQ")
    assert names(state) == ["HJ", "DA", "DJ", "DT", "D7"]  # ascending card numbers
    assert state.illegal_reason(parse_card("HK")) == "must follow trump"
    act(state, "D7", "D8")
    act(state, "SA")
    assert names(state) == ["S9"]
    act(state, "S9")
    assert names(state) == ["ST", "S8", "S7"]
    act(state, "ST")  # the ten is below the ace
    assert state.tricks_taken() == [0, 3, 0]
    assert sum(card_points(c) for c in state.won_cards(1)) == 11 + 3 + 11 + 10
    act(state, "CA")
    assert names(state) == ["C9", "C7"]  # the seven came from the blind
    act(state, "C9")
    assert names(state) == ["CT", "C8"]
    act(state, "C8")
    act(state, "HT", "HK", "H8", "HQ", "DT", "D9", "SQ")
    assert names(state) == ["HJ", "DA", "DJ"]
    act(state, "HJ")
    assert names(state) == ["DK"]
    act(state, "DK", "DQ", "DA")
    # seat 0 has no trump left: void, it may play anything
    assert state.current_trick() == [(1, parse_card("DQ")), (2, parse_card("DA"))]
    assert names(state) == ["CT", "S8", "S7"]


def test_a_card_not_in_hand_is_refused_in_the_rules_words() -> None:
    state = deal(SheepsheadGame(3), HANDS_3, BLIND_3)
    act(state, "pass", "pick", "CK", "SK")
    assert state.illegal_reason(parse_card("DK")) == "DK is not in your hand"
    assert mask_points(mask_of(parse_cards("CK SK"))) == 8
