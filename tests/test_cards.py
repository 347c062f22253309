from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from stammtisch.engine.cards import (
    CARD_POINTS,
    DECK24,
    DECK32,
    DECK40,
    DECK48,
    Rank,
    Suit,
    card_rank,
    card_str,
    card_suit,
    cards_of,
    deck_points,
    french_name,
    german_card_str,
    german_name,
    make_card,
    mask_of,
    mask_points,
    parse_card,
    parse_cards,
    parse_german_card,
    symbol_str,
)
from stammtisch.engine.errors import CardError


def test_iss_notation_round_trips_for_every_card() -> None:
    names = [card_str(c) for c in DECK32]
    assert len(set(names)) == 32
    assert names[:8] == ["CA", "CK", "CQ", "CJ", "CT", "C9", "C8", "C7"]
    for c in DECK32:
        assert parse_card(card_str(c)) == c
        assert parse_german_card(german_card_str(c)) == c


def test_suits_and_ranks() -> None:
    jack_of_clubs = parse_card("CJ")
    assert card_suit(jack_of_clubs) is Suit.CLUBS
    assert card_rank(jack_of_clubs) is Rank.JACK
    assert make_card(Suit.DIAMONDS, Rank.SEVEN) == parse_card("D7") == 31


@pytest.mark.parametrize(
    ("text", "points"),
    [("SA", 11), ("ST", 10), ("SK", 4), ("SQ", 3), ("SJ", 2), ("S9", 0), ("S8", 0), ("S7", 0)],
)
def test_card_points(text: str, points: int) -> None:
    assert CARD_POINTS[parse_card(text)] == points


def test_deck_sizes_and_totals() -> None:
    assert (len(DECK32), len(DECK24), len(DECK48), len(DECK40)) == (32, 24, 48, 40)
    assert deck_points(DECK32) == 120
    assert deck_points(DECK24) == 120
    assert deck_points(DECK48) == 240
    assert deck_points(DECK40) == 240
    assert all(DECK48.count(c) == 2 for c in DECK24)
    assert not any(card_rank(c) in (Rank.SEVEN, Rank.EIGHT) for c in DECK24)
    assert not any(card_rank(c) is Rank.NINE for c in DECK40)


def test_german_names() -> None:
    assert german_name(parse_card("CQ")) == "Eichel-Ober"
    assert german_name(parse_card("SJ")) == "Gras-Unter"
    assert german_name(parse_card("HA")) == "Herz-Sau"
    assert german_name(parse_card("D7")) == "Schellen-Sieben"
    assert german_card_str(parse_card("ST")) == "GZ"
    assert french_name(parse_card("CJ")) == "jack of clubs"
    assert french_name(parse_card("CJ"), "de") == "Kreuz-Bube"
    assert symbol_str(parse_card("HT")) == "♥10"


@pytest.mark.parametrize("bad", ["", "C", "CX", "XJ", "CJJ", "10", "EO"])
def test_bad_card_text_says_what_is_wrong(bad: str) -> None:
    with pytest.raises(CardError, match="is not a card"):
        parse_card(bad)
    assert issubclass(CardError, ValueError)


def test_parse_cards_accepts_iss_separators() -> None:
    assert [card_str(c) for c in parse_cards("CJ.SJ HA,d7 h10")] == ["CJ", "SJ", "HA", "D7", "HT"]


@given(st.sets(st.integers(min_value=0, max_value=31)))
def test_masks_round_trip(cards: set[int]) -> None:
    mask = mask_of(cards)
    assert cards_of(mask) == sorted(cards)
    assert mask_points(mask) == sum(CARD_POINTS[c] for c in cards)
