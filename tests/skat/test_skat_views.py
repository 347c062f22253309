"""What each player sees, and deals drawn consistent with it."""

from __future__ import annotations

import random

import pytest
from conformance import check_piles, check_record_round_trip, check_terminal, snapshot
from skat_helpers import act, biased_action, cards, dealt, hidden_deal_count, win_bidding

from stammtisch.engine.cards import SUIT_MASKS
from stammtisch.engine.skat import SkatGame
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


def test_null_ouvert_after_pick_up_shows_the_ten_cards_not_the_discards() -> None:
    state = win_bidding(dealt(*HANDS), 1)
    act(state, "s", "CA CT", "NO")
    seen = set(dealt_cards_seen(state, 0))
    assert set(state.hand(1)) <= seen
    assert set(cards("CA CT")).isdisjoint(seen)


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
        assert "kontra" in reached
    assert "conceded" in reached and "Grand" in reached and "Null" in reached


def test_clone_copies_every_slot_and_is_independent() -> None:
    from stammtisch.engine.skat import SkatState

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
