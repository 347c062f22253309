"""Announcements: who may make them, their deadlines in cards held, the reply, skipping levels."""

from __future__ import annotations

import pytest
from doppelkopf_support import act, all_healthy, fill_hands, new_deal

from stammtisch.engine.doppelkopf import DoppelkopfGame, DoppelkopfState
from stammtisch.engine.errors import IllegalActionError

# BASE_HANDS: seats 0 and 2 hold a ♣Q (Re), seats 1 and 3 are Kontra; seat 0 leads.


def advance_until(state: DoppelkopfState, seat: int, held: int) -> None:
    """Play each mover's lowest legal card until ``seat`` holds ``held`` cards and is to play."""
    while not (state.held[seat] == held and state.current_player() == seat):
        state.apply_action(next(a for a in state.legal_actions() if a < 32))


def play_one(state: DoppelkopfState) -> None:
    state.apply_action(next(a for a in state.legal_actions() if a < 32))


def reason_out_of_turn(state: DoppelkopfState, seat: int, word: str) -> str:
    with pytest.raises(IllegalActionError) as info:
        state.apply_out_of_turn(seat, state.parse_action(word))
    return info.value.reason


def normal_game() -> DoppelkopfState:
    state = new_deal()
    all_healthy(state)
    return state


def words(state: DoppelkopfState, seat: int) -> list[str]:
    return [state.action_to_string(a) for a in state.announcement_options(seat)]


@pytest.mark.parametrize(
    ("level", "held"),
    [("re", 11), ("re no 90", 10), ("re no 60", 9), ("re no 30", 8), ("re schwarz", 7)],
)
def test_each_deadline_at_its_last_card_and_one_card_too_late(level: str, held: int) -> None:
    state = normal_game()
    levels = ["re", "re no 90", "re no 60", "re no 30", "re schwarz"]
    # announce the levels below at once, while they are all still legal
    if level != "re":
        act(state, levels[levels.index(level) - 1])
    advance_until(state, 0, held)
    assert state.held[0] == held
    assert level in words(state, 0)
    twin = state.clone()
    act(twin, level)  # in turn, at the last legal card
    assert twin.levels["re"] == levels.index(level) + 1
    play_one(state)  # seat 0 plays its card: one card too late now
    assert state.held[0] == held - 1
    assert level not in words(state, 0)
    with pytest.raises(IllegalActionError) as info:
        state.apply_out_of_turn(0, state.parse_action(level))
    assert f"it needs {held} cards in hand, seat 0 holds {held - 1}" in info.value.reason


def test_out_of_turn_announcement_by_a_player_not_to_move() -> None:
    state = normal_game()
    act(state, "CA")  # seat 0 leads; seat 1 to move
    assert state.current_player() == 1
    assert [state.action_to_string(a) for a in state.out_of_turn_actions(2)] == [
        "re",
        "re no 90",
        "re no 60",
        "re no 30",
        "re schwarz",
    ]
    assert next(state.action_to_string(a) for a in state.out_of_turn_actions(3)) == "kontra"
    assert state.out_of_turn_actions(1) == []  # the player to move announces in turn
    state.apply_out_of_turn(2, state.parse_action("re"))
    assert state.history()[-1] == (2, state.parse_action("re"))
    assert state.current_player() == 1 and state.levels["re"] == 1
    # the same party may not say it twice, the other party may not say it at all
    assert reason_out_of_turn(state, 0, "re") == "the Re party has already announced that"
    assert reason_out_of_turn(state, 3, "re") == "only the Re party may announce Re"


def test_the_player_to_move_may_announce_before_playing() -> None:
    state = normal_game()
    legal = [state.action_to_string(a) for a in state.legal_actions()]
    assert legal[-5:] == ["re", "re no 90", "re no 60", "re no 30", "re schwarz"]
    act(state, "re no 60")  # skipping levels: Re and no 90 come with it
    assert state.levels["re"] == 3 and state.current_player() == 0


def test_reply_to_re_one_card_later() -> None:
    state = normal_game()
    act(state, "re")
    advance_until(state, 1, 10)
    assert words(state, 1)[0] == "kontra"  # 10 cards: the reply is still open
    play_one(state)
    assert state.held[1] == 9
    assert words(state, 1) == []
    assert reason_out_of_turn(state, 1, "kontra") == (
        "too late for Kontra: it needs 10 cards in hand, seat 1 holds 9 cards"
    )


def test_without_an_opposing_announcement_kontra_closes_at_eleven() -> None:
    state = normal_game()
    act(state, "CA", "CT", "CT", "C9", "SA")  # seat 0 wins the first trick and leads again
    assert state.held[1] == 11 and words(state, 1)[0] == "kontra"
    act(state, "ST")  # seat 1's second card
    assert words(state, 1) == []
    act(state, "re")  # seat 2, still holding 11, announces: a reply opens for Kontra
    assert state.held[2] == 11
    assert words(state, 1) == [
        "kontra",
        "kontra no 90",
        "kontra no 60",
        "kontra no 30",
        "kontra schwarz",
    ]


@pytest.mark.parametrize(
    ("re_level", "reply_until"),
    [("re no 90", 9), ("re no 60", 8), ("re no 30", 7), ("re schwarz", 6)],
)
def test_reply_to_a_higher_announcement_one_card_after_its_deadline(
    re_level: str, reply_until: int
) -> None:
    state = normal_game()
    act(state, re_level)
    advance_until(state, 3, reply_until)
    assert words(state, 3)[:1] == ["kontra"]
    assert state.requirement("kontra", 1) == reply_until
    play_one(state)
    assert words(state, 3) == []


def test_skipping_levels_only_while_each_skipped_level_is_still_legal() -> None:
    state = normal_game()
    act(state, "CA", "CT", "CT", "C9", "SA", "ST")
    assert state.held[1] == 10
    # nothing announced by Re: Kontra's deadline (11) has passed, so no 90 is out of reach too
    assert words(state, 1) == []
    assert reason_out_of_turn(state, 1, "kontra no 90") == (
        "too late for Kontra: it needs 11 cards in hand, seat 1 holds 10 cards"
    )
    act(state, "re")  # seat 2, to move with 11 cards
    # in reply at 10 cards: Kontra (10), no 90 (10), no 60 (9), no 30 (8), schwarz (7) all fit
    assert words(state, 1) == [
        "kontra",
        "kontra no 90",
        "kontra no 60",
        "kontra no 30",
        "kontra schwarz",
    ]
    advance_until(state, 1, 9)  # 9 cards: the reply is over, so nothing above it either
    assert words(state, 1) == []


def test_higher_levels_keep_their_own_deadlines_after_re() -> None:
    state = normal_game()
    act(state, "re")
    advance_until(state, 0, 9)
    assert words(state, 0) == []
    # no 90 closed at 10 cards; with no 90 missing, no 60 cannot skip it
    state2 = normal_game()
    act(state2, "re no 90")
    advance_until(state2, 0, 9)
    assert words(state2, 0) == ["re no 60", "re no 30", "re schwarz"]


def test_an_announcement_shows_the_announcer_s_party_and_nothing_more() -> None:
    state = normal_game()
    act(state, "CA")
    state.apply_out_of_turn(3, state.parse_action("kontra"))
    view = state.view(1)
    assert view.history[-1] == (3, state.parse_action("kontra"))


def test_marriage_decided_in_the_second_trick_shifts_the_deadlines_by_one() -> None:
    from test_doppelkopf_contracts import MARRIAGE_HANDS

    state = new_deal(MARRIAGE_HANDS)
    act(state, "reservation", "healthy", "healthy", "healthy", "pass", "pass", "marriage")
    act(state, "HT", "D9", "DK", "D9")
    assert all(state.announcement_options(s) == [] for s in range(4))
    with pytest.raises(IllegalActionError, match="before the marriage partner is found"):
        state.apply_action(state.parse_action("re"))
    act(state, "S9", "SA", "ST", "SK")  # seat 1 wins the second trick: the partner
    assert state.decided_trick == 2 and state.partner == 1
    assert state.requirement("re", 1) == 10
    assert state.requirement("re", 2) == 9
    assert state.requirement("re", 5) == 6
    # seat 1 leads trick 3 holding 10 cards: Re is legal until it plays
    assert state.current_player() == 1 and state.held[1] == 10
    assert words(state, 1)[0] == "re"
    play_one(state)
    assert "re" not in words(state, 1)
    assert words(state, 3)[0] == "kontra"  # seat 3 still holds 10 cards


def test_forty_card_variant_announcements_until_the_fifth_card() -> None:
    game = DoppelkopfGame(4, {"forty_cards": True})
    hands = fill_hands(game, {0: "CQ", 1: "CQ"}, dealer=3, seed=2)
    state = new_deal(hands, rules={"forty_cards": True})
    all_healthy(state)
    assert state.party[0] == "re" and state.party[1] == "re"
    assert all(state.requirement("re", lv) == 6 for lv in range(1, 6))
    advance_until(state, 0, 6)
    assert words(state, 0) == ["re", "re no 90", "re no 60", "re no 30", "re schwarz"]
    twin = state.clone()
    play_one(twin)  # the fifth card: too late
    assert words(twin, 0) == []
    act(state, "re")  # before the fifth card
    assert state.requirement("kontra", 1) == 5
    advance_until(state, 2, 5)
    assert words(state, 2) == ["kontra"]  # the reply one card later; no 90 closed at 6
    play_one(state)
    assert words(state, 2) == []
