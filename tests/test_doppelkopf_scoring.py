"""The DDV scoring table line by line, the two worked examples, and cases counted by hand.

Every case lists the game points as its rules give them, their sum, and the
scores per seat, which always add up to zero.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from stammtisch.engine.doppelkopf.scoring import (
    BASIC,
    KONTRA,
    NO_30,
    NO_60,
    NO_90,
    NONE,
    RE,
    SCHWARZ,
    Extra,
    Tally,
    value_deal,
    winner_of,
)


def seat_scores(re_value: int, solo: bool) -> list[int]:
    """Seats 0 (and 1) Re, the rest Kontra; a soloist is seat 0 alone."""
    if solo:
        return [3 * re_value, -re_value, -re_value, -re_value]
    return [re_value, re_value, -re_value, -re_value]


@dataclass(frozen=True)
class Case:
    name: str
    re: Tally
    kontra: Tally
    winner: str | None
    points: list[tuple[str, str, int]]  # (party credited, label, value)
    total: str  # the sum written out: "1 + 1 + 2 = 4" from the winner's side
    re_value: int
    solo: bool = False
    extras: tuple[Extra, ...] = ()
    defenders_bonus: bool = False


CASES = [
    Case(
        "worked example 1: Kontra announced and won with 160",
        Tally(80, 4, NONE),
        Tally(160, 8, BASIC),
        KONTRA,
        [
            (KONTRA, "won", 1),
            (KONTRA, "Re under 90", 1),
            (KONTRA, "Kontra announced", 2),
            (KONTRA, "won against the Re party", 1),
        ],
        "1 + 1 + 2 + 1 = 5",
        -5,
    ),
    Case(
        "worked example 2: Re announced Re, no 90, no 60 and took only 130",
        Tally(130, 7, NO_60),
        Tally(110, 5, NONE),
        KONTRA,
        [
            (KONTRA, "won", 1),
            (KONTRA, "Re announced", 2),
            (KONTRA, "no 90 announced by Re", 1),
            (KONTRA, "no 60 announced by Re", 1),
            (KONTRA, "90 reached against no 60", 1),
            (KONTRA, "won against the Re party", 1),
        ],
        "1 + 2 + 1 + 1 + 1 + 1 = 7",
        -7,
    ),
    Case(
        "Re 121 without announcements",
        Tally(121, 6),
        Tally(119, 6),
        RE,
        [(RE, "won", 1)],
        "1 = 1",
        1,
    ),
    Case(
        "120 each without announcements: Kontra wins",
        Tally(120, 6),
        Tally(120, 6),
        KONTRA,
        [(KONTRA, "won", 1), (KONTRA, "won against the Re party", 1)],
        "1 + 1 = 2",
        -2,
    ),
    Case(
        "120 each, only Kontra announced: Re wins with 120",
        Tally(120, 6),
        Tally(120, 6, BASIC),
        RE,
        [(RE, "won", 1), (RE, "Kontra announced", 2)],
        "1 + 2 = 3",
        3,
    ),
    Case(
        "only Kontra announced: Kontra needs 121",
        Tally(119, 6),
        Tally(121, 6, BASIC),
        KONTRA,
        [
            (KONTRA, "won", 1),
            (KONTRA, "Kontra announced", 2),
            (KONTRA, "won against the Re party", 1),
        ],
        "1 + 2 + 1 = 4",
        -4,
    ),
    Case(
        "120 each, only Re announced: Kontra wins with 120",
        Tally(120, 6, BASIC),
        Tally(120, 6),
        KONTRA,
        [
            (KONTRA, "won", 1),
            (KONTRA, "Re announced", 2),
            (KONTRA, "won against the Re party", 1),
        ],
        "1 + 2 + 1 = 4",
        -4,
    ),
    Case(
        "120 each, Re and Kontra announced: Kontra wins with 120",
        Tally(120, 6, BASIC),
        Tally(120, 6, BASIC),
        KONTRA,
        [
            (KONTRA, "won", 1),
            (KONTRA, "Re announced", 2),
            (KONTRA, "Kontra announced", 2),
            (KONTRA, "won against the Re party", 1),
        ],
        "1 + 2 + 2 + 1 = 6",
        -6,
    ),
    Case(
        "Re and Kontra announced, Re 121",
        Tally(121, 6, BASIC),
        Tally(119, 6, BASIC),
        RE,
        [(RE, "won", 1), (RE, "Re announced", 2), (RE, "Kontra announced", 2)],
        "1 + 2 + 2 = 5",
        5,
    ),
    Case(
        "Re announced, Kontra under 90",
        Tally(151, 8, BASIC),
        Tally(89, 4),
        RE,
        [(RE, "won", 1), (RE, "Kontra under 90", 1), (RE, "Re announced", 2)],
        "1 + 1 + 2 = 4",
        4,
    ),
    Case(
        "no 90 announced and kept: Kontra 89",
        Tally(151, 8, NO_90),
        Tally(89, 4),
        RE,
        [
            (RE, "won", 1),
            (RE, "Kontra under 90", 1),
            (RE, "Re announced", 2),
            (RE, "no 90 announced by Re", 1),
        ],
        "1 + 1 + 2 + 1 = 5",
        5,
    ),
    Case(
        "no 90 announced, Kontra reaches exactly 90 and wins",
        Tally(150, 8, NO_90),
        Tally(90, 4),
        KONTRA,
        [
            (KONTRA, "won", 1),
            (KONTRA, "Re announced", 2),
            (KONTRA, "no 90 announced by Re", 1),
            (KONTRA, "won against the Re party", 1),
        ],
        "1 + 2 + 1 + 1 = 5",
        -5,
    ),
    Case(
        "no 90 announced, Kontra takes 125: 120 reached against no 90",
        Tally(115, 6, NO_90),
        Tally(125, 6),
        KONTRA,
        [
            (KONTRA, "won", 1),
            (KONTRA, "Re announced", 2),
            (KONTRA, "no 90 announced by Re", 1),
            (KONTRA, "120 reached against no 90", 1),
            (KONTRA, "won against the Re party", 1),
        ],
        "1 + 2 + 1 + 1 + 1 = 6",
        -6,
    ),
    Case(
        "no 60 announced and kept",
        Tally(181, 9, NO_60),
        Tally(59, 3),
        RE,
        [
            (RE, "won", 1),
            (RE, "Kontra under 90", 1),
            (RE, "Kontra under 60", 1),
            (RE, "Re announced", 2),
            (RE, "no 90 announced by Re", 1),
            (RE, "no 60 announced by Re", 1),
        ],
        "1 + 1 + 1 + 2 + 1 + 1 = 7",
        7,
    ),
    Case(
        "no 30 announced and kept",
        Tally(211, 10, NO_30),
        Tally(29, 2),
        RE,
        [
            (RE, "won", 1),
            (RE, "Kontra under 90", 1),
            (RE, "Kontra under 60", 1),
            (RE, "Kontra under 30", 1),
            (RE, "Re announced", 2),
            (RE, "no 90 announced by Re", 1),
            (RE, "no 60 announced by Re", 1),
            (RE, "no 30 announced by Re", 1),
        ],
        "1 + 1 + 1 + 1 + 2 + 1 + 1 + 1 = 9",
        9,
    ),
    Case(
        "no 30 announced, Kontra reaches exactly 30",
        Tally(210, 10, NO_30),
        Tally(30, 2),
        KONTRA,
        [
            (KONTRA, "won", 1),
            (KONTRA, "Re announced", 2),
            (KONTRA, "no 90 announced by Re", 1),
            (KONTRA, "no 60 announced by Re", 1),
            (KONTRA, "no 30 announced by Re", 1),
            (KONTRA, "won against the Re party", 1),
        ],
        "1 + 2 + 1 + 1 + 1 + 1 = 7",
        -7,
    ),
    Case(
        "schwarz announced and made",
        Tally(240, 12, SCHWARZ),
        Tally(0, 0),
        RE,
        [
            (RE, "won", 1),
            (RE, "Kontra under 90", 1),
            (RE, "Kontra under 60", 1),
            (RE, "Kontra under 30", 1),
            (RE, "Kontra schwarz", 1),
            (RE, "Re announced", 2),
            (RE, "no 90 announced by Re", 1),
            (RE, "no 60 announced by Re", 1),
            (RE, "no 30 announced by Re", 1),
            (RE, "schwarz announced by Re", 1),
        ],
        "1 + 1 + 1 + 1 + 1 + 2 + 1 + 1 + 1 + 1 = 11",
        11,
    ),
    Case(
        "schwarz announced, Kontra takes one trick worth nothing",
        Tally(240, 11, SCHWARZ),
        Tally(0, 1),
        KONTRA,
        [
            (KONTRA, "won", 1),
            (KONTRA, "Re announced", 2),
            (KONTRA, "no 90 announced by Re", 1),
            (KONTRA, "no 60 announced by Re", 1),
            (KONTRA, "no 30 announced by Re", 1),
            (KONTRA, "schwarz announced by Re", 1),
            (KONTRA, "won against the Re party", 1),
        ],
        "1 + 2 + 1 + 1 + 1 + 1 + 1 = 8",
        -8,
    ),
    Case(
        "Kontra announces no 60 and keeps it",
        Tally(50, 3),
        Tally(190, 9, NO_60),
        KONTRA,
        [
            (KONTRA, "won", 1),
            (KONTRA, "Re under 90", 1),
            (KONTRA, "Re under 60", 1),
            (KONTRA, "Kontra announced", 2),
            (KONTRA, "no 90 announced by Kontra", 1),
            (KONTRA, "no 60 announced by Kontra", 1),
            (KONTRA, "won against the Re party", 1),
        ],
        "1 + 1 + 1 + 2 + 1 + 1 + 1 = 8",
        -8,
    ),
    Case(
        "Kontra announces schwarz, Re takes one trick and wins",
        Tally(10, 1),
        Tally(230, 11, SCHWARZ),
        RE,
        [
            (RE, "won", 1),
            (RE, "Kontra announced", 2),
            (RE, "no 90 announced by Kontra", 1),
            (RE, "no 60 announced by Kontra", 1),
            (RE, "no 30 announced by Kontra", 1),
            (RE, "schwarz announced by Kontra", 1),
        ],
        "1 + 2 + 1 + 1 + 1 + 1 = 7",
        7,
    ),
    Case(
        "both announce no 90, neither keeps it: a draw, Re reached 120 against no 90",
        Tally(150, 8, NO_90),
        Tally(90, 4, NO_90),
        None,
        [(RE, "120 reached against no 90", 1)],
        "Re 1 - Kontra 0 = 1",
        1,
    ),
    Case(
        "draw: Re no 60, Kontra no 90, Re 170",
        Tally(170, 9, NO_60),
        Tally(70, 3, NO_90),
        None,
        [(RE, "Kontra under 90", 1), (RE, "120 reached against no 90", 1)],
        "Re 1 + 1 - Kontra 0 = 2",
        2,
    ),
    Case(
        "both announce, both reach more than the other allowed: Kontra under 90 and both rescues",
        Tally(125, 6, NO_90),
        Tally(115, 6, NO_60),
        None,
        [(RE, "90 reached against no 60", 1), (RE, "120 reached against no 90", 1)],
        "Re 1 + 1 - Kontra 0 = 2",
        2,
    ),
    Case(
        "solo won without announcements: the soloist takes three times",
        Tally(130, 7),
        Tally(110, 5),
        RE,
        [(RE, "won", 1)],
        "1 = 1; soloist 3, each defender -1",
        1,
        solo=True,
    ),
    Case(
        "solo lost: no point against the Re party in a solo",
        Tally(100, 5),
        Tally(140, 7),
        KONTRA,
        [(KONTRA, "won", 1)],
        "1 = 1; soloist -3",
        -1,
        solo=True,
    ),
    Case(
        "solo, Re and Kontra announced, soloist under 90",
        Tally(85, 4, BASIC),
        Tally(155, 8, BASIC),
        KONTRA,
        [
            (KONTRA, "won", 1),
            (KONTRA, "Re under 90", 1),
            (KONTRA, "Re announced", 2),
            (KONTRA, "Kontra announced", 2),
        ],
        "1 + 1 + 2 + 2 = 6; soloist -18",
        -6,
        solo=True,
    ),
    Case(
        "extras offset: Re wins 1, Kontra caught a fox and made a Doppelkopf, Re a Charlie",
        Tally(130, 7),
        Tally(110, 5),
        RE,
        [(RE, "won", 1)],
        "Re 1 + Charlie 1 - Kontra (fox 1 + Doppelkopf 1) = 0",
        0,
        extras=(
            Extra("fox caught", KONTRA),
            Extra("Doppelkopf", KONTRA),
            Extra("Charlie", RE),
        ),
    ),
    Case(
        "extras count for the losing side too",
        Tally(100, 5),
        Tally(140, 7),
        KONTRA,
        [(KONTRA, "won", 1), (KONTRA, "won against the Re party", 1)],
        "Kontra 1 + 1 - Re (fox 1 + fox 1) = 0",
        0,
        extras=(Extra("fox caught", RE), Extra("fox caught", RE)),
    ),
    Case(
        "no extras in a solo",
        Tally(130, 7),
        Tally(110, 5),
        RE,
        [(RE, "won", 1)],
        "1 = 1 (the fox is ignored)",
        1,
        solo=True,
        extras=(Extra("fox caught", KONTRA),),
    ),
    Case(
        "40-card variant: the defenders' win bonus on top of against the Re party",
        Tally(110, 4),
        Tally(130, 6),
        KONTRA,
        [
            (KONTRA, "won", 1),
            (KONTRA, "won against the Re party", 1),
            (KONTRA, "defenders' win", 1),
        ],
        "1 + 1 + 1 = 3",
        -3,
        defenders_bonus=True,
    ),
    Case(
        "40-card variant: the defenders' win bonus also against a soloist",
        Tally(110, 4),
        Tally(130, 6),
        KONTRA,
        [(KONTRA, "won", 1), (KONTRA, "defenders' win", 1)],
        "1 + 1 = 2; soloist -6",
        -2,
        solo=True,
        defenders_bonus=True,
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_scoring_case(case: Case) -> None:
    valuation = value_deal(case.re, case.kontra, case.solo, case.extras, case.defenders_bonus)
    assert valuation.winner == case.winner
    assert sorted((p.party, str(p.label), p.value) for p in valuation.points) == sorted(case.points)
    assert valuation.re_value == case.re_value
    # the sum written in the case: its terms are the points, its result the value
    written = re.search(r"=\s*(-?\d+)", case.total)
    assert written is not None
    assert int(written.group(1)) == abs(case.re_value)
    if case.winner is not None and not case.extras:
        terms = [int(t) for t in re.findall(r"\d+", case.total.split("=")[0])]
        assert terms == [v for _, _, v in case.points]
        assert sum(terms) == abs(case.re_value)
    scores = seat_scores(valuation.re_value, case.solo)
    assert sum(scores) == 0, scores


def test_winner_thresholds_line_by_line() -> None:
    # Re needs 121; Kontra 120
    assert winner_of(Tally(121, 6), Tally(119, 6)) == RE
    assert winner_of(Tally(120, 6), Tally(120, 6)) == KONTRA
    # with only Kontra announced: Re 120 wins, Kontra needs 121
    assert winner_of(Tally(120, 6), Tally(120, 6, BASIC)) == RE
    assert winner_of(Tally(119, 6), Tally(121, 6, BASIC)) == KONTRA
    # Re announced too: back to 121 / 120
    assert winner_of(Tally(120, 6, BASIC), Tally(120, 6, BASIC)) == KONTRA
    # no 90 means fewer than 90: 89 keeps it, 90 breaks it
    assert winner_of(Tally(151, 8, NO_90), Tally(89, 4)) == RE
    assert winner_of(Tally(150, 8, NO_90), Tally(90, 4)) == KONTRA
    assert winner_of(Tally(181, 8, NO_60), Tally(59, 4)) == RE
    assert winner_of(Tally(180, 8, NO_60), Tally(60, 4)) == KONTRA
    assert winner_of(Tally(211, 8, NO_30), Tally(29, 4)) == RE
    assert winner_of(Tally(210, 8, NO_30), Tally(30, 4)) == KONTRA
    # schwarz: a trick breaks it, even one worth nothing
    assert winner_of(Tally(240, 12, SCHWARZ), Tally(0, 0)) == RE
    assert winner_of(Tally(240, 11, SCHWARZ), Tally(0, 1)) == KONTRA
    # Kontra's own no 90 must come true too
    assert winner_of(Tally(89, 4), Tally(151, 8, NO_90)) == KONTRA
    assert winner_of(Tally(90, 4), Tally(150, 8, NO_90)) == RE
    # both fail: nobody wins
    assert winner_of(Tally(150, 8, NO_90), Tally(90, 4, NO_90)) is None
    assert winner_of(Tally(125, 6, NO_90), Tally(115, 6, NO_60)) is None


def test_each_rescue_point() -> None:
    cases = [
        (NO_90, 120, True),
        (NO_90, 119, False),
        (NO_60, 90, True),
        (NO_60, 89, False),
        (NO_30, 60, True),
        (NO_30, 59, False),
        (SCHWARZ, 30, True),
        (SCHWARZ, 29, False),
    ]
    for level, kontra_points, earns in cases:
        valuation = value_deal(
            Tally(240 - kontra_points, 8, level), Tally(kontra_points, 4), solo=False
        )
        labels = [str(p.label) for p in valuation.points]
        assert any("reached against" in lab for lab in labels) == earns, (level, kontra_points)


@st.composite
def tallies(draw: st.DrawFn) -> tuple[Tally, Tally]:
    re_tricks = draw(st.integers(0, 12))
    if re_tricks == 0:
        re_points = 0
    elif re_tricks == 12:
        re_points = 240
    else:
        re_points = draw(st.integers(0, 240))
    levels = st.integers(NONE, SCHWARZ)
    return (
        Tally(re_points, re_tricks, draw(levels)),
        Tally(240 - re_points, 12 - re_tricks, draw(levels)),
    )


@given(tallies(), st.booleans())
def test_scoring_properties(pair: tuple[Tally, Tally], solo: bool) -> None:
    re_tally, kontra_tally = pair
    valuation = value_deal(re_tally, kontra_tally, solo)
    winner = valuation.winner
    # without announcements beyond Re/Kontra there is always a winner
    if re_tally.level <= BASIC and kontra_tally.level <= BASIC:
        assert winner is not None
    # the winner's value is positive for it; a draw gives no point for winning
    if winner == RE:
        assert valuation.re_value >= 1
    elif winner == KONTRA:
        assert valuation.re_value <= -1
    else:
        assert all(str(p.label) != "won" for p in valuation.points)
        assert re_tally.level >= NO_90 and kontra_tally.level >= NO_90
    # announcements count 2 for Re/Kontra and 1 per further level, for whoever wins
    if winner is not None:
        announced = sum((2 if t.level >= BASIC else 0) + max(0, t.level - BASIC) for t in pair)
        counted = sum(p.value for p in valuation.points if "announced" in str(p.label))
        assert counted == announced
    # never a point against the Re party in a solo
    assert not (solo and any(str(p.label) == "won against the Re party" for p in valuation.points))
    # every deal's scores sum to zero
    assert sum(seat_scores(valuation.re_value, solo)) == 0
