"""Game values: every row of the value tables, matadors at the edges, overbid, conceded, Null."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from skat_helpers import act, dealt, win_bidding

from stammtisch.engine.cards import mask_of, parse_cards
from stammtisch.engine.skat.contracts import (
    BID_LADDER,
    CLUBS,
    DECLARATIONS,
    DIAMONDS,
    GRAND,
    HEARTS,
    NULL,
    SPADES,
    declaration_index,
    matadors,
    parse_declaration,
)
from stammtisch.engine.skat.scoring import game_outcome, score_game


def d(code: str):  # type: ignore[no-untyped-def]
    return parse_declaration(code)


# --- the base values --------------------------------------------------------------------


@pytest.mark.parametrize(("code", "base"), [("D", 9), ("H", 10), ("S", 11), ("C", 12), ("G", 24)])
def test_base_values(code: str, base: int) -> None:
    assert d(code).base_value == base
    # with 1, game: base x 2
    assert score_game(d(code), 1, 18, 61, 5).game_value == 2 * base


# --- the levels table: (with pickup, hand) ----------------------------------------------
# The seed's table: game 1/2, Schneider 2/3, Schneider announced -/4, Schwarz 3/5,
# Schwarz announced -/6, ouvert -/7.  Its hand column is cumulative: the Schwarz row (5)
# is Schwarz made after Schneider was announced; Schwarz made in a plain hand game is 4
# (ISkO, and the ISS records).


@pytest.mark.parametrize(
    ("code", "points", "tricks", "levels"),
    [
        ("C", 61, 5, 1),  # game
        ("CH", 61, 5, 2),  # game, hand
        ("C", 90, 8, 2),  # Schneider
        ("CH", 90, 8, 3),  # Schneider, hand
        ("CHS", 90, 8, 4),  # Schneider announced
        ("C", 120, 10, 3),  # Schwarz
        ("CH", 120, 10, 4),  # Schwarz, hand, nothing announced
        ("CHS", 120, 10, 5),  # Schwarz, hand, Schneider announced
        ("CHZ", 120, 10, 6),  # Schwarz announced
        ("CO", 120, 10, 7),  # ouvert
    ],
)
def test_level_table_rows(code: str, points: int, tricks: int, levels: int) -> None:
    s = score_game(d(code), 2, 18, points, tricks)
    assert s.won
    assert s.multiplier - 2 == levels
    assert s.declarer_score == 12 * (2 + levels)


def test_schneider_boundaries() -> None:
    assert score_game(d("G"), 1, 18, 89, 7).multiplier == 2
    assert score_game(d("G"), 1, 18, 90, 7).multiplier == 3
    # the declarer lost Schneider with 30, not with 31
    assert score_game(d("G"), 1, 18, 31, 3).declarer_score == -2 * 24 * 2
    assert score_game(d("G"), 1, 18, 30, 3).declarer_score == -2 * 24 * 3
    # no trick at all: Schneider and Schwarz
    assert score_game(d("G"), 1, 18, 0, 0).declarer_score == -2 * 24 * 4


def test_sixty_one_wins_sixty_loses() -> None:
    assert score_game(d("S"), -1, 18, 61, 4).declarer_score == 22
    assert score_game(d("S"), -1, 18, 60, 4).declarer_score == -44


def test_announced_schneider_missed_is_lost_with_the_announced_levels() -> None:
    s = score_game(d("HHS"), 1, 18, 85, 8)
    assert not s.won and s.multiplier == 1 + 4 and s.declarer_score == -2 * 10 * 5


def test_announced_schwarz_missed_is_lost() -> None:
    s = score_game(d("GHZ"), 2, 18, 110, 9)
    assert not s.won and s.multiplier == 2 + 6 and s.declarer_score == -2 * 24 * 8


# --- Null ----------------------------------------------------------------------------


@pytest.mark.parametrize(("code", "value"), [("N", 23), ("NH", 35), ("NO", 46), ("NOH", 59)])
def test_null_values_won_and_lost(code: str, value: int) -> None:
    assert score_game(d(code), 0, 18, 0, 0).declarer_score == value
    assert score_game(d(code), 0, 18, 12, 1).declarer_score == -2 * value


def test_null_overbid_is_raised_to_a_multiple_of_its_value() -> None:
    s = score_game(d("N"), 0, 24, 0, 0)
    assert s.overbid and not s.won and s.game_value == 46 and s.declarer_score == -92
    s = score_game(d("NH"), 0, 36, 0, 0)
    assert s.game_value == 70 and s.declarer_score == -140


# --- matadors at the edges -------------------------------------------------------------


def m(game_type: int, cards: str) -> int:
    return matadors(game_type, mask_of(parse_cards(cards)))


def test_matadors_with_and_without_edges() -> None:
    all_clubs = "CJ SJ HJ DJ CA CT CK CQ C9 C8 C7"
    assert m(CLUBS, all_clubs) == 11
    assert m(CLUBS, "SA ST SK SQ S9 S8 S7 HA") == -11  # no trump at all
    assert m(GRAND, "CJ SJ HJ DJ") == 4
    assert m(GRAND, "CA") == -4
    assert m(GRAND, "CJ HJ DJ") == 1
    assert m(GRAND, "SJ HJ DJ") == -1
    assert m(DIAMONDS, "CJ SJ HJ DJ DA DT DK DQ D9 D8") == 10  # missing D7 only
    assert m(HEARTS, "HJ DJ HA") == -2
    assert m(SPADES, "CJ SJ HJ DJ SA ST SK SQ S9 S8 S7") == 11
    assert m(NULL, "CJ SJ HJ DJ") == 0


def test_matadors_count_the_skat_in_a_hand_game() -> None:
    # forehand holds SJ HJ but not CJ; the club jack lies in the skat: "with 3"
    state = dealt(
        "SJ HJ HA HT HK H9 SA ST C7 D7",
        "DJ H7 S7 S8 SK CA CT CK DA DT",
        "D9 H8 HQ S9 SQ C9 C8 CQ DK DQ",
        "CJ D8",
    )
    win_bidding(state, 0)
    act(state, "GH")
    assert state.matadors() == 3  # CJ (skat), SJ, HJ; DJ is middlehand's


def test_matadors_count_the_discards_after_pick_up() -> None:
    state = dealt(
        "SJ HJ HA HT HK H9 SA ST C7 D7",
        "DJ H7 S7 S8 SK CA CT CK DA DT",
        "D9 H8 HQ S9 SQ C9 C8 CQ DK DQ",
        "CJ D8",
    )
    win_bidding(state, 0)
    act(state, "s", "CJ", "SJ", "G")  # puts both jacks away: they still count
    assert state.matadors() == 3


# --- overbid, in the ISS examples ---------------------------------------------------------


def test_overbid_diamonds_with_one_bid_36() -> None:
    s = score_game(d("D"), 1, 36, 41, 4)
    assert s.overbid and s.game_value == 36 and s.declarer_score == -72


def test_overbid_even_with_enough_points() -> None:
    s = score_game(d("D"), -1, 36, 75, 7)
    assert s.overbid and not s.won and s.declarer_score == -72


def test_overbid_raise_is_the_next_multiple_of_the_base_value() -> None:
    s = score_game(d("H"), 1, 27, 70, 6)  # 20 < 27: raised to 30
    assert s.game_value == 30 and s.declarer_score == -60
    s = score_game(d("G"), 1, 50, 70, 6)  # 48 < 50: raised to 72
    assert s.game_value == 72 and s.declarer_score == -144


def test_bid_exactly_reached_is_not_overbid() -> None:
    s = score_game(d("C"), 2, 36, 70, 6)
    assert s.won and not s.overbid and s.declarer_score == 36


# --- conceded at declaration ------------------------------------------------------------


def test_conceded_game_is_lost_at_the_declared_level() -> None:
    s = score_game(d("G"), 1, 18, 0, 0, conceded=True)
    assert not s.won and s.multiplier == 2 and s.declarer_score == -96
    s = score_game(d("CH"), -2, 18, 0, 0, conceded=True)
    assert s.multiplier == 4 and s.declarer_score == -96


def test_conceded_in_play_records_the_declared_game() -> None:
    state = dealt(
        "CJ SJ HA HT HK H9 SA ST C7 D7",
        "HJ H7 S7 S8 SK CA CT CK DA DT",
        "DJ H8 HQ S9 SQ C9 C8 CQ DK DQ",
        "D9 D8",
    )
    win_bidding(state, 2, 40)
    act(state, "s", "S9", "SQ", "concede")
    assert state.legal_actions()[0] >= 32  # only declarations now
    act(state, "D")
    result = state.result()
    assert result.details["conceded"] and not result.details["won"]
    # rearhand's best trump is DJ: "without 3"; 9 x 4 = 36 < 40: raised to 45
    assert result.details["matadors"] == -3
    assert result.details["overbid"] and result.scores == (0, 0, -90)
    assert result.card_points == (0, 0, 3) and result.unassigned_points == 117


# --- the fast and the explained computation agree -----------------------------------------


@given(
    index=st.integers(0, len(DECLARATIONS) - 1),
    mat=st.integers(1, 11),
    sign=st.sampled_from([1, -1]),
    bid=st.sampled_from(BID_LADDER),
    points=st.integers(0, 120),
    tricks=st.integers(0, 10),
    conceded=st.booleans(),
    kontra=st.integers(0, 2),
)
def test_fast_outcome_matches_explained_score(
    index: int, mat: int, sign: int, bid: int, points: int, tricks: int, conceded: bool, kontra: int
) -> None:
    decl = DECLARATIONS[index]
    mats = 0 if decl.is_null else sign * min(mat, 4 if decl.game_type == GRAND else 11)
    s = score_game(decl, mats, bid, points, tricks, conceded=conceded, kontra=kontra)
    fast = game_outcome(declaration_index(decl), mats, bid, points, tricks, conceded, kontra)
    assert fast == (s.won, s.value, s.overbid)
    assert s.value >= bid * 2**kontra  # a game is never worth less than the bid
    assert s.declarer_score in (s.value, -2 * s.value)
    assert s.won is False or s.declarer_score > 0
