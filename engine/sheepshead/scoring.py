"""Sheepshead's scoring table and the scores of a deal.

>>> score_row(3, 95, 4, 7).label, score_row(3, 95, 4, 7).picker[3]
('91 or more (schneider)', 4)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..messages import declare


@dataclass(frozen=True)
class ScoreRow:
    """One row of the seed's scoring table: what each role wins (negative: pays)."""

    label: str
    picker: dict[int, int]
    """Picker's score by number of players (with a partner at five)."""
    partner: int
    defender: int
    picker_side_wins: bool


SCORE_TABLE: Final[tuple[ScoreRow, ...]] = (
    ScoreRow("no trick (reverse schwarz)", {3: -6, 4: -9, 5: -6}, -3, 3, False),
    ScoreRow("30 or fewer (reverse schneider)", {3: -4, 4: -6, 5: -4}, -2, 2, False),
    ScoreRow("31 to 60", {3: -2, 4: -3, 5: -2}, -1, 1, False),
    ScoreRow("61 to 90", {3: 2, 4: 3, 5: 2}, 1, -1, True),
    ScoreRow("91 or more (schneider)", {3: 4, 4: 6, 5: 4}, 2, -2, True),
    ScoreRow("all tricks (schwarz)", {3: 6, 4: 9, 5: 6}, 3, -3, True),
)
"""The seed's table, by the picker side's card points (buried cards included) and tricks."""

ROW: Final = {
    "no trick (reverse schwarz)": declare(
        "score.sheepshead.row.no_trick", "no trick (reverse Schwarz)"
    ),
    "30 or fewer (reverse schneider)": declare(
        "score.sheepshead.row.30_or_fewer", "30 or fewer (reverse Schneider)"
    ),
    "31 to 60": declare("score.sheepshead.row.31_to_60", "31 to 60"),
    "61 to 90": declare("score.sheepshead.row.61_to_90", "61 to 90"),
    "91 or more (schneider)": declare("score.sheepshead.row.91_or_more", "91 or more (Schneider)"),
    "all tricks (schwarz)": declare("score.sheepshead.row.all_tricks", "all tricks (Schwarz)"),
}
"""Each row's label as a message code (the records keep the English label)."""


def score_row(players: int, side_points: int, side_tricks: int, tricks: int) -> ScoreRow:
    """The table row for the picker side's card points and tricks out of ``tricks``.

    No trick and all tricks take precedence over the card points.

    >>> [score_row(5, p, 1, 6).defender for p in (30, 31, 60, 61, 90, 91)]
    [2, 1, 1, -1, -1, -2]
    >>> score_row(5, 40, 0, 6).label, score_row(5, 120, 6, 6).label
    ('no trick (reverse schwarz)', 'all tricks (schwarz)')
    """
    if side_tricks == 0:
        return SCORE_TABLE[0]
    if side_tricks == tricks:
        return SCORE_TABLE[5]
    if side_points <= 30:
        return SCORE_TABLE[1]
    if side_points <= 60:
        return SCORE_TABLE[2]
    if side_points <= 90:
        return SCORE_TABLE[3]
    return SCORE_TABLE[4]


def alone_picker_score(row: ScoreRow) -> int:
    """Five players, picker alone: collects from (or pays) all four defenders.

    >>> [alone_picker_score(r) for r in SCORE_TABLE]
    [-12, -8, -4, 4, 8, 12]
    """
    return -4 * row.defender


def picker_scores(
    players: int,
    picker: int,
    partner: int | None,
    side_points: int,
    side_tricks: int,
    tricks: int,
    multiplier: int = 1,
) -> tuple[ScoreRow, list[int]]:
    """The table row and every seat's score of a deal somebody picked.

    ``partner`` is None when the picker plays alone (always with three or four
    players).  With five, a lone picker wins or pays four times a defender's
    amount, so the deal stays zero-sum.

    >>> picker_scores(4, 0, None, 75, 3, 7)[1]
    [3, -1, -1, -1]
    >>> picker_scores(5, 1, 3, 45, 2, 6)[1]
    [1, -2, 1, -1, 1]
    >>> picker_scores(5, 1, None, 95, 5, 6, multiplier=2)[1]
    [-4, 16, -4, -4, -4]
    """
    row = score_row(players, side_points, side_tricks, tricks)
    scores = [row.defender * multiplier] * players
    alone = partner is None and players == 5
    scores[picker] = (alone_picker_score(row) if alone else row.picker[players]) * multiplier
    if partner is not None:
        scores[partner] = row.partner * multiplier
    return row, scores


def leaster_scores(
    points: list[int], tricks: list[int], multiplier: int = 1
) -> tuple[list[int], list[int]]:
    """Leaster: the winners (fewest card points among players with a trick) and scores.

    Each winner wins one from every player who did not win; tied winners all
    win and settle nothing between themselves.

    >>> leaster_scores([40, 15, 65], [3, 1, 6])
    ([1], [-1, 2, -1])
    >>> leaster_scores([0, 20, 20, 80], [0, 2, 1, 4])  # no trick: cannot win
    ([1, 2], [-2, 2, 2, -2])
    """
    eligible = [s for s, t in enumerate(tricks) if t > 0]
    low = min(points[s] for s in eligible)
    winners = [s for s in eligible if points[s] == low]
    losers = len(points) - len(winners)
    scores = [(losers if s in winners else -len(winners)) * multiplier for s in range(len(points))]
    return winners, scores
