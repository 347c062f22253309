"""A Skat declaration's worth before play: what the declarer is told while choosing the game.

The value counts the matadors of the declarer's cards and the skat, once the skat is known;
in a Hand game the skat is unseen, so the value is a range over every skat left possible.
Below the bid the game is overbid (lost) unless Schneider or Schwarz raises it; a Null's
value never rises.
"""

from __future__ import annotations

import random

import pytest
from test_ai_bidding import deal_with

from stammtisch.engine.cards import DECK32, mask_of, parse_cards
from stammtisch.engine.messages import Message
from stammtisch.engine.registry import make_game
from stammtisch.engine.skat.contracts import parse_declaration
from stammtisch.engine.skat.scoring import declaration_worth
from stammtisch.engine.skat.state import DECLARE, SKAT_DECISION
from stammtisch.engine.state import GameState

FOREHAND = "SA ST SK SQ S9 S8 HA HT HK HQ"
MIDDLEHAND = "SJ HJ DA DT DK DQ D9 C7 C8 H7"  # the declarer: no club jack, the skat holds it
REARHAND = "CA CT CK CQ C9 S7 H9 H8 DJ D7"
SKAT = "CJ D8"
LADDER = ["18", "20", "22", "23", "24", "27", "30", "33", "35", "36", "40"]


def bid_to(value: str) -> GameState:
    """Middlehand bids up to ``value`` against forehand, who holds each bid; both others pass."""
    hands = [parse_cards(h) for h in (FOREHAND, MIDDLEHAND, REARHAND, SKAT)]
    state = make_game("skat").new_deal(dealer=0, cards=deal_with(DECK32, hands, 32))
    for bid in LADDER[: LADDER.index(value) + 1]:
        state.apply_action(state.parse_action(bid))
        if bid != value:
            state.apply_action(state.parse_action("y"))
    for _ in range(2):
        state.apply_action(state.parse_action("p"))
    assert state.declarer == 2 and state.bid == int(value)
    return state


def pick_up(state: GameState, *discards: str) -> None:
    state.apply_action(state.parse_action("s"))
    for card in discards:
        state.apply_action(state.parse_action(card))
    assert state.stage == DECLARE


def said(state: GameState, declaration: str) -> list[tuple[str, dict[str, object]]]:
    return [(m.code, dict(m.args)) for m in state.action_notes(state.parse_action(declaration))]


def test_after_picking_up_the_skat_counts_and_the_value_is_exact() -> None:
    state = bid_to("27")
    pick_up(state, "C7", "C8")
    # with the skat's club jack: with 3 (the diamond jack is rearhand's), game 1
    assert said(state, "D") == [("score.skat.worth", {"value": 36, "base": 9, "multiplier": 4})]
    assert said(state, "S") == [("score.skat.worth", {"value": 44, "base": 11, "multiplier": 4})]
    assert said(state, "G") == [("score.skat.worth", {"value": 96, "base": 24, "multiplier": 4})]
    assert said(state, "NO") == [("score.skat.worth_null", {"value": 46})]
    assert said(state, "N") == [
        ("score.skat.worth_null", {"value": 23}),
        ("score.skat.null_below_bid", {"bid": 27}),
    ]


def test_a_suit_game_below_the_bid_is_overbid_unless_schneider_raises_it() -> None:
    state = bid_to("40")
    pick_up(state, "C7", "C8")
    assert said(state, "D") == [
        ("score.skat.worth", {"value": 36, "base": 9, "multiplier": 4}),
        ("score.skat.below_bid", {"bid": 40}),
    ]
    assert said(state, "S") == [("score.skat.worth", {"value": 44, "base": 11, "multiplier": 4})]


def test_a_hand_game_ranges_over_the_skats_still_possible() -> None:
    state = bid_to("27")
    assert state.stage == SKAT_DECISION
    # without 1 (3 with hand), up to with 9 when the skat holds both missing jacks (11)
    assert said(state, "DH") == [("score.skat.worth_range", {"low": 27, "high": 99, "base": 9})]
    assert said(state, "GH") == [("score.skat.worth_range", {"low": 72, "high": 144, "base": 24})]
    assert said(state, "NH") == [("score.skat.worth_null", {"value": 35})]
    higher = bid_to("40")
    assert said(higher, "DH") == [
        ("score.skat.worth_range", {"low": 27, "high": 99, "base": 9}),
        ("score.skat.maybe_below_bid", {"bid": 40}),
    ]


def test_the_notes_tell_no_more_than_the_declarer_knows() -> None:
    """Every deal the declarer's view resamples to gives the same notes: the other hands and
    an unseen skat never show through."""
    rng = random.Random(5)
    for state in (bid_to("27"), bid_to("40")):
        for picked in (False, True):
            if picked:
                pick_up(state, "C7", "C8")
            view = state.view(2)
            notes = [state.action_notes(a) for a in state.legal_actions()]
            assert any(notes)
            for _ in range(5):
                sample = state.game.sample_state(view, rng)
                assert [sample.action_notes(a) for a in sample.legal_actions()] == notes


def test_only_the_declarer_choosing_a_game_is_told() -> None:
    state = make_game("skat").new_deal(seed=3, dealer=0)
    assert state.action_notes(state.parse_action("G")) == ()  # still bidding
    state = bid_to("18")
    pick_up(state, "C7", "C8")
    assert state.action_notes(state.parse_action("C7")) == ()  # not a declaration
    state.apply_action(state.parse_action("G"))
    assert state.action_notes(state.parse_action("G")) == ()  # declared: the play is on


@pytest.mark.parametrize(
    ("code", "cards", "bid", "low", "high"),
    [
        ("C", "CJ SJ DJ CA", 18, 36, 36),  # with 2, game 1
        ("G", "HJ DJ", 18, 72, 72),  # without 2, game 1
        ("GH", "CJ SJ HJ DJ", 18, 144, 144),  # with 4, game 1, hand 1
        # with 1, plus game, hand, Schneider, announced, Schwarz, announced, ouvert
        ("CO", "CJ", 18, 12 * 8, 12 * 8),
        ("NOH", "", 60, 59, 59),
    ],
)
def test_worth_table(code: str, cards: str, bid: int, low: int, high: int) -> None:
    worth = declaration_worth(parse_declaration(code), mask_of(parse_cards(cards)), 0, bid)
    assert (worth.low, worth.high) == (low, high)
    assert worth.overbid == (high < bid) and worth.sure
    assert all(isinstance(m, Message) for m in worth.messages())
