"""What each player sees, and deals drawn consistent with it."""

from __future__ import annotations

import random

import pytest
from conformance import check_piles, check_record_round_trip, check_terminal, snapshot
from skat_helpers import act, biased_action, cards, dealt, hidden_deal_count, win_bidding

from stammtisch.engine.cards import SUIT_MASKS
from stammtisch.engine.skat import SkatGame, SkatState
from stammtisch.engine.skat.actions import KONTRA
from stammtisch.engine.state import CHANCE, HIDDEN

HANDS = (
    "CJ SJ HA HT HK H9 SA ST C7 D7",
    "HJ H7 S7 S8 SK CA CT CK DA DT",
    "DJ H8 HQ S9 SQ C9 C8 CQ DK DQ",
    "D9 D8",
)


def dealt_cards_seen(state, player):  # type: ignore[no-untyped-def]
    return [a for actor, a in state.view(player).history if actor == CHANCE and a != HIDDEN]


def test_each_player_sees_only_their_own_hand_before_the_skat() -> None:
    state = dealt(*HANDS)
    for player in range(3):
        assert sorted(dealt_cards_seen(state, player)) == state.hand(player)
        assert hidden_deal_count(state, player) == 22


def test_declarer_sees_the_skat_after_picking_up_defenders_never_see_the_discards() -> None:
    state = win_bidding(dealt(*HANDS), 2)
    act(state, "s")
    assert sorted(dealt_cards_seen(state, 2)) == sorted(state.hand(2))
    assert hidden_deal_count(state, 0) == 22
    act(state, "S9 SQ", "D")
    for player in (0, 1):
        view = state.view(player)
        assert view.history[-3][1] == HIDDEN and view.history[-2][1] == HIDDEN  # the discards
        assert view.history[-1][1] == state.history()[-1][1]  # the declaration is public
    assert state.view(2).history[-3:] == state.history()[-3:]  # the declarer sees its discards


def test_an_ouvert_hand_is_visible_to_all_from_the_declaration() -> None:
    state = win_bidding(dealt(*HANDS), 0)
    act(state, "GO")
    ouvert = state.hand(0)
    for player in (1, 2):
        seen = dealt_cards_seen(state, player)
        assert set(ouvert) <= set(seen)
        assert set(cards("D9 D8")).isdisjoint(seen)  # the skat stays hidden


def test_the_end_shows_everything() -> None:
    state = win_bidding(dealt(*HANDS), 1)
    act(state, "NH", "H9 HJ H8")  # middlehand takes a trick: the Null is lost
    assert state.is_terminal()
    assert all(state.view(p).history == state.history() for p in range(3))


def test_samples_respect_a_shown_void() -> None:
    state = act(win_bidding(dealt(*HANDS), 0), "GH", "HA H7")
    act(state, "HQ")  # forehand wins: HA, H7, HQ
    act(state, "HK")  # middlehand has no heart left (HJ is a trump)
    act(state, "CA")  # middlehand shows out of hearts
    view = state.view(2)
    rng = random.Random(1)
    hands_drawn = set()
    for _ in range(300):
        sample = SkatGame().sample_state(view, rng)
        assert sample.view(2) == view
        assert sample.hand(2) == state.hand(2)
        assert not sample.hand_mask(1) & (SUIT_MASKS[2] & ~(1 << cards("HJ")[0]))
        hands_drawn.add(tuple(sample.hand(1)))
    assert len(hands_drawn) > 20


CONFIGS = [
    (3, {"ramsch": "ramsch"}),
    (3, {"ramsch": "schieberamsch"}),
    (4, {"ramsch": "schieberamsch", "pass_jacks": True, "kontra_re": True}),
    (3, {"kontra_re": True, "scoring": "seeger_fabian"}),
]


@pytest.mark.parametrize(("players", "rules"), CONFIGS, ids=[str(r) for _, r in CONFIGS])
def test_conformance_with_a_player_who_passes_often(players: int, rules: dict[str, object]) -> None:
    """The conformance checks, with play that reaches Ramsch, Schieberamsch, Kontra and concessions
    (uniform random bidding almost never passes three times)."""
    game = SkatGame(players, rules)
    reached: set[str] = set()
    for seed in range(60):
        rng = random.Random(seed)
        state = game.new_deal(seed=seed, dealer=seed % players)
        step = 0
        while not state.is_terminal():
            check_piles(state)
            if step % 6 == 0:
                for player in range(players):
                    view = state.view(player)
                    for _ in range(2):
                        sample = game.sample_state(view, rng)
                        assert sample.view(player) == view
                        if sample.current_player() == player:
                            assert sample.legal_actions() == state.legal_actions()
            before = snapshot(state)
            twin = state.clone()
            kontra_seats = [seat for seat in range(players) if state.out_of_turn_actions(seat)]
            if kontra_seats and rng.random() < 0.15:  # a defender says Kontra out of turn
                seat = rng.choice(kontra_seats)
                state.apply_out_of_turn(seat, KONTRA)
                assert snapshot(twin) == before
                assert state.undo_action() == (seat, KONTRA)
                assert snapshot(state) == before
                state.apply_out_of_turn(seat, KONTRA)
                reached.add("kontra out of turn")
                step += 1
                continue
            action = biased_action(state, rng)
            state.apply_action(action)
            assert snapshot(twin) == before
            if step % 4 == 0:
                after = snapshot(state)
                assert state.undo_action() == (before[1], action)
                assert snapshot(state) == before
                state.apply_action(action)
                assert snapshot(state) == after
            step += 1
        check_terminal(state)
        if seed < 20:
            check_record_round_trip(state, seed)
        result = state.result()
        reached.add(result.contract.split()[0] if result.contract else "none")
        if result.details.get("kontra"):
            reached.add("kontra")
        if result.details.get("conceded"):
            reached.add("conceded")
    if rules.get("ramsch") == "ramsch":
        assert "Ramsch" in reached
    if rules.get("ramsch") == "schieberamsch":
        assert "Schieberamsch" in reached
    if rules.get("kontra_re"):
        assert "kontra" in reached and "kontra out of turn" in reached
    assert "conceded" in reached and "Grand" in reached and "Null" in reached


def test_clone_copies_every_slot_and_is_independent() -> None:
    state = act(
        win_bidding(dealt(*HANDS, game=SkatGame(3, {"kontra_re": True})), 1), "s", "CA CT", "C"
    )
    twin = state.clone()
    for name in SkatState.__slots__:
        assert getattr(twin, name) == getattr(state, name), name
    assert twin.__dict__ == state.__dict__
    act(twin, "kontra", "re", "SA")
    assert state.kontra == 0 and state.trick == [] and twin.trick == cards("SA")


@pytest.mark.parametrize("dealt_so_far", [0, 1, 12, 29, 30, 31, 32])
def test_samples_during_the_deal_and_at_the_end(dealt_so_far: int) -> None:
    game = SkatGame(4)
    rng = random.Random(dealt_so_far)
    state = game.new_state(1)
    for card in game.shuffled_deck(3)[:dealt_so_far]:
        state.apply_action(card)
    for player in range(4):
        view = state.view(player)
        for _ in range(3):
            sample = game.sample_state(view, rng)
            assert sample.view(player) == view
            assert sample.current_player() == state.current_player()
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[-1])
    assert game.sample_state(state.view(0), rng).history() == state.history()


# --- an open hand after picking up: shown as cards, not by where they were dealt ------------

PICKUP_A = (  # middlehand holds DA DT, the skat D9 D8
    "CJ SJ HA HT HK H9 SA ST C7 D7",
    "HJ H7 S7 S8 SK CA CT CK DA DT",
    "DJ H8 HQ S9 SQ C9 C8 CQ DK DQ",
    "D9 D8",
)
PICKUP_B = (  # the same twelve cards for middlehand, but DA DT lie in the skat
    "CJ SJ HA HT HK H9 SA ST C7 D7",
    "HJ H7 S7 S8 SK CA CT CK D9 D8",
    "DJ H8 HQ S9 SQ C9 C8 CQ DK DQ",
    "DA DT",
)


def _null_ouvert_after_pick_up(hands: tuple[str, str, str, str], *play: str) -> SkatState:
    state = win_bidding(dealt(*hands), 1)
    return act(state, "s", "CA CT", "NO", *play)


def test_null_ouvert_after_pick_up_shows_the_ten_cards_not_the_discards() -> None:
    state = _null_ouvert_after_pick_up(PICKUP_A)
    final = cards("HJ H7 S7 S8 SK CK DA DT D9 D8")
    assert state.hand(1) == final
    for player in range(3):
        assert state.view(player).revealed == ((1, tuple(final)),)
        assert state.view(player).revealed_cards(1) == tuple(final)
        assert state.view(player).revealed_cards(0) == ()
    for player in (0, 2):
        seen = set(dealt_cards_seen(state, player))
        assert seen == set(state.hand(player))  # no dealing slot of the declarer or the skat
        assert set(cards("CA CT")).isdisjoint(seen)


def test_which_open_cards_came_from_the_skat_is_not_in_the_defenders_views() -> None:
    for play in ((), ("HA", "H7 H8"), ("HA", "H7 H8", "SA S7 S9")):
        a = _null_ouvert_after_pick_up(PICKUP_A, *play)
        b = _null_ouvert_after_pick_up(PICKUP_B, *play)
        assert a.history() != b.history() and a.hand(1) == b.hand(1)
        for defender in (0, 2):
            assert a.view(defender) == b.view(defender), play
        assert a.view(1) != b.view(1)  # the declarer knows what the skat held


def test_nothing_is_revealed_before_an_ouvert_declaration() -> None:
    state = win_bidding(dealt(*PICKUP_A), 1)
    act(state, "s", "CA CT")
    assert all(state.view(p).revealed == () for p in range(3))
    act(state, "N")  # Null, not ouvert
    assert all(state.view(p).revealed == () for p in range(3))


def test_a_hand_ouvert_is_revealed_and_its_slots_stay_visible() -> None:
    state = act(win_bidding(dealt(*HANDS), 0), "GO")
    declared = tuple(cards(HANDS[0]))
    for player in range(3):
        assert state.view(player).revealed == ((0, declared),)
    assert set(declared) <= set(dealt_cards_seen(state, 1))  # nothing to hide: all ten were dealt
    act(state, "HA H7 H8")
    assert state.view(2).revealed == ((0, declared),)  # as declared, cards played included


@pytest.mark.parametrize("defender", [0, 2])
def test_samples_after_an_open_pick_up_vary_the_skat_but_keep_the_open_hand(defender: int) -> None:
    state = _null_ouvert_after_pick_up(PICKUP_A, "HA", "H7 H8")
    view = state.view(defender)
    rng = random.Random(defender)
    skats = set()
    discards = set()
    other = 2 - defender
    for _ in range(200):
        sample = SkatGame().sample_state(view, rng)
        assert sample.view(defender) == view
        assert sample.hand(1) == state.hand(1)
        assert sample.hand(defender) == state.hand(defender)
        original_skat = tuple(sorted(a for _, a in sample.history()[30:32]))
        pool = {*sample.hand(1), *sample.skat(), *cards("H7")}  # H7: the declarer's card played
        assert set(original_skat) <= pool
        skats.add(original_skat)
        discards.add(tuple(sample.skat()))
        assert not set(sample.skat()) & set(state.hand(defender))
        assert not set(sample.skat()) & set(sample.hand(other))
    assert len(skats) > 20 and len(discards) > 20


@pytest.mark.parametrize("players", [3, 4])
def test_null_ouvert_after_pick_up_resamples_consistently_at_every_step(players: int) -> None:
    game = SkatGame(players, {"kontra_re": True})
    for seed in range(12):
        rng = random.Random(seed)
        state = game.new_deal(seed=seed, dealer=seed % players)
        win_bidding(state, seed % 3)
        act(state, "s")
        for _ in range(2):
            state.apply_action(rng.choice(state.legal_actions()))
        act(state, "NO")
        declarer = state.declarer
        open_hand = tuple(state.hand(declarer))
        while True:
            for player in range(players):
                view = state.view(player)
                assert view.revealed == ((declarer, open_hand),)
                for _ in range(3):
                    sample = game.sample_state(view, rng)
                    assert sample.view(player) == view
                    if sample.current_player() == player:
                        assert sample.legal_actions() == state.legal_actions()
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))
