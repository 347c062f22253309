"""How each Doppelkopf contract forms its parties, and the order of the reservations."""

from __future__ import annotations

import random

import pytest
from doppelkopf_support import BASE_HANDS, act, all_healthy, fill_hands, new_deal, play_out

from stammtisch.engine.cards import cards_str, parse_card
from stammtisch.engine.doppelkopf import SoloType
from stammtisch.engine.doppelkopf.contracts import MARRIAGE_SOLO
from stammtisch.engine.errors import IllegalActionError

MARRIAGE_HANDS = {
    0: "CQ CQ HT HT DJ DA DT CA CA SA H9 S9",
    1: "SQ DQ CJ HJ DK D9 CT CK SA ST HA HK",
    2: "SQ HQ SJ DA DK CT CK ST HA HK H9 C9",
    3: "HQ DQ CJ SJ HJ DJ DT D9 C9 SK SK S9",
}

ORDERED_SOLOS = ["diamonds", "hearts", "spades", "clubs", "queen", "jack", "no-trump"]

POVERTY_HANDS = {
    0: "CQ HT HQ DJ DA DT CA CA SA S9 C9 H9",
    1: "CJ D9 CT CK SA ST HA HK SK S9 C9 H9",  # two trumps
    2: "CQ HT SQ SJ HJ DA DK DQ CT ST HA HK",
    3: "CK CJ SK SQ SJ HQ HJ DT DK DQ DJ D9",
}


def parties(state: object) -> list[str | None]:
    return list(state.party)  # type: ignore[attr-defined]


def test_normal_game_the_club_queens_are_re() -> None:
    state = new_deal()
    all_healthy(state)
    assert state.kind == "normal game"
    assert parties(state) == ["re", "kontra", "re", "kontra"]
    assert state.current_player() == 0  # left of the dealer leads
    play_out(state)
    result = state.result()
    assert result.contract == "normal game" and result.declarer is None
    assert result.details["re"] == [0, 2] and result.details["kontra"] == [1, 3]
    assert sum(result.scores) == 0


def test_silent_solo_one_player_holds_both_club_queens() -> None:
    state = new_deal(MARRIAGE_HANDS)
    all_healthy(state)
    assert state.kind == "silent solo" and state.soloist == 0
    assert parties(state) == ["re", "kontra", "kontra", "kontra"]
    play_out(state)
    result = state.result()
    assert result.contract == "silent solo" and result.details["solo"] is True
    value = result.details["value"]
    assert result.scores == (3 * value, -value, -value, -value)
    assert result.details["extras"] == []  # never extras in a solo


def _marriage() -> object:
    state = new_deal(MARRIAGE_HANDS)
    act(state, "reservation", "healthy", "healthy", "healthy")
    words = [state.action_to_string(a) for a in state.legal_actions()]
    assert words == ["pass"] + [f"solo {s}" for s in ORDERED_SOLOS]
    act(state, "pass")  # the solo question
    assert [state.action_to_string(a) for a in state.legal_actions()] == ["pass"]
    act(state, "pass")  # the poverty question
    assert [state.action_to_string(a) for a in state.legal_actions()] == ["marriage"]
    act(state, "marriage")
    assert state.kind == "marriage" and state.marriage_player == 0
    assert parties(state) == ["re", None, None, None]
    return state


@pytest.mark.parametrize(
    ("tricks", "decided", "partner"),
    [
        (["S9 SA ST SK"], 1, 1),
        (["HT D9 DK D9", "S9 SA ST SK"], 2, 1),
        (["HT D9 DK D9", "HT DK DA DT", "S9 SA ST SK"], 3, 1),
        (["HT D9 DK D9", "HT DK DA DT", "CA CK C9 C9"], 3, None),
    ],
    ids=["trick-1", "trick-2", "trick-3", "no-partner"],
)
def test_marriage_partner_is_the_first_other_trick_winner(
    tricks: list[str], decided: int, partner: int | None
) -> None:
    state = _marriage()
    for i, trick in enumerate(tricks):
        # nobody may announce while the marriage is open
        assert all(state.announcement_options(s) == [] for s in range(4))
        act(state, *trick.split())
        if i < len(tricks) - 1:
            assert state.decided_trick == 0
    assert state.decided_trick == decided
    assert state.partner == partner
    if partner is None:
        assert state.kind == MARRIAGE_SOLO and state.soloist == 0
        assert parties(state) == ["re", "kontra", "kontra", "kontra"]
    else:
        assert parties(state) == ["re", "re", "kontra", "kontra"]
    # after the deciding trick both parties may announce, the deadlines shifted by it
    assert state.requirement("re", 1) == 11 - (decided - 1)
    assert state.announcement_options(0)[0] == state.parse_action("re")
    play_out(state)
    result = state.result()
    assert sum(result.scores) == 0
    if partner is None:
        assert result.contract == "marriage solo" and result.details["solo"] is True
    else:
        assert result.contract == "marriage" and result.details["marriage_partner"] == 1


def _poverty_declared() -> object:
    state = new_deal(POVERTY_HANDS)
    act(state, "healthy", "reservation", "healthy", "healthy", "pass", "poverty")
    assert state.current_player() == 1 and state.poor == 1
    return state


def test_poverty_passes_every_trump_and_is_accepted() -> None:
    state = _poverty_declared()
    # two trumps, three cards: one free card first, then both trumps
    act(state, "SK")
    with pytest.raises(IllegalActionError, match="must include every trump"):
        act(state, "HA")
    act(state, "CJ", "D9")
    assert cards_str(state.passed) == "SK CJ D9"
    # offered from the dealer's left, skipping the poor player
    assert state.current_player() == 0
    act(state, "refuse")
    assert state.current_player() == 2
    act(state, "accept")
    assert state.acceptor == 2 and state.held[2] == 15
    act(state, "DK", "HA", "ST")  # any three cards back
    assert [state.action_to_string(a) for a in state.legal_actions()] == ["trumps back 1"]
    act(state, "trumps back 1")
    assert state.kind == "poverty"
    assert parties(state) == ["kontra", "re", "re", "kontra"]
    assert cards_str(state.hand(1)) == "CK CT C9 SA ST ST S9 HA HA HK H9 DK"
    assert state.held == [12, 12, 12, 12]
    assert state.current_player() == 0
    play_out(state)
    result = state.result()
    assert result.contract == "poverty" and result.declarer == 1
    assert result.details["poverty_acceptor"] == 2 and sum(result.scores) == 0
    assert result.details["re"] == [1, 2]


def test_poverty_refused_by_all_is_thrown_in_and_the_next_dealer_deals() -> None:
    state = _poverty_declared()
    act(state, "CJ", "D9", "SK", "refuse", "refuse", "refuse")
    assert state.is_terminal()
    result = state.result()
    assert result.played is False and result.contract == "thrown in"
    assert result.scores == (0, 0, 0, 0)
    outcome = state.outcome()
    assert outcome.counts is False and outcome.same_dealer is False


def test_the_passed_cards_are_seen_only_by_the_two_players_exchanging() -> None:
    state = _poverty_declared()
    act(state, "CJ", "D9", "SK", "refuse", "accept", "DK", "HA", "ST", "trumps back 1")
    passes = [i for i, (actor, a) in enumerate(state.history()) if actor == 1 and a < 32]
    returns = [i for i, (actor, a) in enumerate(state.history()) if actor == 2 and a < 32]
    assert len(passes) == 3 and len(returns) == 3
    for seat, sees in ((0, False), (1, True), (2, True), (3, False)):
        assert all(state.action_visible(i, seat) == sees for i in passes + returns)
    # the number of trumps given back is public
    assert state.history()[-1] == (2, state.parse_action("trumps back 1"))


def test_solo_outranks_poverty_and_the_first_solo_ends_the_round() -> None:
    state = new_deal(POVERTY_HANDS)
    act(state, "reservation", "reservation", "healthy", "reservation")
    # seat 0 has no poverty and no marriage: its reservation must be a solo
    assert state.current_player() == 0
    assert state.parse_action("pass") not in state.legal_actions()
    with pytest.raises(IllegalActionError, match="must be a solo"):
        act(state, "pass")
    act(state, "solo jack")
    # the first solo ends the question round: seats 1 and 3 are not asked
    assert state.kind == "solo" and state.solo == SoloType.JACK and state.soloist == 0
    assert parties(state) == ["re", "kontra", "kontra", "kontra"]


def test_a_later_solo_beats_an_earlier_poverty_reservation() -> None:
    state = new_deal(POVERTY_HANDS)
    act(state, "healthy", "reservation", "healthy", "reservation", "pass", "solo hearts")
    assert state.kind == "solo" and state.soloist == 3 and state.solo == SoloType.HEARTS
    assert state.current_player() == 0  # a voluntary solo: the dealer's left leads


def test_poverty_outranks_marriage() -> None:
    hands = fill_hands(
        new_deal().game,
        {0: "CQ CQ HT HT DA DA", 2: "CJ D9 CA CA CT CT CK CK SA SA HA HA"},
        dealer=3,
        seed=4,
    )
    state = new_deal(hands)
    act(state, "reservation", "healthy", "reservation", "healthy", "pass", "pass")
    # the poverty question: the marriage player passes, the poor player declares
    assert state.current_player() == 0
    assert [state.action_to_string(a) for a in state.legal_actions()] == ["pass"]
    act(state, "pass")
    act(state, "poverty")
    assert state.poor == 2 and state.marriage_player is None


def test_every_solo_type_makes_one_against_three() -> None:
    for solo in SoloType:
        if solo == SoloType.QUEEN_JACK:
            continue
        state = new_deal()
        act(state, "healthy", "healthy", "reservation", "healthy")
        act(state, f"solo {state.action_to_string(40 + 3 * solo).split(' ', 1)[1]}")
        assert state.solo == solo and state.soloist == 2
        assert parties(state) == ["kontra", "kontra", "re", "kontra"]
        play_out(state)
        result = state.result()
        value = result.details["value"]
        assert result.scores[2] == 3 * value and sum(result.scores) == 0
        assert result.details["extras"] == []


def test_queen_jack_solo_only_in_the_forty_card_variant() -> None:
    state = new_deal()
    act(state, "reservation", "healthy", "healthy", "healthy")
    assert state.parse_action("solo queen-jack") not in state.legal_actions()


def test_five_players_the_dealer_sits_out() -> None:
    hands = {0: BASE_HANDS[0], 1: BASE_HANDS[1], 2: BASE_HANDS[2], 3: BASE_HANDS[3]}
    state = new_deal(hands, dealer=4, players=5)
    assert state.active == (0, 1, 2, 3)
    assert state.hand(4) == []
    all_healthy(state)
    assert state.party[4] is None
    assert state.out_of_turn_actions(4) == []
    rng = random.Random(1)
    while not state.is_terminal():
        assert state.current_player() != 4
        state.apply_action(rng.choice([a for a in state.legal_actions() if a < 32]))
    result = state.result()
    assert result.scores[4] == 0 and sum(result.scores) == 0
    assert result.card_points[4] == 0 and sum(result.card_points) == 240


def test_five_players_dealer_seat_zero() -> None:
    hands = {1: BASE_HANDS[0], 2: BASE_HANDS[1], 3: BASE_HANDS[2], 4: BASE_HANDS[3]}
    state = new_deal(hands, dealer=0, players=5)
    assert state.active == (1, 2, 3, 4) and state.current_player() == 1
    assert cards_str(state.hand(1)) == "CA CA CQ C9 SA S9 HQ HT H9 DA DJ DT"
    assert state.hand(0) == []
    assert state.hands[1][parse_card("CQ")] == 1
