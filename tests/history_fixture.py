"""A small hand-made history: three sessions whose statistics are worked out by hand.

Session A, three-handed Skat against "standard" (user seat 0), deals at t=1000..1002:
  A0 user declares Grand, won, value 48, bid 23 (score +48, card points 70)
  A1 seat 1 declares Clubs, lost, value 24 (user defends with seat 2: 40 + 30 = 70)
  A2 user declares Hearts, bid 30, game worth 20: overbid, lost at 30 (score -60, 65)
Session B, four-handed Skat against "strong", t=2000..2002:
  B0 user deals and sits out; seat 2 wins Spades, value 22
  B1 user declares Null, won, value 23, bid 23 (score +23, card points 10)
  B2 seat 1 declares Clubs, lost, value 24; dealer 2 sits out (user + seat 3: 30 + 50 = 80)
Session C, Doppelkopf against "beginner", t=3000: a normal game the Re party (0, 2) wins.
"""

from __future__ import annotations

from typing import Any

from stammtisch.engine.history.store import Grade, HistoryStore, SessionInfo
from stammtisch.engine.records import DealRecord


def skat_result(
    declarer: int | None,
    code: str,
    won: bool,
    value: int,
    bid: int,
    game_value: int,
    scores: list[int],
    points: list[int],
) -> dict[str, Any]:
    return {
        "contract": code,
        "declarer": declarer,
        "scores": scores,
        "card_points": points,
        "details": {
            "declaration": code,
            "won": won,
            "value": value,
            "bid": bid,
            "game_value": game_value,
        },
    }


def record(game: str, players: int, dealer: int, result: dict[str, Any]) -> DealRecord:
    return DealRecord(game, players, {}, dealer, (), (), result=result)


def fill(store: HistoryStore) -> dict[str, int]:
    """Store the fixture; the ids of its deals by name."""
    ids: dict[str, int] = {}
    a = store.begin_session(
        SessionInfo("A", "skat", 3, {}, ("U", "B", "C"), ("human", "standard", "standard"), 0),
        started=1000,
    )
    deals_a = [
        (2, skat_result(0, "G", True, 48, 23, 48, [48, 0, 0], [70, 30, 20])),
        (0, skat_result(1, "C", False, 24, 18, 24, [0, -48, 0], [40, 50, 30])),
        (1, skat_result(0, "H", False, 30, 30, 20, [-60, 0, 0], [65, 35, 20])),
    ]
    for i, (dealer, result) in enumerate(deals_a):
        ids[f"A{i}"] = store.add_deal(a, i, record("skat", 3, dealer, result), 1000 + i) or 0
    b = store.begin_session(
        SessionInfo(
            "B", "skat", 4, {}, ("U", "B", "C", "D"), ("human", "beginner", "strong", "standard"), 0
        ),
        started=2000,
    )
    deals_b = [
        (0, skat_result(2, "S", True, 22, 18, 22, [0, 0, 22, 0], [0, 40, 70, 10])),
        (1, skat_result(0, "N", True, 23, 23, 23, [23, 0, 0, 0], [10, 0, 50, 60])),
        (2, skat_result(1, "C", False, 24, 20, 24, [0, -48, 0, 0], [30, 40, 0, 50])),
    ]
    for i, (dealer, result) in enumerate(deals_b):
        ids[f"B{i}"] = store.add_deal(b, i, record("skat", 4, dealer, result), 2000 + i) or 0
    c = store.begin_session(
        SessionInfo(
            "C", "doppelkopf", 4, {}, ("U", "B", "C", "D"), ("human",) + ("beginner",) * 3, 0
        ),
        started=3000,
    )
    doko = {
        "contract": "normal game",
        "declarer": None,
        "scores": [1, -1, 1, -1],
        "card_points": [70, 50, 60, 60],
        "details": {"re": [0, 2], "kontra": [1, 3], "winner": "re", "winners": [0, 2]},
    }
    ids["C0"] = store.add_deal(c, 0, record("doppelkopf", 4, 3, doko), 3000) or 0
    store.add_grades(ids["A0"], [Grade(3, 1.0), Grade(7, 0.5)])
    store.add_grades(ids["B1"], [Grade(2, 0.25)])
    return ids


def shown_panel(qtbot: Any, store: HistoryStore, game: str | None = "skat") -> Any:
    """The statistics panel over ``store``, shown at 900 × 600 with ``game`` chosen."""
    from stammtisch.desktop.widgets.statistics import StatisticsPanel

    panel = StatisticsPanel(store)
    qtbot.addWidget(panel)
    panel.resize(900, 600)
    panel.show()
    qtbot.waitExposed(panel)
    panel.set_filter(game=game)
    return panel
