"""Sheepshead: the state of one deal (seed 003, RULES.md, pagat.com); the game is in :mod:`.game`.

A deal goes: the cards are dealt (chance), each player from the dealer's left
picks up the blind or passes, the picker buries as many cards as the blind
held, with five players the picker calls a partner card (or goes alone), and
the tricks are played with the dealer's left leading.  When nobody picks a
Leaster is played, or, as an option, the deal is thrown in as a doubler.

The dealt cards go, in record order, to the hands in seat order from the
dealer's left (a whole hand at a time), then to the blind.

>>> from stammtisch.engine.sheepshead import SheepsheadGame
>>> game = SheepsheadGame(3)
>>> state = game.new_deal(seed=4, dealer=0)
>>> state.current_player(), [state.action_to_string(a) for a in state.legal_actions()]
(1, ['pass', 'pick'])
>>> state.apply_action(PICK)
>>> state.current_player(), len(state.legal_actions())   # seat 1 buries 2 of 12 cards
(1, 12)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..cards import (
    ALL_CARDS_MASK,
    CARD_POINTS,
    Card,
    card_str,
    cards_of,
)
from ..errors import StammtischError
from ..meaning import ActionInfo, ActionKind, Ask, TurnInfo
from ..messages import CardArg, Message
from ..phase import Phase
from ..state import (
    CHANCE,
    TERMINAL,
    ContextValue,
    DealOutcome,
    DealResult,
    GameState,
    PublicInfo,
)
from ..tricks import TrickRules
from .actions import (
    ALONE,
    CALL_BASE,
    CALL_JACK,
    CALL_UNKNOWN_BASE,
    PASS,
    PICK,
    PLAY_UNKNOWN,
    action_to_string,
    string_to_action,
)
from .contracts import (
    ALONE_CALL,
    CALLED,
    CLASS_MASKS,
    FAIL_ACES_MASK,
    FAIL_SUITS,
    FOLLOW_CLASS,
    JACK_CALL,
    JACK_OF_DIAMONDS,
    LAYOUTS,
    NO_CALL,
    POWER,
    TRICK_RULES,
    TRUMP_CLASS,
    UNKNOWN,
    playable,
)
from .meaning import (
    CONTRACT_ALONE,
    CONTRACT_CALLED,
    CONTRACT_CALLED_UNKNOWN,
    CONTRACT_DOUBLER,
    CONTRACT_JACK,
    CONTRACT_LEASTER,
    CONTRACT_PICK,
    describe,
)
from .reasons import illegal_reason
from .result import build_result, deal_scores

if TYPE_CHECKING:
    from .game import SheepsheadGame

# --- phases --------------------------------------------------------------------

DEAL, PICKING, BURY, CALL, UNDER, PLAY, OVER = range(7)

_PUBLIC_PHASES = (
    Phase.DEAL,
    Phase.SKAT,
    Phase.LAY_AWAY,
    Phase.CALLING,
    Phase.CALLING,
    Phase.PLAY,
    Phase.OVER,
)
"""The shared :class:`Phase` of each of the phases above (picking is taking up the blind)."""


def _bit(card: Card) -> int:
    return 1 << card


_BYTE_CARDS: tuple[tuple[tuple[Card, ...], ...], ...] = tuple(
    tuple(tuple(8 * k + i for i in range(8) if b >> i & 1) for b in range(256)) for k in range(4)
)


def _cards(mask: int) -> list[Card]:
    """The cards of ``mask`` ascending (a faster :func:`cards_of` for 32 cards).

    >>> _cards(0b1011 | 1 << 31)
    [0, 1, 3, 31]
    """
    t = _BYTE_CARDS
    return [
        *t[0][mask & 255],
        *t[1][mask >> 8 & 255],
        *t[2][mask >> 16 & 255],
        *t[3][mask >> 24 & 255],
    ]


def _single(mask: int) -> bool:
    return mask != 0 and mask & (mask - 1) == 0


class SheepsheadState(GameState):
    """One Sheepshead deal.

    Cards in hands, the buried cards and tricks won are bit masks.  The
    picker's unknown card, once chosen, is out of the hand until played.
    """

    game: SheepsheadGame

    def __init__(
        self,
        game: SheepsheadGame,
        dealer: int = 0,
        context: Mapping[str, ContextValue] | None = None,
    ) -> None:
        super().__init__(game, dealer, context)
        raw = self.context.get("multiplier", 1)
        if isinstance(raw, bool) or not isinstance(raw, int) or raw < 1:
            raise StammtischError(
                f"the deal's doubler multiplier must be a whole number from 1, not {raw!r}"
            )
        self.multiplier: int = raw
        n = game.num_players
        layout = LAYOUTS[n]
        self.hand_size = layout.hand
        self.blind_size = layout.blind
        self._deal_total = n * layout.hand + layout.blind
        self._phase = DEAL
        self._dealt = 0
        self._dealt_mask = 0
        self._hands = [0] * n
        self._blind: list[Card] = []
        self._passes = 0
        self.picker: int | None = None
        self._buried = 0
        self._bury_count = 0
        self._bury_start = -1
        self.call: str = NO_CALL
        self.called_card: Card | None = None
        self.partner: int | None = None
        self._under: Card | None = None
        self._under_index = -1
        self._under_played = False
        self._under_pos = -1
        self._under_winner: int | None = None
        self._called_led = False
        self._leader = (dealer + 1) % n
        self._trick: list[Card] = []
        self._won = [0] * n
        self._won_points = [0] * n
        self._tricks = [0] * n
        self._tricks_played = 0
        self._blind_taker: int | None = None

    # --- queries ---------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        """Where the deal stands."""
        return _PUBLIC_PHASES[self._phase]

    @property
    def stage(self) -> int:
        """Sheepshead's own finer phase: ``DEAL``, ``PICKING``, ``BURY``, ``CALL``, ``UNDER``
        (the picker puts the unknown card face down), ``PLAY`` or ``OVER``."""
        return self._phase

    def last_trick_winner(self) -> int | None:
        return self._leader if self._tricks_played else None

    def sort_rules(self) -> TrickRules | None:
        return TRICK_RULES

    def describe_action(self, action: int) -> ActionInfo:
        """What ``action`` means now: a card is laid away while burying or as the
        unknown card."""
        away = self.stage in (BURY, UNDER)
        return describe(action, ActionKind.LAY_AWAY if away else ActionKind.PLAY)

    def turn_info(self, seat: int) -> TurnInfo:
        """What ``seat`` is asked now (see :meth:`GameState.turn_info`)."""
        player = self.current_player()
        to_move = player if player >= 0 else None
        suit = self.called_suit()
        if to_move != seat:
            return TurnInfo(seat, to_move, called_suit=suit, phase=self.phase)
        asks = {
            PICKING: Ask.PICK_UP,
            BURY: Ask.LAY_AWAY,
            CALL: Ask.CALL,
            UNDER: Ask.UNKNOWN_CARD,
            PLAY: Ask.PLAY,
        }
        phase = self.stage
        done = len(self.buried()) if phase == BURY else 0
        to_go = self.blind_size - done if phase == BURY else 1 if phase == UNDER else 0
        return TurnInfo(
            seat,
            to_move,
            asks.get(phase, Ask.NOTHING),
            cards_to_go=to_go,
            cards_done=done,
            called_suit=suit,
            phase=self.phase,
        )

    def public_info(self, player: int) -> PublicInfo:
        """The picker and the call once the picking is over (a Leaster once all passed)."""
        if self.is_terminal():
            return super().public_info(player)
        if self._phase in (DEAL, PICKING):
            return PublicInfo()
        return PublicInfo(self.picker, self.contract_name(), self.contract_message())

    def contract_message(self) -> Message | None:
        """The call for people, as :meth:`contract_name` says it in the record's words."""
        if self.picker is None:
            return Message.of(CONTRACT_DOUBLER if self.game.doubler else CONTRACT_LEASTER)
        if self.call in (CALLED, UNKNOWN):
            assert self.called_card is not None
            spec = CONTRACT_CALLED if self.call == CALLED else CONTRACT_CALLED_UNKNOWN
            return Message.of(spec, card=CardArg(self.called_card))
        if self.call == ALONE_CALL:
            return Message.of(CONTRACT_ALONE)
        if self.call == JACK_CALL:
            return Message.of(CONTRACT_JACK)
        return Message.of(CONTRACT_PICK)

    def hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds now (the picker's unknown card is not among them)."""
        return cards_of(self._hands[seat])

    def blind(self) -> list[Card]:
        """The blind as dealt."""
        return list(self._blind)

    def buried(self) -> list[Card]:
        """The cards the picker has buried."""
        return cards_of(self._buried)

    @property
    def unknown_card(self) -> Card | None:
        """The picker's face-down unknown card, if one was called."""
        return self._under

    @property
    def leader(self) -> int:
        """The seat that led (or leads) the current trick."""
        return self._leader

    def current_trick(self) -> list[tuple[int, int]]:
        """The trick in progress as (seat, card) in playing order; the face-down unknown
        card shows as ``PLAY_UNKNOWN``, as everybody sees it on the table."""
        n = self.num_players
        return [
            ((self._leader + i) % n, PLAY_UNKNOWN if i == self._under_pos else c)
            for i, c in enumerate(self._trick)
        ]

    def tricks_taken(self) -> list[int]:
        """Tricks won so far per seat."""
        return list(self._tricks)

    def card_points_taken(self, seat: int) -> int:
        """Card points in the tricks ``seat`` has won so far (not the buried cards, not the
        blind)."""
        return self._won_points[seat]

    @property
    def blind_taker(self) -> int | None:
        """The seat the blind goes to at the end of a Leaster (``blind_to_last_trick``), else
        None."""
        return self._blind_taker

    def won_cards(self, seat: int) -> list[Card]:
        """The cards of the tricks ``seat`` has won (not the buried cards, not the blind)."""
        return cards_of(self._won[seat])

    def called_suit(self) -> int | None:
        """The fail suit of the called card (called ace, ten or unknown), if any."""
        if self.call in (CALLED, UNKNOWN) and self.called_card is not None:
            return self.called_card >> 3
        return None

    # --- the state API ------------------------------------------------------------

    def current_player(self) -> int:
        ph = self._phase
        if ph == PLAY:
            return (self._leader + len(self._trick)) % self.num_players
        if ph == DEAL:
            return CHANCE
        if ph == PICKING:
            return (self.dealer + 1 + self._passes) % self.num_players
        if ph == OVER:
            return TERMINAL
        assert self.picker is not None
        return self.picker

    def legal_actions(self) -> list[int]:
        ph = self._phase
        if ph == PLAY:
            seat = (self._leader + len(self._trick)) % self.num_players
            mask, unknown = self._play_mask(seat)
            out = _cards(mask)
            if unknown:
                out.append(PLAY_UNKNOWN)
            return out
        if ph == DEAL:
            return self._chance_cards()
        if ph == PICKING:
            return [PASS, PICK]
        if ph in (BURY, UNDER):
            assert self.picker is not None
            return _cards(self._hands[self.picker])
        if ph == CALL:
            return self._call_actions()
        return []

    def _chance_cards(self) -> list[Card]:
        return _cards(ALL_CARDS_MASK & ~self._dealt_mask)

    def is_legal(self, action: int) -> bool:
        ph = self._phase
        if ph == PLAY:
            seat = (self._leader + len(self._trick)) % self.num_players
            mask, unknown = self._play_mask(seat)
            if action == PLAY_UNKNOWN:
                return unknown
            return 0 <= action < 32 and bool(mask >> action & 1)
        if ph == DEAL:
            return 0 <= action < 32 and not self._dealt_mask >> action & 1
        return action in self.legal_actions()

    def _call_options(self) -> tuple[list[Card], list[Card]]:
        """Called ace rule: the cards the picker may call, and those callable as unknown."""
        picker = self.picker
        assert picker is not None
        hand = self._hands[picker]
        held = hand | self._buried
        rank = 4 if held & FAIL_ACES_MASK == FAIL_ACES_MASK else 0
        normal: list[Card] = []
        free: list[Card] = []
        for suit in FAIL_SUITS:
            card = suit * 8 + rank
            if held >> card & 1:
                continue
            free.append(card)
            if hand & CLASS_MASKS[suit]:
                normal.append(card)
        return normal, ([] if normal else free)

    def _call_actions(self) -> list[int]:
        if self.game.jack_partner:
            return [ALONE, CALL_JACK]
        normal, unknown = self._call_options()
        return [ALONE] + [CALL_BASE + c for c in normal] + [CALL_UNKNOWN_BASE + c for c in unknown]

    def led_class(self) -> int | None:
        """The class led to the trick in progress (a fail suit or :data:`~.contracts.TRUMP_CLASS`;
        the called suit when the unknown card led it), None before its first card."""
        if not self._trick:
            return None
        if self._under_pos == 0:
            suit = self.called_suit()
            assert suit is not None
            return suit
        return FOLLOW_CLASS[self._trick[0]]

    def holds_unknown(self, seat: int) -> bool:
        """Whether ``seat`` is the picker with the face-down unknown card still to play."""
        return seat == self.picker and self._under is not None and not self._under_played

    def _play_mask(self, seat: int) -> tuple[int, bool]:
        """The cards ``seat`` may play now, and whether the unknown card may be played."""
        hand = self._hands[seat]
        led = self.led_class()
        if self.holds_unknown(seat):
            if led is None:
                return hand, True
            if led == self.called_suit():
                return 0, True
            legal = playable(hand, led)
            return (legal, False) if legal else (0, True)
        legal = playable(hand, led)
        call = self.call
        if call in (CALLED, UNKNOWN):
            called = self.called_card
            assert called is not None
            suit = called >> 3
            if hand >> called & 1:  # the partner, holding the called card
                if led is None:
                    legal &= ~(CLASS_MASKS[suit] & ~_bit(called))
                elif led == suit:
                    legal = _bit(called)
                elif legal != _bit(called):
                    legal &= ~_bit(called)
            elif (
                call == CALLED
                and seat == self.picker
                and not self._called_led
                and led is not None
                and led != suit
            ):
                hold = hand & CLASS_MASKS[suit]
                if _single(hold) and legal & hold and legal != hold:
                    legal &= ~hold
        return legal, False

    def _apply(self, action: int) -> None:
        ph = self._phase
        if ph == PLAY:
            self._play(action)
        elif ph == DEAL:
            self._deal(action)
        elif ph == PICKING:
            self._pick(action)
        elif ph == BURY:
            self._bury(action)
        elif ph == CALL:
            self._call(action)
        elif ph == UNDER:
            picker = self.picker
            assert picker is not None
            self._under = action
            self._under_index = len(self._history)
            self._hands[picker] &= ~_bit(action)
            self._phase = PLAY
        else:
            raise StammtischError("the deal is over; no more actions")

    def _deal(self, card: Card) -> None:
        self._dealt_mask |= _bit(card)
        i = self._dealt
        n = self.num_players
        if i < n * self.hand_size:
            seat = (self.dealer + 1 + i // self.hand_size) % n
            self._hands[seat] |= _bit(card)
        else:
            self._blind.append(card)
        self._dealt = i + 1
        if self._dealt == self._deal_total:
            self._phase = PICKING

    def _pick(self, action: int) -> None:
        n = self.num_players
        if action == PICK:
            seat = (self.dealer + 1 + self._passes) % n
            self.picker = seat
            for c in self._blind:
                self._hands[seat] |= _bit(c)
            self._phase = BURY
            return
        self._passes += 1
        if self._passes == n:
            self._phase = OVER if self.game.doubler else PLAY

    def _bury(self, card: Card) -> None:
        picker = self.picker
        assert picker is not None
        if self._bury_count == 0:
            self._bury_start = len(self._history)
        self._hands[picker] &= ~_bit(card)
        self._buried |= _bit(card)
        self._bury_count += 1
        if self._bury_count == self.blind_size:
            self._phase = CALL if self.num_players == 5 else PLAY

    def _holder(self, card: Card) -> int | None:
        for seat, hand in enumerate(self._hands):
            if hand >> card & 1 and seat != self.picker:
                return seat
        return None

    def _call(self, action: int) -> None:
        self._phase = PLAY
        if action == ALONE:
            self.call = ALONE_CALL
        elif action == CALL_JACK:
            self.call = JACK_CALL
            self.called_card = JACK_OF_DIAMONDS
            self.partner = self._holder(JACK_OF_DIAMONDS)
        elif action >= CALL_UNKNOWN_BASE:
            self.call = UNKNOWN
            self.called_card = action - CALL_UNKNOWN_BASE
            self.partner = self._holder(self.called_card)
            self._phase = UNDER
        else:
            self.call = CALLED
            self.called_card = action - CALL_BASE
            self.partner = self._holder(self.called_card)

    def _play(self, action: int) -> None:
        seat = (self._leader + len(self._trick)) % self.num_players
        if action == PLAY_UNKNOWN:
            assert self._under is not None
            card = self._under
            self._under_played = True
            self._under_pos = len(self._trick)
        else:
            card = action
            self._hands[seat] &= ~_bit(card)
        if (
            not self._trick
            and self.call in (CALLED, UNKNOWN)
            and (self._under_pos == 0 or FOLLOW_CLASS[card] == self.called_suit())
        ):
            self._called_led = True
        self._trick.append(card)
        if len(self._trick) == self.num_players:
            self._finish_trick()

    def _trick_winner(self) -> int:
        """Position in playing order of the card that wins the complete trick."""
        trick = self._trick
        under_pos = self._under_pos
        suit = self.called_suit()

        def rank(i: int) -> tuple[int, int]:
            if i == under_pos:
                assert suit is not None
                return suit, -1  # the lowest card of the called suit
            return FOLLOW_CLASS[trick[i]], POWER[trick[i]]

        best = 0
        best_class, best_power = rank(0)
        for i in range(1, len(trick)):
            cls, power = rank(i)
            if (cls == best_class and power > best_power) or (
                cls == TRUMP_CLASS and best_class != TRUMP_CLASS
            ):
                best, best_class, best_power = i, cls, power
        return best

    def _finish_trick(self) -> None:
        n = self.num_players
        winner = (self._leader + self._trick_winner()) % n
        mask = 0
        points = 0
        for c in self._trick:
            mask |= _bit(c)
            points += CARD_POINTS[c]
        self._won[winner] |= mask
        self._won_points[winner] += points
        self._tricks[winner] += 1
        if self._under_pos >= 0:
            self._under_winner = winner
            self._under_pos = -1
        self._trick = []
        self._leader = winner
        self._tricks_played += 1
        if self._tricks_played == self.hand_size:
            self._phase = OVER
            if self.picker is None and self.game.rules.flag("blind_to_last_trick"):
                self._blind_taker = winner

    # --- undo and copies -----------------------------------------------------------

    def clone(self) -> SheepsheadState:
        new = object.__new__(type(self))
        d = dict(self.__dict__)
        for key, value in d.items():
            if isinstance(value, list):
                d[key] = list(value)
            elif isinstance(value, dict):
                d[key] = dict(value)
        new.__dict__.update(d)
        return new

    # --- information ------------------------------------------------------------------

    def action_visible(self, index: int, player: int) -> bool:
        if index < self._deal_total:
            hand_cards = self.num_players * self.hand_size
            if index < hand_cards:
                return (self.dealer + 1 + index // self.hand_size) % self.num_players == player
            return player == self.picker
        if self._bury_start <= index < self._bury_start + self._bury_count:
            return player == self.picker
        if index == self._under_index:
            return player == self.picker or player == self._under_winner
        return True

    def card_piles(self) -> list[list[Card]]:
        piles = [cards_of(h) for h in self._hands]
        if self.picker is None and self._blind_taker is None:
            piles.append(list(self._blind))
        piles.append(cards_of(self._buried))
        if self._under is not None and not self._under_played:
            piles.append([self._under])
        piles.append(list(self._trick))
        for seat, won in enumerate(self._won):
            pile = cards_of(won)
            if seat == self._blind_taker:
                pile += self._blind
            piles.append(pile)
        return piles

    # --- record notation -------------------------------------------------------------

    def action_to_string(self, action: int) -> str:
        return action_to_string(action)

    def parse_action(self, text: str) -> int:
        """Read record notation: a card, ``pass``, ``pick``, ``alone``, ``call HA``,
        ``call HA unknown``, ``call DJ`` or ``unknown`` (legal now or not)."""
        return string_to_action(text)

    def illegal_reason(self, action: int, player: int | None = None) -> Message:
        return illegal_reason(self, action, player)

    # --- the result -------------------------------------------------------------------------

    def scores(self) -> tuple[int, ...]:
        if self._phase != OVER:
            return (0,) * self.num_players
        return deal_scores(self)

    def result(self) -> DealResult:
        if self._phase != OVER:
            raise StammtischError("the deal is not over yet")
        return self.told_contract(build_result(self))

    def contract_name(self) -> str:
        """``"pick"``, ``"pick, called HA"``, ``"pick, called HA unknown"``, ``"pick alone"``..."""
        if self.picker is None:
            return "doubler" if self.game.doubler else "leaster"
        if self.call == CALLED:
            assert self.called_card is not None
            return f"pick, called {card_str(self.called_card)}"
        if self.call == UNKNOWN:
            assert self.called_card is not None
            return f"pick, called {card_str(self.called_card)} unknown"
        if self.call == ALONE_CALL:
            return "pick alone"
        if self.call == JACK_CALL:
            return "pick, jack of diamonds partner"
        return "pick"

    def outcome(self) -> DealOutcome:
        """A doubler (nobody picked) does not count, is redealt by the same dealer, and
        doubles the next deal's multiplier; any played deal resets it."""
        if self._phase == OVER and self.picker is None and self.game.doubler:
            return DealOutcome(
                counts=False, same_dealer=True, next_context={"multiplier": self.multiplier * 2}
            )
        return DealOutcome()


__all__ = ["SheepsheadState"]
