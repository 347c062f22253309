"""The state API every game implements, in OpenSpiel's shape.

A :class:`Game` is a frozen configuration (which game, how many seats, which
rule options).  A :class:`GameState` is one deal being played: it starts at a
chance node where the cards are dealt one by one (the chance player's action
is the next card off the deck), then moves through bidding or reservations,
declaration and the tricks until it is terminal.

Actions are small ints.  Card plays use the card number (0..31, see
:mod:`stammtisch.engine.cards`); each game numbers its other actions (bids,
declarations, announcements) from :data:`FIRST_NON_CARD_ACTION` on.

>>> from stammtisch.engine.registry import make_game  # doctest: +SKIP
>>> state = make_game("skat").new_deal(seed=7)        # doctest: +SKIP
>>> while not state.is_terminal():                    # doctest: +SKIP
...     state.apply_action(state.legal_actions()[0])
>>> state.returns()                                   # doctest: +SKIP

Every player sees the deal through :meth:`GameState.view`: the history with
every action that player could not see replaced by :data:`HIDDEN`, plus the
cards shown face up that are no action (:meth:`GameState.revealed`, empty unless
a game overrides it: a Skat ouvert declarer's hand).  A game can draw a full state consistent with a view (:meth:`Game.sample_state`),
which is what the search players use.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Final

from .cards import CARD_POINTS, Card, card_str, parse_card
from .errors import IllegalActionError, StammtischError
from .meaning import ActionInfo, ActionKind, Ask, TurnInfo, card_info
from .messages import Message
from .reasons import DEALING, NO_ACTION, NOT_LEGAL
from .rules import OptionValue, RuleOption, Rules
from .tricks import TrickRules

if TYPE_CHECKING:
    from .table import TableView

CHANCE: Final = -1
"""``current_player()`` at a chance node (the deal)."""

TERMINAL: Final = -4
"""``current_player()`` once the deal is over."""

HIDDEN: Final = -1
"""An action a player's view does not show."""

FIRST_NON_CARD_ACTION: Final = 32
"""Card actions are 0..31; everything else is numbered from here."""

ContextValue = int | str | bool | None


@dataclass(frozen=True)
class ScoreLine:
    """One line of a deal's score explanation ("base value 12", "schneider 1").

    ``label`` says what the line counts, ``value`` its figure (a number, or a
    message such as "x2"), ``seat`` whom it concerns, and ``note`` a short
    explanation for a newcomer ("the other side's ♦A taken in a trick").
    Records keep the English of label and value, as they always have.
    """

    label: Message
    value: int | Message
    seat: int | None = None
    note: Message | None = None

    def to_json(self) -> dict[str, Any]:
        value = self.value if isinstance(self.value, int) else str(self.value)
        out: dict[str, Any] = {"label": str(self.label), "value": value}
        if self.seat is not None:
            out["seat"] = self.seat
        return out


@dataclass(frozen=True)
class Side:
    """One side of a finished deal: who played on it, what they took, what they needed.

    ``name`` ("Re", "declarer", "defenders"), ``seats`` in seat order,
    ``card_points`` the side took, ``target`` what it needed to win
    ("61 or more card points"), and whether it ``won``.
    """

    name: Message
    seats: tuple[int, ...]
    card_points: int
    target: Message
    won: bool


@dataclass(frozen=True)
class Explanation:
    """Why a deal ended as it did, for a newcomer: the contract, the sides, the verdict.

    ``contract`` and ``declarer`` say what was played and by whom, ``sides``
    the two (or more) sides with their card points and targets, ``verdict``
    one sentence ("The declarer won with 79 card points; 61 were needed.").
    The score lines and the scores themselves stay in :class:`DealResult`.
    """

    contract: Message | None
    declarer: int | None
    sides: tuple[Side, ...]
    verdict: Message


@dataclass(frozen=True)
class DealResult:
    """What a finished deal came to.

    ``scores`` are this deal's points per seat (zero for a seat that sat
    out).  ``card_points`` are the card points each seat ends with, including
    cards the rules credit to a player (the skat, the buried cards);
    ``unassigned_points`` those that belong to nobody (a blind nobody takes).
    ``details`` holds the game's own figures (won, value, matadors...), all
    plain JSON values, compared when a record is checked.  ``explanation``
    tells a person who played on which side and why it won (not stored in
    records).
    """

    contract: str | None
    declarer: int | None
    scores: tuple[int, ...]
    card_points: tuple[int, ...]
    played: bool = True
    unassigned_points: int = 0
    lines: tuple[ScoreLine, ...] = ()
    details: Mapping[str, Any] = field(default_factory=dict)
    explanation: Explanation | None = None

    def to_json(self) -> dict[str, Any]:
        """The result as plain JSON values."""
        return {
            "contract": self.contract,
            "declarer": self.declarer,
            "scores": list(self.scores),
            "card_points": list(self.card_points),
            "played": self.played,
            "unassigned_points": self.unassigned_points,
            "lines": [line.to_json() for line in self.lines],
            "details": dict(self.details),
        }


@dataclass(frozen=True)
class PublicInfo:
    """The contract as one seat knows it at the table: who declared, and what.

    Only what that seat has been told: a Doppelkopf silent solo looks like a
    normal game to everybody but its soloist until the deal is over.

    >>> PublicInfo(2, "Grand Hand")
    PublicInfo(declarer=2, contract='Grand Hand')
    """

    declarer: int | None = None
    contract: str | None = None
    """The contract in the record's words ("Grand Hand"): stored, never shown."""
    label: Message | None = field(default=None, compare=False, repr=False)
    """The contract for people, by message code (``None`` before there is one); derived from
    the contract, so left out of comparisons."""


@dataclass(frozen=True)
class DealOutcome:
    """What a finished deal means for the session around it.

    ``counts``: whether the deal counts towards the session's length (a
    deal thrown in and dealt again by the same dealer does not).
    ``same_dealer``: the same dealer deals the next deal.
    ``next_context``: values the next deal starts with (a Sheepshead
    doubler's multiplier, a Doppelkopf forced solo still owed...).
    """

    counts: bool = True
    same_dealer: bool = False
    next_context: Mapping[str, ContextValue] = field(default_factory=dict)


class Game(ABC):
    """A frozen game configuration: which game, how many seats, which rules.

    Subclasses set the class-level flags below and implement
    :meth:`new_state`, :meth:`deck` and :meth:`sample_state`.
    """

    NAME: ClassVar[str]
    """Registry name, lower case (``"skat"``)."""
    TITLE: ClassVar[str]
    """Display name (``"Skat"``)."""
    PLAYER_COUNTS: ClassVar[tuple[int, ...]]
    """Seat counts the game can be played with."""
    DEFAULT_PLAYERS: ClassVar[int]
    OPTIONS: ClassVar[tuple[RuleOption, ...]] = ()
    ZERO_SUM: ClassVar[bool] = True
    """Whether every deal's scores sum to zero."""
    FACES: ClassVar[str] = "french"
    """The card faces the game is shown with by default (``"french"`` or ``"german"``)."""
    SCORE_LIST: ClassVar[bool] = False
    """Whether a session keeps a score list of its deals (Skat's Spielliste, written by
    :func:`stammtisch.engine.history.spielliste.spielliste`)."""
    CONFORMANCE_CONFIGS: ClassVar[tuple[tuple[int, Mapping[str, object]], ...]] = ()
    """(players, rule overrides) pairs the conformance suite runs the game in."""

    __slots__ = ("_frozen", "num_players", "rules")

    def __init__(
        self, players: int | None = None, rules: Rules | Mapping[str, object] | None = None
    ) -> None:
        n = self.DEFAULT_PLAYERS if players is None else players
        if isinstance(n, bool) or not isinstance(n, int) or n not in self.PLAYER_COUNTS:
            counts = ", ".join(str(c) for c in self.PLAYER_COUNTS)
            raise StammtischError(f"{self.TITLE} is played by {counts} players, not {players!r}")
        self.num_players: int = n
        self.rules: Rules = (
            rules if isinstance(rules, Rules) else Rules.make(self.OPTIONS, rules or {})
        )
        self._check_rules()
        self._frozen = True

    def __setattr__(self, name: str, value: object) -> None:
        if getattr(self, "_frozen", False):
            raise AttributeError(f"{type(self).__name__} is frozen; make a new game instead")
        object.__setattr__(self, name, value)

    def _check_rules(self) -> None:  # noqa: B027 - optional hook, empty by design
        """Reject combinations of options (or of options and seat count) that make no sense."""

    def __deepcopy__(self, memo: dict[int, Any]) -> Game:
        return self

    def __copy__(self) -> Game:
        return self

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return (self.NAME, self.num_players, self.rules) == (
            other.NAME,
            other.num_players,
            other.rules,
        )

    def __hash__(self) -> int:
        return hash((self.NAME, self.num_players, self.rules))

    def __repr__(self) -> str:
        changed = self.rules.changed()
        extra = f", rules={changed!r}" if changed else ""
        return f"{type(self).__name__}(players={self.num_players}{extra})"

    # --- what a subclass provides -------------------------------------------

    @abstractmethod
    def deck(self) -> tuple[Card, ...]:
        """The cards dealt, as a multiset of card numbers (sorted)."""

    @abstractmethod
    def new_state(
        self, dealer: int = 0, context: Mapping[str, ContextValue] | None = None
    ) -> GameState:
        """A state at the start of a deal, before any card is dealt."""

    @abstractmethod
    def sample_state(self, view: PlayerView, rng: random.Random) -> GameState:
        """A full state whose view for ``view.player`` equals ``view``.

        Cards the player has not seen are drawn at random, consistent with
        everything the view shows (voids, cards played, the auction...).
        """

    # --- shared behaviour ----------------------------------------------------

    def shuffled_deck(self, seed: int) -> list[Card]:
        """The deck in the order a deal with ``seed`` deals it."""
        cards = list(self.deck())
        random.Random(seed).shuffle(cards)
        return cards

    def new_deal(
        self,
        seed: int | None = None,
        dealer: int = 0,
        context: Mapping[str, ContextValue] | None = None,
        cards: Sequence[Card] | None = None,
    ) -> GameState:
        """A state with the cards dealt: from ``cards`` in dealing order, or shuffled by ``seed``."""
        state = self.new_state(dealer, context)
        if cards is None:
            cards = self.shuffled_deck(random.randrange(2**63) if seed is None else seed)
        state.apply_deal(cards)
        return state

    def active_seats(self, dealer: int) -> tuple[int, ...]:
        """The seats that play a deal dealt by ``dealer``, clockwise from the dealer's left."""
        n = self.num_players
        return tuple((dealer + i) % n for i in range(1, n + 1))

    def ranking(
        self, totals: Sequence[int], wins: Sequence[int], losses: Sequence[int]
    ) -> list[list[int]]:
        """Seats grouped by final place, best first; tied seats share a place.

        The default ranks by total only; Skat breaks ties by wins, then losses.
        """
        order = sorted(range(len(totals)), key=lambda s: -totals[s])
        places: list[list[int]] = []
        for seat in order:
            if places and totals[places[-1][0]] == totals[seat]:
                places[-1].append(seat)
            else:
                places.append([seat])
        return places

    def to_json(self) -> dict[str, Any]:
        """The configuration as plain JSON values (only the rules that differ from defaults)."""
        return {"game": self.NAME, "players": self.num_players, "rules": self.rules.changed()}

    def session_deals(self) -> int | None:
        """The deals a session of this configuration plays where its rules fix the number
        (Skat's rounds, a Doppelkopf tournament list); ``None`` when the players choose."""
        return None

    def option_value(self, name: str) -> OptionValue:
        return self.rules[name]


class GameState(ABC):
    """One deal in progress.  Mutable; :meth:`clone` before exploring."""

    def __init__(
        self, game: Game, dealer: int = 0, context: Mapping[str, ContextValue] | None = None
    ) -> None:
        if not 0 <= dealer < game.num_players:
            raise StammtischError(
                f"dealer seat {dealer} does not exist at a table of {game.num_players}"
            )
        self.game = game
        self.dealer = dealer
        self.context: dict[str, ContextValue] = dict(context or {})
        self._history: list[tuple[int, int]] = []

    # --- the OpenSpiel surface --------------------------------------------

    @abstractmethod
    def current_player(self) -> int:
        """The seat to act, :data:`CHANCE` while dealing, :data:`TERMINAL` when over."""

    @abstractmethod
    def legal_actions(self) -> list[int]:
        """The actions the current player may take, ascending."""

    @abstractmethod
    def _apply(self, action: int) -> None:
        """Apply a legal action of the current player (no checks)."""

    @abstractmethod
    def scores(self) -> tuple[int, ...]:
        """This deal's score per seat (all zero until the deal is over)."""

    @abstractmethod
    def result(self) -> DealResult:
        """What the finished deal came to; :class:`StammtischError` before it is over."""

    @abstractmethod
    def action_to_string(self, action: int) -> str:
        """The record notation of ``action`` in this state (``"CJ"``, ``"18"``, ``"pass"``)."""

    @abstractmethod
    def action_visible(self, index: int, player: int) -> bool:
        """Whether ``player`` saw the action at ``history()[index]``."""

    @abstractmethod
    def card_piles(self) -> list[list[Card]]:
        """Every card of the deal in exactly one pile (hands, skat or blind, trick, tricks won).

        The piles' union is always the deck: the conformance suite checks it.
        """

    def last_trick_winner(self) -> int | None:
        """The seat that took the most recent complete trick (``None`` before the first).

        After the last trick of a deal the game is over and nobody is to move,
        yet the table still shows who took that trick; every trick-taking game
        here overrides this.
        """
        return None

    @property
    def num_players(self) -> int:
        return self.game.num_players

    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def is_chance_node(self) -> bool:
        return self.current_player() == CHANCE

    def returns(self) -> list[float]:
        """Scores as floats, OpenSpiel style."""
        return [float(s) for s in self.scores()]

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """At a chance node: each card that can come next with its probability."""
        if not self.is_chance_node():
            return []
        actions = self._chance_cards()
        counts: dict[int, int] = {}
        for a in actions:
            counts[a] = counts.get(a, 0) + 1
        total = len(actions)
        return [(a, c / total) for a, c in sorted(counts.items())]

    def _chance_cards(self) -> list[Card]:
        """The cards still to be dealt (with repeats for a double deck)."""
        remaining = list(self.game.deck())
        for player, action in self._history:
            if player == CHANCE:
                remaining.remove(action)
        return remaining

    def history(self) -> tuple[tuple[int, int], ...]:
        """Every action so far as (actor, action); the deal's actor is :data:`CHANCE`."""
        return tuple(self._history)

    def is_legal(self, action: int) -> bool:
        """Whether the current player may take ``action`` now."""
        return action in self.legal_actions()

    def apply_action(self, action: int) -> None:
        """Apply the current player's ``action``; :class:`IllegalActionError` if it is not legal."""
        if self.is_terminal():
            raise IllegalActionError("the deal is over; no more actions", "the deal is over")
        if not isinstance(action, int) or not self.is_legal(action):
            why = self.illegal_reason(action) if isinstance(action, int) else Message.of(NO_ACTION)
            reason = str(why)
            raise IllegalActionError(
                f"{self._describe(action)} is not legal now: {reason}", reason, why
            )
        self.apply_unchecked(action)

    def apply_unchecked(self, action: int) -> None:
        """Apply ``action`` without checking it (the search players' fast path)."""
        player = self.current_player()
        self._apply(action)
        self._history.append((player, action))

    def apply_deal(self, cards: Sequence[Card]) -> None:
        """Deal ``cards`` in order (each is one chance action)."""
        for card in cards:
            if not self.is_chance_node():
                raise StammtischError("more cards than the deal takes")
            if card not in self._chance_cards():
                raise IllegalActionError(
                    f"card {card_str(card)} is dealt twice", "card dealt twice"
                )
            self.apply_unchecked(card)
        if self.is_chance_node():
            raise StammtischError("the deal is missing cards")

    # --- actions out of turn (Doppelkopf announcements) ----------------------

    def out_of_turn_actions(self, player: int) -> list[int]:
        """Actions ``player`` may take although it is not their turn (announcements)."""
        return []

    def apply_out_of_turn(self, player: int, action: int) -> None:
        """Apply an action ``player`` takes out of turn; :class:`IllegalActionError` if not allowed."""
        if action not in self.out_of_turn_actions(player):
            why = self.illegal_reason(action, player)
            raise IllegalActionError(
                f"seat {player} may not take {self._describe(action)} now: {why}", str(why), why
            )
        self._apply_by(player, action)
        self._history.append((player, action))

    def apply_out_of_turn_unchecked(self, player: int, action: int) -> None:
        """Apply an action ``player`` takes out of turn without checking it (a known history)."""
        self._apply_by(player, action)
        self._history.append((player, action))

    def _apply_by(self, player: int, action: int) -> None:
        raise IllegalActionError("this game has no actions out of turn")

    def apply_record_action(self, player: int, action: int) -> None:
        """Apply an action from a record: in turn or out of turn, checked."""
        if player == self.current_player():
            self.apply_action(action)
        else:
            self.apply_out_of_turn(player, action)

    # --- undo and copies ------------------------------------------------------

    def undo_action(self) -> tuple[int, int]:
        """Take back the last action (also a dealt card); returns it as (actor, action).

        The default replays the history from the start; games may do better.
        """
        if not self._history:
            raise StammtischError("nothing to undo")
        last = self._history[-1]
        fresh = self.game.new_state(self.dealer, self.context)
        for player, action in self._history[:-1]:
            if player == CHANCE or player == fresh.current_player():
                fresh.apply_unchecked(action)
            else:
                fresh._apply_by(player, action)
                fresh._history.append((player, action))
        self.__dict__.clear()
        self.__dict__.update(fresh.__dict__)
        return last

    def clone(self) -> GameState:
        """An independent copy; the game configuration is shared (it is frozen)."""
        return copy.deepcopy(self)

    # --- information --------------------------------------------------------

    def view(self, player: int) -> PlayerView:
        """What ``player`` knows: the history with unseen actions hidden, and the cards revealed."""
        masked = tuple(
            (actor, action if self.action_visible(i, player) else HIDDEN)
            for i, (actor, action) in enumerate(self._history)
        )
        return PlayerView(
            game=self.game,
            player=player,
            dealer=self.dealer,
            context=tuple(sorted(self.context.items())),
            history=masked,
            revealed=self.revealed(player),
        )

    def revealed(self, player: int) -> tuple[tuple[int, tuple[Card, ...]], ...]:
        """Cards shown face up to ``player`` that are no action: ``(seat, cards)`` pairs.

        Some public facts are not actions of the history: an open hand (a
        Skat ouvert declarer's cards) is seen by everybody, but unmasking the
        chance actions that dealt those cards would also tell *where* each card
        was dealt (which of them came from the skat).  A game shows such cards
        here instead, each seat once, in seat order, its cards ascending; the
        view's :attr:`PlayerView.revealed` holds them.  The default: nothing.
        """
        return ()

    def sort_rules(self) -> TrickRules | None:
        """The card order to show hands in now (trumps first), or ``None`` for plain suits.

        Display only: the announced game's order, or the one players expect
        before anything is announced.
        """
        return None

    def public_info(self, player: int) -> PublicInfo:
        """The declarer and contract as ``player`` knows them now.

        A function of ``player``'s view: every state the view resamples to
        gives the same answer (the conformance suite checks it).  The
        default knows them once the deal is over, from :meth:`result`.
        """
        if not self.is_terminal():
            return PublicInfo()
        result = self.result()
        return PublicInfo(result.declarer, result.contract, self.contract_message())

    def told_contract(self, result: DealResult) -> DealResult:
        """``result`` with its explanation naming the contract (:meth:`contract_message`)
        when the game's scoring left it unnamed; a game calls it on the result it built."""
        told = result.explanation
        label = self.contract_message() if result.played else None
        if told is None or told.contract is not None or label is None:
            return result
        return dataclasses.replace(result, explanation=dataclasses.replace(told, contract=label))

    def contract_message(self) -> Message | None:
        """The contract of the deal for people, as the whole state knows it (``None`` before
        there is one, or when the deal was thrown in).  A game overrides this; what one seat
        may know of it is :meth:`public_info`."""
        return None

    # --- what things mean ----------------------------------------------------

    def describe_action(self, action: int) -> ActionInfo:
        """What ``action`` means now: its kind from the shared vocabulary and its parameters.

        A game overrides this; the default knows card plays only.  A front end
        labels and composes its decisions from these values, never from
        :meth:`action_to_string`.
        """
        if 0 <= action < FIRST_NON_CARD_ACTION:
            return card_info(ActionKind.PLAY, action)
        raise StammtischError(f"{self._describe(action)} is an action this game does not describe")

    def action_notes(self, action: int) -> tuple[Message, ...]:
        """What the seat to move should know before it takes ``action``, as it knows the cards.

        A game overrides this where a decision has consequences the seat can
        work out now (Skat: what a declaration is worth, and whether it falls
        below the bid); the default has nothing to say.
        """
        return ()

    def turn_info(self, seat: int) -> TurnInfo:
        """What ``seat`` is being asked now, and who everybody waits on.

        A game overrides this; the default says only whose turn it is and, for
        that seat, whether a card is to be played.
        """
        player = self.current_player()
        to_move = player if player >= 0 else None
        if to_move != seat:
            return TurnInfo(seat, to_move)
        cards = any(0 <= a < FIRST_NON_CARD_ACTION for a in self.legal_actions())
        return TurnInfo(seat, to_move, Ask.PLAY if cards else Ask.NOTHING)

    def table(self, viewer: int) -> TableView:
        """The table as ``viewer`` sees it: hands (faces hidden where they are), the skat or
        blind, the trick, the last trick, tricks won, each seat's calls, dealer, declarer and
        contract as far as :meth:`public_info` tells them (see :mod:`.table`).

        The same for every state ``viewer``'s view resamples to.
        """
        from .table import derive_table

        return derive_table(self, viewer)

    def hand(self, seat: int) -> list[Card] | None:
        """The cards ``seat`` holds now, where the game keeps hands (``None`` otherwise)."""
        return None

    def current_trick(self) -> list[tuple[int, int]] | None:
        """The trick in progress as (seat, card) in playing order, where the game keeps one."""
        return None

    def illegal_reason(self, action: int, player: int | None = None) -> Message:
        """Why ``action`` is not legal now, in the rules' own words (``str()`` is English)."""
        if self.is_chance_node():
            return Message.of(DEALING)
        return Message.of(NOT_LEGAL)

    def parse_action(self, text: str) -> int:
        """The action written ``text`` in this state (record notation).

        The default knows card plays and the legal actions' own strings; a game
        overrides it to read actions that are not legal now, so that replaying
        an illegal record can say which rule it breaks.
        """
        wanted = text.strip().lower()
        for action in self.legal_actions():
            if self.action_to_string(action).lower() == wanted:
                return action
        try:
            return parse_card(text)
        except StammtischError:
            raise StammtischError(f"{text!r} is not an action this deal knows now") from None

    def outcome(self) -> DealOutcome:
        """What the finished deal means for the session (see :class:`DealOutcome`)."""
        return DealOutcome()

    def _describe(self, action: object) -> str:
        if isinstance(action, int):
            try:
                return repr(self.action_to_string(action))
            except Exception:  # an action number the game does not know
                return f"action {action}"
        return repr(action)


@dataclass(frozen=True)
class PlayerView:
    """What one player knows of a deal: the history with unseen actions hidden,
    and the cards shown face up that are no action (:attr:`revealed`).

    It holds no hidden card, so anything computed from it (a computer
    player's choice) cannot depend on cards the player has not seen.
    """

    game: Game
    player: int
    dealer: int
    context: tuple[tuple[str, ContextValue], ...]
    history: tuple[tuple[int, int], ...]
    revealed: tuple[tuple[int, tuple[Card, ...]], ...] = ()
    """Cards shown face up that no visible action shows, as ``(seat, cards ascending)``
    pairs in seat order (see :meth:`GameState.revealed`): a Skat ouvert declarer's hand."""

    def sample(self, rng: random.Random) -> GameState:
        """A full state consistent with this view (hidden cards drawn at random)."""
        return self.game.sample_state(self, rng)

    def replay_known(self) -> GameState:
        """A state consistent with the view, drawn with a fixed seed.

        Public facts (whose turn, the legal actions of the viewing player,
        the tricks) are the same in every consistent state.
        """
        return self.sample(random.Random(0))

    def revealed_cards(self, seat: int) -> tuple[Card, ...]:
        """The cards of ``seat`` this view shows face up (ascending; empty if none).

        >>> from stammtisch.engine.registry import make_game
        >>> view = PlayerView(make_game("skat"), 0, 2, (), (), revealed=((1, (4, 9)),))
        >>> view.revealed_cards(1), view.revealed_cards(2)
        ((4, 9), ())
        """
        for shown_seat, cards in self.revealed:
            if shown_seat == seat:
                return cards
        return ()

    def own_cards_dealt(self) -> list[Card]:
        """The cards the viewing player saw dealt (their own hand, plus any card shown to them)."""
        return [a for actor, a in self.history if actor == CHANCE and a != HIDDEN]


def card_points_of(cards: Sequence[Card]) -> int:
    """Card points of ``cards``."""
    return sum(CARD_POINTS[c] for c in cards)


__all__ = [
    "CHANCE",
    "FIRST_NON_CARD_ACTION",
    "HIDDEN",
    "TERMINAL",
    "DealOutcome",
    "DealResult",
    "Game",
    "GameState",
    "PlayerView",
    "PublicInfo",
    "ScoreLine",
    "card_points_of",
]
