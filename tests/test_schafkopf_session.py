"""Schafkopf in sessions, records and the command line."""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

import pytest
from schafkopf_testkit import CALL_DEAL, deal, play, say

from stammtisch.engine import cli
from stammtisch.engine.playout import random_playout
from stammtisch.engine.records import DealRecord, SessionRecord, save_record
from stammtisch.engine.registry import make_game
from stammtisch.engine.schafkopf import SchafkopfGame
from stammtisch.engine.session import Session


def test_registered_with_german_faces() -> None:
    game = make_game("schafkopf")
    assert isinstance(game, SchafkopfGame)
    assert (game.FACES, game.PLAYER_COUNTS, game.ZERO_SUM) == ("german", (4,), True)


def test_a_redealt_deal_does_not_count_and_the_same_dealer_deals_again() -> None:
    session = Session(SchafkopfGame(), ["A", "B", "C", "D"], planned_deals=2, first_dealer=1)
    state = session.start_deal()
    assert state.dealer == 1
    for _ in range(4):
        state.apply_action(state.parse_action("pass"))
    session.finish_deal()
    assert session.counting_deals == 0
    assert session.next_dealer() == 1
    state = session.start_deal()
    say(state, "play", "pass", "pass", "pass")  # type: ignore[arg-type]
    state.apply_action(state.legal_actions()[0])
    random_playout(state, random.Random(1))
    session.finish_deal()
    assert session.counting_deals == 1
    assert session.next_dealer() == 2


def test_a_thrown_in_and_paid_deal_counts_and_moves_the_deal_on() -> None:
    session = Session(SchafkopfGame(4, {"all_pass": "pay"}), list("ABCD"), planned_deals=1)
    state = session.start_deal()
    for _ in range(4):
        state.apply_action(state.parse_action("pass"))
    session.finish_deal()
    assert session.is_over()
    assert session.totals() == [-50, -50, 50, 50]  # dealer 0 and seat 1 pay
    assert session.ranking() == [[2, 3], [0, 1]]  # ties share a place


def test_a_session_of_fixed_length_sums_zero_and_resumes_mid_deal() -> None:
    game = SchafkopfGame(4, {"all_pass": "ramsch", "klopfen": True, "kontra_re": True})
    session = Session(game, list("ABCD"), planned_deals=8, seed=11)
    rng = random.Random(2)
    while not session.is_over():
        state = session.start_deal()
        for _ in range(30):
            state.apply_action(state.legal_actions()[rng.randrange(len(state.legal_actions()))])
        saved = SessionRecord.from_json(json.loads(json.dumps(session.to_json())))
        resumed = Session.from_record(saved)
        assert resumed.current is not None
        assert resumed.current.history() == state.history()
        random_playout(state, rng)
        session.finish_deal()
    assert session.counting_deals == 8
    assert sum(session.totals()) == 0
    places = session.ranking()
    assert sorted(s for place in places for s in place) == [0, 1, 2, 3]
    totals = session.totals()
    assert all(totals[place[0]] > totals[nxt[0]] for place, nxt in itertools.pairwise(places))


def test_deal_record_round_trip_of_a_scripted_game() -> None:
    state = deal(CALL_DEAL)
    say(state, "play", "pass", "pass", "pass", "Sauspiel Eichel")
    play(state, "E7 EZ EA SA")
    record = DealRecord.from_state(state)
    assert record.actions[:5] == (
        (0, "play"),
        (1, "pass"),
        (2, "pass"),
        (3, "pass"),
        (0, "Sauspiel Eichel"),
    )
    # cards are written in ISS notation: Eichel = clubs, Schellen = diamonds
    assert record.actions[5:] == ((0, "C7"), (1, "CT"), (2, "CA"), (3, "DA"))
    again = DealRecord.from_json(json.loads(json.dumps(record.to_json())))
    assert again.replay().history() == state.history()


def test_an_illegal_record_names_the_rule(tmp_path: Path) -> None:
    state = deal(CALL_DEAL)
    say(state, "play", "pass", "pass", "pass", "Sauspiel Eichel")
    record = DealRecord.from_state(state)
    bad = DealRecord.from_json(
        {
            **record.to_json(),
            "actions": [*record.to_json()["actions"], [0, "C7"], [1, "CT"], [2, "C9"]],
        }
    )
    with pytest.raises(ValueError, match=r"action 7 \('C9' by seat 2\).*called ace \(Eichel-Sau\)"):
        bad.replay()


def test_selfplay_and_replay_commands(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["selfplay", "--game", "schafkopf", "--deals", "5", "--seed", "3"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert len(lines) == 5
    assert all(sum(line["scores"]) == 0 for line in lines)
    assert (
        cli.main(
            [
                "selfplay",
                "--game",
                "schafkopf",
                "--deals",
                "3",
                "--rule",
                "short_deck=on",
                "--rule",
                "klopfen=on",
            ]
        )
        == 0
    )
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert len(lines) == 3
    state = make_game("schafkopf").new_deal(seed=4)
    random_playout(state, random.Random(4))
    path = tmp_path / "deal.json"
    save_record(path, DealRecord.from_state(state, seed=4))
    assert cli.main(["replay", str(path)]) == 0
    (line,) = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert line["scores"] == list(state.result().scores)
    assert cli.main(["check-records", str(path)]) == 0
    assert capsys.readouterr().out.strip() == "1 records: 1 agree, 0 disagree, 0 skipped"
