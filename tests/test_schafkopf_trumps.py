"""Each game type's trumps and card order; who wins a trick; what must follow a led Ober or Unter."""

from __future__ import annotations

import pytest
from schafkopf_testkit import deal, legal_cards, play, say

from stammtisch.engine.cards import german_card_str, parse_german_card
from stammtisch.engine.errors import IllegalActionError
from stammtisch.engine.schafkopf import CONTRACTS, RAMSCH, contract_by_name


def order_of(name: str) -> str:
    return " ".join(german_card_str(c) for c in contract_by_name(name).trump_order)


def test_trump_orders_of_every_game_type() -> None:
    assert order_of("Sauspiel Eichel") == "EO GO HO SO EU GU HU SU HA HZ HK H9 H8 H7"
    assert order_of("Sauspiel allein") == "EO GO HO SO EU GU HU SU HA HZ HK H9 H8 H7"
    assert order_of("Solo Herz") == "EO GO HO SO EU GU HU SU HA HZ HK H9 H8 H7"
    assert order_of("Solo Schellen") == "EO GO HO SO EU GU HU SU SA SZ SK S9 S8 S7"
    assert order_of("Solo Gras Tout") == "EO GO HO SO EU GU HU SU GA GZ GK G9 G8 G7"
    assert order_of("Wenz") == "EU GU HU SU"
    assert order_of("Wenz Tout") == "EU GU HU SU"
    assert order_of("Geier") == "EO GO HO SO"
    assert order_of("Geier Tout") == "EO GO HO SO"
    assert order_of("Farbwenz Eichel") == "EU GU HU SU EA EZ EK EO E9 E8 E7"
    assert order_of("Farbwenz Herz Tout") == "EU GU HU SU HA HZ HK HO H9 H8 H7"
    assert order_of("Farbgeier Gras") == "EO GO HO SO GA GZ GK GU G9 G8 G7"
    assert order_of("Farbgeier Schellen Tout") == "EO GO HO SO SA SZ SK SU S9 S8 S7"
    assert " ".join(german_card_str(c) for c in RAMSCH.trump_order) == order_of("Sauspiel Gras")


def test_thirty_two_contracts_in_auction_order() -> None:
    assert len(CONTRACTS) == 32
    assert [c.level for c in CONTRACTS] == sorted(c.level for c in CONTRACTS)
    assert [c.name for c in CONTRACTS[:4]] == [
        "Sauspiel Eichel",
        "Sauspiel Gras",
        "Sauspiel Schellen",
        "Sauspiel allein",
    ]


def winner(name: str, cards: str) -> str:
    trick = [parse_german_card(c) for c in cards.split()]
    return cards.split()[contract_by_name(name).rules.winner(trick)]


@pytest.mark.parametrize(
    ("game", "trick", "wins"),
    [
        # Ober beats Unter beats the trump suit beats a plain ace
        ("Sauspiel Eichel", "EA SO EU HA", "SO"),
        ("Sauspiel Eichel", "EA SU HA E7", "SU"),
        ("Sauspiel Eichel", "EA H7 EZ EK", "H7"),
        ("Sauspiel Eichel", "HA HZ GO H7", "GO"),
        ("Sauspiel Eichel", "GA GK G7 GZ", "GA"),
        ("Solo Schellen", "HA S7 HZ HK", "S7"),  # hearts are plain in a Schellen solo
        ("Solo Schellen", "S7 SU SA SO", "SO"),
        ("Solo Herz", "SA H7 SZ SK", "H7"),
        ("Wenz", "EA SU EZ EK", "SU"),
        ("Wenz", "HA HO HK HZ", "HA"),  # the Ober is a plain card between king and nine
        ("Wenz", "HO HK H9 EO", "HK"),
        ("Wenz", "GU EU HU SU", "EU"),
        ("Geier", "EA SO EZ EU", "SO"),
        ("Geier", "GU GK G9 G7", "GK"),  # the Unter ranks below the king
        ("Geier", "GU G9 G7 HO", "HO"),
        ("Farbwenz Eichel", "GA E7 GZ GK", "E7"),
        ("Farbwenz Eichel", "EA SU EZ E7", "SU"),
        ("Farbwenz Eichel", "EK EO E9 EA", "EA"),
        ("Farbwenz Eichel", "GA EO GZ GK", "EO"),  # the trump suit's Ober is a trump here
        ("Farbwenz Eichel", "GA GO GZ GK", "GA"),  # another suit's Ober is a plain card
        ("Farbgeier Gras", "EA G7 EZ EK", "G7"),
        ("Farbgeier Gras", "GA SO GZ G7", "SO"),
        ("Farbgeier Gras", "GA GU GZ G7", "GA"),
        ("Farbgeier Gras", "E7 GU E8 E9", "GU"),  # the trump suit's Unter is a trump here
        ("Farbgeier Gras", "EK EU E9 EA", "EA"),
        ("Wenz Tout", "EA SU EZ EK", "SU"),
        ("Solo Eichel Tout", "HA E7 HZ HK", "E7"),
    ],
)
def test_trick_winners(game: str, trick: str, wins: str) -> None:
    assert winner(game, trick) == wins


@pytest.mark.parametrize(
    ("game", "lead", "hand", "legal"),
    [
        # Obers and Unters are trumps: a led Ober or Unter asks for trump, not its suit
        ("Sauspiel Eichel", "GO", "GA G7 H7 SU", ["H7", "SU"]),
        ("Sauspiel Eichel", "GU", "GA G7 EA S7", ["EA", "G7", "GA", "S7"]),
        ("Solo Schellen", "HO", "HA HK S7 E7", ["S7"]),
        ("Solo Schellen", "HU", "HA HK EO E7", ["EO"]),
        # in Wenz the Ober follows its suit, the Unter asks for trump
        ("Wenz", "HO", "HA HK HU EO", ["HA", "HK"]),
        ("Wenz", "HU", "HA HK SU EO", ["SU"]),
        ("Wenz", "HU", "HA HK EO E7", ["E7", "EO", "HA", "HK"]),
        # in Geier the Unter follows its suit, the Ober asks for trump
        ("Geier", "HU", "HA HK HO EU", ["HA", "HK"]),
        ("Geier", "HO", "HA HK EO EU", ["EO"]),
        # suit Wenz: the trump suit's Ober is trump, another suit's Ober follows its suit
        ("Farbwenz Eichel", "EO", "EA GO SU G7", ["EA", "SU"]),
        ("Farbwenz Eichel", "GO", "EA GK SU G7", ["G7", "GK"]),
        ("Farbwenz Eichel", "GU", "EA GK G7 S7", ["EA"]),
        # suit Geier: the trump suit's Unter is trump, another suit's Unter follows its suit
        ("Farbgeier Gras", "GU", "GA EU SO E7", ["GA", "SO"]),
        ("Farbgeier Gras", "EU", "GA EK SO E7", ["E7", "EK"]),
        ("Farbgeier Gras", "EO", "GA EK E7 S7", ["GA"]),
    ],
)
def test_following_a_led_ober_or_unter(game: str, lead: str, hand: str, legal: list[str]) -> None:
    rules = contract_by_name(game).rules
    mask = 0
    for c in hand.split():
        mask |= 1 << parse_german_card(c)
    got = [
        german_card_str(c)
        for c in range(32)
        if rules.legal_mask(mask, parse_german_card(lead)) >> c & 1
    ]
    assert sorted(got) == legal


def test_a_full_trick_through_the_state_follows_suit_and_names_the_rule() -> None:
    # A Wenz: the Eichel-Ober is an Eichel card, so it must follow a led Eichel-Sau.
    state = deal(
        {
            0: "EU GU HU SU EA EZ EK E9",
            1: "HO HA E8 E7 GA GZ GK G9",
            2: "EO SO HZ HK H9 H8 H7 S7",
            3: "GO G8 G7 SA SZ SK S9 S8",
        }
    )
    say(state, "play", "pass", "pass", "pass", "Wenz")
    play(state, "EA")  # seat 0 leads
    assert legal_cards(state) == ["E7", "E8"]
    with pytest.raises(IllegalActionError) as err:
        state.apply_action(parse_german_card("HO"))
    assert err.value.reason == "must follow Eichel"
    play(state, "E8")
    assert legal_cards(state) == ["EO"]
    play(state, "EO G7")
    assert state.current_player() == 0  # the Sau won
    play(state, "EU")  # trump led: seat 1 has no Unter and may play anything
    assert len(legal_cards(state)) == 7
    with pytest.raises(IllegalActionError) as err:
        state.apply_action(parse_german_card("EO"))
    assert err.value.reason == "you do not hold the Eichel-Ober"
