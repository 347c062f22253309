"""Tournament mode: forced solos, the same dealer after them, and the list's length."""

from __future__ import annotations

import random

import pytest
from doppelkopf_support import BASE_HANDS, act, new_deal

from stammtisch.engine.doppelkopf import DoppelkopfGame
from stammtisch.engine.session import Session

T = {"tournament": True}


def test_a_players_first_solo_is_the_forced_solo_the_soloist_leads() -> None:
    state = new_deal(rules=T)
    act(state, "healthy", "healthy", "reservation", "healthy", "solo queen")
    assert state.forced and state.soloist == 2
    assert state.current_player() == 2  # the soloist leads a forced solo
    while not state.is_terminal():
        state.apply_action(next(a for a in state.legal_actions() if a < 32))
    outcome = state.outcome()
    assert outcome.counts and outcome.same_dealer
    assert outcome.next_context == {"owed": 0b1011, "normal_left": 20}
    assert state.result().details["forced_solo"] is True


def test_a_forced_solo_outranks_a_voluntary_one() -> None:
    # seat 0 has played its forced solo already, seat 2 has not
    ctx = {"owed": 0b1110, "normal_left": 12}
    state = new_deal(rules=T, context=ctx)
    act(state, "reservation", "healthy", "reservation", "healthy", "solo jack")
    # seat 0's solo is voluntary: seat 2, who still owes one, is asked and may outrank it
    assert state.current_player() == 2
    act(state, "solo clubs")
    assert state.soloist == 2 and state.forced and state.current_player() == 2


def test_a_voluntary_solo_stands_when_nobody_forced_wants_one() -> None:
    ctx = {"owed": 0b1110, "normal_left": 12}
    state = new_deal(rules=T, context=ctx)
    act(state, "reservation", "healthy", "reservation", "healthy", "solo jack", "pass")
    assert state.soloist == 0 and not state.forced
    assert state.current_player() == 0  # left of the dealer, as in any voluntary solo
    while not state.is_terminal():
        state.apply_action(next(a for a in state.legal_actions() if a < 32))
    outcome = state.outcome()
    assert outcome.counts and not outcome.same_dealer
    assert outcome.next_context == {"owed": 0b1110, "normal_left": 11}


def test_of_two_forced_solos_the_earlier_in_order_plays() -> None:
    state = new_deal(rules=T)
    act(state, "reservation", "healthy", "reservation", "healthy", "solo jack")
    assert state.soloist == 0 and state.forced  # seat 2 is not asked


def test_at_the_end_of_the_list_the_owing_players_must_play_a_solo() -> None:
    ctx = {"owed": 0b0100, "normal_left": 0}
    state = new_deal(rules=T, context=ctx)
    assert state.current_player() == 2
    assert [state.action_to_string(a) for a in state.legal_actions()][:2] == [
        "solo diamonds",
        "solo hearts",
    ]
    act(state, "solo no-trump")
    assert state.forced and state.current_player() == 2
    while not state.is_terminal():
        state.apply_action(next(a for a in state.legal_actions() if a < 32))
    outcome = state.outcome()
    assert outcome.next_context == {"owed": 0, "normal_left": 0}


def test_thrown_in_deals_do_not_count() -> None:
    from test_doppelkopf_contracts import POVERTY_HANDS

    state = new_deal(POVERTY_HANDS, rules=T, context={"owed": 15, "normal_left": 5})
    act(state, "healthy", "reservation", "healthy", "healthy", "pass", "poverty")
    act(state, "CJ", "D9", "SK", "refuse", "refuse", "refuse")
    outcome = state.outcome()
    assert not outcome.counts and not outcome.same_dealer
    assert outcome.next_context == {"owed": 15, "normal_left": 5}


def _play_session(players: int, seed: int) -> Session:
    game = DoppelkopfGame(players, T)
    session = Session(game, [f"P{i}" for i in range(players)], game.tournament_length(), seed=seed)
    rng = random.Random(seed)
    while not session.is_over():
        state = session.start_deal()
        while not state.is_terminal():
            legal = state.legal_actions()
            # reservations rarely, so that the list really runs into the forced deals
            if 33 in legal and rng.random() < 0.9:
                state.apply_action(32)
                continue
            state.apply_action(rng.choice(legal))
        session.finish_deal()
        assert len(session.deals) < 200
    return session


@pytest.mark.parametrize(("players", "seed"), [(4, 1), (4, 2), (5, 3), (5, 4)])
def test_a_tournament_list_has_everyone_play_one_forced_solo(players: int, seed: int) -> None:
    session = _play_session(players, seed)
    counting = [d for d in session.deals if d.result["outcome"]["counts"]]
    assert len(counting) == 20 + players
    forced = [d for d in counting if d.result["details"].get("forced_solo")]
    assert sorted(d.result["declarer"] for d in forced) == list(range(players))
    # after a forced solo the same dealer deals again
    for before, after in zip(session.deals, session.deals[1:], strict=False):
        if before.result["details"].get("forced_solo"):
            # with five, the dealer moves on only to let an owing dealer play at the end
            assert after.dealer == before.dealer or (
                players == 5 and after.context.get("normal_left") == 0
            )
    assert sum(session.totals()) == 0


def test_tournament_length() -> None:
    assert DoppelkopfGame(4, T).tournament_length() == 24
    assert DoppelkopfGame(5, T).tournament_length() == 25


def test_base_hands_fit_the_tournament_too() -> None:
    assert new_deal(BASE_HANDS, rules=T).owed == 0b1111
