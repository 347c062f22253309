"""The history store: every finished deal in a SQLite database (WAL mode).

Opening checks the file is ours; a corrupt or foreign database (or one a
newer program wrote) is renamed aside, never deleted, and a fresh one is
started: :func:`open_history` says what happened as a problem code
(``corrupt``, ``foreign``, ``newer``) and the path it was moved to, for the
desktop to tell the user in words.

Each deal is written in one transaction when it ends, so a crash right
after loses nothing that finished.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> opened = open_history(folder / "history.sqlite")
>>> opened.problem is None, opened.store.count_deals()
(True, 0)
>>> opened.store.close()
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..records import DealRecord
from .facts import deal_facts, opponent_level
from .schema import APPLICATION_ID, NewerSchemaError, migrate

_SQLITE_MAGIC = b"SQLite format 3\x00"


class HistoryError(ValueError):
    """A history operation failed (a one-line reason)."""


@dataclass(frozen=True)
class SessionInfo:
    """What the store knows about a session when it begins."""

    uid: str
    game: str
    players: int
    rules: Mapping[str, Any]
    seats: Sequence[str]
    levels: Sequence[str]
    user_seat: int
    source: str = "played"


@dataclass(frozen=True)
class Grade:
    """A grade of one of the user's decisions (from the coach, see :mod:`.grading`)."""

    action_index: int
    """The decision's place in the deal record's action list (dealt cards not counted)."""
    grade: float
    """The expected score the decision gave up against the best choice (0: the best)."""
    label: str = ""
    """The grade's name (``best``, ``good``, ``inaccuracy``, ``mistake``, ``blunder``)."""


class HistoryStore:
    """An open history database."""

    def __init__(self, conn: sqlite3.Connection, path: Path | None) -> None:
        self.conn = conn
        self.path = path
        self._sessions: dict[int, tuple[str, int, str, int]] = {}

    @classmethod
    def connect(cls, path: str | os.PathLike[str]) -> HistoryStore:
        """Open (or create) ``path`` and migrate it; raises :class:`sqlite3.DatabaseError`."""
        p = Path(path)
        conn = sqlite3.connect(p, isolation_level=None, check_same_thread=False)
        try:
            _check_ours(conn, p)
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = NORMAL")
            conn.execute("PRAGMA foreign_keys = ON")
            # the statistics scan the deal columns again at every filter change: keep them
            # in SQLite's page cache, and read the file through memory mapping
            conn.execute("PRAGMA cache_size = -32000")
            conn.execute("PRAGMA mmap_size = 268435456")
            migrate(conn)
        except BaseException:
            conn.close()
            raise
        return cls(conn, p)

    @classmethod
    def in_memory(cls) -> HistoryStore:
        conn = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
        migrate(conn)
        return cls(conn, None)

    def close(self) -> None:
        self.conn.close()

    # --- writing -------------------------------------------------------------

    def begin_session(self, info: SessionInfo, started: float | None = None) -> int:
        """The id of the session ``info.uid`` (made the first time)."""
        now = time.time() if started is None else started
        with _transaction(self.conn):
            self.conn.execute(
                "INSERT OR IGNORE INTO sessions"
                " (uid, game, players, rules, seats, levels, user_seat, started, source)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    info.uid,
                    info.game,
                    info.players,
                    json.dumps(dict(info.rules), sort_keys=True),
                    json.dumps(list(info.seats)),
                    json.dumps(list(info.levels)),
                    info.user_seat,
                    now,
                    info.source,
                ),
            )
        row = self.conn.execute("SELECT id FROM sessions WHERE uid = ?", (info.uid,)).fetchone()
        return int(row[0])

    def _session(self, session_id: int) -> tuple[str, int, str, int]:
        known = self._sessions.get(session_id)
        if known is None:
            row = self.conn.execute(
                "SELECT game, players, levels, user_seat FROM sessions WHERE id = ?", (session_id,)
            ).fetchone()
            if row is None:
                raise HistoryError(f"no session {session_id} in the history")
            levels = json.loads(row[2])
            known = (str(row[0]), int(row[1]), opponent_level(levels, int(row[3])), int(row[3]))
            self._sessions[session_id] = known
        return known

    def add_deal(
        self,
        session_id: int,
        number: int,
        record: DealRecord,
        finished: float | None = None,
        grades: Iterable[Grade] = (),
    ) -> int | None:
        """Store a finished deal (and its grades) in one transaction; its id.

        ``None`` when the session already holds deal ``number`` (a resumed
        session books nothing twice).  :class:`HistoryError` for a deal
        that is not over.
        """
        if record.result is None:
            raise HistoryError("only a finished deal goes into the history")
        game, players, opponents, user_seat = self._session(session_id)
        if record.game != game or record.players != players:
            raise HistoryError(f"a {record.game} deal does not belong to a {game} session")
        facts = deal_facts(game, players, record.dealer, record.result, user_seat)
        text = json.dumps(record.to_json(), separators=(",", ":"))
        with _transaction(self.conn):
            cursor = self.conn.execute(
                "INSERT OR IGNORE INTO deals (session_id, number, finished, game, players,"
                " opponent_level, user_seat, dealer, contract, contract_kind, declarer, role,"
                " score, side_points, declarer_won, bid, game_value)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    session_id,
                    number,
                    time.time() if finished is None else finished,
                    game,
                    players,
                    opponents,
                    user_seat,
                    record.dealer,
                    facts.contract,
                    facts.contract_kind,
                    facts.declarer,
                    facts.role,
                    facts.score,
                    facts.side_points,
                    None if facts.declarer_won is None else int(facts.declarer_won),
                    facts.bid,
                    facts.game_value,
                ),
            )
            if cursor.rowcount == 0:
                return None
            deal_id = int(cursor.lastrowid or 0)
            self.conn.execute(
                "INSERT INTO deal_records (deal_id, record) VALUES (?, ?)", (deal_id, text)
            )
            self.conn.executemany(
                "INSERT OR REPLACE INTO grades (deal_id, action_index, grade, label)"
                " VALUES (?, ?, ?, ?)",
                [(deal_id, g.action_index, g.grade, g.label) for g in grades],
            )
        return deal_id

    def add_grades(self, deal_id: int, grades: Iterable[Grade]) -> None:
        """Store (or replace) grades of a stored deal's decisions."""
        with _transaction(self.conn):
            self.conn.executemany(
                "INSERT OR REPLACE INTO grades (deal_id, action_index, grade, label)"
                " VALUES (?, ?, ?, ?)",
                [(deal_id, g.action_index, g.grade, g.label) for g in grades],
            )

    def set_luck(self, deal_id: int, level: str, ai_score: float) -> None:
        """Cache what the computer at ``level`` scored from the user's seat in this deal."""
        with _transaction(self.conn):
            self.conn.execute(
                "INSERT OR REPLACE INTO luck (deal_id, level, ai_score, computed)"
                " VALUES (?, ?, ?, ?)",
                (deal_id, level, ai_score, time.time()),
            )

    # --- reading ---------------------------------------------------------------

    def count_deals(self) -> int:
        return int(self.conn.execute("SELECT COUNT(*) FROM deals").fetchone()[0])

    def deal_record(self, deal_id: int) -> DealRecord:
        """The full record of a stored deal."""
        row = self.conn.execute(
            "SELECT record FROM deal_records WHERE deal_id = ?", (deal_id,)
        ).fetchone()
        if row is None:
            raise HistoryError(f"no deal {deal_id} in the history")
        return DealRecord.from_json(json.loads(row[0]), f"history deal {deal_id}")

    def deal_user_seat(self, deal_id: int) -> int:
        row = self.conn.execute("SELECT user_seat FROM deals WHERE id = ?", (deal_id,)).fetchone()
        if row is None:
            raise HistoryError(f"no deal {deal_id} in the history")
        return int(row[0])

    def grades(self, deal_id: int) -> list[Grade]:
        """The stored grades of a deal's decisions, in the order of its actions."""
        rows = self.conn.execute(
            "SELECT action_index, grade, label FROM grades WHERE deal_id = ? ORDER BY action_index",
            (deal_id,),
        ).fetchall()
        return [Grade(int(a), float(g), str(lb)) for a, g, lb in rows]

    def session_id(self, uid: str) -> int | None:
        """The id of the session ``uid`` (``None``: not stored)."""
        row = self.conn.execute("SELECT id FROM sessions WHERE uid = ?", (uid,)).fetchone()
        return None if row is None else int(row[0])

    def deal_id(self, session_id: int, number: int) -> int | None:
        """The id of deal ``number`` of a stored session (``None``: not stored)."""
        row = self.conn.execute(
            "SELECT id FROM deals WHERE session_id = ? AND number = ?", (session_id, number)
        ).fetchone()
        return None if row is None else int(row[0])

    def deals_without_grades(self, limit: int = 100, above: int = 0) -> list[int]:
        """Ids above ``above`` of stored deals the user took part in that hold no grade yet,
        newest first."""
        rows = self.conn.execute(
            "SELECT d.id FROM deals d WHERE d.id > ? AND d.role != 'out' AND NOT EXISTS"
            " (SELECT 1 FROM grades g WHERE g.deal_id = d.id) ORDER BY d.id DESC LIMIT ?",
            (above, limit),
        ).fetchall()
        return [int(r[0]) for r in rows]

    def last_deal_id(self) -> int:
        """The id of the newest stored deal (0 when there is none)."""
        return int(self.conn.execute("SELECT COALESCE(MAX(id), 0) FROM deals").fetchone()[0])

    def deals_without_luck(self, limit: int = 100) -> list[int]:
        """Ids of stored deals the luck cache does not cover yet, newest first."""
        rows = self.conn.execute(
            "SELECT d.id FROM deals d LEFT JOIN luck l ON l.deal_id = d.id"
            " WHERE l.deal_id IS NULL AND d.role != 'out' ORDER BY d.id DESC LIMIT ?",
            (limit,),
        ).fetchall()
        return [int(r[0]) for r in rows]


class _transaction:
    """``BEGIN IMMEDIATE`` ... ``COMMIT`` (``ROLLBACK`` on an exception)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def __enter__(self) -> None:
        self.conn.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: object, exc: object, tb: object) -> None:
        self.conn.execute("COMMIT" if kind is None else "ROLLBACK")


class ForeignDatabaseError(sqlite3.DatabaseError):
    """The file is a SQLite database of some other program."""


def _check_ours(conn: sqlite3.Connection, path: Path) -> None:
    if path.exists() and path.stat().st_size > 0:
        with path.open("rb") as fh:
            if fh.read(16) != _SQLITE_MAGIC:
                raise sqlite3.DatabaseError("file is not a database")
    app_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
    tables = conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0]
    if app_id != APPLICATION_ID and (app_id != 0 or tables):
        raise ForeignDatabaseError("the database belongs to another program")


@dataclass
class OpenedHistory:
    """The store, and what had to be done to open it."""

    store: HistoryStore
    problem: str | None = None
    """``corrupt``, ``foreign`` or ``newer`` when the old file was set aside."""
    set_aside: Path | None = None
    detail: str = ""


def set_aside(path: Path) -> Path:
    """Rename ``path`` (and its WAL files) to a free ``.broken-N`` name; the new name."""
    n = 1
    while True:
        target = path.with_name(f"{path.name}.broken-{n}")
        if not target.exists():
            break
        n += 1
    os.replace(path, target)
    for suffix in ("-wal", "-shm"):
        extra = path.with_name(path.name + suffix)
        if extra.exists():
            os.replace(extra, target.with_name(target.name + suffix))
    return target


def open_history(path: str | os.PathLike[str]) -> OpenedHistory:
    """Open the history at ``path``; a database we cannot use is set aside and a fresh one made."""
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    try:
        return OpenedHistory(HistoryStore.connect(p))
    except NewerSchemaError as exc:
        problem, detail = "newer", str(exc)
    except ForeignDatabaseError as exc:
        problem, detail = "foreign", str(exc)
    except sqlite3.DatabaseError as exc:
        problem, detail = "corrupt", str(exc)
    aside = set_aside(p)
    return OpenedHistory(HistoryStore.connect(p), problem, aside, detail)


__all__ = [
    "ForeignDatabaseError",
    "Grade",
    "HistoryError",
    "HistoryStore",
    "OpenedHistory",
    "SessionInfo",
    "open_history",
    "set_aside",
]
