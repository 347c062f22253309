"""Mutated record files never crash ``check-records`` or ``replay``: a clear line or a result.

2,000 seeded mutations of small records (our own deal and session records of
every game, ISS lines, a NetSchafkopf protocol) go through both commands on
every run.  Each must end with an exit status that tells bad input (2) from
disagreement (1) and agreement (0), print one line per problem without the
file's name twice, and never take long.
"""

from __future__ import annotations

import contextlib
import io
import json
import time
from pathlib import Path
from typing import Any

import pytest
from fuzz_support import HUGE, Mutator, play_session, write_text

from stammtisch.engine import cli
from stammtisch.engine.records import SessionRecord

CORPUS = Path(__file__).resolve().parent / "data" / "corpus"
RECORDS = 2000
GAMES = ("skat", "schafkopf", "doppelkopf", "sheepshead")


def seeds() -> list[tuple[str, str]]:
    """Small well-formed records: (file suffix, text)."""
    out: list[tuple[str, str]] = []
    for number, game in enumerate(GAMES):
        session = play_session(game, finished=1, seed=7 + number, current_actions=6)
        out.append(("json", json.dumps(session.to_json(), indent=1)))
        out.append(("json", json.dumps(session.deals[0].to_json())))
    lines = (CORPUS / "iss" / "games.sgf").read_text(encoding="utf-8").splitlines()
    out.extend(("sgf", line + "\n") for line in lines[:4])
    protocol = (
        CORPUS / "netschafkopf" / "lib_src_game_analysis" / "Schafkopfprotokoll_vom_04.08.24.txt"
    )
    text = protocol.read_bytes().decode("latin-1")
    out.append(("txt", text[: text.index("Geber: PcRechts")]))  # the first game only
    return out


def run_command(parser: object, argv: list[str]) -> tuple[int, str, str]:
    args = parser.parse_args(argv)  # type: ignore[attr-defined]
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.run(args)
    return code, out.getvalue(), err.getvalue()


def test_the_seeds_themselves_agree(tmp_path: Path) -> None:
    parser = cli.build_parser()
    for number, (suffix, text) in enumerate(seeds()):
        path = tmp_path / f"seed{number}.{suffix}"
        write_text(path, text)
        code, out, err = run_command(parser, ["check-records", str(path)])
        assert code == cli.EXIT_AGREE, (suffix, out, err)


def test_mutated_records_end_in_one_clear_line_or_a_result(tmp_path: Path) -> None:
    parser = cli.build_parser()
    base = seeds()
    statuses = {"check-records": set(), "replay": set()}  # type: dict[str, set[int]]
    for number in range(RECORDS):
        suffix, text = base[number % len(base)]
        path = tmp_path / f"case.{suffix}"
        write_text(path, Mutator(number).mutate(text))
        for command in ("check-records", "replay"):
            start = time.perf_counter()
            code, out, err = run_command(parser, [command, str(path)])
            took = time.perf_counter() - start
            where = f"mutation {number} of a .{suffix} seed, {command}: {out}{err}"
            assert code in (cli.EXIT_AGREE, cli.EXIT_DISAGREE, cli.EXIT_BAD_INPUT), where
            assert "internal error" not in out + err and "Traceback" not in out + err, where
            assert f"{path}: {path}" not in out + err and "case.json: case.json" not in out, where
            assert took < 2.0, f"{where} took {took:.1f} s"
            statuses[command].add(code)
            if command == "replay":  # the records before a bad one are printed, then one line
                assert len(err.splitlines()) == (code != cli.EXIT_AGREE), where
                assert all(json.loads(line)["record"] for line in out.splitlines()), where
            if command == "check-records":
                lines = out.splitlines()
                assert lines and lines[-1].split()[1] == "records:", where
                assert all(
                    line.split(":", 1)[0] in ("agree", "disagree", "skipped", "error")
                    for line in lines[:-1]
                ), where
    # the mutations reach every verdict: good files, disagreements and bad input
    assert statuses["check-records"] == {0, 1, 2}
    assert statuses["replay"] == {0, 1, 2}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", "the file is empty"),
        ('{"format": "stammtisch-deal", "version": 1, "game": ', "not valid JSON"),
        ('{"format": ' + "[" * 100_000 + "]" * 100_000 + "}", "nested more than 32 levels deep"),
        ('{"format": ' + "[" * 40 + "]" * 40 + "}", "nested more than 32 levels deep"),
        ('{"format": "stammtisch-deal", "seed": ' + "9" * 5000 + "}", "5000 digits"),
        ('{"format": "stammtisch-deal", "version": true}', "record version True"),
    ],
)
def test_bad_json_is_one_line_and_bad_input(tmp_path: Path, text: str, expected: str) -> None:
    path = tmp_path / "case.json"
    path.write_text(text, encoding="utf-8", newline="")
    parser = cli.build_parser()
    code, out, err = run_command(parser, ["check-records", str(path)])
    assert code == cli.EXIT_BAD_INPUT
    assert out.splitlines()[0].startswith(f"error: {path}: ")
    assert expected in out and out.count(str(path)) == 1
    code, out, err = run_command(parser, ["replay", str(path)])
    assert code == cli.EXIT_BAD_INPUT and not out
    assert err.startswith(f"error: {path}: ") and expected in err and err.count(str(path)) == 1


@pytest.mark.parametrize(
    ("field", "value", "expected"),
    [
        ("first_dealer", -1, "'first_dealer' must be at least 0"),
        ("first_dealer", 3, "'first_dealer' must be at most 2"),
        ("planned_deals", 0, "'planned_deals' must be at least 1"),
        ("version", True, "record version True is not supported"),
        ("players", -3, "'players' must be at least 1"),
    ],
)
def test_session_fields_are_checked(
    tmp_path: Path, field: str, value: object, expected: str
) -> None:
    data = play_session("skat", finished=1, seed=3).to_json()
    data[field] = value
    path = tmp_path / "session.json"
    path.write_text(json.dumps(data), encoding="utf-8", newline="")
    parser = cli.build_parser()
    code, out, _ = run_command(parser, ["check-records", str(path)])
    assert code == cli.EXIT_BAD_INPUT and expected in out
    code, _, err = run_command(parser, ["replay", str(path)])
    assert code == cli.EXIT_BAD_INPUT and expected in err


def test_a_session_written_by_session_checks_as_agreeing(tmp_path: Path) -> None:
    for game in GAMES:
        session = play_session(game, finished=3, seed=11, current_actions=4)
        path = tmp_path / f"{game}.json"
        path.write_text(json.dumps(session.to_json()), encoding="utf-8", newline="")
        code, out, _ = run_command(cli.build_parser(), ["check-records", str(path)])
        assert code == cli.EXIT_AGREE, out
        assert out.splitlines() == ["4 records: 4 agree, 0 disagree, 0 skipped"]
        assert (
            SessionRecord.from_json(json.loads(path.read_text(encoding="utf-8"))).deals[0].check()
            == []
        )


def test_a_changed_outcome_disagrees(tmp_path: Path) -> None:
    data = play_session("skat", finished=1, seed=11).to_json()
    data["deals"][0]["result"]["outcome"]["same_dealer"] = True
    path = tmp_path / "session.json"
    path.write_text(json.dumps(data), encoding="utf-8", newline="")
    code, out, _ = run_command(cli.build_parser(), ["check-records", str(path)])
    assert code == cli.EXIT_DISAGREE
    assert out.splitlines()[0].startswith("disagree: session.json deal 1: outcome: record says")


def test_files_of_no_known_format_are_named(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("nothing to see\n", encoding="utf-8", newline="")
    parser = cli.build_parser()
    code, out, _ = run_command(parser, ["check-records", str(tmp_path)])
    assert code == cli.EXIT_AGREE
    assert out.splitlines() == [
        "0 records: 0 agree, 0 disagree, 0 skipped; 1 file of no known format skipped"
    ]
    code, out, _ = run_command(parser, ["check-records", "-v", str(tmp_path)])
    assert (
        out.splitlines()[0]
        == f"skipped: {tmp_path / 'notes.txt'}: not a record format this program knows"
    )
    code, out, _ = run_command(parser, ["check-records", str(tmp_path / "notes.txt")])
    assert code == cli.EXIT_BAD_INPUT
    assert (
        out.splitlines()[0]
        == f"error: {tmp_path / 'notes.txt'}: not a record format this program knows"
    )


def test_a_record_of_millions_of_actions_is_refused_quickly(tmp_path: Path) -> None:
    deal = play_session("doppelkopf", finished=1, seed=2).deals[0].to_json()
    path = tmp_path / "huge.json"
    with path.open("w", encoding="utf-8", newline="") as fh:
        head = json.dumps({**deal, "actions": []})[:-2]  # up to the open list of actions
        fh.write(head[: head.rindex("[") + 1])
        fh.write(",".join(['[0, "CQ"]'] * 5_000_000))
        fh.write("]}")
    assert path.stat().st_size > 40_000_000
    start = time.perf_counter()
    code, out, _ = run_command(cli.build_parser(), ["check-records", str(path)])
    assert time.perf_counter() - start < 1.0
    assert code == cli.EXIT_BAD_INPUT and "too large for a record" in out


def iss_line() -> str:
    lines = (CORPUS / "iss" / "games.sgf").read_text(encoding="utf-8").splitlines()
    return next(line for line in lines if "ID[541932]" in line)


def first_protocol_game() -> str:
    protocol = (
        CORPUS / "netschafkopf" / "lib_src_game_analysis" / "Schafkopfprotokoll_vom_04.08.24.txt"
    )
    text = protocol.read_bytes().decode("latin-1")
    return text[: text.index("Geber: PcRechts")]


@pytest.mark.parametrize(
    ("suffix", "spoil", "status", "expected"),
    [
        (
            "sgf",
            lambda t: t.replace(" 2 18 ", f" 2 {HUGE} ", 1),
            1,
            "is not a value on the bidding ladder",
        ),
        ("sgf", lambda t: t.replace("v:-54", f"v:-{HUGE}"), 2, "is not a number"),
        (
            "sgf",
            lambda t: t.replace("MV[w ", "MV[w " + "A[" * 9000, 1),
            2,
            "too many for an ISS record",
        ),
        ("txt", lambda t: t.replace("+15", "+" + HUGE), 2, "is not all numbers"),
        (
            "txt",
            lambda t: t.replace("Gast    Stock", "Gast    Stock    Extra"),
            2,
            "does not match",
        ),
        (
            "txt",
            lambda t: t.replace("Die Gegner haben 42", "Die Gegner haben " + HUGE),
            1,
            "opponents' card points: protocol 9999999999…, ours 42",
        ),
    ],
)
def test_huge_numbers_and_odd_rows_in_foreign_records(
    tmp_path: Path, suffix: str, spoil: Any, status: int, expected: str
) -> None:
    text = iss_line() + "\n" if suffix == "sgf" else first_protocol_game()
    spoilt = spoil(text)
    assert spoilt != text
    path = tmp_path / f"case.{suffix}"
    write_text(path, spoilt)
    code, out, _ = run_command(cli.build_parser(), ["check-records", str(path)])
    assert code == status, out
    assert expected in out and "internal error" not in out
