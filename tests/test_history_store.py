"""The history database: schema migrations, WAL, one transaction per deal, bad files set aside."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from history_fixture import fill, record, skat_result
from platform_support import needs

from stammtisch.engine.history import schema
from stammtisch.engine.history.store import (
    Grade,
    HistoryError,
    HistoryStore,
    SessionInfo,
    open_history,
)
from stammtisch.engine.records import DealRecord
from stammtisch.engine.registry import make_game

INFO = SessionInfo("s1", "skat", 3, {}, ("U", "B", "C"), ("human", "strong", "standard"), 0)


def _at_version(path: Path, version: int) -> sqlite3.Connection:
    conn = sqlite3.connect(path, isolation_level=None)
    schema.migrate(conn, version)
    return conn


def test_fresh_database_is_current_in_wal_mode(tmp_path: Path) -> None:
    opened = open_history(tmp_path / "h.sqlite")
    assert opened.problem is None
    conn = opened.store.conn
    assert schema.user_version(conn) == schema.SCHEMA_VERSION == 5
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA application_id").fetchone()[0] == schema.APPLICATION_ID
    opened.store.close()


def test_migration_from_version_1_keeps_the_deals(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite"
    conn = _at_version(path, 1)
    assert schema.user_version(conn) == 1
    assert "luck" not in {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    store = HistoryStore(conn, path)
    ids = fill(store)
    conn.close()
    store = HistoryStore.connect(path)
    assert schema.user_version(store.conn) == schema.SCHEMA_VERSION
    assert store.count_deals() == 7
    assert store.deals_without_luck(10)[0] == ids["C0"]
    store.set_luck(ids["A0"], "strong", 24.0)
    assert store.conn.execute("SELECT ai_score FROM luck").fetchall() == [(24.0,)]
    store.close()


def test_migration_from_version_0_and_each_step_in_turn(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / "h.sqlite", isolation_level=None)
    assert schema.migrate(conn, 1) == (0, 1)
    assert schema.migrate(conn, 2) == (1, 2)
    assert schema.migrate(conn, 3) == (2, 3)
    assert schema.migrate(conn, 4) == (3, 4)
    assert schema.migrate(conn, 5) == (4, 5)
    assert schema.migrate(conn) == (5, 5)
    conn.close()


def test_a_failing_migration_leaves_the_last_complete_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    conn = sqlite3.connect(tmp_path / "h.sqlite", isolation_level=None)
    schema.migrate(conn, 1)
    monkeypatch.setattr(
        schema, "MIGRATIONS", (schema.MIGRATIONS[0], "CREATE TABLE luck (x); bogus")
    )
    with pytest.raises(sqlite3.OperationalError):
        schema.migrate(conn, 2)
    assert schema.user_version(conn) == 1
    assert "luck" not in {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    conn.close()


def test_corrupt_file_is_set_aside_and_a_fresh_one_started(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite"
    path.write_bytes(b"this is not a database at all\n" * 100)
    opened = open_history(path)
    assert opened.problem == "corrupt"
    assert opened.set_aside is not None
    assert opened.set_aside.read_bytes().startswith(b"this is not")
    assert opened.store.count_deals() == 0
    opened.store.close()
    path.unlink()
    path.write_bytes(b"again")
    second = open_history(path)
    assert second.set_aside is not None and second.set_aside.name.endswith(".broken-2")
    second.store.close()


def test_damaged_pages_are_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite"
    store = open_history(path).store
    fill(store)
    store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    data = bytearray(path.read_bytes())
    data[100:4096] = b"\xff" * (4096 - 100)  # the schema page
    path.write_bytes(bytes(data))
    opened = open_history(path)
    assert opened.problem == "corrupt"
    opened.store.close()


def test_foreign_and_newer_databases_are_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.commit()
    conn.close()
    opened = open_history(path)
    assert opened.problem == "foreign"
    opened.store.close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    newer = open_history(path)
    assert newer.problem == "newer"
    assert newer.set_aside is not None and newer.set_aside.exists()
    newer.store.close()


@pytest.mark.parametrize("before_statement", range(1, 7))
def test_a_database_created_meanwhile_by_another_connection_is_ours(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, before_statement: int
) -> None:
    """The table's saving thread may create the file while the window opens it too."""
    from stammtisch.engine.history import store as store_module

    path = tmp_path / "h.sqlite"
    seen = 0

    def connect(name: str, timeout: float) -> sqlite3.Connection:
        conn = sqlite3.connect(name, timeout=timeout, isolation_level=None)

        def each(statement: str) -> None:
            nonlocal seen
            seen += 1
            if seen == before_statement:
                other = sqlite3.connect(name, timeout=0, isolation_level=None)
                try:
                    schema.migrate(other)
                finally:
                    other.close()

        conn.set_trace_callback(each)
        return conn

    monkeypatch.setattr(store_module, "connect_hook", connect)
    opened = HistoryStore.connect(path)
    opened.conn.set_trace_callback(None)
    assert seen >= before_statement
    assert schema.user_version(opened.conn) == schema.SCHEMA_VERSION
    opened.close()


def test_a_deal_is_stored_once_with_its_facts_and_grades() -> None:
    store = HistoryStore.in_memory()
    sid = store.begin_session(INFO)
    assert store.begin_session(INFO) == sid
    deal = record("skat", 3, 2, skat_result(0, "G", True, 48, 23, 48, [48, 0, 0], [70, 30, 20]))
    deal_id = store.add_deal(sid, 0, deal, grades=[Grade(4, 0.5, "fine")])
    assert deal_id is not None
    assert store.add_deal(sid, 0, deal) is None  # a resumed session books nothing twice
    row = store.conn.execute(
        "SELECT opponent_level, role, contract_kind, score, bid, game_value FROM deals"
    ).fetchone()
    assert row == ("strong", "declarer", "grand", 48, 23, 48)
    assert store.deal_record(deal_id) == deal
    assert store.conn.execute("SELECT grade, label FROM grades").fetchall() == [(0.5, "fine")]
    with pytest.raises(HistoryError, match="only a finished deal"):
        store.add_deal(sid, 1, DealRecord("skat", 3, {}, 0, (), ()))
    with pytest.raises(HistoryError, match="does not belong"):
        store.add_deal(sid, 1, record("doppelkopf", 4, 0, {"scores": [0, 0, 0, 0]}))
    with pytest.raises(HistoryError, match="no deal"):
        store.deal_record(999)


@needs(signal, "SIGKILL", "a kill the store cannot catch")
def test_a_finished_deal_survives_kill_9(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite"
    code = textwrap.dedent(
        f"""
        import os, random
        from stammtisch.engine.history.store import HistoryStore, SessionInfo
        from stammtisch.engine.records import DealRecord
        from stammtisch.engine.registry import make_game
        store = HistoryStore.connect({str(path)!r})
        sid = store.begin_session(SessionInfo("k", "skat", 3, {{}}, ("U", "B", "C"), (), 0))
        state = make_game("skat").new_deal(seed=3)
        rng = random.Random(3)
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
        store.add_deal(sid, 0, DealRecord.from_state(state, seed=3))
        os.kill(os.getpid(), {int(signal.SIGKILL)})
        """
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, encoding="utf-8")
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    store = HistoryStore.connect(path)
    assert store.count_deals() == 1
    replayed = store.deal_record(store.deals_without_luck()[0]).replay()
    assert replayed.is_terminal()
    store.close()


def test_real_deal_facts_for_every_game() -> None:
    import random

    store = HistoryStore.in_memory()
    for name, players in (("skat", 3), ("doppelkopf", 4), ("schafkopf", 4), ("sheepshead", 5)):
        game = make_game(name, players)
        sid = store.begin_session(SessionInfo(name, name, players, {}, (), (), 0))
        for seed in range(4):
            state = game.new_deal(seed=seed)
            rng = random.Random(seed)
            while not state.is_terminal():
                state.apply_action(rng.choice(state.legal_actions()))
            store.add_deal(sid, seed, DealRecord.from_state(state, seed=seed))
    roles = {r[0] for r in store.conn.execute("SELECT DISTINCT role FROM deals")}
    assert roles <= {"declarer", "partner", "defender", "none", "out"}
    assert store.count_deals() == 16
