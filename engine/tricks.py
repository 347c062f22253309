"""The trick-taking core: trumps, following, and who wins a trick.

Each contract (a Skat grand, a Schafkopf Wenz, a Doppelkopf jack solo...)
gives a :class:`TrickRules`: which cards are trump and in what order, and how
the other cards rank inside their suits.  All trumps form one "suit" of their
own for following, so a jack in a Skat suit game belongs to the trumps, not
to its printed suit.

>>> from stammtisch.engine.cards import parse_card as c, cards_of, mask_of
>>> grand = TrickRules.build(trumps=[c("CJ"), c("SJ"), c("HJ"), c("DJ")], plain_order="ATKQ987")
>>> grand.winner([c("HA"), c("HT"), c("DJ")])  # the diamond jack trumps
2
>>> grand.follow_name(c("HA")), grand.follow_name(c("HJ"))
('hearts', 'trump')
>>> [card_str(x) for x in cards_of(grand.legal_mask(mask_of([c("HJ"), c("H7"), c("S7")]), c("HA")))]
['H7']

Of two equal cards (Doppelkopf's double deck) the first played wins, unless
the caller passes ``later_equal_wins`` for a card such as the second ♥10.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from .cards import (
    CARD_POINTS,
    NUM_CARDS,
    RANK_LETTERS,
    SUIT_MASKS,
    SUIT_NAMES_EN,
    Card,
    CardMask,
    card_str,
)

TRUMP: Final = 4
"""The follow class of every trump card (suits are 0..3)."""

FOLLOW_NAMES: Final = (*SUIT_NAMES_EN, "trump")


@dataclass(frozen=True, slots=True)
class TrickRules:
    """Trump set and card order of one contract, precomputed for speed.

    ``follow_class[c]`` is :data:`TRUMP` for a trump and the printed suit
    otherwise; ``class_masks[k]`` the cards of class ``k``; ``power[c]`` a
    number that orders cards inside their class (higher wins).
    """

    trump_mask: CardMask
    follow_class: tuple[int, ...]
    class_masks: tuple[CardMask, ...]
    power: tuple[int, ...]
    trump_order: tuple[Card, ...]

    @classmethod
    def build(
        cls,
        trumps: Sequence[Card],
        plain_order: str | Sequence[int],
        suit_orders: dict[int, str | Sequence[int]] | None = None,
    ) -> TrickRules:
        """Rules where ``trumps`` (strongest first) are trump.

        ``plain_order`` ranks the other cards inside each suit, strongest
        first, as rank letters (``"ATKQ987"``) or rank numbers; ``suit_orders``
        overrides it for single suits.
        """
        trump_set = set(trumps)
        if len(trump_set) != len(trumps):
            raise ValueError("a trump order names a card twice")
        follow = [0] * NUM_CARDS
        power = [0] * NUM_CARDS
        masks = [0, 0, 0, 0, 0]
        for i, card in enumerate(trumps):
            follow[card] = TRUMP
            power[card] = 100 + len(trumps) - i
            masks[TRUMP] |= 1 << card
        for suit in range(4):
            order = _ranks((suit_orders or {}).get(suit, plain_order))
            for i, rank in enumerate(order):
                card = suit * 8 + rank
                if card in trump_set:
                    continue
                follow[card] = suit
                power[card] = 50 - i
                masks[suit] |= 1 << card
            for rank in range(8):  # ranks missing from the order still follow their suit
                card = suit * 8 + rank
                if card not in trump_set and not masks[suit] >> card & 1:
                    follow[card] = suit
                    masks[suit] |= 1 << card
        return cls(
            trump_mask=masks[TRUMP],
            follow_class=tuple(follow),
            class_masks=tuple(masks),
            power=tuple(power),
            trump_order=tuple(trumps),
        )

    def is_trump(self, card: Card) -> bool:
        """Whether ``card`` is trump under these rules."""
        return bool(self.trump_mask >> card & 1)

    def follow_name(self, card: Card) -> str:
        """What a player must follow when ``card`` is led: a suit name or ``"trump"``."""
        return FOLLOW_NAMES[self.follow_class[card]]

    def legal_mask(self, hand: CardMask, lead: Card | None) -> CardMask:
        """The cards of ``hand`` that may be played to a trick led by ``lead``.

        Must follow the led class if possible; otherwise any card.
        """
        if lead is None:
            return hand
        same = hand & self.class_masks[self.follow_class[lead]]
        return same if same else hand

    def beats(self, card: Card, best: Card) -> bool:
        """Whether ``card``, played later, beats the trick's current ``best`` card.

        An equal card (the second copy in Doppelkopf) does not beat the first.
        """
        fc = self.follow_class[card]
        fb = self.follow_class[best]
        if fc == fb:
            return self.power[card] > self.power[best]
        return fc == TRUMP

    def winner(self, trick: Sequence[Card], later_equal_wins: CardMask = 0) -> int:
        """The position (0-based, in playing order) of the card that wins ``trick``.

        ``later_equal_wins`` marks cards whose second copy beats the first.
        """
        best_i = 0
        best = trick[0]
        for i in range(1, len(trick)):
            card = trick[i]
            if self.beats(card, best) or (card == best and later_equal_wins >> card & 1):
                best_i, best = i, card
        return best_i

    def sort_key(self, card: Card) -> tuple[int, int]:
        """A key that sorts a hand for display: trumps first, then suits, strongest first."""
        fc = self.follow_class[card]
        return (0 if fc == TRUMP else 1 + fc, -self.power[card])

    def describe(self) -> str:
        """The trump order as text, strongest first (``"CJ SJ HJ DJ"``)."""
        return " ".join(card_str(c) for c in self.trump_order)


def _ranks(order: str | Sequence[int]) -> list[int]:
    if isinstance(order, str):
        return [RANK_LETTERS.index(ch) for ch in order]
    return [int(r) for r in order]


def suit_cards(suit: int, ranks: str) -> list[Card]:
    """The cards of ``suit`` with the given rank letters, in that order.

    >>> [card_str(c) for c in suit_cards(2, "ATK")]
    ['HA', 'HT', 'HK']
    """
    return [suit * 8 + RANK_LETTERS.index(r) for r in ranks]


def trick_points(cards: Iterable[Card]) -> int:
    """Card points of the cards in a trick (or any list of cards)."""
    return sum(CARD_POINTS[c] for c in cards)


__all__ = [
    "FOLLOW_NAMES",
    "SUIT_MASKS",
    "TRUMP",
    "TrickRules",
    "suit_cards",
    "trick_points",
]
