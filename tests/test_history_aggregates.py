"""The statistics of a small hand-made history, against figures worked out by hand."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from history_fixture import fill

from stammtisch.engine.history import aggregates as agg
from stammtisch.engine.history.spielliste import spielliste
from stammtisch.engine.history.store import Grade, HistoryStore, open_history


@pytest.fixture
def history(tmp_path: Path) -> tuple[HistoryStore, dict[str, int]]:
    store = open_history(tmp_path / "history.sqlite").store
    ids = fill(store)
    yield store, ids
    store.close()


SKAT = agg.Filter(game="skat")


def test_counts_and_filters(history: tuple[HistoryStore, dict[str, int]]) -> None:
    store, _ = history
    c = store.conn
    assert agg.deal_count(c, agg.Filter()) == 7
    assert agg.deal_count(c, SKAT) == 6
    assert agg.deal_count(c, agg.Filter(game="skat", players=3)) == 3
    assert agg.deal_count(c, agg.Filter(opponent_level="strong")) == 3
    assert agg.deal_count(c, agg.Filter(opponent_level="beginner")) == 1
    assert agg.deal_count(c, agg.Filter(since=1500)) == 4
    assert agg.deal_count(c, agg.Filter(since=1500, until=2002)) == 2
    assert agg.games_stored(c) == ["doppelkopf", "skat"]


def test_running_totals(history: tuple[HistoryStore, dict[str, int]]) -> None:
    store, ids = history
    totals = [t for _, _, t in agg.running_total(store.conn, SKAT)]
    assert totals == [48, 48, -12, -12, 11, 11]
    sampled = agg.running_total_sampled(store.conn, SKAT, max_points=2)
    # two spans of time, 1000..1002 and 2000..2002: the last deal of each
    assert [(place, total) for _, place, _, total in sampled] == [(3, -12), (6, 11)]
    assert [r[3] for r in agg.running_total_sampled(store.conn, SKAT)] == totals
    first = agg.running_total(store.conn, SKAT)[0]
    assert first[:2] == (ids["A0"], 1000.0)
    session_a = store.conn.execute("SELECT session_id FROM deals WHERE id = ?", (ids["A0"],))
    sid = session_a.fetchone()[0]
    assert [t for _, _, t in agg.session_running_total(store.conn, sid)] == [48, 48, -12]
    assert [(n, t) for _, n, t in agg.session_totals(store.conn, SKAT)] == [(3, -12), (3, 23)]
    assert agg.latest_session(store.conn, agg.Filter()) != sid


def test_results_by_role_and_contract(history: tuple[HistoryStore, dict[str, int]]) -> None:
    store, _ = history
    assert agg.results_by_role(store.conn, SKAT) == [
        ("declarer", 3, 11),
        ("defender", 2, 0),
        ("out", 1, 0),
    ]
    assert agg.results_by_role(store.conn, agg.Filter(game="doppelkopf")) == [("partner", 1, 1)]
    assert agg.results_by_contract(store.conn, SKAT) == [
        ("clubs", 2, 0),
        ("grand", 1, 48),
        ("hearts", 1, -60),
        ("null", 1, 23),
        ("spades", 1, 0),
    ]


def test_declarer_win_rate_histogram_and_bidding(
    history: tuple[HistoryStore, dict[str, int]],
) -> None:
    store, ids = history
    assert agg.declarer_win_rate(store.conn, SKAT) == [
        ("grand", 1, 1),
        ("hearts", 0, 1),
        ("null", 1, 1),
    ]
    # B1's Null is left out (no trick wins a Null, whatever its card points), and B0, sat out
    assert agg.card_point_histogram(store.conn, SKAT) == [(60, 1), (70, 2), (80, 1)]
    assert agg.card_points_left_out(store.conn, SKAT) == [("null", 1), ("out", 1)]
    assert agg.card_point_histogram(store.conn, agg.Filter(game="doppelkopf")) == [(130, 1)]
    bids = agg.bidding(store.conn, SKAT)
    assert bids.points == [(23, 23, 1, ids["B1"]), (23, 48, 1, ids["A0"]), (30, 20, 1, ids["A2"])]
    assert (bids.games, bids.overbid) == (3, 1)
    assert bids.rate == pytest.approx(1 / 3)
    assert agg.bidding(store.conn, agg.Filter(game="doppelkopf")).rate == 0.0


def test_grades_over_time(history: tuple[HistoryStore, dict[str, int]]) -> None:
    store, ids = history
    assert agg.grades_over_time(store.conn, agg.Filter()) == [
        (ids["A0"], 1000.0, 0.75, 2),
        (ids["B1"], 2001.0, 0.25, 1),
    ]
    assert agg.grades_over_time(store.conn, agg.Filter(players=3)) == [(ids["A0"], 1000.0, 0.75, 2)]


def _session_results(store: HistoryStore, uid: str) -> tuple[int, list[tuple[int, dict]]]:
    rows = store.conn.execute(
        "SELECT d.players, d.dealer, r.record FROM deals d JOIN sessions s ON s.id = d.session_id"
        " JOIN deal_records r ON r.deal_id = d.id"
        " WHERE s.uid = ? ORDER BY d.number",
        (uid,),
    ).fetchall()
    return rows[0][0], [(dealer, json.loads(text)["result"]) for _, dealer, text in rows]


def test_spielliste_three_modes(history: tuple[HistoryStore, dict[str, int]]) -> None:
    store, _ = history
    players, deals = _session_results(store, "A")
    assert [ln.totals for ln in spielliste(players, deals, "normal")] == [
        (48, 0, 0),
        (48, -48, 0),
        (-12, -48, 0),
    ]
    assert [ln.totals for ln in spielliste(players, deals, "seeger")] == [
        (98, 0, 0),
        (138, -98, 40),
        (28, -58, 80),
    ]
    assert [ln.totals for ln in spielliste(players, deals, "bierlachs")] == [
        (0, -48, -48),
        (0, -96, -48),
        (-60, -96, -48),
    ]


def test_seeger_fabian_four_handed_pays_the_dealer_too(
    history: tuple[HistoryStore, dict[str, int]],
) -> None:
    store, _ = history
    players, deals = _session_results(store, "B")
    lines = spielliste(players, deals, "seeger")
    assert lines[2].entries == (30, -98, 30, 30)
    assert lines[-1].totals == (103, -98, 102, 30)
    bier = spielliste(players, deals, "bierlachs")
    assert bier[0].entries == (0, -22, 0, -22)  # dealer 0 sits out and loses nothing
    with pytest.raises(ValueError, match="unknown score list mode"):
        spielliste(players, deals, "bogus")


def test_rating_per_session_against_fixed_computer_ratings(
    history: tuple[HistoryStore, dict[str, int]],
) -> None:
    from stammtisch.engine.history.rating import LEVEL_RATINGS, Rating, rating_history, update

    store, _ = history
    # A (standard): won as declarer, defenders won, lost as declarer -> 2 of 3.
    # B (strong): sat out B0 (not rated), won the Null, defenders won -> 2 of 2.
    # C (beginner): the Re party won -> 1 of 1.
    rows = rating_history(store.conn, agg.Filter())
    assert [n for _, n, _ in rows] == [3, 2, 1]
    first = update(Rating(), [(LEVEL_RATINGS["standard"], 50.0, 2.0, 3)])
    assert rows[0][2] == first
    assert rows[1][2] == update(first, [(LEVEL_RATINGS["strong"], 50.0, 2.0, 2)])
    assert rows[0][2].rating > 1500 and rows[1][2].rating > rows[0][2].rating
    assert rows[-1][2].deviation < rows[0][2].deviation < 350
    assert rows[0][2].low < rows[0][2].rating < rows[0][2].high
    assert update(first, []).deviation > first.deviation  # a period without games: less sure
    assert rating_history(store.conn, agg.Filter(game="doppelkopf"))[0][1] == 1


def test_the_deal_list_sorted_filtered_and_read_a_block_at_a_time(
    history: tuple[HistoryStore, dict[str, int]],
) -> None:
    store, ids = history
    c = store.conn
    newest = [ids[k] for k in ("C0", "B2", "B1", "B0", "A2", "A1", "A0")]
    assert agg.deal_ids(c, agg.Filter()) == newest
    assert agg.deal_ids(c, agg.Filter(), descending=False) == newest[::-1]
    assert agg.deal_ids(c, SKAT, "score") == [ids[k] for k in ("A0", "B1", "B2", "B0", "A1", "A2")]
    assert agg.deal_ids(c, agg.Filter(game="skat", players=4), "role") == [
        ids["B0"],  # out
        ids["B2"],  # defender
        ids["B1"],  # declarer
    ]
    assert agg.deal_ids(c, agg.Filter(game="skat", players=3), "declarer", False) == [
        ids["A1"],  # B
        ids["A2"],  # U, the newer of the two
        ids["A0"],
    ]
    # the worst grades first, the deals not graded last
    store.add_grades(ids["A2"], [Grade(5, 20.0, "blunder")])
    store.add_grades(ids["B2"], [Grade(1, 9.0, "mistake"), Grade(2, 9.0, "mistake")])
    graded = agg.deal_ids(c, agg.Filter(), "grades")
    assert graded[:4] == [ids["A2"], ids["B2"], ids["B1"], ids["A0"]]
    # grades written after a sort count at the next one (the per-deal sums catch up)
    store.add_grades(ids["C0"], [Grade(3, 30.0, "blunder"), Grade(4, 30.0, "blunder")])
    assert agg.deal_ids(c, agg.Filter(), "grades")[:2] == [ids["C0"], ids["A2"]]
    store.add_grades(ids["C0"], [Grade(3, 0.0, "best"), Grade(4, 0.0, "good")])  # regraded
    assert agg.deal_ids(c, agg.Filter(), "grades")[:3] == [ids["A2"], ids["B2"], ids["C0"]]
    assert agg.deal_ids(c, agg.Filter(), "grades", False)[-1] == ids["A2"]
    assert agg.deal_rows(c, [ids["B2"]])[0].grades == {"mistake": 2}
    with pytest.raises(ValueError, match="unknown deal order"):
        agg.deal_ids(c, agg.Filter(), "bogus")
    rows = agg.deal_rows(c, [ids["A2"], ids["C0"], 99999])
    assert [r.id for r in rows] == [ids["A2"], ids["C0"]]  # in the order asked, unknown left out
    a2, c0 = rows
    assert (a2.game, a2.role, a2.score, a2.declarer_won, a2.declarer_name) == (
        "skat",
        "declarer",
        -60,
        False,
        "U",
    )
    assert a2.seats == ("U", "B", "C") and a2.number == 2 and a2.contract_kind == "hearts"
    # a Doppelkopf normal game has no declarer; its Re party is the declaring side, and won
    assert (c0.declarer, c0.declarer_name, c0.role, c0.declarer_won) == (
        None,
        None,
        "partner",
        True,
    )
    assert agg.deal_rows(c, [ids["A0"]])[0].grades == {"": 2}  # the fixture's grades, unlabelled
    assert agg.deal_rows(c, []) == []


def test_sessions_and_their_results_for_the_score_list(
    history: tuple[HistoryStore, dict[str, int]],
) -> None:
    store, ids = history
    found = agg.sessions(store.conn, SKAT)
    assert [(s.players, s.deals, s.first, s.last) for s in found] == [
        (4, 3, 2000.0, 2002.0),
        (3, 3, 1000.0, 1002.0),
    ]
    assert found[1].seats == ("U", "B", "C") and found[1].user_seat == 0
    older = found[1].id
    assert [s.id for s in agg.sessions(store.conn, agg.Filter(session=older))] == [older]
    assert agg.deal_count(store.conn, agg.Filter(session=older)) == 3
    results = agg.session_results(store.conn, older)
    assert [(deal, dealer) for deal, dealer, _ in results] == [
        (ids["A0"], 2),
        (ids["A1"], 0),
        (ids["A2"], 1),
    ]
    assert results[0][2]["result"]["scores"] == [48, 0, 0]
    assert agg.deal_seats(store.conn, ids["B1"]) == ("U", "B", "C", "D")
    assert agg.deal_seats(store.conn, 99999) == ()


def test_a_rating_is_kept_per_game(history: tuple[HistoryStore, dict[str, int]]) -> None:
    from stammtisch.engine.history.rating import rating_history, ratings_by_game

    store, _ = history
    by_game = ratings_by_game(store.conn, agg.Filter())
    assert list(by_game) == ["doppelkopf", "skat"]
    assert by_game["skat"] == rating_history(store.conn, SKAT)
    assert by_game["doppelkopf"] == rating_history(store.conn, agg.Filter(game="doppelkopf"))
    # one game's results never move another's rating: the pooled one is not either
    pooled = rating_history(store.conn, agg.Filter())[-1][2]
    assert pooled not in {rows[-1][2] for rows in by_game.values()}
    assert list(ratings_by_game(store.conn, SKAT)) == ["skat"]


def test_a_rating_stays_bounded_through_lopsided_sessions() -> None:
    """Sessions of 36 deals against one fixed computer: a long losing run and then a
    surprising win rate once drove Glicko-2's volatility, and the rating, without bound (and
    the next update into a math range error)."""
    from stammtisch.engine.history.rating import (
        LEVEL_RATINGS,
        MAX_DEVIATION,
        MAX_VOLATILITY,
        Rating,
        update,
    )

    rating = Rating()
    strong = LEVEL_RATINGS["strong"]
    for points in [0.0] * 12 + [21.5, 30.0, 2.0, 36.0, 0.0, 18.0] * 4:
        rating = update(rating, [(strong, 50.0, points, 36)])
        assert 0 < rating.rating < 3500 and rating.deviation <= MAX_DEVIATION
        assert rating.volatility <= MAX_VOLATILITY
    far = update(Rating(-40_000.0, 30.0), [(strong, 50.0, 36.0, 36)])  # no math range error
    assert far.rating == -40_000.0  # results so certain they tell nothing
