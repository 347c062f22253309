"""Records, replay and the command line for Doppelkopf."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from doppelkopf_support import act, all_healthy, new_deal
from test_doppelkopf_contracts import POVERTY_HANDS
from test_doppelkopf_deals import TRICKS

from stammtisch.engine import cli
from stammtisch.engine.errors import RecordError
from stammtisch.engine.records import DealRecord, load_record, save_record


def literal_deal_with_announcements() -> object:
    state = new_deal()
    all_healthy(state)
    act(state, "CA")
    state.apply_out_of_turn(3, state.parse_action("kontra"))  # out of turn
    act(state, "CK", "CT", "C9")
    state.apply_out_of_turn(2, state.parse_action("re"))  # a reply, out of turn
    for cards, _, _, _ in TRICKS[1:]:
        act(state, *cards.split())
    return state


def test_record_round_trip_with_out_of_turn_announcements(tmp_path: Path) -> None:
    state = literal_deal_with_announcements()
    record = DealRecord.from_state(state, seats=("Ann", "Ben", "Cem", "Dora"), seed=None)
    assert (3, "kontra") in record.actions and (2, "re") in record.actions
    assert record.actions[:4] == ((0, "healthy"), (1, "healthy"), (2, "healthy"), (3, "healthy"))
    path = tmp_path / "deal.json"
    save_record(path, record)
    again = load_record(path)
    assert again == record and again.check() == []
    replayed = again.replay()
    assert replayed.result() == state.result()
    # won 1 + Re 2 + Kontra 2 + against the Re party 1 = 6, plus fox, fox, Charlie
    assert replayed.result().scores == (-9, 9, -9, 9)


def test_poverty_record_round_trip() -> None:
    state = new_deal(POVERTY_HANDS)
    act(state, "healthy", "reservation", "healthy", "healthy", "pass", "poverty")
    act(state, "CJ", "D9", "SK", "refuse", "accept", "DK", "HA", "ST", "trumps back 1")
    while not state.is_terminal():
        state.apply_action(next(a for a in state.legal_actions() if a < 32))
    record = DealRecord.from_state(state)
    assert (1, "poverty") in record.actions and (2, "trumps back 1") in record.actions
    assert record.check() == []


def test_an_illegal_record_names_the_action_and_the_rule() -> None:
    state = literal_deal_with_announcements()
    record = DealRecord.from_state(state)
    actions = list(record.actions)
    # seat 1 answers the ♣A with a diamond although it holds clubs
    index = actions.index((1, "CK"))
    actions[index] = (1, "DK")
    bad = DealRecord(**{**record.__dict__, "actions": tuple(actions)})
    with pytest.raises(RecordError, match="must follow clubs") as info:
        bad.replay()
    assert info.value.index == index
    late = list(record.actions)
    late.append((0, "re"))
    with pytest.raises(RecordError, match="deal is already over"):
        DealRecord(**{**record.__dict__, "actions": tuple(late)}).replay()


def test_a_too_late_announcement_in_a_record_says_why() -> None:
    record = DealRecord.from_state(literal_deal_with_announcements())
    actions = list(record.actions)
    # move seat 3's Kontra to the third trick
    actions.remove((3, "kontra"))
    actions.remove((2, "re"))
    actions.insert(4 + 9, (3, "kontra"))
    bad = DealRecord(**{**record.__dict__, "actions": tuple(actions)})
    with pytest.raises(RecordError, match="too late for Kontra"):
        bad.replay()


def test_selfplay_four_and_five_players(capsys: pytest.CaptureFixture[str]) -> None:
    for players in (4, 5):
        code = cli.main(
            ["selfplay", "--game", "doppelkopf", "--players", str(players), "--deals", "6"]
        )
        assert code == 0
        lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
        assert len(lines) == 6
        for line in lines:
            assert len(line["scores"]) == players and sum(line["scores"]) == 0
            if players == 5:
                assert line["scores"][line["dealer"]] == 0


def test_replay_and_check_records_on_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "doppelkopf.json"
    save_record(path, DealRecord.from_state(literal_deal_with_announcements()))
    assert cli.main(["replay", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["scores"] == [-9, 9, -9, 9] and out["contract"] == "normal game"
    assert cli.main(["check-records", str(path)]) == 0
    assert "1 agree" in capsys.readouterr().out
