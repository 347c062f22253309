"""The project's own game records: one deal, or a whole session, as JSON.

The format is documented in ``docs/records.md``.  A deal record holds the
configuration, the seats, the dealer, the cards in dealing order, every
action with its actor, and the result.  Replaying it re-applies every action
through the rules; an illegal one fails with its index and the rule it
breaks.  Loading only parses JSON: nothing in a file is ever executed.

>>> from stammtisch.engine.registry import make_game  # doctest: +SKIP
>>> state = make_game("skat").new_deal(seed=1)        # doctest: +SKIP
>>> record = DealRecord.from_state(state, seed=1)     # doctest: +SKIP
>>> DealRecord.from_json(record.to_json()) == record  # doctest: +SKIP
True
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from .cards import card_str, parse_card
from .errors import RecordError, ReplayError, StammtischError
from .messages import Message
from .registry import make_game
from .state import CHANCE, ContextValue, Game, GameState
from .storage import atomic_write_json, read_json

DEAL_FORMAT = "stammtisch-deal"
SESSION_FORMAT = "stammtisch-session"
FORMAT_VERSION = 1

MAX_DEAL_ACTIONS = 1000
"""No deal of any game here takes more actions (a Skat deal with the longest
bidding takes under 200); longer lists are refused before they are read."""

MAX_SESSION_DEALS = 10_000
"""More finished deals than this in one session are refused before they are read."""


@dataclass(frozen=True)
class DealRecord:
    """One deal: configuration, seats, cards dealt, every action, and (once over) the result."""

    game: str
    players: int
    rules: Mapping[str, Any]
    dealer: int
    deal: tuple[str, ...]
    actions: tuple[tuple[int, str], ...]
    seats: tuple[str, ...] = ()
    context: Mapping[str, ContextValue] = field(default_factory=dict)
    seed: int | None = None
    result: Mapping[str, Any] | None = None

    @classmethod
    def from_state(
        cls, state: GameState, seats: Sequence[str] = (), seed: int | None = None
    ) -> DealRecord:
        """The record of ``state`` so far (with its result if the deal is over)."""
        game = state.game
        deal: list[str] = []
        actions: list[tuple[int, str]] = []
        replay = game.new_state(state.dealer, state.context)
        for actor, action in state.history():
            if actor == CHANCE:
                deal.append(card_str(action))
            else:
                actions.append((actor, replay.action_to_string(action)))
            if actor == CHANCE or actor == replay.current_player():
                replay.apply_unchecked(action)
            else:
                replay.apply_out_of_turn(actor, action)
        return cls(
            game=game.NAME,
            players=game.num_players,
            rules=dict(game.rules.changed()),
            dealer=state.dealer,
            deal=tuple(deal),
            actions=tuple(actions),
            seats=tuple(seats),
            context=dict(state.context),
            seed=seed,
            result=state.result().to_json() if state.is_terminal() else None,
        )

    def make_game(self) -> Game:
        return make_game(self.game, self.players, dict(self.rules))

    def replay(self, upto: int | None = None, game: Game | None = None) -> GameState:
        """Re-apply the deal and the actions (the first ``upto`` of them) through the rules
        (those of ``game`` when given, as a session that holds it does; else the record's).

        Raises :class:`~stammtisch.engine.errors.ReplayError` naming the index of the first action
        that does not parse or is illegal, and the rule it breaks.
        """
        try:
            game = game or self.make_game()
            state = game.new_state(self.dealer, dict(self.context))
            state.apply_deal([parse_card(c) for c in self.deal])
        except StammtischError as exc:
            raise ReplayError(f"the deal does not replay: {exc}") from None
        actions = self.actions if upto is None else self.actions[:upto]
        for i, (actor, text) in enumerate(actions):
            if state.is_terminal():
                raise ReplayError(
                    f"action {i} ({_short(text, 30)} by seat {actor}): the deal is already over", i
                )
            try:
                action = state.parse_action(text)
                state.apply_record_action(actor, action)
            except StammtischError as exc:
                raise ReplayError(
                    f"action {i} ({_short(text, 30)} by seat {actor}): {exc}", i
                ) from None
        return state

    def labels(self, game: Game | None = None) -> list[Message | None]:
        """Each action of the record for people, as the engine labels it where it was taken
        (replayed like :meth:`replay`; raises its :class:`ReplayError`)."""
        state = self.replay(0, game)
        out: list[Message | None] = []
        for i, (actor, text) in enumerate(self.actions):
            try:
                action = state.parse_action(text)
                out.append(state.describe_action(action).label)
                state.apply_record_action(actor, action)
            except StammtischError as exc:
                raise ReplayError(
                    f"action {i} ({_short(text, 30)} by seat {actor}): {exc}", i
                ) from None
        return out

    def contract_label(self, game: Game | None = None) -> Message | None:
        """The contract played, for people, as the engine names it (``None`` when none was:
        everybody passed, the deal was thrown in, or the record no longer replays).  The
        record keeps only its own words for it, so the deal is replayed (like :meth:`replay`)."""
        try:
            state = self.replay(game=game)
        except StammtischError:
            return None
        if state.is_terminal() and not state.result().played:
            return None
        return state.contract_message()

    def check(self) -> list[str]:
        """Replay and compare with the stored result: one line per disagreement.

        A deal booked by a session also stores its ``outcome`` (whether it
        counts, who deals next, the next deal's context); that is compared
        with what the replayed deal says, like every other part of the result.
        """
        state = self.replay()
        if not state.is_terminal():
            return ["the record ends before the deal is over"] if self.result is not None else []
        if self.result is None:
            return []
        ours = state.result().to_json()
        if "outcome" in self.result:
            ours["outcome"] = outcome_json(state)
        return [
            f"{key}: record says {_short(self.result.get(key))}, replay gives {_short(ours.get(key))}"
            for key in sorted(set(ours) | set(self.result))
            if ours.get(key) != self.result.get(key)
        ]

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": DEAL_FORMAT,
            "version": FORMAT_VERSION,
            "game": self.game,
            "players": self.players,
            "rules": dict(self.rules),
            "seats": list(self.seats),
            "dealer": self.dealer,
            "context": dict(self.context),
            "seed": self.seed,
            "deal": list(self.deal),
            "actions": [[actor, text] for actor, text in self.actions],
        }
        if self.result is not None:
            out["result"] = dict(self.result)
        return out

    @classmethod
    def from_json(cls, data: Any, where: str = "record") -> DealRecord:
        """Validate parsed JSON and build the record; :class:`RecordError` says what is wrong."""
        obj = _object(data, where)
        fmt = obj.get("format")
        if fmt != DEAL_FORMAT:
            raise RecordError(f"{where}: 'format' is {_short(fmt)}, expected {DEAL_FORMAT!r}")
        _version(obj, where)
        actions_raw = _list(obj, "actions", where)
        if len(actions_raw) > MAX_DEAL_ACTIONS:
            raise RecordError(
                f"{where}: {len(actions_raw)} actions are more than any deal takes "
                f"(at most {MAX_DEAL_ACTIONS})"
            )
        actions: list[tuple[int, str]] = []
        for i, item in enumerate(actions_raw):
            if (
                not isinstance(item, list)
                or len(item) != 2
                or not _is_int(item[0])
                or not isinstance(item[1], str)
            ):
                raise RecordError(
                    f"{where}: action {i} must be [seat, text], not {_short(item)}", i
                )
            actions.append((item[0], item[1]))
        deal = _list(obj, "deal", where)
        if len(deal) > MAX_DEAL_ACTIONS or not all(isinstance(c, str) for c in deal):
            raise RecordError(f"{where}: 'deal' must be a list of card strings")
        seed = obj.get("seed")
        if seed is not None and not _is_int(seed):
            raise RecordError(f"{where}: 'seed' must be a whole number or null")
        result = obj.get("result")
        if result is not None and not isinstance(result, dict):
            raise RecordError(f"{where}: 'result' must be an object")
        seats = obj.get("seats", [])
        if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
            raise RecordError(f"{where}: 'seats' must be a list of names")
        context = obj.get("context", {})
        if not isinstance(context, dict) or not all(
            isinstance(v, (int, str, bool)) or v is None for v in context.values()
        ):
            raise RecordError(f"{where}: 'context' must map names to plain values")
        players = _int(obj, "players", where, 1)
        return cls(
            game=_str(obj, "game", where),
            players=players,
            rules=_dict(obj, "rules", where),
            dealer=_int(obj, "dealer", where, 0, players - 1),
            deal=tuple(deal),
            actions=tuple(actions),
            seats=tuple(seats),
            context=context,
            seed=seed,
            result=result,
        )


@dataclass(frozen=True)
class SessionRecord:
    """A series of deals: the configuration, the seats, the planned length, the deals so far.

    ``current`` is the deal in progress (no result yet), so a saved session
    resumes exactly where it stopped.
    """

    game: str
    players: int
    rules: Mapping[str, Any]
    seats: tuple[str, ...]
    planned_deals: int
    first_dealer: int
    seed: int | None
    deals: tuple[DealRecord, ...]
    current: DealRecord | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": SESSION_FORMAT,
            "version": FORMAT_VERSION,
            "game": self.game,
            "players": self.players,
            "rules": dict(self.rules),
            "seats": list(self.seats),
            "planned_deals": self.planned_deals,
            "first_dealer": self.first_dealer,
            "seed": self.seed,
            "deals": [d.to_json() for d in self.deals],
            "current": None if self.current is None else self.current.to_json(),
            "extra": dict(self.extra),
        }

    @classmethod
    def from_json(cls, data: Any, where: str = "session") -> SessionRecord:
        obj = _object(data, where)
        fmt = obj.get("format")
        if fmt != SESSION_FORMAT:
            raise RecordError(f"{where}: 'format' is {_short(fmt)}, expected {SESSION_FORMAT!r}")
        _version(obj, where)
        deals_raw = _list(obj, "deals", where)
        if len(deals_raw) > MAX_SESSION_DEALS:
            raise RecordError(
                f"{where}: {len(deals_raw)} deals are more than a session keeps "
                f"(at most {MAX_SESSION_DEALS})"
            )
        deals = tuple(
            DealRecord.from_json(d, f"{where} deal {i + 1}") for i, d in enumerate(deals_raw)
        )
        current_raw = obj.get("current")
        current = (
            None
            if current_raw is None
            else DealRecord.from_json(current_raw, f"{where} current deal")
        )
        seats = _list(obj, "seats", where)
        if not all(isinstance(s, str) for s in seats):
            raise RecordError(f"{where}: 'seats' must be a list of names")
        seed = obj.get("seed")
        if seed is not None and not _is_int(seed):
            raise RecordError(f"{where}: 'seed' must be a whole number or null")
        extra = obj.get("extra", {})
        if not isinstance(extra, dict):
            raise RecordError(f"{where}: 'extra' must be an object")
        players = _int(obj, "players", where, 1)
        return cls(
            game=_str(obj, "game", where),
            players=players,
            rules=_dict(obj, "rules", where),
            seats=tuple(seats),
            planned_deals=_int(obj, "planned_deals", where, 1),
            first_dealer=_int(obj, "first_dealer", where, 0, players - 1),
            seed=seed,
            deals=deals,
            current=current,
            extra=extra,
        )


def load_record(path: str | os.PathLike[str]) -> DealRecord | SessionRecord:
    """Read a deal or session record file; :class:`RecordError` if it is not one."""
    try:
        data = read_json(path)
    except StammtischError as exc:
        raise RecordError(str(exc)) from None
    where = os.fspath(path)
    if isinstance(data, dict) and data.get("format") == SESSION_FORMAT:
        return SessionRecord.from_json(data, where)
    return DealRecord.from_json(data, where)


def save_record(path: str | os.PathLike[str], record: DealRecord | SessionRecord) -> None:
    """Write a record atomically."""
    atomic_write_json(path, record.to_json())


CheckStatus = Literal["agree", "disagree", "skipped", "error"]


@dataclass(frozen=True)
class CheckOutcome:
    """The verdict on one record when checked against our engine."""

    record: str
    status: CheckStatus
    message: str = ""


# --- validation helpers -------------------------------------------------------


def _object(data: Any, where: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise RecordError(f"{where}: a record is a JSON object, not {type(data).__name__}")
    return data


def _version(obj: dict[str, Any], where: str) -> None:
    version = obj.get("version")
    if not _is_int(version) or version != FORMAT_VERSION:
        raise RecordError(
            f"{where}: record version {_short(version)} is not supported (expected {FORMAT_VERSION})"
        )


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _int(
    obj: dict[str, Any], key: str, where: str, low: int | None = None, high: int | None = None
) -> int:
    value = obj.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise RecordError(f"{where}: {key!r} must be a whole number, not {_short(value)}")
    if low is not None and value < low:
        raise RecordError(f"{where}: {key!r} must be at least {low}, not {value}")
    if high is not None and value > high:
        raise RecordError(f"{where}: {key!r} must be at most {high}, not {value}")
    return value


def _short(value: Any, limit: int = 60) -> str:
    """``repr(value)``, cut to ``limit`` characters, so an error stays one readable line."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def outcome_json(state: GameState) -> dict[str, Any]:
    """What a finished deal means for its session, as a session stores it in the result."""
    outcome = state.outcome()
    return {
        "counts": outcome.counts,
        "same_dealer": outcome.same_dealer,
        "next_context": dict(outcome.next_context),
    }


def _str(obj: dict[str, Any], key: str, where: str) -> str:
    value = obj.get(key)
    if not isinstance(value, str):
        raise RecordError(f"{where}: {key!r} must be text, not {_short(value)}")
    return value


def _list(obj: dict[str, Any], key: str, where: str) -> list[Any]:
    value = obj.get(key)
    if not isinstance(value, list):
        raise RecordError(f"{where}: {key!r} must be a list")
    return value


def _dict(obj: dict[str, Any], key: str, where: str) -> dict[str, Any]:
    value = obj.get(key, {})
    if not isinstance(value, dict):
        raise RecordError(f"{where}: {key!r} must be an object")
    return value


__all__ = [
    "DEAL_FORMAT",
    "FORMAT_VERSION",
    "MAX_DEAL_ACTIONS",
    "MAX_SESSION_DEALS",
    "SESSION_FORMAT",
    "CheckOutcome",
    "DealRecord",
    "SessionRecord",
    "load_record",
    "outcome_json",
    "save_record",
]
