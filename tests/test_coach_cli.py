"""``python -m stammtisch.engine hint`` and ``review`` on deal records."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from coach_deals import SURE_TRICK_THROWN

from stammtisch.engine.cli import main
from stammtisch.engine.records import DealRecord, SessionRecord, save_record


def _write(tmp_path: Path, actions: int | None = None) -> Path:
    data = dict(SURE_TRICK_THROWN)
    if actions is not None:
        data["actions"] = list(data["actions"])[:actions]
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(data), encoding="utf-8", newline="")
    return path


def test_hint_prints_the_advice_with_every_legal_action(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path, len(SURE_TRICK_THROWN["actions"]) - 1)
    assert main(["hint", "--record", str(path), "--budget-ms", "2000", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) >= {"action", "label", "reason", "alternatives"}
    assert out["label"] == "HA" and out["action"] == 16
    assert out["reason"].startswith("♥A wins this trick for sure")
    alts = out["alternatives"]
    state = DealRecord.from_json(json.loads(path.read_text(encoding="utf-8"))).replay()
    assert sorted(a["action"] for a in alts) == state.legal_actions()
    assert alts[0]["label"] == "HA" and {a["label"] for a in alts} == {"HA", "SQ", "HQ"}
    fields = {"action", "label", "value", "win", "refused", "margin", "tied", "same_as"}
    assert all(set(a) == fields for a in alts)
    assert not any(a["refused"] for a in alts)
    assert alts[0]["value"] > alts[1]["value"] and alts[0]["win"] == 1.0


def test_hint_of_a_bid_for_the_seat_to_move_and_for_a_session(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = DealRecord.from_json({**SURE_TRICK_THROWN, "actions": []})
    path = tmp_path / "game.json"
    session = SessionRecord("skat", 3, {}, ("a", "b", "c"), 3, 2, 1, (), current=record)
    save_record(path, session)
    assert main(["hint", "--record", str(path), "--json", "--budget-ms", "300"]) == 0
    out = json.loads(capsys.readouterr().out)
    legal = record.replay().legal_actions()
    assert out["action"] in legal and len(out["alternatives"]) == len(legal)
    assert "p" in [a["label"] for a in out["alternatives"]]


def test_hint_refuses_a_seat_with_nothing_to_decide(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path, 5)
    assert main(["hint", "--record", str(path), "--seat", "1"]) == 2
    assert capsys.readouterr().err.strip() == "error: seat 1 has nothing to decide now"
    assert main(["hint", "--record", str(path), "--seat", "7"]) == 2
    assert "does not exist" in capsys.readouterr().err


def test_review_grades_the_thrown_trick_a_blunder(tmp_path: Path) -> None:
    path = _write(tmp_path)
    proc = subprocess.run(
        [sys.executable, "-m", "stammtisch.engine", "review", "--record", str(path),
         "--seat", "0", "--budget-ms", "150", "--json"],
        capture_output=True, encoding="utf-8", check=True,
    )  # fmt: skip
    out = json.loads(proc.stdout)
    decisions = out["decisions"]
    assert out["seat"] == 0 and len(decisions) >= 10
    last = decisions[-1]
    assert last["chosen_label"] == "HQ" and last["best_label"] == "HA"
    assert last["grade"] == "blunder"
    grades = {"best", "good", "inaccuracy", "mistake", "blunder"}
    assert all(d["grade"] in grades and d["loss"] >= 0 for d in decisions)
    assert all(d["grade"] != "best" or d["loss"] <= 1.0 for d in decisions)
