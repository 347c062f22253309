"""Game records of the International Skat Server (ISS), replayed through our rules.

One game per line, an SGF-like node (the format is described in the corpus's
``FORMAT.md``)::

    (;GM[Skat]PC[...]ID[541932]...P0[zoot]P1[kermit]P2[foo]...MV[w <deal> 1 p 2 18 ...]R[d:2 loss v:-54 m:-2 bidok p:59 t:4 ...] ;)

ISS seat 0 is forehand, 1 middlehand, 2 rearhand: we replay with dealer 2,
so the seat numbers stay the same.  Every bid, pick-up, discard,
declaration and card goes through :meth:`SkatState.apply_action`, so an
illegal move is reported with the rule it breaks.

A game played to its end must give exactly the server's declarer,
won/lost, value, matadors, card points (skat included), tricks and
overbid flag.  A game that ended early (a claim ``SC``, a resignation
``RE``, a time-out ``TI``, a player leaving ``LE``, a card the server did not
show ``??``) must be legal up to where it stops, and the recorded value must
follow from the contract, our matadors and the card points and tricks the
server recorded.  Passed games (recognised as passed by our replay) and
penalties without a game are skipped, with the reason.

>>> line = ("(;GM[Skat]PC[International Skat Server]ID[6997017]P0[a]P1[b]P2[c]MV[w CQ.D9.C9.CA.D7.H8.SQ.HA.DA.H9."
...         "SA.D8.CK.DQ.S8.CJ.HJ.C8.SK.HQ.DK.H7.DT.S7.ST.DJ.HK.C7.HT.CT.SJ.S9 1 p 2 p 0 p ]R[passed] ;)")
>>> check_record(parse_line(line)).status
'skipped'
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...cards import card_str, mask_points, parse_card
from ...errors import IllegalActionError, RecordError, ReplayError, StammtischError
from ...records import CheckOutcome
from ..actions import decl_action
from ..contracts import declaration_index, parse_declaration
from ..game import SkatGame
from ..scoring import game_outcome
from ..state import DISCARD, SKAT_DECISION, SkatState

_FIELD = re.compile(r"(?<![A-Z0-9])([A-Z][A-Z0-9]{0,7})\[([^][]*)\]")
_MAX_LINE = 16_384
"""An ISS record line is under 2,000 characters; longer lines are refused unread."""
_STOPS = {"TI": "ran out of time", "LE": "left the table"}
_NUMBER = re.compile(r"-?[0-9]{1,9}")
"""A number in a result: no ISS figure has more than a few digits."""


def _cut(text: str, limit: int = 40) -> str:
    """``repr(text)`` cut short, so that an error stays one readable line."""
    shown = repr(text)
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"


@dataclass(frozen=True)
class IssRecord:
    """One ISS game line, parsed."""

    server: str
    game_id: str
    players: tuple[str, str, str]
    deal: tuple[str, ...]
    moves: tuple[tuple[str, str], ...]
    result: dict[str, Any] = field(default_factory=dict)
    passed: bool = False
    line: int = 0

    @property
    def name(self) -> str:
        return f"{self.server} {self.game_id}"


def parse_line(text: str, line: int = 0) -> IssRecord:
    """Parse one ISS record line; :class:`RecordError` says what is missing or malformed."""
    if len(text) > _MAX_LINE:
        raise RecordError(f"the line has {len(text)} characters, too many for an ISS record")
    fields = _FIELD.findall(text)
    if not text.lstrip().startswith("(;GM[Skat]") or not fields:
        raise RecordError("not an ISS Skat record (expected '(;GM[Skat]...')")
    values: dict[str, str] = {}
    result_text: str | None = None
    for key, value in fields:
        if key == "R":
            result_text = value  # the last R[...] is the result
        else:
            values.setdefault(key, value)
    if "MV" not in values:
        raise RecordError("the record has no moves (MV[...])")
    if result_text is None:
        raise RecordError("the record has no result (R[...])")
    tokens = values["MV"].split()
    if len(tokens) < 2 or tokens[0] != "w":
        raise RecordError("the moves do not start with the deal ('w <32 cards>')")
    deal = tuple(tokens[1].split("."))
    if len(deal) != 32:
        raise RecordError(f"the deal has {len(deal)} cards, not 32")
    rest = tokens[2:]
    if len(rest) % 2:
        raise RecordError(f"the moves end with a lone {_cut(rest[-1])} (moves come in pairs)")
    moves = tuple((rest[i], rest[i + 1]) for i in range(0, len(rest), 2))
    for actor, _ in moves:
        if actor not in ("0", "1", "2", "w"):
            raise RecordError(f"{_cut(actor)} is not a seat (0, 1, 2) or the server (w)")
    return IssRecord(
        server=values.get("PC", "?"),
        game_id=values.get("ID", "?"),
        players=(values.get("P0", ""), values.get("P1", ""), values.get("P2", "")),
        deal=deal,
        moves=moves,
        result=parse_result(result_text),
        passed=result_text.strip() == "passed",
        line=line,
    )


def parse_result(text: str) -> dict[str, Any]:
    """The ``R[...]`` keys as a dict: numbers as ints, ``win``/``loss``/``penalty`` under
    ``"outcome"``, ``bidok``/``overbid`` under ``"bid"``.

    >>> parse_result("d:2 loss v:-54 m:-2 bidok p:59 t:4 s:0 z:0")["v"]
    -54
    """
    out: dict[str, Any] = {}
    for token in text.split():
        key, sep, value = token.partition(":")
        if sep:
            if not _NUMBER.fullmatch(value):
                raise RecordError(f"result value {_cut(token)} is not a number")
            out[key] = int(value)
        elif token in ("win", "loss", "penalty"):
            out["outcome"] = token
        elif token in ("bidok", "overbid"):
            out["bid"] = token
        elif token == "passed":
            out["outcome"] = "passed"
    return out


@dataclass
class Replay:
    """How far a record replays through our rules, and why it stopped."""

    state: SkatState
    stop: str | None = None
    claims: list[str] = field(default_factory=list)
    pending_game: str | None = None


def _is_game(text: str) -> bool:
    try:
        parse_declaration(text)
    except StammtischError:
        return False
    return text != "s"


def replay(record: IssRecord) -> Replay:
    """Apply the record's deal and moves to a fresh state, every move checked.

    Raises :class:`~stammtisch.engine.errors.ReplayError` naming the move that is not legal and why.
    """
    state = SkatGame(3).new_state(dealer=2)
    try:
        state.apply_deal([parse_card(c) for c in record.deal])
    except StammtischError as exc:
        raise ReplayError(f"the deal does not replay: {exc}") from None
    out = Replay(state)
    for number, (actor, text) in enumerate(record.moves, start=1):
        where = f"move {number} ({actor} {text})"
        try:
            if actor == "w":
                kind, _, who = text.partition(".")
                if kind in _STOPS:
                    out.stop = f"seat {who} {_STOPS[kind]}"
                    return out
                _check_skat_shown(record, text, where)
                continue
            seat = int(actor)
            if text in ("SC", "RE"):
                out.claims.append(f"seat {seat} {'claims' if text == 'SC' else 'resigns'}")
                continue
            if text == "??":
                out.stop = f"seat {seat} played a card the server did not show"
                return out
            _apply_move(state, out, seat, text)
        except StammtischError as exc:
            text = str(exc)
            if isinstance(exc, IllegalActionError) and exc.reason not in text:
                text = f"{text}: {exc.reason}"
            raise ReplayError(f"{where}: {text}", number) from None
    return out


def _check_skat_shown(record: IssRecord, text: str, where: str) -> None:
    shown = sorted(parse_card(c) for c in text.split("."))
    dealt = sorted(parse_card(c) for c in record.deal[30:])
    if shown != dealt:
        raise ReplayError(
            f"{where}: the server shows a skat that was not dealt ({record.deal[30]}.{record.deal[31]})"
        )


def _apply_move(state: SkatState, out: Replay, seat: int, text: str) -> None:
    parts = text.split(".")
    stage = state.stage
    if stage == DISCARD and seat == state.declarer:
        if _is_game(parts[0]):
            out.pending_game = parts[0]
            parts = parts[1:]
            if not parts:
                return  # the newer split form: the discards follow as their own move
        if out.pending_game is None:
            raise StammtischError("the skat must be put away with a game declaration")
        if len(parts) < 2:
            raise StammtischError("two cards must be put away")
        for card in parts[:2]:
            state.apply_record_action(seat, state.parse_action(card))
        _declare(state, seat, out.pending_game, parts[2:])
        out.pending_game = None
        return
    if stage == SKAT_DECISION and len(parts) > 1 and _is_game(parts[0]):
        _declare(state, seat, parts[0], parts[1:])
        return
    state.apply_record_action(seat, state.parse_action(text))


def _declare(state: SkatState, seat: int, code: str, shown: list[str]) -> None:
    state.apply_record_action(seat, decl_action(code))
    if shown:
        open_hand = sorted(parse_card(c) for c in shown)
        if open_hand != state.hand(seat):
            raise StammtischError("the open cards shown are not the declarer's hand")


@dataclass(frozen=True)
class Verdict:
    """The outcome of checking one record: ``agree``, ``disagree`` or ``skipped``."""

    status: str
    message: str
    ours: dict[str, Any]


_COMPARED = (
    ("d", "declarer"),
    ("v", "value"),
    ("m", "matadors"),
    ("p", "card points"),
    ("t", "tricks"),
)


def check_record(record: IssRecord) -> Verdict:
    """Replay ``record`` and compare our result with the server's."""
    try:
        rep = replay(record)
    except RecordError as exc:
        return Verdict("disagree", str(exc), {})
    state = rep.state
    res = record.result
    if state.is_terminal():
        result = state.result()
        if not result.played:
            if record.passed:
                return Verdict(
                    "skipped",
                    "passed game: all three players passed (our replay ends passed in too)",
                    {"passed": True},
                )
            return Verdict(
                "disagree",
                f"our replay ends passed in; the server's result is {res}",
                {"passed": True},
            )
        ours = _ours_complete(state)
        if record.passed:
            return Verdict("disagree", "the server says passed; our replay has a game", ours)
        problems = _compare(res, ours, ("d", "v", "m", "p", "t"))
        return Verdict("disagree" if problems else "agree", "; ".join(problems), ours)
    if record.passed:
        return Verdict("disagree", "the server says passed; our replay is not over", {})
    if res.get("outcome") == "penalty" or state.declaration is None:
        why = rep.stop or "the record stops"
        if state.declarer is None:
            what = "no game was declared"
        elif rep.pending_game is not None:
            what = f"seat {state.declarer} named {rep.pending_game} but never put the skat away"
        else:
            what = f"seat {state.declarer} won the bidding but never declared"
        return Verdict(
            "skipped",
            f"penalty, not a game: {why} before the game began ({what}); server result "
            f"v:{res.get('v')} m:{res.get('m')} cannot be scored",
            {},
        )
    # ended early: the value must follow from the contract, our matadors and the server's p and t
    ours = _ours_early(state, res)
    problems = _compare(res, ours, ("d", "v", "m"))
    problems += _plausible(state, res)
    how = rep.stop or ", ".join(rep.claims) or "the moves stop"
    message = (
        "; ".join(problems)
        if problems
        else f"ended early ({how}); value follows from p:{res.get('p')} t:{res.get('t')}"
    )
    return Verdict("disagree" if problems else "agree", message, ours)


def _ours_complete(state: SkatState) -> dict[str, Any]:
    result = state.result()
    details = result.details
    return {
        "d": result.declarer,
        "outcome": "win" if details["won"] else "loss",
        "v": details["declarer_score"],
        "m": details["matadors"],
        "bid": "overbid" if details["overbid"] else "bidok",
        "p": details["declarer_points"],
        "t": details["declarer_tricks"],
        "contract": result.contract,
        "declaration": details["declaration"],
        "complete": True,
    }


def _ours_early(state: SkatState, res: dict[str, Any]) -> dict[str, Any]:
    decl = state.declaration
    assert decl is not None and state.declarer is not None
    points = int(res.get("p", 0))
    tricks = int(res.get("t", 0))
    won, value, overbid = game_outcome(
        declaration_index(decl), state.matadors(), state.bid, points, tricks
    )
    return {
        "d": state.declarer,
        "outcome": "win" if won else "loss",
        "v": value if won else -2 * value,
        "m": state.matadors(),
        "bid": "overbid" if overbid else "bidok",
        "p": points,
        "t": tricks,
        "contract": decl.name,
        "declaration": decl.code,
        "complete": False,
        "tricks_played": state.tricks_played,
    }


def _compare(res: dict[str, Any], ours: dict[str, Any], keys: tuple[str, ...]) -> list[str]:
    problems = []
    for key, label in _COMPARED:
        if key in keys and res.get(key) != ours[key]:
            problems.append(f"{label} ({key}): server says {res.get(key)!r}, ours {ours[key]!r}")
    for key, label in (("outcome", "won/lost"), ("bid", "bid")):
        if res.get(key) != ours[key]:
            problems.append(f"{label}: server says {res.get(key)!r}, ours {ours[key]!r}")
    return problems


def _plausible(state: SkatState, res: dict[str, Any]) -> list[str]:
    """The server's p and t for an unfinished game must be reachable from the tricks played."""
    d = state.declarer
    assert d is not None
    p, t = int(res.get("p", -1)), int(res.get("t", -1))
    have_p = state.card_points_taken(d) + mask_points(_skat_mask(state))
    others_p = sum(state.card_points_taken(s) for s in range(3) if s != d)
    have_t = state.tricks_taken(d)
    others_t = state.tricks_played - have_t
    problems = []
    if not have_p <= p <= 120 - others_p:
        problems.append(
            f"p:{p} cannot be reached: the declarer has {have_p}, the defenders {others_p}"
        )
    if not have_t <= t <= 10 - others_t:
        problems.append(
            f"t:{t} cannot be reached: the declarer has {have_t} tricks, the defenders {others_t}"
        )
    return problems


def _skat_mask(state: SkatState) -> int:
    return sum(1 << c for c in state.skat())


# --- the importer interface (see engine/importers.py) -------------------------------------


def sniff(head: bytes) -> bool:
    """ISS records start with ``(;GM[Skat]``."""
    return head.lstrip().startswith(b"(;GM[Skat]")


def _records(path: Path) -> Iterator[tuple[int, str]]:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(f"{path}: not UTF-8 text ({exc.reason})") from None
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip():
            yield number, line


def check_file(path: Path) -> Iterator[CheckOutcome]:
    """Check every record of an ISS file against our rules."""
    try:
        lines = list(_records(path))
    except (RecordError, OSError) as exc:
        yield CheckOutcome(str(path), "error", str(exc))
        return
    for number, line in lines:
        where = f"{path.name}:{number}"
        try:
            record = parse_line(line, number)
        except RecordError as exc:
            yield CheckOutcome(where, "error", str(exc))
            continue
        verdict = check_record(record)
        status = verdict.status
        assert status in ("agree", "disagree", "skipped")
        yield CheckOutcome(f"{where} ({record.name})", status, verdict.message)  # type: ignore[arg-type]


def replay_file(path: Path) -> Iterator[tuple[str, dict[str, Any]]]:
    """Each record's name and our result; :class:`RecordError` if a record does not replay."""
    for number, line in _records(path):
        record = parse_line(line, number)
        rep = replay(record)
        name = f"{path.name}:{number} ({record.name})"
        verdict = check_record(record)
        state = rep.state
        out: dict[str, Any] = {"status": verdict.status, "message": verdict.message}
        if state.is_terminal():
            out["result"] = state.result().to_json()
        else:
            out["ended_early"] = rep.stop or ", ".join(rep.claims) or "the moves stop"
            out["ours"] = verdict.ours
            out["tricks_played"] = state.tricks_played
        out["server_result"] = record.result
        yield name, out


def deal_cards(record: IssRecord) -> list[str]:
    """The deal in our dealing order (the same as ISS's)."""
    return [card_str(parse_card(c)) for c in record.deal]


__all__ = [
    "IssRecord",
    "Replay",
    "Verdict",
    "check_file",
    "check_record",
    "parse_line",
    "parse_result",
    "replay",
    "replay_file",
    "sniff",
]
