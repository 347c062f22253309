"""The window never freezes: the Strong computer players think in a worker thread."""

from __future__ import annotations

import itertools
import random
import threading
import time
from pathlib import Path

from pytestqt.qtbot import QtBot

from stammtisch.desktop import players
from stammtisch.desktop.controller import GameController
from stammtisch.engine.registry import make_game
from stammtisch.engine.session import Session


def test_the_gui_thread_keeps_ticking_while_strong_players_think(
    qtbot: QtBot, tmp_path: Path, monkeypatch: object
) -> None:
    from PySide6.QtCore import QTimer

    gui_thread = threading.get_ident()
    thinking: list[tuple[float, float, int]] = []
    original = players.EnginePlayer.choose

    def spy(self: players.EnginePlayer, state):  # type: ignore[no-untyped-def]
        start = time.perf_counter()
        try:
            return original(self, state)
        finally:
            thinking.append((start, time.perf_counter(), threading.get_ident()))

    monkeypatch.setattr(players.EnginePlayer, "choose", spy)  # type: ignore[attr-defined]
    session = Session(make_game("skat"), ["You", "Anna", "Bernd"], 1, first_dealer=2, seed=3)
    controller = GameController(
        session, 0, ["human", "strong", "strong"], tmp_path / "history.sqlite"
    )
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    rng = random.Random(1)
    finished: list[object] = []
    controller.dealFinished.connect(finished.append)
    controller.start()
    while not finished:
        qtbot.waitUntil(lambda: bool(finished) or controller.is_human_turn(), timeout=60_000)
        if not finished:
            assert controller.try_action(rng.choice(controller.legal_actions())) is None
    timer.stop()
    controller.shutdown()
    assert thinking, "no strong player was asked"
    assert all(thread != gui_thread for _, _, thread in thinking), (
        "a player thought on the GUI thread"
    )
    busy = sum(end - start for start, end, _ in thinking)
    assert busy > 0.3, f"the strong players thought only {busy:.2f} s in a whole deal"
    worst = 0.0
    for start, end, _ in thinking:
        inside = [t for t in ticks if start <= t <= end]
        stamps = [start, *inside, end]
        worst = max(worst, *(b - a for a, b in itertools.pairwise(stamps)))
    assert worst < 0.25, f"the GUI thread stalled {worst * 1000:.0f} ms while a player thought"


def test_closing_while_a_player_thinks_is_clean(qtbot: QtBot, tmp_path: Path) -> None:
    """Shut down in the middle of a slow decision: the worker is told to stop and waited for."""
    session = Session(make_game("doppelkopf"), ["You", "A", "B", "C"], 1, first_dealer=0, seed=4)
    controller = GameController(session, 0, ["human", "strong", "strong", "strong"], None)
    started: list[int] = []
    controller.thinking.connect(started.append)
    controller.start()
    qtbot.waitUntil(lambda: bool(started), timeout=10_000)
    state = session.current
    assert state is not None
    moves = len(state.history())
    begun = time.perf_counter()
    assert controller.shutdown(timeout_ms=15_000)
    assert time.perf_counter() - begun < 15
    qtbot.wait(300)  # a late answer, if any, is dropped
    assert len(state.history()) == moves


def test_closing_the_window_while_a_strong_player_thinks(qtbot: QtBot, tmp_path: Path) -> None:
    from desktop_support import temp_settings

    from stammtisch.desktop.widgets.main_window import MainWindow
    from stammtisch.desktop.widgets.new_game import NewGameSpec

    window = MainWindow(temp_settings(tmp_path), tmp_path / "history.sqlite", pace_ms=0)
    qtbot.addWidget(window)
    window.show()
    names = ["You", "Anna", "Bernd", "Clara"]
    spec = NewGameSpec("doppelkopf", 4, {}, names, ["human", "strong", "strong", "strong"], 1)
    window.start_session(spec, seed=2)
    controller = window.controller
    assert controller is not None
    if controller.is_human_turn():
        controller.try_action(controller.legal_actions()[0])
    qtbot.waitUntil(controller.is_thinking, timeout=10_000)
    begun = time.perf_counter()
    assert window.close()
    assert time.perf_counter() - begun < 10
    from stammtisch.desktop import savegame

    saved = savegame.load_path(tmp_path / "history.sqlite")
    assert saved is not None and saved.session.current is not None
