"""The rule-of-thumb card player in literal positions."""

from __future__ import annotations

from stammtisch.engine.ai.cardplay import card_scores, holds_any
from stammtisch.engine.ai.knowledge import Goal, play_info_from_tricks
from stammtisch.engine.cards import parse_card, parse_cards
from stammtisch.engine.tricks import TrickRules

GRAND = TrickRules.build(parse_cards("CJ SJ HJ DJ"), "ATKQ987")
CLUBS = TrickRules.build(parse_cards("CJ SJ HJ DJ CA CT CK CQ C9 C8 C7"), "ATKQ987")
NULL = TrickRules.build([], "AKQJT987")


def best(scores: dict[int, float]) -> str:
    from stammtisch.engine.cards import card_str

    return card_str(max(scores, key=lambda c: scores[c]))


def legal(rules: TrickRules, hand: list[int], lead: int | None) -> list[int]:
    mask = 0
    for c in hand:
        mask |= 1 << c
    m = rules.legal_mask(mask, lead)
    return [c for c in hand if m >> c & 1]


def test_holds_any_is_a_hypergeometric_chance() -> None:
    assert holds_any(1, 10, 10) == 1.0
    assert abs(holds_any(1, 20, 10) - 0.5) < 1e-9


def test_smear_the_ten_on_a_partners_sure_trick() -> None:
    # Grand: declarer (seat 0) led S7, partner-defender seat 1 took it with SA; seat 2 (last)
    # holds ST S8 H7: the ten goes onto the partner's ace.
    hand = parse_cards("ST S8 H7")
    info = play_info_from_tricks(
        seat=2,
        hand=hand,
        rules=GRAND,
        players=(0, 1, 2),
        tricks=[(0, parse_cards("S7 SA"))],
        team=(-1, 1, 1),
        goal=Goal.POINTS,
    )
    scores = card_scores(info, legal(GRAND, hand, parse_card("S7")))
    assert best(scores) == "ST"


def test_last_player_takes_a_rich_trick_cheaply() -> None:
    # Clubs game; seat 2 is last, an opponent's HT leads and the other opponent threw HK:
    # take it with the cheapest trump, not the club jack.
    hand = parse_cards("CJ C7 S8")
    info = play_info_from_tricks(
        seat=2,
        hand=hand,
        rules=CLUBS,
        players=(0, 1, 2),
        tricks=[(0, parse_cards("HT HK"))],
        team=(-1, -1, 1),
        goal=Goal.POINTS,
    )
    scores = card_scores(info, legal(CLUBS, hand, parse_card("HT")))
    assert best(scores) == "C7"


def test_no_points_thrown_to_an_opponents_trick() -> None:
    # Grand: an opponent's SJ leads trumps, seat 1 has no trump and discards: not the ace.
    hand = parse_cards("HA H7 DK")
    info = play_info_from_tricks(
        seat=1,
        hand=hand,
        rules=GRAND,
        players=(0, 1, 2),
        tricks=[(0, parse_cards("SJ"))],
        team=(-1, 1, 1),
        goal=Goal.POINTS,
    )
    scores = card_scores(info, legal(GRAND, hand, parse_card("SJ")))
    assert best(scores) == "H7"


def test_declarer_with_the_trumps_draws_them() -> None:
    # Clubs game, declarer to lead with four top trumps; the defenders hold few trumps.
    hand = parse_cards("CJ SJ HJ DJ CA HA H7")
    info = play_info_from_tricks(
        seat=0,
        hand=hand,
        rules=CLUBS,
        players=(0, 1, 2),
        tricks=[
            (0, parse_cards("SA S7 S8")),
            (0, parse_cards("ST SK SQ")),
            (0, parse_cards("C8 C9 CQ")),
        ],
        team=(1, -1, -1),
        goal=Goal.POINTS,
    )
    scores = card_scores(info, legal(CLUBS, hand, None))
    assert CLUBS.is_trump(max(scores, key=lambda c: scores[c]))


def test_ramsch_ducks_under_the_trick() -> None:
    # Everybody alone, fewest points: seat 2 is last under an HA lead and holds HK and H7.
    hand = parse_cards("HK H7 SA")
    info = play_info_from_tricks(
        seat=2,
        hand=hand,
        rules=GRAND,
        players=(0, 1, 2),
        tricks=[(0, parse_cards("HA H8"))],
        team=(-1, -1, 1),
        goal=Goal.AVOID,
    )
    scores = card_scores(info, legal(GRAND, hand, parse_card("HA")))
    # both hearts duck; shedding the king (points that must go somewhere) beats keeping it
    assert best(scores) in ("HK", "H7")
    assert scores[parse_card("HK")] >= scores[parse_card("H7")]


def test_null_declarer_never_takes_a_trick_it_can_duck() -> None:
    hand = parse_cards("HA H7 S8")
    info = play_info_from_tricks(
        seat=1,
        hand=hand,
        rules=NULL,
        players=(0, 1, 2),
        tricks=[(0, parse_cards("HQ"))],
        team=(-1, 1, -1),
        goal=Goal.NULL_DECLARER,
        declarer=1,
    )
    scores = card_scores(info, legal(NULL, hand, parse_card("HQ")))
    assert best(scores) == "H7"
