"""NetSchafkopf's "Schafkopfprotokoll" files: read them, replay them, check their payouts.

A protocol holds one or more sessions, each a header (an optional rule-set
label, then ``gespielt von Gast am DD.MM.YY mit Version …``) and numbered
games: the dealer, the four hands from the dealer's left, the contract, one
line per trick, the result and price sentences (wrapped at about 70
characters), and the running totals.  See
``corpus/netschafkopf/FORMAT.md`` for the whole format.

Seats: ``Gast`` 0, ``PcLinks`` 1, ``PcOben`` 2, ``PcRechts`` 3 (clockwise).

The rules of a session are chosen from its label and the tariffs its price
sentences state (:func:`choose_preset`).  The protocols do not log the
auction, nor who knocked or said Kontra; the replay lets the declarer be the
only one to play (everyone passes in Ramsch), and takes the number of
doublings from the price sentence (``n mal aufgedoppelt``, ``n mal
gespritzt``) as the deal's ``doublings`` context, with Klopfen and Kontra
switched off, so no one is made to knock who may not have.

>>> head = b"netschafkopf_helper\\r\\ngespielt von Gast am 04.08.24 mit Version 8.00\\r\\n \\r\\nGeber: PcOben"
>>> sniff(head), sniff(b'{"format": "stammtisch-deal"}')
(True, False)
>>> choose_preset("PM-Regeln", {"Rufspiel": 1})
'pm_1'
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...cards import Card, parse_german_card
from ...errors import CardError, IllegalActionError, RecordError, ReplayError, StammtischError
from ...phase import Phase
from ...records import CheckOutcome, DealRecord
from ..actions import ANNOUNCE_BASE, BID_BASE, PASS
from ..contracts import Contract, contract_by_name
from ..game import SchafkopfGame
from ..options import preset_rules
from ..state import SchafkopfState

SEATS: dict[str, int] = {"Gast": 0, "PcLinks": 1, "PcOben": 2, "PcRechts": 3}
"""NetSchafkopf's seat names and our seat numbers (play goes Gast → PcLinks → PcOben → PcRechts)."""
SEAT_NAMES = ("Gast", "PcLinks", "PcOben", "PcRechts")
_SPOKEN = {"Du": 0, "dir": 0, **SEATS}

_SUITS = {
    "Eichel": "Eichel",
    "Grün": "Gras",
    "Gruen": "Gras",
    "Gras": "Gras",
    "Herz": "Herz",
    "Schellen": "Schellen",
}

_HEADER = re.compile(r"^gespielt von (\S+) am (\S+) mit Version ([^,\s]+)")
_DEALER = re.compile(r"^Geber: (\w+)\s*$")
_KIND = re.compile(r"^Spielart: (.+)$")  # on stripped lines: linear time, no backtracking
_HAND = re.compile(r"^\s*(\w+) hat: (.*)$")
_TRICK = re.compile(r"^\s*(\w+) spielt aus: (.*)$")
_CONTRACT = re.compile(r"^(Gast|PcLinks|PcOben|PcRechts) spielt (.+)$")
_TOTALS_HEAD = re.compile(r"^Spiel\s+Preis\s+(.*)$")
_DOUBLED = re.compile(r"(?<!\d)(\d{1,6}) mal (aufgedoppelt|gespritzt)")
_OPP_AUGEN = re.compile(r"Die Gegner haben (\d+) Augen")  # compared as text: any length
_RAMSCH_LOSER = re.compile(
    r"(?<!\w)(\w{1,20}) (?:verliert|verlierst) den Ramsch\. \w{1,20} (?:hat|hast) (\d+) Augen"
)
_TOTAL = re.compile(r"[+-]?[0-9]{1,9}")
"""A figure of the totals row: no running total has more than a few digits."""
_PARTNER = re.compile(r" mit (PcLinks|PcOben|PcRechts|dir)\.")
_BASE_PRICE = re.compile(r"(?:Das|Der) (Rufspiel|Einzelspiel|Ramsch) kostet (\d{1,6}) Punkt")


def sniff(head: bytes) -> bool:
    """Whether a file starting with ``head`` is a NetSchafkopf protocol."""
    return b"gespielt von " in head and b" mit Version " in head


def decode(data: bytes) -> str:
    """The text of a protocol: UTF-8 if it is valid UTF-8, else ISO-8859-1; LF line ends.

    >>> decode("Grün\\r\\nGeber\\rx".encode("latin-1"))
    'Grün\\nGeber\\nx'
    """
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    return text.replace("\r\n", "\n").replace("\r", "\n")


def logical_lines(text: str) -> list[tuple[int, str]]:
    """Lines with wrapped sentences joined: a line ending in a blank goes on in the next line.

    Blank lines (NetSchafkopf writes a single space) separate games.  Each
    line comes with its 1-based number in the file.

    >>> logical_lines("Das Rufspiel kostet 2 Punkte. Mit \\nSchwarz 4 Punkte.\\n \\nGeber: Gast")
    [(1, 'Das Rufspiel kostet 2 Punkte. Mit Schwarz 4 Punkte.'), (3, ''), (4, 'Geber: Gast')]
    """
    out: list[tuple[int, str]] = []
    buf = ""
    start = 0
    for number, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            if buf:
                out.append((start, buf.rstrip()))
                buf = ""
            out.append((number, ""))
            continue
        if not buf:
            start = number
        buf += line
        if not line.endswith(" "):
            out.append((start, buf))
            buf = ""
    if buf:
        out.append((start, buf.rstrip()))
    return out


@dataclass
class NetGame:
    """One game of a protocol, as written."""

    session: int
    number: int
    line: int
    label: str
    version: str
    dealer: int
    kind: str = ""
    """``Spielart`` (``Schieber``), empty for a normal deal."""
    hands: list[tuple[int, list[str]]] = field(default_factory=list)
    contract: str = ""
    """``Sauspiel Eichel``-style name, ``Ramsch``, or ``zusammengeworfen``."""
    declarer: int | None = None
    tricks: list[tuple[int, list[str]]] = field(default_factory=list)
    sentences: list[str] = field(default_factory=list)
    price: int | None = None
    totals: tuple[int, ...] = ()
    payout: tuple[int, ...] = ()

    @property
    def name(self) -> str:
        return (
            f"game {self.number}"
            if self.session == 1
            else f"session {self.session} game {self.number}"
        )

    @property
    def text(self) -> str:
        return " ".join(self.sentences)

    def doublings(self) -> int:
        """How often the price sentence says the price doubled (knocks, Kontra, Re)."""
        return sum(int(m.group(1)) for m in _DOUBLED.finditer(self.text))


@dataclass
class NetSession:
    """A session: its header and games."""

    number: int
    label: str
    version: str
    games: list[NetGame] = field(default_factory=list)

    def base_prices(self) -> dict[str, int]:
        """The first stated base price of each kind (``Rufspiel``, ``Einzelspiel``, ``Ramsch``)."""
        out: dict[str, int] = {}
        for game in self.games:
            for m in _BASE_PRICE.finditer(game.text):
                out.setdefault(m.group(1), int(m.group(2)))
        return out


def _contract_name(text: str) -> str:
    """``Mit der Grün-Ass`` → ``Sauspiel Gras``; ``Herz-Solo Tout`` → ``Solo Herz Tout``."""
    t = text.strip()
    m = re.fullmatch(r"Mit der (\w+)-Ass?", t)
    if m:
        return f"Sauspiel {_SUITS.get(m.group(1), m.group(1))}"
    tout = t.endswith(" Tout")
    core = t[: -len(" Tout")] if tout else t
    m = re.fullmatch(r"(\w+)-(Solo|Wenz|Geier)", core)
    if m:
        suit = _SUITS.get(m.group(1), m.group(1))
        kind = {"Solo": "Solo", "Wenz": "Farbwenz", "Geier": "Farbgeier"}[m.group(2)]
        core = f"{kind} {suit}"
    return core + (" Tout" if tout else "")


def parse(text: str) -> list[NetSession]:
    """Every session and game of a protocol's text; :class:`RecordError` if it is malformed."""
    sessions: list[NetSession] = []
    game: NetGame | None = None
    previous = ""
    header_names: list[str] = []
    expect_totals = False
    lines = logical_lines(text)
    for number, line in lines:
        stripped = line.strip()
        m = _HEADER.match(stripped)
        if m:
            label = previous if previous and not previous.startswith("Spiel") else ""
            sessions.append(NetSession(len(sessions) + 1, label, m.group(3)))
            game = None
            previous = stripped
            continue
        if stripped:
            previous = stripped
        if not sessions:
            continue
        session = sessions[-1]
        if expect_totals:
            expect_totals = False
            if game is None:
                raise RecordError(f"line {number}: totals without a game")
            _read_totals(game, header_names, stripped, number, session)
            continue
        m = _DEALER.match(stripped)
        if m:
            dealer = _seat(m.group(1), number)
            game = NetGame(
                session.number,
                len(session.games) + 1,
                number,
                session.label,
                session.version,
                dealer,
            )
            session.games.append(game)
            continue
        if game is None or not stripped:
            continue
        m = _KIND.match(stripped)
        if m:
            game.kind = m.group(1)
            continue
        m = _TRICK.match(line)
        if m:
            game.tricks.append((_seat(m.group(1), number), m.group(2).split()))
            continue
        m = _HAND.match(line)
        if m:
            game.hands.append((_seat(m.group(1), number), m.group(2).split()))
            continue
        m = _CONTRACT.match(stripped)
        if m and not game.contract:
            game.declarer = _seat(m.group(1), number)
            game.contract = _contract_name(m.group(2))
            continue
        if stripped.startswith("Es wurde Ramsch gespielt"):
            game.contract = "Ramsch"
            continue
        if stripped.startswith("Es wurde zusammengeworfen"):
            game.contract = "zusammengeworfen"
            continue
        m = _TOTALS_HEAD.match(stripped)
        if m:
            header_names = m.group(1).split()
            expect_totals = True
            continue
        game.sentences.append(stripped)
    return sessions


def _read_totals(
    game: NetGame, names: list[str], row: str, number: int, session: NetSession
) -> None:
    fields = row.split()
    if len(fields) != len(names) + 2:
        raise RecordError(f"line {number}: the totals row {_cut(row)} does not match its header")
    if not all(_TOTAL.fullmatch(f) for f in fields):
        raise RecordError(f"line {number}: the totals row {_cut(row)} is not all numbers")
    values = [int(f) for f in fields]
    if values[0] != game.number:
        raise RecordError(
            f"line {number}: totals of game {values[0]} where game {game.number} was expected"
        )
    game.price = values[1]
    totals = [0, 0, 0, 0]
    for name, value in zip(names, values[2:], strict=True):
        if name in SEATS:
            totals[SEATS[name]] = value
        elif name != "Stock":
            raise RecordError(f"line {number}: unknown column {name!r} in the totals")
    game.totals = tuple(totals)
    before = session.games[-2].totals if len(session.games) > 1 else (0, 0, 0, 0)
    if len(before) != len(game.totals):
        raise RecordError(f"line {number}: the game before has no totals row")
    game.payout = tuple(a - b for a, b in zip(game.totals, before, strict=True))


def _cut(text: str, limit: int = 60) -> str:
    """``repr(text)`` cut short, so that an error stays one readable line."""
    shown = repr(text)
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"


def _seat(name: str, number: int) -> int:
    seat = _SPOKEN.get(name)
    if seat is None:
        raise RecordError(f"line {number}: {name!r} is not a NetSchafkopf seat")
    return seat


def choose_preset(label: str, prices: dict[str, int]) -> str | None:
    """The preset whose rules a session was played by, from its label and stated base prices.

    ``netschafkopf_helper`` → ``netschafkopf``; ``Standard`` → ``standard_v505``;
    ``PM-Regeln`` at 1 per partner game → ``pm_1``, at 10 → ``pm_10``.
    ``None`` when the label or tariffs match no preset.
    """
    if label == "netschafkopf_helper":
        return "netschafkopf"
    if label == "Standard":
        return "standard_v505"
    if label == "PM-Regeln":
        partner = prices.get("Rufspiel")
        solo = prices.get("Einzelspiel")
        if partner == 1 or (partner is None and solo == 5):
            return "pm_1"
        if partner == 10 or (partner is None and solo == 50):
            return "pm_10"
    return None


def game_for(session: NetSession, short_deck: bool, thrown_in: bool) -> SchafkopfGame | str:
    """The rules a session's game replays under, or why it cannot be replayed."""
    preset = choose_preset(session.label, session.base_prices())
    if preset is None:
        return f"no known rule set for the label {session.label!r} and its tariffs"
    overrides: dict[str, object] = {**preset_rules(preset), "klopfen": False, "kontra_re": False}
    if short_deck:
        overrides["short_deck"] = True
    if thrown_in:
        overrides["all_pass"] = "pay"
    return SchafkopfGame(4, overrides)


@dataclass
class Replayed:
    """A protocol game replayed through our rules."""

    game: NetGame
    state: SchafkopfState | None = None
    skipped: str = ""
    problems: list[str] = field(default_factory=list)


def skip_reason(game: NetGame) -> str:
    """Why a game cannot be compared, or ``""``."""
    if game.kind:
        return (
            f"'Spielart: {game.kind}' deal: the dealer's hand lists placeholder cards and cards "
            "are passed after the deal, which the protocol does not record"
        )
    if any("DU" in cards for _, cards in game.hands):
        return "the hands list placeholder cards (DU)"
    return ""


def replay_game(session: NetSession, game: NetGame) -> Replayed:
    """Replay one game through our engine and compare with what the protocol records."""
    out = Replayed(game)
    reason = skip_reason(game)
    if reason:
        out.skipped = reason
        return out
    if len(game.hands) != 4:
        out.problems.append(f"{len(game.hands)} hands listed, expected 4")
        return out
    sizes = {len(cards) for _, cards in game.hands}
    if len(sizes) != 1 or sizes.pop() not in (6, 8):
        out.problems.append("the hands are not all eight (or all six) cards")
        return out
    short = len(game.hands[0][1]) == 6
    rules = game_for(session, short, game.contract == "zusammengeworfen")
    if isinstance(rules, str):
        out.skipped = rules
        return out
    try:
        out.state = _replay(rules, game)
    except (StammtischError, IllegalActionError) as exc:
        out.problems.append(str(exc))
        return out
    out.problems.extend(_compare(out.state, game))
    return out


def _replay(rules: SchafkopfGame, game: NetGame) -> SchafkopfState:
    doublings = game.doublings()
    context: dict[str, int] = {"doublings": doublings} if doublings else {}
    state = rules.new_state(game.dealer, context)
    expected = tuple((game.dealer + 1 + i) % 4 for i in range(4))
    if tuple(seat for seat, _ in game.hands) != expected:
        raise RecordError("the hands are not listed clockwise from the dealer's left")
    try:
        cards: list[Card] = [parse_german_card(c) for _, hand in game.hands for c in hand]
    except CardError as exc:
        raise RecordError(str(exc)) from None
    state.apply_deal(cards)
    contract: Contract | None = None
    if game.contract not in ("Ramsch", "zusammengeworfen"):
        contract = contract_by_name(game.contract)
    while state.phase is Phase.BIDDING:
        seat = state.current_player()
        state.apply_action(BID_BASE if contract is not None and seat == game.declarer else PASS)
    if contract is not None:
        if state.current_player() != game.declarer:
            raise RecordError(f"{SEAT_NAMES[game.declarer or 0]} did not win the auction")
        state.apply_action(ANNOUNCE_BASE + contract.index)
    for n, (leader, trick) in enumerate(game.tricks, 1):
        if state.current_player() != leader:
            raise RecordError(
                f"trick {n} is led by {SEAT_NAMES[leader]}, but by our rules "
                f"{_seat_name(state.current_player())} leads"
            )
        for card_text in trick:
            seat = state.current_player()
            card = parse_german_card(card_text)
            try:
                state.apply_action(card)
            except IllegalActionError as exc:
                raise RecordError(
                    f"trick {n}: {SEAT_NAMES[seat]} plays {card_text}: {exc.reason}"
                ) from None
    if not state.is_terminal():
        raise RecordError(
            f"the protocol ends after {len(game.tricks)} tricks, before the deal is over"
        )
    return state


def _seat_name(seat: int) -> str:
    return SEAT_NAMES[seat] if 0 <= seat < 4 else f"seat {seat}"


def _compare(state: SchafkopfState, game: NetGame) -> list[str]:
    result = state.result()
    problems: list[str] = []
    if tuple(result.scores) != game.payout:
        problems.append(
            "payout: protocol "
            + _fmt(game.payout)
            + ", ours "
            + _fmt(result.scores)
            + f" ({result.contract}, price {result.details.get('price')})"
        )
    if game.price is not None and result.details.get("price") != game.price:
        problems.append(f"price: protocol {game.price}, ours {result.details.get('price')}")
    m = _OPP_AUGEN.search(game.text)
    if (
        m
        and "opponent_points" in result.details
        and _number_text(m.group(1)) != str(result.details["opponent_points"])
    ):
        problems.append(
            f"opponents' card points: protocol {_shown(m.group(1))}, "
            f"ours {result.details['opponent_points']}"
        )
    m = _RAMSCH_LOSER.search(game.text)
    if m and result.contract == "Ramsch":
        loser = _SPOKEN.get(m.group(1), -1)
        if loser != result.details.get("loser"):
            problems.append(
                f"Ramsch loser: protocol {m.group(1)}, ours {_seat_name(result.details['loser'])}"
            )
        elif _number_text(m.group(2)) != str(result.card_points[loser]):
            problems.append(
                f"Ramsch loser's points: protocol {_shown(m.group(2))}, "
                f"ours {result.card_points[loser]}"
            )
    m = _PARTNER.search(game.text)
    if m and result.details.get("partner") != _SPOKEN[m.group(1)]:
        problems.append(f"partner: protocol {m.group(1)}, ours {result.details.get('partner')}")
    return problems


def _number_text(digits: str) -> str:
    """Digits as ``str(int(digits))`` writes them, without converting (any length)."""
    return digits.lstrip("0") or "0"


def _shown(digits: str) -> str:
    """A stated figure for a message, cut short if it is absurdly long."""
    return digits if len(digits) <= 12 else digits[:10] + "…"


def _fmt(scores: tuple[int, ...] | list[int]) -> str:
    return " ".join(f"{SEAT_NAMES[s]} {v:+d}" for s, v in enumerate(scores))


def read(path: str | Path) -> list[NetSession]:
    """The sessions of the protocol file at ``path``."""
    p = Path(path)
    try:
        data = p.read_bytes()
    except OSError as exc:
        raise RecordError(f"{p}: cannot read: {exc.strerror or exc}") from None
    return parse(decode(data))


def check_file(path: Path) -> Iterator[CheckOutcome]:
    """Replay every game of a protocol and compare with its payouts (and stated figures)."""
    try:
        sessions = read(path)
    except StammtischError as exc:
        yield CheckOutcome(str(path), "error", str(exc))
        return
    for session in sessions:
        for game in session.games:
            name = f"{Path(path).name} {game.name}"
            replayed = replay_game(session, game)
            if replayed.skipped:
                yield CheckOutcome(name, "skipped", replayed.skipped)
            elif replayed.problems:
                yield CheckOutcome(name, "disagree", "; ".join(replayed.problems))
            else:
                yield CheckOutcome(name, "agree")


def replay_file(path: Path) -> Iterator[tuple[str, dict[str, Any]]]:
    """Each game's name and our result as JSON; :class:`RecordError` if a game does not replay."""
    for session in read(path):
        for game in session.games:
            name = f"{Path(path).name} {game.name}"
            replayed = replay_game(session, game)
            if replayed.skipped:
                yield name, {"skipped": replayed.skipped}
                continue
            if replayed.state is None:
                raise ReplayError(f"{name} (line {game.line}): " + "; ".join(replayed.problems))
            yield name, replayed.state.result().to_json()


def deal_records(path: Path) -> Iterator[tuple[str, DealRecord | str]]:
    """Each game as our own deal record (or why it cannot be replayed)."""
    for session in read(path):
        for game in session.games:
            name = f"{Path(path).name} {game.name}"
            replayed = replay_game(session, game)
            if replayed.state is None:
                yield name, replayed.skipped or "; ".join(replayed.problems)
            else:
                yield name, DealRecord.from_state(replayed.state, SEAT_NAMES)


__all__ = [
    "SEATS",
    "SEAT_NAMES",
    "NetGame",
    "NetSession",
    "Replayed",
    "check_file",
    "choose_preset",
    "deal_records",
    "decode",
    "game_for",
    "logical_lines",
    "parse",
    "read",
    "replay_file",
    "replay_game",
    "skip_reason",
    "sniff",
]
