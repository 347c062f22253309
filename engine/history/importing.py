"""Bring existing records into the history: our JSON deals and sessions, ISS, NetSchafkopf.

The format is detected by content (:mod:`stammtisch.engine.importers`).  Every deal goes the
same way, whatever its format:

1. it is replayed through our rules; one that does not replay, or does not finish, is
   skipped with its reason;
2. the result the record states is compared with the replay's, as ``check-records`` compares
   it; a deal that contradicts it is refused with ``check-records``' reason, and nothing of
   it is stored (a record with no result states nothing to contradict);
3. it is written again in canonical form (:meth:`DealRecord.from_state`) and identified by
   its content (:mod:`.identity`): a deal the store holds already, from a game played here,
   an earlier import, another file or earlier in the same file, is counted, never booked
   twice.

The user's seat is the seat with ``user_name``, else ``user_seat``.  The deals of one session
of a file go into one session of the history (each ISS line is a session of its own, since
the user's seat changes from game to game); a session is made with its first deal booked.
"""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import RecordError, StammtischError
from ..importers import detect
from ..records import DealRecord, SessionRecord, load_record
from .identity import content_key
from .store import HistoryStore, SessionInfo


@dataclass
class ImportReport:
    """How an import went: each deal of the file is added, already there, refused or skipped."""

    added: int = 0
    already: int = 0
    """Deals the store holds already (the same content; see :mod:`.identity`)."""
    skipped: list[str] = field(default_factory=list)
    """``<record>: <why>`` for each deal that cannot be booked: it cannot be read, does not
    replay through our rules or does not finish."""
    refused: list[str] = field(default_factory=list)
    """``<record>: <why>`` for each deal whose stated result contradicts its replay, in
    ``check-records``' words; none of it is stored."""


@dataclass(frozen=True)
class _Found:
    """One deal of a file: bookable (``deal``), refused or skipped (with the reason)."""

    name: str
    """The record as ``check-records`` names it."""
    session: str = ""
    number: int = 0
    deal: DealRecord | None = None
    refused: str = ""
    skipped: str = ""


def _checked(name: str, session: str, number: int, deal: DealRecord) -> _Found:
    """A deal of our own format, replayed and compared with the result it states."""
    try:
        state = deal.replay()
    except StammtischError as exc:
        return _Found(name, skipped=str(exc))
    if not state.is_terminal():
        return _Found(name, skipped="the deal is not finished")
    canonical = DealRecord.from_state(state, deal.seats, deal.seed)
    if deal.result is not None:
        problems = deal.check()
        if problems:
            return _Found(name, refused="; ".join(problems))
        canonical = dataclasses.replace(canonical, result=deal.result)  # with its outcome
    return _Found(name, session, number, canonical)


def _own_deals(path: Path) -> Iterator[_Found]:
    record = load_record(path)
    if isinstance(record, SessionRecord):
        for i, deal in enumerate(record.deals):
            yield _checked(f"{path.name} deal {i + 1}", "", i, deal)
    else:
        yield _checked(path.name, "", 0, record)


def _iss_deals(path: Path) -> Iterator[_Found]:
    from ..skat.formats import iss

    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(f"{path}: not UTF-8 text ({exc.reason})") from None
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        name = f"{path.name}:{number}"
        try:
            record = iss.parse_line(line, number)
            name = f"{name} ({record.name})"
            state = iss.replay(record).state
        except StammtischError as exc:
            yield _Found(name, skipped=str(exc))
            continue
        verdict = iss.check_record(record)
        if verdict.status == "disagree":
            yield _Found(name, refused=verdict.message)
        elif not state.is_terminal():
            yield _Found(name, skipped=verdict.message or "the game does not finish")
        else:
            yield _Found(name, f"line {number}", 0, DealRecord.from_state(state, record.players))


def _netschafkopf_deals(path: Path) -> Iterator[_Found]:
    from ..schafkopf.formats import netschafkopf as net

    for session in net.parse(net.decode(path.read_bytes())):
        for i, game in enumerate(session.games):
            done = net.replay_game(session, game)
            name = f"{path.name} {game.name}"
            if done.skipped or done.state is None:
                yield _Found(name, skipped=done.skipped or "; ".join(done.problems))
            elif done.problems:
                yield _Found(name, refused="; ".join(done.problems))
            elif not done.state.is_terminal():
                yield _Found(name, skipped="the game does not finish")
            else:
                deal = DealRecord.from_state(done.state, ("1", "2", "3", "4"))
                yield _Found(name, f"session {session.number}", i, deal)


def import_file(
    store: HistoryStore, path: str | Path, user_name: str | None = None, user_seat: int = 0
) -> ImportReport:
    """Import every deal of ``path``; raises ``RecordError`` when the format is not known."""
    p = Path(path)
    module = detect(p)
    name = module.__name__.rsplit(".", 1)[-1]
    reader = {"iss": _iss_deals, "netschafkopf": _netschafkopf_deals}.get(name, _own_deals)
    digest = hashlib.sha1(p.read_bytes()).hexdigest()[:16]
    store.catch_up_keys()  # deals stored before the store kept keys are known by theirs
    report = ImportReport()
    for found in reader(p):
        deal = found.deal
        if found.refused:
            report.refused.append(f"{found.name}: {found.refused}")
            continue
        if deal is None:
            report.skipped.append(f"{found.name}: {found.skipped}")
            continue
        seat = deal.seats.index(user_name) if user_name in deal.seats else user_seat
        if not 0 <= seat < deal.players:
            seat = 0
        info = SessionInfo(
            uid=f"import:{digest}:{found.session}",
            game=deal.game,
            players=deal.players,
            rules=deal.rules,
            seats=deal.seats or tuple(str(i + 1) for i in range(deal.players)),
            levels=(),
            user_seat=seat,
            source=f"import:{name}",
        )
        if store.import_deal(info, found.number, deal, content_key(deal)) is None:
            report.already += 1
        else:
            report.added += 1
    return report


__all__ = ["ImportReport", "import_file"]
