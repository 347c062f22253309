"""Bring existing records into the history: our JSON deals and sessions, ISS, NetSchafkopf.

The format is detected by content (:mod:`stammtisch.engine.importers`).
Every deal is replayed through our rules first; one that does not replay,
or did not finish, is counted as skipped with its reason, and the rest go
in.  The user's seat is the seat with ``user_name``, else ``user_seat``.
Importing the same file twice adds nothing the second time (the session
id is the file's content hash and the session's place in it; each ISS line is
a session of its own, since the user's seat changes from game to game).
"""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import StammtischError
from ..importers import detect
from ..records import DealRecord, SessionRecord, load_record
from .store import HistoryStore, SessionInfo


@dataclass
class ImportReport:
    """How an import went."""

    added: int = 0
    already: int = 0
    skipped: list[str] = field(default_factory=list)


def _own_deals(path: Path) -> Iterator[tuple[str, int, DealRecord | str]]:
    record = load_record(path)
    deals = record.deals if isinstance(record, SessionRecord) else (record,)
    for i, deal in enumerate(deals):
        yield "", i, deal


def _iss_deals(path: Path) -> Iterator[tuple[str, int, DealRecord | str]]:
    from ..skat.formats import iss

    text = path.read_text(encoding="utf-8")
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = iss.parse_line(line, number)
            state = iss.replay(record).state
        except StammtischError as exc:
            yield f"line {number}", 0, f"line {number}: {exc}"
            continue
        if not state.is_terminal():
            yield f"line {number}", 0, f"line {number}: the game does not finish"
            continue
        yield f"line {number}", 0, DealRecord.from_state(state, record.players)


def _netschafkopf_deals(path: Path) -> Iterator[tuple[str, int, DealRecord | str]]:
    from ..schafkopf.formats import netschafkopf as net

    sessions = net.parse(net.decode(path.read_bytes()))
    for session in sessions:
        for i, game in enumerate(session.games):
            done = net.replay_game(session, game)
            key = f"session {session.number}"
            if done.state is None or done.problems or not done.state.is_terminal():
                reason = done.skipped or "; ".join(done.problems) or "the game does not finish"
                yield key, i, f"{game.name}: {reason}"
                continue
            yield key, i, DealRecord.from_state(done.state, ("1", "2", "3", "4"))


def import_file(
    store: HistoryStore, path: str | Path, user_name: str | None = None, user_seat: int = 0
) -> ImportReport:
    """Import every deal of ``path``; raises ``RecordError`` when the format is not known."""
    p = Path(path)
    module = detect(p)
    name = module.__name__.rsplit(".", 1)[-1]
    reader = {"iss": _iss_deals, "netschafkopf": _netschafkopf_deals}.get(name, _own_deals)
    digest = hashlib.sha1(p.read_bytes()).hexdigest()[:16]
    report = ImportReport()
    for key, number, deal in reader(p):
        if isinstance(deal, str):
            report.skipped.append(deal)
            continue
        try:
            state = deal.replay()
        except StammtischError as exc:
            report.skipped.append(f"{key or p.name} deal {number + 1}: {exc}")
            continue
        if not state.is_terminal():
            report.skipped.append(f"{key or p.name} deal {number + 1}: not finished")
            continue
        if deal.result is None:
            deal = dataclasses.replace(deal, result=state.result().to_json())
        seat = deal.seats.index(user_name) if user_name in deal.seats else user_seat
        if not 0 <= seat < deal.players:
            seat = 0
        info = SessionInfo(
            uid=f"import:{digest}:{key}",
            game=deal.game,
            players=deal.players,
            rules=deal.rules,
            seats=deal.seats or tuple(str(i + 1) for i in range(deal.players)),
            levels=(),
            user_seat=seat,
            source=f"import:{name}",
        )
        session_id = store.begin_session(info)
        if store.add_deal(session_id, number, deal) is None:
            report.already += 1
        else:
            report.added += 1
    return report


__all__ = ["ImportReport", "import_file"]
