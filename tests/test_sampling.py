from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from stammtisch.engine.cards import ALL_CARDS_MASK, SUIT_MASKS, parse_cards
from stammtisch.engine.sampling import NoConsistentDeal, assign_cards


@given(st.integers(0, 10_000))
def test_assignment_respects_counts_and_voids(seed: int) -> None:
    rng = random.Random(seed)
    cards = list(range(32))
    rng.shuffle(cards)
    cards = cards[:20]
    no_hearts = ALL_CARDS_MASK & ~SUIT_MASKS[2]
    no_clubs = ALL_CARDS_MASK & ~SUIT_MASKS[0]
    hearts = sum(1 for c in cards if c >> 3 == 2)
    clubs = sum(1 for c in cards if c >> 3 == 0)
    if hearts > 10 or clubs > 10 or hearts + clubs > 20:
        return
    piles = assign_cards(cards, [(10, no_hearts), (10, no_clubs)], rng)
    assert sorted(piles[0] + piles[1]) == sorted(cards)
    assert len(piles[0]) == len(piles[1]) == 10
    assert not any(c >> 3 == 2 for c in piles[0])
    assert not any(c >> 3 == 0 for c in piles[1])


def test_impossible_constraints_are_reported() -> None:
    hearts = parse_cards("HA HK HQ")
    no_hearts = ALL_CARDS_MASK & ~SUIT_MASKS[2]
    with pytest.raises(NoConsistentDeal):
        assign_cards(hearts, [(2, no_hearts), (1, ALL_CARDS_MASK)], random.Random(0))


def test_draws_vary() -> None:
    cards = list(range(12))
    seen = {
        tuple(
            sorted(
                assign_cards(cards, [(6, ALL_CARDS_MASK), (6, ALL_CARDS_MASK)], random.Random(s))[0]
            )
        )
        for s in range(20)
    }
    assert len(seen) > 10
