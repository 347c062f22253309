"""Duplicate tournaments: rotation, intervals, JSON output of the command."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest
from ai_toygame import MiniGame

from stammtisch.engine import cli
from stammtisch.engine.ai.base import AIError
from stammtisch.engine.ai.tournament import mean_ci, run_tournament, t95


def test_mean_ci_matches_the_t_interval() -> None:
    m, lo, hi = mean_ci([2.0, 4.0, 6.0])
    assert m == 4.0
    half = t95(2) * 2.0 / math.sqrt(3)
    assert math.isclose(lo, 4.0 - half) and math.isclose(hi, 4.0 + half)
    assert mean_ci([5.0, 5.0])[1:] == (5.0, 5.0)


def test_one_type_at_every_seat_scores_exactly_zero_in_a_zero_sum_game() -> None:
    # every rotation seats the same type everywhere: its mean is the table's mean, 0
    result = run_tournament(MiniGame(3), ["standard"] * 3, 6, seed=1)
    assert result["standard"]["mean"] == 0.0
    assert result["standard"]["deals"] == 6


def test_duplicate_rotation_cancels_the_cards() -> None:
    # two identical players in a duplicate match: each holds every hand, so with the same
    # seeds per position their totals are the same whatever the cards
    result = run_tournament(MiniGame(3), ["random", "standard", "standard"], 30, seed=4)
    assert set(result) == {"random", "standard"}
    # zero-sum: the random seat's loss is the two standard seats' gain
    assert math.isclose(result["random"]["mean"], -2 * result["standard"]["mean"], abs_tol=1e-9)
    assert result["standard"]["vs"]["random"]["ci_low"] > 0


def test_unknown_player_type_is_refused() -> None:
    with pytest.raises(AIError, match="unknown player type"):
        run_tournament(MiniGame(3), ["standard", "genius", "random"], 1, seed=1)
    with pytest.raises(AIError, match="needs 3 seats"):
        run_tournament(MiniGame(3), ["standard", "random"], 1, seed=1)


def test_tournament_command_prints_json_and_progress(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(cli, "game_names", lambda: ["mini"])
    monkeypatch.setattr(cli, "game_class", lambda name: MiniGame)
    code = cli.main(
        ["tournament", "--game", "mini", "--deals", "4", "--seed", "2", "--seats",
         "standard,beginner,random", "--json"]
    )  # fmt: skip
    assert code == 0
    out = capsys.readouterr()
    data = json.loads(out.out)
    assert set(data) == {"standard", "beginner", "random"}
    for entry in data.values():
        assert set(entry) >= {"mean", "ci_low", "ci_high", "deals"}
        assert entry["deals"] == 4
        assert entry["ci_low"] <= entry["mean"] <= entry["ci_high"]
    assert "deal 4/4" in out.err


def test_tournament_command_text_output(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(cli, "game_names", lambda: ["mini"])
    monkeypatch.setattr(cli, "game_class", lambda name: MiniGame)
    code = cli.main(
        ["tournament", "--game", "mini", "--deals", "2", "--seats", "standard,random,random",
         "--quiet"]
    )  # fmt: skip
    assert code == 0
    out = capsys.readouterr()
    assert out.err == ""
    assert "standard:" in out.out and "95% CI" in out.out and "standard - random" in out.out


def test_tournament_command_rejects_a_wrong_seat_count(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(cli, "game_names", lambda: ["mini"])
    monkeypatch.setattr(cli, "game_class", lambda name: MiniGame)
    code = cli.main(["tournament", "--game", "mini", "--seats", "standard,random", "--quiet"])
    assert code == 2
    assert "needs 3 seats" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("name", "players"), [("skat", 3), ("schafkopf", 4), ("doppelkopf", 4), ("sheepshead", 5)]
)
def test_remembered_decisions_play_every_rotation_as_deciding_afresh(
    name: str, players: int
) -> None:
    # the duplicate deal remembers what a type answered in a seat after a history; played
    # again with a fresh agent per seat and rotation, every rotation must end the same
    from stammtisch.engine.ai.base import Decision, mix_seed
    from stammtisch.engine.ai.tournament import (
        RememberingAgent,
        duplicate_deal,
        make_agent,
        play_deal,
    )
    from stammtisch.engine.registry import make_game

    game = make_game(name, players, {})
    seats = ["standard"] + ["beginner"] * (players - 1)
    for k in range(3):
        seed, dealer = mix_seed(31, k), k % players
        remembered = duplicate_deal(game, seats, seed, dealer)
        sums = {"standard": 0.0, "beginner": 0.0}
        for r in range(players):
            kinds = [seats[(s - r) % players] for s in range(players)]
            scores = play_deal(game, [make_agent(t, game) for t in kinds], seed, dealer).scores()
            for s, t in enumerate(kinds):
                sums[t] += scores[s]
        fresh = {"standard": sums["standard"] / players,
                 "beginner": sums["beginner"] / (players * (players - 1))}  # fmt: skip
        assert remembered == pytest.approx(fresh)
    # and the memory saves work: the beginners' seats share their questions across rotations
    memory: dict[tuple[object, ...], Decision | None] = {}
    agent = RememberingAgent(make_agent("beginner", game), "beginner", memory)
    for _ in range(2):
        play_deal(game, [agent] * players, mix_seed(5, 1), 0)
    assert agent.searched * 2 == agent.asked


def _mini(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "game_names", lambda: ["mini"])
    monkeypatch.setattr(cli, "game_class", lambda name: MiniGame)


def _run(capsys: pytest.CaptureFixture[str], deals: int, *extra: str) -> dict[str, Any]:
    code = cli.main(
        ["tournament", "--game", "mini", "--deals", str(deals), "--seed", "7", "--seats",
         "strong,standard,standard", "--json", "--quiet", *extra]
    )  # fmt: skip
    assert code == 0
    data: dict[str, Any] = json.loads(capsys.readouterr().out)
    return data


def test_a_resumed_tournament_reports_every_deal_as_one_run_would(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # stopped after two deals and resumed from its per-deal log, a tournament of four
    # reports the scores and the search weights of all four, not only the two it played
    _mini(monkeypatch)
    whole = _run(capsys, 4)
    log = tmp_path / "deals.jsonl"
    _run(capsys, 2, "--per-deal", str(log))
    assert len(log.read_text(encoding="utf-8").splitlines()) == 2
    resumed = _run(capsys, 4, "--per-deal", str(log))
    rows = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert sorted(r["deal"] for r in rows) == [0, 1, 2, 3]
    for kind in ("strong", "standard"):
        assert resumed[kind]["deals"] == 4
        assert resumed[kind]["mean"] == pytest.approx(whole[kind]["mean"])
    weights = whole["search weights"]["strong"]
    assert weights["searched"] > 0
    assert resumed["search weights"]["strong"] == pytest.approx(weights)
    summed = sum(r["weights"]["strong"]["searched"] for r in rows)
    assert summed == weights["searched"]
    # resumed once more with nothing left to play, it still reports them all
    assert _run(capsys, 4, "--per-deal", str(log))["search weights"] == resumed["search weights"]


def test_a_log_line_cut_short_is_played_again_and_a_broken_one_refused(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _mini(monkeypatch)
    log = tmp_path / "deals.jsonl"
    whole = _run(capsys, 3, "--per-deal", str(log))
    lines = log.read_text(encoding="utf-8").splitlines()
    # the run stopped while writing its third deal: half a line, no newline
    log.write_text(
        lines[0] + "\n" + lines[1] + "\n" + lines[2][: len(lines[2]) // 2],
        encoding="utf-8",
        newline="",
    )
    again = _run(capsys, 3, "--per-deal", str(log))
    assert again == whole
    rows = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert sorted(r["deal"] for r in rows) == [0, 1, 2]
    # a whole last row that only lacks its newline is kept, not played again
    log.write_text(lines[0] + "\n" + lines[1] + "\n" + lines[2], encoding="utf-8", newline="")
    assert _run(capsys, 3, "--per-deal", str(log)) == whole
    assert log.read_text(encoding="utf-8") == "\n".join(lines) + "\n"
    # a damaged line in the middle is refused in one line, and the log is left as it was
    log.write_text(lines[0] + "\n{oops\n" + lines[1] + "\n", encoding="utf-8", newline="")
    before = log.read_bytes()
    code = cli.main(
        ["tournament", "--game", "mini", "--deals", "3", "--seed", "7", "--seats",
         "strong,standard,standard", "--quiet", "--per-deal", str(log)]
    )  # fmt: skip
    assert code == 2
    err = capsys.readouterr().err
    assert "line 2 is not a logged deal" in err and len(err.strip().splitlines()) == 1
    assert log.read_bytes() == before
