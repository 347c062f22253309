"""The rule document names every option with its default; the record example replays."""

from __future__ import annotations

import json
import re
from pathlib import Path

from stammtisch.engine.records import DealRecord
from stammtisch.engine.skat import SkatGame

DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_every_option_and_its_default_is_documented() -> None:
    text = (DOCS / "rules" / "skat.md").read_text(encoding="utf-8")
    for option in SkatGame.OPTIONS:
        default = str(option.default).lower()
        row = re.search(rf"^\| `{option.name}` \| `([^`]*)` \|", text, re.MULTILINE)
        assert row is not None, f"option {option.name} is not in the table"
        assert row.group(1).lower() == default, option.name


def test_the_record_example_replays_and_agrees() -> None:
    text = (DOCS / "records.md").read_text(encoding="utf-8")
    block = re.search(r"```json\n(.*?)\n```", text, re.DOTALL)
    assert block is not None
    record = DealRecord.from_json(json.loads(block.group(1)))
    assert record.check() == []
    state = record.replay()
    assert state.result().scores == (0, 0, -54)
    assert DealRecord.from_state(state, record.seats) == record


def test_the_documented_replay_error() -> None:
    text = (DOCS / "records.md").read_text(encoding="utf-8")
    block = re.search(r"```json\n(.*?)\n```", text, re.DOTALL)
    assert block is not None
    data = json.loads(block.group(1))
    assert data["actions"][8] == [1, "S7"]
    data["actions"][8] = [1, "HQ"]
    message = "action 8 ('HQ' by seat 1): 'HQ' is not legal now: must follow spades"
    assert message in text
    try:
        DealRecord.from_json(data).replay()
    except ValueError as exc:
        assert str(exc) == message
    else:
        raise AssertionError("the bad record replayed")
