"""Each storage fault is answered plainly, at the store and through ``check-records``.

Locked: waited for briefly, reported busy, never set aside.  A missing table, a bad value,
a damaged page, a file cut short: found at open and set aside.  A special file (FIFO,
device, a link to one): refused unopened.  A read-only folder and a full disk: reported,
nothing set aside, nothing lost that was saved.  Session files whose header the app's
loader refuses are refused by ``check-records`` too.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fuzz_support import play_session
from platform_support import needs, read_only

from stammtisch.desktop import savegame
from stammtisch.engine import cli
from stammtisch.engine.history import store as store_module
from stammtisch.engine.history.store import (
    HistoryStore,
    StoreError,
    StoreUnavailable,
    open_history,
)


def filled(folder: Path, finished: int = 3, current: int = 5) -> Path:
    """A store with a session in progress (``finished`` Doppelkopf deals and one going on)."""
    session = play_session("doppelkopf", finished=finished, seed=3, current_actions=current)
    path = folder / "history.sqlite"
    levels = ["human", "random", "random", "random"]
    savegame.save(path, savegame.SavedTable(session, 0, levels))
    store = HistoryStore.connect(path)
    store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    return path


def set_aside_as_damaged(path: Path, why: str = "") -> None:
    """Opening finds the damage, renames the file aside byte for byte, starts afresh."""
    before = path.read_bytes()
    opened = open_history(path)
    assert opened.problem == "corrupt", opened
    assert why in opened.detail
    assert opened.set_aside is not None and opened.set_aside.read_bytes() == before
    assert opened.store.count_deals() == 0 and opened.store.live() is None
    opened.store.close()


# --- locked -------------------------------------------------------------------------------


@contextlib.contextmanager
def locked(path: Path, whole_file: bool = True) -> Iterator[None]:
    """Another process holds an exclusive lock on the database (``whole_file``: nobody may
    even read it; else nobody else may write)."""
    code = (
        "import sqlite3, sys, time\n"
        f"c = sqlite3.connect({str(path)!r}, isolation_level=None)\n"
        + ("c.execute('PRAGMA locking_mode = EXCLUSIVE')\n" if whole_file else "")
        + "c.execute('BEGIN EXCLUSIVE')\n"
        "c.execute('UPDATE deals SET score = score')\n"
        "print('locked', flush=True)\n"
        "sys.stdin.read()\n"
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", code],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        encoding="utf-8",
    )
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
        yield
    finally:
        assert proc.stdin is not None
        proc.stdin.close()
        proc.wait(timeout=30)


def test_a_locked_database_is_waited_for_then_reported_busy_and_never_set_aside(
    tmp_path: Path,
) -> None:
    path = filled(tmp_path)
    with locked(path):
        begun = time.monotonic()
        with pytest.raises(StoreUnavailable) as caught:
            open_history(path)
        waited = time.monotonic() - begun
        assert caught.value.problem == "busy"
        assert store_module.BUSY_WAIT_S <= waited < store_module.BUSY_WAIT_S + 3
        assert not [p for p in tmp_path.iterdir() if "broken" in p.name]
    opened = open_history(path)  # the lock is gone: everything is there
    assert opened.problem is None and opened.store.count_deals() == 3
    assert opened.store.live() is not None
    opened.store.close()


def test_a_save_meeting_a_lock_reports_busy_and_the_next_save_books_what_was_missed(
    tmp_path: Path,
) -> None:
    session = play_session("skat", finished=1, seed=4, current_actions=0)
    path = tmp_path / "history.sqlite"
    table = savegame.SavedTable(session, 0, ["human", "random", "random"])
    saver = savegame.Autosaver(path)
    saver.save(table)
    assert saver.flush() and saver.take_error() is None
    state = session.current
    assert state is not None
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    session.finish_deal()
    with locked(path, whole_file=False):
        saver.save(table)
        assert saver.flush()
        error = saver.take_error()
        assert error is not None and error.problem == "busy"
    saver.save(table)
    saver.close()
    assert saver.take_error() is None
    store = HistoryStore.connect(path)
    assert store.count_deals() == 2
    loaded = savegame.load(store)
    assert loaded is not None and loaded.session.deal_scores() == session.deal_scores()
    store.close()


# --- damage found at open -----------------------------------------------------------------


@pytest.mark.parametrize("table", ["practice", "grades", "deals", "luck", "live"])
def test_a_missing_table_is_found_at_open(tmp_path: Path, table: str) -> None:
    path = filled(tmp_path)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA foreign_keys = OFF")
    conn.execute(f"DROP TABLE {table}")
    conn.commit()
    conn.close()
    set_aside_as_damaged(path, f"{table!r} is missing")


def test_a_renamed_column_is_found_at_open(tmp_path: Path) -> None:
    path = filled(tmp_path)
    conn = sqlite3.connect(path)
    conn.execute("ALTER TABLE deals RENAME COLUMN score TO points")
    conn.commit()
    conn.close()
    set_aside_as_damaged(path, "'deals' does not have the columns")


BAD_VALUES = {
    "levels cut short": "UPDATE sessions SET levels = '[\"human\",'",
    "levels not text": "UPDATE sessions SET levels = '[1, 2, 3, 4]'",
    "user seat off the table": "UPDATE sessions SET user_seat = 7",
    "a record that is no JSON": "UPDATE deal_records SET record = substr(record, 1, 50)",
    "a role no version writes": "UPDATE deals SET role = 'king'",
    "a session in progress cut short": "UPDATE live SET current = substr(current, 1, 9)",
    "progress and history disagree": "UPDATE live SET finished = 2",
    "a grade that is text": "INSERT INTO grades VALUES (1, 0, 'x', 'best')",
}


@pytest.mark.parametrize("bad", sorted(BAD_VALUES))
def test_a_value_no_version_writes_is_found_at_open(tmp_path: Path, bad: str) -> None:
    path = filled(tmp_path)
    conn = sqlite3.connect(path)
    conn.execute(BAD_VALUES[bad])
    conn.commit()
    conn.close()
    set_aside_as_damaged(path, "holds a value no version of Stammtisch writes")


def test_text_that_is_not_utf8_is_found_at_open(tmp_path: Path) -> None:
    path = filled(tmp_path)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE deals SET contract_kind = CAST(x'ff00fe41' AS TEXT)")
    conn.commit()
    conn.close()
    set_aside_as_damaged(path, "damaged values")


def page_of(path: Path, table: str) -> int:
    conn = sqlite3.connect(path)
    root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (table,)).fetchone()
    size = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.close()
    return int((root[0] - 1) * size)


@pytest.mark.parametrize("table", ["deals", "deal_records", "sessions"])
def test_a_damaged_page_is_found_at_open(tmp_path: Path, table: str) -> None:
    path = filled(tmp_path)
    data = bytearray(path.read_bytes())
    start = page_of(path, table)
    rng = random.Random(len(table))
    data[start : start + 64] = bytes(rng.randrange(256) for _ in range(64))
    path.write_bytes(bytes(data))
    set_aside_as_damaged(path)


@pytest.mark.parametrize("cut", [1, 4096])
def test_a_file_cut_short_is_found_at_open(tmp_path: Path, cut: int) -> None:
    path = filled(tmp_path, finished=6)
    data = path.read_bytes()
    path.write_bytes(data[:-cut])
    set_aside_as_damaged(path)


# --- special files ------------------------------------------------------------------------


@needs(os, "mkfifo", "a FIFO in place of the database")
def test_a_fifo_or_a_device_in_place_of_the_database_is_refused_unopened(tmp_path: Path) -> None:
    fifo = tmp_path / "a" / "history.sqlite"
    fifo.parent.mkdir()
    os.mkfifo(fifo)
    opened = open_history(fifo)  # it would block forever if it were opened
    assert opened.problem == "special" and "FIFO" in opened.detail
    assert opened.set_aside is not None and opened.set_aside.is_fifo()
    opened.store.close()
    device = tmp_path / "b" / "history.sqlite"
    device.parent.mkdir()
    device.symlink_to("/dev/zero")
    opened = open_history(device)
    assert opened.problem == "special" and "device" in opened.detail
    assert opened.set_aside is not None and opened.set_aside.is_symlink()
    opened.store.close()


@needs(os, "mkfifo", "a FIFO in place of the save file")
def test_save_files_that_are_a_fifo_or_a_device_are_refused_unread(tmp_path: Path) -> None:
    store = HistoryStore.connect(tmp_path / "history.sqlite")
    os.mkfifo(tmp_path / savegame.SAVE_NAME)
    moved = savegame.migrate_files(tmp_path, store)
    assert moved.problem == "unreadable" and "FIFO" in moved.reason
    assert moved.aside is not None and moved.aside.is_fifo()
    # a journal linked to /dev/zero: the size check read 0 and memory grew to 2.7 GB
    session = play_session("skat", finished=2, seed=4, current_actions=3)
    from desktop_support import legacy_save

    legacy_save(tmp_path / savegame.SAVE_NAME, savegame.SavedTable(session, 0, ["h", "r", "r"]))
    journal = savegame.journal_path(tmp_path / savegame.SAVE_NAME)
    journal.unlink()
    journal.symlink_to("/dev/zero")
    moved = savegame.migrate_files(tmp_path, store)
    assert moved.problem == "unreadable" and "device" in moved.reason
    assert store.live() is None
    store.close()


def test_a_lone_journal_is_set_aside_and_reported(tmp_path: Path) -> None:
    store = HistoryStore.connect(tmp_path / "history.sqlite")
    journal = tmp_path / "session.deals.jsonl"
    journal.write_text('{"format": "stammtisch-deal"}\n', encoding="utf-8", newline="")
    moved = savegame.migrate_files(tmp_path, store)
    assert moved.problem == "lone journal"
    assert moved.aside is not None and moved.aside.name.startswith("session.orphan-")
    assert moved.aside.read_text(encoding="utf-8").startswith('{"format"')
    assert not journal.exists()
    store.close()


# --- today's save files, moved in once ----------------------------------------------------


def test_todays_save_files_are_moved_in_once_and_the_history_agrees_with_them(
    tmp_path: Path,
) -> None:
    from desktop_support import legacy_save

    from stammtisch.engine.history.store import SessionInfo

    session = play_session("skat", finished=3, seed=6, current_actions=4)
    table = savegame.SavedTable(session, 0, ["human", "random", "random"])
    legacy_save(tmp_path / savegame.SAVE_NAME, table)
    store = HistoryStore.connect(tmp_path / "history.sqlite")
    # the old history booked deal 1 differently (a kill after its commit, before the save)
    # and holds a deal 3 the session no longer has
    uid = savegame.legacy_uid(session)
    sid = store.begin_session(SessionInfo(uid, "skat", 3, {}, session.seats, table.levels, 0))
    store.add_deal(sid, 0, session.deals[0])
    store.add_deal(sid, 1, session.deals[2])
    store.add_deal(sid, 3, session.deals[1])
    moved = savegame.migrate_files(tmp_path, store)
    assert moved.moved and not (tmp_path / savegame.SAVE_NAME).exists()
    assert not savegame.journal_path(tmp_path / savegame.SAVE_NAME).exists()
    loaded = savegame.load(store)
    assert loaded is not None and loaded.session_id == sid
    assert loaded.session.deals == session.deals
    assert loaded.session.current is not None and session.current is not None
    assert loaded.session.current.history() == session.current.history()
    rows = store.conn.execute(
        "SELECT number, record FROM deals d JOIN deal_records r ON r.deal_id = d.id"
        " WHERE session_id = ? ORDER BY number",
        (sid,),
    ).fetchall()
    assert [n for n, _ in rows] == [0, 1, 2]
    assert [json.loads(t) for _, t in rows] == [d.to_json() for d in session.deals]
    # read once: a second start finds nothing to move
    assert savegame.migrate_files(tmp_path, store) == savegame.Migrated()
    store.close()


# --- read-only folder and full disk -------------------------------------------------------


@pytest.mark.parametrize("way", [None, "layer"], ids=["strongest", "layer"])
def test_a_read_only_folder_is_reported_and_nothing_is_set_aside(
    tmp_path: Path, way: str | None
) -> None:
    """A read-only folder made the strongest way this process can (a bind mount, the
    immutable attribute, no write bits), and by the layer that stands in where none binds
    (root in a container without those capabilities, Windows)."""
    folder = tmp_path / "data"
    folder.mkdir()
    empty = tmp_path / "empty"
    empty.mkdir()
    path = filled(folder)
    (folder / "history.sqlite-wal").unlink(missing_ok=True)
    (folder / "history.sqlite-shm").unlink(missing_ok=True)
    before = sorted(p.name for p in folder.iterdir())
    with read_only(folder, way), read_only(empty, way):
        with pytest.raises(StoreUnavailable) as caught:
            open_history(empty / "history.sqlite")
        assert caught.value.problem == "readonly"
        with pytest.raises(StoreUnavailable) as caught:
            open_history(path)
        assert caught.value.problem == "readonly"
        assert sorted(p.name for p in folder.iterdir()) == before
    opened = open_history(path)
    assert opened.problem is None and opened.store.count_deals() == 3
    opened.store.close()


@contextlib.contextmanager
def disk_full_after(pages: int) -> Iterator[None]:
    """Every new connection of the store may grow its file by ``pages`` pages only: SQLite
    says ``database or disk is full`` beyond, as on a full disk."""

    def connect(path: str, timeout: float) -> sqlite3.Connection:
        conn = sqlite3.connect(path, timeout=timeout, isolation_level=None, check_same_thread=False)
        count = conn.execute("PRAGMA page_count").fetchone()[0]
        conn.execute(f"PRAGMA max_page_count = {count + pages}")
        return conn

    old = store_module.connect_hook
    store_module.connect_hook = connect
    try:
        yield
    finally:
        store_module.connect_hook = old


class _FullDisk(sqlite3.Connection):
    """A connection on a full disk: every commit fails as SQLite says it then."""

    def execute(self, sql: str, *args: Any) -> sqlite3.Cursor:  # type: ignore[override]
        if sql.strip().upper().startswith("COMMIT"):
            super().execute("ROLLBACK")
            raise sqlite3.OperationalError("database or disk is full")
        return super().execute(sql, *args)


@contextlib.contextmanager
def disk_full() -> Iterator[None]:
    """Every new connection of the store fails to commit, as on a full disk."""

    def connect(path: str, timeout: float) -> sqlite3.Connection:
        return sqlite3.connect(
            path, timeout=timeout, isolation_level=None, check_same_thread=False, factory=_FullDisk
        )

    old = store_module.connect_hook
    store_module.connect_hook = connect
    try:
        yield
    finally:
        store_module.connect_hook = old


def test_a_full_disk_fails_saves_plainly_and_loses_nothing_once_there_is_room(
    tmp_path: Path,
) -> None:
    session = play_session("doppelkopf", finished=1, seed=8, current_actions=0)
    path = tmp_path / "history.sqlite"
    table = savegame.SavedTable(session, 0, ["human", "random", "random", "random"])
    saver = savegame.Autosaver(path)
    saver.save(table)
    assert saver.flush() and saver.take_error() is None
    errors: list[StoreError] = []
    finished = 0
    with disk_full_after(0):
        saver._disconnect()  # the next save opens a connection on the full disk
        saver.on_error = errors.append
        for _ in range(2):
            state = session.current or session.start_deal()
            while not state.is_terminal():
                state.apply_action(state.legal_actions()[0])
                saver.save(table)
            session.finish_deal()
            finished += 1
            saver.save(table)
            assert saver.flush()
    assert errors and {e.problem for e in errors} == {"full"}
    assert saver.take_error() is not None
    assert savegame.load_path(path) is not None  # what was saved before is whole
    assert savegame.load_path(path).session.deals == session.deals[:1]  # type: ignore[union-attr]
    saver.save(table)  # room again: the next save books every deal missed
    saver.close()
    assert saver.take_error() is None
    loaded = savegame.load_path(path)
    assert loaded is not None and loaded.session.deals == session.deals
    assert len(loaded.session.deals) == 1 + finished


def test_a_full_disk_at_open_is_reported_and_nothing_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite"
    conn = sqlite3.connect(path)  # an empty file of ours from an older version: migrating it
    conn.execute(f"PRAGMA application_id = {store_module.APPLICATION_ID}")
    conn.close()
    with disk_full_after(0), pytest.raises(StoreUnavailable) as caught:
        open_history(path)
    assert caught.value.problem == "full"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["history.sqlite"]


# --- check-records checks a session's header as the app's loader does ----------------------


def session_file(folder: Path) -> tuple[Path, dict[str, Any]]:
    session = play_session("skat", finished=3, seed=12, current_actions=6)
    data = session.to_record().to_json()
    data["extra"] = {"desktop": {"human": 0, "levels": ["human", "random", "random"]}}
    path = folder / "session.json"
    path.write_text(json.dumps(data), encoding="utf-8", newline="")
    return path, data


def swap_current_cards(data: dict[str, Any]) -> None:
    deal = data["current"]["deal"]
    deal[0], deal[-1] = deal[-1], deal[0]


HEADER_MUTATIONS = {
    "unknown game": lambda d: d.update(game="tiny"),
    "one player": lambda d: d.update(players=1),
    "100000 players": lambda d: d.update(players=100000),
    "deals reversed": lambda d: d.update(deals=d["deals"][::-1]),
    "deals doubled": lambda d: d.update(deals=d["deals"] + d["deals"]),
    "a changed seed": lambda d: d.update(seed=d["seed"] + 1),
    "a changed first dealer": lambda d: d.update(first_dealer=(d["first_dealer"] + 1) % 3),
    "an unknown rule option": lambda d: d.update(rules={"no_such_rule": True}),
    "two cards swapped in the current deal": swap_current_cards,
    "more seats than players": lambda d: d.update(seats=d["seats"] + ["Extra"]),
    "the user off the table": lambda d: d["extra"]["desktop"].update(human=5),
    "levels of another table": lambda d: d["extra"]["desktop"].update(levels=["human"]),
}


def check_records(path: Path) -> tuple[int, str]:
    args = cli.build_parser().parse_args(["check-records", str(path)])
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli.run(args)
    return code, out.getvalue() + err.getvalue()


def test_check_records_agrees_with_a_session_the_app_resumes(tmp_path: Path) -> None:
    path, _ = session_file(tmp_path)
    code, out = check_records(path)
    assert code == 0 and out.strip().endswith("4 records: 4 agree, 0 disagree, 0 skipped"), out
    assert savegame.load_file(path).session.deals  # the app's loader takes it too


@pytest.mark.parametrize("mutation", sorted(HEADER_MUTATIONS))
def test_check_records_refuses_each_session_the_app_refuses(tmp_path: Path, mutation: str) -> None:
    path, data = session_file(tmp_path)
    HEADER_MUTATIONS[mutation](data)
    path.write_text(json.dumps(data), encoding="utf-8", newline="")
    with pytest.raises(savegame.SaveError) as refused:
        savegame.load_file(path)
    code, out = check_records(path)
    assert code == 1, out  # read, and refused: not "n records: n agree"
    line = next(ln for ln in out.splitlines() if "session cannot be resumed" in ln)
    assert line.startswith("disagree: session.json session: ")
    assert str(refused.value).rsplit(": ", 1)[-1] in line, (line, refused.value)
