"""The running session on disk: saved after every action, offered for resuming.

The file is the engine's :class:`~stammtisch.engine.records.SessionRecord`
JSON, written atomically, with the desktop's own facts (which seat is the
user, each computer's strength) under ``extra["desktop"]``.  A file that
cannot be read or does not replay is renamed aside (``*.corrupt-<time>.json``)
and reported; it never crashes the app.  No Qt here.
"""

from __future__ import annotations

import dataclasses
import os
import time
from dataclasses import dataclass
from pathlib import Path

from stammtisch.engine.errors import StammtischError
from stammtisch.engine.records import SessionRecord, load_record, save_record
from stammtisch.engine.session import Session

SAVE_NAME = "session.json"


class SaveError(Exception):
    """The saved session cannot be resumed; the message says why."""


@dataclass
class SavedTable:
    """A session with the desktop's seating: the user's seat and each seat's strength."""

    session: Session
    human: int
    levels: list[str]


def save(path: Path, table: SavedTable) -> None:
    """Write the session atomically (the old file stays whole if this fails)."""
    record = table.session.to_record()
    extra = dict(record.extra)
    extra["desktop"] = {"human": table.human, "levels": list(table.levels)}
    save_record(path, dataclasses.replace(record, extra=extra))


def load(path: Path) -> SavedTable:
    """Read and replay a saved session; :class:`SaveError` says what is wrong."""
    try:
        record = load_record(path)
    except StammtischError as exc:
        raise SaveError(str(exc)) from None
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
    try:
        session = Session.from_record(record)
    except StammtischError as exc:
        raise SaveError(str(exc)) from None
    except Exception as exc:  # a game's replay failing in an unexpected way
        raise SaveError(
            f"{path}: the session does not replay ({type(exc).__name__}: {exc})"
        ) from None
    return SavedTable(session, human, list(levels))


def set_aside(path: Path) -> Path:
    """Rename a broken save file out of the way; returns its new name."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.corrupt-{stamp}{path.suffix}")
    counter = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.corrupt-{stamp}-{counter}{path.suffix}")
        counter += 1
    os.replace(path, target)
    return target


def discard(path: Path) -> None:
    """Remove the save file (the session is over or the user started a new one)."""
    path.unlink(missing_ok=True)


__all__ = ["SAVE_NAME", "SaveError", "SavedTable", "discard", "load", "save", "set_aside"]
