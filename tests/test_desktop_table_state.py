"""The table snapshot is derived from history and visibility alone (no widgets, no Qt)."""

from __future__ import annotations

import random

import pytest
from desktop_support import english  # noqa: F401 - fixture
from tinygame import DOUBLE, TinyGame

from stammtisch.desktop.table_state import call_words, snapshot
from stammtisch.engine.cards import parse_card, parse_cards
from stammtisch.engine.meaning import ActionKind
from stammtisch.engine.playout import random_step

pytestmark = pytest.mark.usefixtures("english")

DEAL = parse_cards("CA CK CQ CJ CT SA HK  SK SQ SJ ST S9 HA C9  HQ HJ HT H9 DA DK DQ  DJ DT D9")


def dealt(players: int = 3, dealer: int = 2):  # type: ignore[no-untyped-def]
    return TinyGame(players).new_deal(dealer=dealer, cards=DEAL)


def act(state, *words: str) -> None:  # type: ignore[no-untyped-def]
    for word in words:
        state.apply_action(state.parse_action(word))


def test_after_the_deal_each_seat_holds_what_it_was_dealt_and_the_talon_is_closed() -> None:
    state = dealt()
    snap = snapshot(state, 0)
    assert snap.active == (0, 1, 2)
    assert snap.hand_cards(0) == parse_cards("CA CK CQ CJ CT SA HK")
    assert [s.uid for s in snap.hands[0]] == list(range(7))
    assert [s.card for s in snap.hands[1]] == [None] * 7
    assert [s.uid for s in snap.hands[2]] == list(range(14, 21))
    assert [(s.uid, s.card) for s in snap.talon] == [(21, None), (22, None), (23, None)]
    assert snap.current_player == 0 and snap.declarer is None and snap.trick == ()
    # seat 1 sees its own cards and nobody else's
    assert snapshot(state, 1).hand_cards(1) == parse_cards("SK SQ SJ ST S9 HA C9")
    assert snapshot(state, 1).hand_cards(0) == []


def test_taking_the_talon_moves_it_into_the_declarers_hand_and_discards_back() -> None:
    state = dealt()
    act(state, "play", "take")
    mine = snapshot(state, 0)
    assert mine.declarer == 0
    assert mine.talon == ()
    assert len(mine.hands[0]) == 10
    assert mine.hand_cards(0)[-3:] == parse_cards("DJ DT D9")
    assert [s.uid for s in mine.hands[0]][-3:] == [21, 22, 23]
    theirs = snapshot(state, 1)
    assert [s.card for s in theirs.hands[0]] == [None] * 10
    act(state, "SA", "HK", "DJ")
    mine = snapshot(state, 0)
    assert mine.hand_cards(0) == parse_cards("CA CK CQ CJ CT DT D9")
    assert [s.card for s in mine.talon] == parse_cards("SA HK DJ")
    assert [s.uid for s in mine.talon] == [5, 6, 21]  # the same physical cards as dealt
    assert [s.card for s in snapshot(state, 2).talon] == [None, None, None]
    assert call_words(mine.calls[0]) == ["Play", "Pick up"]
    assert [c.kind for c in mine.calls[0] if c] == [ActionKind.BID, ActionKind.PICK_UP]


def test_tricks_calls_and_winner_follow_the_history() -> None:
    state = dealt()
    act(state, "play", "take", "SA", "HK", "DJ", "clubs", "CA", "C9")
    snap = snapshot(state, 1)
    assert [(t.seat, t.card) for t in snap.trick] == [(0, parse_card("CA")), (1, parse_card("C9"))]
    assert snapshot(state, 0).trick[0].uid == 0 and snap.trick[1].uid == 13
    # seat 1 does not see which of seat 0's slots held CA: the last hidden slot goes
    hidden = [s.uid for s in snapshot(state, 1).hands[0]]
    assert snap.trick[0].uid not in hidden and snap.trick[0].uid > max(hidden)
    assert snap.last_trick == () and snap.tricks_won == (0, 0, 0)
    assert snap.last_trick_points == 0
    state.apply_out_of_turn(1, DOUBLE)  # a defender doubles while seat 2 is to play
    act(state, "HQ")
    snap = snapshot(state, 1)
    assert snap.trick == ()
    assert [(t.seat, t.card) for t in snap.last_trick] == [
        (0, parse_card("CA")),
        (1, parse_card("C9")),
        (2, parse_card("HQ")),
    ]
    assert snap.last_trick_winner == 0
    assert snap.last_trick_points == 11 + 0 + 3  # CA C9 HQ
    assert snap.tricks_won == (1, 0, 0)
    assert [call_words(c) for c in snap.calls] == [["Play", "Pick up", "clubs"], ["Kontra"], []]
    assert snap.current_player == 0
    assert len(snap.hands[0]) == 6 and len(snap.hands[1]) == 6 and len(snap.hands[2]) == 6


def test_a_seat_that_sits_out_holds_nothing() -> None:
    state = TinyGame(4).new_deal(dealer=1, cards=DEAL)
    snap = snapshot(state, 0)
    assert snap.active == (2, 3, 0)
    assert snap.hands[1] == ()
    assert [len(h) for h in snap.hands] == [7, 0, 7, 7]
    assert snap.hand_cards(0) == parse_cards("HQ HJ HT H9 DA DK DQ")


def test_cards_are_conserved_in_every_snapshot_of_random_deals() -> None:
    """Hands, talon, trick and collected tricks always hold the whole deck once."""
    for seed in range(40):
        game = TinyGame(3 + seed % 2)
        state = game.new_deal(seed=seed, dealer=seed % game.num_players)
        rng = random.Random(seed)
        while not state.is_terminal():
            snap = snapshot(state, seed % game.num_players)
            in_play = sum(len(h) for h in snap.hands) + len(snap.talon) + len(snap.trick)
            collected = sum(snap.tricks_won) * 3
            assert (
                in_play
                + collected
                + (3 if snap.last_trick and snap.last_trick_winner is None else 0)
                == 24
            )
            for seat in range(game.num_players):
                own = snapshot(state, seat).hand_cards(seat)
                assert sorted(own) == sorted(state.hands[seat])  # type: ignore[attr-defined]
            random_step(state, rng, 0.05)


def test_the_table_marks_a_silent_solo_only_for_its_soloist() -> None:
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from doppelkopf_support import all_healthy, new_deal
    from test_doppelkopf_contracts import MARRIAGE_HANDS

    state = new_deal(MARRIAGE_HANDS)  # seat 0 holds both club queens and says nothing
    all_healthy(state)
    mine = snapshot(state, 0)
    assert (mine.declarer, mine.contract) == (0, "silent solo")
    for viewer in (1, 2, 3):
        theirs = snapshot(state, viewer)
        assert (theirs.declarer, theirs.contract) == (None, "normal game")
