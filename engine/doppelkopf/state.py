"""Doppelkopf: the state of one deal (the game configuration is in :mod:`.game`).

The deal, chance action by chance action, gives twelve cards (ten in the
40-card variant) to each playing seat in seat order from the dealer's left:
slot ``i`` of the deal goes to the ``i // 12``-th playing seat.  Dealing in
packets of four is only how a table hands them out (packet ``k`` of a seat
is its slots ``4k..4k+3``); the record lists each hand together.

Then the reservations ("Vorbehalte"): each playing seat from the dealer's
left says ``healthy`` or ``reservation``; the seats with a reservation are
asked, in the same order, for a solo, then for a poverty, then for a
marriage.  Then the tricks, with announcements by either party at any moment
(also out of turn) until their deadlines.

>>> from stammtisch.engine.doppelkopf import DoppelkopfGame
>>> game = DoppelkopfGame(4)
>>> state = game.new_deal(seed=3)
>>> state.current_player(), [state.action_to_string(a) for a in state.legal_actions()]
(1, ['healthy', 'reservation'])
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ..cards import (
    CARD_POINTS,
    NUM_CARDS,
    Card,
    cards_of,
)
from ..errors import IllegalActionError, StammtischError
from ..meaning import CARD_KINDS, ActionInfo, ActionKind, Ask, TurnInfo
from ..messages import Message
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
from . import actions as A
from .contracts import (
    CLUB_QUEEN,
    HEART_TEN,
    HEART_TEN_MASK,
    MARRIAGE,
    MARRIAGE_SOLO,
    NORMAL,
    NORMAL_RULES,
    NORMAL_TRUMP_MASK,
    POVERTY,
    SILENT_SOLO,
    SOLO,
    SOLO_KINDS,
    SOLO_NAMES,
    SoloType,
    solo_strength,
    trick_rules,
)
from .meaning import GAME_WORDS, describe, solo_message
from .reasons import announcement_block, illegal_reason
from .result import build_result, trick_extras
from .scoring import (
    BASIC,
    KONTRA,
    NO_90,
    NONE,
    RE,
    SCHWARZ,
    Extra,
)

if TYPE_CHECKING:
    from .game import DoppelkopfGame

# --- phases -------------------------------------------------------------------

DEAL: Final = 0
HEALTH: Final = 1
SOLO_ROUND: Final = 2
POVERTY_ROUND: Final = 3
MARRIAGE_ROUND: Final = 4
AUCTION: Final = 5
SOLO_TYPE: Final = 6
FORCED: Final = 7
PASSING: Final = 8
OFFER: Final = 9
RETURNING: Final = 10
COUNTING: Final = 11
PLAY: Final = 12
OVER: Final = 13

_PUBLIC_PHASES: Final = (
    Phase.DEAL,
    Phase.RESERVATIONS,
    Phase.RESERVATIONS,
    Phase.RESERVATIONS,
    Phase.RESERVATIONS,
    Phase.BIDDING,
    Phase.DECLARING,
    Phase.DECLARING,
    Phase.LAY_AWAY,
    Phase.RESERVATIONS,
    Phase.LAY_AWAY,
    Phase.DECLARING,
    Phase.PLAY,
    Phase.OVER,
)
"""The shared :class:`Phase` of each of the phases above (the poverty's offer round
is part of the reservations; telling the trumps given back is a declaration)."""

_ASKS: Final = {
    HEALTH: Ask.HEALTH,
    SOLO_ROUND: Ask.SOLO,
    POVERTY_ROUND: Ask.POVERTY,
    MARRIAGE_ROUND: Ask.MARRIAGE,
    AUCTION: Ask.BID,
    SOLO_TYPE: Ask.DECLARE,
    FORCED: Ask.FORCED_SOLO,
    PASSING: Ask.PASS_CARDS,
    OFFER: Ask.ACCEPT,
    RETURNING: Ask.PASS_CARDS,
    COUNTING: Ask.COUNT,
    PLAY: Ask.PLAY,
}
"""What the seat to move is asked in each of the phases above."""

NORMAL_LIST_DEALS: Final = 20
"""Tournament: the deals of the list that are not forced solos (24 - 4, or 25 - 5)."""


def _party_other(party: str) -> str:
    return KONTRA if party == RE else RE


@dataclass(frozen=True)
class Trick:
    """A finished trick: who led, who played what (in playing order), who won it."""

    leader: int
    seats: tuple[int, ...]
    cards: tuple[Card, ...]
    winner: int

    @property
    def points(self) -> int:
        return sum(CARD_POINTS[c] for c in self.cards)


def _ctx_int(context: Mapping[str, ContextValue], key: str, default: int) -> int:
    value = context.get(key)
    if isinstance(value, bool) or value is None:
        return default
    try:
        return int(value)
    except ValueError:
        return default


class DoppelkopfState(GameState):
    """One Doppelkopf deal.  See the module docstring for the course of a deal."""

    game: DoppelkopfGame

    def __init__(
        self,
        game: DoppelkopfGame,
        dealer: int = 0,
        context: Mapping[str, ContextValue] | None = None,
    ) -> None:
        super().__init__(game, dealer, context)
        n = game.num_players
        rules = game.rules
        self.forty = rules.flag("forty_cards")
        self.hand_size = 10 if self.forty else 12
        self.active: tuple[int, ...] = game.active_seats(dealer)
        self._next = {s: self.active[(i + 1) % 4] for i, s in enumerate(self.active)}
        self._second_ten = rules.flag("second_heart_ten_wins")
        self._first_ten_last = rules.flag("heart_ten_first_in_last_trick")
        self._tournament = rules.flag("tournament")
        self._auction = rules.flag("solo_auction")
        self.hands: list[list[int]] = [[0] * NUM_CARDS for _ in range(n)]
        self.masks: list[int] = [0] * n
        self.held: list[int] = [0] * n
        self._stock: list[int] = [0] * NUM_CARDS
        for c in game.deck():
            self._stock[c] += 1
        self._phase = DEAL
        self._dealt = 0
        # reservations
        self._health_pos = 0
        self.reservers: list[int] = []
        self._ask = 0
        self.holder: int | None = None
        self._holder_solo: SoloType | None = None
        self._holder_mod = 0
        self._holder_forced = False
        self.auction_level = NONE
        self.poor: int | None = None
        self.acceptor: int | None = None
        self._offer: list[int] = []
        self._offer_pos = 0
        self.passed: list[Card] = []
        self.returned: list[Card] = []
        self._pass_idx: list[int] = []
        self._return_idx: list[int] = []
        self.marriage_player: int | None = None
        self.partner: int | None = None
        self.decided_trick = 0
        self.redeal_by: int | None = None
        self.thrown_in = False
        # contract
        self.kind: str | None = None
        self.solo: SoloType | None = None
        self.soloist: int | None = None
        self.forced = False
        self.mute_seat: int | None = None
        self.trick_rules: TrickRules = NORMAL_RULES
        self.party: list[str | None] = [None] * n
        # play
        self.leader = self.active[0]
        self.trick_seats: list[int] = []
        self.trick_cards: list[Card] = []
        self.tricks: list[Trick] = []
        self.points: list[int] = [0] * n
        self.trick_count: list[int] = [0] * n
        self.levels: dict[str, int] = {RE: NONE, KONTRA: NONE}
        self.announcements: list[tuple[int, str, int, int]] = []
        """(seat, party, level, cards the seat held) for each announcement."""
        self._result: DealResult | None = None
        # tournament
        ctx = self.context
        self.owed = _ctx_int(ctx, "owed", (1 << n) - 1) if self._tournament else 0
        self.normal_left = _ctx_int(ctx, "normal_left", NORMAL_LIST_DEALS)
        self.designated: int | None = None
        self.idle = False
        if self._tournament and self.normal_left <= 0 and self.owed:
            self.designated = next((s for s in self.active if self.owed >> s & 1), None)
            self.idle = self.designated is None

    # --- copies -------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        """Where the deal stands."""
        return _PUBLIC_PHASES[self._phase]

    @property
    def stage(self) -> int:
        """Doppelkopf's own finer phase: ``DEAL``, ``HEALTH``, ``SOLO_ROUND``,
        ``POVERTY_ROUND``, ``MARRIAGE_ROUND``, ``AUCTION``, ``SOLO_TYPE``, ``FORCED``,
        ``PASSING``, ``OFFER``, ``RETURNING``, ``COUNTING``, ``PLAY`` or ``OVER``."""
        return self._phase

    @property
    def asked(self) -> Ask:
        """What the seat to move is asked now (:attr:`Ask.NOTHING` while dealing and at the end)."""
        return _ASKS.get(self._phase, Ask.NOTHING)

    def clone(self) -> DoppelkopfState:
        new = object.__new__(DoppelkopfState)
        d = dict(self.__dict__)
        for key in (
            "hands",
            "_history",
            "masks",
            "held",
            "_stock",
            "reservers",
            "_offer",
            "passed",
            "returned",
            "_pass_idx",
            "_return_idx",
            "party",
            "trick_seats",
            "trick_cards",
            "tricks",
            "points",
            "trick_count",
            "levels",
            "announcements",
            "context",
        ):
            d[key] = d[key].copy()
        d["hands"] = [h.copy() for h in self.hands]
        new.__dict__.update(d)
        return new

    # --- small facts ----------------------------------------------------------

    def last_trick_winner(self) -> int | None:
        return self.tricks[-1].winner if self.tricks else None

    def sort_rules(self) -> TrickRules | None:
        return self.trick_rules

    def describe_action(self, action: int) -> ActionInfo:
        """What ``action`` means now: a card passed in a poverty, a bid that holds."""

        if self.stage == PASSING:
            return describe(action, ActionKind.PASS_CARD)
        if self.stage == RETURNING:
            return describe(action, ActionKind.PASS_CARD, self.poor)
        declines = {SOLO_ROUND: "solo", POVERTY_ROUND: "poverty"}.get(self.stage)
        return describe(action, holding=self.stage == AUCTION, declines=declines)

    def turn_info(self, seat: int) -> TurnInfo:
        """What ``seat`` is asked now (see :meth:`GameState.turn_info`)."""

        player = self.current_player()
        to_move = player if player >= 0 else None
        if to_move != seat:
            return TurnInfo(seat, to_move, holder=self.holder, partner=self.poor, phase=self.phase)
        phase = self.stage
        done = 0
        if phase == PASSING:
            done = len(self.passed)
        elif phase == RETURNING:
            done = len(self.returned)
        passing = phase in (PASSING, RETURNING)
        return TurnInfo(
            seat,
            to_move,
            self.asked,
            cards_to_go=3 - done if passing else 0,
            cards_done=done,
            target=self.poor if phase == RETURNING else None,
            holder=self.holder,
            partner=self.poor,
            phase=self.phase,
            commits=self._reservation_commits(seat) if phase == HEALTH else (),
        )

    def _reservation_commits(self, seat: int) -> tuple[ActionInfo, ...]:
        """What ``seat`` would be offered after reserving now (solos, poverty, marriage).

        Asked on a copy: the reservation is made, the other seats say healthy, and each
        round's pass is followed to the next round, until ``seat`` no longer answers
        words.  Depends only on ``seat``'s own hand and the rules.
        """
        reserve = [
            a for a in self.legal_actions() if self.describe_action(a).kind is ActionKind.RESERVE
        ]
        if not reserve:
            return ()
        trial = self.clone()
        trial.apply_action(reserve[0])
        found: list[ActionInfo] = []
        for _ in range(64):
            if trial.is_terminal() or trial.is_chance_node():
                break
            offered = {a: trial.describe_action(a) for a in trial.legal_actions()}
            if any(info.kind in CARD_KINDS for info in offered.values()):
                break  # cards: the reservation rounds are over
            by_kind = {info.kind: a for a, info in offered.items()}
            if trial.current_player() != seat:
                if ActionKind.HEALTHY not in by_kind:
                    break
                trial.apply_action(by_kind[ActionKind.HEALTHY])
                continue
            found.extend(
                info
                for info in offered.values()
                if info.kind is not ActionKind.PASS and info not in found
            )
            if ActionKind.PASS not in by_kind:
                break
            trial.apply_action(by_kind[ActionKind.PASS])
        return tuple(found)

    def public_info(self, player: int) -> PublicInfo:
        """The game as announced.  A silent solo looks like a normal game to all but its
        soloist until the deal is over."""
        if self.is_terminal():
            return super().public_info(player)
        if self.kind is None:
            return PublicInfo()
        if self.kind == SILENT_SOLO and player != self.soloist:
            return PublicInfo(None, NORMAL, Message.of(GAME_WORDS[NORMAL]))
        return PublicInfo(self.soloist, self.contract_name(), self.contract_message())

    def contract_message(self) -> Message | None:
        if self.kind == SOLO and self.solo is not None:
            return solo_message(self.solo)
        if self.kind in GAME_WORDS:
            return Message.of(GAME_WORDS[self.kind])
        return None

    def hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds now, ascending (two copies appear twice)."""
        h = self.hands[seat]
        return [c for c in range(NUM_CARDS) for _ in range(h[c])]

    def normal_trumps(self, seat: int) -> int:
        """How many normal-game trumps ``seat`` holds (poverty and redeal decide on these)."""
        h = self.hands[seat]
        return sum(h[c] for c in cards_of(self.masks[seat] & NORMAL_TRUMP_MASK))

    def may_declare_poverty(self, seat: int) -> bool:
        """Three or fewer trumps."""
        return self.normal_trumps(seat) <= 3

    def may_declare_marriage(self, seat: int) -> bool:
        """Both ♣Q."""
        return self.hands[seat][CLUB_QUEEN] == 2

    def may_demand_redeal(self, seat: int) -> bool:
        """40-card variant: 84 or more card points in hand, or two or fewer trumps."""
        h = self.hands[seat]
        points = sum(CARD_POINTS[c] * h[c] for c in range(NUM_CARDS))
        return self.forty and (points >= 84 or self.normal_trumps(seat) <= 2)

    def owes_forced_solo(self, seat: int) -> bool:
        """Tournament: ``seat`` has not yet played its forced solo."""
        return bool(self.owed >> seat & 1)

    def is_solo_game(self) -> bool:
        """One against three (a declared solo, a silent solo, a marriage without partner)."""
        return self.kind in SOLO_KINDS

    def current_trick(self) -> list[tuple[int, Card]]:
        """The trick on the table: (seat, card) in playing order."""
        return list(zip(self.trick_seats, self.trick_cards, strict=True))

    # --- the OpenSpiel surface --------------------------------------------------

    def current_player(self) -> int:
        phase = self._phase
        if phase == PLAY:
            if self.trick_seats:
                return self._next[self.trick_seats[-1]]
            return self.leader
        if phase == DEAL:
            return CHANCE
        if phase == OVER:
            return TERMINAL
        if phase == HEALTH:
            return self.active[self._health_pos]
        if phase in (SOLO_ROUND, POVERTY_ROUND, MARRIAGE_ROUND):
            return self.reservers[self._ask]
        if phase in (AUCTION, SOLO_TYPE):
            assert self.holder is not None
            return self.holder
        if phase == FORCED:
            assert self.designated is not None
            return self.designated
        if phase == PASSING:
            assert self.poor is not None
            return self.poor
        if phase == OFFER:
            return self._offer[self._offer_pos]
        assert self.acceptor is not None  # RETURNING, COUNTING
        return self.acceptor

    def legal_actions(self) -> list[int]:
        phase = self._phase
        if phase == PLAY:
            seat = self.current_player()
            lead = self.trick_cards[0] if self.trick_cards else None
            out = cards_of(self.trick_rules.legal_mask(self.masks[seat], lead))
            out.extend(self.announcement_options(seat))
            return out
        if phase == DEAL:
            return [c for c in range(NUM_CARDS) if self._stock[c]]
        if phase == OVER:
            return []
        seat = self.current_player()
        if phase == HEALTH:
            opts = [A.HEALTHY, A.RESERVATION]
            if self.forty and self.may_demand_redeal(seat):
                opts.append(A.REDEAL)
            return opts
        if phase == SOLO_ROUND:
            return self._solo_round_options(seat)
        if phase == POVERTY_ROUND:
            opts = []
            if self.may_declare_marriage(seat):
                opts.append(A.PASS)
            if self.may_declare_poverty(seat):
                opts.append(A.POVERTY)
            return opts
        if phase == MARRIAGE_ROUND:
            return [A.MARRIAGE]
        if phase == AUCTION:
            return [A.PASS, A.bid_action(self.auction_level)]
        if phase in (SOLO_TYPE, FORCED):
            mods = (A.MOD_PLAIN, A.MOD_RE, A.MOD_NO_RE) if self.forty and phase == FORCED else (0,)
            return [A.solo_action(s, m) for s in self._solo_types() for m in mods]
        if phase == PASSING:
            return self._passing_options(seat)
        if phase == OFFER:
            return [A.ACCEPT, A.REFUSE]
        if phase == RETURNING:
            return cards_of(self.masks[seat])
        # COUNTING
        trumps = sum(1 for c in self.returned if NORMAL_TRUMP_MASK >> c & 1)
        return [A.TRUMPS_BACK + trumps]

    def _solo_types(self) -> list[SoloType]:
        return [s for s in SoloType if self.forty or s != SoloType.QUEEN_JACK]

    def _mods(self) -> tuple[int, ...]:
        return (A.MOD_PLAIN, A.MOD_RE, A.MOD_NO_RE) if self.forty else (A.MOD_PLAIN,)

    def _bid_key(self, seat: int, solo: SoloType, mod: int) -> tuple[bool, int, int]:
        forced = self._tournament and self.owes_forced_solo(seat)
        if not self.forty:
            return (forced, 0, 0)
        return (forced, solo_strength(solo), mod)

    def _holder_key(self) -> tuple[bool, int, int]:
        assert self.holder is not None and self._holder_solo is not None
        key = self._bid_key(self.holder, self._holder_solo, self._holder_mod)
        return (self._holder_forced, key[1], key[2])

    def _may_still_bid(self, seat: int) -> bool:
        """Whether ``seat`` could outrank the solo held so far (asked in the solo round)."""
        if self.holder is None:
            return True
        if self._auction:
            return self.auction_level < SCHWARZ
        forced = self._tournament and self.owes_forced_solo(seat)
        strongest = solo_strength(SoloType.NO_TRUMP)
        best = (forced, strongest, A.MOD_NO_RE) if self.forty else (forced, 0, 0)
        return best > self._holder_key()

    def _solo_round_options(self, seat: int) -> list[int]:
        opts: list[int] = []
        if self._auction:
            if self.holder is None:
                opts.append(A.SOLO_ANY)
            else:
                low = max(self.auction_level + 1, NO_90)
                opts.extend(A.bid_action(lv) for lv in range(low, SCHWARZ + 1))
        else:
            holder_key = self._holder_key() if self.holder is not None else None
            for solo in self._solo_types():
                for mod in self._mods():
                    if holder_key is None or self._bid_key(seat, solo, mod) > holder_key:
                        opts.append(A.solo_action(solo, mod))
        if self.holder is not None or self._reservation_needs_no_solo(seat):
            opts.append(A.PASS)
        return sorted(opts)

    def _reservation_needs_no_solo(self, seat: int) -> bool:
        """A reservation may pass the solo question only if it is a poverty or a marriage."""
        return self.may_declare_poverty(seat) or self.may_declare_marriage(seat)

    def _passing_options(self, seat: int) -> list[int]:
        left = 3 - len(self.passed)
        mask = self.masks[seat]
        if self.normal_trumps(seat) >= left:
            mask &= NORMAL_TRUMP_MASK
        return cards_of(mask)

    # --- announcements ------------------------------------------------------

    def _base_requirement(self, level: int) -> int:
        return 6 if self.forty else 12 - level

    def requirement(self, party: str, level: int) -> int:
        """Cards a player of ``party`` must still hold to announce ``level`` now.

        Re/Kontra 11, no 90 10, no 60 9, no 30 8, schwarz 7 (40 cards: 6 for
        all); Re or Kontra in reply to the other side one card later than that
        side's last announcement's deadline; all shifted by the trick that
        decided a marriage.
        """
        need = self._base_requirement(level)
        if level == BASIC:
            other = self.levels[_party_other(party)]
            if other >= BASIC:
                need = min(need, self._base_requirement(other) - 1)
        if self.kind in (MARRIAGE, MARRIAGE_SOLO) and self.decided_trick:
            need -= self.decided_trick - 1
        return need

    def announcement_options(self, seat: int) -> list[int]:
        """The announcements ``seat`` may make now (in turn or out of turn)."""
        if self._phase != PLAY or announcement_block(self, seat) is not None:
            return []
        party = self.party[seat]
        assert party is not None
        held = self.held[seat]
        need = 0
        out: list[int] = []
        for level in range(self.levels[party] + 1, SCHWARZ + 1):
            need = max(need, self.requirement(party, level))
            if held < need:
                break
            out.append(A.announce_action(party, level))
        return out

    def out_of_turn_actions(self, player: int) -> list[int]:
        if self._phase != PLAY or player == self.current_player():
            return []
        return self.announcement_options(player)

    def _apply_by(self, player: int, action: int) -> None:
        if not A.is_announcement(action):
            raise IllegalActionError(
                "only announcements may be made out of turn", "only announcements out of turn"
            )
        self._announce(player, action)

    def _announce(self, seat: int, action: int) -> None:
        party, level = A.announcement_of(action)
        self.announcements.append((seat, party, level, self.held[seat]))
        self.levels[party] = level

    # --- applying actions -----------------------------------------------------

    def _apply(self, action: int) -> None:
        phase = self._phase
        if phase == PLAY:
            if action >= NUM_CARDS:
                self._announce(self.current_player(), action)
            else:
                self._play(action)
            return
        if phase == DEAL:
            self._deal_card(action)
            return
        seat = self.current_player()
        if phase == HEALTH:
            self._answer_health(seat, action)
        elif phase == SOLO_ROUND:
            self._answer_solo(seat, action)
        elif phase == AUCTION:
            self._answer_auction(action)
        elif phase == SOLO_TYPE:
            solo, _ = A.solo_of(action)
            assert self.holder is not None
            self._start_solo(self.holder, solo, A.MOD_PLAIN, self._holder_forced)
        elif phase == FORCED:
            solo, mod = A.solo_of(action)
            self._start_solo(seat, solo, mod, True)
        elif phase == POVERTY_ROUND:
            if action == A.POVERTY:
                self.poor = seat
                self._phase = PASSING
            else:
                self._ask += 1
                if self._ask == len(self.reservers):
                    self._ask = next(
                        i for i, s in enumerate(self.reservers) if self.may_declare_marriage(s)
                    )
                    self._phase = MARRIAGE_ROUND
        elif phase == MARRIAGE_ROUND:
            self.kind = MARRIAGE
            self.marriage_player = seat
            self.party[seat] = RE
            self._start_play(self.active[0])
        elif phase == PASSING:
            self._take(seat, action)
            self.passed.append(action)
            self._pass_idx.append(len(self._history))
            if len(self.passed) == 3:
                self._offer = [s for s in self.active if s != seat]
                self._offer_pos = 0
                self._phase = OFFER
        elif phase == OFFER:
            if action == A.ACCEPT:
                self.acceptor = seat
                for c in self.passed:
                    self._give(seat, c)
                self._phase = RETURNING
            else:
                self._offer_pos += 1
                if self._offer_pos == len(self._offer):
                    self.thrown_in = True
                    self._phase = OVER
        elif phase == RETURNING:
            assert self.poor is not None
            self._take(seat, action)
            self._give(self.poor, action)
            self.returned.append(action)
            self._return_idx.append(len(self._history))
            if len(self.returned) == 3:
                self._phase = COUNTING
        elif phase == COUNTING:
            assert self.poor is not None
            self.kind = POVERTY
            for s in self.active:
                self.party[s] = RE if s in (self.poor, seat) else KONTRA
            self._start_play(self.active[0])

    def _take(self, seat: int, card: Card) -> None:
        h = self.hands[seat]
        h[card] -= 1
        if not h[card]:
            self.masks[seat] &= ~(1 << card)
        self.held[seat] -= 1

    def _give(self, seat: int, card: Card) -> None:
        self.hands[seat][card] += 1
        self.masks[seat] |= 1 << card
        self.held[seat] += 1

    def _deal_card(self, card: Card) -> None:
        seat = self.active[self._dealt // self.hand_size]
        self._stock[card] -= 1
        self._give(seat, card)
        self._dealt += 1
        if self._dealt == 4 * self.hand_size:
            self._phase = FORCED if self.designated is not None else HEALTH

    def _answer_health(self, seat: int, action: int) -> None:
        if action == A.REDEAL:
            self.redeal_by = seat
            self._phase = OVER
            return
        if action == A.RESERVATION:
            self.reservers.append(seat)
        self._health_pos += 1
        if self._health_pos < 4:
            return
        if self.reservers:
            self._phase = SOLO_ROUND
            self._ask = 0
        else:
            self._start_normal()

    def _answer_solo(self, seat: int, action: int) -> None:
        if action == A.SOLO_ANY:
            self.holder = seat
            self._holder_solo = None
            self.auction_level = NONE
        elif A.is_bid(action):
            self.auction_level = A.bid_level(action)
            self._phase = AUCTION
            return
        elif action != A.PASS:
            solo, mod = A.solo_of(action)
            self.holder = seat
            self._holder_solo = solo
            self._holder_mod = mod
            self._holder_forced = self._tournament and self.owes_forced_solo(seat)
        self._next_solo_question()

    def _answer_auction(self, action: int) -> None:
        challenger = self.reservers[self._ask]
        self._phase = SOLO_ROUND
        if action == A.PASS:  # the holder gives way to the challenger
            self.holder = challenger
            self._next_solo_question()
        elif self.auction_level >= SCHWARZ:  # held at the top: the challenger is out
            self._next_solo_question()

    def _next_solo_question(self) -> None:
        self._ask += 1
        while self._ask < len(self.reservers) and not self._may_still_bid(
            self.reservers[self._ask]
        ):
            self._ask += 1
        if self._ask < len(self.reservers):
            return
        if self.holder is None:
            self._ask = 0
            self._phase = POVERTY_ROUND
        elif self._auction:
            self._phase = SOLO_TYPE
        else:
            assert self._holder_solo is not None
            self._start_solo(self.holder, self._holder_solo, self._holder_mod, self._holder_forced)

    def _start_normal(self) -> None:
        silent = next((s for s in self.active if self.hands[s][CLUB_QUEEN] == 2), None)
        if silent is not None:
            self.kind = SILENT_SOLO
            self.soloist = silent
        else:
            self.kind = NORMAL
        for s in self.active:
            self.party[s] = RE if self.hands[s][CLUB_QUEEN] else KONTRA
        self._start_play(self.active[0])

    def _start_solo(self, seat: int, solo: SoloType, mod: int, forced: bool) -> None:
        self.kind = SOLO
        self.solo = solo
        self.soloist = seat
        self.forced = forced
        self.trick_rules = trick_rules(solo)
        for s in self.active:
            self.party[s] = RE if s == seat else KONTRA
        if mod == A.MOD_RE:
            self.levels[RE] = BASIC
        elif mod == A.MOD_NO_RE:
            self.mute_seat = seat
        if self._auction and self.auction_level > NONE:
            self.levels[RE] = self.auction_level
        self._start_play(seat if forced else self.active[0])

    def _start_play(self, leader: int) -> None:
        self.leader = leader
        self._phase = PLAY

    def _play(self, card: Card) -> None:
        seat = self.current_player()
        self._take(seat, card)
        self.trick_seats.append(seat)
        self.trick_cards.append(card)
        if len(self.trick_cards) == 4:
            self._finish_trick()

    def heart_ten_rule(self, last_trick: bool) -> int:
        """The ``later_equal_wins`` mask for a trick (the second ♥10 option)."""
        if not self._second_ten or not self.trick_rules.is_trump(HEART_TEN):
            return 0
        if last_trick and self._first_ten_last:
            return 0
        return HEART_TEN_MASK

    def _finish_trick(self) -> None:
        last = len(self.tricks) == self.hand_size - 1
        cards = tuple(self.trick_cards)
        w = self.trick_rules.winner(cards, self.heart_ten_rule(last))
        winner = self.trick_seats[w]
        trick = Trick(self.leader, tuple(self.trick_seats), cards, winner)
        self.tricks.append(trick)
        self.points[winner] += trick.points
        self.trick_count[winner] += 1
        self.trick_seats = []
        self.trick_cards = []
        self.leader = winner
        if self.kind == MARRIAGE and not self.decided_trick:
            k = len(self.tricks)
            assert self.marriage_player is not None
            if winner != self.marriage_player:
                self.partner = winner
                self.decided_trick = k
                for s in self.active:
                    self.party[s] = RE if s in (winner, self.marriage_player) else KONTRA
            elif k == 3:
                self.kind = MARRIAGE_SOLO
                self.soloist = self.marriage_player
                self.decided_trick = 3
                for s in self.active:
                    self.party[s] = RE if s == winner else KONTRA
        if len(self.tricks) == self.hand_size:
            self._phase = OVER

    # --- text ----------------------------------------------------------------

    def action_to_string(self, action: int) -> str:
        return A.action_to_string(action)

    def parse_action(self, text: str) -> int:
        return A.string_to_action(text)

    def illegal_reason(self, action: int, player: int | None = None) -> Message:
        """Why ``action`` is not legal now (see :func:`.reasons.illegal_reason`)."""
        return illegal_reason(self, action, player)

    # --- information --------------------------------------------------------------

    def action_visible(self, index: int, player: int) -> bool:
        actor, _ = self._history[index]
        if actor == CHANCE:
            owner = self.active[index // self.hand_size]
            return player == owner or owner == self.redeal_by
        if index in self._pass_idx:
            return player == self.poor or player == self.acceptor
        if index in self._return_idx:
            return player in (self.poor, self.acceptor)
        return True

    def card_piles(self) -> list[list[Card]]:
        piles = [self.hand(s) for s in range(self.num_players)]
        if self._phase in (PASSING, OFFER) or self.thrown_in:
            piles.append(list(self.passed))
        piles.append(list(self.trick_cards))
        for s in range(self.num_players):
            piles.append([c for t in self.tricks if t.winner == s for c in t.cards])
        return piles

    # --- the end -----------------------------------------------------------------------

    def scores(self) -> tuple[int, ...]:
        if self._phase != OVER:
            return (0,) * self.num_players
        return self.result().scores

    def extras(self) -> list[Extra]:
        """The extra points of the tricks taken so far (see :func:`.result.trick_extras`)."""
        return trick_extras(self)

    def contract_name(self) -> str:
        """``"normal game"``, ``"marriage"``, ``"queen solo"``..."""
        if self.kind == SOLO:
            assert self.solo is not None
            return f"{SOLO_NAMES[self.solo]} solo"
        return self.kind or "no game"

    def result(self) -> DealResult:
        """The finished deal's result (built once by :func:`.result.build_result`)."""
        if self._phase != OVER:
            raise StammtischError("the deal is not over yet")
        if self._result is None:
            self._result = self.told_contract(build_result(self))
        return self._result

    def outcome(self) -> DealOutcome:
        """Thrown-in deals do not count; tournament forced solos keep the dealer (see the docs)."""
        played = self.kind is not None
        if not self._tournament:
            if self.redeal_by is not None:
                return DealOutcome(counts=False, same_dealer=True)
            return DealOutcome(counts=played)
        owed, normal_left = self.owed, self.normal_left
        counts = played and not self.idle
        same = self.redeal_by is not None
        if counts and self.forced:
            assert self.soloist is not None
            owed &= ~(1 << self.soloist)
            same = True
        elif counts:
            normal_left -= 1
        if normal_left <= 0 and owed:
            n = self.num_players
            nxt = self.dealer if same else (self.dealer + 1) % n
            if not any(owed >> s & 1 for s in self.game.active_seats(nxt)):
                same = not same
        return DealOutcome(
            counts=counts,
            same_dealer=same,
            next_context={"owed": owed, "normal_left": normal_left},
        )


__all__ = [
    "MARRIAGE",
    "MARRIAGE_SOLO",
    "NORMAL",
    "POVERTY",
    "SILENT_SOLO",
    "SOLO",
    "DoppelkopfState",
    "Trick",
]
