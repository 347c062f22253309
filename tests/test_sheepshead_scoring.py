"""Sheepshead scoring: the seed's table at 3, 4 and 5 players, going alone, Leaster,
the blind to the last trick, and stacked doublers."""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sheepshead_deals import act

from stammtisch.engine.cards import card_points
from stammtisch.engine.errors import StammtischError
from stammtisch.engine.playout import random_playout
from stammtisch.engine.session import Session
from stammtisch.engine.sheepshead import SheepsheadGame, SheepsheadState
from stammtisch.engine.sheepshead.actions import ALONE, PLAY_UNKNOWN
from stammtisch.engine.sheepshead.contracts import FOLLOW_CLASS, LAYOUTS, POWER
from stammtisch.engine.sheepshead.scoring import SCORE_TABLE, leaster_scores, picker_scores
from stammtisch.engine.sheepshead.state import CALL, PICKING, PLAY

# (picker, partner, each defender) by row and seat count, copied from the seed's table
TABLE = {
    "no trick": {3: (-6, None, 3), 4: (-9, None, 3), 5: (-6, -3, 3)},
    "30 or fewer": {3: (-4, None, 2), 4: (-6, None, 2), 5: (-4, -2, 2)},
    "31 to 60": {3: (-2, None, 1), 4: (-3, None, 1), 5: (-2, -1, 1)},
    "61 to 90": {3: (2, None, -1), 4: (3, None, -1), 5: (2, 1, -1)},
    "91 or more": {3: (4, None, -2), 4: (6, None, -2), 5: (4, 2, -2)},
    "all tricks": {3: (6, None, -3), 4: (9, None, -3), 5: (6, 3, -3)},
}
ALONE_FIVE = {
    "no trick": -12,
    "30 or fewer": -8,
    "31 to 60": -4,
    "61 to 90": 4,
    "91 or more": 8,
    "all tricks": 12,
}
ROWS = list(TABLE)

# side card points and tricks that land in each row (tricks out of the hand size)
EXAMPLES = {
    "no trick": [(0, 0), (21, 0)],  # buried points alone do not save a trickless picker
    "30 or fewer": [(0, 1), (30, 2)],
    "31 to 60": [(31, 1), (60, 3)],
    "61 to 90": [(61, 2), (90, 4)],
    "91 or more": [(91, 3), (120, 5)],  # all points but not all tricks
    "all tricks": [(120, None)],
}


def row_key(label: str) -> str:
    return next(key for key in ROWS if label.startswith(key))


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("row", ROWS)
def test_every_row_of_the_table(players: int, row: str) -> None:
    tricks = LAYOUTS[players].hand
    picker_amount, partner_amount, defender_amount = TABLE[row][players]
    for side_points, side_tricks in EXAMPLES[row]:
        won = tricks if side_tricks is None else side_tricks
        partner = 2 if players == 5 else None
        found, scores = picker_scores(players, 0, partner, side_points, won, tricks)
        assert row_key(found.label) == row
        expected = [defender_amount] * players
        expected[0] = picker_amount
        if partner is not None:
            assert partner_amount is not None
            expected[partner] = partner_amount
        assert scores == expected
        assert sum(scores) == 0
        if players == 5:  # alone: the picker collects from (or pays) all four
            _, alone = picker_scores(5, 0, None, side_points, won, tricks)
            assert alone == [ALONE_FIVE[row]] + [defender_amount] * 4
            assert sum(alone) == 0
        _, doubled = picker_scores(players, 0, partner, side_points, won, tricks, multiplier=4)
        assert doubled == [4 * s for s in expected]


def test_the_table_holds_six_rows_in_the_seeds_order() -> None:
    assert [row_key(r.label) for r in SCORE_TABLE] == ROWS


# --- the table through whole deals -------------------------------------------------


def _strength(card: int) -> tuple[int, int]:
    return (1 if FOLLOW_CLASS[card] == 4 else 0, POWER[card])


def _play(game: SheepsheadGame, seed: int, side_strong: bool, alone: bool) -> SheepsheadState:
    """Somebody picks at once; one side plays its strongest cards, the other its weakest."""
    rng = random.Random(seed)
    state = game.new_deal(seed=seed, dealer=seed % game.num_players)
    while not state.is_terminal():
        actions = state.legal_actions()
        if state.stage == PICKING:
            action = actions[-1]
        elif state.stage == CALL:
            action = ALONE if alone else actions[min(1, len(actions) - 1)]
        elif state.stage == PLAY:
            cards = sorted((a for a in actions if a != PLAY_UNKNOWN), key=_strength)
            seat = state.current_player()
            strong = side_strong == (seat in (state.picker, state.partner))
            if not cards:
                action = PLAY_UNKNOWN
            elif rng.random() < 0.3:
                action = rng.choice(actions)
            else:
                action = cards[-1] if strong else cards[0]
        else:
            action = rng.choice(actions)
        state.apply_action(action)
    return state


@cache
def _deals_by_row(players: int, alone: bool) -> dict[str, int]:
    game = SheepsheadGame(players)
    found: dict[str, int] = {}
    for seed in range(8000):
        result = _play(game, seed, seed % 2 == 0, alone).result()
        found.setdefault(row_key(result.details["row"]), seed)
        if len(found) == len(ROWS):
            break
    return found


@pytest.mark.parametrize(("players", "alone"), [(3, False), (4, False), (5, False), (5, True)])
@pytest.mark.parametrize("row", ROWS)
def test_every_row_in_a_played_deal(players: int, alone: bool, row: str) -> None:
    game = SheepsheadGame(players)
    seed = _deals_by_row(players, alone)[row]
    state = _play(game, seed, seed % 2 == 0, alone)
    result = state.result()
    picker = state.picker
    assert picker is not None
    side = [picker] if state.partner is None else [picker, state.partner]
    # recount from the cards: tricks won by the side plus what the picker buried
    points = sum(card_points(c) for s in side for c in state.won_cards(s))
    points += sum(card_points(c) for c in state.buried())
    tricks = sum(state.tricks_taken()[s] for s in side)
    assert (result.details["side_points"], result.details["side_tricks"]) == (points, tricks)
    if tricks == 0:
        assert row == "no trick"
    elif tricks == LAYOUTS[players].hand:
        assert row == "all tricks"
    else:
        assert row == (
            "30 or fewer"
            if points <= 30
            else "31 to 60"
            if points <= 60
            else "61 to 90"
            if points <= 90
            else "91 or more"
        )
    picker_amount, partner_amount, defender_amount = TABLE[row][players]
    for seat in range(players):
        if seat == picker:
            expected = ALONE_FIVE[row] if alone else picker_amount
        elif seat == state.partner:
            expected = partner_amount
        else:
            expected = defender_amount
        assert result.scores[seat] == expected, (seat, result.scores)
    assert sum(result.scores) == 0
    winners = (
        sorted(side) if TABLE[row][players][0] > 0 else sorted(set(range(players)) - set(side))
    )
    assert result.details["winners"] == winners


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    config=st.sampled_from(
        [
            (3, {}),
            (4, {}),
            (5, {}),
            (5, {"partner": "jack_of_diamonds"}),
            (4, {"blind_to_last_trick": True}),
        ]
    ),
)
def test_random_deals_are_zero_sum_and_count_all_points(
    seed: int, config: tuple[int, dict[str, object]]
) -> None:
    game = SheepsheadGame(*config)
    state = random_playout(
        game.new_deal(seed=seed, dealer=seed % game.num_players), random.Random(seed)
    )
    result = state.result()
    assert sum(result.scores) == 0
    assert sum(result.card_points) + result.unassigned_points == 120


# --- Leaster -----------------------------------------------------------------------


def test_leaster_scores_literal() -> None:
    # the fewest points with at least one trick wins one from every other player
    assert leaster_scores([40, 15, 65], [3, 1, 6]) == ([1], [-1, 2, -1])
    # a player without a trick cannot win, even with no points
    assert leaster_scores([0, 14, 50, 56], [0, 1, 3, 3]) == ([1], [-1, 3, -1, -1])
    # tied winners all win, each from every player who did not win
    assert leaster_scores([0, 20, 20, 80], [0, 2, 1, 4]) == ([1, 2], [-2, 2, 2, -2])
    assert leaster_scores([10, 10, 10, 45, 45], [1, 1, 1, 1, 2]) == ([0, 1, 2], [2, 2, 2, -3, -3])
    # one player took every trick: the only one who can win
    assert leaster_scores([0, 0, 120], [0, 0, 10]) == ([2], [-1, -1, 2])
    assert leaster_scores([40, 15, 65], [3, 1, 6], multiplier=2) == ([1], [-2, 4, -2])


def _all_pass(state: SheepsheadState) -> None:
    for _ in range(state.num_players):
        act(state, "pass")


@pytest.mark.parametrize("players", [3, 4, 5])
def test_nobody_picks_a_leaster_is_played_with_the_blind_set_aside(players: int) -> None:
    game = SheepsheadGame(players)
    for seed in range(6):
        state = game.new_deal(seed=seed, dealer=2)
        _all_pass(state)
        assert state.stage == PLAY and state.picker is None
        assert state.current_player() == 3 % players  # the dealer's left leads
        blind_points = sum(card_points(c) for c in state.blind())
        random_playout(state, random.Random(seed))
        result = state.result()
        assert result.contract == "leaster" and result.declarer is None
        assert result.unassigned_points == blind_points
        points = [sum(card_points(c) for c in state.won_cards(s)) for s in range(players)]
        assert list(result.card_points) == points
        tricks = state.tricks_taken()
        low = min(points[s] for s in range(players) if tricks[s])
        winners = [s for s in range(players) if tricks[s] and points[s] == low]
        assert result.details["winners"] == winners
        for seat in range(players):
            expected = players - len(winners) if seat in winners else -len(winners)
            assert result.scores[seat] == expected


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_last_trick_takes_the_blind_as_an_option(players: int) -> None:
    game = SheepsheadGame(players, {"blind_to_last_trick": True})
    for seed in range(6):
        state = game.new_deal(seed=seed, dealer=0)
        _all_pass(state)
        blind = state.blind()
        random_playout(state, random.Random(seed))
        last = state.leader  # the winner of the last trick
        result = state.result()
        assert result.unassigned_points == 0
        assert result.details["blind_taker"] == last
        for seat in range(players):
            won = sum(card_points(c) for c in state.won_cards(seat))
            extra = sum(card_points(c) for c in blind) if seat == last else 0
            assert result.card_points[seat] == won + extra
        assert sum(result.card_points) == 120
        assert sorted(c for pile in state.card_piles() for c in pile) == list(range(32))


# --- doublers -----------------------------------------------------------------------


def test_doublers_stack_and_the_next_played_deal_counts_that_much() -> None:
    game = SheepsheadGame(4, {"no_pick": "doubler"})
    first = game.new_deal(seed=1, dealer=3)
    _all_pass(first)
    assert first.is_terminal()
    result = first.result()
    assert result.played is False and result.contract == "doubler"
    assert result.scores == (0, 0, 0, 0)
    outcome = first.outcome()
    assert (outcome.counts, outcome.same_dealer) == (False, True)
    assert dict(outcome.next_context) == {"multiplier": 2}
    second = game.new_deal(seed=2, dealer=3, context=outcome.next_context)
    _all_pass(second)
    assert dict(second.outcome().next_context) == {"multiplier": 4}
    # the same cards and play, once plain and once after two doublers
    plain = game.new_deal(seed=3, dealer=3)
    doubled = game.new_deal(seed=3, dealer=3, context=second.outcome().next_context)
    for state in (plain, doubled):
        act(state, "pick")
        random_playout(state, random.Random(3))
    assert doubled.result().scores == tuple(4 * s for s in plain.result().scores)
    assert doubled.result().details["multiplier"] == 4
    assert doubled.outcome().next_context == {}  # played off: the stake is back to one
    assert doubled.outcome().counts is True


def test_a_session_redeals_doublers_without_counting_them() -> None:
    game = SheepsheadGame(3, {"no_pick": "doubler"})
    session = Session(game, ["Ann", "Ben", "Cem"], planned_deals=2, first_dealer=0, seed=7)
    state = session.start_deal()
    assert isinstance(state, SheepsheadState)
    _all_pass(state)
    session.finish_deal()
    assert session.counting_deals == 0 and not session.is_over()
    assert session.next_dealer() == 0 and session.next_context() == {"multiplier": 2}
    state = session.start_deal()
    assert isinstance(state, SheepsheadState)
    assert state.dealer == 0 and state.multiplier == 2
    act(state, "pick")
    random_playout(state, random.Random(1))
    result = session.finish_deal()
    assert all(s % 2 == 0 for s in result.scores)
    assert session.counting_deals == 1 and session.next_dealer() == 1
    assert session.next_context() == {}
    state = session.start_deal()
    act(state, "pick")
    random_playout(state, random.Random(2))
    session.finish_deal()
    assert session.is_over()
    totals = session.totals()
    assert sum(totals) == 0
    best = max(totals)
    assert session.ranking()[0] == [s for s in range(3) if totals[s] == best]


def test_a_bad_multiplier_in_the_context_is_refused() -> None:
    for bad in (0, -2, "x", True):
        with pytest.raises(StammtischError, match="multiplier"):
            SheepsheadGame(3).new_state(0, {"multiplier": bad})


def test_a_session_of_fixed_length_ranks_the_highest_total_first() -> None:
    game = SheepsheadGame(5)
    session = Session(game, ["A", "B", "C", "D", "E"], planned_deals=7, seed=3)
    rng = random.Random(3)
    while not session.is_over():
        random_playout(session.start_deal(), rng)
        session.finish_deal()
    assert len(session.deals) == 7  # a Leaster counts like any deal
    totals = session.totals()
    assert sum(totals) == 0
    places = session.ranking()
    assert [totals[s] for s in places[0]] == [max(totals)] * len(places[0])
    flat = [totals[p[0]] for p in places]
    assert flat == sorted(flat, reverse=True)
