"""A deal's result for the user's side, in History, the statistics and the exports: the
engine's verdict for the side the user sat on (won, lost, nobody won, thrown in), for every
contract family of the four games, in English, German and Japanese.

Before, the History view worked the result out from "did the declarer win" and the user's
role, so a Doppelkopf normal game (no declarer) said "—" whoever won.
"""

from __future__ import annotations

import pytest
from contract_families import families
from pytestqt.qtbot import QtBot

from stammtisch.desktop.i18n import install_language
from stammtisch.engine.history import aggregates as agg
from stammtisch.engine.history.facts import (
    OUTCOMES,
    THROWN_IN_KINDS,
    contract_kind,
    kind_message,
    row_outcome,
    user_outcome,
)
from stammtisch.engine.history.store import HistoryStore, SessionInfo
from stammtisch.engine.records import DealRecord
from stammtisch.engine.state import DealResult, GameState

pytest.importorskip("pyqtgraph")

from stammtisch.desktop.widgets.history_view import HistoryView
from stammtisch.desktop.widgets.statistics import StatisticsPanel

FAMILIES = list(families())
"""(family, a finished deal of it): every contract kind of the four games, a Doppelkopf
game nobody won, and a Schafkopf Sie."""

WORDS = {
    "en": {"won": "won", "lost": "lost", "drawn": "nobody won", "thrown_in": "Thrown in"},
    "de": {
        "won": "gewonnen",
        "lost": "verloren",
        "drawn": "niemand hat gewonnen",
        "thrown_in": "Eingeworfen",
    },
    "ja": {"won": "勝ち", "lost": "負け", "drawn": "引き分け", "thrown_in": "配り直し"},
}


def engine_verdict(result: DealResult, seat: int, active: tuple[int, ...]) -> str:
    """What the engine's result says for ``seat``: the side it sat on won or lost (its
    explanation), nobody won, or no game was played; a Sie (shown, not played, without
    sides) by the seats it names as winners."""
    if seat not in active:
        return "out"
    told = result.explanation
    sides = told.sides if told is not None else ()
    if sides:
        mine = next(s for s in sides if seat in s.seats)
        if mine.won:
            return "won"
        return "lost" if any(s.won for s in sides) else "drawn"
    if result.details.get("winners"):
        return "won" if seat in result.details["winners"] else "lost"
    assert not result.played
    return "thrown_in"


def active_seats(state: GameState) -> tuple[int, ...]:
    return tuple(state.game.active_seats(state.dealer))


def test_every_contract_family_of_the_four_games_is_played() -> None:
    kinds = {(state.game.NAME, kind) for kind, state in FAMILIES}
    for game, expected in {
        "skat": {"clubs", "spades", "hearts", "diamonds", "grand", "null", "Ramsch"},
        "schafkopf": {"Sauspiel", "Wenz", "Geier", "Farbwenz", "Farbgeier", "Solo", "Sie"},
        "doppelkopf": {"normal game", "marriage", "poverty", "silent solo", "queen-jack solo"},
        "sheepshead": {"pick", "pick alone", "pick, called", "leaster", "doubler"},
    }.items():
        assert expected <= {k for g, k in kinds if g == game}
    assert {g for g, k in kinds if k == "passed"} == {"skat", "schafkopf", "doppelkopf"}
    assert any(k == "drawn" for _, k in kinds) and any(k == "Durchmarsch" for _, k in kinds)


@pytest.mark.parametrize(
    ("family", "state"), FAMILIES, ids=[f"{s.game.NAME}-{k}" for k, s in FAMILIES]
)
def test_the_stored_result_says_what_the_engine_said_for_every_seat(
    family: str, state: GameState
) -> None:
    result = state.result()
    stored = result.to_json()  # what the history keeps: no explanation, plain JSON
    game, players = state.game.NAME, state.num_players
    said = [user_outcome(game, players, state.dealer, stored, s) for s in range(players)]
    truth = [engine_verdict(result, s, active_seats(state)) for s in range(players)]
    assert said == truth
    assert set(said) <= set(OUTCOMES)
    if family not in ("drawn", "passed", "doubler"):
        assert "won" in said and "lost" in said  # a verdict: some side won, the other lost
    if family == "Durchmarsch":  # one took every trick: the two others lost
        assert sorted(said) == ["lost", "lost", "won"]
    # a contract kind of every family reads in words (never a code such as "thrown in")
    kind = contract_kind(game, stored)
    assert kind in THROWN_IN_KINDS or kind_message(kind) is not None, kind


def booked(states: list[GameState]) -> tuple[HistoryStore, list[tuple[int, int, str]]]:
    """A history with each deal once for every seat the user could have sat in: (deal id,
    user seat, the engine's verdict for that seat)."""
    store = HistoryStore.in_memory()
    out: list[tuple[int, int, str]] = []
    for k, state in enumerate(states):
        game, players = state.game.NAME, state.num_players
        record = DealRecord.from_state(state)
        for seat in range(players):
            sid = store.begin_session(
                SessionInfo(
                    f"{k}:{seat}",
                    game,
                    players,
                    dict(state.game.rules.changed()),
                    [f"P{s}" for s in range(players)],
                    ["standard"] * players,
                    seat,
                ),
                started=1000.0 + k,
            )
            deal_id = store.add_deal(sid, 0, record, 1000.0 + k)
            assert deal_id is not None
            out.append((deal_id, seat, engine_verdict(state.result(), seat, active_seats(state))))
    return store, out


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_the_history_view_says_each_result_in_the_users_language(
    qtbot: QtBot, language: str
) -> None:
    store, deals = booked([state for _, state in FAMILIES])
    assert install_language(language)
    try:
        view = HistoryView(store)
        qtbot.addWidget(view)
        view.filters.set_filter(None)  # every game
        view.reload()
        model = view.model
        column = list(model.titles()).index("result")
        rows = {model.ids[r]: r for r in range(model.rowCount())}
        words = WORDS[language]
        for deal_id, _seat, verdict in deals:
            cell = model.index(rows[deal_id], column).data()
            assert cell == words.get(verdict, "—"), (deal_id, verdict)
        # a Doppelkopf normal game the user lost says so (it said "—")
        doko = [
            (d, v)
            for d, s, v in deals
            if model.row(rows[d]).game == "doppelkopf"
            and model.row(rows[d]).contract_kind == "normal game"
            and v == "lost"
        ]
        assert doko and all(model.index(rows[d], column).data() == words["lost"] for d, _ in doko)
        view.close()
    finally:
        install_language("en")
        store.close()


def test_the_list_sorts_by_the_users_result_won_first() -> None:
    store, deals = booked([state for _, state in FAMILIES])
    order = {"won": 4, "drawn": 3, "lost": 2, "thrown_in": 1, "out": 0}
    verdict = {d: v for d, _, v in deals}
    ranked = [order[verdict[d]] for d in agg.deal_ids(store.conn, agg.Filter(), "result")]
    assert ranked == sorted(ranked, reverse=True)
    # a history stored before a Doppelkopf normal game kept its verdict in its columns (its
    # Re party had no "declarer" to win): the stored result's lists still sort it
    store.conn.execute(
        "UPDATE deals SET declarer_won = NULL"
        " WHERE game = 'doppelkopf' AND contract_kind = 'normal game'"
    )
    ranked = [order[verdict[d]] for d in agg.deal_ids(store.conn, agg.Filter(), "result")]
    assert ranked == sorted(ranked, reverse=True)
    store.close()


def test_the_columns_alone_give_the_same_outcome_where_they_can() -> None:
    store, deals = booked([state for _, state in FAMILIES])
    verdict = {d: v for d, _, v in deals}
    rows = agg.deal_rows(store.conn, [d for d, _, _ in deals])
    for row in rows:
        said = row_outcome(row.role, row.contract_kind, row.declarer_won)
        if row.role != "none":  # each for oneself: only the stored result tells
            assert said == verdict[row.id], row
    store.close()


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_every_family_is_named_in_words_in_the_charts(qtbot: QtBot, language: str) -> None:
    from stammtisch.desktop.messages import text

    assert install_language(language)
    try:
        panel = StatisticsPanel(HistoryStore.in_memory())
        qtbot.addWidget(panel)
        for _, state in FAMILIES:
            kind = contract_kind(state.game.NAME, state.result().to_json())
            said = panel.kind_label(kind)
            known = kind_message(kind)
            assert said == (text(known) if known is not None else WORDS[language]["thrown_in"])
            if language == "ja":
                assert not said.isascii(), kind  # a Japanese word, not the engine's code
        # what older versions stored for a deal thrown in reads as one too
        for old in ("thrown in", "redeal"):
            assert panel.kind_label(old) == WORDS[language]["thrown_in"]
        panel.close()
    finally:
        install_language("en")
