"""A Schafkopf deal in progress: deal, knocking, auction, announcement, Kontra/Re, tricks.

The deal is one chance action per card: the first eight cards (six with the
short deck) go to the player left of the dealer, the next eight to the
player after, and so on clockwise, ending with the dealer.  Only the player
who receives a card sees it.

>>> from stammtisch.engine.schafkopf import SchafkopfGame
>>> from stammtisch.engine.cards import parse_german_card as g
>>> hands = ["EO GO HO SO EU GU HU SU", "EA EZ EK E9 E8 E7 GA GZ",
...          "GK G9 G8 G7 HA HZ HK H9", "H8 H7 SA SZ SK S9 S8 S7"]
>>> state = SchafkopfGame().new_deal(dealer=3, cards=[g(c) for h in hands for c in h.split()])
>>> state.current_player(), [state.action_to_string(a) for a in state.legal_actions()]
(0, ['Sie'])
>>> state.apply_action(state.legal_actions()[0])
>>> state.result().contract, state.scores()
('Sie', (600, -200, -200, -200))
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ..cards import (
    Card,
    CardMask,
    cards_of,
)
from ..errors import StammtischError
from ..meaning import ActionInfo, Ask, TurnInfo
from ..messages import Message
from ..phase import Phase
from ..state import (
    CHANCE,
    TERMINAL,
    DealOutcome,
    DealResult,
    GameState,
    PublicInfo,
)
from ..tricks import TrickRules
from . import actions
from .actions import (
    ANNOUNCE_BASE,
    BID_BASE,
    HOLD,
    KNOCK,
    KONTRA,
    MAX_BID_LEVEL,
    NO_KNOCK,
    NO_KONTRA,
    NO_RE,
    PASS,
    RE,
    SIE_ACTION,
)
from .contracts import (
    ACE_MASK,
    CALLABLE_SUITS,
    CONTRACTS,
    OBER_MASK,
    RAMSCH,
    SIE,
    SUITED_TYPES,
    UNTER_MASK,
    Contract,
    GameType,
    suit_plain_cards,
)
from .meaning import bid_info, contract_info, contract_message, describe
from .reasons import illegal_reason
from .result import build_result

if TYPE_CHECKING:
    from .game import SchafkopfGame

DEAL, KNOCKING, SIE_PHASE, AUCTION, ANNOUNCE, KONTRA_PHASE, RE_PHASE, PLAY, OVER = range(9)
_PUBLIC_PHASES: Final = (
    Phase.DEAL,
    Phase.KNOCKING,
    Phase.DECLARING,
    Phase.BIDDING,
    Phase.DECLARING,
    Phase.DOUBLING,
    Phase.DOUBLING,
    Phase.PLAY,
    Phase.OVER,
)
"""The shared :class:`Phase` of each of the phases above (Sie is declared, like a game)."""

_CALLABLE_ACES = sum(1 << (s * 8) for s in CALLABLE_SUITS)  # Eichel-, Gras-, Schellen-Sau


class SchafkopfState(GameState):
    """One Schafkopf deal (see the module docstring for the deal order).

    Public attributes (read them, never write them): ``hands`` and ``dealt``
    (card masks per seat: now, and as dealt), ``order`` (seats from the
    dealer's left), ``knocks`` (seats that knocked), ``holder`` / ``held``
    (who holds the auction and at which level), ``contract`` / ``declarer``,
    ``kontra_seat`` / ``re_seat``, ``trick`` (cards of the trick in
    progress, led by ``leader``), ``won`` / ``tricks_won`` per seat,
    ``ran_away`` (the partner ran away with the called ace).  ``dealt`` and
    ``hands`` hold every player's cards: show a player only their
    :meth:`view`.
    """

    game: SchafkopfGame

    def __init__(
        self, game: SchafkopfGame, dealer: int = 0, context: dict[str, Any] | None = None
    ) -> None:
        super().__init__(game, dealer, context)
        self.hand_size = game.hand_size
        self.deck_size = 4 * game.hand_size
        self.order = tuple((dealer + 1 + i) % 4 for i in range(4))
        self.hands = [0, 0, 0, 0]
        self.dealt = [0, 0, 0, 0]
        self.n_dealt = 0
        self._phase = DEAL
        self.pos = 0  # next speaker (index into self.order) in knocking and the auction
        self.knocks: list[int] = []
        self.sie_seat: int | None = None
        self.holder: int | None = None
        self.held = -1
        self.challenger: int | None = None
        self.held_challenge = -1  # the challenger's level while the holder answers
        self.holder_answers = False
        self.contract: Contract | None = None
        self.declarer: int | None = None
        self.queue: tuple[int, ...] = ()
        self.kontra_seat: int | None = None
        self.re_seat: int | None = None
        self.trick: list[Card] = []
        self.leader = self.order[0]
        self.won = [0, 0, 0, 0]
        self.tricks_won = [0, 0, 0, 0]
        self.tricks_played = 0
        self.ran_away = False
        self.end = ""  # "played", "redeal", "thrown_in", "sie"
        self._result: DealResult | None = None

    # --- whose turn, what is legal -----------------------------------------------

    @property
    def phase(self) -> Phase:
        """Where the deal stands."""
        return _PUBLIC_PHASES[self._phase]

    @property
    def stage(self) -> int:
        """Schafkopf's own finer phase: ``DEAL``, ``KNOCKING``, ``SIE_PHASE``, ``AUCTION``,
        ``ANNOUNCE``, ``KONTRA_PHASE``, ``RE_PHASE``, ``PLAY`` or ``OVER``."""
        return self._phase

    def current_player(self) -> int:
        phase = self._phase
        if phase == PLAY:
            return (self.leader + len(self.trick)) & 3
        if phase == DEAL:
            return CHANCE
        if phase == OVER:
            return TERMINAL
        if phase == KNOCKING:
            return self.order[self.pos]
        if phase == SIE_PHASE:
            assert self.sie_seat is not None
            return self.sie_seat
        if phase == AUCTION:
            if self.challenger is not None:
                if self.holder_answers:
                    assert self.holder is not None
                    return self.holder
                return self.challenger
            return self.order[self.pos]
        if phase == ANNOUNCE:
            assert self.holder is not None
            return self.holder
        return self.queue[self.pos]  # Kontra and Re rounds

    def legal_actions(self) -> list[int]:
        phase = self._phase
        if phase == PLAY:
            return cards_of(self.legal_card_mask())
        if phase == DEAL:
            return sorted(set(self._chance_cards()))
        if phase == OVER:
            return []
        if phase == KNOCKING:
            return [KNOCK, NO_KNOCK]
        if phase == SIE_PHASE:
            return [SIE_ACTION]
        if phase == AUCTION:
            return self._auction_actions()
        if phase == ANNOUNCE:
            assert self.holder is not None
            return [
                ANNOUNCE_BASE + c.index
                for c in self.announceable(self.holder)
                if c.level >= self.held
            ]
        seat = self.queue[self.pos]
        if phase == KONTRA_PHASE:
            return [NO_KONTRA] if self.is_partner(seat) else [KONTRA, NO_KONTRA]
        return [RE, NO_RE] if seat == self.declarer or self.is_partner(seat) else [NO_RE]

    def _chance_cards(self) -> list[Card]:
        dealt = self.dealt[0] | self.dealt[1] | self.dealt[2] | self.dealt[3]
        return [c for c in self.game.deck() if not dealt >> c & 1]

    def _auction_actions(self) -> list[int]:
        if self.challenger is not None and self.holder_answers:
            return [PASS, HOLD] if self._can_reach(self.holder, self.held_challenge) else [PASS]
        if self.holder is None:
            return [PASS, BID_BASE]
        reach = max(c.level for c in self.announceable(self.current_player()))
        return [PASS] + [
            BID_BASE + level
            for level in range(self.overcall_floor() + 1, min(reach, MAX_BID_LEVEL) + 1)
            if self.game.level_enabled(level)
        ]

    def overcall_floor(self) -> int:
        """The level an overcall must beat: the challenge on the table, or the held game."""
        return self.held_challenge if self.challenger is not None else self.held

    def _can_reach(self, seat: int | None, level: int) -> bool:
        """Whether ``seat`` could announce a game of ``level`` or higher."""
        if seat is None:
            return False
        return max(c.level for c in self.announceable(seat)) >= level

    def announceable(self, seat: int) -> list[Contract]:
        """The contracts ``seat`` may announce with its hand (any level)."""
        hand = self.dealt[seat]
        out: list[Contract] = []
        for c in CONTRACTS:
            if not self.game.level_enabled(c.level):
                continue
            if c.level == GameType.SAUSPIEL:
                if c.alone:
                    if hand & _CALLABLE_ACES == _CALLABLE_ACES:
                        out.append(c)
                else:
                    assert c.suit is not None
                    ace = c.suit * 8
                    if not hand >> ace & 1 and hand & suit_plain_cards(c.suit) & ~ACE_MASK:
                        out.append(c)
            elif c.level in SUITED_TYPES:
                assert c.suit is not None
                if hand & suit_plain_cards(c.suit):
                    out.append(c)
            else:
                out.append(c)
        return out

    def sort_rules(self) -> TrickRules:
        """The card order to show hands in: the announced game's, else the partner game's."""
        return (self.contract or RAMSCH).rules

    def is_partner(self, seat: int) -> bool:
        """Whether ``seat`` holds (or held) the called ace of a partner game."""
        ace = self.contract.called_ace if self.contract is not None else None
        return ace is not None and bool(self.dealt[seat] >> ace & 1)

    def last_trick_winner(self) -> int | None:
        return self.leader if self.tricks_played else None

    def describe_action(self, action: int) -> ActionInfo:
        """What ``action`` means now (the same in every Schafkopf state)."""
        return describe(action)

    def turn_info(self, seat: int) -> TurnInfo:
        """What ``seat`` is asked now (see :meth:`GameState.turn_info`)."""

        player = self.current_player()
        to_move = player if player >= 0 else None
        played = self.contract
        contract = None
        if played is not None:
            contract = contract_info(
                played, ANNOUNCE_BASE + played.index if played.index >= 0 else -1
            )
        known = self.public_info(seat)
        told = contract if known.declarer is not None else None
        ask = Ask.NOTHING
        challenge = None
        if to_move == seat:
            asks = {
                KNOCKING: Ask.KNOCK,
                SIE_PHASE: Ask.CLAIM,
                AUCTION: Ask.BID,
                ANNOUNCE: Ask.DECLARE,
                KONTRA_PHASE: Ask.DOUBLE,
                RE_PHASE: Ask.DOUBLE,
                PLAY: Ask.PLAY,
            }
            ask = asks.get(self.stage, Ask.NOTHING)
            level = self.held_challenge
            challenge = bid_info(level) if 0 < level <= MAX_BID_LEVEL else None
        return TurnInfo(
            seat,
            to_move,
            ask,
            holder=self.holder,
            challenger=self.challenger,
            challenge=challenge,
            declarer=known.declarer,
            contract=told,
            doubled_by=self.kontra_seat,
            phase=self.phase,
        )

    def hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds now, ascending."""
        h = self.hands[seat]
        return [c for c in range(32) if h >> c & 1]

    def public_info(self, player: int) -> PublicInfo:
        """The announced game and its declarer (the partner stays unnamed)."""
        if self.is_terminal():
            return super().public_info(player)
        contract = self.contract.name if self.contract is not None else None
        declarer = self.declarer if contract is not None else None
        return PublicInfo(declarer, contract, self.contract_message())

    def contract_message(self) -> Message | None:
        return contract_message(self.contract) if self.contract is not None else None

    def partner(self) -> int | None:
        """The seat that was dealt the called ace, or ``None`` (no partner game)."""
        ace = self.contract.called_ace if self.contract is not None else None
        if ace is None:
            return None
        for seat in range(4):
            if self.dealt[seat] >> ace & 1:
                return seat
        return None

    def legal_card_mask(self) -> CardMask:
        """The cards the player to move may play now (in the play phase)."""
        seat = (self.leader + len(self.trick)) & 3
        hand = self.hands[seat]
        contract = self.contract
        assert contract is not None
        rules = contract.rules
        lead = self.trick[0] if self.trick else None
        mask = rules.legal_mask(hand, lead)
        ace = contract.called_ace
        if ace is not None and hand >> ace & 1 and not self.ran_away:
            suit = rules.follow_class[ace]
            if lead is None:
                suit_cards = hand & rules.class_masks[suit]
                if suit_cards.bit_count() < 4:
                    mask &= ~(suit_cards & ~(1 << ace))
            elif rules.follow_class[lead] == suit:
                mask = 1 << ace
            elif hand != 1 << ace:
                mask &= ~(1 << ace)
        return mask

    # --- applying actions ----------------------------------------------------------

    def _apply(self, action: int) -> None:
        phase = self._phase
        if phase == PLAY:
            self._play(action)
        elif phase == DEAL:
            seat = self.order[self.n_dealt // self.hand_size]
            self.hands[seat] |= 1 << action
            self.dealt[seat] |= 1 << action
            self.n_dealt += 1
            if self.n_dealt == self.deck_size:
                if self.game.rules.flag("klopfen"):
                    self._phase = KNOCKING
                    self.pos = 0
                else:
                    self._after_knocking()
        elif phase == KNOCKING:
            if action == KNOCK:
                self.knocks.append(self.order[self.pos])
            self.pos += 1
            if self.pos == 4:
                self._after_knocking()
        elif phase == SIE_PHASE:
            self.contract = SIE
            self.declarer = self.sie_seat
            self._finish("sie")
        elif phase == AUCTION:
            self._bid(action)
        elif phase == ANNOUNCE:
            self.contract = CONTRACTS[action - ANNOUNCE_BASE]
            self.declarer = self.holder
            if self.game.rules.flag("kontra_re"):
                self._phase = KONTRA_PHASE
                self.queue = tuple(s for s in self.order if s != self.declarer)
                self.pos = 0
            else:
                self._phase = PLAY
        elif phase == KONTRA_PHASE:
            if action == KONTRA:
                self.kontra_seat = self.queue[self.pos]
                self._phase = RE_PHASE
                self._start_re_round()
            else:
                self.pos += 1
                if self.pos == len(self.queue):
                    self._phase = PLAY
        else:  # Re round
            if action == RE:
                self.re_seat = self.queue[self.pos]
                self._phase = PLAY
            else:
                self.pos += 1
                if self.pos == len(self.queue):
                    self._phase = PLAY

    def _start_re_round(self) -> None:
        assert self.contract is not None and self.declarer is not None
        others: tuple[int, ...] = ()
        if self.contract.called_ace is not None:
            # The partner is hidden: every seat that might be the partner gets a turn.
            others = tuple(s for s in self.order if s not in (self.declarer, self.kontra_seat))
        self.queue = (self.declarer, *others)
        self.pos = 0

    def _after_knocking(self) -> None:
        everything = OBER_MASK | UNTER_MASK
        for seat in self.order:
            if self.dealt[seat] & everything == everything:
                self.sie_seat = seat
                self._phase = SIE_PHASE
                return
        self._phase = AUCTION
        self.pos = 0

    def _bid(self, action: int) -> None:
        if self.challenger is not None:
            if self.holder_answers:
                if action == HOLD:
                    self.held = self.held_challenge
                    self.holder_answers = False
                else:  # the holder drops out; the challenger holds
                    self.holder = self.challenger
                    self.held = self.held_challenge
                    self._next_speaker()
            elif action == PASS:  # the challenger gives up
                self._next_speaker()
            else:
                self.held_challenge = action - BID_BASE
                self.holder_answers = True
        elif action == PASS:
            self._next_speaker()
        elif self.holder is None:  # the first "play": partner game level, no game named
            self.holder = self.order[self.pos]
            self.held = 0
            self._next_speaker()
        else:
            self.challenger = self.order[self.pos]
            self.held_challenge = action - BID_BASE
            self.holder_answers = True

    def _next_speaker(self) -> None:
        self.challenger = None
        self.holder_answers = False
        self.held_challenge = -1
        self.pos += 1
        if self.pos < 4:
            return
        if self.holder is not None:
            self._phase = ANNOUNCE
            return
        mode = self.game.rules.word("all_pass")
        if mode == "ramsch":
            self.contract = RAMSCH
            self._phase = PLAY
        else:
            self._finish("thrown_in" if mode == "pay" else "redeal")

    def _play(self, card: Card) -> None:
        seat = (self.leader + len(self.trick)) & 3
        contract = self.contract
        assert contract is not None
        if not self.trick:
            ace = contract.called_ace
            if (
                ace is not None
                and card != ace
                and self.hands[seat] >> ace & 1
                and contract.rules.follow_class[card] == contract.rules.follow_class[ace]
            ):
                self.ran_away = True
        self.hands[seat] &= ~(1 << card)
        self.trick.append(card)
        if len(self.trick) == 4:
            winner = (self.leader + contract.rules.winner(self.trick)) & 3
            for c in self.trick:
                self.won[winner] |= 1 << c
            self.tricks_won[winner] += 1
            self.tricks_played += 1
            self.trick = []
            self.leader = winner
            if self.tricks_played == self.hand_size:
                self._finish("played")

    def _finish(self, end: str) -> None:
        self._phase = OVER
        self.end = end
        self._result = None

    # --- scoring ---------------------------------------------------------------------

    def doublings(self) -> int:
        """Knocks, Kontra, Re and doublings from the context (recorded ones), so far."""
        extra = self.context.get("doublings", 0)
        n = len(self.knocks) + (self.kontra_seat is not None) + (self.re_seat is not None)
        return n + (int(extra) if isinstance(extra, int) else 0)

    def scores(self) -> tuple[int, ...]:
        if self._phase != OVER:
            return (0, 0, 0, 0)
        return self.result().scores

    def result(self) -> DealResult:
        """The finished deal's result (built once by :func:`.result.build_result`)."""
        if self._phase != OVER:
            raise StammtischError("the deal is not over yet")
        if self._result is None:
            self._result = self.told_contract(build_result(self))
        return self._result

    def outcome(self) -> DealOutcome:
        if self.end == "redeal":
            return DealOutcome(counts=False, same_dealer=True)
        return DealOutcome()

    # --- notation and information ----------------------------------------------------

    def action_to_string(self, action: int) -> str:
        return actions.action_to_string(action)

    def parse_action(self, text: str) -> int:
        return actions.string_to_action(text)

    def action_visible(self, index: int, player: int) -> bool:
        if index < self.deck_size:
            return self.order[index // self.hand_size] == player
        return True

    def card_piles(self) -> list[list[Card]]:
        return [
            *(cards_of(h) for h in self.hands),
            list(self.trick),
            *(cards_of(w) for w in self.won),
        ]

    def illegal_reason(self, action: int, player: int | None = None) -> Message:
        """Why ``action`` is not legal now (see :func:`.reasons.illegal_reason`)."""
        return illegal_reason(self, action, player)

    # --- copies --------------------------------------------------------------------------

    def clone(self) -> SchafkopfState:
        twin = object.__new__(SchafkopfState)
        d = dict(self.__dict__)
        d["context"] = dict(self.context)
        d["_history"] = list(self._history)
        d["hands"] = list(self.hands)
        d["dealt"] = list(self.dealt)
        d["knocks"] = list(self.knocks)
        d["trick"] = list(self.trick)
        d["won"] = list(self.won)
        d["tricks_won"] = list(self.tricks_won)
        twin.__dict__.update(d)
        return twin


__all__ = ["SchafkopfState"]
