from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

from stammtisch.engine.errors import RecordError, StammtischError
from stammtisch.engine.records import DealRecord, SessionRecord, load_record
from stammtisch.engine.storage import atomic_write_text, read_json


def test_atomic_write_replaces_whole_file(tmp_path: Path) -> None:
    target = tmp_path / "save.json"
    atomic_write_text(target, "old")
    atomic_write_text(target, "new")
    assert target.read_text(encoding="utf-8") == "new"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_full_disk_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "save.json"
    atomic_write_text(target, "precious")

    def no_space(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", no_space)
    with pytest.raises(OSError, match="No space"):
        atomic_write_text(target, "half-written")
    assert target.read_text(encoding="utf-8") == "precious"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "a record is a JSON object"),
        ('{"format": "something-else"}', "expected 'stammtisch-deal'"),
        ('{"format": "stammtisch-deal", "version": 99}', "version 99 is not supported"),
    ],
)
def test_corrupt_records_are_reported(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "r.json"
    path.write_text(content, encoding="utf-8", newline="")
    with pytest.raises(RecordError, match=message):
        load_record(path)


def test_binary_garbage_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(StammtischError, match="not UTF-8"):
        read_json(path)


def _deal_json(**changes: object) -> dict[str, object]:
    data: dict[str, object] = {
        "format": "stammtisch-deal",
        "version": 1,
        "game": "skat",
        "players": 3,
        "rules": {},
        "seats": ["A", "B", "C"],
        "dealer": 2,
        "context": {},
        "seed": 4,
        "deal": ["CJ"],
        "actions": [[1, "18"], [0, "pass"]],
    }
    data.update(changes)
    return data


def test_deal_record_json_round_trip() -> None:
    record = DealRecord.from_json(_deal_json())
    assert record.actions == ((1, "18"), (0, "pass"))
    assert DealRecord.from_json(json.loads(json.dumps(record.to_json()))) == record


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"actions": [[1]]}, "action 0 must be"),
        ({"actions": [["x", "18"]]}, "action 0 must be"),
        ({"players": "three"}, "'players' must be a whole number"),
        ({"deal": [1, 2]}, "card strings"),
        ({"seed": 1.5}, "'seed' must be"),
        ({"context": {"x": [1]}}, "plain values"),
    ],
)
def test_deal_record_validation(changes: dict[str, object], message: str) -> None:
    with pytest.raises(RecordError, match=message):
        DealRecord.from_json(_deal_json(**changes))


def test_session_record_validation() -> None:
    data = {
        "format": "stammtisch-session",
        "version": 1,
        "game": "skat",
        "players": 3,
        "rules": {},
        "seats": ["A", "B", "C"],
        "planned_deals": 3,
        "first_dealer": 0,
        "seed": 1,
        "deals": [_deal_json()],
        "current": None,
    }
    record = SessionRecord.from_json(data)
    assert record.deals[0].dealer == 2
    assert SessionRecord.from_json(record.to_json()) == record
    data["deals"] = [{"format": "stammtisch-deal"}]
    with pytest.raises(RecordError, match="deal 1"):
        SessionRecord.from_json(data)


def test_a_record_names_its_contract_as_the_engine_does() -> None:
    import random

    from stammtisch.engine.registry import make_game

    game = make_game("skat")
    passed = game.new_deal(seed=1, dealer=2)
    while not passed.is_terminal():  # everybody passes: thrown in
        passed.apply_action(passed.parse_action("p"))
    assert not passed.result().played
    assert DealRecord.from_state(passed).contract_label() is None
    rng = random.Random(2)
    played = game.new_deal(seed=2, dealer=2)
    played.apply_action(played.parse_action("18"))
    while not played.is_terminal():
        played.apply_action(rng.choice(played.legal_actions()))
    label = played.contract_message()
    assert played.result().played and label is not None
    assert DealRecord.from_state(played).contract_label() == label
    assert DealRecord.from_state(played).contract_label(game) == label
    assert DealRecord.from_json(_deal_json()).contract_label() is None  # does not replay
