"""The coach's bidding fact in Skat names the game behind the bid it suggests.

Before, it said "a grand is worth 48; this hand is good for bids up to 30" for a hand whose
30 came from hearts: two numbers about two different games.  Now the game it names is the
one the limit counts on, with its worth from the ten cards (tops and, for a Hand game, the
hand level), and when the limit differs from that worth it says the skat can change it, or,
when the skats that carry the limit are best for another game (a Null Ouvert), names that.
"""

from __future__ import annotations

from skat_helpers import act, dealt

from stammtisch.engine.ai.games.skat import SkatRules, bid_plan, max_bid
from stammtisch.engine.cards import cards_str, mask_of, parse_cards
from stammtisch.engine.coach.decisions import decision_reasons
from stammtisch.engine.messages import Message
from stammtisch.engine.skat.contracts import GRAND, NULL, Declaration
from stammtisch.engine.skat.meaning import contract_message
from stammtisch.engine.skat.state import SkatState


def _asked(hand: str, forehand: bool) -> tuple[SkatState, int]:
    """A deal where ``hand`` is forehand's (asked to hold 18) or middlehand's (asked to bid)."""
    rest = [c for c in range(32) if c not in parse_cards(hand)]
    others = cards_str(rest[:10]), cards_str(rest[10:20]), cards_str(rest[20:])
    if forehand:
        return act(dealt(hand, others[0], others[1], others[2]), "18"), 0
    return dealt(others[0], hand, others[1], others[2]), 1


def _fact(state: SkatState, seat: int) -> Message:
    legal = state.legal_actions()
    assert state.current_player() == seat
    got = decision_reasons(state, seat, legal, legal[-1])
    assert len(got) == 1
    return got[0]


def _limit(hand: str, position: int) -> int:
    return max_bid(mask_of(parse_cards(hand)), position, SkatRules())


def test_a_suit_game_worth_its_limit_is_named_with_its_tops() -> None:
    hand = "CJ SJ HA HK H9 H8 H7 S7 C8 D7"  # hearts, with 2: 10 × 3 = 30
    state, seat = _asked(hand, forehand=True)
    assert _limit(hand, 0) == 30
    assert _fact(state, seat) == Message.of(
        "coach.skat_bid_game",
        game=contract_message(Declaration(2)),
        tops=Message.of("coach.tops_with", count=2),
        worth=30,
        limit=30,
    )


def test_a_limit_above_the_worth_says_the_skat_can_change_it() -> None:
    hand = "CJ C7 SJ S9 HT DK DJ DT D8 D7"  # diamonds with 2: 9 x 3 = 27
    state, seat = _asked(hand, forehand=False)
    limit = _limit(hand, 1)
    assert limit > 27  # as middlehand, the evaluator's average over the skats reaches higher
    assert bid_plan(mask_of(parse_cards(hand)), 1, SkatRules()).limit_game is None
    assert _fact(state, seat) == Message.of(
        "coach.skat_bid_skat",
        game=contract_message(Declaration(3)),
        tops=Message.of("coach.tops_with", count=2),
        worth=27,
        limit=limit,
    )


def test_a_limit_that_counts_on_another_game_names_it() -> None:
    # the hand: hearts with 2 is worth 30; the skats that carry 33 make a Null Ouvert
    hand = "CJ SJ HA HK H9 H8 H7 S7 C8 D7"
    state, seat = _asked(hand, forehand=False)
    limit = _limit(hand, 1)
    assert limit > 30
    assert _fact(state, seat) == Message.of(
        "coach.skat_bid_counts_on",
        game=contract_message(Declaration(2)),
        tops=Message.of("coach.tops_with", count=2),
        worth=30,
        limit=limit,
        other=contract_message(Declaration(NULL, ouvert=True)),
    )


def test_a_hand_game_counts_its_hand_level() -> None:
    hand = "CJ HJ CA CT CK C9 C8 SA ST H7"  # Grand Hand with 1: 24 × (1 + 1 + 1) = 72
    state, seat = _asked(hand, forehand=False)
    plan = bid_plan(mask_of(parse_cards(hand)), 1, SkatRules())
    assert plan.game == Declaration(GRAND, hand=True)
    assert (plan.worth, plan.tops, plan.limit) == (72, 1, _limit(hand, 1))
    assert _fact(state, seat) == Message.of(
        "coach.skat_bid_game",
        game=contract_message(Declaration(GRAND, hand=True)),
        tops=Message.of("coach.tops_with", count=1),
        worth=72,
        limit=plan.limit,
    )


def test_null_has_no_tops() -> None:
    hand = "C7 C8 C9 S7 S8 S9 H7 H8 HT DA"
    state, seat = _asked(hand, forehand=False)
    game = Declaration(NULL, ouvert=True)
    assert bid_plan(mask_of(parse_cards(hand)), 1, SkatRules()).game == game
    assert _fact(state, seat) == Message.of(
        "coach.skat_bid_null", game=contract_message(game), worth=46, limit=46
    )


def test_a_null_below_its_limit_names_the_game_only() -> None:
    hand = "CA CJ C9 C7 SK S7 HA H9 H7 D7"  # Null is worth 23; a good skat brings more
    state, seat = _asked(hand, forehand=False)
    limit = _limit(hand, 1)
    assert limit > 23
    assert _fact(state, seat) == Message.of(
        "coach.skat_bid_likely", limit=limit, game=contract_message(Declaration(NULL))
    )


def test_a_weak_hand_is_told_so() -> None:
    hand = "CK SQ S9 HQ H9 DA DK D8 ST C9"
    state, seat = _asked(hand, forehand=False)
    assert _limit(hand, 1) == 0
    assert _fact(state, seat) == Message.of("coach.skat_too_weak")
