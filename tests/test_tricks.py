from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from stammtisch.engine.cards import DECK32, cards_of, mask_of, parse_card, parse_cards
from stammtisch.engine.tricks import TRUMP, TrickRules, suit_cards

JACKS = parse_cards("CJ SJ HJ DJ")
GRAND = TrickRules.build(JACKS, "ATKQ987")
HEARTS = TrickRules.build(JACKS + suit_cards(2, "ATKQ987"), "ATKQ987")
NULL = TrickRules.build([], "AKQJT987")


def c(text: str) -> int:
    return parse_card(text)


def test_jacks_are_trump_not_their_suit() -> None:
    assert GRAND.follow_name(c("HJ")) == "trump"
    assert GRAND.follow_class[c("HJ")] == TRUMP
    assert NULL.follow_name(c("HJ")) == "hearts"


def test_must_follow_the_led_class() -> None:
    hand = mask_of(parse_cards("HJ H7 S7"))
    assert cards_of(GRAND.legal_mask(hand, c("HA"))) == [c("H7")]
    # a jack led in a suit game asks for trumps: the jack and the trump suit
    assert sorted(cards_of(HEARTS.legal_mask(hand, c("CJ")))) == sorted([c("HJ"), c("H7")])
    # void: anything
    assert GRAND.legal_mask(mask_of(parse_cards("S7 S8")), c("DA")) == mask_of(parse_cards("S7 S8"))
    # leading: anything
    assert GRAND.legal_mask(hand, None) == hand


def test_trick_winners() -> None:
    assert GRAND.winner(parse_cards("HA HT DJ")) == 2
    assert GRAND.winner(parse_cards("DJ CJ SJ")) == 1
    assert GRAND.winner(parse_cards("H7 SA HK")) == 2  # off-suit ace loses
    assert HEARTS.winner(parse_cards("SA H7 ST")) == 1  # a small trump wins
    assert HEARTS.winner(parse_cards("HA DJ HT")) == 1
    assert NULL.winner(parse_cards("HT HJ H9")) == 1  # null order: jack over ten
    assert NULL.winner(parse_cards("H7 H8 CA")) == 1


def test_first_of_two_equal_cards_wins_unless_told_otherwise() -> None:
    dk_trumps = parse_cards("HT CQ SQ HQ DQ CJ SJ HJ DJ DA DT DK D9")
    dk = TrickRules.build(dk_trumps, "ATK9")
    assert dk.winner([c("HT"), c("DA"), c("HT"), c("D9")]) == 0
    assert dk.winner([c("HT"), c("DA"), c("HT"), c("D9")], later_equal_wins=mask_of([c("HT")])) == 2
    assert dk.winner([c("CA"), c("CA"), c("CK"), c("C9")]) == 0


@given(st.permutations(list(DECK32)))
def test_winner_is_the_strongest_card_of_led_class_or_trump(deck: list[int]) -> None:
    trick = deck[:3]
    w = HEARTS.winner(trick)
    best = trick[w]
    for i, card in enumerate(trick):
        if i != w:
            assert not HEARTS.beats(card, best) or i < w
    if any(HEARTS.is_trump(x) for x in trick):
        assert HEARTS.is_trump(best)
    else:
        assert HEARTS.follow_class[best] == HEARTS.follow_class[trick[0]]
