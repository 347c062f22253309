"""Bidding and declaration sanity: the rule-of-thumb evaluators make the obvious calls."""

from __future__ import annotations

import pytest

from stammtisch.engine.ai import make_player
from stammtisch.engine.cards import (
    DECK32,
    DECK48,
    parse_card,
    parse_cards,
    parse_german_card,
)
from stammtisch.engine.registry import make_game
from stammtisch.engine.schafkopf import state as sk
from stammtisch.engine.skat.state import DECLARE, DISCARD, SKAT_DECISION
from stammtisch.engine.state import GameState

LEVELS = ["beginner", "standard", "strong"]


def deal_with(deck: tuple[int, ...], hands: list[list[int]], total: int) -> list[int]:
    """A deal order whose first hands are ``hands`` and the rest of the deck after them."""
    rest = list(deck)
    for hand in hands:
        for c in hand:
            rest.remove(c)
    order = [c for hand in hands for c in hand] + rest
    assert len(order) == total
    return order


def act(state: GameState, level: str, seed: int = 1) -> int:
    player = make_player(level)
    seat = state.current_player()
    return player.choose(state.view(seat), seed).action


# --- Skat ------------------------------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
def test_skat_four_jacks_and_a_long_suit_bids(level: str) -> None:
    game = make_game("skat")
    # dealer 0: forehand 1, middlehand 2 (bids first), rearhand 0; deal order F, M, R, skat
    strong = parse_cards("CJ SJ HJ DJ CA CT CK C9 C8 S7")
    forehand = parse_cards("SA ST SK SQ S9 S8 HA HT HK HQ")
    order = deal_with(DECK32, [forehand, strong], 32)
    state = game.new_deal(dealer=0, cards=order)
    assert state.current_player() == 2
    action = act(state, level)
    assert state.action_to_string(action) != "p", "four jacks and five clubs must bid"


def test_skat_weak_hand_passes_and_strong_hand_holds() -> None:
    game = make_game("skat")
    weak = parse_cards("S9 S8 H7 H8 HQ D8 D9 DQ C7 SK")
    strong = parse_cards("CJ SJ HJ DJ CA CT CK C9 C8 S7")
    state = game.new_deal(dealer=0, cards=deal_with(DECK32, [strong, weak], 32))
    assert state.action_to_string(act(state, "standard")) == "p"  # middlehand, weak
    state.apply_action(state.parse_action("p"))
    # rearhand (seat 0) bids or passes; then forehand holds with four jacks
    state.apply_action(state.parse_action("18"))
    assert state.current_player() == 1
    assert state.action_to_string(act(state, "standard")) == "y"


def test_skat_declarer_discards_and_declares_clubs() -> None:
    game = make_game("skat")
    strong = parse_cards("CJ SJ HJ DJ CA CT CK C9 C8 S7")
    forehand = parse_cards("SA ST SK SQ S9 S8 HA HT HK HQ")
    state = game.new_deal(dealer=0, cards=deal_with(DECK32, [forehand, strong], 32))
    for text in ["18", "y", "20", "p", "p"]:  # middlehand wins against forehand; rearhand passes
        state.apply_action(state.parse_action(text))
    assert state.declarer == 2
    while state.stage in (SKAT_DECISION, DISCARD, DECLARE):
        state.apply_action(act(state, "standard"))
    decl = state.declaration
    assert decl is not None and decl.game_type in (0, 4)  # clubs or a grand
    assert all(parse_card(j) in state.hand(2) for j in ("CJ", "SJ", "HJ", "DJ"))


SKAT_FOREHAND = "ST S9 S8 S7 HT HQ H9 H8 DJ D8"
SKAT_WEAK_DECLARER = "DA DT DK DQ D9 CT CK SK HK H7"


def kontra_out_of_turn(rearhand: str, level: str) -> str | None:
    """What rearhand (seat 0) says while forehand is to lead against middlehand's diamonds hand."""
    game = make_game("skat", rules={"kontra_re": True})
    hands = [parse_cards(SKAT_FOREHAND), parse_cards(SKAT_WEAK_DECLARER), parse_cards(rearhand)]
    state = game.new_deal(dealer=0, cards=deal_with(DECK32, hands, 32))
    for text in ("18", "p", "p", "DH"):
        state.apply_action(state.parse_action(text))
    assert state.current_player() == 1
    assert [state.action_to_string(a) for a in state.out_of_turn_actions(0)] == ["kontra"]
    decision = make_player(level).choose_out_of_turn(state.view(0), 1)
    return None if decision is None else state.action_to_string(decision.action)


@pytest.mark.parametrize("level", LEVELS)
def test_skat_defender_with_three_jacks_and_three_aces_says_kontra_out_of_turn(
    level: str,
) -> None:
    # The seed lets a defender say Kontra from the declaration until their own first card,
    # also while another seat is to act.
    assert kontra_out_of_turn("CJ SJ HJ D7 CA C9 SA SQ HA C7", level) == "kontra"


@pytest.mark.parametrize("level", ["standard", "strong"])
def test_skat_defender_with_two_trumps_keeps_quiet(level: str) -> None:
    assert kontra_out_of_turn("D7 CQ C9 C8 C7 SA SQ HA CA HJ", level) is None


# --- Doppelkopf ------------------------------------------------------------------------------


@pytest.mark.parametrize("level", ["standard", "strong"])
def test_doppelkopf_two_trumps_and_no_ace_declares_poverty(level: str) -> None:
    game = make_game("doppelkopf", 4)
    poor = parse_cards("HQ D9 CK CK CT C9 SK ST S9 HK HK H9")
    order = deal_with(DECK48, [poor], 48)
    state = game.new_deal(dealer=3, cards=order)  # seat 0 is first and holds the poor hand
    said = []
    while state.stage not in (8, 12, 13):  # PASSING, PLAY, OVER
        seat = state.current_player()
        if seat == 0:
            action = act(state, level)
            said.append(state.action_to_string(action))
        else:
            action = state.parse_action("healthy")
        state.apply_action(action)
    assert said[0] == "reservation"
    assert "poverty" in said
    assert state.poor == 0


# --- Schafkopf ------------------------------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
def test_schafkopf_four_obers_two_unters_two_hearts_plays_a_heart_solo(level: str) -> None:
    game = make_game("schafkopf")
    hand = [parse_german_card(c) for c in ["EO", "GO", "HO", "SO", "EU", "GU", "HA", "HK"]]
    order = deal_with(DECK32, [hand], 32)
    state = game.new_deal(dealer=3, cards=order)  # seat 0 speaks first
    while state.stage in (sk.AUCTION, sk.ANNOUNCE):
        seat = state.current_player()
        action = act(state, level) if seat == 0 else state.parse_action("pass")
        state.apply_action(action)
    contract = state.contract
    assert contract is not None and state.declarer == 0
    assert not contract.is_partner_game
    assert contract.suit == 2 and contract.level.name in ("SUIT_SOLO", "SUIT_SOLO_TOUT")


# --- Sheepshead -----------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("level", LEVELS)
def test_sheepshead_six_high_trumps_pick(players: int, level: str) -> None:
    game = make_game("sheepshead", players)
    size = {3: 10, 4: 7, 5: 6}[players]
    trumps = parse_cards("CQ SQ HQ DQ CJ SJ")
    filler = parse_cards("HK H9 S8 C7")[: size - 6]
    order = deal_with(DECK32, [trumps + filler], 32)
    state = game.new_deal(dealer=players - 1, cards=order)  # seat 0 is asked first
    assert state.current_player() == 0
    assert state.action_to_string(act(state, level)) == "pick"


def test_sheepshead_weak_hand_passes() -> None:
    game = make_game("sheepshead", 5)
    weak = parse_cards("C7 C8 S7 S9 H8 HK")
    state = game.new_deal(dealer=4, cards=deal_with(DECK32, [weak], 32))
    assert state.action_to_string(act(state, "standard")) == "pass"
