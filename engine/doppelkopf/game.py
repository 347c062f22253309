"""Doppelkopf: the game configuration; the state of one deal is in :mod:`.state`.

>>> DoppelkopfGame(4).new_deal(seed=3).current_player()
1
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import ClassVar

from ..cards import DECK40, DECK48, Card
from ..errors import RuleOptionError
from ..rules import RuleOption
from ..state import ContextValue, Game, PlayerView
from .sampling import sample_state
from .state import NORMAL_LIST_DEALS, DoppelkopfState


class DoppelkopfGame(Game):
    """Doppelkopf: 48 cards (or 40), four players, or five with the dealer sitting out.

    >>> DoppelkopfGame(5).num_players
    5
    >>> DoppelkopfGame(4, {"forty_cards": True}).hand_size
    10
    """

    NAME: ClassVar[str] = "doppelkopf"
    TITLE: ClassVar[str] = "Doppelkopf"
    PLAYER_COUNTS: ClassVar[tuple[int, ...]] = (4, 5)
    DEFAULT_PLAYERS: ClassVar[int] = 4
    FACES: ClassVar[str] = "french"
    OPTIONS: ClassVar[tuple[RuleOption, ...]] = (
        RuleOption(
            "second_heart_ten_wins",
            False,
            "When both ♥10 fall in one trick, the second beats the first.",
        ),
        RuleOption(
            "heart_ten_first_in_last_trick",
            False,
            "With the second ♥10 rule: in the last trick the first ♥10 still wins.",
            requires="second_heart_ten_wins",
        ),
        RuleOption(
            "charlie_caught",
            True,
            "A ♣J the other side wins in the last trick scores a point for that side.",
        ),
        RuleOption(
            "tournament",
            False,
            "Tournament list: 24 deals (25 with five); everyone owes one forced solo, "
            "which outranks other solos, is led by the soloist and is dealt again by the same dealer.",
        ),
        RuleOption(
            "forty_cards",
            False,
            "The 40-card variant without nines: ten cards each, redeal right, queen-jack solo, "
            "solo ranking, announcements until the fifth card, last-trick fox 2, defenders' win 1.",
        ),
        RuleOption(
            "solo_auction",
            False,
            'Several players who want a solo bid for it by announcing "90", "60", "30", "schwarz".',
        ),
    )
    CONFORMANCE_CONFIGS: ClassVar[tuple[tuple[int, Mapping[str, object]], ...]] = (
        (4, {}),
        (5, {}),
        (4, {"forty_cards": True}),
        (4, {"tournament": True, "second_heart_ten_wins": True}),
        (4, {"solo_auction": True, "charlie_caught": False}),
    )

    __slots__ = ()

    def _check_rules(self) -> None:
        if self.rules.flag("solo_auction") and (
            self.rules.flag("forty_cards") or self.rules.flag("tournament")
        ):
            raise RuleOptionError(
                "the solo auction cannot be combined with the 40-card variant's solo ranking "
                "or with tournament forced solos"
            )

    @property
    def hand_size(self) -> int:
        """Cards per playing seat: 12, or 10 in the 40-card variant."""
        return 10 if self.rules.flag("forty_cards") else 12

    def active_seats(self, dealer: int) -> tuple[int, ...]:
        """The 4 seats that play, from the dealer's left (at a table of five the dealer sits out)."""
        return super().active_seats(dealer)[:4]

    def deck(self) -> tuple[Card, ...]:
        return DECK40 if self.rules.flag("forty_cards") else DECK48

    def tournament_length(self) -> int:
        """Deals in a tournament list: 24 with four players, 25 with five."""
        return NORMAL_LIST_DEALS + self.num_players

    def new_state(
        self, dealer: int = 0, context: Mapping[str, ContextValue] | None = None
    ) -> DoppelkopfState:
        return DoppelkopfState(self, dealer, context)

    def sample_state(self, view: PlayerView, rng: random.Random) -> DoppelkopfState:
        return sample_state(self, view, rng)


__all__ = ["DoppelkopfGame"]
