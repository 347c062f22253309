"""An ouvert declarer's hand on the desktop table: open to the defenders, from the declaration on."""

from __future__ import annotations

from skat_helpers import act, cards, dealt, win_bidding

from stammtisch.desktop.table_state import snapshot

HANDS = (
    "CJ SJ HA HT HK H9 SA ST C7 D7",
    "HJ H7 S7 S8 SK CA CT CK DA DT",
    "DJ H8 HQ S9 SQ C9 C8 CQ DK DQ",
    "D9 D8",
)


def test_null_ouvert_after_picking_up_shows_the_declarers_hand_to_the_defenders() -> None:
    state = act(win_bidding(dealt(*HANDS), 1), "s", "CA CT")
    before = snapshot(state, 0)
    assert 1 not in before.open_hands
    assert all(slot.card is None for slot in before.hands[1])

    act(state, "NO")
    final = sorted(cards("HJ H7 S7 S8 SK CK DA DT D9 D8"))
    for defender in (0, 2):
        table = snapshot(state, defender)
        assert 1 in table.open_hands
        assert sorted(table.hand_cards(1)) == final
    # the put-away cards stay hidden from the defenders
    assert all(slot.card is None for slot in snapshot(state, 0).talon)


def test_the_open_hand_shrinks_as_the_declarer_plays() -> None:
    state = act(win_bidding(dealt(*HANDS), 1), "s", "CA CT", "NO", "HA", "H7")
    table = snapshot(state, 0)
    assert 1 in table.open_hands
    assert sorted(table.hand_cards(1)) == sorted(cards("HJ S7 S8 SK CK DA DT D9 D8"))
