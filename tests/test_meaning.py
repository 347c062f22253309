"""What actions mean and what a seat is asked, at literal positions of every game."""

from __future__ import annotations

import random

from doppelkopf_support import act as dk_act
from doppelkopf_support import fill_hands
from doppelkopf_support import new_deal as dk_deal
from schafkopf_testkit import CALL_DEAL, say
from schafkopf_testkit import deal as sk_deal

from stammtisch.engine.cards import parse_card
from stammtisch.engine.doppelkopf import DoppelkopfGame
from stammtisch.engine.meaning import ActionKind, Ask
from stammtisch.engine.messages import Message, SuitArg
from stammtisch.engine.registry import make_game
from stammtisch.engine.skat.actions import PICKUP, bid_action, decl_action

POOR = "HJ DJ D9 CA CA CT CT CK CK SA SA ST"
"""Three trumps: a poverty."""


def test_skat_bidding_pickup_discard_and_declaration_are_described() -> None:
    state = make_game("skat").new_deal(seed=1, dealer=2)
    for word in ("p", "p"):
        state.apply_action(state.parse_action(word))
    seat = state.current_player()
    assert state.turn_info(seat).ask is Ask.BID
    bid = state.describe_action(bid_action(18))
    assert (bid.kind, bid.level, str(bid.label)) == (ActionKind.BID, 18, "bid 18")
    state.apply_action(bid_action(18))
    assert state.turn_info(seat).ask is Ask.PICK_UP
    grand = state.describe_action(decl_action("GHZ"))
    assert grand.kind is ActionKind.DECLARE and grand.contract == "grand" and grand.suit is None
    assert grand.flags() == {"hand", "schneider", "schwarz"}
    assert str(grand.label) == "Grand Hand Schwarz announced"
    assert state.describe_action(decl_action("CHS")).parameters() == {
        "contract": "clubs",
        "suit": 0,
        "hand": True,
        "schneider": True,
    }
    assert state.describe_action(PICKUP).kind is ActionKind.PICK_UP
    state.apply_action(PICKUP)
    turn = state.turn_info(seat)
    assert (turn.ask, turn.cards_to_go, turn.cards_done) == (Ask.LAY_AWAY, 2, 0)
    card = state.legal_actions()[0]
    assert state.describe_action(card).kind is ActionKind.LAY_AWAY
    state.apply_action(card)
    assert (state.turn_info(seat).cards_to_go, state.turn_info(seat).cards_done) == (1, 1)
    state.apply_action(state.legal_actions()[0])
    assert state.turn_info(seat).ask is Ask.DECLARE
    assert state.turn_info((seat + 1) % 3).ask is Ask.NOTHING


def test_schafkopf_holder_answers_an_overcall() -> None:
    state = sk_deal(CALL_DEAL)
    say(state, "play", "bid Wenz")  # seat 0 plays, seat 1 overcalls with a Wenz
    turn = state.turn_info(0)
    assert (turn.ask, turn.holder, turn.challenger) == (Ask.BID, 0, 1)
    assert turn.challenge is not None and turn.challenge.contract == "wenz"
    hold = state.describe_action(state.parse_action("hold"))
    assert hold.kind is ActionKind.HOLD
    knock = state.describe_action(state.parse_action("no knock"))
    assert (knock.kind, knock.declined) == (ActionKind.KNOCK, True)
    tout = state.describe_action(state.parse_action("Solo Herz Tout"))
    assert (tout.kind, tout.contract, tout.suit, tout.tout) == (ActionKind.DECLARE, "solo", 2, True)


def test_doppelkopf_poverty_cards_are_passed_and_given_back() -> None:
    state = dk_deal(fill_hands(DoppelkopfGame(4), {1: POOR}, 3, 2))
    dk_act(state, "healthy", "reservation", "healthy", "healthy", "pass", "poverty")
    turn = state.turn_info(1)
    assert (turn.ask, turn.cards_to_go, turn.target) == (Ask.PASS_CARDS, 3, None)
    assert state.describe_action(state.legal_actions()[0]).kind is ActionKind.PASS_CARD
    while state.turn_info(1).ask is Ask.PASS_CARDS:
        state.apply_action(state.legal_actions()[0])
    assert state.turn_info(0).ask is Ask.ACCEPT and state.turn_info(0).partner == 1
    dk_act(state, "accept")
    turn = state.turn_info(0)
    assert (turn.ask, turn.cards_to_go, turn.target, turn.partner) == (Ask.PASS_CARDS, 3, 1, 1)
    back = state.describe_action(state.legal_actions()[0])
    assert (back.kind, back.target) == (ActionKind.PASS_CARD, 1)
    solo = state.describe_action(state.parse_action("solo queen"))
    assert (solo.kind, solo.contract, str(solo.label)) == (
        ActionKind.DECLARE,
        "queen",
        "Queen solo",
    )
    re_60 = state.describe_action(state.parse_action("re no 60"))
    assert (re_60.kind, re_60.party, re_60.level, str(re_60.label)) == (
        ActionKind.ANNOUNCE,
        "re",
        3,
        "Re no 60",
    )


def test_sheepshead_unknown_card_names_the_called_suit() -> None:
    state = make_game("sheepshead", 5).new_deal(seed=2)
    rng = random.Random(2)
    while state.turn_info(state.current_player()).ask is not Ask.UNKNOWN_CARD:
        legal = state.legal_actions()
        wanted = [a for a in legal if a == state.parse_action("pick") or a >= 96]
        state.apply_action(wanted[0] if wanted else rng.choice(legal))
    seat = state.current_player()
    turn = state.turn_info(seat)
    assert turn.cards_to_go == 1 and turn.called_suit == 0
    assert state.describe_action(state.legal_actions()[0]).kind is ActionKind.LAY_AWAY
    call = state.describe_action(state.parse_action("call CT unknown"))
    assert (call.kind, call.card, call.unknown) == (ActionKind.CALL, parse_card("CT"), True)


def test_schafkopf_contracts_name_their_suit_the_german_way() -> None:
    from stammtisch.engine.schafkopf.contracts import contract_by_name
    from stammtisch.engine.schafkopf.meaning import contract_message

    for name in ("Solo Herz", "Farbwenz Gras", "Solo Schellen Tout"):
        message = contract_message(contract_by_name(name))
        suit = next(v for _, v in _walk(message) if isinstance(v, SuitArg))
        assert suit.german, name


def _walk(message):  # type: ignore[no-untyped-def]
    for name, value in message.args:
        yield name, value
        if isinstance(value, Message):
            yield from _walk(value)
