"""Record formats ``check-records`` and ``replay`` understand, detected by content.

Each format is a module with three functions:

- ``sniff(head: bytes) -> bool``: whether a file starting with ``head`` is in this format;
- ``check_file(path) -> Iterator[CheckOutcome]``: replay every record in the
  file through our engine and compare with the result the file records;
- ``replay_file(path) -> Iterator[tuple[str, dict]]``: each record's name and
  our result as JSON, raising :class:`~stammtisch.engine.errors.RecordError`
  if a record does not replay.

Our own JSON records come first; each game adds its foreign formats.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

from .errors import RecordError, ReplayError, StammtischError
from .records import CheckOutcome, DealRecord, SessionRecord, load_record
from .storage import special_file

# module, relative to this package; one line per format.
_FORMATS: list[str] = [
    ".importers",  # our own JSON records (this module)
    ".skat.formats.iss",
    ".schafkopf.formats.netschafkopf",
]

_HEAD_BYTES = 4096


class UnknownFormatError(RecordError):
    """A file that is no record format this program knows (:func:`detect`)."""


def sniff(head: bytes) -> bool:
    """Our JSON records start with ``{`` (after blanks)."""
    return head.lstrip()[:1] == b"{"


def _deals_of(path: Path) -> list[tuple[str, DealRecord]]:
    return _named_deals(path, load_record(path))


def _named_deals(path: Path, record: DealRecord | SessionRecord) -> list[tuple[str, DealRecord]]:
    if isinstance(record, SessionRecord):
        named = [(f"{path.name} deal {i + 1}", d) for i, d in enumerate(record.deals)]
        if record.current is not None:
            named.append((f"{path.name} current deal", record.current))
        return named
    return [(path.name, record)]


def check_file(path: Path) -> Iterator[CheckOutcome]:
    """Each deal of the file, replayed against its result.  When every deal agrees, a
    session file's header is checked as well, exactly as the app resumes it
    (:func:`~.session.resume_record`); a deal that disagrees is reported once, as that
    deal's line, not a second time as a session that cannot be resumed."""
    try:
        record = load_record(path)
    except StammtischError as exc:
        yield CheckOutcome(str(path), "error", str(exc))
        return
    outcomes = [_check_deal(name, deal) for name, deal in _named_deals(path, record)]
    if isinstance(record, SessionRecord) and all(o.status == "agree" for o in outcomes):
        from .session import resume_record

        try:
            resume_record(record)
        except StammtischError as exc:
            yield CheckOutcome(
                f"{path.name} session", "disagree", f"the session cannot be resumed: {exc}"
            )
    yield from outcomes


def _check_deal(name: str, deal: DealRecord) -> CheckOutcome:
    try:
        problems = deal.check()
    except StammtischError as exc:
        return CheckOutcome(name, "disagree", str(exc))
    if problems:
        return CheckOutcome(name, "disagree", "; ".join(problems))
    return CheckOutcome(name, "agree")


def replay_file(path: Path) -> Iterator[tuple[str, dict[str, Any]]]:
    for name, deal in _deals_of(path):
        try:
            state = deal.replay()
        except ReplayError as exc:
            raise ReplayError(f"{name}: {exc}", exc.index) from None
        if state.is_terminal():
            yield name, state.result().to_json()
        else:
            yield (
                name,
                {
                    "complete": False,
                    "actions": len(deal.actions),
                    "to_move": state.current_player(),
                },
            )


def formats() -> list[ModuleType]:
    """The record format modules installed, in detection order."""
    found: list[ModuleType] = []
    for name in _FORMATS:
        try:
            found.append(importlib.import_module(name, __package__))
        except ModuleNotFoundError as exc:
            if exc.name and exc.name.startswith(str(__package__)):
                continue  # that game's package is not part of this build
            raise
    return found


def detect(path: str | os.PathLike[str]) -> ModuleType:
    """The format module that reads ``path``.

    :class:`RecordError` if it cannot be read or is empty,
    :class:`UnknownFormatError` if no format reads it.
    """
    p = Path(path)
    special = special_file(p)
    if special:
        raise RecordError(f"{special}: refused unread")
    try:
        with p.open("rb") as fh:
            head = fh.read(_HEAD_BYTES)
    except OSError as exc:
        raise RecordError(f"{p}: cannot read: {exc.strerror or exc}") from None
    if not head.strip():
        raise RecordError(f"{p}: the file is empty")
    for module in formats():
        if module.sniff(head):
            return module
    raise UnknownFormatError(f"{p}: not a record format this program knows")


__all__ = ["UnknownFormatError", "check_file", "detect", "formats", "replay_file", "sniff"]
