"""Sheepshead views and resampling: hidden partner, buried cards and unknown card."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from sheepshead_deals import act, deal

from stammtisch.engine.cards import parse_card, parse_cards
from stammtisch.engine.playout import random_step
from stammtisch.engine.sheepshead import SheepsheadGame, SheepsheadState
from stammtisch.engine.sheepshead.actions import CALL_BASE, CALL_UNKNOWN_BASE
from stammtisch.engine.sheepshead.contracts import FAIL_ACES
from stammtisch.engine.sheepshead.state import CALL

FIVE = SheepsheadGame(5)
BLIND = "S7 D7"
HANDS_A = {
    1: "CA C9 S9 SJ D8 H9",
    2: "CQ SQ HQ DQ CJ H7",
    3: "HA HK SK S8 DJ DT",
    4: "HT H8 SA ST HJ DA",
    0: "CK CT C8 C7 DK D9",
}
HANDS_UNKNOWN = {
    1: "HT H9 C9 SJ D8 S9",
    2: "CQ SQ HQ DQ CJ CA",
    3: "HA HK SK S8 DJ DT",
    4: "CT H8 SA ST HJ DA",
    0: "CK H7 C8 C7 DK D9",
}
HANDS_TEN = {
    1: "HT H9 C9 SJ D8 S9",
    2: "CQ SQ CA SA HA H7",
    3: "HQ HK SK S8 DJ DT",
    4: "CT H8 ST DQ HJ DA",
    0: "CK CJ C8 C7 DK D9",
}


def _consistent(state: SheepsheadState, rng: random.Random, samples: int = 4) -> None:
    for seat in range(state.num_players):
        view = state.view(seat)
        for _ in range(samples):
            sample = state.game.sample_state(view, rng)
            assert sample.view(seat) == view
            if sample.current_player() == seat:
                assert sample.legal_actions() == state.legal_actions()
            assert sorted(c for pile in sample.card_piles() for c in pile) == list(range(32))


def _play_through(state: SheepsheadState, seed: int) -> None:
    rng = random.Random(seed)
    while True:
        _consistent(state, rng)
        if state.is_terminal():
            return
        random_step(state, rng)


def test_the_picker_cannot_tell_who_holds_the_called_ace() -> None:
    state = deal(FIVE, HANDS_A, BLIND)
    act(state, "pass", "pick", "S7", "D7", "call HA", "CA", "CJ", "S8", "HJ", "C7")
    rng = random.Random(1)
    for seat in (2, 0, 1):
        partners = {FIVE.sample_state(state.view(seat), rng).partner for _ in range(80)}
        assert partners == {0, 1, 3, 4} - {seat}
    act(state, "H7", "HA")  # the called ace shows the partner
    assert {FIVE.sample_state(state.view(2), rng).partner for _ in range(20)} == {3}


def test_defenders_do_not_see_buried_cards_or_the_blind() -> None:
    state = deal(FIVE, HANDS_A, BLIND)
    act(state, "pass", "pick", "S7", "D7", "call HA")
    rng = random.Random(2)
    buried = {tuple(FIVE.sample_state(state.view(1), rng).buried()) for _ in range(40)}
    assert len(buried) > 5
    for cards in buried:
        assert parse_card("HA") not in cards  # the called ace is never the picker's
    # the picker knows its own
    assert {tuple(FIVE.sample_state(state.view(2), rng).buried()) for _ in range(10)} == {
        tuple(sorted(parse_cards("S7 D7")))
    }


def test_a_called_ten_places_all_three_aces_with_the_picker() -> None:
    state = deal(FIVE, HANDS_TEN, BLIND)
    act(state, "pass", "pick", "S7", "D7", "call CT")
    rng = random.Random(3)
    for _ in range(30):
        sample = FIVE.sample_state(state.view(0), rng)
        held = set(sample.hand(2)) | set(sample.buried())
        assert set(FAIL_ACES) <= held
        assert parse_card("CT") not in held
        assert any(c >> 3 == 0 for c in sample.hand(2))  # a club to hold until clubs is led


def test_the_unknown_card_varies_for_everyone_but_the_picker_and_the_winner() -> None:
    state = deal(FIVE, HANDS_UNKNOWN, BLIND)
    act(state, "pass", "pick", "S7", "D7", "call HA unknown", "CA")
    rng = random.Random(4)
    drawn = set()
    for _ in range(40):
        sample = FIVE.sample_state(state.view(4), rng)
        drawn.add(sample.unknown_card)
        hand = set(sample.hand(2)) | {sample.unknown_card}
        # the picker could call no ace: no spade or heart after burying
        assert not any(c in hand for c in parse_cards("SA ST SK S9 S8 S7 HA HT HK H9 H8 H7"))
    assert len(drawn) > 2
    act(state, "HT", "unknown", "HA", "H8", "H7")
    for seat, seen in ((2, True), (3, True), (1, False), (4, False), (0, False)):
        cards = {FIVE.sample_state(state.view(seat), rng).unknown_card for _ in range(25)}
        assert (cards == {parse_card("CA")}) == seen, (seat, cards)


def test_literal_deals_resample_consistently_to_the_end() -> None:
    for hands, calls, seed in (
        (HANDS_A, ["call HA"], 1),
        (HANDS_UNKNOWN, ["call HA unknown", "CJ"], 2),
        (HANDS_UNKNOWN, ["call SA unknown", "HQ"], 3),
        (HANDS_TEN, ["call HT"], 4),
        (HANDS_A, ["alone"], 5),
    ):
        state = deal(FIVE, hands, BLIND)
        act(state, "pass", "pick", "S7", "D7", *calls)
        _play_through(state, seed)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([3, 4, 5]), jack=st.booleans())
def test_random_deals_resample_consistently(seed: int, players: int, jack: bool) -> None:
    game = SheepsheadGame(players, {"partner": "jack_of_diamonds"} if jack else {})
    rng = random.Random(seed)
    state = game.new_deal(seed=seed, dealer=seed % players)
    while not state.is_terminal():
        if state.stage == CALL:
            # prefer the rare calls so that they are resampled often
            special = [
                a
                for a in state.legal_actions()
                if a >= CALL_UNKNOWN_BASE or (a >= CALL_BASE and a & 7 == 4)
            ]
            state.apply_action(rng.choice(special or state.legal_actions()))
        else:
            random_step(state, rng)
        seat = rng.randrange(players)
        view = state.view(seat)
        sample = game.sample_state(view, rng)
        assert sample.view(seat) == view
        if sample.current_player() == seat:
            assert sample.legal_actions() == state.legal_actions()
