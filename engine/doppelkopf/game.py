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
from .options import OPTIONS
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
    OPTIONS: ClassVar[tuple[RuleOption, ...]] = OPTIONS
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

    def session_deals(self) -> int | None:
        """:meth:`tournament_length` when the ``tournament`` option is on."""
        return self.tournament_length() if self.rules.get("tournament") is True else None

    def new_state(
        self, dealer: int = 0, context: Mapping[str, ContextValue] | None = None
    ) -> DoppelkopfState:
        return DoppelkopfState(self, dealer, context)

    def sample_state(self, view: PlayerView, rng: random.Random) -> DoppelkopfState:
        return sample_state(self, view, rng)


__all__ = ["DoppelkopfGame"]
