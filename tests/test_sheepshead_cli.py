"""Sheepshead on the command line (selfplay, replay, check-records) and in records."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from sheepshead_deals import act, deal

from stammtisch.engine.cli import main
from stammtisch.engine.errors import RecordError, StammtischError
from stammtisch.engine.playout import random_playout
from stammtisch.engine.records import DealRecord, save_record
from stammtisch.engine.sheepshead import SheepsheadGame

HANDS_UNKNOWN = {
    1: "HT H9 C9 SJ D8 S9",
    2: "CQ SQ HQ DQ CJ CA",
    3: "HA HK SK S8 DJ DT",
    4: "CT H8 SA ST HJ DA",
    0: "CK H7 C8 C7 DK D9",
}
BLIND = "S7 D7"


@pytest.mark.parametrize("players", [3, 4, 5])
def test_selfplay_plays_sheepshead_at_every_table_size(
    players: int, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(
        [
            "selfplay",
            "--game",
            "sheepshead",
            "--players",
            str(players),
            "--deals",
            "12",
            "--seed",
            "4",
        ]
    )
    assert code == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(lines) == 12
    for line in lines:
        assert len(line["scores"]) == players
        assert sum(line["scores"]) == 0
        assert line["contract"].startswith(("pick", "leaster"))


def test_selfplay_takes_rule_options(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "selfplay",
            "--game",
            "sheepshead",
            "--players",
            "5",
            "--deals",
            "30",
            "--rule",
            "partner=jack_of_diamonds",
            "--rule",
            "no_pick=doubler",
        ]
    )
    assert code == 0
    contracts = {json.loads(line)["contract"] for line in capsys.readouterr().out.splitlines()}
    assert "leaster" not in contracts
    assert not any("called" in c for c in contracts)


def _unknown_deal_record() -> DealRecord:
    state = deal(SheepsheadGame(5), HANDS_UNKNOWN, BLIND)
    act(state, "pass", "pick", "S7", "D7", "call HA unknown", "CQ")
    random_playout(state, random.Random(3))
    return DealRecord.from_state(state, seats=["A", "B", "C", "D", "E"], seed=None)


def test_replay_prints_the_result_of_a_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = _unknown_deal_record()
    texts = [text for _, text in record.actions]
    assert texts[:6] == ["pass", "pick", "S7", "D7", "call HA unknown", "CQ"]
    assert "unknown" in texts
    path = tmp_path / "deal.json"
    save_record(path, record)
    assert main(["replay", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["contract"] == "pick, called HA unknown"
    assert out["details"]["unknown_card"] == "CQ"
    assert record.result is not None
    assert out["scores"] == list(record.result["scores"])
    assert main(["check-records", str(tmp_path)]) == 0
    assert "1 records: 1 agree" in capsys.readouterr().out


def test_a_record_with_an_illegal_action_names_the_rule() -> None:
    data = _unknown_deal_record().to_json()
    data["actions"] = [*data["actions"][:6], [1, "HT"], [2, "DQ"]]
    with pytest.raises(RecordError) as err:
        DealRecord.from_json(data).replay()
    assert err.value.index == 7
    assert "must follow hearts with the unknown card" in str(err.value)


def test_unknown_words_are_refused() -> None:
    state = SheepsheadGame(5).new_deal(seed=1)
    with pytest.raises(StammtischError, match="not a Sheepshead action"):
        state.parse_action("call XZ")
    with pytest.raises(StammtischError, match="not a Sheepshead action"):
        state.parse_action("double")
    assert state.parse_action("call DJ") == 35
    assert state.action_to_string(state.parse_action("call HA unknown")) == "call HA unknown"
