"""Information: views hide the parties until a ♣Q or an announcement shows them, and
resampled deals agree with everything a view shows."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from doppelkopf_support import act, all_healthy, fill_hands, new_deal, play_out
from test_doppelkopf_contracts import MARRIAGE_HANDS, POVERTY_HANDS

from stammtisch.engine.cards import NUM_CARDS, parse_card
from stammtisch.engine.doppelkopf import DoppelkopfGame, DoppelkopfState
from stammtisch.engine.doppelkopf.contracts import NORMAL_TRUMP_MASK
from stammtisch.engine.doppelkopf.knowledge import known_parties
from stammtisch.engine.state import HIDDEN, PublicInfo

CQ = parse_card("CQ")


def samples(
    state: DoppelkopfState, seat: int, count: int = 30, seed: int = 0
) -> list[DoppelkopfState]:
    view = state.view(seat)
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        sample = state.game.sample_state(view, rng)
        assert sample.view(seat) == view
        if sample.current_player() == seat:
            assert sample.legal_actions() == state.legal_actions()
        out.append(sample)
    return out


def cq_holders(state: DoppelkopfState) -> tuple[int, ...]:
    """Seats that were dealt a ♣Q (a seat twice when it got both)."""
    h = state.game.hand_size
    return tuple(
        sorted(state.active[i // h] for i, (_, a) in enumerate(state.history()[: 4 * h]) if a == CQ)
    )


def test_the_club_queens_stay_hidden_until_shown() -> None:
    state = new_deal()
    all_healthy(state)
    act(state, "CA")
    # seat 1 (Kontra) cannot tell who is Re: the ♣Q holders vary between samples
    seen = {cq_holders(s) for s in samples(state, 1)}
    assert len(seen) >= 2 and all(1 not in holders for holders in seen)
    assert known_parties(state, 1).parties == (None, "kontra", None, None)
    # the sides as seat 1 plays them: its own, and one partner among the other three
    assert known_parties(state, 1).team == (0, 1, 0, 0)
    assert known_parties(state, 1).hints == {0: 1 / 3, 2: 1 / 3, 3: 1 / 3}
    # seat 2 announces Re: from now on every sample gives seat 2 a ♣Q
    state.apply_out_of_turn(2, state.parse_action("re"))
    assert all(2 in cq_holders(s) for s in samples(state, 1))
    assert known_parties(state, 1).parties == (None, "kontra", "re", None)
    assert known_parties(state, 1).team == (0, 1, -1, 0)
    assert known_parties(state, 1).hints == {0: 0.5, 3: 0.5}
    # seat 3 announces Kontra: never a ♣Q for seat 3
    state.apply_out_of_turn(3, state.parse_action("kontra"))
    assert all(3 not in cq_holders(s) for s in samples(state, 1))
    # three known to be Kontra? no: seat 0 may still be Kontra in a silent solo of seat 2
    assert known_parties(state, 1).parties == (None, "kontra", "re", "kontra")
    assert known_parties(state, 1).hints == {0: 0.0}  # seat 1 has found its partner
    holders = {cq_holders(s) for s in samples(state, 1, 60)}
    assert (0, 2) in holders and (2, 2) in holders


def test_a_played_club_queen_shows_the_party() -> None:
    state = new_deal()
    all_healthy(state)
    act(state, "CA", "CK", "CT", "C9", "CA", "CT", "CK", "DT", "SK", "S9", "SA", "ST")
    act(state, "HA", "HK", "S9", "H9", "HK", "HA", "DJ", "DA", "D9", "DT", "D9", "DK")
    act(state, "CQ")  # seat 0 plays its ♣Q
    assert known_parties(state, 3).parties == ("re", None, None, "kontra")
    # seat 0 knows its partner once both are Re-known
    assert known_parties(state, 0).parties == ("re", None, None, None)


def test_silent_solo_is_not_revealed_to_the_others() -> None:
    state = new_deal(MARRIAGE_HANDS)
    all_healthy(state)
    assert state.kind == "silent solo"
    holders = {cq_holders(s) for s in samples(state, 1, 60)}
    assert (0, 0) in holders and any(h != (0, 0) for h in holders)
    assert {s.kind for s in samples(state, 1, 60)} == {"silent solo", "normal game"}
    # the soloist knows everything
    assert known_parties(state, 0).parties == ("re", "kontra", "kontra", "kontra")
    assert known_parties(state, 2).parties == (None, None, "kontra", None)


def test_the_table_tells_a_silent_solo_only_to_its_soloist() -> None:
    state = new_deal(MARRIAGE_HANDS)
    all_healthy(state)
    assert state.kind == "silent solo" and state.soloist == 0
    assert state.public_info(0) == PublicInfo(0, "silent solo")
    for seat in (1, 2, 3):
        assert state.public_info(seat) == PublicInfo(None, "normal game")
    play_out(state)
    assert all(state.public_info(seat) == PublicInfo(0, "silent solo") for seat in range(4))


def test_the_table_tells_an_announced_solo_to_everybody() -> None:
    state = new_deal()
    assert state.public_info(1) == PublicInfo()  # reservations are still being made
    act(state, "healthy", "healthy", "reservation", "healthy", "solo queen")
    assert all(state.public_info(seat) == PublicInfo(2, "queen solo") for seat in range(4))


def test_public_contracts_show_their_parties() -> None:
    state = new_deal()
    act(state, "healthy", "healthy", "reservation", "healthy", "solo queen")
    assert known_parties(state, 0).parties == ("kontra", "kontra", "re", "kontra")
    state = new_deal(MARRIAGE_HANDS)
    act(state, "reservation", "healthy", "healthy", "healthy", "pass", "pass", "marriage")
    assert known_parties(state, 3).parties == ("re", None, None, None)
    # before the deciding trick seat 3 plays against the marriage player
    assert known_parties(state, 3).team == (-1, 0, 0, 1)
    assert known_parties(state, 3).hints == {1: 2 / 3, 2: 2 / 3}
    assert known_parties(state, 0).team == (1, 0, 0, 0)
    assert known_parties(state, 0).hints == {1: 1 / 3, 2: 1 / 3, 3: 1 / 3}
    act(state, "S9", "SA", "ST", "SK")
    assert known_parties(state, 3).parties == ("re", "re", "kontra", "kontra")
    assert known_parties(state, 3).team == (-1, -1, 1, 1)
    assert known_parties(state, 3).hints == {}


def test_samples_keep_the_marriage_player_s_club_queens() -> None:
    state = new_deal(MARRIAGE_HANDS)
    act(state, "reservation", "healthy", "healthy", "healthy", "pass", "pass", "marriage")
    for sample in samples(state, 2):
        assert sample.hands[0][CQ] == 2


def test_a_reservation_that_passed_the_solo_question_is_a_poverty_or_a_marriage() -> None:
    state = new_deal(POVERTY_HANDS)
    act(state, "reservation", "reservation", "healthy", "healthy", "solo jack")
    # seat 0 was not asked; seat 1 ... the solo came first: nothing to infer
    state = new_deal(POVERTY_HANDS)
    act(state, "healthy", "reservation", "healthy", "reservation", "pass", "solo clubs")
    # seat 1 passed the solo question: in every sample it holds three or fewer trumps or both ♣Q
    for sample in samples(state, 3, 40):
        hand = sample.hand(1)
        trumps = sum(1 for c in hand if NORMAL_TRUMP_MASK >> c & 1)
        assert trumps <= 3 or hand.count(CQ) == 2
    kinds = Counter(
        "marriage" if s.hand(1).count(CQ) == 2 else "poverty" for s in samples(state, 3, 60)
    )
    assert set(kinds) == {"marriage", "poverty"}


def _poverty_stages() -> list[tuple[str, DoppelkopfState]]:
    out = []
    state = new_deal(POVERTY_HANDS)
    act(state, "healthy", "reservation", "healthy", "healthy", "pass", "poverty", "SK")
    out.append(("passing", state.clone()))
    act(state, "CJ", "D9")
    out.append(("offer", state.clone()))
    act(state, "refuse", "accept", "DK")
    out.append(("returning", state.clone()))
    act(state, "HA", "ST")
    out.append(("counting", state.clone()))
    act(state, "trumps back 1")
    rng = random.Random(3)
    for _ in range(17):
        state.apply_action(rng.choice([a for a in state.legal_actions() if a < NUM_CARDS]))
    out.append(("play", state.clone()))
    return out


@pytest.mark.parametrize("stage", ["passing", "offer", "returning", "counting", "play"])
def test_poverty_views_resample_at_every_stage(stage: str) -> None:
    state = dict(_poverty_stages())[stage]
    for seat in range(4):
        drawn = samples(state, seat, 25, seed=seat)
        if seat in (0, 3):  # outside the exchange: the poor player's cards vary
            assert len({tuple(s.hand(1)) for s in drawn}) > 1
        for sample in drawn if stage != "passing" else []:
            # the poor player kept no trump: what it holds now is the rest plus what came back
            rest = Counter(sample.hand(1))
            rest.subtract(sample.returned)
            rest.subtract(c for _, c in _plays_of(sample, 1))
            assert not any(NORMAL_TRUMP_MASK >> c & 1 for c in +rest)
            if stage == "play":
                assert sum(1 for c in sample.returned if NORMAL_TRUMP_MASK >> c & 1) == 1


def _plays_of(state: DoppelkopfState, seat: int) -> list[tuple[int, int]]:
    return [
        (t.seats[i], c) for t in state.tricks for i, c in enumerate(t.cards) if t.seats[i] == seat
    ]


def test_the_passed_cards_stay_hidden_from_the_other_two() -> None:
    state = dict(_poverty_stages())["play"]
    view = state.view(3)
    passes = [a for actor, a in view.history[48:] if actor == 1 and a == HIDDEN]
    assert len(passes) == 3
    assert {tuple(sorted(s.passed)) for s in samples(state, 3, 30)} != {tuple(sorted(state.passed))}
    # the acceptor saw them
    assert all(sorted(s.passed) == sorted(state.passed) for s in samples(state, 2, 10))


def _random_game_with_checks(game: DoppelkopfGame, hands: dict[int, str], seed: int) -> None:
    rng = random.Random(seed)
    state = new_deal(hands, rules=dict(game.rules.changed()), players=game.num_players)
    step = 0
    while not state.is_terminal():
        if step % 5 == 0:
            for seat in range(game.num_players):
                samples(state, seat, 3, seed=step)
                known = known_parties(state, seat)
                for sample in samples(state, seat, 3, seed=step + 1):
                    # the seat's view alone decides the answer, and it holds in every sample
                    assert known_parties(sample, seat) == known, (seat, known)
                    for s, party in enumerate(known.parties):
                        if party is not None:
                            assert sample.party[s] == party, (seat, s, known)
        if rng.random() < 0.1:
            others = [s for s in range(game.num_players) if state.out_of_turn_actions(s)]
            if others:
                who = rng.choice(others)
                state.apply_out_of_turn(who, rng.choice(state.out_of_turn_actions(who)))
                continue
        state.apply_action(rng.choice(state.legal_actions()))
        step += 1


@pytest.mark.parametrize("seed", range(6))
def test_known_parties_agree_with_every_sample(seed: int) -> None:
    game = DoppelkopfGame(4)
    fixed = [{}, {0: "CQ CQ"}, {1: "CJ D9 CA CA CT CT CK CK SA SA HA HA"}][seed % 3]
    hands = fill_hands(game, fixed, dealer=3, seed=seed)
    _random_game_with_checks(game, hands, seed)
