"""The open-hand solver on real late positions (against brute force) and literal endgames."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from test_dds_golden import _pos, brute, legal_cards

from stammtisch.engine.ai.dds.bench import solve_deals
from stammtisch.engine.ai.dds.deals import whole_deal
from stammtisch.engine.ai.dds.search import (
    FastSolver,
    SearchAborted,
    fast_solve_moves,
    position_outcome,
)
from stammtisch.engine.ai.knowledge import TrickPosition
from stammtisch.engine.cards import CARD_POINTS, parse_card, parse_cards
from stammtisch.engine.cli import main
from stammtisch.engine.tricks import TrickRules

GRAND = TrickRules.build(parse_cards("CJ SJ HJ DJ"), "ATKQ987")
DOKO = TrickRules.build(
    parse_cards("HT CQ SQ HQ DQ CJ SJ HJ DJ DA DT DK D9"), "ATK9", suit_orders={2: "AK9"}
)
SHEEPSHEAD = TrickRules.build(parse_cards("CQ SQ HQ DQ CJ SJ HJ DJ DA DT DK D9 D8 D7"), "ATKQ987")


def late_position(game: str, seed: int) -> TrickPosition:
    """A real whole deal cut down to a few cards each, now and then mid-trick."""
    rng = random.Random(seed)
    pos = whole_deal(game, rng, bidding=rng.choice(["random", "standard"]))
    keep = rng.choice([3, 4]) if len(pos.players) <= 4 else rng.choice([2, 3])
    hands = [list(h) for h in pos.hands]
    for s in pos.players:
        hands[s] = hands[s][:keep]
    trick = []
    first = pos.players.index(pos.leader)
    for k in range(rng.randrange(len(pos.players))):
        s = pos.players[(first + k) % len(pos.players)]
        trick.append(hands[s].pop())
    called = pos.called_card if any(pos.called_card in h for h in hands) else -1
    return replace(
        pos, hands=tuple(tuple(h) for h in hands), trick=tuple(trick), called_card=called
    )


BENCHMARK = [
    (g, seed) for g in ("skat", "schafkopf", "sheepshead", "doppelkopf") for seed in range(8)
]


def brute_payoffs(pos: TrickPosition, cards: list[int]) -> dict[int, float]:
    """Each card's payoff by brute force (:func:`test_dds_golden.brute`)."""
    return {c: pos.payoff(pos.taken + brute(pos, c)) for c in cards}


@pytest.mark.parametrize("game,seed", BENCHMARK)
def test_same_game_values_as_brute_force(game: str, seed: int) -> None:
    # card points only: Doppelkopf's extras are in test_dds_extras
    pos = replace(late_position(game, seed), extras=None, extras_taken=0)
    solver = FastSolver(pos)
    assert solver.value() == brute(pos)
    cards = solver.legal_cards()
    for card in cards:
        assert solver.move_value(card) == brute(pos, card)
    assert cards == legal_cards(pos, list(pos.hands[pos.to_move()]), list(pos.trick))
    want = brute_payoffs(pos, cards)
    assert fast_solve_moves(pos) == want
    assert fast_solve_moves(pos, exact=True) == want
    assert position_outcome(pos) == pos.payoff(pos.taken + brute(pos))


def test_skat_declarer_draws_the_last_trump_before_cashing_the_ace() -> None:
    pos = _pos(GRAND, ["CJ SA S7", "SJ H7 D7", "ST HA DA"], 0, (0, 1, 1))
    solver = FastSolver(pos)
    card, value = solver.best_move()
    assert card == parse_card("CJ")
    # CJ takes SJ and 2 x 11, then SA takes ST, the rest goes to the defence
    assert value == 2 + 2 + 11 + 11 + 10 + 11 + 0
    assert solver.move_value(parse_card("SA")) <= value - 20


def test_skat_thresholds_need_only_the_buckets() -> None:
    # the declarer takes all 38 points left: with 40 already taken, 78 lies between 61 and 90
    pos = _pos(
        GRAND, ["CJ HA", "HT H7", "HK SA"], 0, (0, 1, 1),
        taken=40, thresholds=(61, 90), payoffs=(-1.0, 1.0, 2.0),
    )  # fmt: skip
    assert position_outcome(pos) == 1.0
    assert set(fast_solve_moves(pos).values()) == {1.0}


def test_doppelkopf_second_heart_ten_takes_the_first() -> None:
    hands = ["HT", "HT", "D9", "S9"]
    assert FastSolver(_pos(DOKO, hands, 0, (0, 1, 0, 1))).value() == 20
    later = _pos(DOKO, hands, 0, (0, 1, 0, 1), later_equal_wins=1 << parse_card("HT"))
    assert FastSolver(later).value() == 0
    not_last = replace(later, last_trick_equal_wins=False)
    assert FastSolver(not_last).value() == 20


def test_doppelkopf_twin_cards_are_one_move() -> None:
    # seat 0 holds both club queens: one move, played twice
    pos = _pos(DOKO, ["CQ CQ", "HA H9", "SA S9", "CA C9"], 0, (0, 1, 1, 1))
    solver = FastSolver(pos)
    assert solver.legal_cards() == [parse_card("CQ")]
    assert solver.value() == 2 * 3 + 11 + 0 + 11 + 0 + 11 + 0


def test_sheepshead_called_ace_must_follow_its_suit() -> None:
    # the partner (seat 1) holds the called HA and H7; seat 0 led HK (and keeps CQ): HA must come
    pos = _pos(
        SHEEPSHEAD, ["CQ", "HA H7", "H9 S7", "HT SA", "H8 C7"], 0, (0, 0, 1, 1, 1),
        trick="HK", called_card=parse_card("HA"),
    )  # fmt: skip
    # the trick is in progress: seat 1 must play the called ace
    solver = FastSolver(pos)
    assert solver.legal_cards() == [parse_card("HA")]
    assert solver.value() == brute(pos)


def test_leaster_every_player_avoids_points() -> None:
    # Leaster: values negative, side 0 (seat 0) keeps its points low by ducking
    pos = _pos(
        SHEEPSHEAD, ["SA S7", "ST C7", "S9 H7", "SK H8", "S8 H9"], 1, (1, 0, 1, 1, 1),
        card_values=tuple(-v for v in CARD_POINTS),
    )  # fmt: skip
    fast = fast_solve_moves(pos, exact=True)
    assert fast == {c: float(brute(pos, c)) for c in fast}
    assert FastSolver(pos).value() == brute(pos)


def test_budget_aborts() -> None:
    pos = whole_deal("skat", random.Random(4))
    with pytest.raises(SearchAborted):
        FastSolver(pos, node_limit=1500).value()


def test_solve_command_prints_the_figures(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    assert main(["solve", "--game", "skat", "--positions", "2", "--seed", "3", "--json"]) == 0
    row = json.loads(capsys.readouterr().out)
    assert row["game"] == "skat" and row["mode"] == "outcome" and row["positions"] == 2
    assert row["unfinished"] == 0 and row["p50_ms"] <= row["max_ms"]
    short = solve_deals("sheepshead", 1, 2, "points", cap_s=0.0)
    assert short["unfinished"] == 1


@pytest.mark.parametrize("game", ["skat", "schafkopf"])
def test_outcome_mode_asks_only_where_the_payoff_changes(game: str) -> None:
    from stammtisch.engine.ai.dds.bench import solve_one
    from stammtisch.engine.ai.dds.search import relevant_thresholds

    for seed in range(4):
        pos = late_position(game, seed)
        exact = pos.payoff(pos.taken + brute(pos))
        payoffs = relevant_thresholds(pos)[1]
        assert payoffs[solve_one(pos, "outcome", FastSolver(pos))] == exact
        every = solve_one(pos, "thresholds", FastSolver(pos))
        assert pos.payoff(([0, *pos.thresholds])[every]) == exact
