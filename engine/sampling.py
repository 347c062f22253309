"""Drawing hidden cards consistent with what a player knows.

The search players see only their own view; to think they draw full deals
that agree with it.  :func:`assign_cards` is the shared step: put the cards a
player has not seen into the places they can be (other hands, the skat, the
blind), each place taking a fixed number, each card only where it may be
(a player who showed out of hearts holds no heart).

>>> import random
>>> from stammtisch.engine.cards import parse_cards, mask_of, SUIT_MASKS, ALL_CARDS_MASK
>>> cards = parse_cards("HA HK S7 S8")
>>> no_hearts = ALL_CARDS_MASK & ~SUIT_MASKS[2]
>>> piles = assign_cards(cards, [(2, no_hearts), (2, ALL_CARDS_MASK)], random.Random(1))
>>> sorted(piles[1]) == sorted(parse_cards("HA HK"))
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .cards import Card, CardMask
from .errors import StammtischError


class NoConsistentDeal(StammtischError):
    """No placement of the hidden cards agrees with the constraints."""


def assign_cards(
    cards: Sequence[Card],
    places: Sequence[tuple[int, CardMask]],
    rng: random.Random,
    attempts: int = 20,
) -> list[list[Card]]:
    """Split ``cards`` among ``places``, each given as (how many, which cards it may hold).

    Draws at random among the placements that satisfy every constraint:
    first by a few randomised greedy passes (most constrained card first),
    then, if those get stuck, by an exact matching with random tie-breaks.
    Raises :class:`NoConsistentDeal` when no placement exists.
    """
    if sum(n for n, _ in places) != len(cards):
        raise NoConsistentDeal(
            f"{len(cards)} hidden cards cannot fill places that take {sum(n for n, _ in places)}"
        )
    order = list(cards)
    for _ in range(attempts):
        rng.shuffle(order)
        order.sort(key=lambda c: sum(1 for _, m in places if m >> c & 1))
        left = [n for n, _ in places]
        piles: list[list[Card]] = [[] for _ in places]
        ok = True
        for card in order:
            options = [i for i, (_, m) in enumerate(places) if left[i] and m >> card & 1]
            if not options:
                ok = False
                break
            weights = [left[i] for i in options]
            i = rng.choices(options, weights)[0]
            piles[i].append(card)
            left[i] -= 1
        if ok:
            return piles
    return _matching(list(cards), places, rng)


def _matching(
    cards: list[Card], places: Sequence[tuple[int, CardMask]], rng: random.Random
) -> list[list[Card]]:
    slots: list[int] = [i for i, (n, _) in enumerate(places) for _ in range(n)]
    rng.shuffle(slots)
    rng.shuffle(cards)
    owner: list[int | None] = [None] * len(slots)  # slot -> card index

    def augment(ci: int, seen: set[int]) -> bool:
        for si, place in enumerate(slots):
            if si in seen or not places[place][1] >> cards[ci] & 1:
                continue
            seen.add(si)
            holder = owner[si]
            if holder is None or augment(holder, seen):
                owner[si] = ci
                return True
        return False

    for ci in range(len(cards)):
        if not augment(ci, set()):
            raise NoConsistentDeal("no placement of the hidden cards fits what has been seen")
    piles: list[list[Card]] = [[] for _ in places]
    for si, holder in enumerate(owner):
        assert holder is not None
        piles[slots[si]].append(cards[holder])
    return piles


__all__ = ["NoConsistentDeal", "assign_cards"]
