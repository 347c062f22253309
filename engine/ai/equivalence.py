"""Cards that are equivalent for the seat to play: one value, one grade, one search.

Two legal cards are equivalent for a seat when swapping them can change nothing in the
rest of the deal, whatever the others hold: they follow the same suit (or are both
trump), are worth the same card points, and no card still to be played by another seat
(unseen, on the table, in an open hand; a card laid away counts too, to be safe) ranks
between them in the order in force, not even an equal copy
(Doppelkopf's double deck, where the first of two equal cards wins).  So every card still
out ranks above both or below both, and either takes exactly the tricks the other would.
In a Null game card points count for nothing, so only the order matters.  A card whose
play says or scores more than its rank and points (a Doppelkopf ♣Q showing Re, Charlie,
a Sheepshead jack-of-diamonds partner, a called ace: ``GameAdapter.marked_cards``) is
never equivalent to another.  Identical Doppelkopf cards are one action already.

The search values each class once (:meth:`~.players.SearchPlayer.sample_values`), so
equivalent cards get exactly the same value, grade and reason in the hint, the review,
practice and Strong's play.

>>> from stammtisch.engine.cards import parse_card as c, parse_cards, card_str
>>> from stammtisch.engine.tricks import TrickRules
>>> from stammtisch.engine.ai.knowledge import Goal, play_info_from_tricks
>>> grand = TrickRules.build(parse_cards("CJ SJ HJ DJ"), "ATKQ987")
>>> info = play_info_from_tricks(seat=0, hand=parse_cards("CJ SJ HK H9 H8 S9"), rules=grand,
...     players=(0, 1, 2), tricks=[(1, parse_cards("HQ H7"))], team=(1, -1, -1),
...     goal=Goal.POINTS)
>>> same = equivalent_cards(info, parse_cards("HK H9 H8"))
>>> sorted(card_str(a) + "=" + card_str(b) for a, b in same.items())
['H8=H9', 'H9=H9', 'HK=HK']
>>> classes(same)
[(17,), (21, 22)]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import pairwise

from ..cards import CARD_POINTS, Card, CardMask
from .knowledge import Goal, PlayInfo


def equivalent_cards(info: PlayInfo, cards: Sequence[int], marked: CardMask = 0) -> dict[int, int]:
    """Each of ``cards`` (legal cards of ``info``'s seat) mapped to the one card of its
    class the search values: the lowest card number of the class (see the module doc).

    ``marked``: cards never equivalent to another (``GameAdapter.marked_cards``).
    """
    rules = info.rules
    points_count = info.goal not in (Goal.NULL_DECLARER, Goal.NULL_DEFENDER)
    # every card that may still be played by another seat: those not seen, those on the
    # table, and those seen in another hand (a Skat ouvert declarer's) or laid away (their
    # kinds: neither in the seat's hand nor played)
    held, played = set(info.hand), set(info.played)
    out: set[Card] = {*info.unseen, *(card for _, card in info.trick)}
    out.update(c for c in range(32) if c not in held and c not in played)
    mine = sorted(set(cards), key=lambda x: (rules.follow_class[x], -rules.power[x], x))
    rep = {card: card for card in mine}
    for hi, lo in pairwise(mine):
        if rules.follow_class[hi] != rules.follow_class[lo]:
            continue
        if (marked >> hi | marked >> lo) & 1:
            continue
        if points_count and CARD_POINTS[hi] != CARD_POINTS[lo]:
            continue
        klass = rules.follow_class[hi]
        top, bottom = rules.power[hi], rules.power[lo]
        if any(rules.follow_class[x] == klass and bottom <= rules.power[x] <= top for x in out):
            continue
        rep[lo] = rep[hi]
    # every member points at the lowest card number of its class
    lowest: dict[int, int] = {}
    for card in mine:
        root = rep[card]
        lowest[root] = min(lowest.get(root, card), card)
    return {card: lowest[rep[card]] for card in cards}


def classes(same: Mapping[int, int]) -> list[tuple[int, ...]]:
    """The classes of an :func:`equivalent_cards` map, each sorted, by their first card.

    >>> classes({3: 1, 1: 1, 7: 7})
    [(1, 3), (7,)]
    """
    groups: dict[int, list[int]] = {}
    for card, root in same.items():
        groups.setdefault(root, []).append(card)
    return sorted((tuple(sorted(g)) for g in groups.values()), key=lambda g: g[0])


__all__ = ["classes", "equivalent_cards"]
