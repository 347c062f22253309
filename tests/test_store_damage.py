"""Damage the store meets at open, whatever its bytes, goes one way: the file is set aside
byte for byte, a fresh store starts, and the user is told which file and why.

- A damaged schema whose bytes are not UTF-8: SQLite's error text carries them, and Python
  could not even raise the error (``UnicodeDecodeError``); it is damage like any other.
- A history file of 0 bytes is damage (it cannot hold the history it should), unless this
  very process created it a moment ago (the window's saving thread may).
- Something that is not a file in place of the ``-wal`` or ``-shm`` beside a healthy
  database: that thing is set aside and named, the database is kept.
"""

from __future__ import annotations

import os
import random
import sqlite3
from pathlib import Path

import pytest
from test_store_faults import filled, set_aside_as_damaged

from stammtisch.desktop import savegame
from stammtisch.engine.history import store as store_module
from stammtisch.engine.history.store import (
    HistoryStore,
    StoreError,
    StoreUnavailable,
    open_history,
    problem_of,
)

needs_fifo = pytest.mark.skipif(
    not hasattr(os, "mkfifo"), reason="this platform's file system has no FIFOs (os.mkfifo)"
)


def damage_schema(path: Path, table: str = "sessions") -> None:
    """Put a byte that is not UTF-8 into the text of ``CREATE TABLE <table>`` on page 1, so
    that SQLite cannot parse the schema and says so with that byte in its message."""
    data = bytearray(path.read_bytes())
    at = data.find(f"CREATE TABLE {table}".encode())
    assert 0 < at < 4096, "the schema's text is on the first page"
    data[at + len("CREATE TABL")] = 0xFF  # "CREATE TABL\xff sessions": a syntax error
    path.write_bytes(bytes(data))


# --- 1. a schema whose bytes are not UTF-8 -------------------------------------------------


@pytest.mark.parametrize("table", ["sessions", "deals", "live"])
def test_a_schema_page_with_bytes_that_are_not_utf8_is_set_aside(
    tmp_path: Path, table: str
) -> None:
    path = filled(tmp_path)
    damage_schema(path, table)
    set_aside_as_damaged(path, "malformed database schema")


def test_an_error_whose_text_is_not_utf8_is_a_store_error_of_a_damaged_file(
    tmp_path: Path,
) -> None:
    """Once the store is open, a save that meets such a schema fails as a damaged file, in
    words (no ``UnicodeDecodeError`` reaches whoever saves)."""
    path = filled(tmp_path)
    store = HistoryStore.connect(path)
    # another connection writes the damage through SQL and bumps the schema's version, so
    # the open connection reads the schema again at its next statement
    other = sqlite3.connect(path, isolation_level=None)
    version = other.execute("PRAGMA schema_version").fetchone()[0]
    other.execute("PRAGMA writable_schema = ON")
    other.execute(
        "UPDATE sqlite_master SET sql = CAST(x'435245415445205441424cff' || CAST(substr(sql, 13)"
        " AS BLOB) AS TEXT) WHERE name = 'sessions'"
    )
    other.execute(f"PRAGMA schema_version = {version + 1}")
    other.close()
    with pytest.raises(StoreError) as caught:
        store.end_live()
    assert caught.value.problem == "corrupt"
    assert "malformed database schema" in str(caught.value)
    assert "\ufffd" in str(caught.value)  # the byte that is not UTF-8, shown as such
    store.close()


def test_problem_of_an_undecodable_sqlite_message_is_corrupt() -> None:
    raw = b'malformed database schema (sessions) - near "TABL\xff": syntax error'
    error = UnicodeDecodeError("utf-8", raw, 49, 50, "invalid start byte")
    assert problem_of(error) == "corrupt"


def test_small_damages_to_the_first_page_never_escape_the_damage_path(tmp_path: Path) -> None:
    """200 random damages of 1 to 8 bytes to page 1 (past the header): every open ends with
    the store usable: whole (nothing found, every row reads back) or set aside byte for byte
    with a fresh store; never an exception, never a file lost."""
    (tmp_path / "source").mkdir()
    source = filled(tmp_path / "source")
    original = source.read_bytes()
    found = whole = 0
    for seed in range(200):
        rng = random.Random(seed)
        data = bytearray(original)
        count = rng.randint(1, 8)
        at = rng.randrange(100, 4096 - count)
        for k in range(count):
            data[at + k] = rng.randrange(256)
        folder = tmp_path / f"case{seed}"
        folder.mkdir()
        path = folder / "history.sqlite"
        path.write_bytes(bytes(data))
        opened = open_history(path)  # anything raised here fails the test
        try:
            if opened.problem is None:
                whole += 1
                opened.store.live()
                opened.store.conn.execute("SELECT * FROM deal_records").fetchall()
            else:
                found += 1
                assert opened.problem == "corrupt", (seed, opened)
                assert opened.set_aside is not None
                assert opened.set_aside.read_bytes() == bytes(data), seed
                assert opened.store.count_deals() == 0
        finally:
            opened.store.close()
    assert found > 50 and whole > 20, (found, whole)


# --- 6. a file of 0 bytes ------------------------------------------------------------------


def test_a_history_file_of_0_bytes_is_set_aside_and_said(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite"
    path.write_bytes(b"")
    opened = open_history(path)
    assert opened.problem == "empty", opened
    assert opened.set_aside == tmp_path / "history.sqlite.broken-1"
    assert opened.set_aside.read_bytes() == b""
    assert opened.store.count_deals() == 0 and path.stat().st_size > 0
    opened.store.close()


def test_a_file_of_0_bytes_this_process_just_created_is_no_damage(tmp_path: Path) -> None:
    """The saving thread's connection creates the file; until its first write it has 0
    bytes, and the window's own open must not take that for damage."""
    path = tmp_path / "history.sqlite"

    def created_then_stopped(name: str, timeout: float) -> sqlite3.Connection:
        conn = sqlite3.connect(name, timeout=timeout, isolation_level=None)
        conn.close()  # the file exists now, with 0 bytes
        raise sqlite3.OperationalError("disk I/O error")

    old = store_module.connect_hook
    store_module.connect_hook = created_then_stopped
    try:
        with pytest.raises(sqlite3.Error):
            HistoryStore.connect(path)
    finally:
        store_module.connect_hook = old
    assert path.stat().st_size == 0
    opened = open_history(path)
    assert opened.problem is None and opened.set_aside is None
    assert [p.name for p in tmp_path.iterdir() if "broken" in p.name] == []
    opened.store.close()


def test_a_file_of_0_bytes_another_made_in_place_of_the_created_one_is_damage(
    tmp_path: Path,
) -> None:
    """What the process created is known by the file itself, not its name."""
    path = tmp_path / "history.sqlite"
    HistoryStore.connect(path).close()
    path.unlink()
    path.write_bytes(b"")
    opened = open_history(path)
    assert opened.problem == "empty"
    opened.store.close()


# --- 6. a FIFO in place of the -wal or -shm ------------------------------------------------


@needs_fifo
@pytest.mark.parametrize("suffix", ["-wal", "-shm"])
def test_a_fifo_beside_a_healthy_database_is_set_aside_and_the_database_kept(
    tmp_path: Path, suffix: str
) -> None:
    path = filled(tmp_path)
    before = path.read_bytes()
    side = path.with_name(path.name + suffix)
    side.unlink(missing_ok=True)
    os.mkfifo(side)
    opened = open_history(path)  # would block forever if the FIFO were opened
    assert opened.problem == "special" and "FIFO" in opened.detail
    assert not [p for p in tmp_path.iterdir() if p.name.startswith("history.sqlite.broken")]
    assert opened.set_aside == path.with_name(f"history.sqlite{suffix}.broken-1")
    assert opened.set_aside.is_fifo()
    assert opened.found == side
    assert opened.store.count_deals() == 3  # the history itself is kept
    loaded = savegame.load(opened.store)
    assert loaded is not None and len(loaded.session.deals) == 3
    opened.store.close()
    assert path.read_bytes()[:100] == before[:100]


@needs_fifo
def test_a_fifo_in_place_of_the_database_is_named_as_the_database(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite"
    os.mkfifo(path)
    opened = open_history(path)
    assert opened.problem == "special" and opened.found == path
    assert opened.set_aside == tmp_path / "history.sqlite.broken-1"
    opened.store.close()


def test_a_store_that_cannot_be_written_is_still_no_damage(tmp_path: Path) -> None:
    """Nothing of the above takes a passing fault for damage: a lock is still busy."""
    path = filled(tmp_path)
    from test_store_faults import locked

    with locked(path), pytest.raises(StoreUnavailable) as caught:
        open_history(path)
    assert caught.value.problem == "busy"
    assert not [p for p in tmp_path.iterdir() if "broken" in p.name]


# --- the deals' content keys (schema version 5) --------------------------------------------


@pytest.mark.parametrize(
    "change",
    [
        "DROP TABLE deal_keys",
        "UPDATE deal_keys SET key = X'00ff'",
        "INSERT INTO deal_keys VALUES (999, 'k')",
    ],
)
def test_the_keys_table_is_checked_at_open(tmp_path: Path, change: str) -> None:
    path = filled(tmp_path)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA foreign_keys = OFF")
    conn.execute(change)
    conn.commit()
    conn.close()
    set_aside_as_damaged(path)
