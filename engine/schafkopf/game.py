"""The Schafkopf game configuration: four players, 32 (or 24) German-suited cards.

>>> game = SchafkopfGame()
>>> game.hand_size, len(game.deck())
(8, 32)
>>> SchafkopfGame(rules={"short_deck": True}).hand_size
6
>>> SchafkopfGame.with_preset("netschafkopf").rules["partner_tariff"]
2
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import ClassVar

from ..cards import DECK24, DECK32, Card
from ..rules import RuleOption
from ..state import ContextValue, Game, PlayerView
from .contracts import GameType
from .options import OPTIONS, preset_rules
from .sampling import sample_state
from .scoring import DURCHMARSCH_LINE
from .state import SchafkopfState


class SchafkopfGame(Game):
    """Schafkopf as the seed and ``RULES.md`` describe it (see ``docs/rules/schafkopf.md``)."""

    NAME: ClassVar[str] = "schafkopf"
    TITLE: ClassVar[str] = "Schafkopf"
    PLAYER_COUNTS: ClassVar[tuple[int, ...]] = (4,)
    DEFAULT_PLAYERS: ClassVar[int] = 4
    OPTIONS: ClassVar[tuple[RuleOption, ...]] = OPTIONS
    RARE_WORDS: ClassVar[tuple[str, ...]] = (DURCHMARSCH_LINE,)
    """Score-line words too rare for random deals to show (for the translation catalogue)."""
    ZERO_SUM: ClassVar[bool] = True
    FACES: ClassVar[str] = "german"
    CONFORMANCE_CONFIGS: ClassVar[tuple[tuple[int, Mapping[str, object]], ...]] = (
        (4, {}),
        (4, {"kontra_re": True, "klopfen": True, "all_pass": "ramsch"}),
        (4, {"short_deck": True, "all_pass": "pay", "suit_geier": False, "suit_wenz": False}),
        (4, {**preset_rules("pm_10"), "runners_into_suit": False}),
    )

    __slots__ = ()

    @classmethod
    def with_preset(cls, name: str, overrides: Mapping[str, object] | None = None) -> SchafkopfGame:
        """A game with the rules of a named preset (see :data:`~.options.PRESETS`)."""
        rules: dict[str, object] = dict(preset_rules(name))
        rules.update(overrides or {})
        return cls(4, rules)

    @property
    def hand_size(self) -> int:
        """Cards per hand: 8, or 6 with the short deck."""
        return 6 if self.rules.flag("short_deck") else 8

    def level_enabled(self, level: int) -> bool:
        """Whether the game type at auction ``level`` is played at this table."""
        if level in (GameType.SUIT_GEIER, GameType.SUIT_GEIER_TOUT):
            return self.rules.flag("suit_geier")
        if level in (GameType.SUIT_WENZ, GameType.SUIT_WENZ_TOUT):
            return self.rules.flag("suit_wenz")
        return True

    def deck(self) -> tuple[Card, ...]:
        return DECK24 if self.rules.flag("short_deck") else DECK32

    def new_state(
        self, dealer: int = 0, context: Mapping[str, ContextValue] | None = None
    ) -> SchafkopfState:
        return SchafkopfState(self, dealer, dict(context or {}))

    def sample_state(self, view: PlayerView, rng: random.Random) -> SchafkopfState:
        return sample_state(self, view, rng)


__all__ = ["SchafkopfGame"]
