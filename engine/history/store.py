"""The one store: every finished deal, and the session in progress, in one SQLite database.

The database (WAL mode) holds the history (sessions, deals, their records,
grades, luck, practice puzzles) and the session being played (table
``live``: its header, how many of its deals are finished, the deal in
progress).  The finished deals of the session in progress *are* its rows in
``deals``: "this deal is finished" is one transaction
(:meth:`HistoryStore.save_live`) that books the deal, its result and the
session's progress together, so the history and the session can never
disagree.

Opening (:func:`open_history`) checks the file before anything is read:
a special file (a FIFO, a device, a link to one) is refused unopened (in
place of the ``-wal`` or ``-shm``, only that is set aside); a file of 0
bytes this process did not make, a file that is not ours, is damaged
(``PRAGMA quick_check``, or any SQLite error, whatever the bytes of its
message), lacks a table or a column, holds a value no program of ours
writes, or was written by a newer version is renamed aside (never deleted)
and a fresh one started.  A
database another program holds locked is waited for briefly and then
reported busy (:class:`StoreUnavailable`), never set aside; so are a
folder that cannot be written and a full disk.  Every write runs in one
transaction; a failure raises :class:`StoreError` with a problem code.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> opened = open_history(folder / "history.sqlite")
>>> opened.problem is None, opened.store.count_deals(), opened.store.live() is None
(True, 0, True)
>>> opened.store.close()
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import time
import uuid
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..errors import StammtischError
from ..records import DealRecord, SessionRecord
from ..storage import parse_json, special_file
from .facts import ROLES, deal_facts, opponent_level
from .identity import content_key
from .schema import APPLICATION_ID, MIGRATIONS, NewerSchemaError, migrate, user_version

_SQLITE_MAGIC = b"SQLite format 3\x00"

BUSY_WAIT_S = 2.0
"""How long a statement waits for a lock another connection holds before it reports busy."""

BUSY = "busy"
READONLY = "readonly"
FULL = "full"
IO = "io"
CORRUPT = "corrupt"
FOREIGN = "foreign"
NEWER = "newer"
SPECIAL = "special"
EMPTY = "empty"


def _default_connect(path: str, timeout: float) -> sqlite3.Connection:
    return sqlite3.connect(path, timeout=timeout, isolation_level=None, check_same_thread=False)


connect_hook: Callable[[str, float], sqlite3.Connection] = _default_connect
"""Makes every connection of the store (tests put one here that injects faults)."""

checkpoint_hook: Callable[[str], None] | None = None
"""Called at named points of a write (``live:booked``, ``live:before-commit``,
``live:after-commit``, ``adopt:before-commit``): the kill test stops the process there."""


def checkpoint(name: str) -> None:
    if checkpoint_hook is not None:
        checkpoint_hook(name)


def undecodable(exc: UnicodeDecodeError) -> DamagedError:
    """SQLite's error whose message Python could not decode: the message quotes bytes of
    the file that are not UTF-8 (a damaged schema: ``malformed database schema (deals) -
    near "TABL\\xff"``), so the file is damaged.  The message, with those bytes shown as
    U+FFFD.

    >>> raw = b'malformed database schema (x) - near "\\xff": syntax error'
    >>> str(undecodable(UnicodeDecodeError("utf-8", raw, 36, 37, "invalid start byte")))
    'malformed database schema (x) - near "\ufffd": syntax error'
    """
    raw = exc.object
    text = bytes(raw).decode("utf-8", "replace") if isinstance(raw, (bytes, bytearray)) else ""
    return DamagedError(text or str(exc))


class HistoryError(ValueError):
    """A history operation failed (a one-line reason)."""


class StoreError(HistoryError):
    """The database could not be read or written; :attr:`problem` says why as a code
    (``busy``, ``readonly``, ``full``, ``io``, ``corrupt``)."""

    def __init__(self, problem: str, detail: str) -> None:
        super().__init__(detail)
        self.problem = problem


class StoreUnavailable(StoreError):
    """The database cannot be opened now, and nothing was set aside (busy, read-only, full)."""


def problem_of(exc: BaseException) -> str:
    """The problem code of a database or file error."""
    if isinstance(exc, StoreError):
        return exc.problem
    if isinstance(exc, UnicodeDecodeError):  # SQLite's message quoted bytes of a damaged file
        return CORRUPT
    if isinstance(exc, PermissionError):
        return READONLY
    if isinstance(exc, OSError):
        import errno

        if exc.errno in (errno.ENOSPC, errno.EDQUOT):
            return FULL
        if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            return READONLY
        return IO
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(code, int):
        primary = code & 0xFF
        if primary in (5, 6):  # SQLITE_BUSY, SQLITE_LOCKED
            return BUSY
        if primary in (3, 8, 14, 23):  # PERM, READONLY, CANTOPEN, AUTH
            return READONLY
        if primary == 13:  # SQLITE_FULL
            return FULL
        if primary in (11, 26):  # SQLITE_CORRUPT, SQLITE_NOTADB
            return CORRUPT
        if primary == 10:  # SQLITE_IOERR
            return IO
    text = str(exc).lower()
    if "locked" in text or "busy" in text:
        return BUSY
    if "readonly" in text or "read-only" in text or "unable to open" in text:
        return READONLY
    if "full" in text:
        return FULL
    if "malformed" in text or "not a database" in text or "decode" in text:
        return CORRUPT
    return IO


def store_error(exc: BaseException) -> StoreError:
    """``exc`` as a :class:`StoreError` (itself when it is one)."""
    if isinstance(exc, StoreError):
        return exc
    if isinstance(exc, UnicodeDecodeError):
        return StoreError(CORRUPT, str(undecodable(exc)))
    detail = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
    return StoreError(problem_of(exc), str(detail))


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


@dataclass(frozen=True)
class Live:
    """The session in progress as the store holds it."""

    session_id: int
    record: SessionRecord
    """Its header, its finished deals (the history's own rows) and the deal in progress."""
    saved: float
    """When it was last saved (seconds since the epoch)."""


@dataclass(frozen=True)
class Progress:
    """How far the store holds a session (:meth:`HistoryStore.progress`)."""

    deals: int
    """Its finished deals in the history."""
    actions: int
    """Actions of the deal in progress saved, dealt cards included (0: between deals)."""
    moves: int
    """The players' actions among them."""
    planned: int
    """The session's length in deals (0 when it is no longer in progress)."""
    in_progress: bool
    """Whether the store still offers it for resuming."""


def new_uid() -> str:
    """A session uid no other session has (a session played at the table)."""
    return f"played:{uuid.uuid4().hex}"


class HistoryStore:
    """An open history database (one connection: use it from one thread at a time)."""

    def __init__(self, conn: sqlite3.Connection, path: Path | None) -> None:
        self.conn = conn
        self.path = path
        self._sessions: dict[int, tuple[str, int, str, int]] = {}
        self._keys = user_version(conn) >= 5
        """Whether the database keeps each deal's content key (schema version 5 on)."""

    @classmethod
    def connect(
        cls, path: str | os.PathLike[str], check: bool = False, timeout: float = BUSY_WAIT_S
    ) -> HistoryStore:
        """Open (or create) ``path`` and migrate it; raises :class:`sqlite3.DatabaseError`
        (and with ``check`` :class:`DamagedError` when :func:`damage` finds something).
        ``timeout``: how long a statement waits for another connection's lock."""
        p = Path(path)
        existed = os.path.lexists(p)
        try:
            conn = connect_hook(os.fspath(p), timeout)
        finally:
            if not existed:
                _remember_created(p)
        try:
            _check_ours(conn, p)
            if check and _has_tables(conn):
                found = damage(conn)
                if found:
                    raise DamagedError(found)
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = FULL")
            conn.execute("PRAGMA foreign_keys = ON")
            # the statistics scan the deal columns again at every filter change: keep them
            # in SQLite's page cache, and read the file through memory mapping
            conn.execute("PRAGMA cache_size = -32000")
            conn.execute("PRAGMA mmap_size = 268435456")
            migrate(conn)
        except UnicodeDecodeError as exc:  # SQLite's message quoted bytes that are not UTF-8
            conn.close()
            raise undecodable(exc) from None
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
        with _transaction(self.conn):
            return self._begin_session(info, started)

    def _begin_session(self, info: SessionInfo, started: float | None) -> int:
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
                time.time() if started is None else started,
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

        ``None`` when the session already holds deal ``number`` (an import
        books nothing twice).  :class:`HistoryError` for a deal that is not over.
        """
        with _transaction(self.conn):
            return self._insert_deal(session_id, number, record, finished, grades, ignore=True)

    def _insert_deal(
        self,
        session_id: int,
        number: int,
        record: DealRecord,
        finished: float | None,
        grades: Iterable[Grade],
        ignore: bool,
        key: str | None = None,
    ) -> int | None:
        if record.result is None:
            raise HistoryError("only a finished deal goes into the history")
        game, players, opponents, user_seat = self._session(session_id)
        if record.game != game or record.players != players:
            raise HistoryError(f"a {record.game} deal does not belong to a {game} session")
        facts = deal_facts(game, players, record.dealer, record.result, user_seat)
        text = json.dumps(record.to_json(), separators=(",", ":"))
        cursor = self.conn.execute(
            f"INSERT {'OR IGNORE ' if ignore else ''}INTO deals (session_id, number, finished,"
            " game, players, opponent_level, user_seat, dealer, contract, contract_kind,"
            " declarer, role, score, side_points, declarer_won, bid, game_value)"
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
        if self._keys:
            self.conn.execute(
                "INSERT INTO deal_keys (deal_id, key) VALUES (?, ?)",
                (deal_id, key or content_key(record)),
            )
        self.conn.executemany(
            "INSERT OR REPLACE INTO grades (deal_id, action_index, grade, label)"
            " VALUES (?, ?, ?, ?)",
            [(deal_id, g.action_index, g.grade, g.label) for g in grades],
        )
        return deal_id

    def _drop_deals(self, session_id: int, first: int) -> None:
        """Remove the session's deals numbered ``first`` and on, with all that hangs on them."""
        ids = [
            int(r[0])
            for r in self.conn.execute(
                "SELECT id FROM deals WHERE session_id = ? AND number >= ?", (session_id, first)
            )
        ]
        for table in self._deal_tables():
            self.conn.executemany(f"DELETE FROM {table} WHERE deal_id = ?", [(i,) for i in ids])
        self.conn.executemany("DELETE FROM deals WHERE id = ?", [(i,) for i in ids])

    def _deal_tables(self) -> tuple[str, ...]:
        """The tables whose rows hang on a deal."""
        tables = ("grades", "luck", "practice", "deal_records")
        return (*tables, "deal_keys") if self._keys else tables

    # --- importing ---------------------------------------------------------------

    def catch_up_keys(self, batch: int = 2000) -> int:
        """Give every stored deal without a content key its key (deals stored before the
        keys were kept), computed from its stored record; how many were given one.  A
        record that does not parse gets none (no import can be that deal)."""
        if not self._keys:
            return 0
        done = last = 0
        while True:
            rows = self.conn.execute(
                "SELECT d.id, r.record FROM deals d JOIN deal_records r ON r.deal_id = d.id"
                " WHERE d.id > ? AND NOT EXISTS (SELECT 1 FROM deal_keys k WHERE k.deal_id = d.id)"
                " ORDER BY d.id LIMIT ?",
                (last, batch),
            ).fetchall()
            if not rows:
                return done
            keys = []
            for deal_id, text in rows:
                try:  # written by the store within the limits: no need to count them again
                    record = DealRecord.from_json(json.loads(str(text)), f"deal {deal_id}")
                except (ValueError, StammtischError):
                    continue
                keys.append((int(deal_id), content_key(record)))
            with _transaction(self.conn):
                self.conn.executemany(
                    "INSERT OR IGNORE INTO deal_keys (deal_id, key) VALUES (?, ?)", keys
                )
            done += len(keys)
            last = int(rows[-1][0])

    def holds_deal(self, key: str) -> bool:
        """Whether a deal with content key ``key`` is stored (:mod:`.identity`)."""
        row = self.conn.execute("SELECT 1 FROM deal_keys WHERE key = ? LIMIT 1", (key,))
        return row.fetchone() is not None

    def import_deal(
        self, info: SessionInfo, number: int, record: DealRecord, key: str | None = None
    ) -> int | None:
        """Book an imported finished deal as deal ``number`` of session ``info`` (made with
        its first deal), in one transaction; its id, or ``None`` when the store holds a deal
        of the same content already (``key``: its content key, :mod:`.identity`)."""
        key = key or content_key(record)
        with _transaction(self.conn):
            if self._keys and self.holds_deal(key):
                return None
            session_id = self._begin_session(info, None)
            return self._insert_deal(session_id, number, record, None, (), True, key)

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

    # --- the session in progress ----------------------------------------------------

    def start_live(
        self,
        info: SessionInfo,
        header: SessionRecord,
        deals: Sequence[DealRecord] = (),
        current: DealRecord | None = None,
    ) -> int:
        """Make ``header`` the session in progress (the one before is no longer resumed);
        its session id.  In one transaction.

        A new session has no ``deals``.  A session brought in from elsewhere (today's
        save files, once) brings its finished deals: the history's copies of them are
        made the session's (added where missing, replaced where they differ, and deals
        the history holds beyond them removed, with their grades), so both agree.
        """
        head = replace(header, deals=(), current=None).to_json()
        with _transaction(self.conn):
            session_id = self._begin_session(info, None)
            stored = {
                int(n): str(t)
                for n, t in self.conn.execute(
                    "SELECT d.number, r.record FROM deals d JOIN deal_records r"
                    " ON r.deal_id = d.id WHERE d.session_id = ?",
                    (session_id,),
                )
            }
            self._drop_deals(session_id, len(deals))
            for number, deal in enumerate(deals):
                text = stored.get(number)
                if text is not None and json.loads(text) == deal.to_json():
                    continue
                if text is not None:
                    self._drop_deals_numbered(session_id, number)
                self._insert_deal(session_id, number, deal, None, (), ignore=False)
            self.conn.execute(
                "INSERT OR REPLACE INTO live (id, session_id, header, finished, current, saved)"
                " VALUES (1, ?, ?, ?, ?, ?)",
                (
                    session_id,
                    json.dumps(head, ensure_ascii=False),
                    len(deals),
                    None if current is None else json.dumps(current.to_json()),
                    time.time(),
                ),
            )
            checkpoint("adopt:before-commit")
        return session_id

    def _drop_deals_numbered(self, session_id: int, number: int) -> None:
        row = self.conn.execute(
            "SELECT id FROM deals WHERE session_id = ? AND number = ?", (session_id, number)
        ).fetchone()
        if row is not None:
            for table in self._deal_tables():
                self.conn.execute(f"DELETE FROM {table} WHERE deal_id = ?", (row[0],))
            self.conn.execute("DELETE FROM deals WHERE id = ?", (row[0],))

    def save_live(
        self,
        session_id: int,
        deals: Sequence[DealRecord],
        current: str | None,
        over: bool = False,
    ) -> list[tuple[int, int]]:
        """Save the session in progress in one transaction: book its finished ``deals`` the
        store does not hold yet, then its progress and the deal in progress (``current``,
        deal-record JSON text); ``over``: the session has ended and is no longer in progress.

        Returns (number, id) of each deal booked.  :class:`HistoryError` when the store's
        session in progress is not ``session_id`` or holds more finished deals than
        ``deals`` (another window started a game), :class:`StoreError` when the write fails.
        """
        with _transaction(self.conn):
            row = self.conn.execute("SELECT session_id, finished FROM live WHERE id = 1").fetchone()
            if row is None or int(row[0]) != session_id:
                raise HistoryError("the session in progress in the store is another one")
            finished = int(row[1])
            if finished > len(deals):
                raise HistoryError(
                    f"the store holds {finished} finished deals of this session, not {len(deals)}"
                )
            booked = []
            for number in range(finished, len(deals)):
                deal_id = self._insert_deal(session_id, number, deals[number], None, (), False)
                booked.append((number, int(deal_id or 0)))
            if booked:
                checkpoint("live:booked")
            if over:
                self.conn.execute("DELETE FROM live WHERE id = 1")
            else:
                self.conn.execute(
                    "UPDATE live SET finished = ?, current = ?, saved = ? WHERE id = 1",
                    (len(deals), current, time.time()),
                )
            checkpoint("live:before-commit")
        checkpoint("live:after-commit")
        return booked

    def end_live(self, session_id: int | None = None) -> None:
        """The session in progress (``session_id``'s, when given) is no longer resumed."""
        with _transaction(self.conn):
            if session_id is None:
                self.conn.execute("DELETE FROM live")
            else:
                self.conn.execute("DELETE FROM live WHERE session_id = ?", (session_id,))

    def live(self) -> Live | None:
        """The session in progress (``None``: none).  Its finished deals are the history's rows.

        :class:`~stammtisch.engine.errors.RecordError` when its header or a deal is not
        a valid record, :class:`HistoryError` when its deals are not all there.
        """
        row = self.conn.execute(
            "SELECT session_id, header, finished, current, saved FROM live WHERE id = 1"
        ).fetchone()
        if row is None:
            return None
        session_id, header_text, finished, current_text, saved = row
        header = SessionRecord.from_json(parse_json(str(header_text)), "the session in progress")
        rows = self.conn.execute(
            "SELECT d.number, r.record FROM deals d LEFT JOIN deal_records r ON r.deal_id = d.id"
            " WHERE d.session_id = ? ORDER BY d.number",
            (session_id,),
        ).fetchall()
        numbers = [int(r[0]) for r in rows]
        if numbers != list(range(int(finished))):
            raise HistoryError(
                f"the session in progress has {finished} finished deals, "
                f"but the history holds {len(numbers)} of them"
            )
        deals = []
        for number, text in rows:
            if text is None:
                raise HistoryError(f"the record of deal {number + 1} is missing")
            deals.append(
                DealRecord.from_json(parse_json(str(text)), f"deal {number + 1} of the session")
            )
        current = (
            None
            if current_text is None
            else DealRecord.from_json(parse_json(str(current_text)), "the deal in progress")
        )
        record = replace(header, deals=tuple(deals), current=current)
        return Live(int(session_id), record, float(saved))

    def progress(self, session_id: int) -> Progress | None:
        """How far the store holds session ``session_id``, as of its last committed save
        (``None``: nothing of it is stored).  Reads only the progress, never a whole record.
        """
        row = self.conn.execute(
            "SELECT json_extract(header, '$.planned_deals'), finished,"
            " json_array_length(current, '$.deal'), json_array_length(current, '$.actions')"
            " FROM live WHERE session_id = ?",
            (session_id,),
        ).fetchone()
        if row is not None:
            planned, finished, dealt, moves = row
            return Progress(
                int(finished),
                int(dealt or 0) + int(moves or 0),
                int(moves or 0),
                int(planned or 0),
                True,
            )
        deals = int(
            self.conn.execute(
                "SELECT COUNT(*) FROM deals WHERE session_id = ?", (session_id,)
            ).fetchone()[0]
        )
        return Progress(deals, 0, 0, 0, False) if deals else None

    # --- reading ---------------------------------------------------------------

    def count_deals(self) -> int:
        return int(self.conn.execute("SELECT COUNT(*) FROM deals").fetchone()[0])

    def deal_record(self, deal_id: int) -> DealRecord:
        """The full record of a stored deal (:class:`~stammtisch.engine.errors.RecordError`
        when it is not one)."""
        try:
            row = self.conn.execute(
                "SELECT record FROM deal_records WHERE deal_id = ?", (deal_id,)
            ).fetchone()
        except sqlite3.OperationalError as exc:  # text that is not UTF-8
            raise _record_error(f"history deal {deal_id}: {exc}") from None
        if row is None:
            raise HistoryError(f"no deal {deal_id} in the history")
        return DealRecord.from_json(parse_json(str(row[0])), f"history deal {deal_id}")

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


def _record_error(text: str) -> StammtischError:
    from ..errors import RecordError

    return RecordError(text)


class _transaction:
    """``BEGIN IMMEDIATE`` ... ``COMMIT`` (``ROLLBACK`` on an exception); a database
    error on the way is raised as a :class:`StoreError`."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def __enter__(self) -> None:
        try:
            self.conn.execute("BEGIN IMMEDIATE")
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            raise store_error(exc) from None

    def __exit__(self, kind: object, exc: object, tb: object) -> None:
        if kind is None:
            try:
                self.conn.execute("COMMIT")
                return
            except (sqlite3.Error, UnicodeDecodeError) as error:
                exc = error
        try:
            if self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
        except (sqlite3.Error, UnicodeDecodeError):
            pass  # SQLite rolled back already (a full disk may do that)
        # a UnicodeDecodeError in a transaction comes from SQLite: the store's writes
        # decode nothing else
        if isinstance(exc, (sqlite3.Error, UnicodeDecodeError)):
            raise store_error(exc) from None


class ForeignDatabaseError(sqlite3.DatabaseError):
    """The file is a SQLite database of some other program."""


class DamagedError(sqlite3.DatabaseError):
    """The database's pages, tables or values are damaged (what :func:`damage` found)."""


def _check_ours(conn: sqlite3.Connection, path: Path) -> None:
    if path.exists() and path.stat().st_size > 0:
        with path.open("rb") as fh:
            if fh.read(16) != _SQLITE_MAGIC:
                raise sqlite3.DatabaseError("file is not a database")
    # one statement reads one snapshot: another connection (the table's saving thread)
    # may create the database between two statements, and a fresh file read as "no id
    # yet" followed by "tables" would look like another program's database
    app_id, tables = conn.execute(
        "SELECT (SELECT application_id FROM pragma_application_id),"
        " (SELECT COUNT(*) FROM sqlite_master)"
    ).fetchone()
    if app_id != APPLICATION_ID and (app_id != 0 or tables):
        raise ForeignDatabaseError("the database belongs to another program")


def _has_tables(conn: sqlite3.Connection) -> bool:
    return bool(conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0])


_EXPECTED: dict[int, dict[str, list[tuple[str, str, int, int]]]] = {}


def _expected_schema(version: int) -> dict[str, list[tuple[str, str, int, int]]]:
    """Each table's and index's columns at schema ``version`` (built once in memory)."""
    known = _EXPECTED.get(version)
    if known is None:
        conn = sqlite3.connect(":memory:", isolation_level=None)
        migrate(conn, version)
        known = _schema_of(conn)
        conn.close()
        _EXPECTED[version] = known
    return known


def _schema_of(conn: sqlite3.Connection) -> dict[str, list[tuple[str, str, int, int]]]:
    out: dict[str, list[tuple[str, str, int, int]]] = {}
    for kind, name in conn.execute(
        "SELECT type, name FROM sqlite_master WHERE type IN ('table', 'index')"
        " AND name NOT LIKE 'sqlite_%'"
    ).fetchall():
        if kind == "table":
            cols = conn.execute(f'PRAGMA table_info("{name}")').fetchall()
            out[str(name)] = [(str(c[1]), str(c[2]).upper(), int(c[3]), int(c[5])) for c in cols]
        else:
            cols = conn.execute(f'PRAGMA index_info("{name}")').fetchall()
            out[str(name)] = [(str(c[2]), "", 0, int(c[0])) for c in cols]
    return out


_VALUE_CHECKS: tuple[tuple[int, str, str], ...] = (
    # (from schema version, what is wrong, a query counting the rows where it is)
    (
        1,
        "a session's rules, seats or levels",
        "SELECT COUNT(*) FROM sessions WHERE players < 1 OR user_seat < 0"
        " OR user_seat >= players OR NOT json_valid(rules) OR json_type(rules) != 'object'"
        " OR NOT json_valid(seats) OR json_type(seats) != 'array'"
        " OR NOT json_valid(levels) OR json_type(levels) != 'array'"
        " OR (json_array_length(levels) != 0 AND json_array_length(levels) != players)"
        " OR EXISTS (SELECT 1 FROM json_each(sessions.levels) WHERE type != 'text')",
    ),
    (
        1,
        "a deal's facts",
        "SELECT COUNT(*) FROM deals WHERE number < 0 OR players < 1 OR user_seat < 0"
        " OR user_seat >= players OR dealer < 0 OR dealer >= players"
        f" OR role NOT IN ({', '.join(repr(r) for r in ROLES)})"
        " OR typeof(score) != 'integer' OR typeof(side_points) != 'integer'"
        " OR typeof(finished) NOT IN ('real', 'integer')"
        " OR session_id NOT IN (SELECT id FROM sessions)",
    ),
    (
        1,
        "a deal's record",
        "SELECT (SELECT COUNT(*) FROM deals d WHERE NOT EXISTS"
        " (SELECT 1 FROM deal_records r WHERE r.deal_id = d.id))"
        " + (SELECT COUNT(*) FROM deal_records WHERE typeof(record) != 'text'"
        " OR NOT json_valid(record) OR json_type(record) != 'object')",
    ),
    (
        1,
        "a grade",
        "SELECT COUNT(*) FROM grades WHERE typeof(grade) NOT IN ('real', 'integer')"
        " OR action_index < 0 OR typeof(label) != 'text'",
    ),
    (
        2,
        "a luck figure",
        "SELECT COUNT(*) FROM luck WHERE typeof(ai_score) NOT IN ('real', 'integer')"
        " OR typeof(level) != 'text'",
    ),
    (
        3,
        "a practice puzzle",
        "SELECT COUNT(*) FROM practice WHERE status NOT IN ('learning', 'solved', 'unusable')"
        " OR NOT json_valid(puzzle) OR date(due) IS NOT due OR date(created) IS NOT created"
        " OR (last_review IS NOT NULL AND date(last_review) IS NOT last_review)"
        " OR typeof(stage) != 'integer' OR typeof(reviews) != 'integer'"
        " OR typeof(lapses) != 'integer'",
    ),
    (
        4,
        "the session in progress",
        "SELECT COUNT(*) FROM live WHERE NOT json_valid(header)"
        " OR (current IS NOT NULL AND NOT json_valid(current))"
        " OR session_id NOT IN (SELECT id FROM sessions)"
        " OR finished != (SELECT COUNT(*) FROM deals d WHERE d.session_id = live.session_id)",
    ),
    (
        5,
        "a deal's key",
        "SELECT COUNT(*) FROM deal_keys WHERE typeof(key) != 'text'"
        " OR deal_id NOT IN (SELECT id FROM deals)",
    ),
)

_TEXT_COLUMNS: tuple[tuple[int, str], ...] = (
    (1, "SELECT uid, game, rules, seats, levels, source FROM sessions"),
    (1, "SELECT game, opponent_level, contract, contract_kind, role FROM deals"),
    (1, "SELECT label FROM grades"),
    (2, "SELECT level FROM luck"),
    (3, "SELECT status, due, created, last_review FROM practice"),
    (4, "SELECT header, current FROM live"),
    (5, "SELECT key FROM deal_keys"),
)


def damage(conn: sqlite3.Connection) -> str:
    """What is wrong with an existing database of ours, in one line ('' when nothing is).

    ``PRAGMA quick_check`` (the pages, NOT NULL and CHECK constraints), the tables, columns
    and indexes its schema version must have, and the values no program of ours writes
    (JSON that does not parse, a seat that is not at the table, text that is not UTF-8).
    """
    try:
        rows = conn.execute("PRAGMA quick_check(3)").fetchall()
        problems = [str(r[0]) for r in rows if str(r[0]) != "ok"]
        if problems:
            return "damaged pages: " + "; ".join(problems)[:300]
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if version > len(MIGRATIONS):
            return ""  # a newer version's file: migrate() says so
        expected = _expected_schema(version)
        actual = _schema_of(conn)
        for name, columns in expected.items():
            if name not in actual:
                return f"the table or index {name!r} is missing"
            if actual[name] != columns:
                return f"the table or index {name!r} does not have the columns it should"
        for since, what, query in _VALUE_CHECKS:
            if version >= since and int(conn.execute(query).fetchone()[0]):
                return f"{what} holds a value no version of Stammtisch writes"
        for since, query in _TEXT_COLUMNS:
            if version >= since:
                for _row in conn.execute(query):
                    pass
    except sqlite3.OperationalError as exc:  # text that is not UTF-8 among them
        if problem_of(exc) in (BUSY, READONLY, IO, FULL):
            raise
        return f"damaged values: {exc}"
    except sqlite3.DatabaseError as exc:
        return f"damaged pages: {exc}"
    return ""


@dataclass
class OpenedHistory:
    """The store, and what had to be done to open it."""

    store: HistoryStore
    problem: str | None = None
    """``corrupt``, ``empty``, ``foreign``, ``newer`` or ``special`` when a file was set aside."""
    set_aside: Path | None = None
    """The new name of the file set aside."""
    detail: str = ""
    found: Path | None = None
    """The file that was not right: the database itself (then a fresh store started), or the
    ``-wal`` or ``-shm`` beside it (then the database is kept)."""

    @property
    def kept(self) -> bool:
        """Only a file beside the database was set aside: the history in it is kept."""
        return self.found is not None and self.found != self.store.path


def _broken_name(path: Path) -> Path:
    """``<name>.broken-N`` beside ``path``, the first N not taken."""
    n = 1
    while os.path.lexists(target := path.with_name(f"{path.name}.broken-{n}")):
        n += 1
    return target


def set_aside(path: Path) -> Path:
    """Rename ``path`` (and its WAL files) to a free ``.broken-N`` name; the new name.

    Raises :class:`OSError` when the folder cannot be written.
    """
    target = _broken_name(path)
    os.replace(path, target)
    for suffix in ("-wal", "-shm"):
        extra = path.with_name(path.name + suffix)
        if os.path.lexists(extra):
            os.replace(extra, target.with_name(target.name + suffix))
    return target


_created: set[tuple[int, int, int]] = set()
"""(device, inode, change time) of every database file this process created: one of 0 bytes
among them is a store being made (by the window's saving thread, say), not damage."""


def _remember_created(path: Path) -> None:
    with contextlib.suppress(OSError):
        info = os.stat(path)
        _created.add((info.st_dev, info.st_ino, info.st_ctime_ns))


def _empty(path: Path) -> bool:
    """Whether ``path`` is a database file of 0 bytes that this process did not create, with
    no ``-wal`` beside it that holds anything (SQLite would read the pages from there)."""
    try:
        info = os.stat(path)
    except OSError:
        return False
    if info.st_size or (info.st_dev, info.st_ino, info.st_ctime_ns) in _created:
        return False
    try:
        return os.stat(path.with_name(path.name + "-wal")).st_size == 0
    except OSError:
        return True


def open_history(path: str | os.PathLike[str]) -> OpenedHistory:
    """Open the store at ``path``, checked; a database we cannot use is set aside and a fresh
    one made.  :class:`StoreUnavailable` (nothing set aside) when it is locked by another
    program, cannot be written or the disk is full.

    Something that is not a file in place of the ``-wal`` or ``-shm`` beside the database is
    set aside alone (a database is whole without them: SQLite makes them anew), and the
    database is opened as usual.  A database file of 0 bytes is damage unless this process
    made it (it cannot hold a history, and SQLite would silently start a new one in it).
    """
    p = Path(path)
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StoreUnavailable(problem_of(exc), f"{p.parent}: {exc.strerror or exc}") from None
    beside: list[tuple[Path, Path, str]] = []  # (what was there, its new name, why)
    for side in (p.with_name(p.name + "-wal"), p.with_name(p.name + "-shm")):
        why = special_file(side)
        if why and not special_file(p):
            try:
                moved = _broken_name(side)
                os.replace(side, moved)
            except OSError as exc:
                raise StoreUnavailable(problem_of(exc), f"{side}: {exc.strerror or exc}") from None
            beside.append((side, moved, why))
    problem, detail = None, special_file(p)
    if detail:
        problem = SPECIAL
    elif _empty(p):
        problem, detail = EMPTY, f"{p} holds 0 bytes"
    else:
        try:
            store = HistoryStore.connect(p, check=True)
        except NewerSchemaError as exc:
            problem, detail = NEWER, str(exc)
        except ForeignDatabaseError as exc:
            problem, detail = FOREIGN, str(exc)
        except sqlite3.DatabaseError as exc:
            problem, detail = problem_of(exc), str(exc)
            if isinstance(exc, DamagedError) or (problem in (CORRUPT, IO) and _damaged(exc)):
                problem = CORRUPT
            if problem != CORRUPT:
                raise StoreUnavailable(problem, f"{p}: {exc}") from None
        except OSError as exc:
            raise StoreUnavailable(problem_of(exc), f"{p}: {exc.strerror or exc}") from None
        else:
            if beside:
                side, moved, why = beside[0]
                return OpenedHistory(store, SPECIAL, moved, why, side)
            return OpenedHistory(store)
    try:
        aside = set_aside(p)
        store = HistoryStore.connect(p)
    except (OSError, sqlite3.Error) as exc:
        raise StoreUnavailable(
            problem_of(exc), f"{p}: {getattr(exc, 'strerror', None) or exc}"
        ) from None
    return OpenedHistory(store, problem, aside, detail, p)


def _damaged(exc: sqlite3.DatabaseError) -> bool:
    """Whether an error at open means the file is damaged (not a passing fault)."""
    text = str(exc).lower()
    return problem_of(exc) == CORRUPT or "malformed" in text or "short read" in text


__all__ = [
    "BUSY",
    "CORRUPT",
    "EMPTY",
    "FOREIGN",
    "FULL",
    "IO",
    "NEWER",
    "READONLY",
    "SPECIAL",
    "DamagedError",
    "ForeignDatabaseError",
    "Grade",
    "HistoryError",
    "HistoryStore",
    "Live",
    "OpenedHistory",
    "Progress",
    "SessionInfo",
    "StoreError",
    "StoreUnavailable",
    "damage",
    "new_uid",
    "open_history",
    "problem_of",
    "set_aside",
    "special_file",
    "store_error",
]
