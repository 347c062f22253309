"""Sessions: a series of deals at one table.

A session deals, rotates the dealer (or keeps it where the game says the
same dealer deals again), keeps the running totals and each seat's won and
lost games, ends after the planned number of counting deals, and ranks the
seats.  It is saved as a :class:`~stammtisch.engine.records.SessionRecord`
after every action and resumes exactly.

>>> from stammtisch.engine.registry import make_game   # doctest: +SKIP
>>> s = Session(make_game("skat"), ["Ann", "Ben", "Cem"], planned_deals=3, seed=5)  # doctest: +SKIP
>>> state = s.start_deal()                             # doctest: +SKIP
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from typing import Any

from .cards import card_str
from .errors import RecordError, StammtischError
from .records import DealRecord, SessionRecord, outcome_json
from .registry import make_game
from .state import ContextValue, DealResult, Game, GameState


class Session:
    """A series of deals with dealer rotation, running totals and a final ranking."""

    def __init__(
        self,
        game: Game,
        seats: Sequence[str],
        planned_deals: int,
        first_dealer: int = 0,
        seed: int | None = None,
    ) -> None:
        if len(seats) != game.num_players:
            raise StammtischError(
                f"{game.TITLE} at this table seats {game.num_players}, not {len(seats)} names"
            )
        if planned_deals < 1:
            raise StammtischError("a session has at least one deal")
        if not 0 <= first_dealer < game.num_players:
            raise StammtischError(f"no seat {first_dealer} to deal first")
        self.game = game
        self.seats = tuple(seats)
        self.planned_deals = planned_deals
        self.first_dealer = first_dealer
        self.seed = random.randrange(2**31) if seed is None else seed
        self.deals: list[DealRecord] = []
        self.current: GameState | None = None
        self._current_seed: int | None = None

    # --- progress ---------------------------------------------------------

    @property
    def counting_deals(self) -> int:
        """Deals played so far that count towards the session's length."""
        return sum(1 for d in self.deals if _outcome(d).get("counts", True))

    def is_over(self) -> bool:
        """Whether the planned number of counting deals has been played."""
        return self.current is None and self.counting_deals >= self.planned_deals

    def next_dealer(self) -> int:
        """The seat that deals the next deal."""
        dealer = self.first_dealer
        for record in self.deals:
            if not _outcome(record).get("same_dealer", False):
                dealer = (record.dealer + 1) % self.game.num_players
            else:
                dealer = record.dealer
        return dealer

    def next_context(self) -> dict[str, ContextValue]:
        """The context the next deal starts with (see :class:`~stammtisch.engine.state.DealOutcome`)."""
        if not self.deals:
            return {}
        ctx = _outcome(self.deals[-1]).get("next_context", {})
        return dict(ctx) if isinstance(ctx, dict) else {}

    def deal_seed(self, index: int) -> int:
        """The shuffle seed of the ``index``-th deal of this session."""
        return random.Random(self.seed * 1_000_003 + index).randrange(2**63)

    @property
    def current_seed(self) -> int | None:
        """The shuffle seed of the deal in progress (``None`` between deals)."""
        return self._current_seed

    def start_deal(self) -> GameState:
        """Deal the next deal and make it current."""
        if self.current is not None:
            raise StammtischError("a deal is still in progress")
        if self.is_over():
            raise StammtischError("the session is over")
        seed = self.deal_seed(len(self.deals))
        self._current_seed = seed
        self.current = self.game.new_deal(
            seed=seed, dealer=self.next_dealer(), context=self.next_context()
        )
        return self.current

    def finish_deal(self) -> DealResult:
        """Book the current deal once it is over; returns its result."""
        state = self.current
        if state is None or not state.is_terminal():
            raise StammtischError("the current deal is not over")
        record = DealRecord.from_state(state, self.seats, self._current_seed)
        result = dict(record.result or {})
        result["outcome"] = outcome_json(state)
        self.deals.append(dataclasses.replace(record, result=result))
        self.current = None
        self._current_seed = None
        return state.result()

    # --- totals and ranking --------------------------------------------------

    def deal_scores(self) -> list[tuple[int, ...]]:
        """Each booked deal's scores per seat (a resumed session's deals were checked on load)."""
        return [_scores(d) for d in self.deals]

    def totals(self) -> list[int]:
        """Running totals per seat."""
        totals = [0] * self.game.num_players
        for scores in self.deal_scores():
            for seat, value in enumerate(scores):
                totals[seat] += value
        return totals

    def won_lost(self) -> tuple[list[int], list[int]]:
        """Games won and lost per seat, as declarer (or as the declaring side's players)."""
        wins = [0] * self.game.num_players
        losses = [0] * self.game.num_players
        for record in self.deals:
            details = (record.result or {}).get("details", {})
            for seat in details.get("winners", []) or []:
                wins[seat] += 1
            for seat in details.get("losers", []) or []:
                losses[seat] += 1
        return wins, losses

    def ranking(self) -> list[list[int]]:
        """Seats grouped by place, best first (ties share a place)."""
        wins, losses = self.won_lost()
        return self.game.ranking(self.totals(), wins, losses)

    # --- saving and resuming -------------------------------------------------

    def to_record(self) -> SessionRecord:
        current = None
        if self.current is not None:
            current = DealRecord.from_state(self.current, self.seats, self._current_seed)
        return SessionRecord(
            game=self.game.NAME,
            players=self.game.num_players,
            rules=dict(self.game.rules.changed()),
            seats=self.seats,
            planned_deals=self.planned_deals,
            first_dealer=self.first_dealer,
            seed=self.seed,
            deals=tuple(self.deals),
            current=current,
        )

    @classmethod
    def from_record(cls, record: SessionRecord) -> Session:
        """Resume a saved session, trusting nothing in it.

        Every finished deal must be a deal of this session (same game, rules
        and seats' count, dealt by the seat whose turn it was, with the
        context the deal before left, the session's shuffle) and must replay to exactly the result
        and outcome it stores; the deal in progress is replayed action by
        action.  :class:`~stammtisch.engine.errors.RecordError` names the
        first deal that is wrong and why.
        """
        try:
            game = make_game(record.game, record.players, dict(record.rules))
            session = cls(
                game, record.seats, record.planned_deals, record.first_dealer, record.seed
            )
        except StammtischError as exc:
            raise RecordError(f"session cannot be resumed: {exc}") from None
        for i, deal in enumerate(record.deals):
            problem = session._mismatch(deal, i) or _booked_problem(deal)
            if problem:
                raise RecordError(f"deal {i + 1} of the session: {problem}")
            session.deals.append(deal)
        if record.current is not None:
            problem = session._mismatch(record.current, len(record.deals))
            if problem:
                raise RecordError(f"the deal in progress: {problem}")
            try:
                session.current = record.current.replay()
            except StammtischError as exc:
                raise RecordError(f"the deal in progress: {exc}") from None
            session._current_seed = record.current.seed
        return session

    def _mismatch(self, deal: DealRecord, index: int) -> str:
        """Why ``deal`` cannot be this session's deal number ``index`` ('' if it can)."""
        game = self.game
        if deal.game != game.NAME or deal.players != game.num_players:
            return f"a deal of {deal.game} for {deal.players}, not of this session's game"
        if dict(deal.rules) != dict(game.rules.changed()):
            return "its rules are not the session's rules"
        if deal.dealer != self.next_dealer():
            return f"dealt by seat {deal.dealer}, but seat {self.next_dealer()} was to deal"
        if dict(deal.context) != self.next_context():
            return "it does not start where the deal before left off"
        if deal.seed != self.deal_seed(index):
            return "its shuffle seed is not the one this session deals with"
        if list(deal.deal) != [card_str(c) for c in game.shuffled_deck(deal.seed)]:
            return "its cards are not the ones this session dealt"
        return ""

    def to_json(self) -> dict[str, Any]:
        return self.to_record().to_json()


def seating(record: SessionRecord) -> tuple[int, list[str]] | None:
    """The desktop's seating a session record keeps in ``extra["desktop"]``: the user's seat
    and each seat's strength (``None`` when the record has none).

    :class:`~stammtisch.engine.errors.RecordError` when it is there but not valid: the
    app's loader and ``check-records`` refuse such a session alike.
    """
    desktop = record.extra.get("desktop")
    if desktop is None:
        return None
    human = desktop.get("human") if isinstance(desktop, dict) else None
    levels = desktop.get("levels") if isinstance(desktop, dict) else None
    if (
        not isinstance(human, int)
        or isinstance(human, bool)
        or not 0 <= human < record.players
        or not isinstance(levels, list)
        or len(levels) != record.players
        or not all(isinstance(level, str) and 0 < len(level) <= 40 for level in levels)
    ):
        raise RecordError("the seating of the table is not valid")
    return human, list(levels)


def resume_record(record: SessionRecord) -> tuple[Session, tuple[int, list[str]] | None]:
    """The session a record holds, checked as the app resumes it: the header (game, table
    size, rules, seats, length, first dealer, seed), every finished deal in its place and
    replaying to its result, the deal in progress, and the seating if the record keeps one.

    :class:`~stammtisch.engine.errors.RecordError` says what is wrong in one line.
    """
    seats = seating(record)
    return Session.from_record(record), seats


def _booked_problem(deal: DealRecord) -> str:
    """Why a finished deal does not replay to the result it stores ('' if it does)."""
    if deal.result is None or not isinstance(deal.result.get("outcome"), dict):
        return "it has no result"
    try:
        problems = deal.check()  # a deal that stops before its end is a problem here
    except StammtischError as exc:
        return str(exc)
    return "; ".join(problems)


def _scores(record: DealRecord) -> tuple[int, ...]:
    scores = (record.result or {}).get("scores", [])
    if not isinstance(scores, list):
        return ()
    return tuple(x if isinstance(x, int) and not isinstance(x, bool) else 0 for x in scores)


def _outcome(record: DealRecord) -> dict[str, Any]:
    outcome = (record.result or {}).get("outcome", {})
    return outcome if isinstance(outcome, dict) else {}


__all__ = ["Session", "resume_record", "seating"]
