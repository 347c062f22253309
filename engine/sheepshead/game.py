"""Sheepshead for three, four and five players: the game configuration.

The state of one deal, with the course of a deal, is in :mod:`.state`.

>>> SheepsheadGame(3).new_deal(seed=4, dealer=0).current_player()
1
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import ClassVar

from ..cards import DECK32, Card
from ..rules import RuleOption
from ..state import ContextValue, Game, PlayerView
from .options import DOUBLER, JACK_OF_DIAMONDS_RULE, OPTIONS
from .sampling import sample_state
from .state import SheepsheadState


class SheepsheadGame(Game):
    """Sheepshead at a table of 3, 4 or 5.

    >>> SheepsheadGame(5).rules["partner"]
    'called_ace'
    >>> SheepsheadGame(4, {"no_pick": "doubler"})
    SheepsheadGame(players=4, rules={'no_pick': 'doubler'})
    """

    NAME: ClassVar[str] = "sheepshead"
    TITLE: ClassVar[str] = "Sheepshead"
    PLAYER_COUNTS: ClassVar[tuple[int, ...]] = (3, 4, 5)
    DEFAULT_PLAYERS: ClassVar[int] = 5
    FACES: ClassVar[str] = "french"
    OPTIONS: ClassVar[tuple[RuleOption, ...]] = OPTIONS
    CONFORMANCE_CONFIGS: ClassVar[tuple[tuple[int, Mapping[str, object]], ...]] = (
        (3, {}),
        (4, {}),
        (5, {}),
        (5, {"partner": JACK_OF_DIAMONDS_RULE}),
        (3, {"no_pick": DOUBLER}),
        (4, {"blind_to_last_trick": True}),
        (5, {"no_pick": DOUBLER, "partner": JACK_OF_DIAMONDS_RULE}),
    )

    def deck(self) -> tuple[Card, ...]:
        return DECK32

    def new_state(
        self, dealer: int = 0, context: Mapping[str, ContextValue] | None = None
    ) -> SheepsheadState:
        return SheepsheadState(self, dealer, context)

    def sample_state(self, view: PlayerView, rng: random.Random) -> SheepsheadState:
        return sample_state(self, view, rng)

    @property
    def jack_partner(self) -> bool:
        """Whether the jack-of-diamonds rule decides the partner (five players only)."""
        return self.num_players == 5 and self.rules.word("partner") == JACK_OF_DIAMONDS_RULE

    @property
    def doubler(self) -> bool:
        """Whether a deal nobody picks is thrown in as a doubler (else a Leaster is played)."""
        return self.rules.word("no_pick") == DOUBLER


__all__ = ["SheepsheadGame"]
