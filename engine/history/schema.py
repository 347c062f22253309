"""The history database's schema, versioned with ``PRAGMA user_version``.

Each entry of :data:`MIGRATIONS` takes a database from version ``n`` to
``n + 1``; :func:`migrate` runs the ones still missing, each in its own
transaction, so a database of any earlier version comes up to
:data:`SCHEMA_VERSION`.

- Version 1: sessions, deals (the facts the statistics group by, as
  columns), the full records beside them (a table of their own, so the
  aggregates scan narrow rows), and the user's decision grades.
- Version 2: the luck cache (what the Strong AI scored from the user's seat
  with the same cards), added with the luck-adjusted figure.
- Version 3: practice puzzles made from the user's graded mistakes and
  blunders, with their review schedule (:mod:`stammtisch.engine.practice`).
- Version 4: the session in progress (table ``live``, at most one row): its
  header as session-record JSON, how many of its deals are finished (they
  are the session's rows in ``deals``) and the deal in progress.
- Version 5: each deal's content key (:mod:`.identity`, table ``deal_keys``), so that
  an import books a deal the store holds already never again, whatever file it comes
  in.  The keys of deals stored before are filled in by the store before an import
  (:meth:`~.store.HistoryStore.catch_up_keys`).

>>> import sqlite3
>>> conn = sqlite3.connect(":memory:", isolation_level=None)
>>> migrate(conn)
(0, 5)
>>> conn.execute("PRAGMA user_version").fetchone()[0]
5
"""

from __future__ import annotations

import sqlite3

APPLICATION_ID = 0x53544D48
"""``PRAGMA application_id`` of a Stammtisch history ("STMH")."""

_V1 = """
CREATE TABLE sessions (
    id INTEGER PRIMARY KEY,
    uid TEXT NOT NULL UNIQUE,
    game TEXT NOT NULL,
    players INTEGER NOT NULL,
    rules TEXT NOT NULL,
    seats TEXT NOT NULL,
    levels TEXT NOT NULL,
    user_seat INTEGER NOT NULL,
    started REAL NOT NULL,
    source TEXT NOT NULL
);
CREATE TABLE deals (
    id INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    number INTEGER NOT NULL,
    finished REAL NOT NULL,
    game TEXT NOT NULL,
    players INTEGER NOT NULL,
    opponent_level TEXT NOT NULL,
    user_seat INTEGER NOT NULL,
    dealer INTEGER NOT NULL,
    contract TEXT,
    contract_kind TEXT NOT NULL,
    declarer INTEGER,
    role TEXT NOT NULL,
    score INTEGER NOT NULL,
    side_points INTEGER NOT NULL,
    declarer_won INTEGER,
    bid INTEGER,
    game_value INTEGER,
    UNIQUE (session_id, number)
);
CREATE TABLE deal_records (
    deal_id INTEGER PRIMARY KEY REFERENCES deals(id),
    record TEXT NOT NULL
);
CREATE INDEX deals_by_game ON deals (game, finished);
CREATE INDEX deals_by_session ON deals (session_id, number);
CREATE INDEX deals_by_time ON deals (finished);
CREATE TABLE grades (
    deal_id INTEGER NOT NULL REFERENCES deals(id),
    action_index INTEGER NOT NULL,
    grade REAL NOT NULL,
    label TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (deal_id, action_index)
);
"""

_V2 = """
CREATE TABLE luck (
    deal_id INTEGER PRIMARY KEY REFERENCES deals(id),
    level TEXT NOT NULL,
    ai_score REAL NOT NULL,
    computed REAL NOT NULL
);
"""

_V3 = """
CREATE TABLE practice (
    deal_id INTEGER NOT NULL REFERENCES deals(id),
    action_index INTEGER NOT NULL,
    status TEXT NOT NULL,
    puzzle TEXT NOT NULL,
    created TEXT NOT NULL,
    stage INTEGER NOT NULL DEFAULT -1,
    due TEXT NOT NULL,
    reviews INTEGER NOT NULL DEFAULT 0,
    lapses INTEGER NOT NULL DEFAULT 0,
    last_review TEXT,
    PRIMARY KEY (deal_id, action_index)
);
CREATE INDEX practice_by_due ON practice (status, due);
"""

_V4 = """
CREATE TABLE live (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    header TEXT NOT NULL,
    finished INTEGER NOT NULL CHECK (finished >= 0),
    current TEXT,
    saved REAL NOT NULL
);
"""

_V5 = """
CREATE TABLE deal_keys (
    deal_id INTEGER PRIMARY KEY REFERENCES deals(id),
    key TEXT NOT NULL
);
CREATE INDEX deal_keys_by_key ON deal_keys (key);
"""

MIGRATIONS: tuple[str, ...] = (_V1, _V2, _V3, _V4, _V5)
"""``MIGRATIONS[n]`` takes version ``n`` to ``n + 1``."""

SCHEMA_VERSION = len(MIGRATIONS)


class NewerSchemaError(sqlite3.DatabaseError):
    """The database was written by a newer version of the program."""


def user_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def migrate(conn: sqlite3.Connection, target: int = SCHEMA_VERSION) -> tuple[int, int]:
    """Bring ``conn`` to version ``target``; returns (version before, version after).

    Each step runs in one transaction with its ``user_version`` bump, so an
    interrupted migration leaves the database at the last complete version.
    """
    before = user_version(conn)
    if before > SCHEMA_VERSION:
        raise NewerSchemaError(f"schema version {before} is newer than {SCHEMA_VERSION}")
    version = before
    while version < target:
        conn.execute("BEGIN IMMEDIATE")
        try:
            # another connection may have migrated while this one waited for the lock
            version = user_version(conn)
            if version >= target:
                conn.execute("ROLLBACK")
                break
            for statement in MIGRATIONS[version].split(";"):
                if statement.strip():
                    conn.execute(statement)
            if version == 0:
                conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            conn.execute(f"PRAGMA user_version = {version + 1}")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
        version += 1
    return before, max(before, target)


__all__ = [
    "APPLICATION_ID",
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "NewerSchemaError",
    "migrate",
    "user_version",
]
