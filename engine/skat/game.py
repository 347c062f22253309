"""Skat: the game configuration; the state of one deal is in :mod:`.state`.

>>> game = SkatGame()
>>> game.new_deal(seed=3, dealer=0).current_player()
2
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from ..cards import DECK32, Card
from ..rules import RuleOption
from ..state import ContextValue, Game, PlayerView
from .options import OPTIONS
from .sampling import sample_state
from .state import SkatState, _Layout


class SkatGame(Game):
    """Skat for three players, or four at the table with the dealer sitting out.

    Scores are not zero-sum: in ``standard`` scoring only the declarer scores
    (+value or -2 × value); ``seeger_fabian`` adds +50/-50 and pays the
    opponents of a lost game; ``adjusted`` charges the defenders of a won game.
    Ramsch charges its losers only.  Hence ``ZERO_SUM = False`` in every mode.

    >>> SkatGame().planned_deals, SkatGame(4, {"rounds": 3}).planned_deals
    (3, 12)
    """

    NAME: ClassVar[str] = "skat"
    TITLE: ClassVar[str] = "Skat"
    PLAYER_COUNTS: ClassVar[tuple[int, ...]] = (3, 4)
    DEFAULT_PLAYERS: ClassVar[int] = 3
    ZERO_SUM: ClassVar[bool] = False
    FACES: ClassVar[str] = "french"
    SCORE_LIST: ClassVar[bool] = True
    OPTIONS: ClassVar[tuple[RuleOption, ...]] = OPTIONS
    CONFORMANCE_CONFIGS: ClassVar[tuple[tuple[int, Mapping[str, object]], ...]] = (
        (3, {}),
        (4, {}),
        (3, {"kontra_re": True}),
        (3, {"scoring": "seeger_fabian", "ramsch": "ramsch"}),
        (4, {"scoring": "seeger_fabian", "kontra_re": True, "ramsch": "schieberamsch"}),
        (3, {"scoring": "adjusted", "ramsch": "schieberamsch", "pass_jacks": True}),
    )

    def __init__(
        self, players: int | None = None, rules: Mapping[str, object] | Any | None = None
    ) -> None:
        super().__init__(players, rules)
        object.__setattr__(self, "scoring", self.rules.word("scoring"))
        object.__setattr__(self, "ramsch", self.rules.word("ramsch"))
        object.__setattr__(self, "kontra_re", self.rules.flag("kontra_re"))
        object.__setattr__(self, "pass_jacks", self.rules.flag("pass_jacks"))
        object.__setattr__(
            self, "_layouts", tuple(_Layout(self.num_players, d) for d in range(self.num_players))
        )
        object.__setattr__(self, "_zero_scores", (0,) * self.num_players)

    scoring: str
    ramsch: str
    kontra_re: bool
    pass_jacks: bool
    _layouts: tuple[_Layout, ...]
    _zero_scores: tuple[int, ...]

    @property
    def planned_deals(self) -> int:
        """The session length the ``rounds`` option asks for: rounds × players deals."""
        return self.rules.number("rounds") * self.num_players

    def session_deals(self) -> int | None:
        """:attr:`planned_deals` when the ``rounds`` option sets it."""
        return self.planned_deals or None

    def active_seats(self, dealer: int) -> tuple[int, ...]:
        """The 3 seats that play, from the dealer's left (at a table of four the dealer sits out)."""
        return super().active_seats(dealer)[:3]

    def deck(self) -> tuple[Card, ...]:
        return DECK32

    def new_state(
        self, dealer: int = 0, context: Mapping[str, ContextValue] | None = None
    ) -> SkatState:
        return SkatState(self, dealer, context)

    def sample_state(self, view: PlayerView, rng: random.Random) -> SkatState:
        return sample_state(self, view, rng)

    def ranking(
        self, totals: Sequence[int], wins: Sequence[int], losses: Sequence[int]
    ) -> list[list[int]]:
        """Places by total points, then most games won, then fewest games lost.

        >>> SkatGame().ranking([50, 50, 50], [2, 2, 1], [1, 0, 0])
        [[1], [0], [2]]
        """

        def key(seat: int) -> tuple[int, int, int]:
            return (-totals[seat], -wins[seat], losses[seat])

        places: list[list[int]] = []
        for seat in sorted(range(len(totals)), key=key):
            if places and key(places[-1][0]) == key(seat):
                places[-1].append(seat)
            else:
                places.append([seat])
        return places


__all__ = ["SkatGame"]
