"""Ramsch and Schieberamsch: who loses, Jungfrau, Durchmarsch, the skat, passing on."""

from __future__ import annotations

import pytest
from skat_helpers import act, cards, dealt, play_out

from stammtisch.engine.cards import CARD_POINTS, parse_cards
from stammtisch.engine.errors import IllegalActionError
from stammtisch.engine.phase import Phase
from stammtisch.engine.skat import SkatGame, score_ramsch
from stammtisch.engine.skat import state as skat_state
from stammtisch.engine.skat.actions import action_to_string
from stammtisch.engine.state import CHANCE, HIDDEN

HANDS = (
    "CJ SJ HA HT HK H9 SA ST C7 D7",
    "HJ H7 S7 S8 SK CA CT CK DA DT",
    "DJ H8 HQ S9 SQ C9 C8 CQ DK DQ",
    "D9 D8",
)
RAMSCH = SkatGame(3, {"ramsch": "ramsch"})
SCHIEBE = SkatGame(3, {"ramsch": "schieberamsch"})


@pytest.mark.parametrize(
    ("points", "tricks", "pushes", "scores"),
    [
        ((40, 50, 30), (3, 4, 3), 0, (0, -20, 0)),  # most card points loses 20
        ((60, 30, 30), (5, 3, 2), 0, (-20, 0, 0)),
        ((40, 40, 40), (3, 4, 3), 0, (-20, -20, -20)),  # ties: all tied lose
        ((60, 60, 0), (5, 5, 0), 0, (-40, -40, 0)),  # Jungfrau doubles
        ((70, 50, 0), (6, 4, 0), 0, (-40, 0, 0)),
        ((70, 50, 0), (6, 4, 0), 2, (-160, 0, 0)),  # two pushes: x4
        ((120, 0, 0), (10, 0, 0), 0, (120, 0, 0)),  # Durchmarsch
        ((0, 120, 0), (0, 10, 0), 1, (0, 240, 0)),
        ((50, 40, 30), (4, 3, 3), 3, (-160, 0, 0)),  # three pushes: x8
    ],
)
def test_ramsch_scores(
    points: tuple[int, int, int],
    tricks: tuple[int, int, int],
    pushes: int,
    scores: tuple[int, int, int],
) -> None:
    assert score_ramsch(points, tricks, pushes).scores == scores


def test_all_pass_plays_ramsch_with_grand_trumps() -> None:
    state = act(dealt(*HANDS, game=RAMSCH), "p p p")
    assert state.is_ramsch and state.phase is Phase.PLAY and state.current_player() == 0
    act(state, "CJ")
    assert sorted(state.legal_actions()) == cards("HJ")
    act(state, "HJ")
    assert sorted(state.legal_actions()) == cards("DJ")


def test_the_skat_goes_to_the_winner_of_the_last_trick() -> None:
    state = play_out(act(dealt(*HANDS, game=RAMSCH), "p p p"))
    result = state.result()
    assert result.contract == "Ramsch" and result.declarer is None
    skat_points = sum(CARD_POINTS[c] for c in parse_cards("D9 D8"))
    taken = [state.card_points_taken(s) for s in range(3)]
    last = state.trick_leader
    assert list(result.card_points) == [
        taken[s] + (skat_points if s == last else 0) for s in range(3)
    ]
    assert sum(result.card_points) == 120
    top = max(result.card_points)
    factor = 2 if 0 in [state.tricks_taken(s) for s in range(3)] else 1
    assert list(result.scores) == [-20 * factor if p == top else 0 for p in result.card_points]
    assert result.details["losers"] == [s for s in range(3) if result.card_points[s] == top]


def test_durchmarsch_takes_every_trick() -> None:
    state = dealt(
        "CJ SJ HJ DJ CA SA HA DA CT ST",
        "CK CQ C9 SK SQ S9 HT HK HQ DT",
        "C8 S8 S7 H9 H8 H7 DK DQ D9 D8",
        "C7 D7",
        game=RAMSCH,
    )
    act(state, "p p p")
    play_out(state)  # forehand leads jacks, then aces and tens: nobody can take a trick
    result = state.result()
    assert state.tricks_taken(0) == 10
    assert result.scores == (120, 0, 0) and result.details["durchmarsch"] == 0
    assert result.details["winners"] == [0] and result.details["losers"] == []


def test_schieberamsch_take_and_pass_on_without_jacks() -> None:
    state = act(dealt(*HANDS, game=SCHIEBE), "p p p")
    assert state.stage == skat_state.SCHIEBE and state.current_player() == 0
    assert [action_to_string(a) for a in state.legal_actions()] == ["p", "s"]
    act(state, "p")  # forehand passes it on unseen
    assert state.current_player() == 1
    act(state, "s")  # middlehand takes it: HJ must stay in the hand
    assert len(state.hand(1)) == 12
    assert sorted(state.legal_actions()) == cards("H7 S7 S8 SK CA CT CK DA DT D9 D8")
    with pytest.raises(IllegalActionError) as err:
        state.apply_action(state.parse_action("HJ"))
    assert err.value.reason == "jacks may not be passed on in Schieberamsch"
    act(state, "CA DA")
    assert state.current_player() == 2 and state.skat() == cards("CA DA")
    act(state, "p")  # rearhand passes on unseen
    assert state.phase is Phase.PLAY and state.current_player() == 0
    play_out(state)
    result = state.result()
    assert result.contract == "Schieberamsch" and result.details["pushes"] == 2
    assert result.details["multiplier"] in (4, 8)
    assert min(result.scores) in (-80, -160)


def test_schieberamsch_jacks_may_be_passed_with_the_option() -> None:
    game = SkatGame(3, {"ramsch": "schieberamsch", "pass_jacks": True})
    state = act(dealt(*HANDS, game=game), "p p p s")
    assert sorted(state.legal_actions()) == cards("CJ SJ HA HT HK H9 SA ST C7 D7 D9 D8")
    act(state, "CJ SJ")
    assert state.skat() == cards("CJ SJ")


def test_schieberamsch_who_sees_which_cards() -> None:
    state = act(dealt(*HANDS, game=SCHIEBE), "p p p p s CA DA")
    history = state.history()
    for player, sees_skat in ((0, False), (1, True), (2, False)):
        view = state.view(player)
        skat_entries = [a for (actor, a) in view.history[30:32]]
        assert (HIDDEN not in skat_entries) == sees_skat
        own = [a for (actor, a) in view.history[10 * player : 10 * player + 10] if actor == CHANCE]
        assert HIDDEN not in own
    # middlehand's discards: seen by middlehand only, until rearhand takes them
    discard_index = len(history) - 1
    assert [state.action_visible(discard_index, p) for p in range(3)] == [False, True, False]
    act(state, "s")
    assert [state.action_visible(discard_index, p) for p in range(3)] == [False, True, True]
    assert not state.action_visible(30, 2)
