"""The ISS corpus replays through our rules and agrees with the server on every record."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from skat_helpers import corpus

from stammtisch.engine.skat.formats import iss

CORPUS = corpus()
GAMES = CORPUS / "iss" / "games.sgf"


def records() -> list[iss.IssRecord]:
    return [
        iss.parse_line(line, n)
        for n, line in enumerate(GAMES.read_text().splitlines(), 1)
        if line.strip()
    ]


def by_id(game_id: str) -> iss.IssRecord:
    return next(r for r in records() if r.game_id == game_id)


def test_every_record_agrees_or_is_skipped_with_its_reason() -> None:
    outcomes = list(iss.check_file(GAMES))
    counts = Counter(o.status for o in outcomes)
    assert counts == {"agree": 32, "skipped": 5}, [o for o in outcomes if o.status != "agree"]
    skipped = {
        o.record.split("(")[1].rstrip(")"): o.message for o in outcomes if o.status == "skipped"
    }
    assert sorted(skipped) == [
        "International Skat Server 10330141",
        "International Skat Server 6997017",
        "International Skat Server 756788",
        "Internet Skat Server 30",
        "Internet Skat Server 8",
    ]
    assert skipped["International Skat Server 756788"].startswith("passed game")
    assert skipped["International Skat Server 6997017"].startswith("passed game")
    for key in (
        "Internet Skat Server 8",
        "Internet Skat Server 30",
        "International Skat Server 10330141",
    ):
        assert skipped[key].startswith("penalty, not a game")


@pytest.mark.parametrize(
    ("game_id", "declaration", "v", "m", "p", "t", "overbid"),
    [
        ("541932", "D", -54, -2, 59, 4, False),  # without 2, lost with 59
        ("596891", "D", -72, 1, 41, 4, True),  # overbid: 18 raised to 36
        ("26496", "CHZ", 108, 3, 120, 10, False),
        ("13577", "CO", -192, 1, 13, 0, False),  # ouvert lost in the first trick
        ("25", "NOH", -118, 0, 12, 1, False),  # the skat's DJ counts in p
        ("10327743", "G", -144, 1, 12, 1, False),  # lost Schneider; split declaration
        ("8650652", "D", -72, -1, 75, 7, True),  # overbid with enough points
        ("110012", "G", 120, -4, 65, 4, False),
    ],
)
def test_played_out_records_in_detail(
    game_id: str, declaration: str, v: int, m: int, p: int, t: int, overbid: bool
) -> None:
    verdict = iss.check_record(by_id(game_id))
    assert verdict.status == "agree"
    ours = verdict.ours
    assert (ours["declaration"], ours["v"], ours["m"], ours["p"], ours["t"]) == (
        declaration,
        v,
        m,
        p,
        t,
    )
    assert ours["bid"] == ("overbid" if overbid else "bidok") and ours["complete"]


@pytest.mark.parametrize(
    ("game_id", "v", "tricks_played"),
    [("727", 192, 0), ("18358", 96, 0), ("6997014", 48, 7), ("136415", 55, 2), ("1390253", 46, 0)],
)
def test_early_ended_records_value_follows_from_server_points(
    game_id: str, v: int, tricks_played: int
) -> None:
    verdict = iss.check_record(by_id(game_id))
    assert verdict.status == "agree", verdict.message
    assert verdict.ours["v"] == v and not verdict.ours["complete"]
    assert verdict.ours["tricks_played"] == tricks_played
    assert verdict.message.startswith("ended early")


def _mutated(game_id: str, old: str, new: str) -> iss.IssRecord:
    line = next(line for line in GAMES.read_text().splitlines() if f"ID[{game_id}]" in line)
    assert old in line
    return iss.parse_line(line.replace(old, new, 1))


def test_a_wrong_value_disagrees() -> None:
    verdict = iss.check_record(_mutated("541932", "v:-54", "v:-55"))
    assert verdict.status == "disagree"
    assert verdict.message == "value (v): server says -55, ours -54"


def test_wrong_card_points_disagree() -> None:
    verdict = iss.check_record(_mutated("541932", "p:59", "p:61"))
    assert (
        verdict.status == "disagree"
        and "card points (p): server says 61, ours 59" in verdict.message
    )


def test_an_illegal_card_disagrees_with_the_rule() -> None:
    # 541932: middlehand holds S9 SQ S7 and HQ and follows the spade ace; make it play HQ instead
    verdict = iss.check_record(_mutated("541932", "0 SA 1 S7 2 DA", "0 SA 1 HQ 2 DA"))
    assert verdict.status == "disagree"
    assert verdict.message == "move 8 (1 HQ): 'HQ' is not legal now: must follow spades"


def test_a_move_out_of_turn_disagrees() -> None:
    verdict = iss.check_record(_mutated("541932", "0 SA 1 S7 2 DA", "1 S7 0 SA 2 DA"))
    assert verdict.status == "disagree"
    assert (
        verdict.message
        == "move 7 (1 S7): seat 1 may not take 'S7' now: it is not that player's turn"
    )


def test_an_unreachable_claim_disagrees() -> None:
    verdict = iss.check_record(_mutated("6997014", "p:94 t:8", "p:94 t:3"))
    assert verdict.status == "disagree" and "t:3 cannot be reached" in verdict.message


def test_a_passed_game_with_a_contract_disagrees() -> None:
    verdict = iss.check_record(_mutated("756788", "1 p 2 p 0 p", "1 p 2 p 0 18"))
    assert verdict.status == "disagree" and "passed" in verdict.message


def test_malformed_lines_are_errors(tmp_path: Path) -> None:
    bad = tmp_path / "bad.sgf"
    bad.write_text("(;GM[Skat]PC[x]ID[1]MV[w CJ.SJ 1 p]R[passed] ;)\n")
    outcomes = list(iss.check_file(bad))
    assert [o.status for o in outcomes] == ["error"]
    assert "the deal has 2 cards, not 32" in outcomes[0].message


def test_sniff() -> None:
    assert iss.sniff(b"  (;GM[Skat]PC[ISS2]")
    assert not iss.sniff(b'{"format": "stammtisch-deal"}')
