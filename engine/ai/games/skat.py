"""Skat's AI adapter: hand evaluation for bidding and declaring, and the card play as tricks.

The hand evaluator rates a declarer's ten cards for each game type as a win
chance from a logistic model over a few hand features (trumps, jacks, side
aces and tens, voids, the skat's points, forehand's lead), fitted to
simulated deals played by the rule-of-thumb card players
(``bench/calibrate_skat.py``).  From the win chance and the game value
(matadors, hand, overbid) follows the expected score of every bid, hand game,
discard and declaration.  Before the skat is picked up the evaluator averages
over skats drawn from the unseen cards.

>>> from stammtisch.engine.cards import mask_of, parse_cards
>>> strong = mask_of(parse_cards("CJ SJ HJ DJ CA CT CK C9 HA HT"))
>>> weak = mask_of(parse_cards("C7 S8 S9 H7 HQ D8 D9 DQ SK H9"))
>>> win_chance(strong, 0, 0, True) > 0.95, win_chance(weak, 0, 0, False) < 0.05  # clubs
(True, True)
>>> max_bid(strong, position=0, rules=SkatRules()) >= 48
True
>>> max_bid(weak, position=0, rules=SkatRules())
0
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ...cards import CARD_POINTS, RANK_MASKS, SUIT_MASKS, Card, CardMask, cards_of, mask_points
from ...skat.actions import (
    CONCEDE,
    HOLD,
    KONTRA,
    PASS,
    PICKUP,
    RE,
    bid_value,
    declaration_of,
    is_bid,
    is_declaration,
)
from ...skat.contracts import (
    BID_LADDER,
    GRAND,
    JACKS_MASK,
    NULL,
    RAMSCH,
    TRICK_RULES,
    Declaration,
    matadors,
)
from ...skat.scoring import distribute, game_value, overbid_value
from ...skat.state import (
    BID,
    DECLARE,
    DISCARD,
    PLAY,
    RE_ANSWER,
    SCHIEBE,
    SCHIEBE_DISCARD,
    SKAT_DECISION,
    SkatState,
)
from ...state import CHANCE, GameState
from ..handeval import recalibrate
from ..knowledge import (
    GameAdapter,
    Goal,
    PlayInfo,
    TrickPosition,
    play_info_from_tricks,
    register_adapter,
)

NO_ACTION = -1
ACE, KING, QUEEN, JACK, TEN = 0, 1, 2, 3, 4
ALL = (1 << 32) - 1
TENS = RANK_MASKS[TEN]
ACES = RANK_MASKS[ACE]


@dataclass(frozen=True)
class SkatRules:
    """The rule settings the evaluator needs."""

    scoring: str = "standard"
    players: int = 3


# --- the hand model ------------------------------------------------------------------

# Logistic model of the declarer's win chance: intercept, then one weight per feature
# (see ``features``).  Fitted by bench/calibrate_skat.py on 115,000 simulated games
# (12,000 deals); calibrated to within 0.03 in every tenth of the range.
SUIT_WEIGHTS: tuple[float, ...] = (
    -11.779, 1.206, 0.503, 0.096, 0.089, 0.970, 2.152, 0.535, 0.624, 1.047, 0.101, -0.516, -0.352
)  # fmt: skip
GRAND_WEIGHTS: tuple[float, ...] = (
    -7.445, 0.391, 0.391, 0.291, 0.205, 0.0, 1.709, 1.321, 1.405, 0.688, 0.105, -0.973, 0.270
)  # fmt: skip


def features(hand: CardMask, skat_points: int, game_type: int, forehand: bool) -> tuple[float, ...]:
    """The hand features of the win model for a suit game or Grand.

    (trumps, jacks, club jack, spade jack, trump-suit aces and tens, side aces,
    side tens guarded by their ace, side tens unguarded and short, side voids,
    skat points, forehand, long side suits headed by the ace)
    """
    if game_type == GRAND:
        trumps = hand & JACKS_MASK
        trump_suit_at = 0
        side_suits: Sequence[int] = (0, 1, 2, 3)
    else:
        suit_mask = SUIT_MASKS[game_type] & ~JACKS_MASK
        trumps = hand & (JACKS_MASK | suit_mask)
        trump_suit_at = (hand & suit_mask & (ACES | TENS)).bit_count()
        side_suits = [s for s in range(4) if s != game_type]
    jacks = hand & JACKS_MASK
    side_aces = 0
    guarded_tens = 0
    loose_tens = 0
    voids = 0
    long_suits = 0
    for s in side_suits:
        cards = hand & SUIT_MASKS[s] & ~JACKS_MASK
        n = cards.bit_count()
        has_ace = bool(cards & ACES)
        has_ten = bool(cards & TENS)
        if n == 0:
            voids += 1
        if has_ace:
            side_aces += 1
            if has_ten:
                guarded_tens += 1
            if n >= 4:
                long_suits += 1
        elif has_ten and n <= 2:
            loose_tens += 1
    return (
        float(trumps.bit_count()),
        float(jacks.bit_count()),
        float(hand >> 3 & 1),  # CJ
        float(hand >> 11 & 1),  # SJ
        float(trump_suit_at),
        float(side_aces),
        float(guarded_tens),
        float(loose_tens),
        float(voids),
        float(skat_points),
        1.0 if forehand else 0.0,
        float(long_suits),
    )


def _logistic(weights: Sequence[float], x: Sequence[float]) -> float:
    z = weights[0] + sum(w * v for w, v in zip(weights[1:], x, strict=True))
    if z > 30:
        return 1.0
    if z < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-z))


CALIBRATION: dict[str, tuple[float, float]] = {
    "suit": (1.137, -0.236),
    "grand": (0.825, -0.671),
    "grand_hand": (1.916, -2.989),
    "null": (1.0, 0.0),
}
"""Platt scaling (scale, shift of the logit) per family of declarations, fitted by
``bench/calibrate_selfplay.py fit`` on the outcomes of the declarations Standard makes in
self-play: the logistic models are fitted on all simulated games, but a declarer picks the
hands the model likes best, and on those the model was over-confident (docs/ai.md)."""


def win_chance(
    hand: CardMask, skat_points: int, game_type: int, forehand: bool, hand_game: bool = False
) -> float:
    """The declarer's chance to win a suit game or Grand with these ten cards (``hand_game``:
    played from hand, which a Grand's calibration tells apart)."""
    weights = GRAND_WEIGHTS if game_type == GRAND else SUIT_WEIGHTS
    p = _logistic(weights, features(hand, skat_points, game_type, forehand))
    family = "suit" if game_type != GRAND else ("grand_hand" if hand_game else "grand")
    return recalibrate(p, *CALIBRATION[family])


# --- the teacher's rules --------------------------------------------------------------

GRAND_MIN_COUNT = 5
"""A Grand needs at least this many jacks, aces and tens together (the "Stegen" count, see
docs/ai.md; taught as 6, never fewer than 5)."""
GRAND_HAND_MIN_JACKS = 2
"""A Grand Hand needs at least two jacks unless the hand is sure."""


def grand_count(hand: CardMask) -> int:
    """The jacks, aces and tens of ``hand`` together: a Grand's count.

    >>> from stammtisch.engine.cards import mask_of, parse_cards
    >>> grand_count(mask_of(parse_cards("CJ SJ CA CT SA ST H7 H8 D7 D8")))
    6
    """
    return (hand & (JACKS_MASK | ACES | TENS)).bit_count()


def all_suits_stopped(hand: CardMask) -> bool:
    """Whether every suit of ``hand`` is headed by its ace (no suit the defenders can run).

    >>> from stammtisch.engine.cards import mask_of, parse_cards
    >>> all_suits_stopped(mask_of(parse_cards("CA SA HA DA CT ST HT DT C9 S9")))
    True
    """
    return all(hand & SUIT_MASKS[s] & ACES for s in range(4))


def grand_objection(hand: CardMask, hand_game: bool) -> str | None:
    """Why a teacher would forbid a Grand with these ten cards, or ``None``.

    ``"count"``: fewer than :data:`GRAND_MIN_COUNT` jacks, aces and tens; ``"jacks"``: a
    Grand Hand with fewer than :data:`GRAND_HAND_MIN_JACKS` jacks whose suits are not all
    stopped.

    >>> from stammtisch.engine.cards import mask_of, parse_cards
    >>> grand_objection(mask_of(parse_cards("CJ SA ST SK HA H9 H8 D7 D8 C7")), False)
    'count'
    >>> grand_objection(mask_of(parse_cards("CJ SA ST SK HA HT H9 DA D8 C7")), True)
    'jacks'
    >>> grand_objection(mask_of(parse_cards("CJ SJ SA ST HA HT H9 D7 D8 C7")), True)
    """
    if grand_count(hand) < GRAND_MIN_COUNT:
        return "count"
    jacks = (hand & JACKS_MASK).bit_count()
    if hand_game and jacks < GRAND_HAND_MIN_JACKS and not all_suits_stopped(hand):
        return "jacks"
    return None


def _bounded(
    p: float, hand: CardMask, game_type: int, hand_game: bool, teacher: bool = True
) -> float:
    """The win chance of a declaration the teacher's rules allow; 0 for one they forbid
    (without ``teacher``: the model's chance, what a refused game is shown at)."""
    if teacher and game_type == GRAND and grand_objection(hand, hand_game) is not None:
        return 0.0
    return p


NULL_ORDER = (7, 6, 5, 4, 3, 2, 1, 0)
"""Ranks from the lowest in Null: 7 8 9 10 J Q K A."""


def _suit_danger(pattern: int) -> float:
    """How unsafe one suit's cards are in Null (bit r of ``pattern`` = rank r, ace 0 .. seven 7)."""
    cards = [r for r in NULL_ORDER if pattern >> r & 1]
    danger = 0.0
    for k, r in enumerate(cards):
        slack = 2 * k - NULL_ORDER.index(r)  # >= 0: this card can be ducked under
        if slack < 0:
            danger += min(1.0, -slack * 0.35)
    if len(cards) >= 6:
        danger *= 0.5  # the defenders run out of the suit
    return danger


_NULL_SAFETY = tuple(
    tuple(max(0.02, 1.0 - min(0.95, _suit_danger(p) * f)) for p in range(256)) for f in (0.45, 0.55)
)


def null_chance(hand: CardMask, forehand: bool, ouvert: bool = False) -> float:
    """The declarer's chance to win a Null game with these ten cards.

    A suit is safe when its k-th lowest card is at most the (2k-1)-th lowest
    rank (7; 9; J; K...): the defenders can always duck under it.  Each gap
    costs a share of the chance; a lone high card costs more.
    """
    table = _NULL_SAFETY[1 if ouvert else 0]
    p = (
        table[hand & 255]
        * table[hand >> 8 & 255]
        * table[hand >> 16 & 255]
        * table[hand >> 24 & 255]
    )
    if forehand and p < 1.0:
        p *= 0.97
    return recalibrate(p, *CALIBRATION["null"])


# --- values and expected scores --------------------------------------------------------


def score_pair(rules: SkatRules, value: int) -> tuple[float, float]:
    """The declarer's score relative to the others' mean for a won and a lost game of ``value``."""
    n = 3
    won = distribute(rules.scoring, n, 0, (1, 2), True, value)
    lost = distribute(rules.scoring, n, 0, (1, 2), False, value)
    return (won[0] - (won[1] + won[2]) / 2, lost[0] - (lost[1] + lost[2]) / 2)


def expected_score(rules: SkatRules, p_win: float, value: int, bid: int, base: int) -> float:
    """Expected relative score of a game worth ``value`` won with chance ``p_win`` at ``bid``."""
    if value < bid:
        return score_pair(rules, overbid_value(bid, base))[1]
    won, lost = score_pair(rules, value)
    return p_win * won + (1 - p_win) * lost


# --- discards ---------------------------------------------------------------------------


def _keep_value(card: Card, hand: CardMask, game_type: int) -> float:
    """How much the declarer wants to keep ``card`` (low: put it in the skat)."""
    suit, rank = card >> 3, card & 7
    if game_type == NULL:
        return -float(8 - NULL_ORDER.index(rank))  # high cards go
    trump = rank == JACK or (game_type < GRAND and suit == game_type)
    if trump:
        return 100.0 + rank
    suit_cards = hand & SUIT_MASKS[suit] & ~JACKS_MASK
    n = suit_cards.bit_count()
    if rank == ACE:
        return 60.0
    if rank == TEN:
        if suit_cards & ACES:
            return 50.0
        return -20.0 + 8 * n  # a short unguarded ten is best put away (its points are safe)
    base = {KING: 10.0, QUEEN: 8.0}.get(rank, 4.0)
    # cards of short suits go first (voids), points count a little for the skat
    return base + 6 * n - CARD_POINTS[card] * 0.5


def quick_discard(hand12: CardMask, game_type: int) -> CardMask:
    """Two cards to put away for ``game_type`` by rule of thumb (a bit mask)."""
    away = 0
    hand = hand12
    for _ in range(2):
        card = min(cards_of(hand), key=lambda c: (_keep_value(c, hand, game_type), c))
        away |= 1 << card
        hand &= ~(1 << card)
    return away


def _null_discard(hand12: CardMask) -> CardMask:
    """The two cards whose removal leaves the safest Null hand (one at a time)."""
    away = 0
    hand = hand12
    for _ in range(2):
        card = max(cards_of(hand), key=lambda c: (null_chance(hand & ~(1 << c), False), c))
        away |= 1 << card
        hand &= ~(1 << card)
    return away


PICKUP_GAMES = tuple(Declaration(gt) for gt in (0, 1, 2, 3, GRAND))
"""The suit games and Grand after picking up the skat, clubs first."""
HAND_GAMES = tuple(Declaration(gt, hand=True) for gt in (0, 1, 2, 3, GRAND))
"""The plain hand games (no announcement), clubs first."""
NULL_GAME = Declaration(NULL)
NULL_OUVERT = Declaration(NULL, ouvert=True)
NULL_HAND = Declaration(NULL, hand=True)
NULL_OUVERT_HAND = Declaration(NULL, hand=True, ouvert=True)


@dataclass(frozen=True)
class GameChoice:
    """One game the declarer could announce: its win chance and value."""

    decl: Declaration
    p_win: float
    value: int


def choices_after_pickup(
    hand10: CardMask, skat: CardMask, forehand: bool, teacher: bool = True
) -> list[GameChoice]:
    """The seven games after picking up, for ten cards kept and the two put away (without
    ``teacher``: at the model's chance, a Grand the count forbids included)."""
    out: list[GameChoice] = []
    pts = mask_points(skat)
    for decl in PICKUP_GAMES:
        p = _bounded(
            win_chance(hand10, pts, decl.game_type, forehand),
            hand10,
            decl.game_type,
            False,
            teacher,
        )
        out.append(GameChoice(decl, p, game_value(decl, hand10 | skat)))
    out.append(GameChoice(NULL_GAME, null_chance(hand10, forehand), NULL_GAME.base_value))
    out.append(GameChoice(NULL_OUVERT, null_chance(hand10, forehand, True), NULL_OUVERT.base_value))
    return out


def best_score(
    choices: Sequence[GameChoice], rules: SkatRules, bid: int
) -> tuple[float, GameChoice]:
    best: tuple[float, GameChoice] | None = None
    for ch in choices:
        base = ch.decl.base_value if not ch.decl.is_null else ch.value
        ev = expected_score(rules, ch.p_win, ch.value, bid, base)
        if best is None or ev > best[0]:
            best = (ev, ch)
    assert best is not None
    return best


def pickup_choices(hand12: CardMask, forehand: bool) -> list[list[GameChoice]]:
    """For a hand with the skat: the game choices of each game type's quick discard."""
    out = []
    for gt in (0, 1, 2, 3, GRAND):
        away = quick_discard(hand12, gt)
        out.append(
            [
                c
                for c in choices_after_pickup(hand12 & ~away, away, forehand)
                if c.decl.game_type == gt
            ]
        )
    away = _null_discard(hand12)
    out.append([c for c in choices_after_pickup(hand12 & ~away, away, forehand) if c.decl.is_null])
    return out


SKAT_SAMPLES = 14


@lru_cache(maxsize=4096)
def _pickup_samples(
    hand10: CardMask, unseen: CardMask, forehand: bool
) -> tuple[tuple[GameChoice, ...], ...]:
    """Game choices for skats drawn from the unseen cards (a fixed draw per hand)."""
    rng = random.Random(hand10 * 31 + unseen)
    pool = cards_of(unseen)
    out = []
    for _ in range(SKAT_SAMPLES):
        a, b = rng.sample(pool, 2)
        hand12 = hand10 | 1 << a | 1 << b
        flat: list[GameChoice] = []
        for group in pickup_choices(hand12, forehand):
            flat.extend(group)
        out.append(tuple(flat))
    return tuple(out)


def hand_game_choices(
    hand10: CardMask, unseen: CardMask, forehand: bool, teacher: bool = True
) -> list[GameChoice]:
    """Plain hand games: the skat (unknown) counts for the declarer at its average (without
    ``teacher``: at the model's chance, a Grand Hand the rules forbid included)."""
    avg_skat = round(2 * mask_points(unseen) / max(1, unseen.bit_count()))
    out = []
    for decl in HAND_GAMES:
        p = _bounded(
            win_chance(hand10, avg_skat, decl.game_type, forehand, True),
            hand10,
            decl.game_type,
            True,
            teacher,
        )
        out.append(GameChoice(decl, p, game_value(decl, hand10)))
    out.append(GameChoice(NULL_HAND, null_chance(hand10, forehand), NULL_HAND.base_value))
    out.append(
        GameChoice(
            NULL_OUVERT_HAND, null_chance(hand10, forehand, True), NULL_OUVERT_HAND.base_value
        )
    )
    return out


def declaring_score(
    hand10: CardMask, unseen: CardMask, forehand: bool, rules: SkatRules, bid: int
) -> float:
    """Expected score of becoming the declarer at ``bid`` (pick up or play hand, whichever is better)."""
    samples = _pickup_samples(hand10, unseen, forehand)
    pickup = sum(best_score(s, rules, bid)[0] for s in samples) / len(samples)
    hand_ev, _ = best_score(hand_game_choices(hand10, unseen, forehand), rules, bid)
    return max(pickup, hand_ev)


PICKUP_LOGIT = 1.2
"""How much picking up the skat helps, in the win model's logit units (for the quick estimate)."""


def quick_declaring_score(hand10: CardMask, forehand: bool, rules: SkatRules, bid: int) -> float:
    """A fast version of :func:`declaring_score` (no skats drawn), for weighing sampled deals."""
    best = -1e9
    for decl in PICKUP_GAMES:
        gt = decl.game_type
        weights = GRAND_WEIGHTS if gt == GRAND else SUIT_WEIGHTS
        z = weights[0] + PICKUP_LOGIT
        for w, v in zip(weights[1:], features(hand10, 8, gt, forehand), strict=True):
            z += w * v
        p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
        if gt == GRAND and grand_count(hand10) + 2 < GRAND_MIN_COUNT:
            p = 0.0  # not even two aces or tens from the skat make it a Grand
        value = game_value(decl, hand10)
        best = max(best, expected_score(rules, p, value, bid, decl.base_value))
    pn = min(1.0, null_chance(hand10, forehand) * 1.3)
    null = NULL_GAME.base_value
    best = max(best, expected_score(rules, pn, null, bid, null))
    return best


def max_bid(hand10: CardMask, position: int, rules: SkatRules, margin: float = 0.0) -> int:
    """The highest bid worth making with ``hand10`` (0: pass).

    ``position`` 0 is forehand (it leads the first trick).
    """
    unseen = ALL & ~hand10
    best = 0
    for value in BID_LADDER:
        if declaring_score(hand10, unseen, position == 0, rules, value) > margin:
            best = value
        elif value > 30:
            break
    return best


@dataclass(frozen=True)
class BidPlan:
    """What ten Skat cards are good for in the auction (see :func:`bid_plan`)."""

    limit: int
    """The highest bid worth making (0: pass)."""
    game: Declaration | None
    """The game behind the limit, the one the hand is for (None: pass)."""
    worth: int
    """That game's value from the ten cards as they stand (the skat unknown)."""
    tops: int
    """Its matadors in the ten cards: +n "with n", -n "without n" (0 for Null)."""
    limit_game: Declaration | None = None
    """The game the skats that carry the limit are best for, when it is another game
    than :attr:`game` (a Null Ouvert some skats make possible): the limit counts on it."""


def bid_plan(hand10: CardMask, position: int, rules: SkatRules, margin: float = 0.0) -> BidPlan:
    """:func:`max_bid` and the game behind it: the one a player would name as the reason.

    When a Hand game carries the limit (as :func:`declaring_score` weighs Hand against a
    pickup), that game; otherwise the game best most often over the skats drawn, at the
    lowest bid: the game the hand is for.  Its worth is counted from the ten cards, so a
    limit above it counts on a helpful skat, and one below it on the risk of a harmful one.

    >>> from stammtisch.engine.cards import mask_of, parse_cards
    >>> plan = bid_plan(mask_of(parse_cards("CJ SJ HA HK H9 H8 H7 S7 C8 D7")), 0, SkatRules())
    >>> plan.game.game_type, plan.tops, plan.worth, plan.limit  # hearts, with 2: 10 × 3
    (2, 2, 30, 30)
    >>> bid_plan(mask_of(parse_cards("C7 S8 S9 H7 HQ D8 D9 DQ SK H9")), 0, SkatRules()).game
    """
    limit = max_bid(hand10, position, rules, margin)
    if limit <= 0:
        return BidPlan(0, None, 0, 0)
    unseen = ALL & ~hand10
    forehand = position == 0
    samples = _pickup_samples(hand10, unseen, forehand)
    pickup_ev = sum(best_score(s, rules, limit)[0] for s in samples) / len(samples)
    hand_ev, choice = best_score(hand_game_choices(hand10, unseen, forehand), rules, limit)
    if hand_ev <= pickup_ev:
        picks = [best_score(s, rules, BID_LADDER[0])[1] for s in samples]
        counts: dict[Declaration, int] = {}
        for ch in picks:
            counts[ch.decl] = counts.get(ch.decl, 0) + 1
        decl = max(counts, key=lambda d: counts[d])  # the first drawn wins a tie
        choice = next(ch for ch in picks if ch.decl == decl)
        carried = _limit_game(samples, rules, limit)
        limit_game = (
            carried if carried is not None and carried.game_type != choice.decl.game_type else None
        )
    else:
        limit_game = None
    decl = choice.decl
    if decl.is_null:
        return BidPlan(limit, decl, choice.value, 0, limit_game)
    return BidPlan(
        limit, decl, game_value(decl, hand10), matadors(decl.game_type, hand10), limit_game
    )


def _limit_game(
    samples: Sequence[Sequence[GameChoice]], rules: SkatRules, limit: int
) -> Declaration | None:
    """The game most of the skats worth bidding ``limit`` for are best for (``None``: none
    is): what a bid up to the limit counts on."""
    counts: dict[Declaration, int] = {}
    for s in samples:
        ev, ch = best_score(s, rules, limit)
        if ev > 0:
            counts[ch.decl] = counts.get(ch.decl, 0) + 1
    if not counts:
        return None
    return max(counts, key=lambda d: counts[d])


# --- the adapter ---------------------------------------------------------------------------


def _rules_of(state: SkatState) -> SkatRules:
    return SkatRules(state.game.scoring, state.game.num_players)


def _card_plays(state: SkatState) -> list[tuple[int, Card]]:
    """The cards played to tricks so far, (seat, card) in order."""
    k = state.tricks_played * 3 + len(state.trick)
    if not k:
        return []
    plays = [(a, c) for a, c in state.history() if a != CHANCE and 0 <= c < 32]
    return plays[-k:]


def _tricks(state: SkatState, rules_gt: int) -> list[tuple[int, list[Card]]]:
    plays = _card_plays(state)
    rules = TRICK_RULES[rules_gt]
    out: list[tuple[int, list[Card]]] = []
    for i in range(0, len(plays), 3):
        chunk = plays[i : i + 3]
        out.append((chunk[0][0], [c for _, c in chunk]))
    del rules
    return out


def _game_type(state: SkatState) -> int:
    if state.is_ramsch:
        return RAMSCH
    decl = state.declaration
    assert decl is not None
    return decl.game_type


class SkatAdapter(GameAdapter):
    """The AI hooks for Skat."""

    solve_hand = 6
    ms_per_sample = 8.0
    search_decisions = False

    # --- card play ---------------------------------------------------------------------

    def play_info(self, state: GameState, seat: int) -> PlayInfo | None:
        assert isinstance(state, SkatState)
        if state.stage != PLAY or state.current_player() != seat:
            return None
        gt = _game_type(state)
        d = state.declarer
        seats = state.positions
        n = state.num_players
        if gt == RAMSCH:
            team = tuple(1 if s == seat else -1 for s in range(n))
            goal = Goal.AVOID
        else:
            team = tuple(
                (1 if (s == d) == (seat == d) else -1) if s in seats else 0 for s in range(n)
            )
            if gt == NULL:
                goal = Goal.NULL_DECLARER if seat == d else Goal.NULL_DEFENDER
            else:
                goal = Goal.POINTS
        seen: list[Card] = []
        if state.skat_seen >> seat & 1 or (
            gt == RAMSCH and state.takers and state.takers[-1] == seat
        ):
            seen = state.skat()
        seen.extend(
            c for c in state.ouvert_cards() if state.hand_mask(d or 0) >> c & 1 and seat != d
        )
        return play_info_from_tricks(
            seat=seat,
            hand=state.hand(seat),
            rules=TRICK_RULES[gt],
            players=seats,
            tricks=_tricks(state, gt),
            team=team,
            goal=goal,
            seen_elsewhere=seen,
            declarer=d,
            tricks_total=10,
        )

    def position(self, state: GameState, perspective: int) -> TrickPosition | None:
        assert isinstance(state, SkatState)
        if state.stage != PLAY:
            return None
        gt = _game_type(state)
        seats = state.positions
        n = state.num_players
        hands = tuple(tuple(state.hand(s)) for s in range(n))
        leader = state.trick_leader if state.trick else state.current_player()
        rules = TRICK_RULES[gt]
        if gt == RAMSCH:
            side = tuple(0 if s == perspective else 1 for s in range(n))
            values = tuple(-v for v in CARD_POINTS)
            return TrickPosition(
                rules=rules,
                hands=hands,
                players=seats,
                leader=leader,
                trick=tuple(state.trick),
                side=side,
                card_values=values,
                last_trick_bonus=-mask_points(state.skat_mask),
                taken=-state.card_points_taken(perspective),
            )
        d = state.declarer
        assert d is not None
        decl = state.declaration
        assert decl is not None
        side = tuple(0 if s == d else 1 for s in range(n))
        game = state.game
        defenders = tuple(s for s in seats if s != d)
        bid = state.bid

        def payoff(points: int, tricks: int) -> float:
            from ...skat.contracts import declaration_index
            from ...skat.scoring import game_outcome

            won, value, _ = game_outcome(
                declaration_index(decl), state.matadors(), bid, points, tricks, False, state.kontra
            )
            scores = distribute(game.scoring, n, d, defenders, won, value)
            if perspective not in seats:
                return 0.0
            others = [scores[s] for s in seats if s != perspective]
            return scores[perspective] - sum(others) / len(others)

        if gt == NULL:
            return TrickPosition(
                rules=rules,
                hands=hands,
                players=seats,
                leader=leader,
                trick=tuple(state.trick),
                side=side,
                card_values=(0,) * 32,
                trick_value=-1,
                taken=-state.tricks_taken(d),
                thresholds=(0,),
                payoffs=(payoff(0, 1), payoff(0, 0)),
            )
        taken = state.card_points_taken(d) + mask_points(state.skat_mask)
        return TrickPosition(
            rules=rules,
            hands=hands,
            players=seats,
            leader=leader,
            trick=tuple(state.trick),
            side=side,
            taken=taken,
            thresholds=(31, 61, 90, 120),
            payoffs=(payoff(30, 1), payoff(60, 5), payoff(89, 6), payoff(119, 9), payoff(120, 10)),
        )

    # --- decisions ----------------------------------------------------------------------

    def action_likelihoods(
        self, state: GameState, seat: int, legal: Sequence[int], observed: int | None = None
    ) -> dict[int, float] | None:
        assert isinstance(state, SkatState)
        if state.stage != BID:
            return None
        hand = state.hand_mask(seat)
        forehand = state.positions[0] == seat
        rules = _rules_of(state)
        bids = sorted(a for a in legal if is_bid(a))
        going_on = HOLD if HOLD in legal else (bids[0] if bids else None)
        if going_on is None:
            return None

        def p_on(bid: int) -> float:
            ev = quick_declaring_score(hand, forehand, rules, bid)
            return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, ev / 5.0))))

        here = p_on(state.bid if going_on == HOLD else bid_value(going_on))
        out = dict.fromkeys(legal, 0.0)
        out[PASS] = 1.0 - here
        out[going_on] = here
        if observed is not None and is_bid(observed) and observed != going_on:
            # a jump bid: rare, and it says the hand is worth at least that much
            out[observed] = 0.2 * p_on(bid_value(observed))
        return out

    def decision_values(
        self, state: GameState, seat: int, legal: Sequence[int], level: str
    ) -> dict[int, float] | None:
        assert isinstance(state, SkatState)
        phase = state.stage
        rules = _rules_of(state)
        hand = state.hand_mask(seat)
        forehand = state.positions[0] == seat
        if phase == BID:
            return self._bid_values(state, seat, legal, hand, forehand, rules, level)
        if phase == SKAT_DECISION:
            return self._skat_decision(state, legal, hand, forehand, rules)
        if phase == DISCARD:
            return self._discard_values(state, legal, hand, forehand, rules)
        if phase == DECLARE:
            return self._declare_values(state, legal, hand, forehand, rules)
        if phase == RE_ANSWER:
            p = self._declarer_chance(state, seat)
            return {RE: 4.0 * (p - 0.8), PASS: 0.0}
        if phase == PLAY and KONTRA in legal:
            return {KONTRA: self._kontra_value(state, seat), NO_ACTION: 0.0}
        if phase == SCHIEBE:
            risk = _ramsch_risk(hand)
            return {PICKUP: risk - 3.0, PASS: 0.0}
        if phase == SCHIEBE_DISCARD:
            return {c: _ramsch_danger(c, hand) for c in legal}
        return None

    def out_of_turn_values(
        self, state: GameState, seat: int, options: Sequence[int], level: str
    ) -> dict[int, float] | None:
        """Kontra said while another seat is to act (the seed's timing), as on one's own turn."""
        assert isinstance(state, SkatState)
        if KONTRA in options:
            return {KONTRA: self._kontra_value(state, seat), NO_ACTION: 0.0}
        return None

    def _bid_values(
        self,
        state: SkatState,
        seat: int,
        legal: Sequence[int],
        hand: CardMask,
        forehand: bool,
        rules: SkatRules,
        level: str,
    ) -> dict[int, float]:
        unseen = ALL & ~hand
        out: dict[int, float] = {}
        # a beginner bids on a little more hope
        margin = -4.0 if level == "beginner" else 0.0
        bids = [a for a in legal if is_bid(a)]
        if HOLD in legal:
            ev = declaring_score(hand, unseen, forehand, rules, state.bid)
            out[HOLD] = ev - margin
        for i, a in enumerate(sorted(bids)):
            if i == 0:
                out[a] = declaring_score(hand, unseen, forehand, rules, bid_value(a)) - margin
            else:
                out[a] = out[min(bids)] - 0.5 * i - 1.0  # never jump: bid the next value
        out[PASS] = 0.0
        return out

    def _skat_decision(
        self,
        state: SkatState,
        legal: Sequence[int],
        hand: CardMask,
        forehand: bool,
        rules: SkatRules,
        teacher: bool = True,
    ) -> dict[int, float]:
        unseen = ALL & ~hand
        bid = state.bid
        out: dict[int, float] = {}
        if PICKUP in legal:
            samples = _pickup_samples(hand, unseen, forehand)
            out[PICKUP] = sum(best_score(s, rules, bid)[0] for s in samples) / len(samples)
        hand_games = {c.decl.code: c for c in hand_game_choices(hand, unseen, forehand, teacher)}
        for a in legal:
            if a in (PICKUP, CONCEDE):
                continue
            decl = declaration_of(a)
            plain = Declaration(decl.game_type, hand=True, ouvert=decl.ouvert and decl.is_null)
            ch = hand_games.get(plain.code)
            if ch is None:
                out[a] = -1000.0
                continue
            base = decl.base_value
            value = game_value(decl, hand)  # the levels as the scoring counts them
            if decl.is_null:
                p = ch.p_win
            else:
                # announcing is rarely right for rules of thumb: scale the chance down
                p = (
                    ch.p_win
                    * (0.25 if decl.schneider_announced else 1.0)
                    * (0.2 if decl.schwarz_announced else 1.0)
                )
            out[a] = expected_score(rules, p, value, bid, base)
        if CONCEDE in legal:
            out[CONCEDE] = -1000.0
        return out

    def _discard_values(
        self,
        state: SkatState,
        legal: Sequence[int],
        hand: CardMask,
        forehand: bool,
        rules: SkatRules,
    ) -> dict[int, float]:
        bid = state.bid
        skat = state.skat_mask  # the first card put away, if any
        cards = [c for c in legal if c < 32]
        out: dict[int, float] = {}
        if hand.bit_count() == 12:
            best_for = dict.fromkeys(cards, -1e9)
            for i, a in enumerate(cards):
                for b in cards[i + 1 :]:
                    away = 1 << a | 1 << b
                    ev, _ = best_score(
                        choices_after_pickup(hand & ~away, away, forehand), rules, bid
                    )
                    best_for[a] = max(best_for[a], ev)
                    best_for[b] = max(best_for[b], ev)
            out.update(best_for)
        else:
            for a in cards:
                away = skat | 1 << a
                ev, _ = best_score(
                    choices_after_pickup(hand & ~(1 << a), away, forehand), rules, bid
                )
                out[a] = ev
        return out

    def _declare_values(
        self,
        state: SkatState,
        legal: Sequence[int],
        hand: CardMask,
        forehand: bool,
        rules: SkatRules,
        teacher: bool = True,
    ) -> dict[int, float]:
        bid = state.bid
        skat = state.skat_mask
        by_code = {c.decl.code: c for c in choices_after_pickup(hand, skat, forehand, teacher)}
        out: dict[int, float] = {}
        for a in legal:
            if not is_declaration(a):
                out[a] = -1000.0
                continue
            ch = by_code[declaration_of(a).code]
            base = ch.decl.base_value if not ch.decl.is_null else ch.value
            out[a] = expected_score(rules, ch.p_win, ch.value, bid, base)
        return out

    def refused_values(
        self, state: GameState, seat: int, legal: Sequence[int]
    ) -> dict[int, float] | None:
        """A Grand :func:`grand_objection` forbids (below the count; from hand, with fewer
        than two jacks and a suit not stopped): valued as the Hand decision or the
        declaration values it, at the model's own chance, not as a lost game."""
        assert isinstance(state, SkatState)
        if state.stage == SKAT_DECISION:
            values = self._skat_decision
        elif state.stage == DECLARE:
            values = self._declare_values
        else:
            return None
        hand = state.hand_mask(seat)
        refused = [
            a
            for a in legal
            if is_declaration(a)
            and declaration_of(a).game_type == GRAND
            and grand_objection(hand, declaration_of(a).hand) is not None
        ]
        if not refused:
            return None
        forehand = state.positions[0] == seat
        return values(state, refused, hand, forehand, _rules_of(state), teacher=False)

    def _declarer_chance(self, state: SkatState, seat: int) -> float:
        decl = state.declaration
        if decl is None:
            return 0.5
        hand = state.hand_mask(seat)
        forehand = state.positions[0] == seat
        if decl.is_null:
            return null_chance(hand, forehand, decl.ouvert)
        return win_chance(hand, mask_points(state.skat_mask), decl.game_type, forehand, decl.hand)

    def _kontra_value(self, state: SkatState, seat: int) -> float:
        decl = state.declaration
        if decl is None or decl.is_null:
            return -10.0
        hand = state.hand_mask(seat)
        gt = decl.game_type
        trumps = hand & (JACKS_MASK | (SUIT_MASKS[gt] if gt < GRAND else 0))
        aces = (hand & ACES & ~(SUIT_MASKS[gt] if gt < GRAND else 0)).bit_count()
        strength = 1.5 * (trumps & JACKS_MASK).bit_count() + trumps.bit_count() + 1.2 * aces
        return strength - 9.0


def _ramsch_risk(hand: CardMask) -> float:
    """How many dangerous cards a Ramsch hand holds (jacks, aces and tens of short suits)."""
    risk = 0.0
    for c in cards_of(hand):
        risk += _ramsch_danger(c, hand) / 10.0
    return risk


def _ramsch_danger(card: Card, hand: CardMask) -> float:
    rank = card & 7
    if rank == JACK:
        return 8.0 + (3 - (card >> 3))
    suit_cards = hand & SUIT_MASKS[card >> 3] & ~JACKS_MASK
    n = suit_cards.bit_count()
    if rank in (ACE, TEN):
        return 10.0 - n + CARD_POINTS[card] / 4
    if rank in (KING, QUEEN):
        return 3.0 - n / 2
    return -float(rank)


register_adapter("skat", SkatAdapter())

__all__ = [
    "GRAND_HAND_MIN_JACKS",
    "GRAND_MIN_COUNT",
    "GRAND_WEIGHTS",
    "SUIT_WEIGHTS",
    "BidPlan",
    "SkatAdapter",
    "SkatRules",
    "all_suits_stopped",
    "bid_plan",
    "choices_after_pickup",
    "declaring_score",
    "features",
    "grand_count",
    "grand_objection",
    "max_bid",
    "null_chance",
    "quick_discard",
    "win_chance",
]
