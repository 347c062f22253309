"""Kontra and Re; standard, Seeger-Fabian and adjusted scoring; four at the table."""

from __future__ import annotations

import random

import pytest
from skat_helpers import act, cards, deal_order, dealt, play_out, win_bidding

from stammtisch.engine.errors import IllegalActionError
from stammtisch.engine.records import DealRecord
from stammtisch.engine.skat import SkatGame, score_game
from stammtisch.engine.skat.actions import KONTRA, RE, action_to_string
from stammtisch.engine.skat.contracts import parse_declaration
from stammtisch.engine.skat.scoring import distribute

HANDS = (
    "CJ SJ HA HT HK H9 SA ST C7 D7",
    "HJ H7 S7 S8 SK CA CT CK DA DT",
    "DJ H8 HQ S9 SQ C9 C8 CQ DK DQ",
    "D9 D8",
)
KONTRA_GAME = SkatGame(3, {"kontra_re": True})


def test_kontra_doubles_and_re_doubles_again() -> None:
    g = parse_declaration("G")
    assert score_game(g, 1, 18, 70, 6, kontra=1).declarer_score == 96
    assert score_game(g, 1, 18, 70, 6, kontra=2).declarer_score == 192
    assert score_game(g, 1, 18, 50, 4, kontra=2).declarer_score == -384


def test_kontra_by_the_defender_who_has_not_played_after_the_other_defender_played() -> None:
    """Seed: a defender may say Kontra at any time before their own first card; the
    declarer may answer Re right after (docs/rules/skat.md decision 9)."""
    state = act(win_bidding(dealt(*HANDS, game=KONTRA_GAME), 1), "GH")  # middlehand declares
    assert state.current_player() == 0 and KONTRA in state.legal_actions()  # in turn
    assert state.out_of_turn_actions(2) == [KONTRA]  # rearhand, out of turn
    assert state.out_of_turn_actions(1) == []  # the declarer
    act(state, "HA")  # forehand has played its first card
    assert state.out_of_turn_actions(0) == []
    with pytest.raises(IllegalActionError) as err:
        state.apply_out_of_turn(0, KONTRA)
    assert err.value.reason == "Kontra must be said before the defender's first card"
    assert state.current_player() == 1 and KONTRA not in state.legal_actions()  # the declarer
    with pytest.raises(IllegalActionError) as err:
        state.apply_action(KONTRA)
    assert err.value.reason == "only a defender may say Kontra"
    assert state.out_of_turn_actions(2) == [KONTRA]  # rearhand has not played yet
    state.apply_out_of_turn(2, KONTRA)  # while the declarer is to play
    assert state.kontra == 1 and state.kontra_by == 2
    assert state.current_player() == 1 and [action_to_string(a) for a in state.legal_actions()] == [
        "p",
        "re",
    ]
    assert all(state.out_of_turn_actions(seat) == [] for seat in range(3))
    act(state, "re")
    assert state.current_player() == 1 and state.kontra == 2  # the declarer plays on
    assert state.legal_actions() == cards("H7")  # must follow hearts
    assert all(state.out_of_turn_actions(seat) == [] for seat in range(3))  # one Kontra a game
    play_out(state)
    result = state.result()
    plain = score_game(
        parse_declaration("GH"),
        result.details["matadors"],
        18,
        result.details["declarer_points"],
        result.details["declarer_tricks"],
    )
    assert result.details["kontra"] == "re"
    assert result.scores[1] == 4 * plain.declarer_score


def test_kontra_in_turn_then_the_defender_plays_their_card() -> None:
    state = act(win_bidding(dealt(*HANDS, game=KONTRA_GAME), 1), "GH", "HA H7")
    assert state.current_player() == 2 and KONTRA in state.legal_actions()
    act(state, "kontra")
    assert state.current_player() == 1 and state.kontra_by == 2
    act(state, "p")
    assert state.current_player() == 2 and state.kontra == 1
    assert KONTRA not in state.legal_actions()


def test_kontra_out_of_turn_before_the_first_lead() -> None:
    state = act(win_bidding(dealt(*HANDS, game=KONTRA_GAME), 1), "GH")
    state.apply_out_of_turn(2, KONTRA)  # forehand is to lead
    assert state.current_player() == 1
    act(state, "p")
    assert state.current_player() == 0 and KONTRA not in state.legal_actions()
    act(state, "HA H7 H8")
    assert state.kontra == 1 and state.tricks_played == 1


def test_no_kontra_before_the_game_is_declared() -> None:
    state = win_bidding(dealt(*HANDS, game=KONTRA_GAME), 1)
    assert all(state.out_of_turn_actions(seat) == [] for seat in range(3))
    with pytest.raises(IllegalActionError) as err:
        state.apply_out_of_turn(0, KONTRA)
    assert err.value.reason == "Kontra is said once the game is declared"


def test_re_only_right_after_kontra() -> None:
    state = act(win_bidding(dealt(*HANDS, game=KONTRA_GAME), 1), "GH", "HA")
    assert state.current_player() == 1 and RE not in state.legal_actions()
    with pytest.raises(IllegalActionError) as err:
        state.apply_action(RE)
    assert err.value.reason == "Re is said only by the declarer, right after a Kontra"
    state.apply_out_of_turn(2, KONTRA)
    act(state, "p")  # the declarer lets the moment pass
    assert state.current_player() == 1 and RE not in state.legal_actions()
    with pytest.raises(IllegalActionError) as err:
        state.apply_action(RE)
    assert err.value.reason == "Re is said only by the declarer, right after a Kontra"
    act(state, "H7")
    with pytest.raises(IllegalActionError) as err:
        state.apply_out_of_turn(1, RE)
    assert err.value.reason == "Re is said only by the declarer, right after a Kontra"
    assert state.kontra == 1


def test_out_of_turn_kontra_in_records_views_undo_and_samples() -> None:
    state = act(win_bidding(dealt(*HANDS, game=KONTRA_GAME), 1), "GH", "HA")
    state.apply_out_of_turn(2, KONTRA)
    act(state, "re", "H7")
    kontra_at = len(state.history()) - 3
    assert state.history()[kontra_at:] == ((2, KONTRA), (1, RE), (1, cards("H7")[0]))
    for seat in range(3):
        view = state.view(seat)
        assert view.history[kontra_at:] == state.history()[kontra_at:]  # public
        rng = random.Random(seat)
        for _ in range(20):
            sample = KONTRA_GAME.sample_state(view, rng)
            assert sample.view(seat) == view
            assert sample.kontra == 2 and sample.current_player() == 2
    record = DealRecord.from_state(play_out(state.clone()))
    texts = [(seat, text) for seat, text in record.actions]
    assert texts[4:8] == [(0, "HA"), (2, "kontra"), (1, "re"), (1, "H7")]
    assert record.check() == []
    assert record.replay().history() == play_out(state.clone()).history()
    twin = state.clone()
    assert state.undo_action() == (1, cards("H7")[0])
    assert state.undo_action() == (1, RE)
    assert state.current_player() == 1 and state.kontra == 1
    assert state.undo_action() == (2, KONTRA)
    assert state.kontra == 0 and state.out_of_turn_actions(2) == [KONTRA]
    state.apply_out_of_turn(2, KONTRA)
    act(state, "re", "H7")
    assert state.history() == twin.history() and state.view(0) == twin.view(0)


def test_forehand_may_not_say_kontra_after_leading() -> None:
    state = act(win_bidding(dealt(*HANDS, game=KONTRA_GAME), 2), "GH")
    act(state, "HA")
    act(state, "H7")
    with pytest.raises(IllegalActionError) as err:
        state.apply_out_of_turn(0, KONTRA)
    assert err.value.reason == "Kontra must be said before the defender's first card"
    assert state.out_of_turn_actions(1) == []  # middlehand has played too
    assert state.out_of_turn_actions(0) == []


def test_no_kontra_in_null() -> None:
    state = act(win_bidding(dealt(*HANDS, game=KONTRA_GAME), 1), "NH")
    assert KONTRA not in state.legal_actions()
    with pytest.raises(IllegalActionError) as err:
        state.apply_action(KONTRA)
    assert err.value.reason == "there is no Kontra in Null"


def test_no_kontra_without_the_option() -> None:
    state = act(win_bidding(dealt(*HANDS), 1), "GH")
    assert KONTRA not in state.legal_actions()
    with pytest.raises(IllegalActionError) as err:
        state.apply_action(KONTRA)
    assert err.value.reason == "Kontra is not part of these rules"


@pytest.mark.parametrize(
    ("mode", "players", "won", "expected"),
    [
        ("standard", 3, True, [0, 48, 0]),
        ("standard", 3, False, [0, -96, 0]),
        ("seeger_fabian", 3, True, [0, 98, 0]),
        ("seeger_fabian", 3, False, [40, -146, 40]),
        ("seeger_fabian", 4, True, [0, 98, 0, 0]),
        ("seeger_fabian", 4, False, [30, -146, 30, 30]),
        ("adjusted", 3, True, [-48, 0, -48]),
        ("adjusted", 3, False, [0, -96, 0]),
        ("adjusted", 4, True, [-48, 0, -48, 0]),
    ],
)
def test_scoring_modes(mode: str, players: int, won: bool, expected: list[int]) -> None:
    defenders = (0, 2)
    assert distribute(mode, players, 1, defenders, won, 48) == expected


@pytest.mark.parametrize("mode", ["standard", "seeger_fabian", "adjusted"])
def test_scoring_modes_in_a_played_deal(mode: str) -> None:
    game = SkatGame(3, {"scoring": mode})
    state = play_out(act(win_bidding(dealt(*HANDS, game=game), 0), "GH"))
    result = state.result()
    value = result.details["value"]
    won = result.details["won"]
    assert result.details["scoring"] == mode
    assert list(result.scores) == distribute(mode, 3, 0, (1, 2), won, value)
    assert result.details["declarer_score"] == (value if won else -2 * value)


@pytest.mark.parametrize(
    ("mode", "expected"),
    [
        ("standard", (-70, 0, 0, 0)),
        ("seeger_fabian", (-120, 30, 30, 30)),
        ("adjusted", (-70, 0, 0, 0)),
    ],
)
def test_four_at_the_table_the_dealer_scores_only_seeger_fabian_thirty(
    mode: str, expected: tuple[int, ...]
) -> None:
    game = SkatGame(4, {"scoring": mode})
    state = game.new_state(3)  # seat 3 deals and sits out; forehand is seat 0
    state.apply_deal(deal_order(*HANDS))
    act(state, "p p 18 NH HA")  # forehand's Null Hand: the ace takes the first trick
    act(state, "H7 H8")
    assert state.is_terminal()
    result = state.result()
    assert result.scores == expected
    assert result.card_points[3] == 0 and result.details["losers"] == [0]


def test_planned_deals_from_rounds() -> None:
    assert [SkatGame(3, {"rounds": r}).planned_deals for r in (1, 3, 5)] == [3, 9, 15]
    assert SkatGame(4, {"rounds": 5}).planned_deals == 20
    with pytest.raises(ValueError, match="rounds"):
        SkatGame(3, {"rounds": 2})


def test_kontra_and_re_double_the_overbid_value() -> None:
    # docs/rules/skat.md decision 9: Kontra and Re multiply the value after the overbid raise.
    # Diamonds with 1: 9 x 2 = 18 < bid 36, raised to 36; Kontra x2, Re x2: 144; lost: -288.
    s = score_game(parse_declaration("D"), 1, 36, 75, 7, kontra=2)
    assert s.overbid and not s.won
    assert (s.game_value, s.value, s.declarer_score) == (36, 144, -288)
