"""Whole deals played card by card, and the extra points (fox, Charlie, Doppelkopf)."""

from __future__ import annotations

from doppelkopf_support import act, all_healthy, new_deal

from stammtisch.engine.cards import parse_cards
from stammtisch.engine.doppelkopf.state import Trick

# BASE_HANDS, dealt by seat 3: seats 0 and 2 hold a ♣Q (Re), 1 and 3 are Kontra.
TRICKS = [
    # cards in playing order, leader, winner, card points
    ("CA CK CT C9", 0, 0, 25),
    ("CA CT CK DT", 0, 3, 35),  # seat 3 is out of clubs and trumps
    ("SK S9 SA ST", 3, 1, 25),
    ("HA HK S9 H9", 1, 1, 15),
    ("HK HA DJ DA", 1, 3, 28),  # seat 0's fox caught by Kontra
    ("D9 DT D9 DK", 3, 0, 14),
    ("HT DK HT HJ", 0, 0, 26),  # of two ♥10 the first wins
    ("CQ SQ CQ HQ", 0, 0, 12),
    ("HQ DQ SQ DQ", 0, 2, 12),
    ("DA SJ DJ HJ", 2, 3, 17),  # seat 2's fox caught by Kontra
    ("SK SA ST H9", 3, 0, 25),
    ("C9 CJ SJ CJ", 0, 1, 6),  # Charlie: Kontra wins the last trick with the ♣J
]


def play_literal(announce: tuple[str, ...] = ()) -> object:
    state = new_deal()
    all_healthy(state)
    act(state, *announce)
    for cards, leader, winner, points in TRICKS:
        assert state.current_player() == leader
        act(state, *cards.split())
        trick = state.tricks[-1]
        assert (trick.leader, trick.winner, trick.points) == (leader, winner, points), cards
    assert state.is_terminal()
    return state


def test_a_normal_game_card_by_card() -> None:
    state = play_literal()
    result = state.result()
    assert result.card_points == (102, 46, 12, 80)
    assert result.details["re_card_points"] == 114 and result.details["kontra_card_points"] == 126
    assert result.details["winner"] == "kontra"
    assert result.details["game_points"] == [
        ["kontra", "won", 1],
        ["kontra", "won against the Re party", 1],
    ]
    assert result.details["extras"] == [
        ["kontra", "fox caught", 1, 3],
        ["kontra", "fox caught", 1, 3],
        ["kontra", "Charlie", 1, 1],
    ]
    # Kontra 2 game points + 3 extras = 5 for each Kontra player
    assert result.scores == (-5, 5, -5, 5)
    assert result.details["winners"] == [1, 3] and result.details["losers"] == [0, 2]
    labels = [str(line.label) for line in result.lines]
    assert "Kontra: fox caught" in labels and "Kontra: Charlie" in labels


def test_the_same_deal_with_re_announced() -> None:
    state = play_literal(("re",))
    result = state.result()
    # won 1 + Re announced 2 + against the Re party 1 = 4, plus 3 extras
    assert result.scores == (-7, 7, -7, 7)
    assert result.details["re_announcement"] == "re"


def test_the_same_deal_with_kontra_only_kontra_needs_121() -> None:
    state = new_deal()
    all_healthy(state)
    act(state, "CA")
    state.apply_out_of_turn(3, state.parse_action("kontra"))
    act(state, "CK", "CT", "C9")
    for cards, _, _, _ in TRICKS[1:]:
        act(state, *cards.split())
    result = state.result()
    # Kontra 126 >= 121: won 1 + Kontra announced 2 + against the Re party 1 + 3 extras
    assert result.scores == (-7, 7, -7, 7)


def _with_tricks(tricks: list[tuple[str, int, int]], **rules: object) -> object:
    """A state whose finished tricks are given (cards, leader, winner); parties of BASE_HANDS."""
    state = new_deal(rules=rules)
    all_healthy(state)
    state.tricks = []
    for cards, leader, winner in tricks:
        seats = tuple((leader + i) % 4 for i in range(4))
        state.tricks.append(Trick(leader, seats, tuple(parse_cards(cards)), winner))
    return state


def test_fox_caught_only_from_the_other_party() -> None:
    own = _with_tricks([("DA D9 DK D9", 0, 2)] + [("S9 S9 S9 S9", 0, 0)] * 11)  # 2 is Re too
    assert [str(e.label) for e in own.extras()] == []
    caught = _with_tricks([("DA D9 DK D9", 0, 1)] + [("S9 S9 S9 S9", 0, 0)] * 11)
    assert [(str(e.label), e.party, e.value) for e in caught.extras()] == [
        ("fox caught", "kontra", 1)
    ]


def test_doppelkopf_trick_of_forty_points() -> None:
    state = _with_tricks([("CA CT SA ST", 0, 3)] + [("S9 S9 S9 S9", 0, 0)] * 11)
    assert [(str(e.label), e.party) for e in state.extras()] == [("Doppelkopf", "kontra")]
    state = _with_tricks([("CA CT SA SK", 0, 3)] + [("S9 S9 S9 S9", 0, 0)] * 11)  # 36
    assert state.extras() == []


def test_charlie_and_charlie_caught() -> None:
    nines = [("S9 S9 S9 S9", 0, 0)] * 11
    # Re's ♣J wins the last trick: Charlie for Re
    state = _with_tricks([*nines, ("CJ D9 D9 DK", 0, 0)])
    assert [(str(e.label), e.party) for e in state.extras()] == [("Charlie", "re")]
    # Re's ♣J lost to Kontra in the last trick: Charlie caught
    state = _with_tricks([*nines, ("CJ HT D9 DK", 0, 1)])
    assert [(str(e.label), e.party) for e in state.extras()] == [("Charlie caught", "kontra")]
    state = _with_tricks([*nines, ("CJ HT D9 DK", 0, 1)], charlie_caught=False)
    assert state.extras() == []
    # lost to the partner: nobody scores
    state = _with_tricks([*nines, ("CJ D9 HT DK", 0, 2)])
    assert state.extras() == []
    # a ♣J winning an earlier trick is no Charlie
    state = _with_tricks([("CJ D9 D9 DK", 0, 0), *nines])
    assert state.extras() == []


def test_forty_card_variant_last_trick_fox_worth_two() -> None:
    from doppelkopf_support import fill_hands

    from stammtisch.engine.doppelkopf import DoppelkopfGame

    game = DoppelkopfGame(4, {"forty_cards": True})
    hands = fill_hands(game, {0: "CQ", 2: "CQ"}, dealer=3, seed=1)
    state = new_deal(hands, rules={"forty_cards": True})
    all_healthy(state)
    tens = [("SK SK SK SK", 0, 0)] * 9
    state.tricks = [Trick(t[1], (0, 1, 2, 3), tuple(parse_cards(t[0])), t[2]) for t in tens]
    state.tricks.append(Trick(0, (0, 1, 2, 3), tuple(parse_cards("DA DT DK DK")), 1))
    assert [(str(e.label), e.party, e.value) for e in state.extras()] == [
        ("fox caught in the last trick", "kontra", 2)
    ]
