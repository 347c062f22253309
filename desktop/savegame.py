"""The running session in the store: saved after every action, offered for resuming.

The session in progress lives in the same SQLite database as the history
(:mod:`stammtisch.engine.history.store`, table ``live``): its header (a
:class:`~stammtisch.engine.records.SessionRecord` with the desktop's seating under
``extra["desktop"]``), its finished deals (the history's own rows) and the deal in
progress.  :class:`Autosaver` writes on a thread of its own, with a connection of its
own: the GUI thread only takes a snapshot.  A finished deal is booked in the same
transaction as the session's progress, so the history and the session always agree.

Today's save files (``session.json`` and its journal ``session.deals.jsonl``) are read
once at start-up, checked as before, moved into the store and removed
(:func:`migrate_files`); one that cannot be read is set aside and reported; a journal
without its ``session.json`` is set aside and reported; a FIFO or a device in their
place is refused unread.  No Qt here.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from stammtisch.engine.errors import StammtischError
from stammtisch.engine.history.store import (
    HistoryError,
    HistoryStore,
    SessionInfo,
    StoreError,
    new_uid,
    store_error,
)
from stammtisch.engine.records import (
    MAX_SESSION_DEALS,
    DealRecord,
    SessionRecord,
    load_record,
)
from stammtisch.engine.session import Session, resume_record
from stammtisch.engine.state import CHANCE, GameState
from stammtisch.engine.storage import MAX_JSON_BYTES, parse_json, special_file

SAVE_NAME = "session.json"
"""Today's save file (read once and moved into the store)."""
JOURNAL_SUFFIX = ".deals.jsonl"
READ_WAIT_S = 0.5
"""How long reading what the store holds, after a save failed, waits for a lock."""
ORPHAN_AGE_S = 5.0
"""Temporary files older than this are left over from a kill during a save."""


class SaveError(Exception):
    """The saved session cannot be resumed; the message says why (one line)."""


@dataclass
class SavedTable:
    """A session with the desktop's seating: the user's seat and each seat's strength."""

    session: Session
    human: int
    levels: list[str]
    session_id: int | None = None
    """The session's id in the store (``None``: not saved yet)."""


@dataclass(frozen=True)
class Saved:
    """What the store holds of a session: finished deals, actions of the deal in progress."""

    deals: int
    actions: int
    """Actions of the deal in progress, dealt cards included (0: between deals)."""
    planned: int
    moves: int = 0
    """The players' actions among :attr:`actions`."""

    @classmethod
    def of(cls, session: Session) -> Saved:
        """What a store that holds ``session`` as it is now holds of it."""
        return cls.at(len(session.deals), session.current, session.planned_deals)

    @classmethod
    def at(cls, deals: int, current: GameState | None, planned: int) -> Saved:
        """``deals`` finished of ``planned``, and ``current`` in progress (or none)."""
        history = [] if current is None else current.history()
        moves = sum(1 for actor, _ in history if actor != CHANCE)
        return cls(deals, len(history), planned, moves)


def journal_path(path: Path) -> Path:
    """The finished deals' file beside the save ``path`` (``session.deals.jsonl``)."""
    return path.with_name(path.stem + JOURNAL_SUFFIX)


def header_of(table: SavedTable) -> SessionRecord:
    """The session record's header the store keeps: configuration and seating, no deals."""
    session = table.session
    return SessionRecord(
        game=session.game.NAME,
        players=session.game.num_players,
        rules=dict(session.game.rules.changed()),
        seats=session.seats,
        planned_deals=session.planned_deals,
        first_dealer=session.first_dealer,
        seed=session.seed,
        deals=(),
        current=None,
        extra={"desktop": {"human": table.human, "levels": list(table.levels)}},
    )


def session_info(table: SavedTable, uid: str) -> SessionInfo:
    session = table.session
    return SessionInfo(
        uid,
        session.game.NAME,
        session.game.num_players,
        dict(session.game.rules.changed()),
        session.seats,
        list(table.levels),
        table.human,
    )


# --- writing -------------------------------------------------------------------------


@dataclass(frozen=True)
class _Snapshot:
    """What one save writes, taken on the GUI thread in microseconds."""

    table: SavedTable
    header: SessionRecord
    deals: tuple[DealRecord, ...]
    current: GameState | None
    current_seed: int | None
    over: bool

    @classmethod
    def of(cls, table: SavedTable) -> _Snapshot:
        session = table.session
        return cls(
            table=table,
            header=header_of(table),
            deals=tuple(session.deals),
            current=None if session.current is None else session.current.clone(),
            current_seed=session.current_seed,
            over=session.is_over(),
        )

    def current_text(self) -> str | None:
        if self.current is None:
            return None
        record = DealRecord.from_state(self.current, self.header.seats, self.current_seed)
        return json.dumps(record.to_json(), ensure_ascii=False, separators=(",", ":"))


Booked = Callable[[int, list[tuple[int, int]]], None]
"""(session id, [(deal number, deal id)...]) after a save that booked finished deals."""


class Autosaver:
    """Saves a table in the store after every action without holding up the GUI thread.

    :meth:`save` takes a snapshot and returns; a thread of its own writes it with a
    connection of its own (only the newest waiting snapshot: saves never queue up, and
    a save books every finished deal the store does not hold yet, so one that failed is
    made good by the next).  :meth:`flush` waits for the writing; :meth:`take_error`
    reports a failed write once; ``on_saved``, ``on_booked`` and ``on_error`` are called
    on the writer thread after each save.
    """

    def __init__(
        self, path: Path, session_id: int | None = None, saved: Saved | None = None
    ) -> None:
        self.path = path
        self.session_id = session_id
        self.on_saved: Callable[[Saved], None] | None = None
        self.on_booked: Booked | None = None
        self.on_error: Callable[[StoreError], None] | None = None
        self.saved: Saved | None = saved
        """What the store holds of the session: after the last save that worked, or as read
        from the store after one failed (``saved``: as it was read when it was resumed)."""
        self._cond = threading.Condition()
        self._pending: _Snapshot | None = None
        self._busy = False
        self._closed = False
        self._error: StoreError | None = None
        self._thread: threading.Thread | None = None
        self._store: HistoryStore | None = None

    def save(self, table: SavedTable) -> None:
        """Hand a snapshot of ``table`` to the writer (returns at once)."""
        snapshot = _Snapshot.of(table)
        with self._cond:
            if self._closed:
                self._write_reporting(snapshot)
                return
            self._pending = snapshot
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._run, name="stammtisch-autosave", daemon=True
                )
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float | None = 30.0) -> bool:
        """Wait until every save handed over is written (or failed); ``False`` on a time-out."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def take_error(self) -> StoreError | None:
        """Why the last write failed (once), or ``None``."""
        with self._cond:
            error, self._error = self._error, None
            return error

    def close(self, timeout: float | None = 30.0) -> None:
        """Write what is pending, stop the writer thread, close its connection."""
        self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None
        self._disconnect()

    def discard(self) -> None:
        """Drop what is pending and wait for the writer: this session is not resumed."""
        with self._cond:
            self._pending = None
            self._cond.wait_for(lambda: not self._busy)
        if self.session_id is not None:
            with contextlib.suppress(StoreError, HistoryError, OSError):
                self._connection().end_live(self.session_id)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not None or self._closed)
                snapshot = self._pending
                if snapshot is None:
                    return
                self._pending = None
                self._busy = True
            try:
                self._write_reporting(snapshot)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def _write_reporting(self, snapshot: _Snapshot) -> None:
        try:
            self.write_now(snapshot)
        except Exception as exc:  # never let the writer die: report and carry on
            error = (
                store_error(exc)
                if isinstance(exc, (StoreError, OSError)) or _is_sqlite(exc)
                else StoreError("io", f"{type(exc).__name__}: {exc}")
            )
            self._disconnect()  # a fresh connection next time
            self._read_saved()
            with self._cond:
                self._error = error
            _tell(self.on_error, error)

    def _read_saved(self) -> None:
        """After a failed save: what the store holds of the session, read from the store
        itself into :attr:`saved`; when it cannot be read either, what was known stays (no
        save since has worked, so the store still holds that)."""
        if self.session_id is None or not self.path.exists():  # reading makes no store
            return
        try:
            store = HistoryStore.connect(self.path, timeout=READ_WAIT_S)
        except Exception:
            return
        try:
            progress = store.progress(self.session_id)
        except Exception:
            return
        finally:
            store.close()
        if progress is None:
            self.saved = None
        elif progress.in_progress:
            self.saved = Saved(progress.deals, progress.actions, progress.planned, progress.moves)
        else:  # no longer in progress: it is over, every deal of it stored
            planned = self.saved.planned if self.saved is not None else progress.deals
            self.saved = Saved(progress.deals, 0, planned)

    def write_now(self, snapshot: _Snapshot) -> None:
        """Write ``snapshot`` on this thread: the finished deals the store lacks, the
        progress and the deal in progress, in one transaction."""
        store = self._connection()
        current = snapshot.current_text()
        if self.session_id is None:
            uid = new_uid()
            self.session_id = store.start_live(session_info(snapshot.table, uid), snapshot.header)
        booked = store.save_live(self.session_id, snapshot.deals, current, snapshot.over)
        self.saved = Saved.at(len(snapshot.deals), snapshot.current, snapshot.header.planned_deals)
        if booked:
            _tell(self.on_booked, self.session_id, booked)
        _tell(self.on_saved, self.saved)

    def _connection(self) -> HistoryStore:
        if self._store is None:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self._store = HistoryStore.connect(self.path)
            except Exception as exc:
                raise store_error(exc) from None
        return self._store

    def _disconnect(self) -> None:
        store, self._store = self._store, None
        if store is not None:
            with contextlib.suppress(Exception):
                store.close()


def _tell(callback: Callable[..., None] | None, *args: object) -> None:
    """Call a listener; one that is gone (its window closed) is not told."""
    if callback is not None:
        with contextlib.suppress(RuntimeError):
            callback(*args)


def _is_sqlite(exc: BaseException) -> bool:
    import sqlite3

    return isinstance(exc, sqlite3.Error)


def load_path(path: Path) -> SavedTable | None:
    """:func:`load` from the store at ``path`` (opened and closed again)."""
    store = HistoryStore.connect(path)
    try:
        return load(store)
    finally:
        store.close()


def save(path: Path, table: SavedTable) -> int:
    """Save the table in the store at ``path`` now (a new session in progress); its id."""
    saver = Autosaver(path, table.session_id)
    try:
        saver.write_now(_Snapshot.of(table))
    finally:
        saver.close()
    assert saver.session_id is not None
    return saver.session_id


# --- reading -------------------------------------------------------------------------


def load(store: HistoryStore) -> SavedTable | None:
    """The session in progress in ``store``, replayed and checked (``None``: there is none).

    :class:`SaveError` says in one line why it cannot be resumed; nothing in the store
    can make this raise anything else.
    """
    try:
        live = store.live()
        if live is None:
            return None
        return _table(live.record, f"the saved game (session {live.session_id})", live.session_id)
    except SaveError:
        raise
    except (StammtischError, HistoryError) as exc:
        raise SaveError(_one_line(f"the saved game: {exc}")) from None
    except Exception as exc:  # a check that should have caught this did not: still one line
        raise SaveError(
            _one_line(f"the saved game cannot be read ({type(exc).__name__}: {exc})")
        ) from None


def _table(record: SessionRecord, where: str, session_id: int | None) -> SavedTable:
    try:
        session, seats = resume_record(record)
    except StammtischError as exc:
        raise SaveError(_one_line(f"{where}: {exc}")) from None
    if seats is None:
        raise SaveError(f"{where}: the seating of the table is missing")
    return SavedTable(session, seats[0], seats[1], session_id)


def load_file(path: Path) -> SavedTable:
    """Read and replay today's save files (``session.json`` and its journal);
    :class:`SaveError` says in one line what is wrong.  A FIFO or a device is refused
    unread."""
    try:
        return _load_file(path)
    except SaveError:
        raise
    except StammtischError as exc:
        raise SaveError(_one_line(str(exc))) from None
    except Exception as exc:  # a check that should have caught this did not: still one line
        raise SaveError(
            _one_line(f"{path}: the saved game cannot be read ({type(exc).__name__}: {exc})")
        ) from None


def _load_file(path: Path) -> SavedTable:
    record = load_record(path)
    if not isinstance(record, SessionRecord):
        raise SaveError(f"{path}: holds a single deal, not a session")
    desktop = record.extra.get("desktop")
    if not isinstance(desktop, dict):
        raise SaveError(f"{path}: the seating of the table is missing")
    if "finished" in desktop:
        record = dataclasses.replace(record, deals=_read_journal(path, desktop, record))
    return _table(record, str(path), None)


def _read_journal(
    path: Path, desktop: dict[str, Any], record: SessionRecord
) -> tuple[DealRecord, ...]:
    finished = desktop.get("finished")
    if (
        not isinstance(finished, int)
        or isinstance(finished, bool)
        or not 0 <= finished <= MAX_SESSION_DEALS
        or record.deals
        or desktop.get("journal") != journal_path(path).name
    ):
        raise SaveError(f"{path}: the finished deals are not named properly")
    if finished == 0:
        return ()
    journal = journal_path(path)
    special = special_file(journal)
    if special:
        raise SaveError(f"{special}: refused unread")
    try:
        if journal.stat().st_size > MAX_JSON_BYTES:
            raise SaveError(f"{journal}: too large for the finished deals of a session")
        with journal.open("rb") as fh:  # never more than the limit, whatever stat said
            data = fh.read(MAX_JSON_BYTES + 1)
        if len(data) > MAX_JSON_BYTES:
            raise SaveError(f"{journal}: too large for the finished deals of a session")
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(f"{journal}: not UTF-8 text ({exc.reason})") from None
    except OSError as exc:
        raise SaveError(f"{journal}: cannot read: {exc.strerror or exc}") from None
    lines = text.split("\n")[:-1]  # the text after the last line end is unfinished
    if len(lines) < finished:
        raise SaveError(f"{journal}: holds {len(lines)} finished deals, not {finished}")
    deals = []
    for i, line in enumerate(lines[:finished]):
        try:
            deals.append(DealRecord.from_json(parse_json(line), f"{journal.name} deal {i + 1}"))
        except StammtischError as exc:
            raise SaveError(f"{journal}: deal {i + 1}: {exc}") from None
    return tuple(deals)


def _one_line(text: str) -> str:
    return " ".join(text.split())[:500]


# --- today's save files, moved into the store once -------------------------------------


@dataclass(frozen=True)
class Migrated:
    """What :func:`migrate_files` did with today's save files beside the store."""

    moved: bool = False
    """A saved session was moved into the store (and the files removed)."""
    problem: str = ""
    """``unreadable`` (set aside: :attr:`reason` says why) or ``lone journal`` (set aside)."""
    reason: str = ""
    aside: Path | None = None


def legacy_uid(session: Session) -> str:
    """The uid today's history gave a session (its seed and seating), so that a session
    moved in from the save files finds the deals already booked for it."""
    return "played:{}:{}:{}:{}:{}".format(
        session.game.NAME,
        session.game.num_players,
        session.seed,
        session.first_dealer,
        "|".join(session.seats),
    )


def migrate_files(folder: Path, store: HistoryStore) -> Migrated:
    """Move today's save files in ``folder`` into ``store`` (once): the session becomes the
    session in progress, its finished deals the history's copies (see
    :meth:`~stammtisch.engine.history.store.HistoryStore.start_live`), and the files are
    removed.  A save that cannot be resumed is set aside, so is a journal without its
    ``session.json``; :class:`~stammtisch.engine.history.store.StoreError` when the store
    cannot be written (the files stay as they are for the next start)."""
    path = folder / SAVE_NAME
    journal = journal_path(path)
    remove_orphans(path)
    if not os.path.lexists(path):
        if os.path.lexists(journal):
            return Migrated(problem="lone journal", aside=_set_aside_journal(journal))
        return Migrated()
    try:
        table = load_file(path)
    except SaveError as exc:
        return Migrated(problem="unreadable", reason=str(exc), aside=set_aside(path))
    session = table.session
    record = session.to_record()
    try:
        session_id = store.start_live(
            session_info(table, legacy_uid(session)),
            header_of(table),
            record.deals,
            record.current,
        )
        if session.is_over():
            store.end_live(session_id)
    except HistoryError as exc:
        raise store_error(exc) from None
    discard(path)
    return Migrated(moved=True)


def _set_aside_journal(journal: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = journal.with_name(f"session.orphan-{stamp}{JOURNAL_SUFFIX}")
    counter = 1
    while os.path.lexists(target):
        target = journal.with_name(f"session.orphan-{stamp}-{counter}{JOURNAL_SUFFIX}")
        counter += 1
    os.replace(journal, target)
    return target


def export_session(table: SavedTable, target: Path) -> None:
    """Write the session as a JSON session file (``docs/records.md``): its header with the
    seating the app resumes, every finished deal and the deal in progress, written
    atomically.  ``check-records`` checks such a file and Import records books its
    finished deals.  :class:`OSError` when it cannot be written."""
    from stammtisch.engine.storage import atomic_write_json

    record = dataclasses.replace(table.session.to_record(), extra=header_of(table).extra)
    atomic_write_json(target, record.to_json())


# --- setting aside, discarding, tidying -------------------------------------------------


def set_aside_live(store: HistoryStore, folder: Path) -> Path:
    """The session in progress cannot be resumed: write what the store holds of it, as it
    is, to ``session.corrupt-<time>.json`` in ``folder`` and no longer offer it (its
    finished deals stay in the history).  The file's name; :class:`OSError` or
    :class:`~stammtisch.engine.history.store.StoreError` when either step fails."""
    try:
        row = store.conn.execute(
            "SELECT session_id, header, finished, current FROM live WHERE id = 1"
        ).fetchone()
    except Exception as exc:
        raise store_error(exc) from None
    target = _free_name(folder / SAVE_NAME)
    if row is not None:
        held = {"session_id": row[0], "header": row[1], "finished": row[2], "current": row[3]}
        from stammtisch.engine.storage import atomic_write_json

        atomic_write_json(target, {"stammtisch-session-set-aside": held})
        try:
            store.end_live(int(row[0]))
        except HistoryError as exc:
            raise store_error(exc) from None
    return target


def _free_name(path: Path) -> Path:
    """``session.corrupt-<time>.json`` beside ``path``, a name not taken yet."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.corrupt-{stamp}{path.suffix}")
    counter = 1
    while os.path.lexists(target) or os.path.lexists(journal_path(target)):
        target = path.with_name(f"{path.stem}.corrupt-{stamp}-{counter}{path.suffix}")
        counter += 1
    return target


def set_aside(path: Path) -> Path:
    """Rename a broken save (and its journal) out of the way; returns the save's new name."""
    target = _free_name(path)
    if os.path.lexists(path):
        os.replace(path, target)
    journal = journal_path(path)
    if os.path.lexists(journal):
        os.replace(journal, target.with_name(target.stem + JOURNAL_SUFFIX))
    return target


def discard(path: Path) -> None:
    """Remove today's save files (moved into the store)."""
    path.unlink(missing_ok=True)
    journal_path(path).unlink(missing_ok=True)


def remove_orphans(path: Path, older_than_s: float = ORPHAN_AGE_S) -> list[Path]:
    """Remove temporary files a kill during a save left beside ``path``; the ones removed.

    Only files older than ``older_than_s`` go, so a save being written by
    another running copy of the app is left alone.
    """
    removed: list[Path] = []
    folder = path.parent
    if not folder.is_dir():
        return removed
    now = time.time()
    for name in (path.name, journal_path(path).name):
        for tmp in folder.glob(f".{name}.*.tmp"):
            with contextlib.suppress(OSError):
                if now - tmp.stat().st_mtime >= older_than_s:
                    tmp.unlink()
                    removed.append(tmp)
    return removed


__all__ = [
    "JOURNAL_SUFFIX",
    "SAVE_NAME",
    "Autosaver",
    "Migrated",
    "SaveError",
    "Saved",
    "SavedTable",
    "discard",
    "export_session",
    "header_of",
    "journal_path",
    "legacy_uid",
    "load",
    "load_file",
    "load_path",
    "migrate_files",
    "remove_orphans",
    "save",
    "set_aside",
    "set_aside_live",
]
