"""The coach's one score scale per game: the game's own score as the score sheet counts it.

Every number the coach shows (a hint's values, a grade's loss, the review's "could I
have won?", a practice puzzle's points) is on the scale :func:`scale_for` names for the
deciding seat, and :func:`scale_value` reads the same scale off a finished deal, so a
value and the result dialog can be compared directly.

* **score** (Schafkopf, Doppelkopf, Sheepshead): the seat's own score for the deal,
  as the result dialog and the score sheet count it.
* **skat** (a Skat declarer's game): the seat's points on the list less the other
  side's.  A Skat defender's own entry is 0 whatever happens under standard scoring,
  so the scale is the declarer's entry seen from the defenders' side: a defender sees
  minus what the declarer scores, the declarer its own entry (less a defender's, which
  is 0 except under Seeger-Fabian and adjusted scoring).  Both sides see the same
  number with opposite signs.  Bids are valued as the game the bidder would declare.
* **card points** (Skat's and Schafkopf's Ramsch, Sheepshead's Leaster): every player
  for himself, and what the search plays for is the card points the seat takes,
  counted negative (fewer is better).

The search's own numbers (:mod:`stammtisch.engine.ai`) are the seat's score in
Schafkopf, Doppelkopf and Sheepshead and the card points in a Ramsch or Leaster; in a
Skat declarer's game the seat's score against the others' mean, which is the skat scale
for the declarer and half of it for a defender (:func:`search_factor`).

>>> SCALES["skat"].thresholds, SCALES["card_points"].unit
((4.0, 8.0, 16.0), 'coach.unit.card_points')
"""

from __future__ import annotations

from dataclasses import dataclass

from ..messages import Message, declare
from ..phase import Phase
from ..state import GameState

SCORE_NAME = declare("coach.scale.score", "your score for the deal, as the score sheet counts it")
SKAT_NAME = declare(
    "coach.scale.skat",
    "your points on the score sheet less the other side's (a defender sees minus the"
    " declarer's score)",
)
CARD_POINTS_NAME = declare(
    "coach.scale.card_points", "the card points you take, counted negative: fewer is better"
)
POINTS_UNIT = declare("coach.unit.points", "points")
CARD_POINTS_UNIT = declare("coach.unit.card_points", "card points")


@dataclass(frozen=True)
class Scale:
    """A score scale: what its numbers mean, their unit, and how losses on it are graded.

    ``thresholds``: the largest loss still graded good, inaccuracy and mistake (more is a
    blunder; "best" is no loss at all, see :mod:`.grades`); ``swing``: the difference
    between winning and losing a typical deal on this scale, which the thresholds are
    5, 10 and 20 % of.
    """

    kind: str
    name: str
    """The message code of the scale's name."""
    unit: str
    """The message code of its unit."""
    thresholds: tuple[float, float, float]
    swing: float

    def name_message(self) -> Message:
        return Message.of(self.name)

    def unit_message(self) -> Message:
        return Message.of(self.unit)


SCALES: dict[str, Scale] = {
    "skat": Scale("skat", SKAT_NAME, POINTS_UNIT, (4.0, 8.0, 16.0), 80.0),
    "schafkopf": Scale("score", SCORE_NAME, POINTS_UNIT, (2.5, 5.0, 10.0), 50.0),
    "doppelkopf": Scale("score", SCORE_NAME, POINTS_UNIT, (0.3, 0.6, 1.2), 6.0),
    "sheepshead": Scale("score", SCORE_NAME, POINTS_UNIT, (0.2, 0.4, 0.8), 4.0),
    "card_points": Scale("card_points", CARD_POINTS_NAME, CARD_POINTS_UNIT, (3.0, 6.0, 12.0), 60.0),
}
"""Each game's scale, and the card points scale of the games where every player is alone."""


def every_man_for_himself(state: GameState) -> bool:
    """Whether ``state``'s contract is a Ramsch or a Leaster (each seat plays alone for the
    fewest card points), read from the games' public state."""
    from ..schafkopf.contracts import RAMSCH
    from ..schafkopf.state import SchafkopfState
    from ..sheepshead.state import SheepsheadState
    from ..skat.state import SkatState

    if isinstance(state, SkatState):
        return bool(state.is_ramsch)
    if isinstance(state, SchafkopfState):
        return state.contract is RAMSCH
    if isinstance(state, SheepsheadState):
        return state.picker is None and state.phase in (Phase.PLAY, Phase.OVER)
    return False


def scale_for(state: GameState) -> Scale:
    """The scale the coach shows ``state``'s decisions on (the same for every seat)."""
    if every_man_for_himself(state):
        return SCALES["card_points"]
    return SCALES[state.game.NAME]


def _skat_declarer(state: GameState) -> int | None:
    from ..skat.state import SkatState

    return state.declarer if isinstance(state, SkatState) else None


def search_factor(state: GameState, seat: int) -> float:
    """What the search's value for ``seat`` is multiplied by to be on :func:`scale_for`'s
    scale: 2 for a Skat defender (the search counts half the declarer's score against it),
    else 1."""
    if state.game.NAME != "skat" or every_man_for_himself(state):
        return 1.0
    declarer = _skat_declarer(state)
    if declarer is None or declarer == seat:
        return 1.0
    return 2.0 if seat in state.game.active_seats(state.dealer) else 1.0


def scale_value(final: GameState, seat: int) -> float:
    """``seat``'s result of the finished deal ``final`` on its scale (see the module doc)."""
    result = final.result()
    scale = scale_for(final)
    if scale.kind == "card_points":
        return -float(result.card_points[seat])
    scores = result.scores
    if scale.kind == "skat":
        declarer = result.declarer
        active = final.game.active_seats(final.dealer)
        if declarer is None or seat not in active:
            return float(scores[seat])
        defender = next(s for s in active if s != declarer)
        diff = float(scores[declarer] - scores[defender])
        return diff if seat == declarer else -diff
    return float(scores[seat])


__all__ = [
    "SCALES",
    "Scale",
    "every_man_for_himself",
    "scale_for",
    "scale_value",
    "search_factor",
]
