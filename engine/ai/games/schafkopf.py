"""Schafkopf's AI adapter: which game to play (partner game, Wenz, Geier, solos), the card play.

The hand model gives the declarer's win chance per game type from the shared
trump features (:mod:`..handeval`) plus the called suit in a partner game,
with weights fitted to simulated deals (``bench/calibrate_schafkopf.py``).
The price of a game (tariff, runners, doublings) and the payments (partner
game 1:1, solo 3:1) turn chances into expected scores; the auction, the
announcement, knocking and Kontra/Re follow from them.

>>> from stammtisch.engine.cards import parse_german_card as g
>>> from stammtisch.engine.schafkopf.contracts import contract_by_name
>>> hand = [g(c) for c in "EO GO HO SO EU GU HA HZ".split()]
>>> p_solo = win_chance(hand, contract_by_name("Solo Herz"), False)
>>> p_solo > 0.9
True
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Final

from ...cards import CARD_POINTS, Card, CardMask, Rank, cards_of, mask_points
from ...rules import Rules
from ...schafkopf.actions import (
    ANNOUNCE_BASE,
    BID_BASE,
    HOLD,
    KNOCK,
    KONTRA,
    NO_KNOCK,
    NO_KONTRA,
    NO_RE,
    PASS,
    RE,
)
from ...schafkopf.contracts import CONTRACTS, RAMSCH, Contract, GameType, base_type
from ...schafkopf.scoring import count_runners, runner_order, settle_declared, spread_declared
from ...schafkopf.state import (
    ANNOUNCE,
    AUCTION,
    KNOCKING,
    KONTRA_PHASE,
    PLAY,
    RE_PHASE,
    SchafkopfState,
)
from ...state import CHANCE, GameState
from ...tricks import TRUMP
from ..handeval import logistic, recalibrate, tricks_from_plays, trump_features
from ..knowledge import (
    GameAdapter,
    Goal,
    PlayInfo,
    TrickPosition,
    play_info_from_tricks,
    register_adapter,
)

NO_ACTION = -1

# Logistic weights per game family: intercept, the ten trump features (see handeval),
# forehand, called-suit cards held, called-suit ten held.  Fitted by
# bench/calibrate_schafkopf.py on 74,000 games of 5,000 simulated deals.
WEIGHTS: Final[dict[GameType, tuple[float, ...]]] = {
    GameType.SAUSPIEL: (-2.642, 0.599, 0.087, -0.136, 0.551, 0.473, -0.323, 0.174, -0.174, -0.033, 0.144, -0.089, -0.189, -0.025),
    GameType.SUIT_SOLO: (-11.559, 1.236, 0.284, 0.160, 0.722, 1.149, -0.190, 0.474, -0.474, -0.235, 0.525, -0.231, 0.000, 0.000),
    GameType.WENZ: (-6.474, 0.345, 0.345, 0.033, 0.712, 1.415, 0.165, 0.396, -0.396, 0.215, 0.394, -0.812, 0.000, 0.000),
    GameType.GEIER: (-6.450, 0.003, 0.003, -0.313, 2.049, 1.371, 0.119, 0.500, -0.500, 0.333, 0.435, -0.618, 0.000, 0.000),
    GameType.SUIT_WENZ: (-10.891, 1.265, 0.408, 0.263, 0.520, 1.575, 0.472, 0.605, -0.605, -0.188, 0.612, -0.688, 0.000, 0.000),
    GameType.SUIT_GEIER: (-10.219, 1.132, 0.239, 0.285, 0.491, 1.231, 0.105, 0.531, -0.531, -0.340, 0.753, -0.565, 0.000, 0.000),
}  # fmt: skip


def features(hand: Sequence[Card], contract: Contract, forehand: bool) -> tuple[float, ...]:
    """The model's features of ``hand`` for ``contract`` (see :data:`WEIGHTS`)."""
    base = trump_features(hand, contract.rules)
    called = contract.called_ace
    n_called = ten_called = 0.0
    if called is not None:
        suit = contract.rules.follow_class[called]
        n_called = float(sum(1 for c in hand if contract.rules.follow_class[c] == suit))
        ten_called = float(any(c == called + 4 for c in hand))
    return (*base, 1.0 if forehand else 0.0, n_called, ten_called)


def win_chance(hand: Sequence[Card], contract: Contract, forehand: bool) -> float:
    """The declaring side's chance to win ``contract`` with ``hand`` (0 for a partner game
    :func:`sauspiel_objection` forbids)."""
    mask = 0
    for c in hand:
        mask |= 1 << c
    return _win_chance(mask, contract.index, forehand, True)


def model_chance(hand: Sequence[Card], contract: Contract, forehand: bool) -> float:
    """The model's chance to win ``contract`` with ``hand``, before the teacher's rules:
    what a refused game is shown at."""
    mask = 0
    for c in hand:
        mask |= 1 << c
    return _win_chance(mask, contract.index, forehand, False)


CALIBRATION: Final[dict[str, tuple[float, float]]] = {
    "partner": (1.264, -0.563),
    "solo": (1.138, 0.024),
}
"""Platt scaling (scale, shift of the logit) of the partner games' and the solos' chances,
fitted by ``bench/calibrate_selfplay.py fit`` on the outcomes of the games Standard
declares in self-play (docs/ai.md)."""

SAUSPIEL_MIN_TRUMPS = 4
"""A Sauspiel needs at least four trumps, one of them among the top four (an Ober)."""


def sauspiel_objection(hand: Sequence[Card], contract: Contract) -> str | None:
    """Why a teacher would forbid this partner game with ``hand``, or ``None``.

    ``"trumps"``: fewer than four trumps; ``"top"``: no Ober (none of the top four);
    ``"weak"``: just four trumps without two runners from the top, nor an Ober with an
    Unter and a side Sau ("zwei Laufende, oder Ober-Unter und eine Sau").

    >>> from stammtisch.engine.cards import parse_german_card as g
    >>> from stammtisch.engine.schafkopf.contracts import contract_by_name
    >>> call = contract_by_name("Sauspiel Eichel")
    >>> sauspiel_objection([g(c) for c in "HU H9 H8 H7 EK E9 GK S7".split()], call)
    'top'
    >>> sauspiel_objection([g(c) for c in "SO HU H9 H8 EK E9 GK S7".split()], call)
    'weak'
    >>> sauspiel_objection([g(c) for c in "SO HU H9 H8 GA E9 GK S7".split()], call)
    """
    order = contract.trump_order
    trumps = [c for c in hand if contract.rules.follow_class[c] == TRUMP]
    if len(trumps) < SAUSPIEL_MIN_TRUMPS:
        return "trumps"
    places = {order.index(c) for c in trumps}
    if not places & {0, 1, 2, 3}:
        return "top"
    if len(trumps) == SAUSPIEL_MIN_TRUMPS:
        runners = 0
        while runners in places:
            runners += 1
        unters = places & {4, 5, 6, 7}
        side_ace = any(c & 7 == Rank.ACE and contract.rules.follow_class[c] != TRUMP for c in hand)
        if runners < 2 and not (unters and side_ace):
            return "weak"
    return None


@lru_cache(maxsize=65536)
def _win_chance(mask: int, index: int, forehand: bool, teacher: bool) -> float:
    contract = CONTRACTS[index]
    hand = cards_of(mask)
    kind = base_type(contract.level)
    if teacher and kind == GameType.SAUSPIEL and sauspiel_objection(hand, contract) is not None:
        return 0.0  # the teacher's rule: never such a partner game
    p = logistic(WEIGHTS[kind], features(hand, contract, forehand))
    p = recalibrate(p, *CALIBRATION["partner" if kind == GameType.SAUSPIEL else "solo"])
    if contract.is_tout:
        # a Tout needs every trick: only near-certain hands
        p = max(0.0, (p - 0.9) / 0.1) ** 3 * 0.7
    if contract.alone:
        p *= 0.8
    return p


LEAD_BONUS: Final = 12.0
"""What Standard adds (in card points) to a lead the players' rules of thumb ask for
(:meth:`SchafkopfAdapter.card_adjustments`), and takes from one they advise against."""

PARTNER_MIN_CHANCE = 0.6
"""A partner game is declared only at this (calibrated) chance or more."""

SOLO_MIN_CHANCE = 0.76
"""A game the declarer plays alone (a solo, Wenz, Geier, a partner game alone) is declared
only at this (calibrated) chance or more.

Both floors hold Standard's declarations in self-play to the rates of the NetSchafkopf
records (partner games won 80 %, solos 84 to 98 %): 79.9 % and 88.0 %. The solos' floor is
on the scale fitted to the searched soloist's play (:meth:`SchafkopfAdapter.standard_searches`);
the measurements are in docs/log/2026-11-27-schafkopf-soloist.md."""


KONTRA_WEIGHTS: Final = (1.886, -0.311, -0.037, 0.785, -0.269, -0.338, -0.043, 0.155)
"""The declarer's side's chance as one opponent's hand judges it (logistic over
:func:`kontra_features`, intercept first), fitted on 7,418 opponents' hands against the
games Standard declares in self-play (4000 deals, seed 11, default rules; see
docs/log/2026-11-26-bidding.md)."""

RE_RISK: Final = 0.1
"""Kontra is said only when the declarer's side wins less often than ``(1 - RE_RISK) / 2``
(45 %): a doubled game the declarer's side then answers with Re costs twice again."""


def kontra_features(hand: Sequence[Card], contract: Contract) -> tuple[float, ...]:
    """An opponent's hand against ``contract``: partner game, trumps, top-four trumps,
    trumps × top four, trump power, side aces, cards of the called suit."""
    f = trump_features(hand, contract.rules)
    partner = base_type(contract.level) == GameType.SAUSPIEL and not contract.alone
    called = 0
    if contract.called_ace is not None:
        suit = contract.rules.follow_class[contract.called_ace]
        called = sum(1 for c in hand if contract.rules.follow_class[c] == suit)
    return (float(partner), f[0], f[1], f[0] * f[1], f[3], f[4], float(called))


def kontra_chance(hand: Sequence[Card], contract: Contract) -> float:
    """The chance the declarer's side wins ``contract``, judged by an opponent's ``hand``.

    >>> from stammtisch.engine.cards import parse_german_card as g
    >>> from stammtisch.engine.schafkopf.contracts import contract_by_name
    >>> call = contract_by_name("Sauspiel Eichel")
    >>> round(kontra_chance([g(c) for c in "EO GO HU SU H9 H8 GA E9".split()], call), 2)
    0.27
    >>> round(kontra_chance([g(c) for c in "HU H9 GA GK E9 S7 S8 S9".split()], call), 2)
    0.81
    """
    return logistic(KONTRA_WEIGHTS, kontra_features(hand, contract))


def declaring_floor(contract: Contract) -> float:
    """The chance ``contract`` needs to be declared: :data:`PARTNER_MIN_CHANCE` for a partner
    game with a partner, else :data:`SOLO_MIN_CHANCE`."""
    alone = base_type(contract.level) != GameType.SAUSPIEL or contract.alone
    return SOLO_MIN_CHANCE if alone else PARTNER_MIN_CHANCE


def declaring_chance(hand: Sequence[Card], contract: Contract, forehand: bool) -> float:
    """:func:`win_chance` for declaring ``contract``: 0 below the floor of its kind
    (:data:`PARTNER_MIN_CHANCE`, :data:`SOLO_MIN_CHANCE`), and for a partner game the
    teacher's rule forbids."""
    p = win_chance(hand, contract, forehand)
    return 0.0 if p < declaring_floor(contract) else p


def expected_score(state: SchafkopfState, seat: int, contract: Contract, p: float) -> float:
    """The declarer's expected score for ``contract`` won with chance ``p`` (runners included)."""
    rules = state.game.rules
    hand = state.dealt[seat]
    deck_mask = 0
    for m in state.dealt:
        deck_mask |= m
    runners, _ = count_runners(runner_order(rules, contract, deck_mask), hand)
    if contract.called_ace is not None:
        runners = min(runners, 3) if runners >= 3 else 0  # the partner may add or break the run
    win_score, loss_score = _scores(rules, contract.index, runners, state.doublings())
    return p * win_score + (1 - p) * loss_score


_SCORES: dict[tuple[int, int, int, int], tuple[Rules, int, int]] = {}


def _scores(rules: Rules, index: int, runners: int, doublings: int) -> tuple[int, int]:
    """The declarer's score for a won and a lost game (typical card points, no Schneider)."""
    key = (id(rules), index, runners, doublings)
    hit = _SCORES.get(key)
    if hit is not None and hit[0] is rules:
        return hit[1], hit[2]
    contract = CONTRACTS[index]
    won = settle_declared(rules, contract, 70, 5, 3, runners, doublings)
    lost = settle_declared(rules, contract, 50, 3, 5, runners, doublings)
    partner = None if contract.called_ace is None else 1
    out = (
        spread_declared(won.price, True, 0, partner)[0],
        spread_declared(lost.price, False, 0, partner)[0],
    )
    if len(_SCORES) > 20_000:
        _SCORES.clear()
    _SCORES[key] = (rules, *out)
    return out


def _plays(state: SchafkopfState) -> list[tuple[int, Card]]:
    return [(a, c) for a, c in state.history()[state.deck_size :] if a != CHANCE and 0 <= c < 32]


def _bid_level(state: SchafkopfState, action: int) -> int:
    """The lowest game level a bid (or holding a challenge) commits to."""
    return max(0, state.held_challenge if action == HOLD else action - BID_BASE)


class SchafkopfAdapter(GameAdapter):
    """The AI hooks for Schafkopf."""

    solve_hand = 5
    ms_per_sample = 12.0
    search_decisions = False

    def play_info(self, state: GameState, seat: int) -> PlayInfo | None:
        assert isinstance(state, SchafkopfState)
        if state.stage != PLAY or state.current_player() != seat:
            return None
        contract = state.contract
        assert contract is not None
        plays = _plays(state)
        team, hint = self._team(state, seat, plays)
        goal = Goal.AVOID if contract is RAMSCH else Goal.POINTS
        return play_info_from_tricks(
            seat=seat,
            hand=cards_of(state.hands[seat]),
            rules=contract.rules,
            players=(0, 1, 2, 3),
            tricks=tricks_from_plays(plays, 4),
            team=team,
            goal=goal,
            deck=state.game.deck(),
            declarer=state.declarer,
            tricks_total=state.hand_size,
            partner_hint=hint,
        )

    def marked_cards(self, state: GameState, seat: int) -> CardMask:
        """The called Sau: its play shows the partner and its own rules bind it."""
        assert isinstance(state, SchafkopfState)
        contract = state.contract
        if contract is None or contract.called_ace is None:
            return 0
        return 1 << contract.called_ace

    def standard_searches(self, state: GameState, seat: int) -> bool:
        """The declarer of a game alone (a solo, Wenz, Geier, a partner game alone): its
        rules of thumb lost about one such game in seven that the search wins, and the
        floor for declaring one is set for the searched play (:data:`SOLO_MIN_CHANCE`)."""
        assert isinstance(state, SchafkopfState)
        contract = state.contract
        if state.stage != PLAY or contract in (None, RAMSCH) or state.declarer != seat:
            return False
        assert contract is not None
        return base_type(contract.level) != GameType.SAUSPIEL or contract.alone

    def _team(
        self, state: SchafkopfState, seat: int, plays: Sequence[tuple[int, Card]]
    ) -> tuple[tuple[int, ...], dict[int, float]]:
        contract = state.contract
        assert contract is not None
        d = state.declarer
        if contract is RAMSCH or d is None:
            return tuple(1 if s == seat else -1 for s in range(4)), {}
        ace = contract.called_ace
        if ace is None:
            return tuple(1 if (s == d) == (seat == d) else -1 for s in range(4)), {}
        partner: int | None = None
        if state.hands[seat] >> ace & 1 or state.dealt[seat] >> ace & 1:
            partner = seat
        for s, c in plays:
            if c == ace:
                partner = s
        if state.re_seat is not None and state.re_seat != d:
            partner = state.re_seat
        if partner is not None:
            side = {d, partner}
            return tuple(1 if (s in side) == (seat in side) else -1 for s in range(4)), {}
        not_partner = {d, seat}
        if state.kontra_seat is not None:
            not_partner.add(state.kontra_seat)
        unknown = [s for s in range(4) if s not in not_partner]
        team = []
        for s in range(4):
            if s == seat:
                team.append(1)
            elif s == d or (len(unknown) == 1 and s == unknown[0]):
                team.append(1 if seat == d else -1)
            elif s in unknown:
                team.append(0)
            else:
                team.append(-1 if seat == d else 1)
        hint = {}
        for s in unknown:
            if len(unknown) > 1:
                # the declarer's partner is one of them; for a defender the other is its partner
                hint[s] = 1.0 / len(unknown) if seat == d else 1.0 - 1.0 / len(unknown)
        return tuple(team), hint

    def position(self, state: GameState, perspective: int) -> TrickPosition | None:
        assert isinstance(state, SchafkopfState)
        if state.stage != PLAY:
            return None
        contract = state.contract
        assert contract is not None
        hands = tuple(tuple(cards_of(h)) for h in state.hands)
        leader = state.leader
        points = [mask_points(m) for m in state.won]
        if contract is RAMSCH:
            return TrickPosition(
                rules=contract.rules,
                hands=hands,
                players=(0, 1, 2, 3),
                leader=leader,
                trick=tuple(state.trick),
                side=tuple(0 if s == perspective else 1 for s in range(4)),
                card_values=tuple(-v for v in CARD_POINTS),
                taken=-points[perspective],
            )
        d = state.declarer
        assert d is not None
        partner = state.partner()
        side_seats = {d} if partner is None else {d, partner}
        side = tuple(0 if s in side_seats else 1 for s in range(4))
        rules = state.game.rules
        side_mask = 0
        deck_mask = 0
        for s in range(4):
            deck_mask |= state.dealt[s]
            if s in side_seats:
                side_mask |= state.dealt[s]
        runners, _ = count_runners(runner_order(rules, contract, deck_mask), side_mask)
        doublings = state.doublings()
        size = state.hand_size
        ace = contract.called_ace
        called = -1
        if ace is not None and not state.ran_away and any(h >> ace & 1 for h in state.hands):
            called = ace

        def payoff(points_: int, side_tricks: int) -> float:
            st = settle_declared(
                rules, contract, points_, side_tricks, size - side_tricks, runners, doublings
            )
            return float(spread_declared(st.price, st.won, d, partner)[perspective])

        if contract.is_tout:
            taken = sum(state.tricks_won[s] for s in side_seats)
            return TrickPosition(
                rules=contract.rules,
                hands=hands,
                players=(0, 1, 2, 3),
                leader=leader,
                trick=tuple(state.trick),
                side=side,
                card_values=(0,) * 32,
                trick_value=1,
                taken=taken,
                thresholds=(size,),
                payoffs=(payoff(60, size - 1), payoff(120, size)),
                called_card=called,
                runaway_length=4,
            )
        taken = sum(points[s] for s in side_seats)
        return TrickPosition(
            rules=contract.rules,
            hands=hands,
            players=(0, 1, 2, 3),
            leader=leader,
            trick=tuple(state.trick),
            side=side,
            taken=taken,
            thresholds=(31, 61, 91, 120),
            payoffs=(
                payoff(30, 1),
                payoff(60, 3),
                payoff(90, 5),
                payoff(119, size - 1),
                payoff(120, size),
            ),
            called_card=called,
            runaway_length=4,
        )

    def card_adjustments(
        self, state: GameState, seat: int, info: PlayInfo, legal: Sequence[int], level: str
    ) -> dict[int, float] | None:
        """Standard's leads, as Schafkopf is taught: the declarer's side draws trumps
        ("Spieler und Mitspieler spielen Trumpf"); the other side leads no trump and, in a
        partner game, searches for the called Sau by leading its suit ("die Sau suchen")."""
        assert isinstance(state, SchafkopfState)
        contract = state.contract
        d = state.declarer
        if level != "standard" or info.trick or contract in (None, RAMSCH) or d is None:
            return None
        rules = contract.rules
        on_declarer_side = info.team[d] == 1
        ace = contract.called_ace
        search_suit = None
        if ace is not None and ace not in info.played and ace not in info.hand:
            search_suit = rules.follow_class[ace]
        trumps = sum(1 for c in info.hand if rules.follow_class[c] == TRUMP)
        out: dict[int, float] = {}
        for c in legal:
            klass = rules.follow_class[c]
            if on_declarer_side:
                if klass == TRUMP and trumps >= 2:
                    out[c] = LEAD_BONUS
            elif klass == TRUMP:
                out[c] = -LEAD_BONUS
            elif klass == search_suit:
                out[c] = LEAD_BONUS
        return out

    # --- decisions ------------------------------------------------------------------------

    def _best(
        self, state: SchafkopfState, seat: int, min_level: int, refused: bool = False
    ) -> tuple[float, Contract | None]:
        """The best game from ``min_level`` on and its expected score; with ``refused``
        among the games a rule refuses, valued at the model's own chance."""
        hand = cards_of(state.dealt[seat])
        forehand = state.order[0] == seat
        best: tuple[float, Contract | None] = (-1e9, None)
        for c in state.announceable(seat):
            if c.level < min_level:
                continue
            if refused:
                p = model_chance(hand, c, forehand)
                if p == 0.0 or declaring_chance(hand, c, forehand) > 0.0:
                    continue
            else:
                p = declaring_chance(hand, c, forehand)
            ev = expected_score(state, seat, c, p)
            if ev > best[0]:
                best = (ev, c)
        return best

    def _declarable(self, state: SchafkopfState, seat: int, min_level: int) -> bool:
        hand = cards_of(state.dealt[seat])
        forehand = state.order[0] == seat
        return any(
            declaring_chance(hand, c, forehand) > 0.0
            for c in state.announceable(seat)
            if c.level >= min_level
        )

    def refused_values(
        self, state: GameState, seat: int, legal: Sequence[int]
    ) -> dict[int, float] | None:
        """A bid whose every game a rule refuses, and a game a rule refuses (below its floor,
        or a partner game :func:`sauspiel_objection` forbids): each valued at the model's
        own chance (what it scores on average), not as a lost game."""
        assert isinstance(state, SchafkopfState)
        out: dict[int, float] = {}
        if state.stage == AUCTION:
            for a in legal:
                if a == PASS:
                    continue
                level = _bid_level(state, a)
                if self._declarable(state, seat, level):
                    continue  # some game clears its floor: the bid is not refused
                ev, game = self._best(state, seat, level, refused=True)
                if game is not None:
                    out[a] = ev - 0.01 * level
        elif state.stage == ANNOUNCE and self._declarable(state, seat, state.held):
            hand = cards_of(state.dealt[seat])
            forehand = state.order[0] == seat
            for a in legal:
                c = CONTRACTS[a - ANNOUNCE_BASE]
                p = model_chance(hand, c, forehand)
                if p > 0.0 and declaring_chance(hand, c, forehand) == 0.0:
                    out[a] = expected_score(state, seat, c, p)
        return out or None

    def decision_values(
        self, state: GameState, seat: int, legal: Sequence[int], level: str
    ) -> dict[int, float] | None:
        assert isinstance(state, SchafkopfState)
        phase = state.stage
        optimism = 3.0 if level == "beginner" else 0.0
        if phase == AUCTION:
            out: dict[int, float] = {PASS: 0.0}
            for a in legal:
                if a == PASS:
                    continue
                lvl = _bid_level(state, a)
                ev, _ = self._best(state, seat, lvl)
                out[a] = ev + optimism - 0.01 * lvl
            return out
        if phase == ANNOUNCE:
            hand = cards_of(state.dealt[seat])
            forehand = state.order[0] == seat
            # a game must be announced: when none clears its floor, each counts at its chance
            chance = declaring_chance if self._declarable(state, seat, state.held) else model_chance
            out = {}
            for a in legal:
                c = CONTRACTS[a - ANNOUNCE_BASE]
                out[a] = expected_score(state, seat, c, chance(hand, c, forehand))
            return out
        if phase == KNOCKING:
            ev, best = self._best(state, seat, 0)
            strong = (
                best is not None
                and ev > 0
                and win_chance(cards_of(state.dealt[seat]), best, state.order[0] == seat) > 0.8
            )
            return {KNOCK: 1.0 if strong else -1.0, NO_KNOCK: 0.0}
        if phase == KONTRA_PHASE:
            if KONTRA not in legal:
                return {a: 0.0 for a in legal}
            contract = state.contract
            assert contract is not None
            q = kontra_chance(cards_of(state.dealt[seat]), contract)
            # a Kontra doubles what this opponent wins or pays: worth (1 - 2q) of the price
            price = settle_declared(state.game.rules, contract, 70, 5, 3, 0, state.doublings())
            return {KONTRA: (1.0 - RE_RISK - 2.0 * q) * price.price, NO_KONTRA: 0.0}
        if phase == RE_PHASE:
            if RE not in legal:
                return {a: 0.0 for a in legal}
            contract = state.contract
            assert contract is not None
            hand = cards_of(state.dealt[seat])
            p = win_chance(hand, contract, state.order[0] == seat)
            return {RE: p - 0.85, NO_RE: 0.0}
        return None


register_adapter("schafkopf", SchafkopfAdapter())

__all__ = [
    "CALIBRATION",
    "KONTRA_WEIGHTS",
    "LEAD_BONUS",
    "PARTNER_MIN_CHANCE",
    "RE_RISK",
    "SAUSPIEL_MIN_TRUMPS",
    "SOLO_MIN_CHANCE",
    "WEIGHTS",
    "SchafkopfAdapter",
    "declaring_chance",
    "declaring_floor",
    "expected_score",
    "features",
    "kontra_chance",
    "kontra_features",
    "model_chance",
    "sauspiel_objection",
    "win_chance",
]
