"""Trump orders of every Doppelkopf contract, following, and equal cards."""

from __future__ import annotations

import pytest
from doppelkopf_support import act, all_healthy, new_deal, play_cards

from stammtisch.engine.cards import cards_of, cards_str, mask_of, parse_card, parse_cards
from stammtisch.engine.doppelkopf import SoloType, trick_rules
from stammtisch.engine.tricks import TRUMP

ORDERS = {
    None: "HT CQ SQ HQ DQ CJ SJ HJ DJ DA DT DK D9",
    SoloType.DIAMONDS: "HT CQ SQ HQ DQ CJ SJ HJ DJ DA DT DK D9",
    SoloType.HEARTS: "HT CQ SQ HQ DQ CJ SJ HJ DJ HA HK H9",
    SoloType.SPADES: "HT CQ SQ HQ DQ CJ SJ HJ DJ SA ST SK S9",
    SoloType.CLUBS: "HT CQ SQ HQ DQ CJ SJ HJ DJ CA CT CK C9",
    SoloType.QUEEN: "CQ SQ HQ DQ",
    SoloType.JACK: "CJ SJ HJ DJ",
    SoloType.QUEEN_JACK: "CQ SQ HQ DQ CJ SJ HJ DJ",
    SoloType.NO_TRUMP: "",
}

# the non-trump cards of each suit, strongest first
PLAIN = {
    None: {"C": "CA CT CK C9", "S": "SA ST SK S9", "H": "HA HK H9", "D": ""},
    SoloType.HEARTS: {"C": "CA CT CK C9", "S": "SA ST SK S9", "H": "", "D": "DA DT DK D9"},
    SoloType.SPADES: {"C": "CA CT CK C9", "S": "", "H": "HA HK H9", "D": "DA DT DK D9"},
    SoloType.CLUBS: {"C": "", "S": "SA ST SK S9", "H": "HA HK H9", "D": "DA DT DK D9"},
    SoloType.QUEEN: {s: f"{s}A {s}T {s}K {s}J {s}9" for s in "CSHD"},
    SoloType.JACK: {s: f"{s}A {s}T {s}K {s}Q {s}9" for s in "CSHD"},
    SoloType.QUEEN_JACK: {s: f"{s}A {s}T {s}K {s}9" for s in "CSHD"},
    SoloType.NO_TRUMP: {s: f"{s}A {s}T {s}K {s}Q {s}J {s}9" for s in "CSHD"},
}


@pytest.mark.parametrize("solo", list(ORDERS), ids=lambda s: "normal" if s is None else s.name)
def test_trump_order(solo: SoloType | None) -> None:
    rules = trick_rules(solo)
    assert rules.describe() == ORDERS[solo]
    trumps = parse_cards(ORDERS[solo])
    # each trump beats every weaker trump and every non-trump
    for i, strong in enumerate(trumps):
        for weak in trumps[i + 1 :]:
            assert rules.beats(strong, weak) and not rules.beats(weak, strong)
        plain = next(c for c in parse_cards("CA SA") if not rules.is_trump(c))
        assert rules.winner([plain, strong]) == 1


@pytest.mark.parametrize("solo", list(PLAIN), ids=lambda s: "normal" if s is None else s.name)
def test_plain_suit_orders(solo: SoloType | None) -> None:
    rules = trick_rules(solo)
    for suit, order in PLAIN[solo].items():
        cards = parse_cards(order)
        suit_index = "CSHD".index(suit)
        in_suit = [c for c in cards_of(rules.class_masks[suit_index]) if c % 8 <= 5]
        assert sorted(in_suit) == sorted(cards), suit
        for i, strong in enumerate(cards):
            for weak in cards[i + 1 :]:
                assert rules.winner([weak, strong]) == 1
                assert rules.winner([strong, weak]) == 0
        # a card of another suit never wins a suit trick
        other = parse_card("SA" if suit != "S" else "HA")
        if cards and not rules.is_trump(other):
            assert rules.winner([cards[-1], other]) == 0


def test_the_four_suit_solos_make_the_ten_of_hearts_top_trump() -> None:
    for solo in (SoloType.CLUBS, SoloType.SPADES, SoloType.HEARTS, SoloType.DIAMONDS):
        rules = trick_rules(solo)
        assert rules.trump_order[0] == parse_card("HT")
        assert len(rules.trump_order) == (12 if solo == SoloType.HEARTS else 13)
    # 26 trumps in a double deck, 24 in a heart solo (the DDV remark)
    assert len(trick_rules(None).trump_order) * 2 == 26
    assert len(trick_rules(SoloType.HEARTS).trump_order) * 2 == 24


def test_following_treats_all_trumps_as_one_suit() -> None:
    normal = trick_rules(None)
    hand = mask_of(parse_cards("HA DA SQ C9"))
    # a heart led: the ♥A must follow; the ♥10 is trump, not a heart
    assert cards_str(cards_of(normal.legal_mask(hand, parse_card("HK")))) == "HA"
    # the ♥10 led asks for trump: the ♦A and the ♠Q
    assert cards_str(cards_of(normal.legal_mask(hand, parse_card("HT")))) == "SQ DA"
    # in a queen solo the ♦A is a diamond and the queen is trump
    queen = trick_rules(SoloType.QUEEN)
    assert cards_str(cards_of(queen.legal_mask(hand, parse_card("DK")))) == "DA"
    assert queen.follow_class[parse_card("SQ")] == TRUMP
    nothing = trick_rules(SoloType.NO_TRUMP)
    assert cards_str(cards_of(nothing.legal_mask(hand, parse_card("SK")))) == "SQ"


def test_of_two_equal_cards_the_first_wins() -> None:
    normal = trick_rules(None)
    assert normal.winner(parse_cards("CQ CQ")) == 0
    assert normal.winner(parse_cards("D9 CQ SQ CQ")) == 1
    assert normal.winner(parse_cards("HT D9 HT DA")) == 0
    assert normal.winner(parse_cards("SA S9 SA SK")) == 0
    assert trick_rules(SoloType.NO_TRUMP).winner(parse_cards("HK HA HK HA")) == 1


def _heart_ten_trick(rules: dict[str, object]) -> int:
    """Seat 1 and seat 3 both play ♥10 to the first trick; the trick's winner."""
    state = new_deal(
        {
            0: "CQ SQ HQ DJ DA DT CA CA SA H9 S9 C9",
            1: "HT DQ CJ HJ DK D9 CT CK SA ST HA HK",
            2: "CQ SQ DQ SJ DA DK CT CK ST HA HK H9",
            3: "HT HQ CJ SJ HJ DJ DT D9 C9 SK SK S9",
        },
        rules=rules,
    )
    all_healthy(state)
    play_cards(state, "DT HT DK HT")
    return state.tricks[0].winner


def test_second_heart_ten_option() -> None:
    assert _heart_ten_trick({}) == 1
    assert _heart_ten_trick({"second_heart_ten_wins": True}) == 3


def test_second_heart_ten_except_in_the_last_trick() -> None:
    hands = {
        0: "CQ SQ HQ DJ DA DT CA CA SA H9 S9 C9",
        1: "HT DQ CJ HJ DK D9 CT CK SA ST HA HK",
        2: "CQ SQ DQ SJ DA DK CT CK ST HA HK H9",
        3: "HT HQ CJ SJ HJ DJ DT D9 C9 SK SK S9",
    }
    for rules, last_winner in (
        ({"second_heart_ten_wins": True}, 3),
        ({"second_heart_ten_wins": True, "heart_ten_first_in_last_trick": True}, 1),
        ({}, 1),
    ):
        state = new_deal(hands, rules=rules)
        all_healthy(state)
        # keep both ♥10 to the end: everybody plays their lowest card other than ♥10
        while len(state.tricks) < 11:
            legal = [a for a in state.legal_actions() if a < 32]
            others = [a for a in legal if a != parse_card("HT")]
            state.apply_action(others[-1] if others else legal[0])
        seat_of_first = state.current_player()
        while not state.is_terminal():
            state.apply_action(next(a for a in state.legal_actions() if a < 32))
        last = state.tricks[-1]
        assert sorted(last.cards).count(parse_card("HT")) == 2
        first_ten = last.seats[last.cards.index(parse_card("HT"))]
        second_ten = last.seats[len(last.cards) - 1 - last.cards[::-1].index(parse_card("HT"))]
        assert seat_of_first in last.seats
        assert last.winner == (second_ten if last_winner == 3 else first_ten), rules


def test_second_heart_ten_does_not_touch_solos_without_heart_ten_trump() -> None:
    state = new_deal(rules={"second_heart_ten_wins": True})
    act(state, "reservation", "healthy", "healthy", "healthy", "solo queen")
    assert state.heart_ten_rule(False) == 0
    state = new_deal(rules={"second_heart_ten_wins": True})
    act(state, "reservation", "healthy", "healthy", "healthy", "solo clubs")
    assert state.heart_ten_rule(False) == mask_of([parse_card("HT")])
