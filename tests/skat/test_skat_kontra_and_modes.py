"""Kontra and Re; standard, Seeger-Fabian and adjusted scoring; four at the table."""

from __future__ import annotations

import pytest
from skat_helpers import act, deal_order, dealt, play_out, win_bidding

from stammtisch.engine.errors import IllegalActionError
from stammtisch.engine.skat import SkatGame, score_game
from stammtisch.engine.skat.actions import KONTRA, action_string
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


def test_kontra_only_for_a_defender_before_their_first_card() -> None:
    state = act(win_bidding(dealt(*HANDS, game=KONTRA_GAME), 1), "GH")  # middlehand declares
    assert KONTRA in state.legal_actions()  # forehand, a defender, leads first
    act(state, "HA")
    assert state.current_player() == 1 and KONTRA not in state.legal_actions()  # the declarer
    with pytest.raises(IllegalActionError) as err:
        state.apply_action(KONTRA)
    assert err.value.reason == "only a defender may say Kontra"
    act(state, "H7")
    assert KONTRA in state.legal_actions()  # rearhand has not played yet
    act(state, "kontra")
    assert state.current_player() == 1 and [action_string(a) for a in state.legal_actions()] == [
        "p",
        "re",
    ]
    act(state, "re")
    assert state.current_player() == 2 and state.kontra == 2
    assert KONTRA not in state.legal_actions()
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


def test_forehand_may_not_say_kontra_after_leading() -> None:
    state = act(win_bidding(dealt(*HANDS, game=KONTRA_GAME), 2), "GH")
    act(state, "HA")
    act(state, "H7")
    with pytest.raises(IllegalActionError) as err:
        state.apply_out_of_turn(0, KONTRA)
    assert "turn" in err.value.reason


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
