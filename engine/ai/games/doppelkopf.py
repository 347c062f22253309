"""Doppelkopf's AI adapter: reservations (solo, poverty, marriage), poverty exchange,
announcements, and the card play with hidden parties.

The hand model gives the chance that a hand's party wins a normal game, and
that a soloist wins each solo type, from the shared trump features
(:mod:`..handeval`) with weights fitted to simulated deals
(``bench/calibrate_doppelkopf.py``).  Expected scores follow from the DDV
values (a soloist wins or loses three times).

Parties in a normal game are hidden: a player knows its own (a ♣Q makes it
Re) and learns the others' from played ♣Qs and announcements; the card play
takes its sides and partner guesses from the game's own
:func:`~stammtisch.engine.doppelkopf.knowledge.known_parties`.

>>> from stammtisch.engine.cards import parse_cards
>>> weak = parse_cards("HQ D9 CK CK CT C9 SK ST S9 HK HK H9")   # two trumps, no ace
>>> normal_chance(weak, False) < 0.3
True
>>> strong = parse_cards("HT HT CQ CQ SQ SQ HQ CJ DA DT CA SA")
>>> normal_chance(strong, True) > 0.9
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ...cards import CARD_POINTS, Card, CardMask
from ...doppelkopf import actions as A
from ...doppelkopf.contracts import (
    CLUB_JACK,
    CLUB_QUEEN,
    FOX,
    MARRIAGE,
    MARRIAGE_SOLO,
    NORMAL_RULES,
    NORMAL_TRUMP_MASK,
    SILENT_SOLO,
    SOLO,
    SoloType,
    trick_rules,
)
from ...doppelkopf.knowledge import known_parties
from ...doppelkopf.scoring import (
    BASIC,
    KONTRA,
    NO_90,
    RE,
    Tally,
    seat_score,
    value_deal,
)
from ...doppelkopf.state import (
    AUCTION,
    FORCED,
    HEALTH,
    MARRIAGE_ROUND,
    OFFER,
    PASSING,
    PLAY,
    POVERTY_ROUND,
    RETURNING,
    SOLO_ROUND,
    SOLO_TYPE,
    DoppelkopfState,
)
from ...state import GameState
from ...tricks import TRUMP
from ..handeval import logistic, recalibrate, trump_features
from ..knowledge import (
    GameAdapter,
    Goal,
    PlayInfo,
    TrickExtras,
    TrickPosition,
    play_info_from_tricks,
    register_adapter,
)

NO_ACTION = -1

# Logistic weights (intercept, the ten trump features, forehand, Re party) per family,
# fitted by bench/calibrate_doppelkopf.py on 26,000 games of 2,500 simulated deals.
NORMAL_WEIGHTS: Final[tuple[float, ...]] = (
    -4.204, 0.404, 0.224, 0.043, 0.257, 0.242, -0.059, 0.128, -0.128, -0.074, -0.032, 0.043, 1.124
)  # fmt: skip
SUIT_SOLO_WEIGHTS: Final[tuple[float, ...]] = (
    -18.406, 1.276, 0.401, -0.085, 0.963, 1.144, 0.118, 0.535, -0.535, -0.357, -0.022, 0.469, 0.000
)  # fmt: skip
QUEEN_SOLO_WEIGHTS: Final[tuple[float, ...]] = (
    -10.982, 0.250, 0.250, 0.105, 1.159, 0.718, -0.241, 0.597, -0.597, -0.311, 0.719, -0.061, 0.000
)  # fmt: skip
JACK_SOLO_WEIGHTS: Final[tuple[float, ...]] = (
    -8.915, 0.375, 0.375, 0.084, 0.354, 0.743, -0.002, 0.550, -0.550, -0.079, 0.489, 0.134, 0.000
)  # fmt: skip
NO_TRUMP_WEIGHTS: Final[tuple[float, ...]] = (
    -9.123, 0.000, 0.000, 0.000, 0.000, 0.790, 0.159, 0.267, -0.267, 0.027, 0.698, -0.594, 0.000
)  # fmt: skip

SUIT_SOLOS: Final = (SoloType.DIAMONDS, SoloType.HEARTS, SoloType.SPADES, SoloType.CLUBS)

NORMAL_VALUE = 1.6
"""Average game points of a won normal game (won, and now and then under 90)."""
SOLO_VALUE = 1.5
"""Average game points of a solo (per opponent; the soloist scores three times)."""


CALIBRATION: Final[dict[str, tuple[float, float]]] = {
    "normal": (1.0, 0.0),
    "solo": (1.0, 0.0),
}
"""Platt scaling (scale, shift of the logit) of a normal game's and a solo's chance, fitted
by ``bench/calibrate_selfplay.py fit`` on Standard self-play (docs/ai.md)."""


def normal_chance(hand: Sequence[Card], re_party: bool, forehand: bool = False) -> float:
    """The chance that the party of ``hand`` wins a normal game."""
    x = (*trump_features(hand, NORMAL_RULES), float(forehand), float(re_party))
    return recalibrate(logistic(NORMAL_WEIGHTS, x), *CALIBRATION["normal"])


def solo_chance(hand: Sequence[Card], solo: SoloType, forehand: bool = False) -> float:
    """The soloist's chance to win ``solo`` with ``hand``."""
    if solo in SUIT_SOLOS:
        weights = SUIT_SOLO_WEIGHTS
    elif solo == SoloType.NO_TRUMP:
        weights = NO_TRUMP_WEIGHTS
    elif solo == SoloType.JACK:
        weights = JACK_SOLO_WEIGHTS
    else:
        weights = QUEEN_SOLO_WEIGHTS
    x = (*trump_features(hand, trick_rules(solo)), float(forehand), 1.0)
    return recalibrate(logistic(weights, x), *CALIBRATION["solo"])


def normal_trumps(hand: Sequence[Card]) -> int:
    return sum(1 for c in hand if NORMAL_TRUMP_MASK >> c & 1)


def _tricks(state: DoppelkopfState) -> list[tuple[int, list[Card]]]:
    out = [(t.leader, list(t.cards)) for t in state.tricks]
    if state.trick_cards:
        out.append((state.trick_seats[0], list(state.trick_cards)))
    return out


class DoppelkopfAdapter(GameAdapter):
    """The AI hooks for Doppelkopf."""

    solve_hand = 4
    ms_per_sample = 15.0
    search_decisions = False

    # --- card play ------------------------------------------------------------------

    def play_info(self, state: GameState, seat: int) -> PlayInfo | None:
        assert isinstance(state, DoppelkopfState)
        if state.stage != PLAY or state.current_player() != seat:
            return None
        known = known_parties(state, seat)
        return play_info_from_tricks(
            seat=seat,
            hand=state.hand(seat),
            rules=state.trick_rules,
            players=state.active,
            tricks=_tricks(state),
            team=known.team,
            goal=Goal.POINTS,
            deck=state.game.deck(),
            seen_elsewhere=[],
            later_equal_wins=state.heart_ten_rule(len(state.tricks) == state.hand_size - 1),
            declarer=state.soloist,
            tricks_total=state.hand_size,
            partner_hint=known.hints,
        )

    def position(self, state: GameState, perspective: int) -> TrickPosition | None:
        assert isinstance(state, DoppelkopfState)
        if state.stage != PLAY:
            return None
        if state.kind == MARRIAGE and not state.decided_trick:
            return None  # the parties are not settled
        n = state.num_players
        active = state.active
        side = tuple(0 if state.party[s] == RE else 1 for s in range(n))
        hands = tuple(tuple(state.hand(s)) for s in range(n))
        leader = state.trick_seats[0] if state.trick_seats else state.current_player()
        re_seats = [s for s in active if state.party[s] == RE]
        taken = sum(state.points[s] for s in re_seats)
        solo = state.is_solo_game()
        levels = dict(state.levels)
        total = sum(CARD_POINTS[c] for c in state.game.deck())
        tricks_total = state.hand_size

        def payoff(re_points: int) -> float:
            re_tricks = 0 if re_points == 0 else tricks_total if re_points == total else 5
            re = Tally(re_points, re_tricks, levels[RE])
            kontra = Tally(total - re_points, tricks_total - re_tricks, levels[KONTRA])
            value = value_deal(re, kontra, solo, (), state.forty).re_value
            party = state.party[perspective]
            if perspective not in active or party is None:
                return 0.0
            return float(seat_score(party, value, solo))

        cuts = sorted({1, 30, 60, 90, 120, 121, 151, 181, 211, total})
        payoffs = (payoff(0), *(payoff(c) for c in cuts))
        extras = None
        extras_taken = 0
        if not solo and perspective in active:
            extras = TrickExtras(
                fox=FOX,
                charlie=CLUB_JACK,
                fox_last=2 if state.forty else 1,
                charlie_caught=state.game.rules.flag("charlie_caught"),
                sign=1 if state.party[perspective] == RE else -1,
            )
            extras_taken = sum(e.value if e.party == RE else -e.value for e in state.extras())
        return TrickPosition(
            rules=state.trick_rules,
            hands=hands,
            players=active,
            leader=leader,
            trick=tuple(state.trick_cards),
            side=side,
            later_equal_wins=state.heart_ten_rule(False),
            last_trick_equal_wins=state.heart_ten_rule(True) != 0,
            taken=taken,
            thresholds=tuple(cuts),
            payoffs=payoffs,
            extras=extras,
            extras_taken=extras_taken,
        )

    def marked_cards(self, state: GameState, seat: int) -> CardMask:
        """Unless ``seat`` knows the game is a solo, the ♣Q shows its holder's party, and
        the fox and Charlie earn extra points: none of them is the same as a neighbour.  (A
        silent solo is known to its soloist alone: for the others the deal is a normal
        game, whoever the state's hidden cards make a soloist.)"""
        assert isinstance(state, DoppelkopfState)
        if state.kind in (SOLO, MARRIAGE_SOLO) or (
            state.kind == SILENT_SOLO and state.soloist == seat
        ):
            return 0
        return 1 << CLUB_QUEEN | 1 << CLUB_JACK | 1 << FOX

    # --- decisions --------------------------------------------------------------------

    def _solo_evs(
        self, hand: list[Card], forehand: bool, types: Sequence[SoloType]
    ) -> dict[SoloType, float]:
        out = {}
        for t in types:
            p = solo_chance(hand, t, forehand)
            out[t] = 3 * SOLO_VALUE * (2 * p - 1)
        return out

    def _normal_ev(self, hand: list[Card], forehand: bool) -> float:
        re_party = CLUB_QUEEN in hand
        p = normal_chance(hand, re_party, forehand)
        return NORMAL_VALUE * (2 * p - 1)

    def _poverty_ev(self, hand: list[Card]) -> float:
        # with few trumps a poverty keeps the loss small (or gets the cards dealt again)
        return -0.25 - 0.1 * normal_trumps(hand)

    def decision_values(
        self, state: GameState, seat: int, legal: Sequence[int], level: str
    ) -> dict[int, float] | None:
        assert isinstance(state, DoppelkopfState)
        phase = state.stage
        hand = state.hand(seat)
        forehand = state.active[0] == seat
        if phase == HEALTH:
            best_reserve = self._reserve_value(state, seat, hand, forehand)
            out = {A.HEALTHY: self._normal_ev(hand, forehand), A.RESERVATION: best_reserve}
            if A.REDEAL in legal:
                out[A.REDEAL] = 0.0 if normal_trumps(hand) <= 2 else -0.5
            return out
        if phase in (SOLO_ROUND, SOLO_TYPE, FORCED, AUCTION):
            return self._solo_choice(state, seat, legal, hand, forehand, phase == FORCED)
        if phase == POVERTY_ROUND:
            out = {}
            if A.POVERTY in legal:
                out[A.POVERTY] = self._poverty_ev(hand)
            if A.PASS in legal:
                out[A.PASS] = self._normal_ev(hand, forehand) + 0.2  # marriage
            return out
        if phase == MARRIAGE_ROUND:
            return dict.fromkeys(legal, 0.0)
        if phase == PASSING:
            return {c: _pass_value(c) for c in legal}
        if phase == OFFER:
            # the three cards to come are the poor player's trumps: count them as low trumps
            p = normal_chance([*hand, *_LOW_TRUMPS], True, forehand)
            return {A.ACCEPT: NORMAL_VALUE * (2 * p - 1) + 0.3, A.REFUSE: 0.0}
        if phase == RETURNING:
            return {c: -_keep_value(c, hand) for c in legal}
        if phase == PLAY:
            announces = [a for a in legal if A.is_announcement(a)]
            if announces:
                return self._announce_values(state, seat, announces, hand, forehand, level)
        if len(legal) == 1:
            return {legal[0]: 0.0}
        return None

    def _reserve_value(
        self, state: DoppelkopfState, seat: int, hand: list[Card], forehand: bool
    ) -> float:
        types = [t for t in SoloType if state.forty or t != SoloType.QUEEN_JACK]
        best = max(self._solo_evs(hand, forehand, types).values())
        if state.may_declare_poverty(seat):
            best = max(best, self._poverty_ev(hand))
        if state.may_declare_marriage(seat):
            best = max(best, self._normal_ev(hand, forehand) + 0.2)
        return best

    def _solo_choice(
        self,
        state: DoppelkopfState,
        seat: int,
        legal: Sequence[int],
        hand: list[Card],
        forehand: bool,
        forced: bool,
    ) -> dict[int, float]:
        out: dict[int, float] = {}
        fallback = -1e9
        if state.may_declare_poverty(seat):
            fallback = max(fallback, self._poverty_ev(hand))
        if state.may_declare_marriage(seat):
            fallback = max(fallback, self._normal_ev(hand, forehand) + 0.2)
        for a in legal:
            if A.is_solo_action(a):
                solo, mod = A.solo_of(a)
                p = solo_chance(hand, solo, forehand or forced)
                ev = 3 * SOLO_VALUE * (2 * p - 1)
                if mod == A.MOD_RE:
                    ev = 3 * (SOLO_VALUE + 2) * (2 * p - 1) if p > 0.8 else ev - 3
                elif mod == A.MOD_NO_RE:
                    ev -= 0.1
                out[a] = ev
            elif a == A.SOLO_ANY:
                types = [t for t in SoloType if state.forty or t != SoloType.QUEEN_JACK]
                out[a] = max(self._solo_evs(hand, forehand, types).values())
            elif A.is_bid(a):
                types = [t for t in SoloType if state.forty or t != SoloType.QUEEN_JACK]
                p = max(solo_chance(hand, t, forehand) for t in types)
                out[a] = 3 * SOLO_VALUE * (2 * p - 1) - 2.0 * (A.bid_level(a) - NO_90 + 1) * (1 - p)
            else:  # PASS
                out[a] = fallback if fallback > -1e9 else 0.0
        return out

    def _announce_values(
        self,
        state: DoppelkopfState,
        seat: int,
        options: Sequence[int],
        hand: list[Card],
        forehand: bool,
        level: str,
    ) -> dict[int, float]:
        party = state.party[seat]
        solo = state.is_solo_game()
        if solo:
            if seat != state.soloist:
                p = 0.5  # an opponent of a solo is rarely sure
            elif state.solo is not None:
                p = solo_chance(hand, state.solo, forehand)
            else:  # a silent solo or a marriage played alone: normal trumps
                p = solo_chance(hand, SoloType.DIAMONDS, forehand)
        else:
            p = normal_chance(hand, party == RE, forehand)
        # the chance shifts with the card points taken so far
        mine = sum(state.points[s] for s in state.active if state.party[s] == party)
        theirs = sum(state.points[s] for s in state.active if state.party[s] != party)
        p = min(0.99, max(0.01, p + (mine - theirs) / 200))
        out: dict[int, float] = {NO_ACTION: 0.0}
        threshold = 0.62 if level == "beginner" else 0.72
        for a in options:
            _, lvl = A.announcement_of(a)
            if lvl == BASIC:
                out[a] = 4 * (p - threshold)
            else:
                out[a] = 4 * (p - 0.96) - lvl
        return out

    def out_of_turn_values(
        self, state: GameState, seat: int, options: Sequence[int], level: str
    ) -> dict[int, float] | None:
        assert isinstance(state, DoppelkopfState)
        hand = state.hand(seat)
        return self._announce_values(state, seat, options, hand, state.active[0] == seat, level)


_LOW_TRUMPS: Final = (27, 29, 25)
"""♦J ♦9 ♦K: stand-ins for the trumps a poverty brings."""


def _pass_value(card: Card) -> float:
    """What the poor player gains by passing ``card`` (the trumps must go; then high cards)."""
    if NORMAL_TRUMP_MASK >> card & 1:
        return 100.0 + CARD_POINTS[card]
    return CARD_POINTS[card]


def _keep_value(card: Card, hand: Sequence[Card]) -> float:
    """How much the poverty's acceptor wants to keep ``card`` (the lowest go back)."""
    if NORMAL_RULES.follow_class[card] == TRUMP:
        return 50.0 + NORMAL_RULES.power[card]
    suit = [c for c in hand if NORMAL_RULES.follow_class[c] == NORMAL_RULES.follow_class[card]]
    if card & 7 == 0:  # an ace
        return 30.0 - 5 * (len(suit) > 3)
    return CARD_POINTS[card] - 3.0 * (3 - min(3, len(suit)))


register_adapter("doppelkopf", DoppelkopfAdapter())

__all__ = ["DoppelkopfAdapter", "normal_chance", "solo_chance"]
