"""Doppelkopf's extra points (fox, Doppelkopf, Charlie, Charlie caught) in the open-hand solver.

Literal endgames where an extra decides the best card or the outcome, the
solver against a plain minimax over real :class:`DoppelkopfState` scores, and
positions without extras unchanged.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from test_ai_fastsolver import DOKO, brute_payoffs, late_position
from test_dds_golden import brute

from stammtisch.engine.ai.dds.search import FastSolver, fast_solve_moves, position_outcome
from stammtisch.engine.ai.knowledge import TrickExtras, TrickPosition, adapter_for
from stammtisch.engine.ai.rollout import greedy_payoff
from stammtisch.engine.cards import DECK48, Card, parse_card, parse_cards
from stammtisch.engine.doppelkopf import actions as A
from stammtisch.engine.doppelkopf.contracts import CLUB_JACK, FOX
from stammtisch.engine.doppelkopf.scoring import RE
from stammtisch.engine.doppelkopf.state import PLAY, DoppelkopfState
from stammtisch.engine.registry import make_game

RE_SEATS = (0, 1, 0, 1)
"""Seats 0 and 2 are Re (side 0), seats 1 and 3 Kontra."""


def extras(sign: int = 1, *, caught: bool = True, fox_last: int = 1) -> TrickExtras:
    return TrickExtras(
        fox=FOX, charlie=CLUB_JACK, fox_last=fox_last, charlie_caught=caught, sign=sign
    )


def endgame(
    hands: dict[int, str],
    leader: int,
    trick: str = "",
    ex: TrickExtras | None = None,
    payoff: float = 1.0,
) -> TrickPosition:
    """A normal-game endgame whose points-based payoff is ``payoff`` whatever the card points."""
    return TrickPosition(
        rules=DOKO,
        hands=tuple(tuple(parse_cards(hands[s])) for s in range(4)),
        players=(0, 1, 2, 3),
        leader=leader,
        trick=tuple(parse_cards(trick)),
        side=RE_SEATS,
        thresholds=(121,),
        payoffs=(payoff, payoff),
        extras=ex,
    )


def by_name(values: dict[int, float]) -> dict[str, float]:
    from stammtisch.engine.cards import card_str

    return {card_str(c): v for c, v in values.items()}


# --- literal endgames ---------------------------------------------------------------


def test_the_fox_caught_makes_over_trumping_best() -> None:
    # seat 1 (Kontra) led the fox, seat 2 ♦9, seat 3 ♦K; seat 0 (Re) trumps it or lets it go
    hands = {0: "DJ DT", 1: "S9", 2: "SK", 3: "ST"}
    pos = endgame(hands, leader=1, trick="DA D9 DK", ex=extras())
    assert by_name(fast_solve_moves(pos)) == {"DJ": 2.0, "DT": 1.0}
    assert position_outcome(pos) == 2.0
    # a Kontra player asking sees the same deal with the opposite sign
    kontra = endgame(hands, leader=1, trick="DA D9 DK", ex=extras(-1), payoff=-1.0)
    assert by_name(fast_solve_moves(kontra)) == {"DJ": -2.0, "DT": -1.0}
    assert position_outcome(kontra) == -2.0
    # without extras both cards score the same
    plain = replace(pos, extras=None)
    assert set(fast_solve_moves(plain).values()) == {1.0}


def test_a_doppelkopf_trick_of_exactly_forty_makes_the_ten_the_better_discard() -> None:
    # ♠10, ♥10 (trump, Re), ♣10 on the table: 30 points; seat 0 (Re, no spades) throws ♣10
    hands = {0: "CT C9", 1: "D9", 2: "H9", 3: "HK"}
    pos = endgame(hands, leader=1, trick="ST HT CT", ex=extras())
    assert by_name(fast_solve_moves(pos)) == {"CT": 2.0, "C9": 1.0}
    assert FastSolver(pos).score() == 2.0
    assert position_outcome(replace(pos, extras=None)) == 1.0
    # a trick must reach the rule's points
    assert position_outcome(replace(pos, extras=replace(extras(), doppelkopf=41))) == 1.0


def test_charlie_keeps_the_club_jack_for_the_last_trick() -> None:
    hands = {0: "CJ SJ", 1: "D9 DK", 2: "H9 HK", 3: "C9 CK"}
    pos = endgame(hands, leader=0, ex=extras())
    assert by_name(fast_solve_moves(pos)) == {"CJ": 1.0, "SJ": 2.0}
    assert by_name(fast_solve_moves(pos, exact=True)) == {"CJ": 1.0, "SJ": 2.0}
    # without extras the jacks are one move
    assert set(fast_solve_moves(replace(pos, extras=None)).values()) == {1.0}


@pytest.mark.parametrize("caught", [True, False])
def test_charlie_caught_only_with_its_rule(caught: bool) -> None:
    # Re keeps ♥10 to catch Kontra's ♣J in the last trick
    hands = {0: "HT SA", 1: "CJ S9", 2: "H9 HK", 3: "ST D9"}
    pos = endgame(hands, leader=0, ex=extras(caught=caught))
    want = {"HT": 1.0, "SA": 2.0} if caught else {"HT": 1.0, "SA": 1.0}
    assert by_name(fast_solve_moves(pos)) == want
    assert position_outcome(pos) == max(want.values())


@pytest.mark.parametrize("fox_last", [1, 2])
def test_a_fox_in_the_last_trick_is_worth_two_with_forty_cards(fox_last: int) -> None:
    # Kontra's only trump is the fox: lead ♥10 now and it falls in the first trick (1),
    # keep the ♥10 and it falls in the last (``fox_last``)
    hands = {0: "HT SA", 1: "DA SK", 2: "HK HA", 3: "ST DK"}
    pos = endgame(hands, leader=0, ex=extras(fox_last=fox_last))
    assert by_name(fast_solve_moves(pos)) == {"HT": 2.0, "SA": 1.0 + fox_last}
    assert position_outcome(pos) == 1.0 + fox_last


def test_extras_already_taken_and_card_points_both_count() -> None:
    # Re at 110 needs 11 more to win (121): the ♦J trick brings 17 and the fox
    hands = {0: "DJ DT", 1: "S9", 2: "SK", 3: "ST"}
    base = endgame(hands, leader=1, trick="DA D9 DK", ex=extras())
    pos = replace(base, taken=110, payoffs=(-2.0, 1.0), extras_taken=-1)
    # ♦J: won (1) + fox (1) - 1 taken before = 1; ♦10: Kontra takes 25, Re ends on
    # 110 + 16 = 126 all the same: won (1) - 1 = 0
    assert by_name(fast_solve_moves(pos)) == {"DJ": 1.0, "DT": 0.0}
    assert FastSolver(pos).score() == 1.0


def test_a_score_that_falls_with_card_points_is_refused() -> None:
    pos = replace(endgame({0: "DJ", 1: "S9", 2: "SK", 3: "ST"}, leader=0, ex=extras()),
                  payoffs=(1.0, -1.0))  # fmt: skip
    with pytest.raises(ValueError, match="must not fall"):
        position_outcome(pos)


# --- against a plain minimax over the real scores -----------------------------------------


def minimax(state: DoppelkopfState, seat: int, side: tuple[int, ...]) -> int:
    """``seat``'s real score with best play to the end (its side maximises it)."""
    if state.is_terminal():
        return state.returns()[seat]
    mover = state.current_player()
    values = []
    for card in state.legal_actions():
        if card < 32:
            child = state.clone()
            child.apply_action(card)
            values.append(minimax(child, seat, side))
    return max(values) if side[mover] == side[seat] else min(values)


def normal_endgame(rules: dict[str, object], seed: int) -> DoppelkopfState:
    """Everyone healthy, no announcements, cards at random to the last tricks (mostly a normal game)."""
    game = make_game("doppelkopf", 4, rules)
    rng = random.Random(seed)
    state = game.new_deal(seed=rng.randrange(2**63), dealer=rng.randrange(4))
    assert isinstance(state, DoppelkopfState)
    left = 3 if seed % 4 == 0 else 2
    stop_at = rng.randrange(4)  # cards of the current trick already played
    while True:
        legal = state.legal_actions()
        if state.stage == PLAY:
            done = len(state.tricks) >= state.hand_size - left
            if done and len(state.trick_cards) == stop_at:
                return state
            state.apply_action(rng.choice([a for a in legal if a < 32]))
        else:
            state.apply_action(A.HEALTHY if A.HEALTHY in legal else rng.choice(legal))


CONFIGS = [
    {},
    {"forty_cards": True},
    {"charlie_caught": False, "second_heart_ten_wins": True},
    {"second_heart_ten_wins": True, "heart_ten_first_in_last_trick": True},
]


@pytest.mark.parametrize("config", range(len(CONFIGS)))
def test_the_solver_scores_as_the_deal_scores(config: int) -> None:
    adapter = adapter_for(make_game("doppelkopf", 4, CONFIGS[config]))
    seen_extras = 0
    checked = 0
    for seed in range(100 * config, 100 * config + 16):
        state = normal_endgame(CONFIGS[config], seed)
        if state.is_solo_game():
            continue  # both ♣Q in one hand: a silent solo
        checked += 1
        side = tuple(0 if state.party[s] == RE else 1 for s in range(4))
        cards = sorted({a for a in state.legal_actions() if a < 32})
        children = {}
        for card in cards:
            child = state.clone()
            child.apply_action(card)
            children[card] = child
        for seat in (side.index(0), side.index(1)):  # one Re and one Kontra player
            pos = adapter.position(state, seat)
            assert pos is not None and pos.extras is not None
            want = {c: float(minimax(children[c], seat, side)) for c in cards}
            assert fast_solve_moves(pos) == want, (config, seed, seat)
            assert fast_solve_moves(pos, exact=True) == want
            best = max if side[state.current_player()] == side[seat] else min
            assert position_outcome(pos) == best(want.values())
            plain = replace(pos, extras=None, extras_taken=0)
            seen_extras += position_outcome(plain) != position_outcome(pos)
    assert checked >= 10
    assert seen_extras > 0  # the extras mattered somewhere


def test_extras_taken_counts_the_tricks_played() -> None:
    game = make_game("doppelkopf", 4)
    adapter = adapter_for(game)
    for seed in range(40):
        state = normal_endgame({}, seed)
        net = sum(e.value if e.party == RE else -e.value for e in state.extras())
        for seat in range(4):
            pos = adapter.position(state, seat)
            assert pos is not None and pos.extras is not None
            assert pos.extras_taken == net
            assert pos.extras.sign == (1 if state.party[seat] == RE else -1)
        if net:
            return
    raise AssertionError("no extras taken in 40 deals")


@pytest.mark.parametrize(
    "rules,fox_last,caught",
    [({}, 1, True), ({"forty_cards": True}, 2, True), ({"charlie_caught": False}, 1, False)],
)
def test_the_extras_follow_the_rules(rules: dict[str, object], fox_last: int, caught: bool) -> None:
    adapter = adapter_for(make_game("doppelkopf", 4, rules))
    state = normal_endgame(rules, 1)
    pos = adapter.position(state, state.current_player())
    assert pos is not None and pos.extras is not None
    assert (pos.extras.fox, pos.extras.charlie) == (FOX, CLUB_JACK)
    assert (pos.extras.fox_last, pos.extras.charlie_caught) == (fox_last, caught)
    assert pos.extras.doppelkopf == 40


def test_no_extras_in_a_solo() -> None:
    game = make_game("doppelkopf", 4)
    adapter = adapter_for(game)
    rng = random.Random(5)
    for _ in range(200):
        state = game.new_deal(seed=rng.randrange(2**63), dealer=0)
        assert isinstance(state, DoppelkopfState)
        while state.stage != PLAY and not state.is_terminal():
            legal = state.legal_actions()
            state.apply_action(rng.choice(legal))
        if state.stage == PLAY and state.is_solo_game():
            pos = adapter.position(state, state.current_player())
            assert pos is not None and pos.extras is None
            return
    raise AssertionError("no solo dealt")


# --- against a plain minimax over random open positions -----------------------------------


def reference_payoff(pos: TrickPosition, first: Card | None = None) -> float:
    """The asking seat's payoff by trying every card (``first``: the mover's first card)."""
    ex = pos.extras
    assert ex is not None
    rules = pos.rules
    n = len(pos.players)
    hands = [list(h) for h in pos.hands]
    start = pos.players.index(pos.leader)
    trick = [(pos.players[(start + k) % n], c) for k, c in enumerate(pos.trick)]
    tricks_left = (sum(len(hands[s]) for s in pos.players) + len(trick)) // n

    def trick_extras(cards: list[tuple[int, Card]], last: bool) -> tuple[int, int]:
        lew = pos.later_equal_wins if not last or pos.last_trick_equal_wins else 0
        w = rules.winner([c for _, c in cards], lew)
        winner_side = pos.side[cards[w][0]]
        won = 0
        for seat, card in cards:
            if card == ex.fox and pos.side[seat] != winner_side:
                won += ex.fox_last if last else 1
            if last and ex.charlie_caught and card == ex.charlie and pos.side[seat] != winner_side:
                won += 1
        if sum(pos.card_values[c] for _, c in cards) >= ex.doppelkopf:
            won += 1
        if last and cards[w][1] == ex.charlie:
            won += 1
        return cards[w][0], won if winner_side == 0 else -won

    def best(points: int, net: int, tl: int) -> float:
        """Side 0's best final score (``sign * payoff``) from ``hands`` and ``trick``."""
        if len(trick) == n:
            winner, gain = trick_extras(trick, tl == 1)
            taken = sum(pos.card_values[c] for _, c in trick) if pos.side[winner] == 0 else 0
            done = trick[:]
            trick.clear()
            try:
                if tl == 1:
                    return ex.sign * pos.payoff(points + taken, net + gain)
                return play(winner, points + taken, net + gain, tl - 1)
            finally:
                trick.extend(done)
        seat = pos.players[(pos.players.index(trick[0][0]) + len(trick)) % n]
        return play(seat, points, net, tl)

    memo: dict[tuple[object, ...], float] = {}

    def play(seat: int, points: int, net: int, tl: int, only: Card | None = None) -> float:
        hand = hands[seat]
        if only is not None:
            legal = [only]
        elif trick:
            led = rules.follow_class[trick[0][1]]
            legal = [c for c in hand if rules.follow_class[c] == led] or hand
        else:
            legal = hand
        key = (seat, tuple(tuple(sorted(h)) for h in hands), tuple(trick), points, net, only)
        if key in memo:
            return memo[key]
        values = []
        for card in sorted(set(legal)):
            hand.remove(card)
            trick.append((seat, card))
            values.append(best(points, net, tl))
            trick.pop()
            hand.append(card)
        memo[key] = out = max(values) if pos.side[seat] == 0 else min(values)
        return out

    value = play(pos.to_move(), pos.taken, pos.extras_taken, tricks_left, first)
    return 0.0 + ex.sign * value


def random_endgame(rng: random.Random, size: int = 3) -> TrickPosition:
    """``size`` tricks of a normal game with foxes and ♣Js about, maybe a trick begun."""
    deck = parse_cards("DA DA CJ CJ") * 2 + sorted(DECK48)
    rng.shuffle(deck)
    cards: list[Card] = []
    for c in deck:
        if cards.count(c) < 2:
            cards.append(c)
        if len(cards) == 4 * size:
            break
    leader = rng.randrange(4)
    played = rng.randrange(4)
    hands: list[list[Card]] = [cards[size * s : size * s + size] for s in range(4)]
    trick = [hands[(leader + k) % 4].pop() for k in range(played)]
    side = rng.choice([(0, 0, 1, 1), (0, 1, 0, 1), (0, 1, 1, 0), (1, 0, 1, 0)])
    sign = rng.choice([1, -1])
    scores = sorted(rng.randrange(-6, 7) for _ in range(11))
    ex = TrickExtras(
        fox=FOX,
        charlie=CLUB_JACK,
        fox_last=rng.choice([1, 2]),
        charlie_caught=rng.random() < 0.5,
        doppelkopf=rng.choice([40, 25]),
        sign=sign,
    )
    return TrickPosition(
        rules=DOKO,
        hands=tuple(tuple(h) for h in hands),
        players=(0, 1, 2, 3),
        leader=leader,
        trick=tuple(trick),
        side=side,
        later_equal_wins=rng.choice([0, 1 << parse_card("HT")]),
        last_trick_equal_wins=rng.random() < 0.5,
        taken=rng.randrange(0, 200),
        thresholds=(1, 30, 60, 90, 120, 121, 151, 181, 211, 240),
        payoffs=tuple(float(sign * x) for x in scores),
        extras=ex,
        extras_taken=rng.randrange(-3, 4),
    )


@pytest.mark.parametrize("size,count", [(3, 120), (4, 12)])
def test_random_endgames_agree_with_a_plain_minimax(size: int, count: int) -> None:
    rng = random.Random(15 + size)
    for _ in range(count):
        pos = random_endgame(rng, size)
        want = reference_payoff(pos)
        assert position_outcome(pos) == want, pos
        moves = fast_solve_moves(pos)
        assert moves == {c: reference_payoff(pos, c) for c in moves}, pos


# --- positions without extras ---------------------------------------------------------------

NO_EXTRAS = TrickExtras(doppelkopf=10_000)
"""Extras that never happen: the score-level search must give the points-only payoffs."""


@pytest.mark.parametrize("game", ["skat", "schafkopf", "sheepshead", "doppelkopf"])
def test_positions_without_extras_are_solved_as_before(game: str) -> None:
    for seed in range(3):
        pos = replace(late_position(game, seed), extras=None, extras_taken=0)
        solver = FastSolver(pos)
        assert solver.value() == brute(pos)
        want = brute_payoffs(pos, solver.legal_cards())
        assert fast_solve_moves(pos) == want
        assert fast_solve_moves(pos, exact=True) == want
        if not pos.thresholds:
            continue
        sign = 1 if pos.payoffs[-1] >= pos.payoffs[0] else -1
        levels = replace(pos, extras=replace(NO_EXTRAS, sign=sign))
        assert fast_solve_moves(levels) == want, (game, seed)
        assert position_outcome(levels) == position_outcome(pos)


def test_a_second_copy_is_not_the_same_move_as_a_lower_card_when_the_first_copy_is_out() -> None:
    # seat 3 holds a ♣Q and the ♦Q (♠Q and ♥Q gone): the other ♣Q (seat 0) beats the ♦Q
    # but not seat 3's ♣Q, so the two queens are different moves even in card points
    hands = {0: "CQ SJ", 1: "D9 H9", 2: "D9 DA", 3: "DQ CQ"}
    pos = replace(endgame(hands, leader=2), side=(1, 0, 1, 0), thresholds=(), payoffs=())
    assert FastSolver(pos).value() == brute(pos) == 16
    assert fast_solve_moves(pos, exact=True) == brute_payoffs(pos, FastSolver(pos).legal_cards())


def test_extras_for_cards_out_of_play_change_nothing() -> None:
    hands = {0: "HT SA", 1: "DK SK", 2: "HK HA", 3: "ST D9"}
    pos = endgame(hands, leader=0, ex=replace(extras(), doppelkopf=10_000))
    assert fast_solve_moves(pos) == fast_solve_moves(replace(pos, extras=None))
    assert parse_card("DA") not in parse_cards(" ".join(hands.values()))


def test_rollouts_count_the_extras_too() -> None:
    # one card each: the ♣J takes Kontra's fox in the last trick (2 with forty cards) and
    # makes Charlie; Re brought one extra from the tricks before
    hands = {0: "CJ", 1: "DA", 2: "HK", 3: "DK"}
    pos = replace(endgame(hands, leader=0, ex=extras(fox_last=2)), extras_taken=1)
    assert greedy_payoff(pos, random.Random(0), epsilon=0.0) == 1.0 + 2 + 1 + 1
    assert position_outcome(pos) == 5.0
    kontra = replace(pos, extras=extras(-1, fox_last=2), payoffs=(-1.0, -1.0))
    assert greedy_payoff(kontra, random.Random(0), epsilon=0.0) == -5.0
