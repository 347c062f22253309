"""The command line with Skat: check-records, replay and selfplay, run as a subprocess."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from skat_helpers import corpus

from stammtisch.engine.records import DealRecord, save_record
from stammtisch.engine.skat import SkatGame

CORPUS = corpus()
GAMES = CORPUS / "iss" / "games.sgf"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "stammtisch.engine", *args],
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_check_records_over_the_iss_corpus() -> None:
    proc = run("check-records", str(CORPUS / "iss"))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.splitlines() == ["37 records: 32 agree, 0 disagree, 5 skipped"]


def test_check_records_lists_skipped_records_when_asked() -> None:
    proc = run("check-records", "-v", str(GAMES))
    lines = proc.stdout.splitlines()
    assert proc.returncode == 0
    assert len(lines) == 6 and all(line.startswith("skipped: games.sgf:") for line in lines[:5])
    assert sum("passed game" in line for line in lines) == 2
    assert lines[-1] == "37 records: 32 agree, 0 disagree, 5 skipped"


def test_check_records_prints_one_line_per_disagreement_and_fails(tmp_path: Path) -> None:
    lines = GAMES.read_text().splitlines()
    good = next(line for line in lines if "ID[541932]" in line)
    bad_value = good.replace("v:-54", "v:-55")
    bad_card = good.replace("0 SA 1 S7 2 DA", "0 SA 1 HQ 2 DA")
    path = tmp_path / "mixed.sgf"
    path.write_text("\n".join([good, bad_value, bad_card, "(;GM[Skat]MV[w CJ]R[passed] ;)"]) + "\n")
    proc = run("check-records", str(path))
    assert proc.returncode == 2  # an unreadable record is bad input, told apart from disagreeing
    assert proc.stdout.splitlines() == [
        "disagree: mixed.sgf:2 (International Skat Server 541932): value (v): server says -55, ours -54",
        "disagree: mixed.sgf:3 (International Skat Server 541932): move 8 (1 HQ): 'HQ' is not legal now: must follow spades",
        "error: mixed.sgf:4: the deal has 1 cards, not 32",
        "4 records: 1 agree, 2 disagree, 0 skipped, 1 unreadable",
    ]
    path.write_text("\n".join([good, bad_value, bad_card]) + "\n")
    proc = run("check-records", str(path))
    assert proc.returncode == 1  # every record read; some disagree
    assert proc.stdout.splitlines()[-1] == "3 records: 1 agree, 2 disagree, 0 skipped"


def test_check_records_reads_our_json_records_too(tmp_path: Path) -> None:
    state = SkatGame().new_deal(seed=5, dealer=1)
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[-1])
    save_record(tmp_path / "deal.json", DealRecord.from_state(state, ("A", "B", "C"), seed=5))
    proc = run("check-records", str(tmp_path))
    assert proc.returncode == 0 and proc.stdout.splitlines() == [
        "1 records: 1 agree, 0 disagree, 0 skipped"
    ]
    data = json.loads((tmp_path / "deal.json").read_text())
    data["result"]["scores"] = [1, 2, 3]
    (tmp_path / "deal.json").write_text(json.dumps(data))
    proc = run("check-records", str(tmp_path / "deal.json"))
    assert proc.returncode == 1
    assert proc.stdout.splitlines()[0].startswith(
        "disagree: deal.json: scores: record says [1, 2, 3]"
    )


def test_check_records_missing_path_is_an_error() -> None:
    proc = run("check-records", "/nonexistent/records")
    assert proc.returncode == 2 and proc.stderr.startswith(
        "error: /nonexistent/records: no such file"
    )


def test_replay_prints_the_result_as_json(tmp_path: Path) -> None:
    line = next(line for line in GAMES.read_text().splitlines() if "ID[26496]" in line)
    path = tmp_path / "one.sgf"
    path.write_text(line + "\n")
    proc = run("replay", str(path))
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["status"] == "agree"
    assert out["result"]["contract"] == "Clubs Hand Schwarz announced"
    assert out["result"]["scores"] == [108, 0, 0]
    assert out["result"]["details"]["matadors"] == 3


def test_selfplay_prints_one_object_per_deal() -> None:
    proc = run(
        "selfplay", "--game", "skat", "--deals", "6", "--seed", "3", "--rule", "ramsch=ramsch"
    )
    assert proc.returncode == 0, proc.stderr
    rows = [json.loads(line) for line in proc.stdout.splitlines()]
    assert len(rows) == 6
    for row in rows:
        assert {"contract", "declarer", "scores", "card_points"} <= set(row)
        assert len(row["scores"]) == 3 and len(row["card_points"]) == 3
        assert row["declarer"] in (None, 0, 1, 2)
        assert sum(row["card_points"]) <= 120
