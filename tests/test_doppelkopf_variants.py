"""The 40-card variant and the solo auction."""

from __future__ import annotations

import pytest
from doppelkopf_support import act, fill_hands, new_deal

from stammtisch.engine.doppelkopf import DoppelkopfGame, SoloType
from stammtisch.engine.errors import IllegalActionError, RuleOptionError

F = {"forty_cards": True}

FORTY_HANDS = {
    0: "CQ HT HQ DJ DA DT CA CA SA ST",
    1: "SQ DQ CJ HJ DK CT CK SA HA HK",
    2: "CQ HT SQ SJ DA DK CT CK ST HA",
    3: "HQ DQ CJ SJ HJ DJ DT SK SK HK",
}


def test_forty_cards_ten_each_no_nines() -> None:
    state = new_deal(FORTY_HANDS, rules=F)
    assert state.hand_size == 10 and len(state.game.deck()) == 40
    assert all(state.held[s] == 10 for s in range(4))
    assert state.legal_actions() == [
        state.parse_action("healthy"),
        state.parse_action("reservation"),
    ]


def test_redeal_right_with_84_points_or_two_trumps() -> None:
    game = DoppelkopfGame(4, F)
    rich = fill_hands(game, {0: "CA CA SA SA HA HA CT CT ST DQ"}, dealer=3, seed=1)  # 95 points
    state = new_deal(rich, rules=F)
    assert state.may_demand_redeal(0)
    assert "redeal" in [state.action_to_string(a) for a in state.legal_actions()]
    act(state, "redeal")
    assert state.is_terminal()
    result = state.result()
    assert result.played is False and result.contract == "redeal"
    outcome = state.outcome()
    assert outcome.counts is False and outcome.same_dealer is True
    # the hand is shown to everybody
    assert all(state.action_visible(i, 2) for i in range(10))
    # two trumps and only 71 card points also give the right
    poor = fill_hands(game, {1: "CJ DK CA CK SA SK HA HK CT ST"}, dealer=3, seed=2)
    state = new_deal(poor, rules=F)
    act(state, "healthy")
    assert state.normal_trumps(1) == 2 and state.may_demand_redeal(1)
    normal = new_deal(FORTY_HANDS, rules=F)  # seat 0: 82 card points, six trumps
    assert not normal.may_demand_redeal(0)
    with pytest.raises(IllegalActionError, match="84 or more card points"):
        act(normal, "redeal")


def test_forty_card_solo_ranking() -> None:
    state = new_deal(FORTY_HANDS, rules=F)
    act(state, "reservation", "reservation", "reservation", "healthy", "solo queen")
    # a later solo must be stronger: suit solos rank below the queen solo
    words = [state.action_to_string(a) for a in state.legal_actions()]
    assert "solo clubs" not in words and "solo queen" not in words
    assert words[:3] == ["pass", "solo queen re", "solo queen no-re"]
    assert {"solo queen-jack", "solo jack", "solo no-trump"} <= set(words)
    act(state, "solo queen re")
    assert state.current_player() == 2
    act(state, "solo queen-jack")
    assert state.kind == "solo" and state.solo == SoloType.QUEEN_JACK and state.soloist == 2
    assert state.trick_rules.describe() == "CQ SQ HQ DQ CJ SJ HJ DJ"


def test_forty_card_solo_with_re_and_without_re() -> None:
    state = new_deal(FORTY_HANDS, rules=F)
    act(state, "reservation", "healthy", "healthy", "healthy", "solo jack re")
    assert state.levels["re"] == 1  # Re is announced with the solo
    state = new_deal(FORTY_HANDS, rules=F)
    act(state, "reservation", "healthy", "healthy", "healthy", "solo jack no-re")
    assert state.mute_seat == 0
    assert state.announcement_options(0) == []
    assert state.announcement_options(1)[0] == state.parse_action("kontra")
    with pytest.raises(IllegalActionError, match="without Re"):
        act(state, "re")


def test_forty_card_defenders_win_bonus_in_a_played_deal() -> None:
    state = new_deal(FORTY_HANDS, rules=F)
    act(state, "healthy", "healthy", "healthy", "healthy")
    while not state.is_terminal():
        state.apply_action(next(a for a in state.legal_actions() if a < 32))
    result = state.result()
    labels = [label for _, label, _ in result.details["game_points"]]
    assert ("defenders' win" in labels) == (result.details["winner"] == "kontra")
    assert sum(result.scores) == 0 and sum(result.card_points) == 240


def test_solo_auction_by_announcements() -> None:
    rules = {"solo_auction": True}
    state = new_deal(rules=rules)
    act(state, "reservation", "healthy", "reservation", "reservation")
    assert [state.action_to_string(a) for a in state.legal_actions()] == ["solo"]
    act(state, "solo")
    # seat 2 wants a solo too: it must bid "90" or higher
    assert [state.action_to_string(a) for a in state.legal_actions()] == [
        "pass",
        "bid 90",
        "bid 60",
        "bid 30",
        "bid schwarz",
    ]
    act(state, "bid 90")
    assert state.current_player() == 0  # the first holds by saying the same, or passes
    assert [state.action_to_string(a) for a in state.legal_actions()] == ["pass", "bid 90"]
    act(state, "bid 90")
    assert state.current_player() == 2
    act(state, "bid 60", "pass")  # seat 0 gives way
    assert state.holder == 2 and state.current_player() == 3
    act(state, "bid 30", "bid 30")  # seat 3 challenges, seat 2 holds
    act(state, "pass")  # seat 3 gives up
    assert state.current_player() == 2  # the winner names the solo
    act(state, "solo hearts")
    assert state.soloist == 2 and state.solo == SoloType.HEARTS
    assert state.levels["re"] == 4  # Re, no 90, no 60, no 30 announced by the auction
    assert state.current_player() == 0


def test_solo_auction_held_at_schwarz_ends_the_challenge() -> None:
    state = new_deal(rules={"solo_auction": True})
    act(
        state,
        "reservation",
        "reservation",
        "healthy",
        "healthy",
        "solo",
        "bid schwarz",
        "bid schwarz",
    )
    assert state.holder == 0 and state.current_player() == 0
    act(state, "solo queen")
    assert state.levels["re"] == 5


def test_solo_auction_cannot_be_combined() -> None:
    with pytest.raises(RuleOptionError):
        DoppelkopfGame(4, {"solo_auction": True, "forty_cards": True})
    with pytest.raises(RuleOptionError):
        DoppelkopfGame(4, {"solo_auction": True, "tournament": True})
