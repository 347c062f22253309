"""A skill rating per game: Glicko-2 against computer levels whose ratings are fixed.

Each session is one rating period.  A deal counts as a game between the
user and the table, rated as the strongest computer opponent: won when the
user's side won it (as declarer or partner: the declaring side won; as
defender: it lost), lost otherwise; deals without a decided side count half
by the sign of the user's score, and sat-out deals not at all.  Imported
deals have no known opponents and are left out.  The counts per session come
from one SQL aggregate, so a long history rates quickly.

Glickman's worked example (a 1500 player, deviation 200, beats a 1400 and
loses to a 1550 and a 1700):

>>> r = update(Rating(1500, 200), [(1400, 30, 1.0, 1), (1550, 100, 0.0, 1), (1700, 300, 0.0, 1)])
>>> round(r.rating, 2), round(r.deviation, 2), round(r.volatility, 5)
(1464.05, 151.52, 0.06)
"""

from __future__ import annotations

import dataclasses
import math
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass

from .aggregates import Filter, games_stored

LEVEL_RATINGS: dict[str, float] = {
    "random": 900.0,
    "beginner": 1300.0,
    "standard": 1550.0,
    "strong": 1800.0,
}
"""The fixed ratings of the computer levels (their deviation: :data:`LEVEL_DEVIATION`)."""
LEVEL_DEVIATION = 50.0

_SCALE = 173.7178
_TAU = 0.5
_EPSILON = 1e-6
MAX_DEVIATION = 350.0
"""A rating's deviation never grows past where it starts (as Glicko's RD cap)."""
MAX_VOLATILITY = 0.2
"""Glicko-2's volatility is held below this.  A session is one rating period of up to
dozens of deals against one fixed opponent: a surprising one (many wins far above the
rating) would otherwise drive the volatility, and with it the one-step update, without
bound (a rating of 4,000,000 after a few hundred random sessions; typical volatilities
are near 0.06)."""


@dataclass(frozen=True)
class Rating:
    """A Glicko-2 rating on the familiar scale (1500 to start), its deviation and volatility."""

    rating: float = 1500.0
    deviation: float = 350.0
    volatility: float = 0.06

    @property
    def low(self) -> float:
        """The lower end of the 95% band."""
        return self.rating - 2 * self.deviation

    @property
    def high(self) -> float:
        return self.rating + 2 * self.deviation


def _g(phi: float) -> float:
    return 1 / math.sqrt(1 + 3 * phi * phi / math.pi**2)


def update(player: Rating, games: Sequence[tuple[float, float, float, int]]) -> Rating:
    """The rating after one period of ``games``: (opponent rating, its deviation, points, games).

    ``points`` is the sum of the results (1 won, 0.5 drawn, 0 lost) of the
    ``games`` played against that opponent.  No games: only the deviation grows.
    """
    mu = (player.rating - 1500) / _SCALE
    phi = player.deviation / _SCALE
    sigma = player.volatility
    played = [(r, d, s, n) for r, d, s, n in games if n > 0]
    if not played:
        phi_star = math.sqrt(phi * phi + sigma * sigma)
        return Rating(player.rating, min(MAX_DEVIATION, phi_star * _SCALE), sigma)
    v_inv = 0.0
    delta_sum = 0.0
    for opp_rating, opp_dev, points, n in played:
        mu_j = (opp_rating - 1500) / _SCALE
        g = _g(opp_dev / _SCALE)
        e = 1 / (1 + math.exp(min(700.0, max(-700.0, -g * (mu - mu_j)))))
        v_inv += n * g * g * e * (1 - e)
        delta_sum += g * (points - n * e)
    if v_inv < 1e-12:  # results so certain they tell nothing (a far weaker opponent)
        return update(player, [])
    v = 1 / v_inv
    delta = v * delta_sum
    sigma = min(MAX_VOLATILITY, _new_volatility(phi, sigma, v, delta))
    phi_star = min(MAX_DEVIATION / _SCALE, math.sqrt(phi * phi + sigma * sigma))
    phi_new = 1 / math.sqrt(1 / (phi_star * phi_star) + 1 / v)
    mu_new = mu + phi_new * phi_new * delta_sum
    return Rating(1500 + _SCALE * mu_new, _SCALE * phi_new, sigma)


def _new_volatility(phi: float, sigma: float, v: float, delta: float) -> float:
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2 * (phi * phi + v + ex) ** 2) - (
            x - a
        ) / (_TAU * _TAU)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * _TAU) < 0:
            k += 1
        big_b = a - k * _TAU
    fa, fb = f(big_a), f(big_b)
    while abs(big_b - big_a) > _EPSILON:
        c = big_a + (big_a - big_b) * fa / (fb - fa)
        fc = f(c)
        if fc * fb <= 0:
            big_a, fa = big_b, fb
        else:
            fa /= 2
        big_b, fb = c, fc
    return math.exp(big_a / 2)


_OUTCOME = """
CASE
  WHEN role IN ('declarer', 'partner') AND declarer_won IS NOT NULL THEN declarer_won
  WHEN role = 'defender' AND declarer_won IS NOT NULL THEN 1 - declarer_won
  WHEN score > 0 THEN 1.0 WHEN score < 0 THEN 0.0 ELSE 0.5
END
"""


def rating_history(conn: sqlite3.Connection, f: Filter) -> list[tuple[int, int, Rating]]:
    """(session id, deals rated, the rating after it) for each session, oldest first."""
    where, args = f.where()
    rows = conn.execute(
        # a session's opponents are the same in each of its deals: grouping by the session
        # alone follows its index, with no sort of every deal
        f"SELECT session_id, MIN(opponent_level), SUM({_OUTCOME}), COUNT(*) FROM deals"
        f" WHERE {where} AND role != 'out'"
        " AND opponent_level IN ('random', 'beginner', 'standard', 'strong')"
        " GROUP BY session_id ORDER BY MIN(finished), session_id",
        args,
    ).fetchall()
    rating = Rating()
    out: list[tuple[int, int, Rating]] = []
    for session_id, level, points, n in rows:
        rating = update(rating, [(LEVEL_RATINGS[level], LEVEL_DEVIATION, float(points), int(n))])
        out.append((int(session_id), int(n), rating))
    return out


def ratings_by_game(
    conn: sqlite3.Connection, f: Filter
) -> dict[str, list[tuple[int, int, Rating]]]:
    """:func:`rating_history` of each game ``f`` lets through (a rating is kept per game:
    one game's results never move another's rating), by game name.

    >>> from stammtisch.engine.history.store import HistoryStore
    >>> ratings_by_game(HistoryStore.in_memory().conn, Filter())
    {}
    """
    out: dict[str, list[tuple[int, int, Rating]]] = {}
    for game in games_stored(conn):
        if f.game is not None and game != f.game:
            continue
        rows = rating_history(conn, dataclasses.replace(f, game=game))
        if rows:
            out[game] = rows
    return out


__all__ = [
    "LEVEL_DEVIATION",
    "LEVEL_RATINGS",
    "MAX_DEVIATION",
    "MAX_VOLATILITY",
    "Rating",
    "rating_history",
    "ratings_by_game",
    "update",
]
