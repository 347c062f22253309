"""Resampling under stress: deals steered into poverties, marriages and reservations,
with every seat's view resampled at every step."""

from __future__ import annotations

import random

import pytest
from doppelkopf_support import fill_hands, new_deal

from stammtisch.engine.doppelkopf import DoppelkopfGame, DoppelkopfState
from stammtisch.engine.doppelkopf import actions as A

FIXED = [
    {1: "CJ D9 CA CA CT CT CK CK SA SA HA HA"},  # a poverty for seat 1
    {0: "CQ CQ", 2: "DA CA CA CT CT CK CK SA SA HA HA H9"},  # marriage, poverty
    {2: "CQ CQ", 3: "D9 DK C9 C9 CK CK SA SA ST ST HA HA"},
    {1: "CQ CQ"},  # a marriage
    {},
]


def steered_choice(state: DoppelkopfState, rng: random.Random) -> int:
    legal = state.legal_actions()
    seat = state.current_player()
    special = state.may_declare_poverty(seat) or state.may_declare_marriage(seat)
    for preferred, chance in (
        (A.RESERVATION, 0.9 if special else 0.1),
        (A.HEALTHY, 1.0),
        (A.POVERTY, 0.9),
        (A.PASS, 0.8),
        (A.ACCEPT, 0.5),
        (A.MARRIAGE, 1.0),
    ):
        if preferred in legal and rng.random() < chance:
            return preferred
    return rng.choice(legal)


def run(players: int, rules: dict[str, object], seed: int) -> DoppelkopfState:
    game = DoppelkopfGame(players, rules)
    dealer = 3 if players == 4 else 4
    hands = fill_hands(game, FIXED[seed % len(FIXED)], dealer=dealer, seed=seed)
    state = new_deal(hands, dealer=dealer, players=players, rules=rules)
    rng = random.Random(seed)
    while not state.is_terminal():
        for seat in range(players):
            view = state.view(seat)
            sample = game.sample_state(view, rng)
            assert sample.view(seat) == view
            if sample.current_player() == seat:
                assert sample.legal_actions() == state.legal_actions()
        if rng.random() < 0.1:
            seats = [s for s in range(players) if state.out_of_turn_actions(s)]
            if seats:
                who = rng.choice(seats)
                state.apply_out_of_turn(who, rng.choice(state.out_of_turn_actions(who)))
                continue
        state.apply_action(steered_choice(state, rng))
    return state


@pytest.mark.parametrize("seed", range(20))
def test_steered_deals_resample_at_every_step(seed: int) -> None:
    state = run(4, {}, seed)
    assert sum(state.scores()) == 0


@pytest.mark.parametrize("seed", range(4))
def test_steered_deals_five_players(seed: int) -> None:
    state = run(5, {}, seed)
    assert state.scores()[4] == 0


def test_steered_deals_reach_every_reservation_kind() -> None:
    kinds = set()
    for seed in range(20):
        state = run(4, {}, seed)
        kinds.add(state.kind or ("redeal" if state.redeal_by is not None else "thrown in"))
    assert {"poverty", "solo"} <= kinds, kinds
    assert kinds & {"marriage", "marriage solo"}, kinds
