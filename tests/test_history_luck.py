"""The luck-adjusted figure: the same cards replayed with a computer in the user's seat."""

from __future__ import annotations

import random
from pathlib import Path

from history_fixture import fill
from pytestqt.qtbot import QtBot

from stammtisch.desktop.luck import LuckRunner
from stammtisch.engine.ai.tournament import make_agent, play_deal
from stammtisch.engine.history import aggregates as agg
from stammtisch.engine.history.luck import computer_score
from stammtisch.engine.history.store import HistoryStore, SessionInfo, open_history
from stammtisch.engine.records import DealRecord
from stammtisch.engine.registry import make_game


def _random_deal(game_name: str, players: int, seed: int, dealer: int) -> DealRecord:
    state = make_game(game_name, players).new_deal(seed=seed, dealer=dealer)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    return DealRecord.from_state(state, seed=seed)


def test_the_computer_gets_the_users_cards_and_seat() -> None:
    game = make_game("skat")
    for seed in (2, 7):
        record = _random_deal("skat", 3, seed, dealer=1)
        ours = computer_score(record, 0, ("human", "random", "random"), level="beginner")
        agents = [
            make_agent("beginner", game),
            make_agent("random", game),
            make_agent("random", game),
        ]
        assert ours == play_deal(game, agents, seed, dealer=1).scores()[0]
        assert computer_score(record, 0, ("human", "random", "random"), level="beginner") == ours


def test_imported_deals_without_a_seed_replay_the_same_way_twice() -> None:
    """The seed comes from the cards: the random opponents draw the same actions twice.
    (Opponents that search stop at a time cap, so on a loaded machine they may not.)"""
    record = _random_deal("schafkopf", 4, 3, dealer=0)
    record = DealRecord(**{**record.__dict__, "seed": None})
    levels = ("random", "random", "human", "random")
    first = computer_score(record, 2, levels, level="beginner")
    assert computer_score(record, 2, levels, level="beginner") == first


def test_the_runner_fills_the_cache_in_the_background(qtbot: QtBot, tmp_path: Path) -> None:
    store = open_history(tmp_path / "h.sqlite").store
    fill(store)  # hand-made records without cards: they cannot be replayed
    sid = store.begin_session(
        SessionInfo("real", "skat", 3, {}, ("U", "B", "C"), ("human", "random", "random"), 0)
    )
    real = [store.add_deal(sid, i, _random_deal("skat", 3, 10 + i, i)) for i in range(2)]
    runner = LuckRunner(store, batch=3, budget_ms=5)
    runner.start()
    qtbot.waitUntil(lambda: not runner.is_running() and not runner.jobs(), timeout=60_000)
    rows = agg.luck_adjusted(store.conn, agg.Filter())
    assert sorted(r[0] for r in rows) == sorted(i for i in real if i is not None)
    assert len(runner.failed) == 6  # the fixture's seven, but B0, where the user sat out
    assert runner.shutdown()
    runner.start()  # stopped: nothing more
    assert not runner.is_running()
    store.close()


def test_luck_aggregate_pairs_the_users_score_with_the_computers() -> None:
    store = HistoryStore.in_memory()
    ids = fill(store)
    store.set_luck(ids["A0"], "strong", 24.0)
    store.set_luck(ids["A2"], "strong", -40.0)
    assert agg.luck_adjusted(store.conn, agg.Filter(game="skat")) == [
        (ids["A0"], 48.0, 24.0),
        (ids["A2"], -60.0, -40.0),
    ]
    assert agg.luck_running(store.conn, agg.Filter(game="skat")) == [
        (ids["A0"], 1, 48.0, 24.0),
        (ids["A2"], 2, -12.0, -16.0),
    ]
