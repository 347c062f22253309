"""Existing records into the history: our JSON sessions, ISS lines, NetSchafkopf protocols."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from test_schafkopf_netschafkopf import HEADER, ruf_game

from stammtisch.engine.errors import RecordError
from stammtisch.engine.history.importing import import_file
from stammtisch.engine.history.store import HistoryStore
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
    assert len(report.skipped) == 1 and report.skipped[0].startswith("line 2")
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
