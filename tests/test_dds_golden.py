"""The open-hand solver's golden values: exact against brute force, and the known best play in
endgames, in both of its searches (the compiled core and the Python reference).

These are the values the solver before :mod:`stammtisch.engine.ai.dds` was tested against;
:func:`brute` is the plain minimax other solver tests take their reference from.
"""

from __future__ import annotations

import random

import pytest

from stammtisch.engine.ai.dds.search import FastSolver, SearchAborted, fast_solve_moves
from stammtisch.engine.ai.knowledge import TrickPosition
from stammtisch.engine.ai.rollout import called_legal, greedy_playout
from stammtisch.engine.cards import CARD_POINTS, DECK24, DECK32, parse_card, parse_cards
from stammtisch.engine.tricks import TrickRules

GRAND = TrickRules.build(parse_cards("CJ SJ HJ DJ"), "ATKQ987")
CLUBS = TrickRules.build(parse_cards("CJ SJ HJ DJ CA CT CK CQ C9 C8 C7"), "ATKQ987")
NULL = TrickRules.build([], "AKQJT987")
DOKO = TrickRules.build(
    parse_cards("HT CQ SQ HQ DQ CJ SJ HJ DJ DA DT DK D9"), "ATK9", suit_orders={2: "AK9"}
)


@pytest.fixture(params=[True, False], ids=["compiled", "python"])
def compiled(request: pytest.FixtureRequest) -> bool:
    """Each test runs on the compiled core and on the Python search."""
    return bool(request.param)


def legal_cards(pos: TrickPosition, hand: list[int], trick: list[int]) -> list[int]:
    """The distinct cards of ``hand`` that may be played to ``trick`` (a called ace's rules
    from :func:`~stammtisch.engine.ai.rollout.called_legal`)."""
    mask = 0
    for c in hand:
        mask |= 1 << c
    called = pos.called_card
    if called >= 0 and mask >> called & 1:
        rules = pos.rules
        allowed = called_legal(
            mask, trick, called, rules.follow_class, rules.class_masks, pos.runaway_length
        )
    else:
        allowed = pos.rules.legal_mask(mask, trick[0] if trick else None)
    return sorted({c for c in hand if allowed >> c & 1})


def brute(pos: TrickPosition, first: int | None = None) -> int:
    """Plain minimax over every legal card (the reference the solver must match).

    With ``first``, the seat to move plays that card first.  The value from each trick
    start is remembered, so a few cards more than a plain minimax could handle stay quick.
    """
    hands = {s: list(pos.hands[s]) for s in pos.players}
    n = len(pos.players)
    seen: dict[tuple[object, ...], int] = {}

    def rec(leader: int, trick: list[int], forced: int | None) -> int:
        li = pos.players.index(leader)
        if not any(hands[s] for s in pos.players) and not trick:
            return 0
        key: tuple[object, ...] | None = None
        if not trick and forced is None:
            key = (leader, *(tuple(sorted(hands[s])) for s in pos.players))
            if key in seen:
                return seen[key]
        seat = pos.players[(li + len(trick)) % n]
        hand = hands[seat]
        legal = [forced] if forced is not None else legal_cards(pos, hand, trick)
        results = []
        for c in legal:
            hand.remove(c)
            trick.append(c)
            if len(trick) == n:
                last = not any(hands[s] for s in pos.players)
                lew = pos.later_equal_wins if (not last or pos.last_trick_equal_wins) else 0
                w = pos.players[(li + pos.rules.winner(trick, lew)) % n]
                val = sum(pos.card_values[x] for x in trick) + pos.trick_value
                if last:
                    val += pos.last_trick_bonus
                gain = val if pos.side[w] == 0 else 0
                saved = list(trick)
                v = gain + rec(w, [], None)
                trick[:] = saved
            else:
                v = rec(leader, trick, None)
            trick.pop()
            hand.append(c)
            results.append(v)
        best = max(results) if pos.side[seat] == 0 else min(results)
        if key is not None:
            seen[key] = best
        return best

    return rec(pos.leader, list(pos.trick), first)


def random_position(rng: random.Random, n: int, per_hand: int, double: bool) -> TrickPosition:
    deck = list(DECK24) * 2 if double else list(DECK32)
    rng.shuffle(deck)
    rules = rng.choice([DOKO] if double else [GRAND, CLUBS, NULL])
    hands = [deck[i * per_hand : (i + 1) * per_hand] for i in range(n)]
    leader = rng.randrange(n)
    # start mid-trick now and then: the first seats of the trick play one card each
    already = rng.randrange(n) if rng.random() < 0.5 else 0
    trick: list[int] = []
    for k in range(already):
        s = (leader + k) % n
        hand = hands[s]
        mask = 0
        for c in hand:
            mask |= 1 << c
        legal = [c for c in hand if rules.legal_mask(mask, trick[0] if trick else None) >> c & 1]
        c = rng.choice(legal)
        hand.remove(c)
        trick.append(c)
    side = tuple(rng.randrange(2) for _ in range(n))
    if rules is NULL:
        values = (0,) * 32
        trick_value = -1
    else:
        values = tuple(CARD_POINTS)
        trick_value = rng.choice([0, 0, 1])
    return TrickPosition(
        rules=rules,
        hands=tuple(tuple(h) for h in hands),
        players=tuple(range(n)),
        leader=leader,
        trick=tuple(trick),
        side=side,
        card_values=values,
        trick_value=trick_value,
        last_trick_bonus=rng.choice([0, 0, 7]),
        later_equal_wins=(1 << parse_card("HT")) if double and rng.random() < 0.5 else 0,
        last_trick_equal_wins=rng.random() < 0.5,
    )


@pytest.mark.parametrize(
    "n,per_hand,double", [(3, 4, False), (4, 3, False), (5, 2, False), (4, 3, True)]
)
def test_solver_matches_brute_force(n: int, per_hand: int, double: bool, compiled: bool) -> None:
    rng = random.Random(n * 100 + per_hand + double)
    for _ in range(60):
        pos = random_position(rng, n, per_hand, double)
        expected = brute(pos)
        solver = FastSolver(pos, compiled=compiled)
        assert solver.value() == expected
        # per-card values agree with brute force after that card, and so do the thresholds
        for card in solver.legal_cards():
            exact = brute(pos, card)
            assert FastSolver(pos, compiled=compiled).move_value(card) == exact
            assert solver.move_reaches(card, exact)
            assert not solver.move_reaches(card, exact + 1)


# --- hand-built endgames ---------------------------------------------------------


def _pos(
    rules: TrickRules, hands: list[str], leader: int, side: tuple[int, ...], **kw: object
) -> TrickPosition:
    return TrickPosition(
        rules=rules,
        hands=tuple(tuple(parse_cards(h)) for h in hands),
        players=tuple(range(len(hands))),
        leader=leader,
        trick=tuple(parse_cards(str(kw.pop("trick", "")))),
        side=side,
        **kw,  # type: ignore[arg-type]
    )


def test_skat_endgame_declarer_draws_the_last_trump_before_cashing_the_ace(compiled: bool) -> None:
    # Grand.  Declarer (seat 0): CJ SA S7.  Defender 1: SJ H7 D7 (no spades).
    # Defender 2: ST HA DA.  Leading SA lets defender 1 ruff it with SJ while
    # defender 2 throws the ten; leading CJ first pulls SJ and the ace is safe.
    pos = _pos(GRAND, ["CJ SA S7", "SJ H7 D7", "ST HA DA"], 0, (0, 1, 1))
    out = fast_solve_moves(pos, exact=True, compiled=compiled)
    assert out == {c: float(brute(pos, c)) for c in out}
    assert max(out, key=lambda c: out[c]) == parse_card("CJ")
    assert out[parse_card("CJ")] - out[parse_card("SA")] >= 20


def test_skat_endgame_defender_smears_the_ten_on_partners_ace(compiled: bool) -> None:
    # Grand; declarer seat 0 leads S7; defender 1 (seat 1) plays SA; defender 2 holds ST and S8
    # and must smear the ten onto the partner's ace.
    pos = _pos(GRAND, ["HK", "H7", "ST S8"], 0, (0, 1, 1), trick="S7 SA")
    out = fast_solve_moves(pos, exact=True, compiled=compiled)
    assert out[parse_card("ST")] < out[parse_card("S8")]  # side 0 (declarer) gets less after ST
    assert min(out, key=lambda c: out[c]) == parse_card("ST")


def test_null_endgame_declarer_ducks(compiled: bool) -> None:
    # Null: the declarer (side 0) must take no trick; each trick is worth -1 to it.
    # Defender seat 1 led HJ, seat 2 threw S8; the declarer (seat 0) holds HA H7 and
    # must duck with H7 (then discard HA on the spade lead).
    pos = _pos(
        NULL,
        ["HA H7", "S7", "D7"],
        1,
        (0, 1, 1),
        trick="HJ S8",
        card_values=(0,) * 32,
        trick_value=-1,
    )
    out = fast_solve_moves(pos, exact=True, compiled=compiled)
    assert out[parse_card("H7")] == 0.0  # ducking keeps the declarer trickless
    assert out[parse_card("HA")] < 0.0


def test_doppelkopf_endgame_second_heart_ten_rule(compiled: bool) -> None:
    # Two heart tens: with "second ten beats the first" the later ten takes the trick.
    base = dict(
        card_values=tuple(CARD_POINTS),
    )
    hands = ["HT", "HT", "D9", "S9"]
    plain = _pos(DOKO, hands, 0, (0, 1, 0, 1), **base)
    assert (
        FastSolver(plain, compiled=compiled).value() == 20
    )  # the first ten wins: side 0 (seat 0) takes 20
    later = _pos(DOKO, hands, 0, (0, 1, 0, 1), later_equal_wins=1 << parse_card("HT"), **base)
    assert FastSolver(later, compiled=compiled).value() == 0
    not_last = _pos(
        DOKO,
        hands,
        0,
        (0, 1, 0, 1),
        later_equal_wins=1 << parse_card("HT"),
        last_trick_equal_wins=False,
        **base,
    )
    assert FastSolver(not_last, compiled=compiled).value() == 20


def test_thresholds_pick_the_payoff_bucket(compiled: bool) -> None:
    pos = _pos(
        GRAND,
        ["CJ HA", "HT H7", "HK SA"],
        0,
        (0, 1, 1),
        taken=40,
        thresholds=(61, 90),
        payoffs=(-1.0, 1.0, 2.0),
    )
    out = fast_solve_moves(pos, compiled=compiled)
    # side 0 takes all 38 remaining: 78 final, between 61 and 90
    assert set(out.values()) == {1.0}


def test_node_limit_aborts(compiled: bool) -> None:
    rng = random.Random(3)
    deck = list(DECK32)
    rng.shuffle(deck)
    pos = TrickPosition(
        rules=GRAND,
        hands=(tuple(deck[:10]), tuple(deck[10:20]), tuple(deck[20:30])),
        players=(0, 1, 2),
        leader=0,
        trick=(),
        side=(0, 1, 1),
    )
    with pytest.raises(SearchAborted):
        FastSolver(pos, node_limit=2000, compiled=compiled).value()


def test_greedy_playout_ends_with_all_points_assigned() -> None:
    rng = random.Random(5)
    for _ in range(50):
        pos = random_position(rng, 3, 6, False)
        if pos.rules is NULL:
            continue
        both = TrickPosition(
            **{**pos.__dict__, "side": (0, 0, 0), "trick_value": 0, "last_trick_bonus": 0}
        )
        total = sum(CARD_POINTS[c] for h in pos.hands for c in h) + sum(
            CARD_POINTS[c] for c in pos.trick
        )
        assert greedy_playout(both, rng) == total
        none = TrickPosition(**{**both.__dict__, "side": (1, 1, 1)})
        assert greedy_playout(none, rng) == 0
