"""Sheepshead's AI adapter: picking, burying, calling a partner, Leaster, the card play.

The hand model gives the picker side's win chance from the shared trump
features (:mod:`..handeval`) of the hand after burying, plus the buried
points, with weights fitted to simulated deals per table size
(``bench/calibrate_sheepshead.py``).  Picking compares the expected score of
picking (averaged over blinds drawn from the unseen cards) with passing.

>>> from stammtisch.engine.cards import parse_cards
>>> strong = parse_cards("CQ SQ HQ DQ CJ SJ HA H7 SK S7")
>>> pick_chance(strong, 3) > 0.8
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import Final

from ...cards import CARD_POINTS, Card, CardMask, cards_of, mask_points
from ...sheepshead.actions import (
    ALONE,
    CALL_BASE,
    CALL_JACK,
    CALL_UNKNOWN_BASE,
    PASS,
    PICK,
    PLAY_UNKNOWN,
)
from ...sheepshead.contracts import (
    CALLED,
    JACK_CALL,
    JACK_OF_DIAMONDS,
    LAYOUTS,
    TRICK_RULES,
    UNKNOWN,
)
from ...sheepshead.scoring import picker_scores
from ...sheepshead.state import BURY, CALL, PICKING, PLAY, UNDER, SheepsheadState
from ...state import CHANCE, GameState
from ...tricks import TRUMP
from ..handeval import logistic, recalibrate, trump_features
from ..knowledge import (
    GameAdapter,
    Goal,
    PlayInfo,
    TrickPosition,
    play_info_from_tricks,
    register_adapter,
)

# Logistic weights (intercept, the ten trump features, buried points / 10, forehand)
# per table size, fitted by bench/calibrate_sheepshead.py on 29,700 games of 7,500
# simulated deals.
PICK_WEIGHTS: Final[dict[int, tuple[float, ...]]] = {
    3: (-11.922, 1.240, 0.178, 0.083, 0.398, 1.347, -0.816, 0.475, -0.475, -0.140, 0.627, 0.723, -0.228),
    4: (-11.088, 1.295, 0.205, 0.034, 0.799, 0.442, -0.835, 0.198, -0.198, -0.778, 0.584, 0.663, -0.207),
    5: (-3.808, 0.534, 0.014, -0.134, 0.867, 0.126, -0.125, 0.085, -0.085, -0.279, 0.193, 0.385, -0.182),
}  # fmt: skip
ALONE_FACTOR: Final = 0.55
"""With five players, going alone: the picker's chance relative to a partner game."""


def features(hand: Sequence[Card], buried_points: int, forehand: bool) -> tuple[float, ...]:
    """The model's features of a picker's hand after burying."""
    return (*trump_features(hand, TRICK_RULES), buried_points / 10.0, float(forehand))


def win_chance(hand: Sequence[Card], buried_points: int, players: int, forehand: bool) -> float:
    """The picker side's chance to win with ``hand`` (after burying)."""
    return logistic(PICK_WEIGHTS[players], features(hand, buried_points, forehand))


def _keep_value(card: Card, hand_mask: int) -> float:
    """How much a picker wants to keep ``card`` (the lowest are buried)."""
    if TRICK_RULES.follow_class[card] == TRUMP:
        return 100.0 + TRICK_RULES.power[card]
    suit = card >> 3
    n = (hand_mask & TRICK_RULES.class_masks[suit]).bit_count()
    rank = card & 7
    if rank == 0:  # a fail ace wins its trick the first time round
        return 40.0 + 5 * n
    # points buried are safe; short suits make voids
    return 8.0 * n - CARD_POINTS[card] * 0.8


def best_bury(hand_mask: int, count: int) -> int:
    """The ``count`` cards to bury by rule of thumb (a mask)."""
    away = 0
    hand = hand_mask
    for _ in range(count):
        card = min(cards_of(hand), key=lambda c: (_keep_value(c, hand), c))
        away |= 1 << card
        hand &= ~(1 << card)
    return away


LEAD_BONUS: Final = 12.0
"""Card points Standard adds to a lead its side should make: trumps for the picker and a known
partner (with two trumps or more), the called suit for a defender while the called ace is out;
a defender's trump lead loses as much.  Tuned on 250 duplicate deals against Beginners
(bonuses of 6, 12 and 20 gave +0.17, +0.21 and +0.20 per deal, none +0.13)."""

FAIL_SUITS: Final = (0, 1, 2)
"""Clubs, spades, hearts: the suits with a callable ace (diamonds are trump)."""
NO_HOLD_PENALTY: Final = 0.06
"""Win chance a five-player picker gives up without a hold card (an unknown or lone call)."""


def holds_a_call(hand_mask: int, buried_mask: int = 0) -> bool:
    """Whether a picker's hand has a fail card in a suit whose ace it holds nowhere (a normal call).

    >>> from stammtisch.engine.cards import parse_cards
    >>> holds_a_call(sum(1 << c for c in parse_cards("CQ SQ H7"))), holds_a_call(1 << 0)
    (True, False)
    """
    held = hand_mask | buried_mask
    for suit in FAIL_SUITS:
        fail = hand_mask & TRICK_RULES.class_masks[suit]
        if fail and not held >> (suit * 8) & 1:
            return True
    return False


def planned_bury(hand_mask: int, count: int, buried_mask: int, players: int, forehand: bool) -> int:
    """The ``count`` cards (a mask) whose burial leaves the best chance by the hand model.

    Every choice is weighed: the win chance of the rest with the points put away
    (``buried_mask`` are already under), less :data:`NO_HOLD_PENALTY` at a
    five-player table when no hold card for a normal call is left.  Trumps stay.
    """
    from itertools import combinations

    cards = cards_of(hand_mask)
    fails = [c for c in cards if TRICK_RULES.follow_class[c] != TRUMP]
    pool = fails if len(fails) >= count else cards
    best_mask = best_bury(hand_mask, count)
    best = -1.0
    for combo in combinations(pool, count):
        away = sum(1 << c for c in combo)
        rest = hand_mask & ~away
        p = win_chance(cards_of(rest), mask_points(away | buried_mask), players, forehand)
        if players == 5 and not holds_a_call(rest, away | buried_mask):
            p -= NO_HOLD_PENALTY
        if p > best + 1e-12:
            best, best_mask = p, away
    return best_mask


def picker_chance(hand_mask: int, players: int, forehand: bool) -> float:
    """The win chance after burying by rule of thumb (``hand_mask`` includes the blind)."""
    blind = LAYOUTS[players].blind
    away = best_bury(hand_mask, blind)
    return win_chance(cards_of(hand_mask & ~away), mask_points(away), players, forehand)


BLIND_SAMPLES = 10


@lru_cache(maxsize=4096)
def _pick_chance(hand_mask: int, players: int, forehand: bool) -> float:
    blind = LAYOUTS[players].blind
    rng = random.Random(hand_mask * 7 + players)
    unseen = [c for c in range(32) if not hand_mask >> c & 1]
    total = 0.0
    for _ in range(BLIND_SAMPLES):
        extra = 0
        for c in rng.sample(unseen, blind):
            extra |= 1 << c
        total += picker_chance(hand_mask | extra, players, forehand)
    return total / BLIND_SAMPLES


CALIBRATION: Final[dict[int, tuple[float, float]]] = {
    3: (1.0, 0.0),
    4: (1.0, 0.0),
    5: (0.992, 0.009),
}
"""Platt scaling (scale, shift of the logit) of the pick chance per table size, fitted on
the picks Standard makes in self-play at the default five (``bench/calibrate_selfplay.py
declarations`` and ``fit``, docs/log/2026-11-26-bidding.md): with the pick valued over the
rows it reaches (:func:`picker_ev`), the model's own chance is calibrated, so the scaling is
close to none; three and four players are not measured and keep their chance."""


def pick_chance(hand: Sequence[Card], players: int, forehand: bool = False) -> float:
    """The picker's expected win chance with ``hand`` before seeing the blind."""
    m = 0
    for c in hand:
        m |= 1 << c
    return recalibrate(_pick_chance(m, players, forehand), *CALIBRATION[players])


def schneider_share(p: float) -> float:
    """The share of picks won with 91 or more (Schneider or better) at win chance ``p``.

    Measured on the picks Standard makes in five-handed self-play (docs/log/2026-11-26-
    bidding.md): 27 % of the wins at chances 0.5-0.6, 60 % at 0.8-0.9; a straight line
    through them, kept within 0 and 0.9.

    >>> round(schneider_share(0.55), 2), round(schneider_share(0.85), 2), schneider_share(0.2)
    (0.27, 0.6, 0.0)
    """
    return min(0.9, max(0.0, 0.27 + 1.1 * (p - 0.55)))


REVERSE_SCHNEIDER_SHARE: Final = 0.12
"""The share of lost picks in which the picker's side takes 30 or fewer (same self-play)."""


def picker_ev(p: float, players: int, alone: bool = False) -> float:
    """The picker's expected score for win chance ``p``: the table's rows a won pick reaches
    (61-90, or 91 and more by :func:`schneider_share`) and a lost one (31-60, or 30 and
    fewer by :data:`REVERSE_SCHNEIDER_SHARE`)."""
    partner = None if (alone or players < 5) else 1
    tricks = LAYOUTS[players].hand
    _, won = picker_scores(players, 0, partner, 75, 3, tricks)
    _, big = picker_scores(players, 0, partner, 95, 4, tricks)
    _, lost = picker_scores(players, 0, partner, 45, 2, tricks)
    _, small = picker_scores(players, 0, partner, 25, 1, tricks)
    s, r = schneider_share(p), REVERSE_SCHNEIDER_SHARE
    return p * ((1 - s) * won[0] + s * big[0]) + (1 - p) * ((1 - r) * lost[0] + r * small[0])


def _plays(state: SheepsheadState) -> list[tuple[int, int]]:
    """The card plays so far as (seat, action); the unknown card is ``PLAY_UNKNOWN``."""
    n = state.num_players
    k = sum(state.tricks_taken()) * n + len(state.current_trick())
    if not k:
        return []
    plays = [(a, c) for a, c in state.history() if a != CHANCE and (c < 32 or c == PLAY_UNKNOWN)]
    return plays[-k:]


class SheepsheadAdapter(GameAdapter):
    """The AI hooks for Sheepshead."""

    ms_per_sample = 12.0
    search_decisions = False

    def solve_limit(self, state: GameState) -> int:
        return {3: 6, 4: 5, 5: 4}[state.num_players]

    def marked_cards(self, state: GameState, seat: int) -> CardMask:
        """The called card and, when the jack of diamonds makes the partner, that jack: their
        play shows the partner."""
        assert isinstance(state, SheepsheadState)
        out = 0 if state.called_card is None else 1 << state.called_card
        if state.call == JACK_CALL:
            out |= 1 << JACK_OF_DIAMONDS
        return out

    def play_info(self, state: GameState, seat: int) -> PlayInfo | None:
        assert isinstance(state, SheepsheadState)
        if state.stage != PLAY or state.current_player() != seat:
            return None
        n = state.num_players
        picker = state.picker
        plays = _plays(state)
        own = state.hand(seat)
        unknown_card = state.unknown_card
        stand_in = None
        if any(c == PLAY_UNKNOWN for _, c in plays):
            if seat == picker and unknown_card is not None:
                stand_in = unknown_card
            else:
                suit = state.called_suit() or 0
                seen = set(own) | {c for _, c in plays}
                low = [c for c in range(suit * 8 + 7, suit * 8 - 1, -1) if c not in seen]
                stand_in = low[0] if low else suit * 8 + 7
        cards = [(s, stand_in if c == PLAY_UNKNOWN else c) for s, c in plays]
        tricks = []
        for i in range(0, len(cards), n):
            chunk = cards[i : i + n]
            tricks.append((chunk[0][0], [c for _, c in chunk if c is not None]))
        if picker is None:
            team = tuple(1 if s == seat else -1 for s in range(n))
            goal = Goal.AVOID
            hints: dict[int, float] = {}
        else:
            team, hints = self._team(state, seat, plays)
            goal = Goal.POINTS
        seen_elsewhere = state.buried() if seat == picker else []
        if seat == picker and unknown_card is not None and stand_in is None:
            seen_elsewhere = [*seen_elsewhere, unknown_card]
        extra = [0] * n
        if picker is not None and seat == picker:
            extra[picker] = mask_points(sum(1 << c for c in state.buried()))
        return play_info_from_tricks(
            seat=seat,
            hand=own,
            rules=TRICK_RULES,
            players=tuple(range(n)),
            tricks=tricks,
            team=team,
            goal=goal,
            seen_elsewhere=seen_elsewhere,
            extra_taken=extra,
            declarer=picker,
            tricks_total=state.hand_size,
            partner_hint=hints,
        )

    def _team(
        self, state: SheepsheadState, seat: int, plays: Sequence[tuple[int, int]]
    ) -> tuple[tuple[int, ...], dict[int, float]]:
        n = state.num_players
        picker = state.picker
        assert picker is not None
        called = state.called_card
        partner: int | None = None
        known = True
        if n == 5 and called is not None:
            if seat != picker and called in state.hand(seat):
                partner = seat
            elif any(c == called for _, c in plays):
                partner = next(s for s, c in plays if c == called)
            elif state.call == UNKNOWN and any(c == PLAY_UNKNOWN for _, c in plays):
                partner = None
                known = False
            else:
                known = False
        if known:
            side = {picker} if partner is None else {picker, partner}
            return tuple(1 if (s in side) == (seat in side) else -1 for s in range(n)), {}
        team = []
        unknown = [s for s in range(n) if s not in (picker, seat)]
        for s in range(n):
            if s == seat:
                team.append(1)
            elif s == picker:
                team.append(1 if seat == picker else -1)
            else:
                team.append(0)
        if seat == picker:
            hints = {s: 1.0 / len(unknown) for s in unknown}
        else:
            hints = {s: 1.0 - 1.0 / len(unknown) for s in unknown}
        return tuple(team), hints

    def position(self, state: GameState, perspective: int) -> TrickPosition | None:
        assert isinstance(state, SheepsheadState)
        if state.stage != PLAY or state.call == UNKNOWN:
            return None  # the face-down unknown card follows rules of its own
        n = state.num_players
        hands = tuple(tuple(state.hand(s)) for s in range(n))
        trick = tuple(c for _, c in state.current_trick())
        picker = state.picker
        won_points = [sum(CARD_POINTS[c] for c in state.won_cards(s)) for s in range(n)]
        if picker is None:
            blind_to_last = state.game.rules.flag("blind_to_last_trick")
            return TrickPosition(
                rules=TRICK_RULES,
                hands=hands,
                players=tuple(range(n)),
                leader=state.leader,
                trick=trick,
                side=tuple(0 if s == perspective else 1 for s in range(n)),
                card_values=tuple(-v for v in CARD_POINTS),
                last_trick_bonus=-sum(CARD_POINTS[c] for c in state.blind())
                if blind_to_last
                else 0,
                taken=-won_points[perspective],
            )
        partner = state.partner
        side_seats = {picker} if partner is None else {picker, partner}
        side = tuple(0 if s in side_seats else 1 for s in range(n))
        taken = sum(won_points[s] for s in side_seats) + mask_points(
            sum(1 << c for c in state.buried())
        )
        size = state.hand_size
        mult = state.multiplier
        called = -1
        card = state.called_card
        if state.call == CALLED and card is not None and any(card in h for h in hands):
            called = card

        def payoff(points: int, tricks: int) -> float:
            _, scores = picker_scores(n, picker, partner, points, tricks, size, mult)
            return float(scores[perspective])

        return TrickPosition(
            rules=TRICK_RULES,
            hands=hands,
            players=tuple(range(n)),
            leader=state.leader,
            trick=trick,
            side=side,
            taken=taken,
            thresholds=(31, 61, 91, 120),
            payoffs=(
                payoff(30, 1),
                payoff(60, 2),
                payoff(90, 3),
                payoff(119, size - 1),
                payoff(120, size),
            ),
            called_card=called,
        )

    # --- decisions -------------------------------------------------------------------

    def decision_values(
        self, state: GameState, seat: int, legal: Sequence[int], level: str
    ) -> dict[int, float] | None:
        assert isinstance(state, SheepsheadState)
        phase = state.stage
        n = state.num_players
        forehand = (state.dealer + 1) % n == seat
        if phase == PICKING:
            p = pick_chance(state.hand(seat), n, forehand)
            ev = picker_ev(p, n)
            if level == "beginner":
                ev += 0.5
            return {PICK: ev, PASS: 0.0}
        if phase == BURY:
            hand_mask = sum(1 << c for c in state.hand(seat))
            values = {c: -_keep_value(c, hand_mask) for c in legal}
            if level == "beginner":
                return values
            # Standard weighs whole burials: the hand model, and a hold card left to call with
            away = planned_bury(
                hand_mask,
                len(state.hand(seat)) - LAYOUTS[n].hand,
                sum(1 << c for c in state.buried()),
                n,
                forehand,
            )
            return {c: v + (1000.0 if away >> c & 1 else 0.0) for c, v in values.items()}
        if phase == CALL:
            return self._call_values(state, seat, legal, forehand)
        if phase == UNDER:
            hand_mask = sum(1 << c for c in state.hand(seat))
            return {c: -_keep_value(c, hand_mask) for c in legal}
        return None

    def card_adjustments(
        self, state: GameState, seat: int, info: PlayInfo, legal: Sequence[int], level: str
    ) -> dict[int, float] | None:
        """Standard's leads: the picker's side draws trumps, defenders lead the called suit."""
        assert isinstance(state, SheepsheadState)
        if level != "standard" or info.trick or state.picker is None:
            return None
        picker = state.picker
        on_picker_side = info.team[picker] == 1  # the picker, or the known partner
        out: dict[int, float] = {}
        suit = state.called_suit() if state.call == CALLED else None
        called = state.called_card
        called_out = (
            suit is not None
            and called is not None
            and called not in info.played
            and called not in info.hand
        )
        trumps = [c for c in info.hand if TRICK_RULES.follow_class[c] == TRUMP]
        for c in legal:
            klass = TRICK_RULES.follow_class[c]
            if on_picker_side:
                if klass == TRUMP and len(trumps) >= 2:
                    out[c] = LEAD_BONUS
            else:
                if klass == TRUMP:
                    out[c] = -LEAD_BONUS
                elif called_out and klass == suit:
                    out[c] = LEAD_BONUS
        return out

    def _call_values(
        self, state: SheepsheadState, seat: int, legal: Sequence[int], forehand: bool
    ) -> dict[int, float]:
        n = state.num_players
        hand = state.hand(seat)
        p = win_chance(hand, mask_points(sum(1 << c for c in state.buried())), n, forehand)
        out: dict[int, float] = {}
        for a in legal:
            if a == ALONE:
                out[a] = picker_ev(min(1.0, p * ALONE_FACTOR + (0.3 if p > 0.95 else 0.0)), n, True)
            elif a == CALL_JACK:
                out[a] = picker_ev(p, n) if JACK_OF_DIAMONDS not in hand else -100.0
            else:
                card = a - (CALL_UNKNOWN_BASE if a >= CALL_UNKNOWN_BASE else CALL_BASE)
                suit = card >> 3
                held = sum(1 for c in hand if TRICK_RULES.follow_class[c] == suit)
                # call the suit held shortest (the partner's ace catches it early)
                bonus = -0.05 * held - (0.2 if a >= CALL_UNKNOWN_BASE else 0.0)
                out[a] = picker_ev(p, n) + bonus
        return out


register_adapter("sheepshead", SheepsheadAdapter())

__all__ = [
    "PICK_WEIGHTS",
    "SheepsheadAdapter",
    "best_bury",
    "features",
    "holds_a_call",
    "pick_chance",
    "picker_chance",
    "planned_bury",
    "win_chance",
]
