"""Skat: the state of one deal (the game configuration is in :mod:`.game`).

Seats and positions.  The player left of the dealer is forehand (Vorhand),
then middlehand (Mittelhand), then rearhand (Hinterhand), who is the dealer
at a table of three.  At a table of four the dealer sits out: no cards, no
score (except the Seeger-Fabian 30 of a lost game).

The deal.  32 chance actions, one card each, in the order of the ISS
records: forehand's 10 cards, middlehand's 10, rearhand's 10, then the two
cards of the skat.

Bidding.  Middlehand bids to forehand (a value of the ladder, or ``p``);
forehand holds (``y``) or passes.  The survivor then hears rearhand the same
way.  If middlehand and rearhand both pass without a bid, forehand may bid
(any ladder value) or pass; if all three pass, the deal is passed in, or
Ramsch / Schieberamsch is played (rule ``ramsch``).

Declaring.  The declarer picks up the skat (``s``) and puts two cards away
(two card actions), then declares one of 7 games (``D H S C G N NO``); or
declares one of the 22 hand games directly (``DH``, ``CHS``, ``CHZ``, ``GO``,
``NH``, ``NOH``...).  ``concede`` before the declaration gives the game up:
the game named next is lost as declared.

Play.  Forehand leads.  With Kontra/Re on, a defender may say ``kontra`` at
any time from the declaration until they play their first card (not in
Null): in turn (a legal action) or out of turn (:meth:`SkatState.out_of_turn_actions`).
The declarer answers at once, ``re`` or ``p``, before anybody plays on; then
the player whose turn it was plays.  A Null game ends as soon as the declarer
takes a trick; a game with Schwarz announced (or ouvert) ends as soon as the
defenders take one.

>>> from stammtisch.engine.skat import SkatGame
>>> game = SkatGame()
>>> state = game.new_deal(seed=3, dealer=0)  # forehand 1, middlehand 2, rearhand 0
>>> state.current_player(), state.action_to_string(state.legal_actions()[0])
(2, 'p')
>>> for text in ["18", "y", "20", "p", "p"]:  # middlehand wins against forehand; rearhand passes
...     state.apply_action(state.parse_action(text))
>>> state.current_player(), state.declarer, state.bid, state.phase
(2, 2, 20, <Phase.SKAT: 'skat'>)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Final

from ..cards import ALL_CARDS_MASK, CARD_POINTS, NUM_CARDS, Card, CardMask, cards_of, mask_points
from ..errors import IllegalActionError, StammtischError
from ..meaning import ActionInfo, Ask, TurnInfo
from ..messages import Message
from ..phase import Phase
from ..state import (
    CHANCE,
    TERMINAL,
    ContextValue,
    DealResult,
    GameState,
    PublicInfo,
)
from ..tricks import TRUMP, TrickRules
from .actions import (
    BID_BASE,
    CONCEDE,
    DECL_BASE,
    HAND_DECL_ACTIONS,
    HOLD,
    KONTRA,
    NUM_ACTIONS,
    PASS,
    PICKUP,
    PICKUP_DECL_ACTIONS,
    RE,
    action_to_string,
    declaration_of,
    is_declaration,
    string_to_action,
)
from .contracts import (
    BID_LADDER,
    GRAND,
    JACKS_MASK,
    NULL,
    RAMSCH,
    TRICK_RULES,
    Declaration,
    matadors,
)
from .meaning import RAMSCH_GAME, bid_info, contract_message, describe, hold_info, push_info
from .reasons import illegal_reason
from .result import build_result, ramsch_score
from .scoring import declaration_worth, distribute, game_outcome

if TYPE_CHECKING:
    from .game import SkatGame

# --- phases --------------------------------------------------------------------

DEAL: Final = 0
BID: Final = 1
SKAT_DECISION: Final = 2
"""The declarer picks up the skat or declares a hand game."""
DISCARD: Final = 3
DECLARE: Final = 4
PLAY: Final = 5
RE_ANSWER: Final = 6
SCHIEBE: Final = 7
"""Schieberamsch: the player to act takes the skat or passes it on unseen."""
SCHIEBE_DISCARD: Final = 8
DONE: Final = 9

_PUBLIC_PHASES: Final = (
    Phase.DEAL,
    Phase.BIDDING,
    Phase.SKAT,
    Phase.LAY_AWAY,
    Phase.DECLARING,
    Phase.PLAY,
    Phase.DOUBLING,
    Phase.SKAT,
    Phase.LAY_AWAY,
    Phase.OVER,
)
"""The shared :class:`Phase` of each of the phases above."""

POSITION_NAMES: Final = ("forehand", "middlehand", "rearhand")

# --- precomputed tables -----------------------------------------------------------

_T0: Final = tuple(tuple(r for r in range(11) if w >> r & 1) for w in range(2048))
_T1: Final = tuple(tuple(11 + r for r in range(11) if w >> r & 1) for w in range(2048))
_T2: Final = tuple(tuple(22 + r for r in range(10) if w >> r & 1) for w in range(1024))
"""The cards of each 11-bit slice of a card mask: three look-ups list a hand."""


def mask_list(mask: CardMask) -> list[Card]:
    """The cards of ``mask``, ascending (three table look-ups).

    >>> mask_list(0b1011 | 1 << 31)
    [0, 1, 3, 31]
    """
    return [*_T0[mask & 2047], *_T1[mask >> 11 & 2047], *_T2[mask >> 22]]


def _keys(game_type: int) -> tuple[tuple[int, ...], ...]:
    rules = TRICK_RULES[game_type]
    out = []
    for lead in range(5):
        row = []
        for card in range(NUM_CARDS):
            fc = rules.follow_class[card]
            if fc == TRUMP:
                row.append(1000 + rules.power[card])
            elif fc == lead:
                row.append(rules.power[card])
            else:
                row.append(0)
        out.append(tuple(row))
    return tuple(out)


_FOLLOW: Final = tuple(r.follow_class for r in TRICK_RULES)
_CLASS_MASKS: Final = tuple(r.class_masks for r in TRICK_RULES)
_KEYS: Final = tuple(_keys(t) for t in range(len(TRICK_RULES)))
_NO_LEAD: Final = (1 << 32) - 1
"""The lead mask while no trick is open: any card may be led."""

_BIDDER_ACTIONS: Final = tuple(
    (PASS, *range(BID_BASE + i, BID_BASE + len(BID_LADDER))) for i in range(len(BID_LADDER) + 1)
)
"""Index ``i + 1``: a bidder's actions when the highest bid so far has ladder index ``i``."""
_ANSWER_ACTIONS: Final = (PASS, HOLD)
_SKAT_ACTIONS: Final = (PICKUP, CONCEDE, *HAND_DECL_ACTIONS)
_SKAT_ACTIONS_CONCEDING: Final = HAND_DECL_ACTIONS
_DECLARE_ACTIONS: Final = (CONCEDE, *PICKUP_DECL_ACTIONS)
_DECLARE_ACTIONS_CONCEDING: Final = PICKUP_DECL_ACTIONS
_RE_ACTIONS: Final = (PASS, RE)
_SCHIEBE_ACTIONS: Final = (PASS, PICKUP)
_SETS: Final = {
    id(t): frozenset(t)
    for t in (
        _SKAT_ACTIONS,
        _SKAT_ACTIONS_CONCEDING,
        _DECLARE_ACTIONS,
        _DECLARE_ACTIONS_CONCEDING,
        _RE_ACTIONS,
        _SCHIEBE_ACTIONS,
    )
}

_ANSWER_SET: Final = frozenset(_ANSWER_ACTIONS)


class _Layout:
    """Who sits where for one dealer: positions, dealing slots, the order of play."""

    __slots__ = ("deal_seats", "next_seat", "pos_of", "seats")

    def __init__(self, num_players: int, dealer: int) -> None:
        self.seats: tuple[int, int, int] = (
            (dealer + 1) % num_players,
            (dealer + 2) % num_players,
            (dealer + 3) % num_players,
        )
        pos_of = [-1] * num_players
        for pos, seat in enumerate(self.seats):
            pos_of[seat] = pos
        self.pos_of: tuple[int, ...] = tuple(pos_of)
        nxt = [-1] * num_players
        for pos, seat in enumerate(self.seats):
            nxt[seat] = self.seats[(pos + 1) % 3]
        self.next_seat: tuple[int, ...] = tuple(nxt)
        self.deal_seats: tuple[int, ...] = tuple(self.seats[k // 10] for k in range(30))


# --- the state ------------------------------------------------------------------------


class SkatState(GameState):
    """One Skat deal: dealing, bidding, the skat, declaration, the tricks, the score.

    Hands are bit masks (``1 << card``); seats are the table's seats, and
    :attr:`positions` maps forehand, middlehand and rearhand onto them.
    """

    game: SkatGame

    # The attributes read on every card live in slots (fast); the rest in the
    # instance dict, starting from these class-level values.
    __slots__ = (
        "_answerer",
        "_bid_idx",
        "_bidder",
        "_cmasks",
        "_deal_seats",
        "_declarer",
        "_end_on",
        "_follow",
        "_game_type",
        "_hands",
        "_history",
        "_keys",
        "_keytab",
        "_kontra",
        "_kontra_ok",
        "_layout",
        "_lead_mask",
        "_leader",
        "_next",
        "_pending",
        "_phase",
        "_player",
        "_points",
        "_skat",
        "_stage",
        "_trick",
        "_tricks",
        "_tricks_done",
        "_undealt",
        "_won",
        "context",
        "dealer",
        "game",
    )
    _pickup = False
    _away = 0
    _conceding = False
    _decl: Declaration | None = None
    _decl_action = -1
    _matadors = 0
    _ouvert_mask = 0
    _skat_seen = 0
    _kontra_by = -1
    _resume = -1
    _ramsch = False
    _schiebe_pos = 0
    _pushes = 0
    _end = ""
    _result: DealResult | None = None
    _scores: tuple[int, ...] = ()
    _hidden: dict[int, int] = {}  # noqa: RUF012 - replaced per instance before any write
    _packet_idx: list[int] = []  # noqa: RUF012 - replaced per instance before any write
    _takers: list[int] = []  # noqa: RUF012 - replaced per instance before any write

    def __init__(
        self, game: SkatGame, dealer: int = 0, context: Mapping[str, ContextValue] | None = None
    ) -> None:
        if not 0 <= dealer < game.num_players:
            raise StammtischError(
                f"dealer seat {dealer} does not exist at a table of {game.num_players}"
            )
        self.game = game
        self.dealer = dealer
        self.context = dict(context) if context else {}
        self._history = []
        layout = game._layouts[dealer]
        self._layout = layout
        self._next = layout.next_seat
        self._deal_seats = layout.deal_seats
        n = game.num_players
        self._phase = DEAL
        self._player = CHANCE
        self._undealt = (1 << NUM_CARDS) - 1
        self._hands = [0] * n
        self._skat = 0
        self._bid_idx = -1
        self._stage = 1
        self._bidder = layout.seats[1]
        self._answerer = layout.seats[0]
        self._declarer = -1
        self._game_type = -1
        self._follow = _FOLLOW[RAMSCH]
        self._cmasks = _CLASS_MASKS[RAMSCH]
        self._keys = _KEYS[RAMSCH]
        self._keytab = _KEYS[RAMSCH][0]
        self._trick: list[Card] = []
        self._leader = layout.seats[0]
        self._lead_mask = _NO_LEAD  # every card may be played while no trick is open
        self._tricks_done = 0
        self._points = [0] * n
        self._tricks = [0] * n
        self._won = [0] * n
        self._kontra = 0
        self._kontra_ok = False
        self._pending = 0
        self._end_on = 0
        self._scores = game._zero_scores

    # --- public facts ---------------------------------------------------------------

    @property
    def positions(self) -> tuple[int, int, int]:
        """The seats of forehand, middlehand and rearhand."""
        return self._layout.seats

    @property
    def phase(self) -> Phase:
        """Where the deal stands (Schieberamsch's passing round is :attr:`Phase.SKAT` too)."""
        return _PUBLIC_PHASES[self._phase]

    @property
    def stage(self) -> int:
        """Skat's own finer phase: ``DEAL``, ``BID``, ``SKAT_DECISION``, ``DISCARD``,
        ``DECLARE``, ``PLAY``, ``RE_ANSWER``, ``SCHIEBE``, ``SCHIEBE_DISCARD`` or ``DONE``."""
        return self._phase

    @property
    def skat_mask(self) -> CardMask:
        """The cards in the skat now (or put away), as a mask: see :meth:`skat`."""
        return self._skat

    @property
    def skat_seen(self) -> int:
        """A mask of the seats that have taken the skat into their hand (bit ``1 << seat``)."""
        return self._skat_seen

    @property
    def takers(self) -> tuple[int, ...]:
        """Schieberamsch: the seats that took the skat, in order."""
        return tuple(self._takers)

    @property
    def declarer(self) -> int | None:
        """The declarer's seat once the bidding has one, else None."""
        return self._declarer if self._declarer >= 0 else None

    @property
    def bid(self) -> int:
        """The highest bid so far (0 before any bid)."""
        return BID_LADDER[self._bid_idx] if self._bid_idx >= 0 else 0

    @property
    def declaration(self) -> Declaration | None:
        """The declared game, once declared."""
        return self._decl

    @property
    def is_ramsch(self) -> bool:
        return self._ramsch

    @property
    def pushes(self) -> int:
        """Schieberamsch: how many players passed the skat on unseen."""
        return self._pushes

    @property
    def conceded(self) -> bool:
        """Whether the declarer has given the game up (``concede``; the game named next is lost)."""
        return self._conceding

    @property
    def ended_early(self) -> str | None:
        """Why the deal ended before the tenth trick, once it has (``"conceded"``, ``"the
        declarer took a trick"``, ``"the defenders took a trick"``, ``"passed"``), else None."""
        return self._end if self._end and self._tricks_done < 10 else None

    @property
    def kontra(self) -> int:
        """0, 1 after Kontra, 2 after Re."""
        return self._kontra

    @property
    def kontra_by(self) -> int | None:
        """The defender who said Kontra, or None."""
        return self._kontra_by if self._kontra else None

    @property
    def trick(self) -> list[Card]:
        """The cards of the trick in progress, in playing order."""
        return list(self._trick)

    @property
    def trick_leader(self) -> int:
        return self._leader

    @property
    def tricks_played(self) -> int:
        return self._tricks_done

    def hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds now."""
        return cards_of(self._hands[seat])

    def hand_mask(self, seat: int) -> CardMask:
        return self._hands[seat]

    def skat(self) -> list[Card]:
        """The two cards in the skat now (the discards once the declarer has put them away)."""
        return cards_of(self._skat)

    def ouvert_cards(self) -> list[Card]:
        """The declarer's open hand as declared in an ouvert game (else empty)."""
        return cards_of(self._ouvert_mask)

    def card_points_taken(self, seat: int) -> int:
        """Card points in the tricks ``seat`` has won so far (not the skat)."""
        return self._points[seat]

    def last_trick_winner(self) -> int | None:
        return self._leader if self._tricks_done else None

    def sort_rules(self) -> TrickRules | None:
        """The declared game's order (jacks first); a Grand's before the declaration."""
        return self._decl.rules if self._decl is not None else TRICK_RULES[GRAND]

    def describe_action(self, action: int) -> ActionInfo:
        """What ``action`` means now: a card is laid away while discarding."""

        if action == PASS and self.stage == SCHIEBE:
            return push_info(action)
        if action == HOLD and self.bid:
            return hold_info(action, self.bid)
        return describe(self, action, lay_away=self.stage in (DISCARD, SCHIEBE_DISCARD))

    def _standing_bid(self, holder: int | None) -> ActionInfo:
        """The bid that stands, as its holder said it: "hold 18" when the holder's last word
        was yes, else the bid (its own, or the bid it kept when the other passed)."""
        if holder is not None:
            for actor, action in reversed(self._history):
                if actor == holder and (action == HOLD or BID_BASE <= action < NUM_ACTIONS):
                    if action == HOLD:
                        return hold_info(action, self.bid)
                    break
        return bid_info(self.bid)

    def turn_info(self, seat: int) -> TurnInfo:
        """What ``seat`` is asked now (see :meth:`GameState.turn_info`)."""

        player = self.current_player()
        to_move = player if player >= 0 else None
        told = self.public_info(seat)
        if to_move != seat:
            return TurnInfo(seat, to_move, declarer=told.declarer, phase=self.phase)
        phase = self.stage
        asks = {
            BID: Ask.BID,
            SKAT_DECISION: Ask.PICK_UP,
            DISCARD: Ask.LAY_AWAY,
            DECLARE: Ask.DECLARE,
            PLAY: Ask.PLAY,
            RE_ANSWER: Ask.DOUBLE,
            SCHIEBE: Ask.PICK_UP,
            SCHIEBE_DISCARD: Ask.LAY_AWAY,
        }
        ask = asks.get(phase, Ask.NOTHING)
        done = self._away if ask is Ask.LAY_AWAY else 0
        holder = challenger = None
        if ask is Ask.BID and self._stage != 3:  # (forehand alone: nobody has bid)
            if seat == self._bidder:
                holder = self._answerer  # whom the user's bid must outbid
            else:
                challenger = self._bidder  # whose bid the user answers
        return TurnInfo(
            seat,
            to_move,
            ask,
            cards_to_go=2 - done if ask is Ask.LAY_AWAY else 0,
            cards_done=done,
            holder=holder,
            challenger=challenger,
            challenge=self._standing_bid(holder) if ask is Ask.BID and self.bid else None,
            declarer=told.declarer,
            doubled_by=self.kontra_by,
            phase=self.phase,
        )

    def current_trick(self) -> list[tuple[int, int]]:
        """The trick in progress as (seat, card) in playing order."""
        seats = self.game.active_seats(self.dealer)
        start = seats.index(self._leader) if self._leader in seats else 0
        return [(seats[(start + i) % len(seats)], c) for i, c in enumerate(self._trick)]

    def public_info(self, player: int) -> PublicInfo:
        """The bidding's winner as soon as there is one; the game once declared (or Ramsch)."""
        if self.is_terminal():
            return super().public_info(player)
        contract = self._decl.name if self._decl is not None else None
        if contract is None and self._ramsch:
            contract = "Ramsch"
        return PublicInfo(self.declarer, contract, self.contract_message())

    def contract_message(self) -> Message | None:
        if self._decl is not None:
            return contract_message(self._decl)
        return Message.of(RAMSCH_GAME) if self._ramsch else None

    def tricks_taken(self, seat: int) -> int:
        return self._tricks[seat]

    def action_notes(self, action: int) -> tuple[Message, ...]:
        """A declaration's worth for the declarer about to declare it (see
        :class:`~.scoring.DeclarationWorth`): the skat counts where the declarer knows it, and a
        Hand game's value ranges over every skat the declarer cannot rule out.

        >>> from stammtisch.engine.skat import SkatGame
        >>> from stammtisch.engine.skat.actions import decl_action
        >>> state = SkatGame().new_deal(seed=3, dealer=0)
        >>> state.action_notes(decl_action("G"))  # nobody declares yet
        ()
        """
        if self._phase not in (SKAT_DECISION, DECLARE) or not is_declaration(action):
            return ()
        d = self._declarer
        decl = declaration_of(action)
        if self._pickup:
            known, unknown = self._hands[d] | self._skat, 0
        else:
            known = self._hands[d]
            unknown = ALL_CARDS_MASK & ~known
        return declaration_worth(decl, known, unknown, self.bid).messages()

    def matadors(self) -> int:
        """The declarer's matadors (with > 0, without < 0) once declared."""
        return self._matadors

    # --- the OpenSpiel surface ------------------------------------------------------------

    def current_player(self) -> int:
        return self._player

    def is_terminal(self) -> bool:
        return self._player == -4  # TERMINAL

    def is_chance_node(self) -> bool:
        return self._player == CHANCE

    def _chance_cards(self) -> list[Card]:
        return mask_list(self._undealt) if self._phase == DEAL else []

    def legal_actions(self) -> list[int]:
        phase = self._phase
        if phase == PLAY:
            p = self._player
            hand = self._hands[p]
            hand = hand & self._lead_mask or hand  # follow suit (see _playable)
            if self._kontra_ok and self._pending >> p & 1 and not self._kontra:
                return [*mask_list(hand), KONTRA]
            return [*_T0[hand & 2047], *_T1[hand >> 11 & 2047], *_T2[hand >> 22]]
        if phase == DEAL:
            u = self._undealt
            return [*_T0[u & 2047], *_T1[u >> 11 & 2047], *_T2[u >> 22]]
        if phase == BID:
            if self._player == self._bidder or self._stage == 3:
                return list(_BIDDER_ACTIONS[self._bid_idx + 1])
            return [PASS, HOLD]
        return list(self._action_tuple())

    def _playable(self, hand: CardMask) -> CardMask:
        """The follow-suit rule: the cards of ``hand`` that may go to the trick on the
        table, those of the led suit (trumps count as one suit) if ``hand`` holds any."""
        return hand & self._lead_mask or hand

    def _action_tuple(self) -> Sequence[int]:
        """The legal actions outside dealing, bidding and card play (which have fast paths)."""
        phase = self._phase
        if phase == SKAT_DECISION:
            return _SKAT_ACTIONS_CONCEDING if self._conceding else _SKAT_ACTIONS
        if phase == DISCARD:
            return mask_list(self._hands[self._player])
        if phase == DECLARE:
            return _DECLARE_ACTIONS_CONCEDING if self._conceding else _DECLARE_ACTIONS
        if phase == RE_ANSWER:
            return _RE_ACTIONS
        if phase == SCHIEBE:
            return _SCHIEBE_ACTIONS
        if phase == SCHIEBE_DISCARD:
            hand = self._hands[self._player]
            if not self.game.pass_jacks:
                hand &= ~JACKS_MASK
            return mask_list(hand)
        return ()

    def is_legal(self, action: int) -> bool:
        phase = self._phase
        if phase == PLAY:
            if 0 <= action < NUM_CARDS:
                return bool(self._playable(self._hands[self._player]) >> action & 1)
            return (
                action == KONTRA
                and self._kontra_ok
                and bool(self._pending >> self._player & 1)
                and not self._kontra
            )
        if phase == DEAL:
            return 0 <= action < NUM_CARDS and bool(self._undealt >> action & 1)
        if phase == DONE:
            return False
        if phase == BID:
            if self._player == self._bidder or self._stage == 3:
                return action == PASS or BID_BASE + self._bid_idx < action < NUM_ACTIONS
            return action in _ANSWER_SET
        if phase == DISCARD:
            return 0 <= action < NUM_CARDS and bool(self._hands[self._player] >> action & 1)
        if phase == SCHIEBE_DISCARD:
            if not 0 <= action < NUM_CARDS:
                return False
            hand = self._hands[self._player]
            if not self.game.pass_jacks:
                hand &= ~JACKS_MASK
            return bool(hand >> action & 1)
        allowed = self._action_tuple()
        return action in _SETS[id(allowed)]

    def apply_action(self, action: int) -> None:
        """Apply the current player's ``action``; :class:`IllegalActionError` says why not.

        Card plays and dealt cards take a fast path; everything else is checked
        by :meth:`is_legal` and applied by :meth:`_apply`.
        """
        try:
            phase = self._phase
            if phase == 0:  # DEAL
                if self._undealt >> action & 1:  # 0 for any number above 31
                    history = self._history
                    k = len(history)
                    bit = 1 << action
                    self._undealt ^= bit
                    if k < 30:
                        self._hands[self._deal_seats[k]] |= bit
                    else:
                        self._skat |= bit
                    history.append((-1, action))  # CHANCE
                    if k == 31:
                        self._phase = BID
                        self._player = self._bidder
                    return
            elif phase == 5:  # PLAY
                p = self._player
                hands = self._hands
                hand = hands[p]
                trick = self._trick
                legal = hand & self._lead_mask or hand  # follow suit (see _playable)
                if legal >> action & 1:
                    hands[p] = hand ^ 1 << action
                    self._history.append((p, action))
                    if self._pending:
                        self._pending &= ~(1 << p)
                    if trick:
                        trick.append(action)
                        if len(trick) == 2:
                            self._player = self._next[p]
                        else:
                            self._finish_trick()
                    else:
                        trick.append(action)
                        fc = self._follow[action]
                        self._lead_mask = self._cmasks[fc]
                        self._keytab = self._keys[fc]
                        self._leader = p
                        self._player = self._next[p]
                    return
                if action == KONTRA and self.is_legal(action):
                    self._apply(action)
                    self._history.append((p, action))
                    return
            elif phase == 1:  # BID
                if self._player == self._bidder or self._stage == 3:
                    ok = action == PASS or BID_BASE + self._bid_idx < action < NUM_ACTIONS
                else:
                    ok = action in _ANSWER_SET
                if ok:
                    self._history.append((self._player, action))
                    self._apply_bid(action)
                    return
            elif isinstance(action, int) and self.is_legal(action):
                player = self._player
                self._apply(action)
                self._history.append((player, action))
                return
        except (TypeError, ValueError):  # not a number, or a negative one
            pass
        self._reject(action)

    def apply_unchecked(self, action: int) -> None:
        player = self._player
        self._apply(action)
        self._history.append((player, action))

    def _reject(self, action: object) -> None:
        if self._phase == DONE:
            raise IllegalActionError("the deal is over; no more actions", "the deal is over")
        if not isinstance(action, int):
            raise IllegalActionError(f"{action!r} is not an action", "not an action")
        why = self.illegal_reason(action)
        raise IllegalActionError(f"{self._describe(action)} is not legal now: {why}", str(why), why)

    # --- applying actions ---------------------------------------------------------------

    def _apply(self, action: int) -> None:
        phase = self._phase
        if phase == PLAY:
            if action == KONTRA:
                self._say_kontra(self._player)
                return
            p = self._player
            self._hands[p] ^= 1 << action
            self._pending &= ~(1 << p)
            trick = self._trick
            trick.append(action)
            n = len(trick)
            if n == 1:
                fc = self._follow[action]
                self._lead_mask = self._cmasks[fc]
                self._keytab = self._keys[fc]
                self._leader = p
                self._player = self._next[p]
            elif n == 2:
                self._player = self._next[p]
            else:
                self._finish_trick()
            return
        if phase == DEAL:
            k = len(self._history)
            bit = 1 << action
            self._undealt ^= bit
            if k < 30:
                self._hands[self._deal_seats[k]] |= bit
            else:
                self._skat |= bit
            if k == 31:
                self._phase = BID
                self._player = self._bidder
            return
        if phase == BID:
            self._apply_bid(action)
        elif phase == SKAT_DECISION:
            if action == PICKUP:
                d = self._declarer
                self._pickup = True
                self._hands[d] |= self._skat
                self._skat = 0
                self._skat_seen |= 1 << d
                self._phase = DISCARD
            elif action == CONCEDE:
                self._conceding = True
            else:
                self._declare(action)
        elif phase == DISCARD:
            d = self._declarer
            self._hands[d] ^= 1 << action
            self._skat |= 1 << action
            if not self._hidden:
                self._hidden = {}
            self._hidden[len(self._history)] = 1 << d
            self._away += 1
            if self._away == 2:
                self._phase = DECLARE
        elif phase == DECLARE:
            if action == CONCEDE:
                self._conceding = True
            else:
                self._declare(action)
        elif phase == RE_ANSWER:
            if action == RE:
                self._kontra = 2
            self._phase = PLAY
            self._player = self._resume
        elif phase == SCHIEBE:
            self._apply_schiebe(action)
        elif phase == SCHIEBE_DISCARD:
            p = self._player
            self._hands[p] ^= 1 << action
            self._skat |= 1 << action
            idx = len(self._history)
            if not self._hidden:
                self._hidden = {}
            self._hidden[idx] = 1 << p
            self._packet_idx = [*self._packet_idx, idx]
            self._away += 1
            if self._away == 2:
                self._next_schiebe()
        else:  # pragma: no cover - _apply is only called with legal actions
            raise StammtischError("the deal is over")

    def _say_kontra(self, seat: int) -> None:
        """``seat`` says Kontra: the declarer answers at once, then the player to move plays on."""
        self._kontra = 1
        self._kontra_by = seat
        self._resume = self._player
        self._phase = RE_ANSWER
        self._player = self._declarer

    # --- actions out of turn: Kontra ------------------------------------------------------

    def out_of_turn_actions(self, player: int) -> list[int]:
        """``[KONTRA]`` for a defender who may say Kontra while another player is to act.

        A defender may say Kontra from the declaration until their own first
        card (seed); on their own turn it is one of the legal actions instead.

        >>> from stammtisch.engine.skat import SkatGame
        >>> state = SkatGame(3, {"kontra_re": True}).new_deal(seed=3, dealer=0)
        >>> for text in ["18", "y", "20", "p", "p", "GH"]:  # rearhand (seat 2) declares
        ...     state.apply_action(state.parse_action(text))
        >>> state.current_player(), state.out_of_turn_actions(0), state.out_of_turn_actions(2)
        (1, [36], [])
        """
        if (
            self._phase == PLAY
            and self._kontra_ok
            and not self._kontra
            and player != self._player
            and 0 <= player < self.game.num_players
            and self._pending >> player & 1
        ):
            return [KONTRA]
        return []

    def _apply_by(self, player: int, action: int) -> None:
        if action != KONTRA:
            raise IllegalActionError(
                "only Kontra may be said out of turn", "only Kontra may be said out of turn"
            )
        self._say_kontra(player)

    def _replay(self, actor: int, action: int) -> None:
        """Apply a history entry unchecked: in turn, or out of turn (Kontra)."""
        if actor == CHANCE or actor == self._player:
            self._apply(action)
        else:
            self._apply_by(actor, action)
        self._history.append((actor, action))

    def _apply_bid(self, action: int) -> None:
        seats = self._layout.seats
        if self._stage == 3:  # forehand alone, nobody has bid
            if action == PASS:
                self._all_passed()
            else:
                self._bid_idx = action - BID_BASE
                self._start_declaring(seats[0])
            return
        if self._player == self._bidder:
            if action == PASS:
                survivor = self._answerer
                if self._stage == 1:
                    self._stage = 2
                    self._bidder = seats[2]
                    self._answerer = survivor
                    self._player = seats[2]
                elif self._bid_idx >= 0:
                    self._start_declaring(survivor)
                else:
                    self._stage = 3
                    self._player = seats[0]
            else:
                self._bid_idx = action - BID_BASE
                self._player = self._answerer
        elif action == HOLD:
            self._player = self._bidder
        else:  # the answerer passes
            survivor = self._bidder
            if self._stage == 1:
                self._stage = 2
                self._bidder = seats[2]
                self._answerer = survivor
                self._player = seats[2]
            else:
                self._start_declaring(survivor)

    def _start_declaring(self, declarer: int) -> None:
        self._declarer = declarer
        self._phase = SKAT_DECISION
        self._player = declarer

    def _all_passed(self) -> None:
        mode = self.game.ramsch
        if mode == "none":
            self._end = "passed"
            self._finish()
            return
        self._ramsch = True
        self._game_type = RAMSCH
        if mode == "schieberamsch":
            self._phase = SCHIEBE
            self._schiebe_pos = 0
            self._player = self._layout.seats[0]
        else:
            self._start_play()

    def _apply_schiebe(self, action: int) -> None:
        p = self._player
        if action == PASS:
            self._pushes += 1
            self._next_schiebe()
            return
        self._takers = [*self._takers, p]
        if len(self._takers) == 1 and not self._packet_idx:
            self._skat_seen |= 1 << p
        else:  # the packet the previous taker put away
            for idx in self._packet_idx:
                self._hidden[idx] |= 1 << p
        self._packet_idx = []
        self._hands[p] |= self._skat
        self._skat = 0
        self._away = 0
        self._phase = SCHIEBE_DISCARD

    def _next_schiebe(self) -> None:
        self._schiebe_pos += 1
        if self._schiebe_pos == 3:
            self._start_play()
        else:
            self._phase = SCHIEBE
            self._player = self._layout.seats[self._schiebe_pos]

    def _declare(self, action: int) -> None:
        decl = declaration_of(action)
        d = self._declarer
        self._decl = decl
        self._decl_action = action
        self._game_type = decl.game_type
        self._matadors = matadors(decl.game_type, self._hands[d] | self._skat)
        if decl.ouvert:
            self._ouvert_mask = self._hands[d]
        if decl.is_null:
            self._end_on = 1  # Null is lost with the declarer's first trick
        elif decl.schwarz_announced:
            self._end_on = 2  # Schwarz announced is lost with the defenders' first trick
        if self._conceding:
            self._end = "conceded"
            self._finish()
            return
        self._start_play()

    def _start_play(self) -> None:
        gt = self._game_type
        self._follow = _FOLLOW[gt]
        self._cmasks = _CLASS_MASKS[gt]
        self._keys = _KEYS[gt]
        self._phase = PLAY
        seats = self._layout.seats
        self._player = seats[0]
        self._leader = seats[0]
        if self.game.kontra_re and not self._ramsch and gt != NULL:
            self._kontra_ok = True
            self._pending = sum(1 << s for s in seats if s != self._declarer)

    def _finish_trick(self) -> None:
        a, b, c = self._trick
        keys = self._keytab
        ka, kb, kc = keys[a], keys[b], keys[c]
        leader = self._leader
        nxt = self._next
        if ka > kb:
            winner = leader if ka > kc else nxt[nxt[leader]]
        else:
            winner = nxt[leader] if kb > kc else nxt[nxt[leader]]
        self._points[winner] += CARD_POINTS[a] + CARD_POINTS[b] + CARD_POINTS[c]
        self._tricks[winner] += 1
        self._won[winner] |= 1 << a | 1 << b | 1 << c
        self._trick = []
        self._lead_mask = _NO_LEAD
        self._tricks_done += 1
        self._leader = winner
        self._player = winner
        if self._tricks_done == 10:
            self._finish()
        elif self._end_on:
            if self._end_on == 1 and winner == self._declarer:
                self._end = "the declarer took a trick"
                self._finish()
            elif self._end_on == 2 and winner != self._declarer:
                self._end = "the defenders took a trick"
                self._finish()

    # --- the end ----------------------------------------------------------------------

    def _finish(self) -> None:
        self._phase = DONE
        self._player = TERMINAL
        game = self.game
        if self._ramsch:
            score = ramsch_score(self)
            scores = [0] * game.num_players
            for pos, seat in enumerate(self._layout.seats):
                scores[seat] = score.scores[pos]
            self._scores = tuple(scores)
        elif self._decl_action >= 0:
            d = self._declarer
            won, value, _ = game_outcome(
                self._decl_action - DECL_BASE,
                self._matadors,
                BID_LADDER[self._bid_idx],
                self._points[d] + mask_points(self._skat),
                self._tricks[d],
                self._conceding,
                self._kontra,
            )
            if game.scoring == "standard":
                scores = list(game._zero_scores)
                scores[d] = value if won else -2 * value
            else:
                defenders = tuple(s for s in self._layout.seats if s != d)
                scores = distribute(game.scoring, game.num_players, d, defenders, won, value)
            self._scores = tuple(scores)

    def scores(self) -> tuple[int, ...]:
        return self._scores

    def returns(self) -> list[float]:
        return [float(s) for s in self._scores]

    def result(self) -> DealResult:
        if self._phase != DONE:
            raise StammtischError("the deal is not over yet")
        if self._result is None:
            self._result = self.told_contract(build_result(self))
        return self._result

    # --- records and reasons ------------------------------------------------------------

    def action_to_string(self, action: int) -> str:
        return action_to_string(action)

    def parse_action(self, text: str) -> int:
        return string_to_action(text)

    def illegal_reason(self, action: int, player: int | None = None) -> Message:
        return illegal_reason(self, action, player)

    # --- information ----------------------------------------------------------------------

    def action_visible(self, index: int, player: int) -> bool:
        """Whether ``player`` saw ``history()[index]``.

        An ouvert declarer's cards are shown through :meth:`revealed`.  In a
        hand game their dealing slots are shown as well (all ten were dealt to
        the declarer, so the slots tell nothing more); after picking up the skat
        (Null Ouvert) they stay hidden, since the slots would tell which open
        cards came from the skat.
        """
        if self._phase == DONE:
            return True
        if index < 32:
            if index < 30:
                if self._deal_seats[index] == player:
                    return True
            elif self._skat_seen >> player & 1:
                return True
            if self._pickup:
                return False
            return bool(self._ouvert_mask >> self._history[index][1] & 1)
        seen = self._hidden.get(index)
        return seen is None or bool(seen >> player & 1)

    def revealed(self, player: int) -> tuple[tuple[int, tuple[Card, ...]], ...]:
        """An ouvert declarer's ten cards as declared, shown to everybody from the declaration on.

        >>> from stammtisch.engine.skat import SkatGame
        >>> state = SkatGame().new_deal(seed=3, dealer=0)
        >>> for text in ["18", "y", "20", "p", "p", "s", "C7", "D9", "NO"]:
        ...     state.apply_action(state.parse_action(text))
        >>> state.revealed(0) == ((2, tuple(state.hand(2))),)
        True
        """
        if not self._ouvert_mask:
            return ()
        return ((self._declarer, tuple(mask_list(self._ouvert_mask))),)

    def card_piles(self) -> list[list[Card]]:
        piles = [cards_of(h) for h in self._hands]
        piles.append(cards_of(self._skat))
        piles.append(list(self._trick))
        piles.extend(cards_of(w) for w in self._won)
        if self._phase == DEAL:
            piles.append(cards_of(self._undealt))
        return piles

    # --- copies ---------------------------------------------------------------------------

    def clone(self) -> SkatState:
        twin = SkatState.__new__(SkatState)
        self._copy_to(twin)
        return twin

    def _copy_to(self, twin: SkatState) -> None:
        twin.game = self.game
        twin.dealer = self.dealer
        twin.context = dict(self.context)
        twin._history = list(self._history)
        twin._hands = list(self._hands)
        twin._trick = list(self._trick)
        twin._points = list(self._points)
        twin._tricks = list(self._tricks)
        twin._won = list(self._won)
        twin._answerer = self._answerer
        twin._bid_idx = self._bid_idx
        twin._bidder = self._bidder
        twin._cmasks = self._cmasks
        twin._deal_seats = self._deal_seats
        twin._declarer = self._declarer
        twin._end_on = self._end_on
        twin._follow = self._follow
        twin._game_type = self._game_type
        twin._keys = self._keys
        twin._keytab = self._keytab
        twin._kontra = self._kontra
        twin._kontra_ok = self._kontra_ok
        twin._layout = self._layout
        twin._lead_mask = self._lead_mask
        twin._leader = self._leader
        twin._next = self._next
        twin._pending = self._pending
        twin._phase = self._phase
        twin._player = self._player
        twin._skat = self._skat
        twin._stage = self._stage
        twin._tricks_done = self._tricks_done
        twin._undealt = self._undealt
        d = self.__dict__
        if d:
            copied = dict(d)
            if "_hidden" in copied:
                copied["_hidden"] = dict(self._hidden)
            twin.__dict__.clear()
            twin.__dict__.update(copied)
        elif twin.__dict__:
            twin.__dict__.clear()

    def undo_action(self) -> tuple[int, int]:
        if not self._history:
            raise StammtischError("nothing to undo")
        last = self._history[-1]
        fresh = self.game.new_state(self.dealer, self.context)
        for actor, action in self._history[:-1]:
            fresh._replay(actor, action)
        fresh._copy_to(self)
        return last


__all__ = ["POSITION_NAMES", "SkatState", "mask_list"]
