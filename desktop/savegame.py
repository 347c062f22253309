"""The running session on disk: saved after every action, offered for resuming.

Two files, both the engine's record JSON (no Qt here):

* ``session.json``, the header: a :class:`~stammtisch.engine.records.SessionRecord`
  holding the configuration, the deal in progress and the desktop's own
  facts under ``extra["desktop"]`` (which seat is the user, each computer's
  strength, how many finished deals the journal holds).  It is small and
  rewritten atomically (temporary file, fsync, rename) after every action.
* ``session.deals.jsonl``, the journal: one finished deal per line, each
  written once, when the deal ends (appended and fsynced; rewritten whole,
  atomically, the first time a run saves).  Lines beyond the count the
  header names (a kill between the two writes) are ignored.

So a save costs the same after one deal as after a hundred, and
:class:`Autosaver` does the writing on a thread of its own: the GUI thread
only takes a snapshot.  A file that cannot be read, or whose history does
not replay to what it stores, is renamed aside (``*.corrupt-<time>.json``)
and reported; it never crashes the app.  Older saves that hold their deals
in ``session.json`` itself still load.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from stammtisch.engine.errors import StammtischError
from stammtisch.engine.records import (
    MAX_SESSION_DEALS,
    DealRecord,
    SessionRecord,
    load_record,
)
from stammtisch.engine.session import Session
from stammtisch.engine.state import GameState
from stammtisch.engine.storage import MAX_JSON_BYTES, atomic_write_text, parse_json

SAVE_NAME = "session.json"
JOURNAL_SUFFIX = ".deals.jsonl"
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


def journal_path(path: Path) -> Path:
    """The finished deals' file beside the save ``path`` (``session.deals.jsonl``)."""
    return path.with_name(path.stem + JOURNAL_SUFFIX)


# --- writing -------------------------------------------------------------------------


@dataclass(frozen=True)
class _Snapshot:
    """What one save writes, taken on the GUI thread in microseconds."""

    game: str
    players: int
    rules: dict[str, Any]
    seats: tuple[str, ...]
    planned_deals: int
    first_dealer: int
    seed: int | None
    deals: tuple[DealRecord, ...]
    current: GameState | None
    current_seed: int | None
    human: int
    levels: tuple[str, ...]

    @classmethod
    def of(cls, table: SavedTable) -> _Snapshot:
        session = table.session
        return cls(
            game=session.game.NAME,
            players=session.game.num_players,
            rules=dict(session.game.rules.changed()),
            seats=session.seats,
            planned_deals=session.planned_deals,
            first_dealer=session.first_dealer,
            seed=session.seed,
            deals=tuple(session.deals),
            current=None if session.current is None else session.current.clone(),
            current_seed=session.current_seed,
            human=table.human,
            levels=tuple(table.levels),
        )

    def header(self, journal: Path) -> SessionRecord:
        current = (
            None
            if self.current is None
            else DealRecord.from_state(self.current, self.seats, self.current_seed)
        )
        desktop = {
            "human": self.human,
            "levels": list(self.levels),
            "journal": journal.name,
            "finished": len(self.deals),
        }
        return SessionRecord(
            game=self.game,
            players=self.players,
            rules=self.rules,
            seats=self.seats,
            planned_deals=self.planned_deals,
            first_dealer=self.first_dealer,
            seed=self.seed,
            deals=(),
            current=current,
            extra={"desktop": desktop},
        )


def _line(deal: DealRecord) -> str:
    return json.dumps(deal.to_json(), ensure_ascii=False) + "\n"


class Autosaver:
    """Saves a table after every action without holding up the GUI thread.

    :meth:`save` takes a snapshot and returns; a thread of its own writes
    it (only the newest waiting snapshot: saves never queue up).  Finished
    deals are written once.  :meth:`flush` waits for the writing,
    :meth:`take_error` reports a failed write (a full disk) once.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.journal = journal_path(path)
        self._cond = threading.Condition()
        self._pending: _Snapshot | None = None
        self._busy = False
        self._closed = False
        self._written: int | None = None  # finished deals known to be in the journal
        self._error: str | None = None
        self._thread: threading.Thread | None = None

    def save(self, table: SavedTable) -> None:
        """Hand a snapshot of ``table`` to the writer (returns at once)."""
        snapshot = _Snapshot.of(table)
        with self._cond:
            if self._closed:
                self.write_now(snapshot)
                return
            self._pending = snapshot
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._run, name="stammtisch-autosave", daemon=True
                )
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float | None = 30.0) -> bool:
        """Wait until every save handed over is on disk; ``False`` on a time-out."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is None and not self._busy, timeout)

    def take_error(self) -> str | None:
        """Why the last write failed (once), or ``None``."""
        with self._cond:
            error, self._error = self._error, None
            return error

    def close(self, timeout: float | None = 30.0) -> None:
        """Write what is pending and stop the writer thread."""
        self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None

    def discard(self) -> None:
        """Drop what is pending, wait for the writer, remove both files."""
        with self._cond:
            self._pending = None
            self._cond.wait_for(lambda: not self._busy)
            self._written = None
            discard(self.path)

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
                self.write_now(snapshot)
            except OSError as exc:
                with self._cond:
                    self._error = str(exc.strerror or exc)
            except Exception as exc:  # never let the writer die: report and carry on
                with self._cond:
                    self._error = f"{type(exc).__name__}: {exc}"
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def write_now(self, snapshot: _Snapshot) -> None:
        """Write ``snapshot`` on this thread: new finished deals, then the header."""
        deals = snapshot.deals
        try:
            if self._written is None or self._written > len(deals):
                atomic_write_text(self.journal, "".join(_line(d) for d in deals))
            elif self._written < len(deals):
                with self.journal.open("a", encoding="utf-8", newline="\n") as fh:
                    fh.write("".join(_line(d) for d in deals[self._written :]))
                    fh.flush()
                    os.fsync(fh.fileno())
        except BaseException:
            self._written = None  # rewrite the whole journal next time
            raise
        self._written = len(deals)
        header = snapshot.header(self.journal).to_json()
        atomic_write_text(self.path, json.dumps(header, ensure_ascii=False, indent=1) + "\n")


def save(path: Path, table: SavedTable) -> None:
    """Write the session now, atomically (the old files stay whole if this fails)."""
    Autosaver(path).write_now(_Snapshot.of(table))


# --- reading -------------------------------------------------------------------------


def load(path: Path) -> SavedTable:
    """Read and replay a saved session; :class:`SaveError` says in one line what is wrong.

    Every finished deal is replayed and must give the result it stores;
    nothing in the files can make this raise anything else.
    """
    try:
        return _load(path)
    except SaveError:
        raise
    except StammtischError as exc:
        raise SaveError(_one_line(str(exc))) from None
    except Exception as exc:  # a check that should have caught this did not: still one line
        raise SaveError(
            _one_line(f"{path}: the saved game cannot be read ({type(exc).__name__}: {exc})")
        ) from None


def _load(path: Path) -> SavedTable:
    record = load_record(path)
    if not isinstance(record, SessionRecord):
        raise SaveError(f"{path}: holds a single deal, not a session")
    desktop = record.extra.get("desktop")
    if not isinstance(desktop, dict):
        raise SaveError(f"{path}: the seating of the table is missing")
    human = desktop.get("human")
    levels = desktop.get("levels")
    if (
        not isinstance(human, int)
        or isinstance(human, bool)
        or not 0 <= human < record.players
        or not isinstance(levels, list)
        or len(levels) != record.players
        or not all(isinstance(level, str) for level in levels)
    ):
        raise SaveError(f"{path}: the seating of the table is not valid")
    if "finished" in desktop:
        record = dataclasses.replace(record, deals=_read_journal(path, desktop, record))
    session = Session.from_record(record)
    return SavedTable(session, human, list(levels))


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
    try:
        if journal.stat().st_size > MAX_JSON_BYTES:
            raise SaveError(f"{journal}: too large for the finished deals of a session")
        text = journal.read_text(encoding="utf-8")
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


# --- setting aside, discarding, tidying -------------------------------------------------


def set_aside(path: Path) -> Path:
    """Rename a broken save (and its journal) out of the way; returns the save's new name."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.corrupt-{stamp}{path.suffix}")
    counter = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.corrupt-{stamp}-{counter}{path.suffix}")
        counter += 1
    if path.exists():
        os.replace(path, target)
    journal = journal_path(path)
    if journal.exists():
        os.replace(journal, target.with_name(target.stem + JOURNAL_SUFFIX))
    return target


def discard(path: Path) -> None:
    """Remove the save files (the session is over or the user started a new one)."""
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
    "SaveError",
    "SavedTable",
    "discard",
    "journal_path",
    "load",
    "remove_orphans",
    "save",
    "set_aside",
]
