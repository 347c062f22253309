"""The statistics of a history, as SQL aggregates over the deal columns (pure functions).

Every function takes the open connection and a :class:`Filter` (game,
period, opponent strength, table size) and returns plain tuples: the panel
plots them, the tests compare them with figures worked out by hand.  Nothing
here loops in Python over stored records: grouping and sums run in SQLite
on indexed columns, so 100,000 deals stay fast.

>>> from stammtisch.engine.history.store import HistoryStore
>>> store = HistoryStore.in_memory()
>>> results_by_role(store.conn, Filter(game="skat"))
[]
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Filter:
    """Which deals count: all of them unless a field narrows it."""

    game: str | None = None
    since: float | None = None
    """Unix time: deals that finished at or after it."""
    until: float | None = None
    """Unix time: deals that finished before it."""
    opponent_level: str | None = None
    players: int | None = None
    session: int | None = None
    """One session's deals (its id)."""

    def where(self, alias: str = "") -> tuple[str, list[Any]]:
        """A ``WHERE`` clause (``"1"`` when nothing narrows) and its parameters."""
        p = f"{alias}." if alias else ""
        parts: list[str] = []
        args: list[Any] = []
        for column, op, value in (
            ("game", "=", self.game),
            ("finished", ">=", self.since),
            ("finished", "<", self.until),
            ("opponent_level", "=", self.opponent_level),
            ("players", "=", self.players),
            ("session_id", "=", self.session),
        ):
            if value is not None:
                parts.append(f"{p}{column} {op} ?")
                args.append(value)
        return (" AND ".join(parts) or "1"), args


def running_total(conn: sqlite3.Connection, f: Filter) -> list[tuple[int, float, int]]:
    """(deal id, finished, running total of the user's score) across sessions, oldest first."""
    where, args = f.where()
    rows = conn.execute(
        f"SELECT id, finished, SUM(score) OVER (ORDER BY finished, id) FROM deals WHERE {where}"
        " ORDER BY finished, id",
        args,
    ).fetchall()
    return [(int(a), float(b), int(c)) for a, b, c in rows]


def spans(
    conn: sqlite3.Connection,
    source: str,
    args: list[Any],
    sums: tuple[str, ...],
    max_points: int = 2000,
) -> list[tuple[int, int, float, tuple[float, ...]]]:
    """The deals of ``source`` (``FROM deals d ... WHERE ...``) in order, thinned for drawing.

    (the deal's id, its place counting from 1, when it finished, the ``sums``
    over it) of each deal, oldest first, when there are at most
    ``max_points``; beyond, the time from the first deal to the last is cut
    into ``max_points`` equal spans and each span with deals gives one such
    row, for its last deal, with the sums over the span.  One pass in
    SQLite without window functions (slow there over 100,000 rows); the
    caller adds the sums up into running totals.
    """
    low, high, count = conn.execute(
        f"SELECT MIN(d.finished), MAX(d.finished), COUNT(*) {source}", args
    ).fetchone()
    summed = ", ".join(f"SUM({x})" for x in sums)
    if count <= max_points or high <= low:
        rows = conn.execute(
            f"SELECT d.id, d.finished, 1, {', '.join(sums)} {source} ORDER BY d.finished, d.id",
            args,
        ).fetchall()
    else:
        scale = max_points * (1 - 1e-9) / (high - low)
        rows = conn.execute(
            f"SELECT d.id, MAX(d.finished), COUNT(*), {summed} {source}"
            " GROUP BY CAST((d.finished - ?) * ? AS INTEGER) ORDER BY 2",
            [*args, low, scale],
        ).fetchall()
    out: list[tuple[int, int, float, tuple[float, ...]]] = []
    place = 0
    for deal_id, finished, deals, *values in rows:
        place += int(deals)
        out.append((int(deal_id), place, float(finished), tuple(float(v or 0) for v in values)))
    return out


def running_total_sampled(
    conn: sqlite3.Connection, f: Filter, max_points: int = 2000
) -> list[tuple[int, int, float, int]]:
    """:func:`running_total` thinned to at most ``max_points`` points, for drawing.

    (deal id, its place in the series counting from 1, finished, running
    total) of each deal, or beyond ``max_points`` deals of the last deal of
    each of ``max_points`` equal spans of time (see :func:`spans`); the sums
    still run over every deal.
    """
    where, args = f.where("d")
    total = 0
    out: list[tuple[int, int, float, int]] = []
    for deal_id, place, finished, (score,) in spans(
        conn, f"FROM deals d WHERE {where}", args, ("d.score",), max_points
    ):
        total += int(score)
        out.append((deal_id, place, finished, total))
    return out


def session_running_total(conn: sqlite3.Connection, session_id: int) -> list[tuple[int, int, int]]:
    """(deal id, deal number, running total) within one session."""
    rows = conn.execute(
        "SELECT id, number, SUM(score) OVER (ORDER BY number) FROM deals"
        " WHERE session_id = ? ORDER BY number",
        (session_id,),
    ).fetchall()
    return [(int(a), int(b), int(c)) for a, b, c in rows]


def latest_session(conn: sqlite3.Connection, f: Filter) -> int | None:
    """The session of the newest deal the filter lets through."""
    where, args = f.where()
    row = conn.execute(
        f"SELECT session_id FROM deals WHERE {where} ORDER BY finished DESC, id DESC LIMIT 1", args
    ).fetchone()
    return None if row is None else int(row[0])


def session_totals(conn: sqlite3.Connection, f: Filter) -> list[tuple[int, int, int]]:
    """(session id, deals, the user's total) per session, oldest first."""
    where, args = f.where()
    rows = conn.execute(
        f"SELECT session_id, COUNT(*), SUM(score) FROM deals WHERE {where}"
        " GROUP BY session_id ORDER BY MIN(finished), session_id",
        args,
    ).fetchall()
    return [(int(a), int(b), int(c)) for a, b, c in rows]


def results_by_role(conn: sqlite3.Connection, f: Filter) -> list[tuple[str, int, int]]:
    """(role, deals, the user's total score) per role, most deals first."""
    return _results_by(conn, f, "role")


def results_by_contract(conn: sqlite3.Connection, f: Filter) -> list[tuple[str, int, int]]:
    """(contract kind, deals, the user's total score) per contract kind, most deals first."""
    return _results_by(conn, f, "contract_kind")


def _results_by(conn: sqlite3.Connection, f: Filter, column: str) -> list[tuple[str, int, int]]:
    """(value of ``column``, deals, the user's total score) per value, most deals first."""
    where, args = f.where()
    rows = conn.execute(
        f"SELECT {column}, COUNT(*), SUM(score) FROM deals WHERE {where}"
        f" GROUP BY {column} ORDER BY COUNT(*) DESC, {column}",
        args,
    ).fetchall()
    return [(str(a), int(b), int(c)) for a, b, c in rows]


def declarer_win_rate(conn: sqlite3.Connection, f: Filter) -> list[tuple[str, int, int]]:
    """(contract kind, games won, games decided) of the user as declarer, most games first.

    Deals without a winner (a Doppelkopf draw) are left out of both counts.
    """
    where, args = f.where()
    rows = conn.execute(
        f"SELECT contract_kind, SUM(declarer_won), COUNT(*) FROM deals WHERE {where}"
        " AND role = 'declarer' AND declarer_won IS NOT NULL"
        " GROUP BY contract_kind ORDER BY COUNT(*) DESC, contract_kind",
        args,
    ).fetchall()
    return [(str(a), int(b), int(c)) for a, b, c in rows]


POINTS_LEFT_OUT = (
    "CASE WHEN role = 'out' THEN 'out'"
    " WHEN contract_kind IN ('passed', 'thrown in', 'redeal', 'doubler', 'Sie') THEN 'unplayed'"
    " WHEN role NOT IN ('declarer', 'partner', 'defender') THEN 'alone'"
    " WHEN game = 'skat' AND contract_kind = 'null' THEN 'null'"
    " WHEN game = 'skat' AND (contract LIKE '%Ouvert%' OR contract LIKE '%Schwarz announced%')"
    " THEN 'every_trick'"
    " WHEN game = 'schafkopf' AND contract LIKE '%Tout%' THEN 'every_trick' END"
)
"""Why a deal's card points decide nothing, as SQL over the deal columns (``NULL`` where
they decide): ``out`` (the user sat out), ``unplayed`` (thrown in, a doubler, a Schafkopf
Sie shown), ``alone`` (no sides: Ramsch, a Leaster), ``null`` (a Skat Null: no trick wins
it), ``every_trick`` (a Tout, a Skat game with Schwarz announced or Ouvert: every trick
decides).  The contract's words are the engine's own, as the record stores them."""

POINTS_REASONS = ("null", "every_trick", "alone", "unplayed", "out")
"""The reasons of :data:`POINTS_LEFT_OUT`, in the order they are told."""


def card_point_histogram(
    conn: sqlite3.Connection, f: Filter, width: int = 10
) -> list[tuple[int, int]]:
    """(lowest card points of the bin, deals) of the user's side's card points.

    Only deals whose card points decide who wins (:data:`POINTS_LEFT_OUT`): the user
    declared, partnered or defended a game played for card points.
    """
    where, args = f.where()
    rows = conn.execute(
        f"SELECT (side_points / ?) * ?, COUNT(*) FROM deals WHERE {where}"
        f" AND ({POINTS_LEFT_OUT}) IS NULL GROUP BY 1 ORDER BY 1",
        [width, width, *args],
    ).fetchall()
    return [(int(a), int(b)) for a, b in rows]


def card_points_left_out(conn: sqlite3.Connection, f: Filter) -> list[tuple[str, int]]:
    """(reason, deals) of the deals :func:`card_point_histogram` leaves out, in the order
    of :data:`POINTS_REASONS`."""
    where, args = f.where()
    rows = dict(
        conn.execute(
            f"SELECT {POINTS_LEFT_OUT} AS why, COUNT(*) FROM deals WHERE {where}"
            " AND why IS NOT NULL GROUP BY why",
            args,
        ).fetchall()
    )
    return [(why, int(rows[why])) for why in POINTS_REASONS if rows.get(why)]


@dataclass(frozen=True)
class Bidding:
    """The user's bids as declarer (Skat): each bid against the game's value."""

    points: list[tuple[int, int, int, int]]
    """(value bid, value of the game played, games, the latest such deal's id), by bid."""

    @property
    def games(self) -> int:
        return sum(n for _, _, n, _ in self.points)

    @property
    def overbid(self) -> int:
        """Games whose value fell short of the bid."""
        return sum(n for bid, value, n, _ in self.points if value < bid)

    @property
    def rate(self) -> float:
        """The share of games overbid (0 when there were none)."""
        return self.overbid / self.games if self.points else 0.0


def bidding(conn: sqlite3.Connection, f: Filter) -> Bidding:
    where, args = f.where()
    rows = conn.execute(
        f"SELECT bid, game_value, COUNT(*), MAX(id) FROM deals WHERE {where}"
        " AND role = 'declarer' AND bid IS NOT NULL AND game_value IS NOT NULL"
        " GROUP BY bid, game_value ORDER BY bid, game_value",
        args,
    ).fetchall()
    return Bidding([(int(a), int(b), int(c), int(d)) for a, b, c, d in rows])


def grades_over_time(conn: sqlite3.Connection, f: Filter) -> list[tuple[int, float, float, int]]:
    """(deal id, finished, mean expected score lost a decision, decisions graded) for each
    graded deal, oldest first."""
    catch_up_grades(conn)
    where, args = f.where("d")
    rows = conn.execute(
        f"SELECT d.id, d.finished, s.lost / s.n, s.n FROM deals d"
        f" JOIN temp.grade_sums s ON s.deal_id = d.id WHERE {where} ORDER BY d.finished, d.id",
        args,
    ).fetchall()
    return [(int(a), float(b), float(c), int(n)) for a, b, c, n in rows]


GRADE_NAMES = ("best", "good", "inaccuracy", "mistake", "blunder")
"""The grades' names (``label`` in the ``grades`` table), best first."""


@dataclass(frozen=True)
class Grades:
    """The user's graded decisions under a filter: losses over time and how many of each grade."""

    points: list[tuple[int, int, float, float, int]]
    """(the latest deal's id, its place among the graded deals counting from 1, when it
    finished, the mean expected score lost a decision since the previous point, decisions
    since the previous point), oldest first; each point stands for one graded deal until
    there are more than ``max_points`` of them."""
    counts: dict[str, int]
    """Decisions per grade name (:data:`GRADE_NAMES`)."""

    @property
    def decisions(self) -> int:
        return sum(self.counts.values())

    @property
    def deals(self) -> int:
        return self.points[-1][1] if self.points else 0

    @property
    def mean_loss(self) -> float:
        """The mean expected score lost a decision over them all (0 when there are none)."""
        lost = sum(loss * n for _, _, _, loss, n in self.points)
        n = sum(p[4] for p in self.points)
        return lost / n if n else 0.0


_SUMS = ", ".join(f"SUM(label = '{name}')" for name in GRADE_NAMES)
_COUNTS = ", ".join(f"c{i}" for i in range(len(GRADE_NAMES)))


def catch_up_grades(conn: sqlite3.Connection, rows: int | None = None) -> bool:
    """Bring the per-deal sums of the grades up to date; ``True`` when they are.

    The sums live in a ``TEMP`` table of the connection (never in the file,
    so the schema is untouched): 100,000 graded deals hold about a million
    grade rows, too many to sum again at every filter change.  The grade rows
    are taken in the order they were written (a rewritten grade is written
    anew), at most ``rows`` of them a call (``None``: all), and the sums of
    the deals they belong to made again; a caller with time to spare (the
    panel while idle) can do it a little at a time.
    """
    conn.execute(
        "CREATE TEMP TABLE IF NOT EXISTS grade_sums (deal_id INTEGER PRIMARY KEY,"
        f" lost REAL NOT NULL, n INTEGER NOT NULL, {_COUNTS.replace(',', ' INTEGER,')} INTEGER)"
    )
    conn.execute("CREATE TEMP TABLE IF NOT EXISTS grade_sums_seen (last INTEGER NOT NULL)")
    row = conn.execute("SELECT last FROM temp.grade_sums_seen").fetchone()
    seen = 0 if row is None else int(row[0])
    newest = int(conn.execute("SELECT COALESCE(MAX(rowid), 0) FROM grades").fetchone()[0])
    if newest <= seen:
        return True
    upto = newest if rows is None else min(newest, seen + rows)
    conn.execute("BEGIN")
    try:
        conn.execute(
            f"INSERT OR REPLACE INTO temp.grade_sums SELECT deal_id, SUM(grade), COUNT(*), {_SUMS}"
            " FROM grades WHERE deal_id IN"
            " (SELECT deal_id FROM grades WHERE rowid > ? AND rowid <= ?) GROUP BY deal_id",
            (seen, upto),
        )
        conn.execute("DELETE FROM temp.grade_sums_seen")
        conn.execute("INSERT INTO temp.grade_sums_seen VALUES (?)", (upto,))
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
    return upto == newest


def grades(conn: sqlite3.Connection, f: Filter, max_points: int = 2000) -> Grades:
    """The user's grades under ``f``, thinned to at most ``max_points`` points for drawing.

    Up to ``max_points`` graded deals, each is a point; beyond, each span of
    time with graded deals (see :func:`spans`): its last deal, the deals
    graded up to it, the mean loss a decision in the span.  The sums come
    from the per-deal sums (:func:`catch_up_grades`).
    """
    catch_up_grades(conn)
    where, args = f.where("d")
    counts = tuple(f"s.c{i}" for i in range(len(GRADE_NAMES)))
    points: list[tuple[int, int, float, float, int]] = []
    totals = [0] * len(GRADE_NAMES)
    for deal_id, place, finished, (lost, n, *each) in spans(
        conn,
        f"FROM deals d JOIN temp.grade_sums s ON s.deal_id = d.id WHERE {where}",
        args,
        ("s.lost", "s.n", *counts),
        max_points,
    ):
        points.append((deal_id, place, finished, lost / n, int(n)))
        for i, c in enumerate(each):
            totals[i] += int(c)
    return Grades(points, dict(zip(GRADE_NAMES, totals, strict=True)))


def luck_running(
    conn: sqlite3.Connection, f: Filter, max_points: int = 2000
) -> list[tuple[int, int, float, float]]:
    """The running sums of the user's and the computer's scores over the deals with a luck
    figure, thinned like :func:`running_total_sampled`: (deal id, place, user, computer)."""
    where, args = f.where("d")
    mine = ours = 0.0
    out: list[tuple[int, int, float, float]] = []
    for deal_id, place, _, (score, ai) in spans(
        conn,
        f"FROM deals d JOIN luck l ON l.deal_id = d.id WHERE {where}",
        args,
        ("d.score", "l.ai_score"),
        max_points,
    ):
        mine += score
        ours += ai
        out.append((deal_id, place, mine, ours))
    return out


def luck_adjusted(conn: sqlite3.Connection, f: Filter) -> list[tuple[int, float, float]]:
    """(deal id, the user's score, the computer's score with the same cards), oldest first."""
    where, args = f.where("d")
    rows = conn.execute(
        f"SELECT d.id, d.score, l.ai_score FROM deals d JOIN luck l ON l.deal_id = d.id"
        f" WHERE {where} ORDER BY d.finished, d.id",
        args,
    ).fetchall()
    return [(int(a), float(b), float(c)) for a, b, c in rows]


def deal_count(conn: sqlite3.Connection, f: Filter) -> int:
    where, args = f.where()
    return int(conn.execute(f"SELECT COUNT(*) FROM deals WHERE {where}", args).fetchone()[0])


def games_stored(conn: sqlite3.Connection) -> list[str]:
    """The games the history holds deals of (a few index lookups, one per game)."""
    out: list[str] = []
    row = conn.execute("SELECT MIN(game) FROM deals").fetchone()
    while row[0] is not None:
        out.append(str(row[0]))
        row = conn.execute("SELECT MIN(game) FROM deals WHERE game > ?", (row[0],)).fetchone()
    return out


# --- the deals one by one (the History view) ----------------------------------------------

_LISTED = (
    "CASE WHEN EXISTS (SELECT 1 FROM json_each(r.record, '$.result.details.winners')"
    " WHERE value = d.user_seat) THEN 4"
    " WHEN json_array_length(r.record, '$.result.details.winners') > 0 THEN 2"
    " WHEN EXISTS (SELECT 1 FROM json_each(r.record, '$.result.details.losers')"
    " WHERE value = d.user_seat) THEN 2"
    " WHEN json_array_length(r.record, '$.result.details.losers') > 0 THEN 4 ELSE 3 END"
)
"""The user's outcome from the stored result's lists of winners and losers, as
:func:`~stammtisch.engine.history.facts.user_outcome` reads them (for :data:`DEAL_ORDERS`)."""

DEAL_ORDERS: dict[str, tuple[str, ...]] = {
    "finished": ("d.finished",),
    "game": ("d.game",),
    "contract": ("d.contract_kind", "d.contract"),
    "declarer": ("json_extract(s.seats, '$[' || d.declarer || ']')",),
    "role": ("d.role",),
    "result": (
        # the user's outcome (facts.user_outcome), best first: won 4, nobody won 3, lost 2,
        # thrown in 1, sat out 0: from the columns where they tell it, else from the stored
        # result's lists (a Ramsch without points or score: Jungfrau, or swept by a
        # Durchmarsch; a Doppelkopf normal game stored before its Re party's verdict was
        # kept, or one nobody won)
        "CASE WHEN d.role = 'out' THEN 0"
        " WHEN d.contract_kind IN ('passed', 'thrown in', 'redeal', 'doubler') THEN 1"
        " WHEN d.declarer_won IS NOT NULL AND d.role IN ('declarer', 'partner')"
        " THEN 2 + 2 * d.declarer_won"
        " WHEN d.declarer_won IS NOT NULL AND d.role = 'defender' THEN 4 - 2 * d.declarer_won"
        " WHEN d.role = 'none' AND d.score < 0 THEN 2"
        " WHEN d.role = 'none' AND (d.score > 0 OR d.side_points > 0) THEN 4"
        " WHEN d.role = 'none' OR (d.game = 'doppelkopf' AND d.contract_kind = 'normal game')"
        f" THEN (SELECT {_LISTED} FROM deal_records r WHERE r.deal_id = d.id)"
        " ELSE 3 END",
    ),
    "score": ("d.score",),
    "grades": ("COALESCE(gs.c4 * 1000000 + gs.c3 * 10000 + gs.c2 * 100 + gs.c1, -1)",),
}
"""What each column of the deal list sorts by (``result``: the user's outcome, won first;
``grades``: by the worst grades, so that
descending the deals with blunders come first and the deals not graded last; counted from
the per-deal sums of :func:`catch_up_grades`, ``c1``..``c4`` being good..blunder)."""


def deal_ids(
    conn: sqlite3.Connection, f: Filter, order: str = "finished", descending: bool = True
) -> list[int]:
    """The ids of the deals ``f`` lets through, sorted by ``order`` (a key of
    :data:`DEAL_ORDERS`), ties newest first.

    One query over the deal columns (the records are not read), so the list of
    100,000 deals is known at once and its rows are read as they are shown
    (:func:`deal_rows`).
    """
    if order not in DEAL_ORDERS:
        raise ValueError(f"unknown deal order {order!r} (one of {', '.join(DEAL_ORDERS)})")
    where, args = f.where("d")
    way = "DESC" if descending else "ASC"
    join = ""
    if order == "declarer":
        join = " JOIN sessions s ON s.id = d.session_id"
    elif order == "grades":
        # the grades summed per deal once (then only those written since), not at every
        # sort: 100,000 graded deals hold some 800,000 grade rows
        catch_up_grades(conn)
        join = " LEFT JOIN temp.grade_sums gs ON gs.deal_id = d.id"
    keys = [f"{key} {way}" for key in DEAL_ORDERS[order]]
    if order != "finished":
        keys.append("d.finished DESC")
    rows = conn.execute(
        f"SELECT d.id FROM deals d{join} WHERE {where} ORDER BY {', '.join(keys)}, d.id DESC",
        args,
    ).fetchall()
    return [int(r[0]) for r in rows]


@dataclass(frozen=True)
class DealRow:
    """One stored deal as the deal list shows it (its record is not read)."""

    id: int
    finished: float
    game: str
    players: int
    session_id: int
    number: int
    contract: str | None
    """The contract as the result names it (the engine's own words; for people, replay the
    record: :meth:`~stammtisch.engine.records.DealRecord.contract_label`)."""
    contract_kind: str
    declarer: int | None
    role: str
    score: int
    declarer_won: bool | None
    user_seat: int
    dealer: int
    seats: tuple[str, ...]
    grades: dict[str, int]
    """The user's graded decisions per grade name (:data:`GRADE_NAMES`; empty: not graded)."""

    @property
    def declarer_name(self) -> str | None:
        if self.declarer is None or not 0 <= self.declarer < len(self.seats):
            return None
        return self.seats[self.declarer]


def deal_rows(conn: sqlite3.Connection, ids: list[int]) -> list[DealRow]:
    """The deals ``ids`` (in that order; an id not stored is left out), with their grades
    counted: two indexed queries, whatever the history's size."""
    if not ids:
        return []
    marks = ", ".join("?" * len(ids))
    rows = conn.execute(
        "SELECT d.id, d.finished, d.game, d.players, d.session_id, d.number, d.contract,"
        " d.contract_kind, d.declarer, d.role, d.score, d.declarer_won, d.user_seat, s.seats,"
        " d.dealer"
        f" FROM deals d JOIN sessions s ON s.id = d.session_id WHERE d.id IN ({marks})",
        ids,
    ).fetchall()
    counts: dict[int, dict[str, int]] = {}
    for deal_id, label, n in conn.execute(
        f"SELECT deal_id, label, COUNT(*) FROM grades WHERE deal_id IN ({marks})"
        " GROUP BY deal_id, label",
        ids,
    ):
        counts.setdefault(int(deal_id), {})[str(label)] = int(n)
    found: dict[int, DealRow] = {}
    for r in rows:
        found[int(r[0])] = DealRow(
            id=int(r[0]),
            finished=float(r[1]),
            game=str(r[2]),
            players=int(r[3]),
            session_id=int(r[4]),
            number=int(r[5]),
            contract=None if r[6] is None else str(r[6]),
            contract_kind=str(r[7]),
            declarer=None if r[8] is None else int(r[8]),
            role=str(r[9]),
            score=int(r[10]),
            declarer_won=None if r[11] is None else bool(r[11]),
            user_seat=int(r[12]),
            seats=_seats(r[13]),
            dealer=int(r[14]),
            grades=counts.get(int(r[0]), {}),
        )
    return [found[i] for i in ids if i in found]


def _seats(text: object) -> tuple[str, ...]:
    """A session's stored seat names (none when the column cannot be read)."""
    try:
        seats = json.loads(str(text))
    except ValueError:
        return ()
    return tuple(str(s) for s in seats) if isinstance(seats, list) else ()


@dataclass(frozen=True)
class SessionRow:
    """One session with deals under a filter: when it was played and how long."""

    id: int
    game: str
    players: int
    seats: tuple[str, ...]
    user_seat: int
    first: float
    """When its first deal (under the filter) finished."""
    last: float
    deals: int


def sessions(conn: sqlite3.Connection, f: Filter) -> list[SessionRow]:
    """The sessions with deals ``f`` lets through, the latest first."""
    where, args = f.where("d")
    rows = conn.execute(
        "SELECT d.session_id, s.game, s.players, s.seats, s.user_seat, MIN(d.finished),"
        f" MAX(d.finished), COUNT(*) FROM deals d JOIN sessions s ON s.id = d.session_id"
        f" WHERE {where} GROUP BY d.session_id ORDER BY MAX(d.finished) DESC, d.session_id DESC",
        args,
    ).fetchall()
    return [
        SessionRow(int(a), str(b), int(c), _seats(d), int(e), float(g), float(h), int(n))
        for a, b, c, d, e, g, h, n in rows
    ]


def session_results(
    conn: sqlite3.Connection, session_id: int
) -> list[tuple[int, int, dict[str, Any]]]:
    """(deal id, dealer, the stored record's JSON) of each deal of a session, in order (for
    its score list)."""
    out: list[tuple[int, int, dict[str, Any]]] = []
    for deal_id, dealer, text in conn.execute(
        "SELECT d.id, d.dealer, r.record FROM deals d JOIN deal_records r ON r.deal_id = d.id"
        " WHERE d.session_id = ? ORDER BY d.number",
        (session_id,),
    ):
        try:
            record = json.loads(text)
        except ValueError:
            record = {}
        out.append((int(deal_id), int(dealer), record if isinstance(record, dict) else {}))
    return out


def deal_seats(conn: sqlite3.Connection, deal_id: int) -> tuple[str, ...]:
    """The seat names of a stored deal's session (none when unknown)."""
    row = conn.execute(
        "SELECT s.seats FROM deals d JOIN sessions s ON s.id = d.session_id WHERE d.id = ?",
        (deal_id,),
    ).fetchone()
    return () if row is None else _seats(row[0])


__all__ = [
    "DEAL_ORDERS",
    "GRADE_NAMES",
    "POINTS_LEFT_OUT",
    "POINTS_REASONS",
    "Bidding",
    "DealRow",
    "Filter",
    "Grades",
    "SessionRow",
    "bidding",
    "card_point_histogram",
    "card_points_left_out",
    "catch_up_grades",
    "deal_count",
    "deal_ids",
    "deal_rows",
    "deal_seats",
    "declarer_win_rate",
    "games_stored",
    "grades",
    "grades_over_time",
    "latest_session",
    "luck_adjusted",
    "luck_running",
    "results_by_contract",
    "results_by_role",
    "running_total",
    "running_total_sampled",
    "session_results",
    "session_running_total",
    "session_totals",
    "sessions",
    "spans",
]
