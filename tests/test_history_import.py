"""Existing records into the history: our JSON sessions, ISS lines, NetSchafkopf protocols."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

import pytest
from test_schafkopf_netschafkopf import HEADER, ruf_game
from test_store_faults import filled

from stammtisch.desktop import savegame
from stammtisch.engine.errors import RecordError
from stammtisch.engine.history.importing import ImportReport, import_file
from stammtisch.engine.history.store import HistoryStore
from stammtisch.engine.importers import detect
from stammtisch.engine.records import save_record
from stammtisch.engine.registry import make_game
from stammtisch.engine.session import Session

ISS_NULL = (
    "(;GM[Skat]PC[Internet Skat Server]CO[]SE[126]ID[25]DT[2007-11-02/15:24:24/UTC]"
    "P0[Patrickm]P1[foo]P2[bonsai]R0[0.0]R1[0.0]R2[0.0]MV[w CJ.S7.H8.SA.DA.CQ.DK.CK.C8.D8.D9."
    "HK.HA.SQ.CT.S8.HJ.SJ.DT.ST.H9.S9.HQ.SK.HT.CA.C9.C7.D7.DQ.H7.DJ 1 18 0 p 2 p 1 NOH 0 C8 1 CT"
    " 2 C9 ]R[d:1 loss v:-118 m:0 bidok p:12 t:1 s:0 z:0 p0:0 p1:0 p2:0 l:-1 to:-1 r:0] ;)"
)


def test_our_session_record_is_imported_once(tmp_path: Path) -> None:
    session = Session(make_game("skat"), ["Ann", "Ben", "Cem"], planned_deals=3, seed=7)
    rng = random.Random(7)
    for _ in range(3):
        state = session.start_deal()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
        session.finish_deal()
    path = tmp_path / "session.json"
    save_record(path, session.to_record())
    store = HistoryStore.in_memory()
    report = import_file(store, path, user_name="Ben")
    assert (report.added, report.already, report.skipped) == (3, 0, [])
    assert {r[0] for r in store.conn.execute("SELECT user_seat FROM deals")} == {1}
    totals = store.conn.execute("SELECT SUM(score) FROM deals").fetchone()[0]
    assert totals == session.totals()[1]
    again = import_file(store, path)
    assert (again.added, again.already) == (0, 3)


def test_iss_lines_are_imported_with_the_user_seat_by_name(tmp_path: Path) -> None:
    path = tmp_path / "games.sgf"
    path.write_text(
        ISS_NULL + "\n" + ISS_NULL.replace("MV[w", "MV[w XX") + "\n", encoding="utf-8", newline=""
    )
    store = HistoryStore.in_memory()
    report = import_file(store, path, user_name="foo")
    assert report.added == 1
    assert len(report.skipped) == 1 and report.skipped[0].startswith("games.sgf:2")
    row = store.conn.execute(
        "SELECT role, contract_kind, score, declarer_won FROM deals"
    ).fetchone()
    assert row == ("declarer", "null", -118, 0)


def test_a_netschafkopf_protocol_is_imported(tmp_path: Path) -> None:
    path = tmp_path / "Schafkopfprotokoll.txt"
    path.write_bytes((HEADER + ruf_game()).encode("latin-1"))
    store = HistoryStore.in_memory()
    report = import_file(store, path, user_seat=0)
    assert report.added == 1 and report.skipped == []
    game, kind = store.conn.execute("SELECT game, contract_kind FROM deals").fetchone()
    assert (game, kind) == ("schafkopf", "Sauspiel")


def test_an_unknown_format_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "x.txt"
    path.write_text("hello", encoding="utf-8", newline="")
    with pytest.raises(RecordError, match="not a record format"):
        import_file(HistoryStore.in_memory(), path)


# --- a deal is known by its content, booked once per store ---------------------------------


def played_store(folder: Path) -> tuple[HistoryStore, Path]:
    """A store where a Doppelkopf session was played (3 deals finished, one going on), and
    that session exported as the app exports it (Game → Export game…)."""
    path = filled(folder)
    store = HistoryStore.connect(path)
    table = savegame.load(store)
    assert table is not None
    export = folder / "game.json"
    savegame.export_session(table, export)
    return store, export


def test_the_apps_own_export_imported_into_the_store_that_played_it_adds_nothing(
    tmp_path: Path,
) -> None:
    store, export = played_store(tmp_path)
    report = import_file(store, export, user_name="Seat 0")
    assert (report.added, report.already, report.skipped) == (0, 3, [])
    assert store.count_deals() == 3
    assert store.conn.execute("SELECT COUNT(*) FROM sessions").fetchone()[0] == 1
    store.close()


def test_an_indented_copy_adds_nothing(tmp_path: Path) -> None:
    store, export = played_store(tmp_path)
    other = HistoryStore.connect(tmp_path / "other.sqlite")
    assert import_file(other, export).added == 3
    copy = tmp_path / "copy.json"
    data = json.loads(export.read_text(encoding="utf-8"))
    copy.write_text(json.dumps(data, indent=4, sort_keys=True), encoding="utf-8", newline="\n")
    for target in (other, store):
        report = import_file(target, copy)
        assert (report.added, report.already) == (0, 3)
        assert target.count_deals() == 3
    store.close()
    other.close()


def test_one_deal_twice_in_one_file_is_booked_once(tmp_path: Path) -> None:
    store, export = played_store(tmp_path)
    data = json.loads(export.read_text(encoding="utf-8"))
    data["deals"] = [data["deals"][0], data["deals"][0]]
    twice = tmp_path / "twice.json"
    twice.write_text(json.dumps(data), encoding="utf-8", newline="\n")
    fresh = HistoryStore.in_memory()
    report = import_file(fresh, twice)
    assert (report.added, report.already) == (1, 1)
    assert fresh.count_deals() == 1
    store.close()


def test_an_iss_line_twice_is_booked_once(tmp_path: Path) -> None:
    path = tmp_path / "games.sgf"
    path.write_text(ISS_NULL + "\n" + ISS_NULL + "\n", encoding="utf-8", newline="\n")
    store = HistoryStore.in_memory()
    report = import_file(store, path)
    assert (report.added, report.already) == (1, 1)
    assert store.count_deals() == 1
    assert store.conn.execute("SELECT COUNT(*) FROM sessions").fetchone()[0] == 1


def test_a_netschafkopf_game_in_two_files_is_booked_once(tmp_path: Path) -> None:
    first = tmp_path / "a.txt"
    first.write_bytes((HEADER + ruf_game()).encode("latin-1"))
    second = tmp_path / "b.txt"  # the same game after a wrapped header line
    second.write_bytes((HEADER.replace("\r\n \r\n", "\r\n") + ruf_game()).encode("latin-1"))
    assert first.read_bytes() != second.read_bytes()
    store = HistoryStore.in_memory()
    assert import_file(store, first).added == 1
    report = import_file(store, second)
    assert (report.added, report.already) == (0, 1)


def test_deals_stored_before_the_keys_are_known_by_their_content(tmp_path: Path) -> None:
    """A store of schema version 4 (no keys) gains them: its played deals are found."""
    path = filled(tmp_path)
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE deal_keys")
    conn.execute("PRAGMA user_version = 4")
    conn.commit()
    conn.close()
    store = HistoryStore.connect(path)  # migrates to version 5: the keys table is empty
    assert store.conn.execute("SELECT COUNT(*) FROM deal_keys").fetchone()[0] == 0
    table = savegame.load(store)
    assert table is not None
    export = tmp_path / "game.json"
    savegame.export_session(table, export)
    report = import_file(store, export)
    assert (report.added, report.already) == (0, 3)
    assert store.conn.execute("SELECT COUNT(*) FROM deal_keys").fetchone()[0] == 3
    store.close()


# --- a stated result that contradicts the replay is refused ---------------------------------


def refused_as_check_records_says(path: Path, report: ImportReport) -> None:
    outcomes = detect(path).check_file(path)
    said = [f"{o.record}: {o.message}" for o in outcomes if o.status == "disagree"]
    assert said and report.refused == said


def test_a_falsified_score_is_refused_with_check_records_reason(tmp_path: Path) -> None:
    store, export = played_store(tmp_path)
    deal = json.loads(export.read_text(encoding="utf-8"))["deals"][1]
    deal["result"]["scores"][0] += 10
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(deal), encoding="utf-8", newline="\n")
    fresh = HistoryStore.in_memory()
    report = import_file(fresh, path)
    assert (report.added, report.already, report.skipped) == (0, 0, [])
    refused_as_check_records_says(path, report)
    assert report.refused[0].startswith("deal.json: scores: record says [")
    assert fresh.count_deals() == 0
    assert fresh.conn.execute("SELECT COUNT(*) FROM sessions").fetchone()[0] == 0
    store.close()


def test_a_falsified_session_deal_is_refused_and_the_others_booked(tmp_path: Path) -> None:
    store, export = played_store(tmp_path)
    data = json.loads(export.read_text(encoding="utf-8"))
    data["deals"][2]["result"]["card_points"][1] += 1
    path = tmp_path / "session.json"
    path.write_text(json.dumps(data), encoding="utf-8", newline="\n")
    report = import_file(HistoryStore.in_memory(), path)
    assert (report.added, report.already) == (2, 0)
    refused_as_check_records_says(path, report)
    assert report.refused[0].startswith("session.json deal 3: card_points:")
    store.close()


def test_a_falsified_iss_value_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "games.sgf"
    path.write_text(ISS_NULL.replace("v:-118", "v:-59") + "\n", encoding="utf-8", newline="\n")
    store = HistoryStore.in_memory()
    report = import_file(store, path)
    assert (report.added, report.already) == (0, 0)
    refused_as_check_records_says(path, report)
    assert "value (v): server says -59, ours -118" in report.refused[0]
    assert store.count_deals() == 0


def test_a_falsified_netschafkopf_payout_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "Schafkopfprotokoll.txt"
    won = "           -2           +2           -2           +2"
    path.write_bytes((HEADER + ruf_game(totals=won)).encode("latin-1"))
    store = HistoryStore.in_memory()
    report = import_file(store, path)
    assert (report.added, report.skipped) == (0, [])
    refused_as_check_records_says(path, report)
    assert report.refused[0].startswith("Schafkopfprotokoll.txt game 1: payout: protocol")
    assert store.count_deals() == 0
